from __future__ import annotations

from pathlib import Path

import pytest

from petridish.games.adapt.cards import parse
from petridish.games.adapt.rules import GAME

RULES_CARDS = Path(__file__).with_name("rules_cards.toml")


@pytest.fixture
def rules_cards():
    """Play with the rules tests' own cards (``rules_cards.toml``) for one test: its
    arithmetic stays right whatever the shipped cards' numbers are tuned to."""
    shipped = GAME.cards
    GAME.use_cards(parse(RULES_CARDS))
    try:
        yield GAME.cards
    finally:
        GAME.use_cards(shipped)
