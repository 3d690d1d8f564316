"""ADRIFT's set-up on the real table: the castaways' tokens wear the colour and shape the
new-game dialog gave their seat, with letters that tell every seat apart; the computers
choose their places only after the people have chosen theirs."""

from __future__ import annotations

from petridish.games.adrift.state import SEATING, TakeSeat

from .adrift_driver import perform
from .table_driver import lift_curtain, settle


def seated(c) -> dict[str, int]:
    """Who has a place, and which."""
    return {s: p for s, p in c.state.place.items() if p}


def test_computer_castaways_take_their_places_after_the_people(qtbot, window):
    # rulebook: adrift.txt:34 (seats are discussed among the players; ruling AD-R01)
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 7, ["bot", "human", "bot", "human", "bot"], False)
    c = window.controller
    people = list(c.match.humans)
    qtbot.wait(300)  # more than a computer's moment (the window's delay is 0 here)
    settle(qtbot, window)
    assert seated(c) == {}, "nobody has chosen yet: no computer may sit down"
    lift_curtain(qtbot, window)
    first = c.viewer
    perform(qtbot, window, TakeSeat(first, 7))
    qtbot.wait(300)
    assert seated(c) == {first: 7}, "a person has not chosen yet"
    lift_curtain(qtbot, window)
    second = c.viewer
    assert {first, second} == set(people)
    perform(qtbot, window, TakeSeat(second, 8))
    qtbot.waitUntil(lambda: c.state.step != SEATING, timeout=3000)
    # The computers took what was left, and the people kept what they chose.
    assert c.state.place[first] == 7 and c.state.place[second] == 8
    computers = [s for s in c.state.seats if s not in people]
    assert all(c.state.place[s] not in (0, 7, 8) for s in computers)
