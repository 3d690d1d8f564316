"""The word "Experience" under a fish's Experience die (rulebook line 13: each player
keeps an Experience Die, a d20): a new player took the die in their fish's colour for
just another die, its name being only in its tooltip.

It is painted as a place's label is (engraved small capitals), at least
``legible.LEAST_PX`` tall on screen however far the table is zoomed out, in the band
the mat keeps under its dice (``layout.DIE_CAPTION_H``).
"""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.constants import ZONE_LABEL, Z
from petridish.table.legible import fitted, label_font
from petridish.table.paint import draw_engraved_text, small_caps_font

EXPERIENCE = "Experience"
GAP = 3.0  # scene units between the die and its name


class DieCaption(QtWidgets.QGraphicsItem):
    """``text`` left-aligned in a band ``width`` × ``height`` scene units, its top-left
    at the item's position."""

    def __init__(self, text: str, width: float, height: float) -> None:
        super().__init__()
        self.text = text
        self._rect = QtCore.QRectF(0, 0, width, height)
        self.setZValue(Z.ZONE + 0.5)  # over the felt and its place, under every piece
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QtCore.QRectF:
        # A word grown to be readable may stand a little above its band.
        return self._rect.adjusted(0, -self._rect.height(), 0, 2)

    def paint(self, painter: QtGui.QPainter, option: object, widget: object = None) -> None:
        width = self._rect.width()
        font = label_font(small_caps_font(9.5), painter, self.text, width)
        painter.setFont(font)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        band = self._rect.adjusted(0, GAP, 0, 0)  # clear of the die above it
        draw_engraved_text(painter, band, flags, fitted(font, self.text, width), ZONE_LABEL)
