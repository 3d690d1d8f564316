"""The working copy a Genegrafter action is carried out on: the core's (``core.work``)
with the game's cards at hand, the battle's fight changed whole, and the moments of
the set-up marked as they happen."""

from __future__ import annotations

from typing import Any

from petridish.core import work
from petridish.core.evolve import evolve
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter.state import Battle, Fight, State

# The positions of the first turn's draw, each with how many events led to it.
Marks = list[tuple[State, int]]


class Work(work.Work[State]):
    """A Genegrafter position being changed by one action (see ``core.work``)."""

    __slots__ = ("cards", "marks")

    def __init__(self, state: State, cards: carddata.CardSet, *, search: bool = False) -> None:
        super().__init__(state, search=search)
        self.cards = cards
        self.marks: Marks | None = None  # given only while the set-up is told moment by moment

    def set_fight(self, **changes: Any) -> None:
        """Change the fight under way (see ``battle_with``)."""
        self.set(battle=self.battle_with(**changes))

    def battle_with(self, **changes: Any) -> Battle:
        """The battle with its fight changed: a fight is a value of the position, made
        anew (to be set together with the position's other changes, in one ``set``)."""
        battle = self.s.battle
        assert battle is not None and battle.fight is not None
        fight: Fight = evolve(battle.fight, **changes)
        return Battle(battle.opponent, battle.waiting, fight)

    def mark(self) -> None:
        """A moment of the set-up ends here (see ``Genegrafter.set_up``): its position
        is kept, as it stands, with how many events led to it, and the work goes on
        from it as from a new position, so that nothing later changes the one kept."""
        if self.marks is None:
            return
        state, events = self.outcome()
        self.marks.append((state, len(events)))
        kept = self.events
        work.Work.__init__(self, state, search=self.search)
        self.events = kept
