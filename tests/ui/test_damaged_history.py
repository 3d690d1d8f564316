"""A hand-edited save whose history holds a position the rules refuse is refused when
it is opened, with one message (its edits are checked as it is read, see
tests/storage/test_storage_recorded.py). And a table that fails to show a game leaves
the window on the picker with one message, not half attached."""

from __future__ import annotations

import pytest

from petridish.qt import QtWidgets

from ..storage.test_storage_recorded import BACK, FLIP, OVERFULL, save_with


@pytest.fixture
def messages(monkeypatch) -> list[str]:
    """The warnings the window shows (their text), instead of showing them."""
    shown: list[str] = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda *args: shown.append(args[2]))
    return shown


def test_a_save_with_a_damaged_earlier_position_is_refused_with_one_message(
    window, tmp_path, messages
):
    # rulebook: adaptoid24.txt:11
    # The position after move 2 was mended by move 3: once, undo would have shown it.
    assert not window.open_path(save_with(tmp_path, [FLIP, OVERFULL, BACK]))
    assert len(messages) == 1 and "move 2 (Edit) was refused" in messages[0]
    assert window.controller is None and window.stack.currentWidget() is window.picker


def test_a_table_that_fails_to_show_a_game_leaves_the_window_on_the_picker(
    window, tmp_path, monkeypatch, messages, paths, capsys
):
    # Whatever the fault (a bug in a table), the window is not left half attached, the
    # person reads one message, and the whole traceback is on stderr for a report.
    from petridish.games.adaptoid24.presenter import Adaptoid24Presenter

    def broken(self, animated=True):
        raise RuntimeError("the table could not lay this out")

    monkeypatch.setattr(Adaptoid24Presenter, "refresh", broken)
    path = save_with(tmp_path, [FLIP])
    assert not window.open_path(path)
    assert window.controller is None and window.presenter is None
    assert window.stack.currentWidget() is window.picker
    assert len(messages) == 1
    assert "the table could not show it (RuntimeError: the table could not lay" in messages[0]
    assert "Traceback" in capsys.readouterr().err
    assert not paths.settings_path.exists()  # not remembered among the recent saves
