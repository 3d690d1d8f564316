"""The ADAPTOID 24 encounter, spelled out on the table: who, where, the Resistance and
what has been played into it."""

from __future__ import annotations

from typing import Any

from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.constants import Z


class EncounterPanel(QtWidgets.QGraphicsObject):
    """The encounter, step by step: who, where, the Resistance, what has been played."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.setZValue(Z.TOKEN)

    def set_lines(self, lines: list[str]) -> None:
        self.lines = lines
        self.setVisible(bool(lines))
        self.update()

    def boundingRect(self) -> QtCore.QRectF:
        return QtCore.QRectF(0, 0, 440, 96)

    def paint(self, painter: QtGui.QPainter, option: Any, widget: Any = None) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        painter.setBrush(QtGui.QColor(20, 18, 30, 215))
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        painter.setPen(QtGui.QColor("#F0E442"))
        font = QtGui.QFont("DejaVu Sans", 15, QtGui.QFont.Weight.Bold)
        painter.setFont(font)
        y = 28
        for i, line in enumerate(self.lines):
            painter.drawText(QtCore.QPointF(16, y), line)
            if i == 0:
                painter.setPen(QtGui.QColor(235, 235, 240))
                painter.setFont(QtGui.QFont("DejaVu Sans", 12))
            y += 26
