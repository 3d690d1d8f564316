"""A hand-edited save may hold an earlier position the rules refuse (its edits are
checked when a position is shown, see tests/storage/test_storage_recorded.py): undo
says so over the table and takes nothing back. And a table that fails to show a game
leaves the window on the picker, not half attached."""

from __future__ import annotations

import pytest

from petridish.qt import Qt

from ..storage.test_storage_recorded import BACK, FLIP, OVERFULL, save_with
from .table_driver import settle


def test_undo_to_a_damaged_position_of_a_save_says_so_and_keeps_the_game(qtbot, window, tmp_path):
    # rulebook: adaptoid24.txt:11
    window.page.scene.animator.set_speed(0)
    assert window.open_path(save_with(tmp_path, [FLIP, OVERFULL, BACK]))
    settle(qtbot, window)
    c = window.controller
    if window.curtain.isVisible():
        window.curtain.lift()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert len(c.session.steps) == 3
    toast = window.page.view.toast
    assert toast.isVisible()
    assert "the position after move 2 is damaged in the save" in toast.text()


def test_a_table_that_fails_to_show_a_game_leaves_the_window_on_the_picker(
    qtbot, window, tmp_path, monkeypatch
):
    # Whatever the fault (a bug in a table), the window is not left half attached.
    from petridish.games.adaptoid24.presenter import Adaptoid24Presenter

    def broken(self, animated=True):
        raise RuntimeError("the table could not lay this out")

    monkeypatch.setattr(Adaptoid24Presenter, "refresh", broken)
    path = save_with(tmp_path, [FLIP])
    with pytest.raises(RuntimeError, match="could not lay this out"):  # still reported
        window.open_path(path)
    assert window.controller is None and window.presenter is None
    assert window.stack.currentWidget() is window.picker
