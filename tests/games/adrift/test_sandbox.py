"""ADRIFT's sandbox: an edit that leaves the rules' clock where a move would have moved
it on (the last castaway given a place, the last ration card owed) goes on as the move
would, rather than being refused for leaving nobody to move."""

from __future__ import annotations

from petridish.core.actions import Edit, Pass
from petridish.games.adrift.rules import GAME
from petridish.games.adrift.state import DAY, MEAL_STEP, SEATING, Eat, TakeSeat

from .helpers import BLUE, GREEN, RED, TABLES

THREE = (RED, BLUE, GREEN)


def boarding(*taken: tuple[str, int]):
    """A three-castaway voyage at set-up step 5, with ``taken`` places chosen by the
    rules."""
    state = GAME.new_state(7, seats=THREE)
    for seat, place in taken:
        state = GAME.apply(state, TakeSeat(seat, place)).state
    return state


def test_the_last_castaway_given_a_place_by_hand_begins_day_one():
    # rulebook: adrift.txt:34 (after seats are decided, begin day one)
    # rulebook: adrift.txt:38
    state = boarding((RED, 7), (BLUE, 8))
    edit = Edit(RED, "set", key=f"{GREEN}.place", value=1)
    assert GAME.check_edit(state, edit) is None
    out = GAME.apply_edit(state, edit)
    by_rules = GAME.apply(state, TakeSeat(GREEN, 1))
    assert out.state.step == DAY and out.state.day == 1
    assert out.state.place == {RED: 7, BLUE: 8, GREEN: 1}
    # The morning the rules bring after the last choice, event for event.
    assert [e.kind for e in out.events][1:] == [e.kind for e in by_rules.events][1:]
    assert out.state == by_rules.state
    assert GAME.validate_state(out.state) is None


def test_a_castaway_moved_by_hand_before_the_last_choice_leaves_places_to_choose():
    state = boarding((RED, 7))
    out = GAME.apply_edit(state, Edit(RED, "set", key=f"{BLUE}.place", value=8))
    assert out.state.step == SEATING and GAME.to_move(out.state) == (GREEN,)


def test_the_last_castaway_owing_a_ration_card_killed_by_hand_leaves_the_meal_served():
    # rulebook: adrift.txt:68 (after rations have been settled, begin the next day)
    # rulebook: adrift.txt:72 (dead when the tracker is all the way to the right)
    state = boarding((RED, 3), (BLUE, 4), (GREEN, 5))
    for seat in THREE:
        state = GAME.apply(state, Pass(seat)).state
    assert state.step == MEAL_STEP
    for seat in (RED, BLUE):
        state = GAME.apply(state, Eat(seat, 1)).state
    edit = Edit(RED, "set", key=f"{GREEN}.tracker", value=TABLES.track)
    assert GAME.check_edit(state, edit) is None
    after = GAME.apply_edit(state, edit).state
    assert GREEN in after.dead
    assert after.step == DAY and after.day == 2
