"""Playing from the keyboard: Tab to a card, Space to pick it up, arrows to aim, Enter to
drop — through the same rules checks as a mouse drag — and, for moves no card makes,
Tab on to "Your moves" and Enter. Every key press here is a real key event sent to the
widget that has the focus in a real main window; nothing calls the presenter to move."""

from __future__ import annotations

import random
from collections import deque

from petridish.games.adaptoid24.layout import strip_name
from petridish.games.adaptoid24.state import (
    ChooseCharacter,
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
)
from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.constants import FELT
from petridish.table.piece import PieceItem
from petridish.ui.palette import ACCENT

from .table_driver import (
    SHORT,
    at_your_move,
    drag_item,
    room_slot,
    settle,
    top_of,
    wait_for_curtain,
)

ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
DIRECTION = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}


# -- keys ---------------------------------------------------------------------------------
def activate(qtbot, window) -> None:
    """Make the window the active one, so that key presses go where the focus is."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def focus_widget():
    return QtWidgets.QApplication.focusWidget()


def press(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """One key press on whatever has the keyboard focus, then let the table settle."""
    widget = focus_widget()
    assert widget is not None, "nothing has the keyboard focus"
    qtbot.keyClick(widget, key, modifier)
    settle(qtbot, window)
    check_focus_ring(window)


def check_focus_ring(window) -> None:
    """No ring on a face-down card the viewer cannot move, nor under a pile's top card."""
    board = window.presenter.board
    for item in board.items():
        if not isinstance(item, PieceItem) or not item.focus_ring:
            continue  # a track is no piece: the keyboard never stops on it
        spec = board.spec(item)
        face_up = getattr(spec, "face_up", True)  # a die always shows its face
        assert face_up or spec.draggable, f"focus ring on a hidden card: {spec}"
        zone = item.zone
        if zone is not None and zone.layout == "stack":
            assert zone.items()[-1] is item, f"focus ring under the top of {zone.name}"
    focused = window.page.scene.keyboard.focused
    assert focused is None or focused.focus_ring


# -- moving the focus ---------------------------------------------------------------------
def tab_to(qtbot, window, item) -> None:
    """Tab (or Shift+Tab) until the focus ring is on ``item``."""
    view, keyboard = window.page.view, window.page.scene.keyboard
    for _ in range(160):
        if focus_widget() is view and keyboard.focused is item:
            return
        order = keyboard.focusables()
        assert item in order, "the piece to play cannot be reached with Tab"
        backward = False
        if focus_widget() is view and keyboard.focused in order:
            backward = order.index(item) < order.index(keyboard.focused)
        elif focus_widget() in (window.page.moves, window.page.play):
            backward = True  # just past the table's last piece
        if backward:
            press(qtbot, window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        else:
            press(qtbot, window, Qt.Key.Key_Tab)
    raise AssertionError("Tab never reached the piece")


def aim_at(qtbot, window, zone_name: str) -> None:
    """With a piece held, press the arrows that lead to a target in ``zone_name``.

    The way is found the way a player would look for it: from each place an arrow
    can aim at, which place does each arrow lead to (read off the table, not moved)."""
    keyboard = window.page.scene.keyboard
    start = keyboard.target
    seen = {start: []}
    queue = deque([start])
    path = None
    while queue:
        node = queue.popleft()
        if node is not None and node[0].name == zone_name:
            path = seen[node]
            break
        for key in ARROWS:
            nxt = keyboard.aim_from(node, *DIRECTION[key])
            if nxt is not None and nxt not in seen:
                seen[nxt] = [*seen[node], key]
                queue.append(nxt)
    assert path is not None, f"no arrow leads to {zone_name}"
    for key in path:
        press(qtbot, window, key)
    assert keyboard.target is not None and keyboard.target[0].name == zone_name


def move_card(qtbot, window, item, zone_name: str, key=Qt.Key.Key_Space) -> None:
    """Tab to ``item``, pick it up, aim at ``zone_name`` with the arrows, drop with Enter."""
    keyboard = window.page.scene.keyboard
    tab_to(qtbot, window, item)
    press(qtbot, window, key)
    assert keyboard.active, "the focused card was not picked up"
    aim_at(qtbot, window, zone_name)
    press(qtbot, window, Qt.Key.Key_Return)
    assert not keyboard.active


def choose_in_moves(qtbot, window, action) -> None:
    """Tab on past the table to "Your moves", arrow to ``action``, press Enter."""
    page = window.page
    for _ in range(200):
        if focus_widget() is page.moves:
            break
        press(qtbot, window, Qt.Key.Key_Tab)
    assert focus_widget() is page.moves, "Tab never reached the moves list"
    wanted = page._actions.index(action)
    for _ in range(page.moves.count() + 2):
        if page.moves.currentIndex() == wanted:
            break
        down = page.moves.currentIndex() < wanted
        press(qtbot, window, Qt.Key.Key_Down if down else Qt.Key.Key_Up)
    assert page.moves.currentIndex() == wanted
    press(qtbot, window, Qt.Key.Key_Return)


def lift_curtain_by_keys(qtbot, window) -> None:
    """The next person at the screen presses Enter on the curtain."""
    curtain = window.page.curtain
    if curtain.isVisible():
        assert focus_widget() is curtain
        wait_for_curtain(qtbot, window)
        press(qtbot, window, Qt.Key.Key_Return)
        assert not curtain.isVisible()
        assert focus_widget() is window.page.view  # the table is theirs


def strip_of(window, room: str) -> str:
    return strip_name(room_slot(window, room))


def perform_by_keys(qtbot, window, action) -> None:
    """Carry out ``action`` with key presses only."""
    c, board = window.controller, window.presenter.board
    steps = len(c.session.steps)
    match action:
        case ChooseCharacter():
            choose_in_moves(qtbot, window, action)
        case ChooseRoom(seat=seat, room=r):
            short = SHORT[seat]
            move_card(qtbot, window, board.item(f"{short}.{r}"), f"{seat}.row")
        case PlaceSpawns(rooms=rooms):
            for r in rooms:
                # Enter takes the top card of the deck, as Space does.
                move_card(qtbot, window, top_of(window, "spawn.deck"), strip_of(window, r))
        case DrawEvolution(deck=d):
            move_card(qtbot, window, top_of(window, f"evo.{d}"), "evo.pending", Qt.Key.Key_Enter)
        case PlaceEvolution(room=r):
            move_card(qtbot, window, top_of(window, "evo.pending"), strip_of(window, r))
        case Overcome(equipment=eq):
            if not eq:
                choose_in_moves(qtbot, window, action)
            for card in eq:
                if len(c.session.steps) > steps:
                    break  # fewer cards already overcame it
                move_card(qtbot, window, board.item(card), "encounter")
        case ClearRoom(room=r):
            strip = window.presenter.zones[strip_of(window, r)]
            spawn = next(i for i in reversed(strip.items()) if i.draggable)
            move_card(qtbot, window, spawn, "spawn.discard")
        case _:
            raise AssertionError(action)


def play_by_keys(qtbot, window, pick, limit: int = 300) -> int:
    c = window.controller
    moves = 0
    while not c.game.is_terminal(c.state) and moves < limit:
        lift_curtain_by_keys(qtbot, window)
        c.run_bots_now()
        settle(qtbot, window)
        if c.game.is_terminal(c.state):
            break
        check_focus_ring(window)
        actions = [a for _, a in window.presenter.actions()]
        assert actions, f"stuck: {c.state.step}, viewer {c.viewer}"
        action = pick(actions)
        before = len(c.session.steps)
        perform_by_keys(qtbot, window, action)
        assert len(c.session.steps) > before, (
            f"the keys did not make {action}: {window.page.view.toast.text()!r}"
        )
        moves += 1
    return moves


def varied(rng: random.Random, done: list):
    """A chooser that plays each kind of move as often as it can (the least played kind
    first, then by chance), so a game meets every way of playing by keys."""
    counts: dict[str, int] = {}

    def pick(actions):
        def kind(a):
            extra = "+eq" if isinstance(a, Overcome) and a.equipment else ""
            return type(a).__name__ + extra

        fewest = min(counts.get(kind(a), 0) for a in actions)
        action = rng.choice([a for a in actions if counts.get(kind(a), 0) == fewest])
        counts[kind(action)] = counts.get(kind(action), 0) + 1
        done.append(kind(action))
        return action

    return pick


def start(qtbot, window, seed: int, seats: list[str]) -> None:
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", seed, seats, False)
    activate(qtbot, window)
    window.page.view.setFocus()
    window.controller.run_bots_now()
    settle(qtbot, window)


# -- whole games --------------------------------------------------------------------------
def test_a_whole_game_as_the_adaptoid_with_keys_only(qtbot, window):
    # rulebook: adaptoid24.txt:19
    start(qtbot, window, 9, ["human", "bot"])
    done: list[str] = []
    moves = play_by_keys(qtbot, window, varied(random.Random(3), done))
    c = window.controller
    assert c.game.is_terminal(c.state)
    assert moves >= 10
    assert {"ChooseRoom", "PlaceSpawns", "DrawEvolution", "PlaceEvolution"} <= set(done)


def test_a_whole_game_as_the_geneticist_with_keys_only(qtbot, window):
    start(qtbot, window, 3, ["bot", "human"])
    done: list[str] = []
    moves = play_by_keys(qtbot, window, varied(random.Random(1), done))
    c = window.controller
    assert c.game.is_terminal(c.state)
    assert moves >= 10
    # The Character from the moves list, the rest with cards (a room, equipment, a
    # Spawn cleared) and, where no card moves, the moves list again.
    assert {"ChooseCharacter", "ChooseRoom", "Overcome+eq", "ClearRoom"} <= set(done), done


# -- the pieces --------------------------------------------------------------------------
def tab_round(qtbot, window) -> list:
    """Tab from the table's first piece until the focus leaves the table."""
    view, keyboard = window.page.view, window.page.scene.keyboard
    keyboard.set_focus(None)
    visited = []
    for _ in range(200):
        press(qtbot, window, Qt.Key.Key_Tab)
        if focus_widget() is not view:
            return visited
        visited.append(keyboard.focused)
    raise AssertionError("Tab never left the table")


def test_tab_visits_only_what_the_viewer_can_act_on_or_read(qtbot, window):
    start(qtbot, window, 5, ["human", "bot"])
    p, board = window.presenter, window.presenter.board
    visited = tab_round(qtbot, window)
    assert visited and len(set(visited)) == len(visited)
    for item in visited:
        spec = board.spec(item)
        assert spec.face_up or spec.draggable
    # The decks' cards are all face down and out of reach now: none is visited, and the
    # Geneticist's hidden hand and row neither; the Adaptoid's own hand is.
    for zone in ("spawn.deck", "evo.defensive", "geneticist.hand", "geneticist.row"):
        assert not set(p.zones[zone].items()) & set(visited), zone
    assert set(p.zones["adaptoid.hand"].items()) <= set(visited)
    # Past the last piece the focus goes on to "Your moves"; Shift+Tab comes back.
    assert focus_widget() is window.page.moves
    press(qtbot, window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert focus_widget() is window.page.view
    assert window.page.scene.keyboard.focused is visited[-1]


def test_tab_reaches_a_decks_top_card_only_and_enter_takes_it(qtbot, window):
    start(qtbot, window, 9, ["human", "bot"])
    c = window.controller
    # Play by keys until the Adaptoid is to draw its Spawns.
    play_by_keys(qtbot, window, lambda actions: actions[0], limit=1)
    while c.state.step != "spawn":
        play_by_keys(qtbot, window, lambda actions: actions[0], limit=1)
    deck = window.presenter.zones["spawn.deck"].items()
    visited = tab_round(qtbot, window)
    assert [i for i in visited if i in deck] == [deck[-1]]
    tab_to(qtbot, window, deck[-1])
    press(qtbot, window, Qt.Key.Key_Enter)
    keyboard = window.page.scene.keyboard
    assert keyboard.active and deck[-1].lifted
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not keyboard.active and keyboard.focused is deck[-1]


def test_a_held_enter_picks_a_piece_up_once_and_its_repeats_do_not_drop_it(qtbot, window):
    start(qtbot, window, 9, ["human", "bot"])
    c = window.controller
    while c.state.step != "spawn":
        play_by_keys(qtbot, window, lambda actions: actions[0], limit=1)
    deck = window.presenter.zones["spawn.deck"].items()
    tab_to(qtbot, window, deck[-1])
    view, keyboard = window.page.view, window.page.scene.keyboard
    steps = len(c.session.steps)
    for repeat in (False, True, True, True):
        event = QtGui.QKeyEvent(
            QtCore.QEvent.Type.KeyPress,
            Qt.Key.Key_Return,
            Qt.KeyboardModifier.NoModifier,
            "\r",
            repeat,
        )
        QtWidgets.QApplication.sendEvent(view, event)
        settle(qtbot, window)
        assert keyboard.active and deck[-1].lifted, "a repeat dropped the piece"
    assert len(c.session.steps) == steps
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not keyboard.active


def test_arrows_move_the_focus_to_the_nearest_focusable_piece(qtbot, window):
    start(qtbot, window, 5, ["human", "bot"])
    keyboard = window.page.scene.keyboard
    hand = window.presenter.zones["adaptoid.hand"].items()
    tab_to(qtbot, window, hand[0])
    press(qtbot, window, Qt.Key.Key_Right)
    assert keyboard.focused is hand[1]
    press(qtbot, window, Qt.Key.Key_Left)
    assert keyboard.focused is hand[0]
    # Below the hand lie the other side's face-down rooms and hand, nearer than its
    # Character and equipment, which lie face up: Down skips the backs and goes to them.
    press(qtbot, window, Qt.Key.Key_Down)
    p = window.presenter
    gear = p.zones["geneticist.character"].items() + p.zones["geneticist.equipment"].items()
    assert keyboard.focused in gear
    backs = p.zones["geneticist.row"].items() + p.zones["geneticist.hand"].items()
    assert backs and not any(p.board.spec(i).face_up for i in backs)
    press(qtbot, window, Qt.Key.Key_Up)
    assert keyboard.focused in hand
    focusable = set(keyboard.focusables())
    for key in (Qt.Key.Key_Right,) * 9 + (Qt.Key.Key_Down, Qt.Key.Key_Up):
        press(qtbot, window, key)
        assert keyboard.focused in focusable


def test_enter_on_the_moves_list_plays_the_chosen_entry(qtbot, window):
    start(qtbot, window, 9, ["human", "bot"])
    c, page = window.controller, window.page
    page.moves.setFocus()
    # Nothing is chosen yet: Enter shows the moves and plays none.
    assert page.moves.currentIndex() == -1 and not page.play.isEnabled()
    steps = len(c.session.steps)
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.moves.view().isVisible(), timeout=2000)
    assert len(c.session.steps) == steps
    page.moves.hidePopup()
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_Down)
    assert page.moves.currentIndex() == 2 and page.play.isEnabled()
    action = page._actions[2]
    steps = len(c.session.steps)
    press(qtbot, window, Qt.Key.Key_Return)
    assert len(c.session.steps) > steps, "Enter did not play the move"
    assert c.session.steps[steps].action == action
    assert focus_widget() in (page.moves, page.view)


def test_the_moves_list_still_opens_with_its_keys(qtbot, window):
    start(qtbot, window, 9, ["human", "bot"])
    page = window.page
    steps = len(window.controller.session.steps)
    for key, modifier in (
        (Qt.Key.Key_F4, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier),
        (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    ):
        page.moves.setFocus()
        qtbot.keyClick(page.moves, key, modifier)
        qtbot.waitUntil(lambda: page.moves.view().isVisible(), timeout=2000)
        page.moves.hidePopup()
        qtbot.waitUntil(lambda: not page.moves.view().isVisible(), timeout=2000)
    assert len(window.controller.session.steps) == steps


# -- the focus ring after a redraw ---------------------------------------------------------
def test_no_ring_stays_on_equipment_that_turned_face_down(qtbot, window):
    start(qtbot, window, 12, ["bot", "human"])
    c, board = window.controller, window.presenter.board
    keyboard = window.page.scene.keyboard
    rng = random.Random(1)
    for _ in range(200):
        lift_curtain_by_keys(qtbot, window)
        c.run_bots_now()
        settle(qtbot, window)
        actions = [a for _, a in window.presenter.actions()]
        used = [a for a in actions if isinstance(a, Overcome) and len(a.equipment) == 1]
        if used:
            break
        perform_by_keys(qtbot, window, rng.choice(actions))
    else:
        raise AssertionError("no encounter to overcome with one card")
    card = board.item(used[0].equipment[0])
    move_card(qtbot, window, card, "encounter")
    assert used[0].equipment[0] not in c.state.loaded  # played: now unloaded
    spec = board.spec(card)
    assert not spec.face_up and not spec.draggable
    assert not card.focus_ring and keyboard.focused is not card


def hot_seat_geneticist(qtbot, window):
    """A game between two people at one screen; the Geneticist has chosen a Character."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 5, ["human", "human"], False)
    activate(qtbot, window)
    lift_curtain_by_keys(qtbot, window)
    assert window.controller.viewer == "geneticist"
    perform_by_keys(qtbot, window, next(a for _, a in window.presenter.actions()))
    lift_curtain_by_keys(qtbot, window)
    return window.presenter.board, window.page.scene.keyboard


def test_no_ring_stays_on_a_card_the_next_person_may_not_see(qtbot, window):
    board, keyboard = hot_seat_geneticist(qtbot, window)
    # The Geneticist moves its room to its row with the keys: the ring goes with it...
    card = board.item("g.lab")
    move_card(qtbot, window, card, "geneticist.row")
    # ...and goes away when the table is handed over and the card lies face down.
    assert window.page.curtain.isVisible()
    assert not card.focus_ring and keyboard.focused is None
    check_focus_ring(window)
    lift_curtain_by_keys(qtbot, window)
    assert window.controller.viewer == "adaptoid"
    row = window.presenter.zones["geneticist.row"].items()
    assert row and not any(board.spec(i).face_up or i.focus_ring for i in row)
    check_focus_ring(window)


def test_no_ring_stays_on_a_card_left_focused_while_the_mouse_played(qtbot, window):
    board, keyboard = hot_seat_geneticist(qtbot, window)
    other = board.item("g.garden")
    tab_to(qtbot, window, other)
    drag_item(qtbot, window, board.item("g.lab"), "geneticist.row")  # the mouse plays another card
    assert window.page.curtain.isVisible()
    lift_curtain_by_keys(qtbot, window)
    assert not board.spec(other).face_up if board.spec(other) else True
    assert not other.focus_ring and keyboard.focused is None
    check_focus_ring(window)
    # Tab carries on from the table's first piece the Adaptoid may use.
    press(qtbot, window, Qt.Key.Key_Tab)
    assert keyboard.focused in keyboard.focusables()


def tab_to_a_room_in_hand(qtbot, window) -> str:
    """A game as the Adaptoid against the computer, Tab pressed until a room in the
    hand has the focus: that room."""
    start(qtbot, window, 9, ["human", "bot"])
    keyboard = window.page.scene.keyboard
    hand = window.presenter.zones["adaptoid.hand"].items()
    for _ in range(60):
        qtbot.keyClick(window.page.view, Qt.Key.Key_Tab)
        if keyboard.focused in hand:
            break
    assert keyboard.focused in hand
    return window.presenter.board.spec(keyboard.focused).key.split(".")[1]


def chose(c, room: str) -> bool:
    """Whether the Adaptoid's choice of ``room`` was played (shown, or chosen in secret)."""
    return c.state.zones["adaptoid.row"][-1] == f"a.{room}" or c.state.picks.get("adaptoid") == room


def test_a_room_is_played_with_the_keyboard_alone(qtbot, window):
    room = tab_to_a_room_in_hand(qtbot, window)
    c = window.controller
    view = window.page.view
    keyboard = window.page.scene.keyboard
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert keyboard.active
    # Aim with the arrows until the Adaptoid's row is the target (it lies below the hand).
    for _ in range(30):
        target = keyboard.target
        if target is not None and target[0].name == "adaptoid.row":
            break
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert keyboard.target[0].name == "adaptoid.row"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert chose(c, room)


def test_enter_twice_plays_a_room_whose_row_is_the_only_place_it_goes(qtbot, window):
    # Lifted, the card lit the row with "Go to Control Room"; Enter again put it back.
    room = tab_to_a_room_in_hand(qtbot, window)
    c = window.controller
    view = window.page.view
    keyboard = window.page.scene.keyboard
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert keyboard.active and keyboard.target[0].name == "adaptoid.row"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not keyboard.active
    assert chose(c, room)


def test_the_action_bar_plays_a_chosen_move(qtbot, window):
    window.start_quick("adaptoid24", 9, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    bar = window.page
    bar.moves.setFocus()
    bar.moves.setCurrentIndex(2)
    label = bar.moves.currentText()
    steps = len(c.session.steps)
    qtbot.mouseClick(bar.play, Qt.MouseButton.LeftButton)
    assert len(c.session.steps) > steps
    assert label.startswith("Go to ")


# -- what can act first, a ring that shows, arrows that aim where the card may go ---------
def luminance(color: QtGui.QColor) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(color.redF())
        + 0.7152 * linear(color.greenF())
        + 0.0722 * linear(color.blueF())
    )


def contrast(a: QtGui.QColor, b: QtGui.QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ring_around(window, piece) -> float:
    """How much of the way round ``piece`` the screen shows a two-tone ring: the share
    of points along its edges where, going out from the body, a dark edge starts within
    a few pixels, then a bright core in high contrast with the felt (7:1 or more), then
    a dark edge again (which keep it apart from a light card beside it). Read off the
    view's pixels."""
    view = window.page.view
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    body = view.mapFromScene(piece.scene_body_rect()).boundingRect()
    left, top, right, bottom = body.left(), body.top(), body.right(), body.bottom()
    starts = []
    for k in range(1, 10):  # nine points along each side, clear of the corners
        x = left + (right - left) * k / 10
        y = top + (bottom - top) * k / 10
        starts += [((x, top), (0, -1)), ((x, bottom), (0, 1))]
        starts += [((left, y), (-1, 0)), ((right, y), (1, 0))]
    shown = 0
    for (x, y), (dx, dy) in starts:
        seen = ""  # the bands met so far going out: d(ark), b(right)
        for d in range(1, 16):
            px, py = round((x + dx * d) * ratio), round((y + dy * d) * ratio)
            if not image.rect().contains(px, py):
                break
            if not seen and d > 5:
                break  # the ring hugs the body: what lies further off is something else
            color = image.pixelColor(px, py)
            if luminance(color) < 0.02:
                band = "d"
            elif contrast(color, FELT) >= 7 and luminance(color) > 0.5:
                band = "b"
            else:
                continue
            if not seen.endswith(band):
                seen += band
            if "dbd" in seen:
                shown += 1
                break
    return shown / len(starts)


def first_tab(qtbot, window) -> int:
    """Press Tab until the ring is on a piece that can act: how many presses it took."""
    keyboard = window.page.scene.keyboard
    for presses in range(1, 80):
        press(qtbot, window, Qt.Key.Key_Tab)
        if keyboard.focused is not None and keyboard.focused.draggable:
            return presses
    raise AssertionError("Tab never reached a piece that can act")


def play_what_tab_finds_first(qtbot, window, moves: int, check_ring: bool = True) -> None:
    """Make ``moves`` moves as a person at the keys would: Tab (once, it must be enough)
    to a piece that can act, Space, an arrow (once, it must aim where the piece may go),
    Enter. Each time the ring must show round the piece, and the arrow light it green."""
    c, view = window.controller, window.page.view
    keyboard = window.page.scene.keyboard
    for move in range(moves):
        lift_curtain_by_keys(qtbot, window)
        c.run_bots_now()
        settle(qtbot, window)
        assert not c.game.is_terminal(c.state)
        if focus_widget() is not view:
            view.setFocus()  # back from the moves list, as a click on the felt does
        if not keyboard.acting(keyboard.focusables()):
            choose_in_moves(qtbot, window, window.presenter.actions()[0][1])
            continue
        assert first_tab(qtbot, window) == 1, "Tab went elsewhere first"
        piece = keyboard.focused
        if check_ring:
            assert ring_around(window, piece) >= 0.9, "the focus ring does not show"
        before = (len(c.session.steps), tuple(c.session.draft))
        press(qtbot, window, Qt.Key.Key_Space)
        assert keyboard.active and piece.lifted
        if not any(keyboard.legal(t) for t in keyboard.places()):
            press(qtbot, window, Qt.Key.Key_Escape)  # nowhere takes it: a move of the list
            choose_in_moves(qtbot, window, window.presenter.actions()[0][1])
            continue
        press(qtbot, window, ARROWS[move % 4])
        target = keyboard.target
        assert target is not None and keyboard.legal(target), "the arrow aimed where it may not go"
        assert target[0].highlight == "legal"  # lit green, as for the mouse
        press(qtbot, window, Qt.Key.Key_Return)
        assert not keyboard.active
        after = (len(c.session.steps), tuple(c.session.draft))
        assert after != before, f"the drop made no move: {view.toast.text()!r}"


def test_in_adapt_tab_goes_first_to_what_can_act_and_arrows_to_where_it_may_go(qtbot, window):
    at_your_move(qtbot, window, "adapt")
    window.page.view.setFocus()
    play_what_tab_finds_first(qtbot, window, 6)


def test_in_adaptoid24_tab_goes_first_to_what_can_act_and_arrows_to_where_it_may_go(qtbot, window):
    at_your_move(qtbot, window, "adaptoid24")
    window.page.view.setFocus()
    play_what_tab_finds_first(qtbot, window, 6)


def test_at_an_encounter_tab_goes_to_the_equipment_at_once_after_moves_by_keys(qtbot, window):
    # rulebook: adaptoid24.txt:24
    start(qtbot, window, 3, ["bot", "human"])
    c, keyboard = window.controller, window.page.scene.keyboard
    rng = random.Random(1)
    for _ in range(200):  # the Geneticist plays by keys until it meets an encounter
        lift_curtain_by_keys(qtbot, window)
        c.run_bots_now()
        settle(qtbot, window)
        if c.state.step == "encounter" and c.game.usable_equipment(c.state):
            break
        perform_by_keys(qtbot, window, rng.choice([a for _, a in window.presenter.actions()]))
    else:
        raise AssertionError("no encounter met")
    usable = {window.presenter.board.item(card) for card in c.game.usable_equipment(c.state)}
    # Where the last move left the ring, Tab goes at once to the equipment, and walks it
    # all before any card there only to read.
    assert first_tab(qtbot, window) == 1
    visited = [keyboard.focused]
    while len(visited) < len(usable):
        press(qtbot, window, Qt.Key.Key_Tab)
        visited.append(keyboard.focused)
    assert set(visited) == usable
    press(qtbot, window, Qt.Key.Key_Tab)
    assert keyboard.focused is None or not keyboard.focused.draggable


def test_the_focus_ring_shows_plainly_on_the_felt_and_goes_with_the_focus(qtbot, window):
    at_your_move(qtbot, window, "adapt")
    view, keyboard = window.page.view, window.page.scene.keyboard
    view.setFocus()
    guppy = window.presenter.zones["guppies"].items()[0]  # a small card, on a light frame
    assert ring_around(window, guppy) < 0.2  # no ring before the focus comes
    press(qtbot, window, Qt.Key.Key_Tab)
    assert keyboard.focused is guppy
    assert ring_around(window, guppy) >= 0.9
    press(qtbot, window, Qt.Key.Key_Right)
    assert keyboard.focused is not guppy and ring_around(window, keyboard.focused) >= 0.9
    # Gone from the Guppy: at most its side next to the card that has it now shows the
    # ring there, which reaches across the narrow gap between them.
    assert not guppy.focus_ring and ring_around(window, guppy) <= 0.25


def ring_round_widget(window, widget) -> float:
    """The share of points along the top and bottom edges of ``widget``, on the
    window's screen, where a ring two pixels thick in the accent colour lies on the
    edge (Fusion's own outline is one pixel, a darker shade)."""
    image = window.grab().toImage()
    ratio = image.devicePixelRatio()
    box = QtCore.QRect(widget.mapTo(window, QtCore.QPoint(0, 0)), widget.size())
    accent = QtGui.QColor(ACCENT)

    def is_accent(x: int, y: int) -> bool:
        c = image.pixelColor(round(x * ratio), round(y * ratio))
        return (
            max(
                abs(c.red() - accent.red()),
                abs(c.green() - accent.green()),
                abs(c.blue() - accent.blue()),
            )
            <= 24
        )

    columns = []
    for k in range(1, 20):
        x = box.left() + box.width() * k // 20
        columns += [
            [(x, box.top() + d) for d in range(4)],
            [(x, box.bottom() - d) for d in range(4)],
        ]
    shown = sum(1 for column in columns if sum(is_accent(x, y) for x, y in column) >= 2)
    return shown / len(columns)


def test_the_widget_tab_reaches_past_the_table_shows_a_plain_ring(qtbot, window):
    """Fusion outlines a focused drop-down list a shade off its border: a player who
    walked the window with Tab lost the focus past the table's last piece and never
    found Your moves, which had it. It wears the accent colour's ring now, as the log
    does, and the ring goes when the focus goes back to the table."""
    at_your_move(qtbot, window, "adapt")
    view, moves = window.page.view, window.page.moves
    view.setFocus()
    for _ in range(60):
        press(qtbot, window, Qt.Key.Key_Tab)
        if focus_widget() is not view:
            break
    assert focus_widget() is moves
    assert ring_round_widget(window, moves) >= 0.9
    moves.clearFocus()
    window.log.list.setFocus(Qt.FocusReason.TabFocusReason)
    settle(qtbot, window)
    assert ring_round_widget(window, window.log.list) >= 0.9
    assert ring_round_widget(window, moves) <= 0.1
    view.setFocus(Qt.FocusReason.BacktabFocusReason)
    settle(qtbot, window)
    assert ring_round_widget(window, window.log.list) <= 0.1


def test_enter_presses_the_focused_button_beside_the_prompt(qtbot, window):
    # Tabbed to "Wipe the Gene Stream" (or End your turn), Enter did nothing: only
    # Space pressed it, where Help › Keys teaches Enter.
    # rulebook: adapt.txt:42
    from petridish.games.adapt.state import DISCARD

    from .test_adapt_discard_pile import ready_to_wipe

    button, wiped = ready_to_wipe(qtbot, window)
    button.setFocus(Qt.FocusReason.TabFocusReason)
    assert QtWidgets.QApplication.focusWidget() is button
    qtbot.keyClick(button, Qt.Key.Key_Return)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.state.zones[DISCARD]) == len(wiped), timeout=5000)
