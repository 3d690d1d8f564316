"""Plays ADRIFT on the real table with real mouse events, as a person would: a token or
an item is dragged where the move puts it, a tool or a body double-clicked, a ration
card clicked; what moves no piece (a fight's roll, Done, a signal) is chosen in the
action bar. ``perform`` says which way it went."""

from __future__ import annotations

from petridish.games.adrift import facts, layout
from petridish.games.adrift.presenter import TOOL_JOBS, USED, token_key
from petridish.games.adrift.state import (
    Carve,
    CatchFish,
    Eat,
    Give,
    Haunt,
    PickUp,
    RemoveWater,
    Repair,
    Retrieve,
    Row,
    Stow,
    SwapSeats,
    Swim,
    TakeFromBin,
    TakeSeat,
    ThrowBody,
    Toss,
    UseItem,
)
from petridish.qt import Qt

from .table_driver import choose_in_action_bar, drag_item, grip, settle

GESTURE, BAR = "gesture", "bar"


def double_click(qtbot, window, item) -> None:
    view = window.page.view
    view.ensureVisible(item)
    pos = view.mapFromScene(grip(window, item))
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    settle(qtbot, window)


def click(qtbot, window, item) -> None:
    view = window.page.view
    view.ensureVisible(item)
    pos = view.mapFromScene(item.scene_body_rect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    settle(qtbot, window)


def _tool_for(window, action) -> str:
    """The item in the player's hand whose double-click does ``action``'s job, if the
    double-click's own choice (unfocused, for the boat) is ``action``."""
    c = window.controller
    if getattr(action, "focused", False) or getattr(action, "health", False):
        return ""
    use = next(u for u, kind in TOOL_JOBS.items() if isinstance(action, kind))
    return next((x for x in facts.holding(c.view, action.seat) if c.game.items.use(x) == use), "")


def perform(qtbot, window, action) -> str:
    """Carry out ``action`` with the mouse; GESTURE if a piece did it, BAR if the
    action bar did."""
    c, board = window.controller, window.presenter.board
    me = action.seat
    view = c.view
    match action:
        case TakeSeat(place=place):
            drag_item(qtbot, window, board.item(token_key(me)), layout.place_zone(place))
        case SwapSeats(other=other):
            place = view.place[other]
            drag_item(qtbot, window, board.item(token_key(me)), layout.place_zone(place))
        case Give(item=item, to=to):
            drag_item(qtbot, window, board.item(item), facts.hand(to))
        case Stow(item=item):
            drag_item(qtbot, window, board.item(item), facts.bin_of(view, me))
        case TakeFromBin(item=item) | PickUp(item=item):
            drag_item(qtbot, window, board.item(item), facts.hand(me))
        case Toss(item=item):
            drag_item(qtbot, window, board.item(item), "sea")
        case Retrieve(target=target) if target in view.zones["sea"]:
            drag_item(qtbot, window, board.item(target), facts.hand(me))
        case ThrowBody(body=body):
            drag_item(qtbot, window, board.item(token_key(body)), "sea")
        case Carve(body=body):
            double_click(qtbot, window, board.item(token_key(body)))
        case Swim() | Haunt() if board.item(token_key(me)) is not None:
            double_click(qtbot, window, board.item(token_key(me)))
        case CatchFish() | Row() | RemoveWater() if _tool_for(window, action):
            double_click(qtbot, window, board.item(_tool_for(window, action)))
        case UseItem(item=item, to=to) if c.game.items.use(item) in USED and to in ("", me):
            double_click(qtbot, window, board.item(item))
        case Repair(item=item):
            double_click(qtbot, window, board.item(item))
        case Eat(ration=ration):
            click(qtbot, window, board.item(f"ration.{ration}"))
        case _:
            choose_in_action_bar(qtbot, window, action)
            return BAR
    return GESTURE
