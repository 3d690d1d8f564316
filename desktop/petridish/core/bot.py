"""Computer players. A bot sees only ``game.view(state, seat)`` — never the true state —
and picks one of the seat's legal actions."""

from __future__ import annotations

import random
from typing import Any, Protocol

from petridish.core.actions import Action
from petridish.core.game import Game


class Bot(Protocol):
    name: str

    def choose(self, game: Game[Any], view: Any, seat: str, legal: list[Action]) -> Action:
        """Pick one of ``legal`` for ``seat``, knowing only ``view``."""
        ...


class RandomBot:
    """Uniformly random legal moves: the baseline a real bot must beat."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any], view: Any, seat: str, legal: list[Action]) -> Action:
        return self.rng.choice(legal)


class EasyPlayer:
    """The *easy* computer player: the normal player's move most of the time, now and
    then any legal move at all (legal, sometimes poor: good company for a first game)."""

    name = "easy"
    SLIP = 0.4  # how often it plays any legal move instead of the normal player's

    def __init__(self, normal: Bot, seed: int = 0) -> None:
        self.normal = normal
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any], view: Any, seat: str, legal: list[Action]) -> Action:
        if self.rng.random() < self.SLIP:
            return self.rng.choice(legal)
        return self.normal.choose(game, view, seat, legal)


def decide(game: Game[Any], state: Any, seat: str, bot: Bot) -> Action:
    """Ask ``bot`` for ``seat``'s move in ``state``, showing it only the seat's view."""
    legal = game.legal_actions(state, seat)
    if not legal:
        raise ValueError(f"{seat} has no move")
    return bot.choose(game, game.view(state, seat), seat, legal)
