"""Genegrafter card art: the card template.

One face per card design, keyed by its design id (``character.nebrus``,
``ability.gamma_blast``, ``gear.rocket_boots``, ``event.quake``, ``dna.strand``): every
copy of a design shares it. One back for the whole deck, ``back.card``, since the deck
is shuffled together (rulebook "Set Up"). Faces are drawn from the card data
(:mod:`petridish.games.genegrafter.cards`), so a corrected card list gets matching art.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Any

from petridish.art.template import CardTemplate, card_data
from petridish.core.card_set import HoldsCards

if TYPE_CHECKING:
    from PIL import Image

    from petridish.games.genegrafter.cards import CardSet

BACK = "back.card"
HIDDEN = "?"


class GenegrafterArt(HoldsCards["CardSet"], CardTemplate):
    """Draws every Genegrafter card face from a card set (by default the shipped one)."""

    game_id = "genegrafter"
    name = "Genegrafter"
    # Raise whenever a face is drawn differently: faces are kept on disk under this
    # number, and an old one must not outlive its drawing.
    version = 3

    def __init__(self, cardset: CardSet | None = None) -> None:
        self._cards = cardset

    def _load_cards(self) -> CardSet:
        from petridish.games.genegrafter.cards import load  # on first use, not at import

        return load()

    def _designs(self) -> list[Any]:
        cs = self.cards
        return [*cs.characters, *cs.abilities, *cs.gear, *cs.events, *cs.strands]

    # -- the face list ----------------------------------------------------------------
    def faces(self) -> list[str]:
        """A face per design (Characters, Abilities, Gear, Events, DNA Strands), then
        the back."""
        return [d.id for d in self._designs()] + [BACK]

    def print_run(self) -> list[str]:
        """Every physical card of the deck, each design as many times as its copies
        (rulebook "Game Components": 54 cards), then one back."""
        cs = self.cards
        return [cs.card(copy).id for copy in cs.copies()] + [BACK]

    def data_for(self, key: str) -> dict[str, Any]:
        """The card data behind face ``key`` (raises KeyError for an unknown face)."""
        self.check(key)
        if key == BACK:
            return {"face": key}
        card = card_data(self.cards.design(key))
        card.pop("count", None)  # how many copies exist does not change the picture
        return {"face": key, "card": card}

    # -- state card -> face ---------------------------------------------------------------
    def face_key(self, card_id: str, up: bool = True, hint: str = "") -> str:
        """The face of state card ``card_id``: a copy id (``ability.blind.2``,
        ``dna.strand.3``) or a design id shows its design's face when ``up``; a card
        face down, or hidden (``"?"``, whatever the ``hint``), shows the back."""
        if card_id == HIDDEN:
            return BACK
        cs = self.cards
        try:
            design = cs.card(card_id).id
        except KeyError:
            design = cs.design(card_id).id  # raises KeyError naming the card
        return design if up else BACK

    # -- drawing ------------------------------------------------------------------------
    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        """Draw face ``key`` at the given pixel size (RGBA, rounded corners)."""
        # The painters (and Pillow) load on the first face drawn: a warm cache never
        # needs them, and opening a table should not pay for them.
        from petridish.art.draw import Canvas
        from petridish.games.genegrafter.art.abilities import ability
        from petridish.games.genegrafter.art.backs import back, strand
        from petridish.games.genegrafter.art.characters import character
        from petridish.games.genegrafter.art.events import event
        from petridish.games.genegrafter.art.gear import gear

        self.check(key)
        c = Canvas(width_px, height_px)
        seed = zlib.crc32(key.encode())
        if key == BACK:
            back(c, seed)
            return c.finish()
        painters = {
            "character": character,
            "ability": ability,
            "gear": gear,
            "event": event,
            "dna": strand,
        }
        painters[key.partition(".")[0]](c, self.cards.design(key), seed)
        return c.finish()


TEMPLATE = GenegrafterArt()
