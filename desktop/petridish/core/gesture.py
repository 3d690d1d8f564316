"""Gestures on the table, in words a rules model can read (no Qt here).

A presenter names what a person did with the table's zones: a piece dragged from one
zone onto another (:class:`Drag`). A move that takes several gestures is kept, a part at
a time (:class:`Part`), in the session's draft until it is whole.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Drag:
    """A gesture: a piece from one zone onto another."""

    source: str  # the table zone the piece came from
    card: str | None  # its key, None for a card the viewer cannot identify
    target: str  # the table zone it was dropped on
    slot: int = -1  # the slot of a slot zone, else -1
    index: int = 0  # the piece's position in its source zone


@dataclass(frozen=True, slots=True)
class Part:
    """One gesture of a move that takes several, kept in the session's draft as
    ``"kind:value"`` until the move is whole (then the action is played)."""

    kind: str
    value: str

    @property
    def text(self) -> str:
        return f"{self.kind}:{self.value}"

    @classmethod
    def parse(cls, text: str) -> Part:
        kind, _, value = text.partition(":")
        return cls(kind, value)
