"""The working copy an ADRIFT action is carried out on: the state as it changes, the
dice drawn on the way and the events they make. The rules' modules change a position
only through it, so every roll is recorded on the table and every change is logged."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from petridish.core.dice import Rolled
from petridish.core.events import Event
from petridish.core.evolve import evolve
from petridish.core.game import Outcome
from petridish.core.material import where
from petridish.core.rng import Rng
from petridish.games.adrift.state import State

if TYPE_CHECKING:
    from petridish.games.adrift.content import Items, Tables


class Work:
    __slots__ = ("events", "items", "rng", "s", "tables")

    def __init__(self, state: State, items: Items, tables: Tables) -> None:
        self.s = state
        self.rng = Rng(state.rng)
        self.events: list[Event] = []
        self.items, self.tables = items, tables

    def set(self, **changes: Any) -> None:
        self.s = evolve(self.s, **changes)

    def event(self, kind: str, data: dict[str, Any] | None = None, **how: Any) -> None:
        self.events.append(Event(kind, data or {}, **how))

    def roll(self, key: str, sides: int, point: str, purpose: str, seat: str = "") -> int:
        """A die rolled at ``point`` and left lying on the table under ``key``."""
        value = self.rng.randint(1, sides, point)
        self.set(dice={**self.s.dice, key: Rolled(sides, value, purpose, seat)})
        return value

    def d8(self, seat: str, point: str, purpose: str) -> int:
        """``seat``'s d8 (each player's last roll lies before them)."""
        return self.roll(f"d8.{seat}", 8, point, purpose, seat)

    def move(self, card: str, zone: str) -> None:
        """Move an item card to the end of ``zone``."""
        source = where(self.s.zones, card)
        zones = dict(self.s.zones)
        if source:
            zones[source] = tuple(c for c in zones[source] if c != card)
        zones[zone] = (*zones.get(zone, ()), card)
        self.set(zones=zones)

    def outcome(self) -> Outcome[State]:
        return Outcome(evolve(self.s, rng=self.rng.state), tuple(self.events))
