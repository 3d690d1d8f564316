"""The fonts the card art uses, shipped in ``resources/fonts/`` (DejaVu, see its licence).

Pillow's built-in bitmap font has no non-ASCII glyphs and does not scale, so every card
face draws with these TrueType files. Fonts load lazily and are cached per pixel size.
"""

from __future__ import annotations

from functools import cache

from PIL import ImageFont

from petridish import resources

# Short names the templates use, so a font swap touches only this table.
FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "cond-bold": "DejaVuSansCondensed-Bold.ttf",
}


@cache
def _file(name: str) -> str:
    try:
        filename = FILES[name]
    except KeyError:
        raise KeyError(f"unknown font {name!r}; fonts are: {', '.join(FILES)}") from None
    return str(resources.path("fonts", filename))


@cache
def font(name: str, px: int) -> ImageFont.FreeTypeFont:
    """The font called ``name`` (a key of FILES) at ``px`` pixels, never smaller than 1."""
    return ImageFont.truetype(_file(name), max(1, int(px)))
