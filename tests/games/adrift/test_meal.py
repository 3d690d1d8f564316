"""The meal at the end of each day (rulebook "End Each Day", "Eat"): a ration card chosen
in secret by every player, the cards shuffled and revealed, the ration tracker lowered,
and madness for food that was never there; with ruling AD-R15 (the ration cards'
effect, from ``tables.toml``) and AD-R17 (a subdued player eats only if fed)."""

from __future__ import annotations

from petridish.core.evolve import evolve
from petridish.core.reference import rules_text
from petridish.games.adrift.state import DAY, HIDDEN, MEAL_STEP, Eat, Feed
from tests.games.adrift.helpers import (
    BLUE,
    GAME,
    GREEN,
    RED,
    TABLES,
    card,
    effect_face,
    force,
    kinds,
    lines,
    meal,
    nightfall,
    of_kind,
    play,
    position,
    refused,
    run,
)

CALM_MIND = effect_face("insanity", "nothing")
CALM_SITUATION = effect_face("situation", "nothing")


def supper(players: int = 3, **changes):
    """The meal of a day, nobody has chosen yet (the next morning brings nothing)."""
    state = position(players, step=MEAL_STEP, **changes)
    return force(state, situation=[CALM_SITUATION], insanity=[CALM_MIND] * 30)


def test_every_player_chooses_a_ration_card_in_secret():
    # rulebook: adrift.txt:68
    state = supper()
    assert set(GAME.must_act(state)) == {RED, BLUE, GREEN}
    state, events = run(state, Eat(RED, 2))
    assert GAME.view(state, BLUE).meal == {RED: HIDDEN}
    assert GAME.view(state, RED).meal == {RED: 2}
    assert lines(events, BLUE) == ["Red has chosen a ration card"]
    assert lines(events, RED) == ["Red chooses the 2 ration card"]
    assert "chosen your ration card" in refused(state, Eat(RED, 1))
    # The day waits for everyone's choice.
    assert state.step == MEAL_STEP and set(GAME.must_act(state)) == {BLUE, GREEN}


def test_the_cards_are_shuffled_revealed_together_and_the_rations_go_down_by_their_sum():
    # rulebook: adrift.txt:68
    state = force(supper(rations=8), meal=[[1, 2, 0]])
    state, events = meal(state, {RED: 0, BLUE: 2, GREEN: 1})
    (shown,) = of_kind(events, "revealed")
    assert shown == {"pile": [1, 2, 0]}  # in the shuffled order, not by seat
    assert state.eaten == (1, 2, 0)
    assert "The ration cards, shuffled: 1, 2, 0 (3 eaten)" in lines(events, None)
    assert state.rations == 8 - 3
    assert state.step == DAY and state.day == 4  # then the next day begins


def test_each_player_moves_their_own_tracker_by_their_card_privately():
    # rulebook: adrift.txt:68
    # Ruling AD-R15: how far each card moves the tracker is read from tables.toml.
    low = TABLES.track - 1
    state = supper(tracker={RED: low, BLUE: low, GREEN: low}, rations=8)
    state, events = meal(state, {RED: 0, BLUE: 1, GREEN: 2})
    for seat, ration in ((RED, 0), (BLUE, 1), (GREEN, 2)):
        # After the meal's move, the morning moves every tracker one right.
        assert state.tracker[seat] == max(0, low - TABLES.eat[ration]) + 1
    # Each reads their own move; nobody else, not even a spectator, reads a word of it.
    ate = [e for e in events if e.kind == "tracker" and e.data["why"].startswith("ate")]
    assert ate and all(e.seen_by == (e.data["seat"],) and e.public is None for e in ate)
    for viewer, ration in ((RED, 0), (BLUE, 1), (GREEN, 2), (None, 0)):
        told = [line for line in lines(events, viewer) if ": ate a " in line]
        if viewer is None or not TABLES.eat[ration]:
            assert told == [], (viewer, told)
        else:
            assert len(told) == 1 and told[0].endswith(f"): ate a {ration}"), (viewer, told)


def test_the_shuffle_hides_who_ate_which_card():
    # rulebook: adrift.txt:68
    # The same cards eaten by other people give everyone else the same pile, in the same
    # order, and the same lines: the order of the pile depends on the cards, not the seats.
    start = force(supper(rations=8), meal=[[0, 1, 2]])
    one, first = meal(start, {RED: 0, BLUE: 1, GREEN: 2})
    two, second = meal(start, {RED: 0, BLUE: 2, GREEN: 1})
    assert one.eaten == two.eaten
    assert lines(first, RED) == lines(second, RED)
    assert GAME.view(one, RED).tracker == GAME.view(two, RED).tracker
    assert lines(first, None) == lines(second, None)


def test_eating_food_that_was_not_there_empties_the_tracker_and_maddens_everyone():
    # rulebook: adrift.txt:68
    # Two rations on the tracker, five eaten: three missing, so each player makes three
    # insanity rolls at the start of the next day.
    state = supper(rations=2)
    state, events = meal(state, {RED: 2, BLUE: 2, GREEN: 1})
    assert of_kind(events, "over_eaten") == [{"missing": 3}]
    # Said in the rules' words, which the rules panel finds.
    said = GAME.describe({"kind": "over_eaten", "missing": 3})
    assert said == "3 rations eaten that were not there: everyone makes 3 insanity rolls tomorrow"
    assert GAME.describe({"kind": "over_eaten", "missing": 1}) == (
        "1 ration eaten that was not there: everyone makes an insanity roll tomorrow"
    )
    assert "insanity roll" in rules_text(GAME)
    assert state.rations == 0
    rolls = [e["seat"] for e in of_kind(events, "insanity")]
    assert sorted(rolls) == sorted([RED, BLUE, GREEN] * 3)
    assert kinds(events).index("over_eaten") < kinds(events).index("day")
    assert min(i for i, k in enumerate(kinds(events)) if k == "insanity") > kinds(events).index(
        "day"
    )


def test_exactly_enough_is_no_madness():
    # rulebook: adrift.txt:68
    state, events = meal(supper(rations=5), {RED: 2, BLUE: 2, GREEN: 1})
    assert state.rations == 0 and not of_kind(events, "over_eaten")
    assert not of_kind(events, "insanity")


def test_the_ration_cards_come_back_for_the_next_meal():
    # rulebook: adrift.txt:68
    state, _ = meal(supper(rations=TABLES.rations), {RED: 2, BLUE: 2, GREEN: 2})
    state, _ = nightfall(state)
    assert state.step == MEAL_STEP
    for seat in (RED, BLUE, GREEN):
        assert [a.ration for a in GAME.legal_actions(state, seat)] == [0, 1, 2]


def test_a_subdued_player_eats_only_when_fed():
    # rulebook: adrift.txt:68
    # rulebook: adrift.txt:79
    # Ruling AD-R17.
    rope = card("rope")
    day = position(3, subdued={BLUE: rope}, floors={2: [rope]})
    hungry, _ = nightfall(day)
    assert set(GAME.must_act(hungry)) == {RED, GREEN}
    assert "does not eat tonight" in refused(hungry, Eat(BLUE, 2))
    fed, _ = nightfall(play(day, Feed(RED, BLUE)))
    assert set(GAME.must_act(fed)) == {RED, BLUE, GREEN}
    # The next day, feeding starts again from nobody.
    fed = play(force(fed, situation=[CALM_SITUATION]), Eat(RED, 0), Eat(BLUE, 2), Eat(GREEN, 0))
    assert fed.fed == frozenset()


def test_the_meal_is_served_once_everyone_has_chosen():
    # rulebook: adrift.txt:68
    state = supper(2)
    state = play(state, Eat(RED, 1))
    assert state.step == MEAL_STEP and state.eaten == ()
    state = play(evolve(state), Eat(BLUE, 1))
    assert state.step == DAY and sorted(state.eaten) == [1, 1]
