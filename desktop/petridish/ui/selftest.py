"""``petridish --self-test``: use the app as a player would, offscreen, and exit 0 only
if every part of it works — so that an installed copy (a PyInstaller bundle above all)
can be checked without a person in front of it.

It opens the game picker, then every playable game at every player count it supports:
the computer plays some moves, the game is autosaved, that autosave is opened again and
must hold the same game, play goes on to the end and its summary, and the table is
rendered. Along the way it reads
every font the card art uses and each game's rules reference, draws every card face and
fish on a table it opens, and catches any error that reaches Qt's event loop. A bundle
missing a data file, a font or a module fails here, naming what failed.

Everything is written to a temporary folder: a player's own saves, settings and caches
are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from typing import Any

MOVES = 8  # computer moves played before the autosave, so that it is opened mid-game
TO_THE_END = 2_000  # moves at most after it: every game here ends long before
SIZE = (1280, 800)  # the window, as on a laptop


class Checks:
    """Runs each check, prints one line for it, and counts what failed.

    A check passes when it returns without raising and no error reached Qt's event loop
    meanwhile: such an error is printed by ``sys.excepthook`` and would otherwise leave
    the window going on as if nothing had happened.
    """

    def __init__(self) -> None:
        self.failures: list[str] = []
        self._caught: list[str] = []
        self._hook_before = sys.excepthook
        sys.excepthook = self._hook

    def close(self) -> None:
        sys.excepthook = self._hook_before

    def _hook(self, kind: type[BaseException], value: BaseException, tb: Any) -> None:
        self._caught.append("".join(traceback.format_exception(kind, value, tb)))

    def run(self, name: str, check: Callable[[], str]) -> None:
        self._caught.clear()
        try:
            said = check()
        except Exception:
            self._caught.append(traceback.format_exc())
        if self._caught:
            self.failures.append(name)
            print(f"{name}: FAILED")
            for text in self._caught:
                print("    " + text.rstrip().replace("\n", "\n    "))
        else:
            print(f"{name}: ok — {said}")
        sys.stdout.flush()


def self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from petridish import __version__

    print(f"Petri Dish {__version__} self-test")
    with tempfile.TemporaryDirectory(prefix="petridish-selftest-") as home:
        os.environ["PETRIDISH_HOME"] = home
        from petridish import resources

        try:
            print(f"resources: {resources.root()}")
        except resources.ResourceError as exc:
            print(f"self-test FAILED: {exc}")
            return 1
        checks = Checks()
        from petridish.core import registry
        from petridish.storage.paths import Paths
        from petridish.ui.app import make_app
        from petridish.ui.main_window import MainWindow

        app = make_app()
        checks.run("fonts", _fonts)
        window = MainWindow(paths=Paths.under(home), bot_delay_ms=0)
        window.resize(*SIZE)
        window.show()
        checks.run("picker", lambda: _picker(window, app))
        for entry in registry.games():
            if not entry.available:
                continue
            game = registry.load(entry.id)
            checks.run(f"{entry.id} rules", lambda game=game: _rules(game))
            for count in range(game.min_players, game.max_players + 1):
                checks.run(
                    f"{entry.id}, {count} players",
                    lambda game_id=entry.id, count=count: _table(window, app, game_id, count),
                )
        checks.run("picker again", lambda: _picker(window, app))
        window.close()
        app.processEvents()
        checks.close()
    if checks.failures:
        print(f"self-test FAILED ({len(checks.failures)}): {'; '.join(checks.failures)}")
    else:
        print("self-test passed")
    sys.stdout.flush()
    return 1 if checks.failures else 0


def _fonts() -> str:
    """Every font the card art draws with, loaded by Pillow and by Qt."""
    from petridish import resources
    from petridish.art import fonts
    from petridish.qt import QtGui

    families = set()
    for name, filename in fonts.FILES.items():
        fonts.font(name, 12)
        path = str(resources.path("fonts", filename))
        loaded = QtGui.QFontDatabase.addApplicationFont(path)
        if loaded < 0:
            raise RuntimeError(f"Qt cannot read the font file {path}")
        families.update(QtGui.QFontDatabase.applicationFontFamilies(loaded))
    return f"{len(fonts.FILES)} fonts ({', '.join(sorted(families))})"


def _rules(game: Any) -> str:
    """The rules reference and rulings the Rules dock shows."""
    from petridish.core.reference import rules_text

    text = rules_text(game)
    if len(text) < 200:
        raise RuntimeError(f"the rules reference of {game.name} is {len(text)} characters")
    return f"{len(text):,} characters of rules and rulings"


def _picker(window: Any, app: Any) -> str:
    window.show_picker()
    app.processEvents()
    return _rendered(window.grab().toImage(), "picker")


def _table(window: Any, app: Any, game_id: str, count: int) -> str:
    """A game of ``count`` computer players: played, autosaved, opened again, played to
    the end."""
    window.start_quick(game_id, count, ["normal"] * count, False)
    controller = window.controller
    if controller is None or window.presenter is None:
        raise RuntimeError("the table did not open")
    window.page.scene.animator.set_speed(0)
    game = controller.game
    controller.run_bots_now(limit=MOVES)
    app.processEvents()
    played = len(controller.session.steps)
    if played == 0:
        raise RuntimeError("the computer players made no move")

    controller.autosave()
    autosave = controller.autosave_file
    if autosave is None or not autosave.is_file():
        raise RuntimeError(f"no autosave was written at {autosave}")
    state = game.state_to_json(controller.state)
    if not window.open_path(str(autosave), remember=False):
        raise RuntimeError(f"the autosave {autosave} could not be opened again")
    reopened = window.controller
    if reopened is controller or len(reopened.session.steps) != played:
        raise RuntimeError("the autosave opened with another number of moves")
    if game.state_to_json(reopened.state) != state:
        raise RuntimeError("the autosave opened on another position")
    window.page.scene.animator.set_speed(0)

    reopened.run_bots_now(limit=TO_THE_END)
    app.processEvents()
    pieces = len(window.presenter.board.items())
    if pieces == 0:
        raise RuntimeError("the table shows nothing")
    shown = _rendered(window.page.view.grab().toImage(), "table")
    if not game.is_terminal(reopened.state):
        raise RuntimeError(f"the game did not end in {TO_THE_END} moves")
    if window.end_dialog is None or not window.end_dialog.isVisible():
        raise RuntimeError("the game ended without its summary")
    moves = len(reopened.session.steps)
    return f"autosaved after {played} moves, opened again, ended after {moves}; {pieces} pieces, {shown}"


def _rendered(image: Any, what: str) -> str:
    """``image`` is a real picture: not empty, and not one flat colour."""
    if image.isNull() or image.width() < 100 or image.height() < 100:
        raise RuntimeError(f"the {what} rendered no picture")
    step_x, step_y = max(1, image.width() // 40), max(1, image.height() // 40)
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), step_x)
        for y in range(0, image.height(), step_y)
    }
    if len(colours) < 8:
        raise RuntimeError(f"the {what} rendered almost blank ({len(colours)} colours)")
    return f"{image.width()}×{image.height()} rendered"
