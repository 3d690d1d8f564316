"""Work that should wait until the player has seen a frame: the menus' actions and
shortcuts (measured 2026-12: making them before the game picker's first frame would add
18 ms to it), and what would build PySide6's Qt enums before the picker is on screen
(its cursors: see petridish.qt)."""

from __future__ import annotations

from collections.abc import Callable

from petridish.qt import QtCore, QtWidgets

FALLBACK_MS = 1000  # a widget that is never painted (hidden, minimised) still gets there


class _AfterPaint(QtCore.QObject):
    """Runs what waits for its widget's next paint; one per widget, kept and reused.

    It never deletes itself: a Python-made QObject that calls its own ``deleteLater``
    from one of its slots could crash the binding when it was destroyed. Kept as the
    widget's child, it goes with the widget, and reuse keeps it to one per widget.
    """

    NAME = "petridishAfterPaint"

    def __init__(self, widget: QtWidgets.QWidget) -> None:
        super().__init__(widget)
        self.setObjectName(self.NAME)
        self._waiting: list[Callable[[], object]] = []
        self._timer = QtCore.QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)

    def add(self, fn: Callable[[], object]) -> None:
        if not self._waiting:
            self.parent().installEventFilter(self)
            self._timer.start(FALLBACK_MS)
        self._waiting.append(fn)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.Paint and self._waiting:
            # Zero delay: it runs once this frame is finished and on screen.
            self._timer.start(0)
        return False

    def _fire(self) -> None:
        waiting, self._waiting = self._waiting, []
        self.parent().removeEventFilter(self)
        for fn in waiting:
            fn()


def after_first_paint(widget: QtWidgets.QWidget, fn: Callable[[], object]) -> None:
    """Call ``fn`` once, just after ``widget`` is next painted (or after a second at
    most). A zero-delay timer is not enough: it fires before the window's first frame,
    whose paint waits for the platform's expose event, so the player would wait too.
    ``fn`` is dropped if ``widget`` is deleted first. (Watch one widget, never the
    application: an application-wide filter would put every event through Python.)"""
    # findChild searches children first, then their children (it is not given the option
    # to stop at children: that would make PySide6 build its Qt enums, see petridish.qt),
    # so what it finds may belong to a widget inside this one.
    helper = widget.findChild(_AfterPaint, _AfterPaint.NAME)
    if helper is None or helper.parent() is not widget:
        helper = _AfterPaint(widget)
    helper.add(fn)
