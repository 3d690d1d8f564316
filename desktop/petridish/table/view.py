"""The window onto the table: zoom, pan, the felt, the toast and keyboard play."""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets, Signal, own_viewport
from petridish.table.felt import paint_vignette
from petridish.table.held_keys import HeldKeys
from petridish.table.keyboard import ACCEPT
from petridish.table.scene import TableScene
from petridish.table.toast import HINT, NEWS, Toast

MIN_ZOOM = 0.2
MAX_ZOOM = 4.0
ZOOM_STEP = 1.2  # one wheel notch or one key press
PAN_STEP = 60  # pixels per arrow key press
FIT_MARGIN = 24.0  # scene units kept around the content by fit()


def fit_factor(width: float, height: float, table_w: float, table_h: float) -> float:
    """The scale at which a table ``table_w`` x ``table_h`` (with its margin) fits a
    window ``width`` x ``height`` pixels."""
    factor = min(width / table_w, height / table_h)
    return max(MIN_ZOOM, min(MAX_ZOOM, factor))


class TableView(QtWidgets.QGraphicsView):
    """A ``QGraphicsView`` for a :class:`TableScene`.

    Wheel zooms under the mouse (pinch too, on touchpads and touch screens); ``+``/``=``,
    ``-`` and ``0`` zoom in, out and fit everything; dragging the empty table with the left
    or middle button pans, and so do the arrow keys while no piece has keyboard focus,
    as far as the table reaches: fitted to the window it does not move at all, so a press
    that misses a card and drags the felt never takes the table off the screen.
    The table is fitted to the window on every resize until the player zooms or pans by
    hand (they have chosen what to look at); ``0`` fits again and resumes refitting.
    Pieces are played with the mouse or, via the scene's :class:`KeyboardDrag`, with Tab
    and the arrows (focus), Space/Enter (pick up, drop), Escape (cancel, then unfocus)
    and the Menu key or Shift+F10 (context menu). Tab past the last piece leaves the
    table for the next widget; coming back with Tab (Shift+Tab) focuses the first (last)
    piece.
    """

    # A press this many screen pixels off a draggable piece still takes hold of it (a
    # hand aims at a card's edge and lands just beside it; the table pans only from
    # the open felt).
    GRAB_PX = 6

    zoom_changed = Signal(float)

    def __init__(
        self, scene: TableScene | None = None, parent: QtWidgets.QWidget | None = None
    ) -> None:
        super().__init__(parent)
        own_viewport(self)  # so that viewport() below and elsewhere costs nothing
        self.setScene(scene if scene is not None else TableScene(self))
        # No SmoothPixmapTransform for the whole view: with it Qt's raster engine copies
        # even an unscaled picture (the cached felt, zones and cards a moving card uncovers)
        # span by span through a thread pool, not as one blit. What resamples a picture asks
        # for smoothing itself (paint.draw_resampled).
        self.setRenderHints(
            QtGui.QPainter.RenderHint.Antialiasing | QtGui.QPainter.RenderHint.TextAntialiasing
        )
        # A moving card repaints only the rect around where it was and is (bench_drag.py: a
        # drag step over a full table took ~18 ms repainting the whole viewport, felt,
        # zones and cards). One rect, not the region of the places it leaves and enters:
        # a paint clipped to a region of several rects takes that slow path too (a drag
        # step 0.58 -> 0.30 ms, with the hint above). The felt and its vignette are drawn
        # once into Qt's background cache; since the vignette is fixed to the window, not
        # the table, a scroll or zoom draws the cache anew (scrollContentsBy) instead of
        # shifting it.
        self.setViewportUpdateMode(
            QtWidgets.QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate
        )
        self.setCacheMode(QtWidgets.QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QtWidgets.QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setDragMode(QtWidgets.QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.toast = Toast(self.viewport())
        self._held = HeldKeys()  # a held Enter or Space acts once
        # A message belongs to the game it is about: a table cleared for another game,
        # or for the picker, takes it away (a hint stayed over the next game for 12 s).
        self.table().cleared.connect(self.toast.dismiss)
        self._pan_from: QtCore.QPoint | None = None
        self._pan_start = QtCore.QPoint()  # where the pan's press was
        self._auto_fit = True  # refit on resize, until the player zooms or pans by hand

    def table(self) -> TableScene:
        """The scene, typed."""
        scene = self.scene()
        assert isinstance(scene, TableScene)
        return scene

    # -- zoom ---------------------------------------------------------------------------
    def zoom(self) -> float:
        """The current scale (1.0 = one scene unit per pixel)."""
        return self.transform().m11()

    @property
    def auto_fit(self) -> bool:
        """True while the table is refitted to the window whenever it is resized."""
        return self._auto_fit

    def set_zoom(self, factor: float, anchor: QtCore.QPoint | None = None) -> None:
        """Zoom to ``factor`` (clamped), keeping the scene point under ``anchor`` in place.

        This is a zoom by hand: resizing the window no longer refits the table.
        """
        self._auto_fit = False
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        if abs(factor - self.zoom()) < 1e-6:
            return
        pivot = anchor if anchor is not None else self.viewport().rect().center()
        before = self.mapToScene(pivot)
        self._update_scene_rect()
        self.setTransform(QtGui.QTransform.fromScale(factor, factor))
        delta = self.mapToScene(pivot) - before
        self._scroll_by_scene(-delta.x(), -delta.y())
        self.zoom_changed.emit(factor)

    def zoom_in(self, anchor: QtCore.QPoint | None = None) -> None:
        """One step closer."""
        self.set_zoom(self.zoom() * ZOOM_STEP, anchor)

    def zoom_out(self, anchor: QtCore.QPoint | None = None) -> None:
        """One step further away."""
        self.set_zoom(self.zoom() / ZOOM_STEP, anchor)

    def fit(self) -> None:
        """Zoom and centre so everything on the table fits the window, and keep it
        fitted when the window is resized (until the next zoom or pan by hand)."""
        self._auto_fit = True
        vp = self.viewport().rect()
        table = self.table()
        if table.suit is not None and table.drag.held is None:
            # The layout follows the window's shape (kpat's model: the cards' size
            # follows the window): a wide window may get a wider arrangement.
            table.suit(vp.width(), vp.height())
        content = table.content_rect()
        if content.isEmpty():
            return
        content = content.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
        factor = fit_factor(vp.width(), vp.height(), content.width(), content.height())
        self._update_scene_rect()
        self.setTransform(QtGui.QTransform.fromScale(factor, factor))
        self.centerOn(content.center())
        self.zoom_changed.emit(factor)

    def _update_scene_rect(self) -> None:
        # The table and fit's margin round it: the view pans only as far as the table
        # reaches, and a table smaller than the window stays in its middle (Qt centres a
        # scene smaller than its view). A new user dragging what they took for a card
        # slid the whole table out of the window, and did not know to fit it again.
        content = self.table().content_rect()
        if not content.isEmpty():
            m = FIT_MARGIN
            self.setSceneRect(content.adjusted(-m, -m, m, m))

    # -- pan ----------------------------------------------------------------------------
    def pan_by_hand(self, dx: int, dy: int) -> None:
        """The player moves the view by (dx, dy) pixels, as far as the table reaches
        (it may have grown since it was fitted): where it moved, resizing no longer
        refits."""
        self._update_scene_rect()
        before = (self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        self.pan(dx, dy)
        if (self.horizontalScrollBar().value(), self.verticalScrollBar().value()) != before:
            self._auto_fit = False

    def pan(self, dx: int, dy: int) -> None:
        """Move the view by (dx, dy) pixels."""
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)

    def _scroll_by_scene(self, dx: float, dy: float) -> None:
        z = self.zoom()
        self.pan(round(dx * z), round(dy * z))

    # -- events: mouse ------------------------------------------------------------------
    def _grab_table(self) -> TableScene:
        """The scene, told how far off a piece a press still takes it at this zoom."""
        table = self.table()
        table.grab_slack = self.GRAB_PX / max(self.transform().m11(), 0.01)
        return table

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        table = self._grab_table()
        on_piece = table.piece_near(self.mapToScene(event.position().toPoint())) is not None
        if not on_piece:
            # A click on the felt shows at once what is still turning over, tumbling or
            # sliding (cards flipped one by one, dice rolled in turn): nobody has to
            # wait for a show. (A piece still moving cannot be picked up meanwhile.)
            table.animator.finish()
        pan_button = event.button() == Qt.MouseButton.MiddleButton or (
            event.button() == Qt.MouseButton.LeftButton and not on_piece
        )
        if pan_button and self.table().drag.held is None:
            self._pan_from = event.position().toPoint()
            self._pan_start = self._pan_from
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            self.table().preview.cancel()
            event.accept()
            return
        super().mousePressEvent(event)

    def track_cursor(self, pos: QtCore.QPoint) -> None:
        """The open hand over a piece that can be picked up, the arrow elsewhere (the
        view keeps the cursor, not each piece: see PieceItem.draggable)."""
        piece = self._grab_table().piece_near(self.mapToScene(pos))
        shape = (
            Qt.CursorShape.OpenHandCursor
            if piece is not None and piece.draggable
            else Qt.CursorShape.ArrowCursor
        )
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)

    def mouseMoveEvent(self, event: QtGui.QMouseEvent) -> None:
        if self._pan_from is None and self.table().drag.held is None and not event.buttons():
            self.track_cursor(event.position().toPoint())
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            # A click on the felt that wobbles a pixel or two is not the player choosing
            # where to look: only a real drag stops the refitting.
            travelled = (now - self._pan_start).manhattanLength()
            if travelled >= QtWidgets.QApplication.startDragDistance():
                self.pan_by_hand(-delta.x(), -delta.y())
            else:
                self.pan(-delta.x(), -delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: QtGui.QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.table().preview.cancel()
            self.set_zoom(self.zoom() * ZOOM_STEP**steps, event.position().toPoint())
        event.accept()

    def viewportEvent(self, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.NativeGesture:
            native = event  # a touchpad pinch on macOS and Wayland
            if native.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.set_zoom(self.zoom() * (1.0 + native.value()), native.position().toPoint())
                return True
        if event.type() == QtCore.QEvent.Type.Gesture:
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if pinch is not None:
                anchor = self.viewport().mapFromGlobal(pinch.centerPoint().toPoint())
                self.set_zoom(self.zoom() * pinch.scaleFactor(), anchor)
                return True
        return super().viewportEvent(event)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        self.toast.reposition()
        if self._auto_fit and self.isVisible():
            self.fit()
        else:
            self._update_scene_rect()

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        super().showEvent(event)
        if self._auto_fit:
            self.fit()  # it may have been resized while hidden

    def text_size_changed(self) -> None:
        """View › Text size changed the app's font: the table's words follow it (see
        petridish.table.legible), so everything drawn once into a cache is drawn anew."""
        for item in self.table().items():
            item.update()
        self.resetCachedContent()
        self.viewport().update()

    # -- events: keys -------------------------------------------------------------------
    def event(self, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.ApplicationFontChange:
            self.text_size_changed()
        # Tab would move focus to the next widget before keyPressEvent sees it: cycle the
        # pieces first, and only let focus leave the table past the last one.
        if event.type() == QtCore.QEvent.Type.KeyPress and event.key() in (
            Qt.Key.Key_Tab,
            Qt.Key.Key_Backtab,
        ):
            keyboard = self.table().keyboard
            if keyboard.active:
                return True
            backward = event.key() == Qt.Key.Key_Backtab or bool(
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            if keyboard.focus_next(backward):
                return True
        return super().event(event)

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:
        super().focusInEvent(event)
        # Arriving by Tab lands on the first piece, by Shift+Tab on the last, so the
        # table is one stop in the window's tab order that walks its pieces.
        reason = event.reason()
        keyboard = self.table().keyboard
        if keyboard.active:
            return
        if reason == Qt.FocusReason.TabFocusReason:
            keyboard.focus_edge(last=False)
        elif reason == Qt.FocusReason.BacktabFocusReason:
            keyboard.focus_edge(last=True)
        else:
            keyboard.revalidate()

    def keyReleaseEvent(self, event: QtGui.QKeyEvent) -> None:
        self._held.released(event)
        super().keyReleaseEvent(event)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        key = event.key()
        table = self.table()
        if key in ACCEPT and self._held.repeated(event):
            # A held Enter or Space picks up, drops or plays once: its repeats would
            # play on with moves the person has not seen offered.
            return
        if key == Qt.Key.Key_Escape and table.drag.cancel():
            return
        if key == Qt.Key.Key_Escape:
            self.dismiss_hint()  # (and on: the piece in focus lets go of it too)
        if table.keyboard.handle_key(key):
            return
        if key in (Qt.Key.Key_Menu,) or (
            key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self._context_menu_for_focus()
            return
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key == Qt.Key.Key_Left:
            self.pan_by_hand(-PAN_STEP, 0)
        elif key == Qt.Key.Key_Right:
            self.pan_by_hand(PAN_STEP, 0)
        elif key == Qt.Key.Key_Up:
            self.pan_by_hand(0, -PAN_STEP)
        elif key == Qt.Key.Key_Down:
            self.pan_by_hand(0, PAN_STEP)
        else:
            super().keyPressEvent(event)

    def _context_menu_for_focus(self) -> None:
        piece = self.table().keyboard.focused
        if piece is None:
            return
        pos = self.viewport().mapToGlobal(self.mapFromScene(piece.scenePos()))
        self.table().drag.context_menu(piece.scenePos(), pos)

    # -- drawing ------------------------------------------------------------------------
    def dismiss_hint(self) -> None:
        """Take a hint shown over the table away (Escape turns it down)."""
        if self.toast.kind() == HINT and self.toast.isVisible():
            self.toast.dismiss()

    def show_toast(self, text: str, kind: str = NEWS) -> None:
        """Show a short message of ``kind`` over the table (see ``table.toast``)."""
        self.toast.show_message(text, kind=kind)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        # The cached background holds the window-fixed vignette: shifting it with the
        # table would move the light; draw it anew.
        self.resetCachedContent()
        super().scrollContentsBy(dx, dy)
        self.viewport().update()

    def drawBackground(self, painter: QtGui.QPainter, rect: QtCore.QRectF) -> None:
        # The felt is drawn in viewport pixels so its grain stays crisp at any zoom, but
        # anchored to the scene origin so it moves with the table when panning.
        painter.save()
        painter.resetTransform()
        origin = self.mapFromScene(QtCore.QPointF(0, 0))
        brush = self.scene().backgroundBrush()  # a copy
        brush.setTransform(QtGui.QTransform.fromTranslate(origin.x(), origin.y()))
        vp = self.viewport().rect()
        painter.fillRect(vp, brush)
        paint_vignette(painter, vp)
        painter.restore()
