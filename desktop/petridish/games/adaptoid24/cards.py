"""ADAPTOID 24 card data, loaded from ``resources/games/adaptoid24/cards.toml``.

Rulebook "Set Up" lists the components; the values it does not print (spawn values,
Evolution card counts, characters) are reconstructed in the TOML file and can be
corrected there by a player who owns the printed game.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from petridish import resources
from petridish.core.content import (
    ContentError,
    Entry,
    check_id,
    check_sections,
    load_toml,
    quote,
    section,
)

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
SECTIONS = ("meta", "rooms", "evolution", "spawns", "characters")
FORMAT_VERSION = 1

# Limits on what a player may type in, each several times what the printed cards need
# (the longest name is 18 characters, the longest text about 130): every card must fit
# its face, and every face is drawn, so a file within them starts and renders as fast as
# the shipped one.
MAX_NAME = 40
MAX_TITLE = 40
MAX_TEXT = 400
# Fifteen Evolution cards allow at most fifteen kinds with a count; the rest of the room
# is for kinds kept at count 0. Each Character is two faces.
MAX_EVOLUTIONS = 30
MAX_CHARACTERS = 12
# A room's id also names zones (``evo.<room>``, ``spawns.<room>``): these ids would be
# the same zone as a deck, the discard or the Adaptoid's own Evolution pile.
RESERVED_ROOM_IDS = (*DECKS, "discard", "pending", "adaptoid")


@dataclass(frozen=True, slots=True)
class Room:
    id: str
    name: str
    ability: str
    text: str


@dataclass(frozen=True, slots=True)
class Evolution:
    id: str
    name: str
    deck: str
    effect: str
    count: int
    permanent: bool
    text: str


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    name: str
    title: str


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class Lookup:
    """A card set as the rules look it up on every action, by the ids cards have on
    the table: built once per card set (``Adaptoid24.lookup``)."""

    cards: CardSet
    rooms: tuple[str, ...]  # every room's id, in the card file's order
    room_order: dict[str, int]  # room id -> its place in ``rooms``
    abilities: dict[str, str]  # room id -> the Geneticist's ability there
    evolutions: dict[str, Evolution]  # 'evo.clone.2' -> the Clone card
    spawn_values: dict[str, int]  # 'spawn.3' -> its value
    spawns: frozenset[str]  # every Spawn card's id

    @classmethod
    def of(cls, cards: CardSet) -> Lookup:
        rooms = tuple(r.id for r in cards.rooms)
        spawns = {f"spawn.{i}": v for i, v in enumerate(cards.spawn_values, 1)}
        return cls(
            cards,
            rooms,
            {r: i for i, r in enumerate(rooms)},
            {r.id: r.ability for r in cards.rooms},
            {f"evo.{e.id}.{n}": e for e in cards.evolutions for n in range(1, e.count + 1)},
            spawns,
            frozenset(spawns),
        )


def _entries(
    file: Path, data: dict[str, Any], key: str, least: int, most: int
) -> list[tuple[str, Entry]]:
    """(id, Entry) for each table of section ``[key]``, its count and ids checked first."""
    tables = section(file, data, key, least, most)
    for eid in tables:
        check_id(file, key, eid)
    return [(eid, Entry(file, f"[{key}.{eid}]", raw)) for eid, raw in tables.items()]


def parse(file: Path) -> CardSet:
    """Read and validate a card file; raise ContentError naming file, entry and problem."""
    data = load_toml(file)
    check_sections(file, data, SECTIONS)
    if "meta" in data:
        _meta(Entry(file, "[meta]", data["meta"]))
    rooms = []
    for rid, e in _entries(file, data, "rooms", ROOMS_PER_SIDE, ROOMS_PER_SIDE):
        if rid in RESERVED_ROOM_IDS:
            raise e.fail(f"a room cannot be called {rid!r} (a deck or pile has that name)")
        e.reject_unknown(("name", "ability", "text"))
        rooms.append(
            Room(
                rid,
                e.text("name", MAX_NAME, blank=False),
                e.get("ability", str, choices=ABILITIES),
                e.text("text", MAX_TEXT, "", lines=True),
            )
        )
    evolutions = []
    for eid, e in _entries(file, data, "evolution", 1, MAX_EVOLUTIONS):
        e.reject_unknown(("name", "deck", "effect", "count", "permanent", "text", "reconstructed"))
        e.get("reconstructed", bool, False)
        evolutions.append(
            Evolution(
                eid,
                e.text("name", MAX_NAME, blank=False),
                e.get("deck", str, choices=DECKS),
                e.get("effect", str, choices=EFFECTS),
                e.integer("count", 0, EVOLUTION_PER_DECK),
                e.get("permanent", bool, False),
                e.text("text", MAX_TEXT, "", lines=True),
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
    if "spawns" not in data:
        raise ContentError(file, "[spawns]", "missing section")
    spawns = Entry(file, "[spawns]", data["spawns"])
    spawns.reject_unknown(("values", "reconstructed"))
    spawns.get("reconstructed", bool, False)
    values = spawns.get("values", list)
    if len(values) != SPAWN_COUNT:
        raise spawns.fail(f"needs {SPAWN_COUNT} spawn values, found {len(values):,}")
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_SPAWN_VALUE:
            raise spawns.fail(
                f"value {i + 1} must be a whole number 0..{MAX_SPAWN_VALUE}, got {quote(v)}"
            )
    characters = []
    for cid, e in _entries(file, data, "characters", 1, MAX_CHARACTERS):
        e.reject_unknown(("name", "title"))
        characters.append(
            Character(cid, e.text("name", MAX_NAME, blank=False), e.text("title", MAX_TITLE, ""))
        )
    return CardSet(tuple(rooms), tuple(evolutions), tuple(values), tuple(characters), str(file))


def _meta(e: Entry) -> None:
    e.reject_unknown(("game", "version"))
    e.get("game", str, "adaptoid24", choices=("adaptoid24",))
    version = e.get("version", int, FORMAT_VERSION)
    if version != FORMAT_VERSION:
        raise e.fail(f"field 'version' must be {FORMAT_VERSION}, got {quote(version)}")


@cache
def load() -> CardSet:
    """The card set shipped in (or edited into) the resources folder."""
    # Not resources.path(): parse() says why the file cannot be read (missing, a folder,
    # a link loop...), where path() could say only that it does not exist.
    return parse(resources.root() / "games" / "adaptoid24" / "cards.toml")
