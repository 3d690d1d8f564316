"""A track: a row of numbered boxes with a marker on the current value.

Turn tracks, water levels, survival counters. Positioned by its top-left corner.
"""

from __future__ import annotations

from collections.abc import Sequence

from petridish.qt import Qt, QtCore, QtGui, QtWidgets, Signal
from petridish.table.constants import (
    ENGRAVE_DARK,
    ENGRAVE_LIGHT,
    MOVE_MS,
    TRACK_BOX,
    ZONE_FILL,
    ZONE_LABEL,
    ZONE_LABEL_H,
    ZONE_PAD,
    Z,
)
from petridish.table.legible import fitted, label_font, legible_font
from petridish.table.paint import (
    contrast_text,
    draw_engraved,
    draw_path_shadow,
)
from petridish.table.piece import animator_for
from petridish.table.zone import draw_label

_GAP = 4.0


class _Marker(QtWidgets.QGraphicsObject):
    """The ring that sits on the current box; a QGraphicsObject so it can slide."""

    def __init__(self, size: float, colour: QtGui.QColor, parent: QtWidgets.QGraphicsItem) -> None:
        super().__init__(parent)
        self._size = size
        self._colour = colour
        self.setZValue(1.0)

    def boundingRect(self) -> QtCore.QRectF:
        s = self._size / 2 + 8
        return QtCore.QRectF(-s, -s, 2 * s + 3, 2 * s + 5)

    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        r = self._size / 2
        path = QtGui.QPainterPath()
        path.addEllipse(QtCore.QPointF(0, 0), r - 3, r - 3)
        draw_path_shadow(painter, path, 4.0, QtCore.QPointF(1, 2.5), 110, fill=False)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QtGui.QPen(self._colour.darker(170), 6.0))
        painter.drawEllipse(QtCore.QPointF(0, 0), r - 3, r - 3)
        painter.setPen(QtGui.QPen(self._colour, 4.0))
        painter.drawEllipse(QtCore.QPointF(0, 0), r - 3, r - 3)


class TrackItem(QtWidgets.QGraphicsObject):
    """``length`` boxes numbered from ``start`` (or captioned by ``labels``) and a marker.

    ``value`` is a box number (``start`` .. ``start + length - 1``). Nobody carries a
    track: the model moves its marker.
    """

    value_changed = Signal(int)

    def __init__(
        self,
        label: str,
        length: int,
        value: int = 0,
        *,
        start: int = 0,
        labels: Sequence[str] | None = None,
        box: float = TRACK_BOX,
        colour: QtGui.QColor | str = "#F0E442",
        key: str = "",
        label_width: float = 0.0,
        parent: QtWidgets.QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.key = key or label  # the presenter's id for it, as a piece's
        self._label_width = label_width  # room for the label beyond the boxes (0: none)
        if length < 1:
            raise ValueError("a track needs at least one box")
        if labels is not None and len(labels) != length:
            raise ValueError("labels must name every box")
        self.label = label
        self.length = length
        self.start = start
        self._labels = (
            list(labels) if labels is not None else [str(start + i) for i in range(length)]
        )
        self._box = box
        self._colour = QtGui.QColor(colour)
        self._value = self._clamp(value)
        self.setZValue(Z.TRACK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._marker = _Marker(box + 6, self._colour, self)
        self._marker.setPos(self.box_centre(self._value))

    def _clamp(self, value: int) -> int:
        return max(self.start, min(self.start + self.length - 1, value))

    def _top(self) -> float:
        return ZONE_LABEL_H if self.label else ZONE_PAD

    def box_rect(self, value: int) -> QtCore.QRectF:
        """The local rect of the box for ``value``."""
        i = self._clamp(value) - self.start
        return QtCore.QRectF(ZONE_PAD + i * (self._box + _GAP), self._top(), self._box, self._box)

    def box_centre(self, value: int) -> QtCore.QPointF:
        """The local centre of the box for ``value``."""
        return self.box_rect(value).center()

    def rect(self) -> QtCore.QRectF:
        """The whole track, local coordinates."""
        w = 2 * ZONE_PAD + self.length * self._box + (self.length - 1) * _GAP
        return QtCore.QRectF(0, 0, w, self._top() + self._box + ZONE_PAD)

    def boundingRect(self) -> QtCore.QRectF:
        # Room above for a label grown to be read on a small table (zone.draw_label),
        # and to the right for one given more room than the boxes take.
        beyond = max(0.0, self._label_width - self.rect().width())
        return self.rect().adjusted(-6, -16, 6 + beyond, 6)

    @property
    def value(self) -> int:
        """The value the marker is on (or moving to)."""
        return self._value

    def set_value(self, value: int, animated: bool = True) -> None:
        """Move the marker to ``value`` (clamped to the track)."""
        value = self._clamp(value)
        changed = value != self._value
        self._value = value
        target = self.box_centre(value)
        animator = animator_for(self)
        if animated:
            animator.animate_property(self._marker, b"pos", target, MOVE_MS)
        else:
            animator.stop(self._marker, "pos")
            self._marker.setPos(target)
        if changed:
            self.update()
            self.value_changed.emit(value)

    def box_label(self, value: int) -> str:
        """What the box for ``value`` says (its number, or its caption)."""
        return self._labels[self._clamp(value) - self.start]

    def value_at(self, local: QtCore.QPointF) -> int | None:
        """The value of the box at ``local`` (item coordinates), or None between boxes."""
        for value in range(self.start, self.start + self.length):
            if self.box_rect(value).adjusted(-_GAP, -_GAP, _GAP, _GAP).contains(local):
                return value
        return None

    def marker_pos(self) -> QtCore.QPointF:
        """The marker's current local position (for tests and presenters)."""
        return self._marker.pos()

    def busy(self) -> bool:
        """True while the marker is sliding."""
        return animator_for(self).busy(self._marker)

    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        if self.label:
            draw_label(painter, self.label, max(self.rect().width(), self._label_width))
        font = QtGui.QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(self._box * 0.38)))
        font = legible_font(font, painter, most=self._box * 0.6)
        # A word too wide for its box ("Well" and "Dead" were cut) is drawn in narrower
        # letters, reaching into the gaps beside it, and smaller only if it must.
        room = self._box + _GAP
        for i, caption in enumerate(self._labels):
            fits = font
            if QtGui.QFontMetricsF(font).horizontalAdvance(caption) > self._box - 4:
                fits = QtGui.QFont(font)
                fits.setBold(False)  # narrower letters first, then smaller ones
                fits = label_font(fits, painter, caption, room)
                caption = fitted(fits, caption, room)
            painter.setFont(fits)
            value = self.start + i
            r = self.box_rect(value)
            if value == self._value:
                fill = QtGui.QColor(self._colour)
                fill.setAlpha(210)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill)
                painter.drawRoundedRect(r, 6, 6)
                painter.setPen(contrast_text(self._colour))
            else:
                draw_engraved(painter, r, 6, ZONE_FILL, ENGRAVE_DARK, ENGRAVE_LIGHT)
                painter.setPen(ZONE_LABEL)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, caption)
