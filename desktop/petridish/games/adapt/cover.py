"""A.D.A.P.T.'s box cover: the sea, deep teal and coral, a fish among others.

Drawn on a :class:`petridish.art.cover_canvas.CoverArt` by :func:`paint`; the picker
caches the pixels (``art.cover_cache``).
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw

from petridish.art.cover_canvas import (
    WHITE,
    Color,
    CoverArt,
    Draw,
    Frame,
    Point,
    circle,
    game_name,
    stroke,
)


# -- A.D.A.P.T.: the sea ------------------------------------------------------------
def _fish(a: CoverArt, cx: float, cy: float, length: float, body: Color, stripe: Color) -> None:
    f = Frame(cx, cy, length)  # the fish faces right; 100 units nose to tail root
    outline = []
    for i in range(81):
        t = math.pi * (i % 41) / 40  # head at t=0, tail root at t=pi; then the belly
        half = 23 * math.sin(t) ** 0.75 * (1 - 0.25 * (t / math.pi) ** 2)
        outline.append(f.pt(50 * math.cos(t), -half if i < 41 else half))
    outline = outline[:41] + outline[41:][::-1]
    d, w, ink = a.draw(), a.px(0.9), (10, 40, 48, 255)
    tail, dorsal = f((-46, 0), (-74, -22), (-65, 0), (-74, 22)), f((12, -21), (-3, -40), (-22, -16))
    for shape in (tail, dorsal):
        d.polygon(shape, fill=body, outline=ink, width=w)
    # Bands are clipped to the body with a mask, the way a clownfish's stripes wrap it.
    mask = Image.new("L", a.img.size, 0)
    ImageDraw.Draw(mask).polygon(outline, fill=255)
    bands = Image.new("RGBA", a.img.size, body)
    for x0, bw in ((22, 8), (-8, 10)):
        ImageDraw.Draw(bands).polygon(
            f((x0 - bw, -23), (x0 + bw, -23), (x0 + bw - 4, 23), (x0 - bw - 4, 23)), fill=stripe
        )
    a.img.paste(bands, (0, 0), mask)
    d.polygon(outline, outline=ink, width=w)
    circle(d, f.pt(34, -4), length * 0.055, fill=WHITE, outline=ink, width=w)
    circle(d, f.pt(35.2, -4), length * 0.028, fill=ink)
    with a.layer() as ld:  # a translucent pectoral fin
        ld.polygon(f((8, 5), (-8, 17), (1, 3)), fill=(255, 255, 255, 110))


def _coral(
    d: Draw,
    rng: random.Random,
    base: Point,
    angle: float,
    size: Point,
    color: Color,
    depth: int = 0,
) -> None:
    """A branching coral grown from ``base``; ``size`` is (length, width) of the trunk."""
    length, width = size
    end = (base[0] + length * math.cos(angle), base[1] - length * math.sin(angle))
    stroke(d, [base, end], color, width)
    if depth == 4:
        circle(d, end, width * 0.9, fill=color)
        return
    for turn in (-0.45, 0.4) if depth % 2 == 0 else (-0.3, 0.5):
        child = (length * rng.uniform(0.62, 0.8), width * 0.72)
        _coral(d, rng, end, angle + turn + rng.uniform(-0.15, 0.15), child, color, depth + 1)


def paint(a: CoverArt) -> None:
    a.gradient((34, 132, 140, 255), (4, 38, 52, 255))
    u, w, h, rng, at = a.u, a.w, a.h, a.rng, a.at
    with a.layer(blur=u * 2) as d:  # light falling through the surface
        for i in range(5):
            x = 10 + 20 * i + rng.uniform(-5, 5)
            ray = at((x - 3, 0), (x + 3, 0), (x + 4, 85), (x - 18, 85))
            d.polygon(ray, fill=(200, 255, 250, 22))
    with a.layer() as d:  # distant coral, hazy
        for i in range(6):
            angle = math.pi / 2 + rng.uniform(-0.3, 0.3)
            _coral(d, rng, at.pt(i * 20, 93), angle, (h * 0.11, u * 2.4), (80, 160, 160, 70))
    d = a.draw()
    d.ellipse(at.box(-20, 86, 120, 130), fill=(214, 190, 140, 255))
    corals = ((16, (255, 111, 97), 1.75), (82, (255, 160, 122), 1.4), (60, (233, 84, 120), 1.62))
    for x, col, ang in corals:
        _coral(d, rng, at.pt(x, 95), ang, (h * 0.13, u * 3.6), (*col, 255))
    for x in (35, 95, 4):  # sea grass
        blade = [at.pt(x + math.sin(k * 0.9) * 3, 97 - k * 4.5) for k in range(7)]
        stroke(d, blade, (46, 140, 90, 255), u * 1.8)
    _fish(a, w * 0.52, h * 0.47, w * 0.56, (255, 150, 40, 255), (255, 245, 232, 255))
    _fish(a, w * 0.16, h * 0.25, w * 0.16, (255, 111, 97, 255), (255, 230, 220, 255))
    with a.layer() as d:  # bubbles rising past the big fish
        for i in range(9):
            p, r = at.pt(82 + rng.uniform(-5, 8), 42 - i * 4.5), u * rng.uniform(1.0, 2.6)
            circle(d, p, r, outline=(220, 255, 250, 170), width=a.px(0.5))
            circle(d, (p[0] - r * 0.35, p[1] - r * 0.35), r * 0.25, fill=(255, 255, 255, 170))
    a.vignette(120)
    a.title(game_name("adapt"), h * 0.84, (255, 248, 236, 255), (10, 60, 70, 255))
