"""A short message bubble over the table that fades away by itself, but a hint.

Each message is of a kind, told apart at a glance by its colour, its mark and its edge
(never by colour alone): NEWS, what just happened (the big moments of a move, a save
written); HINT, the move the computer would make, which stays until it is turned down
(Escape) and goes as soon as the position changes (it would then be about a position
that is gone); REFUSAL, why a move or a
drop was refused, or what went wrong. It is a child widget of the view's viewport, so it
keeps its size and place whatever the zoom, and it never takes the mouse. It sits at the
bottom centre of the view unless pieces lie there (the bottom fish's dice, a hand): then
at the top centre, or further along either edge, wherever it covers no piece.
"""

from __future__ import annotations

from petridish.qt import Property, Qt, QtCore, QtGui, QtWidgets, Signal
from petridish.table.constants import TOAST_FADE_MS, TOAST_MS
from petridish.table.inside import lit_rects, roomiest

_BUBBLE = QtGui.QColor(24, 28, 30, 240)
NEWS, HINT, REFUSAL = "news", "hint", "refusal"
# Each kind's accent (Okabe–Ito hues, light enough on the dark bubble) and its mark.
_ACCENTS = {
    NEWS: QtGui.QColor("#3FC79A"),  # bluish green, a tick
    HINT: QtGui.QColor("#F0E442"),  # yellow, a question mark
    REFUSAL: QtGui.QColor("#F08A5D"),  # vermilion, a cross
}
EDGE = 28  # pixels between the toast and the bottom (or top) of the view
STEP = 0.125  # places along an edge, in fractions of the view's width


def reading_ms(text: str) -> int:
    """How long a message stays up: TOAST_MS for a few words, then about 60 ms a
    character (some 200 words a minute, slow enough for anyone), at most 12 s."""
    return max(TOAST_MS, min(12_000, 1200 + 60 * len(text)))


class Toast(QtWidgets.QWidget):
    """A rounded dark bubble at the bottom centre of its parent widget, or where it
    covers no piece of the table it is over (see the module's docstring)."""

    # The message shown is gone: faded, dismissed, or replaced by another (what points
    # at the move a hint is about goes with the hint).
    gone = Signal()

    def __init__(self, parent: QtWidgets.QWidget) -> None:
        super().__init__(parent)
        self._text = self._shown = ""
        self._kind = NEWS
        self._lasting = False  # up until dismissed (a hint: see show_message)
        self._position: object = None  # the position a hint shown is about
        self._opacity = 0.0
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.08)
        self.setFont(font)
        self._fade = QtCore.QPropertyAnimation(self, b"opacity", self)
        self._fade.setEasingCurve(QtCore.QEasingCurve.Type.OutCubic)
        self._fade.finished.connect(self._fade_finished)
        self._hold = QtCore.QTimer(self)
        self._hold.setSingleShot(True)
        # A coarse timer (Qt's default) may end up to 5% early: a message held 2.94 s
        # was replaced after 2.8, before the time it takes to read.
        self._hold.setTimerType(Qt.TimerType.PreciseTimer)
        self._hold.timeout.connect(self._fade_out)
        self.hide()

    def text(self) -> str:
        """The message shown (or last shown), as it was given: it is shown as a sentence,
        with a capital first letter (a rules' reason reads "only Ana may do that" inside
        other words, "Only Ana may do that" on its own)."""
        return self._text

    def kind(self) -> str:
        """The kind of the message shown (or last shown): NEWS, HINT or REFUSAL."""
        return self._kind

    def show_message(self, text: str, ms: int | None = None, kind: str = NEWS) -> None:
        """Show ``text``, a message of ``kind``, for ``ms`` milliseconds (by default
        long enough to read it: a short line stays TOAST_MS, a long one longer), then
        fade out. A hint, by default, stays until it is dismissed: the person asked for
        it, and the position it is about changing takes it away (``at_position``); one
        that faded as news does was gone before a slow reader was done with it, and the
        computer players of an ADRIFT day, holding their moves while it is read, then
        moved on and left Enter nothing to play."""
        self._lasting = ms is None and kind == HINT
        if ms is None:
            ms = reading_ms(text)
        if self.isVisible():
            self.gone.emit()
        self._text = text
        self._shown = text[:1].upper() + text[1:]
        self.setAccessibleDescription(self._shown)
        self._kind = kind if kind in _ACCENTS else NEWS
        self.setAccessibleName({NEWS: "News", HINT: "Hint", REFUSAL: "Not possible"}[self._kind])
        self._place()
        self.show()
        self.raise_()
        self._fade.stop()
        self._fade.setDuration(TOAST_FADE_MS // 2)
        self._fade.setStartValue(self._opacity)
        self._fade.setEndValue(1.0)
        self._fade.start()
        if self._lasting:
            self._hold.stop()
        else:
            self._hold.start(ms)
        self.update()

    def being_read(self) -> bool:
        """Whether a message is up and not yet fading: still there to be read."""
        return self.isVisible() and (self._lasting or self._hold.isActive())

    def at_position(self, position: object) -> None:
        """The table now shows ``position`` (any value that differs when the position
        does): a hint about another one goes at once."""
        if position != self._position:
            self._position = position
            if self._kind == HINT and self.isVisible():
                self.dismiss()

    def dismiss(self) -> None:
        """Hide at once."""
        self._lasting = False
        self._hold.stop()
        self._fade.stop()
        self._set_opacity(0.0)
        self.hide()
        self.gone.emit()

    def _fade_out(self) -> None:
        self._fade.stop()
        self._fade.setDuration(TOAST_FADE_MS)
        self._fade.setStartValue(self._opacity)
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _fade_finished(self) -> None:
        if self._opacity <= 0.0:
            self.hide()
            self.gone.emit()

    def _get_opacity(self) -> float:
        return self._opacity

    def _set_opacity(self, value: float) -> None:
        self._opacity = float(value)
        self.update()

    opacity = Property(float, _get_opacity, _set_opacity)

    def reposition(self) -> None:
        """Re-centre on the parent (call when the parent is resized)."""
        if self.isVisible():
            self._place()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        metrics = self.fontMetrics()
        max_w = max(200, int(parent.width() * 0.7))
        text_rect = metrics.boundingRect(
            QtCore.QRect(0, 0, max_w - 48 - _MARK, 1000), Qt.TextFlag.TextWordWrap, self._shown
        )
        w = text_rect.width() + 48 + _MARK
        h = max(text_rect.height() + 24, _MARK + 20)
        view = parent.parentWidget()
        if not isinstance(view, QtWidgets.QGraphicsView):
            self.setGeometry((parent.width() - w) // 2, parent.height() - h - EDGE, w, h)
            return
        places = self._places(parent.width(), parent.height(), w, h)
        spot = roomiest(view, places, avoid=lit_rects(view))
        self.setGeometry(spot.toAlignedRect())

    @staticmethod
    def _places(width: int, height: int, w: int, h: int) -> list[QtCore.QRectF]:
        """Where the toast may go, best first: the middle of the bottom edge, of the top
        edge, then further along the bottom and the top, then up the middle."""
        bottom, top = height - h - EDGE, EDGE
        mid = (width - w) / 2
        along = [mid + sign * n * STEP * width for n in range(1, 5) for sign in (-1, 1)]
        ys = [bottom - n * (h + 12) for n in range(1, max(1, (bottom - top) // (h + 12)))]
        return [
            QtCore.QRectF(x, y, w, h)
            for x, y in [
                (mid, bottom),
                (mid, top),
                *((x, bottom) for x in along),
                *((x, top) for x in along),
                *((mid, y) for y in ys),
            ]
        ]

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        p.setOpacity(self._opacity)
        accent = _ACCENTS[self._kind]
        r = QtCore.QRectF(self.rect()).adjusted(1, 1, -1, -1)
        edge = QtGui.QColor(accent)
        edge.setAlpha(170)
        p.setPen(QtGui.QPen(edge, 1.5))
        p.setBrush(_BUBBLE)
        radius = min(r.height() / 2, 16.0)
        p.drawRoundedRect(r, radius, radius)
        centre = QtCore.QPointF(r.left() + 14 + _MARK / 2, r.center().y())
        _paint_mark(p, self._kind, centre, accent)
        p.setPen(QtGui.QColor(245, 245, 240))
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        p.drawText(r.adjusted(24 + _MARK, 0, -16, 0), flags, self._shown)
        p.end()


_MARK = 18  # the mark's diameter, in pixels


def _paint_mark(p: QtGui.QPainter, kind: str, at: QtCore.QPointF, accent: QtGui.QColor) -> None:
    """A disc of the kind's colour with its sign drawn in the bubble's colour: a tick
    (news), a question mark (a hint), a cross (a refusal)."""
    half = _MARK / 2
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(accent)
    p.drawEllipse(at, half, half)
    ink = QtGui.QPen(_BUBBLE, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    ink.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(ink)
    p.setBrush(Qt.BrushStyle.NoBrush)
    x, y, u = at.x(), at.y(), half * 0.45
    if kind == REFUSAL:
        p.drawLine(QtCore.QPointF(x - u, y - u), QtCore.QPointF(x + u, y + u))
        p.drawLine(QtCore.QPointF(x - u, y + u), QtCore.QPointF(x + u, y - u))
    elif kind == HINT:
        path = QtGui.QPainterPath(QtCore.QPointF(x - u * 0.9, y - u * 0.5))
        path.cubicTo(x - u, y - u * 2.1, x + u * 1.3, y - u * 1.9, x + u * 0.8, y - u * 0.4)
        path.cubicTo(x + u * 0.5, y + u * 0.2, x, y + u * 0.1, x, y + u * 0.7)
        p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_BUBBLE)
        p.drawEllipse(QtCore.QPointF(x, y + u * 1.45), 1.5, 1.5)
    else:
        path = QtGui.QPainterPath(QtCore.QPointF(x - u, y))
        path.lineTo(x - u * 0.2, y + u * 0.8)
        path.lineTo(x + u * 1.1, y - u * 0.8)
        p.drawPath(path)
