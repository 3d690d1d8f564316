"""A held key's repeats, told from a fresh press.

A key held down repeats: the system sends it again and again, each time as a release
and a press. Qt marks most of these presses as repeats (``isAutoRepeat``), but under
X11 it can only do so when the press has already arrived as it reads the release; on a
busy machine it has not, and the repeat reads as a fresh press. Such a press then
carries the very timestamp of the release before it, which no person's finger can do:
that tells it apart. Where a repeat would act again (lift the curtain, play a move,
drop a piece), only a fresh press may.
"""

from __future__ import annotations

from petridish.qt import QtGui

SAME_MS = 2  # a press this close after its key's release is that release's repeat


class HeldKeys:
    """Remembers when each key was last released, for one widget's key events."""

    def __init__(self) -> None:
        self._released: dict[int, int] = {}

    def released(self, event: QtGui.QKeyEvent) -> None:
        """A key was let go (or seemed to be: a repeat's release)."""
        self._released[event.key()] = event.timestamp()

    def repeated(self, event: QtGui.QKeyEvent) -> bool:
        """Whether the press ``event`` is a held key's repeat, not a fresh press."""
        if event.isAutoRepeat():
            return True
        last, now = self._released.get(event.key()), event.timestamp()
        # (A timestamp of 0 is none: an event made by the program, not by a keyboard.)
        return bool(last and now) and 0 <= now - last <= SAME_MS
