"""What a drop would do, written on every place that would take the held piece.

While a piece is held, each place where letting go would be played carries a small
label in the game's words ("adapt", "keep in your Gene Pool"), the words of the very
verdict the drop there carries out (see :mod:`petridish.table.verdict`); neighbouring
places that would do the same share one label, so a fish of many Part locations says
"adapt" once. The label of the place under the piece is lit. Labels keep their size
whatever the zoom, stay inside the view, never lie over one another (the lit one keeps
its place, the others step aside), and never take the mouse.
"""

from __future__ import annotations

from dataclasses import dataclass

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.constants import HINT, LEGAL, Z
from petridish.table.inside import keep_inside
from petridish.table.zone import ZoneItem

LABEL_Z = Z.TOAST - 10  # over the held piece: the words are read while it hovers
MERGE_GAP = 60.0  # scene units: places this close that would do the same share a label
FONT_PX = 13
PAD_X, PAD_Y = 9, 4
MAX_WIDTH = 360  # pixels: longer words are cut short with an ellipsis


@dataclass
class Spot:
    """One place that would take the piece: its zone, its rect in the scene, what a
    drop there does, and whether the piece is over it now."""

    zone: ZoneItem
    rect: QtCore.QRectF
    says: str
    aimed: bool = False


class DropLabel(QtWidgets.QGraphicsObject):
    """One label: a small dark pill with the words, outlined green where the piece is."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._shown = ""  # the words as drawn: cut short with "…" past MAX_WIDTH
        self._aimed = False
        self._rect = QtCore.QRectF()
        self._font = QtGui.QFont()
        self._font.setPixelSize(FONT_PX)
        self._font.setBold(True)
        self.zones: list[str] = []  # the places it speaks for
        self.setZValue(LABEL_Z)
        self.setFlag(QtWidgets.QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def text(self) -> str:
        """The words shown."""
        return self._text

    @property
    def aimed(self) -> bool:
        """Whether the held piece is over the place it speaks for."""
        return self._aimed

    def set_words(self, text: str, aimed: bool) -> None:
        """Say ``text``, lit if the held piece is over (``aimed`` at) its place."""
        if (text, aimed) == (self._text, self._aimed):
            return
        self.prepareGeometryChange()
        metrics = QtGui.QFontMetricsF(self._font)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, MAX_WIDTH)
        w = metrics.horizontalAdvance(shown) + 2 * PAD_X
        h = metrics.height() + 2 * PAD_Y
        self._text, self._shown, self._aimed = text, shown, aimed
        self._rect = QtCore.QRectF(-w / 2, -h / 2, w, h)
        self.setToolTip(text if shown != text else "")
        self.update()

    def size(self) -> QtCore.QSizeF:
        """Its size in pixels."""
        return self._rect.size()

    def boundingRect(self) -> QtCore.QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        ring = QtGui.QColor(LEGAL if self._aimed else HINT)
        if not self._aimed:
            ring.setAlpha(170)
        painter.setPen(QtGui.QPen(ring, 2.0 if self._aimed else 1.2))
        painter.setBrush(QtGui.QColor(18, 30, 26, 236 if self._aimed else 210))
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QtGui.QColor(240, 250, 242) if self._aimed else QtGui.QColor(214, 232, 220))
        painter.setFont(self._font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._shown)


class DropLabels:
    """The labels of one scene's drag (created as needed, taken off the table between
    drags so that clearing the table never deletes them)."""

    def __init__(self, scene: QtWidgets.QGraphicsScene) -> None:
        self.scene = scene
        self._pool: list[DropLabel] = []
        self._shown: list[DropLabel] = []
        self._key: tuple = ()

    def show(self, spots: list[Spot]) -> None:
        """Label ``spots``: one label per group of neighbouring places that say the same."""
        groups = sorted(_groups(spots), key=lambda g: not g.aimed)  # the lit one first
        key = tuple(
            (s.says, s.aimed, tuple(z.name for z in s.zones), _rect_key(s.rect)) for s in groups
        )
        if key == self._key:
            return
        self._key = key
        while len(self._pool) < len(groups):
            self._pool.append(DropLabel())
        for label in self._shown[len(groups) :]:
            self._take_off(label)
        self._shown = self._pool[: len(groups)]
        taken: list[QtCore.QRectF] = []
        for label, group in zip(self._shown, groups, strict=True):
            label.set_words(group.says, group.aimed)
            label.zones = [z.name for z in group.zones]
            if label.scene() is not self.scene:
                self.scene.addItem(label)
            label.setPos(self._anchor(label, group.rect, taken))
            label.setVisible(True)

    def hide(self) -> None:
        """Take every label off the table."""
        for label in self._shown:
            self._take_off(label)
        self._shown = []
        self._key = ()

    def labels(self) -> list[DropLabel]:
        """The labels shown now."""
        return list(self._shown)

    def says(self) -> dict[str, str]:
        """What a drop on each labelled place would do, by the place's name."""
        return {zone: label.text() for label in self._shown for zone in label.zones}

    def _take_off(self, label: DropLabel) -> None:
        if label.scene() is not None:
            label.scene().removeItem(label)

    def _anchor(
        self, label: DropLabel, rect: QtCore.QRectF, taken: list[QtCore.QRectF]
    ) -> QtCore.QPointF:
        """Where a label sits: on the top edge of its places, kept inside the view and
        clear of the labels placed before it (``taken``, in pixels; it joins them)."""
        top = QtCore.QPointF(rect.center().x(), rect.top())
        views = self.scene.views()
        if not views:
            return top
        view = views[0]
        bounds = QtCore.QRectF(view.viewport().rect())
        at = QtCore.QPointF(view.mapFromScene(top))
        size = label.size()
        box = QtCore.QRectF(
            at.x() - size.width() / 2, at.y() - size.height() / 2, size.width(), size.height()
        )
        step = size.height() + 4
        for shift in (0, 1, -1, 2, -2, 3, -3):
            moved = keep_inside(box.translated(0, shift * step), bounds)
            if not any(moved.intersects(t) for t in taken):
                break
        taken.append(moved)
        return view.mapToScene(moved.center().toPoint())


@dataclass
class _Group:
    says: str
    rect: QtCore.QRectF
    zones: list[ZoneItem]
    aimed: bool


def _groups(spots: list[Spot]) -> list[_Group]:
    """Spots that say the same and lie next to each other, joined (their rects united)."""
    groups: list[_Group] = []
    for spot in spots:
        if not spot.says:
            continue
        reach = spot.rect.adjusted(-MERGE_GAP, -MERGE_GAP, MERGE_GAP, MERGE_GAP)
        near = [g for g in groups if g.says == spot.says and g.rect.intersects(reach)]
        merged = _Group(spot.says, QtCore.QRectF(spot.rect), [spot.zone], spot.aimed)
        for g in near:
            groups.remove(g)
            merged.rect = merged.rect.united(g.rect)
            merged.zones = [*g.zones, *merged.zones]
            merged.aimed = merged.aimed or g.aimed
        groups.append(merged)
    return groups


def _rect_key(rect: QtCore.QRectF) -> tuple[float, float, float, float]:
    return (rect.x(), rect.y(), rect.width(), rect.height())
