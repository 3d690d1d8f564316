"""The four box-cover scenes, one painter per game, each in its game's own feel.

The sea for A.D.A.P.T., a boat from above for ADRIFT, comic primaries for Genegrafter and
a lab floor plan for ADAPTOID 24. ``_PAINTERS`` maps a game id to its painter, which
draws on a :class:`petridish.art.cover_canvas._Art`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PIL import Image, ImageDraw, ImageFilter

from petridish.art.cover_canvas import (
    INK,
    WHITE,
    Color,
    Draw,
    Point,
    _Art,
    _circle,
    _fitted_font,
    _Frame,
    _game_name,
    _oval,
    _stroke,
)


# -- A.D.A.P.T.: the sea ------------------------------------------------------------
def _fish(a: _Art, cx: float, cy: float, length: float, body: Color, stripe: Color) -> None:
    f = _Frame(cx, cy, length)  # the fish faces right; 100 units nose to tail root
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
    _circle(d, f.pt(34, -4), length * 0.055, fill=WHITE, outline=ink, width=w)
    _circle(d, f.pt(35.2, -4), length * 0.028, fill=ink)
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
    _stroke(d, [base, end], color, width)
    if depth == 4:
        _circle(d, end, width * 0.9, fill=color)
        return
    for turn in (-0.45, 0.4) if depth % 2 == 0 else (-0.3, 0.5):
        child = (length * rng.uniform(0.62, 0.8), width * 0.72)
        _coral(d, rng, end, angle + turn + rng.uniform(-0.15, 0.15), child, color, depth + 1)


def _cover_adapt(a: _Art) -> None:
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
        _stroke(d, blade, (46, 140, 90, 255), u * 1.8)
    _fish(a, w * 0.52, h * 0.47, w * 0.56, (255, 150, 40, 255), (255, 245, 232, 255))
    _fish(a, w * 0.16, h * 0.25, w * 0.16, (255, 111, 97, 255), (255, 230, 220, 255))
    with a.layer() as d:  # bubbles rising past the big fish
        for i in range(9):
            p, r = at.pt(82 + rng.uniform(-5, 8), 42 - i * 4.5), u * rng.uniform(1.0, 2.6)
            _circle(d, p, r, outline=(220, 255, 250, 170), width=a.px(0.5))
            _circle(d, (p[0] - r * 0.35, p[1] - r * 0.35), r * 0.25, fill=(255, 255, 255, 170))
    a.vignette(120)
    a.title(_game_name("adapt"), h * 0.84, (255, 248, 236, 255), (10, 60, 70, 255))


# -- ADRIFT: a small boat on a grey-green sea, seen from above ---------------------
def _hull(f: _Frame, inset: float = 0) -> list[Point]:
    """The hull outline, bow up, in a frame of 100 units of length and of beam;
    ``inset`` (pixels) shrinks it for the inside of the gunwale."""
    ix, iy = inset / f.sx, inset / f.sy
    right = []
    for i in range(31):
        v = i / 30
        half = 50 * math.sin(min(1.0, v / 0.62) * math.pi / 2) ** 0.8
        half *= 1 - 0.12 * max(0.0, v - 0.62) / 0.38  # a slight taper to the transom
        right.append((max(0.0, half - ix), iy * 1.4 + v * (100 - iy * 2.4)))
    return f(*right, *[(-x, y) for x, y in reversed(right)])


def _cover_adrift(a: _Art) -> None:
    a.gradient((104, 122, 112, 255), (52, 66, 60, 255))
    u, w, h, rng = a.u, a.w, a.h, a.rng
    with a.layer() as d:  # chop on the water
        for _ in range(int(w * h / (u * u * 14))):
            x, y, s = rng.uniform(0, w), rng.uniform(0, h), u * rng.uniform(2, 5)
            colour = (220, 232, 222, 70) if rng.random() < 0.55 else (30, 40, 36, 70)
            d.arc((x - s, y - s * 0.4, x + s, y + s * 0.4), 200, 340, fill=colour, width=a.px(0.45))
    boat = a.blank()
    bd = ImageDraw.Draw(boat)
    f = _Frame(w * 0.5, h * 0.12, w * 0.36, h * 0.62)  # x: % of beam, y: % of length
    wood, dark_wood = (176, 138, 96, 255), (92, 62, 40, 255)
    for side in (-1, 1):  # the wake trails from the stern
        bd.line(f((side * 30, 100), (side * 90, 150)), fill=(235, 240, 232, 90), width=a.px(1.6))
    bd.polygon(_hull(f), fill=dark_wood)
    inner = _hull(f, inset=u * 2.4)
    bd.polygon(inner, fill=wood)
    for k in range(-2, 3):  # planks
        bd.line(f((k * 12, 10), (k * 12, 95)), fill=(140, 104, 70, 255), width=a.px(0.6))
    # Water sloshing in the stern half: the hull is slowly filling.
    water = a.blank()
    wd = ImageDraw.Draw(water)
    wd.rectangle((0, f.pt(0, 58)[1], w, h), fill=(62, 108, 116, 190))
    for y in range(62, 97, 7):
        wd.arc(f.box(-30, y, 30, y + 4), 200, 340, fill=(200, 230, 226, 150), width=a.px(0.5))
    mask = Image.new("L", a.img.size, 0)
    ImageDraw.Draw(mask).polygon(inner, fill=255)
    boat.paste(Image.alpha_composite(boat, water), (0, 0), mask)
    bd = ImageDraw.Draw(boat)
    for y in (30, 50, 70, 88):  # thwarts
        thwart = f.box(-44, y - 2.5, 44, y + 2.5)
        bd.rectangle(thwart, fill=(208, 176, 128, 255), outline=dark_wood, width=a.px(0.6))
    hats = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (213, 94, 0), (204, 121, 167))
    for (y, side), hat in zip(((30, -1), (30, 1), (50, -1), (50, 1), (70, 1)), hats, strict=True):
        p = f.pt(side * 20, y)
        _oval(bd, (p[0], p[1] + u * 0.2), u * 4.2, u * 2.4, fill=(60, 58, 64, 255))
        _circle(bd, p, u * 2.3, fill=(*hat, 255), outline=(30, 30, 30, 255), width=a.px(0.6))
    for side in (-1, 1):  # oars
        bd.line(f((side * 20, 42), (side * 95, 52)), fill=(120, 86, 54, 255), width=a.px(1.2))
        _oval(bd, f.pt(side * 105, 53), u * 3, u * 1.4, fill=(120, 86, 54, 255))
    shade = Image.new("RGBA", a.img.size, (10, 20, 16, 0))
    shade.putalpha(boat.split()[3].filter(ImageFilter.GaussianBlur(u * 2)).point(lambda v: v // 2))
    a.img.alpha_composite(shade.rotate(8, center=(w / 2, h / 2), translate=(u * 2, u * 3)))
    a.img.alpha_composite(boat.rotate(8, center=(w / 2, h / 2), resample=Image.Resampling.BICUBIC))
    fin = _Frame(w * 0.8, h * 0.66, u * 100)  # a fin circling, for the dark humour
    a.draw().polygon(fin((-5, 0), (1, -9), (4, 0)), fill=(34, 40, 44, 255))
    with a.layer() as ld:
        for r in (7, 11):
            _oval(ld, fin.pt(0, 0), u * r, u * r * 0.3, None, (230, 236, 228, 110), a.px(0.5))
    with a.layer(blur=u * 6) as ld:  # fog toward the horizon
        ld.rectangle((-w, -h, 2 * w, h * 0.08), fill=(200, 206, 198, 150))
    a.vignette(140)
    a.title(_game_name("adrift").upper(), h * 0.87, (238, 230, 208, 255), (40, 44, 40, 255))


# -- Genegrafter: comic primaries -----------------------------------------------------
def _sphere(a: _Art, c: Point, r: float, color: Color) -> None:
    _circle(a.draw(), c, r, fill=color, outline=(0, 0, 0, 255), width=a.px(0.8))
    with a.layer(blur=r * 0.15) as ld:
        _circle(ld, (c[0] - r * 0.35, c[1] - r * 0.35), r * 0.3, fill=(255, 255, 255, 200))


def _hero(a: _Art, f: _Frame) -> None:
    """A caped silhouette, fists on hips, with a power emblem on the chest."""
    d, red = a.draw(), (200, 24, 40, 255)
    hem = [(46 - 11 * k, 100 + 5 * (k % 2)) for k in range(9)]
    d.polygon(f((-20, 30), (20, 30), *hem), fill=red, outline=INK, width=a.px(1))
    d.polygon(f((-15, 68), (15, 68), (24, 120), (-24, 120)), fill=INK)  # legs
    d.polygon(f((-23, 30), (23, 30), (13, 64), (15, 72), (-15, 72), (-13, 64)), fill=INK)
    for side in (-1, 1):  # arms akimbo
        arm = f((side * 20, 33), (side * 34, 50), (side * 16, 64))
        _stroke(d, arm, INK, f.sx * 10)
        _circle(d, arm[-1], f.sx * 6.5, fill=INK)
    d.rectangle(f.box(-5, 20, 5, 32), fill=INK)
    _circle(d, f.pt(0, 15), f.sx * 9.5, fill=INK)
    d.polygon(f((-7, 13), (7, 13), (8, 17), (-8, 17)), fill=red)  # the mask
    _circle(d, f.pt(0, 45), f.sx * 9.5, fill=(255, 214, 30, 255), outline=WHITE, width=a.px(0.8))
    bolt = ((1.4, 38), (-3.9, 45.8), (-0.1, 45.8), (-1.8, 52), (3.9, 43.7), (0.4, 43.7))
    d.polygon(f(*bolt), fill=(214, 32, 48, 255))


def _cover_genegrafter(a: _Art) -> None:
    u, w, h = a.u, a.w, a.h
    a.gradient((30, 96, 210, 255), (18, 52, 140, 255))
    c, far = (w * 0.5, h * 0.5), max(w, h) * 1.5
    d = a.draw()
    for i in range(24):  # the burst behind the hero
        t0, t1 = i * math.tau / 24, (i + 0.5) * math.tau / 24
        rays = [(c[0] + far * math.cos(t), c[1] + far * math.sin(t)) for t in (t0, t1)]
        d.polygon([c, *rays], fill=(255, 210, 40, 255))
    _circle(d, c, w * 0.28, fill=(255, 236, 120, 255))
    with a.layer() as ld:  # halftone: dots grow toward the bottom of the panel
        step = u * 3.2
        for j in range(int(h / step) + 1):
            r = step * 0.5 * max(0.0, (j * step / h - 0.45) / 0.55)
            for i in range(int(w / step) + 2) if r > 0.3 else ():
                _circle(ld, (i * step + step / 2 * (j % 2), j * step), r, fill=(214, 32, 48, 230))
    s = min(w, h * 0.78)
    _hero(a, _Frame(w / 2, h * 0.2, s))
    for x, y, col in ((15, 30, (214, 32, 48)), (85, 24, (30, 150, 80)), (86, 50, (255, 200, 0))):
        _sphere(a, a.at.pt(x, y), u * 7.5, (*col, 255))
    a.draw().rectangle((0, 0, w - 1, h - 1), outline=INK, width=a.px(1.6))
    a.title(_game_name("genegrafter").upper(), h * 0.86, (255, 220, 30, 255), INK, size=15)


# -- ADAPTOID 24: a lab under lockdown ----------------------------------------------
def _hazard_band(a: _Art, y0: float, y1: float) -> None:
    d = a.draw()
    d.rectangle((0, y0, a.w, y1), fill=(250, 204, 21, 255))
    step, band = a.u * 8, y1 - y0
    x = -band
    while x < a.w + band:
        d.polygon([(x, y1), (x + step / 2, y1), (x + step / 2 + band, y0), (x + band, y0)], INK)
        x += step


def _floor_plan(a: _Art) -> None:
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


def _creature(a: _Art, c: Point) -> None:
    """The Adaptoid: a purple blob of many eyes and tentacles, in mid-lunge."""
    d, u, rng, body = a.draw(), a.u, a.rng, (118, 52, 150, 255)
    for i in range(7):  # tentacles taper: each segment thinner than the last
        ang, p = -math.pi * 0.1 + i * math.tau / 7 + rng.uniform(-0.2, 0.2), c
        for k in range(6):
            ang += rng.uniform(-0.35, 0.35)
            q = (p[0] + u * 5 * math.cos(ang), p[1] + u * 5 * math.sin(ang))
            _stroke(d, [p, q], body, u * (4.2 - k * 0.6))
            p = q
        _circle(d, p, u * 0.9, fill=(126, 200, 70, 255))
    ts = [k * math.tau / 60 for k in range(60)]
    blob = [
        ((14 + 2.5 * math.sin(5 * t)) * math.cos(t), (11.5 + 2 * math.sin(4 * t)) * math.sin(t))
        for t in ts
    ]
    f = _Frame(*c, u * 100)
    d.polygon(f(*blob), fill=body, outline=(70, 24, 96, 255), width=a.px(0.7))
    for x, y, r in ((-5, -2.5, 3.2), (4, -3.5, 2.5), (0.5, 4, 2.0)):  # none of them blink
        _circle(d, f.pt(x, y), u * r, fill=(170, 230, 90, 255))
        _circle(d, f.pt(x, y), u * r * 0.4, fill=(20, 20, 20, 255))


def _cover_adaptoid24(a: _Art) -> None:
    u, w, h, rng, at = a.u, a.w, a.h, a.rng, a.at
    a.gradient((246, 247, 244, 255), (222, 226, 224, 255))
    _floor_plan(a)
    with a.layer(blur=u) as ld:  # the Geneticist's torch, raised toward the noise
        ld.polygon(at((20, 20), (50, 26), (42, 42)), fill=(255, 230, 90, 110))
    d = a.draw()
    _oval(d, at.pt(20, 20), u * 4.4, u * 2.6, (250, 204, 21, 255), INK, a.px(0.6))
    _circle(d, at.pt(20, 20), u * 2.2, fill=WHITE, outline=INK, width=a.px(0.6))
    for k in range(7):  # slime along the creature's path
        p = at.pt(30 + k * 3.5, 62 - k * 1.8 + rng.uniform(-1, 1))
        _circle(d, p, u * rng.uniform(0.8, 1.6), fill=(126, 200, 70, 255))
    _creature(a, at.pt(60, 46))
    d = a.draw()
    for x, y in ((16, 62), (22, 65), (19, 57), (28, 60)):  # unhatched eggs
        _oval(d, at.pt(x, y), u * 2.2, u * 3, (150, 200, 110, 255), (80, 40, 100, 255), a.px(0.5))
    beacon = at.pt(89, 14)  # the lockdown alarm, spinning red
    with a.layer(blur=u * 3) as ld:
        _circle(ld, beacon, u * 7, fill=(255, 40, 40, 120))
    _circle(a.draw(), beacon, u * 2, fill=(230, 30, 30, 255), outline=INK)
    _hazard_band(a, 0, h * 0.045)
    _hazard_band(a, h * 0.955, h)
    d = a.draw()
    d.rectangle(at.box(0, 78, 100, 94), fill=(250, 204, 21, 255))
    for y in (78, 94):
        d.line(at((0, y), (100, y)), fill=INK, width=a.px(0.8))
    name = _game_name("adaptoid24")
    d.text(at.pt(50, 86), name, font=_fitted_font(name, u * 14, w * 0.88), anchor="mm", fill=INK)


_PAINTERS: dict[str, Callable[[_Art], None]] = {
    "adapt": _cover_adapt,
    "adrift": _cover_adrift,
    "genegrafter": _cover_genegrafter,
    "adaptoid24": _cover_adaptoid24,
}
