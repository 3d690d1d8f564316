"""ADRIFT card art: the item cards, weathered paper pasted on a sea-dark board.

Every item card is the same sheet (VISUAL.md: "weathered paper for item cards"): yellowed
paper with a frayed, torn edge, browned towards the rim, tea stains, a coffee ring, foxing
and now and then a fold. On it, the item's name across the top, its pictogram in dark ink
on a wash of sea grey-green, what matters in play as small marks (whether it floats,
rulebook "Floats"; the rations or spaces of food and drink), and its rules at the foot.
The stains follow from the face's seed, so every design wears its own.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable

from PIL import Image, ImageChops

from petridish.art import frames
from petridish.art import text as tx
from petridish.art.draw import (
    CORNER,
    REF_H,
    REF_W,
    Box,
    Canvas,
    Color,
    Point,
    arc,
    circle,
    line,
    mix,
    mottle,
    polygon,
    radial_gradient,
    rgba,
)
from petridish.art.organic import blob, smooth
from petridish.games.adrift.art import items as pictograms
from petridish.games.adrift.art.palette import (
    AGED,
    FADED_INK,
    INK,
    PAPER,
    PAPER_LIGHT,
    SEA,
    SEA_DEEP,
    SIGNAL,
    STAIN,
    WATER,
)
from petridish.games.adrift.content import CONSUMED, Item

FULL: Box = (0, 0, REF_W, REF_H)
INSET = 15  # the board shows this far round the paper, more where it is torn
KICKER_AT: Point = (375, 70)
TITLE_BOX: Box = (62, 96, 688, 178)
PICTURE_AT: Point = (375, 478)
PICTURE_SIZE = 440
MARK_R = 62
FLOAT_AT: Point = (122, 280)  # top left of the picture: seen first in a fanned hand
AMOUNT_AT: Point = (628, 280)
RULE_Y = 744
TEXT_BOX: Box = (74, 762, 676, 996)


def item_face(c: Canvas, item: Item, seed: int) -> None:
    """An item card: paper, name, pictogram, marks and rules text."""
    sheet(c, seed)
    # Food, drink and the first aid kit are used from the hand, then gone: a player
    # deciding whether to hold on to one needs to know.
    kind = "Item · one use" if item.use in CONSUMED else "Item"
    frames.kicker(c, KICKER_AT, kind, FADED_INK, 24)
    tx.title(c, TITLE_BOX, item.name.upper(), "cond-bold", 82, INK, 48)
    scratchy_rule(c, 196, seed + 1)
    _picture(c, item.use, seed)
    float_mark(c, FLOAT_AT, MARK_R, item.floats)
    if item.use in ("food", "drink"):
        amount_mark(c, AMOUNT_AT, MARK_R, item.use, item.amount)
    scratchy_rule(c, RULE_Y, seed + 2)
    if item.text:
        tx.block(c, TEXT_BOX, item.text, "cond", 52, INK, 30)
    frames.edge(c, rgba(SEA_DEEP), 3)


# -- the sheet --------------------------------------------------------------------------
def sheet(c: Canvas, seed: int) -> None:
    """The board, and the weathered sheet on it: torn edge, browned rim, stains."""
    c.draw.rectangle(c.box(FULL), fill=SEA_DEEP)
    mottle(c, FULL, mix(SEA_DEEP, SEA, 0.6), seed + 3, strength=0.5, grain=50)
    outline = torn_outline(seed)
    with c.raised(blur=7, offset=(2, 5), opacity=0.6) as v:
        polygon(v, outline, PAPER)
    clip = c.mask_polygon(outline)
    with c.layer(clip=clip) as v:
        # Old paper ages from its edges: lighter in the middle, browner towards the rim.
        radial_gradient(
            v, (-170, -150, REF_W + 170, REF_H + 150), rgba(PAPER_LIGHT, 0.55), rgba(AGED, 0.0)
        )
        mottle(v, FULL, AGED, seed, strength=0.5, grain=120)
        mottle(v, FULL, PAPER_LIGHT, seed + 11, strength=0.3, grain=70)
        mottle(v, FULL, STAIN, seed + 5, strength=0.07, grain=40)
        _grain(v, seed)
        _browned_rim(v, outline)
        _stains(v, random.Random(seed))
    _fibres(c, outline)


def torn_outline(seed: int) -> list[Point]:
    """The paper's edge: a rounded rectangle inset from the card, frayed all round, with
    a few nicks torn out of it (none at the top, where the name sits)."""
    rng = random.Random(seed * 31 + 7)
    pts = _perimeter((INSET, INSET, REF_W - INSET, REF_H - INSET), CORNER - 10, 300)
    n = len(pts)
    # A slow wander, a little fraying, and tears.
    wander = [rng.uniform(0, 7) for _ in range(n)]
    wander = [sum(wander[(i + k) % n] for k in range(-4, 5)) / 9 for i in range(n)]
    depth = [w + rng.uniform(0, 2.2) for w in wander]
    for _ in range(rng.randint(2, 4)):
        at = rng.randrange(n)
        if pts[at][0][1] < 200:  # keep the title's band whole
            continue
        deep, wide = rng.uniform(10, 24), rng.randint(3, 7)
        for k in range(-wide, wide + 1):
            depth[(at + k) % n] += deep * (1 - abs(k) / (wide + 1)) * rng.uniform(0.7, 1.0)
    return [(x + nx * d, y + ny * d) for ((x, y), (nx, ny)), d in zip(pts, depth, strict=True)]


def _perimeter(b: Box, r: float, n: int) -> list[tuple[Point, Point]]:
    """``n`` points evenly spaced round the rounded box ``b``, each with the unit normal
    pointing into the box."""
    x0, y0, x1, y1 = b
    dense: list[tuple[Point, Point]] = []
    corners = (
        (x1 - r, y0 + r, -90),
        (x1 - r, y1 - r, 0),
        (x0 + r, y1 - r, 90),
        (x0 + r, y0 + r, 180),
    )
    for cx, cy, start in corners:  # clockwise from the top edge's right end
        for k in range(13):
            t = math.radians(start + 90 * k / 12)
            dense.append(
                ((cx + r * math.cos(t), cy + r * math.sin(t)), (-math.cos(t), -math.sin(t)))
            )
    # Walk the closed outline (straight edges are the gaps between corner arcs).
    lengths = [0.0]
    ring = [*dense, dense[0]]
    for (a, _), (b2, _) in itertools.pairwise(ring):
        lengths.append(lengths[-1] + math.dist(a, b2))
    total = lengths[-1]
    out = []
    j = 0
    for i in range(n):
        s = total * i / n
        while lengths[j + 1] < s:
            j += 1
        t = (s - lengths[j]) / max(1e-9, lengths[j + 1] - lengths[j])
        (ax, ay), (anx, any_) = ring[j]
        (bx, by), (bnx, bny) = ring[j + 1]
        nx, ny = anx + (bnx - anx) * t, any_ + (bny - any_) * t
        norm = math.hypot(nx, ny) or 1.0
        out.append(((ax + (bx - ax) * t, ay + (by - ay) * t), (nx / norm, ny / norm)))
    return out


def _grain(c: Canvas, seed: int) -> None:
    """Paper's own fine grain: faint specks of light and dark, a few units across."""
    rng = random.Random(seed ^ 0xF1B)
    w, h = 250, 350
    noise = Image.frombytes("L", (w, h), rng.randbytes(w * h)).resize(
        c.img.size, Image.Resampling.BILINEAR
    )
    dark = Image.new("RGBA", c.img.size, rgba(STAIN))
    dark.putalpha(noise.point(lambda v: max(0, v - 150) * 40 // 105))
    c.img.alpha_composite(dark)


def _browned_rim(c: Canvas, outline: list[Point]) -> None:
    """Old paper browns from its edge inward: a soft dark band along the torn outline."""
    with c.layer(blur=14, opacity=0.55) as v:
        line(v, [*outline, outline[0]], AGED, 34)
    with c.layer(blur=2.5, opacity=0.5) as v:
        line(v, [*outline, outline[0]], mix(AGED, STAIN, 0.5), 6)


def _stains(c: Canvas, rng: random.Random) -> None:
    """A coffee ring, foxing specks, sometimes a fold, sometimes a tide line of sea water."""
    # The ring a mug left: an uneven arc, darker at its rim as a dried drop is.
    cx, cy = rng.uniform(120, 630), rng.uniform(260, 900)
    r = rng.uniform(80, 120)
    start = rng.uniform(0, 360)
    with c.layer(blur=1.6, opacity=0.28) as v:
        for k, w in ((0, 7), (5, 3), (-4, 2)):
            rr = r + k
            arc(
                v,
                (cx - rr, cy - rr * 0.96, cx + rr, cy + rr * 0.96),
                start,
                start + rng.uniform(200, 320),
                STAIN,
                w,
            )
    with c.layer(blur=10, opacity=0.08) as v:
        circle(v, (cx, cy), r, STAIN)
    # Foxing: the rust-brown specks of damp.
    with c.layer(blur=1.2) as v:
        for _ in range(rng.randint(18, 34)):
            x, y = rng.uniform(30, REF_W - 30), rng.uniform(30, REF_H - 30)
            circle(v, (x, y), rng.uniform(1.5, 6), rgba(STAIN, rng.uniform(0.12, 0.35)))
    if rng.random() < 0.5:
        _fold(c, rng)
    if rng.random() < 0.6:
        _tide_line(c, rng)


def _fold(c: Canvas, rng: random.Random) -> None:
    """A crease across the card: a lit ridge beside a shadowed one."""
    y0, y1 = rng.uniform(220, 830), rng.uniform(220, 830)
    a, b = (-20.0, y0), (REF_W + 20.0, y1)
    with c.layer(opacity=0.55) as v:
        line(v, [a, b], PAPER_LIGHT, 4)
    with c.layer(opacity=0.22, blur=1.5) as v:
        line(v, [(a[0], a[1] + 4), (b[0], b[1] + 4)], STAIN, 3)


def _tide_line(c: Canvas, rng: random.Random) -> None:
    """Where sea water soaked a corner and dried: a faint grey wash with a darker edge."""
    corner = rng.choice(((0.0, REF_H), (REF_W, REF_H), (0.0, 0.0), (REF_W, 0.0)))
    shape = blob(corner, rng.uniform(170, 250), rng.randrange(1 << 30), 0.16)
    with c.layer(opacity=0.1, blur=4) as v:
        polygon(v, shape, SEA)
    with c.layer(opacity=0.22, blur=1.8) as v:
        line(v, [*shape, shape[0]], mix(SEA, STAIN, 0.5), 3)


def _fibres(c: Canvas, outline: list[Point]) -> None:
    """The torn edge shows paper fibre: a thin light line just inside it."""
    with c.layer(opacity=0.75) as v:
        line(v, [*outline, outline[0]], PAPER_LIGHT, 2.2)


# -- furniture ----------------------------------------------------------------------------
def scratchy_rule(c: Canvas, y: float, seed: int) -> None:
    """A hand-ruled ink line across the card, not quite straight."""
    rng = random.Random(seed)
    pts = [(x, y + rng.uniform(-1.6, 1.6)) for x in range(70, 690, 31)]
    pts[-1] = (680, pts[-1][1])
    line(c, smooth(pts, 2), rgba(INK, 0.62), 3)


def float_mark(c: Canvas, center: Point, r: float, floats: bool) -> None:
    """Whether the item floats (rulebook "Floats": one that floats can be fetched back
    the day it goes overboard), told by shape as well as word: a float bobbing on the
    waves, or an arrow sinking beneath them."""
    cx, cy = center
    disc = (cx - r, cy - r, cx + r, cy + r)
    circle(c, center, r, mix(PAPER_LIGHT, SEA, 0.15) if floats else mix(PAPER, SEA, 0.45))
    water_top = cy + (r * 0.12 if floats else -r * 0.32)
    with c.layer(clip=c.mask_ellipse(disc)) as v:
        polygon(
            v,
            [(cx - r, water_top), (cx + r, water_top), (cx + r, cy + r), (cx - r, cy + r)],
            rgba(SEA, 0.75),
        )
        for dy in (0.0, r * 0.34):
            _wave(v, cx, water_top + dy, r * 0.95, r * 0.09, INK, r * 0.09)
    if floats:
        # A cork float, half under.
        circle(c, (cx, water_top - r * 0.12), r * 0.3, SIGNAL, INK, r * 0.09)
        line(c, [(cx, water_top - r * 0.42), (cx, water_top - r * 0.68)], INK, r * 0.09)
    else:
        ax = cx
        line(c, [(ax, water_top + r * 0.06), (ax, cy + r * 0.6)], INK, r * 0.13)
        polygon(
            c,
            [(ax - r * 0.24, cy + r * 0.44), (ax + r * 0.24, cy + r * 0.44), (ax, cy + r * 0.78)],
            INK,
        )
    circle(c, center, r, None, INK, r * 0.11)
    word = "FLOATS" if floats else "SINKS"
    tx.text(c, (cx, cy + r + 26), word, "bold", 27, INK)


def _wave(
    c: Canvas, cx: float, y: float, half: float, amp: float, color: Color, width: float
) -> None:
    pts = [
        (cx - half + 2 * half * i / 24, y + amp * math.sin(i / 24 * math.tau * 2))
        for i in range(25)
    ]
    line(c, pts, color, width)


def amount_mark(c: Canvas, center: Point, r: float, use: str, amount: int) -> None:
    """The number that matters on food and drink: rations onto the ration tracker, or
    spaces the survival tracker goes back."""
    cx, cy = center
    fill = SIGNAL if use == "food" else mix(WATER, SEA_DEEP, 0.35)
    with c.raised(blur=4, offset=(2, 4), opacity=0.35) as v:
        circle(v, center, r, fill, INK, r * 0.11)
    tx.text(c, (cx, cy + r * 0.05), str(amount), "bold", r * 1.25, PAPER_LIGHT)
    if use == "food":
        word = "RATION" if amount == 1 else "RATIONS"
    else:
        word = "SPACE" if amount == 1 else "SPACES"
    tx.text(c, (cx, cy + r + 26), word, "bold", 27, INK)


# -- the picture --------------------------------------------------------------------------
def _picture(c: Canvas, use: str, seed: int) -> None:
    """A wash of sea behind the pictogram, then the pictogram in ink a little worn, as a
    print on old paper is."""
    shape = blob(PICTURE_AT, 232, seed + 17, 0.09)
    with c.layer(blur=3, opacity=0.3) as v:
        polygon(v, shape, SEA)
    with c.layer(blur=1.5, opacity=0.25) as v:
        line(v, [*shape, shape[0]], SEA_DEEP, 5)
    # A little swell on the wash, under whatever floats (or sinks) there.
    rng = random.Random(seed + 23)
    with c.layer(clip=c.mask_polygon(shape), opacity=0.35) as v:
        for k in range(5):
            y = PICTURE_AT[1] - 150 + k * 75 + rng.uniform(-10, 10)
            x = PICTURE_AT[0] + rng.uniform(-120, 120)
            _wave(v, x, y, rng.uniform(50, 80), 6, PAPER_LIGHT, 4)
    with c.layer(clip=worn(c, seed)) as v:
        pictograms.draw(v, use, PICTURE_AT, PICTURE_SIZE)


def wear(
    c: Canvas,
    rng: random.Random,
    specks: tuple[tuple[int, int], Callable[[int], int]],
    patches: tuple[tuple[int, int], Callable[[int], int]],
) -> Image.Image:
    """An L mask over the whole card, white but where wear ate it away: fine specks and
    broad patches, each random noise of the given grid size blown up to the card and
    mapped through its curve."""
    masks = []
    for (w, h), curve in (specks, patches):
        noise = Image.frombytes("L", (w, h), rng.randbytes(w * h))
        masks.append(noise.resize(c.img.size, Image.Resampling.BICUBIC).point(curve))
    return ImageChops.multiply(*masks)


def worn(c: Canvas, seed: int) -> Image.Image:
    """Where ink did not take: the pictogram is clipped to this mask."""
    return wear(
        c,
        random.Random(seed ^ 0x5EED),
        ((125, 175), lambda v: 255 if v < 212 else max(70, 255 - (v - 212) * 6)),
        ((16, 22), lambda v: 255 - max(0, v - 170) * 45 // 85),
    )
