"""Architectural floor plans seen from above: walls with door swings, and furniture.

A :class:`Plan` maps its own small coordinate grid (100 units across) onto a box of the
card, so a room layout is a short list of props in plan units. Props draw in the plan's
:class:`PlanPalette`, which is how the same room can look clinical on one card and
infested on another.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from petridish.art.draw import (
    Box,
    Canvas,
    Color,
    Point,
    arc,
    line,
    rgba,
    rounded,
)

PLAN_W = 100.0  # plan units across the tile


@dataclass(frozen=True)
class PlanPalette:
    outside: Color
    hatch: Color
    floor: Color
    grid: Color
    wall: Color
    door: Color
    prop: Color
    edge: Color
    soft: Color  # chairs, cushions
    metal: Color
    wood: Color
    screen: Color
    plant: Color
    plant_dark: Color
    water: Color
    liquid: Color
    accent: Color


class Plan:
    """A floor-plan tile: plan units (0..100 across) mapped onto reference box ``b``."""

    def __init__(self, c: Canvas, b: Box, pal: PlanPalette, inset: float = 5.0) -> None:
        self.c, self.pal = c, pal
        self.x0, self.y0 = b[0], b[1]
        self.u = (b[2] - b[0]) / PLAN_W
        self.h = (b[3] - b[1]) / self.u
        self.room = (inset, inset, PLAN_W - inset, self.h - inset)

    def on(self, c: Canvas) -> Plan:
        """The same plan drawing on another canvas (a layer)."""
        other = object.__new__(Plan)
        other.__dict__.update(self.__dict__)
        other.c = c
        return other

    def P(self, x: float, y: float) -> Point:
        return (self.x0 + x * self.u, self.y0 + y * self.u)

    def Ps(self, pts: Sequence[Point]) -> list[Point]:
        return [self.P(x, y) for x, y in pts]

    def B(self, b: Box) -> Box:
        return (*self.P(b[0], b[1]), *self.P(b[2], b[3]))

    def L(self, v: float) -> float:
        return v * self.u


def ground(pl: Plan, tile: float = 8.0) -> None:
    """The hatched outside of the building and the tiled floor of the room."""
    c, pal = pl.c, pl.pal
    rounded(c, pl.B((0, 0, PLAN_W, pl.h)), pl.L(2), pal.outside)
    # Architectural poché: thin diagonals outside the walls.
    with c.layer(clip=c.mask_rounded(pl.B((0, 0, PLAN_W, pl.h)), pl.L(2))) as v:
        x = -pl.h
        while x < PLAN_W:
            v.draw.line(
                v.pts([pl.P(x, 0), pl.P(x + pl.h, pl.h)]), fill=pal.hatch, width=v.w(pl.L(0.3))
            )
            x += 2.4
    x0, y0, x1, y1 = pl.room
    c.draw.rectangle(c.box(pl.B(pl.room)), fill=pal.floor)
    gx = x0 + tile
    while gx < x1:
        line(c, [pl.P(gx, y0), pl.P(gx, y1)], pal.grid, pl.L(0.22))
        gx += tile
    gy = y0 + tile
    while gy < y1:
        line(c, [pl.P(x0, gy), pl.P(x1, gy)], pal.grid, pl.L(0.22))
        gy += tile


def walls(
    pl: Plan,
    doors: Sequence[tuple[str, float, float]],
    openings: Sequence[tuple[str, float, float]] = (),
    t: float = 2.6,
) -> None:
    """The outer walls with gaps: (side "n"/"s"/"e"/"w", from, to) as fractions of that
    side. Each of ``doors`` gets its leaf and swing arc, as on an architect's plan;
    ``openings`` (loading bays, archways) get a dashed threshold instead."""
    c, pal = pl.c, pl.pal
    x0, y0, x1, y1 = pl.room
    sides = {
        "n": ((x0, y0), (x1, y0)),
        "s": ((x0, y1), (x1, y1)),
        "w": ((x0, y0), (x0, y1)),
        "e": ((x1, y0), (x1, y1)),
    }
    for side, (a, b) in sides.items():
        gaps = sorted((f0, f1) for s, f0, f1 in (*doors, *openings) if s == side)
        start = 0.0
        for f0, f1 in [*gaps, (1.0, 1.0)]:
            if f0 > start:
                p = (a[0] + (b[0] - a[0]) * start, a[1] + (b[1] - a[1]) * start)
                q = (a[0] + (b[0] - a[0]) * f0, a[1] + (b[1] - a[1]) * f0)
                _wall_segment(pl, p, q, t)
            start = f1
    for side, f0, f1 in openings:
        a, b = sides[side]
        n = 9
        for i in range(0, n, 2):
            p = (
                a[0] + (b[0] - a[0]) * (f0 + (f1 - f0) * i / n),
                a[1] + (b[1] - a[1]) * (f0 + (f1 - f0) * i / n),
            )
            q = (
                a[0] + (b[0] - a[0]) * (f0 + (f1 - f0) * (i + 1) / n),
                a[1] + (b[1] - a[1]) * (f0 + (f1 - f0) * (i + 1) / n),
            )
            line(c, [pl.P(*p), pl.P(*q)], pal.door, pl.L(0.5))
    for side, f0, f1 in doors:
        a, b = sides[side]
        ha = (a[0] + (b[0] - a[0]) * f0, a[1] + (b[1] - a[1]) * f0)
        g = (f1 - f0) * math.dist(a, b)
        into = {"n": (0, 1), "s": (0, -1), "w": (1, 0), "e": (-1, 0)}[side]
        leaf_end = (ha[0] + into[0] * g, ha[1] + into[1] * g)
        line(c, [pl.P(*ha), pl.P(*leaf_end)], pal.door, pl.L(0.7))
        start_deg = {"n": 0, "s": 270, "w": 0, "e": 90}[side]
        hx, hy = pl.P(*ha)
        r = pl.L(g)
        arc(
            c,
            (hx - r, hy - r, hx + r, hy + r),
            start_deg,
            start_deg + 90,
            rgba(pal.door, 0.7),
            pl.L(0.3),
        )


def _wall_segment(pl: Plan, p: Point, q: Point, t: float) -> None:
    h = t / 2
    b = (min(p[0], q[0]) - h, min(p[1], q[1]) - h, max(p[0], q[0]) + h, max(p[1], q[1]) + h)
    pl.c.draw.rectangle(pl.c.box(pl.B(b)), fill=pl.pal.wall)


def partition(pl: Plan, p: Point, q: Point, t: float = 1.6) -> None:
    """An interior wall from ``p`` to ``q`` (axis-aligned)."""
    _wall_segment(pl, p, q, t)
