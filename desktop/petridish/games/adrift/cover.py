"""ADRIFT's box cover: a small boat on a grey-green sea, seen from above.

Drawn on a :class:`petridish.art.cover_canvas.CoverArt` by :func:`paint`; the picker
caches the pixels (``art.cover_cache``).
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw, ImageFilter

from petridish.art.cover_canvas import (
    CoverArt,
    Frame,
    Point,
    circle,
    game_name,
    oval,
)


# -- ADRIFT: a small boat on a grey-green sea, seen from above ---------------------
def _hull(f: Frame, inset: float = 0) -> list[Point]:
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


def paint(a: CoverArt) -> None:
    a.gradient((104, 122, 112, 255), (52, 66, 60, 255))
    u, w, h, rng = a.u, a.w, a.h, a.rng
    with a.layer() as d:  # chop on the water
        for _ in range(int(w * h / (u * u * 14))):
            x, y, s = rng.uniform(0, w), rng.uniform(0, h), u * rng.uniform(2, 5)
            colour = (220, 232, 222, 70) if rng.random() < 0.55 else (30, 40, 36, 70)
            d.arc((x - s, y - s * 0.4, x + s, y + s * 0.4), 200, 340, fill=colour, width=a.px(0.45))
    boat = a.blank()
    bd = ImageDraw.Draw(boat)
    f = Frame(w * 0.5, h * 0.12, w * 0.36, h * 0.62)  # x: % of beam, y: % of length
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
        oval(bd, (p[0], p[1] + u * 0.2), u * 4.2, u * 2.4, fill=(60, 58, 64, 255))
        circle(bd, p, u * 2.3, fill=(*hat, 255), outline=(30, 30, 30, 255), width=a.px(0.6))
    for side in (-1, 1):  # oars
        bd.line(f((side * 20, 42), (side * 95, 52)), fill=(120, 86, 54, 255), width=a.px(1.2))
        oval(bd, f.pt(side * 105, 53), u * 3, u * 1.4, fill=(120, 86, 54, 255))
    shade = Image.new("RGBA", a.img.size, (10, 20, 16, 0))
    shade.putalpha(boat.split()[3].filter(ImageFilter.GaussianBlur(u * 2)).point(lambda v: v // 2))
    a.img.alpha_composite(shade.rotate(8, center=(w / 2, h / 2), translate=(u * 2, u * 3)))
    a.img.alpha_composite(boat.rotate(8, center=(w / 2, h / 2), resample=Image.Resampling.BICUBIC))
    fin = Frame(w * 0.8, h * 0.66, u * 100)  # a fin circling, for the dark humour
    a.draw().polygon(fin((-5, 0), (1, -9), (4, 0)), fill=(34, 40, 44, 255))
    with a.layer() as ld:
        for r in (7, 11):
            oval(ld, fin.pt(0, 0), u * r, u * r * 0.3, None, (230, 236, 228, 110), a.px(0.5))
    with a.layer(blur=u * 6) as ld:  # fog toward the horizon
        ld.rectangle((-w, -h, 2 * w, h * 0.08), fill=(200, 206, 198, 150))
    a.vignette(140)
    a.title(game_name("adrift").upper(), h * 0.87, (238, 230, 208, 255), (40, 44, 40, 255))
