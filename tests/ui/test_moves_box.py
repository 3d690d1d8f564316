"""Your moves opens on the move that ends the step, and keeps it lit under a resting
mouse: only a mouse that moves lights another entry (the list opens over the bar, the
last entry under the pointer: "Roll the Infinity Die", where Enter out of habit would
spend the once-a-game die)."""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.ui.table_page import MovesBox

MOVES = ["Play Cerebrix", "Play Jinx", "Done playing Characters", "Roll the Infinity Die"]


def move_over(view: QtWidgets.QAbstractItemView, row: int, at: QtCore.QPoint) -> None:
    """A mouse move over ``row`` of the open list, reported at global point ``at``."""
    local = QtCore.QPointF(view.visualRect(view.model().index(row, 0)).center())
    event = QtGui.QMouseEvent(
        QtCore.QEvent.Type.MouseMove,
        local,
        QtCore.QPointF(at),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QtWidgets.QApplication.sendEvent(view.viewport(), event)


def test_the_step_move_stays_lit_until_the_mouse_moves(qtbot):
    box = MovesBox()
    qtbot.addWidget(box)
    box.addItems(MOVES)
    box.setCurrentIndex(-1)
    box.preferred = 2
    box.show()
    qtbot.waitExposed(box)
    box.showPopup()
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    assert view.currentIndex().row() == 2
    still = QtGui.QCursor.pos()
    move_over(view, 3, still)  # the pointer, unmoved, over the die's entry
    assert view.currentIndex().row() == 2
    move_over(view, 3, still + QtCore.QPoint(0, 5))  # now it moves there
    assert view.currentIndex().row() == 3
