"""Fights (rulebook "Actions", "Fight"): the rolls, passing, a subdued defender, ties, and
the winner's choice of Hurt, Subdue, Kill or Mercy; with rulings AD-R11 (interrupting a
kill), AD-R12 (a fight for a seat) and AD-R23 (a kill with the flare gun)."""

from __future__ import annotations

import pytest

from petridish.core.actions import Pass
from petridish.games.adrift.state import (
    MEAL_STEP,
    Attack,
    CatchFish,
    Eat,
    FightRoll,
    Interrupt,
    Meditate,
    RemoveWater,
    Settle,
    Signal,
    TakeSeat,
)
from tests.games.adrift.helpers import (
    BLUE,
    GAME,
    GREEN,
    RED,
    allowed,
    card,
    copies,
    dawn,
    force,
    kinds,
    next_day,
    of_kind,
    play,
    position,
    refused,
    run,
)

ROPE, TAPE, KNIFE = card("rope"), card("tape"), card("knife")
GUN, FLARE = card("flare_gun"), card("flare")


def fought(state, a: int, d: int, aggressor=RED, defender=BLUE):
    """``aggressor`` attacks ``defender``; the two d8s are forced to ``a`` and ``d``."""
    state = force(state, fight=[a, d])
    return run(state, Attack(aggressor, defender), FightRoll(aggressor), FightRoll(defender))


def won(a_hand=(), d_hand=(), players=2, **changes):
    """Red has attacked Blue and won (8 to 1): Red chooses."""
    state = position(players, hands={RED: list(a_hand), BLUE: list(d_hand)}, **changes)
    return fought(state, 8, 1)[0]


# -- the rolls --------------------------------------------------------------------------


def test_the_aggressor_rolls_first_then_the_defender():
    # rulebook: adrift.txt:54
    state = play(position(3), Attack(RED, BLUE))
    assert GAME.to_move(state) == (RED,)
    assert "Red rolls" in refused(state, FightRoll(BLUE))
    assert "Red rolls" in refused(state, Meditate(GREEN))  # the boat waits for the fight
    state = play(force(state, fight=[3]), FightRoll(RED))
    assert GAME.to_move(state) == (BLUE,)


@pytest.mark.parametrize(
    "a,d,winner",
    [(6, 2, RED), (2, 6, BLUE), (5, 5, BLUE), (1, 1, BLUE), (8, 7, RED)],
)
def test_the_higher_roll_wins_and_a_tie_goes_to_the_defender(a, d, winner):
    # rulebook: adrift.txt:54
    state, events = fought(position(2), a, d)
    fight = state.fights[-1]
    assert fight.winner == winner and fight.loser == ({RED, BLUE} - {winner}).pop()
    assert [e["roll"] for e in of_kind(events, "fight_roll")] == [a, d]
    # The winner chooses, and nobody else may act.
    assert GAME.to_move(state) == (winner,)
    assert all(isinstance(a, Settle) for a in GAME.legal_actions(state, winner))


def test_a_player_may_pass_to_lose_the_fight():
    # rulebook: adrift.txt:54
    state = play(position(2), Attack(RED, BLUE), FightRoll(RED, roll=False))
    state = play(force(state, fight=[1]), FightRoll(BLUE))
    assert state.fights[-1].winner == BLUE
    state = play(force(position(2), fight=[1]), Attack(RED, BLUE), FightRoll(RED))
    state, events = run(state, FightRoll(BLUE, roll=False))
    assert state.fights[-1].winner == RED
    assert of_kind(events, "fight_roll")[-1] == {"seat": BLUE, "roll": 0, "passed": True}


def test_a_subdued_defender_loses_at_once():
    # rulebook: adrift.txt:54
    state = position(2, subdued={BLUE: ROPE}, floors={2: [ROPE]})
    state, events = run(state, Attack(RED, BLUE))
    assert "fight_roll" not in kinds(events)
    assert state.fights[-1].winner == RED and GAME.to_move(state) == (RED,)


# -- the winner's choice -------------------------------------------------------------------


def test_hurt_moves_the_losers_tracker_right_once_and_bars_jobs_that_day():
    # rulebook: adrift.txt:55
    hands = {BLUE: [card("bucket"), card("pole")]}
    state = position(2, places={RED: 3, BLUE: 1}, hands=hands, water=4)
    state, _ = fought(state, 8, 1)
    state = play(state, Settle(RED, "hurt"))
    assert state.tracker[BLUE] == 1 and state.tracker[RED] == 0
    for job in (RemoveWater(BLUE), CatchFish(BLUE), Meditate(BLUE)):
        assert "hurt in a fight" in refused(state, job)
    # Actions are still open to the hurt, and the next day jobs are again.
    assert allowed(state, Pass(BLUE))
    state, _ = next_day(state)
    assert allowed(state, RemoveWater(BLUE))


def test_subdue_needs_rope_or_electrical_tape():
    # rulebook: adrift.txt:56
    empty = won()
    assert "rope or electrical tape" in refused(empty, Settle(RED, "subdue", KNIFE))
    assert {o for o, _ in _choices(empty)} == {"hurt", "mercy"}
    for binding in (ROPE, TAPE):
        state = play(won([binding]), Settle(RED, "subdue", binding))
        assert state.subdued == {BLUE: binding}
        assert binding in state.zones["place.2"]  # under the loser's token


def _choices(state):
    return [(a.outcome, a.item) for a in GAME.legal_actions(state, RED)]


@pytest.mark.parametrize("use", ["rope", "knife"])
def test_kill_with_rope_or_a_knife(use):
    # rulebook: adrift.txt:57
    weapon = card(use)
    state, events = run(won([weapon]), Settle(RED, "kill", weapon))
    assert BLUE in state.dead and not state.fights
    assert of_kind(events, "died")[0]["how"] == "killed"


def test_kill_with_the_flare_gun_only_with_a_flare_which_it_fires():
    # rulebook: adrift.txt:57
    # Ruling AD-R23.
    assert "kill" not in {o for o, _ in _choices(won([GUN]))}
    flares = copies("flare")[:2]
    state = play(won([GUN, *flares]), Settle(RED, "kill", GUN))
    assert BLUE in state.dead
    assert GUN in state.zones["red.hand"] and flares[0] in state.zones["gone"]
    assert flares[1] in state.zones["red.hand"]
    # Another flare still signals.
    assert allowed(state, Signal(RED))


def test_nothing_in_hand_no_kill():
    # rulebook: adrift.txt:57
    assert "to kill you need rope" in refused(won([TAPE]), Settle(RED, "kill", TAPE))


def test_another_player_may_interrupt_a_kill_and_on_winning_stops_it():
    # rulebook: adrift.txt:57
    # Ruling AD-R11: Green fights Red; Green wins, so Red must choose again, no kill.
    state = won([KNIFE], players=3)
    state, events = run(state, Settle(RED, "kill", KNIFE))
    assert BLUE not in state.dead and of_kind(events, "fight")[-1]["threat"]
    assert GAME.to_move(state) == (GREEN,)
    state = play(state, Interrupt(GREEN))
    state = play(force(state, fight=[7, 2]), FightRoll(GREEN), FightRoll(RED))
    # Green won the new fight and chooses its outcome first: it resolves normally.
    assert GAME.to_move(state) == (GREEN,)
    state = play(state, Settle(GREEN, "mercy"))
    assert GAME.to_move(state) == (RED,)
    assert "the kill was stopped" in refused(state, Settle(RED, "kill", KNIFE))
    state = play(state, Settle(RED, "hurt"))
    assert not state.dead and state.tracker[BLUE] == 1 and not state.fights


def test_an_interrupter_who_loses_cannot_stop_the_kill():
    # rulebook: adrift.txt:57
    # Ruling AD-R11.
    state = play(won([KNIFE], players=3), Settle(RED, "kill", KNIFE), Interrupt(GREEN))
    state = play(force(state, fight=[2, 7]), FightRoll(GREEN), FightRoll(RED))
    state = play(state, Settle(RED, "mercy"))  # Red spares Green, then kills Blue
    assert state.dead == frozenset({BLUE}) and not state.fights


def test_the_kill_goes_ahead_when_everyone_lets_it_be():
    # rulebook: adrift.txt:57
    state = play(won([KNIFE], players=3), Settle(RED, "kill", KNIFE))
    state, events = run(state, Pass(GREEN))
    assert "let_be" in kinds(events) and BLUE in state.dead


def test_mercy_nothing_happens():
    # rulebook: adrift.txt:58
    state = won()
    after, events = run(state, Settle(RED, "mercy"))
    assert kinds(events) == ["mercy"]
    assert after.tracker == state.tracker and not after.hurt and not after.subdued
    assert not after.fights and after.settled == (RED, "mercy", BLUE)


def test_a_cooperative_voyage_where_each_may_still_look_after_themselves():
    # rulebook: adrift.txt:2
    # Cooperative: a rescue is won by every player still alive, together.
    saved, _ = dawn(position(3, dice=(6, 6, 6, 6, 5), dead=frozenset({GREEN})))
    assert set(saved.winners) == {RED, BLUE}
    # Selfish: on day one nothing stops Red attacking Blue, nor choosing the 2 ration
    # card when the boat has rations for nobody.
    state = GAME.new_state(3, seats=(RED, BLUE, GREEN))
    state = play(state, TakeSeat(RED, 1), TakeSeat(BLUE, 2), TakeSeat(GREEN, 3))
    assert state.day == 1 and allowed(state, Attack(RED, BLUE))
    hungry = position(3, step=MEAL_STEP, rations=0)
    assert allowed(hungry, Eat(RED, 2))


def test_a_kill_with_the_flare_gun_waits_for_a_flare_after_an_interruption():
    # rulebook: adrift.txt:57
    # Red means to kill Blue with the flare gun and its one flare; Green interrupts and
    # loses, and Red fires the flare at Green. No flare is left for Blue: that kill is
    # off, and the fight is over.
    state = play(won([GUN, FLARE], players=3), Settle(RED, "kill", GUN), Interrupt(GREEN))
    state = play(force(state, fight=[2, 7]), FightRoll(GREEN), FightRoll(RED))
    state = play(state, Settle(RED, "kill", GUN), Pass(BLUE))
    assert state.dead == frozenset({GREEN}) and not state.fights
    assert FLARE in state.zones["gone"] and "" not in state.zones["gone"]
    assert GAME.validate_state(state) is None
