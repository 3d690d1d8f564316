"""The reason a drop would be refused, shown beside the held piece while it hovers.

A drop target that glows red says *that* the piece cannot go there; this small bubble
says *why*, before the player lets go. It keeps its size whatever the zoom (it ignores
the view's transform), never takes the mouse, and stays inside the view: below the
piece, else above, right or left of it, wherever it covers neither the piece nor,
where there is room, other pieces (see :mod:`petridish.table.inside`).
"""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.constants import ILLEGAL, Z
from petridish.table.inside import keep_inside, roomiest

MAX_WIDTH = 320  # pixels: longer reasons wrap
PAD = 8
GAP = 10  # pixels between the piece and the bubble


class DropHint(QtWidgets.QGraphicsObject):
    """One per scene; :meth:`show_for` places it under a piece, or hides it."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._rect = QtCore.QRectF()
        self._font = QtGui.QFont()
        self._font.setPixelSize(14)
        self.setZValue(Z.TOAST)
        self.setFlag(QtWidgets.QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        # Drawn once per reason, then moved along with the piece as a cached picture.
        self.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)
        self._side = -1  # the side of the piece the bubble was put on (see _place_by)

    def text(self) -> str:
        """The reason shown (empty while hidden)."""
        return self._text if self.isVisible() else ""

    def show_for(self, piece: QtWidgets.QGraphicsItem, reason: str | None) -> None:
        """Show ``reason`` just below ``piece`` (None or "" hides the bubble)."""
        if not reason:
            self.hide_now()
            return
        if reason != self._text:
            self.prepareGeometryChange()
            self._text = reason
            metrics = QtGui.QFontMetricsF(self._font)
            box = metrics.boundingRect(
                QtCore.QRectF(0, 0, MAX_WIDTH, 1000), Qt.TextFlag.TextWordWrap, reason
            )
            w, h = box.width() + 2 * PAD + 12, box.height() + 2 * PAD
            self._rect = QtCore.QRectF(0, 0, w, h)
        self._place_by(piece)
        self.setVisible(True)
        self.update()

    def follow(self, piece: QtWidgets.QGraphicsItem) -> None:
        """Keep the bubble (if shown) beside ``piece`` as it moves, on the side chosen
        when it was shown: looking for room again at every step of a drag tripled a
        step's time (bench/bench_drag.py)."""
        if self.isVisible():
            self._place_by(piece, choose=False)

    def _place_by(self, piece: QtWidgets.QGraphicsItem, choose: bool = True) -> None:
        """Put the bubble where it reads best beside ``piece``, inside the view (or, not
        ``choose``-ing, on the side it was put last)."""
        body = piece.sceneBoundingRect()
        views = self.scene().views() if self.scene() is not None else []
        if not views:  # nowhere to measure: just below the piece
            self.setPos(QtCore.QPointF(body.center().x() - self._rect.width() / 2, body.bottom()))
            return
        view = views[0]
        seen = view.mapFromScene(body).boundingRect().toRectF()
        w, h = self._rect.width(), self._rect.height()
        mid = seen.center()
        places = [
            QtCore.QRectF(mid.x() - w / 2, seen.bottom() + GAP, w, h),  # below
            QtCore.QRectF(mid.x() - w / 2, seen.top() - GAP - h, w, h),  # above
            QtCore.QRectF(seen.right() + GAP, mid.y() - h / 2, w, h),  # right
            QtCore.QRectF(seen.left() - GAP - w, mid.y() - h / 2, w, h),  # left
        ]
        if choose or not 0 <= self._side < len(places):
            spot = roomiest(view, places, skip=[piece], avoid=[seen])
            sides = [keep_inside(p, QtCore.QRectF(view.viewport().rect())) for p in places]
            self._side = sides.index(spot) if spot in sides else 0
        else:
            spot = keep_inside(places[self._side], QtCore.QRectF(view.viewport().rect()))
        self.setPos(view.mapToScene(spot.topLeft().toPoint()))

    def hide_now(self) -> None:
        if self.isVisible():
            self.setVisible(False)
        self._text = ""

    def bubble_rect(self) -> QtCore.QRectF:
        """Where the bubble is, in the pixels of the scene's first view (empty when
        hidden or there is no view)."""
        views = self.scene().views() if self.scene() is not None else []
        if not self.isVisible() or not views:
            return QtCore.QRectF()
        return self._rect.translated(QtCore.QPointF(views[0].mapFromScene(self.pos())))

    def boundingRect(self) -> QtCore.QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        r = self._rect
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setPen(QtGui.QPen(ILLEGAL, 1.5))
        painter.setBrush(QtGui.QColor(24, 28, 30, 236))
        painter.drawRoundedRect(r, 9, 9)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ILLEGAL)
        painter.drawEllipse(QtCore.QPointF(r.left() + PAD + 3, r.top() + PAD + 8), 3.5, 3.5)
        painter.setPen(QtGui.QColor(245, 240, 236))
        painter.setFont(self._font)
        painter.drawText(
            r.adjusted(PAD + 12, PAD, -PAD, -PAD),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            self._text,
        )
