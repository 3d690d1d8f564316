"""What a person meets when they reach for one piece: a right-click lists that piece's
moves first and the rest of the turn's moves in a submenu, and Tab visits the pieces
they can act on before the ones there only to read."""

from __future__ import annotations

from petridish.core.actions import Edit
from petridish.core.bot import decide
from petridish.core.material import where
from petridish.games.adapt import layout
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.state import TURN, Buy, Special
from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.specs import CardSpec

from .table_driver import drag_item, settle


def coral_to_play(qtbot, window):
    """An A.D.A.P.T. game against the computer, at the start of Coral's first turn."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 4, ["human", "bot"], False)
    c = window.controller
    bot = AdaptBot(1)
    for _ in range(40):
        settle(qtbot, window)
        if c.can_act("coral") and c.state.step == TURN and c.state.current == "coral":
            return c
        if c.can_act("coral"):
            c.submit(decide(c.game, c.state, "coral", bot))
        else:
            qtbot.wait(20)
    raise AssertionError("Coral's turn never came")


def right_click(qtbot, window, item) -> list[tuple[str, list[str]]]:
    """Right-click ``item`` with the mouse and read the menu that opens: each entry's
    text, and a submenu's entries under it."""
    view = window.page.view
    seen: list[tuple[str, list[str]]] = []

    def read_and_close() -> None:
        menu = QtWidgets.QApplication.activePopupWidget()
        assert isinstance(menu, QtWidgets.QMenu)
        for action in menu.actions():
            sub = action.menu()
            inner = [a.text() for a in sub.actions()] if sub is not None else []
            seen.append(("-" if action.isSeparator() else action.text(), inner))
        menu.close()

    QtCore.QTimer.singleShot(150, read_and_close)
    at = view.mapFromScene(item.sceneBoundingRect().center())
    viewport = view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.RightButton, pos=at)
    # A window system follows a right-click with a context-menu event; offscreen the
    # test sends it, as the click's own.
    reason = QtGui.QContextMenuEvent.Reason.Mouse
    event = QtGui.QContextMenuEvent(reason, at, viewport.mapToGlobal(at))
    QtWidgets.QApplication.sendEvent(viewport, event)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    return seen


def test_a_cards_menu_lists_its_own_moves_then_the_rest_of_the_turn(qtbot, window):
    coral_to_play(qtbot, window)
    p = window.presenter
    moves = p.actions()
    card = next(a.card for _, a in moves if isinstance(a, Buy))  # a Gene Stream card
    mine = [label for label, a in moves if isinstance(a, Buy) and a.card == card]
    others = [label for label, a in moves if label not in mine]
    assert mine and others
    menu = right_click(qtbot, window, p.board.item(card))
    assert [text for text, _ in menu[: len(mine)]] == mine  # this card's buys, first
    # The rest, set apart in a submenu.
    assert menu[len(mine) :] == [("-", []), ("Your other moves now", others)]


def test_a_piece_with_no_move_of_its_own_says_so_above_the_turns_moves(qtbot, window):
    coral_to_play(qtbot, window)
    p = window.presenter
    guppy = p.zones["guppies"].items()[0]  # a Guppy set aside: nothing to do with it
    menu = right_click(qtbot, window, guppy)
    assert menu == [
        ("No move with this piece now", []),
        ("-", []),
        ("Your other moves now", [label for label, _ in p.actions()]),
    ]


def test_tab_visits_the_pieces_that_can_act_before_those_there_to_read(qtbot, window):
    coral_to_play(qtbot, window)
    view, keyboard = window.page.view, window.page.scene.keyboard
    view.setFocus()
    order = []
    for _ in range(len(keyboard.focusables())):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if keyboard.focused is not None:
            order.append(keyboard.focused.draggable)
    assert order and order[0] is True
    assert True in order and False in order
    first_readable = order.index(False)
    assert all(order[:first_readable]) and not any(order[first_readable:])


def test_only_the_cards_the_rules_moves_are_about_can_be_lifted(qtbot, window):
    # ruling ADAPT-R28
    c = coral_to_play(qtbot, window)
    p = window.presenter
    movable = c.game.movable(c.state, "coral")
    cards = [i for i in p.board.items() if isinstance(p.board.spec(i), CardSpec)]
    for item in cards:
        key = p.board.spec(item).key
        assert item.draggable == (key in movable), key
    # A Gene Stream card Coral cannot afford stays put, and the table says why in the
    # rules' own words.
    dear = next(
        card
        for zone, held in c.state.zones.items()
        if zone.startswith("stream.")
        for card in held
        if c.check(Buy("coral", card, keep=True)) is not None
    )
    reason = c.check(Buy("coral", dear, keep=True))
    item = p.board.item(dear)
    assert not item.draggable
    before = len(c.session.steps)
    drag_item(qtbot, window, item, "coral.pgp")
    assert len(c.session.steps) == before and where(c.state.zones, dear).startswith("stream.")
    assert reason in window.page.view.toast.text()


def test_a_part_that_grants_a_special_action_is_dropped_on_the_fish_to_use_it(qtbot, window):
    # rulebook: adapt.txt:13
    c = coral_to_play(qtbot, window)
    p = window.presenter
    # Set up by hand in the sandbox: Coral's fish wears Mottled Skin, which grants Hide.
    window.a_sandbox.trigger()
    assert c.submit(Edit("coral", "move", card="part.mottled_skin#1", zone="coral.skin")) is None
    window.a_sandbox.trigger()
    settle(qtbot, window)
    assert not c.sandbox and Special("coral", "hide") in p.game.legal_actions(c.state, "coral")
    skin = p.board.item("part.mottled_skin#1")
    assert skin.draggable  # the card the Special Action is about
    menu = right_click(qtbot, window, skin)
    assert menu[0][0] == p.label(Special("coral", "hide"))
    before = len(c.session.steps)
    drag_item(qtbot, window, skin, layout.fish_zone("coral"))
    assert c.session.steps[before].action == Special("coral", "hide")


def test_healing_glands_menu_opens_with_heal_and_a_die_lists_no_move_as_its_own(qtbot, window):
    # rulebook: adapt.txt:13
    c = coral_to_play(qtbot, window)
    p = window.presenter
    gland = next(cid for cards in c.state.zones.values() for cid in cards if "healing" in cid)
    window.a_sandbox.trigger()
    assert c.submit(Edit("coral", "move", card=gland, zone="coral.organ")) is None
    assert c.submit(Edit("coral", "set", key="coral.damage", value=3)) is None
    window.a_sandbox.trigger()
    settle(qtbot, window)
    heal = p.label(Special("coral", "heal"))
    assert heal in [label for label, _ in p.actions()]
    menu = right_click(qtbot, window, p.board.item(gland))
    others = [label for label, _ in p.actions() if label != heal]
    assert menu == [(heal, []), ("-", []), ("Your other moves now", others)]
    # Another fish's die: none of the turn's moves is about it, and it says so first.
    die = next(i for i in p.board.items() if getattr(p.board.spec(i), "key", "") == "finn.xp")
    menu = right_click(qtbot, window, die)
    assert menu[0] == ("No move with this piece now", [])
    assert [text for text, _ in menu[1:]] == ["-", "Your other moves now"]


def test_a_room_cards_menu_opens_with_going_to_that_room(qtbot, window):
    # rulebook: adaptoid24.txt:20
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 9, ["human", "bot"], False)
    c, p = window.controller, window.presenter
    settle(qtbot, window)
    c.run_bots_now()
    settle(qtbot, window)
    item = p.zones["adaptoid.hand"].items()[-1]  # the top card of the fan, all in sight
    key = p.board.spec(item).key
    mine = [label for label, a in p.actions() if key in c.game.about(c.state, a)]
    assert mine
    menu = right_click(qtbot, window, item)
    # A menu shows "&&" as "&" ("R&D").
    assert [text.replace("&&", "&") for text, _ in menu[: len(mine)]] == mine
    assert [text for text, _ in menu[len(mine) :]] in ([], ["-", "Your other moves now"])
