"""A game that is left keeps nothing of its table alive. The table's scene, its drag
and keyboard controllers, its animator and its view outlive every game; none of them
may hold a piece of a game gone: a die just clicked (the click played, and a
double-click it may begin is to be taken as that one click), a piece with the
keyboard's focus, pieces still sliding into place as the game is left."""

from __future__ import annotations

from petridish.qt import Qt

from . import soak
from .genegrafter_driver import click_item
from .table_driver import at_your_move


def assert_nothing_kept(window, before: dict[str, int]) -> None:
    """The game is gone and nothing of its table is held: no item off the table, no Qt
    object deleted while Python still holds it (beyond what tests run before this one
    in the same process left)."""
    alive = soak.census(window)
    # (A window of an earlier test whose game was still thinking may not be collected
    # yet: what was alive before this test's game is not this game's.)
    assert alive["GameController"] <= before["GameController"], alive
    assert alive["Session"] <= before["Session"], alive
    for kept in ("table items off the table", "deleted Qt objects kept"):
        assert alive[kept] <= before[kept], (kept, before[kept], alive)


def test_a_game_left_after_a_die_was_clicked_keeps_no_item_of_its_table(qtbot, window):
    before = soak.census(window)
    at_your_move(qtbot, window, "genegrafter")
    me = window.controller.viewer
    steps = len(window.controller.session.steps)
    click_item(qtbot, window, window.presenter.board.item(f"{me}.infinity"))
    assert len(window.controller.session.steps) == steps + 1, "the click rolled the die"
    qtbot.keyClick(window.page.view, Qt.Key.Key_Tab)  # a piece takes the keyboard's focus
    assert window.page.scene.keyboard.focused is not None
    qtbot.keyClick(
        window,
        Qt.Key.Key_P,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.stack.currentWidget() is window.picker
    assert_nothing_kept(window, before)


def test_a_game_left_while_its_pieces_move_keeps_no_item_of_its_table(qtbot, window):
    before = soak.census(window)
    at_your_move(qtbot, window, "adapt")
    scene = window.page.scene
    scene.animator.set_speed(1.0)  # as people play: pieces slide, cards turn over
    page = window.page
    page.moves.setCurrentIndex(0)  # the first of Your moves, chosen and played
    qtbot.mouseClick(page.play, Qt.MouseButton.LeftButton)
    assert scene.animator.busy(), "the move is still being shown"
    qtbot.keyClick(
        window,
        Qt.Key.Key_P,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.stack.currentWidget() is window.picker
    assert_nothing_kept(window, before)
    assert not scene.animator.busy()
