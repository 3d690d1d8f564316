"""The new-game dialog on a small screen: at the most seats a game has, Start is on the
screen (what does not fit scrolls); changing *How many* keeps the names typed."""

from __future__ import annotations

import pytest

from petridish.core import registry
from petridish.qt import QtCore

from .table_driver import settle, when_a_dialog_opens

Qt = QtCore.Qt


def open_new_game(qtbot, window, game_id: str, look) -> None:
    """Open the window's new-game dialog for ``game_id``, call ``look(dialog)`` while it
    is open, then cancel it with Escape, as a person would."""
    seen: list[str] = []

    def answer(dialog) -> None:
        try:
            look(dialog)
            seen.append("looked")
        finally:
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_a_dialog_opens(answer)
    window.new_game_dialog(game_id)
    settle(qtbot, window)
    assert seen == ["looked"]


def start_game(qtbot, window, game_id: str, fill) -> None:
    """Open the new-game dialog, call ``fill(dialog)``, then press Start."""

    def answer(dialog) -> None:
        fill(dialog)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    when_a_dialog_opens(answer)
    window.new_game_dialog(game_id)
    settle(qtbot, window)


def choose_count(qtbot, dialog, count: int) -> None:
    combo = dialog.players
    combo.setFocus()
    steps = combo.findData(count) - combo.currentIndex()
    for _ in range(abs(steps)):
        qtbot.keyClick(combo, Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up)


def on_screen(widget) -> bool:
    """Whether all of ``widget`` lies on its screen's free area."""
    area = widget.screen().availableGeometry()
    rect = QtCore.QRect(widget.mapToGlobal(QtCore.QPoint(0, 0)), widget.size())
    return area.contains(rect)


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()])
def test_start_is_on_screen_at_the_most_seats(qtbot, window, game_id):
    game = registry.load(game_id)

    def look(dialog) -> None:
        if dialog.players is not None:
            choose_count(qtbot, dialog, game.max_players)
        qtbot.wait(10)
        assert len(dialog.seat_rows) == game.max_players
        area = dialog.screen().availableGeometry()
        assert dialog.frameGeometry().height() <= area.height(), (dialog.geometry(), area)
        assert on_screen(dialog.start_button) and dialog.start_button.isVisible()
        # The last seat's row is reached by scrolling, not lost below the screen.
        last = dialog.seat_rows[-1].name
        dialog.scroll.ensureWidgetVisible(last)
        assert on_screen(last)
        # Where the body scrolls, the colour boxes keep a gap from its scroll bar.
        bar = dialog.scroll.verticalScrollBar()
        if bar.isVisible():
            edge = bar.mapTo(dialog, QtCore.QPoint(0, 0)).x()
            for row in dialog.seat_rows:
                right = row.mark.mapTo(dialog, QtCore.QPoint(row.mark.width(), 0)).x()
                assert right + 8 <= edge, (row.id, right, edge)

    open_new_game(qtbot, window, game_id, look)


def test_changing_how_many_keeps_the_names_typed(qtbot, window):
    def look(dialog) -> None:
        choose_count(qtbot, dialog, 4)
        for n, row in enumerate(dialog.seat_rows):
            row.name.setFocus()
            row.name.selectAll()
            qtbot.keyClick(row.name, Qt.Key.Key_Delete)
            qtbot.keyClicks(row.name, f"Sailor {n}")
        typed = [f"Sailor {n}" for n in range(4)]
        for count in (8, 2, 1, 6, 4):
            choose_count(qtbot, dialog, count)
            shown = [r.name.text() for r in dialog.seat_rows]
            assert shown[: min(count, 4)] == typed[:count], (count, shown)
        assert [r.name.text() for r in dialog.seat_rows] == typed

    open_new_game(qtbot, window, "adrift", look)


def test_names_typed_for_seats_left_out_come_back_in_the_next_game(qtbot, window):
    typed = [f"Sailor {n}" for n in range(6)]

    def type_six_then_play_four(dialog) -> None:
        choose_count(qtbot, dialog, 6)
        for row, name in zip(dialog.seat_rows, typed, strict=True):
            row.name.setFocus()
            row.name.selectAll()
            qtbot.keyClick(row.name, Qt.Key.Key_Delete)
            qtbot.keyClicks(row.name, name)
        choose_count(qtbot, dialog, 4)

    start_game(qtbot, window, "adrift", type_six_then_play_four)
    assert [s.name for s in window.controller.match.seats] == typed[:4]

    def look(dialog) -> None:
        assert [r.name.text() for r in dialog.seat_rows] == typed[:4]
        choose_count(qtbot, dialog, 6)
        assert [r.name.text() for r in dialog.seat_rows] == typed

    open_new_game(qtbot, window, "adrift", look)
