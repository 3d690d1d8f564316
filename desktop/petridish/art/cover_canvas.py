"""The canvas box covers are painted on: a supersampled RGBA image in percent units.

:class:`CoverArt` is the canvas (gradient, vignette, translucent layers, the title),
:class:`Frame` maps percent units of a local frame onto its pixels, and the small shape
helpers (circles, ovals, round-ended strokes) and fonts are shared by every cover scene.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

Color = tuple[int, ...]
Point = tuple[float, float]
Draw = ImageDraw.ImageDraw

_SYSTEM_FONTS = Path("/usr/share/fonts/truetype/dejavu")
INK = (14, 14, 18, 255)
WHITE = (255, 255, 255, 255)


@cache
def _font_file(bold: bool) -> str | None:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        from petridish import resources

        return str(resources.path("fonts", name))
    except Exception:  # resources missing or moved: a system copy is as good
        system = _SYSTEM_FONTS / name
        return str(system) if system.exists() else None


def font(px: float, bold: bool = True) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    file = _font_file(bold)
    if file is None:
        return ImageFont.load_default(size=max(1, int(px)))
    return ImageFont.truetype(file, max(1, int(px)))


def fitted_font(text: str, px: float, max_width: float) -> ImageFont.FreeTypeFont:
    f = font(px)
    while f.getlength(text) > max_width and px > 6:
        px *= 0.94
        f = font(px)
    return f  # type: ignore[return-value]


def game_name(game_id: str) -> str:
    try:
        from petridish.core import registry

        return registry.entry(game_id).name
    except KeyError:
        return game_id


class Frame:
    """Maps points in percent units of a local frame onto canvas pixels."""

    def __init__(self, ox: float, oy: float, sx: float, sy: float | None = None) -> None:
        self.ox, self.oy, self.sx = ox, oy, sx / 100
        self.sy = (sx if sy is None else sy) / 100

    def __call__(self, *pts: Point) -> list[Point]:
        return [(self.ox + x * self.sx, self.oy + y * self.sy) for x, y in pts]

    def pt(self, x: float, y: float) -> Point:
        return (self.ox + x * self.sx, self.oy + y * self.sy)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, ...]:
        return (*self.pt(x0, y0), *self.pt(x1, y1))


class CoverArt:
    """A supersampled RGBA canvas; ``u`` is 1 % of its short side, ``at`` its % frame."""

    def __init__(self, w: int, h: int, seed: str) -> None:
        self.w, self.h = w, h
        self.u = min(w, h) / 100
        self.at = Frame(0, 0, w, h)
        self.img = Image.new("RGBA", (w, h), (0, 0, 0, 255))
        self.rng = random.Random(seed)

    def px(self, k: float) -> int:
        """A line width of ``k`` units, never thinner than a pixel."""
        return max(1, round(self.u * k))

    def draw(self) -> Draw:
        return ImageDraw.Draw(self.img)

    def blank(self) -> Image.Image:
        return Image.new("RGBA", self.img.size, (0, 0, 0, 0))

    @contextmanager
    def layer(self, blur: float = 0.0) -> Iterator[Draw]:
        """Draw translucent shapes on a fresh layer that is composited on exit."""
        lay = self.blank()
        yield ImageDraw.Draw(lay)
        if blur:
            lay = lay.filter(ImageFilter.GaussianBlur(blur))
        self.img.alpha_composite(lay)

    def gradient(self, top: Color, bottom: Color) -> None:
        mask = Image.linear_gradient("L").resize(self.img.size, Image.Resampling.BICUBIC)
        bottom_img = Image.new("RGBA", self.img.size, bottom)
        self.img.paste(Image.composite(bottom_img, Image.new("RGBA", self.img.size, top), mask))

    def vignette(self, strength: int = 150) -> None:
        mask = Image.radial_gradient("L").resize(self.img.size, Image.Resampling.BICUBIC)
        dark = self.blank()
        dark.putalpha(mask.point(lambda v: max(0, min(255, (v - 110) * strength // 100))))
        self.img.alpha_composite(dark)

    def title(self, text: str, cy: float, fill: Color, stroke: Color, size: float = 17) -> None:
        """The game's name, as large as fits, with a soft shadow for legibility."""
        f = fitted_font(text, size * self.u, self.w * 0.88)
        sw = round(f.size * 0.09)
        xy = (self.w / 2, cy)
        with self.layer(blur=f.size * 0.12) as d:
            shade = (0, 0, 0, 200)
            d.text(
                (xy[0], cy + f.size * 0.06),
                text,
                font=f,
                anchor="mm",
                fill=shade,
                stroke_width=sw + round(f.size * 0.04),
                stroke_fill=shade,
            )
        self.draw().text(
            xy, text, font=f, anchor="mm", fill=fill, stroke_width=sw, stroke_fill=stroke
        )


def circle(d: Draw, c: Point, r: float, **kw: object) -> None:
    oval(d, c, r, r, **kw)


def oval(d: Draw, c: Point, rx: float, ry: float, *look: object, **kw: object) -> None:
    """An ellipse centred on ``c``; ``look`` is (fill, outline, width) by position."""
    kw.update(zip(("fill", "outline", "width"), look, strict=False))
    d.ellipse((c[0] - rx, c[1] - ry, c[0] + rx, c[1] + ry), **kw)  # type: ignore[arg-type]


def stroke(d: Draw, pts: Sequence[Point], fill: Color, width: float) -> None:
    """A polyline with round ends (Pillow's joints alone leave the tips square)."""
    d.line(list(pts), fill=fill, width=max(1, round(width)), joint="curve")
    for p in (pts[0], pts[-1]):
        circle(d, p, width / 2, fill=fill)
