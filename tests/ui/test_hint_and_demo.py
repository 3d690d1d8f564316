"""A hint names the move the computer would make, with a line on why, and chooses it in
Your moves so that Enter plays it (where the game has a strong player, once it has
thought: see test_hint_thinks); a demo lets the computer play every seat. Both for
every game, from the keyboard, on the whole window."""

from __future__ import annotations

import pytest

from petridish.core import registry
from petridish.qt import Qt

from .table_driver import at_your_move, settle

GAMES = registry.game_ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_ctrl_h_shows_the_computers_move_and_why_and_enter_plays_it(qtbot, window, game_id):
    c = at_your_move(qtbot, window, game_id)
    assert window.a_hint.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Hint: "))
    chosen = window.page.moves.currentText()
    assert chosen in toast.text(), "the hinted move is chosen in Your moves"
    before = len(c.session.steps)
    window.page.moves.setFocus()
    qtbot.keyClick(window.page.moves, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert len(c.session.steps) > before


def test_a_hint_when_it_is_not_your_move_says_so(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 5, ["bot", "human"], False)
    c = window.controller
    c.paused = True  # the computer's Coral chooses its Guppy first: hold it there
    settle(qtbot, window)
    assert c.game.to_move(c.state) == ("coral",)
    qtbot.waitUntil(lambda: window.menus_filled)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    # Greyed, Hint and Undo say why on their tooltips, and their keys say it too: a key
    # that does nothing tells the person nothing.
    assert not window.a_hint.isEnabled() and not window.a_undo.isEnabled()
    assert window.a_hint.toolTip().endswith("not now, it is Coral's move, not yours")
    assert window.a_undo.toolTip().endswith("not now, nothing to undo")
    toast = window.page.view.toast
    window.page.view.setFocus()
    qtbot.keyClick(window.page.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert toast.isVisible() and toast.text() == "No hint: it is Coral's move, not yours"
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert toast.isVisible()
    assert toast.text() == "Cannot take back the last move: nothing to undo"
    # The log keeps it dimmed, as it is: no move was refused ("Not played: …").
    log = window.log.list
    assert log.item(log.count() - 1).text() == "Cannot take back the last move: nothing to undo"
    c.paused = False  # Coral's Guppy: now the hint may be asked, and the key plays it
    c.wake()
    qtbot.waitUntil(lambda: c.game.to_move(c.state) == ("finn",))
    assert window.a_hint.isEnabled()
    assert window.a_hint.toolTip() == "The move the computer would make, and why"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_demo_lets_the_computer_play_every_seat_to_the_end(qtbot, window, game_id):
    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, 5, None, False)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.menus_filled)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    c = window.controller
    assert c.match.game_id == game_id
    assert {s.kind for s in c.match.seats} == {"normal"}
    assert c.viewer is None and not window.curtain.isVisible()
    assert window.presenter.actions() == []
    assert window.windowTitle() == f"Demo: {c.game.name} — Petri Dish"  # it says so
    c.run_bots_now()
    settle(qtbot, window)
    assert c.game.is_terminal(c.state)


def test_in_the_sandbox_a_seat_the_rules_do_not_ask_to_move_gets_no_hint(qtbot, window):
    # The sandbox lets Finn edit while the computer's Coral chooses its Guppy; the rules
    # still give Finn no move, so there is nothing to hint (it once raised).
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 5, ["bot", "human"], True)
    c = window.controller
    c.paused = True
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.menus_filled)
    assert c.game.to_move(c.state) == ("coral",) and c.can_act(c.viewer)
    window._update_actions()
    assert not window.a_hint.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    window.show_hint()  # as a menu would, were the action enabled
    assert window.page.view.toast.text() == "No hint: the rules give Finn no move now"
