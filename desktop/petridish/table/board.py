"""Keep everything on a table in step with a model's view, animating the difference.

A presenter describes, zone by zone, what a viewer sees and how (the records of
:mod:`petridish.table.specs`: cards, dice, tokens and counters in zones, tracks on the
table at their place); ``Board.show`` then works out what moved, what turned over, what
was rolled and what is new, and moves the existing items rather than rebuilding the table
— so a card slides from the deck to a room instead of blinking into place, and a die
thrown into the tray tumbles on its way there.

Hidden cards have no identity the viewer may know (a face-down Spawn is just "a Spawn").
They are matched by position: a zone keeps its hidden items as long as it has hidden
cards; a zone that gained some takes them from a zone that lost some (the deck the
Spawns were drawn from), and a card that is revealed takes over a hidden item from the
same zone and turns over. Nothing about hidden cards is stored on the items, so nothing
can leak through them.

Dice, tokens, counters and tracks are never hidden, and each has a stable key: its item
is kept as long as the key is shown by a spec the same item can show (a die keeps its
faces, a token its colour and shape, a track its boxes); otherwise a new item takes the
old one's place. A die tumbles only when its spec says it was just rolled.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from petridish.qt import QtCore, QtGui
from petridish.table.card import CardItem
from petridish.table.constants import CARD_H, CARD_W, CUE_MS, CUE_STEPS
from petridish.table.count_badge import CountBadge
from petridish.table.counter import CounterItem
from petridish.table.die import ROLLING, DieItem, PercentileDice
from petridish.table.faces import CardFace
from petridish.table.scene import TableScene
from petridish.table.specs import (
    ON_TABLE,
    CardSpec,
    CounterSpec,
    DieSpec,
    Layout,
    PercentileSpec,
    PieceSpec,
    Spec,
    TokenSpec,
    TrackSpec,
    build_of,
    check_layout,
)
from petridish.table.token import TokenItem
from petridish.table.track import TrackItem
from petridish.table.zone import ZoneItem

__all__ = [
    "ON_TABLE",
    "Board",
    "CardSpec",
    "CounterSpec",
    "DieSpec",
    "PercentileSpec",
    "TokenSpec",
    "TrackSpec",
]

FaceSource = Callable[[str], CardFace]  # face key -> the face (a FaceCache)
Piece = DieItem | PercentileDice | TokenItem | CounterItem  # keyed things in zones
Keyed = Piece | TrackItem
Item = CardItem | Keyed


COUNTED = "count"  # the animator's channel of a die's count waiting for rolls to land


class Board:
    """Everything on one table, reconciled against successive layouts."""

    def __init__(self, scene: TableScene, zones: dict[str, ZoneItem], faces: FaceSource) -> None:
        self.scene = scene
        self.zones = zones
        self.faces = faces
        self.known: dict[str, CardItem] = {}
        self.hidden: dict[str, list[CardItem]] = {}  # zone -> hidden items, in order
        self.keyed: dict[str, Keyed] = {}  # dice, tokens, counters and tracks by key
        self.specs: dict[Item, Spec] = {}
        self.zone_of: dict[Item, str] = {}  # a track's is ON_TABLE
        self.counts: dict[str, CountBadge] = {}  # a pile's count, kept by the pile
        self._cues = 0  # see _cue
        # Dice whose new value a roll of this show decides, turned once the rolls land.
        self._counts: list[tuple[DieItem | PercentileDice, int, str]] = []
        self._waiting: dict[DieItem | PercentileDice, int] = {}  # ...and the value each waits for
        self._turn = True  # see show
        self._serial = 0

    # -- queries --------------------------------------------------------------------------
    def item(self, key: str) -> Item | None:
        """The item showing the card, die, token, counter or track called ``key``."""
        card = self.known.get(key)
        return card if card is not None else self.keyed.get(key)

    def spec(self, item: Item) -> Spec | None:
        return self.specs.get(item)

    def items(self) -> list[Item]:
        return list(self.specs)

    # -- reconciling ----------------------------------------------------------------------
    def show(self, layout: Layout, animated: bool = True, turn: bool = True) -> None:
        """Make the table show ``layout`` (zone name -> what it holds, in order; tracks
        under ON_TABLE). ``turn`` False: cards show their new side at once (the table
        is seen by another person, not turned over by the game)."""
        check_layout(layout, self.zones)
        self._cues = 0  # the cards turned over and dice rolled by this show, so far
        self._turn = turn
        cards = {
            zone: [s for s in specs if isinstance(s, CardSpec)]
            for zone, specs in layout.items()
            if zone != ON_TABLE
        }
        placed = self._place_cards(cards)
        old_specs = self.specs
        keyed = self._place_keyed(layout)
        # Apply: identity tables, looks, then zones (which animate the moves).
        self.known, self.hidden, self.specs, self.zone_of = {}, {}, {}, {}
        self.keyed = keyed
        for zone, specs in layout.items():
            if zone == ON_TABLE:
                for spec in specs:
                    assert isinstance(spec, TrackSpec)  # check_layout saw to it
                    track = keyed[spec.key]
                    self._dress_keyed(track, spec, old_specs.get(track), animated)
                    self.specs[track] = spec
                    self.zone_of[track] = zone
                continue
            z = self.zones[zone]
            pile = z.layout == "stack"
            card_items = iter(placed[zone])
            row: list[CardItem | Piece] = []
            for spec in specs:
                item: CardItem | Piece | None
                if isinstance(spec, CardSpec):
                    item = next(card_items)
                    assert item is not None
                    self._dress(item, spec, animated, badge=not pile)
                    if spec.key:
                        self.known[spec.key] = item
                    else:
                        self.hidden.setdefault(zone, []).append(item)
                else:
                    piece = keyed[spec.key]
                    assert not isinstance(piece, TrackItem)  # check_layout saw to it
                    self._dress_keyed(piece, spec, old_specs.get(piece), animated)
                    item = piece
                self.specs[item] = spec
                self.zone_of[item] = zone
                row.append(item)
            self._arrange(z, row, specs, animated)
            if pile:
                self._count(zone, cards[zone])
        self._count_after_rolls()

    def _place_cards(self, layout: dict[str, list[CardSpec]]) -> dict[str, list[CardItem | None]]:
        """Which card item shows each card spec of each zone (made or retired as needed)."""
        wanted_keys = {s.key for specs in layout.values() for s in specs if s.key}
        placed: dict[str, list[CardItem | None]] = {}
        spare_hidden: list[CardItem] = []
        # Pass 1: known cards keep their items; each zone keeps as many hidden items as it
        # still has hidden cards, and offers the rest for reuse.
        for zone, specs in layout.items():
            keep = list(self.hidden.get(zone, []))
            row: list[CardItem | None] = []
            for spec in specs:
                if spec.key and spec.key in self.known:
                    row.append(self.known[spec.key])
                elif spec.key is None and keep:
                    row.append(keep.pop(0))
                else:
                    row.append(None)
            # A card revealed here turns over the zone's leftover hidden item.
            for i, spec in enumerate(specs):
                if row[i] is None and spec.key and keep:
                    row[i] = keep.pop(0)
            spare_hidden.extend(keep)
            placed[zone] = row
        for zone, items in self.hidden.items():
            if zone not in layout:
                spare_hidden.extend(items)
        spare_known = [it for key, it in self.known.items() if key not in wanted_keys]
        # Pass 2: the rest come from what other zones gave up, or are new.
        for zone, specs in layout.items():
            row = placed[zone]
            for i, spec in enumerate(specs):
                if row[i] is not None:
                    continue
                if spare_hidden:
                    row[i] = spare_hidden.pop(0)
                elif spec.key is None and spare_known:
                    row[i] = spare_known.pop(0)
                else:
                    row[i] = self._new_item(zone)
        for item in spare_hidden + [it for it in spare_known if it not in self._all(placed)]:
            self._retire(item)
        return placed

    def _place_keyed(self, layout: Layout) -> dict[str, Keyed]:
        """The item for every keyed spec: its own if it can show the spec, else a new one
        where the old one lay (or in the middle of its zone). The rest are retired."""
        wanted = {
            s.key: (zone, s)
            for zone, specs in layout.items()
            for s in specs
            if not isinstance(s, CardSpec)
        }
        out: dict[str, Keyed] = {}
        for key, item in self.keyed.items():
            if key not in wanted:
                self._retire_keyed(item)
                continue
            zone, spec = wanted[key]
            old = self.specs.get(item)
            if old is not None and build_of(old) == build_of(spec):
                out[key] = item
                continue
            out[key] = self._make(spec, item.pos())
            self._retire_keyed(item)
        for key, (zone, spec) in wanted.items():
            if key not in out:
                where = (
                    QtCore.QPointF(*spec.pos)
                    if isinstance(spec, TrackSpec)
                    else self.zones[zone].scene_rect().center()
                )
                out[key] = self._make(spec, where)
        return out

    @staticmethod
    def _all(placed: dict[str, list[CardItem | None]]) -> set[CardItem]:
        return {it for row in placed.values() for it in row if it is not None}

    def _arrange(
        self,
        zone: ZoneItem,
        items: list[CardItem | Piece],
        specs: Sequence[Spec],
        animated: bool,
    ) -> None:
        current = zone.items()
        target = list(items)
        if zone.layout == "slots":
            same = all(
                zone.slot_of(it) == (_slot(s) if _slot(s) >= 0 else zone.slot_of(it))
                for it, s in zip(target, specs, strict=True)
            )
            if current == target and same:
                zone.relayout(animated)  # a piece let go after a drag returns to its place
                return
            for it in current:
                zone.remove(it, animated=False, settle=False)
            for it, spec in zip(target, specs, strict=True):
                zone.add(it, _slot(spec), animated, settle=False)
            zone.relayout(animated)  # once, not once a piece (a full table's 4,000 moves)
            return
        if current == target:
            zone.relayout(animated)  # a piece let go after a drag returns to its place
            return
        for it in current:
            if it not in target:
                zone.remove(it, animated=False, settle=False)
        for index, it in enumerate(target):
            zone.add(it, index, animated, settle=False)
        zone.relayout(animated)

    def _count(self, zone: str, specs: list[CardSpec]) -> None:
        """A pile shows the count its top card's spec carries, at the pile's corner."""
        badge = self.counts.get(zone)
        text = specs[-1].badge if specs else ""
        if badge is None:
            if not text:
                return
            badge = self.counts[zone] = CountBadge()
            self.scene.addItem(badge)
        z = self.zones[zone]
        scale = specs[-1].scale if specs else 1.0
        centre = z.positions(max(1, len(specs)))[-1]
        corner = centre + QtCore.QPointF(CARD_W * scale / 2, CARD_H * scale / 2)
        badge.show_count(text, corner)

    def _dress(self, item: CardItem, spec: CardSpec, animated: bool, badge: bool = True) -> None:
        # Only what changed is set: each setter repaints the card.
        front, back = self.faces(spec.front), self.faces(spec.back)
        if item.front() is not front or item.back() is not back:
            item.set_faces(front, back)
        if item.face_up != spec.face_up:
            turning = animated and self._turn
            item.set_face_up(spec.face_up, turning, self._cue() if turning else 0)
        item.draggable = spec.draggable
        if item.scale() != spec.scale:
            item.setScale(spec.scale)
        if item.rotation_quarter() != spec.turned % 4:
            item.set_rotation_quarter(spec.turned, animated)
        item.set_badge((spec.badge or None) if badge else None)
        # A card showing its face says the rest under its hover preview; a Qt tooltip
        # would cover the neighbouring cards too. A face-down one has no preview.
        item.caption = spec.tip if spec.face_up else ""
        item.set_name(spec.name if spec.face_up else "", spec.name_from, spec.name_down)
        item.setToolTip("" if spec.face_up else spec.tip)

    def _dress_keyed(
        self, item: Keyed, spec: PieceSpec | TrackSpec, old: Spec | None, animated: bool
    ) -> None:
        """Bring a kept (or new) item to what ``spec`` says; ``old`` is what it showed."""
        if isinstance(item, TrackItem):
            assert isinstance(spec, TrackSpec)
            pos = QtCore.QPointF(*spec.pos)
            if item.pos() != pos:
                item.setPos(pos)
            item.set_value(spec.value, animated and old is not None)
            return
        assert not isinstance(spec, TrackSpec)
        if isinstance(spec, CounterSpec):
            item.setToolTip(spec.tip)
            assert isinstance(item, CounterItem)
            item.set_label(spec.label)
            item.set_value(spec.value)
            return
        item.draggable = spec.draggable
        if isinstance(item, DieItem | PercentileDice):
            if isinstance(item, DieItem):
                assert isinstance(spec, DieSpec)
                shown, value = item.value_index, spec.value_index
            else:
                assert isinstance(spec, PercentileSpec)
                shown, value = item.value, spec.value
            waiting = self._waiting.get(item)
            if animated and not spec.rolled and shown != value and not item.rolling:
                if waiting != value:  # (a refresh of the same show: still waiting)
                    self._counts.append((item, value, spec.tip))  # (its words with it)
                return
            if waiting is not None:  # a count still waiting: at once, then this show's
                item.animator.stop(item, COUNTED)
            item.setToolTip(spec.tip)
            _show_roll(item, shown, value, spec.rolled, animated, self._cue)
        else:
            assert isinstance(item, TokenItem) and isinstance(spec, TokenSpec)
            item.setToolTip(spec.tip)
            if item.label != spec.label:
                item.set_label(spec.label)
            item.set_fallen(spec.fallen)

    def _count_after_rolls(self) -> None:
        """A die counting what a roll of this show changed (the Damage die an attack's
        die decides) turns once the show's dice have landed: Finn's Damage read 4 while
        Coral's die still tumbled towards the 5 that dealt it."""
        counts, self._counts = self._counts, []
        for die, value, tip in counts:
            self._waiting[die] = value
            done = partial(self._counted, die, value, tip)
            die.animator.after(ROLLING, die, done, channel=COUNTED)

    def _counted(self, die: DieItem | PercentileDice, value: int, tip: str) -> None:
        self._waiting.pop(die, None)
        die.set_value(value)
        die.setToolTip(tip)

    def _make(self, spec: Spec, where: QtCore.QPointF) -> Keyed:
        """A new item for a keyed spec, on the table at ``where`` (a track: its corner)."""
        item: Keyed
        if isinstance(spec, DieSpec):
            colour = QtGui.QColor(spec.colour) if spec.colour else None
            item = DieItem(list(spec.labels()), spec.key, colour=colour, size=spec.size)
        elif isinstance(spec, PercentileSpec):
            colour = QtGui.QColor(spec.colour) if spec.colour else None
            item = PercentileDice(spec.key, colour=colour, size=spec.size)
        elif isinstance(spec, TokenSpec):
            item = TokenItem(spec.label, spec.colour, spec.shape, key=spec.key, size=spec.size)
        elif isinstance(spec, CounterSpec):
            item = CounterItem(spec.label, spec.value, spec.colour, key=spec.key)
        else:
            assert isinstance(spec, TrackSpec)
            item = TrackItem(
                spec.label,
                spec.length,
                spec.value,
                start=spec.start,
                labels=spec.labels,
                colour=spec.colour,
                key=spec.key,
                label_width=spec.label_width,
            )
        item.setPos(where)
        self.scene.addItem(item)
        return item

    def _new_item(self, zone: str) -> CardItem:
        self._serial += 1
        item = CardItem(f"card#{self._serial}", width=CARD_W, height=CARD_H, face_up=False)
        z = self.zones[zone]
        item.setPos(z.scene_rect().center())
        self.scene.addItem(item)
        return item

    def _retire(self, item: CardItem) -> None:
        if item.zone is not None:
            item.zone.remove(item, animated=False)
        self.specs.pop(item, None)
        self.scene.removeItem(item)

    def _retire_keyed(self, item: Keyed) -> None:
        # A die taken off mid-tumble (or a marker mid-slide) stops: nothing ticks on for
        # an item no longer on the table.
        for it in (item, *item.childItems()):
            self.scene.animator.stop(it)
        if not isinstance(item, TrackItem) and item.zone is not None:
            item.zone.remove(item, animated=False)
        self.specs.pop(item, None)
        self.scene.removeItem(item)

    def clear(self) -> None:
        for item in list(self.specs):
            if isinstance(item, CardItem):
                self._retire(item)
            else:
                self._retire_keyed(item)
        for badge in self.counts.values():
            self.scene.removeItem(badge)
        self.counts = {}
        self.known, self.hidden, self.specs, self.zone_of = {}, {}, {}, {}
        self.keyed = {}

    def cued_ms(self) -> int:
        """How long after the last show began its last card turns over or die starts
        to tumble."""
        return max(0, min(self._cues, CUE_STEPS + 1) - 1) * CUE_MS

    def _cue(self) -> int:
        """How long the next card to turn over, or die to tumble, waits in this show:
        each a step after the one before, so a battle's cards turn one by one."""
        wait = min(self._cues, CUE_STEPS) * CUE_MS
        self._cues += 1
        return wait


def _show_roll(
    die: DieItem | PercentileDice,
    shown: int,
    value: int,
    rolled: bool,
    animated: bool,
    cue: Callable[[], int],
) -> None:
    """Tumble onto ``value`` if it was just rolled (when ``cue()`` says, after the dice
    rolled before it in the same show), else show it at once.

    A tumble already under way to the same value plays on: a second show of the same
    events (a refresh) neither restarts it nor cuts it short. A show that is not
    animated (a load) ends any tumble at once.
    """
    if die.rolling and shown == value and animated:
        return
    if rolled:
        die.roll_to(value, animated, cue() if animated else 0)
    elif shown != value or die.rolling:
        die.set_value(value)


def _slot(spec: Spec) -> int:
    """The slot a spec asks for in a slot zone (-1: the next free one)."""
    return spec.slot if isinstance(spec, CardSpec) else -1
