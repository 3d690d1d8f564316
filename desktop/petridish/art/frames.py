"""Card frames and furniture: backgrounds, panels, badges, kickers and the card edge.

Two frame styles cover most cards: *clinical* (paper white, a faint blueprint grid, a
striped warning band top and bottom) and *organic* (a deep radial glow, mottled flesh,
veins, and a bumpy membrane just inside the edge). Colours are always passed in.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PIL import Image

from petridish.art import text as tx
from petridish.art.draw import (
    CORNER,
    REF_H,
    REF_W,
    Box,
    Canvas,
    Color,
    Point,
    circle,
    line,
    mottle,
    over,
    polygon,
    radial_gradient,
    rgba,
    rounded,
    stripes,
)
from petridish.art.organic import blob, veins

FULL: Box = (0, 0, REF_W, REF_H)
BAND = 46  # height of the striped warning bands


def clinical(
    c: Canvas,
    paper: Color,
    grid: Color,
    stripe: tuple[Color, Color] | None,
    band: float = BAND,
) -> None:
    """Paper with a blueprint grid; warning stripes along top and bottom if given."""
    c.draw.rectangle(c.box(FULL), fill=paper)
    step = 25
    for i in range(1, REF_W // step + 1):
        w = 0.9 if i % 4 else 1.6
        c.draw.line(c.pts([(i * step, 0), (i * step, REF_H)]), fill=grid, width=c.w(w))
    for i in range(1, REF_H // step + 1):
        w = 0.9 if i % 4 else 1.6
        c.draw.line(c.pts([(0, i * step), (REF_W, i * step)]), fill=grid, width=c.w(w))
    if stripe:
        stripes(c, (0, 0, REF_W, band), stripe)
        stripes(c, (0, REF_H - band, REF_W, REF_H), stripe)
        for y in (band, REF_H - band):
            c.draw.line(c.pts([(0, y), (REF_W, y)]), fill=stripe[1], width=c.w(3))


def organic(
    c: Canvas,
    seed: int,
    inner: Color,
    outer: Color,
    fleck: Color,
    vein: Color,
    membrane: Color,
    rim: Color,
) -> None:
    """Flesh-dark ground glowing from the middle, with flecks, veins and a membrane.
    It covers the whole card, so it comes first. Cards that pass the same seed and
    colours share one drawing (as a printed deck shares its frame): a deck's ground is
    drawn once per size."""
    ground = _organic_ground(
        c.width, c.height, c.ss, seed, inner, outer, fleck, vein, membrane, rim
    )
    c.img.paste(ground, (0, 0))  # opaque and drawn first: nothing to blend


@lru_cache(maxsize=2)  # each is a full card of pixels; a deck renders in order
def _organic_ground(
    width: int,
    height: int,
    ss: int,
    seed: int,
    inner: Color,
    outer: Color,
    fleck: Color,
    vein: Color,
    membrane: Color,
    rim: Color,
) -> Image.Image:
    c = Canvas(width, height, ss)
    # The ground is all soft gradients: draw it at a quarter size and scale it up.
    lo = Canvas(max(8, c.img.width // 4), max(8, c.img.height // 4), supersample=1)
    radial_gradient(lo, (-260, -200, REF_W + 260, REF_H + 200), inner, outer)
    mottle(lo, FULL, fleck, seed, strength=0.45, grain=70)
    mottle(lo, FULL, rgba(outer, 0.8), seed + 7, strength=0.5, grain=34)
    c.img.alpha_composite(lo.img.resize(c.img.size, Image.Resampling.BICUBIC))
    rng = random.Random(seed)
    starts = []
    for _ in range(7):
        side = rng.randrange(4)
        if side == 0:
            starts.append(((rng.uniform(40, REF_W - 40), 20.0), math.pi / 2))
        elif side == 1:
            starts.append(((rng.uniform(40, REF_W - 40), REF_H - 20.0), -math.pi / 2))
        elif side == 2:
            starts.append(((20.0, rng.uniform(60, REF_H - 60)), 0.0))
        else:
            starts.append(((REF_W - 20.0, rng.uniform(60, REF_H - 60)), math.pi))
    with c.layer(opacity=0.55) as v:
        veins(v, rng, starts, 260, vein, 7)
    membrane_edge(c, seed, membrane, rim)
    return c.img


def membrane_edge(c: Canvas, seed: int, fill: Color, rim: Color, inset: float = 18) -> None:
    """A bumpy organic border just inside the card edge, with a thin bright inner rim."""
    rng = random.Random(seed + 99)
    with c.raised(blur=8, offset=(0, 0), opacity=0.7) as v:
        rounded(v, FULL, CORNER, None, fill, inset)
        # Bumps: beads of flesh strung along the inner edge.
        perimeter = _rounded_path((inset, inset, REF_W - inset, REF_H - inset), 120)
        for x, y in perimeter:
            if rng.random() < 0.55:
                circle(v, (x, y), rng.uniform(6, 15), fill)
    rounded(
        c,
        (inset + 4, inset + 4, REF_W - inset - 4, REF_H - inset - 4),
        CORNER - 10,
        None,
        rgba(rim, 0.75),
        2.4,
    )


def _rounded_path(b: Box, n: int) -> list[Point]:
    """``n`` points spread along the outline of a rounded box."""
    x0, y0, x1, y1 = b
    pts = []
    for i in range(n):
        t = math.tau * i / n
        # A superellipse walks the rounded rectangle closely enough for beads.
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        hw, hh = (x1 - x0) / 2, (y1 - y0) / 2
        ct, st = math.cos(t), math.sin(t)
        x = cx + hw * math.copysign(abs(ct) ** 0.2, ct)
        y = cy + hh * math.copysign(abs(st) ** 0.2, st)
        pts.append((x, y))
    return pts


def edge(c: Canvas, color: Color, width: float = 3.0) -> None:
    """The thin line round the card edge, drawn last."""
    h = width / 2
    rounded(c, (h, h, REF_W - h, REF_H - h), CORNER - h, None, color, width)


def panel(
    c: Canvas,
    b: Box,
    fill: Color,
    outline: Color | None = None,
    r: float = 22,
    width: float = 3,
    shadow: float = 0.35,
) -> None:
    """A raised rounded panel with a soft drop shadow."""
    with c.raised(blur=10, offset=(0, 6), opacity=shadow) as v:
        rounded(v, b, r, fill, outline, width)


def kicker(c: Canvas, center: Point, s: str, color: Color, size: float = 25) -> None:
    """A small letter-spaced caption (card type, side) above a title."""
    spaced = " ".join(s.upper())
    tx.text(c, center, spaced, "bold", size, color)


def glow_title(
    c: Canvas,
    b: Box,
    s: str,
    fill: Color,
    glow: Color,
    size: float = 84,
    min_size: float = 50,
    name: str = "cond-bold",
) -> None:
    """A title with a soft glow behind it: legible on any organic ground."""
    with c.shadow(blur=10, offset=(0, 0), color=glow, opacity=0.9) as v:
        tx.title(v, b, s, name, size, fill, min_size, stroke=4, stroke_fill=fill)
    with c.shadow(blur=4, offset=(0, 3), color=(0, 0, 0), opacity=0.8) as v:
        tx.title(v, b, s, name, size, fill, min_size)
    tx.title(c, b, s, name, size, fill, min_size)


def badge(
    c: Canvas,
    center: Point,
    r: float,
    fill: Color,
    ring: Color,
    ring_width: float = 6,
    organic_seed: int | None = None,
) -> None:
    """A round badge (or, with a seed, a wobbly organic one) with a soft shadow."""
    with c.raised(blur=8, offset=(0, 5), opacity=0.45) as v:
        if organic_seed is None:
            circle(v, center, r, fill, ring, ring_width)
        else:
            polygon(v, blob(center, r, organic_seed, 0.06), fill, ring, ring_width)


def value_badge(
    c: Canvas,
    center: Point,
    r: float,
    value: str,
    fill: Color,
    ring: Color,
    ink: Color,
    label: str = "",
    organic_seed: int | None = None,
    label_color: Color | None = None,
) -> None:
    """A badge with a big number in it: the key value, readable on a thumbnail."""
    badge(c, center, r, fill, ring, r * 0.08, organic_seed)
    cx, cy = center
    size = r * (1.35 if len(value) == 1 else 1.0)
    tx.text(c, (cx, cy + r * 0.04), value, "bold", size, ink)
    if label:
        tx.text(c, (cx, cy + r + 24), label, "bold", 20, label_color or ink)


def pill(
    c: Canvas,
    center: Point,
    s: str,
    fill: Color,
    ink: Color,
    size: float = 28,
    pad: float = 22,
    max_width: float | None = None,
) -> Box:
    """A rounded label, its text shrunk to keep it within ``max_width``; returns its box."""
    if max_width is not None:
        size = tx.fit(c, s, "bold", size, max_width - 2 * pad, 1)
    w = tx.width(c, s, "bold", size) + 2 * pad
    h = size * 1.55
    cx, cy = center
    b = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
    with c.raised(blur=6, offset=(0, 4), opacity=0.35) as v:
        rounded(v, b, h / 2, fill)
    tx.text(c, (cx, cy), s, "bold", size, ink)
    return b


def wordmark(
    c: Canvas,
    center: Point,
    word: str,
    tag: str,
    size: float,
    ink: Color,
    box: Color,
    box_ink: Color,
) -> None:
    """A game's name set as a logo: ``word`` in condensed capitals, ``tag`` in a box."""
    cx, cy = center
    ww = tx.width(c, word, "cond-bold", size)
    nw = tx.width(c, tag, "cond-bold", size)
    gap, pad = size * 0.2, size * 0.15
    total = ww + gap + nw + 2 * pad
    x = cx - total / 2
    tx.text(c, (x, cy), word, "cond-bold", size, ink, "lm")
    bx = x + ww + gap
    rounded(c, (bx, cy - size * 0.6, bx + nw + 2 * pad, cy + size * 0.6), size * 0.12, box)
    tx.text(c, (bx + pad + nw / 2, cy), tag, "cond-bold", size, box_ink)


def striped_card(
    c: Canvas, stripe: tuple[Color, Color], paper: Color, band: float = 40, inset: float = 30
) -> None:
    """A card edged all round in warning stripes, with a raised paper panel inside."""
    stripes(c, FULL, stripe, band=band)
    with c.raised(blur=10, offset=(0, 4), opacity=0.45) as v:
        rounded(v, (inset, inset, REF_W - inset, REF_H - inset), 22, paper)


def window(
    c: Canvas, b: Box, inner: Color, outer: Color, grout: Color, frame: Color = (27, 31, 36, 255)
) -> None:
    """A picture window in box ``b``: a dark frame round a lit, tiled wall (the
    ``grout`` lines), lit from above by a radial gradient."""
    x0, y0, x1, y1 = b
    with c.raised(blur=10, offset=(0, 6), opacity=0.4) as v:
        rounded(v, b, 20, frame)
    clip = c.mask_rounded((x0 + 5, y0 + 5, x1 - 5, y1 - 5), 16)
    with c.layer(clip=clip) as v:
        radial_gradient(v, (x0 - 120, y0 - 80, x1 + 120, y1 + 140), inner, outer)
        for x in range(int(x0) + 34, int(x1), 34):
            line(v, [(x, y0), (x, y1)], grout, 2)
        for y in range(int(y0) + 34, int(y1), 34):
            line(v, [(x0, y), (x1, y)], grout, 2)


def corner_values(
    c: Canvas,
    center: Point,
    r: float,
    value: str,
    fill: Color,
    ring: Color,
    ink: Color,
    seed: int | None = None,
) -> None:
    """A value badge in the top-left corner and the same badge upside down in the
    bottom-right, as on a playing card, so it reads from either side of the table."""
    value_badge(c, center, r, value, fill, ring, ink, "", seed)
    corner = c.view(c.blank())
    value_badge(corner, center, r, value, fill, ring, ink, "", seed)
    reach = (center[0] + r * 1.5, center[1] + r * 1.6)
    x0, y0, x1, y1 = (round(v) for v in c.box((0, 0, *reach)))
    flipped = corner.img.crop((x0, y0, x1, y1)).rotate(180)
    over(c.img, flipped, c.img.width - x1, c.img.height - y1)
