"""The sandbox on the real table from the first moment: a deck shuffled, cut or turned
over from its menu or with a double-click, a die rolled, a refusal kept in the log (and
said in the menu, greyed, instead of offering what would be refused), and
the curtain unchanged when the mode is switched behind it."""

from __future__ import annotations

from petridish.core.actions import Edit
from petridish.qt import Qt, QtCore, QtGui, QtWidgets

from .table_driver import drag_item, hot_seat_to_first_pick, lift_curtain, settle, top_of
from .test_piece_menus import coral_to_play
from .test_toy_table import hand_over_with_the_control


def choose_in_menu(qtbot, window, item, text: str) -> list[str]:
    """Right-click ``item`` with the mouse and choose ``text`` in the menu that opens,
    with the keyboard; returns every entry the menu showed."""
    view = window.page.view
    seen: list[list[str]] = []

    def choose() -> None:
        menu = QtWidgets.QApplication.activePopupWidget()
        assert isinstance(menu, QtWidgets.QMenu)
        entries = [a.text() for a in menu.actions()]
        seen.append(entries)
        wanted = [a for a in menu.actions() if a.text() == text]
        if not wanted or not wanted[0].isEnabled():  # (a greyed entry: read, not chosen)
            menu.close()
            return
        menu.setActiveAction(wanted[0])
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QtCore.QTimer.singleShot(150, choose)
    at = view.mapFromScene(item.sceneBoundingRect().center())
    viewport = view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.RightButton, pos=at)
    # Offscreen no window system follows the click with a context-menu event: send it.
    reason = QtGui.QContextMenuEvent.Reason.Mouse
    QtWidgets.QApplication.sendEvent(
        viewport, QtGui.QContextMenuEvent(reason, at, viewport.mapToGlobal(at))
    )
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    settle(qtbot, window)
    assert text in seen[0], seen[0]
    return seen[0]


def double_click(qtbot, window, item) -> None:
    view = window.page.view
    at = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    settle(qtbot, window)


def last_log_line(window) -> str:
    items = window.log.list
    return items.item(items.count() - 1).text()


def test_the_sandbox_is_open_in_set_up_and_the_deck_is_shuffled_and_cut(qtbot, window):
    # ruling ADAPT-R26
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 3, ["human", "bot"], True)
    settle(qtbot, window)
    c = window.controller
    assert c.state.step == "guppy" and window.page.turn.text().startswith("Set-up")
    deck = c.state.zones["deck"]
    entries = choose_in_menu(qtbot, window, top_of(window, "deck"), "Shuffle (sandbox)")
    assert "Cut (sandbox)" in entries
    # Turned over it would be refused (ruling ADAPT-R27): the menu says why, greyed.
    assert "Turn over (sandbox)" not in entries
    assert any(e.startswith("Cannot turn over: the deck lies face down") for e in entries)
    assert c.state.zones["deck"] != deck and sorted(c.state.zones["deck"]) == sorted(deck)
    assert last_log_line(window) == "Sandbox: the deck shuffled (outside the rules)."
    shuffled = c.state.zones["deck"]
    choose_in_menu(qtbot, window, top_of(window, "deck"), "Cut (sandbox)")
    assert c.state.zones["deck"] != shuffled and sorted(c.state.zones["deck"]) == sorted(deck)
    assert last_log_line(window) == "Sandbox: the deck cut (outside the rules)."
    # A card moves as at any moment of the game: the Gene Stream's first to the discard.
    card = c.state.zones["stream.1"][0]
    drag_item(qtbot, window, window.presenter.board.item(card), "discard")
    assert c.state.zones["discard"] == (card,) and c.state.step == "guppy"
    assert isinstance(c.session.steps[-1].action, Edit)
    # The choosing of Guppies goes on as before.
    assert c.game.legal_actions(c.state, "coral")


def test_the_face_down_deck_says_why_it_does_not_turn_over_and_the_log_keeps_it(qtbot, window):
    # ruling ADAPT-R27
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 3, ["human", "bot"], True)
    settle(qtbot, window)
    c = window.controller
    steps = len(c.session.steps)
    double_click(qtbot, window, top_of(window, "deck"))
    reason = "the deck lies face down by the rules: shuffle it or cut it instead"
    assert window.page.view.toast.text() == reason
    assert last_log_line(window) == f"Not played: {reason}"
    assert len(c.session.steps) == steps
    # The menu says the same where Turn over would be, greyed: nothing to choose.
    choose_in_menu(qtbot, window, top_of(window, "deck"), f"Cannot turn over: {reason}")
    assert len(c.session.steps) == steps


def test_a_die_rolled_by_the_rules_is_rolled_again_with_a_double_click_or_its_menu(qtbot, window):
    # ruling ADAPT-R26
    c = coral_to_play(qtbot, window)
    window.a_sandbox.trigger()
    assert c.sandbox
    settle(qtbot, window)
    die = window.presenter.board.item("coral.percentile")
    assert die is not None and "coral.percentile" in c.state.dice
    double_click(qtbot, window, die)
    assert c.session.steps[-1].action == Edit("coral", "roll", key="coral.percentile")
    shown = c.state.dice["coral.percentile"].value
    assert last_log_line(window) == (
        f"Sandbox: Coral's percentile dice rolled again: {shown} (outside the rules)."
    )
    steps = len(c.session.steps)
    die = window.presenter.board.item("coral.percentile")
    choose_in_menu(qtbot, window, die, "Roll (sandbox)")
    assert len(c.session.steps) == steps + 1
    assert c.session.steps[-1].action == Edit("coral", "roll", key="coral.percentile")


def test_the_spawn_deck_is_shuffled_from_its_menu_naming_no_spawn(qtbot, window):
    # rulebook: adaptoid24.txt:11
    c = hot_seat_to_first_pick(qtbot, window, 4, "lab", sandbox=True)
    lift_curtain(qtbot, window)
    deck = c.state.zones["spawn.deck"]
    choose_in_menu(qtbot, window, top_of(window, "spawn.deck"), "Shuffle (sandbox)")
    assert c.state.zones["spawn.deck"] != deck
    assert last_log_line(window) == "Sandbox: the Spawn deck shuffled (outside the rules)."
    assert not any(spawn in last_log_line(window) for spawn in deck)


def test_switching_the_sandbox_behind_the_curtain_changes_neither_whom_nor_what_it_says(
    qtbot, window
):
    # rulebook: adaptoid24.txt:11
    c = hot_seat_to_first_pick(qtbot, window, 4, "lab")
    curtain = window.curtain
    # The Geneticist has chosen a room: the curtain is up for the Adaptoid.
    assert curtain.isVisible() and curtain.name == "Adaptoid"
    before = curtain.hint
    window.a_sandbox.trigger()
    settle(qtbot, window)
    # The same person, told the same, and that the sandbox is on.
    sandbox = "Sandbox mode is on: free moves (Ctrl+B: the rules)."
    assert c.sandbox and (curtain.name, curtain.hint) == ("Adaptoid", f"{before} {sandbox}")
    window.a_sandbox.trigger()
    settle(qtbot, window)
    assert (curtain.name, curtain.hint) == ("Adaptoid", before)
    lift_curtain(qtbot, window)
    # The Adaptoid, to move, hands the computer to the Geneticist, who has no move.
    hand_over_with_the_control(qtbot, window, "Geneticist")
    assert curtain.isVisible() and curtain.name == "Geneticist" and curtain.hint == ""
    window.a_sandbox.trigger()
    settle(qtbot, window)
    assert c.sandbox and curtain.isVisible()
    # Still the Geneticist, and nobody is told to take back a move they did not make.
    assert (curtain.name, curtain.hint) == ("Geneticist", sandbox)
    window.a_sandbox.trigger()
    settle(qtbot, window)
    assert (curtain.name, curtain.hint) == ("Geneticist", "")
    # The Geneticist sits down and keeps the table until something changes on it.
    lift_curtain(qtbot, window)
    assert not curtain.isVisible() and c.viewer == "geneticist"
    assert window.page.at_computer.currentText().startswith("Geneticist")


def log_texts(window) -> list[str]:
    items = window.log.list
    return [items.item(i).text() for i in range(items.count())]


def test_a_refusal_in_set_up_stays_in_the_log_when_the_table_passes_on(qtbot, window):
    # ruling ADAPT-R26
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 3, ["human", "human"], True)
    settle(qtbot, window)
    c = window.controller
    double_click(qtbot, window, window.presenter.board.item(c.state.zones["stream.1"][0]))
    reason = "A.D.A.P.T.'s cards lie face up: there is nothing to turn over"
    assert window.page.view.toast.text() == reason
    # Coral chooses a Guppy: the table passes to Finn (nothing is hidden between them,
    # so no curtain), and the refusal is still where it was said.
    double_click(qtbot, window, window.presenter.board.item(c.state.zones["guppies"][0]))
    assert c.viewer == "finn" and not window.curtain.isVisible()
    texts = log_texts(window)
    assert texts.index(f"Not played: {reason}") < texts.index("Coral chooses the Striped Guppy.")


def test_the_spawn_deck_says_why_it_does_not_turn_over(qtbot, window):
    # rulebook: adaptoid24.txt:11
    c = hot_seat_to_first_pick(qtbot, window, 4, "lab", sandbox=True)
    lift_curtain(qtbot, window)
    steps = len(c.session.steps)
    double_click(qtbot, window, top_of(window, "spawn.deck"))
    reason = "the Spawn deck lies face down by the rules: shuffle it or cut it instead"
    assert window.page.view.toast.text() == reason
    assert last_log_line(window) == f"Not played: {reason}"
    assert len(c.session.steps) == steps


def test_a_face_down_card_says_whose_secret_it_is_not_that_it_has_no_other_side(qtbot, window):
    # A double-click on a card face down in a computer's hand, and the deck's menu, said
    # "this card has no other side to show": it has one, but it is a secret where it
    # lies, and a move out of there is what shows it.
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 60_000  # the computers keep still while the cards are read
    window.start_quick("genegrafter", 4, ["human", "normal", "normal"], True)
    settle(qtbot, window)
    c = window.controller
    other = next(s for s in c.state.seats if s in c.bots)
    name = c.game.seat_name(other)
    card = window.presenter.zones[f"{other}.hand"].items()[0]
    assert not window.presenter.board.spec(card).face_up
    steps = len(c.session.steps)
    double_click(qtbot, window, card)
    reason = f"the cards in {name}'s hand are {name}'s secret: move this one out to show it"
    assert window.page.view.toast.text().lower() == reason.lower()
    assert "no other side" not in "\n".join(log_texts(window))
    assert len(c.session.steps) == steps
    deck = (
        "Cannot turn over: the deck lies face down by the rules, its order secret:"
        " shuffle it or cut it instead"
    )
    entries = choose_in_menu(qtbot, window, top_of(window, "deck"), deck)
    assert "Turn over (sandbox)" not in entries
    # The way the reason names: the card moved out of the hand shows its face.
    drag_item(qtbot, window, card, "discard")
    assert isinstance(c.session.steps[-1].action, Edit)
    assert window.presenter.board.spec(window.presenter.zones["discard"].items()[-1]).face_up


def test_a_face_down_room_in_the_other_sides_hand_is_its_secret(qtbot, window):
    # rulebook: adaptoid24.txt:13 (the Geneticist's 8 Room cards, in hand)
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 60_000
    window.start_quick("adaptoid24", 4, ["human", "normal"], True)
    settle(qtbot, window)
    c = window.controller
    other = next(s for s in c.state.seats if s in c.bots)
    assert other == "geneticist"
    side = c.game.seat_name(other)
    room = window.presenter.zones[f"{other}.hand"].items()[0]
    assert not window.presenter.board.spec(room).face_up
    double_click(qtbot, window, room)
    reason = f"the cards in the {side}'s hand are the {side}'s secret: move this one out to show it"
    assert window.page.view.toast.text().lower() == reason.lower()
