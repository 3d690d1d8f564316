"""What a save holds once decoded, and the limits every save must keep within.

:class:`SeatInfo` and :class:`SaveGame` are the decoded save, :class:`SaveError` the one
error reading one raises; the limits and the seat check are shared by writing
(:mod:`petridish.storage.saves`) and reading (:mod:`petridish.storage.save_reader`).
"""

from __future__ import annotations

import os
import typing
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from petridish.core.actions import Action
from petridish.core.game import Game
from petridish.core.rng import STREAM, RngState
from petridish.storage.peek import SAVE_VERSION as SAVE_VERSION  # the picker's light half

# Limits against hostile files: far above any real game, low enough that loading one
# cannot exhaust memory or keep the app busy for more than a few seconds. The writer
# refuses to write what the reader would refuse to read.
MAX_MOVES = 20_000
MAX_FORCED = 10_000  # in every list of forced outcomes: the save's, and each state's
MAX_SEATS = 16
MAX_DRAFT = 20  # gestures of one move in the making
MAX_MESSAGE = 500  # characters of a problem: room for a deep folder, never a megabyte

# Who may sit at a seat: a person, a computer player of a level, a random one; "bot" is
# the normal level, as saves made before there were levels name it.
SEAT_KINDS = ("human", "easy", "normal", "strong", "random", "bot")
MODES = ("rules", "sandbox")


class SaveError(ValueError):
    """A save could not be loaded; ``str(exc)`` names the file and the problem."""

    def __init__(self, path: str | os.PathLike[str], problem: str) -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"Cannot load {self.path.name}: {problem}")

    def __reduce__(self) -> tuple[type[SaveError], tuple[Path, str]]:
        # Exceptions pickle their message alone; this one needs both parts back.
        return (SaveError, (self.path, self.problem))


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sits at a seat: ``kind`` is one of SEAT_KINDS; colour is "#rrggbb"."""

    id: str
    name: str
    kind: str = "human"
    colour: str = ""

    def to_json(self) -> dict[str, str]:
        """The seat as it is written in a save."""
        return {"id": self.id, "name": self.name, "kind": self.kind, "colour": self.colour}


@dataclass(slots=True)
class SaveGame:
    """A save, decoded and checked: everything needed to set the game up and replay it."""

    game: Game[Any]
    options: dict[str, Any]
    seats: list[SeatInfo]
    seed: int
    forced: list[Any]
    start: Any | None  # a position to begin from instead of the fresh set-up
    moves: list[tuple[Action, bool]]  # (action, made in sandbox mode)
    mode: str  # "rules" or "sandbox": the mode the game was left in
    snapshot: Any  # the final position
    draft: tuple[str, ...] = ()  # the parts of a move being made when it was saved
    title: str = ""
    app_version: str = ""
    saved_at: str = ""
    # The fields the saved snapshot names. A save written before the game's state gained
    # a field (A.D.A.P.T.'s dice) does not name it: the replay makes it, and the check
    # against the snapshot leaves it out. Empty: every field.
    snapshot_fields: frozenset[str] = frozenset()
    # The random stream its set-up drew from (see ``core.rng``): the first for every
    # save before format 3.
    stream: int = STREAM

    @property
    def game_id(self) -> str:
        """The id of the saved game (as in ``registry.games()``)."""
        return self.game.id

    @property
    def seat_ids(self) -> list[str]:
        """The seats' ids, in seat order: who plays."""
        return [seat.id for seat in self.seats]

    @property
    def sandbox(self) -> bool:
        """True if the game was left in sandbox mode."""
        return self.mode == "sandbox"


def _seats_problem(seats: Sequence[SeatInfo], game: Game[Any]) -> str | None:
    """What is wrong with a list of seats (None if nothing), for reading and writing."""
    known = {spec.id for spec in game.seats}
    seen: set[str] = set()
    for n, seat in enumerate(seats, 1):
        if known and seat.id not in known:
            return f"seat {n}: {game.name} has no seat {seat.id!r}"
        if seat.id in seen:
            return f"seat {n}: seat {seat.id!r} is listed twice"
        seen.add(seat.id)
        if seat.kind not in SEAT_KINDS:
            return f'seat {n}: "kind" must be one of {", ".join(SEAT_KINDS)}, not {seat.kind!r}'
        if seat.colour and not _is_colour(seat.colour):
            return f'seat {n}: "colour" must look like #rrggbb, not {seat.colour!r}'
    return None


@cache
def rng_fields(state_type: type) -> tuple[str, ...]:
    """The fields of a game's state that hold its random-number state (each carries a
    list of forced outcomes, which MAX_FORCED limits as much as the save's own)."""
    hints = typing.get_type_hints(state_type)
    return tuple(name for name, hint in hints.items() if hint is RngState)


def too_many_forced(place: str) -> str:
    """The problem of a list of forced outcomes over MAX_FORCED, as "field, problem"."""
    return f'"{place}" has more than {MAX_FORCED:,} forced outcomes'


def _is_colour(text: str) -> bool:
    return (
        len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdefABCDEF" for c in text[1:])
    )
