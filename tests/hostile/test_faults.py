"""Faults: a full disk and read-only folders, under every action a player takes.

Each folder Petri Dish writes to (data: saves and autosaves; config: the settings;
cache: pictures of cards, covers and saves), and then all three on one small disk, is
made full or read-only (``faults.py`` says how on this machine: a real small file
system where it may mount one). Every action that writes there is then taken on the
real window, with its menu, keys and buttons, and each time:

- the action still happens (the text grows, the game starts, the save opens...);
- a message says what could not be stored, and why, in plain words;
- no exception reaches Qt (pytest-qt fails the test on any), no error dialog shows;
- nothing is lost: every file the player had in the faulty folder is as it was.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from petridish.games.adaptoid24.rules import GAME
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.storage.atomic import plain_reason, write_atomic
from petridish.storage.paths import Paths
from petridish.storage.saves import SeatInfo, read_save, session_from_setup, write_save

from .faults import FULL, KINDS, READ_ONLY, Fault, how

Qt = QtCore.Qt
SEATS = (SeatInfo("adaptoid", "Ann"), SeatInfo("geneticist", "Bob"))
LAST = "adaptoid24-20261201-213000-0c0c"  # the player's game in progress
# What the app says of each fault (see storage.atomic.plain_reason).
REASON = {
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the disk is read-only",
    errno.EACCES: "permission denied",
}
NOT_STORED = "Could not store your settings"


# -- a player's home, with a fault --------------------------------------------------------
def write_game(path: Path, seed: int, title: str) -> None:
    """A real ADAPTOID 24 save (two people at the table) at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    kwargs = {"game_id": "adaptoid24", "seed": seed, "options": {}, "forced": (), "seats": SEATS}
    write_save(path, session_from_setup(GAME, seed, {}, ()), title=title, **kwargs)


def files_under(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder``, by name, with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


class Home:
    """The player's three folders with what they already hold: the settings, a save,
    the autosave and the one before, and (with ``pictures``) the picker's pictures,
    copied from ``cache``, a cache that works. ``faulty`` folders are then struck with
    the fault.

    ``recent`` lists saves that cannot be read first in the recent saves; ``autosave``
    replaces the autosave with those bytes."""

    def __init__(
        self,
        root: Path,
        cache: Path,
        kind: str,
        faulty: tuple[str, ...],
        recent: tuple[Path, ...] = (),
        autosave: bytes | None = None,
        pictures: bool = True,
    ) -> None:
        self.kind = kind
        if faulty == ("all",):  # everything on one small disk
            self.paths = Paths.under(root)
            self.faults = [Fault(kind, root)]
        else:
            own_cache = root / "cache" if "cache" in faulty else cache
            self.paths = Paths(root / "config", root / "data", own_cache)
            by_name = {"config": self.paths.config_dir, "data": self.paths.data_dir}
            by_name["cache"] = own_cache
            self.faults = [Fault(kind, by_name[name]) for name in faulty]
        for fault in self.faults:
            fault.prepare()
        covers = self.paths.cache_dir / "covers"
        if pictures and covers != cache / "covers" and (cache / "covers").is_dir():
            # Drawing them costs most of a start on a cache that takes nothing: the
            # picker's own test draws them, the others start where a player who has
            # used the app before does. Not the pictures of other tests' recent saves,
            # which the picker would delete (making room on a full disk).
            shutil.copytree(cache / "covers", covers, ignore=shutil.ignore_patterns("recent-*"))
        self.save = self.paths.saves_dir / "tuesday.petridish"
        write_game(self.save, 8, "Tuesday game")
        write_game(self.paths.previous_autosave_for(LAST), 6, "the game before")
        write_game(self.paths.autosave_for(LAST), 7, "last night")
        if autosave is not None:  # an autosave that cannot be read
            self.paths.autosave_for(LAST).write_bytes(autosave)
        for path in recent:  # saves listed before ours (their contents are the test's)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(b"{")
        listed = [str(path) for path in (*recent, self.save)]
        settings = {"animation_speed": 2.0, "recent_saves": listed}
        write_atomic(self.paths.settings_path, json.dumps(settings))
        for fault in self.faults:
            fault.strike()
        self.before = self.files()

    @property
    def reason(self) -> str:
        """What the app says of this fault, in its words."""
        return REASON[self.faults[0].errno]

    def files(self) -> dict[str, dict[str, bytes]]:
        return {str(f.folder): files_under(f.folder) for f in self.faults}

    def nothing_lost(self) -> bool:
        """Every file in the faulty folders is as it was, and none was added."""
        return self.files() == self.before

    def heal(self) -> None:
        for fault in self.faults:
            fault.heal()


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    """A cache folder that works, shared by the module: the cards are painted once."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture
def home(tmp_path, cache):
    """``home(kind, *faulty, **options)``: the player's folders (see Home), ``faulty``
    ones ("config", "data", "cache", or "all" on one disk) full or read-only; healed
    after the test."""
    made: list[Home] = []

    def make(kind: str, *faulty: str, **options: Any) -> Home:
        made.append(Home(tmp_path / "home", cache, kind, faulty, **options))
        return made[-1]

    yield make
    for each in made:
        each.heal()


@pytest.fixture
def dialogs(monkeypatch) -> dict[str, list[str]]:
    """The warnings and error dialogs shown (their text, as the player reads it),
    instead of showing them."""
    shown: dict[str, list[str]] = {"warnings": [], "errors": []}

    def warning(parent: Any, title: str, text: str) -> None:
        shown["warnings"].append(QtGui.QTextDocumentFragment.fromHtml(text).toPlainText())

    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", warning)
    monkeypatch.setattr(
        "petridish.ui.errors.show_error", lambda parent, text: shown["errors"].append(text)
    )
    return shown


@pytest.fixture
def window(qtbot, dialogs):
    """``window(paths)``: the app as a player starts it, on its picker."""
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow
    from petridish.ui.palette import apply_style

    app = make_app()
    made = []

    def make(paths: Paths) -> Any:
        w = MainWindow(paths=paths, bot_delay_ms=0)
        qtbot.addWidget(w)
        w.resize(1400, 900)
        w.show()
        qtbot.waitExposed(w)
        qtbot.waitUntil(lambda: w.menus_filled)
        made.append(w)
        return w

    yield make
    for w in made:
        if w.controller is not None:
            w.controller.paused = True
    apply_style(app, 1.0)  # the text size is the whole app's: back to normal
    assert dialogs["errors"] == [], "no error dialog, whatever the disk"


def notices(window: Any) -> list[str]:
    """What the window says without a dialog: its toast over the table (or the curtain
    over both while it is up), its status line under the picker."""
    said = []
    page = window._page
    if page is not None and window.curtain.isVisible():
        return [window.curtain.hint] if window.curtain.hint else []
    if page is not None and page.view.toast.isVisible():
        said.append(page.view.toast.text())
    bar = window.findChild(QtWidgets.QStatusBar)
    if bar is not None and bar.isVisible() and bar.currentMessage():
        said.append(bar.currentMessage())
    return said


def told(window: Any, *words: str) -> bool:
    """Whether one notice holds all of ``words``."""
    return any(all(w in text for w in words) for text in notices(window))


def menu_action(window: Any, menu_title: str, label: str) -> Any:
    sub = next(a.menu() for a in window.view_menu.actions() if a.text() == menu_title)
    return next(a for a in sub.actions() if a.text() == label)


def press_in_window(qtbot, window: Any, key: Qt.Key, modifier: Any = None) -> None:
    """A key as the player presses it: the window active, so its shortcuts hear it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, key, modifier or Qt.KeyboardModifier.NoModifier)


def each_move_says_it_is_not_autosaved(qtbot, window: Any) -> None:
    """The game's opening autosave, then a move's: each failed one is said over the table."""
    qtbot.waitUntil(lambda: tried_to_autosave(window))
    lift_curtain(qtbot, window)
    assert told(window, AUTOSAVE_FAILED)
    window.page.view.toast.dismiss()
    play_a_move(qtbot, window)
    assert told(window, AUTOSAVE_FAILED)


def save_as_with_keys(qtbot, window: Any, monkeypatch, target: Path) -> Path:
    """Save as… with Ctrl+Shift+S, the file dialog answering ``target``."""
    answer_file_dialogs(monkeypatch, target)
    press_in_window(
        qtbot,
        window,
        Qt.Key.Key_S,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    return target


def settle(qtbot, window: Any) -> None:
    qtbot.wait(1)
    qtbot.waitUntil(lambda: not window.page.scene.animator.busy(), timeout=5000)


def start_new_game(qtbot, window: Any) -> None:
    """Game → New game…, every seat a person (each move of theirs is autosaved, and
    said not to be), and OK ("Start game") in the dialog it opens."""
    from petridish.ui.newgame import NewGameDialog

    def click_start() -> None:
        dialog = QtWidgets.QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QtCore.QTimer.singleShot(10, click_start)  # not open yet
            return
        for row in dialog.seat_rows:
            row.kind.setCurrentIndex(row.kind.findData("human"))
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    QtCore.QTimer.singleShot(0, click_start)
    window.new_game_dialog("adaptoid24")


def lift_curtain(qtbot, window: Any) -> None:
    """A click on the curtain's button, if it is up, by the person whose turn it is."""
    curtain = window.curtain
    if curtain.isVisible():
        qtbot.waitUntil(lambda: curtain.accepting, timeout=3000)
        qtbot.mouseClick(curtain.lift_button, Qt.MouseButton.LeftButton)
        settle(qtbot, window)


def play_a_move(qtbot, window: Any) -> None:
    """The first of Your moves, chosen and played with Enter (the curtain lifted first): then the game
    autosaves."""
    lift_curtain(qtbot, window)
    c = window.controller
    assert window.page.moves.isEnabled()
    before = len(c.session.steps)
    window.page.moves.setFocus()
    qtbot.keyClick(window.page.moves, Qt.Key.Key_Down)  # the first move, chosen
    qtbot.keyClick(window.page.moves, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert len(c.session.steps) > before


def answer_file_dialogs(monkeypatch, path: Path) -> None:
    """The file dialogs answer ``path``, as a player choosing it there would."""
    answer = staticmethod(lambda *args, **kwargs: (str(path), ""))
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", answer)
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", answer)


# -- the faults themselves ----------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS)
def test_a_faulty_folder_refuses_a_write_and_keeps_its_files(home, kind):
    """The harness: a write into the folder fails with the fault's own error and keeps
    the file it would have replaced (whether by the kernel or injected: see how())."""
    player = home(kind, "config")
    target = player.paths.settings_path
    with pytest.raises(OSError) as caught:
        write_atomic(target, b"{}")
    assert caught.value.errno == player.faults[0].errno, how(kind)
    assert player.nothing_lost()


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EROFS, "the disk is read-only"),
        (errno.EACCES, "permission denied"),
        (errno.EIO, None),  # any other: the system's own words
    ],
)
def test_why_a_write_failed_is_said_in_plain_words_naming_no_file(number, words):
    said = os.strerror(number)
    exc = OSError(number, said, "/saves/.tuesday.petridish.0123abcd.tmp")
    assert plain_reason(exc) == (words or said[0].lower() + said[1:])


@pytest.mark.parametrize("fault", [*KINDS, "a file where its folder should be"])
def test_an_art_cache_that_cannot_be_written_draws_in_memory(home, tmp_path, fault):
    """A face is drawn and handed over all the same; the cache only says why it kept
    nothing (and a folder that cannot even be made is one such reason)."""
    from petridish.art.cache import ArtCache
    from petridish.games.adaptoid24.art import TEMPLATE

    if fault in KINDS:
        player = home(fault, "cache", pictures=False)
        folder = player.paths.art_cache_dir
    else:
        (tmp_path / "cache").write_bytes(b"not a folder")
        folder = tmp_path / "cache" / "art"
    art = ArtCache(folder)

    pixels = art.pixels(TEMPLATE, "spawn.v1", 63, 88)

    assert len(pixels) == 63 * 88 * 4 and any(pixels)
    assert isinstance(art.write_error, OSError)
    assert not art.get(TEMPLATE, "spawn.v1", 63, 88).exists()
    if fault in KINDS:
        assert player.nothing_lost()


# -- the settings: config folder ----------------------------------------------------------
VIEW_CHOICES = {
    "text size": ("&Text size", "Large", "ui_scale", 1.25),
    "animations": ("&Animations", "Off", "animation_speed", 0.0),
    "computer players": ("&Computer players", "Fast", "computer_pace", 0.4),
    "thinking time": ("&Strong computer thinks", "5 seconds", "think_seconds", 5.0),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("choice", sorted(VIEW_CHOICES))
def test_a_view_choice_takes_effect_and_holds_when_it_cannot_be_stored(
    qtbot, home, window, kind, choice
):
    player = home(kind, "config")
    w = window(player.paths)
    app = QtWidgets.QApplication.instance()
    font = app.font().pointSizeF()
    menu, label, setting, value = VIEW_CHOICES[choice]

    menu_action(w, menu, label).trigger()

    assert getattr(w.settings, setting) == value  # held in memory
    if choice == "text size":
        assert app.font().pointSizeF() > font  # and in force
    assert told(w, NOT_STORED, player.reason, str(player.paths.config_dir))
    assert player.nothing_lost()
    if choice != "text size":
        w.start_quick("adaptoid24", 3, ["human", "human"], False)  # a game opened next...
        held = {
            "animations": w.page.scene.animator.speed,
            "computer players": w.controller.pace,
            "thinking time": w.controller.think_seconds,
        }[choice]
        assert held == value  # ...plays with the choice held


@pytest.mark.parametrize("kind", KINDS)
def test_full_screen_toggles_with_f11_whatever_the_disk(qtbot, home, window, kind):
    player = home(kind, "config")
    w = window(player.paths)

    press_in_window(qtbot, w, Qt.Key.Key_F11)

    qtbot.waitUntil(w.isFullScreen)
    assert w.settings.fullscreen
    assert told(w, NOT_STORED, player.reason)
    press_in_window(qtbot, w, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not w.isFullScreen())
    assert player.nothing_lost()


def test_the_notice_comes_once_not_at_every_change(qtbot, home, window):
    player = home(READ_ONLY, "config")
    w = window(player.paths)
    menu_action(w, "&Text size", "Large").trigger()
    assert len(notices(w)) == 1
    w.statusBar().clearMessage()
    assert notices(w) == [] and not w.statusBar().isVisible()  # gone with its message

    menu_action(w, "&Animations", "Fast").trigger()
    menu_action(w, "&Text size", "Normal").trigger()

    assert notices(w) == []  # the same reason: said already
    assert (w.settings.ui_scale, w.settings.animation_speed) == (1.0, 2.0)


@pytest.mark.parametrize("kind", KINDS)
def test_a_new_game_starts_the_first_time_too(qtbot, home, window, dialogs, kind):
    player = home(kind, "config")
    w = window(player.paths)

    start_new_game(qtbot, w)

    assert w.controller is not None and w.presenter is not None
    assert w.stack.currentWidget() is w.page
    assert w.settings.last_seats["adaptoid24"]  # remembered in memory
    assert told(w, NOT_STORED, player.reason)  # on the curtain, if it is up
    lift_curtain(qtbot, w)
    assert told(w, NOT_STORED, player.reason)  # and on the table
    assert dialogs["warnings"] == []
    assert player.nothing_lost()


@pytest.mark.parametrize("kind", KINDS)
def test_open_opens_the_save(qtbot, home, window, monkeypatch, kind):
    player = home(kind, "config")
    other = player.paths.saves_dir.parent / "elsewhere" / "friday.petridish"
    write_game(other, 11, "Friday game")
    w = window(player.paths)
    answer_file_dialogs(monkeypatch, other)

    press_in_window(qtbot, w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)

    assert w.controller is not None and w.controller.match.seed == 11
    assert w.save_path == other
    assert w.settings.recent_saves[0] == str(other)
    assert told(w, NOT_STORED, player.reason)
    assert player.nothing_lost()


@pytest.mark.parametrize("kind", KINDS)
def test_save_as_saves_and_says_the_recent_list_is_not_stored(
    qtbot, home, window, monkeypatch, dialogs, kind
):
    player = home(kind, "config")
    w = window(player.paths)
    w.start_quick("adaptoid24", 4, ["human", "human"], False)
    lift_curtain(qtbot, w)
    target = save_as_with_keys(qtbot, w, monkeypatch, player.paths.saves_dir / "new.petridish")

    assert read_save(target).seed == 4 and w.save_path == target
    assert told(w, f"Saved to {target}", NOT_STORED, player.reason)  # both, in one toast
    assert dialogs["warnings"] == []
    assert player.nothing_lost()


@pytest.mark.parametrize("kind", KINDS)
def test_forgetting_a_recent_save_takes_it_off_the_list(
    qtbot, home, window, dialogs, tmp_path, kind
):
    bad = tmp_path / "saves" / "gone bad.petridish"
    player = home(kind, "config", recent=(bad,))
    w = window(player.paths)
    qtbot.mouseClick(w.picker.recent.saves[0], Qt.MouseButton.LeftButton)
    assert len(dialogs["warnings"]) == 1  # the save cannot be read: it offers to forget it

    qtbot.mouseClick(w.picker.forget_buttons[str(bad)], Qt.MouseButton.LeftButton)

    assert w.settings.recent_saves == [str(player.save)]
    assert str(bad) not in w.picker.forget_buttons
    assert told(w, NOT_STORED, player.reason)
    assert player.nothing_lost()


# -- saves and autosaves: data folder -----------------------------------------------------
AUTOSAVE_FAILED = "Could not autosave"


def tried_to_autosave(window: Any) -> bool:
    """Whether the table's toast has said the autosave failed (seen or not yet: the
    first autosave comes once the table shows, under the curtain of a hot-seat game)."""
    return AUTOSAVE_FAILED in window.page.view.toast.text()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("over", [True, False], ids=["over a save", "a new save"])
def test_a_save_that_cannot_be_written_names_the_save_and_why(
    qtbot, home, window, monkeypatch, dialogs, kind, over
):
    player = home(kind, "data")
    w = window(player.paths)
    tuesday = w.picker.recent.saves[0]  # Tuesday's game, from the recent saves
    qtbot.mouseClick(tuesday, Qt.MouseButton.LeftButton)
    assert w.save_path == player.save
    target = player.save if over else player.paths.saves_dir / "new.petridish"
    answer_file_dialogs(monkeypatch, target)
    shift = Qt.KeyboardModifier.ShiftModifier if not over else Qt.KeyboardModifier.NoModifier

    press_in_window(qtbot, w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | shift)

    assert dialogs["warnings"] == [f"Could not save “{target}”: {player.reason}."]
    assert ".tmp" not in dialogs["warnings"][0]  # the save's name, not its temporary file's
    assert w.controller is not None  # the game goes on
    assert player.nothing_lost()  # Tuesday's save as it was; no new file


@pytest.mark.parametrize("kind", KINDS)
def test_continue_opens_and_says_each_move_cannot_be_autosaved(qtbot, home, window, kind):
    player = home(kind, "data")
    w = window(player.paths)

    qtbot.mouseClick(w.picker.continue_button, Qt.MouseButton.LeftButton)

    assert w.controller is not None and w.controller.match.seed == 7
    each_move_says_it_is_not_autosaved(qtbot, w)
    assert player.nothing_lost()  # the autosave and the one before, as they were


@pytest.mark.parametrize("kind", KINDS)
def test_a_new_game_starts_and_says_it_cannot_be_autosaved(qtbot, home, window, kind):
    player = home(kind, "data")
    w = window(player.paths)

    start_new_game(qtbot, w)

    assert w.presenter is not None and w.stack.currentWidget() is w.page
    qtbot.waitUntil(lambda: tried_to_autosave(w))
    lift_curtain(qtbot, w)
    assert told(w, AUTOSAVE_FAILED)
    assert player.nothing_lost()


@pytest.mark.parametrize("kind", KINDS)
def test_an_unreadable_autosave_is_moved_aside_or_says_why_not(qtbot, home, window, dialogs, kind):
    player = home(kind, "data", autosave=b"[" * 1000)
    w = window(player.paths)
    before = player.paths.previous_autosave_for(LAST).read_bytes()

    qtbot.mouseClick(w.picker.remove_autosave_button, Qt.MouseButton.LeftButton)

    if kind == FULL:  # a rename needs no room: it is moved aside, nothing to say
        assert player.paths.unreadable_autosave_for(LAST).read_bytes() == b"[" * 1000
        assert w.picker.continue_button is not None  # the good one before it is offered
        assert dialogs["warnings"] == []
    else:
        path = player.paths.autosave_for(LAST)
        assert dialogs["warnings"] == [f"Could not move “{path}” aside: {player.reason}."]
        assert player.nothing_lost()
    assert player.paths.previous_autosave_for(LAST).read_bytes() == before


# -- pictures: cache folder ---------------------------------------------------------------
def card_faces(window: Any) -> list[Any]:
    """The faces of the cards on the table, both sides."""
    from petridish.table.card import CardItem

    cards = [i for i in window.page.scene.items() if isinstance(i, CardItem)]
    return [f for c in cards for f in (c.front(), c.back()) if f is not None]


@pytest.mark.parametrize("kind", KINDS)
def test_the_first_game_paints_its_cards_in_memory(qtbot, home, window, dialogs, kind):
    player = home(kind, "cache")  # empty: every card is painted for the first time
    w = window(player.paths)

    start_new_game(qtbot, w)

    assert w.presenter is not None and w.stack.currentWidget() is w.page
    qtbot.waitUntil(lambda: told(w, "Card pictures cannot be kept on disk", player.reason))
    w.page.view.viewport().repaint()
    faces = card_faces(w)
    assert faces and all(not f.pixmap().isNull() for f in faces[:4])  # drawn, not read
    assert dialogs["warnings"] == []
    assert player.nothing_lost()


@pytest.mark.parametrize("kind", KINDS)
def test_the_picker_draws_its_covers_and_saves_in_memory(qtbot, home, window, kind):
    player = home(kind, "cache", pictures=False)
    w = window(player.paths)

    w.picker.repaint()
    w.picker.recent.saves[0].repaint()

    assert all(not tile.cover().isNull() for tile in w.picker.tiles)
    assert len(w.picker.recent.saves) == 1
    assert player.nothing_lost()


def test_a_cache_folder_that_cannot_be_made_only_slows_the_app(qtbot, tmp_path, window, dialogs):
    """A file where the cache folder should be: the picker and a first game come up all
    the same, their pictures drawn in memory."""
    (tmp_path / "cache").write_bytes(b"not a folder")
    paths = Paths(tmp_path / "config", tmp_path / "data", tmp_path / "cache")
    w = window(paths)
    w.picker.repaint()

    start_new_game(qtbot, w)

    assert w.presenter is not None and w.stack.currentWidget() is w.page
    qtbot.waitUntil(lambda: told(w, "Card pictures cannot be kept on disk"))
    assert all(not face.pixmap().isNull() for face in card_faces(w)[:2])
    assert dialogs["warnings"] == []
    assert (tmp_path / "cache").read_bytes() == b"not a folder"


# -- everything on one disk ---------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS)
def test_a_whole_home_on_one_full_or_read_only_disk(
    qtbot, home, window, monkeypatch, dialogs, kind
):
    """The player's settings, saves and caches on one disk that takes nothing: the app
    starts, every action happens and says what it could not keep, and nothing is lost."""
    player = home(kind, "all")
    w = window(player.paths)
    menu_action(w, "&Text size", "Large").trigger()
    assert told(w, NOT_STORED, player.reason)

    start_new_game(qtbot, w)
    assert w.presenter is not None
    each_move_says_it_is_not_autosaved(qtbot, w)

    target = save_as_with_keys(qtbot, w, monkeypatch, player.paths.saves_dir / "new.petridish")
    assert dialogs["warnings"] == [f"Could not save “{target}”: {player.reason}."]

    press_in_window(qtbot, w, Qt.Key.Key_F11)
    qtbot.waitUntil(w.isFullScreen)
    w.showNormal()
    assert player.nothing_lost()
