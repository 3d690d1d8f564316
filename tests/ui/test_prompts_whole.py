"""Every game's prompt reads whole at 1366 × 768 beside its buttons (the step button,
the choice buttons): people alone at one computer play at random, and at every position
where one may act the top bar's prompt is not cut. ADRIFT has its own, longer walk
with computers in it (test_adrift_prompt_whole)."""

from __future__ import annotations

import random

import pytest

from petridish.core import registry

from .table_driver import lift_curtain, settle
from .test_laptop_table import resize

POSITIONS = 60  # positions where a person may act, looked at for each game and count
CASES = [("adapt", 2), ("adapt", 5), ("adaptoid24", 2)]
CASES += [("genegrafter", 2), ("genegrafter", 3), ("genegrafter", 4)]
# Every game but ADRIFT, whose prompts have a test of their own.
assert {game for game, _ in CASES} | {"adrift"} == set(registry.game_ids())


def cut_prompts(qtbot, window, game_id: str, players: int, seed: int = 3) -> list[str]:
    """The prompts cut over ``POSITIONS`` random moves of ``players`` people."""
    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, seed, ["human"] * players, False)
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    rng = random.Random(seed)
    cut: list[str] = []
    for _ in range(POSITIONS):
        lift_curtain(qtbot, window)
        c, page = window.controller, window.page
        if c.game.is_terminal(c.state) or not page._actions:
            break
        if page.prompt.elided():
            cut.append(page.prompt.text())
        assert c.submit(rng.choice(page._actions)) is None
        # The window lays its top bar out again (a button gone, a longer turn) before
        # anyone reads it: the prompt is looked at as it is shown.
        settle(qtbot, window)
    return cut


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=str)
def test_no_prompt_is_cut_at_1366_in_random_play(qtbot, brisk, window, game_id, players):
    cut = cut_prompts(qtbot, window, game_id, players)
    assert not cut, (len(cut), sorted(set(cut)))
