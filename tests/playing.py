"""Playing actions through a rules model in tests, whatever the game: the position after
them, the events they made, and those events by kind."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from petridish.core.events import Event
from petridish.core.game import Game


def run(game: Game[Any], state: Any, *actions: Any) -> tuple[Any, list[Event]]:
    """``state`` after ``actions`` played by ``game``'s rules, and every event they made."""
    events: list[Event] = []
    for action in actions:
        out = game.apply(state, action)
        state = out.state
        events += out.events
    return state, events


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: Iterable[Event], kind: str) -> list[dict[str, Any]]:
    """The data of each event of ``kind``, in order."""
    return [e.data for e in events if e.kind == kind]
