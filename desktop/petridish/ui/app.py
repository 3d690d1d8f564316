"""Starting the desktop app."""

from __future__ import annotations

import sys
from typing import Any

from petridish import APP_NAME


def make_app(argv: list[str] | None = None) -> Any:
    from petridish.qt import QtWidgets
    from petridish.ui.palette import apply_style

    _quiet_platform_noise()
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(argv or [sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    apply_style(app)
    return app


NOISE = ("This plugin does not support propagateSizeHints()",)


def _quiet_platform_noise() -> None:
    """Drop Qt messages that only say a platform plugin lacks a nicety (the offscreen
    plugin used by tests and the self-test); everything else still reaches stderr."""
    from petridish.qt import QtCore

    def handler(kind: Any, context: Any, message: str) -> None:
        if message not in NOISE:
            sys.stderr.write(message + "\n")

    QtCore.qInstallMessageHandler(handler)


def run_app(
    game: str | None = None,
    seed: int | None = None,
    seats: list[str] | None = None,
    sandbox: bool = False,
    load: str | None = None,
) -> int:
    """Open the main window (on the picker, a new game or a save) and run until closed."""
    app = make_app()
    from petridish.storage.settings import load_settings
    from petridish.ui.errors import install_excepthook
    from petridish.ui.main_window import MainWindow

    window = MainWindow(picker=not (game or load))
    install_excepthook(lambda: window)
    from petridish.ui.palette import apply_style

    apply_style(app, load_settings(window.paths).ui_scale)
    window.show()
    if load:
        if not window.open_path(load):
            window.show_picker()
    elif game:
        window.start_quick(game, seed, seats, sandbox)
    return app.exec()
