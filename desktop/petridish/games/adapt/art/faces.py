"""A.D.A.P.T. card art: the card faces and the deck's back.

Every face is the sea in a bubbly rounded frame whose colour names the kind of card
(Guppy sand-gold, Body coral, Part seafoam). Top left the Experience cost in a bubble,
top right the Body's attack die (a Part's location; a Guppy's odd-or-even roll), the
name between; a porthole shows the fish (a Body's own, or the Part grown on a fish),
the level climbs a ladder of fins beside it; the scores sit below as icons with
numbers, then a Special Action, then the card's words. Red-pack cards carry its mark.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image

from petridish.art import frames
from petridish.art import text as tx
from petridish.art.draw import (
    CORNER,
    REF_H,
    REF_W,
    Box,
    Canvas,
    Color,
    circle,
    line,
    mix,
    over,
    polygon,
    radial_gradient,
    rgba,
    rounded,
    vertical_gradient,
)
from petridish.games.adapt.art import fish, marks
from petridish.games.adapt.art.palette import (
    CORAL,
    DEEP,
    FOAM,
    INK,
    KIND_COLORS,
    KIND_DARK,
    PAPER,
    RED_PACK,
    SEA,
    SHALLOW,
    STAT_COLORS,
    STAT_LABELS,
    WHITE,
)

if TYPE_CHECKING:
    from petridish.games.adapt.cards import Card

# -- layout (reference units) ---------------------------------------------------------------
COST_AT = (108, 112)
CORNER_R = 72
BADGE_AT = (642, 112)
TITLE_BOX: Box = (186, 56, 564, 170)
WINDOW: Box = (56, 214, 694, 604)
LADDER_X = 112
STATS_Y = 676
TEXT_BOX: Box = (58, 818, 692, 990)
FRAME = 22  # the frame's width


# -- the ground and the frame ---------------------------------------------------------------
def ground(c: Canvas, kind: str) -> None:
    """The sea, lit from above, in the kind's bubbly frame; the same for every card of
    a kind, so it is drawn once per size."""
    c.img.paste(_ground(c.width, c.height, c.ss, kind), (0, 0))


@lru_cache(maxsize=4)
def _ground(width: int, height: int, ss: int, kind: str) -> Image.Image:
    c = Canvas(width, height, ss)
    tone, dark = KIND_COLORS.get(kind, CORAL), KIND_DARK.get(kind, INK)
    lo = Canvas(max(8, c.img.width // 4), max(8, c.img.height // 4), supersample=1)
    radial_gradient(lo, (-200, -300, REF_W + 200, REF_H + 120), SHALLOW, DEEP)
    with lo.layer(blur=24) as v:  # light falling through the surface
        for x in (120, 300, 470, 640):
            polygon(
                v, [(x - 20, 0), (x + 24, 0), (x + 90, REF_H), (x - 70, REF_H)], (200, 255, 250, 26)
            )
    c.img.alpha_composite(lo.img.resize(c.img.size, Image.Resampling.BICUBIC))
    rng = random.Random(kind)
    with c.layer(opacity=0.5) as v:  # bubbles drifting up
        for _ in range(26):
            x, y, r = rng.uniform(40, 710), rng.uniform(40, 1010), rng.uniform(5, 16)
            circle(v, (x, y), r, None, (220, 255, 250, 200), 2.4)
            circle(v, (x - r * 0.35, y - r * 0.35), r * 0.25, (255, 255, 255, 200))
    # The frame: a thick rounded rim in the kind's colour, beaded inside with bubbles.
    half = FRAME / 2
    rounded(c, (half, half, REF_W - half, REF_H - half), CORNER - half, None, tone, FRAME)
    with c.raised(blur=6, offset=(0, 3), opacity=0.35) as v:
        for x, y in _rim(FRAME + 4, 74):
            r = 6 + 5 * (0.5 + 0.5 * math.sin(x * 0.07 + y * 0.05))
            circle(v, (x, y), r, mix(tone, WHITE, 0.3), dark, 2)
            circle(v, (x - r * 0.3, y - r * 0.3), r * 0.3, rgba(WHITE, 0.9))
    rounded(c, (FRAME, FRAME, REF_W - FRAME, REF_H - FRAME), CORNER - FRAME / 2, None, dark, 3)
    frames.edge(c, dark, 4)
    return c.img


def _rim(inset: float, n: int) -> list[tuple[float, float]]:
    """``n`` points along a rounded box ``inset`` inside the card edge."""
    x0, y0, x1, y1 = inset, inset, REF_W - inset, REF_H - inset
    perimeter = 2 * (x1 - x0) + 2 * (y1 - y0)
    out = []
    for i in range(n):
        d = perimeter * i / n
        if d < x1 - x0:
            out.append((x0 + d, y0))
        elif d < (x1 - x0) + (y1 - y0):
            out.append((x1, y0 + d - (x1 - x0)))
        elif d < 2 * (x1 - x0) + (y1 - y0):
            out.append((x1 - (d - (x1 - x0) - (y1 - y0)), y1))
        else:
            out.append((x0, y1 - (d - 2 * (x1 - x0) - (y1 - y0))))
    return out


def bubble(c: Canvas, center: tuple[float, float], r: float, fill: Color, ring: Color) -> None:
    """A glossy bubble badge: the cost, the die's seat, a location."""
    with c.raised(blur=10, offset=(0, 6), opacity=0.5) as v:
        circle(v, center, r, fill, ring, r * 0.1)
    cx, cy = center
    with c.layer(opacity=0.55) as v:
        polygon(
            v,
            [
                (cx + r * 0.78 * math.cos(t), cy + r * 0.78 * math.sin(t))
                for t in (math.radians(a) for a in range(200, 300, 8))
            ]
            + [
                (cx + r * 0.6 * math.cos(t), cy + r * 0.6 * math.sin(t))
                for t in (math.radians(a) for a in range(292, 199, -8))
            ],
            WHITE,
        )


# -- faces ------------------------------------------------------------------------------------
def face(c: Canvas, card: Card) -> None:
    """One card design's face."""
    kind = card.kind
    tone, dark = KIND_COLORS.get(kind, CORAL), KIND_DARK.get(kind, INK)
    ground(c, kind)
    _window(c, card, tone, dark)
    _header(c, card, tone, dark)
    _ladder(c, card, tone, dark)
    y = _stats(c, card)
    bottom = _special(c, card, y)
    _text(c, card, bottom)
    if card.pack == "red":
        marks.pack_mark(c, (REF_W - 92, REF_H - 66), 64, RED_PACK)


def _header(c: Canvas, card: Card, tone: Color, dark: Color) -> None:
    # The cost in Experience (a Guppy is free: it shows a guppy).
    bubble(c, COST_AT, CORNER_R, PAPER, tone)
    if card.kind == "guppy":
        marks.fish_mark(c, COST_AT, 96, tone, INK)
    else:
        size = 100 if card.cost < 10 else 84
        tx.text(c, (COST_AT[0], COST_AT[1] - 8), str(card.cost), "bold", size, INK)
        tx.text(c, (COST_AT[0], COST_AT[1] + 46), "XP", "bold", 20, dark)
    # The attack die, the location, or the Guppy's odd-or-even roll.
    bubble(c, BADGE_AT, CORNER_R, mix(DEEP, SEA, 0.5), tone)
    if card.kind == "body":
        marks.die(c, card.die, BADGE_AT, 112, PAPER, INK)
    elif card.kind == "part":
        marks.location_icon(c, card.location, BADGE_AT, 96, tone, INK)
    else:
        marks.die(c, 6, BADGE_AT, 108, PAPER, INK, "1·2")
    with c.shadow(blur=6, offset=(0, 4), color=(0, 0, 0), opacity=0.7) as v:
        tx.title(v, TITLE_BOX, card.name, "cond-bold", 80, WHITE, 58, stroke=5, stroke_fill=INK)
    tx.title(c, TITLE_BOX, card.name, "cond-bold", 80, WHITE, 58, stroke=5, stroke_fill=INK)
    kicker = {
        "guppy": "Guppy",
        "body": f"Body · Level {card.level}",
        "part": f"{card.location} · Level {card.level}",
    }
    frames.pill(c, (375, WINDOW[1]), kicker.get(card.kind, card.kind).upper(), tone, INK, 24, 20)


def _window(c: Canvas, card: Card, tone: Color, dark: Color) -> None:
    """The porthole onto the water, with the card's creature in it."""
    x0, y0, x1, y1 = WINDOW
    with c.raised(blur=14, offset=(0, 8), opacity=0.5) as v:
        rounded(v, WINDOW, 64, tone)
    inner = (x0 + 10, y0 + 10, x1 - 10, y1 - 10)
    clip = c.mask_rounded(inner, 56)
    with c.layer(clip=clip) as v:
        vertical_gradient(v, inner, (70, 176, 180, 255), (10, 66, 84, 255))
        radial_gradient(
            v, (x0 - 40, y0 - 160, x1 + 40, y0 + 260), (220, 255, 246, 120), (220, 255, 246, 0)
        )
        rng = random.Random(card.id)
        for _ in range(7):
            bx, by, r = (
                rng.uniform(x0 + 140, x1 - 30),
                rng.uniform(y0 + 30, y1 - 30),
                rng.uniform(6, 13),
            )
            circle(v, (bx, by), r, None, (220, 255, 250, 150), 2)
        _sand(v, inner, rng)
        # The picture, drawn at this canvas's own resolution.
        pic = (x0 + 96, y0 + 36, x1 - 14, y1 - 14)
        px0, py0, px1, py1 = (round(t) for t in c.box(pic))
        w, h = max(1, px1 - px0), max(1, py1 - py0)
        if card.kind == "part":
            img = fish.part_picture(card, w, h)
        else:
            img = fish.body_picture(card, w, h)
        over(v.img, img, px0, py0)
    rounded(c, inner, 56, None, rgba(dark, 0.9), 4)
    rounded(c, (x0 + 16, y0 + 16, x1 - 16, y1 - 16), 50, None, rgba(WHITE, 0.25), 2)


def _sand(c: Canvas, b: Box, rng: random.Random) -> None:
    """A sandy floor with a coral or two at the bottom of the porthole."""
    x0, _, x1, y1 = b
    pts = [(x0, y1)]
    for i in range(13):
        x = x0 + (x1 - x0) * i / 12
        pts.append((x, y1 - 44 - 10 * math.sin(i * 0.9 + rng.random())))
    pts.append((x1, y1))
    polygon(c, pts, (214, 190, 140, 200))
    for _ in range(2):
        x = rng.uniform(x0 + 200, x1 - 60)
        tone = rng.choice(((255, 111, 97, 200), (255, 160, 122, 200), (233, 84, 120, 200)))
        for k in range(3):
            ang = math.pi / 2 + (k - 1) * 0.45
            tip = (x + 46 * math.cos(ang), y1 - 40 - 46 * math.sin(ang))

            line(c, [(x, y1 - 30), tip], tone, 12)
            circle(c, tip, 9, tone)


def _ladder(c: Canvas, card: Card, tone: Color, dark: Color) -> None:
    """The level, as a ladder of fins up the porthole's left side."""
    x0, y0, _, y1 = WINDOW
    rounded(c, (x0 + 18, y0 + 40, x0 + 108, y1 - 20), 40, rgba(DEEP, 0.55))
    step = (y1 - y0 - 160) / 4.6
    marks.fin_ladder(
        c, (LADDER_X - 10, y1 - 112), step, card.level, mix(tone, WHITE, 0.1), rgba(FOAM, 0.16), INK
    )
    label = str(card.level) if card.level else "–"
    circle(c, (LADDER_X - 10, y1 - 50), 36, tone, INK, 4)
    tx.text(c, (LADDER_X - 10, y1 - 52), label, "bold", 54, INK)


def _stats(c: Canvas, card: Card) -> float:
    """The scores as icons with numbers, in a row of bubbles; returns the row's foot."""
    stats = [(s, v) for s, v in card.stats]
    if card.amphibious:
        stats.append(("amphibious", 0))
    if not stats:
        return WINDOW[3] + 12
    n = len(stats)
    gap = 14
    width = min(168.0, (REF_W - 2 * 52 - gap * (n - 1)) / n)
    total = n * width + (n - 1) * gap
    x = (REF_W - total) / 2
    y0, y1 = STATS_Y - 58, STATS_Y + 62
    for stat, value in stats:
        b = (x, y0, x + width, y1)
        tone = STAT_COLORS.get(stat, (120, 200, 120, 255))
        with c.raised(blur=8, offset=(0, 5), opacity=0.45) as v:
            rounded(v, b, 30, rgba(PAPER, 0.96), mix(tone, INK, 0.3), 4)
        cx = (b[0] + b[2]) / 2
        icon = min(70.0, width * 0.5)
        if stat == "amphibious":
            marks.amphibious_mark(c, (cx, STATS_Y - 12), icon, (90, 190, 110, 255), INK)
            label = "Amphib."
        else:
            ix = b[0] + icon * 0.62 + 6 if width > 130 else cx
            iy = STATS_Y - 14 if width > 130 else STATS_Y - 30
            marks.stat_icon(c, stat, (ix, iy), icon)
            num = (
                f"{value:+d}"
                if stat in ("ferocity", "survival", "health") and value < 0
                else str(value)
            )
            if width > 130:
                room = b[2] - (ix + icon * 0.55) - 8
                size = tx.fit(c, num, "bold", 76, room, 40)
                tx.text(c, (b[2] - 8 - room / 2, STATS_Y - 12), num, "bold", size, INK)
            else:
                size = tx.fit(c, num, "bold", 54, width - 16, 30)
                tx.text(c, (cx, STATS_Y + 24), num, "bold", size, INK)
            label = STAT_LABELS.get(stat, stat)
        if width > 130 or stat == "amphibious":
            size = tx.fit(c, label.upper(), "cond-bold", 22, width - 16, 14)
            tx.text(c, (cx, y1 - 19), label.upper(), "cond-bold", size, mix(tone, INK, 0.45))
        x += width + gap
    return y1 + 12


def _special(c: Canvas, card: Card, y: float) -> float:
    """The Special Action: its icon, name, power and cooldown in a pill."""
    if not card.special:
        return y
    parts = [card.special.upper()]
    if card.power:
        parts.append(str(card.power))
    label = "  ".join(parts)
    if card.cooldown:
        label += f"   ⟳ {card.cooldown}"
    cy = y + 34
    size = 34
    w = tx.width(c, label, "bold", size) + 120
    b = (375 - w / 2, cy - 30, 375 + w / 2, cy + 30)
    with c.raised(blur=6, offset=(0, 4), opacity=0.4) as v:
        rounded(v, b, 30, rgba(DEEP, 0.92), rgba(FOAM, 0.8), 3)
    marks.special_icon(c, card.special, (b[0] + 44, cy), 50, INK)
    tx.text(c, (b[0] + 82, cy + 1), label, "bold", size, FOAM, "lm")
    return cy + 42


def _text(c: Canvas, card: Card, top: float) -> None:
    """The card's words on a panel of sand at the foot."""
    x0, y0, x1, y1 = TEXT_BOX
    y0 = max(y0, top)
    if y1 - y0 < 70:
        y0 = y1 - 70
    words = card.text.strip()
    if not words:
        return
    frames.panel(c, (x0, y0, x1, y1), rgba(PAPER, 0.94), None, 24, 0, 0.4)
    right = x1 - (96 if card.pack == "red" else 28)
    tx.block(c, (x0 + 28, y0 + 10, right, y1 - 10), words, "cond", 40, INK, 24)


# -- the back ---------------------------------------------------------------------------------
def back(c: Canvas) -> None:
    """The deck's back: the sea, a big fish in a porthole, the name."""
    ground(c, "back")
    cx, cy = 375, 450
    with c.raised(blur=20, offset=(0, 12), opacity=0.5) as v:
        circle(v, (cx, cy), 250, CORAL, None)
    clip = c.mask_ellipse((cx - 232, cy - 232, cx + 232, cy + 232))
    with c.layer(clip=clip) as v:
        vertical_gradient(
            v, (cx - 240, cy - 240, cx + 240, cy + 240), (74, 180, 184, 255), (8, 56, 74, 255)
        )
        rng = random.Random("back")
        _sand(v, (cx - 240, cy - 240, cx + 240, cy + 232), rng)
        px0, py0, px1, py1 = (round(t) for t in c.box((cx - 220, cy - 170, cx + 220, cy + 130)))
        body = _BackFish()
        img = fish.body_picture(body, px1 - px0, py1 - py0)  # type: ignore[arg-type]
        over(v.img, img, px0, py0)
        for i in range(6):
            bx, by = cx + 150 + rng.uniform(-20, 30), cy - 40 - i * 36
            circle(v, (bx, by), 8 + i * 1.5, None, (220, 255, 250, 180), 2.5)
    circle(c, (cx, cy), 232, None, mix(CORAL, INK, 0.35), 6)
    circle(c, (cx, cy), 214, None, rgba(WHITE, 0.25), 3)
    with c.shadow(blur=10, offset=(0, 6), color=(0, 0, 0), opacity=0.7) as v:
        tx.title(v, (60, 740, 690, 860), "A.D.A.P.T.", "cond-bold", 120, WHITE, 80, 6, INK)
    tx.title(
        c, (60, 740, 690, 860), "A.D.A.P.T.", "cond-bold", 120, (255, 248, 236, 255), 80, 6, INK
    )
    frames.kicker(c, (375, 900), "Adapt or be eaten", FOAM, 30)


class _BackFish:
    """The clownfish on the back (a stand-in with a card's fields)."""

    id = "back.clownfish"
    name = "Clownfish"
    kind = "body"
    level = 3
    pack = "core"
    amphibious = False
