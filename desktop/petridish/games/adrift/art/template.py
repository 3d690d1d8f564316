"""ADRIFT card art: the card template.

One face per item design, keyed by its design id (``item.oar``, ``item.compass``): every
copy of a design shares it. One back for all 30 items, ``back.item``, since they are
shuffled together and dealt into the two storage bins (rulebook "Set Up"). Faces are
drawn from the item list (:mod:`petridish.games.adrift.content`), so a corrected
``items.toml`` gets matching art.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Any

from petridish.art.template import CardTemplate, card_data
from petridish.core.card_set import HoldsCards

if TYPE_CHECKING:
    from PIL import Image

    from petridish.games.adrift.content import Item, Items

BACK = "back.item"
HIDDEN = "?"


class AdriftArt(HoldsCards["Items"], CardTemplate):
    """Draws every ADRIFT item card from an item list (by default the shipped one)."""

    game_id = "adrift"
    name = "ADRIFT"
    # Raise whenever a face is drawn differently: faces are kept on disk under this
    # number, and an old one must not outlive its drawing.
    version = 1

    def __init__(self, items: Items | None = None) -> None:
        self._cards = items

    def _load_cards(self) -> Items:
        from petridish.games.adrift.content import load  # on first use, not at import

        return load().items

    def _design(self, key: str) -> Item:
        for item in self.cards.designs:
            if item.id == key:
                return item
        raise KeyError(f"adrift has no item {key!r}")

    # -- the face list ----------------------------------------------------------------
    def faces(self) -> list[str]:
        """A face per item design, in file order, then the back."""
        return [d.id for d in self.cards.designs] + [BACK]

    def print_run(self) -> list[str]:
        """Every item card, each design as many times as its copies (rulebook
        "Components": 30 item cards), then one back."""
        items = self.cards
        return [items.item(copy).id for copy in items.copies()] + [BACK]

    def data_for(self, key: str) -> dict[str, Any]:
        """The item behind face ``key`` (raises KeyError for an unknown face)."""
        self.check(key)
        if key == BACK:
            return {"face": key}
        item = card_data(self._design(key))
        item.pop("count", None)  # how many copies exist does not change the picture
        return {"face": key, "item": item}

    # -- state card -> face ---------------------------------------------------------------
    def face_key(self, card_id: str, up: bool = True, hint: str = "") -> str:
        """The face of state card ``card_id``: a copy id (``item.oar.2``,
        ``item.compass``) or a design id shows its design's face when ``up``; a card
        face down, or hidden (``"?"``, whatever the ``hint``), shows the back."""
        if card_id == HIDDEN:
            return BACK
        try:
            design = self.cards.item(card_id).id
        except KeyError:
            design = self._design(card_id).id  # raises KeyError naming the card
        return design if up else BACK

    # -- drawing ------------------------------------------------------------------------
    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        """Draw face ``key`` at the given pixel size (RGBA, rounded corners)."""
        # The painters (and Pillow) load on the first face drawn: a warm cache never
        # needs them, and opening a table should not pay for them.
        from petridish.art.draw import Canvas
        from petridish.games.adrift.art.backs import back
        from petridish.games.adrift.art.paper import item_face

        self.check(key)
        c = Canvas(width_px, height_px)
        seed = zlib.crc32(key.encode())
        if key == BACK:
            back(c, seed)
        else:
            item_face(c, self._design(key), seed)
        return c.finish()


TEMPLATE = AdriftArt()
