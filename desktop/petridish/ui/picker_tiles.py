"""The picker's shelf of games: a tile per game with its box cover, and their layout.

A :class:`GameTile` paints one game as a card that lifts under the mouse or focus, with
its cover (see :func:`load_cover`), name, player count and pitch. The shelf lays the
tiles out as large as the space allows, and scrolls only when even the smallest do not
fit.
"""

from __future__ import annotations

import functools
import zlib
from pathlib import Path

from petridish.art.cover_cache import COVER_VERSION, cover_pixels
from petridish.core.registry import GameInfo
from petridish.drawn_cache import FirstSizeKept
from petridish.qt import QtCore, QtGui, QtWidgets, Signal, own_viewport, set_enum_property
from petridish.ui import palette
from petridish.ui.palette import scaled_font

COVER_W, COVER_H = 300, 400  # logical pixels of the cached cover; tiles scale it down
TILE_MIN_W, TILE_MAX_W = 170, 300
LIFT_MS = 160  # hover lift, short and eased like every motion in the app
TILE_VERSION = 2  # bump when a tile's drawing changes (cached pictures are redrawn)


def load_cover(entry: GameInfo, cache_dir: Path | None, dpr: float = 1.0) -> QtGui.QPixmap:
    """The cover of ``entry`` as a pixmap, from the disk cache when there is one."""
    w, h = round(COVER_W * dpr), round(COVER_H * dpr)
    rgba = cover_pixels(entry.id, w, h, entry.available, cache_dir)
    image = QtGui.QImage(rgba, w, h, w * 4, QtGui.QImage.Format.Format_RGBA8888)
    pixmap = QtGui.QPixmap.fromImage(image)  # a copy: ``rgba`` may go once this returns
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


LIFT_STEPS = 16  # shadows are drawn for this many lift heights, and reused
SHADOW_PAD = 20  # room around a card for its shadow, in logical pixels
SHADOW_SCALE = 0.25  # shadows are blurry by nature: drawn small, scaled up smoothly


@functools.lru_cache(maxsize=4 * (LIFT_STEPS + 1))
def _shadow(card_w: int, card_h: int, step: int) -> QtGui.QPixmap:
    """The shadow of a ``card_w`` × ``card_h`` tile lifted ``step / LIFT_STEPS``, padded by
    SHADOW_PAD: stacked translucent rounded rects, drawn at a quarter of the size (eight
    full-size antialiased fills per tile were most of the picker's first paint)."""
    lift, k, pad, radius = step / LIFT_STEPS, SHADOW_SCALE, SHADOW_PAD, 12.0
    pm = QtGui.QPixmap(round((card_w + 2 * pad) * k), round((card_h + 2 * pad) * k))
    pm.fill(QtCore.Qt.GlobalColor.transparent)
    p = palette.painter(pm)
    p.scale(k, k)
    p.setPen(QtCore.Qt.PenStyle.NoPen)
    card = QtCore.QRectF(pad, pad, card_w, card_h)
    for i in range(8, 0, -1):
        p.setBrush(QtGui.QColor(0, 0, 0, round((12 + 10 * lift) * (1 - i / 9))))
        g = i * (1.0 + 0.5 * lift)
        p.drawRoundedRect(card.adjusted(-g, 4 - g, g, g + 4 + 4 * lift), radius + g, radius + g)
    p.end()
    return pm


LEARN = "Learn to play"  # the pill that starts a game's lesson
PLAY = "Play  ▶"  # the pill that sets up a game


class GameTile(QtWidgets.QWidget):
    """One game on the shelf, painted as a card that lifts under the mouse or focus."""

    activated = Signal(str)  # the game id
    learn = Signal(str)  # the game id: Learn to play (its pill, or the L key)
    step = Signal(int)  # arrow keys: move focus by this many tiles

    SHADOW = 12  # room around the card for its shadow and lift
    PITCH_LINES = 3

    def __init__(
        self,
        entry: GameInfo,
        parent: QtWidgets.QWidget | None = None,
        cache_dir: Path | None = None,
    ) -> None:
        """``cache_dir`` keeps the cover (see :func:`load_cover`) and the tile's pictures."""
        super().__init__(parent)
        self.entry = entry
        self._cache_dir = cache_dir
        self._cover: QtGui.QPixmap | None = None  # read when the tile is first painted live
        # The tile at rest, and under the mouse or focused before its lift begins (see
        # _still_picture).
        self._still = {
            look: FirstSizeKept(f"tile-{look}-{entry.id}", cache_dir)
            for look in ("rest", "hover", "focus")
        }
        self._lift = 0.0
        self._pressed = False
        self._moved_over = False  # the mouse has moved over it since it came under it
        self._anim: QtCore.QVariantAnimation | None = None  # made on the first lift
        self.setAccessibleName(entry.name)
        # Enum properties by name, and the hand cursor later (GamePicker.set_cursors):
        # the picker's first frame is made without PySide6's Qt enums (see petridish.qt).
        if entry.available:
            set_enum_property(self, "focusPolicy", "StrongFocus")
            self.setMouseTracking(True)  # moves over it without a button (mouseMoveEvent)
            self.setAccessibleDescription(
                f"{entry.players}. {entry.pitch} Press Enter to play, L to learn to play."
            )
            self.setToolTip(f"Set up a game of {entry.name} (L: learn to play it)")
        else:
            set_enum_property(self, "focusPolicy", "NoFocus")
            self.setAccessibleDescription(f"Coming soon. {entry.pitch}")
            self.setToolTip(f"{entry.name} is coming soon")

    def learn_tip(self) -> str:
        """The tip of the "Learn to play" pill: what it does, not what Play does."""
        return (
            f"A short first game of {self.entry.name} that teaches the rules step by step,"
            " in about five minutes (L)"
        )

    def mark_in_progress(self) -> None:
        """Say in the tip that Play sets up another game of this one, and where the game
        in progress stays (nothing on the tile said so, and a player wondered what became
        of theirs)."""
        if self.entry.available:
            self.setToolTip(
                f"Set up a new game of {self.entry.name}: the one in progress stays under"
                " Games in progress (L: learn to play it)"
            )

    def cover(self) -> QtGui.QPixmap:
        """The game's box cover, read the first time the tile is painted live: a tile at
        rest is a kept picture with its cover in it, so the picker's first frame needs
        no cover (reading the four was 4.8M instructions of it)."""
        if self._cover is None:
            self._cover = load_cover(self.entry, self._cache_dir, self.devicePixelRatioF())
        return self._cover

    def _fonts(self) -> tuple[QtGui.QFont, QtGui.QFont]:
        return scaled_font(self.font(), 1.3, QtGui.QFont.Weight.Bold), self.font()

    def text_height(self) -> int:
        """Room under the cover for the name, player count and pitch."""
        name, small = (QtGui.QFontMetrics(f) for f in self._fonts())
        return name.height() + small.lineSpacing() * (1 + self.PITCH_LINES) + 34

    def height_for(self, width: float) -> int:
        """The height a tile needs at ``width``."""
        card_w = width - 2 * self.SHADOW
        return round(card_w * COVER_H / COVER_W) + self.text_height() + 2 * self.SHADOW

    # -- hover and focus lift the card ----------------------------------------------------
    def _set_lift(self, value: float) -> None:
        self._lift = float(value)
        self.update()

    def _animate(self, target: float) -> None:
        if self._anim is None:
            # Made when a tile first lifts, not before the picker's first frame: a
            # connection costs PySide6 a signature lookup, fourteen tiles' worth.
            self._anim = QtCore.QVariantAnimation(self, duration=LIFT_MS)
            self._anim.setEasingCurve(QtCore.QEasingCurve.Type.OutCubic)
            self._anim.valueChanged.connect(self._set_lift)
        self._anim.stop()
        self._anim.setStartValue(self._lift)
        self._anim.setEndValue(target)
        self._anim.start()

    def _hot(self) -> bool:
        return self._look() != "rest"

    def _look(self) -> str:
        """How the tile is drawn: "rest", "hover" (under the mouse) or "focus" (the
        keyboard's, under the mouse or not)."""
        if not self.entry.available:
            return "rest"
        if self.hasFocus():
            return "focus"
        return "hover" if self.underMouse() and self._moved_over else "rest"

    def enterEvent(self, event: QtCore.QEvent) -> None:
        # Not lifted yet: a picker shown under a resting mouse would show two tiles
        # lifted with their buttons, the one in focus and this one. The mouse's first
        # move over it lifts it (and gives it the focus: mouseMoveEvent).
        self._moved_over = False
        super().enterEvent(event)

    def leaveEvent(self, event: QtCore.QEvent) -> None:
        self._moved_over = False
        if not self.hasFocus():
            self._animate(0.0)
        self._pressed = False
        super().leaveEvent(event)

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:
        self._animate(1.0)
        self.update()  # the focus ring, on a tile the mouse had lifted already
        super().focusInEvent(event)

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:
        if not self.underMouse():
            self._animate(0.0)
        self.update()  # the ring goes, though the mouse keeps the tile lifted
        super().focusOutEvent(event)

    def event(self, event: QtCore.QEvent) -> bool:
        # The "Learn to play" pill is painted on the tile, so it had the tile's tip, which
        # tells what Play does: over the pill, its own, for as long as the mouse stays on it.
        if (
            event.type() == QtCore.QEvent.Type.ToolTip
            and self.entry.available
            and self._lift > 0.01
        ):
            pill = self.learn_rect()
            if pill.contains(QtCore.QPointF(event.pos())):
                QtWidgets.QToolTip.showText(
                    event.globalPos(), self.learn_tip(), self, pill.toAlignedRect()
                )
                return True
        return super().event(event)

    # -- input ----------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QtGui.QMouseEvent) -> None:
        # The tile the mouse moves over takes the keyboard too: its tooltip's "L: learn
        # to play it" then teaches this game, not another tile's that had the focus.
        # (A move, not the mouse's entering: a picker shown under a resting mouse
        # leaves the focus where it was put.)
        if self.entry.available and not self._moved_over:
            self._moved_over = True
            self._animate(1.0)
            self.update()
        if self.entry.available and not self.hasFocus():
            self.setFocus()
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        if self.entry.available and event.button() == QtCore.Qt.MouseButton.LeftButton:
            self._pressed = True
            self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:
        was_pressed, self._pressed = self._pressed, False
        self.update()
        at = event.position()
        inside = self.rect().contains(at.toPoint())
        if was_pressed and inside and event.button() == QtCore.Qt.MouseButton.LeftButton:
            if self.learn_rect().contains(at):
                self.learn.emit(self.entry.id)
            else:
                self.activated.emit(self.entry.id)
        event.accept()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        key = QtCore.Qt.Key
        if event.key() in (key.Key_Return, key.Key_Enter, key.Key_Space) and self.entry.available:
            self.activated.emit(self.entry.id)
        elif event.key() == key.Key_L and self.entry.available:
            self.learn.emit(self.entry.id)
        elif event.key() in (key.Key_Left, key.Key_Up):
            self.step.emit(-1)
        elif event.key() in (key.Key_Right, key.Key_Down):
            self.step.emit(1)
        else:
            super().keyPressEvent(event)

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        if self._lift == 0.0 and not self._pressed:
            # A tile that is not lifting is the same picture every time: drawn once and
            # kept (on disk, for the next start), it is one blit of a frame.
            p = QtGui.QPainter(self)
            p.drawPixmap(QtCore.QPointF(0, 0), self._still_picture())
        else:
            p = palette.painter(self)
            self._paint(p)
        p.end()

    def _still_picture(self) -> QtGui.QPixmap:
        """The tile at rest (or focused, before its lift begins), at its current size.

        This is what lets the picker's first frame be made without PySide6's Qt enums
        (15 ms: see petridish.qt): painting with pens and brushes builds them, blitting a
        picture does not. The cache name says what the picture shows, so a different game
        text, font or state is drawn afresh.
        """
        dpr = self.devicePixelRatioF()
        e = self.entry
        shown = (TILE_VERSION, COVER_VERSION, e.name, e.players, e.pitch, e.available)
        version = zlib.crc32(repr((shown, self.font().toString())).encode())
        w, h = round(self.width() * dpr), round(self.height() * dpr)
        return self._still[self._look()].get(version, w, h, self._paint, dpr)

    def _paint(self, p: QtGui.QPainter) -> None:
        lift, radius = self._lift, 12.0
        card = self._card()
        # A soft shadow that deepens as the card lifts (see _shadow).
        step = round(lift * LIFT_STEPS)
        shadow = _shadow(round(card.width()), round(card.height()), step)
        pad = SHADOW_PAD
        p.drawPixmap(card.adjusted(-pad, -pad, pad, pad), shadow, QtCore.QRectF(shadow.rect()))
        outline = QtGui.QPainterPath()
        outline.addRoundedRect(card, radius, radius)
        p.fillPath(outline, QtGui.QColor(palette.SURFACE).lighter(100 + round(14 * lift)))
        cover = QtCore.QRectF(card.topLeft(), QtCore.QSizeF(card.width(), card.width() * 4 / 3))
        p.save()
        p.setClipPath(outline)
        picture = self.cover()
        p.drawPixmap(cover, picture, QtCore.QRectF(picture.rect()))
        p.restore()
        self._paint_text(p, card, cover.bottom() + 12)
        hot = self._hot() or self._pressed
        colour, width = (palette.ACCENT, 2.5) if hot else (palette.BORDER, 1.0)
        p.strokePath(outline, QtGui.QPen(QtGui.QColor(colour), width))
        if self._look() == "focus":
            # The keyboard's place, told apart from the mouse's: a light ring round the
            # lifted card (the mouse lifts it too, with no ring).
            ring = QtGui.QPainterPath()
            ring.addRoundedRect(card.adjusted(-5, -5, 5, 5), radius + 5, radius + 5)
            p.strokePath(ring, QtGui.QPen(QtGui.QColor(palette.TEXT), 2.0))
        if self._lift > 0.01 and self.entry.available:
            self._paint_play(p)
            self._paint_learn(p)

    def shown_name(self) -> str:
        """The game's name as the tile paints it: in a smaller size where the card is
        too narrow for it (down to the tile's other words), cut short ("ADAPTOID …") only
        where that is too big still (the larger text sizes cut "Genegra…")."""
        fm = QtGui.QFontMetrics(self._name_font())
        return fm.elidedText(self.entry.name, QtCore.Qt.TextElideMode.ElideRight, self._room())

    def _room(self) -> int:
        return round(self._card().width() - 2 * 14.0)

    def _name_font(self) -> QtGui.QFont:
        """The name's font: its own size, or a smaller one that fits the card."""
        font, small = self._fonts()
        room, least = self._room(), small.pointSizeF()
        while QtGui.QFontMetrics(font).horizontalAdvance(self.entry.name) > room:
            size = font.pointSizeF() * 0.92
            if size < least or size <= 0:
                break
            font = QtGui.QFont(font)
            font.setPointSizeF(size)
        return font

    def _paint_text(self, p: QtGui.QPainter, card: QtCore.QRectF, y: float) -> None:
        available, pad = self.entry.available, 14.0
        x, w = card.left() + pad, card.width() - 2 * pad
        full, small = self._fonts()
        name_font = self._name_font()
        fm_name, fm = QtGui.QFontMetrics(full), QtGui.QFontMetrics(small)
        p.setFont(name_font)
        p.setPen(QtGui.QColor(palette.TEXT if available else palette.TEXT_DIM))
        name = self.shown_name()
        p.drawText(QtCore.QPointF(x, y + fm_name.ascent()), name)
        y += fm_name.height() + 4
        p.setFont(small)
        players = self.entry.players[:1].upper() + self.entry.players[1:]
        room = w - fm.height() * 1.1
        label = "Coming soon"
        lw = fm.horizontalAdvance(label) + 16
        # The pill shares the line when both fit; if not, the cover's ribbon says it alone.
        if not available and fm.horizontalAdvance(players) + lw + 8 <= room:
            pill = QtCore.QRectF(card.right() - pad - lw, y - 1, lw, fm.height() + 2)
            p.setPen(QtCore.Qt.PenStyle.NoPen)
            p.setBrush(QtGui.QColor(200, 42, 52, 210))
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            p.setPen(QtGui.QColor("#FFFFFF"))
            p.drawText(pill, QtCore.Qt.AlignmentFlag.AlignCenter, label)
            room -= lw + 8
        self._paint_people(p, QtCore.QPointF(x, y + fm.height() / 2), fm.height() * 0.8)
        p.setPen(QtGui.QColor(palette.ACCENT if available else palette.TEXT_DIM))
        players = fm.elidedText(players, QtCore.Qt.TextElideMode.ElideRight, max(0, round(room)))
        p.drawText(QtCore.QPointF(x + fm.height() * 1.1, y + fm.ascent()), players)
        y += fm.lineSpacing() + 6
        p.setPen(QtGui.QColor(palette.TEXT_DIM if available else "#6F7780"))
        box = QtCore.QRectF(x, y, w, fm.lineSpacing() * self.PITCH_LINES + 1)
        p.drawText(box, int(QtCore.Qt.TextFlag.TextWordWrap), self.entry.pitch)

    def _paint_people(self, p: QtGui.QPainter, centre: QtCore.QPointF, size: float) -> None:
        """A small two-person glyph before the player count."""
        colour = QtGui.QColor(palette.ACCENT if self.entry.available else palette.TEXT_DIM)
        p.setPen(QtCore.Qt.PenStyle.NoPen)
        for dx, alpha in ((size * 0.32, 140), (0.0, 255)):
            colour.setAlpha(alpha)
            p.setBrush(colour)
            head = QtCore.QPointF(centre.x() + size * 0.4 + dx, centre.y() - size * 0.2)
            p.drawEllipse(head, size * 0.2, size * 0.2)
            body = QtCore.QRectF(
                head.x() - size * 0.32, centre.y() + size * 0.05, size * 0.64, size * 0.45
            )
            p.drawRoundedRect(body, size * 0.2, size * 0.2)

    def _card(self) -> QtCore.QRectF:
        """The card as painted now (it rises as it lifts)."""
        s, lift = self.SHADOW, self._lift
        card = QtCore.QRectF(self.rect()).adjusted(s, s - 5 * lift, -s, -s - 5 * lift)
        return card.translated(0, 2 if self._pressed else 0)

    def _pill_font(self) -> QtGui.QFont:
        return scaled_font(self.font(), 1.0, QtGui.QFont.Weight.Bold)

    def play_rect(self) -> QtCore.QRectF:
        """Where the "Play" pill lies over the cover (shown while the tile is hot)."""
        fm = QtGui.QFontMetrics(self._pill_font())
        card = self._card()
        w, h = fm.horizontalAdvance(PLAY) + 28, fm.height() + 12
        return QtCore.QRectF(card.left() + 12, card.top() + 12, w, h)

    def learn_rect(self) -> QtCore.QRectF:
        """Where the "Learn to play" pill lies over the cover (shown while the tile is
        hot): a click there starts the game's lesson instead of setting up a game. It
        sits under Play, at every width: beside it on a wide tile and under it on a
        narrow one, it moved as games in progress came to shrink the tiles, and a click
        aimed where it had been landed on Play."""
        fm = QtGui.QFontMetrics(self._pill_font())
        play = self.play_rect()
        w, h = fm.horizontalAdvance(LEARN) + 28, fm.height() + 12
        return QtCore.QRectF(play.left(), play.bottom() + 8, w, h)

    def _paint_learn(self, p: QtGui.QPainter) -> None:
        """The "Learn to play" pill, under Play: a quieter one, outlined."""
        pill = self.learn_rect()
        h = pill.height()
        p.setOpacity(self._lift)
        p.setPen(QtGui.QPen(QtGui.QColor(palette.ACCENT), 1.5))
        # Opaque: over ADAPTOID 24's white cover a see-through fill came out a grey the
        # teal words hardly stood out from.
        p.setBrush(QtGui.QColor(13, 17, 20))
        p.drawRoundedRect(pill, h / 2, h / 2)
        p.setFont(self._pill_font())
        p.setPen(QtGui.QColor(palette.ACCENT))
        p.drawText(pill, QtCore.Qt.AlignmentFlag.AlignCenter, LEARN)
        p.setOpacity(1.0)

    def _paint_play(self, p: QtGui.QPainter) -> None:
        """The "Play" pill that fades in over the cover while the tile is hot."""
        font = self._pill_font()
        pill = self.play_rect()
        h = pill.height()
        p.setOpacity(self._lift)
        p.setPen(QtGui.QPen(QtGui.QColor(13, 17, 20, 160), 1))
        p.setBrush(QtGui.QColor(palette.ACCENT))
        p.drawRoundedRect(pill, h / 2, h / 2)
        p.setFont(font)
        p.setPen(QtGui.QColor("#0D1114"))
        p.drawText(pill, QtCore.Qt.AlignmentFlag.AlignCenter, PLAY)
        p.setOpacity(1.0)


class _Shelf(QtWidgets.QWidget):
    """Lays the tiles out in one row of four (two rows of two when narrow), as large as
    the space allows and centred both ways."""

    SPACING = 10

    def __init__(self, tiles: list[GameTile]) -> None:
        super().__init__()
        self.tiles = tiles
        for tile in tiles:
            tile.setParent(self)
        self.fit_height = 0  # the visible height, set by the picker; 0 = no limit

    def _grid(self, width: int) -> tuple[int, int, float]:
        """(columns, rows, tile width) for a shelf ``width`` wide."""
        n, sp = max(1, len(self.tiles)), self.SPACING
        cols = n if width >= n * TILE_MIN_W + (n - 1) * sp else min(n, 2)
        rows = -(-n // cols)
        tile_w = (width - sp * (cols - 1)) / cols
        if self.fit_height and self.tiles:
            # Tile height is linear in its width: solve for the width that fills the height.
            per_row = (self.fit_height - sp * (rows - 1)) / rows
            fixed = self.tiles[0].text_height() + 2 * GameTile.SHADOW * (1 - COVER_H / COVER_W)
            tile_w = min(tile_w, (per_row - fixed) * COVER_W / COVER_H)
        return cols, rows, max(TILE_MIN_W, min(TILE_MAX_W, tile_w))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        _, rows, tile_w = self._grid(width)
        tile_h = self.tiles[0].height_for(tile_w) if self.tiles else 0
        return rows * tile_h + (rows - 1) * self.SPACING

    def sizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(4 * 240, self.heightForWidth(4 * 240))

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(2 * TILE_MIN_W + self.SPACING, 0)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        cols, rows, tile_w = self._grid(self.width())
        tile_h = self.tiles[0].height_for(tile_w) if self.tiles else 0
        left = (self.width() - cols * tile_w - (cols - 1) * self.SPACING) / 2
        top = max(0.0, (self.height() - rows * tile_h - (rows - 1) * self.SPACING) / 2)
        for i, tile in enumerate(self.tiles):
            row, col = divmod(i, cols)
            x = left + col * (tile_w + self.SPACING)
            tile.setGeometry(
                round(x), round(top + row * (tile_h + self.SPACING)), round(tile_w), tile_h
            )


class _ShelfScroll(QtWidgets.QScrollArea):
    """Scrolls the shelf only when even the smallest tiles do not fit."""

    def __init__(self, shelf: _Shelf) -> None:
        super().__init__()
        self.setObjectName("shelfScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        set_enum_property(self, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self._viewport = own_viewport(self)
        self.setWidget(shelf)
        self._viewport.setAutoFillBackground(False)
        shelf.setAutoFillBackground(False)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        # The viewport has its new size here, before the shelf is resized to match, so
        # the tiles can grow to fill the height as well as the width.
        shelf = self.widget()
        if isinstance(shelf, _Shelf):
            shelf.fit_height = self._viewport.height()
        super().resizeEvent(event)
