"""ADAPTOID 24's things named as the cards and the table name them (no Qt).

Log lines, refusals and sandbox messages speak of "the Geneticist's Office" and "the
Spawn deck", never of ``g.office`` or ``spawn.deck``. Every such text in the game goes
through these functions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.games.adaptoid24.state import ADAPTOID, DRON, GENETICIST, HIDDEN, TASERS

if TYPE_CHECKING:
    from petridish.games.adaptoid24.rules import Adaptoid24

OWNER = {"a": ADAPTOID, "g": GENETICIST}

# What each family of cards is called when a place refuses it.
KIND = {
    "room": "Room cards",
    "spawn": "Spawns",
    "evo": "Evolution cards",
    "char": "Characters",
    "gear": "equipment",
}


def family(card: str) -> str:
    """'room', 'spawn', 'evo', 'char' or 'gear' (Tasers and the Dron)."""
    if card[:2] in ("a.", "g."):
        return "room"
    head = card.split(".", 1)[0]
    if head in ("spawn", "evo", "char"):
        return head
    return "gear"


def owner_of(card: str) -> str:
    """Whose card it is: the Adaptoid's rooms, Spawns and Evolutions, the Geneticist's
    rooms, Character and equipment."""
    kind = family(card)
    if kind == "room":
        return OWNER[card[0]]
    return ADAPTOID if kind in ("spawn", "evo") else GENETICIST


def is_room_card(card: str) -> bool:
    return card[:2] in ("a.", "g.")


def card_name(game: Adaptoid24, card: str, *, face_up: bool = True) -> str:
    """A card as its face names it: "the Geneticist's Office", "Taser 3", "a Spawn"."""
    if card == HIDDEN or not card:
        return "a face-down card"
    kind = family(card)
    if kind == "room":
        side = game.seat_name(OWNER[card[0]])
        return f"the {side}'s {game._room_name(card.split('.', 1)[1])}"
    if kind == "spawn":
        if not face_up:
            return "a face-down Spawn"
        return f"a Spawn of Resistance {game.spawn_value(card)}"
    if kind == "evo":
        return game.evolution_of(card).name
    if kind == "char":
        return game.cards.character(card.split(".", 1)[1]).name
    if card in TASERS:
        return "Taser " + card.split(".")[1]
    if card == DRON:
        return "the Dron"
    return "a card"


def zone_name(game: Adaptoid24, zone: str) -> str:
    """A place on the table as its label reads: "the Spawn deck", "the Adaptoid's rooms"."""
    fixed = {
        "adaptoid.hand": "the Adaptoid's hand",
        "geneticist.hand": "the Geneticist's hand",
        "adaptoid.row": "the Adaptoid's rooms",
        "geneticist.row": "the Geneticist's rooms",
        "geneticist.aside": "the set-aside pile",
        "geneticist.character": "the Character spot",
        "geneticist.equipment": "the Geneticist's equipment",
        "characters.box": "the unused Characters",
        "spawn.deck": "the Spawn deck",
        "spawn.discard": "the Spawn discard",
        "evo.discard": "the Evolution discard",
        "evo.pending": "“Drawn”",
        "evo.adaptoid": "the Adaptoid's evolutions",
    }
    if zone in fixed:
        return fixed[zone]
    head, _, rest = zone.partition(".")
    if head == "spawns":
        return f"the {game._room_name(rest)}'s Spawns"
    if head == "evo" and rest in ("defensive", "reproductive", "offensive"):
        return f"the {rest.capitalize()} deck"
    if head == "evo":
        return f"the {game._room_name(rest)}'s Evolution cards"
    return "that place"


# Which families each place can hold so that the rules can go on from it. Room cards of
# either side may lie in either hand or row (a card out of its owner's hand is inert and
# goes home when the phase ends); a Spawn may lie in a row (it goes back to the deck).
def families_for(zone: str) -> tuple[str, ...]:
    """The kinds of card ``zone`` may hold (for sandbox edits and loaded positions)."""
    if zone in ("adaptoid.hand", "geneticist.hand", "geneticist.aside"):
        return ("room",)
    if zone in ("adaptoid.row", "geneticist.row"):
        return ("room", "spawn")
    if zone in ("geneticist.character", "characters.box"):
        return ("char",)
    if zone == "geneticist.equipment":
        return ("gear",)
    if zone.startswith("spawn"):
        return ("spawn",)
    if zone.startswith("evo."):
        return ("evo",)
    return ()


def holds_only(zone: str) -> str:
    """ "holds only Spawns": why a place refuses a card of another kind."""
    kinds = [KIND[f] for f in families_for(zone)]
    return "holds only " + " and ".join(kinds) if kinds else "holds no cards"
