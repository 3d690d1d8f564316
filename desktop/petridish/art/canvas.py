"""The card canvas: reference units, layers, shadows and the final downsample.

Every card is laid out in reference units — the 750 × 1050 px poker card — and drawn at
any pixel size through :class:`Canvas`, which scales coordinates, supersamples small
cards and rounds the corners at the end.

Two Pillow habits matter here. ``ImageDraw`` on an RGBA image *replaces* pixels, alpha
included, so anything translucent is drawn on its own layer and alpha-composited
(:meth:`Canvas.layer`). And ``ImageDraw`` does not antialias shapes, so cards are drawn at
twice their size and downsampled.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PIL import Image, ImageChops, ImageDraw, ImageFilter

REF_W, REF_H = 750, 1050  # the reference card, 63 × 88 mm at about 300 dpi
CORNER = 36  # card corner radius in reference units (about 3 mm)
# Supersampling above this width buys nothing visible and costs four times the pixels.
SUPERSAMPLE_UP_TO = 1100

Color = tuple[int, ...]
Point = tuple[float, float]
Box = tuple[float, float, float, float]


def rgba(color: Color, alpha: float = 1.0) -> Color:
    """``color`` with its alpha multiplied by ``alpha`` (0..1); RGB gains alpha 255."""
    r, g, b, *a = color
    base = a[0] if a else 255
    return (r, g, b, max(0, min(255, round(base * alpha))))


def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend of two colours: ``t`` = 0 gives ``a``, 1 gives ``b``."""
    a4, b4 = rgba(a), rgba(b)
    return tuple(round(x + (y - x) * t) for x, y in zip(a4, b4, strict=True))


class Canvas:
    """A card face in progress, addressed in reference units at any pixel size."""

    def __init__(self, width: int, height: int, supersample: int | None = None) -> None:
        self.width, self.height = width, height
        self.ss = supersample or (2 if width <= SUPERSAMPLE_UP_TO else 1)
        self.img = Image.new("RGBA", (width * self.ss, height * self.ss), (0, 0, 0, 0))
        self.kx = width * self.ss / REF_W
        self.ky = height * self.ss / REF_H
        self.k = (self.kx + self.ky) / 2
        self.draw = ImageDraw.Draw(self.img)

    # -- coordinates ------------------------------------------------------------------
    def p(self, x: float, y: float) -> Point:
        """A reference-unit point in canvas pixels."""
        return (x * self.kx, y * self.ky)

    def pts(self, points: Sequence[Point]) -> list[Point]:
        """A list of reference-unit points in canvas pixels."""
        return [(x * self.kx, y * self.ky) for x, y in points]

    def box(self, b: Box) -> Box:
        """A reference-unit box (x0, y0, x1, y1) in canvas pixels."""
        return (b[0] * self.kx, b[1] * self.ky, b[2] * self.kx, b[3] * self.ky)

    def s(self, v: float) -> float:
        """A reference-unit length in canvas pixels."""
        return v * self.k

    def w(self, v: float) -> int:
        """A line width in canvas pixels, never thinner than one pixel."""
        return max(1, round(v * self.k))

    # -- layers -----------------------------------------------------------------------
    def view(self, img: Image.Image) -> Canvas:
        """Another canvas with this one's scale, drawing on ``img`` (same pixel size);
        of this one's class, so a canvas of another kind of units keeps its own."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.img = img
        other.draw = ImageDraw.Draw(img)
        return other

    def blank(self, mode: str = "RGBA") -> Image.Image:
        """A transparent (or black, for masks) image the size of the canvas."""
        return Image.new(mode, self.img.size, 0)

    @contextmanager
    def layer(
        self, opacity: float = 1.0, clip: Image.Image | None = None, blur: float = 0.0
    ) -> Iterator[Canvas]:
        """Draw on a fresh transparent layer, then composite it: translucent fills blend
        instead of punching holes. ``clip`` is an L mask; ``blur`` softens in ref units."""
        view = self.view(self.blank())
        yield view
        # Everything after drawing works on the drawn area only: most layers are small.
        radius = self.s(blur)
        bb = _grow(view.img.getbbox(), math.ceil(radius * 3), view.img.size)
        if bb is None:
            return
        img = view.img.crop(bb)
        if blur:
            img = img.filter(ImageFilter.GaussianBlur(radius))
        if clip is not None or opacity < 1.0:
            alpha = img.getchannel("A")
            if clip is not None:
                alpha = ImageChops.multiply(alpha, clip.crop(bb))
            if opacity < 1.0:
                alpha = alpha.point(lambda v: round(v * opacity))
            img.putalpha(alpha)
        over(self.img, img, bb[0], bb[1])

    @contextmanager
    def shadow(
        self,
        blur: float = 12.0,
        offset: Point = (0.0, 8.0),
        color: Color = (0, 0, 0),
        opacity: float = 0.45,
        clip: Image.Image | None = None,
    ) -> Iterator[Canvas]:
        """Whatever is drawn in the block casts a soft shadow (or, with no offset and a
        light colour, a glow); only its alpha matters, its colours are thrown away.
        ``clip`` (an L mask) limits where the shadow falls."""
        view = self.view(self.blank())
        yield view
        self._cast(view.img, blur, offset, color, opacity, clip)

    def _cast(
        self,
        shape: Image.Image,
        blur: float,
        offset: Point,
        color: Color,
        opacity: float,
        clip: Image.Image | None = None,
    ) -> None:
        radius = self.s(blur)
        alpha = shape.getchannel("A")
        bb = _grow(alpha.getbbox(), math.ceil(radius * 3), alpha.size)
        if bb is None:
            return
        alpha = soft(alpha.crop(bb), radius)
        if opacity < 1.0:
            alpha = alpha.point(lambda v: round(v * opacity))
        dx, dy = round(offset[0] * self.kx), round(offset[1] * self.ky)
        if clip is not None:
            alpha = ImageChops.multiply(
                alpha, clip.crop((bb[0] + dx, bb[1] + dy, bb[2] + dx, bb[3] + dy))
            )
        solid = Image.new("RGBA", alpha.size, rgba(color))
        solid.putalpha(alpha)
        over(self.img, solid, bb[0] + dx, bb[1] + dy)

    @contextmanager
    def raised(
        self,
        blur: float = 10.0,
        offset: Point = (4.0, 9.0),
        opacity: float = 0.4,
        color: Color = (0, 0, 0),
    ) -> Iterator[Canvas]:
        """Draw on a layer that then lies on the card casting a soft shadow of its own
        shape: furniture on a floor plan, a badge on a frame. One blur for the lot."""
        view = self.view(self.blank())
        yield view
        self._cast(view.img, blur, offset, color, opacity)
        bb = view.img.getbbox()
        if bb is not None:
            over(self.img, view.img.crop(bb), bb[0], bb[1])

    # -- masks ------------------------------------------------------------------------
    def mask_rounded(self, b: Box, r: float) -> Image.Image:
        """An L mask, white inside the rounded box ``b``."""
        m = self.blank("L")
        ImageDraw.Draw(m).rounded_rectangle(self.box(b), radius=self.s(r), fill=255)
        return m

    def mask_ellipse(self, b: Box) -> Image.Image:
        """An L mask, white inside the ellipse in box ``b``."""
        m = self.blank("L")
        ImageDraw.Draw(m).ellipse(self.box(b), fill=255)
        return m

    def mask_polygon(self, points: Sequence[Point]) -> Image.Image:
        """An L mask, white inside the polygon."""
        m = self.blank("L")
        ImageDraw.Draw(m).polygon(self.pts(points), fill=255)
        return m

    # -- output -----------------------------------------------------------------------
    def finish(self, corner: float = CORNER) -> Image.Image:
        """Round the corners (transparent outside) and scale down to the asked size."""
        r = math.ceil(self.s(corner))
        w, h = self.img.size
        # Only the four corner squares change, so only they are masked.
        quarter = Image.new("L", (2 * r, 2 * r), 0)
        ImageDraw.Draw(quarter).ellipse((0, 0, 2 * r - 1, 2 * r - 1), fill=255)
        for x, y in ((0, 0), (w - r, 0), (0, h - r), (w - r, h - r)):
            box = (x, y, x + r, y + r)
            qx, qy = (0 if x == 0 else r), (0 if y == 0 else r)
            alpha = self.img.getchannel("A").crop(box)
            alpha = ImageChops.multiply(alpha, quarter.crop((qx, qy, qx + r, qy + r)))
            patch = self.img.crop(box)
            patch.putalpha(alpha)
            self.img.paste(patch, box)
        if self.ss == 1:
            return self.img
        # A box filter over each ss × ss block is plain supersampling; premultiplied so
        # the transparent corners do not bleed dark fringes into the edge.
        return self.img.convert("RGBa").reduce(self.ss).convert("RGBA")


def _grow(
    bb: tuple[int, int, int, int] | None, pad: int, size: tuple[int, int]
) -> tuple[int, int, int, int] | None:
    """A bounding box grown by ``pad`` pixels and kept inside ``size``."""
    if bb is None:
        return None
    return (
        max(0, bb[0] - pad),
        max(0, bb[1] - pad),
        min(size[0], bb[2] + pad),
        min(size[1], bb[3] + pad),
    )


def over(base: Image.Image, patch: Image.Image, x: int, y: int) -> None:
    """Alpha-composite ``patch`` onto ``base`` with its corner at (x, y), dropping
    whatever falls outside ``base``."""
    sx, sy = max(0, -x), max(0, -y)
    x, y = max(0, x), max(0, y)
    w = min(patch.width - sx, base.width - x)
    h = min(patch.height - sy, base.height - y)
    if w > 0 and h > 0:
        base.alpha_composite(patch, (x, y), (sx, sy, sx + w, sy + h))


def soft(mask: Image.Image, radius: float) -> Image.Image:
    """Gaussian-blur an L mask; large radii blur a quarter-size copy, which looks the
    same and is many times faster."""
    if radius < 6:
        return mask.filter(ImageFilter.GaussianBlur(radius))
    w, h = mask.size
    small = mask.resize((max(1, w // 4), max(1, h // 4)), Image.Resampling.BOX)
    small = small.filter(ImageFilter.GaussianBlur(radius / 4))
    return small.resize((w, h), Image.Resampling.BILINEAR)
