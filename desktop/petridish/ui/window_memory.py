"""What the main window remembers of itself between runs: its size, place and maximised
state, and the table's docks (which are shown, their sizes, where they sit).

Qt records both (``saveGeometry``, ``saveState``) and checks its records when they are
handed back: a window recorded on a screen that is gone comes back on one that is there,
and a record Qt cannot read changes nothing. The settings keep the records as base64 text.

The docks are the table's: the game picker hides them. So their record is taken while
the table shows (as the window goes back to the picker, and as it closes there), and
given back when the table shows again after the picker or a restart.
"""

from __future__ import annotations

import contextlib
from typing import Any

from petridish.qt import QtCore
from petridish.storage.settings import save_settings, settings_to_json

SCREEN_MARGIN = 48  # pixels a new window leaves free of its screen's width and height


def _record(data: QtCore.QByteArray) -> str:
    return bytes(data.toBase64()).decode("ascii")


def _bytes(text: str) -> QtCore.QByteArray:
    return QtCore.QByteArray.fromBase64(QtCore.QByteArray(text.encode("ascii")))


def restore_geometry(window: Any) -> bool:
    """Give ``window`` the size, place and maximised state it had when it last closed;
    False when there is no record or Qt cannot read it: the window keeps its size then,
    made smaller if its screen has no room for it (a laptop's)."""
    record = window.settings.window_geometry
    if record and window.restoreGeometry(_bytes(record)):
        return True
    screen = window.screen()
    if screen is not None:
        # A margin for the frame and the task bar: a window that fits as it opens is
        # recorded at the size it opened at, and comes back at that size.
        room = screen.availableGeometry().size() - QtCore.QSize(SCREEN_MARGIN, SCREEN_MARGIN)
        if window.width() > room.width() or window.height() > room.height():
            window.resize(window.size().boundedTo(room))
    return False


def at_table(window: Any) -> bool:
    """Whether the table (with its docks) is what the window shows."""
    return window._page is not None and window.stack.currentWidget() is window._page


def note_docks(window: Any) -> None:
    """Record the table's docks as they are now (only while the table shows them)."""
    if at_table(window):
        window.settings.window_docks = _record(window.saveState())


def restore_docks(window: Any) -> bool:
    """Put the table's docks back as they were last recorded: shown or hidden, their
    sizes and places. False when there is no record or Qt cannot read it."""
    record = window.settings.window_docks
    return bool(record) and window.restoreState(_bytes(record))


def remember_at_close(window: Any) -> None:
    """Record the window and its docks, and store them if they changed.

    Quietly: the window is going, and a disk that cannot take them costs only the
    window's memory of itself (any setting the player changed was stored, or said not
    to be, when it changed)."""
    before = settings_to_json(window.settings)
    note_docks(window)
    window.settings.window_geometry = _record(window.saveGeometry())
    if settings_to_json(window.settings) != before:
        with contextlib.suppress(OSError):
            save_settings(window.paths, window.settings)
