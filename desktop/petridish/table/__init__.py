"""The table: a generic Qt surface of cards, dice, tokens, counters, zones and tracks.

Nothing here knows any game. A presenter lays out zones, describes each view of the rules
model as specs (``table.specs``: a card, a die and whether it was just rolled, a token, a
counter, a track), and answers the drag controller's questions; the ``Board`` creates,
moves, turns over, rolls and retires the items to match.
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
