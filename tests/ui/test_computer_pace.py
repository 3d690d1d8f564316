"""The computer's moves can be followed: each is shown for a moment, at a pace a
setting controls, and the top bar says what it is before it happens."""

from __future__ import annotations

from petridish.storage.saves import SeatInfo
from petridish.ui.controller import Match

from ..games.adaptoid24.helpers import rooms, setup


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


def test_the_computer_shows_its_equipment_in_the_encounter_before_playing_it(qtbot, window):
    # rulebook: adaptoid24.txt:24
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 150
    c = encounter_against_the_computer(window)
    assert c.state.step == "encounter"
    qtbot.waitUntil(lambda: c.intent is not None, timeout=3000)
    seat, action = c.intent
    assert seat == "geneticist" and action.kind == "Overcome"
    # Not yet played: the bar says what is coming, the cards lie in the Encounter.
    assert c.state.step == "encounter"
    assert window.page.prompt.text().startswith("The Geneticist plays ")
    encounter = window.presenter.zones["encounter"].items()
    shown = {window.presenter.board.spec(i).key for i in encounter}
    assert shown == set(action.equipment)
    # A moment later it is played.
    qtbot.waitUntil(lambda: c.state.step != "encounter", timeout=3000)
    assert c.intent is None


def test_the_pace_setting_slows_the_computer_down(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 100
    window.fill_menus()
    menu = next(a.menu() for a in window.view_menu.actions() if a.text() == "&Computer players")
    slow = next(a for a in menu.actions() if a.text() == "Slow")
    slow.trigger()
    assert window.settings.computer_pace == 2.0
    c = encounter_against_the_computer(window)
    assert c.pace == 2.0
    qtbot.wait(150)  # the normal pace would have decided by now; the slow one has not
    assert c.intent is None and c.state.step == "encounter"
    qtbot.waitUntil(lambda: c.intent is not None, timeout=3000)
    qtbot.waitUntil(lambda: c.state.step != "encounter", timeout=3000)
