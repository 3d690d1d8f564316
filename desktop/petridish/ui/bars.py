"""The dark bars above and below the table (the turn and prompt, the moves, the replay
controls), the Rules pill on the top one (it says the mode, and shows the rules), and
the one-line labels they carry.

A bar keeps one height whatever it says: a prompt that made the bar taller would shrink
the table under it and make the whole table jump. Its texts are one line each, cut short
with "…" when the window is narrow, the whole text on hover; but the prompt, the one
instruction a new player has, goes onto two lines of smaller letters in the same height
before it is cut short (``Prompt``).

Colours and fonts are set on the widgets, not by a style sheet: any style sheet puts the
page's widgets through Qt's style-sheet engine (measured 2026-12: 25M instructions, about
5 ms, of a warm table's first frame). This module builds no Qt enums on import (see
petridish.qt): the game picker's window imports it.
"""

from __future__ import annotations

import math
import textwrap

from petridish.qt import QtCore, QtGui, QtWidgets

# The bars above and below the table, their 1-px edge towards it, and the texts on them.
BAR = "#161d21"
BAR_EDGE = "#0b0f11"
TURN = "#F0E442"
PROMPT = "#e8eef0"
QUIET = "#b9d6cf"
ABOUT_WIDTH = 64  # characters a line of a title's meaning, on hover
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
        self._about = ""  # said on hover too, after the whole text if it is cut

    def text(self) -> str:
        return self._whole

    def setText(self, text: str) -> None:
        if text != self._whole:
            self._whole = text
            self._elide()
            self.updateGeometry()

    def set_about(self, about: str) -> None:
        """What the text means, shown on hover ("" for nothing more than the text)."""
        if about != self._about:
            self._about = about
            self._elide()

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
        said = [self._whole] if shown != self._whole else []
        # (A plain tooltip is one line however long: the meaning is wrapped by hand.)
        about = textwrap.wrap(self._about, ABOUT_WIDTH)
        self.setToolTip("\n".join([*said, *about]))


class Prompt(OneLine):
    """The top bar's instruction: on one line where it fits; where it does not, on two
    lines of letters up to a fifth smaller in the bar's own height, and only past that
    cut short with "…" at the end of the second line (the whole on hover). "Day 1: no
    pole, oar or bucket (keepers in 7–8 hold them) — Meditate, in …" left a new player
    without the end of the only instruction on the screen."""

    SMALLEST = 0.8  # of the font's size: the two lines' letters are no smaller

    def __init__(self) -> None:
        super().__init__(yields=True)
        P = QtWidgets.QSizePolicy.Policy
        self.setSizePolicy(P.Ignored, P.Preferred)  # the bar's whole height is its room
        self._lines: tuple[QtGui.QFont, list[str]] | None = None  # two lines shown

    def sizeHint(self) -> QtCore.QSize:
        # As tall as two lines of the smallest letters: the bar is made that tall, once.
        hint = super().sizeHint()
        font = QtGui.QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * self.SMALLEST)
        two = math.ceil(2 * QtGui.QFontMetricsF(font).height())
        m = self.contentsMargins()
        return QtCore.QSize(hint.width(), max(hint.height(), two + m.top() + m.bottom()))

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(super().minimumSizeHint().width(), self.sizeHint().height())

    def lines(self) -> list[str]:
        """The lines shown: one, or two where the text does not fit on one."""
        return list(self._lines[1]) if self._lines else [super(OneLine, self).text()]

    def _elide(self) -> None:
        self._lines = None
        room = self.contentsRect()
        if self.fontMetrics().horizontalAdvance(self._whole) <= room.width():
            super()._elide()
            return
        font = QtGui.QFont(self.font())
        base, steps = font.pointSizeF(), 4
        lines: list[str] = []  # at the last size tried that fits two lines' height
        for i in range(1, steps + 1):
            font.setPointSizeF(base * (1 - (1 - self.SMALLEST) * i / steps))
            metrics = QtGui.QFontMetricsF(font)
            if 2 * metrics.height() > room.height():
                continue  # two lines would not fit in the bar
            lines = wrap(self._whole, metrics, room.width())
            if len(lines) <= 2:
                self._show_lines(font, lines, whole=True)
                return
        if not lines:
            super()._elide()  # (a bar too low for two lines: one, cut short)
            return
        # The smallest letters, and still more than two lines: the second is cut short.
        mode = QtCore.Qt.TextElideMode.ElideRight
        second = metrics.elidedText(" ".join(lines[1:]), mode, room.width())
        self._show_lines(font, [lines[0], second], whole=False)

    def _show_lines(self, font: QtGui.QFont, lines: list[str], whole: bool) -> None:
        self._lines = (font, lines)
        # The label's own text is what a screen reader reads: the whole, or what shows.
        QtWidgets.QLabel.setText(self, self._whole if whole else " ".join(lines))
        self.setToolTip("" if whole else self._whole)
        self.update()

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        if self._lines is None:
            super().paintEvent(event)
            return
        font, lines = self._lines
        painter = QtGui.QPainter(self)
        painter.setFont(font)
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        room = QtCore.QRectF(self.contentsRect())
        line_h = QtGui.QFontMetricsF(font).height()
        top = room.top() + (room.height() - line_h * len(lines)) / 2
        flags = QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignVCenter
        for i, line in enumerate(lines):
            rect = QtCore.QRectF(room.left(), top + i * line_h, room.width(), line_h)
            painter.drawText(rect, flags, line)
        painter.end()


def wrap(text: str, metrics: QtGui.QFontMetricsF, width: float) -> list[str]:
    """``text`` in lines no wider than ``width``, broken between words (a word longer
    than a line has a line of its own)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


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


class RulesPill(QtWidgets.QAbstractButton):
    """The mode ("Rules", or "SANDBOX — free moves") on a rounded fill: a button that
    shows the game's rules, as F1 does (its words read as one). Tab reaches it; Space
    or Enter presses it."""

    PAD = (10, 3)  # pixels around the text, across and down

    def __init__(self) -> None:
        super().__init__()
        self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setToolTip("The rules of this game (F1)")
        self.setAccessibleName("Rules")
        # As tall as its text, centred in the bar: never stretched into a tall block.
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Fixed)
        self._fill = QtGui.QColor()
        self._ink = QtGui.QColor()

    def set_look(self, text: str, fill: str, bold: bool) -> None:
        self._ink = QtGui.QColor(text)
        set_font(self, bold=bold)
        self._fill = QtGui.QColor(fill)
        self.updateGeometry()
        self.update()

    def setText(self, text: str) -> None:
        if text != self.text():
            super().setText(text)
            self.updateGeometry()

    def sizeHint(self) -> QtCore.QSize:
        fm = self.fontMetrics()
        across, down = self.PAD
        return QtCore.QSize(fm.horizontalAdvance(self.text()) + 2 * across, fm.height() + 2 * down)

    def minimumSizeHint(self) -> QtCore.QSize:
        return self.sizeHint()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.click()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        rect = QtCore.QRectF(self.rect())
        fill = QtGui.QColor(self._fill)
        if self.isDown() or self.underMouse():
            fill = fill.lighter(125)
        p.setBrush(fill)
        if self.hasFocus():  # the keyboard's ring, in the text's colour
            p.setPen(QtGui.QPen(self._ink, 1.5))
            rect = rect.adjusted(0.75, 0.75, -0.75, -0.75)
        else:
            p.setPen(QtCore.Qt.PenStyle.NoPen)
        p.drawRoundedRect(rect, 9, 9)
        p.setPen(self._ink)
        p.setFont(self.font())
        p.drawText(self.rect(), QtCore.Qt.AlignmentFlag.AlignCenter, self.text())
        p.end()

    def enterEvent(self, event: QtCore.QEvent) -> None:
        super().enterEvent(event)
        self.update()

    def leaveEvent(self, event: QtCore.QEvent) -> None:
        super().leaveEvent(event)
        self.update()


class Busy(QtWidgets.QWidget):
    """A small, quiet busy sign: three dots brightening one after another, while a
    computer player thinks. Its timer runs only while it is shown."""

    STEP_MS = 160  # one dot to the next
    DOTS = 3
    GAP = 8  # pixels between the dots and the words after them

    def __init__(self) -> None:
        super().__init__()
        self._phase = 0
        self._timer = QtCore.QTimer(self)
        self._timer.setInterval(self.STEP_MS)
        self._timer.timeout.connect(self._turn)
        P = QtWidgets.QSizePolicy.Policy
        self.setSizePolicy(P.Fixed, P.Fixed)
        self.hide()

    def sizeHint(self) -> QtCore.QSize:
        h = self.fontMetrics().height()
        return QtCore.QSize(round(h * 1.6) + self.GAP, h)

    def _turn(self) -> None:
        self._phase = (self._phase + 1) % self.DOTS
        self.update()

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        super().showEvent(event)
        self._timer.start()

    def hideEvent(self, event: QtGui.QHideEvent) -> None:
        super().hideEvent(event)
        self._timer.stop()

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        p.setPen(QtCore.Qt.PenStyle.NoPen)
        w, h = self.width() - self.GAP, self.height()
        r = max(1.5, h / 8)
        gap = w / self.DOTS
        for i in range(self.DOTS):
            colour = QtGui.QColor(TURN if i == self._phase else QUIET)
            colour.setAlphaF(1.0 if i == self._phase else 0.45)
            p.setBrush(colour)
            p.drawEllipse(QtCore.QPointF(gap * (i + 0.5), h / 2), r, r)
        p.end()
