"""A replay shows each step's dice as they lay then: at move 0 no fish has rolled, and
at any later step each die on a mat shows the roll of that step, not a later one."""

from __future__ import annotations

from petridish.games.adapt import layout
from petridish.qt import Qt

ROLLED = (".attack", ".check", ".percentile")


def rolled_dice(window) -> dict[str, str]:
    """Each rolled die on the table (its key) and the tooltip a person reads on it."""
    shown = {}
    for seat in window.controller.view.seats:
        for item in window.presenter.zones[layout.dice_zone(seat)].items():
            spec = window.presenter.board.spec(item)
            if spec is not None and spec.key.endswith(ROLLED):
                shown[spec.key] = item.toolTip()
    return shown


def test_a_replay_shows_the_dice_of_each_step_and_none_rolled_later(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 5, ["bot", "bot", "bot"], False)
    c = window.controller
    qtbot.waitUntil(lambda: c.game.is_terminal(c.state), timeout=30_000)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert rolled_dice(window)  # the end of the game: every fish has rolled
    qtbot.mouseClick(window.end_dialog.replay_button, Qt.MouseButton.LeftButton)
    assert c.replay_at == 0 and rolled_dice(window) == {}
    seen_attack = False
    for step in range(1, len(c.session.steps) + 1):
        qtbot.mouseClick(window.r_next, Qt.MouseButton.LeftButton)
        assert c.replay_at == step
        dice = c.session.steps[step - 1].after.dice
        shown = rolled_dice(window)
        assert set(shown) == set(dice), f"step {step}"
        for key, die in dice.items():
            if key.endswith(".attack"):
                seen_attack = True
                # "2 of 4"; a Guppy's: "3 (odd, so a Guppy's roll counts 1)"
                assert shown[key].startswith(f"Last attack roll: {die.value} ")
            elif key.endswith(".percentile"):
                assert shown[key] == f"Last Random Selection roll: {die.value}"
    assert seen_attack
