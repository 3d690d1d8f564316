"""A seed plays the same game in the app and on the command line: the computer players
of each seat get their own seeds in one place (registry.seat_bot), and the deal comes
from the game's seed alone."""

from __future__ import annotations

import pytest

from petridish.cli import play_one
from petridish.core import registry

from .table_driver import settle


@pytest.mark.parametrize("game_id", [info.id for info in registry.games()])
def test_a_seed_plays_alike_in_the_app_and_in_simulate(qtbot, window, game_id):
    game = registry.load(game_id)
    players = len(game.seats_for(2))
    result, length, _ = play_one(game, 7, ["bot"] * players)
    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, 7, ["bot"] * players, False)
    settle(qtbot, window)
    c = window.controller
    for _ in range(200):
        if c.game.is_terminal(c.state):
            break
        c.run_bots_now()
    assert c.game.is_terminal(c.state)
    assert len(c.session.steps) == length
    assert c.game.result(c.state) == result
