"""The common base of everything that sits on the table and can be picked up.

A piece is centred on its position (``pos()`` is its middle), so rotation, a flip's
x-scale and zone layout all work around the centre. It knows nothing about games: it
has a ``key`` (the presenter's id for it), a size, and a few visual states (selected
glow, keyboard focus ring, lifted shadow, badge) that the table's controllers set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.animator import Animator
from petridish.table.constants import (
    FOCUS,
    LIFT_BLUR,
    LIFT_OFFSET,
    MOVE_MS,
    SELECTED,
    SHADOW_BLUR,
    SHADOW_OFFSET,
    Z,
)
from petridish.table.paint import draw_glow, draw_path_shadow

if TYPE_CHECKING:
    from petridish.table.faces import CardFace
    from petridish.table.zone import ZoneItem

# Pieces outside any TableScene still animate "instantly" through this one.
_FALLBACK_ANIMATOR: Animator | None = None


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


class PieceItem(QtWidgets.QGraphicsObject):
    """Base class for cards, dice and tokens: centred geometry, drag flag, moves.

    Subclasses implement :meth:`body_path` and :meth:`paint_body`; the base paints the
    shadow, the selection glow, the focus ring and the badge around them.
    """

    LAYER = Z.CARD
    MARGIN = LIFT_BLUR + 14.0  # room around the body for shadow and glow

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

    def boundingRect(self) -> QtCore.QRectF:
        m = self.MARGIN
        return self.body_rect().adjusted(-m, -m, m + LIFT_OFFSET.x(), m + LIFT_OFFSET.y())

    def shape(self) -> QtGui.QPainterPath:
        # Hit-test on the body only, never on the shadow.
        return self.body_path()

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
        self._draggable = value
        if value:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        else:
            self.unsetCursor()

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
        """Show or hide the keyboard focus ring."""
        if on != self._focus_ring:
            self._focus_ring = on
            self.update()

    @property
    def lifted(self) -> bool:
        """Whether the piece is held (drawn with a wider, further shadow)."""
        return self._lifted

    def set_lifted(self, on: bool) -> None:
        """Mark the piece as held in the hand or put down."""
        if on != self._lifted:
            self._lifted = on
            self.update()

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

    def set_rest_z(self, z: float) -> None:
        """Set the resting z value (applied now unless the piece is moving)."""
        self._rest_z = z
        if not self.busy():
            self.setZValue(z)

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
    ) -> None:
        """Slide to ``pos`` (scene coordinates of the centre) and rest at ``z``.

        While sliding the piece rides on the ANIMATING layer so it passes over others.
        """
        if z is not None:
            self._rest_z = z
        animator = self.animator
        if not animated or self.pos() == pos:
            animator.stop(self, "pos")
            self.setPos(pos)
            self.setZValue(self._rest_z)
            return
        self.setZValue(Z.ANIMATING + self._rest_z * 0.01)
        animator.animate_property(
            self,
            b"pos",
            QtCore.QPointF(pos),
            duration,
            on_done=lambda: self.setZValue(self._rest_z),
        )

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

    # -- hover preview ----------------------------------------------------------------
    def preview_face(self) -> CardFace | None:
        """What a hover preview should show; None means no preview (the default)."""
        return None

    def hoverEnterEvent(self, event: QtWidgets.QGraphicsSceneHoverEvent) -> None:
        preview = getattr(self.scene(), "preview", None)
        if preview is not None and self.preview_face() is not None:
            preview.schedule(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QtWidgets.QGraphicsSceneHoverEvent) -> None:
        preview = getattr(self.scene(), "preview", None)
        if preview is not None:
            preview.cancel(self)
        super().hoverLeaveEvent(event)

    # -- painting ---------------------------------------------------------------------
    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
        self.paint_shadow(painter)
        if self._highlighted:
            draw_glow(painter, self.body_path(), SELECTED, 1.0, 12.0)
        self.paint_body(painter)
        if self._badge:
            self.paint_badge(painter)
        if self._focus_ring:
            self.paint_focus_ring(painter)

    def paint_shadow(self, painter: QtGui.QPainter) -> None:
        """Soft shadow under the body; wider and further when lifted."""
        blur, offset = (LIFT_BLUR, LIFT_OFFSET) if self._lifted else (SHADOW_BLUR, SHADOW_OFFSET)
        draw_path_shadow(painter, self.body_path(), blur * 0.6, offset, 90)

    def paint_body(self, painter: QtGui.QPainter) -> None:
        """Draw the piece itself (subclasses override)."""
        painter.setBrush(QtGui.QColor(230, 230, 225))
        painter.drawPath(self.body_path())

    def paint_focus_ring(self, painter: QtGui.QPainter) -> None:
        """A clear outline a few units outside the body."""
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QtGui.QPen(FOCUS, 3.0)
        painter.setPen(pen)
        r = self.body_rect().adjusted(-5, -5, 5, 5)
        painter.drawRoundedRect(r, 10, 10)
        painter.restore()

    def paint_badge(self, painter: QtGui.QPainter) -> None:
        """A dark pill with light text, overhanging the top-right corner."""
        painter.save()
        font = QtGui.QFont()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        metrics = QtGui.QFontMetricsF(font)
        w = max(24.0, metrics.horizontalAdvance(self._badge or "") + 14.0)
        h = 24.0
        body = self.body_rect()
        pill = QtCore.QRectF(body.right() - w + 6, body.top() - 6, w, h)
        painter.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 200), 1.5))
        painter.setBrush(QtGui.QColor(28, 32, 36, 235))
        painter.drawRoundedRect(pill, h / 2, h / 2)
        painter.setPen(QtGui.QColor(250, 250, 245))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self._badge or "")
        painter.restore()
