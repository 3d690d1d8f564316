"""Plays Genegrafter on the real table with real mouse events, as a person would: a card
is dragged where the move puts it, a die, a token or a card the Infinity Die's face asks
for is clicked, and what moves no piece (finishing, keeping the dice, handing the laying
over, drawing two cards) is chosen in the action bar (people press the buttons beside
the prompt)."""

from __future__ import annotations

from petridish.games.genegrafter import layout
from petridish.games.genegrafter.state import (
    DeclareBattle,
    Defend,
    Discard,
    EquipGear,
    Graft,
    InfinityChoice,
    LayAbility,
    LuckyShot,
    PlayCharacter,
    Reroll,
    RollAgain,
    RollInfinity,
    SendAttacker,
    SpendToken,
)
from petridish.qt import Qt, QtCore

from .table_driver import choose_in_action_bar, drag_item, grip, settle


def free_column(window, seat: str) -> str:
    held = window.presenter.columns
    free = [layout.column_zone(seat, i) for i in range(layout.COLUMNS)]
    # Every column taken: a seventh Character shares the last one.
    return next((z for z in free if z not in held), free[-1])


def drag_onto(qtbot, window, item, target) -> None:
    """Drag ``item`` onto the card ``target``, letting go over its top edge: in a
    column where Characters share the place, that edge is the one card's alone."""
    view = window.page.view
    view.ensureVisible(item)
    vp = view.viewport()
    body = target.scene_body_rect()
    a = view.mapFromScene(grip(window, item))
    b = view.mapFromScene(QtCore.QPointF(body.center().x(), body.top() + 4))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(vp, a + (b - a) * (i / 8))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    settle(qtbot, window)


def click_item(qtbot, window, item) -> None:
    """A single click on a piece (a die, a token), as a person clicks it."""
    view = window.page.view
    view.ensureVisible(item)
    pos = view.mapFromScene(item.scene_body_rect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    settle(qtbot, window)


def board_keys(window) -> set[str]:
    """The keys of every piece on the table."""
    board = window.presenter.board
    return {board.spec(i).key for i in board.items()}


def perform(qtbot, window, action) -> None:
    """Carry out ``action`` with the mouse."""
    board = window.presenter.board
    seat = action.seat
    match action:
        case PlayCharacter(card=card):
            drag_item(qtbot, window, board.item(card), free_column(window, seat))
        case EquipGear(card=card, character=host) | Graft(card=card, character=host):
            drag_onto(qtbot, window, board.item(card), board.item(host))
        case DeclareBattle(opponent=opponent, attacker=attacker):
            drag_item(qtbot, window, board.item(attacker), layout.board_zone(opponent))
        case SendAttacker(character=c):
            drag_item(qtbot, window, board.item(c), layout.ATTACK_SIDE)
        case Defend(character=c):
            drag_item(qtbot, window, board.item(c), layout.DEFENSE_SIDE)
        case LayAbility(card=card):
            drag_item(qtbot, window, board.item(card), layout.ATTACK_SIDE)
        case Discard(card=card):
            drag_item(qtbot, window, board.item(card), "discard")
        case SpendToken():
            word = "attack" if seat == window.controller.state.current else "defense"
            token = next(
                board.item(f"{seat}.{word}.{n}")
                for n in range(3, -1, -1)
                if board.item(f"{seat}.{word}.{n}") is not None
            )
            click_item(qtbot, window, token)
        case RollInfinity():
            click_item(qtbot, window, board.item(f"{seat}.infinity"))
        case InfinityChoice(card=card, target=target) if card or target in board_keys(window):
            # The Infinity Die's face: a card dragged onto the Character it aims at, a
            # card (Resurrection) or a Character (Infinity Symbol) clicked.
            if card and target:
                drag_onto(qtbot, window, board.item(card), board.item(target))
            else:
                click_item(qtbot, window, board.item(card or target))
        case Reroll(die=die) | LuckyShot(die=die) | RollAgain(die=die):
            # A click plays the first of these the die allows; the rest are chosen in
            # its menu, here the action bar.
            if (
                window.presenter.click(window.presenter.drag_of(board.item(die), None, -1))
                == action
            ):
                click_item(qtbot, window, board.item(die))
            else:
                choose_in_action_bar(qtbot, window, action)
        case _:
            choose_in_action_bar(qtbot, window, action)
