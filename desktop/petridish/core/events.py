"""Events: what happened when an action was applied, for the log and for animations.

An event may be private (``seen_by`` names the seats that may read it); other seats get
its ``public`` form, or nothing. The log and the undo stack both go through
``for_seat`` so that no secret leaks through either.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    seen_by: tuple[str, ...] | None = None
    public: dict[str, Any] | None = None
    # An event that shows hidden information or depends on chance cannot be taken back
    # in rules mode (undo would let a player act on what they have seen).
    reveal: bool = False
    random: bool = False
    # A reveal of choices made together and shown anonymously (a shuffled pile turned
    # up): it shows what was chosen, never who chose it. The conformance suite holds
    # every line, view and replay after it to that.
    anonymous: bool = False
    # What a reveal showed, in the game's words, for the refusal to take it back ("that
    # move showed a keeper what storage bin 1 holds"): never a secret itself, which the
    # refusal may show to someone else.
    shown: str = ""

    def for_seat(self, seat: str | None) -> dict[str, Any] | None:
        """The event's data as ``seat`` may see it (None: nothing to show)."""
        if self.seen_by is None or (seat is not None and seat in self.seen_by):
            return {"kind": self.kind, **self.data}
        if self.public is None:
            return None
        return {"kind": self.kind, **self.public}

    def for_everyone(self) -> dict[str, Any]:
        """The whole event, secrets included (a finished game's replay shows all)."""
        return {"kind": self.kind, **self.data}

    @property
    def barrier(self) -> bool:
        return self.reveal or self.random
