"""Keep the cards on the table in step with a model's view, animating the difference.

A presenter describes, zone by zone, which cards a viewer sees and how (``CardSpec``);
``Board.show`` then works out what moved, what turned over and what is new, and moves
the existing items rather than rebuilding the table — so a card slides from the deck to
a room instead of blinking into place.

Hidden cards have no identity the viewer may know (a face-down Spawn is just "a Spawn").
They are matched by position: a zone keeps its hidden items as long as it has hidden
cards; a zone that gained some takes them from a zone that lost some (the deck the
Spawns were drawn from), and a card that is revealed takes over a hidden item from the
same zone and turns over. Nothing about hidden cards is stored on the items, so nothing
can leak through them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from petridish.qt import QtCore
from petridish.table.card import CardItem
from petridish.table.constants import CARD_H, CARD_W
from petridish.table.count_badge import CountBadge
from petridish.table.faces import CardFace
from petridish.table.scene import TableScene
from petridish.table.zone import ZoneItem

FaceSource = Callable[[str], CardFace]  # face key -> the face (a FaceCache)


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


class Board:
    """The cards of one table, reconciled against successive layouts."""

    def __init__(self, scene: TableScene, zones: dict[str, ZoneItem], faces: FaceSource) -> None:
        self.scene = scene
        self.zones = zones
        self.faces = faces
        self.known: dict[str, CardItem] = {}
        self.hidden: dict[str, list[CardItem]] = {}  # zone -> hidden items, in order
        self.specs: dict[CardItem, CardSpec] = {}
        self.zone_of: dict[CardItem, str] = {}
        self.counts: dict[str, CountBadge] = {}  # a pile's count, kept by the pile
        self._serial = 0

    # -- queries --------------------------------------------------------------------------
    def item(self, key: str) -> CardItem | None:
        return self.known.get(key)

    def spec(self, item: CardItem) -> CardSpec | None:
        return self.specs.get(item)

    def items(self) -> list[CardItem]:
        return list(self.specs)

    # -- reconciling ----------------------------------------------------------------------
    def show(self, layout: dict[str, list[CardSpec]], animated: bool = True) -> None:
        """Make the table show ``layout`` (zone name -> cards in order)."""
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
        # Apply: identity tables, faces, then zones (which animate the moves).
        self.known, self.hidden, self.specs, self.zone_of = {}, {}, {}, {}
        for zone, specs in layout.items():
            z = self.zones[zone]
            pile = z.layout == "stack"
            for item, spec in zip(placed[zone], specs, strict=True):
                assert item is not None
                self._dress(item, spec, animated, badge=not pile)
                if spec.key:
                    self.known[spec.key] = item
                else:
                    self.hidden.setdefault(zone, []).append(item)
                self.specs[item] = spec
                self.zone_of[item] = zone
            self._arrange(z, placed[zone], specs, animated)
            if pile:
                self._count(zone, specs)

    @staticmethod
    def _all(placed: dict[str, list[CardItem | None]]) -> set[CardItem]:
        return {it for row in placed.values() for it in row if it is not None}

    def _arrange(
        self, zone: ZoneItem, items: list[CardItem | None], specs: list[CardSpec], animated: bool
    ) -> None:
        current = zone.items()
        target = [it for it in items if it is not None]
        if zone.layout == "slots":
            same = all(
                zone.slot_of(it) == (s.slot if s.slot >= 0 else zone.slot_of(it))
                for it, s in zip(target, specs, strict=True)
            )
            if current == target and same:
                zone.relayout(animated)  # a piece let go after a drag returns to its place
                return
            for it in current:
                zone.remove(it, animated=False)
            for it, spec in zip(target, specs, strict=True):
                zone.add(it, spec.slot, animated)
            return
        if current == target:
            zone.relayout(animated)  # a piece let go after a drag returns to its place
            return
        for it in current:
            if it not in target:
                zone.remove(it, animated=False)
        for index, it in enumerate(target):
            zone.add(it, index, animated)

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
        corner = centre + QtCore.QPointF(CARD_W * scale / 2, -CARD_H * scale / 2)
        badge.show_count(text, corner)

    def _dress(self, item: CardItem, spec: CardSpec, animated: bool, badge: bool = True) -> None:
        old = self.specs.get(item)
        if old is None or (old.front, old.back) != (spec.front, spec.back):
            item.set_faces(self.faces(spec.front), self.faces(spec.back))
        if item.face_up != spec.face_up:
            item.set_face_up(spec.face_up, animated)
        item.draggable = spec.draggable
        if old is None or old.scale != spec.scale:
            item.setScale(spec.scale)
        item.set_badge((spec.badge or None) if badge else None)
        # A card showing its face says the rest under its hover preview; a Qt tooltip
        # would cover the neighbouring cards too. A face-down one has no preview.
        item.caption = spec.tip if spec.face_up else ""
        item.setToolTip("" if spec.face_up else spec.tip)

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

    def clear(self) -> None:
        for item in list(self.specs):
            self._retire(item)
        for badge in self.counts.values():
            self.scene.removeItem(badge)
        self.counts = {}
        self.known, self.hidden, self.specs, self.zone_of = {}, {}, {}, {}

    def centre_of(self, zone: str) -> QtCore.QPointF:
        return self.zones[zone].scene_rect().center()
