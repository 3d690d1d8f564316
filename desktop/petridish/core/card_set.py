"""A rules model's card set: the shipped card list, loaded the first time it is needed,
or another one put in its place (a player's edited file, a test's own cards)."""

from __future__ import annotations

from typing import Generic, TypeVar

C = TypeVar("C")


class HoldsCards(Generic[C]):
    """Mixed into a game whose rules read a card list (see ``games/<id>/cards.py``)."""

    _cards: C | None = None  # loaded on first use: importing the rules reads no file

    def _load_cards(self) -> C:
        """The shipped card list (each game says where it comes from)."""
        raise NotImplementedError

    @property
    def cards(self) -> C:
        if self._cards is None:
            self._cards = self._load_cards()
        return self._cards

    def use_cards(self, cardset: C) -> None:
        """Play with another card set (an edited file, or a test's)."""
        self._cards = cardset
