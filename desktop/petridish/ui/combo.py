"""A drop-down list that the mouse wheel leaves alone until it is chosen.

Qt turns a list's choice with the wheel whenever the pointer is over it: scrolling the
new-game dialog past its options changed the rules of the next game unseen ("Six" dice
became "No limit"). This list takes the wheel only once it has the focus (clicked or
tabbed to); otherwise the wheel goes on to what holds it, and the dialog scrolls.
"""

from __future__ import annotations

from petridish.qt import Qt, QtGui, QtWidgets


class Combo(QtWidgets.QComboBox):
    """A QComboBox that turns with the wheel only while it has the focus."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # (a wheel gives it no focus)

    def wheelEvent(self, event: QtGui.QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()  # the dialog, or the table, scrolls instead
