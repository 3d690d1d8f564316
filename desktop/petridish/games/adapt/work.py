"""The working copy an A.D.A.P.T. action is carried out on: the core's (``core.work``),
with the cards at hand and the questions a ``Board`` answers about the position as it
stands.

The functions of ``stream``, ``adapting``, ``attack``, ``specials`` and ``turns`` change
a position only through it. A fish's counters change only by ``change`` (which, in a
search, changes the search's own record of the fish in place: a record read before a
change may then read the change).
"""

from __future__ import annotations

from typing import Any

from petridish.core import work
from petridish.core.dice import Rolled
from petridish.core.events import Event
from petridish.core.evolve import evolve, slot_setters
from petridish.games.adapt.board import Board
from petridish.games.adapt.cards import CardSet
from petridish.games.adapt.state import MAX_STREAM, OVER, Fish, State, die_key, slot_zone

# A percentile roll's two d10s lie on the mat as the one roll they make.
PERCENTILE_DICE = ("tens", "units")

STREAM_ZONES = frozenset(slot_zone(slot) for slot in range(1, MAX_STREAM + 1))

# What writes each field of a fish's record in place (a search's own record only).
FISH_FIELDS = slot_setters(Fish)


class Work(work.Work[State], Board):
    """A position being changed by one action, read as a Board (see the module).

    A search's working copy keeps its Board's answers (``Board``) from move to move, as
    it goes on to the next move on the same position (``again``): each change below
    says which answers it makes stale (``forget_*``)."""

    def __init__(self, cards: CardSet, state: State, *, search: bool = False) -> None:
        work.Work.__init__(self, state, search=search)
        Board.__init__(self, cards, state, keeps=search)
        self.fallen: list[str] = []  # fish defeated by this action, in order
        # Whether a card has left the Gene Stream this turn (``State.removed``): set and
        # read several times a turn, so kept here and written back once, at the end.
        self.removed = state.removed

    def again(self) -> None:
        work.Work.again(self)
        self.fallen = []
        self.removed = self.s.removed

    def outcome(self) -> tuple[State, tuple[Event, ...]]:
        if self.removed is not self.s.removed:
            self.set(removed=self.removed)
        return work.Work.outcome(self)

    # -- what a search's working copy forgets ------------------------------------------
    def forget_fish(self, seat: str, body: bool = True) -> None:
        """``seat``'s cards in use changed: its totals, and (``body``: a new Body) its
        Body's level."""
        self._totals.pop(seat, None)
        if body:
            self._other_levels.clear()

    def forget_fallen(self) -> None:
        """A fish was defeated: who the others are, and their levels."""
        self._others.clear()
        self._other_levels.clear()
        self._living = None

    def forget_stream(self) -> None:
        """The Gene Stream changed."""
        self._stream = None

    def take(self, card: str, source: str = "") -> str:
        # A card taken from the Gene Stream (bought, gained, adapted, wiped...) changes it.
        zone = work.Work.take(self, card, source)
        if zone in STREAM_ZONES:
            self._stream = None
        return zone

    @property
    def over(self) -> bool:
        return self.s.step == OVER

    # -- events and dice ----------------------------------------------------------------
    def emit(self, kind: str, *, reveal: bool = False, random: bool = False, **data: Any) -> None:
        """Report what happened: every A.D.A.P.T. event is seen by everyone."""
        if not self.search:
            self.event(kind, data, reveal=reveal, random=random)

    def roll_die(
        self, seat: str, sides: int, point: str, purpose: str, low: int = 1, need: int = 0
    ) -> int:
        """A die of ``sides`` rolled by ``seat`` at draw point ``point``, reported (with
        ``need``, the score it must roll at or under) and left on its mat."""
        if purpose in PERCENTILE_DICE:
            value = self.draw(point, low, sides - 1 + low)
        else:
            value = self.roll(die_key(seat, purpose), sides, point, purpose, seat, low)
        if not self.search:
            data = {"seat": seat, "sides": sides, "value": value, "purpose": purpose}
            if need:
                data["need"] = need
            self.event("roll", data, random=True)
        return value

    def lay_die(self, seat: str, die: Rolled) -> None:
        """Leave ``die`` on ``seat``'s mat, where its last roll of that kind lay."""
        self.lay(die_key(seat, die.purpose), die)

    # -- fish -----------------------------------------------------------------------------
    def change(self, seat: str, **changes: Any) -> Fish:
        """Change ``seat``'s counters; returns its fish as it now is."""
        fish: Fish = self.s.fish[seat]
        if self.search:
            # A search's position holds fish records of its own (``AdaptGame.clone``
            # copied them): changed in place, as its tables are, not copied at each turn.
            for name, value in changes.items():
                FISH_FIELDS[name](fish, value)
            return fish
        for name, value in changes.items():
            old = getattr(fish, name)
            if old is not value and (type(old) is not type(value) or old != value):
                break
        else:
            return fish  # nothing changes (most turns: no Bait to clear, no cooldown)
        fish = evolve(fish, **changes)  # a fish's record is shared with earlier positions
        self.own("fish")[seat] = fish
        return fish
