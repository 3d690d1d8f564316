"""The game picker, its covers and the palette behind them: real widgets, offscreen."""

from __future__ import annotations

import os
import re
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from petridish.art import cover_cache as cover_files
from petridish.art import covers
from petridish.core import registry
from petridish.core.registry import GameInfo
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.storage.peek import InProgress, Look
from petridish.ui import palette
from petridish.ui.picker import GamePicker

Qt = QtCore.Qt


@pytest.fixture(scope="module")
def cover_cache(tmp_path_factory: pytest.TempPathFactory):
    """One cover cache for the module, so covers render once, not once per test."""
    return tmp_path_factory.mktemp("covers")


@pytest.fixture
def make_picker(qtbot, cover_cache):
    def make(**kwargs) -> GamePicker:
        kwargs.setdefault("cache_dir", cover_cache)
        picker = GamePicker(**kwargs)
        qtbot.addWidget(picker)
        picker.resize(1280, 800)
        picker.show()
        qtbot.waitExposed(picker)
        return picker

    return make


def click(qtbot, widget: QtWidgets.QWidget, pos: QtCore.QPoint | None = None) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos or widget.rect().center())


# -- the shelf of games ----------------------------------------------------------------
def test_every_game_is_on_the_shelf_including_coming_ones(make_picker):
    picker = make_picker()
    assert [t.entry.id for t in picker.tiles] == [e.id for e in registry.games()]
    for tile in picker.tiles:
        assert tile.isVisible()
        assert tile.width() > 100 and tile.height() > tile.width()


def test_clicking_an_available_tile_starts_that_game(qtbot, make_picker):
    picker = make_picker()
    with qtbot.waitSignal(picker.new_game, timeout=1000) as signal:
        click(qtbot, picker.tile("adaptoid24"))
    assert signal.args == ["adaptoid24"]


def test_a_coming_tile_does_nothing_when_clicked(qtbot, make_picker, coming_game):
    picker = make_picker()
    tile = picker.tile(coming_game)
    assert not tile.entry.available
    assert tile.focusPolicy() == Qt.FocusPolicy.NoFocus
    with qtbot.assertNotEmitted(picker.new_game, wait=50):
        click(qtbot, tile)
        qtbot.keyClick(tile, Qt.Key.Key_Return)


@pytest.mark.parametrize("game_id", ["adapt", "adaptoid24"])
def test_enter_on_a_focused_tile_starts_the_game(qtbot, make_picker, game_id):
    picker = make_picker()
    tile = picker.tile(game_id)
    picker.activateWindow()
    qtbot.waitUntil(lambda: picker.tile("adapt").hasFocus())  # the first game's, at first
    tile.setFocus()
    qtbot.waitUntil(tile.hasFocus)
    with qtbot.waitSignal(picker.new_game, timeout=1000) as signal:
        qtbot.keyClick(tile, Qt.Key.Key_Return)
    assert signal.args == [game_id]
    with qtbot.waitSignal(picker.new_game, timeout=1000) as signal:
        qtbot.keyClick(tile, Qt.Key.Key_Space)
    assert signal.args == [game_id]


def test_arrow_keys_move_between_playable_games_only(qtbot, make_picker):
    games = (
        GameInfo("first", "First", "2 players", "One.", rules="a:b", presenter="c:d"),
        GameInfo("coming", "Coming", "2 players", "Not yet."),
        GameInfo("second", "Second", "3 players", "Two.", rules="e:f", presenter="g:h"),
    )
    picker = make_picker(games=games)
    picker.activateWindow()
    first, second = picker.tile("first"), picker.tile("second")
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Right)
    qtbot.waitUntil(second.hasFocus)  # skipping the coming game
    qtbot.keyClick(second, Qt.Key.Key_Right)
    qtbot.waitUntil(first.hasFocus)  # and round again


def test_the_first_playable_game_has_focus_without_an_autosave(qtbot, make_picker):
    picker = make_picker()
    picker.activateWindow()
    picker.focus_default()
    qtbot.waitUntil(picker.tile("adapt").hasFocus)


# -- continue, recent saves, open ------------------------------------------------------
def _buttons_named(picker: GamePicker, text: str) -> list[QtWidgets.QPushButton]:
    return [b for b in picker.findChildren(QtWidgets.QPushButton) if b.text() == text]


def in_progress(tmp_path, title: str, name: str = "a.petridish", **look) -> InProgress:
    """A game in progress as the picker is given it (a look at a file, not the file)."""
    look.setdefault("game", "adaptoid24")
    return InProgress(name[:-10], Look(tmp_path / name, title=title, **look), time.time())


def test_continue_is_absent_without_a_game_in_progress(make_picker):
    picker = make_picker()
    assert picker.continue_button is None and picker.in_progress is None
    assert _buttons_named(picker, "Continue") == []


def test_each_game_in_progress_is_offered_to_continue(qtbot, make_picker, tmp_path):
    games = [
        in_progress(tmp_path, "ADAPTOID 24 — Phase 1 · Turn 3", people=("Ana",), computers=1),
        in_progress(tmp_path, "A.D.A.P.T. — Round 2", "b.petridish", game="adapt", computers=3),
    ]
    picker = make_picker(in_progress=games)
    assert picker.continue_button is picker.in_progress.rows[0].continue_button
    assert picker.continue_button.isVisible()
    labels = [label.text() for label in picker.findChildren(QtWidgets.QLabel)]
    assert "Games in progress" in labels
    assert {"ADAPTOID 24", "Phase 1 · Turn 3", "A.D.A.P.T.", "Round 2"} <= set(labels)
    assert any(t.startswith("Ana, with 1 computer player  ·  today ") for t in labels)
    assert any(t.startswith("3 computer players  ·  today ") for t in labels)
    second = picker.in_progress.rows[1]
    with qtbot.waitSignal(picker.continue_game, timeout=1000) as signal:
        click(qtbot, second.continue_button)
    assert signal.args == [str(games[1].path)]
    with qtbot.waitSignal(picker.remove_game, timeout=1000) as signal:
        click(qtbot, second.remove_button)
    assert signal.args[0] == str(games[1].path)
    assert signal.args[1].startswith("A.D.A.P.T. (Round 2, 3 computer players, today ")


def test_games_in_progress_leave_the_tiles_room_for_their_names_at_a_laptop(
    qtbot, make_picker, tmp_path
):
    """Four games in progress (one of each game, as per-game autosaves leave them) at a
    laptop's 1366 x 705: the list shows two and scrolls, as the recent saves do, and
    every tile's name is whole (at three rows the tiles shrank to their least and read
    "ADAPTOID …")."""
    games = [
        in_progress(tmp_path, "ADAPTOID 24 — Phase 1 · Turn 3", people=("Ana",), computers=1),
        in_progress(tmp_path, "A.D.A.P.T. — Round 2", "b.petridish", game="adapt", computers=3),
        in_progress(tmp_path, "ADRIFT — Day 3", "c.petridish", game="adrift", computers=3),
        in_progress(tmp_path, "Genegrafter — Turn 4", "d.petridish", game="genegrafter"),
    ]
    picker = make_picker(in_progress=games)
    picker.resize(1366, 705)
    qtbot.waitUntil(lambda: len(picker.in_progress.rows) == 4)
    # Each tile says that Play starts another game, and where the one in progress is.
    assert picker.tile("adrift").toolTip() == (
        "Set up a new game of ADRIFT: the one in progress stays under Games in progress"
        " (L: learn to play it)"
    )
    shown = [row for row in picker.in_progress.rows if not row.visibleRegion().isEmpty()]
    assert len(shown) == 2
    for tile in picker.tiles:
        assert tile.shown_name() == tile.entry.name, tile.shown_name()


def test_at_the_large_text_size_every_tiles_name_is_whole(qtbot, make_picker, tmp_path):
    # View > Text size > Large at 1366 x 768 with two games in progress read
    # "Genegra…" and "ADAPTO…": a name too wide for its card is drawn smaller first.
    app = QtWidgets.QApplication.instance()
    was = app.font()
    large = QtGui.QFont(was)
    large.setPointSizeF(was.pointSizeF() * 1.25)
    app.setFont(large)
    try:
        games = [
            in_progress(tmp_path, "A.D.A.P.T. — Round 2", "b.petridish", game="adapt"),
            in_progress(tmp_path, "A.D.A.P.T. — Round 2", "c.petridish", game="adapt"),
        ]
        picker = make_picker(in_progress=games)
        picker.resize(1366, 705)
        qtbot.waitUntil(lambda: len(picker.in_progress.rows) == 2)
        qtbot.wait(50)
        for tile in picker.tiles:
            assert tile.shown_name() == tile.entry.name, tile.shown_name()
    finally:
        app.setFont(was)


def test_players_and_times_are_said_as_people_say_them():
    from petridish.ui.games_in_progress import players_text, when_text

    assert players_text(("Ana", "Ben"), 0) == "Ana and Ben"
    assert players_text(("Ana", "Ben", "Cy"), 2) == "Ana, Ben and Cy, with 2 computer players"
    assert players_text((), 1) == "1 computer player"
    now = time.mktime((2026, 12, 2, 9, 30, 0, 0, 0, -1))
    assert when_text(now - 600, now) == "today 09:20"
    assert when_text(now - 86400, now) == "yesterday 09:30"
    assert when_text(now - 3 * 86400, now) == "29 Nov 09:30"
    assert when_text(now - 400 * 86400, now).endswith("2025 09:30")


def test_clicking_a_recent_save_opens_it(qtbot, make_picker, tmp_path):
    paths = [str(tmp_path / "lab night.petridish"), str(tmp_path / "rematch.petridish")]
    picker = make_picker(recent_saves=paths)
    with qtbot.waitSignal(picker.open_save, timeout=1000) as signal:
        click(qtbot, picker.recent.saves[1])
    assert signal.args == [paths[1]]


def test_enter_on_a_recent_save_opens_it(qtbot, make_picker, tmp_path):
    path = str(tmp_path / "lab night.petridish")
    picker = make_picker(recent_saves=[path])
    (save,) = picker.recent.saves
    with qtbot.waitSignal(picker.open_save, timeout=1000) as signal:
        qtbot.keyClick(save, Qt.Key.Key_Return)
    assert signal.args == [path]


def test_tab_reaches_each_recent_save_which_says_its_name_folder_and_path(
    qtbot, make_picker, tmp_path
):
    from .window_texts import widget_texts

    paths = [str(tmp_path / "lab night.petridish"), str(tmp_path / "rematch.petridish")]
    picker = make_picker(recent_saves=paths, unreadable={paths[1]: "the file is empty"})
    first, second = picker.recent.saves
    assert (first.accessibleName(), second.accessibleName()) == ("lab night", "rematch")
    assert first.accessibleDescription().startswith(str(tmp_path))
    assert second.accessibleDescription().startswith("cannot be read")
    document = QtGui.QTextDocument()
    document.setHtml(first.toolTip())
    assert document.toPlainText() == paths[0]  # the whole path, as it is
    texts = widget_texts(picker)
    assert {"Recent saves", "lab night", "rematch"} <= set(texts)
    picker.activateWindow()
    qtbot.waitUntil(lambda: picker.tile("adapt").hasFocus())  # the first game's, at first
    picker.open_button.setFocus()
    qtbot.waitUntil(picker.open_button.hasFocus)
    qtbot.keyClick(picker.open_button, Qt.Key.Key_Tab)
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    qtbot.waitUntil(second.hasFocus)
    with qtbot.waitSignal(picker.open_save, timeout=1000) as signal:
        qtbot.keyClick(second, Qt.Key.Key_Space)
    assert signal.args == [paths[1]]
    qtbot.keyClick(second, Qt.Key.Key_Tab)
    qtbot.waitUntil(picker.forget_buttons[paths[1]].hasFocus)  # then its Remove button


def test_recent_saves_past_two_rows_scroll_into_sight_when_focused(qtbot, make_picker, tmp_path):
    paths = [str(tmp_path / f"game {n}.petridish") for n in range(10)]
    picker = make_picker(recent_saves=paths)
    picker.resize(700, 800)  # two saves to a row
    QtWidgets.QApplication.processEvents()
    saves = picker.recent.saves
    viewport = picker.recent.viewport()

    def in_sight(save) -> bool:
        top = save.mapTo(viewport, QtCore.QPoint(0, 0)).y()
        return top >= 0 and top + save.height() <= viewport.height()

    assert in_sight(saves[0]) and not in_sight(saves[-1])
    picker.activateWindow()
    qtbot.waitUntil(lambda: picker.tile("adapt").hasFocus())
    saves[0].setFocus()
    qtbot.waitUntil(saves[0].hasFocus)
    for _ in range(len(saves) // 2):  # a row down each time
        qtbot.keyClick(QtWidgets.QApplication.focusWidget(), Qt.Key.Key_Down)
    qtbot.keyClick(QtWidgets.QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.waitUntil(saves[-1].hasFocus)
    assert in_sight(saves[-1]) and not in_sight(saves[0])
    with qtbot.waitSignal(picker.open_save, timeout=1000) as signal:
        qtbot.keyClick(saves[-1], Qt.Key.Key_Return)
    assert signal.args == [paths[-1]]


def test_an_autosave_that_cannot_be_read_is_offered_for_removal(qtbot, make_picker, tmp_path):
    bad = in_progress(tmp_path, "", problem="the file is empty", game="")
    good = in_progress(tmp_path, "ADAPTOID 24 — Set-up", "b.petridish")
    picker = make_picker(in_progress=[bad, good])
    assert picker.autosave_detail.text() == "This game cannot be read: the file is empty"
    assert picker.continue_button is picker.in_progress.rows[1].continue_button  # the other
    with qtbot.waitSignal(picker.remove_autosave, timeout=1000) as signal:
        click(qtbot, picker.remove_autosave_button)
    assert signal.args == [str(bad.path)]
    # One that failed to open says why, from what the window found.
    picker = make_picker(in_progress=[good], autosave_problems={str(good.path): "move 3 ..."})
    assert picker.continue_button is None
    assert picker.autosave_detail.text() == "This game cannot be read: move 3 ..."


def test_a_recent_save_that_cannot_be_read_can_leave_the_list(qtbot, make_picker, tmp_path):
    paths = [str(tmp_path / "lab night.petridish"), str(tmp_path / "rematch.petridish")]
    picker = make_picker(recent_saves=paths, unreadable={paths[0]: "the file is empty"})
    assert picker.recent.unreadable == {paths[0]}
    assert list(picker.forget_buttons) == [paths[0]]
    labels = [label.text() for label in picker.findChildren(QtWidgets.QLabel)]
    assert "“lab night” cannot be read: the file is empty" in labels
    with qtbot.waitSignal(picker.forget_save, timeout=1000) as signal:
        click(qtbot, picker.forget_buttons[paths[0]])
    assert signal.args == [paths[0]]


def test_saves_that_cannot_be_read_say_why_on_one_line_each(qtbot, make_picker, tmp_path):
    # Two long reasons wrapped over two lines each and took the games' tiles' room at
    # 1366 x 768: "ADAPTOID …", the pitches cut off.
    paths = [str(tmp_path / f"victim{n}.petridish") for n in range(3)]
    why = "move 19053 (PlayCharacter) was refused: it is not Sue's move, and so on at length"
    picker = make_picker(recent_saves=paths, unreadable={p: why for p in paths[:2]})
    picker.resize(1318, 720)
    qtbot.wait(20)
    problems = [w for w in picker.findChildren(QtWidgets.QLabel) if w.objectName() == "problem"]
    assert len(problems) == 2
    line = problems[0].fontMetrics().height()
    for label in problems:
        assert label.height() < 2 * line
        assert label.text().endswith(f"cannot be read: {why}")  # whole, on hover if cut
        assert (
            why in label.toolTip()
            or label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
        )


def test_titles_and_problems_are_plain_text(make_picker, tmp_path):
    html = "<b>bold</b><img src='/local/file.png'>"
    picker = make_picker(in_progress=[in_progress(tmp_path, html, people=(html,))])
    assert picker.autosave_detail.text() == html
    assert picker.autosave_detail.textFormat() == Qt.TextFormat.PlainText
    path = str(tmp_path / "<b>x</b>.petridish")
    picker = make_picker(recent_saves=[path], unreadable={path: html})
    problems = [label for label in picker.findChildren(QtWidgets.QLabel) if html in label.text()]
    assert problems and all(p.textFormat() == Qt.TextFormat.PlainText for p in problems)


def test_no_recent_saves_shows_a_friendly_line(make_picker):
    picker = make_picker()
    assert picker.recent is None
    texts = [label.text() for label in picker.findChildren(QtWidgets.QLabel)]
    assert "Games you save will be listed here." in texts


def test_open_button_asks_for_a_file(qtbot, make_picker):
    picker = make_picker()
    with qtbot.waitSignal(picker.open_file, timeout=1000):
        click(qtbot, picker.open_button)


def test_the_picker_reflows_when_narrow(make_picker):
    picker = make_picker()
    picker.resize(640, 700)
    QtWidgets.QApplication.processEvents()
    tops = {t.geometry().top() for t in picker.tiles}
    assert len(tops) == 2  # two rows of two


# -- covers ------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", registry.game_ids())
@pytest.mark.parametrize("size", [(60, 80), (150, 200)])
def test_covers_render_for_every_game(game_id, size):
    image = covers.render_cover(game_id, *size, available=True)
    assert image.size == size and image.mode == "RGBA"
    assert image.getextrema()[3] == (255, 255)  # opaque: a cover is a full picture
    faded = covers.render_cover(game_id, *size, available=False)
    assert faded.size == size and faded.tobytes() != image.tobytes()


def test_an_unknown_game_still_gets_a_cover():
    assert covers.render_cover("nonesuch", 40, 60, True).size == (40, 60)


def _counting_renders(monkeypatch) -> list[tuple]:
    calls: list[tuple] = []
    real = covers.render_cover

    def counting(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(covers, "render_cover", counting)
    return calls


def test_covers_are_cached_on_disk(tmp_path, monkeypatch):
    calls = _counting_renders(monkeypatch)
    first = cover_files.cover_pixels("adrift", 90, 120, False, tmp_path)
    second = cover_files.cover_pixels("adrift", 90, 120, False, tmp_path)
    assert first == second and len(first) == 90 * 120 * 4 and len(calls) == 1
    drawn = covers.render_cover("adrift", 90, 120, False)
    assert first == drawn.tobytes()  # the cache holds exactly the drawn pixels
    cover_files.cover_pixels("adrift", 90, 120, True, tmp_path)  # a different cover: drawn anew
    assert len(calls) == 3  # (the direct render above counts too)
    assert len(list(tmp_path.glob("cover-*.rgba"))) == 2
    assert not list(tmp_path.glob("*.tmp"))


def test_a_new_cover_version_redraws(tmp_path, monkeypatch):
    old = cover_files.cover_file("adapt", 30, 40, True, tmp_path)
    monkeypatch.setattr(cover_files, "COVER_VERSION", cover_files.COVER_VERSION + 1)
    assert cover_files.cover_file("adapt", 30, 40, True, tmp_path) != old


@pytest.mark.parametrize(
    "damage",
    [
        lambda b: b[:-1],  # cut short
        lambda b: b + b"x",  # too long
        lambda b: b"PNG!" + b[4:],  # not our header
        lambda b: b[:8] + (31).to_bytes(4, "little") + b[12:],  # another size
        lambda b: b"",  # empty
    ],
    ids=["short", "long", "magic", "size", "empty"],
)
def test_a_damaged_cached_cover_is_drawn_again(tmp_path, monkeypatch, damage):
    good = cover_files.cover_pixels("adapt", 30, 40, True, tmp_path)
    path = cover_files.cover_file("adapt", 30, 40, True, tmp_path)
    path.write_bytes(damage(path.read_bytes()))
    assert cover_files.read_cover(path, 30, 40) is None
    calls = _counting_renders(monkeypatch)
    assert cover_files.cover_pixels("adapt", 30, 40, True, tmp_path) == good
    assert len(calls) == 1 and cover_files.read_cover(path, 30, 40) == good


def test_covers_draw_without_a_cache(tmp_path):
    assert len(cover_files.cover_pixels("adrift", 12, 16, True, None)) == 12 * 16 * 4


def test_an_unwritable_cover_cache_only_costs_speed(tmp_path, monkeypatch):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    assert len(cover_files.cover_pixels("adrift", 12, 16, True, blocked)) == 12 * 16 * 4


def test_the_picker_shows_the_cached_cover_pixels(qtbot, tmp_path):
    from petridish.core.registry import games
    from petridish.ui.picker_tiles import COVER_H, COVER_W, load_cover

    entry = next(g for g in games() if g.id == "adaptoid24")
    pixmap = load_cover(entry, tmp_path, 1.0)
    assert (pixmap.width(), pixmap.height()) == (COVER_W, COVER_H)
    drawn = covers.render_cover("adaptoid24", COVER_W, COVER_H, True)
    image = pixmap.toImage()
    for x, y in ((0, 0), (150, 200), (299, 399), (37, 311)):
        r, g, b, _ = drawn.getpixel((x, y))
        assert image.pixelColor(x, y).getRgb()[:3] == (r, g, b)


# -- tiles at rest are kept as pictures -------------------------------------------------
def _live(tile) -> QtGui.QImage:
    """``tile`` painted directly, as it is while it lifts."""
    dpr = tile.devicePixelRatioF()
    image = QtGui.QImage(
        round(tile.width() * dpr),
        round(tile.height() * dpr),
        QtGui.QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(dpr)
    image.fill(QtGui.QColor(0, 0, 0, 0))
    p = palette.painter(image)
    tile._paint(p)
    p.end()
    return image


def _argb(pm: QtGui.QPixmap) -> QtGui.QImage:
    return pm.toImage().convertToFormat(QtGui.QImage.Format.Format_ARGB32_Premultiplied)


def test_a_resting_tile_is_drawn_once_then_read_from_disk(qtbot, tmp_path, monkeypatch):
    from petridish.ui.picker_tiles import GameTile

    painted: list[str] = []
    real = GameTile._paint

    def counting(tile, p):
        painted.append(tile.entry.id)
        real(tile, p)

    monkeypatch.setattr(GameTile, "_paint", counting)
    shots = []
    for _ in range(2):
        picker = GamePicker(cache_dir=tmp_path)
        qtbot.addWidget(picker)
        picker.resize(1280, 800)
        picker.show()
        qtbot.waitExposed(picker)
        tile = picker.tile("adrift")
        tile.repaint()
        shots.append(_argb(tile._still_picture()))
        picker.close()
    assert painted.count("adrift") == 1  # the second picker read the first one's picture
    assert shots[0] == shots[1]
    # The same pixels as painting the tile directly.
    assert shots[1] == _live(tile).convertToFormat(shots[1].format())
    # One picture per game and state; the coming games are never hot (they take no focus).
    names = {re.sub(r"-\d+x\d+-v\d+\.rgba$", "", p.name) for p in tmp_path.glob("tile-*")}
    assert "tile-rest-adrift" in names and "tile-hot-adrift" not in names


def test_covers_are_read_only_when_a_tile_is_painted_live(qtbot, tmp_path, monkeypatch):
    """A tile at rest is its kept picture, cover and all: a picker whose pictures are
    kept reads no cover until a tile lifts under the mouse."""
    from petridish.ui import picker_tiles

    read: list[str] = []
    real = picker_tiles.load_cover
    monkeypatch.setattr(
        picker_tiles, "load_cover", lambda entry, *a: read.append(entry.id) or real(entry, *a)
    )
    for _ in range(2):  # the first picker draws the pictures the second one reads
        read.clear()
        picker = GamePicker(cache_dir=tmp_path)
        qtbot.addWidget(picker)
        picker.open_button.setFocus()  # no tile lifted by the focus
        picker.resize(1280, 800)
        picker.show()
        qtbot.waitExposed(picker)
        picker.grab()
    assert read == []
    tile = picker.tile("adrift")
    qtbot.mouseMove(tile, tile.rect().center())
    qtbot.waitUntil(lambda: tile._lift == 1.0)
    picker.grab()
    assert read == ["adrift"]


def test_a_tile_is_drawn_afresh_when_its_game_text_changes(qtbot, tmp_path):
    entry = next(g for g in registry.games() if g.id == "adrift")
    changed = GameInfo(entry.id, entry.name, entry.players, "A different pitch.")
    images = []
    for games in ([entry], [changed]):
        picker = GamePicker(games=games, cache_dir=tmp_path)
        qtbot.addWidget(picker)
        picker.resize(1280, 800)
        picker.show()
        qtbot.waitExposed(picker)
        images.append(_argb(picker.tiles[0]._still_picture()))
        picker.close()
    assert images[0] != images[1]
    assert len(list(tmp_path.glob("tile-rest-adrift-*.rgba"))) == 1  # the old one is gone


def test_a_lifting_tile_is_painted_live(qtbot, make_picker, monkeypatch):
    from petridish.ui.picker_tiles import GameTile

    picker = make_picker()
    tile = picker.tile("adapt")
    painted: list[float] = []
    real = GameTile._paint
    monkeypatch.setattr(GameTile, "_paint", lambda t, p: painted.append(t._lift) or real(t, p))
    tile.setFocus()
    qtbot.waitUntil(lambda: tile._lift == 1.0)
    tile.repaint()
    assert painted and painted[-1] == 1.0


def test_playable_tiles_get_a_pointing_hand_after_the_first_frame(qtbot, window):
    picker = window.picker
    qtbot.waitUntil(lambda: window.menus_filled)  # the work done after the first frame
    hand = Qt.CursorShape.PointingHandCursor
    for tile in picker.tiles:
        assert (tile.cursor().shape() == hand) == tile.entry.available
    window.show_picker()  # a picker shown later gets its cursors at once
    assert window.picker.tile("adaptoid24").cursor().shape() == hand


@pytest.mark.parametrize("in_progress", [False, True])
def test_learn_to_play_has_a_tip_of_its_own(qtbot, window, tmp_path, in_progress):
    """Resting the mouse on a tile's "Learn to play" said what Play does ("Set up a new
    game of Genegrafter: the one in progress stays under Games in progress (L: learn to
    play it)"): the pill is painted on the tile, and had the tile's tip. It tells what
    Learn to play does; the rest of the tile still tells Play's."""
    if in_progress:  # as the player saw it: a game of Genegrafter left half-way
        window.start_quick("genegrafter", 5, ["human", "bot"], False)
        window.controller.autosave()  # (as its moves write it)
        window.show_picker()
    picker = window.picker
    tile = picker.tile("genegrafter")
    qtbot.waitUntil(tile.isVisible)
    play_tip = tile.toolTip()
    assert play_tip.startswith("Set up a new game" if in_progress else "Set up a game"), play_tip
    window.activateWindow()

    def rest_on(point: QtCore.QPoint) -> str:
        QtWidgets.QToolTip.hideText()
        qtbot.waitUntil(lambda: not QtWidgets.QToolTip.isVisible())
        qtbot.mouseMove(tile, point)
        qtbot.waitUntil(QtWidgets.QToolTip.isVisible, timeout=5000)
        return QtWidgets.QToolTip.text()

    qtbot.mouseMove(tile, tile.rect().center())  # the mouse's first move lifts the tile
    qtbot.waitUntil(lambda: tile._lift > 0.99, timeout=3000)
    pill = tile.learn_rect().center().toPoint()
    assert rest_on(pill) == (
        "A short first game of Genegrafter that teaches the rules step by step,"
        " in about five minutes (L)"
    )
    assert rest_on(tile.play_rect().center().toPoint()) == play_tip
    assert rest_on(tile.rect().center()) == play_tip
    with qtbot.waitSignal(picker.learn, timeout=1000) as signal:
        click(qtbot, tile, pill)
    assert signal.args == ["genegrafter"]


# -- palette -----------------------------------------------------------------------------
def test_player_marks_differ_in_colour_and_shape():
    marks = palette.PLAYER_MARKS
    assert len(marks) == 8
    assert len({m.colour for m in marks}) == 8 and len({m.shape for m in marks}) == 8
    assert {m.shape for m in marks} == set(palette.SHAPES)


def test_default_marks_are_distinct_and_honour_the_seat_colours():
    marks = palette.default_marks(3, ["#cc79a7", "", "#CC79A7"])
    assert marks[0].colour == "#CC79A7"
    assert len(set(marks)) == 3


@pytest.mark.parametrize("shape", palette.SHAPES)
def test_seat_badge_draws_the_shape_in_the_colour(qtbot, shape):
    badge = palette.seat_badge("#E69F00", shape, 32)
    image = badge.toImage()
    assert (image.width(), image.height()) == (32, 32)
    centre = QtGui.QColor(image.pixel(16, 17))
    assert (centre.red(), centre.green(), centre.blue()) == (0xE6, 0x9F, 0x00)
    assert QtGui.QColor(image.pixelColor(0, 0)).alpha() == 0  # the corner stays clear


def test_apply_style_scales_from_the_first_size(qapp):
    palette.apply_style(qapp, 1.0)
    base = qapp.font().pointSizeF()
    palette.apply_style(qapp, 1.5)
    palette.apply_style(qapp, 1.5)  # again: no compounding
    assert qapp.font().pointSizeF() == pytest.approx(base * 1.5)
    palette.apply_style(qapp, 1.0)
    assert qapp.font().pointSizeF() == pytest.approx(base)
    # Check boxes get a light window colour of their own, so Fusion's outline shows.
    box = QtWidgets.QCheckBox("x")
    box.ensurePolished()
    window = box.palette().color(QtGui.QPalette.ColorRole.Window)
    assert window.lightness() > qapp.palette().color(QtGui.QPalette.ColorRole.Window).lightness()


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_tile_and_the_new_game_dialog_say_the_same_words(qtbot, window, game_id):
    # A game declares its name, player count and pitch once (its GameInfo); the picker
    # once said "up to 8 players" where ADRIFT's dialog said "1–8 players".
    from petridish.ui.newgame import NewGameDialog

    from .window_texts import widget_texts

    window.show_picker()
    tile = window.picker.tile(game_id)
    qtbot.waitUntil(tile.isVisible)
    info = registry.entry(game_id)
    said = tile.accessibleDescription()
    assert tile.accessibleName() == info.name
    assert said.startswith(f"{info.players}. {info.pitch}")
    seen: list[str] = []

    def read_and_cancel() -> None:
        dialog = QtWidgets.QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QtCore.QTimer.singleShot(10, read_and_cancel)  # not open yet
            return
        seen.extend(widget_texts(dialog))
        dialog.cancel_button.click()

    QtCore.QTimer.singleShot(0, read_and_cancel)
    click(qtbot, tile)
    qtbot.waitUntil(lambda: bool(seen))
    players = info.players[:1].upper() + info.players[1:]  # a line begins with a capital
    assert f"New game of {info.name}" in seen
    assert info.pitch in seen and players in seen
    counts = registry.player_counts(game_id)
    lowest, highest = counts[0], counts[-1]
    count = f"{lowest} players" if lowest == highest else f"{lowest}–{highest} players"
    assert players == count, "the declared count is the rules' count"


def test_the_focused_tile_looks_unlike_the_one_under_the_mouse(qtbot, make_picker):
    """The tile under the mouse takes the keyboard's focus (L then teaches the game it
    offers to teach); keys move the focus on from there, and the keyboard's tile has a
    light ring round it while the mouse's stays lifted without one: a person sees where
    Enter and L go, whatever the mouse lies on."""
    picker = make_picker()
    picker.activateWindow()
    first, hovered = picker.tile("adapt"), picker.tile("adaptoid24")
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    qtbot.mouseMove(hovered, hovered.rect().center())
    qtbot.waitUntil(hovered.hasFocus)
    with qtbot.waitSignal(picker.learn, timeout=1000) as signal:
        qtbot.keyClick(hovered, Qt.Key.Key_L)
    assert signal.args == ["adaptoid24"]
    qtbot.keyClick(hovered, Qt.Key.Key_Left)
    focused = picker.focusWidget()
    assert focused in picker.tiles and focused is not hovered
    qtbot.waitUntil(lambda: focused._lift > 0.99 and hovered._lift > 0.99, timeout=3000)

    def ring(tile) -> QtGui.QColor:
        """The colour just outside the card's top edge, in the middle."""
        image = picker.grab().toImage()  # the tile over the picker's backdrop
        card = tile._card()
        at = tile.mapTo(picker, QtCore.QPoint(round(card.center().x()), round(card.top() - 5)))
        ratio = image.devicePixelRatio()
        return image.pixelColor(int(at.x() * ratio), int(at.y() * ratio))

    light, plain = ring(focused), ring(hovered)
    assert light.lightness() > 150, light.name()
    assert plain.lightness() < 100, plain.name()


def test_a_picker_shown_under_a_resting_mouse_lifts_only_the_focused_tile(qtbot, make_picker):
    """The picker comes back under a mouse that does not move: the tile it lies on is
    entered but not moved over, so it stays at rest, and only the tile in focus shows
    its buttons (two tiles showed Play and Learn to play at once); the mouse's first
    move over it lifts it and gives it the focus."""
    picker = make_picker()
    picker.activateWindow()
    focused, under = picker.tile("adrift"), picker.tile("genegrafter")
    qtbot.waitUntil(picker.tile("adapt").hasFocus)  # (the picker's own first focus)
    focused.setFocus()
    qtbot.waitUntil(focused.hasFocus)
    centre = QtCore.QPointF(under.rect().center())
    under.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)  # as Qt marks it, unmoved
    QtWidgets.QApplication.sendEvent(under, QtGui.QEnterEvent(centre, centre, centre))
    qtbot.wait(300)  # (longer than a lift)
    assert under._look() == "rest" and under._lift == 0.0
    assert focused.hasFocus() and focused._look() == "focus"
    qtbot.mouseMove(under, under.rect().center() + QtCore.QPoint(3, 3))
    qtbot.waitUntil(lambda: under.hasFocus() and under._lift > 0.99, timeout=3000)


@pytest.mark.parametrize("game_id", ["adaptoid24", "adapt", "adrift", "genegrafter"])
def test_learn_to_play_reads_over_every_cover(qtbot, make_picker, game_id):
    """The "Learn to play" pill's teal words stand out from its fill as the fill lies
    over the cover, the white of ADAPTOID 24's too (its fill let the white through: a
    grey the teal hardly stood out from): a contrast of 4.5 to 1 at the least."""
    from petridish.ui import palette

    from .test_keyboard_play import contrast

    picker = make_picker()
    picker.activateWindow()
    tile = picker.tile(game_id)
    qtbot.waitUntil(picker.tile("adapt").hasFocus)
    tile.setFocus()
    qtbot.waitUntil(lambda: tile._lift > 0.99, timeout=3000)
    image = tile.grab().toImage()
    pill = tile.learn_rect()
    ratio = image.devicePixelRatio()
    inside = QtCore.QPointF(pill.left() + 8, pill.center().y())  # (the words start at 14)
    fill = image.pixelColor(int(inside.x() * ratio), int(inside.y() * ratio))
    assert contrast(QtGui.QColor(palette.ACCENT), fill) >= 4.5, fill.name()
