"""The GUI monkey (see ``monkey.py``) on the real main window, for every game in rules
mode and in sandbox mode: people and computers, hot-seat behind the curtain, undo and
replay; and, where a game offers it, a person against the strong computer player, whose
thought on a thread of its own the monkey's events meet at any stage. A hundred and
fifty events a run at the small size every test run plays (each game at its fewest
players, every seating, both modes; against the strong player, rules mode only); a
thousand a run, at every player count and in every mode, at full size (``python -m
tests.hostile --full``). A failure prints the run's label; ``PETRIDISH_MONKEY=<label>``
plays only that run again."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from petridish.core import registry
from petridish.storage.paths import Paths

from . import scale
from .monkey import Monkey

# Each game's fewest and most players the monkey seats.
GAMES = {"adapt": (2, 5), "adaptoid24": (2, 2), "genegrafter": (2, 4), "adrift": (3, 8)}
assert set(GAMES) == set(registry.game_ids()), "every game is monkeyed with"
# Who sits at the table: two people passing the computer, a person and the computer, a
# person and the strong computer (where the game offers it: ``seatings``).
SEATINGS = ("people", "person-and-computer", "person-and-strong")
# The mode the game starts in: the rules' moves only, or the sandbox's free edits too.
MODES = ("rules", "sandbox")


def runs() -> list[str]:
    """Labels ``game:players:seating:mode:seed`` of the runs at this size: every game,
    seating and mode at the fewest players; at full size every player count too."""
    out = []
    for game, (fewest, most) in GAMES.items():
        counts = range(fewest, most + 1) if scale.FULL else [fewest]
        for players in counts:
            # The last part is the seed: any other plays another run of the same table.
            out += [
                f"{game}:{players}:{seating}:{mode}:0"
                for seating in seatings(game)
                for mode in MODES
                # Against the strong player, at the small size, the rules' moves only.
                if scale.FULL or seating != "person-and-strong" or mode == "rules"
            ]
    asked = os.environ.get("PETRIDISH_MONKEY")
    return [asked] if asked else out


def seatings(game: str) -> tuple[str, ...]:
    """The seatings ``game`` is monkeyed with: against the strong player where it has one."""
    strong = "strong" in registry.levels(game)
    return SEATINGS if strong else tuple(s for s in SEATINGS if s != "person-and-strong")


@pytest.fixture(scope="module")
def cards(tmp_path_factory) -> Path:
    """One card-picture cache for the module: the faces are painted once."""
    return tmp_path_factory.mktemp("art")


@pytest.mark.parametrize("label", runs())
def test_the_monkey_breaks_nothing(qtbot, home, cards, tmp_path, monkeypatch, label):
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    game, players, seating, mode, _seed = label.split(":")
    make_app()
    window = MainWindow(paths=Paths(home / "config", home / "data", cards), bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.page.scene.animator.set_speed(0)
    rng = random.Random(label)
    people = int(players) if seating == "people" else 1
    computer = "strong" if seating == "person-and-strong" else "bot"
    kinds = ["human"] * people + [computer] * (int(players) - people)
    # The strong player thinks half a second a move (the menu's shortest): some of its
    # moves land during a run, and the monkey's events meet its thoughts at every stage.
    window.fill_menus()
    thinks = next(a.menu() for a in window.view_menu.actions() if "Strong" in a.text())
    next(a for a in thinks.actions() if a.text() == "Half a second").trigger()
    window.start_quick(game, rng.randrange(10_000), kinds, sandbox=mode == "sandbox")
    assert window.controller is not None and window.controller.sandbox == (mode == "sandbox")
    monkey = Monkey(qtbot, window, rng, tmp_path / "saves", label, monkeypatch)
    monkey.run(scale.size(150, 1000))
    if window.controller is not None:
        window.controller.paused = True
