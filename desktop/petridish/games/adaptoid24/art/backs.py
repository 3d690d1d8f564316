"""ADAPTOID 24 card art: the card backs, one per side's rooms, per Evolution deck, for
the Spawns, and a generic one for a card whose kind is hidden too."""

from __future__ import annotations

from petridish.art import frames, icons
from petridish.art import text as tx
from petridish.art.draw import Canvas, ellipse, mix, polygon, rgba, stripes
from petridish.art.organic import blob
from petridish.games.adaptoid24.art.creatures import spotted_egg
from petridish.games.adaptoid24.art.evolutions import deck_mark
from petridish.games.adaptoid24.art.palette import (
    DECK_COLORS,
    DEEP,
    EGG_SHADE,
    EGG_SHELL,
    EGG_SPOT,
    FLESH,
    GLOW,
    GREEN,
    GRID,
    HAZARD,
    INK,
    MEMBRANE,
    PAPER,
    STEEL,
)
from petridish.games.adaptoid24.art.style import _hive


# -- backs ------------------------------------------------------------------------------------
def back(c: Canvas, which: str, seed: int) -> None:
    """Card backs: each side's rooms, each Evolution deck, the Spawn egg, and a generic
    back for a card whose kind is hidden too."""
    if which == "room.g":
        frames.clinical(c, PAPER, GRID, (HAZARD, INK), band=78)
        frames.badge(c, (375, 470), 220, HAZARD, INK, 14)
        icons.ring(c, (375, 470), 186, rgba(INK, 0.5), 3)
        icons.biohazard(c, (375, 470), 330, INK)
        frames.wordmark(c, (375, 786), "ADAPTOID", "24", 92, INK, INK, HAZARD)
        frames.kicker(c, (375, 880), "Geneticist", STEEL, 30)
        frames.edge(c, INK)
    elif which == "room.a":
        _hive(c)
        with c.shadow(blur=40, offset=(0, 0), color=GREEN, opacity=0.7) as g:
            polygon(g, blob((375, 470), 210, seed, 0.08), GREEN)
        polygon(c, blob((375, 470), 210, seed, 0.08), DEEP, GREEN, 6)
        icons.eye(c, (375, 470), 330, (214, 255, 150, 255), GREEN, DEEP, MEMBRANE)
        frames.wordmark(c, (375, 786), "ADAPTOID", "24", 92, (238, 255, 214, 255), GREEN, DEEP)
        frames.kicker(c, (375, 880), "Adaptoid", GREEN, 30)
        frames.edge(c, DEEP)
    elif which.startswith("evo."):
        deck = which.split(".")[1]
        tone = DECK_COLORS[deck]
        _hive(c, mix(tone, FLESH, 0.4))
        with c.layer(opacity=0.18) as v:
            for row in range(-1, 16):
                for col in range(-1, 10):
                    x = col * 86 + (43 if row % 2 else 0)
                    polygon(
                        v,
                        icons.hexagon((x, row * 74), 46),
                        None,
                        mix(tone, (255, 255, 255), 0.6),
                        3,
                    )
        with c.raised(blur=20, offset=(0, 10), opacity=0.6) as v:
            polygon(
                v,
                icons.hexagon((375, 470), 230),
                mix(tone, DEEP, 0.25),
                mix(tone, (255, 255, 255), 0.5),
                10,
            )
        deck_mark(c, deck, (375, 470), 250, mix(tone, (255, 255, 255), 0.55), DEEP)
        frames.glow_title(c, (80, 740, 670, 830), "EVOLUTION", (255, 250, 240, 255), tone, 84, 50)
        frames.kicker(c, (375, 880), deck, mix(tone, (255, 255, 255), 0.6), 34)
        frames.edge(c, DEEP)
    elif which == "spawn":
        _hive(c, (64, 34, 90, 255))
        with c.layer(opacity=0.7, blur=18) as v:
            ellipse(v, (150, 700, 600, 860), (8, 2, 14, 255))
        for ex, ey, s in ((175, 800, 0.42), (585, 810, 0.38)):
            spotted_egg(
                c,
                (ex, ey),
                300 * s,
                400 * s,
                EGG_SHELL,
                EGG_SHADE,
                EGG_SPOT,
                GREEN,
                GREEN,
                seed + ex,
            )
        spotted_egg(c, (375, 470), 400, 540, EGG_SHELL, EGG_SHADE, EGG_SPOT, GLOW, GREEN, seed)
        frames.kicker(c, (375, 948), "Spawn", GREEN, 30)
        frames.edge(c, DEEP)
    else:
        _hidden_back(c, seed)


def _hidden_back(c: Canvas, seed: int) -> None:
    """Half lab, half hive across a hazard band, with a question mark: any card."""
    _hive(c)
    split = [(0, 0), (750, 0), (750, 360), (0, 690)]
    clip = c.mask_polygon(split)
    with c.layer(clip=clip) as v:
        frames.clinical(v, PAPER, GRID, None)
        icons.biohazard(v, (200, 250), 300, (224, 228, 230, 255))
    band = [(0, 640), (750, 310), (750, 410), (0, 740)]
    stripes(c, (0, 300, 750, 750), (HAZARD, INK), band=36, clip=c.mask_polygon(band))
    frames.badge(c, (375, 525), 170, INK, HAZARD, 12)
    tx.text(c, (375, 532), "?", "bold", 240, HAZARD)
    frames.wordmark(c, (375, 900), "ADAPTOID", "24", 80, (238, 255, 214, 255), HAZARD, INK)
    frames.edge(c, INK)
