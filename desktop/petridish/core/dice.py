"""A die as it lies on the table after it was rolled.

A game keeps the dice its players rolled in its state, so that every position shows
the dice it had: a replay at any step shows that step's dice, never a roll made later,
and a table is drawn from the position alone, with nothing rebuilt from the log.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rolled:
    """A rolled die: its ``sides``, the ``value`` showing, what it was rolled for
    (``purpose``, in the game's words) and by whom (``seat``)."""

    sides: int
    value: int
    purpose: str = ""
    seat: str = ""
