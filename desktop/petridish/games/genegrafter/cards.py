"""Genegrafter card data, loaded from ``resources/games/genegrafter/cards.toml``.

Rulebook "Game Components" gives a 54-card deck, "Card Types" and "Card Explanation" what
each kind of card shows, "Super Powers" the 18 powers; the cards themselves are not
printed. The list is reconstructed in the TOML file, and a player who owns the printed
game can correct it there. Every card is checked on load; a ContentError names the file,
the entry (``[ability.gamma_blast]``) and the problem.

A card's design id is its kind and key, ``"character.nebrus"``. Each card in the deck has
a copy id: the design id for a design of one copy, ``"dna.strand.2"`` (numbered from 1)
for a copy of a design of several.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from petridish import resources
from petridish.core.content import (
    ContentError,
    Entry,
    card_tables,
    check_sections,
    load_card_toml,
    quote,
)

# Rulebook "Super Powers", in its order.
POWERS = (
    "radiation",
    "antimatter",
    "flight",
    "luck",
    "kinetic",
    "teleportation",
    "telepathy",
    "infinity",
    "telekinesis",
    "gravity",
    "electricity",
    "clairvoyance",
    "shadow",
    "light",
    "strength",
    "regeneration",
    "pyrokinesis",
    "cryokinesis",
)
POWER_NAMES = {
    "radiation": "Radiation Manipulation",
    "antimatter": "Anti-matter Manipulation",
    "flight": "Flight",
    "luck": "Luck",
    "kinetic": "Kinetic Manipulation",
    "teleportation": "Teleportation",
    "telepathy": "Telepathy",
    "infinity": "Infinity Power",
    "telekinesis": "Telekinesis",
    "gravity": "Gravity Manipulation",
    "electricity": "Electricity Manipulation",
    "clairvoyance": "Clairvoyance",
    "shadow": "Shadow Manipulation",
    "light": "Light Manipulation",
    "strength": "Super Strength",
    "regeneration": "Regeneration",
    "pyrokinesis": "Pyrokinesis",
    "cryokinesis": "Cryokinesis",
}
# An Ability card's "power" may also be this: every Character gets its bonus ("ALL:").
ALL_POWERS = "all"
# Rulebook "Ability Types": an Ability card's type is a colour, and so is a Character's
# Genetic Marker; a match lets the Character reroll a die ("Ability Cards").
TYPES = ("mental", "energy", "physical")
# Reconstructed: Brute's marker is red ("Ability Cards") and his power is Super
# Strength, so red is Physical; yellow Energy and blue Mental are a choice.
TYPE_COLOURS = {"physical": "red", "energy": "yellow", "mental": "blue"}
# Reconstructed: "Gear Cards" says each shows a body slot, not which slots there are.
SLOTS = ("head", "body", "arms", "legs")
# What an Ability card does beside its dice ("Special Rules"); "" for nothing.
EFFECTS = ("", "lucky_shot", "roll_again", "heal")
# What the rules do when an Event card is drawn (reconstructed: the rulebook names none).
EVENT_EFFECTS = ("healing_rain", "supply_drop", "windfall", "quake", "famine", "exhaustion")
KINDS = ("character", "ability", "gear", "event", "dna")
# A file may leave these out: a deck of its own may hold no Gear or no Events.
OPTIONAL_KINDS = ("gear", "event")
SECTIONS = ("meta", *KINDS)
FORMAT_VERSION = 1
# Rulebook "Game Components": a 54-card deck; "Card Types": three DNA Strands.
DECK_SIZE = 54
STRANDS = 3

# Limits on what a player may type in, each well beyond the cards Petri Dish ships (the
# longest name is 17 characters, the longest text about 75): every card must fit its
# face, and every face is drawn.
MAX_NAME = 40
MAX_TEXT = 160
MAX_EVENT_TEXT = 200  # an Event's text is its whole rule
MAX_DESIGNS = 200
MAX_COUNT = 4
MAX_MARKERS = 3
MAX_DICE = 5  # a Character's attack or defense; an Ability's bonus
MAX_BASE = 4
MAX_TOKENS = 3  # a Gear card's Attack or Defense tokens


@dataclass(frozen=True, slots=True)
class Character:
    id: str  # "character.nebrus"
    name: str
    power: str  # one of POWERS
    marker: str  # one of TYPES: the colour of its Genetic Marker
    markers: int  # how many Genetic Markers it shows: its score at the end
    attack: int  # dice
    defense: int  # dice
    text: str = ""


@dataclass(frozen=True, slots=True)
class Ability:
    id: str  # "ability.gamma_blast"
    name: str
    type: str  # one of TYPES
    base: int  # dice for any Character
    power: str  # one of POWERS, or ALL_POWERS
    bonus: int  # dice instead of base for a Character with that power
    effect: str = ""  # one of EFFECTS
    count: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class Gear:
    id: str  # "gear.rocket_boots"
    name: str
    slot: str  # one of SLOTS
    attack: int  # Attack tokens held for its Character, never spent
    defense: int  # Defense tokens likewise
    count: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class Event:
    id: str  # "event.windfall"
    name: str
    effect: str  # one of EVENT_EFFECTS
    count: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class Strand:
    id: str  # "dna.strand"
    name: str
    count: int = 1


Card = Character | Ability | Gear | Event | Strand


@dataclass(frozen=True, slots=True)
class CardSet:
    characters: tuple[Character, ...]
    abilities: tuple[Ability, ...]
    gear: tuple[Gear, ...]
    events: tuple[Event, ...]
    strands: tuple[Strand, ...]
    source: str = ""
    # Every design by its id, in file order as TOML reads it (each kind's cards together,
    # the kinds in the order the file first names them); KINDS order when not given.
    _designs: dict[str, Card] = field(default_factory=dict, repr=False, compare=False)
    # Every copy id, in the same order, and its design.
    _copies: dict[str, Card] = field(default_factory=dict, repr=False, compare=False)
    # Every copy id's kind, looked up on every move the rules weigh: made once.
    _kinds: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self._designs:
            kinds = (self.characters, self.abilities, self.gear, self.events, self.strands)
            self._designs.update((c.id, c) for cards in kinds for c in cards)
        if not self._copies:
            for c in self._designs.values():
                count = getattr(c, "count", 1)  # a Character is one card
                if count == 1:
                    self._copies[c.id] = c
                else:
                    self._copies.update((f"{c.id}.{n}", c) for n in range(1, count + 1))
        self._kinds.update((copy, c.id.partition(".")[0]) for copy, c in self._copies.items())

    def design(self, design_id: str) -> Card:
        """The card of a design id, ``"character.nebrus"``."""
        try:
            return self._designs[design_id]
        except KeyError:
            raise KeyError(f"no card design {design_id!r} in {self.source}") from None

    def copies(self) -> tuple[str, ...]:
        """Every card of the deck by copy id, in file order: the deck before it is
        shuffled (DNA Strands and Events included)."""
        return tuple(self._copies)

    def has(self, copy_id: str) -> bool:
        """Whether ``copy_id`` is a card of the deck (the table's dice and tokens have
        keys too, and name none)."""
        return copy_id in self._copies

    def card(self, copy_id: str) -> Card:
        """The design of a copy id, ``"dna.strand.2"`` or ``"ability.blind"``."""
        try:
            return self._copies[copy_id]
        except KeyError:
            raise KeyError(
                f"no card {copy_id!r} in {self.source}: a copy id is '<kind>.<id>', "
                "or '<kind>.<id>.<n>' for one of several copies"
            ) from None

    def kind_of(self, copy_id: str) -> str:
        """One of KINDS: what the copy ``copy_id`` is."""
        kind = self._kinds.get(copy_id)
        if kind is None:
            return self.card(copy_id).id.partition(".")[0]  # raises: no such card
        return kind

    def character(self, copy_id: str) -> Character:
        """The Character card of a copy id (a KeyError if it is not one)."""
        card = self.card(copy_id)
        if not isinstance(card, Character):
            raise KeyError(f"{copy_id!r} is not a Character card")
        return card

    def ability(self, copy_id: str) -> Ability:
        """The Ability card of a copy id (a KeyError if it is not one)."""
        card = self.card(copy_id)
        if not isinstance(card, Ability):
            raise KeyError(f"{copy_id!r} is not an Ability card")
        return card

    def gear_card(self, copy_id: str) -> Gear:
        """The Gear card of a copy id (a KeyError if it is not one)."""
        card = self.card(copy_id)
        if not isinstance(card, Gear):
            raise KeyError(f"{copy_id!r} is not a Gear card")
        return card

    def event(self, copy_id: str) -> Event:
        """The Event card of a copy id (a KeyError if it is not one)."""
        card = self.card(copy_id)
        if not isinstance(card, Event):
            raise KeyError(f"{copy_id!r} is not an Event card")
        return card


def ability_dice(ability: Ability, powers: Collection[str]) -> int:
    """The dice ``ability`` adds for a Character with ``powers``: the bonus if it has the
    card's power, else the base; never both (rulebook FAQ, Super Punch). Infinity counts
    as every power (rulebook "Special Rules")."""
    if ability.power == ALL_POWERS or ability.power in powers or "infinity" in powers:
        return ability.bonus
    return ability.base


def parse(file: Path) -> CardSet:
    """Read and validate a card file; raise ContentError naming file, entry and problem."""
    data = load_card_toml(file)
    check_sections(file, data, SECTIONS)
    if "meta" in data:
        _meta(Entry(file, "[meta]", data["meta"]))
    for kind in KINDS:
        if kind not in data and kind not in OPTIONAL_KINDS:
            raise ContentError(file, f"[{kind}]", "missing section")
    tables = card_tables(file, data, MAX_DESIGNS, "the deck needs about 50")
    designs: dict[str, Card] = {}
    for kind, key, raw in tables:
        card = _READERS[kind](Entry(file, f"[{kind}.{key}]", raw), f"{kind}.{key}")
        designs[card.id] = card
    cards = list(designs.values())
    for kind, what in (("character", Character), ("ability", Ability)):
        if not any(isinstance(c, what) and getattr(c, "count", 1) for c in cards):
            raise ContentError(file, f"[{kind}]", f"needs at least one {kind} card")
    strands = sum(c.count for c in cards if isinstance(c, Strand))
    if strands != STRANDS:
        raise ContentError(
            file,
            "[dna]",
            f"the deck must hold {STRANDS} DNA Strands (the last one revealed ends the "
            f"game), holds {strands}",
        )
    return CardSet(
        characters=tuple(c for c in cards if isinstance(c, Character)),
        abilities=tuple(c for c in cards if isinstance(c, Ability)),
        gear=tuple(c for c in cards if isinstance(c, Gear)),
        events=tuple(c for c in cards if isinstance(c, Event)),
        strands=tuple(c for c in cards if isinstance(c, Strand)),
        source=str(file),
        _designs=designs,
    )


def _character(e: Entry, design_id: str) -> Character:
    e.reject_unknown(("name", "power", "marker", "markers", "attack", "defense", "text"))
    return Character(
        id=design_id,
        name=e.text("name", MAX_NAME, blank=False),
        power=e.get("power", str, choices=POWERS),
        marker=e.get("marker", str, choices=TYPES),
        markers=e.integer("markers", 1, MAX_MARKERS),
        attack=e.integer("attack", 1, MAX_DICE),
        defense=e.integer("defense", 1, MAX_DICE),
        text=e.text("text", MAX_TEXT, ""),
    )


def _ability(e: Entry, design_id: str) -> Ability:
    e.reject_unknown(("name", "type", "base", "power", "bonus", "effect", "count", "text"))
    name = e.text("name", MAX_NAME, blank=False)
    kind = e.get("type", str, choices=TYPES)
    base = e.integer("base", 0, MAX_BASE)
    power = e.get("power", str, choices=(*POWERS, ALL_POWERS))
    bonus = e.integer("bonus", 0, MAX_DICE)
    # The bonus is given instead of the base (rulebook FAQ): a smaller one would make
    # the power a handicap.
    if bonus < base:
        raise e.fail(
            f"field 'bonus' ({bonus}) must be at least the base ({base}): a Character "
            "with the power gets the bonus instead of the base"
        )
    effect = e.get("effect", str, "", choices=EFFECTS)
    if not effect and not bonus:
        raise e.fail("an Ability card with no 'effect' must give at least 1 die ('bonus')")
    return Ability(
        id=design_id,
        name=name,
        type=kind,
        base=base,
        power=power,
        bonus=bonus,
        effect=effect,
        count=e.integer("count", 0, MAX_COUNT, 1),
        text=e.text("text", MAX_TEXT, ""),
    )


def _gear(e: Entry, design_id: str) -> Gear:
    e.reject_unknown(("name", "slot", "attack", "defense", "count", "text"))
    name = e.text("name", MAX_NAME, blank=False)
    slot = e.get("slot", str, choices=SLOTS)
    attack = e.integer("attack", 0, MAX_TOKENS, 0)
    defense = e.integer("defense", 0, MAX_TOKENS, 0)
    if not attack + defense:
        raise e.fail("a Gear card must hold at least 1 Attack or Defense token")
    return Gear(
        id=design_id,
        name=name,
        slot=slot,
        attack=attack,
        defense=defense,
        count=e.integer("count", 0, MAX_COUNT, 1),
        text=e.text("text", MAX_TEXT, ""),
    )


def _event(e: Entry, design_id: str) -> Event:
    e.reject_unknown(("name", "effect", "count", "text"))
    return Event(
        id=design_id,
        name=e.text("name", MAX_NAME, blank=False),
        effect=e.get("effect", str, choices=EVENT_EFFECTS),
        count=e.integer("count", 0, MAX_COUNT, 1),
        text=e.text("text", MAX_EVENT_TEXT, ""),
    )


def _strand(e: Entry, design_id: str) -> Strand:
    e.reject_unknown(("name", "count"))
    return Strand(
        id=design_id,
        name=e.text("name", MAX_NAME, blank=False),
        count=e.integer("count", 0, STRANDS, 1),
    )


def _meta(e: Entry) -> None:
    e.reject_unknown(("game", "version"))
    e.get("game", str, "genegrafter", choices=("genegrafter",))
    version = e.get("version", int, FORMAT_VERSION)
    if version != FORMAT_VERSION:
        raise e.fail(f"field 'version' must be {FORMAT_VERSION}, got {quote(version)}")


_READERS: dict[str, Callable[[Entry, str], Card]] = {
    "character": _character,
    "ability": _ability,
    "gear": _gear,
    "event": _event,
    "dna": _strand,
}


@cache
def load() -> CardSet:
    """The card set shipped in (or edited into) the resources folder, read once."""
    # Not resources.path(): parse() says why the file cannot be read (missing, a folder,
    # a link loop...), where path() could say only that it does not exist.
    return parse(resources.root() / "games" / "genegrafter" / "cards.toml")
