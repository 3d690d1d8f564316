"""The working copy an ADAPTOID 24 action is carried out on: the core's (``core.work``),
with the card set at hand, so that the rules read an Evolution's effect, a Spawn's
value or a room's ability without looking through the card file."""

from __future__ import annotations

from petridish.core import work
from petridish.games.adaptoid24.cards import Lookup
from petridish.games.adaptoid24.state import State


class Work(work.Work[State]):
    __slots__ = ("look",)

    def __init__(self, state: State, look: Lookup, *, search: bool = False) -> None:
        super().__init__(state, search=search)
        self.look = look
