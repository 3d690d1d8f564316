"""The shapes A.D.A.P.T.'s fish are drawn with, read from ``resources/games/adapt/fish_shapes.toml``.

A Body card's ``look`` names one of these shapes (``look = "shark"``). Each shape is a
table of numbers and words (:class:`Shape`'s fields); a shape ``based_on`` another starts
from that one's fields and changes only those it lists, and a shape based on none starts
from a plain fish (the defaults below). The file is reconstructed content a player may
edit, checked like the card list: a ContentError names the file, the entry
(``[shape.shark]``) and the problem. The painter never stops a table over it: a shape it
cannot have (a broken file, a look the file lacks) is drawn as a plain fish.

Pillow is not needed here, so the card loader can check a Body's look against the file.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import re
from dataclasses import dataclass, fields
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

Color = tuple[int, int, int, int]
Point = tuple[float, float]

FORMAT_VERSION = 1
MAX_SHAPES = 200
# The words a shape's features may be (the painter draws each one).
TAILS = ("fan", "fork", "crescent", "point", "round", "lobed", "whip", "squid", "none")
DORSALS = ("small", "tall", "ribbon", "spiny", "ridge", "wing", "none")
PATTERNS = (
    "plain",
    "countershade",
    "bands",
    "thin-bands",
    "spots",
    "flecks",
    "rings",
    "warts",
    "ridges",
    "stripes",
    "lateral",
)
MOUTHS = ("small", "wide", "under", "beak", "none")
FINS = ("small", "wing", "legs", "fan", "lobed", "none")
EXTRAS = ("", "bill", "hammer", "spines", "glow", "arms", "squid-arms", "cloak", "horns")
ANALS = ("fin", "ribbon")
# The shapes the painter itself asks for: a fish with no Body, a Part card's fish, and
# the fish of a Tentacles card. Each falls back to a plain fish if the file lacks it.
GUPPY, PLAIN, TENTACLED = "guppy", "fish", "octo"


@dataclass(frozen=True)
class Shape:
    """A body design's silhouette and looks (fish units; u runs nose 0 to tail root 1).

    The defaults are a plain fish, the one drawn when nothing better can be had."""

    kind: str = PLAIN  # the shape's name in the file
    length: float = 2.0
    height: float = 0.46  # the back's greatest height above the centre line
    belly: float = 0.98  # the belly's depth, as a share of ``height``
    peak: float = 0.42  # where the body is deepest
    nose: float = 0.7  # under 1 a round nose, over 1 a pointed snout
    root: float = 0.22  # the tail stalk's half-height, as a share of ``height``
    wave: float = 0.0  # an eel's sway
    tail: str = "fork"  # one of TAILS
    dorsal: str = "small"  # one of DORSALS
    pattern: str = "countershade"  # one of PATTERNS
    mouth: str = "small"  # one of MOUTHS
    eye: Point = (0.16, -0.32)  # (u, v) of the eye
    eye_size: float = 0.075
    natural: Color = (60, 170, 180, 255)  # its colour on its card
    tilt: float = 0.0  # radians the body is turned (an octopus's mantle rises behind)
    fins: str = "small"  # one of FINS
    extra: str = ""  # one of EXTRAS
    gills: int = 1  # gill slits behind the head
    gills_at: float = 0.26  # where the first slit is (u)
    white_belly: bool = False  # a white underside meeting the back sharply (a shark's)
    lure: bool = False  # an anglerfish's lure on its forehead
    tail_spots: bool = False  # a speckled fan tail (a guppy's)
    venomous_spines: bool = False  # a spiny dorsal with venom at its tips (a lionfish's)
    anal: str = "fin"  # one of ANALS: the fin under the tail, or a ribbon (an eel's)
    fin_u: float = 0.3  # where the side fins grow (u)
    fin_size: float = 0.3  # how big the side fins are before a Part grows them


DEFAULT = Shape()
# Each number field's range: wide enough for any fish worth drawing, narrow enough that
# every shape the file may hold draws without a fault.
_RANGES = {
    "length": (0.5, 4.0),
    "height": (0.05, 1.0),
    "belly": (0.3, 2.0),
    "peak": (0.05, 0.95),
    "nose": (0.1, 3.0),
    "root": (0.0, 1.0),
    "wave": (0.0, 1.5),
    "eye_size": (0.01, 0.3),
    "tilt": (-1.6, 1.6),
    "gills": (0, 8),
    "gills_at": (0.0, 1.0),
    "fin_u": (0.0, 1.0),
    "fin_size": (0.05, 1.0),
}
_CHOICES = {
    "tail": TAILS,
    "dorsal": DORSALS,
    "pattern": PATTERNS,
    "mouth": MOUTHS,
    "fins": FINS,
    "extra": EXTRAS,
    "anal": ANALS,
}
_FLAGS = ("white_belly", "lure", "tail_spots", "venomous_spines")
FIELDS = ("based_on", *(f.name for f in fields(Shape) if f.name != "kind"))
_HEX = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class ShapeSet:
    """Every shape of a shapes file, by name, and the file it came from."""

    shapes: dict[str, Shape]
    source: str = ""

    def names(self) -> tuple[str, ...]:
        """The shapes' names, in file order: the looks a Body may have."""
        return tuple(self.shapes)


def parse(file: Path) -> ShapeSet:
    """Read and check a shapes file; raise ContentError naming file, entry and problem."""
    data = load_toml(file)
    check_sections(file, data, ("meta", "shape"))
    if "meta" in data:
        meta = Entry(file, "[meta]", data["meta"])
        meta.reject_unknown(("game", "version"))
        meta.get("game", str, "adapt", choices=("adapt",))
        version = meta.get("version", int, FORMAT_VERSION)
        if version != FORMAT_VERSION:
            raise meta.fail(f"field 'version' must be {FORMAT_VERSION}, got {quote(version)}")
    tables = section(file, data, "shape", 1, MAX_SHAPES)
    entries: dict[str, Entry] = {}
    for key, raw in tables.items():
        check_id(file, "shape", key)
        entries[key] = Entry(file, f"[shape.{key}]", raw)
        entries[key].reject_unknown(FIELDS)
    shapes: dict[str, Shape] = {}
    for key in entries:
        _build(key, entries, shapes, ())
    return ShapeSet({k: shapes[k] for k in entries}, str(file))


def _build(key: str, entries: dict[str, Entry], done: dict[str, Shape], chain: tuple) -> Shape:
    """Shape ``key``, building the one it is based on first (and refusing a loop)."""
    if key in done:
        return done[key]
    e = entries[key]
    base = DEFAULT
    parent = e.get("based_on", str, "")
    if parent:
        if parent not in entries:
            known = ", ".join(entries)
            raise e.fail(f"based_on {quote(parent)}: no such shape; the shapes are {known}")
        if parent == key or parent in chain:
            raise e.fail(f"based_on {quote(parent)} goes round in a circle back to itself")
        base = _build(parent, entries, done, (*chain, key))
    changes: dict[str, Any] = {"kind": key}
    for name in e.data:
        if name != "based_on":
            changes[name] = _value(e, name)
    done[key] = dataclasses.replace(base, **changes)
    return done[key]


def _value(e: Entry, name: str) -> Any:
    """Field ``name`` of entry ``e``, checked and in the type Shape keeps it in."""
    value = e.data[name]
    if name in _CHOICES:
        return e.get(name, str, choices=_CHOICES[name])
    if name in _FLAGS:
        return e.get(name, bool)
    if name == "natural":
        if not (isinstance(value, str) and _HEX.fullmatch(value)):
            raise e.fail(f"field 'natural' must be a colour like \"#3cabb4\", got {quote(value)}")
        return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16), 255)
    if name == "eye":
        ok = isinstance(value, list) and len(value) == 2 and all(map(_is_number, value))
        if not ok or not (0 <= value[0] <= 1 and -1.5 <= value[1] <= 1.5):
            raise e.fail(
                "field 'eye' must be [u, v]: u 0 to 1 along the body, v -1.5 to 1.5 "
                f"across it; got {quote(value)}"
            )
        return (float(value[0]), float(value[1]))
    low, high = _RANGES[name]
    if name == "gills":
        return e.integer(name, int(low), int(high))
    if not _is_number(value) or not low <= value <= high:
        raise e.fail(f"field {name!r} must be a number from {low} to {high}, got {quote(value)}")
    return float(value)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def shipped_file() -> Path:
    """Where the shapes file is: beside cards.toml in the resources folder."""
    return resources.root() / "games" / "adapt" / "fish_shapes.toml"


@cache
def load(path: Path | None = None) -> ShapeSet:
    """The shapes of ``path``, or (None) of the shipped file, read once; raises
    ContentError naming what is wrong."""
    return parse(Path(path) if path is not None else shipped_file())


def shape(name: str) -> Shape:
    """The shipped shape ``name``; a plain fish if the file or the shape cannot be had
    (the card loader has already said why, where a person reads it)."""
    try:
        found = load().shapes.get(name)
    except ContentError:
        found = None
    return found if found is not None else dataclasses.replace(DEFAULT, kind=name or PLAIN)


def digest() -> str:
    """A short digest of the shapes file as drawn (a plain fish's if it is broken): the
    fish pictures kept on disk change when a player edits a shape."""
    try:
        text = repr(sorted(load().shapes.items()))
    except ContentError:
        text = ""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
