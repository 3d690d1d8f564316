"""A.D.A.P.T. card data, loaded from ``resources/games/adapt/cards.toml``.

The rulebook describes Guppies, Bodies and Parts, their levels, costs, dice and
abilities, but prints no card list: the list is reconstructed in the TOML file, and a
player who owns the printed game can correct it there. Every card is checked on load;
a ContentError names the file, the entry (``[part.spiked_horn]``) and the problem.

A card's design id is its kind and key, ``"part.spiked_horn"``; several copies of a
design share it, each copy named ``"part.spiked_horn#2"`` (numbered from 1).

A card's ``look`` is how it shows on a fish: a Guppy's or Body's shape, one of
``resources/games/adapt/fish_shapes.toml`` (checked against that file, which is read
with the cards), or the look a Part grows at its location (``fish_looks.PART_LOOKS``).
A card without one gets its level's and location's (:mod:`.art.fish_looks`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from petridish import resources
from petridish.core.content import (
    ContentError,
    Entry,
    card_tables,
    check_sections,
    load_card_toml,
    quote,
)
from petridish.games.adapt.art import fish_looks, fish_shapes

KINDS = ("guppy", "body", "part")
# A fish's places. Guppies and Bodies go on "body"; every Part on one of the others.
LOCATIONS = (
    "body",
    "horn",
    "eyes",
    "jaws",
    "dorsal",
    "fins",
    "tail",
    "skin",
    "organ",
    "tentacles",
)
PART_LOCATIONS = LOCATIONS[1:]
# A card's scores, in the order Card.stats keeps them.
STATS = (
    "ferocity",
    "survival",
    "health",
    "lethality",
    "armor",
    "counter_attack",
    "venomous",
    "counter_poison",
    "bait",
    "hide",
    "jump",
)
# Special Actions a card may grant. Bait, Hide and Jump roll against the card's score of
# that name; School, Shock and Heal have a power (damage or healing).
# The scores a fish's cards add up, in the order of a card's ``row``; then those of
# which only the best counts.
ROW_BEST = ("venomous", "counter_poison")
ROW_SUMMED = tuple(stat for stat in STATS if stat not in ROW_BEST)
SPECIALS = ("bait", "hide", "jump", "school", "shock", "heal")
SCORED_SPECIALS = ("bait", "hide", "jump")
POWERED_SPECIALS = ("school", "shock", "heal")
PACKS = ("core", "red")  # red: the Red (Octo) expansion
# Attack dice a Body may print (a Guppy rolls any die: odd 1, even 2).
DICE = (4, 6, 8, 10, 12, 20)
MAX_LEVEL = 5
SECTIONS = ("meta", *KINDS)
FORMAT_VERSION = 1

# Limits on what a player may type in, each well beyond the cards Petri Dish ships (the
# longest name is about 20 characters, the longest text about 70): every card must fit
# its face, and every face is drawn.
MAX_NAME = 40
MAX_TEXT = 160
MAX_DESIGNS = 300
MAX_COUNT = 10
MAX_COST = 20  # an Experience die shows at most 20
MAX_POWER = 10
MAX_COOLDOWN = 5
# Lowest and highest score a card may print. Ferocity, Survival and Health may be
# negative (a heavy part that slows a fish); the d10 scores run 1 to 10. Caps on a
# fish's totals (Armor 2, Lethality 4, Counter Attack 3) are rules, not card limits.
STAT_RANGE = {
    "ferocity": (-9, 30),
    "survival": (-9, 30),
    "health": (-9, 40),
    "lethality": (0, 10),
    "armor": (0, 10),
    "counter_attack": (0, 10),
    "venomous": (0, 10),
    "counter_poison": (0, 10),
    "bait": (0, 10),
    "hide": (0, 10),
    "jump": (0, 10),
}
FIELDS = (
    "name",
    "level",
    "cost",
    "location",
    "die",
    "amphibious",
    "special",
    "power",
    "cooldown",
    "count",
    "pack",
    "text",
    "look",
)


def grade(kind: str, level: int) -> str:
    """A card's kind and level as one key ("body.3"): see ``Card.grade``."""
    return f"{kind}.{level}"


@dataclass(frozen=True, slots=True)
class Card:
    """One card design; ``count`` copies of it are in its pack."""

    id: str  # "body.clownfish", "part.spiked_horn", "guppy.striped"
    kind: str  # one of KINDS
    name: str
    level: int  # guppy 0; bodies and parts 1-5
    cost: int  # Experience to buy (guppy 0)
    location: str  # one of LOCATIONS: "body" for guppies and bodies, never for parts
    die: int  # bodies: sides of the attack die; 0 for guppies and parts
    stats: tuple[tuple[str, int], ...]  # the non-zero scores, in STATS order
    amphibious: bool = False
    special: str = ""  # one of SPECIALS, "" for none
    power: int = 0  # School/Shock damage, Heal amount; 0 otherwise
    cooldown: int = 0  # turns the special rests after use
    count: int = 1
    pack: str = "core"
    text: str = ""
    look: str = ""  # how it shows on a fish: a shape, or a Part's look at its location
    # Its scores as a fish's totals add them up (``board.totals_of``): ``row``, the
    # scores that are summed (ROW_SUMMED); ``best``, Venomous, Counter Poison and 1 if
    # Amphibious, where the best of a fish's cards counts (empty if all are 0, as on
    # most cards).
    row: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)
    best: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)
    # Its kind and level, "body.3": what decides where it may be adapted
    # (``adapting.adapt_costs``; a string, whose hash Python keeps).
    grade: str = field(default="", init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        scores = dict(self.stats)
        object.__setattr__(self, "row", tuple([scores.get(s, 0) for s in ROW_SUMMED]))
        best = (*[scores.get(s, 0) for s in ROW_BEST], 1 if self.amphibious else 0)
        object.__setattr__(self, "best", best if any(best) else ())
        object.__setattr__(self, "grade", grade(self.kind, self.level))

    def __hash__(self) -> int:
        # Equal cards have equal ids: the id alone is a valid hash, and a quick one (a
        # fish's totals are looked up by the cards it uses).
        return hash(self.id)

    def stat(self, name: str) -> int:
        """The card's score ``name`` (one of STATS), 0 if it prints none."""
        for key, value in self.stats:
            if key == name:
                return value
        if name not in STATS:
            raise KeyError(f"no stat {name!r}; the stats are {', '.join(STATS)}")
        return 0


class Designs(dict[str, Card]):
    """Each card's design by a copy's or a design's id: the rules ask it hundreds of
    times a move, and a hit is a plain dict look-up. An id not seen yet (another copy
    of a Guppy, say) is found by its design id and kept."""

    __slots__ = ("by_id",)

    def __init__(self) -> None:
        super().__init__()
        self.by_id: dict[str, Card] = {}  # each design by its own id

    def __missing__(self, copy_or_design_id: str) -> Card:
        try:
            found = self.by_id[copy_or_design_id.partition("#")[0]]
        except KeyError:
            raise KeyError(f"no card {copy_or_design_id!r}") from None
        self[copy_or_design_id] = found
        return found


@dataclass(frozen=True, slots=True)
class CardSet:
    # In file order, as TOML reads it: each kind's cards together, the kinds in the
    # order the file first names them (the shipped file: guppies, bodies, parts).
    cards: tuple[Card, ...]
    source: str = ""
    _by_id: dict[str, Card] = field(default_factory=dict, repr=False, compare=False)
    # Every id ``design`` has been asked about, copy ids included: the rules ask for the
    # design of a card hundreds of times a move, and a dict look-up beats splitting the id.
    _of: Designs = field(default_factory=Designs, repr=False, compare=False)
    # A fish's totals by its stacks of cards (see ``board.Board.totals``): they follow
    # from these alone, and every position asks for every fish's.
    totals_kept: dict[tuple[tuple[str, ...], ...], Any] = field(
        default_factory=dict, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        if not self._by_id:
            self._by_id.update((c.id, c) for c in self.cards)
        if not self._of:
            self._of.by_id = self._by_id
            self._of.update(self._by_id)
            self._of.update((f"{c.id}#{n}", c) for c in self.cards for n in range(1, c.count + 1))

    def design(self, copy_or_design_id: str) -> Card:
        """The design of a copy id (``"part.spiked_horn#2"``) or of a design id."""
        return self._of[copy_or_design_id]

    @property
    def design_of(self) -> Callable[[str], Card]:
        """``design`` as the dict look-up it is: a quicker call for the rules' hot loops."""
        return self._of.__getitem__

    def guppies(self, packs: Sequence[str] | None = None) -> tuple[Card, ...]:
        """The Guppy designs (of ``packs``; all packs when None), in file order."""
        wanted = PACKS if packs is None else _packs(packs)
        return tuple(c for c in self.cards if c.kind == "guppy" and c.pack in wanted)

    def bodies(self, packs: Sequence[str] | None = None) -> tuple[Card, ...]:
        wanted = PACKS if packs is None else _packs(packs)
        return tuple(c for c in self.cards if c.kind == "body" and c.pack in wanted)

    def parts(self, packs: Sequence[str] | None = None) -> tuple[Card, ...]:
        wanted = PACKS if packs is None else _packs(packs)
        return tuple(c for c in self.cards if c.kind == "part" and c.pack in wanted)

    def deck(self, packs: Sequence[str]) -> tuple[str, ...]:
        """Copy ids (``"<design id>#<n>"``, n from 1) of every Body and Part of ``packs``,
        in the order of ``cards``: the deck before it is shuffled."""
        wanted = _packs(packs)
        return tuple(
            f"{c.id}#{n}"
            for c in self.cards
            if c.kind != "guppy" and c.pack in wanted
            for n in range(1, c.count + 1)
        )


def _packs(packs: Sequence[str]) -> tuple[str, ...]:
    if isinstance(packs, str):  # deck("core") would otherwise read as c, o, r, e
        packs = (packs,)
    for p in packs:
        if p not in PACKS:
            raise ValueError(f"no pack {p!r}; the packs are {', '.join(PACKS)}")
    return tuple(packs)


def parse(file: Path) -> CardSet:
    """Read and validate a card file; raise ContentError naming file, entry and problem."""
    data = load_card_toml(file)
    check_sections(file, data, SECTIONS)
    if "meta" in data:
        _meta(Entry(file, "[meta]", data["meta"]))
    tables = card_tables(file, data, MAX_DESIGNS, "a card list needs about 100")
    cards = tuple(
        _card(Entry(file, f"[{kind}.{key}]", raw), kind, key) for kind, key, raw in tables
    )
    for kind in KINDS:
        if not any(c.kind == kind and c.count for c in cards):
            raise ContentError(file, f"[{kind}]", f"needs at least one {kind} card")
    return CardSet(cards, str(file))


def _card(e: Entry, kind: str, key: str) -> Card:
    _reject_unknown(e)
    name = e.text("name", MAX_NAME, blank=False)
    if kind == "guppy":
        level = e.integer("level", 0, 0, 0)
        cost = e.integer("cost", 0, 0, 0)
    else:
        level = e.integer("level", 1, MAX_LEVEL)
        cost = e.integer("cost", 1, MAX_COST)
    if kind == "part":
        location = e.get("location", str, choices=PART_LOCATIONS)
    else:
        location = e.get("location", str, "body")
        if location != "body":
            raise e.fail(f"field 'location' of a {kind} must be 'body', got {quote(location)}")
    if kind == "body":
        if "die" not in e.data:
            raise e.fail("missing field 'die' (the sides of the Body's attack die)")
        die = e.get("die", int, choices=DICE)
    else:
        die = e.integer("die", 0, 0, 0)
    stats = []
    for stat in STATS:
        low, high = STAT_RANGE[stat]
        value = e.integer(stat, low, high, 0)
        if value:
            stats.append((stat, value))
    scores = dict(stats)
    special = e.get("special", str, "", choices=("", *SPECIALS))
    power = e.integer("power", 0, MAX_POWER, 0)
    cooldown = e.integer("cooldown", 0, MAX_COOLDOWN, 0)
    if special in POWERED_SPECIALS and not power:
        raise e.fail(f"special {special!r} needs a 'power' of 1 to {MAX_POWER}")
    if special in SCORED_SPECIALS:
        if scores.get(special, 0) <= 0:
            raise e.fail(f"special {special!r} needs a {special!r} score of 1 to 10 on the card")
        if power:
            raise e.fail(f"special {special!r} rolls against its score: 'power' must be 0")
    if not special and (power or cooldown):
        raise e.fail("'power' and 'cooldown' need a 'special'")
    amphibious = e.get("amphibious", bool, False)
    pack = e.get("pack", str, "core", choices=PACKS)
    return Card(
        id=f"{kind}.{key}",
        kind=kind,
        name=name,
        level=level,
        cost=cost,
        location=location,
        die=die,
        stats=tuple(stats),
        amphibious=amphibious,
        special=special,
        power=power,
        cooldown=cooldown,
        count=e.integer("count", 0, MAX_COUNT, 1),
        pack=pack,
        text=e.text("text", MAX_TEXT, ""),
        look=_look(e, kind, location, level, special, amphibious, pack),
    )


def _look(
    e: Entry, kind: str, location: str, level: int, special: str, amphibious: bool, pack: str
) -> str:
    """The card's ``look``, checked, or (left out) the one its kind, level and location
    give it: a shape of fish_shapes.toml for a Guppy or Body, a look of its location for
    a Part."""
    if kind == "part":
        known = fish_looks.PART_LOOKS[location]
        what = f"a {location} Part"
        default = fish_looks.part_default(location, level, special, amphibious)
    else:
        # A broken shapes file is named here, where the card list's own faults are.
        known = fish_shapes.load().names()
        what = f"a {kind} (a shape of {fish_shapes.shipped_file().name})"
        default = fish_looks.body_default(level, pack)
    look: str = e.get("look", str, "")
    if not look:
        return default
    if look not in known:
        raise e.fail(
            f"field 'look' is {quote(look)}, which is no look Petri Dish knows; "
            f"the looks of {what} are {', '.join(known)}"
        )
    return look


def _reject_unknown(e: Entry) -> None:
    unknown = [k for k in e.data if k not in FIELDS and k not in STATS]
    if unknown:
        listed = ", ".join(quote(k)[1:-1] for k in unknown[:6])
        raise e.fail(
            f"unknown field(s) {listed}; the stats are {', '.join(STATS)}, "
            f"the other fields {', '.join(FIELDS)}"
        )


def _meta(e: Entry) -> None:
    e.reject_unknown(("game", "version"))
    e.get("game", str, "adapt", choices=("adapt",))
    version = e.get("version", int, FORMAT_VERSION)
    if version != FORMAT_VERSION:
        raise e.fail(f"field 'version' must be {FORMAT_VERSION}, got {quote(version)}")


def load_cards(path: Path | None = None) -> CardSet:
    """The cards of ``path``, or (None) the card set shipped in, or edited into, the
    resources folder, read once. Raises ContentError naming what is wrong."""
    return _shipped() if path is None else parse(Path(path))


@cache
def _shipped() -> CardSet:
    # Not resources.path(): parse() says why the file cannot be read (missing, a folder,
    # a link loop...), where path() could say only that it does not exist.
    return parse(resources.root() / "games" / "adapt" / "cards.toml")
