"""Text on cards: sizes in reference units, shrunk to fit, wrapped to a width.

Sizes are measured with the real font at the canvas scale, so a title that fits at
750 px also fits at 126 px (up to a pixel of hinting).
"""

from __future__ import annotations

import re

from PIL import ImageFont

from petridish.art.draw import Box, Canvas, Color, Point
from petridish.art.fonts import font

# Pillow refuses a string of a million characters with a traceback and takes minutes to
# lay out a text of a few hundred thousand. Card data is limited where it is loaded
# (names 40 characters, texts 400); this cap keeps any string from anywhere else from
# freezing or crashing a render.
MAX_DRAWN = 1_000
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def drawable(s: str, lines: bool = False) -> str:
    """``s`` as it can be drawn: at most ``MAX_DRAWN`` characters, each control character
    a space (except new lines, with ``lines``): Pillow lays a one-line anchor out only
    for text without a new line."""
    if len(s) > MAX_DRAWN:
        s = s[: MAX_DRAWN - 1] + "…"
    return _CONTROL.sub(lambda m: m[0] if lines and m[0] == "\n" else " ", s)


def _font(c: Canvas, name: str, size: float) -> ImageFont.FreeTypeFont:
    return font(name, round(size * c.k))


def width(c: Canvas, s: str, name: str, size: float) -> float:
    """The advance width of ``s`` in reference units."""
    return _font(c, name, size).getlength(drawable(s)) / c.k


def fit(c: Canvas, s: str, name: str, size: float, max_width: float, min_size: float) -> float:
    """The largest size from ``size`` down to ``min_size`` at which ``s`` fits on one
    line of ``max_width`` reference units (``min_size`` if nothing fits)."""
    w = width(c, s, name, size)
    if w <= max_width:
        return size
    # Advance width grows almost linearly with size: jump close, then step down.
    guess = max(min_size, size * max_width / w)
    while guess > min_size and width(c, s, name, guess) > max_width:
        guess -= max(0.5, guess * 0.03)
    return max(min_size, guess)


def wrap(c: Canvas, s: str, name: str, size: float, max_width: float) -> list[str]:
    """Break ``s`` into lines no wider than ``max_width`` (a single long word may be)."""
    lines: list[str] = []
    for paragraph in drawable(s, lines=True).split("\n"):
        para: list[str] = []
        current = ""
        for word in paragraph.split():
            trial = f"{current} {word}".strip()
            if current and width(c, trial, name, size) > max_width:
                para.append(current)
                current = word
            else:
                current = trial
        para.append(current)
        _no_orphan(c, para, name, size, max_width)
        lines.extend(para)
    return lines


def _no_orphan(c: Canvas, lines: list[str], name: str, size: float, max_width: float) -> None:
    """Pull a word down onto a paragraph's last line when it would stand alone
    (a lone "+1." under a full line reads as a mistake)."""
    if len(lines) < 2 or " " in lines[-1]:
        return
    head, _, word = lines[-2].rpartition(" ")
    if head and " " in head and width(c, f"{word} {lines[-1]}", name, size) <= max_width:
        lines[-2], lines[-1] = head, f"{word} {lines[-1]}"


def text(
    c: Canvas,
    xy: Point,
    s: str,
    name: str,
    size: float,
    fill: Color,
    anchor: str = "mm",
    stroke: float = 0,
    stroke_fill: Color | None = None,
) -> None:
    """One line of text at reference point ``xy`` (Pillow anchor, default centred).
    Translucent ink is blended in a layer rather than written over the pixels."""
    target = c.view(c.blank()) if len(fill) == 4 and fill[3] < 255 else c
    target.draw.text(
        c.p(*xy),
        drawable(s),
        font=_font(c, name, size),
        fill=fill,
        anchor=anchor,
        stroke_width=round(stroke * c.k) if stroke else 0,
        stroke_fill=stroke_fill,
    )
    if target is not c:
        c.img.alpha_composite(target.img)


def block(
    c: Canvas,
    b: Box,
    s: str,
    name: str,
    size: float,
    fill: Color,
    min_size: float = 14,
    align: str = "center",
    leading: float = 1.22,
) -> float:
    """Wrapped text centred vertically in box ``b``, shrunk until it fits (to half of
    ``min_size`` at the least); returns the size used."""
    x0, y0, x1, y1 = b
    s = drawable(s, lines=True)
    floor = min_size / 2
    while True:
        lines = wrap(c, s, name, size, x1 - x0)
        height = size * leading * len(lines)
        widest = max(width(c, line, name, size) for line in lines)
        fits = height <= y1 - y0 and widest <= x1 - x0
        if fits or size <= floor:
            break
        # Below ``min_size`` only for a text too long for its card at any readable size:
        # small print, not print over the rest of the card.
        size = max(floor if size <= min_size else min_size, size - max(1.0, size * 0.06))
    y = (y0 + y1) / 2 - height / 2 + size * leading / 2
    x, anchor = {"left": (x0, "lm"), "right": (x1, "rm")}.get(align, ((x0 + x1) / 2, "mm"))
    for line in lines:
        text(c, (x, y), line, name, size, fill, anchor)
        y += size * leading
    return size


def title(
    c: Canvas,
    b: Box,
    s: str,
    name: str,
    size: float,
    fill: Color,
    min_size: float,
    stroke: float = 0,
    stroke_fill: Color | None = None,
) -> float:
    """A title centred in box ``b``: one line, shrunk down to ``min_size``; below that it
    breaks onto two lines instead, so long names stay large enough to read on a small
    card. Returns the size used."""
    x0, y0, x1, y1 = b
    s = drawable(s)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    one = fit(c, s, name, min(size, y1 - y0), x1 - x0, min_size)
    words = s.split()
    if width(c, s, name, one) <= x1 - x0 or len(words) < 2:  # (" X" is one word)
        one = _no_wider(c, s, name, one, x1 - x0)
        text(c, (cx, cy), s, name, one, fill, "mm", stroke, stroke_fill)
        return one
    # The split that balances the two lines best.
    best = min(
        range(1, len(words)),
        key=lambda i: max(
            width(c, " ".join(words[:i]), name, size), width(c, " ".join(words[i:]), name, size)
        ),
    )
    lines = [" ".join(words[:best]), " ".join(words[best:])]
    two = min(size, (y1 - y0) / 2.1)
    two = min(fit(c, line, name, two, x1 - x0, min_size * 0.8) for line in lines)
    two = min(_no_wider(c, line, name, two, x1 - x0) for line in lines)
    for i, line in enumerate(lines):
        y = cy + (i - 0.5) * two * 1.05
        text(c, (cx, y), line, name, two, fill, "mm", stroke, stroke_fill)
    return two


def _no_wider(c: Canvas, s: str, name: str, size: float, max_width: float) -> float:
    """``size``, or smaller where ``s`` is wider than ``max_width`` even at the smallest
    size a title is meant to have: a long name runs small, never off the card."""
    for _ in range(6):  # advance width is close to linear in size: a step or two
        w = width(c, s, name, size)
        if w <= max_width or size <= 1:
            break
        size = max(1.0, size * max_width / w * 0.98)
    return size
