"""A hint points at its move on the table, as a lesson does: the piece it is made with
glows (and the place a drag of it goes), or the button that makes it; the hint's words
keep off what glows, and the glow goes with the hint."""

from __future__ import annotations

import pytest

from petridish.core import registry
from petridish.qt import Qt, QtWidgets

from .table_driver import at_your_move, settle
from .window_texts import widget_texts

GAMES = registry.game_ids()


def lit_on_the_table(window) -> list:
    return [p for p in window.page.scene.items() if getattr(p, "highlighted", False) is True]


def lit_buttons(window) -> list:
    page = window.page
    return [b for b in (page.step, *page.choice_buttons) if b.property("pointed")]


def ask_for_a_hint(qtbot, window):
    hints = []
    window.controller.hint_ready.connect(hints.append)
    window.page.view.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.keyClick(window.page.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Hint: "))
    return hints[-1].action


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_lights_what_its_move_is_made_with_and_keeps_off_it(qtbot, window, game_id):
    at_your_move(qtbot, window, game_id)
    ask_for_a_hint(qtbot, window)
    lit = lit_on_the_table(window)
    assert lit or lit_buttons(window), "the hint points at nothing"
    view, toast = window.page.view, window.page.view.toast
    for piece in lit:
        seen = view.mapFromScene(piece.sceneBoundingRect()).boundingRect()
        assert not toast.geometry().intersects(seen), f"the hint covers {piece}"
    # Turned down, the hint takes its glow with it.
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not toast.isVisible()
    assert not lit_on_the_table(window) and not lit_buttons(window)


def test_the_glow_goes_once_the_hinted_move_is_played(qtbot, window):
    c = at_your_move(qtbot, window, "adapt")
    hinted = ask_for_a_hint(qtbot, window)
    assert lit_on_the_table(window)
    before = len(c.session.steps)
    qtbot.keyClick(QtWidgets.QApplication.focusWidget(), Qt.Key.Key_Return)
    settle(qtbot, window)
    assert c.session.steps[before].action == hinted
    assert not lit_on_the_table(window)


def test_at_a_hand_over_the_glow_and_the_hint_go_before_the_next_person_sits(qtbot, window):
    # Two people at one computer: the hinted move of the first is no one else's to see.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 5, ["human", "human"], False)
    settle(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    c = window.controller
    first = c.viewer
    ask_for_a_hint(qtbot, window)
    said = window.page.view.toast.text()
    assert lit_on_the_table(window) or lit_buttons(window)
    combo = window.page.at_computer
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # the other person sits down
    settle(qtbot, window)
    assert c.viewer != first
    assert not lit_on_the_table(window) and not lit_buttons(window)
    assert not [t for t in widget_texts(window) if said in t or "Hint:" in t]
