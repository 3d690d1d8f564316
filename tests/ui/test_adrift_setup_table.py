"""ADRIFT's set-up on the real table: the castaways' tokens wear the colour and shape the
new-game dialog gave their seat, with letters that tell every seat apart; the computers
choose their places only after the people have chosen theirs."""

from __future__ import annotations

import pytest

from petridish.games.adrift.presenter import token_key
from petridish.games.adrift.state import SEATING, TakeSeat
from petridish.qt import QtCore, QtGui

from .adrift_driver import perform
from .table_driver import lift_curtain, settle, when_a_dialog_opens

Qt = QtCore.Qt


def start_from_the_dialog(qtbot, window, count: int) -> dict[str, tuple[str, str]]:
    """Open the new-game dialog for ADRIFT, choose ``count`` castaways with the keyboard
    and press Enter; return each seat's mark as the dialog offered it (colour, shape)."""
    offered: dict[str, tuple[str, str]] = {}

    def answer(dialog) -> None:
        combo = dialog.players
        combo.setFocus()
        steps = combo.findData(count) - combo.currentIndex()
        for _ in range(abs(steps)):
            qtbot.keyClick(combo, Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up)
        for row in dialog.seat_rows:
            mark = row.current_mark()
            offered[row.id] = (mark.colour.upper(), mark.shape)
            assert row.mark.currentText() == mark.label  # "Blue star", as the menu says
        qtbot.keyClick(dialog.start_button, Qt.Key.Key_Return)

    when_a_dialog_opens(answer)
    window.new_game_dialog("adrift")
    settle(qtbot, window)
    return offered


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


@pytest.mark.parametrize("count", range(2, 9))
def test_each_token_has_the_colour_and_shape_the_dialog_offered_and_letters_of_its_own(
    qtbot, window, count
):
    # rulebook: adrift.txt:25 ("Choose the character token to match your character screen")
    window.page.scene.animator.set_speed(0)
    offered = start_from_the_dialog(qtbot, window, count)
    c, board = window.controller, window.presenter.board
    assert len(offered) == count == len(c.state.seats)
    lift_curtain(qtbot, window)
    tokens = {seat: board.item(token_key(seat)) for seat in c.state.seats}
    for seat, token in tokens.items():
        assert token is not None and token.isVisible(), seat
        drawn = (token.colour.name(QtGui.QColor.NameFormat.HexRgb).upper(), token.shape_name)
        assert drawn == offered[seat], f"{seat}: the dialog said {offered[seat]}, drew {drawn}"
    shapes = [t.shape_name for t in tokens.values()]
    assert len(set(shapes)) == count, shapes
    letters = [t.label for t in tokens.values()]
    assert len({x.casefold() for x in letters}) == count, letters
    if count == 8:  # Blue and Black begin alike: their tokens do not
        names = {c.seat_label(s): t.label for s, t in tokens.items()}
        assert names["Blue"] != names["Black"] and names["Blue"] == "Bl", names
