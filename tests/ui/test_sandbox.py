"""Sandbox mode on the real table: free moves become logged edits, legal ones still go
through the rules, and the mode can be switched at any time."""

from __future__ import annotations

from petridish.core.actions import Edit
from petridish.games.adaptoid24.state import ChooseRoom
from petridish.qt import Qt
from petridish.ui.session_view import log_lines

from .table_driver import drag_item, lift_curtain, perform, settle


def test_sandbox_moves_anything_and_flags_it_outside_the_rules(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "human"], True)
    c = window.controller
    assert c.sandbox and window.a_sandbox.isChecked()
    lift_curtain(qtbot, window)
    # A legal move is still a rules move...
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))
    assert not isinstance(c.session.steps[-1].action, Edit)
    # ...an unloaded Taser dragged to the Set aside spot is a free edit: refused in rules
    # mode, an Edit in the sandbox, and flagged in the log.
    taser = window.presenter.board.item("taser.3")
    drag_item(qtbot, window, taser, "evo.discard")
    assert isinstance(window.page.view.toast.text(), str)
    spawn = window.presenter.zones["spawn.deck"].items()[-1]
    drag_item(qtbot, window, spawn, "spawn.discard")
    last = c.session.steps[-1]
    assert isinstance(last.action, Edit) and last.action.zone == "spawn.discard"
    assert len(c.state.zones["spawn.discard"]) == 1
    text, outside = log_lines(c)[-1]
    assert outside and "outside the rules" in text
    # Double-click flips a card over in the sandbox (Taser 3 gets loaded).
    view = window.page.view
    pos = view.mapFromScene(window.presenter.board.item("taser.3").scenePos())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    settle(qtbot, window)
    assert "taser.3" in c.state.loaded
    # Back to rules mode: the same kind of free drop is refused with a reason.
    window.a_sandbox.trigger()
    assert not c.sandbox
    spawn = window.presenter.zones["spawn.deck"].items()[-1]
    steps = len(c.session.steps)
    drag_item(qtbot, window, spawn, "spawn.discard")
    assert len(c.session.steps) == steps
    # And sandbox undo takes back anything, rules undo only what the rules allow.
    window.a_sandbox.trigger()
    window.undo()
    assert "taser.3" not in c.state.loaded


def test_rules_mode_refuses_a_room_from_the_wrong_hand(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "human"], False)
    c = window.controller
    lift_curtain(qtbot, window)
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))
    assert c.viewer == "geneticist"
    assert c.check(ChooseRoom("adaptoid", "lab")) == "only Adaptoid may do that"
    assert not any(i.draggable for i in window.presenter.zones["a.hand"].items())
