"""Unexpected errors: a dialog that says what happened, never a silent exit.

The game is autosaved after every move, so the dialog can promise that nothing is lost;
the details (the traceback) are one click away for a bug report.
"""

from __future__ import annotations

import contextlib
import sys
import traceback
from types import TracebackType

from petridish.qt import QtWidgets


def show_error(parent: QtWidgets.QWidget | None, details: str) -> None:
    box = QtWidgets.QMessageBox(parent)
    box.setIcon(QtWidgets.QMessageBox.Icon.Critical)
    box.setWindowTitle("Petri Dish hit a problem")
    box.setText("Something went wrong inside Petri Dish.")
    box.setInformativeText(
        "Your game was autosaved before this happened: choose “Continue” beside it in "
        "the games in progress to pick it up again. The details below help to report "
        "the problem."
    )
    box.setDetailedText(details)
    box.exec()


def install_excepthook(parent_getter) -> None:
    """Route uncaught exceptions in Qt callbacks to the error dialog: through the
    window's ``report_failure`` where it has one (which says a game's failure once and
    stops its computer players), else straight to the dialog."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, value, tb))
        if sys.__stderr__ is not None:
            sys.__stderr__.write(details)
        # If the dialog itself fails, the text is on stderr already.
        with contextlib.suppress(Exception):
            parent = parent_getter()
            report = getattr(parent, "report_failure", None)
            if report is not None:
                report(details)
            else:
                show_error(parent, details)

    sys.excepthook = hook
