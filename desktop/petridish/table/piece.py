"""The common base of everything that sits on the table and can be picked up.

A piece is centred on its position (``pos()`` is its middle), so rotation, a flip's
x-scale and zone layout all work around the centre. It knows nothing about games: it
has a ``key`` (the presenter's id for it), a size, and a few visual states (selected
glow, keyboard focus ring, lifted shadow, badge) that the table's controllers set.

A piece its zone lets *peek* (a card of a fan) rises a little out of the zone and over
its neighbours while it is hovered or has the focus ring, so that its whole face shows.
The rise is drawn through the item's transform, never through ``pos()``: the zone, the
drag controller and the keyboard keep seeing the piece at its place.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.animator import Animator
from petridish.table.constants import (
    EASING,
    FOCUS,
    FOCUS_CORE_PX,
    FOCUS_EDGE,
    FOCUS_EDGE_PX,
    FOCUS_RING_GAP_PX,
    FOCUS_RING_REACH_PX,
    LIFT_BLUR,
    LIFT_OFFSET,
    MOVE_MS,
    PEEK_MS,
    PEEK_Z,
    SELECTED,
    SHADOW_BLUR,
    SHADOW_OFFSET,
    Z,
)
from petridish.table.paint import draw_badge, draw_glow, draw_path_shadow

if TYPE_CHECKING:
    from petridish.table.faces import CardFace
    from petridish.table.zone import ZoneItem

# Pieces outside any TableScene still animate "instantly" through this one.
_FALLBACK_ANIMATOR: Animator | None = None
_REGION_SCALE = 8.0  # a peek's hit area is worked out in eighths of a scene unit


def _region(rect: QtCore.QRectF) -> QtGui.QRegion:
    k = _REGION_SCALE
    scaled = QtCore.QRectF(rect.left() * k, rect.top() * k, rect.width() * k, rect.height() * k)
    return QtGui.QRegion(scaled.toAlignedRect())


def animator_for(item: QtWidgets.QGraphicsItem) -> Animator:
    """The animator of the item's scene, or an instant one when it has none."""
    global _FALLBACK_ANIMATOR
    scene = item.scene()
    animator = getattr(scene, "animator", None)
    if isinstance(animator, Animator):
        return animator
    if _FALLBACK_ANIMATOR is None:
        _FALLBACK_ANIMATOR = Animator(speed=0.0)
    return _FALLBACK_ANIMATOR


GLOW_PX = 16.0  # the selection glow's width on screen (half of it shows round the body)


class PieceItem(QtWidgets.QGraphicsObject):
    """Base class for cards, dice and tokens: centred geometry, drag flag, moves.

    Subclasses implement :meth:`body_path` and :meth:`paint_body`; the base paints the
    shadow, the selection glow, the focus ring and the badge around them.
    """

    LAYER = Z.CARD
    MARGIN = LIFT_BLUR + 14.0  # room around the body for shadow and glow
    _peeking = False  # risen over the neighbours (the z part of a peek)

    def __init__(
        self, key: str, width: float, height: float, parent: QtWidgets.QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.key = key
        self._w = width
        self._h = height
        self._draggable = False
        self._highlighted = False
        self._focus_ring = False
        self._lifted = False
        self._badge: str | None = None
        self._rest_z = self.LAYER
        self._buried = False  # under the top of a pile: hidden (see move_to)
        self._bound_for: QtCore.QPointF | None = None  # where it is sliding to
        self._hovered = False
        self._peek = QtCore.QPointF()  # how far the body is drawn from its place, now
        self._peek_goal = QtCore.QPointF()  # ...and where that offset is heading
        self._peek_reach = 0.0  # how far the bounding rect reaches out for the rise
        self._bounds = QtCore.QRectF()
        self._bounds_reach: float | None = None  # the reach _bounds was made for
        self._peek_owner: QtCore.QObject | None = None  # owns the rise's animation
        self._squash = 1.0  # a flip's x-scale
        self._shape_key: tuple | None = None
        self._shape_cache = QtGui.QPainterPath()
        self.zone: ZoneItem | None = None  # set by ZoneItem.add / remove
        self.setZValue(self.LAYER)
        self.setAcceptHoverEvents(True)
        # Pieces are redrawn only when they change, and blitted from a cache when they
        # merely move: the elasticnodes example's trick, vital during drags.
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- geometry ---------------------------------------------------------------------
    def size(self) -> QtCore.QSizeF:
        """The body size in scene units (without shadow or glow)."""
        return QtCore.QSizeF(self._w, self._h)

    def body_rect(self) -> QtCore.QRectF:
        """The body in item coordinates, centred on (0, 0)."""
        return QtCore.QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def scene_body_rect(self) -> QtCore.QRectF:
        """The body's bounding box in scene coordinates (what drop overlap is measured on)."""
        return self.mapRectToScene(self.body_rect())

    def rest_scene_rect(self) -> QtCore.QRectF:
        """The body's bounding box in scene coordinates at its place, without a peek."""
        return self.scene_body_rect().translated(-self._peek)

    def boundingRect(self) -> QtCore.QRectF:
        # Qt asks for it for every piece on every paint (over a hundred times a drag
        # step): kept, and made anew only when the reach of a rise changes.
        if self._bounds_reach != self._peek_reach:
            m = self.MARGIN + self._peek_reach  # while peeking, the place it rose from too
            self._bounds = self.body_rect().adjusted(
                -m, -m, m + LIFT_OFFSET.x(), m + LIFT_OFFSET.y()
            )
            self._bounds_reach = self._peek_reach
        return self._bounds

    def shape(self) -> QtGui.QPainterPath:
        # Hit-test on the body only, never on the shadow.
        if self._peeking and self.zone is not None:
            return self._peek_shape()
        return self.body_path()

    def _peek_shape(self) -> QtGui.QPainterPath:
        """Where a peeking piece takes the mouse: where it took it at rest (the part of
        its place no later neighbour covers), plus the part of its risen body that
        stands clear of every neighbour's place.

        So the hand is hit-tested as it lies, whatever is risen: moving along the fan
        goes from card to card, and the strip of its place that the rise uncovered still
        holds a risen card up (it never drops and rises again under a still mouse). It
        always contains the resting hit area, so rising never loses the hover.
        """
        assert self.zone is not None
        others = [p for p in self.zone.items() if p is not self and not p.lifted]
        key = (
            self._peek.x(),
            self._peek.y(),
            self._rest_z,
            self.sceneTransform(),
            tuple((id(p), p.scenePos().x(), p.scenePos().y(), p.rest_z) for p in others),
        )
        if key == self._shape_key:
            return self._shape_cache
        # Worked out on QRegions, whose whole-number arithmetic is exact: QPainterPath's
        # boolean operations lose pieces of the result where edges coincide, as they do
        # all along a fan. The corners' rounding is too small to matter here.
        later = QtGui.QRegion()
        every = QtGui.QRegion()
        for piece in others:
            place = _region(piece.rest_scene_rect())
            every = every.united(place)
            if piece.rest_z > self._rest_z:
                later = later.united(place)
        rest = _region(self.rest_scene_rect()).subtracted(later)
        region = rest.united(_region(self.scene_body_rect()).subtracted(every))
        path = QtGui.QPainterPath()
        path.addRegion(region)
        to_item = QtGui.QTransform.fromScale(1 / _REGION_SCALE, 1 / _REGION_SCALE)
        self._shape_key = key
        self._shape_cache = (to_item * self.sceneTransform().inverted()[0]).map(path)
        return self._shape_cache

    def body_path(self) -> QtGui.QPainterPath:
        """The outline of the body (override for non-rectangular pieces)."""
        path = QtGui.QPainterPath()
        path.addRect(self.body_rect())
        return path

    # -- state flags ------------------------------------------------------------------
    @property
    def draggable(self) -> bool:
        """Whether the drag controller may pick this piece up."""
        return self._draggable

    @draggable.setter
    def draggable(self, value: bool) -> None:
        # The view shows the open hand over a draggable piece (TableView.track_cursor).
        # Pieces set no cursor of their own: once any item has one, Qt hit-tests the
        # scene on every mouse move to find it, drags included; and its unsetCursor on
        # an item under a still mouse in a fresh view crashes.
        self._draggable = value

    @property
    def highlighted(self) -> bool:
        """Whether the gold "selected/highlight" glow is on."""
        return self._highlighted

    def set_highlighted(self, on: bool) -> None:
        """Show or hide the gold "selected" glow."""
        if on != self._highlighted:
            self._highlighted = on
            self.update()

    @property
    def focus_ring(self) -> bool:
        """Whether the keyboard focus ring is shown."""
        return self._focus_ring

    def set_focus_ring(self, on: bool) -> None:
        """Show or hide the keyboard focus ring (a focused card of a fan peeks)."""
        if on != self._focus_ring:
            self._focus_ring = on
            self.update()
            self.refresh_peek()

    @property
    def lifted(self) -> bool:
        """Whether the piece is held (drawn with a wider, further shadow)."""
        return self._lifted

    def set_lifted(self, on: bool) -> None:
        """Mark the piece as held in the hand or put down.

        A held piece does not peek; one picked up while risen keeps its rise while it is
        carried (it stays where the hand took it) and lets go of it when put down.
        """
        if on != self._lifted:
            self._lifted = on
            if on:
                self._hovered = False  # the hover is over: a drag takes the mouse
            self.update()
            self.refresh_peek()

    @property
    def badge(self) -> str | None:
        """Small text shown in a pill at the top-right corner (a count, a value)."""
        return self._badge

    def set_badge(self, text: str | None) -> None:
        """Set or clear the badge."""
        self._badge = text or None
        self.update()

    @property
    def rest_z(self) -> float:
        """The z value the piece returns to when it stops moving."""
        return self._rest_z

    def resting_z(self) -> float:
        """The z value the piece shows at rest: its rest_z, raised while it peeks."""
        return self._rest_z + (PEEK_Z if self._peeking else 0.0)

    def setZValue(self, z: float) -> None:
        # Whoever puts a peeking piece back to its rest_z (the drag controller after a
        # drop, say), it stays over its neighbours until the peek ends.
        if self._peeking and z == self._rest_z:
            z += PEEK_Z
        super().setZValue(z)

    # -- motion -----------------------------------------------------------------------
    @property
    def animator(self) -> Animator:
        """The animator that runs this piece's animations."""
        return animator_for(self)

    def busy(self) -> bool:
        """True while one of this piece's own animations is running."""
        return self.animator.busy(self)

    def move_to(
        self,
        pos: QtCore.QPointF,
        animated: bool = True,
        *,
        duration: int = MOVE_MS,
        z: float | None = None,
        buried: bool = False,
    ) -> None:
        """Slide to ``pos`` (scene coordinates of the centre) and rest at ``z``; a piece
        ``buried`` under the top of a pile is hidden once it gets there.

        While sliding the piece rides on the ANIMATING layer so it passes over others.
        """
        if z is not None:
            self._rest_z = z
        # Read when the move ends, which may be inside this call: a move cut short by a
        # new one ends first, and must not hide a piece the new one shows.
        self._buried = buried
        if not buried:
            self.setVisible(True)
        animator = self.animator
        if not animated or self.pos() == pos:
            animator.stop(self, "pos")
            self.setPos(pos)
            self._arrived()
            return
        self._bound_for = QtCore.QPointF(pos)
        self.setZValue(Z.ANIMATING + self._rest_z * 0.01)
        animator.animate_property(
            self, b"pos", QtCore.QPointF(pos), duration, on_done=self._arrived
        )

    def landing_rect(self) -> QtCore.QRectF:
        """Where the piece will lie once it has slid where it is going (where it lies,
        if it is still): a note placed over the table keeps off it as it arrives."""
        rect = self.sceneBoundingRect()
        if self._bound_for is None:
            return rect
        return rect.translated(self._bound_for - self.pos())

    def _arrived(self) -> None:
        self._bound_for = None
        self.setZValue(self.resting_z())
        if self._buried:
            self.setVisible(False)

    def set_rotation_quarter(self, n: int, animated: bool = True) -> None:
        """Turn to ``n`` quarter turns clockwise (e.g. 1 for "damaged" or "used")."""
        target = 90.0 * (n % 4)
        current = self.rotation() % 360.0
        delta = (target - current + 180.0) % 360.0 - 180.0  # the short way round
        self.setRotation(current)
        if animated:
            self.animator.animate_property(self, b"rotation", current + delta, MOVE_MS)
        else:
            self.animator.stop(self, "rotation")
            self.setRotation(target)

    def rotation_quarter(self) -> int:
        """The current rotation in quarter turns (0-3)."""
        return round(self.rotation() / 90.0) % 4

    def set_squash(self, sx: float) -> None:
        """Narrow the piece to ``sx`` of its width around its centre (a flip's turn)."""
        self._squash = sx
        self._apply_transform()

    def _apply_transform(self) -> None:
        # The rise is a translation after everything else: straight up (or down) on the
        # table even for a piece turned sideways, and blitted from the item's cache.
        t = QtGui.QTransform()
        if self._squash != 1.0:
            t = QtGui.QTransform.fromScale(self._squash, 1.0)
        if not self._peek.isNull():
            t = t * QtGui.QTransform.fromTranslate(self._peek.x(), self._peek.y())
        self.setTransform(t)

    # -- peeking out of a fan -----------------------------------------------------------
    @property
    def peeking(self) -> bool:
        """Whether the piece is risen over its neighbours (hovered or focused in a fan)."""
        return self._peeking

    def peek_offset(self) -> QtCore.QPointF:
        """How far the body is drawn from its place right now (scene units)."""
        return QtCore.QPointF(self._peek)

    def refresh_peek(self, animated: bool = True) -> None:
        """Rise out of the zone, or settle back, as hover, focus ring and zone now say.

        The zone decides how far (:meth:`ZoneItem.peek_vector`; None: no peek there). The
        piece goes over its neighbours at once and glides the short way up, eased, as
        other motion on the table; it goes back under them at once when the peek ends
        and glides home. A held piece does not peek (see :meth:`set_lifted`), nor one
        with nothing to read or do (face down and not draggable: a hidden hand).
        """
        zone = self.zone
        vector = None
        if (
            zone is not None
            and not self._lifted
            and (self._hovered or self._focus_ring)
            and (self._draggable or self.preview_face() is not None)
        ):
            vector = zone.peek_vector()
        on = vector is not None
        if on != self._peeking:
            self._peeking = on
            self._shape_key = None
            # Not while it rides a higher layer: the move's end puts it to rest.
            if not self._lifted and self.zValue() < Z.ANIMATING:
                self.setZValue(self.resting_z())
            self.update()  # the shadow of a risen piece is deeper
        if self._lifted:
            return
        goal = vector if vector is not None else QtCore.QPointF()
        if goal == self._peek_goal and (goal == self._peek or self._peek_animating()):
            return
        self._peek_goal = QtCore.QPointF(goal)
        self._glide_peek(goal, animated)

    def _peek_animating(self) -> bool:
        return self._peek_owner is not None and self.animator.busy(self._peek_owner)

    def _glide_peek(self, goal: QtCore.QPointF, animated: bool) -> None:
        if not goal.isNull():
            reach = math.hypot(goal.x(), goal.y()) / max(self.scale(), 0.01)
            if reach > self._peek_reach:
                self.prepareGeometryChange()
                self._peek_reach = reach
        if self._peek_owner is None:
            # A helper owns the rise, so that busy() (which makes input wait for a move)
            # does not count it: a card that is rising may be picked up at once.
            self._peek_owner = QtCore.QObject(self)
        start = QtCore.QPointF(self._peek)

        def step(t: float) -> None:
            self._set_peek(goal if t >= 1.0 else start + (goal - start) * t)

        animator = self.animator
        if animated:
            animator.animate_value(self._peek_owner, step, PEEK_MS, channel="peek", easing=EASING)
        else:
            animator.stop(self._peek_owner, "peek")
            step(1.0)

    def _set_peek(self, offset: QtCore.QPointF) -> None:
        self._peek = QtCore.QPointF(offset)
        self._shape_key = None
        if offset.isNull() and self._peek_reach and not self._peeking:
            self.prepareGeometryChange()
            self._peek_reach = 0.0
        self._apply_transform()

    # -- hover preview ----------------------------------------------------------------
    def preview_face(self) -> CardFace | None:
        """What a hover preview should show; None means no preview (the default)."""
        return None

    def hoverEnterEvent(self, event: QtWidgets.QGraphicsSceneHoverEvent) -> None:
        preview = getattr(self.scene(), "preview", None)
        if preview is not None and self.preview_face() is not None:
            preview.schedule(self)
        self._set_hovered(True)
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event: QtWidgets.QGraphicsSceneHoverEvent) -> None:
        # After a drag the piece may lie under the mouse again with no new enter event,
        # or it may have turned face up or become draggable since the mouse came.
        if not self._lifted and not self._peeking:
            self._hovered = True
            self.refresh_peek()
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QtWidgets.QGraphicsSceneHoverEvent) -> None:
        preview = getattr(self.scene(), "preview", None)
        if preview is not None:
            preview.cancel(self)
        self._set_hovered(False)
        super().hoverLeaveEvent(event)

    def pointer_gone(self) -> None:
        """The mouse was let go away from the piece: it settles back if it was risen.
        (Qt tells no hover leave to a piece pressed and then let go of elsewhere, while
        the mouse holds still: a card that would not be dragged stayed risen over its
        neighbours until the mouse next moved over the hand.)"""
        self._set_hovered(False)

    def _set_hovered(self, on: bool) -> None:
        if on != self._hovered:
            self._hovered = on
            self.refresh_peek()

    # -- painting ---------------------------------------------------------------------
    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        # No SmoothPixmapTransform: faces and shadows are copied unscaled (see
        # paint.copy_upright), which with it go span by span through Qt's thread pool
        # (see TableView); what is resampled asks for smoothing itself.
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        self.paint_shadow(painter)
        if self._highlighted:
            self.paint_glow(painter)
        self.paint_body(painter)
        if self._badge:
            self.paint_badge(painter)
        if self._focus_ring:
            self.paint_focus_ring(painter)

    @property
    def raised(self) -> bool:
        """Held or peeking: drawn with the deeper shadow of a piece off the table."""
        return self._lifted or self._peeking

    def paint_shadow(self, painter: QtGui.QPainter) -> None:
        """Soft shadow under the body; wider and further when lifted."""
        blur, offset = (LIFT_BLUR, LIFT_OFFSET) if self.raised else (SHADOW_BLUR, SHADOW_OFFSET)
        draw_path_shadow(painter, self.body_path(), blur * 0.6, offset, 90)

    def paint_body(self, painter: QtGui.QPainter) -> None:
        """Draw the piece itself (subclasses override)."""
        painter.setBrush(QtGui.QColor(230, 230, 225))
        painter.drawPath(self.body_path())

    def paint_glow(self, painter: QtGui.QPainter) -> None:
        """The gold glow round a selected piece, or the one a lesson points at. Its width
        is in screen pixels, as the focus ring's: a small card on a table zoomed out to
        fit a laptop still glows plainly (in item units it shrank to a hairline)."""
        t = painter.worldTransform()
        px = math.hypot(t.m11(), t.m12())  # screen pixels per item unit
        width = GLOW_PX / px if px > 0 else GLOW_PX
        # Half the stroke lies outside the body: keep it inside the bounding rect's margin.
        draw_glow(painter, self.body_path(), SELECTED, 1.0, min(width, 2 * (self.MARGIN - 2.0)))

    def paint_focus_ring(self, painter: QtGui.QPainter) -> None:
        """A thick two-tone ring just outside the body, the body's own shape: a bright
        core between dark edges, so that it reads on the dark felt, on a light card
        beside it and on a dark one alike. Its widths are screen pixels, so that a small
        card (a Guppy set aside) or a table zoomed out still shows it plainly."""
        t = painter.worldTransform()
        px = math.hypot(t.m11(), t.m12())  # screen pixels per item unit
        unit = 1.0 / px if px > 0 else 1.0
        # Keep the whole ring inside the margin the bounding rect leaves round the body.
        unit = min(unit, (self.MARGIN - 2.0) / FOCUS_RING_REACH_PX)
        centre = (FOCUS_RING_GAP_PX + FOCUS_EDGE_PX / 2) * unit
        stroker = QtGui.QPainterPathStroker()
        stroker.setWidth(2 * centre)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        body = self.body_path()
        ring = (stroker.createStroke(body) | body).simplified()  # the body grown
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QtGui.QPen(FOCUS_EDGE, FOCUS_EDGE_PX * unit))
        painter.drawPath(ring)
        painter.setPen(QtGui.QPen(FOCUS, FOCUS_CORE_PX * unit))
        painter.drawPath(ring)
        painter.restore()

    def paint_badge(self, painter: QtGui.QPainter) -> None:
        """A dark pill with light text, overhanging the top-right corner."""
        body = self.body_rect()
        draw_badge(painter, self._badge or "", QtCore.QPointF(body.right() + 6, body.top() - 6))
