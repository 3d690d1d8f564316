"""Tide Pool (id ``toy``), a small game that exists only to test the framework: any
number of players from 1 to 8, any-order optional moves, one simultaneous secret
choice, dice and a shuffled deck at named draw points, hidden cards in zones and
sandbox edits. It has no rulebook; ``rules.py`` states its rules.

:func:`register_toy` adds it to the registry so tests can start it by id. Its table
(a presenter and card art, in ``tests/ui/toy_presenter.py`` and ``art.py``) is given
only by the GUI tests; without one the registry lists it as coming.
"""

from __future__ import annotations

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


def register_toy(presenter: str = "", art: str = "") -> GameInfo:
    """Register Tide Pool (with ``presenter`` and ``art``, ``"module:attribute"`` paths,
    if given) and return what was registered; ``registry.unregister("toy")`` undoes it."""
    info = INFO._replace(presenter=presenter, art=art)
    registry.register(info)
    return info
