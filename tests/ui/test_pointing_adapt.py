"""A.D.A.P.T.'s Special Actions on the table: a hint or a lesson pointing at one lights
the Part and the fish it is dropped on (never only the Part's own place, where a drop
does nothing), and a double-click on the Part uses an action that needs no other fish."""

from __future__ import annotations

from petridish.games.adapt.state import Special
from petridish.ui.pointing import gesture_of
from tests.games.adapt.helpers import CORAL, GAME, build, setup
from tests.ui.test_announcements import start
from tests.ui.test_lessons import double_click

ORGAN = "part.electric_organ#1"


def shock_ready(window):
    s = build(setup(3), CORAL, "body.clownfish#1", "body.barracuda#1", ORGAN)
    assert s.current == CORAL and Special(CORAL, "shock") in GAME.legal_actions(s, CORAL)
    start(window, GAME, s, ["human", "bot", "bot"])
    return window.controller


def test_a_special_action_is_pointed_at_the_fish_it_is_dropped_on(qtbot, window):
    # rulebook: adapt.txt:41
    shock_ready(window)
    [(piece, place)] = gesture_of(window, Special(CORAL, "shock"))
    assert window.presenter.board.spec(piece).key == ORGAN
    assert place is not None and place.name != f"{CORAL}.organ"
    assert window.presenter.gesture(window.presenter.drag_of(piece, place, -1)) == Special(
        CORAL, "shock"
    )


def test_a_double_click_on_the_part_uses_its_special_action(qtbot, window):
    # rulebook: adapt.txt:41
    c = shock_ready(window)
    before = len(c.session.steps)
    double_click(qtbot, window, window.presenter.board.item(ORGAN))
    assert c.session.steps[before].action == Special(CORAL, "shock")


def test_an_attack_lights_the_body_to_drag_and_not_the_one_attacked(qtbot, window):
    # rulebook: adapt.txt:40
    # Both Bodies glowed gold, the attacker's and the one it was dropped near, and a new
    # player could not tell which to drag: the one attacked is lit only as the place.
    from petridish.games.adapt.state import Attack

    c = shock_ready(window)
    attack = next(a for a in c.game.legal_actions(c.state, CORAL) if isinstance(a, Attack))
    found = gesture_of(window, attack)
    board = window.presenter.board
    assert [board.spec(piece).key for piece, _ in found] == [c.state.zones[f"{CORAL}.body"][-1]]
    [(piece, place)] = found
    assert window.presenter.gesture(window.presenter.drag_of(piece, place, -1)) == attack
