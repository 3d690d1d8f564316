"""ADRIFT's components and set-up (rulebook "Components" and "To Start the Game", steps
1 to 5), with rulings AD-R01 (places taken in any order) and AD-R02 (the weight kept)."""

from __future__ import annotations

import math

import pytest

from petridish.core.evolve import evolve
from petridish.core.game import IllegalAction
from petridish.core.rng import ForcedOutcomeError
from petridish.games.adrift import facts
from petridish.games.adrift.state import (
    DAY,
    DAY_DICE,
    HIDDEN,
    MEAL_STEP,
    PLACES,
    SEAT_IDS,
    SEATING,
    CatchFish,
    Eat,
    Meditate,
    RemoveWater,
    Row,
    TakeSeat,
)
from tests.games.adrift.helpers import (
    BLUE,
    GAME,
    GREEN,
    ITEMS,
    RED,
    TABLES,
    WHITE,
    YELLOW,
    allowed,
    card,
    dawn,
    force,
    of_kind,
    play,
    position,
    refused,
    run,
)

# -- components -------------------------------------------------------------------------


def test_one_board_the_boat_with_its_eight_seats_and_two_storage_bins():
    # rulebook: adrift.txt:12
    # The board is the boat: eight places (the seats, ruling AD-R01) where tokens and
    # broken items lie, the two storage bins, and the sea beside it.
    zones = GAME.zone_names()
    assert [z for z in zones if z.startswith("place.")] == [f"place.{n}" for n in PLACES]
    assert len(PLACES) == 8
    assert {"bin.1", "bin.2", "sea"} <= set(zones)


def test_eight_screens_up_to_eight_players_each_hiding_tracker_and_hand():
    # rulebook: adrift.txt:13
    assert GAME.max_players == 8 and len(GAME.seats) == 8
    with pytest.raises(IllegalAction):
        GAME.seat_ids(9)
    state = position(8, hands={BLUE: [card("oar")]}, tracker={s: 2 for s in SEAT_IDS})
    seen = GAME.view(state, RED)
    # Behind Blue's screen: Red reads neither Blue's tracker nor Blue's item.
    assert seen.tracker[BLUE] == HIDDEN and seen.tracker[RED] == 2
    assert seen.zones["blue.hand"] == (HIDDEN,)
    assert GAME.view(state, BLUE).zones["blue.hand"] == (card("oar"),)


def test_eight_character_tokens_one_colour_each_on_the_boat():
    # rulebook: adrift.txt:14
    assert [s.id for s in GAME.seats] == list(SEAT_IDS)
    assert len({s.colour for s in GAME.seats}) == 8
    state = position(8)
    # Each token sits on its own place of the boat.
    assert sorted(state.place.values()) == list(PLACES)


def test_eight_survival_trackers_one_behind_each_screen():
    # rulebook: adrift.txt:15
    state = GAME.new_state(1, seats=SEAT_IDS)
    assert state.tracker == {s: 0 for s in SEAT_IDS}
    # Ruling AD-R29: each is behind its screen from the first meal on.
    assert set(GAME.secrets(position(8, day=2)).private) == {"tracker"}


def test_one_water_level_token_starting_on_the_first_seat():
    # rulebook: adrift.txt:16
    state = GAME.new_state(1, seats=SEAT_IDS[:3])
    assert state.water == 1
    # It is one counter of the boat, set by hand from 1 to 9 (past 8 the boat sinks).
    water = GAME.counters(state)["water"]
    assert (water.low, water.high) == (1, 9)


def test_one_ration_marker_on_the_ration_tracker():
    # rulebook: adrift.txt:17
    state = GAME.new_state(1, seats=SEAT_IDS[:3])
    rations = GAME.counters(state)["rations"]
    assert (rations.low, rations.high) == (0, TABLES.rations)
    assert isinstance(state.rations, int) and not rations.owner  # everyone reads it


def test_thirty_item_cards_all_in_the_boat_or_ashore_at_set_up():
    # rulebook: adrift.txt:18
    assert len(ITEMS.copies()) == 30 and len(set(ITEMS.copies())) == 30
    state = GAME.new_state(3, seats=SEAT_IDS[:2])
    laid = [c for z in ("bin.1", "bin.2", "ashore") for c in state.zones[z]]
    assert sorted(laid) == sorted(ITEMS.copies())


def test_twenty_four_ration_cards_a_zero_a_one_and_a_two_for_each_of_eight():
    # rulebook: adrift.txt:19
    state = position(8, step=MEAL_STEP)
    hands = {s: [a.ration for a in GAME.legal_actions(state, s)] for s in SEAT_IDS}
    assert all(sorted(cards) == [0, 1, 2] for cards in hands.values())
    assert sum(len(cards) for cards in hands.values()) == 24


def test_the_situation_die_is_a_d8():
    # rulebook: adrift.txt:20
    # A day die turned to 2 brings a situation: its die takes the faces 1 to 8, one
    # result each, and no ninth.
    assert len(TABLES.situation) == 8
    for face in (1, 8):
        state = force(position(2, dice=(1,)), situation=[face], whom=[1], at_random=[0])
        _, events = dawn(state)
        assert of_kind(events, "situation")[0]["face"] == face
    with pytest.raises(ForcedOutcomeError, match=r"1\.\.8"):
        dawn(force(position(2, dice=(1,)), situation=[9]))


def test_five_day_dice_of_six_faces():
    # rulebook: adrift.txt:21
    # The five dice are placed one at a time; each counts 1 to 6, and with the fifth
    # locked no sixth is placed: the voyage ends.
    state = position(2, dice=(6, 6, 6, 6, 5))
    after, events = dawn(state)
    assert len(facts.day_dice(after)) == DAY_DICE == 5
    assert facts.day_dice(after) == (6, 6, 6, 6, 6)
    assert after.step == "over"
    assert all(d["face"] <= 6 for d in of_kind(events, "day_die"))


# -- to start the game ---------------------------------------------------------------------


def test_step_1_each_player_a_colour_a_secret_tracker_and_the_ration_cards():
    # rulebook: adrift.txt:23
    state = GAME.new_state(4, seats=(GREEN, WHITE))
    assert state.seats == (GREEN, WHITE)
    for bad in ((GREEN, GREEN), (GREEN, "pink")):
        with pytest.raises(IllegalAction, match="each once"):
            GAME.new_state(4, seats=bad)
    # The tracker is protected: once a meal has moved it, only its owner reads it, in
    # the view (ruling AD-R29: before that, everyone saw where the rules put it).
    later = position(seats=(GREEN, WHITE), day=2)
    assert GAME.view(later, GREEN).tracker == {GREEN: 0, WHITE: HIDDEN}
    assert GAME.view(later, None).tracker == {GREEN: HIDDEN, WHITE: HIDDEN}
    # The three ration cards, 2, 1 and 0, and no other.
    meal = position(seats=(GREEN, WHITE), step=MEAL_STEP)
    assert all(GAME.check(meal, Eat(GREEN, r)) is None for r in (0, 1, 2))
    assert "0, 1 and 2" in refused(meal, Eat(GREEN, 3))


@pytest.mark.parametrize("players", range(1, 9))
def test_step_2_the_ration_tracker_starts_at_three_for_each_player(players):
    # rulebook: adrift.txt:24
    state = GAME.new_state(players, seats=SEAT_IDS[:players])
    assert state.rations == min(3 * players, TABLES.rations)


def test_step_3_the_items_are_shuffled_into_two_equal_piles_one_on_each_bin():
    # rulebook: adrift.txt:25
    order = list(reversed(ITEMS.copies()))
    state = GAME.new_state(0, options={"kept": 30}, forced={"items": [order]}, seats=(RED,))
    half = len(order) // 2
    assert state.zones["bin.1"] == tuple(order[:half])
    assert state.zones["bin.2"] == tuple(order[half:])
    assert len(state.zones["bin.1"]) == len(state.zones["bin.2"])
    # Unforced, two seeds shuffle differently.
    first, second = (GAME.new_state(s, options={"kept": 30}, seats=(RED,)) for s in (1, 2))
    assert first.zones["bin.1"] != second.zones["bin.1"]


@pytest.mark.parametrize("kept", [6, 12, 18, 24, 30])
def test_step_4_the_weight_kept_on_the_boat_is_a_choice_the_rest_stays_ashore(kept):
    # rulebook: adrift.txt:26
    # Ruling AD-R02: 6 to 30 items kept, half from the top of each pile; the rest stay
    # ashore, unseen, and weigh nothing.
    order = ITEMS.copies()
    state = GAME.new_state(0, options={"kept": kept}, forced={"items": [order]}, seats=(RED,))
    half = len(order) // 2
    assert state.zones["bin.1"] == order[: kept // 2]
    assert state.zones["bin.2"] == order[half : half + kept // 2]
    assert len(state.zones["ashore"]) == 30 - kept
    assert GAME.view(state, RED).zones["ashore"] == (HIDDEN,) * (30 - kept)
    assert facts.weight(state) == kept and facts.rise(state) == kept // 6


def test_step_4_the_weight_counts_the_bins_the_hands_and_the_places_not_the_sea():
    # rulebook: adrift.txt:26
    rope, oar, bucket, pole, knife = (card(u) for u in ("rope", "oar", "bucket", "pole", "knife"))
    state = position(2, hands={RED: [rope]}, bins={1: [oar]}, floors={3: [bucket]}, sea=[pole])
    assert facts.weight(state) == 3  # the pole in the sea is not carried
    assert knife in state.zones["ashore"]
    after, events = dawn(state)
    # Three items: rounded up to the next multiple of six, one level.
    assert after.water == state.water + 1
    assert of_kind(events, "water")[-1]["why"] == "the weight of the items"


@pytest.mark.parametrize(
    "count,levels",
    [
        pytest.param(1, 1, id="1"),
        pytest.param(6, 1, id="6"),
        pytest.param(7, 2, id="7"),
        pytest.param(12, 2, id="12"),
        pytest.param(13, 3, id="13"),
        pytest.param(18, 3, id="18"),
        pytest.param(19, 4, id="19"),
        pytest.param(24, 4, id="24"),
        pytest.param(25, 5, id="25"),
        pytest.param(30, 5, id="30"),
    ],
)
def test_the_weight_table_rows_one_level_for_every_six_items_rounded_up(count, levels):
    # rulebook: adrift.txt:28
    # rulebook: adrift.txt:29
    # rulebook: adrift.txt:30
    # rulebook: adrift.txt:31
    # rulebook: adrift.txt:32
    cards = ITEMS.copies()[:count]
    state = position(1, bins={1: cards[: count // 2], 2: cards[count // 2 :]}, water=1)
    after, _ = dawn(state)
    assert after.water == 1 + levels


def test_the_last_row_of_the_weight_table_six_levels_for_31_to_36():
    # rulebook: adrift.txt:33
    # Only 30 item cards exist, so a real boat never carries 31: the count is still
    # rounded up the same way beyond it.
    state = position(1)
    for count in range(31, 37):
        heavy = evolve(state, zones={**state.zones, "bin.1": tuple(f"x{n}" for n in range(count))})
        assert facts.rise(heavy) == math.ceil(count / 6) == 6


# -- step 5: the seats ---------------------------------------------------------------------


def test_step_5_players_choose_their_seats_in_any_order_then_day_one_begins():
    # rulebook: adrift.txt:34
    # Ruling AD-R01: each takes an empty place; the first to take one has it.
    state = GAME.new_state(5, seats=(RED, BLUE, GREEN))
    assert state.step == SEATING and set(GAME.to_move(state)) == {RED, BLUE, GREEN}
    state = play(state, TakeSeat(GREEN, 7))
    assert "Green sits in place 7" in refused(state, TakeSeat(RED, 7))
    # rulebook: adrift.txt:60 ("settle it with words, or fight it out"): from day one.
    assert "from day one you may fight for it" in refused(state, TakeSeat(RED, 7))
    assert "place" in refused(state, TakeSeat(GREEN, 2))  # one place each
    assert "places are 1 to 8" in refused(state, TakeSeat(RED, 9))
    state, events = run(state, TakeSeat(RED, 1), TakeSeat(BLUE, 5))
    assert state.place == {RED: 1, BLUE: 5, GREEN: 7}
    assert state.step == DAY and state.day == 1 and "day" in [e.kind for e in events]


def test_step_5_seats_7_and_8_keep_the_bins_behind_their_screens():
    # rulebook: adrift.txt:34
    oar, rope = card("oar"), card("rope")
    state = position(3, places={RED: 7, BLUE: 8, GREEN: 1}, bins={1: [oar], 2: [rope]})
    assert facts.bin_of(state, RED) == "bin.1" and facts.bin_of(state, BLUE) == "bin.2"
    assert GAME.view(state, RED).zones["bin.1"] == (oar,)
    assert GAME.view(state, RED).zones["bin.2"] == (HIDDEN,)
    assert GAME.view(state, GREEN).zones["bin.1"] == (HIDDEN,)
    # With nobody in seat 8, its bin is nobody's to see.
    empty = position(2, places={RED: 7, BLUE: 1}, bins={2: [rope]})
    assert all(GAME.view(empty, s).zones["bin.2"] == (HIDDEN,) for s in (RED, BLUE))


def test_step_5_fish_only_from_seats_1_and_2_row_only_from_5_and_6_the_rest_anywhere():
    # rulebook: adrift.txt:34
    gear = {RED: [card("pole"), card("oar"), card("bucket")]}
    for place in PLACES:
        state = position(2, places={RED: place, BLUE: 6 if place == 5 else 5}, hands=gear)
        assert allowed(state, CatchFish(RED)) == (place in (1, 2)), place
        if place in (1, 2):
            continue
        assert "fish from place 1 or 2" in refused(state, CatchFish(RED)), place
        assert allowed(state, RemoveWater(RED)) and allowed(state, Meditate(RED))
    for place in (3, 4, 7, 8, 1):
        state = position(2, places={RED: place, BLUE: 6}, hands=gear)
        assert "row from place 5 or 6" in refused(state, Row(RED))


def test_step_5_each_character_starts_on_the_boat_healthy_with_empty_hands():
    # rulebook: adrift.txt:35
    state = GAME.new_state(9, seats=(RED, BLUE, YELLOW))
    state = play(state, TakeSeat(RED, 3), TakeSeat(BLUE, 4), TakeSeat(YELLOW, 2))
    assert all(facts.on_board(state, s) for s in state.seats)
    # Healthy is all the way left; the first morning has moved every tracker on once.
    assert state.tracker == {s: 1 for s in state.seats}
    assert all(state.zones[f"{s}.hand"] == () for s in state.seats)


def test_choosing_places_hides_nothing_so_nobody_needs_a_curtain():
    # rulebook: adrift.txt:35
    # rulebook: adrift.txt:34
    # Rulings AD-R29 and AD-R30: every tracker starts on Healthy in everyone's sight, and
    # the bins go behind their keepers' screens when day one begins. While places are
    # chosen, every castaway and a spectator see the very same table.
    state = GAME.new_state(3, seats=SEAT_IDS[:4])
    state = GAME.apply(state, TakeSeat(SEAT_IDS[0], 7)).state
    state = GAME.apply(state, TakeSeat(SEAT_IDS[1], 8)).state
    views = {
        GAME.state_to_json(GAME.view(state, s)) == GAME.state_to_json(GAME.view(state, None))
        for s in SEAT_IDS[:4]
    }
    assert views == {True}
    assert HIDDEN in GAME.view(state, SEAT_IDS[0]).zones["bin.1"]
    # Day one: the keepers look into their bins; the others do not.
    state = GAME.apply(state, TakeSeat(SEAT_IDS[2], 1)).state
    state = GAME.apply(state, TakeSeat(SEAT_IDS[3], 2)).state
    assert state.day == 1 and HIDDEN not in GAME.view(state, SEAT_IDS[0]).zones["bin.1"]
    assert HIDDEN in GAME.view(state, SEAT_IDS[2]).zones["bin.1"]
    # The first meal is the first move behind a screen: from then on trackers are secret.
    assert GAME.view(state, SEAT_IDS[2]).tracker == state.tracker
    assert GAME.view(position(4, day=2), RED).tracker[BLUE] == HIDDEN
