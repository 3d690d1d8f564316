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
from petridish.core.rng import Rng, RngState
from petridish.games.adrift.state import State

if TYPE_CHECKING:
    from petridish.games.adrift.content import Items, Tables


class Work:
    __slots__ = ("_rng", "events", "items", "s", "start", "tables")

    def __init__(self, state: State, items: Items, tables: Tables) -> None:
        self.s = self.start = state
        self._rng: Rng | None = None  # made on the first draw: most actions draw nothing
        self.events: list[Event] = []
        self.items, self.tables = items, tables

    @property
    def rng(self) -> Rng:
        if self._rng is None:
            self._rng = Rng(self.start.rng)
        return self._rng

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
        """The state reached, with the RNG as the draws left it. With no draw made,
        the state already holds it (as the RNG would put it back: ``_settled``), and a
        state of this action's own need not be copied again to carry it."""
        s, drew = self.s, self._rng is not None
        if not drew and s is not self.start and s.rng is self.start.rng and _settled(s.rng):
            return Outcome(s, tuple(self.events))
        return Outcome(evolve(self.s, rng=self.rng.state), tuple(self.events))


def _settled(rng: RngState) -> bool:
    """Whether ``Rng(rng).state == rng``: the forced outcomes kept as tuples, and no
    draw point named with none left."""
    return type(rng.forced) is tuple and all(type(v) is tuple and v for v in rng.named.values())
