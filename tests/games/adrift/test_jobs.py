"""Jobs (rulebook "During Each Day", "Jobs"): Catch Fish, Row the Boat, Remove Water,
Meditate, and the keepers of seats 7 and 8; with rulings AD-R04 (a keeper pushed out),
AD-R05 (the catch's use said first), AD-R06 and AD-R19 (what meditation spares and what
spoils it), AD-R07 (two rowers) and AD-R21 (the net, the gloves and the compass)."""

from __future__ import annotations

import pytest

from petridish.core.actions import Pass
from petridish.core.dice import Rolled
from petridish.core.evolve import evolve
from petridish.games.adrift import facts
from petridish.games.adrift.state import (
    Attack,
    CatchFish,
    FightRoll,
    Give,
    Meditate,
    RemoveWater,
    Row,
    Settle,
    Stow,
    TakeFromBin,
    TakeSeat,
)
from tests.games.adrift.helpers import (
    BLUE,
    GAME,
    GREEN,
    RED,
    TABLES,
    allowed,
    card,
    copies,
    effect_face,
    force,
    kinds,
    next_day,
    nightfall,
    of_kind,
    play,
    position,
    refused,
    run,
)

CALM_MIND = effect_face("insanity", "nothing")
POLE, NET, BUCKET = card("pole"), card("net"), card("bucket")


def fisher(roll: int, *extra: str, **changes) -> object:
    """Red in seat 1 with a pole (and ``extra``), the d8 of the job forced to ``roll``."""
    state = position(2, hands={RED: [POLE, *extra]}, **changes)
    return force(state, job=[roll])


# -- what every job shares ------------------------------------------------------------------


def test_one_job_a_day_for_each_player_whichever_the_group_chooses():
    # rulebook: adrift.txt:45
    state = position(2, places={RED: 1, BLUE: 2}, hands={RED: [POLE], BLUE: [BUCKET]})
    # Either may take either job: nobody is assigned one.
    assert allowed(state, CatchFish(RED)) and allowed(state, RemoveWater(BLUE))
    state = play(force(state, job=[6]), CatchFish(RED))
    assert "done your job for today" in refused(state, RemoveWater(RED))
    assert "done your job for today" in refused(state, Meditate(RED))
    # The next day brings a new job.
    state, _ = next_day(state)
    assert allowed(state, Meditate(RED))


@pytest.mark.parametrize("roll,made", [(1, False), (4, False), (5, True)])
def test_a_job_succeeds_only_above_zero(roll, made):
    # rulebook: adrift.txt:45
    # Catch Fish is roll minus four: 4 yields zero, a failure; 1 yields less, also a
    # failure and never a loss.
    state = fisher(roll)
    after, events = run(state, CatchFish(RED, focused=False))
    assert (after.rations > state.rations) == made
    assert after.rations >= state.rations
    assert of_kind(events, "caught")[0]["catch"] == max(roll - 4, 0)


# -- catch fish --------------------------------------------------------------------------


@pytest.mark.parametrize("roll", [5, 6, 7, 8])
def test_catch_fish_adds_the_roll_minus_four_to_the_rations(roll):
    # rulebook: adrift.txt:46
    state = fisher(roll)
    after = play(state, CatchFish(RED))
    assert after.rations == min(state.rations + roll - 4, TABLES.rations)


def test_catch_fish_may_feed_the_fisher_instead_said_before_the_roll():
    # rulebook: adrift.txt:46
    # Ruling AD-R05: CatchFish says "health" before the roll; the tracker moves left.
    low = TABLES.track - 1
    state = fisher(8, tracker={RED: low, BLUE: 0})
    after = play(state, CatchFish(RED, health=True))
    assert after.tracker[RED] == max(0, low - 4) and after.rations == state.rations


def test_catch_fish_needs_a_fishing_pole_and_seat_1_or_2():
    # rulebook: adrift.txt:46
    assert "fishing pole" in refused(position(2, hands={RED: [NET]}), CatchFish(RED))
    # Ruling AD-R21: the net only adds to a catch; its holder is told it needs the pole.
    assert refused(position(2, hands={RED: [NET]}), CatchFish(RED)) == (
        "the fishing net needs a fishing pole to fish with"
    )
    assert "fish from place 1 or 2" in refused(
        position(2, places={RED: 3, BLUE: 2}, hands={RED: [POLE]}), CatchFish(RED)
    )
    assert allowed(position(2, places={RED: 4, BLUE: 2}, hands={BLUE: [POLE]}), CatchFish(BLUE))


def test_the_fishing_net_adds_one_to_the_catch():
    # rulebook: adrift.txt:46
    # Ruling AD-R21: beside the pole, the net adds one.
    with_net = play(fisher(4, NET), CatchFish(RED))
    without = play(fisher(4), CatchFish(RED))
    assert with_net.rations == without.rations + 1


# -- row the boat ---------------------------------------------------------------------------


def rowers(*rolls: int, red=(), blue=(), **changes):
    """Red in seat 5 and Blue in seat 6, each with an oar (and more), the job's d8s
    forced (the first rower's first)."""
    oar1, oar2 = copies("oar")[:2]
    state = position(
        2,
        places={RED: 5, BLUE: 6},
        hands={RED: [oar1, *red], BLUE: [oar2, *blue]},
        **changes,
    )
    return force(state, job=list(rolls))


@pytest.mark.parametrize("rolls,moved", [((5, 5), True), ((8, 2), True), ((4, 5), False)])
def test_the_two_rowers_move_the_day_die_on_with_ten_or_more(rolls, moved):
    # rulebook: adrift.txt:47
    state = rowers(*rolls)
    after, events = run(state, Row(RED), Row(BLUE))
    (rowed,) = of_kind(events, "rowed")
    assert rowed["total"] == sum(rolls) and rowed["made"] == moved
    assert rowed["rolls"] == {RED: rolls[0], BLUE: rolls[1]}  # the first rower's d8 first
    assert facts.day_dice(after) == ((4,) if moved else (3,))


def test_the_first_rower_waits_for_the_second_and_rowing_alone_is_in_vain():
    # rulebook: adrift.txt:47
    # Ruling AD-R07.
    state = rowers(6, 6)
    waiting, events = run(state, Row(RED))
    assert kinds(events) == ["job"] and waiting.rowing == {RED: False}
    assert facts.day_dice(waiting) == (3,)
    night, events = nightfall(waiting)
    assert of_kind(events, "rowed") == [{"seats": [RED], "total": 0, "alone": True}]
    assert facts.day_dice(night) == (3,)


def test_only_the_players_in_seats_5_and_6_row_together():
    # rulebook: adrift.txt:47
    # Ruling AD-R07: Red rows from seat 5, then leaves it; Green takes seat 5. Blue's
    # partner is Green, who sits there, not Red: Red rowed alone, in vain.
    oars = copies("oar")[:2]
    state = position(
        3,
        places={RED: 5, BLUE: 6, GREEN: 1},
        hands={RED: [oars[0]], BLUE: [oars[1]], GREEN: [card("gloves")]},
    )
    state = play(state, Row(RED), TakeSeat(RED, 2), TakeSeat(GREEN, 5), Give(RED, oars[0], GREEN))
    state, events = run(force(state, job=[5, 5]), Row(BLUE))
    assert kinds(events) == ["job"]  # Blue waits for Green
    state, events = run(state, Row(GREEN))
    (rowed,) = of_kind(events, "rowed")
    assert rowed["rolls"] == {BLUE: 5, GREEN: 5} and rowed["made"]
    _, events = nightfall(state)
    assert of_kind(events, "rowed") == [{"seats": [RED], "total": 0, "alone": True}]


def test_rowing_needs_an_oar_and_a_partner_in_the_other_rowing_seat():
    # rulebook: adrift.txt:47
    oar = card("oar")
    assert "you need an oar" in refused(position(2, places={RED: 5, BLUE: 6}), Row(RED))
    # Ruling AD-R21: gloves and the compass only add to a rower's roll: without an oar
    # their holder is told so.
    for use, words in (("gloves", "the rowing gloves need"), ("compass", "the compass needs")):
        helped = position(2, places={RED: 5, BLUE: 6}, hands={RED: [card(use)]})
        assert refused(helped, Row(RED)) == f"{words} an oar to row with"
    alone = position(2, places={RED: 5, BLUE: 1}, hands={RED: [oar]})
    # The refusal says where the second rower must sit.
    assert refused(alone, Row(RED)) == (
        "rowing takes two, in places 5 and 6: nobody can row in place 6"
    )
    assert "row from place 5 or 6" in refused(
        position(2, places={RED: 4, BLUE: 6}, hands={RED: [oar]}), Row(RED)
    )


def test_rowing_gloves_and_the_compass_add_one_each_to_their_rower():
    # rulebook: adrift.txt:47
    # Ruling AD-R21: 4 + 4, with gloves and the compass for Red: 10.
    state = rowers(4, 4, red=[card("gloves"), card("compass")])
    after, events = run(state, Row(RED), Row(BLUE))
    assert of_kind(events, "rowed")[0]["total"] == 10
    assert facts.day_dice(after) == (4,)


# -- remove water ----------------------------------------------------------------------------


@pytest.mark.parametrize("roll,levels", [(1, 0), (2, 1), (8, 1)])
def test_remove_water_lowers_it_by_the_roll_minus_one_at_most_one(roll, levels):
    # rulebook: adrift.txt:48
    state = force(position(2, places={RED: 4, BLUE: 1}, hands={RED: [BUCKET]}, water=5), job=[roll])
    after = play(state, RemoveWater(RED))
    assert after.water == 5 - levels


def test_remove_water_needs_a_bucket():
    # rulebook: adrift.txt:48
    assert "bucket" in refused(position(2, hands={RED: [POLE]}, water=4), RemoveWater(RED))


# -- meditate ------------------------------------------------------------------------------


def locking_night(state):
    """``state`` with the day die on 5, so that the next morning locks it: everyone's
    insanity roll (forced calm)."""
    state = evolve(state, dice={"day.1": Rolled(6, 5, "day")})
    return force(state, insanity=[CALM_MIND] * 6)


def insanity_rolls(state) -> list[str]:
    _, events = next_day(locking_night(state))
    return sorted(e["seat"] for e in of_kind(events, "insanity"))


def test_meditating_with_no_action_spares_the_next_insanity_roll():
    # rulebook: adrift.txt:49
    state = play(position(3), Meditate(RED))
    assert insanity_rolls(state) == [BLUE, GREEN]


def test_meditation_spares_one_roll_not_all_of_them():
    # rulebook: adrift.txt:49
    # Ruling AD-R06: insane, Red owes two rolls for a lock; meditation spares one.
    state = play(position(2, insane=frozenset({RED})), Meditate(RED))
    assert insanity_rolls(state) == [BLUE, RED]


def test_any_action_spoils_meditation_but_being_attacked_does_not():
    # rulebook: adrift.txt:49
    # Ruling AD-R19: Red moves seats; Blue is attacked by Green and loses.
    state = position(3, places={RED: 3, BLUE: 4, GREEN: 1})
    state = play(state, Meditate(RED), Meditate(BLUE), TakeSeat(RED, 8))
    state = force(state, fight=[8, 1])
    state = play(state, Attack(GREEN, BLUE), FightRoll(GREEN), FightRoll(BLUE))
    state = play(state, Settle(GREEN, "mercy"))
    assert insanity_rolls(state) == [GREEN, RED]


# -- the keepers -----------------------------------------------------------------------------


def test_a_keeper_ignores_the_hand_size_and_may_still_do_jobs():
    # rulebook: adrift.txt:50
    cards = [c for c in GAME.items.copies() if GAME.items.use(c) != "bucket"]
    stock = cards[: TABLES.hand + 2]
    state = position(2, places={RED: 7, BLUE: 3}, bins={1: [*stock, BUCKET]}, water=3)
    for c in (*stock, BUCKET):
        state = play(state, TakeFromBin(RED, c))
    assert len(state.zones["red.hand"]) == TABLES.hand + 3
    # A keeper bails like anyone.
    state = play(force(state, job=[8]), RemoveWater(RED))
    assert state.job == {RED: "bail"} and state.water == 2
    # Only a keeper takes from a bin.
    assert "only a keeper" in refused(
        position(2, places={BLUE: 3, RED: 1}, bins={1: [BUCKET]}), TakeFromBin(RED, BUCKET)
    )


def test_a_keeper_leaving_seat_7_puts_the_extra_items_back_first():
    # rulebook: adrift.txt:50
    # Ruling AD-R04: the move is refused until the hand is back to its normal size.
    stock = GAME.items.copies()[: TABLES.hand + 2]
    state = position(2, places={RED: 7, BLUE: 3}, hands={RED: stock})
    assert "back into the bin first" in refused(state, TakeSeat(RED, 4))
    state = play(state, Stow(RED, stock[0]), Stow(RED, stock[1]))
    state = play(state, TakeSeat(RED, 4))
    assert state.place[RED] == 4 and len(state.zones["red.hand"]) == TABLES.hand
    assert state.zones["bin.1"] == tuple(stock[:2])


def test_a_keeper_pushed_out_of_seat_7_leaves_the_extra_items_on_the_new_seat():
    # rulebook: adrift.txt:50
    # Ruling AD-R04 (and AD-R12: Blue fights Red for seat 7, wins and trades places).
    stock = GAME.items.copies()[: TABLES.hand + 2]
    state = position(2, places={RED: 7, BLUE: 3}, hands={RED: stock})
    state = force(state, fight=[8, 2])
    state = play(state, Attack(BLUE, RED, 7), FightRoll(BLUE), FightRoll(RED))
    state = play(state, Settle(BLUE, "mercy"))
    assert state.place == {RED: 3, BLUE: 7}
    assert state.zones["red.hand"] == tuple(stock[: TABLES.hand])
    assert state.zones["place.3"] == tuple(stock[TABLES.hand :])


def test_pass_ends_a_players_day_but_not_the_others():
    # rulebook: adrift.txt:45
    state = play(position(2), Pass(RED))
    assert "done for the day" in refused(state, Meditate(RED))
    assert allowed(state, Meditate(BLUE))
