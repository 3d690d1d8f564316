"""Plays ADAPTOID 24 on the real table with real mouse events, the way a person would:
every move is a drag of a card on the view (or, where no card moves, the action bar)."""

from __future__ import annotations

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
from petridish.qt import Qt, QtCore

SHORT = {"adaptoid": "a", "geneticist": "g"}


def settle(qtbot, window) -> None:
    """Let the window do what it has queued (the first fit of a new table, a refresh),
    then wait for every animation to end: as a person would, before the next gesture."""
    scene = window.page.scene
    qtbot.wait(1)
    qtbot.waitUntil(lambda: not scene.animator.busy(), timeout=5000)


def drag_item(qtbot, window, item, zone_name: str, slot: int = -1) -> None:
    """Press on ``item``, move in steps onto the zone (its slot), release."""
    zone = window.presenter.zones[zone_name]
    target = (
        zone.mapRectToScene(zone.slot_rect(slot)).center()
        if slot >= 0
        else zone.scene_rect().center()
    )
    drag_to(qtbot, window, item, target, steps=8)


def drag_to(qtbot, window, item, scene_point, steps: int = 12) -> None:
    """Press on ``item``, move in ``steps`` to ``scene_point`` (over every zone
    between), release there: a person's drag."""
    view = window.page.view
    view.ensureVisible(item)
    vp = view.viewport()
    a = view.mapFromScene(grip(window, item))
    b = view.mapFromScene(scene_point)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, steps + 1):
        qtbot.mouseMove(vp, a + (b - a) * (i / steps))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    settle(qtbot, window)


def grip(window, item):
    """Where a person takes hold of ``item``: its middle, or where a fan's next card
    leaves it showing (the press must land on the card itself)."""
    scene = window.page.scene
    body = item.scene_body_rect()
    for fx, fy in ((0.5, 0.5), (0.2, 0.5), (0.1, 0.3), (0.1, 0.8)):
        point = QtCore.QPointF(body.left() + body.width() * fx, body.top() + body.height() * fy)
        if scene.piece_at(point) is item:
            return point
    return item.scenePos()


def top_of(window, zone: str):
    return window.presenter.zones[zone].items()[-1]


def room_slot(window, room: str) -> int:
    rows = window.controller.view.zones["adaptoid.row"]
    return [c.split(".", 1)[1] for c in rows].index(room)


def perform(qtbot, window, action) -> None:
    """Carry out ``action`` with the mouse."""
    p, board = window.presenter, window.presenter.board
    match action:
        case ChooseCharacter(character=c):
            drag_item(qtbot, window, board.item(f"char.{c}"), "geneticist.character")
        case ChooseRoom(seat=seat, room=r):
            short = SHORT[seat]
            drag_item(qtbot, window, board.item(f"{short}.{r}"), f"{seat}.row")
        case PlaceSpawns(rooms=rooms):
            for r in rooms:
                drag_item(
                    qtbot, window, top_of(window, "spawn.deck"), strip_name(room_slot(window, r))
                )
        case DrawEvolution(deck=d):
            drag_item(qtbot, window, top_of(window, f"evo.{d}"), "evo.pending")
        case PlaceEvolution(room=r):
            drag_item(
                qtbot, window, top_of(window, "evo.pending"), strip_name(room_slot(window, r))
            )
        case Overcome(equipment=eq):
            if not eq:
                choose_in_action_bar(qtbot, window, action)
            for c in eq:
                drag_item(qtbot, window, board.item(c), "encounter")
        case ClearRoom(room=r):
            strip = p.zones[strip_name(room_slot(window, r))]
            spawn = next(
                i
                for i in reversed(strip.items())
                if (p.board.zone_of.get(i) and (p.board.spec(i).key or "spawn").startswith("spawn"))
                or p.board.spec(i).key is None
            )
            drag_item(qtbot, window, spawn, "spawn.discard")
        case _:
            raise AssertionError(action)


def choose_in_action_bar(qtbot, window, action) -> None:
    page = window.page
    labels = [a for a in page._actions]
    page.moves.setCurrentIndex(labels.index(action))
    qtbot.mouseClick(page.play, Qt.MouseButton.LeftButton)
    settle(qtbot, window)


def wait_for_curtain(qtbot, window) -> None:
    """Wait until the curtain, if it is up, takes input (it ignores the first moment,
    which belongs to the person before)."""
    curtain = window.curtain
    if curtain.isVisible():
        qtbot.waitUntil(lambda: curtain.accepting or not curtain.isVisible(), timeout=3000)


def when_a_dialog_opens(act) -> None:
    """Call ``act(dialog)`` as soon as a modal dialog is up (the next one to open): a
    dialog's own event loop runs until it is answered, so the answer is queued first."""
    from petridish.qt import QtWidgets

    def answer() -> None:
        dialog = QtWidgets.QApplication.activeModalWidget()
        if dialog is None:
            QtCore.QTimer.singleShot(20, answer)
            return
        act(dialog)

    QtCore.QTimer.singleShot(20, answer)


def lift_curtain(qtbot, window) -> None:
    """The next person clicks the curtain's button ("I am Ana — show my hand"), once it
    takes input."""
    curtain = window.curtain
    if curtain.isVisible():
        wait_for_curtain(qtbot, window)
        button = curtain.lift_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
        settle(qtbot, window)


def point(x: float, y: float) -> QtCore.QPointF:
    return QtCore.QPointF(x, y)


def hot_seat_to_first_pick(qtbot, window, seed: int, room: str, sandbox: bool = False):
    """Two people at one computer: the Geneticist takes the table, picks a Character and
    chooses ``room`` for the first turn; the curtain is then up for the Adaptoid."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", seed, ["human", "human"], sandbox)
    lift_curtain(qtbot, window)
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))
    perform(qtbot, window, ChooseRoom("geneticist", room))
    return window.controller


def at_your_move(qtbot, window, game_id: str):
    """A quick game of ``game_id`` (seed 5, one person against the computer) at the
    person's move, in the active window: keys reach it as they would a person's."""
    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, 5, None, False)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.menus_filled)
    c = window.controller
    # The computer plays until the person may move: a turn of its own can take many
    # moves (Genegrafter's Characters, Gear and Infinity Die one by one). One it must
    # make at the same time as the person (ADAPTOID 24's room) it makes first: it would
    # otherwise land a moment later, and the position change under a hint.
    while (
        c.viewer not in c.human_to_move() or any(s in c.bots for s in c.game.must_act(c.state))
    ) and not c.game.is_terminal(c.state):
        c.run_bots_now(5)
        settle(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # keys reach the window a person uses
    return c
