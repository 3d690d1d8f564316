"""A hint: the move a computer player rates best for a seat, and one line on why.

A computer player adds a little chance to its own play so that it is not predictable;
a hint is its best move without that (the bot's ``best``, where it has one), seen from
the seat's own view, with the bot's ``explain`` for the reason."""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Action
from petridish.core.bot import Bot, decide
from petridish.core.game import Game


def advise(game: Game[Any], state: Any, seat: str, bot: Bot) -> tuple[Action, str]:
    """The move ``bot`` rates best for ``seat`` in ``state``, and why ("" if the bot
    gives no reasons). Raise ValueError if the seat has no move."""
    view = game.view(state, seat)
    best = getattr(bot, "best", None)
    if best is None:
        action = decide(game, state, seat, bot)
    else:
        legal = game.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"{seat} has no move")
        action = best(game, view, seat, legal)
    explain = getattr(bot, "explain", None)
    return action, explain(game, view, seat, action) if explain is not None else ""
