"""Shapes and fills for card faces, in reference units on a :class:`Canvas`.

Each shape blends when its colour is translucent (on a small patch, composited), so a
caller never punches see-through holes into a card by drawing a half-transparent fill.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from PIL import Image, ImageChops, ImageDraw

from petridish.art.canvas import (
    CORNER,
    REF_H,
    REF_W,
    SUPERSAMPLE_UP_TO,
    Box,
    Canvas,
    Color,
    Point,
    mix,
    over,
    rgba,
    soft,
)

__all__ = [
    "CORNER",
    "REF_H",
    "REF_W",
    "SUPERSAMPLE_UP_TO",
    "Box",
    "Canvas",
    "Color",
    "Point",
    "arc",
    "circle",
    "ellipse",
    "line",
    "mix",
    "mottle",
    "over",
    "polygon",
    "radial_gradient",
    "rgba",
    "rounded",
    "soft",
    "stripes",
    "vertical_gradient",
]


# -- shapes ------------------------------------------------------------------------------
def _clear(*colors: Color | None) -> bool:
    """True if any colour is see-through: it must be blended, not written over."""
    return any(col is not None and len(col) == 4 and col[3] < 255 for col in colors)


def _blend(
    c: Canvas,
    pts: Sequence[Point],
    pad: float,
    paint: Callable[[ImageDraw.ImageDraw, float, float], None],
) -> None:
    """Run ``paint`` on a small transparent patch covering ``pts`` (canvas pixels) and
    composite the patch, so translucent shapes mix with what is under them."""
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0 = max(0, math.floor(min(xs) - pad))
    y0 = max(0, math.floor(min(ys) - pad))
    x1 = min(c.img.width, math.ceil(max(xs) + pad))
    y1 = min(c.img.height, math.ceil(max(ys) + pad))
    if x1 <= x0 or y1 <= y0:
        return
    patch = Image.new("RGBA", (x1 - x0, y1 - y0))
    paint(ImageDraw.Draw(patch), -x0, -y0)
    c.img.alpha_composite(patch, (x0, y0))


def _shift(pts: Sequence[Point], dx: float, dy: float) -> list[Point]:
    return [(x + dx, y + dy) for x, y in pts]


def rounded(
    c: Canvas,
    b: Box,
    r: float,
    fill: Color | None = None,
    outline: Color | None = None,
    width: float = 0,
) -> None:
    """A rounded rectangle in reference units."""
    x0, y0, x1, y1 = c.box(b)
    wpx = c.w(width) if outline else 0

    def paint(d: ImageDraw.ImageDraw, dx: float, dy: float) -> None:
        d.rounded_rectangle(
            (x0 + dx, y0 + dy, x1 + dx, y1 + dy),
            radius=c.s(r),
            fill=fill,
            outline=outline,
            width=wpx,
        )

    if _clear(fill, outline):
        _blend(c, [(x0, y0), (x1, y1)], 2, paint)
    else:
        paint(c.draw, 0, 0)


def ellipse(
    c: Canvas, b: Box, fill: Color | None = None, outline: Color | None = None, width: float = 0
) -> None:
    """An ellipse inside box ``b``."""
    x0, y0, x1, y1 = c.box(b)
    wpx = c.w(width) if outline else 0

    def paint(d: ImageDraw.ImageDraw, dx: float, dy: float) -> None:
        d.ellipse((x0 + dx, y0 + dy, x1 + dx, y1 + dy), fill=fill, outline=outline, width=wpx)

    if _clear(fill, outline):
        _blend(c, [(x0, y0), (x1, y1)], 2, paint)
    else:
        paint(c.draw, 0, 0)


def circle(
    c: Canvas,
    center: Point,
    r: float,
    fill: Color | None = None,
    outline: Color | None = None,
    width: float = 0,
) -> None:
    """A circle of radius ``r`` around ``center``."""
    x, y = center
    ellipse(c, (x - r, y - r, x + r, y + r), fill, outline, width)


def polygon(
    c: Canvas,
    points: Sequence[Point],
    fill: Color | None = None,
    outline: Color | None = None,
    width: float = 0,
) -> None:
    """A closed polygon; the outline, if any, is drawn with round joins."""
    pts = c.pts(points)
    wpx = c.w(width) if outline and width else 0

    def paint(d: ImageDraw.ImageDraw, dx: float, dy: float) -> None:
        moved = _shift(pts, dx, dy)
        if fill is not None:
            d.polygon(moved, fill=fill)
        if wpx:
            d.line([*moved, moved[0], moved[1]], fill=outline, width=wpx, joint="curve")

    if _clear(fill, outline):
        _blend(c, pts, wpx + 2, paint)
    else:
        paint(c.draw, 0, 0)


def line(c: Canvas, points: Sequence[Point], fill: Color, width: float) -> None:
    """A polyline with round joins and round caps (PIL draws square-ended lines)."""
    pts = c.pts(points)
    wpx = c.w(width)

    def paint(d: ImageDraw.ImageDraw, dx: float, dy: float) -> None:
        moved = _shift(pts, dx, dy)
        d.line(moved, fill=fill, width=wpx, joint="curve")
        if wpx >= 3:
            r = wpx / 2
            for x, y in (moved[0], moved[-1]):
                d.ellipse((x - r, y - r, x + r, y + r), fill=fill)

    if _clear(fill):
        _blend(c, pts, wpx + 2, paint)
    else:
        paint(c.draw, 0, 0)


def arc(c: Canvas, b: Box, start: float, end: float, fill: Color, width: float) -> None:
    """An arc of the ellipse in ``b`` from ``start`` to ``end`` degrees (clockwise)."""
    x0, y0, x1, y1 = c.box(b)
    wpx = c.w(width)

    def paint(d: ImageDraw.ImageDraw, dx: float, dy: float) -> None:
        d.arc((x0 + dx, y0 + dy, x1 + dx, y1 + dy), start, end, fill=fill, width=wpx)

    if _clear(fill):
        _blend(c, [(x0, y0), (x1, y1)], 2, paint)
    else:
        paint(c.draw, 0, 0)


# -- fills -------------------------------------------------------------------------------
def _paste_gradient(c: Canvas, b: Box, grad: Image.Image, a: Color, z: Color) -> None:
    """Stretch the 256 × 256 ``grad`` mask over box ``b``, computing only the part of
    the box that falls on the canvas, and blend ``a`` (mask 0) to ``z`` (mask 255)."""
    bx0, by0, bx1, by1 = c.box(b)
    x0, y0 = max(0, math.floor(bx0)), max(0, math.floor(by0))
    x1, y1 = min(c.img.width, math.ceil(bx1)), min(c.img.height, math.ceil(by1))
    if x1 <= x0 or y1 <= y0 or bx1 <= bx0 or by1 <= by0:
        return
    sx, sy = grad.width / (bx1 - bx0), grad.height / (by1 - by0)
    gw, gh = grad.size
    source = (
        min(gw, max(0.0, (x0 - bx0) * sx)),
        min(gh, max(0.0, (y0 - by0) * sy)),
        min(gw, max(0.0, (x1 - bx0) * sx)),
        min(gh, max(0.0, (y1 - by0) * sy)),
    )
    size = (x1 - x0, y1 - y0)
    mask = grad.resize(size, Image.Resampling.BILINEAR, box=source)
    patch = Image.composite(
        Image.new("RGBA", size, rgba(z)), Image.new("RGBA", size, rgba(a)), mask
    )
    over(c.img, patch, x0, y0)


def vertical_gradient(c: Canvas, b: Box, top: Color, bottom: Color) -> None:
    """Fill box ``b`` with a top-to-bottom gradient (colours may be translucent)."""
    _paste_gradient(c, b, Image.linear_gradient("L"), top, bottom)


def radial_gradient(c: Canvas, b: Box, inner: Color, outer: Color) -> None:
    """Fill box ``b`` with a gradient from ``inner`` at the centre to ``outer`` at the
    edge of the inscribed ellipse (and beyond, in the corners)."""
    # Pillow's gradient reaches 255 only in the corners; rescale so the inscribed
    # ellipse's edge is already fully ``outer``.
    grad = Image.radial_gradient("L").point(lambda v: min(255, round(v * 255 / 181)))
    _paste_gradient(c, b, grad, inner, outer)


def mottle(
    c: Canvas,
    b: Box,
    color: Color,
    seed: int,
    strength: float = 0.35,
    grain: float = 40.0,
    clip: Image.Image | None = None,
) -> None:
    """Soft blotches of ``color`` over box ``b``: smooth value noise with cells about
    ``grain`` reference units wide, seeded so a face always looks the same."""
    rng = random.Random(seed)
    x0, y0, x1, y1 = (round(v) for v in c.box(b))
    cols = max(2, round((b[2] - b[0]) / grain) + 1)
    rows = max(2, round((b[3] - b[1]) / grain) + 1)
    noise = Image.frombytes(
        "L", (cols, rows), bytes(rng.randrange(256) for _ in range(cols * rows))
    )
    mask = noise.resize((max(1, x1 - x0), max(1, y1 - y0)), Image.Resampling.BICUBIC)
    mask = mask.point(lambda v: round(max(0, v - 60) * strength * 255 / 195))
    if clip is not None:
        mask = ImageChops.multiply(mask, clip.crop((x0, y0, x0 + mask.width, y0 + mask.height)))
    patch = Image.new("RGBA", mask.size, rgba(color))
    patch.putalpha(mask)
    over(c.img, patch, x0, y0)


def stripes(
    c: Canvas,
    b: Box,
    colors: tuple[Color, Color],
    band: float = 34.0,
    clip: Image.Image | None = None,
) -> None:
    """Diagonal hazard stripes over box ``b``, alternating two colours, 45° slant."""
    x0, y0, x1, y1 = b
    h = y1 - y0
    with c.layer(clip=clip or c.mask_rounded(b, 0)) as v:
        v.draw.rectangle(v.box(b), fill=colors[0])
        x = x0 - h - band
        while x < x1 + band:
            v.draw.polygon(
                v.pts([(x, y1), (x + band, y1), (x + band + h, y0), (x + h, y0)]), fill=colors[1]
            )
            x += 2 * band
