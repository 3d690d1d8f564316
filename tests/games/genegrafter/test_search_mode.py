"""Genegrafter in search mode (``Game.clone`` and ``Game.play``): a search plays the
same game as the public ``apply``, position for position, and never changes a position
anyone else still holds."""

from __future__ import annotations

import random

import pytest

from petridish.games.genegrafter.rules import GAME


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_search_plays_the_same_positions_as_apply_and_leaves_the_callers_alone(players):
    # Every option that changes how a battle goes is played too: laying one a turn, no
    # cap on the dice, the first card laid flipped first.
    options = [
        {},
        {"laying": "one a turn", "dice_cap": "no limit"},
        {"flip_order": "first laid first", "events": 6},
    ]
    for seed in range(players * 100, players * 100 + 12):
        chosen = options[seed % len(options)]
        state = GAME.new_state(seed, chosen, seats=GAME.seat_ids(players))
        searched = GAME.clone(state)
        rng = random.Random(seed)
        while not GAME.is_terminal(state):
            seat = rng.choice(GAME.to_move(state))
            action = rng.choice(GAME.legal_actions(state, seat))
            before = GAME.state_to_json(state)
            mine = GAME.clone(state)
            played = GAME.play(mine, action)
            # The position the caller holds is untouched by the search's move.
            assert GAME.state_to_json(state) == before
            state = GAME.apply(state, action).state
            assert GAME.state_to_json(played) == GAME.state_to_json(state)
            # A search that plays on and on in its own copy stays with the game too.
            searched = GAME.play(searched, action)
            assert GAME.state_to_json(searched) == GAME.state_to_json(state)
