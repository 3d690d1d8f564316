"""ADAPTOID 24 in search mode: a search's own copy (``clone``) played on in place
(``play``) goes through the very positions the public ``apply`` does, and never
touches a position anyone else holds."""

from __future__ import annotations

import random

from petridish.games.adaptoid24.rules import GAME

from ...conformance import play_both_ways
from .helpers import setup


def test_a_search_plays_through_the_positions_the_public_api_reaches():
    # rulebook: adaptoid24.txt:19
    # rulebook: adaptoid24.txt:30
    # Two phases of six turns, the Spawns reshuffled between them: every move of
    # random games on both random streams and under every option, the intimidated
    # rooms and the new phase's shuffle drawn in the same order both ways.
    options = [None, {"clone_alone": False}, {"room_permanents": "keep"}]
    moves = 0
    for seed in range(90):
        state = GAME.new_state(seed, options=options[seed % 3], stream=1 + seed % 2)
        moves += play_both_ways(GAME, state, random.Random(seed))
    assert moves > 3000


def test_a_search_from_a_sandbox_position_settles_as_the_public_api_does():
    # rulebook: adaptoid24.txt:27
    # From positions the sandbox made (an empty Spawn deck, no room for a drawn
    # Evolution...), the rules' own follow-up is the same in search mode.
    moves = 0
    for seed in range(40):
        state = GAME.new_state(seed)
        moves += play_both_ways(GAME, state, random.Random(seed), edit_rate=0.3)
    assert moves > 1000


def test_forced_outcomes_are_taken_by_draw_point_in_search_mode_too():
    # rulebook: adaptoid24.txt:58
    # Intimidate draws blind at its own draw point: a forced outcome there is the
    # room taken in search mode as through apply.
    moves = 0
    for seed in range(20):
        state = setup(extra={"intimidate": [0, 1, 2]})
        moves += play_both_ways(GAME, state, random.Random(seed))
    assert moves > 500
