"""The new-game dialog: seats, options, sandbox and seed, and its inline validation."""

from __future__ import annotations

import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from petridish.core import registry
from petridish.core.rng import MAX_SEED
from petridish.qt import QtCore, QtWidgets
from petridish.storage import save_reader
from petridish.storage.saves import SeatInfo
from petridish.ui import palette
from petridish.ui.newgame import MAX_NAME, NewGameDialog, NewGameSetup, SeatSetup, parse_seed

Qt = QtCore.Qt


@pytest.fixture
def game():
    return registry.load("adaptoid24")


@pytest.fixture
def open_dialog(qtbot, game):
    def make(last: NewGameSetup | None = None) -> NewGameDialog:
        dialog = NewGameDialog(game, last)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def type_into(qtbot, edit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:  # QTest can only type ASCII keys
        edit.setText(text)


def start(qtbot, dialog: NewGameDialog) -> None:
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)


def test_defaults_are_the_seat_names_a_person_against_the_computer_and_distinct_marks(
    open_dialog, game
):
    dialog = open_dialog()
    assert [r.name.text() for r in dialog.seat_rows] == [s.name for s in game.seats]
    # A first game: a person in the first seat, the normal computer in every other (a
    # new player changed each of them by hand to play against the computer).
    kinds = [r.kind.currentData() for r in dialog.all_rows]
    assert kinds == ["human"] + ["normal"] * (len(kinds) - 1)
    marks = [r.current_mark() for r in dialog.seat_rows]
    assert len(set(marks)) == len(marks)
    # Each seat starts with the colour its game gives it.
    assert [m.colour for m in marks] == [s.colour.upper() for s in game.seats]


def test_the_dialog_returns_the_chosen_seats_options_and_seed(qtbot, open_dialog, game):
    dialog = open_dialog()
    adaptoid, geneticist = dialog.seat_rows
    type_into(qtbot, adaptoid.name, "Ana")
    type_into(qtbot, geneticist.name, "Ben")
    geneticist.kind.setCurrentIndex(geneticist.kind.findData("normal"))
    adaptoid.mark.setCurrentIndex(palette.PLAYER_MARKS.index(palette.PLAYER_MARKS[1]))
    dialog.option_widgets["clone_alone"].setChecked(False)
    rooms = dialog.option_widgets["room_permanents"]
    rooms.setCurrentIndex(rooms.findData("keep"))
    dialog.sandbox.setChecked(True)
    type_into(qtbot, dialog.seed_edit, "4242")
    start(qtbot, dialog)
    assert not dialog.isVisible()
    setup = dialog.result()
    assert setup == NewGameSetup(
        game_id="adaptoid24",
        seats=[
            SeatSetup("adaptoid", "Ana", "human", "#56B4E9", "square"),
            SeatSetup("geneticist", "Ben", "normal", "#E69F00", "circle"),
        ],
        options={"clone_alone": False, "room_permanents": "keep"},
        seed=4242,
        sandbox=True,
    )
    assert game.resolve_options(setup.options) == setup.options
    assert setup.seat_infos()[1] == SeatInfo("geneticist", "Ben", "normal", "#E69F00")


def test_a_blank_seed_becomes_a_random_whole_number(qtbot, open_dialog):
    dialog = open_dialog()
    start(qtbot, dialog)
    seed = dialog.result().seed
    assert isinstance(seed, int) and 0 <= seed < 10**9


def test_new_seed_fills_in_a_number(qtbot, open_dialog):
    dialog = open_dialog()
    qtbot.mouseClick(dialog.new_seed, Qt.MouseButton.LeftButton)
    assert parse_seed(dialog.seed_edit.text()) is not None


@pytest.mark.parametrize("names", [("Ana", "Ana"), ("Ana", " ana "), ("Ana", ""), ("", "Ben")])
def test_empty_or_repeated_names_keep_the_dialog_open(qtbot, open_dialog, names):
    dialog = open_dialog()
    for row, name in zip(dialog.seat_rows, names, strict=True):
        type_into(qtbot, row.name, name)
    start(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.problem.isVisible() and dialog.problem.text()
    bad = next(r.name for r in dialog.seat_rows[::-1] if r.name.property("invalid"))
    assert dialog.focusWidget() is bad
    with pytest.raises(ValueError):
        dialog.result()
    # Fixing it clears the message, and the dialog then closes.
    type_into(qtbot, dialog.seat_rows[0].name, "Ana")
    assert not dialog.problem.isVisible()
    type_into(qtbot, dialog.seat_rows[1].name, "Ben")
    start(qtbot, dialog)
    assert not dialog.isVisible()


@pytest.mark.parametrize(
    "seed", ["abc", "-5", "1.5", "12x", "99999999999999999999", "٣", str(MAX_SEED + 1), "9" * 5000]
)
def test_a_seed_that_is_not_a_whole_number_is_refused(qtbot, open_dialog, seed):
    dialog = open_dialog()
    type_into(qtbot, dialog.seed_edit, seed)
    start(qtbot, dialog)
    assert dialog.isVisible()
    assert "seed" in dialog.problem.text().lower()
    assert dialog.seed_edit.property("invalid")


def test_taking_another_seats_mark_swaps_the_two(open_dialog):
    dialog = open_dialog()
    first, second = dialog.seat_rows
    before_first, before_second = first.current_mark(), second.current_mark()
    first.mark.setCurrentIndex(palette.PLAYER_MARKS.index(before_second))
    assert first.current_mark() == before_second
    assert second.current_mark() == before_first


def test_the_last_setup_is_filled_in_but_not_its_seed(open_dialog):
    last = NewGameSetup(
        "adaptoid24",
        [SeatSetup("adaptoid", "Cleo", "random", "#009E73", "triangle")],
        {"clone_alone": False, "room_permanents": "keep", "gone": 1},
        seed=77,
        sandbox=True,
    )
    dialog = open_dialog(last)
    first = dialog.seat_rows[0]
    assert first.name.text() == "Cleo" and first.kind.currentData() == "random"
    assert first.current_mark().colour == "#009E73"
    assert dialog.seat_rows[1].name.text() == "Geneticist"
    assert dialog.option_widgets["clone_alone"].isChecked() is False
    assert dialog.option_widgets["room_permanents"].currentData() == "keep"
    assert dialog.sandbox.isChecked()
    assert dialog.seed_edit.text() == ""


def test_a_setup_from_another_game_is_ignored(open_dialog):
    last = NewGameSetup("adapt", [SeatSetup("adaptoid", "Cleo", "bot")], {}, 1, True)
    dialog = open_dialog(last)
    assert dialog.seat_rows[0].name.text() == "Adaptoid"
    assert not dialog.sandbox.isChecked()


def test_options_show_their_help_and_ruling(open_dialog, game):
    """Each option's help reads under it; its ruling's id is in its tooltip only (read
    under it, before a first game, it was jargon)."""
    dialog = open_dialog()
    shown = {label.text() for label in dialog.findChildren(QtWidgets.QLabel)}
    assert any(text.startswith("Where the rulebook leaves a choice open") for text in shown)
    for option in game.options:
        tip = dialog.option_widgets[option.id].toolTip()
        assert option.help in tip and f"Ruling {option.ruling}" in tip
        assert not option.help or option.help in shown
        assert not any(f"Ruling {option.ruling}" in text for text in shown if option.ruling)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_option_points_a_player_to_a_line_number(qtbot, game_id):
    """The help under each option quotes the rulebook by its words, not by the line
    numbers of our copy: a player has the printed rulebook (A.D.A.P.T.'s Guppy option
    said "(line 62)", and a new player could not find it)."""
    dialog = NewGameDialog(registry.load(game_id), None)
    qtbot.addWidget(dialog)
    shown = [label.text() for label in dialog.findChildren(QtWidgets.QLabel)]
    assert not [text for text in shown if re.search(r"\blines? \d", text)]


@pytest.mark.parametrize(("text", "seed"), [("", None), ("  ", None), ("42", 42), ("1 000", 1000)])
def test_parse_seed(text, seed):
    assert parse_seed(text) == seed


def test_the_largest_seed_is_the_one_every_save_reads_back():
    assert parse_seed(str(MAX_SEED)) == MAX_SEED
    with pytest.raises(ValueError, match=f"the largest is {MAX_SEED}"):
        parse_seed(str(MAX_SEED + 1))


def test_every_name_the_dialog_takes_a_save_keeps_whole():
    assert MAX_NAME <= save_reader.MAX_TEXT


@pytest.mark.parametrize("name", ["Ana\tBen", "Ana\x1b[31m", "\x7f"])
def test_a_name_with_a_control_character_is_refused(qtbot, open_dialog, name):
    dialog = open_dialog()
    dialog.seat_rows[0].name.setText(name)
    start(qtbot, dialog)
    assert dialog.isVisible()
    assert "control character" in dialog.problem.text()
    assert dialog.seat_rows[0].name.property("invalid")


def test_the_problem_quotes_names_as_plain_text(qtbot, open_dialog):
    dialog = open_dialog()
    for row in dialog.seat_rows:
        row.name.setText("<b>Ana</b>")
    start(qtbot, dialog)
    assert "“<b>Ana</b>”" in dialog.problem.text()
    assert dialog.problem.textFormat() == Qt.TextFormat.PlainText


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_seats_choice_says_what_every_kind_of_player_means(qtbot, game_id):
    # A newcomer reads what easy, normal and strong mean where they choose, that the
    # random player is no level of play, and which level a game does not offer yet.
    dialog = NewGameDialog(registry.load(game_id), None)
    qtbot.addWidget(dialog)
    row = dialog.seat_rows[0]
    tips = {
        row.kind.itemData(i): row.kind.itemData(i, Qt.ItemDataRole.ToolTipRole)
        for i in range(row.kind.count())
    }
    assert set(tips) == {"human", *registry.levels(game_id), "random"}
    assert all(tips.values())
    assert "not a level of play" in tips["random"].lower()
    # A strong player of the game's own (ADRIFT's) answers at once; a search thinks.
    if "strong" in tips:
        at_once = not registry.strong_searches(game_id)
        assert ("Moves straight away" in tips["strong"]) == at_once
        assert ("Thinks for about a second" in tips["strong"]) != at_once
    assert row.kind.itemText(row.kind.findData("random")) == "Computer (random moves)"
    about = row.kind.toolTip()
    for kind in tips:
        assert tips[kind] in about
    name = registry.entry(game_id).name
    for level in ("easy", "normal", "strong"):
        missing = f"{name} has no {level} computer player yet."
        assert (missing in about) == (level not in registry.levels(game_id))


def wheel_down(widget) -> None:
    """One notch of the mouse wheel with the pointer over the middle of ``widget``."""
    from petridish.qt import QtGui, QtWidgets

    at = QtCore.QPointF(widget.rect().center())
    event = QtGui.QWheelEvent(
        at,
        QtCore.QPointF(widget.mapToGlobal(at.toPoint())),
        QtCore.QPoint(0, 0),
        QtCore.QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QtWidgets.QApplication.sendEvent(widget, event)


def test_a_wheel_turned_over_an_option_scrolls_past_it_without_changing_it(qtbot, open_dialog):
    # Scrolling the dialog with the wheel over "Dice a side may roll" turned "Six" into
    # "No limit": the next game's rules changed unseen.
    dialog = open_dialog()
    rooms = dialog.option_widgets["room_permanents"]
    kind = dialog.seat_rows[1].kind
    before = rooms.currentIndex(), kind.currentIndex()
    wheel_down(rooms)
    wheel_down(kind)
    assert (rooms.currentIndex(), kind.currentIndex()) == before
    # Chosen (clicked or tabbed to), the list turns with the wheel as usual.
    rooms.setFocus()
    qtbot.waitUntil(rooms.hasFocus)
    wheel_down(rooms)
    assert rooms.currentIndex() != before[0]
