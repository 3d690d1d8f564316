"""The beginning of each day (rulebook "To Begin Each Day"), in the rulebook's order:
the active day die, a situation on a 2 or 5, the trackers, the insanity rolls, the
water; with rulings AD-R08 (a situation at once when rowing turns the die to 2 or 5)
and AD-R25 (who makes how many insanity rolls)."""

from __future__ import annotations

import pytest

from petridish.games.adrift import facts
from petridish.games.adrift.state import DAY, MEAL_STEP, RemoveWater, Row
from tests.games.adrift.helpers import (
    BLUE,
    GAME,
    GREEN,
    RED,
    card,
    dawn,
    effect_face,
    force,
    kinds,
    meal,
    nightfall,
    of_kind,
    play,
    position,
    run,
)

CALM_SITUATION = effect_face("situation", "nothing")
CALM_MIND = effect_face("insanity", "nothing")


def test_the_morning_in_the_rulebooks_order():
    # rulebook: adrift.txt:37
    # rulebook: adrift.txt:38
    # rulebook: adrift.txt:39
    # rulebook: adrift.txt:40
    # rulebook: adrift.txt:41
    # rulebook: adrift.txt:42
    # The die turns from 4 to 5 (a situation), and Red is insane (an insanity roll),
    # with an item on the boat (the water rises).
    state = position(2, dice=(4,), hands={RED: [card("oar")]}, insane=frozenset({RED}))
    state = force(state, situation=[CALM_SITUATION], insanity=[CALM_MIND])
    after, events = dawn(state)
    morning = [k for k in kinds(events) if k != "well"]
    assert morning == ["day", "day_die", "situation", "tracker", "tracker", "insanity", "water"]
    assert after.step == DAY and after.day == state.day + 1


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_the_active_day_die_goes_up_one_each_morning(face):
    # rulebook: adrift.txt:38
    state = force(position(2, dice=(face,)), situation=[CALM_SITUATION])
    after, events = dawn(state)
    assert facts.day_dice(after) == (face + 1,)
    assert of_kind(events, "day_die") == [{"die": 1, "face": face + 1, "why": "morning"}]


def test_a_die_locked_in_the_morning_brings_everyones_insanity_roll_after_the_trackers():
    # rulebook: adrift.txt:38
    # rulebook: adrift.txt:41
    # The roll is not made at once when the die locks, but with the other insanity
    # rolls, after every tracker has moved.
    state = force(position(3, dice=(5,)), insanity=[CALM_MIND] * 3)
    after, events = dawn(state)
    assert facts.day_dice(after) == (6,) and facts.locked_dice(after) == 1
    order = kinds(events)
    assert order.index("day_die") < order.index("tracker")
    last_tracker = max(i for i, k in enumerate(order) if k == "tracker")
    assert min(i for i, k in enumerate(order) if k == "insanity") > last_tracker
    assert sorted(e["seat"] for e in of_kind(events, "insanity")) == sorted([RED, BLUE, GREEN])
    # The rolls are made: nothing is left owing for the morning after.
    assert not after.locked


@pytest.mark.parametrize("face,situations", [(1, 1), (2, 0), (3, 0), (4, 1), (5, 0)])
def test_a_situation_when_the_active_day_die_turns_to_2_or_5(face, situations):
    # rulebook: adrift.txt:39
    state = force(position(2, dice=(face,)), situation=[CALM_SITUATION], insanity=[CALM_MIND] * 2)
    _, events = dawn(state)
    assert len(of_kind(events, "situation")) == situations


def test_the_situation_die_leaves_the_table_at_nightfall():
    # rulebook: adrift.txt:39 ("If the active day dice shows a two or five anytime during the day")
    # The die turns to 2 in the morning: a situation; at nightfall its die goes, so the
    # next morning (3, no situation) shows none.
    state = force(position(2, dice=(1,)), situation=[CALM_SITUATION], insanity=[CALM_MIND] * 2)
    morning, _ = dawn(state)
    assert "situation" in morning.dice
    night, _ = nightfall(morning)
    assert night.step == MEAL_STEP and "situation" not in night.dice and "whom" not in night.dice
    next_morning, events = meal(night)
    assert not of_kind(events, "situation") and "situation" not in next_morning.dice


def test_the_castaways_d8s_leave_the_table_at_nightfall():
    # rulebook: adrift.txt:48 (a bucket's d8); adrift.txt:67 (the day ends with the meal)
    # Red's bailing roll lies beside Red all day; at nightfall it goes with the day.
    state = force(position(2, hands={RED: [card("bucket")]}), job=[5])
    bailed = play(state, RemoveWater(RED))
    assert f"d8.{RED}" in bailed.dice
    night, _ = nightfall(bailed)
    assert night.step == MEAL_STEP and not [k for k in night.dice if k.startswith("d8.")]
    assert [k for k in night.dice if k.startswith("day.")]  # the day dice stay


def test_a_situation_at_once_when_rowing_turns_the_die_to_2_during_the_day():
    # rulebook: adrift.txt:39
    # Ruling AD-R08: "anytime during the day": rowing that moves the die onto a 2 rolls
    # the situation at once.
    oars = {RED: [card("oar", 0)], BLUE: [card("oar", 1)]}
    state = position(2, places={RED: 5, BLUE: 6}, hands=oars, dice=(1,))
    state = force(state, job=[5, 5], situation=[CALM_SITUATION])
    after, events = run(state, Row(RED), Row(BLUE))
    assert facts.day_dice(after) == (2,)
    assert kinds(events)[-2:] == ["day_die", "situation"]
    # The next morning turns it on to 3: no situation then.
    _, morning = dawn(after)
    assert not of_kind(morning, "situation")


def test_every_living_players_tracker_moves_right_once():
    # rulebook: adrift.txt:40
    state = position(
        3,
        tracker={RED: 0, BLUE: 2, GREEN: 1},
        dead=frozenset({GREEN}),
    )
    after, events = dawn(state)
    assert after.tracker == {RED: 1, BLUE: 3, GREEN: 1}  # the dead stay where they lie
    assert [e["seat"] for e in of_kind(events, "tracker")] == [RED, BLUE]
    assert all(e["spaces"] == 1 and e["why"] == "a new day" for e in of_kind(events, "tracker"))


def test_an_insane_player_rolls_every_morning_unless_subdued():
    # rulebook: adrift.txt:41
    # Ruling AD-R25: one roll for being insane; a subdued player makes none.
    rope = card("rope")
    state = position(
        3,
        insane=frozenset({RED, BLUE}),
        subdued={BLUE: rope},
        floors={2: [rope]},
    )
    state = force(state, insanity=[CALM_MIND] * 4)
    after, events = dawn(state)
    assert [e["seat"] for e in of_kind(events, "insanity")] == [RED]
    # Still insane (the roll was no Clarity): again the next morning.
    _, again = dawn(force(after, insanity=[CALM_MIND]))
    assert [e["seat"] for e in of_kind(again, "insanity")] == [RED]


def test_one_roll_for_each_reason_a_lock_and_being_insane_make_two():
    # rulebook: adrift.txt:41
    # Ruling AD-R25.
    state = force(position(2, dice=(5,), insane=frozenset({RED})), insanity=[CALM_MIND] * 3)
    _, events = dawn(state)
    rolls = [e["seat"] for e in of_kind(events, "insanity")]
    assert sorted(rolls) == [BLUE, RED, RED]


@pytest.mark.parametrize("count", [0, 5, 6, 7, 14])
def test_the_water_rises_one_level_for_every_six_items_on_the_boat(count):
    # rulebook: adrift.txt:42
    cards = GAME.items.copies()[:count]
    state = position(2, bins={1: cards}, water=2)
    after, events = dawn(state)
    levels = -(-count // 6)
    assert after.water == 2 + levels
    if levels:
        assert kinds(events)[-1] == "water"
    else:
        assert "water" not in kinds(events)
