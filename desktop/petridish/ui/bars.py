"""The dark bars above and below the table (the turn and prompt, the moves, the replay
controls), the mode pill on the top one, and the one-line labels they carry.

A bar keeps one height whatever it says: a prompt that wrapped onto a second line would
shrink the table under it and make the whole table jump. Its texts are one line each,
cut short with "…" when the window is narrow, the whole text on hover.

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


class OneLine(QtWidgets.QLabel):
    """A label that keeps to one line: too long for its room, it ends in "…" and shows
    the whole text as its tooltip. :meth:`text` is always the whole text."""

    def __init__(self, yields: bool = False) -> None:
        """``yields``: it takes only the room left over by its neighbours (the prompt),
        else it asks for its whole text and gives room up after those that yield."""
        super().__init__()
        self.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # seat names: never markup
        self.setWordWrap(False)
        P = QtWidgets.QSizePolicy.Policy
        self.setSizePolicy(P.Ignored if yields else P.Preferred, P.Fixed)
        self._whole = ""

    def text(self) -> str:
        return self._whole

    def setText(self, text: str) -> None:
        if text != self._whole:
            self._whole = text
            self._elide()
            self.updateGeometry()

    def sizeHint(self) -> QtCore.QSize:
        fm = self.fontMetrics()
        m = self.contentsMargins()
        return QtCore.QSize(
            fm.horizontalAdvance(self._whole) + m.left() + m.right() + 2,
            fm.height() + m.top() + m.bottom(),
        )

    def minimumSizeHint(self) -> QtCore.QSize:
        fm = self.fontMetrics()
        return QtCore.QSize(fm.horizontalAdvance("Xx…"), self.sizeHint().height())

    def elided(self) -> bool:
        """Whether the text shown is cut short."""
        return super().text() != self._whole

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self._whole, QtCore.Qt.TextElideMode.ElideRight, room)
        super().setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")


class Bar(QtWidgets.QFrame):
    """A dark bar of one fixed height: as tall as the tallest thing it may ever show,
    shown or hidden (the "At the computer" list comes and goes), worked out again when
    the text size changes."""

    def __init__(self, margins: tuple[int, int]) -> None:
        super().__init__()
        coloured(self, PROMPT, BAR)
        self.row = QtWidgets.QHBoxLayout(self)
        self.row.setContentsMargins(14, margins[0], 14, margins[1])
        self.setSizePolicy(
            QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Fixed
        )

    def fix_height(self) -> None:
        """Set the bar's height from what it holds (call once it is filled)."""
        tallest = 0
        for i in range(self.row.count()):
            widget = self.row.itemAt(i).widget()
            if widget is not None:
                tallest = max(tallest, widget.sizeHint().height())
        m = self.row.contentsMargins()
        self.setFixedHeight(tallest + m.top() + m.bottom())

    def event(self, event: QtCore.QEvent) -> bool:
        changed = event.type() in (
            QtCore.QEvent.Type.FontChange,
            QtCore.QEvent.Type.ApplicationFontChange,
            QtCore.QEvent.Type.StyleChange,
        )
        result = super().event(event)
        if changed:
            self.fix_height()
        return result


class Pill(QtWidgets.QLabel):
    """A label on a rounded fill: the mode ("Rules", or "SANDBOX — free moves")."""

    def __init__(self) -> None:
        super().__init__()
        self.setContentsMargins(10, 3, 10, 3)
        # As tall as its text, centred in the bar: never stretched into a tall block.
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Fixed)
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
