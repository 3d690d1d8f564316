"""Equipment illustrations: a stun gun seen from the side, a quadcopter from above.

Each figure is drawn in a square (or a box) of reference units around a centre, in
colours the caller chooses, so the same drawing serves a charged and a spent card.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from petridish.art.draw import (
    Canvas,
    Color,
    Point,
    arc,
    circle,
    line,
    mix,
    polygon,
    rgba,
    rounded,
    stripes,
)


def _u(center: Point, size: float, uv: Sequence[Point]) -> list[Point]:
    cx, cy = center
    return [(cx + u * size, cy + v * size) for u, v in uv]


def lightning(
    c: Canvas, p0: Point, p1: Point, color: Color, width: float, seed: int, jag: float = 0.18
) -> None:
    """A jagged electric arc between two points, with a bright core."""
    rng = random.Random(seed)
    n = 9
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    length = math.hypot(dx, dy) or 1
    nx, ny = -dy / length, dx / length
    pts = [p0]
    for i in range(1, n):
        t = i / n
        off = rng.uniform(-jag, jag) * length * math.sin(math.pi * t)
        pts.append((p0[0] + dx * t + nx * off, p0[1] + dy * t + ny * off))
    pts.append(p1)
    line(c, pts, color, width)
    line(c, pts, (255, 255, 255, 255), width * 0.35)


def taser(
    c: Canvas,
    center: Point,
    size: float,
    body: Color,
    dark: Color,
    light: Color,
    live: bool,
    spark: Color,
) -> None:
    """A stun gun seen from the side, pointing right; ``live`` adds crackling arcs."""

    def u(pts: Sequence[Point]) -> list[Point]:
        return _u(center, size, pts)

    # Grip, angled back like a pistol's.
    grip = mix(dark, light, 0.22)
    polygon(
        c,
        u([(-0.3, 0.0), (-0.1, 0.0), (-0.15, 0.38), (-0.36, 0.38)]),
        grip,
        mix(grip, light, 0.35),
        size * 0.01,
    )
    for i in range(4):
        y = 0.12 + i * 0.065
        line(c, u([(-0.31 + y * 0.12, y), (-0.15 + y * 0.04, y)]), dark, size * 0.01)
    # Trigger guard and trigger.
    line(c, u([(-0.08, 0.04), (-0.06, 0.17), (0.06, 0.17), (0.08, 0.04)]), grip, size * 0.022)
    line(c, u([(0.0, 0.04), (-0.015, 0.11)]), grip, size * 0.02)
    # Body with a striped panel, head, and the two electrodes.
    x0, y0 = center[0] - 0.42 * size, center[1] - 0.2 * size
    x1, y1 = center[0] + 0.3 * size, center[1] + 0.06 * size
    rounded(c, (x0, y0, x1, y1), size * 0.06, body, mix(body, (0, 0, 0), 0.45), size * 0.012)
    panel = (x0 + 0.22 * size, y0 + 0.05 * size, x0 + 0.58 * size, y0 + 0.12 * size)
    stripes(c, panel, (body, dark), band=size * 0.03, clip=c.mask_rounded(panel, size * 0.015))
    rounded(
        c,
        (x0 + 0.04 * size, y0 + 0.05 * size, x0 + 0.17 * size, y0 + 0.16 * size),
        size * 0.02,
        dark,
    )
    for i in range(3):
        bx = x0 + 0.055 * size + i * 0.038 * size
        rounded(
            c,
            (bx, y0 + 0.07 * size, bx + 0.028 * size, y0 + 0.14 * size),
            size * 0.006,
            spark if live else mix(dark, light, 0.25),
        )
    hx = center[0] + 0.3 * size
    rounded(
        c,
        (hx - 0.02 * size, y0 - 0.01 * size, hx + 0.1 * size, y1 + 0.01 * size),
        size * 0.03,
        dark,
    )
    tips = []
    for v in (-0.15, 0.0):
        yy = center[1] + v * size
        rounded(
            c,
            (hx + 0.09 * size, yy - 0.014 * size, hx + 0.17 * size, yy + 0.014 * size),
            size * 0.01,
            light,
            dark,
            size * 0.006,
        )
        tips.append((hx + 0.17 * size, yy))
    circle(c, (x0 + 0.66 * size, y0 + 0.035 * size), size * 0.014, spark if live else dark)
    if live:
        with c.shadow(blur=size * 0.05, offset=(0, 0), color=spark, opacity=1.0) as g:
            circle(
                g,
                ((tips[0][0] + tips[1][0]) / 2 + size * 0.02, (tips[0][1] + tips[1][1]) / 2),
                size * 0.12,
                spark,
            )
        for i in range(3):
            lightning(c, tips[0], tips[1], spark, size * 0.014, i * 17 + 3, 0.5)
        for i, (ang, ln) in enumerate(((-25, 0.16), (10, 0.2), (35, 0.14))):
            t = math.radians(ang)
            p0 = tips[i % 2]
            lightning(
                c,
                p0,
                (p0[0] + math.cos(t) * ln * size, p0[1] + math.sin(t) * ln * size),
                spark,
                size * 0.01,
                40 + i,
                0.35,
            )


def quadcopter(
    c: Canvas,
    center: Point,
    size: float,
    body: Color,
    dark: Color,
    light: Color,
    live: bool,
    spark: Color,
) -> None:
    """A drone from above: four motor pods, spinning discs when ``live``, still blades
    when not, and a striped hull with a camera."""
    cx, cy = center
    arm = size * 0.3
    pods = [(cx + dx * arm, cy + dy * arm) for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1))]
    for p in pods:
        line(c, [(cx, cy), p], dark, size * 0.055)
        line(c, [(cx, cy), p], mix(dark, light, 0.25), size * 0.02)
    for i, (px, py) in enumerate(pods):
        r = size * 0.17
        if live:
            with c.layer(opacity=0.55) as v:
                circle(v, (px, py), r, rgba(light, 0.9), spark, size * 0.006)
                for k in range(3):
                    rr = r * (0.45 + 0.18 * k)
                    arc(
                        v,
                        (px - rr, py - rr, px + rr, py + rr),
                        200 + 40 * i,
                        290 + 40 * i,
                        spark,
                        size * 0.008,
                    )
        else:
            t = math.radians(25 + 50 * i)
            line(
                c,
                [
                    (px - math.cos(t) * r, py - math.sin(t) * r),
                    (px + math.cos(t) * r, py + math.sin(t) * r),
                ],
                dark,
                size * 0.025,
            )
        circle(c, (px, py), size * 0.05, body, dark, size * 0.01)
        circle(c, (px, py), size * 0.018, dark)
    hull = (cx - size * 0.15, cy - size * 0.15, cx + size * 0.15, cy + size * 0.15)
    rounded(c, hull, size * 0.05, body, mix(body, (0, 0, 0), 0.45), size * 0.012)
    band = (hull[0] + size * 0.03, cy - size * 0.035, hull[2] - size * 0.03, cy + size * 0.035)
    stripes(c, band, (body, dark), band=size * 0.025, clip=c.mask_rounded(band, size * 0.01))
    circle(c, (cx, cy + size * 0.1), size * 0.03, dark)
    circle(c, (cx, cy + size * 0.1), size * 0.014, spark if live else mix(dark, light, 0.3))
    for p in pods[:2]:
        circle(c, ((p[0] + cx) / 2, (p[1] + cy) / 2), size * 0.012, spark if live else dark)
