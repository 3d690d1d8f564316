"""Genegrafter card art: what every kind of card shares.

The comic page (VISUAL.md): newsprint in a heavy black border, bold panels shaded with
halftone dots, a burst behind whatever the panel shows; the card's icon and name across
the top (rulebook "Card Explanation": every card shows its Card Icon and Card Name),
the ability types as shaded spheres, dice as rounded squares with their count.
"""

from __future__ import annotations

import math

from PIL import Image

from petridish.art import frames, icons
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
    mix,
    polygon,
    radial_gradient,
    rgba,
    rounded,
)
from petridish.games.genegrafter.art.palette import INK, PAPER, WHITE, YELLOW

# -- card layouts ---------------------------------------------------------------------------
BORDER = 16  # the heavy black comic border
CORNER_AT: Point = (104, 108)  # the top-left badge: card icon, type sphere or slot
# The name runs from the corner badge to the right edge: the widest band there is, so
# long names stay on one line, large enough to read on a small card.
TITLE_BOX: Box = (176, 86, 708, 170)
KICKER_AT: Point = ((TITLE_BOX[0] + TITLE_BOX[2]) / 2, 68)
PANEL: Box = (44, 196, 706, 660)


def page(c: Canvas, paper: Color = PAPER) -> None:
    """Newsprint inside the comic border; faint dots in the top band, as printed."""
    c.draw.rectangle(c.box((0, 0, REF_W, REF_H)), fill=INK)
    rounded(c, (BORDER, BORDER, REF_W - BORDER, REF_H - BORDER), CORNER - 12, paper)
    halftone(c, (BORDER, BORDER, REF_W - BORDER, 190), mix(paper, INK, 0.12), (375, -60), 10, 22)


def halftone(
    c: Canvas,
    b: Box,
    color: Color,
    focus: Point,
    r_max: float,
    step: float = 20,
    reach: float | None = None,
    clip_r: float = 0,
) -> None:
    """Halftone dots over box ``b``: largest (``r_max``) at ``focus``, shrinking to
    nothing ``reach`` units away (the box's diagonal by default), on a 45° screen as
    printed comics are. Clipped to ``b`` (rounded by ``clip_r``)."""
    x0, y0, x1, y1 = b
    reach = reach or math.hypot(x1 - x0, y1 - y0)
    fx, fy = focus
    with c.layer(clip=c.mask_rounded(b, clip_r)) as v:
        row = 0
        y = y0 - step
        while y < y1 + step:
            x = x0 - step + (step / 2 if row % 2 else 0)
            while x < x1 + step:
                r = r_max * (1 - math.hypot(x - fx, y - fy) / reach)
                if r > 0.6:
                    v.draw.ellipse(v.box((x - r, y - r, x + r, y + r)), fill=color)
                x += step
            y += step * 0.5
            row += 1


def burst_points(center: Point, r_out: float, r_in: float, spikes: int, seed: int) -> list[Point]:
    """A comic burst: a star whose spikes vary in length, the same for the same seed."""
    cx, cy = center
    pts = []
    for i in range(spikes * 2):
        wobble = 0.82 + 0.18 * ((seed * 7919 + i * 104729) % 97) / 96
        r = r_out * wobble if i % 2 == 0 else r_in
        t = math.pi * i / spikes - math.pi / 2
        pts.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return pts


def panel(c: Canvas, b: Box, ground: Color, dots: Color, focus: Point) -> None:
    """A comic panel: a lit ground, halftone dots thickening away from ``focus``,
    inside a heavy ink rule. What the panel shows is drawn after, clipped by the
    caller to :func:`panel_clip`."""
    x0, y0, x1, y1 = b
    rounded(c, b, 14, ground)
    with c.layer(clip=panel_clip(c, b)) as v:
        radial_gradient(
            v,
            (focus[0] - 420, focus[1] - 380, focus[0] + 420, focus[1] + 380),
            mix(ground, WHITE, 0.55),
            rgba(ground, 0.0),
        )
    far = (x0 if focus[0] > (x0 + x1) / 2 else x1, y1)
    halftone(c, b, dots, far, 11, 22, math.hypot(x1 - x0, y1 - y0) * 0.75, 14)


def panel_rule(c: Canvas, b: Box) -> None:
    """The ink rule round a panel, drawn over what it shows."""
    rounded(c, b, 14, None, INK, 8)


def panel_clip(c: Canvas, b: Box) -> Image.Image:
    """The inside of a panel, to clip its picture to."""
    return c.mask_rounded((b[0] + 4, b[1] + 4, b[2] - 4, b[3] - 4), 12)


def header(c: Canvas, kicker: str, name: str, kicker_color: Color = INK, icon: str = "") -> None:
    """The card's kind in spaced capitals and its name, as large as the band allows:
    the name must read on a card 90 pixels wide. ``icon`` sets the card icon before
    the kind, on cards whose corner badge shows something else."""
    frames.kicker(c, KICKER_AT, kicker, kicker_color, 24)
    if icon:
        spaced = " ".join(kicker.upper())
        x = KICKER_AT[0] - tx.width(c, spaced, "bold", 24) / 2 - 30
        card_icon(c, icon, (x, KICKER_AT[1]), 38, kicker_color)
    tx.title(c, TITLE_BOX, name.upper(), "cond-bold", 74, INK, 42)


def caption(c: Canvas, b: Box, s: str, size: float = 40, fill: Color = YELLOW) -> None:
    """A comic caption box: a flat colour panel with an ink rule and the words."""
    with c.raised(blur=0.1, offset=(7, 7), opacity=1.0, color=INK) as v:
        rounded(v, b, 6, fill, INK, 5)
    x0, y0, x1, y1 = b
    tx.block(c, (x0 + 24, y0 + 16, x1 - 24, y1 - 16), s, "cond", size, INK, 24)


# -- spheres, dice and badges ---------------------------------------------------------------
def sphere(c: Canvas, center: Point, r: float, fill: Color, glyph: str = "") -> None:
    """A shaded ball of ``fill`` in an ink ring: an ability type, a Genetic Marker.
    ``glyph`` marks its type by shape as well as colour (see :func:`type_glyph`)."""
    cx, cy = center
    with c.raised(blur=r * 0.12, offset=(r * 0.08, r * 0.12), opacity=0.45) as v:
        circle(v, center, r, INK)
    circle(c, center, r * 0.9, mix(fill, INK, 0.3))
    with c.layer(clip=c.mask_ellipse((cx - r, cy - r, cx + r, cy + r))) as v:
        lit = (cx - r * 0.3, cy - r * 0.35)
        radial_gradient(
            v,
            (lit[0] - r * 1.2, lit[1] - r * 1.2, lit[0] + r * 1.2, lit[1] + r * 1.2),
            mix(fill, WHITE, 0.35),
            rgba(fill, 0.0),
        )
    if glyph:
        type_glyph(c, glyph, (cx, cy + r * 0.04), r * 1.0)
    circle(c, (cx - r * 0.38, cy - r * 0.42), r * 0.17, rgba(WHITE, 0.85))
    circle(c, center, r * 0.9, None, INK, max(2.0, r * 0.1))


def type_glyph(c: Canvas, kind: str, center: Point, size: float) -> None:
    """The shape that marks an ability type besides its colour, for colour-blind eyes:
    a bolt for Energy, waves from a point for Mental, an impact star for Physical."""
    cx, cy = center
    ink = rgba(INK, 0.8)
    if kind == "energy":
        icons.bolt(c, center, size * 0.95, ink)
    elif kind == "mental":
        circle(c, center, size * 0.1, ink)
        for k in (0.28, 0.46):
            for start in (-40, 140):
                ring = (cx - size * k, cy - size * k, cx + size * k, cy + size * k)
                arc(c, ring, start, start + 80, ink, size * 0.08)
    else:
        polygon(c, icons.star(center, size * 0.5, size * 0.22, 8, 22), ink)


def die(
    c: Canvas, center: Point, size: float, value: int, fill: Color, ink: Color, label: str = ""
) -> None:
    """A die-shaped badge with a count of dice in it, tilted a little as if thrown,
    and its ``label`` beneath."""
    cx, cy = center
    h = size / 2
    corners = [(-h, -h), (h, -h), (h, h), (-h, h)]
    t = math.radians(-6)
    pts = [
        (cx + x * math.cos(t) - y * math.sin(t), cy + x * math.sin(t) + y * math.cos(t))
        for x, y in corners
    ]
    with c.raised(blur=0.1, offset=(size * 0.07, size * 0.07), opacity=1.0, color=INK) as v:
        _round_poly(v, pts, size * 0.18, fill, INK, size * 0.06)
    tx.text(c, (cx, cy + size * 0.02), str(value), "bold", size * 0.68, ink)
    if label:
        tx.text(c, (cx, cy + h + 30), label, "bold", 25, INK)


def _round_poly(
    c: Canvas, pts: list[Point], r: float, fill: Color, outline: Color, width: float
) -> None:
    """A convex polygon with rounded corners (a die seen slightly turned)."""
    out: list[Point] = []
    n = len(pts)
    for i in range(n):
        px, py = pts[i - 1]
        x, y = pts[i]
        nx, ny = pts[(i + 1) % n]
        a = math.atan2(py - y, px - x)
        b = math.atan2(ny - y, nx - x)
        p0 = (x + r * math.cos(a), y + r * math.sin(a))
        p2 = (x + r * math.cos(b), y + r * math.sin(b))
        for k in range(7):  # a quadratic curve through the corner
            s = k / 6
            out.append(
                (
                    (1 - s) ** 2 * p0[0] + 2 * (1 - s) * s * x + s * s * p2[0],
                    (1 - s) ** 2 * p0[1] + 2 * (1 - s) * s * y + s * s * p2[1],
                )
            )
    polygon(c, out, fill, outline, width)


def corner_badge(c: Canvas, center: Point, r: float, fill: Color) -> None:
    """A round ink-ringed badge with a hard comic shadow, for a corner of the card."""
    with c.raised(blur=0.1, offset=(6, 6), opacity=1.0, color=INK) as v:
        circle(v, center, r, fill, INK, 6)


# -- the card icons (rulebook "Card Symbol Key") --------------------------------------------
def card_icon(c: Canvas, kind: str, center: Point, size: float, ink: Color = INK) -> None:
    """The icon of a kind of card: a mask for a Character, a burst for an Ability, a cog
    for Gear, an exclamation mark for an Event, a helix for a DNA Strand."""
    cx, cy = center
    if kind == "character":
        # A domino mask: two lobes joined at the bridge, with eye holes.
        pts = []
        for i in range(41):
            t = math.tau * i / 40
            x = math.cos(t) * 0.5
            y = math.sin(t) * (0.2 + 0.1 * abs(math.cos(t))) - 0.05 * math.cos(2 * t)
            pts.append((cx + x * size, cy + y * size))
        polygon(c, pts, ink)
        for sx in (-1, 1):
            eye = [
                (
                    cx + sx * size * (0.1 + 0.22 * (0.5 + 0.5 * math.cos(math.tau * i / 20))),
                    cy + size * 0.08 * math.sin(math.tau * i / 20) - size * 0.01,
                )
                for i in range(20)
            ]
            polygon(c, eye, WHITE)
    elif kind == "ability":
        polygon(c, icons.star(center, size * 0.5, size * 0.26, 10, 8), ink)
        circle(c, center, size * 0.13, WHITE)
    elif kind == "gear":
        teeth = []
        for i in range(32):
            r = size * (0.5 if (i // 2) % 2 == 0 else 0.38)
            t = math.tau * (i + 0.5 * (i % 2)) / 32
            teeth.append((cx + r * math.cos(t), cy + r * math.sin(t)))
        polygon(c, teeth, ink)
        circle(c, center, size * 0.16, WHITE)
    elif kind == "event":
        polygon(
            c,
            [
                (cx - size * 0.13, cy - size * 0.46),
                (cx + size * 0.13, cy - size * 0.46),
                (cx + size * 0.06, cy + size * 0.16),
                (cx - size * 0.06, cy + size * 0.16),
            ],
            ink,
        )
        circle(c, (cx, cy + size * 0.35), size * 0.1, ink)
    else:
        icons.dna(c, center, size, ink, ink, ink)
