"""ADAPTOID 24 card art: the layout boxes and the Adaptoid's ground that several kinds
of card share."""

from __future__ import annotations

from petridish.art import frames
from petridish.art.draw import Box, Canvas, Color, Point, rgba
from petridish.games.adaptoid24.art.palette import DEEP, FLESH, GREEN, MEMBRANE, VIOLET

# -- card layouts ---------------------------------------------------------------------------
TITLE_BOX: Box = (56, 92, 694, 170)
PLAN_BOX: Box = (48, 188, 702, 744)
BADGE_AT: Point = (128, 872)
TEXT_BOX: Box = (226, 784, 698, 962)


def _hive(c: Canvas, tint: Color = FLESH) -> None:
    """The Adaptoid's ground. One seed for all: cards of a tint share their frame."""
    frames.organic(c, 24, tint, DEEP, rgba(VIOLET, 0.5), GREEN, MEMBRANE, GREEN)
