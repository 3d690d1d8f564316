"""A.D.A.P.T. card art: the card template.

One face per card design, ``card.<design id>`` (``card.body.clownfish``,
``card.part.spiked_horn``, ``card.guppy.striped``): every copy of a design shares it.
One back for the whole deck, ``back.card``: the sea. Faces are drawn from the card
data (:mod:`petridish.games.adapt.cards`), so a corrected card list gets matching art.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from petridish.art.template import CardTemplate, card_data
from petridish.core.card_set import HoldsCards

if TYPE_CHECKING:
    from PIL import Image

    from petridish.games.adapt.cards import CardSet

BACK = "back.card"
HIDDEN = "?"


class AdaptArt(HoldsCards["CardSet"], CardTemplate):
    """Draws every A.D.A.P.T. card face from a card set (by default the shipped one)."""

    game_id = "adapt"
    name = "A.D.A.P.T."
    # Raise whenever a face is drawn differently (tests/art/test_art_versions.py notices):
    # faces are kept on disk under this number, and an old one must not outlive its drawing.
    version = 2

    def __init__(self, cardset: CardSet | None = None) -> None:
        self._cards = cardset

    def _load_cards(self) -> CardSet:
        from petridish.games.adapt.cards import load_cards  # on first use, not at import

        return load_cards()

    # -- the face list ----------------------------------------------------------------
    def faces(self) -> list[str]:
        """A face per design, in the card list's order, then the back."""
        return [f"card.{c.id}" for c in self.cards.cards] + [BACK]

    def print_run(self) -> list[str]:
        """Every physical card: each Body and Part as many times as its count, each Guppy
        once (players choose one), then one back."""
        run = []
        for c in self.cards.cards:
            copies = 1 if c.kind == "guppy" else c.count
            run += [f"card.{c.id}"] * copies
        return [*run, BACK]

    def data_for(self, key: str) -> dict[str, Any]:
        """The card data behind face ``key`` (raises KeyError for an unknown face)."""
        self.check(key)
        if key == BACK:
            return {"face": key}
        card = card_data(self.cards.design(key.removeprefix("card.")))
        card.pop("count")  # how many copies exist does not change the picture
        card["stats"] = [list(s) for s in card["stats"]]
        return {"face": key, "card": card}

    # -- state card -> face ---------------------------------------------------------------
    def face_key(self, card_id: str, up: bool = True, hint: str = "") -> str:
        """A copy id (``"body.clownfish#2"``) or design id shows its design's face when
        ``up``, else the back; a hidden card (``"?"``) shows the back."""
        if card_id == HIDDEN or not up:
            return BACK
        return f"card.{self.cards.design(card_id).id}"

    # -- drawing ------------------------------------------------------------------------
    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        """Draw face ``key`` at the given pixel size (RGBA, rounded corners)."""
        # The painters (and Pillow) load on the first face drawn.
        from petridish.art.draw import Canvas
        from petridish.games.adapt.art.faces import back, face

        self.check(key)
        c = Canvas(width_px, height_px)
        if key == BACK:
            back(c)
        else:
            face(c, self.cards.design(key.removeprefix("card.")))
        return c.finish()


TEMPLATE = AdaptArt()
