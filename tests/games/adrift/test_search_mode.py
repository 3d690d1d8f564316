"""ADRIFT played as a search plays it (``clone``, then ``play`` in place, no events)
reaches the same positions as the public ``apply``, and never touches a position
someone else still holds."""

from __future__ import annotations

import random

import pytest

from petridish.core.game import Game
from petridish.games.adrift.rules import GAME


@pytest.mark.parametrize("players", range(1, 9))
def test_a_search_plays_random_voyages_to_the_same_positions_as_apply(players):
    # rulebook: adrift.txt:4
    # Whoever wins or loses, a voyage played in place on a search's own copy goes
    # exactly as the voyage of checked moves: the same position after every move, and
    # every position the public API gave back is left as it was.
    for seed in range(players * 10, players * 10 + 3):
        rng = random.Random(seed)
        state = first = GAME.new_state(seed, seats=GAME.seat_ids(players))
        opening = GAME.state_to_json(first)
        searched = GAME.clone(first)
        while not GAME.is_terminal(state):
            # ADRIFT lists who may move without sorting (see Adrift.to_move): as the core
            # sorts them, those who must first.
            assert GAME.to_move(state) == Game.to_move(GAME, state)
            seat = rng.choice(GAME.to_move(state))
            action = rng.choice(GAME.legal_actions(state, seat))
            held = GAME.state_to_json(state)
            # A search that clones a position it is given, then plays on its copy.
            GAME.play(GAME.clone(state), action)
            assert GAME.state_to_json(state) == held, f"play changed the position held, {action}"
            state = GAME.apply(state, action).state
            searched = GAME.play(searched, action)
            assert GAME.state_to_json(searched) == GAME.state_to_json(state), action
        assert GAME.state_to_json(first) == opening, "the search's copy shared a table"
