"""Actions (rulebook "Actions"): Carve Corpse, Haunt, Move Seats, Repair, Retrieve, Save
Overboard Player, Signal for Rescue, Swim and Trade/Give Items, and using an item from
the hand; with rulings AD-R12 (a fight for a seat), AD-R13 (gifts), AD-R18 (swimming
back), AD-R20 (the reconstructed items), AD-R22 (haunting) and AD-R24 (a repaired
item)."""

from __future__ import annotations

import pytest

from petridish.games.adrift import facts
from petridish.games.adrift.state import (
    OVER,
    Attack,
    Carve,
    FightRoll,
    Give,
    Haunt,
    Meditate,
    PickUp,
    Repair,
    Retrieve,
    Row,
    SaveSwimmer,
    Settle,
    Signal,
    SwapSeats,
    Swim,
    TakeSeat,
    UseItem,
)
from tests.games.adrift.helpers import (
    BLUE,
    GREEN,
    ITEMS,
    RED,
    TABLES,
    YELLOW,
    allowed,
    card,
    copies,
    dawn,
    effect_face,
    force,
    kinds,
    lines,
    nightfall,
    of_kind,
    play,
    position,
    refused,
    run,
)

CALM_MIND = effect_face("insanity", "nothing")
CALM_SITUATION = effect_face("situation", "nothing")
ROPE, TAPE, KNIFE, SAVER = card("rope"), card("tape"), card("knife"), card("life_saver")
GUN, FLARE = card("flare_gun"), card("flare")


def test_an_action_may_be_taken_as_many_times_as_needed():
    # rulebook: adrift.txt:52
    a, b, c = copies("bucket")[:3]
    state = position(3, places={RED: 3, BLUE: 4, GREEN: 1}, hands={RED: [a, b, c]})
    state = play(state, Give(RED, a, BLUE), Give(RED, b, BLUE), TakeSeat(RED, 5))
    state = play(state, TakeSeat(RED, 6), Give(RED, c, GREEN))
    assert state.place[RED] == 6
    assert state.zones["blue.hand"] == (a, b) and state.zones["green.hand"] == (c,)


# -- carve corpse ---------------------------------------------------------------------------


def carving(roll: int, players: int = 3, **changes):
    """Red holds a knife; Green lies dead in seat 3; the carve's d8 forced to ``roll``
    and every insanity roll calm."""
    state = position(players, hands={RED: [KNIFE]}, dead=frozenset({GREEN}), **changes)
    return force(state, carve=[roll], insanity=[CALM_MIND] * players)


@pytest.mark.parametrize("roll,gain", [(1, 5), (3, 7), (4, 8), (8, 8)])
def test_carve_corpse_adds_d8_plus_four_rations_at_most_eight(roll, gain):
    # rulebook: adrift.txt:53
    state = carving(roll, rations=0)
    after, events = run(state, Carve(RED, GREEN))
    assert after.rations == gain
    assert of_kind(events, "carved")[0]["rations"] == gain
    assert GREEN not in facts.bodies(after) and after.place[GREEN] == 0


def test_carving_gives_every_living_player_an_insanity_roll():
    # rulebook: adrift.txt:53
    state = carving(2, players=4)
    _, events = run(state, Carve(RED, GREEN))
    assert sorted(e["seat"] for e in of_kind(events, "insanity")) == sorted([RED, BLUE, YELLOW])


def test_carving_needs_a_knife_and_a_dead_player():
    # rulebook: adrift.txt:53
    assert "knife" in refused(position(3, dead=frozenset({GREEN})), Carve(RED, GREEN))
    assert "no such body" in refused(position(3, hands={RED: [KNIFE]}), Carve(RED, GREEN))


# -- haunt ------------------------------------------------------------------------------


def test_a_dead_player_may_haunt_for_one_more_situation_on_a_2_or_5():
    # rulebook: adrift.txt:59
    # Ruling AD-R22: each haunting player adds a roll; one who rests adds none.
    state = position(4, dice=(1,), dead=frozenset({GREEN, YELLOW}))
    assert "only the dead haunt" in refused(state, Haunt(RED))
    state = play(state, Haunt(GREEN))
    assert state.haunting == {GREEN}
    assert "made your choice" in refused(state, Haunt(GREEN))
    state, _ = nightfall(state)  # Yellow says Done: Yellow rests
    assert state.resting == {YELLOW}
    state = force(state, situation=[CALM_SITUATION] * 3)
    _, events = dawn(state)
    assert len(of_kind(events, "situation")) == 2


def test_haunting_adds_its_roll_when_rowing_turns_the_die_to_a_2_too():
    # rulebook: adrift.txt:59
    oar1, oar2 = copies("oar")[:2]
    state = position(
        3,
        places={RED: 5, BLUE: 6, GREEN: 1},
        hands={RED: [oar1], BLUE: [oar2]},
        dice=(1,),
        dead=frozenset({GREEN}),
        haunting=frozenset({GREEN}),
    )
    state = force(state, job=[6, 6], situation=[CALM_SITUATION] * 2)
    _, events = run(state, Row(RED), Row(BLUE))
    assert len(of_kind(events, "situation")) == 2


# -- move seats ---------------------------------------------------------------------------


def test_move_freely_to_any_empty_seat():
    # rulebook: adrift.txt:60
    state = position(3, places={RED: 1, BLUE: 2, GREEN: 3}, dead=frozenset({GREEN}))
    state, events = run(state, TakeSeat(RED, 8))
    assert state.place[RED] == 8 and kinds(events) == ["moved"]
    assert "trade or fight for it" in refused(state, TakeSeat(RED, 2))
    assert "body lies in place 3" in refused(state, TakeSeat(RED, 3))


def test_to_trade_seats_both_players_agree():
    # rulebook: adrift.txt:60
    state = position(2, places={RED: 1, BLUE: 6})
    state, events = run(state, SwapSeats(RED, BLUE))
    assert state.place == {RED: 1, BLUE: 6} and kinds(events) == ["swap_offered"]
    state, events = run(state, SwapSeats(BLUE, RED))
    assert state.place == {RED: 6, BLUE: 1} and kinds(events) == ["swapped"]


@pytest.mark.parametrize("rolls,seats", [((7, 3), {RED: 6, BLUE: 1}), ((3, 7), {RED: 1, BLUE: 6})])
def test_two_players_wanting_one_seat_fight_it_out(rolls, seats):
    # rulebook: adrift.txt:60
    # Ruling AD-R12: an aggressor who wins trades places with the loser.
    state = force(position(2, places={RED: 1, BLUE: 6}), fight=list(rolls))
    state = play(state, Attack(RED, BLUE, 6), FightRoll(RED), FightRoll(BLUE))
    assert state.place == seats
    winner = state.fights[-1].winner
    state = play(state, Settle(winner, "mercy"))
    assert state.place == seats and not state.fights


# -- repair ---------------------------------------------------------------------------------


def broken(item: str, hand=(TAPE,), **changes):
    """Red's ``item`` lies broken under Red's token in seat 1."""
    return position(
        2, hands={RED: list(hand)}, floors={1: [item]}, broken=frozenset({item}), **changes
    )


@pytest.mark.parametrize(
    "rolls,fixed",
    [
        ((7,), True),
        ((8,), True),
        ((3, 6, 4, 7), True),
        ((1,), False),
        ((2,), False),
        ((5, 2), False),
    ],
)
def test_repair_7_8_repairs_3_6_rolls_again_1_2_destroys(rolls, fixed):
    # rulebook: adrift.txt:61
    oar = card("oar")
    state = force(broken(oar), repair=list(rolls))
    after, events = run(state, Repair(RED, oar))
    assert of_kind(events, "repair")[0]["rolls"] == list(rolls)
    assert oar not in after.broken
    if fixed:  # Ruling AD-R24: back into the hand
        assert oar in after.zones["red.hand"]
    else:
        assert oar in after.zones["gone"]


def test_a_repaired_item_with_no_room_in_hand_stays_on_the_seat():
    # rulebook: adrift.txt:61
    # Ruling AD-R24.
    oar = card("oar")
    others = [c for c in ITEMS.copies() if ITEMS.use(c) not in ("oar", "tape")]
    full = [TAPE, *others[: TABLES.hand - 1]]
    after = play(force(broken(oar, hand=full), repair=[8]), Repair(RED, oar))
    assert oar in after.zones["place.1"] and oar not in after.broken
    assert allowed(after, PickUp(BLUE, oar))


def test_repair_needs_electrical_tape():
    # rulebook: adrift.txt:61
    oar = card("oar")
    assert "electrical tape" in refused(broken(oar, hand=()), Repair(RED, oar))


# -- overboard: retrieve, save, swim ----------------------------------------------------------


def swimmer(**changes):
    """Blue is in the sea; Red, Green and Yellow sit in seats 1, 3 and 4."""
    return position(
        4,
        places={RED: 1, BLUE: 0, GREEN: 3, YELLOW: 4},
        overboard=frozenset({BLUE}),
        **changes,
    )


@pytest.mark.parametrize("roll,made", [(4, False), (5, True), (8, True)])
def test_swim_5_to_8_returns_to_an_empty_seat(roll, made):
    # rulebook: adrift.txt:65
    # Ruling AD-R18: the lowest empty seat.
    state = force(swimmer(), swim=[roll])
    after = play(state, Swim(BLUE))
    assert (BLUE not in after.overboard) == made
    assert after.place[BLUE] == (2 if made else 0)


def test_swim_may_be_tried_twice_then_the_swimmer_dies():
    # rulebook: adrift.txt:65
    state = force(swimmer(), swim=[3, 4])
    state = play(state, Swim(BLUE))
    assert BLUE in state.overboard and BLUE not in state.dead
    state, events = run(state, Swim(BLUE))
    assert BLUE in state.dead and of_kind(events, "died")[0]["how"] == "drowned"


def test_a_swim_roll_of_one_fails_whatever_the_help():
    # rulebook: adrift.txt:65
    state = force(swimmer(lifeline={BLUE: 3}), swim=[1])
    after, events = run(state, Swim(BLUE))
    assert BLUE in after.overboard and of_kind(events, "swim")[0]["made"] is False


@pytest.mark.parametrize("hand,bonus", [((ROPE,), 1), ((SAVER,), 1), ((ROPE, SAVER), 3)])
def test_save_overboard_player_adds_1_with_rope_or_a_life_saver_3_with_both(hand, bonus):
    # rulebook: adrift.txt:63
    state = swimmer(hands={RED: list(hand)})
    state = play(state, SaveSwimmer(RED, BLUE))
    assert state.lifeline == {BLUE: bonus}
    after = play(force(state, swim=[5 - bonus]), Swim(BLUE))
    assert BLUE not in after.overboard


def test_saving_a_swimmer_needs_rope_or_a_life_saver():
    # rulebook: adrift.txt:63
    assert "rope or a life saver" in refused(swimmer(), SaveSwimmer(RED, BLUE))


def test_retrieve_a_player_jump_in_and_both_return_if_the_jumper_swims_back():
    # rulebook: adrift.txt:62
    state = swimmer()
    state, events = run(state, Retrieve(RED, BLUE))
    assert state.overboard == {RED, BLUE} and state.place[RED] == 0
    assert of_kind(events, "jumped") == [{"seat": RED, "target": BLUE}]
    state = play(force(state, swim=[6]), Swim(RED))
    assert not state.overboard
    assert {state.place[RED], state.place[BLUE]} == {1, 2}


def test_a_jumper_who_drowns_leaves_the_player_still_in_the_sea():
    # rulebook: adrift.txt:62
    state = play(swimmer(), Retrieve(RED, BLUE))
    state = play(force(state, swim=[2, 2]), Swim(RED), Swim(RED))
    assert RED in state.dead and state.overboard == {BLUE}
    assert allowed(state, Swim(BLUE))


def test_retrieve_an_item_in_the_sea_swimming_back_with_it():
    # rulebook: adrift.txt:62
    oar = card("oar")
    state = position(2, sea=[oar])
    state = play(state, Retrieve(RED, oar))
    assert RED in state.overboard
    state = play(force(state, swim=[7]), Swim(RED))
    assert oar in state.zones["red.hand"] and not state.zones["sea"]
    assert "not in the sea" in refused(state, Retrieve(BLUE, oar))


# -- signal for rescue ---------------------------------------------------------------------


def signaller(*dice: int, hand=(GUN, FLARE), **changes):
    return position(3, hands={RED: list(hand)}, dice=dice, **changes)


def test_signal_rolls_every_locked_day_die_and_15_is_a_rescue():
    # rulebook: adrift.txt:64
    state = force(signaller(6, 6, 6, 2, dead=frozenset({GREEN})), signal=[4, 5, 6])
    after, events = run(state, Signal(RED))
    assert of_kind(events, "signal")[0]["rolls"] == [4, 5, 6]
    assert after.step == OVER and set(after.winners) == {RED, BLUE}


@pytest.mark.parametrize("rolls", [(6, 6, 4), (1, 1, 1)])
def test_any_other_total_is_no_rescue_and_the_gun_and_flare_are_spent(rolls):
    # rulebook: adrift.txt:64
    state = force(signaller(6, 6, 6, 2), signal=list(rolls))
    after = play(state, Signal(RED))
    assert after.step != OVER and not after.winners
    assert {GUN, FLARE} <= set(after.zones["gone"]) and not after.zones["red.hand"]


def test_signal_needs_the_flare_gun_and_a_flare():
    # rulebook: adrift.txt:64
    assert "flare gun and a flare" in refused(signaller(6, 2, hand=(GUN,)), Signal(RED))
    assert "flare gun and a flare" in refused(signaller(6, 2, hand=(FLARE,)), Signal(RED))


# -- trade/give items -----------------------------------------------------------------------


def test_give_an_item_to_a_willing_player_who_has_room():
    # rulebook: adrift.txt:66
    # Ruling AD-R13: no answer is needed, but the hand must have room.
    oar = card("oar")
    state = play(position(3, hands={RED: [oar]}), Give(RED, oar, BLUE))
    assert state.zones["blue.hand"] == (oar,) and state.zones["red.hand"] == ()
    full = [c for c in ITEMS.copies() if c != oar][: TABLES.hand]
    crowded = position(3, hands={RED: [oar], GREEN: full})
    assert "hands are full" in refused(crowded, Give(RED, oar, GREEN))


def test_a_subdued_player_may_not_be_given_anything():
    # rulebook: adrift.txt:66
    oar = card("oar")
    state = position(2, hands={RED: [oar]}, subdued={BLUE: ROPE}, floors={2: [ROPE]})
    assert "free to take it" in refused(state, Give(RED, oar, BLUE))


# -- using an item -----------------------------------------------------------------------------


def test_using_an_item_reveals_it_to_the_whole_boat():
    # rulebook: adrift.txt:8
    # Ruling AD-R20: food goes onto the ration tracker, a drink moves the tracker left.
    food, drink = card("food"), card("drink")
    low = TABLES.track - 1
    state = position(3, hands={RED: [food, drink]}, tracker={RED: low, BLUE: 0, GREEN: 0})
    after, events = run(state, UseItem(RED, food), UseItem(RED, drink))
    assert after.rations == state.rations + ITEMS.item(food).amount
    assert after.tracker[RED] == max(0, low - ITEMS.item(drink).amount)
    used = [e for e in events if e.kind == "used"]
    assert all(e.reveal and e.seen_by is None for e in used)
    for viewer in (BLUE, GREEN, None):
        text = " ".join(lines(used, viewer))
        assert ITEMS.name(food) in text and ITEMS.name(drink) in text
    assert {food, drink} <= set(after.zones["gone"])


def test_a_first_aid_kit_makes_a_sick_player_well():
    # rulebook: adrift.txt:8
    # Ruling AD-R20.
    kit = card("first_aid")
    state = position(2, hands={RED: [kit]}, sick={BLUE: 2})
    assert "Red is not sick" in refused(state, UseItem(RED, kit))
    after = play(state, UseItem(RED, kit, BLUE))
    assert not after.sick and allowed(after, Meditate(BLUE))
