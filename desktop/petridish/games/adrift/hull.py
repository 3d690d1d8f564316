"""The boat under the places: a weathered wooden hull seen from above, its bow at the
top, and the water standing in it (rulebook "Components": the water level). The water
rises from the stern as the level climbs, so a glance tells how near the boat is to
sinking; the track under the hull gives the number."""

from __future__ import annotations

from typing import Any

from petridish.games.adrift.state import WATER_TOP
from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.constants import Z

WOOD, WOOD_DARK, PLANK = (
    QtGui.QColor(122, 92, 62),
    QtGui.QColor(70, 50, 34),
    QtGui.QColor(96, 72, 48),
)
WATER = QtGui.QColor(64, 120, 138, 120)


def hull_path(rect: QtCore.QRectF, bow: float) -> QtGui.QPainterPath:
    """The hull's outline: straight sides, a pointed bow ``bow`` tall, a rounded stern."""
    path = QtGui.QPainterPath()
    left, right, top, bottom = rect.left(), rect.right(), rect.top(), rect.bottom()
    mid = rect.center().x()
    path.moveTo(mid, top)
    path.cubicTo(
        right - rect.width() * 0.12,
        top + bow * 0.25,
        right,
        top + bow * 0.7,
        right,
        top + bow * 1.3,
    )
    path.lineTo(right, bottom - 40)
    path.quadTo(right, bottom, right - 40, bottom)
    path.lineTo(left + 40, bottom)
    path.quadTo(left, bottom, left, bottom - 40)
    path.lineTo(left, top + bow * 1.3)
    path.cubicTo(left, top + bow * 0.7, left + rect.width() * 0.12, top + bow * 0.25, mid, top)
    path.closeSubpath()
    return path


class HullItem(QtWidgets.QGraphicsObject):
    """The hull, ``rect`` in scene units, with the water at ``level`` of eight."""

    def __init__(self, rect: QtCore.QRectF, bow: float) -> None:
        super().__init__()
        self._rect = QtCore.QRectF(rect)
        self._path = hull_path(self._rect, bow)
        self._inner = QtGui.QTransform()
        c = self._rect.center()
        self._inner.translate(c.x(), c.y())
        self._inner.scale(1 - 24 / rect.width(), 1 - 24 / rect.height())
        self._inner.translate(-c.x(), -c.y())
        self.level = 0
        self.setZValue(Z.ZONE - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_water(self, level: int) -> None:
        level = max(0, min(WATER_TOP, level))
        if level != self.level:
            self.level = level
            self.update()

    def boundingRect(self) -> QtCore.QRectF:
        return self._rect.adjusted(-6, -6, 6, 10)

    def paint(self, painter: QtGui.QPainter, option: Any, widget: Any = None) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        # A shadow on the sea, then the gunwale and the planks inside it.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QtGui.QColor(0, 0, 0, 70))
        painter.drawPath(self._path.translated(3, 7))
        painter.setBrush(WOOD_DARK)
        painter.drawPath(self._path)
        inner = self._inner.map(self._path)
        painter.setBrush(WOOD)
        painter.drawPath(inner)
        painter.save()
        painter.setClipPath(inner)
        painter.setPen(QtGui.QPen(PLANK, 1.6))
        x = self._rect.left() + 12
        while x < self._rect.right():
            painter.drawLine(
                QtCore.QPointF(x, self._rect.top()), QtCore.QPointF(x, self._rect.bottom())
            )
            x += 34
        if self.level:
            # Level 8 fills the hull to its bow: the next rise sinks it.
            top = self._rect.bottom() - self._rect.height() * self.level / WATER_TOP
            painter.fillRect(
                QtCore.QRectF(
                    self._rect.left(), top, self._rect.width(), self._rect.bottom() - top
                ),
                WATER,
            )
            painter.setPen(QtGui.QPen(QtGui.QColor(200, 230, 235, 150), 2.0))
            painter.drawLine(
                QtCore.QPointF(self._rect.left(), top), QtCore.QPointF(self._rect.right(), top)
            )
        painter.restore()
