"""Simultaneous secret choices: committed one seat at a time, masked in every other view
and log line, revealed together in one event.

A game keeps the choices made so far as a mapping, seat -> choice (a room, a ration, a
card laid face down). These functions are the one way every game commits, hides and
reveals them, so that no game can let a choice slip out through a view or the log.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from petridish.core.events import Event

HIDDEN = "?"  # what another seat's choice reads as until they are revealed


def owed(seats: Iterable[str], chosen: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats of ``seats`` that still owe their choice."""
    return tuple(seat for seat in seats if seat not in chosen)


def commit(chosen: Mapping[str, Any], seat: str, choice: Any) -> dict[str, Any]:
    """The choices with ``seat``'s added (a seat commits once)."""
    if seat in chosen:
        raise ValueError(f"{seat} has already chosen")
    return {**chosen, seat: choice}


def commit_event(
    seat: str, choice: Any, *, kind: str = "chosen", shown: bool = False, field: str = "choice"
) -> Event:
    """The log entry of a commitment: the seat reads its own choice; everyone else reads
    only that it chose (``shown``: a choice made face up, which everyone reads)."""
    data = {"seat": seat, field: choice}
    return Event(kind, data, seen_by=(seat,), public=data if shown else {"seat": seat})


def masked(
    chosen: Mapping[str, Any], viewer: str | None, *, shown: Iterable[str] = (), complete: int = 0
) -> dict[str, Any]:
    """The choices as ``viewer`` may see them: their own, those made face up
    (``shown``), and all of them once ``complete`` seats have chosen (they are then
    revealed); every other choice reads HIDDEN."""
    face_up = set(shown)
    if complete and len(chosen) >= complete:
        return dict(chosen)
    return {
        seat: choice if seat == viewer or seat in face_up else HIDDEN
        for seat, choice in chosen.items()
    }


def reveal_event(chosen: Mapping[str, Any], *, kind: str = "revealed") -> Event:
    """The one event that shows every choice at once (it cannot be taken back)."""
    return Event(kind, dict(chosen), reveal=True)


def reveal_anonymously(
    chosen: Mapping[str, Any],
    shuffle: Callable[[list[Any]], Sequence[Any]],
    *,
    kind: str = "revealed",
) -> tuple[tuple[Any, ...], Event]:
    """The choices as a pile shuffled and turned up together (ADRIFT's ration cards):
    the pile, and the one event that shows it, as ``{"pile": [...]}``.

    The pile is shuffled from the choices in sorted order, never in seat order, so
    that its order (and everything after it) depends only on what was chosen: no line,
    view or replay can tie a choice to its chooser. Whatever follows from each seat's
    own choice is that seat's alone to read."""
    pile = tuple(shuffle(sorted(chosen.values(), key=_order)))
    return pile, Event(kind, {"pile": list(pile)}, reveal=True, anonymous=True)


def _order(choice: Any) -> tuple[str, Any]:
    """One order for choices of any JSON type: numbers by value, the rest by text."""
    plain = isinstance(choice, int | float) and not isinstance(choice, bool)
    return (type(choice).__name__, choice if plain else repr(choice))
