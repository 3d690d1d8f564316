"""A fish in the middle of its mat: the creature drawn from its Body and Parts (see
``art/fish.py``) with its scores in one line under it. Redrawn only when its cards
change; a defeated fish is drawn pale and belly up.

Each picture is kept as raw pixels in the table's cache folder (see
``art/rawpixels.py``): drawing four fish took about 200 ms of a four-player table's
first frame (Pillow's import included), and every game starts with the same few
Guppies. The file's name holds what the picture is drawn from, the drawing's version
(Petri Dish's own and ``FISH_VERSION``) and a digest of the shapes file, so a changed
card, drawing or shape is drawn afresh. It reads nothing but the cards and the shapes:
an installed bundle carries no source files to look at."""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from petridish import __version__
from petridish.art import rawpixels
from petridish.games.adapt.art import FISH_VERSION, fish_shapes
from petridish.games.adapt.cards import Card
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.constants import Z
from petridish.table.legible import FLOOR_PX, legible_font

PICTURE_H = 0.8  # of the item's height; the scores line takes the rest
# ...unless the scores, at least SCORES_PX tall on screen, need more lines: the picture
# then shrinks, down to MOST_SCORES of the height for the scores.
SCORES_PX = FLOOR_PX
MOST_SCORES = 0.55
MAGIC = b"PDFISH01"
SHARPNESS = 2  # pixels per scene unit: sharp at a close zoom and on a high-density screen


class FishItem(QtWidgets.QGraphicsObject):
    """The fish of one mat, ``width`` × ``height`` scene units."""

    def __init__(self, width: float, height: float, cache_dir: Path | None = None) -> None:
        super().__init__()
        self._w, self._h = width, height
        self._cache_dir = cache_dir
        self._key: tuple[Any, ...] | None = None
        self._picture = QtGui.QImage()
        self._line = ""
        self._defeated = False
        self.setZValue(Z.ZONE + 0.5)  # over its zone, under every card and die
        self.setAcceptedMouseButtons(QtCore.Qt.MouseButton.NoButton)
        # The piece a press on the fish takes hold of (see TableScene.stood_for): the
        # presenter says which (its Body, to the fish's own player).
        self.stands_for: Callable[[], QtWidgets.QGraphicsItem | None] = lambda: None
        # Drawn once per change and copied while cards pass over it: scaling its picture
        # took about 0.5 ms each time (bench_drag.py, A.D.A.P.T. at five fish).
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_fish(
        self,
        body: Card | None,
        parts: Mapping[str, Card],
        colour: str,
        line: str,
        defeated: bool,
        seed_key: str,
    ) -> None:
        """Show this fish (drawn again only if its cards or colour changed)."""
        key = (body.id if body else "", tuple(sorted((k, c.id) for k, c in parts.items())), colour)
        if key != self._key:
            self._key = key
            self._picture = _picture(
                body, parts, colour, self._w, self._h * PICTURE_H, seed_key, self._cache_dir
            )
        if line != self._line or defeated != self._defeated:
            self._line, self._defeated = line, defeated
        self.setToolTip(line)
        self.update()

    @property
    def line(self) -> str:
        return self._line

    def boundingRect(self) -> QtCore.QRectF:
        return QtCore.QRectF(0, 0, self._w, self._h)

    def paint(self, painter: QtGui.QPainter, option: Any, widget: Any = None) -> None:
        flags = int(QtCore.Qt.AlignmentFlag.AlignCenter | QtCore.Qt.TextFlag.TextWordWrap)
        band = QtCore.QRectF(0, self._h * PICTURE_H, self._w, self._h * (1 - PICTURE_H))
        # The scores as large as fit their band, but readable however far the table is
        # zoomed out to fit: a long line then takes more lines, and the picture less.
        font = legible_font(_fitting_font(self._line, band, flags), painter, SCORES_PX)
        needed = (
            QtGui.QFontMetricsF(font, painter.device())
            .boundingRect(QtCore.QRectF(0, 0, self._w, 10_000), flags, self._line)
            .height()
        )
        scores_h = min(max(band.height(), needed), self._h * MOST_SCORES)
        pic_h = self._h - scores_h
        if not self._picture.isNull():
            painter.save()
            if self._defeated:
                painter.setOpacity(0.35)
                painter.translate(self._w / 2, pic_h / 2)
                painter.scale(1, -1)  # belly up
                painter.translate(-self._w / 2, -pic_h / 2)
            painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
            # A picture given less height keeps its shape, narrower and centred.
            pic_w = self._w * min(1.0, pic_h / (self._h * PICTURE_H))
            painter.drawImage(QtCore.QRectF((self._w - pic_w) / 2, 0, pic_w, pic_h), self._picture)
            painter.restore()
        painter.setPen(QtGui.QColor(236, 240, 244))
        painter.setFont(font)
        painter.drawText(QtCore.QRectF(0, pic_h, self._w, scores_h), flags, self._line)


@functools.lru_cache(maxsize=256)
def _fitting_size(line: str, width: float, height: float, flags: int) -> int:
    """The largest text size, from 15 px down to 9, at which ``line`` fits the band under
    the fish whole (a narrow mat wraps it to two lines; a cut line would hide a number)."""
    font = QtGui.QFont("DejaVu Sans")
    for size in range(15, 8, -1):
        font.setPixelSize(size)
        needed = QtGui.QFontMetricsF(font).boundingRect(
            QtCore.QRectF(0, 0, width, 10_000), flags, line
        )
        if needed.height() <= height and needed.width() <= width:
            return size
    return 9


def _fitting_font(line: str, rect: QtCore.QRectF, flags: int) -> QtGui.QFont:
    font = QtGui.QFont("DejaVu Sans")
    font.setPixelSize(_fitting_size(line, rect.width(), rect.height(), flags))
    return font


def _picture(
    body: Card | None,
    parts: Mapping[str, Card],
    colour: str,
    width: float,
    height: float,
    seed_key: str,
    cache_dir: Path | None,
) -> QtGui.QImage:
    """The creature at SHARPNESS pixels per scene unit, from the cache if it is kept."""
    w, h = round(width * SHARPNESS), round(height * SHARPNESS)

    def draw() -> bytes:
        from petridish.games.adapt.art.fish import draw_fish  # Pillow loads here

        return draw_fish(body, parts, colour, w, h, seed_key).convert("RGBA").tobytes()

    path = None
    if cache_dir is not None:
        name = _name(body, parts, colour, seed_key, w, h)
        path = Path(cache_dir) / "fish" / f"fish-{name}-{w}x{h}.rgba"
    data = rawpixels.cached_pixels(path, MAGIC, w, h, draw)
    # copy(): the QImage must own its pixels, not borrow the bytes object.
    return QtGui.QImage(data, w, h, w * 4, QtGui.QImage.Format.Format_RGBA8888).copy()


def _name(
    body: Card | None, parts: Mapping[str, Card], colour: str, seed_key: str, w: int, h: int
) -> str:
    """A digest of everything the picture is drawn from: the cards' data, the colour,
    the key, the size, the version of the drawing and the shapes file (a player may
    edit a shape, and must then see it)."""
    cards = [repr(body), sorted((k, repr(c)) for k, c in parts.items())]
    drawing = [__version__, FISH_VERSION, fish_shapes.digest()]
    text = json.dumps([cards, colour, seed_key, w, h, drawing], default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
