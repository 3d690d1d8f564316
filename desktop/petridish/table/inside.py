"""Finding room on screen for a note over the table: inside the view, off the pieces.

A bubble or a toast is measured in the view's pixels. :func:`keep_inside` slides a rect
into the viewport; :func:`roomiest` picks, of several places, the first that covers no
piece (else the one that covers least), so a note never hides what it talks about or
the dice beside it when there is room elsewhere. Whatever lies on the table counts as a
piece here (cards, dice, a panel, a fish's picture), but not the empty places (zones)
nor the notes themselves; what glows (:func:`lit_rects`, a place a lesson points at too)
is what a toast is most careful not to hide.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from petridish.qt import QtCore, QtWidgets
from petridish.table.constants import Z
from petridish.table.zone import ZoneItem

MARGIN = 6  # pixels kept between a note and the viewport's edge


def keep_inside(
    rect: QtCore.QRectF, bounds: QtCore.QRectF, margin: float = MARGIN
) -> QtCore.QRectF:
    """``rect`` slid (not resized, unless it is larger) to lie inside ``bounds`` less
    ``margin`` on every side."""
    room = bounds.adjusted(margin, margin, -margin, -margin)
    r = QtCore.QRectF(rect)
    if r.width() > room.width():
        r.setWidth(room.width())
    if r.height() > room.height():
        r.setHeight(room.height())
    dx = max(room.left() - r.left(), 0.0) + min(room.right() - r.right(), 0.0)
    dy = max(room.top() - r.top(), 0.0) + min(room.bottom() - r.bottom(), 0.0)
    return r.translated(dx, dy)


def piece_rects(
    view: QtWidgets.QGraphicsView, area: QtCore.QRectF, skip: Iterable[object] = ()
) -> list[QtCore.QRectF]:
    """The viewport rects of what lies on the table under ``area`` (viewport pixels),
    each once, but ``skip``."""
    skipped = set(map(id, skip))
    seen: set[int] = set()
    out = []
    for item in view.items(area.toAlignedRect()):
        top = item.topLevelItem()
        if id(top) in seen or id(top) in skipped or isinstance(top, ZoneItem):
            continue
        seen.add(id(top))
        if top.zValue() >= Z.PREVIEW or not top.isVisible():
            continue  # a note, the hover preview: not the table's own
        if getattr(top, "bare", False):
            continue  # room kept for a panel with nothing to say: bare felt
        out.append(view.mapFromScene(top.sceneBoundingRect()).boundingRect().toRectF())
    return out


def landing_rects(
    view: QtWidgets.QGraphicsView, skip: Iterable[object] = ()
) -> list[QtCore.QRectF]:
    """The viewport rects of where the pieces sliding now will lie (a card just played,
    on its way to its place: a note put over that place would hide it as it lands),
    but ``skip``."""
    skipped = set(map(id, skip))
    out = []
    for item in view.scene().items():
        landing = getattr(item, "landing_rect", None)
        if landing is None or item.parentItem() is not None or id(item) in skipped:
            continue
        rect = landing()
        if rect != item.sceneBoundingRect():
            out.append(view.mapFromScene(rect).boundingRect().toRectF())
    return out


def lit_rects(view: QtWidgets.QGraphicsView) -> list[QtCore.QRectF]:
    """The viewport rects of what glows on the table (a selected piece, the piece and
    the place a lesson points at, a drop's target): a note over it would hide what the
    person is asked to look at."""
    out = []
    for item in view.scene().items():
        if not item.isVisible():
            continue
        if isinstance(item, ZoneItem):
            rect = item.scene_rect() if item.lit else None
        else:  # a piece: its body, not the room its shadow and glow take round it
            lit = bool(getattr(item, "highlighted", False))
            rect = item.scene_body_rect() if lit else None  # type: ignore[attr-defined]
        if rect is not None:
            out.append(view.mapFromScene(rect).boundingRect().toRectF())
    return out


def covered(rect: QtCore.QRectF, obstacles: Sequence[QtCore.QRectF]) -> float:
    """How much of ``rect`` the ``obstacles`` cover (their overlaps added up)."""
    total = 0.0
    for o in obstacles:
        both = rect.intersected(o)
        if not both.isEmpty():
            total += both.width() * both.height()
    return total


def roomiest(
    view: QtWidgets.QGraphicsView,
    places: Sequence[QtCore.QRectF],
    skip: Iterable[object] = (),
    avoid: Sequence[QtCore.QRectF] = (),
) -> QtCore.QRectF:
    """Of ``places`` (viewport pixels, best first), each kept inside the viewport: the
    first that covers no piece (but ``skip``), nor where a piece is sliding to, nor
    anything in ``avoid``; else the one that covers least."""
    bounds = QtCore.QRectF(view.viewport().rect())
    skip = list(skip)
    landing = landing_rects(view, skip)
    best, best_cover = None, 0.0
    for place in places:
        rect = keep_inside(place, bounds)
        # What it must not hide weighs more than a piece it only brushes.
        pieces = covered(rect, piece_rects(view, rect, skip)) + covered(rect, landing)
        cover = pieces + 4 * covered(rect, avoid)
        if cover == 0.0:
            return rect
        if best is None or cover < best_cover:
            best, best_cover = rect, cover
    return best if best is not None else keep_inside(QtCore.QRectF(), bounds)
