"""A few lines spelled out on the table itself: a title in yellow and what follows it
(ADAPTOID 24's encounter, A.D.A.P.T.'s last attack). Hidden while it has nothing to say."""

from __future__ import annotations

from typing import Any

from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.constants import Z

TITLE_PX, LINE_PX, STEP = 20, 16, 26  # font sizes and line spacing, in scene units


class TextPanel(QtWidgets.QGraphicsObject):
    """``lines`` (the first as the title) on a dark rounded panel ``width`` wide, as tall
    as its lines; long lines wrap.

    ``room``: the height kept for it on the table. Such a panel counts as that tall
    even when it has nothing to say, so that the table is fitted to the window with
    its place in it, and it never grows off the table's edge as its lines come.
    ``scale`` sizes its text (1: a title of 20 units, lines of 16)."""

    def __init__(self, width: float = 440.0, room: float = 0.0, scale: float = 1.0) -> None:
        super().__init__()
        self.lines: list[str] = []
        self._width = width
        self._height = 96.0
        self._room = room
        self._scale = scale
        self.setZValue(Z.TOKEN)
        self.setVisible(room > 0)
        # Drawn once per text and copied while cards pass over it (its rounded panel and
        # wrapped lines took about 0.7 ms a paint: bench_drag.py).
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_box(self, width: float, room: float) -> None:
        """A new width and room kept for it (the table was laid out anew)."""
        if (width, room) == (self._width, self._room):
            return
        self.prepareGeometryChange()
        self._width, self._room = width, room
        lines, self.lines = self.lines, []
        self.set_lines(lines)  # wrapped anew at the new width
        self.setVisible(bool(lines) or room > 0)

    def set_lines(self, lines: list[str]) -> None:
        if lines == self.lines:
            return
        self.prepareGeometryChange()
        self.lines = list(lines)
        self._height = max(96.0, 20 + sum(self._line_height(i, t) for i, t in enumerate(lines)))
        self.setVisible(bool(lines) or self._room > 0)
        self.update()

    def _font(self, title: bool) -> QtGui.QFont:
        font = QtGui.QFont("DejaVu Sans")
        font.setPixelSize(round((TITLE_PX if title else LINE_PX) * self._scale))
        font.setBold(title)
        return font

    def _line_height(self, i: int, text: str) -> float:
        metrics = QtGui.QFontMetricsF(self._font(i == 0))
        flags = int(QtCore.Qt.TextFlag.TextWordWrap)
        rect = metrics.boundingRect(QtCore.QRectF(0, 0, self._width - 32, 1000), flags, text)
        return max(STEP * self._scale, rect.height() + 8 * self._scale)

    @property
    def bare(self) -> bool:
        """Whether it is only room kept, bare felt with nothing said (a note may lie
        over it: ``table.inside``)."""
        return not self.lines

    def boundingRect(self) -> QtCore.QRectF:
        return QtCore.QRectF(0, 0, self._width, max(self._height, self._room))

    def paint(self, painter: QtGui.QPainter, option: Any, widget: Any = None) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        if not self.lines:
            return  # the room kept for it is bare felt until it has something to say
        painter.setBrush(QtGui.QColor(20, 18, 30, 215))
        painter.drawRoundedRect(QtCore.QRectF(0, 0, self._width, self._height), 10, 10)
        y = 10.0
        flags = int(QtCore.Qt.TextFlag.TextWordWrap)
        for i, line in enumerate(self.lines):
            painter.setPen(QtGui.QColor("#F0E442") if i == 0 else QtGui.QColor(235, 235, 240))
            painter.setFont(self._font(i == 0))
            h = self._line_height(i, line)
            painter.drawText(QtCore.QRectF(16, y, self._width - 32, h), flags, line)
            y += h
