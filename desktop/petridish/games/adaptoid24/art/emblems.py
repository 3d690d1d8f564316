"""Medallion emblems: big single-idea pictures for effect cards.

Each emblem fills a round medallion of radius ``r`` around ``center`` (drawn for
``r`` = 240 reference units and scaled from there) in colours the caller picks: a clone
and its ghost, a shield of scales, a raging hatchling, a clutch of eggs in a cloud of
spores, an electromagnetic pulse, a room torn by claws, a watching eye.
"""

from __future__ import annotations

import math
import random

from petridish.art import icons
from petridish.art.draw import Canvas, Color, Point, circle, line, mix, polygon, rgba, rounded
from petridish.games.adaptoid24.art.creatures import critter, egg, spores

NOMINAL = 240.0  # the medallion radius the proportions below were drawn for


def twin_critters(
    c: Canvas, center: Point, r: float, body: Color, ghost: Color, eye: Color, seed: int
) -> None:
    """A creature and its translucent double behind it."""
    cx, cy = center
    k = r / NOMINAL
    with c.layer(opacity=0.5) as v:
        critter(v, (cx + 70 * k, cy - 20 * k), 105 * k, ghost, mix(ghost, body, 0.4), eye, seed, 1)
    critter(c, (cx - 50 * k, cy + 30 * k), 115 * k, body, ghost, eye, seed, 1)


def scale_shield(
    c: Canvas, center: Point, r: float, light: Color, tone: Color, dark: Color
) -> None:
    """A shield covered in overlapping scales, like a fish's flank."""
    cx, cy = center
    k = r / NOMINAL
    outline = [
        (cx + u * k, cy + v * k)
        for u, v in ((0, -170), (145, -130), (135, 40), (0, 175), (-135, 40), (-145, -130))
    ]
    with c.layer(clip=c.mask_polygon(outline)) as v:
        # Bottom rows first, so each row overlaps the one below it.
        for row in range(9, -1, -1):
            y = cy + (-180 + row * 38) * k
            for col in range(-5, 6):
                x = cx + (col * 52 + (26 if row % 2 else 0)) * k
                circle(v, (x, y), 33 * k, mix(light, tone, (row % 3) * 0.15), dark, 4 * k)
    polygon(c, outline, None, light, 8 * k)


def rage_burst(
    c: Canvas,
    center: Point,
    r: float,
    fire: Color,
    body: Color,
    belly: Color,
    eye: Color,
    dark: Color,
    seed: int,
) -> None:
    """A snarling hatchling in front of a hot, spiky burst."""
    cx, cy = center
    k = r / NOMINAL
    with c.shadow(blur=30 * k, offset=(0, 0), color=fire, opacity=0.9) as g:
        polygon(g, icons.star(center, 200 * k, 120 * k, 14), fire)
    polygon(c, icons.star(center, 190 * k, 120 * k, 14, 6), fire, dark, 4 * k)
    critter(c, (cx, cy + 10 * k), 112 * k, body, belly, eye, seed, 2)


def egg_clutch(
    c: Canvas, center: Point, r: float, shell: Color, dark: Color, spore: Color, seed: int
) -> None:
    """Three eggs in a drift of spores: more of them, everywhere."""
    cx, cy = center
    k = r / NOMINAL
    spores(c, random.Random(seed), (cx, cy - 20 * k), 210 * k, 70, spore)
    for dx, dy, s in ((-95, 80, 0.7), (100, 90, 0.75), (0, 20, 1.0)):
        x, y, s = cx + dx * k, cy + dy * k, s * k
        polygon(c, egg((x, y), 120 * s, 160 * s), shell, dark, 5 * k)
        circle(c, (x - 18 * s, y - 30 * s), 12 * s, rgba((255, 255, 255), 0.7))


def emp_pulse(c: Canvas, center: Point, r: float, light: Color, dark: Color, glow: Color) -> None:
    """A lightning bolt sending out fading rings: an electromagnetic pulse."""
    k = r / NOMINAL
    for ring in (70, 130, 190):
        icons.ring(c, center, ring * k, rgba(light, 1.0 - ring / 260), 10 * k)
    with c.shadow(blur=20 * k, offset=(0, 0), color=glow, opacity=1.0) as g:
        icons.bolt(g, center, 300 * k, light)
    icons.bolt(c, center, 300 * k, light, dark)


def torn_tile(
    c: Canvas, center: Point, r: float, paper: Color, dark: Color, claw: Color, wound: Color
) -> None:
    """A floor-plan tile torn through by three claws: that room is lost."""
    cx, cy = center
    k = r / NOMINAL
    tile = (cx - 150 * k, cy - 140 * k, cx + 150 * k, cy + 140 * k)
    rounded(c, tile, 16 * k, paper, dark, 6 * k)
    inner = (tile[0] + 24 * k, tile[1] + 24 * k, tile[2] - 24 * k, tile[3] - 24 * k)
    rounded(c, inner, 0, None, dark, 12 * k)
    # A door gap in the bottom wall.
    rounded(c, (cx - 30 * k, inner[3] - 8 * k, cx + 40 * k, inner[3] + 8 * k), 0, paper)
    with c.shadow(blur=6 * k, offset=(4 * k, 6 * k), opacity=0.6) as g:
        icons.claws(g, center, 330 * k, dark)
    icons.claws(c, center, 330 * k, claw)
    icons.claws(c, (cx + 6 * k, cy + 6 * k), 300 * k, wound)


def watching_eye(
    c: Canvas,
    center: Point,
    r: float,
    white: Color,
    iris: Color,
    pupil: Color,
    lid: Color,
    rays: Color,
) -> None:
    """A slit-pupilled eye with rays around it: you are being watched."""
    cx, cy = center
    k = r / NOMINAL
    for i in range(16):
        t = math.tau * i / 16
        ray = [
            (cx + math.cos(t) * 150 * k, cy + math.sin(t) * 110 * k),
            (cx + math.cos(t) * 205 * k, cy + math.sin(t) * 165 * k),
        ]
        line(c, ray, rays, 8 * k)
    icons.eye(c, center, 300 * k, white, iris, pupil, lid)
