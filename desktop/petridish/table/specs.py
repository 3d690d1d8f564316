"""What a presenter tells the Board to show: one small frozen record per thing on the table.

A layout is a mapping of zone name to the specs that zone holds, in order. Cards, dice,
tokens and counters lie in zones, which place them; tracks lie on the table at their own
position, listed under :data:`ON_TABLE` (a track is as large as its boxes and never moves
between places, so a zone would add nothing to it).

Every spec but a hidden card's has a ``key``: the presenter's stable id for the thing,
which the Board matches items by and which a presenter names in a move or an edit
("roll die ``d6.red``", "set counter ``xp.ana`` to 8").

Besides the records: :func:`check_layout`, the layouts the Board refuses, and
:func:`build_of`, what an item is made with (a spec with another build needs a new item).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from petridish.table.constants import DIE_SIZE, TOKEN_SIZE

ON_TABLE = ""  # the layout key of what lies at its own place, not in a zone (tracks)


@dataclass(frozen=True, slots=True)
class CardSpec:
    """One card as the viewer sees it in a zone."""

    key: str | None  # the card's id; None for a hidden card
    front: str  # art face keys
    back: str
    face_up: bool = True
    draggable: bool = False
    scale: float = 1.0
    slot: int = -1  # for slot zones: which slot (-1: the next free one)
    badge: str = ""
    tip: str = ""
    turned: int = 0  # quarter turns clockwise (1: a card turned sideways, "damaged")
    # The card's name as the viewer may read it, for the banner a small card shows over
    # its art's title (see CardItem.paint_name): only ever a face-up card's, never a
    # face-down or hidden one's.
    name: str = ""
    # The share of the card's width, from its left, that its art keeps beside its title
    # for something else to read (A.D.A.P.T.'s Experience cost): the banner starts after.
    name_from: float = 0.0
    # The share of the card's height, from its top, the banner covers at the least:
    # down past the art's own title, half of which showed under a shorter banner.
    name_down: float = 0.0


@dataclass(frozen=True, slots=True)
class DieSpec:
    """A die showing face ``value_index`` of ``faces`` (n for 1..n, or the face labels).

    ``rolled`` says the value comes from a roll that just happened (the model's last
    events held it): the die tumbles, then settles on it. Otherwise the value just shows,
    so loading or replaying a position never tumbles a die.
    """

    key: str
    faces: int | tuple[str, ...] = 6
    value_index: int = 0
    colour: str | None = None  # None: ivory
    draggable: bool = False
    size: float = DIE_SIZE
    rolled: bool = False
    tip: str = ""

    def labels(self) -> tuple[str, ...]:
        """The face labels, in index order."""
        if isinstance(self.faces, int):
            return tuple(str(i) for i in range(1, self.faces + 1))
        return tuple(self.faces)


@dataclass(frozen=True, slots=True)
class PercentileSpec:
    """A tens and a units d10 read together as ``value`` (1..100; "00" and "0" is 100)."""

    key: str
    value: int = 100
    rolled: bool = False  # as DieSpec.rolled
    draggable: bool = False
    colour: str | None = None  # of the tens die; None: slate
    size: float = DIE_SIZE
    tip: str = ""


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A marker a player moves: a chip of ``colour`` and ``shape`` with a short label."""

    key: str
    label: str = ""
    colour: str = "#E69F00"
    shape: str = "circle"  # one of token.TOKEN_SHAPES
    draggable: bool = False
    size: float = TOKEN_SIZE
    tip: str = ""
    fallen: bool = False  # knocked over: lying on its side (a player dead, say)


@dataclass(frozen=True, slots=True)
class CounterSpec:
    """A number shown on the table with what it counts ("Experience 7"); never moved
    by hand: the model changes it."""

    key: str
    label: str
    value: int | str = 0
    colour: str = "#56B4E9"
    tip: str = ""


@dataclass(frozen=True, slots=True)
class TrackSpec:
    """A row of ``length`` numbered boxes from ``start`` with a marker on ``value``.

    ``pos`` is the track's top-left corner in scene coordinates; ``labels`` captions every
    box instead of its number; ``label_width`` (scene units from the track's left, 0: its
    own width) is the room its label may take where the table leaves more beside it.
    """

    key: str
    label: str
    length: int
    value: int
    start: int = 0
    labels: tuple[str, ...] | None = None
    pos: tuple[float, float] = (0.0, 0.0)
    colour: str = "#F0E442"
    label_width: float = 0.0


PieceSpec = DieSpec | PercentileSpec | TokenSpec | CounterSpec  # keyed things in zones
Spec = CardSpec | PieceSpec | TrackSpec
Layout = Mapping[str, Sequence[Spec]]  # zone name (or ON_TABLE) -> its specs, in order


def check_layout(layout: Layout, zones: Collection[str]) -> None:
    """Refuse a layout the Board could only half show, before anything changes: a zone
    the table lacks, a track in a zone or anything else on the bare table, or a die's,
    token's, counter's or track's key shown twice or also naming a card (the Board's
    ``item(key)`` would be ambiguous). Card keys are the card path's, left as they were."""
    cards = {s.key for specs in layout.values() for s in specs if isinstance(s, CardSpec)}
    seen: set[str] = set()
    for zone, specs in layout.items():
        if zone != ON_TABLE and zone not in zones:
            raise KeyError(f"no zone {zone!r} on this table")
        for spec in specs:
            if (zone == ON_TABLE) != isinstance(spec, TrackSpec):
                where = "in a zone" if zone != ON_TABLE else "under ON_TABLE"
                raise ValueError(f"{type(spec).__name__} {spec.key!r} cannot lie {where}")
            if isinstance(spec, CardSpec):
                continue
            if spec.key in seen or spec.key in cards:
                raise ValueError(f"{spec.key!r} is shown twice")
            seen.add(spec.key)


def build_of(spec: Spec) -> tuple[object, ...]:
    """What an item is made with and cannot change later: two specs with the same build
    can be shown by the same item."""
    if isinstance(spec, DieSpec):
        return (DieSpec, spec.labels(), spec.colour, spec.size)
    if isinstance(spec, PercentileSpec):
        return (PercentileSpec, spec.colour, spec.size)
    if isinstance(spec, TokenSpec):
        return (TokenSpec, spec.colour, spec.shape, spec.size)
    if isinstance(spec, CounterSpec):
        return (CounterSpec, spec.colour)
    if isinstance(spec, TrackSpec):
        labels = tuple(spec.labels) if spec.labels is not None else None
        return (TrackSpec, spec.label, spec.length, spec.start, labels, spec.colour)
    return (CardSpec,)
