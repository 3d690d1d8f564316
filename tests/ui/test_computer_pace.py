"""The computer's moves can be followed: each is shown for a moment, at a pace a
setting controls, and the top bar says what it is before it happens."""

from __future__ import annotations

import time

from petridish.games.adrift import layout
from petridish.games.adrift.presenter import token_key
from petridish.games.genegrafter.state import EndPlay
from petridish.qt import Qt
from petridish.storage.saves import SeatInfo
from petridish.ui.controller import Match

from ..games.adaptoid24.helpers import rooms, setup
from .table_driver import drag_item


def encounter_against_the_computer(window):
    """A table where the computer Geneticist must answer an encounter in the Lab."""
    start = rooms(setup(), "lab", "lab")
    assert start.step == "encounter"
    seats = [
        SeatInfo("adaptoid", "Adaptoid", "human", "#CC79A7"),
        SeatInfo("geneticist", "Geneticist", "bot", "#E69F00"),
    ]
    window.start(Match("adaptoid24", seats, 7, dict(start.options), start=start))
    return window.controller


def first_intent(qtbot, window, c):
    """What the window showed when the computer's move was first announced: caught as it
    happens, not by polling, so a busy machine cannot let it slip by."""
    seen: dict = {}

    def note() -> None:
        if c.intent is not None and not seen:
            seen["intent"] = c.intent
            seen["step"] = c.state.step
            seen["prompt"] = window.page.prompt.text()
            encounter = window.presenter.zones["encounter"].items()
            seen["shown"] = {window.presenter.board.spec(i).key for i in encounter}
            seen["at"] = time.monotonic()

    c.changed.connect(note)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    c.changed.disconnect(note)
    return seen


def test_the_computer_shows_its_equipment_in_the_encounter_before_playing_it(qtbot, window):
    # rulebook: adaptoid24.txt:24
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 150
    c = encounter_against_the_computer(window)
    assert c.state.step == "encounter"
    seen = first_intent(qtbot, window, c)
    seat, action = seen["intent"]
    assert seat == "geneticist" and action.kind == "Overcome"
    # Not yet played: the bar says what is coming, the cards lie in the Encounter.
    assert seen["step"] == "encounter"
    assert seen["prompt"].startswith("The Geneticist plays ")
    assert seen["shown"] == set(action.equipment)
    # A moment later it is played.
    qtbot.waitUntil(lambda: c.state.step != "encounter", timeout=5000)
    assert c.intent is None


def test_the_pace_setting_slows_the_computer_down(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 100
    window.fill_menus()
    menu = next(a.menu() for a in window.view_menu.actions() if a.text() == "&Computer players")
    slow = next(a for a in menu.actions() if a.text() == "Slow")
    slow.trigger()
    assert window.settings.computer_pace == 2.0
    began = time.monotonic()
    c = encounter_against_the_computer(window)
    assert c.pace == 2.0
    seen = first_intent(qtbot, window, c)
    # The normal pace decides after 100 ms; the slow one after twice that. (A lower bound
    # only, with room for a timer firing a little early: a busy machine only adds.)
    assert seen["at"] - began >= 0.15
    qtbot.waitUntil(lambda: c.state.step != "encounter", timeout=5000)


def test_a_move_the_computer_had_no_choice_about_is_shown_briefly(qtbot, window):
    # rulebook: genegrafter.txt:80
    # Sue, the computer, has nothing to play and her Infinity Die rolled: ending her
    # play is her only move, and it is paused for and shown at a share of the pace;
    # Jon's turn then offers him a choice again.
    from petridish.ui import controller

    from ..games.genegrafter import helpers as gg
    from .test_announcements import start

    window.bot_delay_ms = 100
    state = gg.position(current=gg.SUE, infinity_used=frozenset({gg.SUE}))
    start(window, gg.GAME, state, ["human", "bot"])
    c = window.controller
    assert gg.GAME.legal_actions(c.state, gg.SUE) == [EndPlay(gg.SUE)]
    seen: dict = {}

    def note() -> None:
        if c.intent is not None and not seen:
            seen["intent"] = c.intent
            seen["prompt"] = window.page.prompt.text()

    c.changed.connect(note)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    c.changed.disconnect(note)
    assert seen["intent"] == (gg.SUE, EndPlay(gg.SUE))
    assert seen["prompt"].startswith("Sue ")  # still said in the bar
    # (The timer that shows it was set as it was announced; Jon moves next, so no
    # other computer's move sets it again.)
    qtbot.waitUntil(lambda: c.state.current == gg.JON, timeout=5000)
    brief = round(100 * controller.SHOW_FACTOR * controller.FORCED_FACTOR)
    assert c._show_timer.interval() == brief < round(100 * controller.SHOW_FACTOR)


def adrift_with_two_computers(window):
    """A quick ADRIFT voyage, the person Red with two computer castaways, animations
    off and the computers quick: the controller, presenter, busy sign and toast."""
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 100
    window.start_quick("adrift", 5, ["human", "bot", "bot"], False)
    return window.controller, window.presenter, window.page.busy, window.page.view.toast


def test_one_computer_that_lets_the_people_act_first_is_said_of_in_the_singular(qtbot, window):
    # "Green wait for the people to choose first", "Green let you act first".
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 100
    window.start_quick("adrift", 5, ["human", "human", "bot"], False)
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible(), timeout=5000)
    assert toast.text() == "Green waits for the people to choose first: they take what is left"


def test_the_window_says_when_the_computers_let_the_people_act_first(qtbot, window):
    """Where the computers wait for the people, the window says so: ADRIFT's places are
    chosen by the people first, and in a day, where anyone may act, the computers wait
    until the people pause. The busy sign names them, and the first time in a game of
    each a note over the table says why nothing moves (a person saw nothing happen for
    seconds and could not tell whether the computers were stuck)."""
    # rulebook: adrift.txt:81 (no turns), adrift.txt:32 (places: ruling AD-R01)
    c, p, busy, toast = adrift_with_two_computers(window)
    assert c.state.step == "seating"
    assert c.computers_after_people() == ["blue", "green"]
    assert busy.isVisible() and busy.toolTip() == "Blue and Green will play after you"
    assert (
        toast.text() == "Blue and Green wait for the people to choose first: they take what is left"
    )
    # The board says so on each of their lines too.
    assert "Blue · chooses after the people" in p.panel.lines
    toast.dismiss()  # read

    drag_item(qtbot, window, p.board.item(token_key("red")), layout.place_zone(1))
    qtbot.waitUntil(lambda: c.state.step == "day", timeout=5000)
    # The day: the computers may act, and wait for the person first.
    qtbot.waitUntil(
        lambda: (
            toast.text()
            == "Blue and Green let you act first: they play when you pause for a few seconds"
        ),
        timeout=5000,
    )
    assert c.computers_after_people() == ["blue", "green"]
    assert busy.toolTip() == "Blue and Green will play after you"
    waits = [line for line in p.panel.lines if line.endswith(" · waits for the people")]
    assert [line.split(" · ")[0] for line in waits] == ["Blue", "Green"]
    # Once the person has paused, they play, and the sign no longer says they wait.
    played = len(c.session.steps)
    qtbot.waitUntil(lambda: len(c.session.steps) > played, timeout=5000)
    assert c.session.steps[-1].action.seat in ("blue", "green")
    assert c.computers_after_people() == []
    assert not busy.isVisible() or "after you" not in busy.toolTip()
    assert not [line for line in p.panel.lines if "waits for the people" in line]


def test_the_busy_sign_says_the_computers_wait_while_a_hint_is_up(qtbot, window):
    """The computers hold their moves while the person's hint is up (a move would take
    it away): a player who left a hint up waited minutes for the others, not knowing
    why. The busy sign says so while it is up, and how to put it away."""
    # rulebook: adrift.txt:81 (no turns: anyone may act in a day)
    c, p, busy, toast = adrift_with_two_computers(window)
    drag_item(qtbot, window, p.board.item(token_key("red")), layout.place_zone(1))
    qtbot.waitUntil(
        lambda: c.state.step == "day" and bool(c.computers_after_people()), timeout=5000
    )
    toast.dismiss()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.page.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Hint: "), timeout=5000)
    assert busy.isVisible()
    assert busy.toolTip() == "Blue and Green wait while your hint is up (Esc puts it away)"
    played = len(c.session.steps)
    qtbot.wait(1500)  # well past the pause they wait for
    assert len(c.session.steps) == played
    qtbot.keyClick(window.page.view, Qt.Key.Key_Escape)
    assert not toast.isVisible()
    assert "hint" not in busy.toolTip()
