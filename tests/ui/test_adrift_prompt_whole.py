"""ADRIFT's prompt reads whole at 1366 × 768: four castaways, two of them computers,
played at random by the two people; at every position where a person may act, the
prompt beside its buttons (the fight's choices, the step button) is not cut."""

from __future__ import annotations

import random

from petridish.games.adrift.state import OVER

from .table_driver import lift_curtain, settle
from .test_laptop_table import resize

POSITIONS = 120  # positions where a person may act, looked at in one run


def cut_prompts(qtbot, window, positions: int, seed: int = 1) -> tuple[list[str], int]:
    """Play ``positions`` random moves of the people (the computers play at once in
    between, voyage after voyage); the prompts cut among them, and how many positions
    held a fight or the winner's choice."""
    window.page.scene.animator.set_speed(0)
    rng = random.Random(seed)
    cut, fights, voyage = [], 0, 0
    c = None
    idle = 0  # rounds in a row with no move for anyone at the computer
    while positions > 0:
        if c is None or c.state.step == OVER:
            voyage += 1
            window.start_quick("adrift", seed + voyage, ["human", "human", "bot", "bot"], False)
            resize(qtbot, window, 1366, 768)
            c = window.controller
        c.run_bots_now()
        settle(qtbot, window)
        lift_curtain(qtbot, window)
        page = window.page
        offered = list(page._actions)
        if not offered:
            # A table that never offers anyone a move fails here rather than hang (an
            # error in a prompt once left the hand-over going round for ever).
            idle += 1
            assert idle < 50, f"no move offered: {page.prompt.text()}"
            combo = page.at_computer
            waiting = [s for s in c.human_to_move() if s != c.viewer]
            if waiting and combo.isVisible():
                combo.activated.emit(combo.findData(waiting[0]))
                settle(qtbot, window)
                continue
            if c.state.step != OVER and not c.human_to_move():
                continue  # the computers still move
            if c.state.step != OVER:
                raise AssertionError(f"nobody moves: {page.prompt.text()}")
            continue
        idle = 0
        positions -= 1
        fights += bool(c.state.fights)
        if page.prompt.elided():
            cut.append(page.prompt.text())
        # Few attacks, so that the days go on too (a random castaway attacks often).
        calm = [a for a in offered if a.kind != "Attack"] or offered
        action = rng.choice(offered if rng.random() < 0.15 else calm)
        assert c.submit(action) is None, action
    return cut, fights


def test_no_prompt_is_cut_at_1366_in_random_play(qtbot, brisk, window):
    # rulebook: adrift.txt:54
    cut, fights = cut_prompts(qtbot, window, POSITIONS)
    assert fights, "no fight came up"
    assert not cut, cut[:5]
