"""Box-cover illustrations for the game picker, one per game, drawn with Pillow.

Each cover is painted in its game's own feel (see the visual guide): the sea for
A.D.A.P.T., a boat from above for ADRIFT, comic primaries for Genegrafter and a lab
floor plan for ADAPTOID 24. Covers are drawn at twice the asked size and downsampled,
because ``ImageDraw`` does not antialias; translucent shapes go on their own layer and
are alpha-composited, because ``ImageDraw`` replaces pixels (alpha included).

Shapes are written in percent units of a local frame (see
:class:`petridish.art.cover_canvas.Frame`), so a cover draws the same at any size.
Everything random is seeded from the game id, and
:func:`petridish.art.cover_cache.cover_pixels` caches the pixels on disk, under a name
made of everything they depend on.

The canvas and its shape helpers live in :mod:`petridish.art.cover_canvas`, the four
scenes in each game's ``cover`` module (named by its ``INFO``); this module puts a
cover together.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw, ImageEnhance, ImageFilter

from petridish.art.cover_canvas import INK, WHITE, Color, CoverArt, Draw, Point, font, game_name

__all__ = ["INK", "SUPERSAMPLE", "WHITE", "Color", "Draw", "Point", "render_cover"]

# Bump whenever the drawing changes, so cached covers are redrawn.
SUPERSAMPLE = 2


def _coming_soon(img: Image.Image, u: float) -> Image.Image:
    """Fade the art a little and lay a "Coming soon" ribbon across the top corner."""
    img = ImageEnhance.Brightness(ImageEnhance.Color(img).enhance(0.45)).enhance(0.82)
    band, length = round(u * 9), round(u * 110)
    ribbon = Image.new("RGBA", (length, band), (200, 42, 52, 255))
    rd = ImageDraw.Draw(ribbon)
    for y in (u * 0.9, band - u * 0.9):
        rd.line([(0, y), (length, y)], fill=(255, 255, 255, 150), width=max(1, round(u * 0.4)))
    rd.text((length / 2, band / 2), "COMING SOON", font=font(band * 0.5), anchor="mm", fill=WHITE)
    rot = ribbon.rotate(-45, expand=True, resample=Image.Resampling.BICUBIC)
    pos = (round(img.width - u * 17 - rot.width / 2), round(u * 17 - rot.height / 2))
    # Pasting onto full-size layers clips the ribbon at the cover's edges.
    shadow = Image.new("RGBA", img.size, (0, 0, 0, 0))
    shadow.paste(Image.new("RGBA", rot.size, (0, 0, 0, 150)), (pos[0], pos[1] + round(u)), rot)
    img.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(u)))
    top = Image.new("RGBA", img.size, (0, 0, 0, 0))
    top.paste(rot, pos, rot)
    img.alpha_composite(top)
    return img


def _painter(game_id: str) -> Any:
    """The cover painter the game's folder declares (None: unknown, or none yet)."""
    from petridish.core import registry

    try:
        info = registry.entry(game_id)
    except registry.UnknownGame:
        return None
    return registry.resolve(info.cover) if info.cover else None


def render_cover(game_id: str, width: int, height: int, available: bool) -> Image.Image:
    """The cover of ``game_id`` as an RGBA image of ``width`` × ``height`` pixels.

    Games not yet playable are drawn a little faded, with a "Coming soon" ribbon.
    Unknown ids get a plain slate with the id as its title.
    """
    if width < 1 or height < 1:
        raise ValueError(f"a cover needs a positive size, not {width} × {height}")
    a = CoverArt(width * SUPERSAMPLE, height * SUPERSAMPLE, f"cover:{game_id}")
    painter = _painter(game_id)
    if painter is not None:
        painter(a)
    else:  # a game without its own cover yet: a plain slate with its name
        a.gradient((40, 48, 58, 255), (20, 24, 30, 255))
        a.title(game_name(game_id), a.h * 0.5, (240, 240, 240, 255), INK)
    img = a.img if available else _coming_soon(a.img, a.u)
    return img.resize((width, height), Image.Resampling.LANCZOS)
