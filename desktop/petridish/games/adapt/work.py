"""The working copy an action changes: zones, fish, dice and the events they make.

An action is carried out on a ``Work`` made from the state, by the functions of
``stream``, ``adapting``, ``attack``, ``specials`` and ``turns``; ``finish`` then gives
the new state. States themselves are never changed.

A fish's cards move only by ``move`` (``take`` and ``put``), which forget the totals
and levels the Board keeps: a fish's zones are never written to directly.
"""

from __future__ import annotations

from typing import Any

from petridish.core.dice import Rolled
from petridish.core.events import Event
from petridish.core.evolve import evolve
from petridish.core.rng import Rng
from petridish.games.adapt.board import Board
from petridish.games.adapt.cards import CardSet
from petridish.games.adapt.state import OVER, Fish, Pick, State, die_key


class Work(Board):
    def __init__(self, cards: CardSet, state: State) -> None:
        super().__init__(cards, state, fixed=False)  # its cards move
        self.state = state
        self.zones = dict(state.zones)
        self.fish = dict(state.fish)
        self.rng = Rng(state.rng)
        self.events: list[Event] = []
        self.step = state.step
        self.current = state.current
        self.first = state.first
        self.round = state.round
        self.turns = state.turns
        self.queue = state.queue
        self.pick: Pick | None = state.pick
        self.removed = state.removed
        self.winners = state.winners
        self.reason = state.reason
        self.dice = state.dice
        self.fallen: list[str] = []  # fish defeated by this action, in order

    def finish(self) -> State:
        return evolve(
            self.state,
            zones=self.zones,
            fish=self.fish,
            rng=self.rng.state,
            step=self.step,
            current=self.current,
            first=self.first,
            round=self.round,
            turns=self.turns,
            queue=self.queue,
            pick=self.pick,
            removed=self.removed,
            winners=self.winners,
            reason=self.reason,
            dice=self.dice,
        )

    @property
    def over(self) -> bool:
        return self.step == OVER

    # -- events and dice ----------------------------------------------------------------
    def emit(self, kind: str, *, reveal: bool = False, random: bool = False, **data: Any) -> None:
        self.events.append(Event(kind, data, reveal=reveal, random=random))

    def roll(
        self, seat: str, sides: int, point: str, purpose: str, low: int = 1, need: int = 0
    ) -> int:
        """A die of ``sides`` rolled by ``seat`` at draw point ``point``, reported (with
        ``need``, the score it must roll at or under)."""
        value = self.rng.randint(low, sides - 1 + low, point)
        data = {"seat": seat, "sides": sides, "value": value, "purpose": purpose}
        if need:
            data["need"] = need
        self.emit("roll", random=True, **data)
        if purpose not in ("tens", "units"):  # a percentile's two d10s lie as one roll
            self.lay_die(seat, Rolled(sides, value, purpose, seat))
        return value

    def lay_die(self, seat: str, die: Rolled) -> None:
        """Leave ``die`` on ``seat``'s mat, where its last roll of that kind lay."""
        self.dice = {**self.dice, die_key(seat, die.purpose): die}

    # -- fish -----------------------------------------------------------------------------
    def change(self, seat: str, **changes: Any) -> Fish:
        fish = self.fish[seat]
        for name, value in changes.items():
            old = getattr(fish, name)
            if old is not value and (type(old) is not type(value) or old != value):
                break
        else:
            return fish  # nothing changes (most turns: no Bait to clear, no cooldown)
        fish = evolve(fish, **changes)
        self.fish[seat] = fish
        return fish

    # -- cards ----------------------------------------------------------------------------
    def where(self, card: str) -> str:
        for zone, cards in self.zones.items():
            if card in cards:
                return zone
        return ""

    def take(self, card: str) -> str:
        """Lift ``card`` from its zone; returns the zone."""
        zone = self.where(card)
        self.zones[zone] = tuple(c for c in self.zones[zone] if c != card)
        self.forget()
        return zone

    def put(self, zone: str, card: str, at: int = -1) -> None:
        self.forget()
        cards = list(self.zones[zone])
        cards.insert(len(cards) if at == -1 else min(at, len(cards)), card)
        self.zones[zone] = tuple(cards)

    def move(self, card: str, zone: str, at: int = -1) -> str:
        source = self.take(card)
        self.put(zone, card, at)
        return source
