"""ADRIFT card art: the item cards' back, the lid of a storage bin.

Every item card shares one back: the 30 items are shuffled together and dealt into the
two storage bins (rulebook "Set Up"), so no back may tell one bin, or one item, from
another. It is a crate lid of weathered planks on two nailed cleats, stencilled with a
rope-and-anchor mark and the game's name, and a "KEEP DRY" the sea has not read.
Somebody has been scratching tally marks into it.
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageChops

from petridish.art import frames
from petridish.art import text as tx
from petridish.art.draw import (
    REF_H,
    REF_W,
    Box,
    Canvas,
    Point,
    circle,
    ellipse,
    line,
    mix,
    mottle,
    polygon,
    radial_gradient,
    rgba,
)
from petridish.art.organic import smooth
from petridish.games.adrift.art.palette import (
    CRATE_GAP,
    CRATE_GREY,
    CRATE_WOOD,
    INK,
    PAINT,
    STAIN,
    STEEL,
    WOOD_DARK,
)
from petridish.games.adrift.art.paper import wear

FULL: Box = (0, 0, REF_W, REF_H)
PLANKS = 6
GAP = 9
CLEATS = ((46.0, 138.0), (612.0, 704.0))  # x spans of the two cross battens
ANCHOR_AT: Point = (375, 470)


def back(c: Canvas, seed: int) -> None:
    """The storage bin lid."""
    rng = random.Random(seed)
    c.draw.rectangle(c.box(FULL), fill=CRATE_GAP)
    height = (REF_H - GAP * (PLANKS + 1)) / PLANKS
    for i in range(PLANKS):
        y0 = GAP + i * (height + GAP)
        _plank(c, (-10, y0, REF_W + 10, y0 + height), rng, horizontal=True)
    for x0, x1 in CLEATS:
        with c.raised(blur=8, offset=(5, 0), opacity=0.6) as v:
            _plank(v, (x0, -10, x1, REF_H + 10), rng, horizontal=False)
        for i in range(PLANKS):
            y = GAP + i * (height + GAP) + height / 2
            for dy in (-height * 0.22, height * 0.22):
                _nail(c, ((x0 + x1) / 2 + rng.uniform(-6, 6), y + dy), rng)
    _stencil(c, seed)
    _tally(c, rng)
    # The lid darkens towards its edges, as wood handled for years does.
    with c.layer() as v:
        radial_gradient(
            v, (-120, -100, REF_W + 120, REF_H + 100), rgba(CRATE_GAP, 0.0), rgba(CRATE_GAP, 0.55)
        )
    frames.edge(c, CRATE_GAP, 4)


def _plank(c: Canvas, b: Box, rng: random.Random, horizontal: bool) -> None:
    """One board: its own shade of weathered wood, grain along it, a knot or two, and
    a lit edge and a shadowed one."""
    x0, y0, x1, y1 = b
    shade = mix(CRATE_WOOD, CRATE_GREY, rng.uniform(0.15, 0.6))
    shade = mix(shade, WOOD_DARK, rng.uniform(0.12, 0.34))
    c.draw.rectangle(c.box(b), fill=shade)
    clip = c.mask_rounded(b, 0)
    with c.layer(clip=clip) as v:
        mottle(v, b, CRATE_GREY, rng.randrange(1 << 30), strength=0.5, grain=60)
        mottle(v, b, WOOD_DARK, rng.randrange(1 << 30), strength=0.3, grain=28)
        across = (y1 - y0) if horizontal else (x1 - x0)
        for k in range(int(across / 9)):
            offset = (k + rng.uniform(0.1, 0.9)) * across / int(across / 9)
            pts = _grain_line(rng, b, offset, horizontal)
            line(v, pts, rgba(WOOD_DARK, rng.uniform(0.18, 0.45)), rng.uniform(1.5, 3.2))
        for _ in range(rng.randint(0, 2)):
            if horizontal:
                kx, ky = rng.uniform(x0 + 180, x1 - 180), rng.uniform(y0 + 30, y1 - 30)
                rx, ry = rng.uniform(16, 26), rng.uniform(8, 12)
            else:
                kx, ky = rng.uniform(x0 + 30, x1 - 30), rng.uniform(y0 + 120, y1 - 120)
                rx, ry = rng.uniform(8, 12), rng.uniform(16, 26)
            for s, a in ((1.0, 0.5), (0.6, 0.7), (0.3, 0.9)):
                ellipse(
                    v,
                    (kx - rx * s, ky - ry * s, kx + rx * s, ky + ry * s),
                    None,
                    rgba(WOOD_DARK, a),
                    2.5,
                )
    lit, dark = rgba((255, 250, 236), 0.35), rgba(CRATE_GAP, 0.55)
    if horizontal:
        line(c, [(x0, y0 + 2), (x1, y0 + 2)], lit, 3)
        line(c, [(x0, y1 - 2), (x1, y1 - 2)], dark, 4)
    else:
        line(c, [(x0 + 2, y0), (x0 + 2, y1)], lit, 3)
        line(c, [(x1 - 2, y0), (x1 - 2, y1)], dark, 4)


def _grain_line(rng: random.Random, b: Box, offset: float, horizontal: bool) -> list[Point]:
    x0, y0, x1, y1 = b
    length = (x1 - x0) if horizontal else (y1 - y0)
    wave, phase = rng.uniform(1.5, 5), rng.uniform(0, math.tau)
    pts = []
    for i in range(25):
        s = length * i / 24
        d = offset + wave * math.sin(phase + s / length * math.tau * rng.uniform(0.8, 1.4))
        pts.append((x0 + s, y0 + d) if horizontal else (x0 + d, y0 + s))
    return smooth(pts, 1)


def _nail(c: Canvas, at: Point, rng: random.Random) -> None:
    """A nail head with a rust streak running down from it."""
    x, y = at
    with c.layer(blur=3, opacity=0.35) as v:
        polygon(
            v, [(x - 5, y), (x + 5, y), (x + 3, y + rng.uniform(30, 60)), (x - 2, y + 40)], STAIN
        )
    circle(c, (x + 1.5, y + 2), 9, rgba(CRATE_GAP, 0.6))
    circle(c, (x, y), 8, mix(STEEL, STAIN, 0.45), INK, 1.6)
    circle(c, (x - 2.5, y - 2.5), 2.6, rgba((255, 250, 236), 0.55))


def _stencil(c: Canvas, seed: int) -> None:
    """The stencilled mark and words, in worn paint."""
    paint = c.view(c.blank())
    _anchor(paint, ANCHOR_AT, 400)
    _stencil_text(paint, (375, 785), "ADRIFT", 140)
    _stencil_text(paint, (375, 92), "KEEP DRY", 60)
    alpha = ImageChops.multiply(paint.img.getchannel("A"), _wear(c, seed))
    paint.img.putalpha(alpha.point(lambda v: v * 94 // 100))
    c.img.alpha_composite(paint.img)


def _stencil_text(c: Canvas, at: Point, word: str, size: float) -> None:
    """Capitals with the stencil's bridges: a gap cut across each letter's middle."""
    # Between the cleats, where the paint lies flat.
    size = tx.fit(c, word, "cond-bold", size, CLEATS[1][0] - CLEATS[0][1] - 40, size * 0.5)
    tx.text(c, at, word, "cond-bold", size, PAINT)
    x, y = at
    half = tx.width(c, word, "cond-bold", size) / 2 + 10
    _cut(c, [(x - half, y), (x + half, y)], size * 0.06)


def _cut(c: Canvas, pts: list[Point], width: float) -> None:
    """Erase a line through what is drawn on ``c`` (a layer): the stencil's gaps."""
    c.draw.line(c.pts(pts), fill=(0, 0, 0, 0), width=c.w(width), joint="curve")
    r = c.s(width) / 2
    for px, py in c.pts([pts[0], pts[-1]]):
        c.draw.ellipse((px - r, py - r, px + r, py + r), fill=(0, 0, 0, 0))


def _anchor(c: Canvas, at: Point, size: float) -> None:
    """An anchor with a rope wound round its shank, one colour with stencil gaps where
    the rope passes in front."""
    cx, cy = at

    def p(u: float, v: float) -> Point:
        return (cx + u * size, cy + v * size)

    w = 0.055 * size
    rope = [
        p(0.16 * math.sin(v * 9.0 + 0.6), v) for v in [(-0.3 + 0.6 * i / 80) for i in range(81)]
    ]
    rope = [p(-0.02, -0.4), *rope, p(0.24, 0.34), p(0.3, 0.28)]
    line(c, rope, PAINT, w * 0.55)
    circle(c, p(0, -0.4), 0.075 * size, None, PAINT, w * 0.8)
    line(c, [p(0, -0.33), p(0, 0.4)], PAINT, w)
    line(c, [p(-0.24, -0.24), p(0.24, -0.24)], PAINT, w)
    for s in (-1, 1):
        circle(c, p(s * 0.24, -0.24), w * 0.75, PAINT)
    arms = [
        p(0.36 * math.cos(t), 0.04 + 0.36 * math.sin(t))
        for t in [math.radians(15 + 150 * i / 30) for i in range(31)]
    ]
    line(c, arms, PAINT, w)
    for s in (-1, 1):
        # A fluke at each arm's end, its barb pointing up and out.
        fx, fy = p(s * 0.36 * math.cos(math.radians(15)), 0.04 + 0.36 * math.sin(math.radians(15)))
        polygon(
            c,
            [
                (fx, fy - 0.1 * size),
                (fx + s * 0.07 * size, fy + 0.05 * size),
                (fx - s * 0.07 * size, fy + 0.03 * size),
            ],
            PAINT,
        )
    # Where the rope crosses in front of the shank, the stencil leaves a gap round it.
    for k in range(len(rope) - 3):
        a, b = rope[k + 1], rope[k + 2]
        if (a[0] - cx) * (b[0] - cx) <= 0 and math.cos(((a[1] - cy) / size) * 9.0 + 0.6) > 0:
            _cut(c, [(a[0], a[1]), (b[0], b[1])], w * 1.25)
            line(c, [a, b], PAINT, w * 0.55)


def _wear(c: Canvas, seed: int) -> Image.Image:
    """Old paint on wood: the stencil is mostly gone in patches and specks."""
    return wear(
        c,
        random.Random(seed ^ 0xBADD),
        ((150, 210), lambda v: 255 if v < 185 else max(0, 255 - (v - 185) * 5)),
        ((12, 16), lambda v: 255 - max(0, v - 160) * 110 // 95),
    )


def _tally(c: Canvas, rng: random.Random) -> None:
    """Days counted with a knife point, low on the lid: three fives and a three."""
    x, y = 190.0, 958.0
    scratch = c.view(c.blank())
    for group in (5, 5, 5, 3):
        for k in range(min(group, 4)):
            xx = x + k * 15
            line(
                scratch,
                [(xx + rng.uniform(-2, 2), y - 28), (xx + rng.uniform(-2, 2), y + 28)],
                rgba((236, 226, 204), 0.8),
                4,
            )
        if group == 5:
            line(scratch, [(x - 8, y + 18), (x + 54, y - 18)], rgba((236, 226, 204), 0.8), 4)
        x += 84
    with c.shadow(blur=1, offset=(1.5, 2), color=CRATE_GAP, opacity=0.8) as v:
        v.img.alpha_composite(scratch.img)
    c.img.alpha_composite(scratch.img)
