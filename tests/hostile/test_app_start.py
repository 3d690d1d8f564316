"""The app's own start and load paths, with hostile files where it looks for saves.

A real main window on the offscreen platform: whatever the autosave is, the picker
opens and says it cannot be read, and removes it when asked (moved aside, never a good
previous autosave with it). "Continue" and a recent save that turn out bad give one
message and write nothing. Titles that look like HTML are shown as the text they are.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from petridish.games.adaptoid24.rules import GAME
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.storage.paths import Paths
from petridish.storage.saves import (
    SaveError,
    SeatInfo,
    dump_save,
    read_save,
    save_text,
    session_from_setup,
    write_save,
)

from .test_saves import listing

LAST = "adaptoid24-20261201-213000-0b0b"  # the game in progress the tests leave

Qt = QtCore.Qt
SEATS = (SeatInfo("adaptoid", "Ann"), SeatInfo("geneticist", "Bob", "bot"))
SPOOF = "<h1 style='color:red'>SPOOF</h1><img src='/local/file.png'>"


@pytest.fixture(scope="module")
def covers(tmp_path_factory) -> Path:
    """One picture cache for the module: the picker's covers are drawn once."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture
def paths(home: Path, covers: Path) -> Paths:
    return Paths(home / "config", home / "data", covers)


@pytest.fixture
def messages(monkeypatch) -> list[str]:
    """The message boxes shown (their text), instead of showing them."""
    shown: list[str] = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda *args: shown.append(args[2]))
    return shown


@pytest.fixture
def start(qtbot, paths):
    """``start()``: the app started as a player starts it, on its picker."""
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    make_app()
    made = []

    def make() -> Any:
        window = MainWindow(paths=paths, bot_delay_ms=0)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        if window.controller is not None:
            window.controller.paused = True


def click(qtbot, button: QtWidgets.QPushButton) -> None:
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def save_data(seed: int = 8, title: str = "Tuesday game", moves: int = 6) -> dict[str, Any]:
    session = session_from_setup(GAME, seed, {}, ())
    rng = random.Random(seed)
    for _ in range(moves):
        seat = rng.choice(GAME.to_move(session.state))
        session.submit(rng.choice(GAME.legal_actions(session.state, seat)))
    kwargs = {"game_id": "adaptoid24", "seed": seed, "options": {}, "forced": (), "seats": SEATS}
    return json.loads(save_text(dump_save(session, title=title, **kwargs)))


def good_save(path: Path, title: str = "Tuesday game") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    session = session_from_setup(GAME, 8, {}, ())
    kwargs = {"game_id": "adaptoid24", "seed": 8, "options": {}, "forced": (), "seats": SEATS}
    write_save(path, session, title=title, **kwargs)


def _text(data: dict[str, Any], **changes: Any) -> bytes:
    return json.dumps({**data, **changes}).encode("utf-8")


def _surrogate_title() -> bytes:
    return _text(save_data()).replace(b'"Tuesday game"', b'"bad \\ud800 title"')


def _seed_too_large() -> bytes:
    # The autosave of `petridish play --seed 99999999999999999999`: the quick look
    # passes, the full load refuses it.
    return _text(save_data(), seed=99999999999999999999)


HOSTILE: dict[str, Any] = {
    "cut off": lambda: save_text(save_data()).encode()[:300],
    "10,000 nested [": lambda: b"[" * 10_000,
    "empty": lambda: b"",
    "UTF-16": lambda: save_text(save_data()).encode("utf-16"),
    "4,301 digits": lambda: b'{"format": "petridish-save", "seed": ' + b"9" * 4301 + b"}",
    "NaN": lambda: b'{"format": "petridish-save", "version": NaN}',
    "not a save": lambda: b'{"format": "something else"}',
    "a lone surrogate in the title": _surrogate_title,
    "made by a newer Petri Dish": lambda: _text(save_data(), version=7),
}
# Files that pass the quick look and are refused by the full load, on "Continue".
LATE: dict[str, Any] = {
    "a seed too large": _seed_too_large,
    "a damaged move": lambda: _text(save_data(), moves=[{"action": {"kind": "Teleport"}}]),
}


def make_special(kind: str, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "folder":
        path.mkdir()
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "link loop":
        path.symlink_to(path)
    elif kind == "link to nothing":
        path.symlink_to(path.with_name("gone.petridish"))


SPECIAL = ["folder", "pipe", "link to /dev/zero", "link loop", "link to nothing"]


def autosave_shows_problem(window: Any) -> str:
    picker = window.picker
    assert picker is not None and picker.continue_button is None
    assert picker.remove_autosave_button is not None and picker.autosave_detail is not None
    text = picker.autosave_detail.text()
    assert text.startswith("This game cannot be read: ")
    return text


# -- a hostile autosave -------------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(HOSTILE) + SPECIAL)
def test_the_picker_opens_says_the_autosave_cannot_be_read_and_removes_it(
    qtbot, start, paths, messages, kind
):
    if kind in SPECIAL:
        if sys.platform == "win32":
            pytest.skip("POSIX special files")
        make_special(kind, paths.autosave_for(LAST))
    else:
        paths.autosaves_dir.mkdir(parents=True)
        paths.autosave_for(LAST).write_bytes(HOSTILE[kind]())
    before = listing(paths.data_dir)

    window = start()
    autosave_shows_problem(window)
    assert listing(paths.data_dir) == before  # looking wrote nothing
    click(qtbot, window.picker.remove_autosave_button)

    assert not os.path.lexists(paths.autosave_for(LAST))
    assert os.path.lexists(paths.unreadable_autosave_for(LAST))  # moved aside, not deleted
    assert window.picker.continue_button is None and window.picker.remove_autosave_button is None
    assert messages == []


@pytest.mark.parametrize("kind", sorted(LATE))
def test_continue_that_fails_gives_one_message_writes_nothing_and_offers_removal(
    qtbot, start, paths, messages, home, kind
):
    paths.autosaves_dir.mkdir(parents=True)
    content = LATE[kind]()
    paths.autosave_for(LAST).write_bytes(content)
    window = start()
    assert window.picker.continue_button is not None  # the quick look passes
    before = listing(home)

    click(qtbot, window.picker.continue_button)

    assert len(messages) == 1 and f"Cannot load {LAST}.petridish: " in messages[0]
    assert listing(home) == before
    assert window.controller is None
    with pytest.raises(SaveError) as refused:
        read_save(paths.autosave_for(LAST))
    assert autosave_shows_problem(window) == (f"This game cannot be read: {refused.value.problem}")
    click(qtbot, window.picker.remove_autosave_button)
    assert paths.unreadable_autosave_for(LAST).read_bytes() == content


def test_removing_a_bad_autosave_keeps_a_good_previous_one(qtbot, start, paths, messages):
    good_save(paths.previous_autosave_for(LAST), "the one before")
    paths.autosave_for(LAST).write_bytes(b"[" * 10_000)
    window = start()
    autosave_shows_problem(window)

    click(qtbot, window.picker.remove_autosave_button)

    picker = window.picker
    assert picker.continue_button is not None
    assert picker.autosave_detail.text() == "the one before"
    click(qtbot, picker.continue_button)
    assert window.controller is not None and messages == []


def test_a_new_game_beside_a_bad_autosave_touches_neither_of_its_files(start, paths):
    good_save(paths.previous_autosave_for(LAST), "the one before")
    paths.autosave_for(LAST).write_bytes(b"[" * 10_000)
    previous = paths.previous_autosave_for(LAST).read_bytes()
    window = start()

    window.start_quick("adaptoid24", 5, ["human", "bot"], False)
    window.controller.autosave()

    assert paths.previous_autosave_for(LAST).read_bytes() == previous
    assert paths.autosave_for(LAST).read_bytes() == b"[" * 10_000  # still to be removed
    assert read_save(window.controller.autosave_file).seed == 5  # a game of its own


# -- a hostile recent save ----------------------------------------------------------------
def recent_settings(paths: Paths, *saves: Path) -> bytes:
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"recent_saves": [str(s) for s in saves], "ui_scale": 1.0}).encode()
    paths.settings_path.write_bytes(text)
    return text


def test_a_hostile_recent_save_gives_one_message_writes_nothing_and_can_be_forgotten(
    qtbot, start, paths, messages, home, tmp_path
):
    bad = tmp_path / "saves" / "lab night.petridish"
    bad.parent.mkdir()
    content = _seed_too_large()
    bad.write_bytes(content)
    good = tmp_path / "saves" / "rematch.petridish"
    good_save(good)
    settings = recent_settings(paths, bad, good)
    window = start()
    recent = window.picker.recent
    before = listing(home), listing(tmp_path / "saves")

    qtbot.mouseClick(recent.saves[0], Qt.MouseButton.LeftButton)

    assert len(messages) == 1 and "lab night.petridish" in messages[0]
    assert (listing(home), listing(tmp_path / "saves")) == before
    assert paths.settings_path.read_bytes() == settings
    assert window.controller is None
    picker = window.picker
    assert str(bad) in picker.recent.unreadable
    click(qtbot, picker.forget_buttons[str(bad)])
    assert window.settings.recent_saves == [str(good)]
    assert json.loads(paths.settings_path.read_bytes())["recent_saves"] == [str(good)]
    assert bad.read_bytes() == content  # the file itself stays
    assert window.picker.forget_buttons == {}


def test_opening_a_bad_save_not_in_the_list_writes_no_settings(start, paths, messages, tmp_path):
    bad = tmp_path / "bad.petridish"
    bad.write_bytes(b"{")
    window = start()
    assert not window.open_path(str(bad))
    assert len(messages) == 1
    assert not paths.settings_path.exists()
    recent_settings(paths)
    stamp = paths.settings_path.stat().st_mtime_ns, paths.settings_path.read_bytes()
    assert not window.open_path(str(bad))
    assert (paths.settings_path.stat().st_mtime_ns, paths.settings_path.read_bytes()) == stamp


# -- text is text -------------------------------------------------------------------------
def test_the_picker_shows_an_html_title_as_plain_text(start, paths):
    good_save(paths.autosave_for(LAST), SPOOF)
    window = start()
    detail = window.picker.autosave_detail
    assert detail.text() == SPOOF
    assert detail.textFormat() == Qt.TextFormat.PlainText
    # As plain text it is one long line, not a big red heading over an image.
    assert detail.sizeHint().height() < 3 * detail.fontMetrics().height()


def test_messages_quote_the_file_as_plain_text(qtbot, start, paths, messages):
    paths.autosaves_dir.mkdir(parents=True)
    paths.autosave_for(LAST).write_bytes(_text(save_data(), mode=SPOOF))
    window = start()
    click(qtbot, window.picker.continue_button)
    assert len(messages) == 1 and "<h1" not in messages[0]
    # What the message box shows is the message itself, the title's markup as typed.
    document = QtGui.QTextDocument()
    document.setHtml(messages[0])
    shown = document.toPlainText()
    assert shown.startswith(f"Cannot load {LAST}.petridish: ") and "<h1 style=" in shown


def test_the_end_of_game_screen_shows_names_as_plain_text(qtbot):
    from petridish.ui.endgame import EndGameDialog

    dialog = EndGameDialog(f"{SPOOF} wins", f"{SPOOF} cleared the lab", {})
    qtbot.addWidget(dialog)
    for label in (dialog.headline, dialog.detail):
        assert label.textFormat() == Qt.TextFormat.PlainText
        assert SPOOF in label.text()


# -- what start-up writes -----------------------------------------------------------------
def test_a_first_start_writes_only_the_pictures_cache(qtbot, home, messages):
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    make_app()
    paths = Paths.default()
    window = MainWindow(paths=paths, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.repaint()

    written = [p.relative_to(home) for p in home.rglob("*") if p.is_file()]
    assert written and {p.parent for p in written} == {Path("cache", "covers")}
    assert not paths.config_dir.exists() and not paths.data_dir.exists()
