"""Ctrl+H then Enter plays the hinted move wherever the focus was (the table, the log),
and the focus then goes back there: a later Enter does what it did before the hint."""

from __future__ import annotations

import pytest

from petridish.core import registry
from petridish.qt import Qt, QtWidgets

from .table_driver import at_your_move, settle

GAMES = registry.game_ids()


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard gives it: to whatever has the focus."""
    qtbot.keyClick(QtWidgets.QApplication.focusWidget(), key, modifier)


def focus_on(qtbot, window, where: str):
    widget = {"table": window.page.view, "log": window.log.list}[where]
    widget.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(widget.hasFocus)
    return widget


@pytest.mark.parametrize("where", ["table", "log"])
@pytest.mark.parametrize("game_id", GAMES)
def test_ctrl_h_then_enter_plays_the_hint_wherever_the_focus_is(qtbot, window, game_id, where):
    c = at_your_move(qtbot, window, game_id)
    widget = focus_on(qtbot, window, where)
    hints = []
    c.hint_ready.connect(hints.append)
    before = len(c.session.steps)
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Hint: "))
    hinted = hints[-1].action
    before = len(c.session.steps)  # (the computer may have moved meanwhile)
    assert "Enter plays it" in toast.text()
    assert window.page.moves.currentText() in toast.text()
    press(qtbot, Qt.Key.Key_Return)
    settle(qtbot, window)
    played = [step.action for step in c.session.steps[before:]]
    assert played[:1] == [hinted], "Enter played the hinted move"
    # The focus is back where it was: Enter there plays no second move of the person's.
    assert widget.hasFocus()
    if where == "log":
        after = len(c.session.steps)
        press(qtbot, Qt.Key.Key_Return)
        settle(qtbot, window)
        assert all(step.action.seat in c.bots for step in c.session.steps[after:])


def test_a_hint_turned_down_with_escape_gives_the_focus_back_and_plays_nothing(qtbot, window):
    c = at_your_move(qtbot, window, "adapt")
    widget = focus_on(qtbot, window, "log")
    before = len(c.session.steps)
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.page.moves.hasFocus)
    toast = window.page.view.toast
    assert toast.isVisible() and window.page.moves.currentIndex() >= 0
    press(qtbot, Qt.Key.Key_Escape)
    assert widget.hasFocus()
    # The hint is turned down: its words go, and so does its move in Your moves (they
    # stayed, "Play Lumina" chosen, and a second Escape did not take the words away).
    assert not toast.isVisible()
    assert window.page.moves.currentIndex() == -1
    press(qtbot, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert len(c.session.steps) == before


def test_escape_on_the_table_turns_a_hint_down(qtbot, window):
    c = at_your_move(qtbot, window, "genegrafter")
    window.page.view.setFocus(Qt.FocusReason.MouseFocusReason)
    c.ask_hint()
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Hint: "))
    window.page.view.setFocus(Qt.FocusReason.MouseFocusReason)
    press(qtbot, Qt.Key.Key_Escape)
    assert not toast.isVisible()


def test_a_hint_let_go_leaves_your_moves_as_they_always_are(qtbot, window):
    # The player clicks the table after the hint, then Tabs back to Your moves: Enter
    # plays the move chosen there and the focus stays in the bar, as it always does.
    c = at_your_move(qtbot, window, "adapt")
    focus_on(qtbot, window, "log")
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.page.moves.hasFocus)
    chosen = window.page.moves.currentText()
    focus_on(qtbot, window, "table")
    window.page.moves.setFocus(Qt.FocusReason.TabFocusReason)
    before = len(c.session.steps)
    press(qtbot, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert window.presenter.label(c.session.steps[before].action) == chosen
    assert not window.log.list.hasFocus()
