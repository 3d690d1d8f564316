"""A pile's count, shown at its corner: it belongs to the pile, not to its top card.

Drawn on the top card, the count went along when the card was dragged away; this small
item stays with the pile, above its cards. It sits at the bottom-right corner: at the
top it covered the end of the top card's name ("Impac", "Famin").
"""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.constants import Z
from petridish.table.paint import badge_rect, draw_badge

# The pill's top-right from the card's bottom-right corner: a little out from the card,
# most of it on the card's corner (24 units tall: see paint.badge_rect).
OFFSET = QtCore.QPointF(6, -18)


class CountBadge(QtWidgets.QGraphicsObject):
    """The count of one pile; positioned by the bottom-right corner of its top card."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._bounds = _bounds("0")
        self.setZValue(Z.TOKEN - 1)  # above the pile's cards, below dice and dragged cards
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Drawn once per count and copied when a dragged card passes over it: its
        # antialiased pill and text took about 0.4 ms each time.
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    def text(self) -> str:
        return self._text if self.isVisible() else ""

    def show_count(self, text: str, corner: QtCore.QPointF) -> None:
        """Show ``text`` with the pill just out from ``corner`` (the card's bottom-right;
        "" hides it)."""
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self._bounds = _bounds(text or "0")
            self.update()
        self.setPos(corner)
        self.setVisible(bool(text))

    def boundingRect(self) -> QtCore.QRectF:
        return self._bounds  # asked for on every paint near it: kept

    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        if self._text:
            draw_badge(painter, self._text, OFFSET)


def _bounds(text: str) -> QtCore.QRectF:
    return badge_rect(text, OFFSET)[1].adjusted(-2, -2, 2, 2)
