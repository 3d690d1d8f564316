"""The dark bars above and below the table (the turn and prompt, the moves, the replay
controls) and the mode pill on the top one.

Colours and fonts are set on the widgets, not by a style sheet: any style sheet puts the
page's widgets through Qt's style-sheet engine (measured 2026-12: 25M instructions, about
5 ms, of a warm table's first frame). This module builds no Qt enums on import (see
petridish.qt): the game picker's window imports it.
"""

from __future__ import annotations

from petridish.qt import QtCore, QtGui, QtWidgets

# The bars above and below the table, their 1-px edge towards it, and the texts on them.
BAR = "#161d21"
BAR_EDGE = "#0b0f11"
TURN = "#F0E442"
PROMPT = "#e8eef0"
QUIET = "#b9d6cf"
# The mode pill: (text, fill, bold) for the rules and for the sandbox.
MODE_LOOK = {False: (QUIET, "#24343a", False), True: ("#1b1300", "#E69F00", True)}


def coloured(widget: QtWidgets.QWidget, text: str, fill: str | None = None) -> None:
    """Give ``widget`` the ``text`` colour, and a background filled with ``fill``."""
    pal = widget.palette()
    pal.setColor(QtGui.QPalette.ColorRole.WindowText, QtGui.QColor(text))
    if fill is not None:
        pal.setColor(QtGui.QPalette.ColorRole.Window, QtGui.QColor(fill))
        widget.setAutoFillBackground(True)
    widget.setPalette(pal)


def set_font(widget: QtWidgets.QWidget, points: float | None = None, bold: bool = False) -> None:
    """Make ``widget``'s font ``points`` large (else as it is), bold or not."""
    font = widget.font()
    if points is not None:
        font.setPointSizeF(points)
    font.setBold(bold)
    widget.setFont(font)


def edge() -> QtWidgets.QFrame:
    """The 1-px line between a bar and the table."""
    line = QtWidgets.QFrame()
    line.setFixedHeight(1)
    coloured(line, BAR_EDGE, BAR_EDGE)
    return line


class Pill(QtWidgets.QLabel):
    """A label on a rounded fill: the mode ("Rules", or "SANDBOX — free moves")."""

    def __init__(self) -> None:
        super().__init__()
        self.setContentsMargins(10, 3, 10, 3)
        self._fill = QtGui.QColor()

    def set_look(self, text: str, fill: str, bold: bool) -> None:
        coloured(self, text)
        set_font(self, bold=bold)
        self._fill = QtGui.QColor(fill)
        self.update()

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        p.setPen(QtCore.Qt.PenStyle.NoPen)
        p.setBrush(self._fill)
        p.drawRoundedRect(QtCore.QRectF(self.rect()), 9, 9)
        p.end()
        super().paintEvent(event)
