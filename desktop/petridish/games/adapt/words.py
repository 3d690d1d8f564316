"""A.D.A.P.T.'s things named as the cards and the table name them (no Qt).

Log lines, refusals and sandbox messages speak of "Coral's jaws" and "Gene Stream 2",
never of ``coral.jaws`` or ``stream.2``: each place by the name its label on the table
gives it, and nothing by the rulebook's abbreviations (its "PGP" is the table's Gene
Pool).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.games.adapt.cards import Card
from petridish.games.adapt.state import (
    BODY,
    DECK,
    DISCARD,
    GUPPIES,
    HIDDEN,
    LOCATIONS,
    PGP,
    STREAM,
)

if TYPE_CHECKING:
    from petridish.core.game import Names
    from petridish.games.adapt.rules import AdaptGame


def split(zone: str) -> tuple[str, str]:
    """'coral.jaws' -> ('coral', 'jaws'); 'deck' -> ('', 'deck')."""
    head, _, rest = zone.partition(".")
    return (head, rest) if rest else ("", head)


def fits(card: Card, zone: str) -> bool:
    """Whether ``card`` may lie in ``zone``: Guppies on a fish's Body or in the box,
    Bodies on a Body, Parts at their own location; Bodies and Parts in a Gene Pool, the
    Gene Stream, the deck and the discard pile."""
    owner, place = split(zone)
    if owner == STREAM:
        owner, place = "", STREAM
    if card.kind == "guppy":
        return place in (BODY, GUPPIES)
    if place == BODY:
        return card.kind == "body"
    if place in LOCATIONS:
        return card.kind == "part" and card.location == place
    return place in (PGP, STREAM, DECK, DISCARD)


def holds_only(zone: str) -> str:
    """Why a place refuses a card of another kind."""
    owner, place = split(zone)
    if owner == STREAM:
        return "holds only Bodies and Parts"
    if place == BODY:
        return "holds only Guppies and Bodies"
    if place in LOCATIONS:
        return f"holds only {place} Parts"
    if place == GUPPIES:
        return "holds only Guppies"
    return "holds only Bodies and Parts"


def zone_name(game: AdaptGame, zone: str, names: Names | None = None) -> str:
    """A place as its label on the table reads: "Coral's jaws", "Coral's Gene Pool",
    "Gene Stream 2", "the deck", "the Guppies set aside"."""
    owner, place = split(zone)
    if owner == STREAM:
        return f"Gene Stream {place}"
    fixed = {DECK: "the deck", DISCARD: "the discard pile", GUPPIES: "the Guppies set aside"}
    if not owner:
        return fixed.get(place, "that place")
    name = game.seat_name(owner, names)
    if place == PGP:
        return f"{name}'s Gene Pool"
    if place == BODY:
        return f"{name}'s Body"
    return f"{name}'s {place}"


def card_name(game: AdaptGame, cid: str) -> str:
    """A card as its face names it ("Spiked Horn"), or "a face-down card"."""
    if not cid or cid == HIDDEN:
        return "a face-down card"
    try:
        return game.cards.design(cid).name
    except KeyError:
        return "a card"


def guppy_roll(face: int) -> str:
    """What a Guppy's attack roll counts for, in words (rulebook line 62: odd 1, even 2)."""
    odd = face % 2
    return f"{face} ({'odd' if odd else 'even'}, so a Guppy's roll counts {1 if odd else 2})"


def plural(n: int, word: str) -> str:
    """'1 card', '3 cards'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
