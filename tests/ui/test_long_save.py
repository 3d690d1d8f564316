"""A long save opens at the position it was saved in, while its moves are still being
read: the table shows at once and the window stays alive, nothing can change the game
until every move is replayed and checked, and a move refused on the way lets the game
go with the file untouched and nothing written (see bench/bench_load.py for the times).
"""

from __future__ import annotations

import json
from pathlib import Path

from petridish.qt import Qt, QtWidgets
from petridish.storage import peek
from petridish.storage.saves import load_session, session_from_setup, write_save
from petridish.ui.controller import READ_AT_ONCE

from ..storage.test_storage_recorded import FLIP, GAME, SEATS
from .table_driver import drag_item
from .window_texts import window_texts

MOVES = 3 * READ_AT_ONCE  # read in several slices after the table shows


def long_save(tmp_path, moves: int = MOVES) -> str:
    """A sandbox save of ADAPTOID 24 whose ``moves`` moves turn a Taser over and back."""
    session = session_from_setup(GAME, 11, sandbox=True, seats=["adaptoid", "geneticist"])
    for _ in range(moves):
        session.submit(FLIP)
    path = tmp_path / "long.petridish"
    write_save(
        path, session, game_id="adaptoid24", seed=11, options=None, forced=(), seats=SEATS,
        title="long",
    )  # fmt: skip
    return str(path)


def press_undo(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_a_long_save_shows_its_table_while_its_moves_are_read_and_then_plays(
    qtbot, window, tmp_path
):
    path = long_save(tmp_path)
    assert window.open_path(path)
    c = window.controller
    # The table is up, at the saved position, before most of the moves are read.
    assert window.stack.currentWidget() is window.page
    assert c.reading is not None and len(c.session.steps) == 0
    texts = window_texts(window)
    assert f"Reading the save's moves, {READ_AT_ONCE:,} of {MOVES:,}: a moment" in texts
    assert window.windowTitle().startswith("ADAPTOID 24")
    # Nothing changes it meanwhile: no undo, no saving, no mode switch, no card picked
    # up; nothing is written.
    assert not any(a.isEnabled() for a in (window.a_undo, window.a_save, window.a_sandbox))
    assert peek.latest_autosave(window.paths) is None
    card = window.presenter.board.item("taser.1")
    start = card.scenePos()
    drag_item(qtbot, window, card, "geneticist.equipment", slot=3)  # to the end
    assert card.scenePos() == start and c.state.zones["geneticist.equipment"][0] == "taser.1"
    assert not card.draggable
    # Two people share this game: until it is handed to one, the table shows only what
    # both may see (the Adaptoid's hand face down).
    assert c.viewer is None and not window.curtain.isVisible()
    assert window.presenter.board.item("a.lab") is None
    # Then the game is whole: every move in the log, undo takes the last one back.
    qtbot.waitUntil(lambda: c.reading is None, timeout=20_000)
    assert len(c.session.steps) == MOVES
    assert window.a_save.isEnabled() and window.a_undo.isEnabled()
    assert not any("Reading the save" in t for t in window_texts(window))
    assert window.log.list.count() >= MOVES  # a line a move at least
    # The first autosave, as for any game opened: the file itself, nothing changed yet.
    assert peek.latest_autosave(window.paths).read_bytes() == Path(path).read_bytes()
    assert window.curtain.isVisible()  # then handed to the first person, as any game
    window.curtain.lift()
    press_undo(qtbot, window)
    assert len(c.session.steps) == MOVES - 1
    _, autosaved = load_session(peek.latest_autosave(window.paths))  # written anew
    assert len(autosaved.steps) == MOVES - 1
    assert window.presenter.board.item("taser.1").draggable  # cards can be picked up


def test_a_long_save_with_a_damaged_move_goes_back_to_the_picker_and_writes_nothing(
    qtbot, window, tmp_path, monkeypatch
):
    shown: list[str] = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda *a: shown.append(a[2]))
    path = long_save(tmp_path)
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    late = READ_AT_ONCE + 700  # refused after the table has shown
    data["moves"][late - 1]["action"]["card"] = "taser.99"
    Path(path).write_text(json.dumps(data), encoding="utf-8")
    before = Path(path).read_bytes()
    assert window.open_path(path)
    assert window.controller.reading is not None
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.picker, timeout=20_000)
    assert window.controller is None and window.presenter is None
    assert len(shown) == 1 and f"move {late} (Edit) was refused" in shown[0]
    assert Path(path).read_bytes() == before
    assert peek.latest_autosave(window.paths) is None
    assert f"move {late} (Edit) was refused" in window.unreadable_saves[path]


def test_a_long_save_refused_late_gives_back_the_game_left_for_it(
    qtbot, window, tmp_path, monkeypatch
):
    # Opened from a game, a save whose moves were refused once its table showed left
    # the person at the picker, their game only under Games in progress, and the file
    # on the recent saves though it could not be opened.
    shown: list[str] = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda *a: shown.append(a[2]))
    window.start_quick("adapt", 3, ["human", "normal"], False)
    mine = window.controller
    qtbot.waitUntil(lambda: mine.autosave_file is not None and mine.autosave_file.is_file())
    played = len(mine.session.steps)
    path = long_save(tmp_path)
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    data["moves"][READ_AT_ONCE + 700 - 1]["action"]["card"] = "taser.99"
    Path(path).write_text(json.dumps(data), encoding="utf-8")
    assert window.open_path(path)
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=20_000)
    c = window.controller
    assert c is not None and c.match.game_id == "adapt" and len(c.session.steps) == played
    assert window.stack.currentWidget() is window.page
    assert path not in window.settings.recent_saves
