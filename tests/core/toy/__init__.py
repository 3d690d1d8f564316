"""Tide Pool (id ``toy``), a small game that exists only to test the framework: any
number of players from 1 to 8, any-order optional moves, one simultaneous secret
choice, dice and a shuffled deck at named draw points, hidden cards in zones and
sandbox edits. It has no rulebook; ``rules.py`` states its rules.

:func:`register_toy` adds it to the registry so tests can start it by id. It has no
table presenter yet, so the registry lists it as coming until one is given.
"""

from __future__ import annotations

from dataclasses import replace

from petridish.core import registry
from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="toy",
    name="Tide Pool",
    players="1–8 players",
    pitch="Forage for shells, then guess the tide.",
    order=900,
    rules="tests.core.toy.rules:GAME",
    bot="tests.core.toy.bot:TidePoolBot",
)


def register_toy(presenter: str = "") -> GameInfo:
    """Register Tide Pool (with ``presenter``, a ``"module:Class"`` path, if one is
    given) and return what was registered; ``registry.unregister("toy")`` undoes it."""
    info = replace(INFO, presenter=presenter)
    registry.register(info)
    return info
