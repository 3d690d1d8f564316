"""Stages of play in which seats act in any order.

In an *any-order* stage every seat able to act may act (``MAY``), in whatever order the
people at the table like and as often as the game allows, until each has said it is
done (a ``Pass``: "Done") or can do no more; then the stage is over. Nobody waits for a
turn. ADRIFT's day is such a stage, and so is Tide Pool's foraging (the test game).

A game keeps who has said Done in its state (a frozenset of seats), asks
:func:`any_order` for its ``activity`` during the stage, and ends the stage when
:func:`stage_over` says so, or sooner on a condition of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from petridish.core.game import MAY


def any_order(
    seats: Iterable[str], done: frozenset[str], able: Callable[[str], bool]
) -> dict[str, str]:
    """The stage's activity: every seat that is ``able`` to act and has not said Done may
    act, in any order (seat order here is only the order people are listed in)."""
    return {seat: MAY for seat in seats if seat not in done and able(seat)}


def said_done(done: frozenset[str], seat: str) -> frozenset[str]:
    """Who has said Done once ``seat`` has."""
    return done | {seat}


def stage_over(seats: Iterable[str], done: frozenset[str], able: Callable[[str], bool]) -> bool:
    """Every seat able to act has said Done (or none can act any more)."""
    return not any_order(seats, done, able)
