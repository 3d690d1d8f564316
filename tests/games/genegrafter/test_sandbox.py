"""Genegrafter's sandbox: a player's Health and tokens are set by hand within the
game's bounds, and what the table shows follows."""

from __future__ import annotations

import pytest

from petridish.core.actions import Edit
from petridish.core.game import IllegalAction
from petridish.games.genegrafter.rules import GAME

from .helpers import JON, SUE, position


def test_health_and_tokens_are_set_by_hand():
    # rulebook: genegrafter.txt:55
    state = position()
    state = GAME.apply_edit(state, Edit(JON, "set", key=f"{SUE}.health", value=2)).state
    assert state.health[SUE] == 2
    state = GAME.apply_edit(state, Edit(JON, "set", key=f"{JON}.attack_tokens", value=0)).state
    assert state.attack_tokens[JON] == 0 and state.defense_tokens[JON] == 3


@pytest.mark.parametrize(
    ("key", "value"),
    [(f"{SUE}.health", 0), (f"{SUE}.health", 7), (f"{JON}.defense_tokens", 4)],
)
def test_a_counter_out_of_its_bounds_is_refused(key, value):
    # rulebook: genegrafter.txt:54
    state = position()
    with pytest.raises(IllegalAction):
        GAME.apply_edit(state, Edit(JON, "set", key=key, value=value))
    assert GAME.check_edit(state, Edit(JON, "set", key=key, value=value))
