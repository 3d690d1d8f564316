"""The rules-model framework: pure Python, no Qt.

Every game is a deterministic state machine (``Game``) over plain, JSON-serialisable
states. ``Session`` records the actions played and knows what may be undone. Names load
their module on first use, so that ``petridish.core.registry`` stays cheap to import.
"""

from __future__ import annotations

from petridish.lazy import lazy_names

_WHERE = {
    "Action": "actions",
    "Edit": "actions",
    "Event": "events",
    "Game": "game",
    "IllegalAction": "game",
    "Option": "game",
    "Outcome": "game",
    "Result": "game",
    "Rng": "rng",
    "RngState": "rng",
    "Session": "session",
}

__all__ = sorted(_WHERE)

__getattr__ = lazy_names(__name__, _WHERE)
