"""The working copy an ADRIFT action is carried out on: the core's ``Work`` (every
change of the position, every draw and every event goes through it, see
``core.work``) with ADRIFT's cards at hand, and each player's d8."""

from __future__ import annotations

from petridish.core import work
from petridish.games.adrift.content import Items, Tables
from petridish.games.adrift.state import State


class Work(work.Work[State]):
    """The core's working copy with ADRIFT's ``items`` and ``tables``, which the game's
    ``working_copy`` sets once it is made (one call less at every move of a search)."""

    __slots__ = ("items", "tables")
    items: Items
    tables: Tables

    def d8(self, seat: str, point: str, purpose: str) -> int:
        """``seat``'s d8 (each player's last roll lies before them)."""
        return self.roll(f"d8.{seat}", 8, point, purpose, seat)
