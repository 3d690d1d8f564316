"""The end-of-game dialog and its chart."""

from __future__ import annotations

import itertools
import math
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from petridish.qt import QtCore
from petridish.ui.chart import StatsChart, nice_ticks
from petridish.ui.endgame import EndGameDialog

Qt = QtCore.Qt
SERIES = {"Adaptoid spawns": [1, 2, 4, 5], "Geneticist health": [10, 9, 9, 6]}
LABELS = ["R1a", "R1b", "R2a", "R2b"]


@pytest.fixture
def dialog(qtbot):
    d = EndGameDialog("The Geneticist escapes!", "The last door sealed in time.", SERIES, LABELS)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def test_the_headline_and_reason_are_shown(dialog):
    assert dialog.headline.text() == "The Geneticist escapes!"
    assert dialog.detail.text() == "The last door sealed in time."
    assert dialog.chart.isVisible()


def test_replay_emits_its_signal_and_closes(qtbot, dialog):
    with qtbot.waitSignal(dialog.replay_requested, timeout=1000):
        qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_new_game_emits_its_signal_and_closes(qtbot, dialog):
    with (
        qtbot.assertNotEmitted(dialog.replay_requested),
        qtbot.waitSignal(dialog.new_game_requested, timeout=1000),
    ):
        qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_close_just_closes(qtbot, dialog):
    with (
        qtbot.assertNotEmitted(dialog.replay_requested),
        qtbot.assertNotEmitted(dialog.new_game_requested),
    ):
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_enter_closes_it_to_look_at_the_final_position(qtbot, dialog):
    """The game can end under a key pressed for the last move: Enter starts nothing."""
    with (
        qtbot.assertNotEmitted(dialog.replay_requested),
        qtbot.assertNotEmitted(dialog.new_game_requested),
    ):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible()


def test_a_game_without_statistics_hides_the_chart(qtbot):
    d = EndGameDialog("A draw", "Nobody moved.", {}, [])
    qtbot.addWidget(d)
    d.show()
    assert not d.chart.isVisible()


@pytest.mark.parametrize(
    "series",
    [
        {},
        {"one point": [3.0]},
        {"flat": [2, 2, 2], "gap": [1, math.nan, 3]},
        {f"s{i}": [i * k for k in range(60)] for i in range(9)},
        {"negative": [-5, 3, -1e7]},
    ],
)
def test_the_chart_paints_any_data(qtbot, series):
    chart = StatsChart(series, ["x"] * 2)
    qtbot.addWidget(chart)
    chart.resize(420, 240)
    image = chart.grab().toImage()
    assert image.width() >= 420


def test_series_differ_by_colour_and_dash_and_marker():
    chart = StatsChart()
    styles = [chart.series_style(i) for i in range(5)]
    assert len({c.name() for c, _, _ in styles}) == 5
    assert len({d for _, d, _ in styles}) == 5
    assert len({s for _, _, s in styles}) == 5


@pytest.mark.parametrize(("low", "high"), [(0, 15), (0, 1), (-3, 7), (5, 5), (0.1, 0.37), (0, 1e6)])
def test_nice_ticks_cover_the_range_in_round_steps(low, high):
    ticks = nice_ticks(low, high)
    assert ticks[0] <= low and ticks[-1] >= high
    steps = {round(b - a, 9) for a, b in itertools.pairwise(ticks)}
    assert len(steps) == 1
    assert 2 <= len(ticks) <= 8
