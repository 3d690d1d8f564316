"""A fish in the middle of its mat: the creature drawn from its Body and Parts (see
``art/fish.py``) with its scores in one line under it. Redrawn only when its cards
change; a defeated fish is drawn pale and belly up."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from petridish.games.adapt.cards import Card
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.constants import Z

PICTURE_H = 0.8  # of the item's height; the scores line takes the rest


class FishItem(QtWidgets.QGraphicsObject):
    """The fish of one mat, ``width`` × ``height`` scene units."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._w, self._h = width, height
        self._key: tuple[Any, ...] | None = None
        self._picture = QtGui.QImage()
        self._line = ""
        self._defeated = False
        self.setZValue(Z.ZONE + 0.5)  # over its zone, under every card and die
        self.setAcceptedMouseButtons(QtCore.Qt.MouseButton.NoButton)
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
            self._picture = _picture(body, parts, colour, self._w, self._h * PICTURE_H, seed_key)
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
        pic_h = self._h * PICTURE_H
        if not self._picture.isNull():
            painter.save()
            if self._defeated:
                painter.setOpacity(0.35)
                painter.translate(self._w / 2, pic_h / 2)
                painter.scale(1, -1)  # belly up
                painter.translate(-self._w / 2, -pic_h / 2)
            painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawImage(QtCore.QRectF(0, 0, self._w, pic_h), self._picture)
            painter.restore()
        painter.setPen(QtGui.QColor(236, 240, 244))
        font = QtGui.QFont("DejaVu Sans")
        font.setPixelSize(15)
        painter.setFont(font)
        rect = QtCore.QRectF(0, pic_h, self._w, self._h - pic_h)
        flags = QtCore.Qt.AlignmentFlag.AlignCenter | QtCore.Qt.TextFlag.TextWordWrap
        painter.drawText(rect, int(flags), self._line)


def _picture(
    body: Card | None,
    parts: Mapping[str, Card],
    colour: str,
    width: float,
    height: float,
    seed_key: str,
) -> QtGui.QImage:
    """The creature at twice the item's size (sharp on a high-density screen and at a
    close zoom)."""
    from petridish.games.adapt.art.fish import draw_fish

    w, h = round(width * 2), round(height * 2)
    image = draw_fish(body, parts, colour, w, h, seed_key).convert("RGBA")
    data = image.tobytes("raw", "RGBA")
    # copy(): the QImage must own its pixels, not borrow the bytes object.
    return QtGui.QImage(data, w, h, w * 4, QtGui.QImage.Format.Format_RGBA8888).copy()
