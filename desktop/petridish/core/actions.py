"""Actions: small frozen dataclasses, one kind per move, each naming the seat that acts.

``Edit`` is the sandbox's generic action (move a card, flip it, set a counter). The
rules never produce it; a ``Session`` accepts it only in sandbox mode, and the log marks
it as outside the rules.
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
class Edit(Action):
    """A sandbox change: ``op`` is "move", "flip" or "set".

    move: put ``card`` into ``zone`` at ``index`` (-1 = on top / at the end);
    flip: turn ``card`` over (face up / loaded and back);
    set:  set the counter ``key`` to ``value``.
    """

    op: str
    card: str = ""
    zone: str = ""
    index: int = -1
    key: str = ""
    value: int = 0

    kind: ClassVar[str] = "Edit"


def decode_action(kinds: dict[str, type[Action]], data: Any) -> Action:
    """Decode one action from JSON, checking its kind and every field."""
    if not isinstance(data, dict):
        raise DecodeError(f"an action must be an object, got {type(data).__name__}")
    kind = data.get("kind")
    cls = kinds.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise DecodeError(f"unknown action kind {kind!r}")
    fields = {k: v for k, v in data.items() if k != "kind"}
    return from_json(cls, fields, f"{kind}")
