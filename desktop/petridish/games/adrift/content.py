"""ADRIFT's reconstructed content, loaded from ``resources/games/adrift/``.

Rulebook "Components" counts 30 item cards, and the jobs and actions name what some of
them do; "To Begin Each Day" speaks of situation and insanity rolls, and the golden rules
of a survival track. None of them is printed. ``items.toml`` reconstructs the items and
``tables.toml`` the track, the meal, the hand size and the two d8 tables; a player who
owns the printed game can correct either. Every entry is checked on load; a ContentError
names the file, the entry (``[item.oar]``) and the problem.

An item's copy id is ``"item.oar.2"`` (numbered from 1) for a design of several copies,
``"item.compass"`` for a design of one.
"""

from __future__ import annotations

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
    load_toml,
    quote,
    section,
)

FORMAT_VERSION = 1
ITEM_CARDS = 30  # rulebook "Components"
USES = (
    "pole",
    "net",
    "oar",
    "gloves",
    "compass",
    "bucket",
    "knife",
    "rope",
    "tape",
    "flare_gun",
    "flare",
    "life_saver",
    "food",
    "drink",
    "first_aid",
)
CONSUMED = ("food", "drink", "first_aid")  # used from the hand, then gone
EFFECTS = (
    "overboard",
    "water",
    "spoil",
    "catch",
    "sick",
    "break",
    "rain",
    "hurt",
    "lash_out",
    "fumble",
    "insane",
    "clarity",
    "nothing",
)
WITH_AMOUNT = ("water", "spoil", "catch", "rain", "hurt", "lash_out")
FACES = 8  # both tables are read off a d8
MAX_NAME = 40
MAX_TEXT = 160
MAX_COUNT = 8
MAX_DESIGNS = 60


@dataclass(frozen=True, slots=True)
class Item:
    id: str  # "item.oar"
    name: str
    use: str  # one of USES
    floats: bool
    amount: int = 1  # food: rations; drink: spaces
    count: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class Result:
    """One face of the situation or the insanity table."""

    face: int
    name: str
    effect: str  # one of EFFECTS
    amount: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class Tables:
    track: int  # spaces from Healthy to death
    eat: tuple[int, int, int]  # spaces left for the 0, 1 and 2 ration cards
    hand: int  # the normal hand size
    rations: int  # the top of the ration tracker
    situation: tuple[Result, ...]  # faces 1 to 8
    insanity: tuple[Result, ...]
    source: str = ""

    def space(self, at: int) -> str:
        """A survival tracker's space as the table labels it and the log names it:
        Well (all the way left), a number, or Dead."""
        if at <= 0:
            return "Well"
        return "Dead" if at >= self.track else str(at)


@dataclass(frozen=True, slots=True)
class Items:
    designs: tuple[Item, ...]
    source: str = ""
    _copies: dict[str, Item] = field(default_factory=dict, repr=False, compare=False)
    # What each card is for, by copy id: the legal moves ask it of every card in a hand.
    uses: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self._copies:
            for item in self.designs:
                if item.count == 1:
                    self._copies[item.id] = item
                else:
                    self._copies.update((f"{item.id}.{n}", item) for n in range(1, item.count + 1))
        self.uses.update((copy_id, item.use) for copy_id, item in self._copies.items())

    def copies(self) -> tuple[str, ...]:
        """Every item card by copy id, in file order: the items before the shuffle."""
        return tuple(self._copies)

    def item(self, copy_id: str) -> Item:
        try:
            return self._copies[copy_id]
        except KeyError:
            raise KeyError(f"no item {copy_id!r} in {self.source}") from None

    def use(self, copy_id: str) -> str:
        return self.item(copy_id).use

    def name(self, copy_id: str) -> str:
        return self.item(copy_id).name


# -- items.toml -----------------------------------------------------------------------


def parse_items(file: Path) -> Items:
    """Read and check an item list; raise ContentError naming file, entry and problem."""
    data = load_card_toml(file)
    check_sections(file, data, ("meta", "item"))
    _meta(file, data)
    if "item" not in data:
        raise ContentError(file, "[item]", "missing section")
    designs = []
    for _kind, key, raw in card_tables(file, data, MAX_DESIGNS, f"the game has {ITEM_CARDS}"):
        designs.append(_item(Entry(file, f"[item.{key}]", raw), f"item.{key}"))
    total = sum(d.count for d in designs)
    if total != ITEM_CARDS:
        raise ContentError(
            file, "[item]", f"the game has {ITEM_CARDS} item cards; the counts add up to {total}"
        )
    return Items(tuple(designs), str(file))


def _item(e: Entry, design_id: str) -> Item:
    e.reject_unknown(("name", "use", "floats", "amount", "count", "text"))
    use = e.get("use", str, choices=USES)
    amount = e.integer("amount", 1, 8, 1)
    if "amount" in e.data and use not in ("food", "drink"):
        raise e.fail("field 'amount' is for food and drink only")
    return Item(
        id=design_id,
        name=e.text("name", MAX_NAME, blank=False),
        use=use,
        floats=e.get("floats", bool),
        amount=amount,
        count=e.integer("count", 0, MAX_COUNT, 1),
        text=e.text("text", MAX_TEXT, ""),
    )


# -- tables.toml ----------------------------------------------------------------------


def parse_tables(file: Path) -> Tables:
    """Read and check the reconstructed tables (see the file's own comments)."""
    data = load_toml(file)
    check_sections(file, data, ("meta", "survival", "situation", "insanity"))
    _meta(file, data)
    if "survival" not in data:
        raise ContentError(file, "[survival]", "missing section")
    s = Entry(file, "[survival]", data["survival"])
    s.reject_unknown(("track", "eat", "hand", "rations"))
    eat = s.get("eat", list)
    if len(eat) != 3 or not all(isinstance(n, int) and not isinstance(n, bool) for n in eat):
        raise s.fail(
            f"field 'eat' must list three whole numbers (the 0, 1 and 2 cards), got {quote(eat)}"
        )
    if not all(0 <= n <= 5 for n in eat):
        raise s.fail(f"field 'eat' must hold numbers from 0 to 5, got {quote(eat)}")
    return Tables(
        track=s.integer("track", 4, 20),
        eat=(eat[0], eat[1], eat[2]),
        hand=s.integer("hand", 1, 10),
        rations=s.integer("rations", 8, 99),
        situation=_table(file, data, "situation"),
        insanity=_table(file, data, "insanity"),
        source=str(file),
    )


def _table(file: Path, data: dict[str, Any], name: str) -> tuple[Result, ...]:
    entries = section(file, data, name, FACES, FACES)
    faces = []
    for face in range(1, FACES + 1):
        raw = entries.get(str(face))
        if raw is None:
            raise ContentError(
                file, f"[{name}]", f"needs one entry for each face 1 to {FACES}: no [{name}.{face}]"
            )
        e = Entry(file, f"[{name}.{face}]", raw)
        e.reject_unknown(("name", "effect", "amount", "text"))
        effect = e.get("effect", str, choices=EFFECTS)
        if "amount" in e.data and effect not in WITH_AMOUNT:
            raise e.fail(f"field 'amount' is for {', '.join(WITH_AMOUNT)} only")
        faces.append(
            Result(
                face=face,
                name=e.text("name", MAX_NAME, blank=False),
                effect=effect,
                amount=e.integer("amount", 1, 8, 1),
                text=e.text("text", MAX_TEXT, ""),
            )
        )
    return tuple(faces)


def _meta(file: Path, data: dict[str, Any]) -> None:
    if "meta" not in data:
        return
    e = Entry(file, "[meta]", data["meta"])
    e.reject_unknown(("game", "version"))
    e.get("game", str, "adrift", choices=("adrift",))
    version = e.get("version", int, FORMAT_VERSION)
    if version != FORMAT_VERSION:
        raise e.fail(f"field 'version' must be {FORMAT_VERSION}, got {quote(version)}")


def tables_markdown(tables: Tables) -> str:
    """The tables as the rules reference shows them, each a list by the d8's faces (a
    list reads in the narrow Rules panel, where a table's columns break words), then
    the survival figures (Each morning, steps 2 and 4; Night: the meal)."""
    a, b, c = tables.eat
    lines = [
        "## The tables",
        "The d8 picks a line. A **situation** befalls the castaway in the place rolled; an",
        "**insanity roll** befalls whoever rolls it.",
        "",
        "### Situation",
        *(_line(r) for r in tables.situation),
        "",
        "### Insanity roll",
        *(_line(r) for r in tables.insanity),
        "",
        "### Survival",
        f"The survival track has {tables.track} spaces from Healthy to death. The 0, 1 and 2",
        f"ration cards move your tracker {a}, {b} and {c} spaces left. A castaway holds",
        f"{tables.hand} items (a keeper any number); the ration tracker goes up to "
        f"{tables.rations}.",
        "",
        "These tables are Petri Dish's reconstruction (the rulebook prints none), read from",
        "`resources/games/adrift/tables.toml`.",
    ]
    return "\n".join(lines)


def _line(result: Result) -> str:
    """One face of a table, a line of a numbered list."""
    text = f"**{result.name}**: {result.text}" if result.text else f"**{result.name}**"
    return f"{result.face}. {text}"


@dataclass(frozen=True, slots=True)
class Content:
    items: Items
    tables: Tables


@cache
def load() -> Content:
    """The items and tables shipped in (or edited into) the resources folder, read once."""
    folder = resources.root() / "games" / "adrift"
    return Content(parse_items(folder / "items.toml"), parse_tables(folder / "tables.toml"))
