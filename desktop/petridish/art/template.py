"""What a game provides so its cards can be drawn, cached and printed.

A face key names one printable side of one card design ("room.g.lab", "back.spawn"):
several copies of a card share a face, and a two-sided card has two. The table asks
:meth:`CardTemplate.face_key` which face shows a card of the game state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Pillow loads when a face is drawn, not when keys are looked up
    from PIL import Image


def card_data(card: Any) -> dict[str, Any]:
    """A card's fields, as a face's data names them (``CardTemplate.data_for``): a dict
    of its fields, a card within it a dict too. What ``dataclasses.asdict`` gives, as
    JSON sees it, without its deep copy of every value: a table's start works out a
    face's data for every face of its game (some 90 in A.D.A.P.T.), in a tenth of the
    time."""
    return {
        f.name: card_data(value) if is_dataclass(value) else value
        for f in fields(card)
        for value in (getattr(card, f.name),)
    }


CARD_MM = (63.0, 88.0)  # poker size
REF_SIZE = (750, 1050)  # the reference render; every other size scales from it


class CardTemplate(ABC):
    """A game's card art. Subclasses set the three attributes and draw every face."""

    game_id: str = ""
    name: str = ""  # the game's name as printed, for page footers
    version: int = 1  # bump whenever the drawing changes, so cached PNGs are redrawn
    # (the cards in use, the set of faces they have): see _face_set
    _faces_kept: tuple[object, frozenset[str]] | None = None

    @abstractmethod
    def faces(self) -> list[str]:
        """Every face key the game can show: card fronts (both sides of two-sided cards)
        and backs, in a stable order."""

    @abstractmethod
    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        """Draw face ``key`` as an RGBA image of exactly the given size, transparent
        outside the rounded corners."""

    @abstractmethod
    def data_for(self, key: str) -> dict[str, Any]:
        """The card data face ``key`` is drawn from (JSON-serialisable): when it
        changes, the cached picture is stale."""

    @abstractmethod
    def face_key(self, card_id: str, up: bool = True, hint: str = "") -> str:
        """The face showing for state card ``card_id``. ``up`` is the face-up side (for
        two-sided cards, the first-named side). A hidden card ("?") shows the back its
        ``hint`` names (a card family or a zone)."""

    def print_run(self) -> list[str]:
        """The faces to print for a full physical set, one entry per card (a face is
        repeated for each copy; both sides of a two-sided card are listed). By default
        one of each face."""
        return self.faces()

    def check(self, key: str) -> None:
        """Raise KeyError unless ``key`` is one of :meth:`faces`."""
        if key not in self._face_set():
            raise KeyError(f"{self.game_id} has no card face {key!r}")

    def _face_set(self) -> frozenset[str]:
        # faces() lists them anew on each call, and a table checks every face it names
        # (88 for A.D.A.P.T.: that was 88 lists of 88). The set is kept while the same
        # cards are in use; a template given other cards (use_cards) makes it again.
        cards = getattr(self, "cards", None)
        if self._faces_kept is None or self._faces_kept[0] is not cards:
            self._faces_kept = (cards, frozenset(self.faces()))
        return self._faces_kept[1]
