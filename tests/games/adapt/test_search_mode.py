"""A search plays A.D.A.P.T. in place (``clone`` then ``play``, building no events):
nothing may differ from the public ``apply`` but the events, and a position the caller
still holds is never changed."""

from __future__ import annotations

import random

import pytest

from petridish.core.game import Game, searching
from petridish.games.adapt.board import Board, totals_of
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.work import Work

from ...conformance import play_both_ways


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_search_plays_a_whole_game_to_the_positions_apply_reaches(players):
    # A search clones the opening once and plays every move on that one position.
    seats = GAME.seat_ids(players)
    moves = 0
    for seed in range(8):
        moves += play_both_ways(GAME, GAME.new_state(seed, seats=seats), random.Random(seed))
    assert moves > 200


@pytest.mark.parametrize("players", [2, 5])
def test_playing_a_clone_leaves_every_position_held_untouched(players):
    seats = GAME.seat_ids(players)
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats=seats)
        held = []  # every position of the game, with what it read when it was made
        while not GAME.is_terminal(state):
            held.append((state, GAME.state_to_json(state)))
            seat = GAME.to_move(state)[0]
            action = rng.choice(GAME.legal_actions(state, seat))
            GAME.play(GAME.clone(state), action)  # a search tries the move first
            state = GAME.apply(state, action).state
        for position, was in held:
            assert GAME.state_to_json(position) == was


def test_a_clone_of_a_searched_position_plays_on_without_touching_it():
    # A search changes its fish's records in place: a clone of its position (a search
    # within the search) must have records of its own.
    seats = GAME.seat_ids(4)
    rng = random.Random(3)
    searched = GAME.clone(GAME.new_state(3, seats=seats))
    for _ in range(30):
        seat = GAME.to_move(searched)[0]
        searched = GAME.play(searched, rng.choice(GAME.legal_actions(searched, seat)))
    was = GAME.state_to_json(searched)
    inner = GAME.clone(searched)
    moves = 0
    while not GAME.is_terminal(inner):
        seat = GAME.to_move(inner)[0]
        inner = GAME.play(inner, rng.choice(GAME.legal_actions(inner, seat)))
        moves += 1
    assert moves > 20
    assert GAME.state_to_json(inner)["fish"] != was["fish"]
    assert GAME.state_to_json(searched) == was


@pytest.mark.parametrize("players", [2, 5])
def test_whose_move_read_straight_from_the_position_is_the_one_activity_gives(players):
    # The game answers to_move itself (a search asks before every move): it must be what
    # the core works out from ``activity``, in set-up, in turns and at the end.
    seats = GAME.seat_ids(players)
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats=seats)
        while True:
            assert GAME.to_move(state) == Game.to_move(GAME, state)
            if GAME.is_terminal(state):
                break
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat))).state
        assert GAME.to_move(state) == ()


@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_searchs_working_copy_answers_as_a_fresh_reading_of_its_position(players):
    # A search's working copy goes on from move to move and keeps what it has found out
    # (each fish's totals, the others, the Gene Stream), forgetting what each change makes
    # stale: after every move, and asked in any order, it answers as a fresh Board does.
    seats = GAME.seat_ids(players)
    asked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.clone(GAME.new_state(seed, seats=seats))
        while not GAME.is_terminal(state):
            w = searching(state)
            if w is not None:
                assert isinstance(w, Work)
                fresh = Board(GAME.cards, state, keeps=False)
                for seat in rng.sample(seats, len(seats)):
                    if fresh.top(seat):  # once the fish has its Guppy
                        assert w.totals(seat) == totals_of(fresh.top(seat))
                    assert w.others(seat) == fresh.others(seat)
                    assert w.other_levels(seat) == fresh.other_levels(seat)
                assert w.living() == fresh.living()
                assert w.stream() == fresh.stream()
                assert [w.slot_of(c) for _, c in fresh.stream()] == [s for s, _ in fresh.stream()]
                asked += 1
            seat = GAME.to_move(state)[0]
            state = GAME.play(state, rng.choice(GAME.legal_actions(state, seat)))
    assert asked > 100


def test_a_search_on_another_position_starts_a_working_copy_of_its_own():
    seats = GAME.seat_ids(3)
    first = GAME.clone(GAME.new_state(1, seats=seats))
    second = GAME.clone(first)
    for state in (first, second, first):
        seat = GAME.to_move(state)[0]
        GAME.play(state, GAME.legal_actions(state, seat)[0])
        assert searching(state).s is state
        assert searching(second if state is first else first) is None
    # A position a search plays on is read through its working copy; any other afresh.
    assert GAME.board(first) is searching(first)
    assert not isinstance(GAME.board(GAME.new_state(1, seats=seats)), Work)
