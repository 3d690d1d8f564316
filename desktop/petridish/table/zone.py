"""Zones: named places on the table that hold pieces and lay them out.

A zone is positioned by its top-left corner; the positions it computes are scene
coordinates of piece *centres*. It draws itself as a faint outline pressed into the felt
with a small-caps label, and glows green or red while a piece is dragged over it. In a
fan, the card under the mouse (or with the keyboard focus ring) rises out of the hand
toward the middle of the table and over its neighbours, so its whole face can be read.
"""

from __future__ import annotations

import math

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.card import CardItem
from petridish.table.constants import (
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    ENGRAVE_DARK,
    ENGRAVE_LIGHT,
    HIGHLIGHT_MS,
    HINT,
    ILLEGAL,
    LEGAL,
    MOVE_MS,
    PEEK_RISE,
    ZONE_FILL,
    ZONE_GAP,
    ZONE_LABEL,
    ZONE_LABEL_H,
    ZONE_PAD,
    Z,
)
from petridish.table.legible import em_units, fitted, label_font
from petridish.table.paint import (
    draw_cached,
    draw_engraved,
    draw_engraved_text,
    draw_glow,
    small_caps_font,
)
from petridish.table.piece import PieceItem, animator_for

LAYOUTS = ("slots", "row", "fan", "stack", "column")
HIGHLIGHTS = {"none": None, "legal": LEGAL, "illegal": ILLEGAL, "hint": HINT}
_DEFAULT_CAPACITY = {"slots": 1, "row": 5, "fan": 7, "stack": 1, "column": 6}
FAN_STEP = 0.5  # a full fan shows half of each card (the zone is sized for this)
FAN_SPREAD = 1.08  # ...and a short hand spreads out up to this much: each card whole, apart
FAN_ARC = 10.0  # the middle of a fan sits this much higher than its ends
CASCADE_STEP = 0.22  # a column shows this fraction of each covered card
# A pile shows its depth by the edges of its lowest PILE_DEPTH pieces, each a hair above
# the last; the pieces above those lie exactly under the top one.
PILE_DEPTH = 32
PILE_STEP = 0.25
# A label grows up out of its band at most this tall (units): the bounding rect's
# margin above the place holds it.
LABEL_MOST = 26.0
# ...and may run this far past its place's right edge, into the gap beside it: the
# next place's label begins ZONE_PAD + 2 into that place.
LABEL_OVERHANG = 8.0


def buried(order: int, size: int) -> bool:
    """Whether the ``order``-th piece (0 = bottom) of a pile of ``size`` lies wholly under
    the top one, where nobody can see it. Such pieces are hidden rather than painted: a
    Gene Stream of 88 cards would otherwise paint 88 cards for one."""
    return PILE_DEPTH <= order < size - 1


class ZoneItem(QtWidgets.QGraphicsObject):
    """A place that holds pieces: ``slots``, ``row``, ``fan``, ``stack`` or ``column``.

    ``capacity`` is the number of slots (slots layout) or the number of pieces the zone
    is sized for (others; more still fit, squeezed). ``size`` overrides the computed size.
    A slot holds a small pile, so a slot layout never refuses a piece.
    """

    def __init__(
        self,
        name: str,
        label: str = "",
        layout: str = "row",
        capacity: int = 0,
        size: QtCore.QSizeF | tuple[float, float] | None = None,
        *,
        columns: int | None = None,
        piece_size: QtCore.QSizeF | None = None,
        parent: QtWidgets.QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        if layout not in LAYOUTS:
            raise ValueError(f"unknown zone layout {layout!r}; expected one of {LAYOUTS}")
        self.name = name
        self.label = label
        self.layout = layout
        self.capacity = capacity or _DEFAULT_CAPACITY[layout]
        self.columns = max(1, min(columns or self.capacity, self.capacity))
        self.piece_size = QtCore.QSizeF(piece_size or QtCore.QSizeF(CARD_W, CARD_H))
        # A row of pieces of several widths (dice and a two-dice percentile pair) lays
        # each by its own width (``_row_spots``); else every piece takes ``piece_size``.
        self.by_width = False
        self._items: list[PieceItem] = []
        self._slots: list[list[PieceItem]] = [[] for _ in range(self.capacity)]
        self._state = "none"
        self._resting = "none"  # what "none" brings the glow back to (see set_resting)
        self._glow_slot: int | None = None
        self._glow_item = _Glow(self)
        if size is None:
            self._size = self._natural_size()
        else:
            self._size = QtCore.QSizeF(*size) if isinstance(size, tuple) else QtCore.QSizeF(size)
        self._bounds = self.rect().adjusted(-16, -16, 16, 16)  # glow, label's overhang
        self.setZValue(Z.ZONE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Drawn once and blitted while cards move over it (its glow redraws it).
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_label(self, label: str) -> None:
        """Name the place anew (a side of a battle takes the name of who sits in it);
        a zone labelled keeps its label band, so the pieces stay where they were."""
        if label != self.label and (bool(label) == bool(self.label)):
            self.label = label
            self.update()

    def resize(self, width: float, height: float) -> None:
        """Take a new size (the table was laid out anew for the window's shape); the
        pieces take their new places when the table is drawn again."""
        size = QtCore.QSizeF(width, height)
        if size == self._size:
            return
        self.prepareGeometryChange()
        self._size = size
        self._bounds = self.rect().adjusted(-16, -16, 16, 16)
        self.update()

    # -- geometry ---------------------------------------------------------------------
    def _top(self) -> float:
        return ZONE_LABEL_H if self.label else ZONE_PAD

    def _natural_size(self) -> QtCore.QSizeF:
        pw, ph = self.piece_size.width(), self.piece_size.height()
        n = self.capacity
        if self.layout == "slots":
            rows = math.ceil(n / self.columns)
            w = self.columns * pw + (self.columns - 1) * ZONE_GAP
            h = rows * ph + (rows - 1) * ZONE_GAP
        elif self.layout == "row":
            w, h = n * pw + (n - 1) * ZONE_GAP, ph
        elif self.layout == "fan":
            w, h = pw + (n - 1) * pw * FAN_STEP, ph + FAN_ARC
        elif self.layout == "column":
            w, h = pw, ph + (n - 1) * ph * CASCADE_STEP
        else:  # stack
            w, h = pw, ph + 8.0
        return QtCore.QSizeF(w + 2 * ZONE_PAD, h + self._top() + ZONE_PAD)

    def rect(self) -> QtCore.QRectF:
        """The zone in its own coordinates (top-left at 0, 0)."""
        return QtCore.QRectF(QtCore.QPointF(0, 0), self._size)

    def content_rect(self) -> QtCore.QRectF:
        """The area pieces are laid out in (below the label band), local coordinates."""
        top = self._top()
        return QtCore.QRectF(
            ZONE_PAD, top, self._size.width() - 2 * ZONE_PAD, self._size.height() - top - ZONE_PAD
        )

    def scene_rect(self) -> QtCore.QRectF:
        """The zone's rect in scene coordinates (what drop overlap is measured against)."""
        return self.mapRectToScene(self.rect())

    def boundingRect(self) -> QtCore.QRectF:
        return self._bounds  # asked for on every paint: kept (see resize)

    def slot_rect(self, index: int = 0) -> QtCore.QRectF:
        """Local rect of slot ``index`` (slots layout) or of the first piece (others)."""
        pw, ph = self.piece_size.width(), self.piece_size.height()
        n = index + 1 if self.layout == "slots" else 1
        c = self._local_positions(n)[n - 1]
        return QtCore.QRectF(c.x() - pw / 2, c.y() - ph / 2, pw, ph)

    def _local_positions(self, n: int) -> list[QtCore.QPointF]:
        content = self.content_rect()
        pw, ph = self.piece_size.width(), self.piece_size.height()
        cy = content.top() + ph / 2
        if self.layout == "slots":
            out = []
            for i in range(n):
                k = min(i, self.capacity - 1)
                col, row = k % self.columns, k // self.columns
                out.append(
                    QtCore.QPointF(
                        content.left() + pw / 2 + col * (pw + ZONE_GAP),
                        cy + row * (ph + ZONE_GAP),
                    )
                )
            return out
        if self.layout == "stack":
            # A pile: each card a hair above the last, so a deep pile looks thick.
            x = content.center().x()
            depth = PILE_DEPTH * PILE_STEP
            return [
                QtCore.QPointF(x, cy + depth - min(i, PILE_DEPTH) * PILE_STEP) for i in range(n)
            ]
        if self.layout == "column":
            step = ph * CASCADE_STEP
            if n > 1:
                step = min(step, (content.height() - ph) / (n - 1))
            x = content.center().x()
            return [QtCore.QPointF(x, cy + i * step) for i in range(n)]
        if self.layout == "row":
            step = pw + ZONE_GAP
            if n > 1:
                step = min(step, (content.width() - pw) / (n - 1))
            return [QtCore.QPointF(content.left() + pw / 2 + i * step, cy) for i in range(n)]
        # fan: centred, overlapping, on a gentle arc with the middle highest
        step = pw * FAN_SPREAD
        if n > 1:
            step = min(step, (content.width() - pw) / (n - 1))
        total = pw + (n - 1) * step
        left = content.center().x() - total / 2 + pw / 2
        out = []
        for i in range(n):
            u = (2.0 * i / (n - 1) - 1.0) if n > 1 else 0.0
            out.append(QtCore.QPointF(left + i * step, cy + FAN_ARC * u * u))
        return out

    def positions(self, n: int) -> list[QtCore.QPointF]:
        """Scene positions of the centres of ``n`` pieces laid out in this zone."""
        return [self.mapToScene(p) for p in self._local_positions(n)]

    def peek_vector(self) -> QtCore.QPointF | None:
        """How far a hovered or focused piece rises out of this zone (None: it does not).

        A fan hides most of each card, so its cards peek: PEEK_RISE toward the middle of
        the table (up out of a hand along the bottom, down out of one along the top).
        """
        if self.layout != "fan":
            return None
        return QtCore.QPointF(0.0, PEEK_RISE * self._inward())

    def _inward(self) -> float:
        """+1 if the middle of the table lies below this zone, else -1."""
        scene = self.scene()
        zones = scene.zones() if hasattr(scene, "zones") else []
        table = QtCore.QRectF()
        for zone in zones:
            if zone.isVisible():
                table = table.united(zone.scene_rect())
        return 1.0 if self.scene_rect().center().y() < table.center().y() - 1.0 else -1.0

    def footprint(self) -> QtCore.QRectF:
        """The zone and the pieces in it (scene coordinates), with room for one to peek:
        what something shown beside the zone, such as the hover preview, keeps off."""
        rect = self.scene_rect()
        vector = self.peek_vector() or QtCore.QPointF()
        for piece in self.items():
            if piece.isVisible() and not piece.lifted:
                place = piece.rest_scene_rect()
                rect = rect.united(place).united(place.translated(vector))
        return rect

    # -- contents ---------------------------------------------------------------------
    def items(self) -> list[PieceItem]:
        """The pieces in the zone, in layout order (slot order for slot zones)."""
        if self.layout == "slots":
            return [piece for pile in self._slots for piece in pile]
        return list(self._items)

    def count(self) -> int:
        """How many pieces the zone holds."""
        return len(self.items())

    def slot_of(self, item: PieceItem) -> int | None:
        """The slot (slots layout) or index (others) that holds ``item``."""
        if self.layout == "slots":
            return next((i for i, pile in enumerate(self._slots) if item in pile), None)
        return self._items.index(item) if item in self._items else None

    def slot_items(self, index: int) -> list[PieceItem]:
        """The pile in slot ``index`` (slots layout), bottom first."""
        return list(self._slots[index])

    def add(
        self, item: PieceItem, index: int = -1, animated: bool = True, settle: bool = True
    ) -> None:
        """Put ``item`` in the zone at ``index`` (-1: the end, or the first empty slot).

        The piece leaves its previous zone, and every piece slides to its new place
        (unless not ``settle``: the caller adding several then calls :meth:`relayout`).
        """
        if item.zone is not None and item.zone is not self:
            item.zone.remove(item, animated)
        self._detach(item)
        if self.layout == "slots":
            if not 0 <= index < self.capacity:
                empty = [i for i, pile in enumerate(self._slots) if not pile]
                index = empty[0] if empty else self.capacity - 1
            self._slots[index].append(item)
        elif 0 <= index < len(self._items):
            self._items.insert(index, item)
        else:
            self._items.append(item)
        item.zone = self
        scene = self.scene()
        if scene is not None and item.scene() is not scene:
            scene.addItem(item)
        item.refresh_peek(animated)
        if settle:
            self.relayout(animated)

    def remove(self, item: PieceItem, animated: bool = True, settle: bool = True) -> None:
        """Take ``item`` out of the zone (it stays on the table where it is)."""
        if self._detach(item):
            item.zone = None
            item.refresh_peek(animated)
            if settle:
                self.relayout(animated)

    def _detach(self, item: PieceItem) -> bool:
        if item in self._items:
            self._items.remove(item)
            return True
        for pile in self._slots:
            if item in pile:
                pile.remove(item)
                return True
        return False

    def relayout(self, animated: bool = True, duration: int = MOVE_MS) -> None:
        """Slide every piece (except one held in the hand) to its place in the zone."""
        if self.layout == "slots":
            placed = []
            for i, pile in enumerate(self._slots):
                base = self._local_positions(i + 1)[i]
                for j, piece in enumerate(pile):
                    offset = QtCore.QPointF(0, -min(j, PILE_DEPTH) * PILE_STEP)
                    placed.append((piece, self.mapToScene(base + offset), j, len(pile)))
                    if isinstance(piece, CardItem):
                        piece.set_uncovered(1.0, 1.0)  # a slot's pile shows its top whole
        else:
            n = len(self._items)
            spots = self._row_spots() if self.by_width else self.positions(n)
            pile = n if self.layout == "stack" else 0  # only a stack piles up
            placed = [(p, spots[i], i, pile) for i, p in enumerate(self._items)]
            self._uncover(spots)
        for piece, pos, order, size in placed:
            if not piece.lifted:
                z = piece.LAYER + order * 0.01
                hide = buried(order, size)
                piece.move_to(pos, animated, duration=duration, z=z, buried=hide)

    def _row_spots(self) -> list[QtCore.QPointF]:
        """A row's places (``by_width``), each piece as wide as it is (a percentile pair
        is two dice wide: laid out as one die it lay over the die before it): left to
        right, a gap between, and where they do not fit, every gap shrunk alike,
        overlapping if need be. Pieces all of the zone's own size lie where
        ``positions`` says."""
        widths = [p.size().width() * p.scale() for p in self._items]
        pw = self.piece_size.width()
        if all(abs(w - pw) < 0.5 for w in widths):
            return self.positions(len(self._items))
        content = self.content_rect()
        gap = ZONE_GAP
        if len(widths) > 1:
            room = content.width() - sum(widths)
            gap = min(ZONE_GAP, room / (len(widths) - 1))
        cy = content.top() + self.piece_size.height() / 2
        x, out = content.left(), []
        for w in widths:
            out.append(self.mapToScene(QtCore.QPointF(x + w / 2, cy)))
            x += w + gap
        return out

    def _uncover(self, spots: list[QtCore.QPointF]) -> None:
        """Tell each card how much of it the next one leaves in sight (a fan's and a
        crowded row's overlap sideways, a column's downwards): its name is drawn there."""
        pw, ph = self.piece_size.width(), self.piece_size.height()
        for i, piece in enumerate(self._items):
            if not isinstance(piece, CardItem):
                continue
            across = down = 1.0
            if i + 1 < len(spots) and self.layout in ("fan", "row"):
                across = (spots[i + 1].x() - spots[i].x()) / pw
            elif i + 1 < len(spots) and self.layout == "column":
                down = (spots[i + 1].y() - spots[i].y()) / ph
            piece.set_uncovered(across, down)

    # -- hit testing ------------------------------------------------------------------
    def slot_at(self, scene_pos: QtCore.QPointF) -> int | None:
        """The slot under ``scene_pos`` (slots layout only; None elsewhere or between)."""
        if self.layout != "slots":
            return None
        local = self.mapFromScene(scene_pos)
        half_gap = ZONE_GAP / 2
        for i in range(self.capacity):
            if self.slot_rect(i).adjusted(-half_gap, -half_gap, half_gap, half_gap).contains(local):
                return i
        return None

    def drop_index(self, scene_pos: QtCore.QPointF, exclude: PieceItem | None = None) -> int:
        """Where a piece dropped with its centre at ``scene_pos`` would go.

        Slots: the slot under it, else the nearest slot. Row, fan and column: the insertion
        index among the current pieces. Stack: -1 (on top).
        """
        local = self.mapFromScene(scene_pos)
        if self.layout == "slots":
            hit = self.slot_at(scene_pos)
            if hit is not None:
                return hit
            centres = [self.slot_rect(i).center() for i in range(self.capacity)]
            return min(range(self.capacity), key=lambda i: _dist2(centres[i], local))
        if self.layout == "stack":
            return -1
        others = [p for p in self._items if p is not exclude]
        vertical = self.layout == "column"
        coord = local.y() if vertical else local.x()
        for i, piece in enumerate(others):
            c = self.mapFromScene(piece.pos())
            if coord < (c.y() if vertical else c.x()):
                return i
        return len(others)

    # -- drop highlight ---------------------------------------------------------------
    @property
    def highlight(self) -> str:
        """The drop highlight: "none", "legal", "illegal" or "hint"."""
        return self._state

    @property
    def lit(self) -> bool:
        """Whether the place glows (a drop's target, or where a lesson points)."""
        return self._state != "none"

    def set_resting(self, state: str) -> None:
        """The glow the place keeps while no drag lights it: "none", or "hint" where a
        lesson points at it. A drag's lights come and go over it; "none" brings this
        back (a refused drop put the lesson's pointer out for good)."""
        if state not in HIGHLIGHTS:
            raise ValueError(f"unknown highlight {state!r}; expected one of {list(HIGHLIGHTS)}")
        self._resting = state
        self.set_highlight(state)

    def set_highlight(self, state: str, slot: int | None = None, animated: bool = True) -> None:
        """Fade the glow to ``state`` over HIGHLIGHT_MS (a slot zone lights ``slot``).

        The glow is an item of its own over the zone, drawn once per colour and place
        and faded by its opacity: lighting a drop target never redraws the zone or the
        cards on it.
        """
        if state not in HIGHLIGHTS:
            raise ValueError(f"unknown highlight {state!r}; expected one of {list(HIGHLIGHTS)}")
        if state == "none":
            state = self._resting  # a drag over, the place a lesson points at glows again
        if state == self._state and slot == self._glow_slot:
            return
        self._state = state
        self._glow_slot = slot
        colour = HIGHLIGHTS[state]
        glow = self._glow_item
        if colour is not None:
            lit = self.content_rect().adjusted(
                -ZONE_PAD * 0.6, -ZONE_PAD * 0.6, ZONE_PAD * 0.6, ZONE_PAD * 0.6
            )
            if self.layout == "slots" and slot is not None:
                lit = self.slot_rect(slot).adjusted(-4, -4, 4, 4)
            glow.show_at(lit, QtGui.QColor(colour), self.layout == "slots" and slot is not None)
        target = 0.0 if colour is None else (0.45 if state == "hint" else 1.0)
        animator = animator_for(self)
        if animated:
            animator.animate_property(glow, b"opacity", target, HIGHLIGHT_MS)
        else:
            animator.stop(glow, "opacity")
            glow.setOpacity(target)

    @property
    def glow(self) -> float:
        """How strongly the drop glow shows now (0: not at all)."""
        return self._glow_item.opacity()

    # -- painting ---------------------------------------------------------------------
    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        content = self.content_rect()
        outline = content.adjusted(-ZONE_PAD * 0.6, -ZONE_PAD * 0.6, ZONE_PAD * 0.6, ZONE_PAD * 0.6)
        if self.layout == "slots":
            for i in range(self.capacity):
                self._paint_slot(painter, self.slot_rect(i))
        elif self.layout in ("stack", "column"):
            self._paint_slot(painter, self.slot_rect(0))
        else:
            draw_engraved(painter, outline, CARD_RADIUS + 4, ZONE_FILL, ENGRAVE_DARK, ENGRAVE_LIGHT)
        if self.label:
            draw_label(painter, self.label, self._size.width() - ZONE_PAD - 4)

    def _paint_slot(self, painter: QtGui.QPainter, rect: QtCore.QRectF) -> None:
        # Every empty place looks alike: drawn once per size, then copied (see draw_cached).
        draw_cached(painter, rect.adjusted(-2, -2, 2, 2), ("slot",), _engraved_slot)


_GLOW_REACH = 16.0  # how far a glow's halo reaches out of the place it lights


class _Glow(QtWidgets.QGraphicsObject):
    """A zone's drop glow: a tinted, glowing outline of the zone or of one slot, drawn
    once into its cache; the zone fades it in and out through its opacity."""

    def __init__(self, zone: ZoneItem) -> None:
        super().__init__(zone)
        self._rect = QtCore.QRectF()
        self._colour = QtGui.QColor(LEGAL)
        self._slot = False
        self.setOpacity(0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QtWidgets.QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, False)
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_at(self, rect: QtCore.QRectF, colour: QtGui.QColor, slot: bool) -> None:
        if (rect, colour.rgba(), slot) != (self._rect, self._colour.rgba(), self._slot):
            self.prepareGeometryChange()
            self._rect, self._colour, self._slot = QtCore.QRectF(rect), colour, slot
            self.update()

    def boundingRect(self) -> QtCore.QRectF:
        return self._rect.adjusted(-_GLOW_REACH, -_GLOW_REACH, _GLOW_REACH, _GLOW_REACH)

    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        if self._rect.isEmpty():
            return
        # Drawn once per colour and size, then copied: the wide soft strokes of a glow
        # took 2 to 3 ms, in the drag step that first lit each zone or slot.
        key = ("glow", self._colour.rgba(), self._slot)
        draw_cached(painter, self.boundingRect(), key, self._draw)

    def _draw(self, painter: QtGui.QPainter, box: QtCore.QRectF) -> None:
        rect = box.adjusted(_GLOW_REACH, _GLOW_REACH, -_GLOW_REACH, -_GLOW_REACH)
        path = QtGui.QPainterPath()
        path.addRoundedRect(rect, CARD_RADIUS + 4, CARD_RADIUS + 4)
        tint = QtGui.QColor(self._colour)
        tint.setAlphaF(0.22 if self._slot else 0.10)
        painter.fillPath(path, tint)
        draw_glow(painter, path, self._colour, 1.0, 11.0)


def _engraved_slot(painter: QtGui.QPainter, box: QtCore.QRectF) -> None:
    """An empty place pressed into the felt, with a faint emblem in it, as kpat's
    translucent slots have; ``box`` has 2 units of room around the place for its edges."""
    rect = box.adjusted(2, 2, -2, -2)
    draw_engraved(painter, rect, CARD_RADIUS, ZONE_FILL, ENGRAVE_DARK, ENGRAVE_LIGHT)
    painter.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 22), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = min(rect.width(), rect.height()) * 0.16
    painter.drawEllipse(rect.center(), r, r)


def draw_label(painter: QtGui.QPainter, label: str, width: float) -> None:
    """A place's small-caps label in its band (the top ZONE_LABEL_H units), ``width``
    units wide: readable on screen however small the table is drawn (see
    petridish.table.legible), growing up out of the band rather than over the pieces,
    and cut with "…" where it would run past the place."""
    width += LABEL_OVERHANG
    font = label_font(small_caps_font(9.5), painter, label, width, most=LABEL_MOST)
    painter.setFont(font)
    bottom = ZONE_LABEL_H - 4
    height = max(ZONE_LABEL_H - 6, em_units(font, painter) * 1.2)
    band = QtCore.QRectF(ZONE_PAD + 2, bottom - height, width, height)
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    draw_engraved_text(painter, band, flags, fitted(font, label, width), ZONE_LABEL)


def _dist2(a: QtCore.QPointF, b: QtCore.QPointF) -> float:
    d = a - b
    return d.x() * d.x() + d.y() * d.y()
