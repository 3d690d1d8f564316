"""Work that should wait until the player has seen a frame."""

from __future__ import annotations

from collections.abc import Callable

from petridish.qt import QtCore, QtWidgets

FALLBACK_MS = 1000  # a widget that is never painted (hidden, minimised) still gets there


class _AfterFirstPaint(QtCore.QObject):
    def __init__(self, widget: QtWidgets.QWidget, fn: Callable[[], object]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._fn: Callable[[], object] | None = fn
        widget.installEventFilter(self)
        QtCore.QTimer.singleShot(FALLBACK_MS, self, self._fire)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.Paint and self._fn is not None:
            # Queued, so it runs once this frame is finished and on screen.
            QtCore.QTimer.singleShot(0, self, self._fire)
        return False

    def _fire(self) -> None:
        fn, self._fn = self._fn, None
        if fn is None:
            return
        self._widget.removeEventFilter(self)
        self.deleteLater()
        fn()


def after_first_paint(widget: QtWidgets.QWidget, fn: Callable[[], object]) -> None:
    """Call ``fn`` once, just after ``widget`` is next painted (or after a second at
    most). A zero-delay timer is not enough: it fires before the window's first frame,
    whose paint waits for the platform's expose event, so the player would wait too.
    ``fn`` is dropped if ``widget`` is deleted first. (Watch one widget, never the
    application: an application-wide filter would put every event through Python.)"""
    _AfterFirstPaint(widget, fn)
