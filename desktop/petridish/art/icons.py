"""Small emblems drawn from geometry: bolts, shields, eyes, hazard signs and the like.

Each icon fits a square of side ``size`` centred on ``center`` (reference units), so a
template can put the same icon in a corner badge or blow it up as a card's emblem.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageChops, ImageDraw

from petridish.art.draw import (
    Canvas,
    Color,
    Point,
    arc,
    circle,
    ellipse,
    line,
    mix,
    polygon,
    rgba,
    rounded,
)


def placed(center: Point, size: float, uv: Sequence[Point]) -> list[Point]:
    """Unit-square points (-0.5..0.5) placed in an icon's square of side ``size``
    around ``center``."""
    cx, cy = center
    return [(cx + u * size, cy + v * size) for u, v in uv]


def bolt(c: Canvas, center: Point, size: float, fill: Color, outline: Color | None = None) -> None:
    """A lightning bolt."""
    uv = [
        (0.12, -0.5),
        (-0.3, 0.06),
        (-0.02, 0.06),
        (-0.14, 0.5),
        (0.3, -0.1),
        (0.02, -0.1),
        (0.16, -0.5),
    ]
    polygon(c, placed(center, size, uv), fill, outline, size * 0.05 if outline else 0)


def shield(
    c: Canvas,
    center: Point,
    size: float,
    fill: Color,
    outline: Color,
    mark: str = "",
    mark_color: Color = (255, 255, 255, 255),
) -> None:
    """A heater shield; ``mark`` adds "plus", "check" or "crack" across it."""
    top = [(-0.42, -0.42), (0, -0.5), (0.42, -0.42)]
    side = [(0.42, -0.42), (0.4, 0.02), (0.28, 0.26), (0, 0.5)]
    left = [(-u, v) for u, v in reversed(side)]
    pts = placed(center, size, [*top[1:], *side[1:], *left[1:], top[0]])
    polygon(c, pts, fill, outline, size * 0.06)
    inner = placed(center, size * 0.72, [*top[1:], *side[1:], *left[1:], top[0]])
    polygon(c, inner, None, rgba(mark_color, 0.35), size * 0.025)
    if mark == "plus":
        line(c, placed(center, size, [(0, -0.22), (0, 0.22)]), mark_color, size * 0.1)
        line(c, placed(center, size, [(-0.2, 0), (0.2, 0)]), mark_color, size * 0.1)
    elif mark == "check":
        line(
            c,
            placed(center, size, [(-0.2, 0.0), (-0.05, 0.16), (0.22, -0.18)]),
            mark_color,
            size * 0.1,
        )
    elif mark == "crack":
        line(
            c,
            placed(
                center,
                size,
                [(0.05, -0.5), (-0.06, -0.2), (0.08, -0.02), (-0.08, 0.2), (0.02, 0.48)],
            ),
            mark_color,
            size * 0.05,
        )


def eye(
    c: Canvas, center: Point, size: float, white: Color, iris: Color, pupil: Color, lid: Color
) -> None:
    """An almond eye with a slit pupil: a watcher, or something worse."""
    cx, cy = center
    lids = []
    for i in range(33):
        t = i / 32
        lids.append((cx - size / 2 + size * t, cy - size * 0.32 * math.sin(math.pi * t)))
    for i in range(33):
        t = 1 - i / 32
        lids.append((cx - size / 2 + size * t, cy + size * 0.32 * math.sin(math.pi * t)))
    polygon(c, lids, white, lid, size * 0.05)
    circle(c, center, size * 0.24, iris)
    circle(c, center, size * 0.24, None, mix(iris, (0, 0, 0), 0.4), size * 0.02)
    polygon(c, placed(center, size, [(0, -0.22), (0.055, 0), (0, 0.22), (-0.055, 0)]), pupil)
    circle(c, (cx - size * 0.08, cy - size * 0.09), size * 0.05, rgba((255, 255, 255), 0.8))


def infinity(c: Canvas, center: Point, size: float, color: Color, width: float) -> None:
    """The lemniscate, drawn as a thick curve (a glyph would be too thin when small)."""
    cx, cy = center
    pts = []
    for i in range(65):
        t = math.tau * i / 64
        d = 1 + math.sin(t) ** 2
        pts.append(
            (cx + size * 0.48 * math.cos(t) / d, cy + size * 0.48 * math.sin(t) * math.cos(t) / d)
        )
    line(c, pts, color, width)


def hexagon(center: Point, r: float, rotation: float = 0.0) -> list[Point]:
    """Corner points of a regular hexagon (pointy top by default)."""
    cx, cy = center
    return [
        (
            cx + r * math.cos(math.radians(60 * i - 90 + rotation)),
            cy + r * math.sin(math.radians(60 * i - 90 + rotation)),
        )
        for i in range(6)
    ]


def star(
    center: Point, r_out: float, r_in: float, points: int, rotation: float = 0.0
) -> list[Point]:
    """A star or burst outline with ``points`` spikes."""
    cx, cy = center
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        t = math.pi * i / points + math.radians(rotation) - math.pi / 2
        out.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return out


def biohazard(c: Canvas, center: Point, size: float, color: Color) -> None:
    """The biohazard sign: three crescents opening outward round a ring, cut from
    circles with masks."""
    cx, cy = center
    r = size * 0.5
    shape = c.blank("L")
    cut = c.blank("L")
    sd, cd = ImageDraw.Draw(shape), ImageDraw.Draw(cut)

    def disc(d: ImageDraw.ImageDraw, x: float, y: float, rr: float) -> None:
        d.ellipse(c.box((x - rr, y - rr, x + rr, y + rr)), fill=255)

    for i in range(3):
        t = math.radians(-90 + 120 * i)
        disc(sd, cx + r * 0.4 * math.cos(t), cy + r * 0.4 * math.sin(t), r * 0.52)
    ring = (cx - r * 0.6, cy - r * 0.6, cx + r * 0.6, cy + r * 0.6)
    sd.ellipse(c.box(ring), outline=255, width=c.w(r * 0.1))
    for i in range(3):
        t = math.radians(-90 + 120 * i)
        # The bite that opens each crescent outward; it also breaks the ring there.
        disc(cd, cx + r * 0.6 * math.cos(t), cy + r * 0.6 * math.sin(t), r * 0.37)
        # Thin gaps between the arms where they meet in the middle.
        g = math.radians(90 + 120 * i)
        cd.line(
            c.pts([(cx, cy), (cx + r * 0.36 * math.cos(g), cy + r * 0.36 * math.sin(g))]),
            fill=255,
            width=c.w(r * 0.05),
        )
    disc(cd, cx, cy, r * 0.14)
    solid = Image.new("RGBA", c.img.size, rgba(color))
    solid.putalpha(ImageChops.subtract(shape, cut))
    c.img.alpha_composite(solid)


def dna(c: Canvas, center: Point, size: float, a: Color, b: Color, rung: Color) -> None:
    """A short double helix, vertical."""
    cx, cy = center
    h, w = size, size * 0.36
    n = 40
    s1 = [
        (cx + w * math.sin(math.tau * 1.25 * i / n), cy - h / 2 + h * i / n) for i in range(n + 1)
    ]
    s2 = [
        (cx - w * math.sin(math.tau * 1.25 * i / n), cy - h / 2 + h * i / n) for i in range(n + 1)
    ]
    for i in range(2, n, 4):
        line(c, [s1[i], s2[i]], rung, size * 0.03)
    line(c, s1, a, size * 0.07)
    line(c, s2, b, size * 0.07)


def leaf(
    c: Canvas, center: Point, size: float, fill: Color, vein: Color, angle: float = -35.0
) -> None:
    """A single leaf pointing ``angle`` degrees from up."""
    cx, cy = center
    t = math.radians(angle)
    pts = []
    for i in range(33):
        s = i / 32
        half = 0.28 * math.sin(math.pi * s) * size
        pts.append((s, half))
    outline = [(p, h) for p, h in pts] + [(p, -h) for p, h in reversed(pts)]

    def place(p: float, h: float) -> Point:
        along = (p - 0.5) * size
        return (
            cx + along * math.sin(t) + h * math.cos(t),
            cy - along * math.cos(t) + h * math.sin(t),
        )

    polygon(c, [place(p, h) for p, h in outline], fill)
    line(c, [place(0.02, 0), place(0.9, 0)], vein, size * 0.04)


def drone(c: Canvas, center: Point, size: float, body: Color, rotor: Color, light: Color) -> None:
    """A quadcopter seen from above."""
    cx, cy = center
    arm = size * 0.33
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        x, y = cx + dx * arm, cy + dy * arm
        line(c, [(cx, cy), (x, y)], body, size * 0.08)
        circle(c, (x, y), size * 0.17, rgba(rotor, 0.55), body, size * 0.03)
        circle(c, (x, y), size * 0.04, body)
    rounded(
        c,
        (cx - size * 0.16, cy - size * 0.16, cx + size * 0.16, cy + size * 0.16),
        size * 0.06,
        body,
    )
    circle(c, (cx, cy), size * 0.06, light)


def cctv(c: Canvas, center: Point, size: float, body: Color, lens: Color) -> None:
    """A security camera on a wall bracket, looking down-left."""
    cx, cy = center
    line(
        c,
        [
            (cx + size * 0.42, cy - size * 0.36),
            (cx + size * 0.42, cy + size * 0.05),
            (cx + size * 0.18, cy + size * 0.05),
        ],
        body,
        size * 0.08,
    )
    polygon(
        c,
        placed(center, size, [(-0.46, -0.08), (0.22, -0.3), (0.3, -0.06), (-0.36, 0.2)]),
        body,
    )
    circle(c, (cx - size * 0.36, cy + size * 0.07), size * 0.1, lens)


def egg_crossed(c: Canvas, center: Point, size: float, fill: Color, slash: Color) -> None:
    """An egg struck through: spawns removed."""
    cx, cy = center
    ellipse(c, (cx - size * 0.3, cy - size * 0.42, cx + size * 0.3, cy + size * 0.4), fill)
    line(
        c,
        [(cx - size * 0.42, cy + size * 0.42), (cx + size * 0.42, cy - size * 0.42)],
        slash,
        size * 0.1,
    )


def cells(c: Canvas, center: Point, size: float, fill: Color, outline: Color) -> None:
    """Three budding cells: the mark of reproduction."""
    cx, cy = center
    for dx, dy, r in ((-0.2, 0.12, 0.26), (0.22, 0.1, 0.22), (0.0, -0.22, 0.2)):
        circle(c, (cx + dx * size, cy + dy * size), r * size, fill, outline, size * 0.05)
        circle(c, (cx + dx * size, cy + dy * size), r * size * 0.35, outline)


def claws(c: Canvas, center: Point, size: float, color: Color) -> None:
    """Three slashes, as if torn through the card."""
    cx, cy = center
    for i in (-1, 0, 1):
        x = cx + i * size * 0.24
        pts = [
            (x + size * 0.22, cy - size * 0.45),
            (x - size * 0.02, cy),
            (x - size * 0.2, cy + size * 0.45),
        ]
        w = size * (0.11 if i == 0 else 0.09)
        for j in range(len(pts) - 1):
            line(c, pts[j : j + 2], color, w * (1 - 0.35 * j))


def spike_mark(c: Canvas, center: Point, size: float, fill: Color, outline: Color) -> None:
    """A fang-like triangle: the mark of offence."""
    pts = placed(center, size, [(-0.42, -0.38), (0.42, -0.38), (0.05, 0.48), (-0.05, 0.48)])
    polygon(c, pts, fill, outline, size * 0.06)


def ring(c: Canvas, center: Point, r: float, color: Color, width: float) -> None:
    """A circle outline."""
    cx, cy = center
    arc(c, (cx - r, cy - r, cx + r, cy + r), 0, 360, color, width)
