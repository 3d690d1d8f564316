"""The players' marks: a colour from the Okabe–Ito palette, which stays distinct for the
common kinds of colour blindness, paired with a shape, so a seat is never told apart by
colour alone. Plain data, free of Qt: the new-game dialog offers them, and a game's table
draws each seat's pieces in the mark its colour belongs to (``seat_shapes``)."""

from __future__ import annotations

from typing import NamedTuple

SHAPES: tuple[str, ...] = (
    "circle",
    "square",
    "triangle",
    "diamond",
    "hexagon",
    "star",
    "plus",
    "pentagon",
)


class PlayerMark(NamedTuple):
    """A seat's colour (``#rrggbb``) with the shape that marks it alongside. (A named
    tuple, as ``registry.GameInfo`` is: made before the picker's first frame.)"""

    name: str
    colour: str
    shape: str

    @property
    def label(self) -> str:
        """How the mark is named in menus: "Orange circle"."""
        return f"{self.name} {self.shape}"


# The order puts the most distinct pairs first, since most games seat two to four.
PLAYER_MARKS: tuple[PlayerMark, ...] = (
    PlayerMark("Orange", "#E69F00", "circle"),
    PlayerMark("Sky blue", "#56B4E9", "square"),
    PlayerMark("Green", "#009E73", "triangle"),
    PlayerMark("Purple", "#CC79A7", "diamond"),
    PlayerMark("Vermilion", "#D55E00", "hexagon"),
    PlayerMark("Blue", "#0072B2", "star"),
    PlayerMark("Yellow", "#F0E442", "plus"),
    PlayerMark("White", "#F0F0F0", "pentagon"),
)


def mark_for_colour(colour: str) -> PlayerMark | None:
    """The palette mark with this colour (any case), or None."""
    wanted = colour.strip().upper()
    return next((m for m in PLAYER_MARKS if m.colour.upper() == wanted), None)


def default_marks(count: int, preferred: list[str] | None = None) -> list[PlayerMark]:
    """``count`` distinct marks; seat i gets ``preferred[i]`` (a colour) where it is free."""
    chosen: list[PlayerMark | None] = [None] * count
    taken: set[PlayerMark] = set()
    for i, colour in enumerate((preferred or [])[:count]):
        mark = mark_for_colour(colour) if colour else None
        if mark is not None and mark not in taken:
            chosen[i] = mark
            taken.add(mark)
    free = [m for m in PLAYER_MARKS if m not in taken]
    for i in range(count):
        if chosen[i] is None:
            # More seats than marks cannot happen today (eight seats at most); wrap if so.
            chosen[i] = free.pop(0) if free else PLAYER_MARKS[i % len(PLAYER_MARKS)]
    return [m for m in chosen if m is not None]


def seat_shapes(colours: list[str]) -> list[str]:
    """A shape for each seat of ``colours``, all different: a palette colour's own
    shape (the one the new-game dialog showed beside it), and for any other colour the
    first shape no seat has yet."""
    shapes = [m.shape if (m := mark_for_colour(c)) else "" for c in colours]
    taken = set(shapes)
    free = [s for s in SHAPES if s not in taken]
    return [s or (free.pop(0) if free else SHAPES[i % len(SHAPES)]) for i, s in enumerate(shapes)]
