"""Genegrafter card art: the emblems of the 18 super powers (rulebook "Super Powers").

Each is one bold shape in a single fill with an ink outline, so it reads on a chest,
in a badge or at a thumbnail's size: a trefoil for Radiation, a flame for
Pyrokinesis, a snowflake for Cryokinesis... ``"all"`` (an Ability whose bonus every
Character gets) is a star.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from petridish.art import icons
from petridish.art.draw import Canvas, Color, Point, arc, circle, line, polygon
from petridish.games.genegrafter import cards as carddata


def _ring(center: Point, rx: float, ry: float, tilt: float, n: int = 48) -> list[Point]:
    """Points round an ellipse turned by ``tilt`` degrees."""
    cx, cy = center
    t0 = math.radians(tilt)
    out = []
    for i in range(n + 1):
        t = math.tau * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append(
            (cx + x * math.cos(t0) - y * math.sin(t0), cy + x * math.sin(t0) + y * math.cos(t0))
        )
    return out


def _radiation(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    for k in range(3):
        a0 = math.radians(-90 + 120 * k - 30)
        pts = [
            (
                cx + s * 0.12 * math.cos(a0 + math.radians(30)),
                cy + s * 0.12 * math.sin(a0 + math.radians(30)),
            )
        ]
        for i in range(13):
            a = a0 + math.radians(60) * i / 12
            pts.append((cx + s * 0.48 * math.cos(a), cy + s * 0.48 * math.sin(a)))
        for i in range(13):
            a = a0 + math.radians(60) * (12 - i) / 12
            pts.append((cx + s * 0.17 * math.cos(a), cy + s * 0.17 * math.sin(a)))
        polygon(c, pts, fill, ink, s * 0.05)
    circle(c, p, s * 0.1, fill, ink, s * 0.04)


def _antimatter(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    for tilt in (0, 60, 120):
        line(c, _ring(p, s * 0.5, s * 0.17, tilt), ink, s * 0.11)
    for tilt in (0, 60, 120):
        line(c, _ring(p, s * 0.5, s * 0.17, tilt), fill, s * 0.05)
    circle(c, p, s * 0.13, fill, ink, s * 0.04)
    line(c, [(p[0] - s * 0.06, p[1]), (p[0] + s * 0.06, p[1])], ink, s * 0.04)


def _flight(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    # Two swept wings, each with three feathers along its trailing edge.
    edge = [
        (0.06, 0.18),
        (0.1, -0.12),
        (0.3, -0.36),
        (0.52, -0.42),
        (0.44, -0.2),
        (0.36, -0.2),
        (0.34, -0.02),
        (0.24, -0.02),
        (0.22, 0.14),
    ]
    for sx in (-1, 1):
        polygon(c, [(cx + sx * u * s, cy + v * s) for u, v in edge], fill, ink, s * 0.05)
    circle(c, (cx, cy + s * 0.02), s * 0.07, ink)


def _luck(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    line(c, [(cx, cy), (cx + s * 0.1, cy + s * 0.3), (cx + s * 0.22, cy + s * 0.46)], ink, s * 0.09)
    for a in (45, 135, 225, 315):
        t = math.radians(a)
        circle(
            c,
            (cx + s * 0.19 * math.cos(t), cy + s * 0.19 * math.sin(t) - s * 0.04),
            s * 0.17,
            fill,
            ink,
            s * 0.05,
        )
    circle(c, (cx, cy - s * 0.04), s * 0.06, ink)


def _kinetic(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    for k in range(3):
        x = cx - s * 0.32 + k * s * 0.24
        pts = [
            (x - s * 0.08, cy - s * 0.36),
            (x + s * 0.1, cy - s * 0.36),
            (x + s * 0.3, cy),
            (x + s * 0.1, cy + s * 0.36),
            (x - s * 0.08, cy + s * 0.36),
            (x + s * 0.12, cy),
        ]
        polygon(c, pts, fill, ink, s * 0.045)


def _teleportation(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    # An arrow whose tail breaks up behind it: gone from here, there already.
    arrow = [
        (-0.08, -0.12),
        (0.16, -0.12),
        (0.16, -0.32),
        (0.5, 0.0),
        (0.16, 0.32),
        (0.16, 0.12),
        (-0.08, 0.12),
    ]
    polygon(c, [(cx + u * s, cy + v * s) for u, v in arrow], fill, ink, s * 0.05)
    for x, h in ((-0.24, 0.1), (-0.42, 0.07)):
        sq = [(x - h, -h), (x + h, -h), (x + h, h), (x - h, h)]
        polygon(c, [(cx + u * s, cy + v * s) for u, v in sq], fill, ink, s * 0.045)


def _telepathy(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    circle(c, p, s * 0.14, fill, ink, s * 0.05)
    for k in (0.27, 0.42):
        for start in (-50, 130):
            b = (cx - s * k, cy - s * k, cx + s * k, cy + s * k)
            arc(c, b, start, start + 100, ink, s * 0.12)
            arc(c, b, start + 3, start + 97, fill, s * 0.06)


def _infinity(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    icons.infinity(c, p, s * 1.05, ink, s * 0.2)
    icons.infinity(c, p, s * 1.05, fill, s * 0.1)


def _telekinesis(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    cube = icons.hexagon((cx, cy - s * 0.1), s * 0.3)
    polygon(c, cube, fill, ink, s * 0.05)
    line(c, [(cx, cy - s * 0.1), cube[2]], ink, s * 0.04)
    line(c, [(cx, cy - s * 0.1), cube[4]], ink, s * 0.04)
    line(c, [(cx, cy - s * 0.1), (cx, cube[3][1])], ink, s * 0.04)
    for dx in (-0.22, 0, 0.22):  # it floats: motion lines under it
        line(c, [(cx + s * dx, cy + s * 0.32), (cx + s * dx, cy + s * 0.46)], ink, s * 0.06)


def _gravity(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    arrow = [
        (cx - s * 0.12, cy - s * 0.48),
        (cx + s * 0.12, cy - s * 0.48),
        (cx + s * 0.12, cy - s * 0.02),
        (cx + s * 0.3, cy - s * 0.02),
        (cx, cy + s * 0.3),
        (cx - s * 0.3, cy - s * 0.02),
        (cx - s * 0.12, cy - s * 0.02),
    ]
    polygon(c, arrow, fill, ink, s * 0.05)
    polygon(
        c,
        [
            (cx - s * 0.46, cy + s * 0.36),
            (cx + s * 0.46, cy + s * 0.36),
            (cx + s * 0.46, cy + s * 0.48),
            (cx - s * 0.46, cy + s * 0.48),
        ],
        ink,
    )


def _electricity(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    icons.bolt(c, p, s * 1.05, fill, ink)


def _clairvoyance(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    pts = [
        (cx - s * 0.5 + s * i / 20, cy - s * 0.3 * math.sin(math.pi * i / 20)) for i in range(21)
    ]
    pts += [
        (cx + s * 0.5 - s * i / 20, cy + s * 0.3 * math.sin(math.pi * i / 20)) for i in range(21)
    ]
    polygon(c, pts, fill, ink, s * 0.06)
    circle(c, p, s * 0.17, ink)
    circle(c, (cx - s * 0.05, cy - s * 0.05), s * 0.05, fill)


def _shadow(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    # A crescent: the outer circle's arc, back along a smaller offset circle's.
    outer = [
        (cx + s * 0.46 * math.cos(t), cy + s * 0.46 * math.sin(t))
        for t in (math.radians(50 + 260 * i / 40) for i in range(41))
    ]
    ox = cx + s * 0.2
    inner = [
        (ox + s * 0.36 * math.cos(t), cy - s * 0.04 + s * 0.36 * math.sin(t))
        for t in (math.radians(125 + 110 * i / 30) for i in range(31))
    ]
    polygon(c, outer + inner, fill, ink, s * 0.05)


def _light(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    polygon(c, icons.star(p, s * 0.52, s * 0.3, 12), fill, ink, s * 0.045)
    circle(c, p, s * 0.22, fill, ink, s * 0.05)


def _strength(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    line(c, [(cx - s * 0.3, cy), (cx + s * 0.3, cy)], ink, s * 0.14)
    for sx in (-1, 1):
        for x0, x1, h in ((0.22, 0.34, 0.32), (0.34, 0.46, 0.22)):
            xa, xb = sorted((cx + sx * s * x0, cx + sx * s * x1))
            polygon(
                c,
                [(xa, cy - s * h), (xb, cy - s * h), (xb, cy + s * h), (xa, cy + s * h)],
                fill,
                ink,
                s * 0.045,
            )


def _regeneration(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    heart = []
    for i in range(60):
        t = math.tau * i / 60
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        heart.append((cx + x * s * 0.03, cy - y * s * 0.03 - s * 0.02))
    polygon(c, heart, fill, ink, s * 0.05)
    line(c, [(cx, cy - s * 0.2), (cx, cy + s * 0.12)], ink, s * 0.09)
    line(c, [(cx - s * 0.16, cy - s * 0.04), (cx + s * 0.16, cy - s * 0.04)], ink, s * 0.09)


def _flame(p: Point, s: float) -> list[Point]:
    cx, cy = p
    pts = []
    # Down the right side from the tip, then back up the left, flickering.
    for i in range(41):
        u = i / 40  # 0 at the tip, 1 at the base
        w = (
            0.34 * math.sin(math.pi * min(1.0, u * 0.8 + 0.2)) * (u**0.6)
            + 0.04 * math.sin(u * 18) * u
        )
        pts.append((cx + w * s, cy - s * 0.5 + u * s * 0.92))
    for i in range(40, -1, -1):
        u = i / 40
        w = (
            0.34 * math.sin(math.pi * min(1.0, u * 0.8 + 0.2)) * (u**0.6)
            + 0.04 * math.cos(u * 15) * u
        )
        pts.append((cx - w * s, cy - s * 0.5 + u * s * 0.92))
    return pts


def _pyrokinesis(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    polygon(c, _flame(p, s), fill, ink, s * 0.05)
    polygon(c, _flame((cx, cy + s * 0.16), s * 0.55), ink)


def _cryokinesis(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    cx, cy = p
    for width, col in ((s * 0.14, ink), (s * 0.07, fill)):
        for k in range(6):
            t = math.radians(60 * k - 90)
            tip = (cx + s * 0.48 * math.cos(t), cy + s * 0.48 * math.sin(t))
            line(c, [p, tip], col, width)
            mid = (cx + s * 0.3 * math.cos(t), cy + s * 0.3 * math.sin(t))
            for side in (-1, 1):
                u = t + side * math.radians(45)
                line(
                    c,
                    [mid, (mid[0] + s * 0.14 * math.cos(u), mid[1] + s * 0.14 * math.sin(u))],
                    col,
                    width,
                )


def _all(c: Canvas, p: Point, s: float, fill: Color, ink: Color) -> None:
    polygon(c, icons.star(p, s * 0.52, s * 0.22, 5), fill, ink, s * 0.05)


EMBLEMS: dict[str, Callable[[Canvas, Point, float, Color, Color], None]] = {
    "radiation": _radiation,
    "antimatter": _antimatter,
    "flight": _flight,
    "luck": _luck,
    "kinetic": _kinetic,
    "teleportation": _teleportation,
    "telepathy": _telepathy,
    "infinity": _infinity,
    "telekinesis": _telekinesis,
    "gravity": _gravity,
    "electricity": _electricity,
    "clairvoyance": _clairvoyance,
    "shadow": _shadow,
    "light": _light,
    "strength": _strength,
    "regeneration": _regeneration,
    "pyrokinesis": _pyrokinesis,
    "cryokinesis": _cryokinesis,
    carddata.ALL_POWERS: _all,
}


def emblem(c: Canvas, power: str, center: Point, size: float, fill: Color, ink: Color) -> None:
    """The emblem of ``power`` (one of cards.POWERS, or "all") in a square of ``size``."""
    EMBLEMS[power](c, center, size, fill, ink)
