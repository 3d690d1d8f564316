"""The working copy (core/work.py): the one way a position is changed, for a player's
move and for a search's, and the random stream it draws from (core/rng.py)."""

from __future__ import annotations

import random

import pytest

from petridish.core import registry
from petridish.core.dice import Rolled
from petridish.core.rng import FIRST_STREAM, STREAM, Rng, RngState, start_state
from petridish.core.serial import from_json, to_json
from petridish.core.work import Dealer, Work

from ..conformance import play_both_ways
from .toy.rules import GAME, State


def position(seed: int = 1) -> State:
    return GAME.new_state(seed, seats=GAME.seat_ids(3))


def test_the_first_change_copies_the_position_once_and_later_ones_write_into_the_copy():
    start = position()
    w = Work(start)
    w.set(die=6)
    copy = w.s
    w.set(roller="p2")
    assert w.s is copy and copy is not start
    assert (copy.die, copy.roller) == (6, "p2")
    assert (start.die, start.roller) == (0, "")  # never changed


def test_a_table_of_the_position_is_copied_the_first_time_it_changes():
    start = position()
    w = Work(start)
    w.own("luck")["p1"] = 3
    zones = w.own("zones")
    assert w.own("zones") is zones  # copied once, then changed in place
    w.move(start.zones["deck"][0], "shore")
    assert w.s.luck["p1"] == 3
    assert (start.luck, start.zones) == (position().luck, position().zones)  # untouched
    assert w.s.zones["shore"] == (start.zones["deck"][0],)


def test_cards_move_to_the_end_or_to_a_place_and_whole_zones_are_laid():
    w = Work(position())
    deck = w.s.zones["deck"]
    assert w.move(deck[0], "shore") == "deck"
    w.move(deck[1], "shore", at=0)
    w.put("shore", deck[2], at=1)
    w.take(deck[3])
    assert w.s.zones["shore"] == (deck[1], deck[2], deck[0])
    assert w.where(deck[3]) == "" and w.where(deck[0]) == "shore"
    w.set_zone("deck", deck[:2:-1])
    assert w.s.zones["deck"] == deck[:2:-1]


def test_a_roll_lies_on_the_table_and_the_stream_goes_back_into_the_position():
    # The toy keeps no dice; ADRIFT does.
    game = registry.rules_of("adrift")
    start = game.new_state(3, seats=game.seat_ids(1))
    w = Work(start)
    value = w.roll("d8.test", 8, "day", "a test", "p1")
    after, _ = w.outcome()
    assert after.dice["d8.test"] == Rolled(8, value, "a test", "p1")
    assert after.rng.draws == start.rng.draws + 1 and "d8.test" not in start.dice


def test_a_draw_takes_the_outcome_forced_for_its_point():
    start = GAME.new_state(1, seats=GAME.seat_ids(2), forced={"forage": [5, 2]})
    w = Work(start)
    assert [w.draw("forage", 1, 6), w.draw("forage", 1, 6)] == [5, 2]
    assert w.outcome()[0].rng.named == {}


def test_nothing_drawn_leaves_the_stream_as_it_was():
    start = position()
    w = Work(start)
    w.set(die=2)
    assert w.outcome()[0].rng is start.rng


def test_events_carry_who_may_see_them():
    w = Work(position())
    w.event("foraged", {"seat": "p1", "card": "shell.3"}, seen_by=("p1",), public={"seat": "p1"})
    w.event("tide", lambda: {"round": 1})
    (secret, tide) = w.outcome()[1]
    assert secret.for_seat("p1") == {"kind": "foraged", "seat": "p1", "card": "shell.3"}
    assert secret.for_seat("p2") == {"kind": "foraged", "seat": "p1"}
    assert tide.data == {"round": 1}


def test_search_mode_changes_its_own_position_in_place_and_builds_no_events():
    mine = GAME.clone(position())
    w = Work(mine, search=True)
    w.set(die=4)
    w.event("tide", lambda: pytest.fail("an event was built in search mode"))
    after, events = w.outcome()
    assert after is mine and mine.die == 4 and events == ()


@pytest.mark.parametrize("seed", range(12))
def test_a_search_plays_the_same_game_as_a_player_and_leaves_the_players_position_alone(seed):
    state = GAME.new_state(seed, seats=GAME.seat_ids(1 + seed % 4))
    assert play_both_ways(GAME, state, random.Random(seed)) > 0


# -- the random stream ------------------------------------------------------------------


def test_a_new_game_draws_from_one_stream_and_a_position_names_it():
    assert start_state(5).stream == STREAM
    assert GAME.new_state(5, seats=("p1",)).rng.stream == STREAM
    assert GAME.new_state(5, seats=("p1",), stream=FIRST_STREAM).rng.stream == FIRST_STREAM
    with pytest.raises(ValueError, match="no random stream 7"):
        start_state(5, stream=7)


def test_a_position_saved_before_streams_were_named_was_drawn_from_the_first():
    old = {"seed": 4, "draws": 2, "forced": [], "named": {}}
    assert from_json(RngState, old).stream == FIRST_STREAM
    assert to_json(start_state(4))["stream"] == STREAM


def test_the_two_streams_deal_differently_and_each_the_same_every_time():
    one, two = Rng(start_state(9, stream=FIRST_STREAM)), Rng(start_state(9))
    again = Rng(start_state(9))
    assert two.shuffle(range(30), "deck") == again.shuffle(range(30), "deck")
    assert one.shuffle(range(30), "deck") != Rng(start_state(9)).shuffle(range(30), "deck")


def test_the_stream_resumes_from_a_position_exactly_and_its_dice_are_fair():
    rng = Rng(start_state(11))
    rng.randint(1, 6, "d6")
    resumed = Rng(rng.state)
    assert [rng.randint(1, 20, "d20") for _ in range(40)] == [
        resumed.randint(1, 20, "d20") for _ in range(40)
    ]
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.randint(1, 6, "d6") - 1] += 1
    assert all(9_500 < n < 10_500 for n in counts), counts
    orders = {rng.shuffle("abc", "deck") for _ in range(600)}
    assert len(orders) == 6  # every order of three comes up


def test_a_new_game_is_dealt_from_the_same_stream_as_it_is_played():
    dealer = Dealer(21, {"deck": [["b", "a"]]})
    assert dealer.shuffle("deck", ["a", "b"]) == ("b", "a")  # forced, by its point
    luck = dealer.draw("luck", 1, 3)
    assert dealer.state.draws == 2 and dealer.state.stream == STREAM
    # The stream is its seed and its count of draws: the second draw of seed 21, however
    # the first was made.
    assert Rng(RngState(21, 1, stream=STREAM)).randint(1, 3, "luck") == luck
