"""Who moves next, for every way a game is played: headless (``simulate``, the
conformance suite, benchmarks) and at the table (the app's controller).

The game declares who must act and who may (:meth:`Game.activity`). The one policy here
decides when a computer seat takes its turn: a computer that must act does so; one that
may act waits for the people who may act too, until they have said they are done or
have left the table alone for a moment. Headless play has no people, so there every
seat is a computer and :func:`play` just asks whoever may act.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from petridish.core.actions import Action
from petridish.core.game import MAY, MUST, Game, Outcome

Chooser = Callable[[Any, str, list[Action]], Action]  # (state, seat, legal) -> action


def computer_turn(
    game: Game[Any], state: Any, computers: Collection[str], people_waited: bool = False
) -> str | None:
    """The computer seat to act now, or None.

    One that must act goes first. One that only may act goes when no person may act
    now, or once ``people_waited`` (the people who may act said "done", or have let a
    moment go by): a computer never races ahead of people playing in any order. Where
    the game puts the people first (``Game.people_first``), none acts while a person
    still may."""
    active = game.activity(state)
    order = game.seats_of(state)
    if game.people_first(state) and any(s in active for s in order if s not in computers):
        return None  # the people choose first; the computers take what is left
    for seat in order:
        if seat in computers and active.get(seat) == MUST:
            return seat
    people_may = any(active.get(s) in (MUST, MAY) for s in order if s not in computers)
    if people_may and not people_waited:
        return None
    return next((s for s in order if s in computers and active.get(s) == MAY), None)


@dataclass(frozen=True, slots=True)
class Played:
    """One move of a headless game: who, what, and what came of it."""

    seat: str
    action: Action
    outcome: Outcome[Any]


def play(
    game: Game[Any],
    state: Any,
    choose: Chooser,
    *,
    pick_seat: Callable[[Sequence[str]], str] | None = None,
    limit: int = 100_000,
) -> Iterator[Played]:
    """Play ``state`` out: each move, a seat that may act (the first that must, or
    ``pick_seat``'s pick among all that may) chooses one of its legal actions. Yields
    every move; raises RuntimeError past ``limit`` moves (a game that never ends)."""
    for _ in range(limit):
        if game.is_terminal(state):
            return
        movers = game.to_move(state)
        if not movers:
            raise RuntimeError(f"{game.name}: nobody can move and the game is not over")
        seat = pick_seat(movers) if pick_seat is not None else movers[0]
        legal = game.legal_actions(state, seat)
        action = choose(state, seat, legal)
        outcome = game.apply(state, action)
        yield Played(seat, action, outcome)
        state = outcome.state
    raise RuntimeError(f"{game.name}: the game did not end after {limit:,} moves")


def final(game: Game[Any], state: Any, choose: Chooser, **kwargs: Any) -> tuple[Any, int]:
    """The end of ``state`` played out with ``choose``, and how many moves it took."""
    moves = 0
    for played in play(game, state, choose, **kwargs):
        state = played.outcome.state
        moves += 1
    return state, moves
