"""A real main window on the offscreen platform, with its own home folder and a card-art
cache shared by the whole test session (so the cards are painted once)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from petridish.core.search import Budget
from petridish.storage.paths import Paths

# A hint that searches tries this often (not for a time: the same position, the same
# hint), ample time given.
HINT_TRIES = Budget(seconds=30, iterations=60)
BRISK_MS = 30  # a brisk person's pause before the next gesture (``brisk``)


@pytest.fixture(scope="session")
def art_cache_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("art-cache")


@pytest.fixture
def paths(tmp_path, art_cache_dir):
    return Paths(tmp_path / "config", tmp_path / "data", art_cache_dir)


@pytest.fixture
def brisk(qtbot, monkeypatch):
    """A person who moves on the moment the table takes input: the curtain's settling
    time and the double-click time (the guards against a click meant for the person
    before) cut to a few milliseconds, for tests that play many moves and handovers.
    The guards themselves are tested at their real times (``test_curtain_input``,
    ``test_step_button``)."""
    from petridish.qt import QtWidgets
    from petridish.ui import curtain

    monkeypatch.setattr(curtain, "SETTLE_MS", BRISK_MS)
    app = QtWidgets.QApplication.instance()
    was = app.doubleClickInterval()
    app.setDoubleClickInterval(BRISK_MS)
    yield
    app.setDoubleClickInterval(was)


@pytest.fixture
def window(qtbot, paths):
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    make_app()
    w = MainWindow(paths=paths, bot_delay_ms=0)
    w.hint_budget = HINT_TRIES  # quick, repeatable hints
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.controller is not None:
        w.controller.paused = True
    # The game is let go as the window lets a game go: its controller deleted, and with
    # it whatever a test connected to its signals (which would keep the window, and so
    # the game, alive past the test).
    w._release_game()
