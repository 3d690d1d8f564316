"""A counter: a number lying on the table with what it counts ("Experience 7").

A small dark chip with the label in the table's small caps and the number on a coloured
disc at its end, so it reads at a glance and the number stands out. Nobody carries it:
the model changes the number, and the chip lies in a zone like a die. It is a piece all
the same, so that a double-click or a context menu on it reaches the presenter (the
sandbox's "set this counter").
"""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.constants import Z
from petridish.table.legible import label_font as label_font_for
from petridish.table.legible import legible_font
from petridish.table.paint import contrast_text, small_caps_font
from petridish.table.piece import PieceItem

COUNTER_W = 132.0
COUNTER_H = 40.0
_FILL = QtGui.QColor(22, 28, 32, 225)
_RIM = QtGui.QColor(255, 255, 255, 60)
_TEXT = QtGui.QColor(236, 242, 238, 225)


class CounterItem(PieceItem):
    """``label`` and ``value`` on a chip; ``colour`` is the value disc's."""

    LAYER = Z.TOKEN

    def __init__(
        self,
        label: str,
        value: int | str = 0,
        colour: QtGui.QColor | str = "#56B4E9",
        *,
        key: str = "",
        width: float = COUNTER_W,
        height: float = COUNTER_H,
        parent: QtWidgets.QGraphicsItem | None = None,
    ) -> None:
        super().__init__(key or label, width, height, parent)
        self._label = label
        self._value = str(value)
        self._colour = QtGui.QColor(colour)

    @property
    def draggable(self) -> bool:
        """Never: the model changes a counter, nobody carries it."""
        return False

    @draggable.setter
    def draggable(self, value: bool) -> None:
        pass

    @property
    def label(self) -> str:
        """What the number counts."""
        return self._label

    @property
    def value(self) -> str:
        """The number shown (as text: a counter may read "—" or "3/5")."""
        return self._value

    def set_label(self, text: str) -> None:
        if text != self._label:
            self._label = text
            self.update()

    def set_value(self, value: int | str) -> None:
        """Show ``value`` at once (a counter's change needs no motion to be noticed: the
        number is what the eye reads)."""
        text = str(value)
        if text != self._value:
            self._value = text
            self.update()

    def _disc(self) -> QtCore.QRectF:
        body = self.body_rect()
        d = body.height() - 8
        return QtCore.QRectF(body.right() - 4 - d, body.top() + 4, d, d)

    def body_path(self) -> QtGui.QPainterPath:
        path = QtGui.QPainterPath()
        r = self._h / 2
        path.addRoundedRect(self.body_rect(), r, r)
        return path

    def paint_body(self, painter: QtGui.QPainter) -> None:
        painter.setBrush(_FILL)
        painter.setPen(QtGui.QPen(_RIM, 1.2))
        painter.drawPath(self.body_path())
        disc = self._disc()
        grad = QtGui.QRadialGradient(disc.center() - QtCore.QPointF(4, 5), disc.width() * 0.75)
        grad.setColorAt(0.0, self._colour.lighter(130))
        grad.setColorAt(1.0, self._colour.darker(120))
        painter.setBrush(grad)
        painter.setPen(QtGui.QPen(self._colour.darker(190), 1.2))
        painter.drawEllipse(disc)
        font = QtGui.QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(disc.height() * (0.5 if len(self._value) <= 2 else 0.36))))
        painter.setFont(legible_font(font, painter, most=disc.height() * 0.62))
        painter.setPen(contrast_text(self._colour))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self._value)
        body = self.body_rect()
        band = QtCore.QRectF(body.left() + 14, body.top(), disc.left() - body.left() - 20, self._h)
        label_font = label_font_for(
            small_caps_font(10.0), painter, self._label, band.width(), most=self._h * 0.62
        )
        painter.setFont(label_font)
        painter.setPen(_TEXT)
        text = QtGui.QFontMetricsF(label_font).elidedText(
            self._label, Qt.TextElideMode.ElideRight, band.width()
        )
        painter.drawText(band, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
