"""Tide Pool's computer player: a random legal action, the same ones for the same seed."""

from __future__ import annotations

import random
from typing import Any

from petridish.core.actions import Action
from petridish.core.game import Game


class TidePoolBot:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, view: Any, seat: str, legal: list[Action]) -> Action:
        return self.rng.choice(legal)
