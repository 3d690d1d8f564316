"""ADAPTOID 24 card data, loaded from ``resources/games/adaptoid24/cards.toml``.

Rulebook "Set Up" lists the components; the values it does not print (spawn values,
Evolution card counts, characters) are reconstructed in the TOML file and can be
corrected there by a player who owns the printed game.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from petridish import resources
from petridish.core.content import ContentError, Entry, load_toml
from petridish.core.frozen import frozen

ABILITIES = (
    "warehouse",
    "research",
    "control_room",
    "robotics",
    "lab",
    "dining",
    "office",
    "garden",
)
DECKS = ("defensive", "reproductive", "offensive")
EFFECTS = ("clone", "scales", "rage", "spreading", "emp", "destroy", "intimidate")
# Rulebook "Set Up": 8 rooms each, 15 Evolution cards in three decks, 12 Spawns.
ROOMS_PER_SIDE = 8
EVOLUTION_PER_DECK = 5
SPAWN_COUNT = 12
MAX_SPAWN_VALUE = 9


@frozen
class Room:
    id: str
    name: str
    ability: str
    text: str


@frozen
class Evolution:
    id: str
    name: str
    deck: str
    effect: str
    count: int
    permanent: bool
    text: str


@frozen
class Character:
    id: str
    name: str
    title: str


@frozen
class CardSet:
    rooms: tuple[Room, ...]
    evolutions: tuple[Evolution, ...]
    spawn_values: tuple[int, ...]
    characters: tuple[Character, ...]
    source: str

    def room(self, room_id: str) -> Room:
        return next(r for r in self.rooms if r.id == room_id)

    def evolution(self, evo_id: str) -> Evolution:
        return next(e for e in self.evolutions if e.id == evo_id)

    def character(self, char_id: str) -> Character:
        return next(c for c in self.characters if c.id == char_id)


def _table(file: Path, data: dict, key: str) -> dict:
    value = data.get(key)
    if not isinstance(value, dict) or not value:
        raise ContentError(file, f"[{key}]", "missing or empty section")
    return value


def parse(file: Path) -> CardSet:
    """Read and validate a card file; raise ContentError naming file, entry and problem."""
    data = load_toml(file)
    rooms = []
    for rid, raw in _table(file, data, "rooms").items():
        e = Entry(file, f"[rooms.{rid}]", raw)
        e.reject_unknown(("name", "ability", "text"))
        rooms.append(
            Room(
                rid,
                e.get("name", str),
                e.get("ability", str, choices=ABILITIES),
                e.get("text", str, ""),
            )
        )
    if len(rooms) != ROOMS_PER_SIDE:
        raise ContentError(file, "[rooms]", f"needs {ROOMS_PER_SIDE} rooms, found {len(rooms)}")
    evolutions = []
    for eid, raw in _table(file, data, "evolution").items():
        e = Entry(file, f"[evolution.{eid}]", raw)
        e.reject_unknown(("name", "deck", "effect", "count", "permanent", "text", "reconstructed"))
        evolutions.append(
            Evolution(
                eid,
                e.get("name", str),
                e.get("deck", str, choices=DECKS),
                e.get("effect", str, choices=EFFECTS),
                e.integer("count", 0, EVOLUTION_PER_DECK),
                e.get("permanent", bool, False),
                e.get("text", str, ""),
            )
        )
    for deck in DECKS:
        size = sum(ev.count for ev in evolutions if ev.deck == deck)
        if size != EVOLUTION_PER_DECK:
            raise ContentError(
                file,
                "[evolution]",
                f"the {deck} deck must hold {EVOLUTION_PER_DECK} cards, holds {size}",
            )
    spawns = Entry(file, "[spawns]", data.get("spawns"))
    spawns.reject_unknown(("values", "reconstructed"))
    values = spawns.get("values", list)
    if len(values) != SPAWN_COUNT:
        raise spawns.fail(f"needs {SPAWN_COUNT} spawn values, found {len(values)}")
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_SPAWN_VALUE:
            raise spawns.fail(
                f"value {i + 1} must be a whole number 0..{MAX_SPAWN_VALUE}, got {v!r}"
            )
    characters = []
    for cid, raw in _table(file, data, "characters").items():
        e = Entry(file, f"[characters.{cid}]", raw)
        e.reject_unknown(("name", "title"))
        characters.append(Character(cid, e.get("name", str), e.get("title", str, "")))
    return CardSet(tuple(rooms), tuple(evolutions), tuple(values), tuple(characters), str(file))


@cache
def load() -> CardSet:
    """The card set shipped in (or edited into) the resources folder."""
    return parse(resources.path("games", "adaptoid24", "cards.toml"))
