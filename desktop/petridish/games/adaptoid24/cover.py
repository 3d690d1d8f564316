"""ADAPTOID 24's box cover: a lab under lockdown and the creature loose in it.

Drawn on a :class:`petridish.art.cover_canvas.CoverArt` by :func:`paint`; the picker
caches the pixels (``art.cover_cache``).
"""

from __future__ import annotations

import math

from petridish.art.cover_canvas import (
    INK,
    WHITE,
    CoverArt,
    Frame,
    Point,
    circle,
    fitted_font,
    game_name,
    oval,
    stroke,
)


# -- ADAPTOID 24: a lab under lockdown ----------------------------------------------
def _hazard_band(a: CoverArt, y0: float, y1: float) -> None:
    d = a.draw()
    d.rectangle((0, y0, a.w, y1), fill=(250, 204, 21, 255))
    step, band = a.u * 8, y1 - y0
    x = -band
    while x < a.w + band:
        d.polygon([(x, y1), (x + step / 2, y1), (x + step / 2 + band, y0), (x + band, y0)], INK)
        x += step


def _floor_plan(a: CoverArt) -> None:
    d, at, u = a.draw(), a.at, a.u
    for i in range(0, int(max(a.w, a.h) / (u * 4)) + 1):  # floor tiles
        d.line([(i * u * 4, 0), (i * u * 4, a.h)], fill=(210, 216, 218, 255), width=1)
        d.line([(0, i * u * 4), (a.w, i * u * 4)], fill=(210, 216, 218, 255), width=1)
    wall, t = (44, 50, 60, 255), a.px(1.6)
    d.rectangle(at.box(6, 10, 94, 74), outline=wall, width=t)
    door = at.pt(0, 33)[1]
    for x in (42, 64):  # inner walls, each with a door gap and its swing
        px = at.pt(x, 0)[0]
        d.line([at.pt(x, 10), (px, door - u * 7)], fill=wall, width=t)
        d.line([(px, door), at.pt(x, 74)], fill=wall, width=t)
        d.arc((px - u * 7, door - u * 14, px + u * 7, door), 90, 180, fill=wall, width=1)
    for y in (33, 52):
        d.line([at.pt(6, y), (at.pt(42, 0)[0] - u * 8, at.pt(0, y)[1])], fill=wall, width=t)
        d.line(at((42, y), (94, y)), fill=wall, width=t)
    for y in (14, 23):  # lab benches
        d.rounded_rectangle(at.box(68, y, 76, y + 5), u, WHITE, wall, a.px(0.5))


def _creature(a: CoverArt, c: Point) -> None:
    """The Adaptoid: a purple blob of many eyes and tentacles, in mid-lunge."""
    d, u, rng, body = a.draw(), a.u, a.rng, (118, 52, 150, 255)
    for i in range(7):  # tentacles taper: each segment thinner than the last
        ang, p = -math.pi * 0.1 + i * math.tau / 7 + rng.uniform(-0.2, 0.2), c
        for k in range(6):
            ang += rng.uniform(-0.35, 0.35)
            q = (p[0] + u * 5 * math.cos(ang), p[1] + u * 5 * math.sin(ang))
            stroke(d, [p, q], body, u * (4.2 - k * 0.6))
            p = q
        circle(d, p, u * 0.9, fill=(126, 200, 70, 255))
    ts = [k * math.tau / 60 for k in range(60)]
    blob = [
        ((14 + 2.5 * math.sin(5 * t)) * math.cos(t), (11.5 + 2 * math.sin(4 * t)) * math.sin(t))
        for t in ts
    ]
    f = Frame(*c, u * 100)
    d.polygon(f(*blob), fill=body, outline=(70, 24, 96, 255), width=a.px(0.7))
    for x, y, r in ((-5, -2.5, 3.2), (4, -3.5, 2.5), (0.5, 4, 2.0)):  # none of them blink
        circle(d, f.pt(x, y), u * r, fill=(170, 230, 90, 255))
        circle(d, f.pt(x, y), u * r * 0.4, fill=(20, 20, 20, 255))


def paint(a: CoverArt) -> None:
    u, w, h, rng, at = a.u, a.w, a.h, a.rng, a.at
    a.gradient((246, 247, 244, 255), (222, 226, 224, 255))
    _floor_plan(a)
    with a.layer(blur=u) as ld:  # the Geneticist's torch, raised toward the noise
        ld.polygon(at((20, 20), (50, 26), (42, 42)), fill=(255, 230, 90, 110))
    d = a.draw()
    oval(d, at.pt(20, 20), u * 4.4, u * 2.6, (250, 204, 21, 255), INK, a.px(0.6))
    circle(d, at.pt(20, 20), u * 2.2, fill=WHITE, outline=INK, width=a.px(0.6))
    for k in range(7):  # slime along the creature's path
        p = at.pt(30 + k * 3.5, 62 - k * 1.8 + rng.uniform(-1, 1))
        circle(d, p, u * rng.uniform(0.8, 1.6), fill=(126, 200, 70, 255))
    _creature(a, at.pt(60, 46))
    d = a.draw()
    for x, y in ((16, 62), (22, 65), (19, 57), (28, 60)):  # unhatched eggs
        oval(d, at.pt(x, y), u * 2.2, u * 3, (150, 200, 110, 255), (80, 40, 100, 255), a.px(0.5))
    beacon = at.pt(89, 14)  # the lockdown alarm, spinning red
    with a.layer(blur=u * 3) as ld:
        circle(ld, beacon, u * 7, fill=(255, 40, 40, 120))
    circle(a.draw(), beacon, u * 2, fill=(230, 30, 30, 255), outline=INK)
    _hazard_band(a, 0, h * 0.045)
    _hazard_band(a, h * 0.955, h)
    d = a.draw()
    d.rectangle(at.box(0, 78, 100, 94), fill=(250, 204, 21, 255))
    for y in (78, 94):
        d.line(at((0, y), (100, y)), fill=INK, width=a.px(0.8))
    name = game_name("adaptoid24")
    d.text(at.pt(50, 86), name, font=fitted_font(name, u * 14, w * 0.88), anchor="mm", fill=INK)
