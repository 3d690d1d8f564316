"""The end of a game: each player's final totals in a table beside the chart, the
chart's axis labels whole, and the end panel gone before the new-game dialog shows."""

from __future__ import annotations

import itertools

import pytest

from petridish.core import registry
from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.ui.chart import StatsChart, fit_labels
from petridish.ui.endgame import EndGameDialog


def _finish(qtbot, window, game_id, seed, seats):
    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, seed, seats, False)
    c = window.controller
    c.run_bots_now()
    assert c.game.is_terminal(c.state)
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=5000
    )
    return c, window.end_dialog


def _cells(table: QtWidgets.QTableWidget) -> tuple[list[str], list[list[str]]]:
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    rows = [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]
    return headings, rows


# Each game's end table: who plays, and the headings its rulebook's ending gives.
TOTALS = [
    # rulebook: genegrafter.txt:115
    ("genegrafter", ["bot", "bot"], ["Player", "Genetic Markers", "Health"]),
    # rulebook: adapt.txt:10
    ("adapt", ["bot", "bot"], ["Fish", "Health left", "At the end"]),
    # rulebook: adrift.txt:4
    ("adrift", ["bot", "bot", "bot"], ["Castaway", "At the end", "Days at sea"]),
    # rulebook: adaptoid24.txt:18
    ("adaptoid24", ["bot", "bot"], ["Side", "Result", "At the end"]),
]
assert {game_id for game_id, *_ in TOTALS} == set(registry.game_ids()), "every game's totals"


@pytest.mark.parametrize(("game_id", "seats", "headings"), TOTALS)
def test_the_end_shows_each_players_totals_beside_the_chart(
    qtbot, window, game_id, seats, headings
):
    c, dialog = _finish(qtbot, window, game_id, 4, seats)
    table = dialog.totals
    assert table is not None and table.isVisible()
    shown, rows = _cells(table)
    assert shown == headings
    players = c.game.seats_of(c.state)
    assert [row[0] for row in rows] == [window.presenter.seat_name(s) for s in players]
    # Beside the chart, not under it, and every column whole.
    chart = dialog.findChild(StatsChart)
    assert chart.isVisible()
    assert (
        table.mapTo(dialog, QtCore.QPoint(0, 0)).x()
        > chart.mapTo(dialog, chart.rect().topRight()).x()
    )
    header = table.horizontalHeader()
    for col in range(table.columnCount()):
        assert header.sectionSize(col) >= header.sectionSizeHint(col)
    assert table.viewport().width() >= header.length()


def test_the_totals_say_the_scores_the_game_is_decided_on(qtbot, window):
    # rulebook: genegrafter.txt:115
    c, dialog = _finish(qtbot, window, "genegrafter", 4, ["bot", "bot"])
    _, rows = _cells(dialog.totals)
    markers = c.game.stats(c.state, c.names)
    for seat, row in zip(c.game.seats_of(c.state), rows, strict=True):
        assert float(row[1]) == markers[f"{window.presenter.seat_name(seat)} Genetic Markers"]
        assert int(row[2]) == c.state.health[seat]


def test_new_game_closes_the_end_panel_before_the_new_game_dialog(qtbot, window, monkeypatch):
    seen = []
    # The new-game dialog is modal: here it only notes whether the end panel still shows.
    monkeypatch.setattr(window, "new_game_again", lambda: seen.append(dialog.isVisible()))
    _, dialog = _finish(qtbot, window, "adaptoid24", 4, ["bot", "bot"])
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert seen == [False]


def _new_game_from_the_summary(qtbot, window, dialog) -> list[tuple[str, bool]]:
    """Click the summary's New game as a person does; note the new-game dialog that
    opens (its title, and whether the summary still showed), and start the game it
    offers."""
    from petridish.ui.newgame import NewGameDialog

    from .table_driver import when_a_dialog_opens

    seen: list[tuple[str, bool]] = []

    def answer(opened) -> None:
        if not isinstance(opened, NewGameDialog):
            when_a_dialog_opens(answer)  # (the summary is modal too: not this one)
            return
        seen.append((opened.windowTitle(), dialog.isVisible()))
        qtbot.mouseClick(opened.start_button, Qt.MouseButton.LeftButton)

    when_a_dialog_opens(answer)
    button = dialog.new_game_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    return seen


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_new_game_on_the_summary_sets_up_a_game_of_the_same_game(qtbot, window, game_id):
    # A player saw the summary of a lost ADRIFT voyage go and the table stay "Voyage
    # over". It was not New game: the Enter their last move was played with closed the
    # summary first (Close is its default button, test_endgame), and the click then
    # landed on the table where New game had been.
    seats = ["bot"] * registry.player_counts(game_id)[0]
    c, dialog = _finish(qtbot, window, game_id, 30, seats)
    name = c.game.name
    assert _new_game_from_the_summary(qtbot, window, dialog) == [(f"New game of {name}", False)]
    new = window.controller
    assert new is not c and new.match.game_id == game_id
    assert not new.game.is_terminal(new.state)
    assert window.end_dialog is None


def test_new_game_on_the_summary_offers_the_game_just_played_as_it_was_set_up(qtbot, window):
    # After a save was opened and played out, the summary's New game offered the
    # players of the last game set up by hand (four of them, where two had played).
    from petridish.ui.newgame import NewGameDialog, NewGameSetup, SeatSetup, remember

    from .table_driver import when_a_dialog_opens

    seat_ids = registry.rules_of("adaptoid24").seat_ids(2)
    last = [SeatSetup(s, name, "easy") for s, name in zip(seat_ids, ["Zed", "Yan"], strict=True)]
    remember(window.settings, NewGameSetup("adaptoid24", last))  # the dialog last left so
    c, dialog = _finish(qtbot, window, "adaptoid24", 4, ["random", "bot"])
    offered: list[NewGameSetup] = []

    def answer(opened) -> None:
        if not isinstance(opened, NewGameDialog):
            when_a_dialog_opens(answer)
            return
        offered.append(opened.setup())
        opened.reject()

    when_a_dialog_opens(answer)
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(offered), timeout=5000)
    played = c.match.seats
    assert [(s.id, s.name, s.kind) for s in offered[0].seats] == [
        (s.id, s.name, k) for s, k in zip(played, ["random", "normal"], strict=True)
    ]
    assert window.controller is c  # cancelled: the game played stays


def test_new_game_on_the_summary_of_a_voyage_a_person_played_alone(qtbot, window):
    """As the player met it: ADRIFT alone, each move the hint's (Ctrl+H, then Enter), to
    the end; the summary's New game opens ADRIFT's new-game dialog."""
    from .table_driver import settle

    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 5, ["human"], False)
    c = window.controller
    settle(qtbot, window)
    for _ in range(300):
        if c.game.is_terminal(c.state):
            break
        hints: list = []
        c.hint_ready.connect(hints.append)
        focused = QtWidgets.QApplication.focusWidget() or window.page.view
        qtbot.keyClick(focused, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda hints=hints: bool(hints), timeout=20_000)
        c.hint_ready.disconnect(hints.append)
        qtbot.keyClick(QtWidgets.QApplication.focusWidget(), Qt.Key.Key_Return)
        settle(qtbot, window)
    assert c.game.is_terminal(c.state)
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=3000
    )
    seen = _new_game_from_the_summary(qtbot, window, window.end_dialog)
    assert seen == [("New game of ADRIFT", False)]
    assert window.controller is not c and not window.controller.game.is_terminal(
        window.controller.state
    )


def test_axis_labels_are_whole_and_inside_the_chart(qtbot):
    # Seen at 1366x768 in ADRIFT: the first label read "oosing places".
    labels = ["Choosing places", *(f"Day {d} · jobs and actions · water 3/8" for d in range(1, 9))]
    chart = StatsChart({"Days at sea": list(range(9))}, labels)
    qtbot.addWidget(chart)
    chart.resize(420, 220)
    chart.show()
    fm = QtGui.QFontMetrics(chart.font())
    plot = QtCore.QRectF(30, 40, chart.width() - 46, 140)

    def to_x(i):
        return plot.left() + i / 8 * plot.width()

    shown = chart.x_labels(fm, plot, 9, to_x)
    assert shown[0][2] == "Choosing places"
    for _x, box, text in shown:
        assert box.left() >= 0 and box.right() <= chart.width()
        assert fm.horizontalAdvance(text) <= box.width()
    assert any(text == "Day 5" or text == "Day 3" for *_, text in shown)
    boxes = [box for _, box, _ in shown]
    assert all(a.right() <= b.left() for a, b in itertools.pairwise(boxes))


def test_a_label_too_long_even_shortened_ends_in_an_ellipsis(qtbot):
    chart = StatsChart({}, [])
    qtbot.addWidget(chart)
    fm = QtGui.QFontMetrics(chart.font())
    fitted = fit_labels(["Set-up · choosing Guppies", "Extraordinarily long phase name"], fm, 60)
    assert fitted[0] == "Set-up"
    assert fitted[1].endswith("…") and fm.horizontalAdvance(fitted[1]) <= 60


def test_the_dialog_shows_totals_without_a_chart(qtbot):
    totals = (("Player", "Score"), [("Ana", "3"), ("Ben", "5")])
    d = EndGameDialog("Ben won!", "Most points.", {}, [], totals=totals)
    qtbot.addWidget(d)
    d.show()
    assert not d.chart.isVisible() and d.totals.isVisible()
    assert _cells(d.totals) == (["Player", "Score"], [["Ana", "3"], ["Ben", "5"]])


def test_the_end_panel_stands_over_the_table_and_leaves_the_log_whole(qtbot, window):
    # Centred on the window it covered the first letters of every line of the log.
    window.resize(1366, 768)
    _, dialog = _finish(qtbot, window, "adaptoid24", 4, ["bot", "bot"])
    log = window.log
    assert log.isVisible()
    shown_log = QtCore.QRect(log.mapToGlobal(QtCore.QPoint(0, 0)), log.size())
    assert not dialog.frameGeometry().intersects(shown_log)
    table = window.page.view
    assert QtCore.QRect(table.mapToGlobal(QtCore.QPoint(0, 0)), table.size()).contains(
        dialog.frameGeometry().center()
    )
