"""One seeded random source for every die roll and shuffle, with forced outcomes.

The RNG's whole state (seed, how many draws so far, outcomes still forced) lives inside
each game state, so a state alone says what comes next: saving, loading, undo and
replays never need to carry a separate generator. Every draw seeds a fresh
``random.Random`` from (seed, draw number), which keeps draws independent of each other
and cheap to resume.

*Forced outcomes* are queued results that the next draws must return, in order: a die
face for ``randint`` or an exact order for ``shuffle``. Tutorials, scenario tests and bug
reports use them to script a game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")


# Every seed the app writes it must read back: the command line, the new-game dialog, the
# save writer and the save reader all check this one range.
MAX_SEED = 2**63 - 1


def seed_problem(seed: object) -> str | None:
    """Why ``seed`` cannot be a game's seed (None if it can)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        return "the seed must be a whole number"
    if not 0 <= seed <= MAX_SEED:
        return f"the seed must be a whole number from 0 to {MAX_SEED:,}"
    return None


class ForcedOutcomeError(ValueError):
    """A forced outcome does not fit the draw it was used for."""


@dataclass(frozen=True, slots=True)
class RngState:
    seed: int
    draws: int = 0
    # JSON values: an int for a roll, a list (the new order) for a shuffle.
    forced: tuple[Any, ...] = ()


class Rng:
    """A mutable cursor over an ``RngState``; read ``.state`` when done."""

    __slots__ = ("_draws", "_forced", "_seed")

    def __init__(self, state: RngState) -> None:
        self._seed = state.seed
        self._draws = state.draws
        self._forced = list(state.forced)

    @property
    def state(self) -> RngState:
        return RngState(self._seed, self._draws, tuple(self._forced))

    @property
    def used(self) -> int:
        return self._draws

    def _next(self) -> random.Random:
        self._draws += 1
        return random.Random(f"{self._seed}/{self._draws}")

    def randint(self, low: int, high: int) -> int:
        """A whole number in [low, high], as a die roll."""
        if self._forced:
            value = self._forced.pop(0)
            self._draws += 1
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise ForcedOutcomeError(f"forced outcome {value!r} is not a roll in {low}..{high}")
            return value
        return self._next().randint(low, high)

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        """A new random order of ``items`` (a forced outcome gives the order itself)."""
        if self._forced:
            value = self._forced.pop(0)
            self._draws += 1
            if not isinstance(value, list) or sorted(map(str, value)) != sorted(map(str, items)):
                raise ForcedOutcomeError(
                    f"forced outcome {value!r} is not an order of {sorted(map(str, items))}"
                )
            by_name = {str(i): i for i in items}
            return tuple(by_name[str(v)] for v in value)
        order = list(items)
        self._next().shuffle(order)
        return tuple(order)

    def choice(self, items: Sequence[T]) -> T:
        """One of ``items`` at random (forced: its index)."""
        if not items:
            raise ValueError("choice from nothing")
        return items[self.randint(0, len(items) - 1)]
