"""One seeded random source for every die roll and shuffle, with forced outcomes.

The RNG's whole state (seed, how many draws so far, outcomes still forced) lives inside
each game state, so a state alone says what comes next: saving, loading, undo and
replays never need to carry a separate generator.

A game's draws come from one *stream*, chosen when it is set up and kept in its state:

- stream 2 (every new game): one SplitMix64 generator per game. Its whole state is one
  number, ``seed + draws × γ``, so (seed, draws) is the generator itself, and a draw
  costs a few integer operations.
- stream 1 (games begun before it, and the saves of format 1 and 2): every draw seeded
  a fresh ``random.Random`` from (seed, draw number). Kept so that those saves replay
  exactly as they were played.

*Forced outcomes* script a game (tutorials, puzzles, bug reports, tests): a die face for
``randint``, an exact order for ``shuffle``. They are best named by their *draw point*
("spawn deck", "percentile"): each draw says which point it is, and takes the next
outcome forced for that point, so an unexpected draw elsewhere shifts nothing. Outcomes
can also be queued without a name; the next draws of any point take them in order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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


def _at(point: str) -> str:
    return f" at {point!r}" if point else ""


# The stream of every new game, and the one a state that names none was drawn from.
STREAM = 2
FIRST_STREAM = 1
STREAMS = (FIRST_STREAM, STREAM)

_GAMMA = 0x9E3779B97F4A7C15  # SplitMix64's step: the golden ratio in 64 bits
_MASK = 2**64 - 1


def _splitmix64(seed: int, n: int) -> int:
    """The ``n``-th 64-bit output of the SplitMix64 generator begun at ``seed``."""
    z = (seed + n * _GAMMA) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass(frozen=True, slots=True)
class RngState:
    seed: int
    draws: int = 0
    # JSON values: an int for a roll, a list (the new order) for a shuffle.
    forced: tuple[Any, ...] = ()
    # Outcomes forced for a draw point, by its name, in order.
    named: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    # How draws are made (see the module's docstring); a state saved before streams
    # were named was drawn from the first.
    stream: int = FIRST_STREAM


Forced = Sequence[Any] | Mapping[str, Sequence[Any]]  # queued, or by draw point


def start_state(seed: int, forced: Forced = (), stream: int | None = None) -> RngState:
    """The RNG of a new game: ``forced`` outcomes queued (a list) or by draw point (a
    mapping from each point's name to its outcomes, in order), drawing from ``stream``
    (None: today's, ``STREAM``)."""
    stream = STREAM if stream is None else stream
    if stream not in STREAMS:
        raise ValueError(f"there is no random stream {stream!r}")
    if isinstance(forced, Mapping):
        return RngState(seed, 0, (), {point: tuple(v) for point, v in forced.items()}, stream)
    return RngState(seed, 0, tuple(forced), {}, stream)


def fresh(rng: random.Random) -> RngState:
    """A new stream of chance drawn from ``rng``: the dice to come of a position a search
    imagines (it never reads the true game's)."""
    return RngState(rng.getrandbits(63), stream=STREAM)


def forced_count(forced: Forced | RngState) -> int:
    """How many outcomes are forced, queued and named together."""
    if isinstance(forced, RngState):
        return len(forced.forced) + sum(len(v) for v in forced.named.values())
    if isinstance(forced, Mapping):
        return sum(len(v) if isinstance(v, list | tuple) else 1 for v in forced.values())
    return len(forced)


class Rng:
    """A mutable cursor over an ``RngState``; read ``.state`` when done."""

    __slots__ = ("_draws", "_forced", "_named", "_seed", "_stream")

    def __init__(self, state: RngState) -> None:
        self._seed = state.seed
        self._draws = state.draws
        self._forced = list(state.forced)
        self._named = {point: list(values) for point, values in state.named.items() if values}
        self._stream = state.stream

    @property
    def state(self) -> RngState:
        named = {point: tuple(values) for point, values in self._named.items() if values}
        return RngState(self._seed, self._draws, tuple(self._forced), named, self._stream)

    def _take(self, point: str) -> tuple[bool, Any]:
        """The outcome forced for this draw, if any: for its point, else the queue's."""
        values = self._named.get(point)
        if values:
            self._draws += 1
            return True, values.pop(0)
        if self._forced:
            self._draws += 1
            return True, self._forced.pop(0)
        return False, None

    @property
    def used(self) -> int:
        return self._draws

    def _next(self) -> random.Random:
        """Stream 1's generator for the next draw."""
        self._draws += 1
        return random.Random(f"{self._seed}/{self._draws}")

    def _below(self, n: int) -> int:
        """Stream 2: the next draw, a whole number in [0, n) (multiply and shift: the
        bias is under n / 2**64)."""
        self._draws += 1
        return (_splitmix64(self._seed, self._draws) * n) >> 64

    def randint(self, low: int, high: int, point: str = "") -> int:
        """A whole number in [low, high], as a die roll at draw point ``point``."""
        forced, value = self._take(point)
        if forced:
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise ForcedOutcomeError(
                    f"forced outcome {_brief(value)}{_at(point)} is not a roll in {low}..{high}"
                )
            return value
        if self._stream == STREAM:
            return low + self._below(high - low + 1)
        return self._next().randint(low, high)

    def shuffle(self, items: Sequence[T], point: str = "") -> tuple[T, ...]:
        """A new random order of ``items`` at draw point ``point`` (a forced outcome
        gives the order itself)."""
        forced, value = self._take(point)
        if forced:
            if not isinstance(value, list | tuple) or sorted(map(str, value)) != sorted(
                map(str, items)
            ):
                raise ForcedOutcomeError(
                    f"forced outcome {_brief(value)}{_at(point)} is not an order of the"
                    f" {len(items)} items {_brief(sorted(map(str, items)))}"
                )
            by_name = {str(i): i for i in items}
            return tuple(by_name[str(v)] for v in value)
        order = list(items)
        if self._stream == STREAM:  # Fisher and Yates, a draw for each place from the end
            for i in range(len(order) - 1, 0, -1):
                j = self._below(i + 1)
                order[i], order[j] = order[j], order[i]
        else:
            self._next().shuffle(order)
        return tuple(order)

    def choice(self, items: Sequence[T], point: str = "") -> T:
        """One of ``items`` at random at draw point ``point`` (forced: its index)."""
        if not items:
            raise ValueError("choice from nothing")
        return items[self.randint(0, len(items) - 1, point)]


def _brief(value: object) -> str:
    """``value`` as a message quotes it: its beginning only (a save's forced outcome
    may be a list nested 900 deep, or of a million items)."""
    import reprlib  # (only a refusal needs it)

    quote = reprlib.Repr()
    quote.maxlevel, quote.maxlist, quote.maxstring, quote.maxother = 3, 6, 60, 60
    return quote.repr(value)
