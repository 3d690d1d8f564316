"""ADRIFT card art: the shared colours.

Weathered paper for the item cards and weathered wood for the storage bins (VISUAL.md),
the grey-green of the sea the boat drifts on, and one faded signal red, printed as a
second ink would be: on the flare, the life saver, the first aid kit and the beans.
"""

from __future__ import annotations

INK = (38, 34, 31, 255)  # the pictograms, names and rules: near black, a little warm
FADED_INK = (96, 86, 74, 255)  # what only needs reading up close: the kind, the labels
PAPER = (232, 222, 196, 255)  # yellowed, where the sun never reached
PAPER_LIGHT = (246, 240, 222, 255)  # highlights, and what is white on an item
AGED = (196, 168, 120, 255)  # the browned edge of old paper
STAIN = (138, 96, 52, 255)  # tea, coffee, rust
TONE = (204, 190, 160, 255)  # a pictogram's light fill (cardboard, cork, cloth)
WOOD = (176, 138, 96, 255)  # oar, handles (the cover's boat wood)
WOOD_DARK = (104, 72, 46, 255)
STEEL = (170, 172, 166, 255)  # bucket, blade, can
SIGNAL = (184, 62, 44, 255)  # the second ink: signal red, faded
SEA = (104, 122, 112, 255)  # the grey-green sea (the cover's)
SEA_DEEP = (52, 66, 60, 255)  # the board the paper is pasted on, the sea beneath
WATER = (118, 160, 164, 255)  # water in a bottle or a bucket

# The storage bin lid.
CRATE_GAP = (34, 28, 22, 255)  # the dark between the planks
CRATE_WOOD = (132, 102, 70, 255)
CRATE_GREY = (138, 132, 118, 255)  # sun and salt bleach wood grey
PAINT = (238, 230, 208, 255)  # the stencilled name
