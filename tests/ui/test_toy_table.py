"""The table framework on the whole window, through Tide Pool (the test-only game):
two people and a computer at one computer, moves in any order, handing the table over
with the "At the computer" control, a secret choice masked until it is revealed, the
new-game dialog's player count, and sandbox edits of a die."""

from __future__ import annotations

import pytest

from petridish.core import registry
from petridish.core.actions import Pass
from petridish.qt import Qt, QtWidgets
from petridish.storage.saves import SeatInfo
from petridish.table.specs import CardSpec, DieSpec
from petridish.ui.controller import Match
from petridish.ui.newgame import NewGameDialog
from tests.core.toy import register_toy
from tests.core.toy.rules import DECK, GAME, Forage, Mark, hand

from .table_driver import drag_item, lift_curtain, settle, top_of, wait_for_curtain
from .window_texts import window_texts

PEOPLE = [SeatInfo("p1", "Ana", "human"), SeatInfo("p2", "Ben", "human")]
COMPUTER = SeatInfo("p3", "Cy", "bot")


@pytest.fixture
def toy():
    register_toy(
        presenter="tests.ui.toy_presenter:TidePoolPresenter", art="tests.core.toy.art:TEMPLATE"
    )
    yield registry.load("toy")
    registry.unregister("toy")


@pytest.fixture
def slow_window(qtbot, paths, toy):
    """The app's window with computers at a pace a person could follow: they wait six
    seconds for people who may act, so a test sees them hold back."""
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    make_app()
    w = MainWindow(paths=paths, bot_delay_ms=1000)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    w.page.scene.animator.set_speed(0)
    yield w
    if w.controller is not None:
        w.controller.paused = True
        w.controller.stop_bots()


def hand_over_with_the_control(qtbot, window, name: str) -> None:
    """Choose ``name`` in "At the computer" with the keyboard, as a person would."""
    combo = window.page.at_computer
    assert combo.isVisible()
    combo.setFocus()
    target = next(i for i in range(combo.count()) if combo.itemText(i).startswith(name))
    steps = target - combo.currentIndex()
    for _ in range(abs(steps)):  # each step chooses the next name, as a person would
        qtbot.keyClick(combo, Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up)
    settle(qtbot, window)


def play_from_moves_list(qtbot, window, label: str) -> None:
    """Pick ``label`` in "Your moves" and press Enter on it."""
    moves = window.page.moves
    index = next(i for i in range(moves.count()) if moves.itemText(i) == label)
    moves.setFocus()
    moves.setCurrentIndex(index)
    qtbot.keyClick(moves, Qt.Key.Key_Return)
    settle(qtbot, window)


def private_lines(c, seat: str) -> set[str]:
    """Log lines only ``seat`` reads."""
    mine, public = set(), set()
    for step in c.session.steps:
        for event in step.events:
            for seen, lines in ((event.for_seat(seat), mine), (event.for_seat(None), public)):
                if seen is not None:
                    lines.add(c.game.describe(seen))
    return mine - public


def assert_curtain_hides(window, seat: str) -> None:
    c = window.controller
    assert window.curtain.isVisible() and c.viewer is None
    texts = window_texts(window)
    for secret in private_lines(c, seat):
        assert not [t for t in texts if secret in t], f"{secret!r} shows at the curtain"
    board = window.presenter.board
    shown = {board.spec(i).key for i in board.items() if isinstance(board.spec(i), CardSpec)}
    assert not shown & set(c.state.zones[hand(seat)]), "a hand shows at the curtain"


def acted(c, seat: str) -> bool:
    return any(e.data.get("seat") == seat for step in c.session.steps for e in step.events)


def test_two_people_and_a_computer_forage_in_any_order_and_pick_tide_marks_in_secret(
    qtbot, slow_window
):
    window = slow_window
    window.start(Match("toy", [*PEOPLE, COMPUTER], 5))
    settle(qtbot, window)
    lift_curtain(qtbot, window)  # a shared game opens behind the curtain
    c = window.controller
    assert c.viewer == "p1"
    combo = window.page.at_computer
    assert combo.isVisible() and window.page.at_computer_label.text() == "At the computer:"
    # Each by the name typed for the seat alone: "Player 1" is only the seat's first name.
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Ana · may act",
        "Ben · may act",
    ]
    # Several may act: the title names none of them ("At the computer" says who is).
    assert window.page.turn.text() == "Round 1 · forage"

    # Ana forages by dragging the deck's top card onto her hand: the die shows the roll.
    drag_item(qtbot, window, top_of(window, DECK), hand("p1"))
    assert c.state.foraged["p1"] == 1
    die = window.presenter.board.spec(window.presenter.board.item("die"))
    assert isinstance(die, DieSpec) and die.value_index == c.state.die - 1
    assert not acted(c, "p3"), "the computer waits while people may act"

    # She hands the computer to Ben: they see different hands, so the curtain comes up.
    hand_over_with_the_control(qtbot, window, "Ben")
    assert window.curtain.name == "Ben"
    assert_curtain_hides(window, "p1")
    lift_curtain(qtbot, window)
    assert c.viewer == "p2"
    ana_cards = [window.presenter.board.item(k) for k in c.state.zones[hand("p1")]]
    assert ana_cards == [None] * len(ana_cards), "Ben does not see Ana's shells"

    # Ben is done; the computer still waits for Ana, who forages once more and is done.
    play_from_moves_list(qtbot, window, "Done: let this go by")
    assert "p2" in c.state.done and not acted(c, "p3")
    hand_over_with_the_control(qtbot, window, "Ana")
    lift_curtain(qtbot, window)
    assert c.viewer == "p1"
    play_from_moves_list(qtbot, window, "Forage: roll the die")
    assert c.state.foraged["p1"] == 2 and not acted(c, "p3")
    c.bot_delay_ms = 5  # from here on the computer need not keep a person's pace
    # Two forages and Ana is through: the people are done, so the computer goes at once.
    qtbot.waitUntil(lambda: c.state.step == "tide", timeout=5000)
    assert acted(c, "p3")

    # The tide: everyone must pick a mark in secret.
    settle(qtbot, window)
    if window.curtain.isVisible():
        lift_curtain(qtbot, window)
    first = c.viewer
    assert first in ("p1", "p2")
    second = "p2" if first == "p1" else "p1"
    play_from_moves_list(qtbot, window, "Pick tide mark 2")
    assert c.state.marks.get(first) == 2
    # The next person must act too: the table passes behind the curtain by itself.
    qtbot.waitUntil(lambda: window.curtain.isVisible(), timeout=3000)
    assert_curtain_hides(window, first)
    lift_curtain(qtbot, window)
    assert c.viewer == second
    name = c.match.seat(first).name
    texts = "\n".join(window_texts(window))
    assert f"{name} picked a tide mark in secret." in texts
    assert f"{name} picked tide mark 2." not in texts
    play_from_moves_list(qtbot, window, "Pick tide mark 1")
    qtbot.waitUntil(lambda: c.state.round == 2 or c.game.is_terminal(c.state), timeout=5000)
    reveals = [e for s in c.session.steps for e in s.events if e.kind == "revealed"]
    assert len(reveals) == 1 and reveals[0].data[first] == 2 and reveals[0].data[second] == 1
    assert "Tide marks revealed:" in "\n".join(window_texts(window))

    # The second round to the end, every move from the moves list.
    for _ in range(40):
        if c.game.is_terminal(c.state):
            break
        settle(qtbot, window)
        if window.curtain.isVisible():
            lift_curtain(qtbot, window)
            continue
        moves = [label for label, _ in window.presenter.actions()]
        if not moves:
            people = [s for s in c.human_to_move() if s != c.viewer]
            if people:
                hand_over_with_the_control(qtbot, window, c.match.seat(people[0]).name)
            else:
                qtbot.wait(20)
            continue
        pick = "Done: let this go by" if "Done: let this go by" in moves else moves[0]
        play_from_moves_list(qtbot, window, pick)
    assert c.game.is_terminal(c.state)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())


def test_the_moves_list_names_forage_done_and_the_marks_a_person_may_pick(qtbot, slow_window):
    window = slow_window
    window.start(Match("toy", [PEOPLE[0], COMPUTER], 2))
    settle(qtbot, window)
    labels = [label for label, _ in window.presenter.actions()]
    assert labels == ["Forage: roll the die", "Done: let this go by"]
    assert [a for _, a in window.presenter.actions()] == [Forage("p1"), Pass("p1")]
    # One person: nobody to hand over to, so the control stays out of the way.
    assert not window.page.at_computer.isVisible()
    c = window.controller
    c.bot_delay_ms = 5
    play_from_moves_list(qtbot, window, "Done: let this go by")
    qtbot.waitUntil(lambda: c.state.step == "tide", timeout=5000)
    settle(qtbot, window)
    assert [a for _, a in window.presenter.actions()] == [Mark("p1", m) for m in (1, 2, 3)]


def test_a_move_that_offers_the_same_moves_again_leaves_none_chosen(qtbot, slow_window):
    # Foraging once offers Forage and Done again, in the same words: Enter pressed once
    # more must not forage again unseen; the person chooses anew.
    window = slow_window
    window.start(Match("toy", [PEOPLE[0], COMPUTER], 2))
    settle(qtbot, window)
    labels = [label for label, _ in window.presenter.actions()]
    play_from_moves_list(qtbot, window, "Forage: roll the die")
    assert [label for label, _ in window.presenter.actions()] == labels
    page, c = window.page, window.controller
    assert page.moves.currentIndex() == -1 and not page.play.isEnabled()
    qtbot.keyClick(page.moves, Qt.Key.Key_Return)
    assert c.state.foraged["p1"] == 1, "Enter played a move nobody chose"
    page.moves.hidePopup()


@pytest.mark.parametrize("count", [1, 5, 8])
def test_the_new_game_dialog_offers_every_count_with_a_row_per_seat(qtbot, toy, count):
    dialog = NewGameDialog(toy)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.players
    assert [combo.itemData(i) for i in range(combo.count())] == list(range(1, 9))
    combo.setFocus()
    steps = count - combo.currentData()
    for _ in range(abs(steps)):
        qtbot.keyClick(combo, Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up)
    assert combo.currentData() == count
    rows = dialog.seat_rows
    assert len(rows) == count
    assert all(r.name.isVisible() for r in rows)
    assert not any(r.name.isVisible() for r in dialog.all_rows[count:])
    # No row hides another: each is below the last.
    tops = [r.name.mapTo(dialog, r.name.rect().topLeft()).y() for r in rows]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)
    assert dialog.height() >= dialog.sizeHint().height()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    setup = dialog.setup()
    assert [s.id for s in setup.seats] == [f"p{n}" for n in range(1, count + 1)]
    state = GAME.new_state(setup.seed, seats=[s.id for s in setup.seats])
    assert GAME.seats_of(state) == tuple(f"p{n}" for n in range(1, count + 1))


def test_the_sandbox_turns_the_die_and_sets_it_from_its_menu(qtbot, slow_window):
    window = slow_window
    window.start(Match("toy", [PEOPLE[0], COMPUTER], 4), sandbox=True)
    settle(qtbot, window)
    c = window.controller
    c.paused = True  # only the person's edits
    play_from_moves_list(qtbot, window, "Forage: roll the die")
    # Done foraging: a double-click on the die plays no move now, so the sandbox's
    # free edit takes it.
    play_from_moves_list(qtbot, window, "Done: let this go by")
    board = window.presenter.board
    before = c.state.die
    die = board.item("die")
    view = window.page.view
    at = view.mapFromScene(die.sceneBoundingRect().center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    settle(qtbot, window)
    assert c.state.die == before % 6 + 1, "a double-click turns the die to its next face"
    entries = window.presenter.on_context(board.item("die"), view.mapToGlobal(at))
    labels = [label for label, _ in entries]
    assert "Show 6 (sandbox)" in labels or c.state.die == 6
    show_three = next(fn for label, fn in entries if label == "Show 3 (sandbox)")
    show_three()
    settle(qtbot, window)
    assert c.state.die == 3
    assert board.spec(board.item("die")).value_index == 2


def test_three_people_and_a_computer_whoever_may_act_sits_down_when_the_table_is_handed_over(
    qtbot, slow_window
):
    """Foraging is played in any order: when Ana is done, the curtain passes the table to
    Ben but offers Cleo too, and Cleo, who wants to forage now, takes it."""
    window = slow_window
    cleo = SeatInfo("p3", "Cleo", "human")
    computer = SeatInfo("p4", "Cy", "bot")
    window.start(Match("toy", [*PEOPLE, cleo, computer], 9))
    settle(qtbot, window)
    c = window.controller
    # At the start the table goes to the first person, and the others are offered too.
    assert window.curtain.isVisible() and window.curtain.name == "Ana"
    assert c.offered == ["p1", "p2", "p3"]
    lift_curtain(qtbot, window)
    assert c.viewer == "p1"
    play_from_moves_list(qtbot, window, "Done: let this go by")
    # Ana can act no more: the table is handed over, to Ben first, with Cleo offered.
    qtbot.waitUntil(lambda: window.curtain.isVisible(), timeout=3000)
    assert window.curtain.name == "Ben" and c.offered == ["p2", "p3"]
    assert_curtain_hides(window, "p1")
    lift = window.curtain.lift_button
    assert lift.text() == "I am Ben — show my hand"
    buttons = [b for b in window.curtain.findChildren(QtWidgets.QPushButton) if b is not lift]
    assert [b.text() for b in buttons if b.isVisible()] == ["Cleo sits down instead"]
    assert "Cleo sits down instead" in window_texts(window)
    instead = next(b for b in buttons if b.isVisible())
    wait_for_curtain(qtbot, window)
    qtbot.mouseClick(instead, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert not window.curtain.isVisible() and c.viewer == "p3"
    assert window.page.at_computer.currentText().startswith("Cleo")
    assert not acted(c, "p4"), "the computer still waits while people may act"
    play_from_moves_list(qtbot, window, "Forage: roll the die")
    assert c.state.foraged["p3"] == 1


def test_the_curtain_offers_only_those_who_must_act_when_some_must(qtbot, toy):
    """At the tide every person must pick a mark: the hand-over offers just those who
    have not picked yet, never someone who has."""
    from petridish.ui.controller import GameController

    people = [*PEOPLE, SeatInfo("p3", "Cleo", "human")]
    c = GameController.new(Match("toy", people, 4), bot_delay_ms=0)
    c.start()
    for seat in ("p1", "p2", "p3"):  # each says Done in turn, taking the computer
        c.reveal_to(seat)
        assert c.viewer == seat and c.submit(Pass(seat)) is None
    assert c.state.step == "tide" and c.viewer == "p3"  # Cleo must pick too: she stays
    assert c.submit(Mark("p3", 1)) is None
    assert c.waiting_for == "p1" and c.offered == ["p1", "p2"]
    c.reveal_to("p3")  # Cleo has picked: she is not offered, and nothing changes
    assert c.waiting_for == "p1" and c.viewer is None
    c.reveal_to("p2")
    assert c.viewer == "p2" and c.waiting_for is None and c.offered == []
