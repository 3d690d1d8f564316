"""Actions: small frozen dataclasses, one kind per move, each naming the seat that acts.

``Edit`` is the sandbox's generic action (move a card, flip it, set a counter, roll a
die, shuffle or cut a pile). The rules never produce it; a ``Session`` accepts it only
in sandbox mode, and the log marks it as outside the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from petridish.core.serial import DecodeError, from_json, to_json


@dataclass(frozen=True, slots=True)
class Action:
    seat: str

    kind: ClassVar[str] = "Action"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **to_json(self)}


@dataclass(frozen=True, slots=True)
class Place:
    """A position on the table: ``index`` of ``zone`` (counted from 0, bottom or left
    first). The sandbox names a card the viewer may not identify by its place."""

    zone: str
    index: int


@dataclass(frozen=True, slots=True)
class Edit(Action):
    """A sandbox change: ``op`` is "move", "flip", "set", "roll", "shuffle" or "cut".

    move:    put ``card`` (or the card at ``place``, for one the viewer cannot see) into
             ``zone`` at ``index`` (-1 = on top / at the end);
    flip:    turn ``card`` (or the one at ``place``) over: face up or down, loaded or
             not; naming neither, turn the whole pile ``zone`` over;
    set:     set the counter ``key`` to ``value`` (a die's face, a seat's counter...);
    roll:    roll the die ``key`` again;
    shuffle: shuffle the pile ``zone``;
    cut:     cut the pile ``zone``: its top ``index`` cards go under the rest (-1:
             where the hand falls, drawn from the RNG).
    """

    op: str
    card: str = ""
    zone: str = ""
    index: int = -1
    key: str = ""
    value: int = 0
    place: Place | None = None

    kind: ClassVar[str] = "Edit"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Done: the seat lets an optional window go by (it may act, it need not)."""

    kind: ClassVar[str] = "Pass"


def upgrade_edit(data: dict[str, Any]) -> dict[str, Any]:
    """An Edit as the first save format wrote it, in today's words: a hidden card was
    the card "?" with its zone in ``key`` and its position in ``value``."""
    if data.get("card") == "?" and "place" not in data:
        data = {**data, "place": {"zone": data.get("key", ""), "index": data.get("value", 0)}}
        data.update(card="", key="", value=0)
    return data


def decode_action(kinds: dict[str, type[Action]], data: Any) -> Action:
    """Decode one action from JSON, checking its kind and every field."""
    if not isinstance(data, dict):
        raise DecodeError(f"an action must be an object, got {type(data).__name__}")
    kind = data.get("kind")
    cls = kinds.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise DecodeError(f"unknown action kind {kind!r}")
    fields = {k: v for k, v in data.items() if k != "kind"}
    if cls is Edit:
        fields = upgrade_edit(fields)
    action: Action = from_json(cls, fields, f"{kind}")
    return action
