"""Timing the first frame of the real app, for ``bench/bench_startup.py``.

With ``PETRIDISH_FIRST_FRAME_PROBE`` set to the moment the command was started (seconds
since the epoch, as ``time.time()`` gives it), the app prints when its main window began
to paint its first frame and when that frame was complete, both in seconds from that
moment, as ``first-frame BEGINS DONE``, and quits. Unset, nothing here runs.
"""

from __future__ import annotations

import sys
import time

from petridish.qt import QtCore, QtWidgets

VARIABLE = "PETRIDISH_FIRST_FRAME_PROBE"


class _FirstFrame(QtCore.QObject):
    def __init__(self, window: QtWidgets.QWidget, start: float) -> None:
        super().__init__(window)
        self._start = start
        self._begun: float | None = None
        window.installEventFilter(self)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.Paint and self._begun is None:
            self._begun = time.time() - self._start
            # Qt paints a window and all its widgets in one pass: a zero timer queued now
            # runs once the whole frame has been painted and flushed.
            QtCore.QTimer.singleShot(0, self._done)
        return False

    def _done(self) -> None:
        sys.stdout.write(f"first-frame {self._begun:.4f} {time.time() - self._start:.4f}\n")
        sys.stdout.flush()
        self._quit()

    def _quit(self) -> None:
        # A frame painted while the app is still getting ready (the progress of a first
        # card painting) comes before the event loop runs, when quitting does nothing.
        if QtCore.QThread.currentThread().loopLevel() == 0:
            QtCore.QTimer.singleShot(10, self._quit)
        else:
            # bench_startup.py --instructions keeps its count at this very call
            # (QCoreApplication::quit): quit some other way and it counts the tidying up.
            QtWidgets.QApplication.quit()


def watch_first_frame(window: QtWidgets.QWidget, start: str) -> None:
    """Report ``window``'s first frame as the module says; call just before showing it,
    so that this filter sees the first paint before any of the app's own."""
    try:
        began = float(start)
    except ValueError:
        raise SystemExit(f"{VARIABLE} must be a start time in seconds, not {start!r}") from None
    _FirstFrame(window, began)
