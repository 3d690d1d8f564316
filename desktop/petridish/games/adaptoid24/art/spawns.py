"""ADAPTOID 24 card art: the revealed Spawn cards (their egg is on the back)."""

from __future__ import annotations

import random

from petridish.art import frames
from petridish.art.draw import Canvas, circle
from petridish.games.adaptoid24.art.creatures import broken_shell, critter, spores
from petridish.games.adaptoid24.art.palette import DEEP, GLOW, GREEN, MEMBRANE
from petridish.games.adaptoid24.art.style import _hive


# -- Spawns ------------------------------------------------------------------------------
def spawn_front(c: Canvas, value: int, seed: int) -> None:
    """A revealed Spawn: a hatchling climbing out of its shell, its value large."""
    _hive(c, (70, 40, 96, 255))
    frames.glow_title(c, (220, 84, 660, 168), "SPAWN", (238, 255, 214, 255), GREEN, 84, 56)
    frames.kicker(c, (440, 186), f"Resistance +{value}", GREEN, 26)
    center = (375, 600)
    w, h = 380, 470
    with c.shadow(blur=40, offset=(0, 0), color=GREEN, opacity=0.5) as g:
        circle(g, (375, 520), 230, GREEN)
    fierce = min(value, 2)
    size = 92 + 26 * min(value, 4)
    broken_shell(c, center, w, h, (220, 204, 232, 255), (96, 60, 120, 255), seed, front=False)
    critter(
        c,
        (375, 560 - size * 0.55),
        size,
        (136, 72, 186, 255),
        (196, 236, 150, 255),
        GLOW,
        seed,
        fierce,
    )
    broken_shell(c, center, w, h, (220, 204, 232, 255), (96, 60, 120, 255), seed, front=True)
    spores(c, random.Random(seed), (375, 880), 200, 30, GLOW)
    frames.corner_values(c, (112, 122), 76, str(value), GLOW, MEMBRANE, DEEP, seed)
    frames.edge(c, DEEP)
