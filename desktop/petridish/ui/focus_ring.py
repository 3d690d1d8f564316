"""A ring, in the accent colour, on the edge of the widget of the window that has the
keyboard's focus: Your moves, Play move, who is at the computer, the log, the rules'
search.

Fusion marks a focused drop-down list or list with a one-pixel outline a shade off its
border, which on the dark palette cannot be seen: a player walking the window with Tab
lost the focus after the table's last piece and never found Your moves, which was
where it had gone. (The table rings its own pieces, and the rules pill its own face.)

The ring is a child of the focused widget laid over the whole of it, so that it goes
and grows with it; it is drawn on the widget's own edge, since a widget that fills its
place (the log, in its dock) would have a ring round it cut off.
"""

from __future__ import annotations

from collections.abc import Callable

from petridish.qt import Qt, QtCore, QtGui, QtWidgets, is_alive
from petridish.ui.palette import ACCENT

WIDTH = 2.0  # pixels
RADIUS = 4.0


class FocusRing(QtWidgets.QWidget):
    """Laid over the focused widget (``follow``) wherever ``wanted`` says."""

    def __init__(
        self, window: QtWidgets.QWidget, wanted: Callable[[QtWidgets.QWidget], bool]
    ) -> None:
        super().__init__(window)
        self._window = window
        self._wanted = wanted
        self._on: QtWidgets.QWidget | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def follow(self, _old: object, new: QtWidgets.QWidget | None) -> None:
        """The application's focus moved to ``new``: ring it if it is wanted."""
        if not is_alive(self):
            return
        if self._on is not None and is_alive(self._on):
            self._on.removeEventFilter(self)
        # Back with the window first: a widget deleted takes its children with it (its
        # focus goes, and this is called, before it does).
        self.hide()
        self.setParent(self._window)
        self._on = new if new is not None and is_alive(new) and self._wanted(new) else None
        if self._on is None:
            return
        self.setParent(self._on)
        self._on.installEventFilter(self)
        self.setGeometry(self._on.rect())
        self.raise_()
        self.show()

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if watched is self._on and event.type() == QtCore.QEvent.Type.Resize:
            self.setGeometry(self._on.rect())
        elif watched is self._on and event.type() == QtCore.QEvent.Type.ChildAdded:
            self.raise_()  # over what the widget makes later (a list's new viewport)
        return False

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        p.setPen(QtGui.QPen(QtGui.QColor(ACCENT), WIDTH))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = WIDTH / 2
        p.drawRoundedRect(
            QtCore.QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), RADIUS, RADIUS
        )
        p.end()
