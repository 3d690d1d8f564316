"""The end of a game: the summary with its chart, the step-by-step replay, and the
command-line self-test that bundles use."""

from __future__ import annotations

import os
import subprocess
import sys

from petridish.qt import Qt
from petridish.ui.chart import StatsChart


def test_a_finished_game_shows_the_result_and_replays_step_by_step(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 30, ["bot", "bot"], False)
    c = window.controller
    qtbot.waitUntil(lambda: c.game.is_terminal(c.state), timeout=20_000)
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=3000
    )
    dialog = window.end_dialog
    chart = dialog.findChild(StatsChart)
    assert chart is not None
    assert set(chart._series) == set(c.game.stats(c.state))  # the game's key numbers
    assert len(chart._labels) >= 6  # one point per turn played
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert window.replay_bar.isVisible() and c.replay_at == 0
    assert window.presenter.actions() == []  # nothing can be played in a replay
    start_cards = len(window.presenter.zones["a.row"].items())
    for _ in range(10):
        qtbot.mouseClick(window.r_next, Qt.MouseButton.LeftButton)
    assert c.replay_at == 10
    assert c.view == c.session.steps[9].after
    assert len(window.presenter.zones["a.row"].items()) >= start_cards
    qtbot.mouseClick(window.r_exit, Qt.MouseButton.LeftButton)
    assert c.replay_at is None and not window.replay_bar.isVisible()


def test_self_test_opens_every_table_and_exits_0(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "petridish", "--self-test"],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "adaptoid24: ok" in done.stdout and "self-test passed" in done.stdout
