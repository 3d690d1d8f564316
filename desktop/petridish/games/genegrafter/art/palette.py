"""Genegrafter card art: the shared colours.

Comic-book primaries (VISUAL.md): red for Attack, blue for Defense, and the three
ability types as spheres of their colour, as ``cards.TYPE_COLOURS`` names them
(physical red, energy yellow, mental blue), all on newsprint paper in black ink.
"""

from __future__ import annotations

from petridish.games.genegrafter import cards as carddata

INK = (22, 20, 28, 255)
PAPER = (250, 243, 224, 255)  # newsprint
WHITE = (255, 255, 255, 255)
RED = (218, 36, 42, 255)
BLUE = (28, 92, 196, 255)
YELLOW = (252, 206, 28, 255)
GREY = (150, 146, 140, 255)
NIGHT = (30, 26, 58, 255)  # the DNA Strand's and the back's deep ground

ATTACK = RED
DEFENSE = BLUE
# The colour each colour word of cards.TYPE_COLOURS is printed in.
COLOUR_INKS = {"red": RED, "yellow": YELLOW, "blue": BLUE}


def type_colour(kind: str) -> tuple[int, ...]:
    """The printed colour of an ability type (also a Genetic Marker's colour)."""
    return COLOUR_INKS[carddata.TYPE_COLOURS[kind]]
