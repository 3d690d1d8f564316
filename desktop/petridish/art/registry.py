"""Which games have card art: the template each game's folder declares (``INFO.art``)."""

from __future__ import annotations

from petridish.art.template import CardTemplate
from petridish.core import registry


def template_for(game_id: str) -> CardTemplate:
    """The card template of ``game_id``; raise UnknownGame, naming the games that have
    card art, if there is none."""
    info = registry.entry(game_id)  # raises UnknownGame for an unknown id
    if not info.art:
        known = ", ".join(i.id for i in registry.games() if i.art)
        raise registry.UnknownGame(f"{info.name} has no card art yet; games with card art: {known}")
    template: CardTemplate = registry.resolve(info.art)
    return template
