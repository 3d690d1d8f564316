"""Genegrafter's box cover: comic primaries and a caped silhouette.

Drawn on a :class:`petridish.art.cover_canvas.CoverArt` by :func:`paint`; the picker
caches the pixels (``art.cover_cache``).
"""

from __future__ import annotations

import math

from petridish.art.cover_canvas import (
    INK,
    WHITE,
    Color,
    CoverArt,
    Frame,
    Point,
    circle,
    game_name,
    stroke,
)


# -- Genegrafter: comic primaries -----------------------------------------------------
def _sphere(a: CoverArt, c: Point, r: float, color: Color) -> None:
    circle(a.draw(), c, r, fill=color, outline=(0, 0, 0, 255), width=a.px(0.8))
    with a.layer(blur=r * 0.15) as ld:
        circle(ld, (c[0] - r * 0.35, c[1] - r * 0.35), r * 0.3, fill=(255, 255, 255, 200))


def _hero(a: CoverArt, f: Frame) -> None:
    """A caped silhouette, fists on hips, with a power emblem on the chest."""
    d, red = a.draw(), (200, 24, 40, 255)
    hem = [(46 - 11 * k, 100 + 5 * (k % 2)) for k in range(9)]
    d.polygon(f((-20, 30), (20, 30), *hem), fill=red, outline=INK, width=a.px(1))
    d.polygon(f((-15, 68), (15, 68), (24, 120), (-24, 120)), fill=INK)  # legs
    d.polygon(f((-23, 30), (23, 30), (13, 64), (15, 72), (-15, 72), (-13, 64)), fill=INK)
    for side in (-1, 1):  # arms akimbo
        arm = f((side * 20, 33), (side * 34, 50), (side * 16, 64))
        stroke(d, arm, INK, f.sx * 10)
        circle(d, arm[-1], f.sx * 6.5, fill=INK)
    d.rectangle(f.box(-5, 20, 5, 32), fill=INK)
    circle(d, f.pt(0, 15), f.sx * 9.5, fill=INK)
    d.polygon(f((-7, 13), (7, 13), (8, 17), (-8, 17)), fill=red)  # the mask
    circle(d, f.pt(0, 45), f.sx * 9.5, fill=(255, 214, 30, 255), outline=WHITE, width=a.px(0.8))
    bolt = ((1.4, 38), (-3.9, 45.8), (-0.1, 45.8), (-1.8, 52), (3.9, 43.7), (0.4, 43.7))
    d.polygon(f(*bolt), fill=(214, 32, 48, 255))


def paint(a: CoverArt) -> None:
    u, w, h = a.u, a.w, a.h
    a.gradient((30, 96, 210, 255), (18, 52, 140, 255))
    c, far = (w * 0.5, h * 0.5), max(w, h) * 1.5
    d = a.draw()
    for i in range(24):  # the burst behind the hero
        t0, t1 = i * math.tau / 24, (i + 0.5) * math.tau / 24
        rays = [(c[0] + far * math.cos(t), c[1] + far * math.sin(t)) for t in (t0, t1)]
        d.polygon([c, *rays], fill=(255, 210, 40, 255))
    circle(d, c, w * 0.28, fill=(255, 236, 120, 255))
    with a.layer() as ld:  # halftone: dots grow toward the bottom of the panel
        step = u * 3.2
        for j in range(int(h / step) + 1):
            r = step * 0.5 * max(0.0, (j * step / h - 0.45) / 0.55)
            for i in range(int(w / step) + 2) if r > 0.3 else ():
                circle(ld, (i * step + step / 2 * (j % 2), j * step), r, fill=(214, 32, 48, 230))
    s = min(w, h * 0.78)
    _hero(a, Frame(w / 2, h * 0.2, s))
    for x, y, col in ((15, 30, (214, 32, 48)), (85, 24, (30, 150, 80)), (86, 50, (255, 200, 0))):
        _sphere(a, a.at.pt(x, y), u * 7.5, (*col, 255))
    a.draw().rectangle((0, 0, w - 1, h - 1), outline=INK, width=a.px(1.6))
    a.title(game_name("genegrafter").upper(), h * 0.86, (255, 220, 30, 255), INK, size=15)
