"""The picker's recent saves: kept pictures at rest, lit when hovered or chosen, read back
on the next start, and no picture kept for a save no longer listed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from petridish.qt import QtCore, QtGui
from petridish.ui import palette, recent_saves
from petridish.ui.recent_saves import RecentSaves


def _saves(qtbot, paths, cache) -> RecentSaves:
    saves = RecentSaves([str(p) for p in paths], cache)
    qtbot.addWidget(saves)
    saves.resize(700, 120)
    saves.show()
    qtbot.waitExposed(saves)
    return saves


def _count_drawing(monkeypatch) -> list[str]:
    drawn: list[str] = []
    paint = recent_saves.paint_save

    def counting(p, path, *args):
        drawn.append(path)
        paint(p, path, *args)

    monkeypatch.setattr(recent_saves, "paint_save", counting)
    return drawn


def _colour_at(saves: RecentSaves, row: int) -> QtGui.QColor:
    # A point inside the save's rounded box, left of its text.
    save = saves.saves[row]
    return save.grab().toImage().pixelColor(6, save.height() // 2)


def test_saves_at_rest_are_pictures_read_back_on_the_next_start(qtbot, tmp_path, monkeypatch):
    cache = tmp_path / "pictures"
    paths = [tmp_path / "lab night.petridish", tmp_path / "rematch.petridish"]
    drawn = _count_drawing(monkeypatch)
    first = _saves(qtbot, paths, cache)
    first.grab()
    assert sorted(set(drawn)) == sorted(str(p) for p in paths)
    assert len(list(cache.glob("recent-*.rgba"))) == 2
    before = first.grab().toImage()
    drawn.clear()
    again = _saves(qtbot, paths, cache)  # the next start
    assert again.grab().toImage() == before
    assert drawn == []  # read from the kept pictures, nothing drawn


def test_a_hovered_or_focused_save_lights_up_and_arrows_move_the_focus(qtbot, tmp_path):
    saves = _saves(qtbot, [tmp_path / "a.petridish", tmp_path / "b.petridish"], None)
    first, second = saves.saves
    assert saves.light_of(1) is None  # (the first takes the focus as the window shows)
    rest = _colour_at(saves, 1)
    qtbot.mouseMove(second)
    qtbot.waitUntil(lambda: saves.light_of(1) == palette.SURFACE_RAISED)
    assert _colour_at(saves, 1) == QtGui.QColor(palette.SURFACE_RAISED)
    second.leaveEvent(QtCore.QEvent(QtCore.QEvent.Type.Leave))  # (offscreen Qt may not)
    assert saves.light_of(1) is None
    assert _colour_at(saves, 1) == rest
    saves.activateWindow()
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    assert saves.light_of(0) == "#2F4F51"
    assert _colour_at(saves, 0) == QtGui.QColor("#2F4F51")
    qtbot.keyClick(first, QtCore.Qt.Key.Key_Right)
    qtbot.waitUntil(second.hasFocus)
    assert _colour_at(saves, 1) == QtGui.QColor("#2F4F51")
    qtbot.keyClick(second, QtCore.Qt.Key.Key_Right)  # the last: the focus stays
    assert second.hasFocus()
    qtbot.keyClick(second, QtCore.Qt.Key.Key_Left)
    qtbot.waitUntil(first.hasFocus)


def test_a_save_no_longer_listed_leaves_no_picture(qtbot, tmp_path):
    cache = tmp_path / "pictures"
    a, b, c = (tmp_path / f"{name}.petridish" for name in "abc")
    _saves(qtbot, [a, b], cache).grab()
    kept = {f.name for f in cache.glob("recent-*.rgba")}
    _saves(qtbot, [b, c], cache).grab()  # a new save pushed the oldest out
    now = {f.name for f in cache.glob("recent-*.rgba")}
    assert len(now) == 2 and len(now & kept) == 1  # b's stays, a's went, c's came


def test_a_save_that_cannot_be_read_says_so_in_place_of_its_folder(qtbot, tmp_path):
    paths = [tmp_path / "a.petridish", tmp_path / "b.petridish"]
    plain = _saves(qtbot, paths, None)
    marked = RecentSaves([str(p) for p in paths], None, unreadable=[str(paths[1])])
    qtbot.addWidget(marked)
    marked.resize(700, 120)
    marked.show()
    qtbot.waitExposed(marked)

    def row(saves: RecentSaves, n: int) -> QtGui.QImage:
        return saves.saves[n].grab().toImage()

    assert row(marked, 0) == row(plain, 0)
    assert row(marked, 1) != row(plain, 1)
    reds = [
        QtGui.QColor(image.pixel(x, y)).red() - QtGui.QColor(image.pixel(x, y)).green()
        for image in [row(marked, 1)]
        for x in range(image.width())
        for y in range(image.height())
    ]
    assert max(reds) > 80  # drawn in the colour of problems


def test_a_file_name_that_looks_like_markup_is_shown_as_typed(qtbot, tmp_path):
    from petridish.qt import QtGui as Gui

    path = tmp_path / "<img src='x.png'>&<b>.petridish"
    saves = _saves(qtbot, [path], None)
    document = Gui.QTextDocument()
    document.setHtml(saves.saves[0].toolTip())
    assert document.toPlainText() == str(path)
