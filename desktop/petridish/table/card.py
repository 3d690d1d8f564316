"""A playing card: two faces, flips around its vertical axis, slides, rests in zones."""

from __future__ import annotations

import math

from petridish.qt import Qt, QtCore, QtGui, QtWidgets, Signal
from petridish.table.constants import (
    CAPTION_FONT_PX,
    CAPTION_LINE_PX,
    CAPTION_PAD_PX,
    CARD_BORDER,
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    FLIP_MS,
    LIFT_BLUR,
    LIFT_OFFSET,
    PREVIEW_DELAY_MS,
    PREVIEW_FADE_MS,
    PREVIEW_GAP_PX,
    PREVIEW_MIN_FIT,
    PREVIEW_MIN_PX,
    PREVIEW_SCALE,
    SHADOW_BLUR,
    SHADOW_OFFSET,
    Z,
)
from petridish.table.faces import CardFace
from petridish.table.legible import FLOOR_PX, LEAST_PX, screen_scale, text_scale
from petridish.table.paint import badge_rect, draw_badge, draw_face, draw_shadow, stroke_card_edges
from petridish.table.piece import PieceItem

BADGE_LEAST_PX = 9.0  # a card's badge's words on screen, at least (Normal text size)
# The games' art titles its faces about a tenth of the face's width tall (74 to 82 of
# 750 units; Genegrafter's, the smallest, sets it): on a card drawn narrower than the
# name banner's least size over this share, the art's own title is too small to read.
ART_TITLE_SHARE = 74.0 / 750.0
NAME_LEAST_PX = FLOOR_PX  # the name banner's words on screen, at least...
NAME_PX = LEAST_PX  # ...and where the name fits the card's width so, this tall
NAME_STRETCH = 80  # the letters' width (percent) where the name is cut even at its least
# ...and where it runs down a fanned card's edge: in a Genegrafter hand of ten at 1366 ×
# 768 the longest name, "Heal Minor Wounds", takes 64.7 pixels of the card's 64 at 72.
NAME_STRETCH_ALONG = 70
NAME_BAND = QtGui.QColor(27, 31, 36)  # the app's window slate (palette.WINDOW), opaque:
# the art's own title under it would read as a ghost of the name
NAME_TEXT = QtGui.QColor(232, 234, 237)  # palette.TEXT


class CardItem(PieceItem):
    """A card with a front and a back face (:class:`CardFace`, or a plain pixmap).

    ``face_up`` is the logical side and changes the moment :meth:`flip` is called; the
    side *drawn* swaps half-way through the flip animation, when the card is edge-on.
    Faces may be any size (the art renders at twice the card's size in the scene) and
    are drawn at the size the card has on screen, with rounded corners.
    """

    LAYER = Z.CARD
    flipped = Signal(bool)  # emitted when a flip settles, with the new face_up
    # What the card says beyond its face (its state: "loaded", "Shield: used"...). A card
    # showing its face says it under its hover preview; a face-down one as a tooltip.
    caption = ""

    def __init__(
        self,
        key: str,
        front: CardFace | QtGui.QPixmap | None = None,
        back: CardFace | QtGui.QPixmap | None = None,
        *,
        face_up: bool = True,
        width: float = CARD_W,
        height: float = CARD_H,
        parent: QtWidgets.QGraphicsItem | None = None,
    ) -> None:
        super().__init__(key, width, height, parent)
        self._front = _as_face(front)
        self._back = _as_face(back)
        self._face_up = face_up
        self._shown_up = face_up  # the side currently drawn (lags during a flip)
        self._radius = CARD_RADIUS * width / CARD_W
        self._name = ""  # the name its banner shows, when drawn too small to read
        self._name_from = 0.0  # ...starting this share of its width from the left
        self._name_down = 0.0  # ...and reaching this share of its height down at least
        # How much of its width (from the left) and height (from the top) the next card
        # of a fan, a crowded row or a column leaves in sight (see set_uncovered).
        self._uncovered = (1.0, 1.0)

    # -- faces ------------------------------------------------------------------------
    def set_faces(
        self, front: CardFace | QtGui.QPixmap | None, back: CardFace | QtGui.QPixmap | None
    ) -> None:
        """Replace both faces (e.g. when sharper art arrives)."""
        self._front = _as_face(front)
        self._back = _as_face(back)
        self.update()

    def front(self) -> CardFace | None:
        """The front face."""
        return self._front

    def back(self) -> CardFace | None:
        """The back face."""
        return self._back

    @property
    def face_up(self) -> bool:
        """Whether the front is (or, mid-flip, is about to be) the visible side."""
        return self._face_up

    def set_face_up(self, up: bool, animated: bool = True, delay: int = 0) -> None:
        """Show the given side, flipping only if it differs (after ``delay`` ms)."""
        if up != self._face_up:
            self.flip(animated, delay)

    def flip(self, animated: bool = True, delay: int = 0) -> None:
        """Turn the card over around its vertical centre axis, ``delay`` ms from now
        (the side shown until then is the one it had).

        The card narrows to an edge (an x-scale towards 0), swaps the drawn face, and
        widens back to an x-scale of exactly 1.
        """
        self._face_up = not self._face_up
        target = self._face_up

        def update(t: float) -> None:
            # |cos| is the projected width of a card turning at constant speed.
            if t >= 0.5 and self._shown_up != target:
                self._shown_up = target
                self.update()
            self.set_squash(max(0.02, abs(math.cos(math.pi * t))))

        def done() -> None:
            self._shown_up = target
            self.set_squash(1.0)
            self.update()
            self.flipped.emit(target)

        if animated:
            self.animator.animate_value(
                self, update, FLIP_MS, channel="flip", on_done=done, delay=delay
            )
        else:
            self.animator.stop(self, "flip")
            done()

    @property
    def name(self) -> str:
        """The card's name as the viewer may read it ("" for a face-down card)."""
        return self._name

    def set_name(self, name: str, start: float = 0.0, down: float = 0.0) -> None:
        """Set the name a banner shows over the face where its art's title is too small
        to read; only a face-up card's (the Board clears it on a face-down one). The
        banner starts ``start`` of the card's width from its left (the art keeps that
        much for something else to read there) and, across the card, reaches ``down``
        of its height at least (over the art's own title, not half of it)."""
        if (name, start, down) != (self._name, self._name_from, self._name_down):
            self._name, self._name_from, self._name_down = name, start, down
            self.update()

    def set_uncovered(self, across: float, down: float) -> None:
        """How much of the card shows where it lies (its zone says: 1 all of it): the
        share of its width from the left edge and of its height from the top that the
        card laid over it leaves uncovered. Its name is drawn in what shows."""
        shares = (min(1.0, max(0.0, across)), min(1.0, max(0.0, down)))
        if shares != self._uncovered:
            self._uncovered = shares
            self.update()

    def preview_face(self) -> CardFace | None:
        """The front, when it is showing; a face-down card has nothing to preview."""
        return self._front if self._face_up else None

    # -- painting ---------------------------------------------------------------------
    def body_path(self) -> QtGui.QPainterPath:
        path = QtGui.QPainterPath()
        path.addRoundedRect(self.body_rect(), self._radius, self._radius)
        return path

    def paint_shadow(self, painter: QtGui.QPainter) -> None:
        blur, offset = (LIFT_BLUR, LIFT_OFFSET) if self.raised else (SHADOW_BLUR, SHADOW_OFFSET)
        draw_shadow(
            painter, self.body_rect(), self._radius, blur, offset, 120 if self.raised else 105
        )

    def paint_body(self, painter: QtGui.QPainter) -> None:
        rect = self.body_rect()
        face = self._front if self._shown_up else self._back
        if face is not None:
            draw_face(painter, rect, face, self._radius, edges=True)
            if self._shown_up and self._name:
                self.paint_name(painter)
            return
        grad = QtGui.QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, QtGui.QColor(246, 243, 234))
        grad.setColorAt(1.0, QtGui.QColor(222, 216, 202))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(grad)
        painter.drawRoundedRect(rect, self._radius, self._radius)
        stroke_card_edges(painter, rect, self._radius)

    def paint_name(self, painter: QtGui.QPainter) -> None:
        """The card's name in a dark band across the top of its face, where the art's
        own title is drawn under NAME_LEAST_PX (times the Text size) on screen: at
        NAME_PX where it fits the card's width, else smaller down to NAME_LEAST_PX,
        then on two lines or in narrower letters (NAME_STRETCH), and cut with "…" past
        that (see name_lines); just under a badge that spans the card's top. Only in what the card over it leaves
        in sight: on a card of a tight fan, whose left edge alone shows, the name runs
        down that edge. Upright on a card turned sideways. The item's device cache is
        redrawn whenever the zoom changes, so the banner comes and goes with it."""
        px = screen_scale(painter)  # screen pixels per item unit
        body = self._upright_body()
        w = body.width()
        scale = text_scale()
        if w * px * ART_TITLE_SHARE >= NAME_LEAST_PX * scale:
            return
        painter.save()
        painter.setClipPath(self.body_path())
        painter.rotate(-90.0 * self.rotation_quarter())
        top = body.top()
        if self._badge:
            # A badge across most of the card's top (a Character's "fatigued") would
            # hide the band: the band lies just under it.
            box, _ = self._badge_box(painter)
            if box.intersected(body).width() > w / 3:
                top = max(top, box.bottom())
        # Drawn in screen pixels: the font and the band are sized as they are seen.
        across, down = (1.0, 1.0) if self.rotation_quarter() % 2 else self._uncovered
        # Clear of what the art keeps beside its title, on a card whose whole width
        # shows (in a tight fan the band runs down the edge that shows instead).
        start = self._name_from if across >= 1.0 else 0.0
        painter.translate(body.left() + start * w, top)
        painter.scale(1 / px, 1 / px)
        pad = 2.0
        width = w * px * (across - start)  # what shows of the band's width...
        tall = body.bottom() * px - top * px  # ...and of the face under the badge
        shown = body.height() * px * down - (top - body.top()) * px
        font, lines = name_lines(self._name, width - 2 * pad, scale, fitting(shown, scale))
        along = False
        if across < 1.0 and is_cut(lines, self._name):
            # A tight fan shows only each card's left edge: the name runs down it,
            # reading from the top as on a book's spine.
            most = fitting(width, scale)
            down_font, down_lines = name_lines(
                self._name, tall - pad, scale, most, NAME_STRETCH_ALONG
            )
            # Down the edge where the whole name fits there, or where more of it shows
            # than across ("Rowing Gl…" down the spine, not "R… …" across it).
            if most and (
                not is_cut(down_lines, self._name) or shown_of(down_lines) > shown_of(lines)
            ):
                # As long as the name: the art shows below it.
                metrics = QtGui.QFontMetricsF(down_font)
                long = max(metrics.horizontalAdvance(line) for line in down_lines) + pad
                font, lines, width, along = down_font, down_lines, min(tall, math.ceil(long)), True
        if shown_of(lines) < 1:
            # Not a letter shows ("…" alone on a pile's edge): no band
            # at all, over the art (the name is on hover, and on the card held).
            painter.restore()
            return
        metrics = QtGui.QFontMetricsF(font)
        line_h = math.ceil(metrics.height())
        band = QtCore.QRectF(0, 0, width, line_h * len(lines) + pad)
        text_h = band.height()
        if not along and across >= 1.0 and self._name_down:
            # Over the art's title whole: a banner shorter than it left its lower half
            # showing under the name, which read as the name written twice.
            reach = (body.top() + self._name_down * body.height() - top) * px
            band.setHeight(max(text_h, min(reach, shown)))
        lift = (band.height() - text_h) / 2  # the name in the middle of its banner
        if along:
            painter.rotate(90.0)
            painter.translate(0.0, -band.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(NAME_BAND)
        painter.drawRect(band)
        painter.setFont(font)
        painter.setPen(NAME_TEXT)
        # Left-aligned: in a fanned hand the left of each card is what shows.
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        inset = pad / 2 if along else pad  # a strip's name has the whole length
        for i, line in enumerate(lines):
            row = QtCore.QRectF(inset, lift + pad / 2 + i * line_h, width - 2 * inset, line_h)
            painter.drawText(row, flags, line)
        painter.restore()

    def paint_badge(self, painter: QtGui.QPainter) -> None:
        """The badge over the top-right corner, grown on a small card to be read on
        screen (its words BADGE_LEAST_PX tall, times the Text size), as far as the room
        around the card allows: no larger, for it covers the card's face."""
        painter.save()
        # A card turned sideways (a damaged Character) keeps its badge upright, at the
        # corner that is top-right on screen.
        painter.rotate(-90.0 * self.rotation_quarter())
        box, grow = self._badge_box(painter)
        painter.translate(box.topRight())
        painter.scale(grow, grow)
        draw_badge(painter, self._badge or "", QtCore.QPointF())
        painter.restore()

    def _upright_body(self) -> QtCore.QRectF:
        """The body as it lies on screen, in the item's units turned back upright."""
        w, h = self._w, self._h
        if self.rotation_quarter() % 2:
            w, h = h, w
        return QtCore.QRectF(-w / 2, -h / 2, w, h)

    def _badge_box(self, painter: QtGui.QPainter) -> tuple[QtCore.QRectF, float]:
        """Where the badge lies over the upright body (see :meth:`paint_badge`), and
        how much it is grown."""
        body = self._upright_body()
        corner = QtCore.QPointF(body.right() + 6, body.top() - 6)
        font, pill = badge_rect(self._badge or "", corner)
        grow = BADGE_LEAST_PX * text_scale() / (font.pixelSize() * screen_scale(painter))
        # Inside the room the card keeps around its body (its bounding rect's margin).
        reach = self.MARGIN - 4
        room = (body.width() + 2 * reach) / pill.width()
        grow = max(1.0, min(grow, room))
        # Its top-right at the card's corner, or as far right as it must to fit.
        width = pill.width() * grow
        corner.setX(min(max(corner.x(), body.left() - reach + width), body.right() + reach))
        box = QtCore.QRectF(corner.x() - width, corner.y(), width, pill.height() * grow)
        return box, grow


class HoverPreview(QtWidgets.QGraphicsObject):
    """The large copy of a card's face shown after hovering it for a moment.

    One per scene, on the PREVIEW layer. Its size is chosen in *screen* pixels (at least
    PREVIEW_MIN_PX tall, and 2.2x the card as seen) so it stays readable when zoomed
    out. It lies inside the visible part of the view and never over what the mouse is
    aiming at: the card, and the other cards of its zone (see :func:`place_beside`).
    """

    def __init__(self) -> None:
        super().__init__()
        self._face: CardFace | None = None
        self._rect = QtCore.QRectF()  # the whole preview: the face and its caption band
        self._caption = ""
        self._band = 0.0  # the caption band's height under the face (scene units)
        self._px = 1.0
        self._radius = CARD_RADIUS
        self._target: PieceItem | None = None
        self.setZValue(Z.PREVIEW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)
        self._timer = QtCore.QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show_now)

    @property
    def target(self) -> PieceItem | None:
        """The piece being (or about to be) previewed."""
        return self._target

    def schedule(self, piece: PieceItem, delay_ms: int | None = None) -> None:
        """Show ``piece``'s preview after the hover delay, unless cancelled first."""
        self._target = piece
        self._timer.start(PREVIEW_DELAY_MS if delay_ms is None else delay_ms)

    def cancel(self, piece: PieceItem | None = None) -> None:
        """Hide the preview (only if it belongs to ``piece``, when one is given)."""
        if piece is not None and piece is not self._target:
            return
        self._timer.stop()
        self._target = None
        self.setVisible(False)

    def boundingRect(self) -> QtCore.QRectF:
        return self._rect.adjusted(-20, -20, 24, 28)

    def _show_now(self) -> None:
        piece = self._target
        scene = self.scene()
        if piece is None or scene is None or piece.scene() is not scene:
            return
        face = piece.preview_face()
        views = scene.views()
        if face is None or not views:
            return
        view = views[0]
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        zoom = max(view.transform().m22(), 0.01)
        # The preview is always upright, so a card turned sideways is read easily.
        aspect = piece.size().width() / piece.size().height()
        h_px = max(piece.size().height() * zoom * PREVIEW_SCALE, PREVIEW_MIN_PX)
        h_px = min(h_px, view.viewport().height() * 0.92)
        h = h_px / zoom
        caption = getattr(piece, "caption", "")
        lines = caption_lines(caption, h_px * aspect)
        band = (lines * CAPTION_LINE_PX + CAPTION_PAD_PX) / zoom if caption else 0.0
        size = QtCore.QSizeF(h * aspect, h + band)
        zone = piece.zone
        card = piece.rest_scene_rect()
        if zone is not None:
            card = card.united(card.translated(zone.peek_vector() or QtCore.QPointF()))
            keep_off = zone.footprint().united(card)
        else:
            keep_off = card.united(piece.scene_body_rect())
        rect = place_beside(size, keep_off, card, visible, PREVIEW_GAP_PX / zoom, zone is not None)
        self.prepareGeometryChange()
        self._face = face
        fit = rect.height() / size.height()  # place_beside may have shrunk it
        self._rect = QtCore.QRectF(0, 0, rect.width(), rect.height())
        self._caption, self._band = caption, band * fit
        self._px = fit / zoom  # scene units per screen pixel, as the caption is drawn
        self._radius = CARD_RADIUS * rect.width() / CARD_W
        self.setPos(rect.topLeft())
        self.setOpacity(0.0)
        self.setVisible(True)
        animator = getattr(scene, "animator", None)
        if animator is not None:
            animator.animate_property(self, b"opacity", 1.0, PREVIEW_FADE_MS)
        else:
            self.setOpacity(1.0)

    def paint(
        self,
        painter: QtGui.QPainter,
        option: QtWidgets.QStyleOptionGraphicsItem,
        widget: QtWidgets.QWidget | None = None,
    ) -> None:
        if self._face is None:
            return
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
        face = self._rect.adjusted(0, 0, 0, -self._band)
        draw_shadow(painter, face, self._radius, 16.0, QtCore.QPointF(4, 10), 140)
        draw_face(painter, face, self._face, self._radius)
        painter.setPen(QtGui.QPen(CARD_BORDER, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(face, self._radius, self._radius)
        if self._caption:
            px = self._px
            band = QtCore.QRectF(
                face.left(), face.bottom() + 4 * px, face.width(), self._band - 4 * px
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QtGui.QColor(20, 24, 26, 230))
            painter.drawRoundedRect(band, 9 * px, 9 * px)
            font = QtGui.QFont()
            font.setPixelSize(max(1, round(CAPTION_FONT_PX * px)))
            painter.setFont(font)
            painter.setPen(QtGui.QColor(240, 240, 232))
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(band.adjusted(10 * px, 0, -10 * px, 0), flags, self._caption)

    def caption(self) -> str:
        """The caption under the face shown (empty while hidden)."""
        return self._caption if self.isVisible() else ""


def caption_lines(text: str, width_px: float) -> int:
    """How many lines (at most 3) a preview caption needs at the preview's width."""
    font = QtGui.QFont()
    font.setPixelSize(round(CAPTION_FONT_PX))
    metrics = QtGui.QFontMetricsF(font)
    box = metrics.boundingRect(
        QtCore.QRectF(0, 0, max(1.0, width_px - 20), 1000), Qt.TextFlag.TextWordWrap, text
    )
    return max(1, min(3, round(box.height() / metrics.lineSpacing())))


def place_beside(
    size: QtCore.QSizeF,
    keep_off: QtCore.QRectF,
    card: QtCore.QRectF,
    visible: QtCore.QRectF,
    gap: float,
    zone_first: bool = True,
) -> QtCore.QRectF:
    """Where a preview of ``size`` goes: inside ``visible`` and clear of ``keep_off``.

    It is tried above, below, right and left of ``keep_off``, ``gap`` away and lined up
    with ``card`` (the card it shows). For a zone (``zone_first``) above and below come
    first, the side toward the middle of the view before the other: above a hand along
    the bottom of the view, below one along the top, so the whole hand stays in sight.
    For a lone card, right, then left, as a tooltip would. Where no side has room for
    the whole preview, it shrinks (to PREVIEW_MIN_FIT at most) into the side with the
    most; if even that fails, it lies beside the card alone, over the zone's other cards.
    """
    area = visible.adjusted(gap, gap, -gap, -gap)
    w, h = size.width(), size.height()
    low = keep_off.center().y() > visible.center().y()
    vertical = ["above", "below"] if low else ["below", "above"]
    sides = [*vertical, "right", "left"] if zone_first else ["right", "left", *vertical]
    top, bottom = keep_off.top() - gap, keep_off.bottom() + gap
    left, right = keep_off.left() - gap, keep_off.right() + gap
    room = {
        "above": QtCore.QRectF(area.left(), area.top(), area.width(), top - area.top()),
        "below": QtCore.QRectF(area.left(), bottom, area.width(), area.bottom() - bottom),
        "right": QtCore.QRectF(right, area.top(), area.right() - right, area.height()),
        "left": QtCore.QRectF(area.left(), area.top(), left - area.left(), area.height()),
    }
    best, best_fit = None, 0.0
    for side in sides:
        space = room[side]
        fit = min(1.0, space.width() / w, space.height() / h) if space.isValid() else 0.0
        if fit > best_fit + 1e-9:
            best, best_fit = side, fit
        if fit >= 1.0:
            break
    if best is not None and best_fit >= PREVIEW_MIN_FIT:
        return _fit_in(room[best], best, w * best_fit, h * best_fit, card)
    # Nowhere clear of the zone: beside the card itself, right or left.
    x = card.right() + gap
    if x + w > area.right():
        x = card.left() - gap - w
    x = min(max(x, area.left()), area.right() - w)
    y = min(max(card.center().y() - h / 2, area.top()), area.bottom() - h)
    return QtCore.QRectF(x, y, w, h)


def _fit_in(
    space: QtCore.QRectF, side: str, w: float, h: float, card: QtCore.QRectF
) -> QtCore.QRectF:
    """A ``w`` x ``h`` rect in ``space``, against its edge next to the keep-off rect and
    lined up with the middle of ``card`` as far as ``space`` allows."""
    if side in ("above", "below"):
        x = min(max(card.center().x() - w / 2, space.left()), space.right() - w)
        y = space.bottom() - h if side == "above" else space.top()
    else:
        x = space.right() - w if side == "left" else space.left()
        y = min(max(card.center().y() - h / 2, space.top()), space.bottom() - h)
    return QtCore.QRectF(x, y, w, h)


def _as_face(face: CardFace | QtGui.QPixmap | None) -> CardFace | None:
    # A null pixmap is no face: the card is drawn blank rather than transparent.
    if isinstance(face, QtGui.QPixmap):
        return None if face.isNull() else CardFace.of(face)
    return face


def _font(px: float, stretch: int = 100) -> QtGui.QFont:
    """The band's font, ``px`` tall, its letters ``stretch`` percent wide."""
    font = QtGui.QFont()
    font.setPixelSize(math.ceil(px))
    if stretch != 100:
        font.setStretch(stretch)
    return font


def fitting(room: float, scale: float) -> int:
    """How many lines of a name band (at its least size) fit ``room`` pixels, at most 2."""
    line = math.ceil(QtGui.QFontMetricsF(_font(NAME_LEAST_PX * scale)).height())
    return max(0, min(2, int((room - 2.0) // line)))


def shown_of(lines: list[str]) -> int:
    """How many letters of a name ``lines`` show, less the "…" of a cut."""
    return sum(len(line.replace("…", "").replace(" ", "")) for line in lines)


def is_cut(lines: list[str], name: str) -> bool:
    """Whether ``lines`` show less than the whole ``name``."""
    return " ".join(lines) != name


def name_lines(
    name: str, room: float, scale: float, most: int = 1, narrowest: int = NAME_STRETCH
) -> tuple[QtGui.QFont, list[str]]:
    """The font and the lines (``most`` at most, one at least) that show ``name`` in a
    band ``room`` pixels wide: at NAME_PX on one line where it fits, else smaller down
    to NAME_LEAST_PX; then split between two words, or in narrower letters on one line,
    or both (the widest letters that fit first, down to ``narrowest`` percent); cut
    with "…" past that."""
    least = NAME_LEAST_PX * scale
    font = _font(NAME_PX * scale)
    advance = QtGui.QFontMetricsF(font).horizontalAdvance(name)
    if advance <= room:
        return font, [name]
    font = _font(max(least, NAME_PX * scale * room / advance))
    if QtGui.QFontMetricsF(font).horizontalAdvance(name) <= room:
        return font, [name]
    words = name.split()
    for stretch in sorted({100, NAME_STRETCH, narrowest}, reverse=True):
        font = _font(least, stretch)
        metrics = QtGui.QFontMetricsF(font)
        if stretch < 100 and metrics.horizontalAdvance(name) <= room:
            return font, [name]
        if most >= 2 and len(words) > 1:
            # The split whose longer line is the shortest: "Steel Shin / Guards".
            splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
            pair = min(splits, key=lambda p: max(map(metrics.horizontalAdvance, p)))
            if max(map(metrics.horizontalAdvance, pair)) <= room:
                return font, list(pair)
    metrics = QtGui.QFontMetricsF(font)
    if most >= 2 and len(words) > 1:
        first, rest = words[0], " ".join(words[1:])
        cut = Qt.TextElideMode.ElideRight
        return font, [metrics.elidedText(first, cut, room), metrics.elidedText(rest, cut, room)]
    return font, [metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)]
