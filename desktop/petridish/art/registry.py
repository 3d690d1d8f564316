"""Which games have card art, and where their templates live."""

from __future__ import annotations

from importlib import import_module

from petridish.art.template import CardTemplate
from petridish.core.registry import UnknownGame
from petridish.core.registry import entry as game_entry

# Game id -> module holding its TEMPLATE, imported only when asked for.
TEMPLATES = {
    "adaptoid24": "petridish.games.adaptoid24.art",
}


def template_for(game_id: str) -> CardTemplate:
    """The card template of ``game_id``; raise UnknownGame, naming the games that have
    card art, if there is none."""
    module = TEMPLATES.get(game_id)
    if module is None:
        known = ", ".join(sorted(TEMPLATES))
        try:
            name = game_entry(game_id).name
        except UnknownGame:
            raise UnknownGame(f"unknown game {game_id!r}; games with card art: {known}") from None
        raise UnknownGame(f"{name} has no card art yet; games with card art: {known}")
    template: CardTemplate = import_module(module).TEMPLATE
    return template
