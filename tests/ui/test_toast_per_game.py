"""A message over the table belongs to the game it was said in: a hint shown, then a new
game, the game picker and Continue, or a save opened, and the next table shows none of
it (it once stayed over the next game's table for as long as it took to read)."""

from __future__ import annotations

from petridish.qt import Qt, QtWidgets
from petridish.table.toast import Toast

from .table_driver import at_your_move, settle, when_a_dialog_opens
from .window_texts import window_texts


def show_a_hint(qtbot, window) -> str:
    """Ctrl+H at the person's move: the hint's toast is over the table."""
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Hint: "))
    return toast.text()


def assert_no_toast(window, said: str) -> None:
    """The table is up and nothing of ``said`` shows anywhere in the window."""
    assert window.stack.currentWidget() is window.page
    assert [t for t in window.findChildren(Toast) if t.isVisible()] == []
    assert not [t for t in window_texts(window) if said in t]


def answer_the_dialog_with_enter(qtbot) -> list[str]:
    """Whatever modal dialog opens next is accepted with Enter, as a person would."""
    seen: list[str] = []

    def answer(dialog) -> None:
        seen.append(type(dialog).__name__)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_a_dialog_opens(answer)
    return seen


def test_a_new_game_shows_no_hint_of_the_last(qtbot, window):
    at_your_move(qtbot, window, "adapt")
    said = show_a_hint(qtbot, window)
    seen = answer_the_dialog_with_enter(qtbot)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert seen == ["NewGameDialog"]
    assert window.controller is not None
    assert_no_toast(window, said)


def test_the_picker_and_continue_show_no_hint_of_the_game_left(qtbot, window):
    c = at_your_move(qtbot, window, "genegrafter")
    c.autosave()
    said = show_a_hint(qtbot, window)
    qtbot.keyClick(
        window,
        Qt.Key.Key_P,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.stack.currentWidget() is window.picker
    button = window.picker.continue_button
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.controller is not None and window.controller.match.game_id == "genegrafter"
    assert_no_toast(window, said)


def test_a_save_opened_shows_no_hint_of_the_game_before(qtbot, window, tmp_path, monkeypatch):
    at_your_move(qtbot, window, "adaptoid24")
    path = tmp_path / "kept.petridish"
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.keyClick(
        window,
        Qt.Key.Key_S,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert path.is_file()
    said = show_a_hint(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert window.save_path is not None and str(path) in str(window.save_path)
    assert_no_toast(window, said)
