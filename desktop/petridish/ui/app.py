"""Starting the desktop app."""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Any

from petridish import APP_NAME, resources
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.storage.paths import Paths
from petridish.storage.settings import load_settings
from petridish.ui.errors import install_excepthook
from petridish.ui.palette import apply_style

# Qt messages that only say a platform plugin lacks a nicety (the offscreen plugin used
# by tests and the self-test); everything else still reaches stderr.
NOISE = ("This plugin does not support propagateSizeHints()",)

# Qt's last word before it aborts when none of its platforms could open a window.
NO_PLATFORM = "no Qt platform plugin could be initialized"

# Qt's messages while the QApplication is being made, held back (None at other times):
# when no platform starts they would be Qt's confusing account, which names one missing
# library of several and suggests reinstalling; petridish gives its own (ui.syslibs).
_held: list[str] | None = None


def _quiet_platform_noise() -> None:
    def handler(kind: Any, context: Any, message: str) -> None:
        if message in NOISE:
            return
        if _held is None:
            sys.stderr.write(message + "\n")
        elif kind != QtCore.QtMsgType.QtFatalMsg:
            _held.append(message)
        elif NO_PLATFORM in message and sys.platform.startswith("linux"):
            from petridish.ui import syslibs  # only ever needed here

            syslibs.give_up(_held)  # ends the process (Qt would abort)
        else:  # Qt aborts next: everything it said must be out before
            sys.stderr.write("".join(f"{m}\n" for m in (*_held, message)))
            sys.stderr.flush()

    QtCore.qInstallMessageHandler(handler)


def _new_application(args: list[str]) -> QtWidgets.QApplication:
    """The QApplication, made with Qt's messages held back until it exists (see _held)."""
    global _held
    _held = []
    try:
        return QtWidgets.QApplication(args)
    finally:
        held, _held = _held, None
        for message in held:  # it started after all: nothing Qt said is lost
            sys.stderr.write(message + "\n")


def make_app(argv: list[str] | None = None, ui_scale: float = 1.0) -> QtWidgets.QApplication:
    """The application object, named, with its icon and the app's look (the Fusion style,
    the dark palette, the font scaled by ``ui_scale``)."""
    _quiet_platform_noise()
    app = QtWidgets.QApplication.instance()
    if app is None:
        # Fusion is chosen as Qt starts, by its own -style option. Setting it afterwards
        # hands Python the style object, for which PySide6 builds all of QStyle's enums
        # (measured 2026-12: 49M instructions, 5 to 7 ms of the picker's first frame).
        app = _new_application([*(argv or [sys.argv[0]]), "-style", "fusion"])
    else:
        app.setStyle("Fusion")
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    # Matches packaging/linux/petridish.desktop, so desktops group the window with its
    # launcher and show the right icon.
    app.setDesktopFileName("petridish")
    set_app_icon(app)
    apply_style(app, ui_scale)
    return app


def set_app_icon(app: QtWidgets.QApplication) -> None:
    """Give every window the app's icon (256 px: the largest a window or task bar shows;
    the 512 px master is for stores)."""
    with contextlib.suppress(resources.ResourceError):
        app.setWindowIcon(QtGui.QIcon(str(resources.path("icons", "petridish-256.png"))))


class SaveOpener(QtCore.QObject):
    """Opens a save the system hands to the running app (macOS sends a double-clicked
    file as a QFileOpenEvent, not as an argument)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.FileOpen:
            path = event.file()  # type: ignore[attr-defined]
            if path:
                self.window.open_path(path)
                return True
        return False


def run_app(
    game: str | None = None,
    seed: int | None = None,
    seats: list[str] | None = None,
    sandbox: bool = False,
    load: str | None = None,
    players: int | None = None,
) -> int:
    """Open the main window (on the picker, a new game or a save) and run until closed."""
    from petridish.ui.main_window import MainWindow  # here: main_window imports this module

    paths = Paths.default()
    app = make_app(ui_scale=load_settings(paths).ui_scale)

    window = MainWindow(paths, picker=not (game or load))
    if sys.platform == "darwin":
        # Only macOS hands a double-clicked save to a running app as an event; elsewhere
        # it arrives as an argument. The filter is application-wide, so it would put every
        # event of every widget through Python, which slows everything down (start-up by
        # tens of milliseconds): it is installed only where it is needed.
        app.installEventFilter(SaveOpener(window))
    install_excepthook(lambda: window)
    probe = os.environ.get("PETRIDISH_FIRST_FRAME_PROBE")
    if probe:  # bench/bench_startup.py times the first frame of the real command
        from petridish.ui.probe import watch_first_frame

        watch_first_frame(window, probe)
    window.show()
    # The keyboard to the new window: most desktops give it anyway, but one that does
    # not (an X server with no window manager) left every shortcut dead until a click.
    window.activateWindow()
    if load:
        if not window.open_path(load):
            window.show_picker()
    elif game:
        window.start_quick(game, seed, seats, sandbox, players)
    return app.exec()
