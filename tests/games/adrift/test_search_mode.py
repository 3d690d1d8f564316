"""ADRIFT played as a search plays it (``clone``, then ``play`` in place, no events)
reaches the same positions as the public ``apply``, and never touches a position
someone else still holds."""

from __future__ import annotations

import random

import pytest

from petridish.core.game import Game
from petridish.games.adrift.rules import GAME

from ...conformance import play_both_ways


@pytest.mark.parametrize("players", range(1, 9))
def test_a_search_plays_random_voyages_to_the_same_positions_as_apply(players):
    # rulebook: adrift.txt:4
    # Whoever wins or loses, a voyage played in place on a search's own copy goes
    # exactly as the voyage of checked moves: the same position after every move, and
    # every position the public API gave back is left as it was.
    def listed_as_the_core_lists(state):
        # ADRIFT lists who may move without sorting (see Adrift.to_move): as the core
        # sorts them, those who must first.
        assert GAME.to_move(state) == Game.to_move(GAME, state)

    for seed in range(players * 10, players * 10 + 3):
        first = GAME.new_state(seed, seats=GAME.seat_ids(players))
        opening = GAME.state_to_json(first)
        moves = play_both_ways(GAME, first, random.Random(seed), each=listed_as_the_core_lists)
        assert moves > 20, "a voyage is played to its end both ways"
        assert GAME.state_to_json(first) == opening, "the search's copy shared a table"
