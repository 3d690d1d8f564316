"""The table scene: holds the pieces, zones and tracks, and routes the mouse to the drag
controller (kpat's ``KCardScene`` does the same: the scene, not each card, runs drags)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from petridish.qt import QtCore, QtGui, QtWidgets, Signal
from petridish.table.animator import Animator
from petridish.table.card import HoverPreview
from petridish.table.constants import FELT, Z
from petridish.table.drag import DragController, KeyboardDrag
from petridish.table.drop_hint import DropHint
from petridish.table.felt import felt_tile
from petridish.table.piece import PieceItem
from petridish.table.zone import ZoneItem


class TableScene(QtWidgets.QGraphicsScene):
    """A ``QGraphicsScene`` with a felt background, an animator, a hover preview, a
    mouse :class:`DragController` (``scene.drag``) and a :class:`KeyboardDrag`
    (``scene.keyboard``). Presenters set the drag callbacks on ``scene.drag``. With a
    ``cache_dir``, the drawn felt and vignette are kept there between runs.
    ``cleared`` is emitted when :meth:`clear` has taken everything off the table (a
    game left it): what a view says about that game goes with it.
    """

    cleared = Signal()

    def __init__(
        self,
        parent: QtCore.QObject | None = None,
        felt: QtGui.QColor = FELT,
        cache_dir: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.cache_dir = cache_dir  # where the felt and vignette are kept; None: memory
        self.animator = Animator(self)
        self.setBackgroundBrush(QtGui.QBrush(felt_tile(felt.rgb(), cache_dir)))
        # With the index, a paint asks only the pieces near what changed for their bounds
        # (bench_drag.py: a drag step 0.62 -> 0.52 ms), where without it every piece on
        # the table is asked, through Python, on every paint.
        self.setItemIndexMethod(QtWidgets.QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.preview = HoverPreview()
        self.addItem(self.preview)
        self.drop_hint = DropHint()  # why the place under a held piece refuses it
        self.addItem(self.drop_hint)
        self.drag = DragController(self)
        self.keyboard = KeyboardDrag(self.drag)
        # How far (in scene units) a press may land off a draggable piece and still take
        # hold of it: the view sets it from its zoom (TableView.GRAB_PX screen pixels).
        self.grab_slack = 0.0
        # The presenter's: lay the table out for a window of (width, height) pixels
        # (Presenter.suit); the view calls it before each fit.
        self.suit: Callable[[float, float], None] | None = None

    def clear(self) -> None:
        """Remove and delete everything on the table (the scene's own helpers survive)."""
        self.drag.reset()
        self.keyboard.reset()
        self.preview.cancel()
        self.drop_hint.hide_now()
        self.suit = None
        # Keep the scene's own helpers: clear() would delete them.
        for helper in (self.preview, self.drop_hint):
            self.removeItem(helper)
        super().clear()
        for helper in (self.preview, self.drop_hint):
            self.addItem(helper)
        self.cleared.emit()

    # -- lookups ----------------------------------------------------------------------
    def zones(self) -> list[ZoneItem]:
        """Every zone on the table."""
        return [i for i in self.items() if isinstance(i, ZoneItem)]

    def zone(self, name: str) -> ZoneItem | None:
        """The zone called ``name``, if any."""
        return next((z for z in self.zones() if z.name == name), None)

    def pieces(self) -> list[PieceItem]:
        """Every top-level piece (a percentile pair counts once, not as three)."""
        return [
            i
            for i in self.items()
            if isinstance(i, PieceItem) and not isinstance(i.parentItem(), PieceItem)
        ]

    def piece_at(self, scene_pos: QtCore.QPointF) -> PieceItem | None:
        """The piece a click at ``scene_pos`` means: the topmost piece under it, or the
        nearest draggable ancestor of it (so the dice of a percentile pair grab the pair)."""
        for item in self.items(scene_pos):  # topmost first
            chain: list[PieceItem] = []
            node: QtWidgets.QGraphicsItem | None = item
            while node is not None:
                if isinstance(node, PieceItem):
                    chain.append(node)
                node = node.parentItem()
            if chain:
                return next((p for p in chain if p.draggable), chain[0])
        return None

    def piece_near(self, scene_pos: QtCore.QPointF) -> PieceItem | None:
        """The piece a press at ``scene_pos`` takes hold of: the one under it, else the
        nearest draggable one within ``grab_slack`` of it, else the one a picture under
        it stands for (``stood_for``). A press that lands a few pixels off a card's edge
        means the card, not a pan of the table."""
        piece = self.piece_at(scene_pos)
        slack = self.grab_slack
        if piece is not None:
            return piece
        if slack <= 0:
            return self.stood_for(scene_pos)
        area = QtCore.QRectF(scene_pos.x() - slack, scene_pos.y() - slack, 2 * slack, 2 * slack)
        best, best_gap = None, slack
        for item in self.items(area):
            node: QtWidgets.QGraphicsItem | None = item
            while node is not None and not (isinstance(node, PieceItem) and node.draggable):
                node = node.parentItem()
            if node is None or not node.isVisible():
                continue
            body = node.scene_body_rect()
            dx = max(body.left() - scene_pos.x(), 0.0, scene_pos.x() - body.right())
            dy = max(body.top() - scene_pos.y(), 0.0, scene_pos.y() - body.bottom())
            gap = max(dx, dy)
            if gap <= best_gap:
                best, best_gap = node, gap
        return best or self.stood_for(scene_pos)

    def stood_for(self, scene_pos: QtCore.QPointF) -> PieceItem | None:
        """The piece a picture at ``scene_pos`` stands for, where one does: a picture
        that is not a piece but shows one (an A.D.A.P.T. fish drawn from its Body) may
        say so with a ``stands_for()`` method, and a press on it takes hold of that
        piece: dragging the fish is dragging its Body, not panning the table."""
        for item in self.items(scene_pos):
            stands_for = getattr(item, "stands_for", None)
            piece = stands_for() if callable(stands_for) else None
            if isinstance(piece, PieceItem) and piece.isVisible():
                return piece
        return None

    def content_rect(self) -> QtCore.QRectF:
        """The bounding box of everything on the table (not the preview)."""
        rect = QtCore.QRectF()
        for item in self.items():
            if item.parentItem() is None and item.isVisible() and item.zValue() < Z.PREVIEW:
                rect = rect.united(item.sceneBoundingRect())
        return rect

    # -- mouse: handed to the drag controller first -------------------------------------
    def mousePressEvent(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> None:
        self.preview.cancel()
        if self.drag.press(event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> None:
        if self.drag.move(event):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> None:
        if self.drag.release(event):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> None:
        self.preview.cancel()
        if self.drag.double_click(event):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event: QtWidgets.QGraphicsSceneContextMenuEvent) -> None:
        self.preview.cancel()
        if self.drag.context_menu(event.scenePos(), event.screenPos()):
            event.accept()
            return
        super().contextMenuEvent(event)
