"""Many games, one after another, in one real main window, left in each of the ways
people leave a game; and a census of what is alive after each. Shared by
tests/ui/test_soak.py (a few games) and bench/bench_soak.py (fifty, with the memory).

Every game is started, played and left through the window's own actions: the end-of-game
summary's buttons, the new-game dialog, Your moves and Play move, the curtain, Continue,
saving and opening a save, and the game picker.
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from petridish.core import registry
from petridish.qt import QtCore, QtWidgets, is_alive
from petridish.table.drop_labels import DropLabel

MOVES_BEFORE_LEAVING = 6  # an abandoned game is left after this many moves
LONGEST_GAME = 5_000  # moves (and hand-overs): a game this long has gone wrong


def app() -> QtWidgets.QApplication:
    instance = QtWidgets.QApplication.instance()
    assert isinstance(instance, QtWidgets.QApplication)
    return instance


def settle() -> None:
    """Let the window finish what it queued, run every pending ``deleteLater`` (they run
    only from an event loop) and collect Python's cycles: what is then alive is kept."""
    for _ in range(3):
        app().processEvents()
        app().sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    gc.collect()


def census(window: Any) -> dict[str, int]:
    """What is alive now that a game could keep alive: counted objects, not bytes."""
    from petridish.core.session import Session
    from petridish.table.presenter import Presenter
    from petridish.ui.controller import GameController
    from petridish.ui.endgame import EndGameDialog
    from petridish.ui.newgame import NewGameDialog

    settle()
    objects = gc.get_objects()
    kinds = (GameController, Session, Presenter, EndGameDialog, NewGameDialog)
    alive: Counter[str] = Counter()
    # Kept while the ids are compared: an id is only an object's while it lives.
    on_table_items = window.page.scene.items() if window._page is not None else []
    on_table = {id(item) for item in on_table_items}
    for obj in objects:
        if isinstance(obj, kinds):
            alive[type(obj).__name__] += 1
        if isinstance(obj, QtCore.QObject | QtWidgets.QGraphicsItem) and not is_alive(obj):
            # Qt deleted it, and something in Python still refers to it.
            alive["deleted Qt objects kept"] += 1
        elif (
            isinstance(obj, QtWidgets.QGraphicsItem)
            and id(obj) not in on_table
            and not isinstance(obj, DropLabel)  # the drag's labels wait off it between drags
        ):
            alive["table items off the table"] += 1
    counts = dict.fromkeys(
        (
            "GameController",
            "Session",
            "EndGameDialog",
            "NewGameDialog",
            "table items off the table",
            "deleted Qt objects kept",
        ),
        0,
    )
    counts.update(alive)
    counts["top-level widgets"] = len(QtWidgets.QApplication.topLevelWidgets())
    # The picker is built anew each time it is shown (the last one deleted), and holds
    # more once there are recent saves to list: its own widgets are not counted. Nor
    # are the choice buttons beside the prompt: one is made the first time a position
    # offers that many choices, and kept for the next (a game of another seed may be
    # the first to offer four), so they grow once to the most ever offered, not a game.
    picker = window.picker
    pool = window.page.choice_buttons if window._page is not None else []
    left_out = {id(w) for w in pool}
    counts["widgets"] = sum(
        id(w) not in left_out and (picker is None or not (w is picker or picker.isAncestorOf(w)))
        for w in QtWidgets.QApplication.allWidgets()
    )
    counts["window's objects"] = len(descendants(window, leaving_out=[picker, *pool]))
    return counts


def descendants(obj: QtCore.QObject, leaving_out: Sequence[Any] = ()) -> list[QtCore.QObject]:
    """Every QObject under ``obj``, at any depth, but those ``leaving_out`` and what is
    under them. Walked with ``children()``, not ``findChildren``: PySide ties the Python
    wrapper of each object findChildren returns to its parent's, so every one of Qt's
    own objects counted (a dock's tab bar, the list inside a dialog's combo box) would
    be kept as long as the window, long after Qt deleted it: some eight a game, kept by
    the census itself."""
    out: list[QtCore.QObject] = []
    stack = [c for c in obj.children() if not any(c is x for x in leaving_out)]
    while stack:
        child = stack.pop()
        out.append(child)
        stack.extend(c for c in child.children() if not any(c is x for x in leaving_out))
    return out


def leaks(first: dict[str, int], later: dict[str, int]) -> dict[str, tuple[int, int]]:
    """What is more alive in ``later`` than in ``first``: name -> (first, later)."""
    return {name: (first.get(name, 0), n) for name, n in later.items() if n > first.get(name, 0)}


# -- playing ------------------------------------------------------------------------------
def _seats(game_id: str, kinds: list[str]) -> list[str]:
    """``kinds`` for the first seats, the computer for the rest of the fewest seats."""
    count = max(registry.load(game_id).min_players, len(kinds))
    return (kinds + ["bot"] * count)[:count]


def play(window: Any, moves: int = LONGEST_GAME) -> None:
    """Play the game at the table for ``moves`` moves, or to its end: the computer
    players move, and a person plays the move the hint names, chosen in Your moves and
    played with Play move; the curtain is lifted for whoever it is passed to."""
    page = window.page
    for _ in range(moves):
        c = window.controller
        if c.game.is_terminal(c.state):
            return
        if c.waiting_for is not None:
            window.curtain.lift()
            continue
        before = len(c.session.steps)
        c.run_bots_now(limit=1)
        if len(c.session.steps) == before:
            hint = c.hint()
            assert not isinstance(hint, str), f"nobody can move: {hint}"
            page.moves.setCurrentIndex(page._actions.index(hint.action))
            page.play.click()
    c = window.controller
    assert moves < LONGEST_GAME or c.game.is_terminal(c.state), "the game did not end"


def _accept_new_game(seed: int) -> None:
    """Start the new-game dialog once it is open: every seat the computer's, ``seed``
    typed in."""
    from petridish.ui.newgame import NewGameDialog

    for dialog in QtWidgets.QApplication.topLevelWidgets():
        if isinstance(dialog, NewGameDialog) and dialog.isVisible():
            for row in dialog.seat_rows:
                row.set_kind("normal")
            dialog.seed_edit.setText(str(seed))
            dialog.start_button.click()
            return
    QtCore.QTimer.singleShot(5, lambda: _accept_new_game(seed))


def finished(window: Any, game_id: str, seed: int, folder: Path) -> None:
    """The computer plays every seat to the end; the summary is read, the game replayed
    a few moves and left, the summary closed and the game saved (so that from the first
    game on, the picker lists a recent save)."""
    window.start_quick(game_id, seed, _seats(game_id, ["bot"]), False)
    play(window)
    settle()
    dialog = window.end_dialog
    assert dialog is not None and dialog.isVisible(), "no end-of-game summary"
    dialog.replay_button.click()
    for _ in range(3):
        window.r_next.click()
    window.r_exit.click()
    window.end_dialog.close_button.click()
    assert window._write(folder / f"soak-{seed}-finished.pdsave")


def new_game_from_the_summary(window: Any, game_id: str, seed: int, folder: Path) -> None:
    """The last game's summary's "New game" (without a summary, the new-game dialog of
    ``game_id``): computer players, played to the end."""
    QtCore.QTimer.singleShot(0, lambda: _accept_new_game(seed))
    if window.end_dialog is not None:
        window.end_dialog.show()
        window.end_dialog.new_game_button.click()
    else:
        window.new_game_dialog(game_id)
    play(window)


def left_for_the_picker(window: Any, game_id: str, seed: int, folder: Path) -> None:
    """Two people share the computer (the curtain between them): a few moves, then the
    game picker."""
    window.start_quick(game_id, seed, _seats(game_id, ["human", "human"]), False)
    play(window, MOVES_BEFORE_LEAVING)
    window.show_picker()


def continued_and_opened(window: Any, game_id: str, seed: int, folder: Path) -> None:
    """The picker's Continue (the last autosave), a few moves in the sandbox, saved; the
    save opened (the game continued is left mid-way for it) and played to the end."""
    if window.picker is None or window.stack.currentWidget() is not window.picker:
        window.show_picker()
    window.picker.continue_button.click()
    window.a_sandbox.trigger()
    play(window, MOVES_BEFORE_LEAVING)
    window.a_sandbox.trigger()
    path = folder / f"soak-{seed}.pdsave"
    window.controller.save_to(str(path))
    assert window.open_path(str(path))
    play(window)


# The ways a game is played and left, one game each, in this order, again and again,
# each with its game: the second and the fourth carry on with the game before them (a
# new game of the same, the autosave). So the first two games are finished and left
# mid-way; Genegrafter, whose battles hand the table back and forth, is left mid-way
# by two people; ADRIFT, a voyage of one, is sailed to its end.
WAYS: list[tuple[Callable[[Any, str, int, Path], None], str]] = [
    (finished, "adapt"),
    (new_game_from_the_summary, "adapt"),
    (left_for_the_picker, "adaptoid24"),
    (continued_and_opened, "adaptoid24"),
    (left_for_the_picker, "genegrafter"),
    (finished, "adrift"),
]
assert {game for _, game in WAYS} == set(registry.game_ids()), "every game is soaked"


def open_each_game(window: Any) -> None:
    """Open each game once, then go back to the picker. What a game's first opening
    leaves lasts as long as the app, whatever is played after: its card faces are
    painted (and kept on disk), its modules imported, its caches begun."""
    window.page.scene.animator.set_speed(0)
    for game_id in dict.fromkeys(game for _, game in WAYS):
        window.start_quick(game_id, 0, _seats(game_id, ["bot"]), False)
    window.show_picker()
    settle()


def play_games(
    window: Any,
    count: int,
    folder: Path,
    after: Callable[[int], None] | None = None,
    seeds: Sequence[int] = (),
) -> None:
    """Play ``count`` games in ``window``, one after another (see WAYS), and call
    ``after(n)`` after the nth (from 1). The nth game's seed is ``n``, or the nth of
    ``seeds`` given, taken again from the first when they run out."""
    window.page.scene.animator.set_speed(0)
    for n in range(1, count + 1):
        way, game_id = WAYS[(n - 1) % len(WAYS)]
        way(window, game_id, seeds[(n - 1) % len(seeds)] if seeds else n, folder)
        if after is not None:
            after(n)
