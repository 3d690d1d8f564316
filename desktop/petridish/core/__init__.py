"""The rules-model framework: pure Python, no Qt.

Every game is a deterministic state machine (``Game``) over plain, JSON-serialisable
states. ``Session`` records the actions played and knows what may be undone.
"""

from petridish.core.actions import Action, Edit
from petridish.core.events import Event
from petridish.core.game import Game, IllegalAction, Option, Outcome, Result
from petridish.core.rng import Rng, RngState
from petridish.core.session import Session

__all__ = [
    "Action",
    "Edit",
    "Event",
    "Game",
    "IllegalAction",
    "Option",
    "Outcome",
    "Result",
    "Rng",
    "RngState",
    "Session",
]
