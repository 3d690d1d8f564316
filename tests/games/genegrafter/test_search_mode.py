"""Genegrafter in search mode (``Game.clone`` and ``Game.play``): a search plays the
same game as the public ``apply``, position for position, and never changes a position
anyone else still holds."""

from __future__ import annotations

import random

import pytest

from petridish.games.genegrafter.rules import GAME

from ...conformance import play_both_ways


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
        # Each game is played to its end both ways (a whole game is 120-210 moves).
        assert play_both_ways(GAME, state, random.Random(seed)) > 60
