"""An unexpected error shows a dialog and keeps the autosave; the window stays. A bug
that would come back at every move is said once, and the computer players stop."""

import sys

import pytest

from petridish.storage import saves


def test_a_crash_inside_a_move_shows_a_dialog_and_keeps_the_autosave(
    qtbot, window, paths, monkeypatch
):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 6, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    before = saves.read_save(c.autosave_file).snapshot
    shown = []
    monkeypatch.setattr("petridish.ui.errors.show_error", lambda parent, text: shown.append(text))

    def broken(state, action):
        raise RuntimeError("a bug in the rules")

    monkeypatch.setattr(c.game, "_apply", broken)
    action = next(a for _, a in window.presenter.actions())
    assert c.submit(action) == "an unexpected error stopped this move"
    assert shown and "a bug in the rules" in shown[0]
    assert window.isVisible()
    monkeypatch.undo()  # the game object is shared: mend it before replaying the save
    assert saves.read_save(c.autosave_file).snapshot == before


@pytest.mark.qt_no_exception_capture
def test_a_bug_the_computer_players_would_hit_at_every_move_is_said_once(
    qtbot, window, monkeypatch
):
    # A division by zero in drawing the table, hit again at each computer move: it once
    # brought the "hit a problem" dialog back several times a second. Now it is said
    # once and the computer players stop; the window stays.
    from petridish.ui.errors import install_excepthook

    shown: list[str] = []
    monkeypatch.setattr("petridish.ui.errors.show_error", lambda parent, text: shown.append(text))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    install_excepthook(lambda: window)
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["bot", "bot", "bot"], False)
    c = window.controller

    def broken(animated=True):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(window.presenter, "refresh", broken)
    qtbot.waitUntil(lambda: bool(shown), timeout=5_000)
    moves = len(c.session.steps)
    qtbot.wait(500)
    assert len(shown) == 1 and "ZeroDivisionError" in shown[0]
    assert c.broken and len(c.session.steps) == moves  # the computers stand still
    assert window.isVisible()


def test_a_computer_player_that_fails_is_said_once_while_the_person_plays_on(
    qtbot, window, monkeypatch
):
    # ADRIFT: people and computers act in any order. A computer castaway whose choice
    # fails ("blue has no move") was said again after each of the person's moves.
    from petridish.games.adrift import facts
    from petridish.games.adrift.bot import AdriftBot
    from petridish.games.adrift.state import Meditate, TakeSeat

    shown: list[str] = []
    monkeypatch.setattr("petridish.ui.errors.show_error", lambda parent, text: shown.append(text))
    choose = AdriftBot.choose

    def broken(self, game, view, seat, legal):
        if view.step == "day":
            raise ValueError(f"{seat} has no move")
        return choose(self, game, view, seat, legal)

    monkeypatch.setattr(AdriftBot, "choose", broken)
    window.start_quick("adrift", 4, ["human", "bot", "bot"], False)
    c = window.controller
    c.run_bots_now()  # the computer castaways take their places
    assert c.submit(TakeSeat("red", facts.empty_places(c.state)[0])) is None  # the day begins
    qtbot.waitUntil(lambda: bool(shown), timeout=5_000)
    assert "has no move" in shown[0]
    assert c.submit(Meditate("red")) is None  # the person plays on
    qtbot.wait(300)
    assert len(shown) == 1 and window.isVisible()
    assert c.broken  # the computer castaways stand still for the rest of the game


def test_after_a_bug_the_people_still_pass_the_table_behind_the_curtain(qtbot, window, monkeypatch):
    # A bug said once stopped the hand-over with the computers: the next person played
    # on at the last one's table, their screen and chosen ration card in view.
    from petridish.games.adrift.state import TakeSeat
    from petridish.qt import Qt

    from .adrift_driver import perform
    from .table_driver import lift_curtain, settle

    shown: list[str] = []
    monkeypatch.setattr("petridish.ui.errors.show_error", lambda parent, text: shown.append(text))
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 11, ["human", "human"], False)
    c = window.controller
    lift_curtain(qtbot, window)
    window.report_failure("Traceback: a bug in drawing the table")
    assert shown and c.broken
    perform(qtbot, window, TakeSeat(c.viewer, 5))
    lift_curtain(qtbot, window)
    perform(qtbot, window, TakeSeat(c.viewer, 7))  # the keeper: day one begins
    lift_curtain(qtbot, window)
    keeper = c.viewer
    assert c.state.step == "day"
    page = window.page
    qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
    assert page.step.text() == "Done for today"
    qtbot.mouseClick(page.step, Qt.MouseButton.LeftButton)  # the other one's turn now
    settle(qtbot, window)
    assert window.curtain.isVisible() and c.waiting_for not in (None, keeper)
    lift_curtain(qtbot, window)
    assert c.viewer not in (None, keeper)
    assert len(shown) == 1
