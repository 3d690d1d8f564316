"""ADAPTOID 24's living things: hatchlings, eggs (plain, spotted and broken open), spores
and the creep that infests a room.

Like :mod:`petridish.art.organic`, whose blobs and veins they grow from, shapes are in
reference units and seeded, so a face always draws the same.
"""

from __future__ import annotations

import math
import random

from petridish.art.draw import (
    Box,
    Canvas,
    Color,
    Point,
    circle,
    ellipse,
    line,
    mix,
    polygon,
    radial_gradient,
    rgba,
)
from petridish.art.organic import blob, veins


def egg(center: Point, w: float, h: float, n: int = 72) -> list[Point]:
    """An egg outline, narrow end up, ``w`` wide and ``h`` tall."""
    cx, cy = center
    out = []
    for i in range(n):
        t = math.tau * i / n
        # Narrowing the top half by the cosine keeps the curve smooth at both ends.
        x = (w / 2) * math.sin(t) * (1 - 0.16 * math.cos(t))
        y = -(h / 2) * math.cos(t)
        out.append((cx + x, cy + y + h * 0.04 * math.cos(t) ** 2))
    return out


def spores(
    c: Canvas, rng: random.Random, center: Point, reach: float, n: int, color: Color
) -> None:
    """A drift of round spores of mixed sizes, thinning out with distance."""
    cx, cy = center
    for _ in range(n):
        d = reach * math.sqrt(rng.random())
        t = rng.uniform(0, math.tau)
        r = rng.uniform(4, 13) * (1.2 - d / reach)
        x, y = cx + d * math.cos(t), cy + d * math.sin(t)
        circle(c, (x, y), r, rgba(color, rng.uniform(0.45, 0.95)))
        circle(c, (x - r * 0.3, y - r * 0.3), r * 0.35, rgba((255, 255, 255), 0.35))


def critter(
    c: Canvas,
    center: Point,
    size: float,
    body: Color,
    belly: Color,
    eye: Color,
    seed: int,
    fierce: int = 1,
) -> None:
    """A hatchling seen from the front: a wobbly body, eyes, and — the fiercer it is —
    more spikes, more eyes and more teeth. ``fierce`` 0 is a limp little larva."""
    cx, cy = center
    dark = mix(body, (0, 0, 0), 0.45)
    rng = random.Random(seed)
    if fierce >= 1:
        spikes = 5 + 3 * fierce
        for i in range(spikes):
            t = math.pi + math.pi * (i + 0.5) / spikes
            base = size * 0.82
            tip = size * (1.18 + 0.22 * fierce + rng.uniform(-0.06, 0.06))
            a, b = t - 0.16, t + 0.16
            polygon(
                c,
                [
                    (cx + base * math.cos(a), cy + base * math.sin(a)),
                    (cx + tip * math.cos(t), cy + tip * math.sin(t)),
                    (cx + base * math.cos(b), cy + base * math.sin(b)),
                ],
                dark,
            )
    outline = blob((cx, cy), size, seed, 0.07 + 0.03 * fierce)
    polygon(c, outline, body, dark, size * 0.04)
    polygon(c, blob((cx, cy + size * 0.38), size * 0.55, seed + 1, 0.05), belly)
    eyes = (
        [(-0.36, -0.18), (0.36, -0.18)] if fierce < 2 else [(-0.42, -0.2), (0.42, -0.2), (0, -0.46)]
    )
    er = size * (0.2 if fierce else 0.16)
    for ex, ey in eyes:
        x, y = cx + ex * size, cy + ey * size
        circle(c, (x, y), er * 1.15, dark)
        circle(c, (x, y), er, eye)
        if fierce:
            # A slit pupil reads as predator at any size.
            polygon(
                c,
                [(x, y - er * 0.85), (x + er * 0.28, y), (x, y + er * 0.85), (x - er * 0.28, y)],
                dark,
            )
        else:
            circle(c, (x, y + er * 0.25), er * 0.45, dark)
    mouth_y = cy + size * 0.3
    mw = size * (0.3 + 0.15 * fierce)
    if fierce == 0:
        line(
            c,
            [(cx - mw, mouth_y), (cx, mouth_y + size * 0.08), (cx + mw, mouth_y)],
            dark,
            size * 0.05,
        )
        return
    polygon(
        c,
        [
            (cx - mw, mouth_y - size * 0.05),
            (cx + mw, mouth_y - size * 0.05),
            (cx, mouth_y + size * 0.28),
        ],
        dark,
    )
    teeth = 3 + fierce
    for i in range(teeth):
        tx = cx - mw * 0.85 + (2 * mw * 0.85) * i / (teeth - 1)
        polygon(
            c,
            [
                (tx - size * 0.045, mouth_y - size * 0.05),
                (tx + size * 0.045, mouth_y - size * 0.05),
                (tx, mouth_y + size * 0.07),
            ],
            (250, 246, 230, 255),
        )


def spotted_egg(
    c: Canvas,
    center: Point,
    w: float,
    h: float,
    light: Color,
    dark: Color,
    spot: Color,
    vein: Color,
    glow: Color,
    seed: int,
) -> None:
    """A big glossy egg: lit from the upper left, glowing from within, veined and
    speckled, with a shadow of something curled up inside."""
    cx, cy = center
    outline = egg(center, w, h)
    with c.shadow(blur=w * 0.14, offset=(0, 0), color=glow, opacity=0.75) as g:
        polygon(g, outline, glow)
    clip = c.mask_polygon(outline)
    rng = random.Random(seed)
    with c.layer(clip=clip) as v:
        radial_gradient(v, (cx - w * 0.9, cy - h * 0.78, cx + w * 0.6, cy + h * 0.62), light, dark)
        # Light coming through the shell from below: the thing inside is awake.
        radial_gradient(
            v,
            (cx - w * 0.55, cy - h * 0.2, cx + w * 0.55, cy + h * 0.7),
            rgba(glow, 0.75),
            rgba(glow, 0),
        )
        with v.layer(opacity=0.45, blur=w * 0.05) as vv:
            ellipse(
                vv,
                (cx - w * 0.2, cy - h * 0.02, cx + w * 0.22, cy + h * 0.28),
                mix(dark, (0, 0, 0), 0.5),
            )
            circle(vv, (cx + w * 0.12, cy - h * 0.04), w * 0.1, mix(dark, (0, 0, 0), 0.5))
        with v.shadow(blur=w * 0.02, offset=(0, 0), color=glow, opacity=0.9) as g:
            veins(g, random.Random(seed), _egg_veins(rng, cx, cy, w, h), h * 0.5, glow, w * 0.02)
        with v.layer(opacity=0.8) as vv:
            veins(
                vv,
                random.Random(seed),
                _egg_veins(random.Random(seed), cx, cy, w, h),
                h * 0.5,
                vein,
                w * 0.014,
            )
        for _ in range(46):
            x, y = cx + rng.uniform(-0.5, 0.5) * w, cy + rng.uniform(-0.5, 0.3) * h
            circle(v, (x, y), rng.uniform(0.006, 0.026) * w, rgba(spot, rng.uniform(0.5, 0.9)))
        # Shade the rim so the egg reads as round, then add the wet highlight.
        with v.layer(opacity=0.55, blur=w * 0.05) as vv:
            polygon(vv, outline, None, mix(dark, (0, 0, 0), 0.3), w * 0.09)
        with v.layer(opacity=0.8, blur=w * 0.025) as vv:
            ellipse(
                vv, (cx - w * 0.3, cy - h * 0.37, cx - w * 0.1, cy - h * 0.16), (255, 255, 255, 230)
            )
    polygon(c, outline, None, mix(dark, (0, 0, 0), 0.55), w * 0.01)


def _egg_veins(
    rng: random.Random, cx: float, cy: float, w: float, h: float
) -> list[tuple[Point, float]]:
    return [
        ((cx + rng.uniform(-0.3, 0.3) * w, cy + h * 0.5), -math.pi / 2 + rng.uniform(-0.6, 0.6))
        for _ in range(5)
    ]


def broken_shell(
    c: Canvas,
    center: Point,
    w: float,
    h: float,
    outside: Color,
    inside: Color,
    seed: int,
    front: bool,
) -> None:
    """Half an eggshell with a jagged rim. Draw the back (``front=False``) behind the
    hatchling and the front over it."""
    cx, cy = center
    rng = random.Random(seed)
    body = egg(center, w, h)
    rim_y = cy - h * (0.05 if front else 0.12)
    lower = [p for p in body if p[1] > rim_y]
    n = 11
    rim = []
    for i in range(n + 1):
        x = cx + w * 0.5 * (1 - 2 * i / n) * 0.98
        rim.append(
            (x, rim_y + (rng.uniform(-0.07, 0.02) if i % 2 else rng.uniform(0.03, 0.09)) * h)
        )
    # The egg outline runs clockwise from the top, so its lower half goes right to left
    # and the rim closes it left to right.
    pts = lower + rim[::-1]
    fill = outside if front else inside
    polygon(c, pts, fill, mix(outside, (0, 0, 0), 0.5), w * 0.012)
    if front:
        with c.layer(opacity=0.45, clip=c.mask_polygon(pts)) as v:
            radial_gradient(
                v,
                (cx - w * 0.9, cy - h * 0.4, cx + w * 0.5, cy + h * 0.9),
                (255, 255, 255, 140),
                rgba(outside, 0),
            )
        for _ in range(14):
            x, y = cx + rng.uniform(-0.35, 0.35) * w, cy + rng.uniform(0.05, 0.4) * h
            circle(
                c, (x, y), rng.uniform(0.008, 0.022) * w, rgba(mix(outside, (0, 0, 0), 0.4), 0.7)
            )


def infest(
    c: Canvas,
    b: Box,
    seed: int,
    slime: Color,
    glow: Color,
    shell: Color,
    dark: Color,
) -> None:
    """Overgrow box ``b`` (a floor plan, say): glossy slime pools, creeping veins and a
    clutch of small eggs in one corner."""
    rng = random.Random(seed)
    x0, y0, x1, y1 = b
    pools = []
    for _ in range(3):
        p = (rng.uniform(x0 + 60, x1 - 60), rng.uniform(y0 + 60, y1 - 60))
        pools.append((p, blob(p, rng.uniform(30, 56), rng.randrange(1 << 16), 0.22)))
    # Glossy slime: a glowing translucent pool, a bright rim, a wet highlight.
    with c.shadow(blur=14, offset=(0, 0), color=slime, opacity=0.55) as g:
        for _, pts in pools:
            polygon(g, pts, slime)
    with c.layer(opacity=0.42) as v:
        for _, pts in pools:
            polygon(v, pts, mix(slime, glow, 0.3), glow, 4)
    for (px, py), pts in pools:
        r = max(abs(x - px) for x, _ in pts)
        highlight = (px - r * 0.45, py - r * 0.5, px - r * 0.05, py - r * 0.32)
        ellipse(c, highlight, rgba((255, 255, 255), 0.45))
    with c.layer(opacity=0.75) as v:
        starts = [
            ((x0, rng.uniform(y0, y1)), 0.0),
            ((x1, rng.uniform(y0, y1)), math.pi),
            ((rng.uniform(x0, x1), y1), -math.pi / 2),
        ]
        veins(v, rng, starts, 240, slime, 5)
    corner = rng.choice(((x0 + 70, y1 - 70), (x1 - 70, y1 - 70), (x1 - 80, y0 + 80)))
    clutch = [
        (corner[0] + rng.uniform(-44, 44), corner[1] + rng.uniform(-34, 34)) for _ in range(5)
    ]
    with c.shadow(blur=8, offset=(0, 0), color=slime, opacity=0.6) as g:
        for e in clutch:
            polygon(g, egg(e, 26, 34), slime)
    for ex, ey in clutch:
        polygon(c, egg((ex, ey), 26, 34), shell, dark, 2)
        circle(c, (ex - 4, ey - 7), 4, rgba((255, 255, 255), 0.6))
