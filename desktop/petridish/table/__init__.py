"""The table: a generic Qt surface of cards, dice, tokens, zones and tracks.

Nothing here knows any game. A presenter lays out zones, creates pieces, moves them when
the rules model's state changes, and answers the drag controller's questions.
"""

from __future__ import annotations

from petridish.table.animator import Animator
from petridish.table.card import CardItem, HoverPreview
from petridish.table.die import DieItem, PercentileDice
from petridish.table.drag import DragController, Hold, KeyboardDrag
from petridish.table.piece import PieceItem
from petridish.table.scene import TableScene
from petridish.table.toast import Toast
from petridish.table.token import TokenItem
from petridish.table.track import TrackItem
from petridish.table.view import TableView
from petridish.table.zone import ZoneItem

__all__ = [
    "Animator",
    "CardItem",
    "DieItem",
    "DragController",
    "Hold",
    "HoverPreview",
    "KeyboardDrag",
    "PercentileDice",
    "PieceItem",
    "TableScene",
    "TableView",
    "Toast",
    "TokenItem",
    "TrackItem",
    "ZoneItem",
]
