"""ADAPTOID 24 card art: the shared colours.

The Geneticist's clinical white and hazard yellow, the Adaptoid's organic purple and
green, each Evolution deck's tone, and the two floor-plan palettes a room is drawn in
(the lab lit, or the same lab seen in the dark).
"""

from __future__ import annotations

from petridish.games.adaptoid24.art.floorplan import PlanPalette

# -- palette ------------------------------------------------------------------------------
INK = (27, 31, 36, 255)
PAPER = (243, 245, 243, 255)
GRID = (224, 230, 232, 255)
HAZARD = (248, 196, 22, 255)
STEEL = (120, 128, 136, 255)
CYAN = (56, 196, 226, 255)
DEEP = (22, 7, 34, 255)
FLESH = (92, 40, 130, 255)
VIOLET = (168, 100, 216, 255)
GREEN = (146, 224, 66, 255)
GLOW = (206, 255, 130, 255)
MEMBRANE = (52, 18, 74, 255)
EGG_SHELL = (232, 222, 240, 255)
EGG_SHADE = (92, 48, 128, 255)
EGG_SPOT = (70, 30, 96, 255)
SPENT_PAPER = (226, 228, 228, 255)
OFF = ((168, 172, 174, 255), (98, 102, 106, 255))  # an unloaded card's grey stripes
DECK_COLORS = {
    "defensive": (38, 132, 196, 255),
    "reproductive": (210, 92, 170, 255),
    "offensive": (230, 96, 32, 255),
}

LAB_PLAN = PlanPalette(
    outside=(206, 212, 216, 255),
    hatch=(176, 184, 190, 255),
    floor=(248, 249, 248, 255),
    grid=(226, 231, 233, 255),
    wall=(36, 42, 48, 255),
    door=(70, 82, 92, 255),
    prop=(222, 228, 232, 255),
    edge=(72, 82, 92, 255),
    soft=(118, 150, 178, 255),
    metal=(196, 204, 210, 255),
    wood=(204, 168, 118, 255),
    screen=(64, 196, 228, 255),
    plant=(104, 178, 84, 255),
    plant_dark=(52, 122, 62, 255),
    water=(168, 214, 236, 255),
    liquid=(126, 214, 112, 255),
    accent=HAZARD,
)
HIVE_PLAN = PlanPalette(
    outside=(26, 9, 38, 255),
    hatch=(54, 24, 72, 255),
    floor=(62, 32, 86, 255),
    grid=(78, 44, 104, 255),
    wall=(14, 4, 22, 255),
    door=(150, 226, 96, 255),
    prop=(98, 60, 128, 255),
    edge=(24, 8, 36, 255),
    soft=(128, 76, 160, 255),
    metal=(108, 76, 140, 255),
    wood=(118, 74, 118, 255),
    screen=(170, 255, 104, 255),
    plant=(126, 206, 74, 255),
    plant_dark=(64, 126, 52, 255),
    water=(64, 94, 128, 255),
    liquid=(158, 255, 96, 255),
    accent=(186, 124, 228, 255),
)
