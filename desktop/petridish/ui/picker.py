"""The game picker: the first screen, a shelf of game boxes plus "continue" and saves.

Each game is a tile with its painted box cover, name, player count and a one-line pitch;
games still being built stay on the shelf, faded, with a "Coming soon" ribbon, so players
see what is on the way. A panel below offers the autosaved game and the recent saves.
Everything works from the keyboard: arrows move between games, Enter or Space starts one.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import os
from collections.abc import Sequence
from pathlib import Path

from petridish.art.cover_cache import cover_path
from petridish.core import registry
from petridish.core.registry import GameEntry
from petridish.qt import QtCore, QtGui, QtWidgets, Signal
from petridish.ui import palette
from petridish.ui.palette import scaled_font

COVER_W, COVER_H = 300, 400  # logical pixels of the cached cover; tiles scale it down
TILE_MIN_W, TILE_MAX_W = 170, 300
LIFT_MS = 160  # hover lift, short and eased like every motion in the app
RECENT_EMS = 16  # width of a recent save, in line heights
TAGLINE = "Four small games of adaptation and survival"
Qt = QtCore.Qt
Option = QtWidgets.QStyleOptionViewItem


def load_cover(entry: GameEntry, cache_dir: Path | None, dpr: float = 1.0) -> QtGui.QPixmap:
    """The cover of ``entry`` as a pixmap, from the disk cache when there is one."""
    w, h = round(COVER_W * dpr), round(COVER_H * dpr)
    pixmap = QtGui.QPixmap()
    if cache_dir is not None:
        # An unwritable cache only costs speed: the cover is then drawn in memory below.
        with contextlib.suppress(OSError):
            pixmap.load(str(cover_path(entry.id, w, h, entry.available, cache_dir)))
    if pixmap.isNull():
        from petridish.art.covers import render_cover

        data = io.BytesIO()
        render_cover(entry.id, w, h, entry.available).save(data, format="PNG")
        pixmap.loadFromData(data.getvalue(), "PNG")
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


class GameTile(QtWidgets.QWidget):
    """One game on the shelf, painted as a card that lifts under the mouse or focus."""

    activated = Signal(str)  # the game id
    step = Signal(int)  # arrow keys: move focus by this many tiles

    SHADOW = 12  # room around the card for its shadow and lift
    PITCH_LINES = 3

    def __init__(
        self, entry: GameEntry, cover: QtGui.QPixmap, parent: QtWidgets.QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.entry = entry
        self._cover = cover
        self._lift = 0.0
        self._pressed = False
        self._anim = QtCore.QVariantAnimation(self, duration=LIFT_MS)
        self._anim.setEasingCurve(QtCore.QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._set_lift)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setAccessibleName(entry.name)
        if entry.available:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setAccessibleDescription(f"{entry.players}. {entry.pitch} Press Enter to play.")
            self.setToolTip(f"Set up a game of {entry.name}")
        else:
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.setAccessibleDescription(f"Coming soon. {entry.pitch}")
            self.setToolTip(f"{entry.name} is coming soon")

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
        self._anim.stop()
        self._anim.setStartValue(self._lift)
        self._anim.setEndValue(target)
        self._anim.start()

    def _hot(self) -> bool:
        return self.entry.available and (self.underMouse() or self.hasFocus())

    def enterEvent(self, event: QtCore.QEvent) -> None:
        if self.entry.available:
            self._animate(1.0)
        super().enterEvent(event)

    def leaveEvent(self, event: QtCore.QEvent) -> None:
        if not self.hasFocus():
            self._animate(0.0)
        self._pressed = False
        super().leaveEvent(event)

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:
        self._animate(1.0)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:
        if not self.underMouse():
            self._animate(0.0)
        super().focusOutEvent(event)

    # -- input ----------------------------------------------------------------------------
    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        if self.entry.available and event.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
            self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:
        was_pressed, self._pressed = self._pressed, False
        self.update()
        inside = self.rect().contains(event.position().toPoint())
        if was_pressed and inside and event.button() == Qt.MouseButton.LeftButton:
            self.activated.emit(self.entry.id)
        event.accept()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        key = Qt.Key
        if event.key() in (key.Key_Return, key.Key_Enter, key.Key_Space) and self.entry.available:
            self.activated.emit(self.entry.id)
        elif event.key() in (key.Key_Left, key.Key_Up):
            self.step.emit(-1)
        elif event.key() in (key.Key_Right, key.Key_Down):
            self.step.emit(1)
        else:
            super().keyPressEvent(event)

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        p = palette.painter(self)
        s, lift, radius = self.SHADOW, self._lift, 12.0
        card = QtCore.QRectF(self.rect()).adjusted(s, s - 5 * lift, -s, -s - 5 * lift)
        card.translate(0, 2 if self._pressed else 0)
        # A soft shadow from stacked translucent outlines; it deepens as the card lifts.
        p.setPen(Qt.PenStyle.NoPen)
        for i in range(8, 0, -1):
            p.setBrush(QtGui.QColor(0, 0, 0, round((12 + 10 * lift) * (1 - i / 9))))
            g = i * (1.0 + 0.5 * lift)
            p.drawRoundedRect(card.adjusted(-g, 4 - g, g, g + 4 + 4 * lift), radius + g, radius + g)
        outline = QtGui.QPainterPath()
        outline.addRoundedRect(card, radius, radius)
        p.fillPath(outline, QtGui.QColor(palette.SURFACE).lighter(100 + round(14 * lift)))
        cover = QtCore.QRectF(card.topLeft(), QtCore.QSizeF(card.width(), card.width() * 4 / 3))
        p.save()
        p.setClipPath(outline)
        p.drawPixmap(cover, self._cover, QtCore.QRectF(self._cover.rect()))
        p.restore()
        self._paint_text(p, card, cover.bottom() + 12)
        hot = self._hot() or self._pressed
        colour, width = (palette.ACCENT, 2.5) if hot else (palette.BORDER, 1.0)
        p.strokePath(outline, QtGui.QPen(QtGui.QColor(colour), width))
        if self._lift > 0.01 and self.entry.available:
            self._paint_play(p, cover)
        p.end()

    def _paint_text(self, p: QtGui.QPainter, card: QtCore.QRectF, y: float) -> None:
        available, pad = self.entry.available, 14.0
        x, w = card.left() + pad, card.width() - 2 * pad
        name_font, small = self._fonts()
        fm_name, fm = QtGui.QFontMetrics(name_font), QtGui.QFontMetrics(small)
        p.setFont(name_font)
        p.setPen(QtGui.QColor(palette.TEXT if available else palette.TEXT_DIM))
        name = fm_name.elidedText(self.entry.name, Qt.TextElideMode.ElideRight, round(w))
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
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QtGui.QColor(200, 42, 52, 210))
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            p.setPen(QtGui.QColor("#FFFFFF"))
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, label)
            room -= lw + 8
        self._paint_people(p, QtCore.QPointF(x, y + fm.height() / 2), fm.height() * 0.8)
        p.setPen(QtGui.QColor(palette.ACCENT if available else palette.TEXT_DIM))
        players = fm.elidedText(players, Qt.TextElideMode.ElideRight, max(0, round(room)))
        p.drawText(QtCore.QPointF(x + fm.height() * 1.1, y + fm.ascent()), players)
        y += fm.lineSpacing() + 6
        p.setPen(QtGui.QColor(palette.TEXT_DIM if available else "#6F7780"))
        box = QtCore.QRectF(x, y, w, fm.lineSpacing() * self.PITCH_LINES + 1)
        p.drawText(box, int(Qt.TextFlag.TextWordWrap), self.entry.pitch)

    def _paint_people(self, p: QtGui.QPainter, centre: QtCore.QPointF, size: float) -> None:
        """A small two-person glyph before the player count."""
        colour = QtGui.QColor(palette.ACCENT if self.entry.available else palette.TEXT_DIM)
        p.setPen(Qt.PenStyle.NoPen)
        for dx, alpha in ((size * 0.32, 140), (0.0, 255)):
            colour.setAlpha(alpha)
            p.setBrush(colour)
            head = QtCore.QPointF(centre.x() + size * 0.4 + dx, centre.y() - size * 0.2)
            p.drawEllipse(head, size * 0.2, size * 0.2)
            body = QtCore.QRectF(
                head.x() - size * 0.32, centre.y() + size * 0.05, size * 0.64, size * 0.45
            )
            p.drawRoundedRect(body, size * 0.2, size * 0.2)

    def _paint_play(self, p: QtGui.QPainter, cover: QtCore.QRectF) -> None:
        """The "Play" pill that fades in over the cover while the tile is hot."""
        font = scaled_font(self.font(), 1.0, QtGui.QFont.Weight.Bold)
        fm = QtGui.QFontMetrics(font)
        text = "Play  ▶"
        w, h = fm.horizontalAdvance(text) + 28, fm.height() + 12
        pill = QtCore.QRectF(cover.left() + 12, cover.top() + 12, w, h)
        p.setOpacity(self._lift)
        p.setPen(QtGui.QPen(QtGui.QColor(13, 17, 20, 160), 1))
        p.setBrush(QtGui.QColor(palette.ACCENT))
        p.drawRoundedRect(pill, h / 2, h / 2)
        p.setFont(font)
        p.setPen(QtGui.QColor("#0D1114"))
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
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
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(shelf)
        self.viewport().setAutoFillBackground(False)
        shelf.setAutoFillBackground(False)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        # The viewport has its new size here, before the shelf is resized to match, so
        # the tiles can grow to fill the height as well as the width.
        shelf = self.widget()
        if isinstance(shelf, _Shelf):
            shelf.fit_height = self.viewport().height()
        super().resizeEvent(event)


class _SaveDelegate(QtWidgets.QStyledItemDelegate):
    """Draws a recent save as its name over its folder, dimmed."""

    def paint(self, p: QtGui.QPainter, option: Option, index: QtCore.QModelIndex) -> None:
        path = Path(str(index.data(Qt.ItemDataRole.UserRole)))
        r = QtCore.QRectF(option.rect).adjusted(2, 2, -2, -2)
        state = QtWidgets.QStyle.StateFlag
        p.save()
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        if option.state & (state.State_Selected | state.State_MouseOver):
            p.setPen(Qt.PenStyle.NoPen)
            selected = option.state & state.State_Selected and option.state & state.State_HasFocus
            p.setBrush(QtGui.QColor("#2F4F51" if selected else palette.SURFACE_RAISED))
            p.drawRoundedRect(r, 8, 8)
        fm = QtGui.QFontMetrics(option.font)
        text = r.adjusted(12, 6, -12, -6)
        bold = scaled_font(option.font, 1.0, QtGui.QFont.Weight.DemiBold)
        p.setFont(bold)
        p.setPen(QtGui.QColor(palette.TEXT))
        name = QtGui.QFontMetrics(bold).elidedText(
            path.stem, Qt.TextElideMode.ElideRight, round(text.width())
        )
        p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, name)
        p.setFont(scaled_font(option.font, 0.9))
        p.setPen(QtGui.QColor(palette.TEXT_DIM))
        folder = fm.elidedText(
            _short_folder(path.parent), Qt.TextElideMode.ElideMiddle, round(text.width())
        )
        p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, folder)
        p.restore()

    def sizeHint(self, option: Option, index: QtCore.QModelIndex) -> QtCore.QSize:
        height = QtGui.QFontMetrics(option.font).height()
        return QtCore.QSize(height * RECENT_EMS - 6, height * 2 + 18)


class RecentSaves(QtWidgets.QListWidget):
    """The recent saves, newest first; a click or Enter opens one."""

    chosen = Signal(str)  # the save's path

    def __init__(self, paths: Sequence[str], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recentSaves")
        self.setAccessibleName("Recent saves")
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(_SaveDelegate(self))
        self.setMouseTracking(True)
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self._last = QtCore.QElapsedTimer()
        for path in paths:
            item = QtWidgets.QListWidgetItem(Path(path).stem)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            self.addItem(item)
        self.itemClicked.connect(self._choose)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem():
            self._choose(self.currentItem())
            return
        super().keyPressEvent(event)

    def _choose(self, item: QtWidgets.QListWidgetItem) -> None:
        # A double-click also clicks twice; one open is what the player meant.
        interval = QtWidgets.QApplication.doubleClickInterval()
        if self._last.isValid() and self._last.elapsed() < interval:
            return
        self._last.start()
        self.chosen.emit(str(item.data(Qt.ItemDataRole.UserRole)))


def _short_folder(folder: Path) -> str:
    """The folder with the home directory written as ~, as people say it."""
    try:
        return str(Path("~") / folder.relative_to(Path.home()))
    except ValueError:
        return str(folder)


class GamePicker(QtWidgets.QWidget):
    """The launcher: choose a game to set up, continue the last one, or open a save.

    ``cache_dir`` is where covers are cached (default: the art cache); covers of games
    not in ``games`` are never drawn.
    """

    new_game = Signal(str)  # a game id, for the new-game dialog
    continue_last = Signal()
    open_save = Signal(str)  # the path of a recent save
    open_file = Signal()  # the player wants a file dialog

    def __init__(
        self,
        has_autosave: bool = False,
        autosave_label: str = "",
        recent_saves: Sequence[str] = (),
        games: Sequence[GameEntry] = registry.GAMES,
        cache_dir: str | os.PathLike[str] | None = None,
        parent: QtWidgets.QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gamePicker")
        self.setAccessibleName("Choose a game")
        self._background: QtGui.QPixmap | None = None
        cache = Path(cache_dir) if cache_dir is not None else _default_cover_cache()
        dpr = self.devicePixelRatioF()
        self.tiles = [GameTile(e, load_cover(e, cache, dpr)) for e in games]
        for tile in self.tiles:
            tile.activated.connect(self.new_game)
            tile.step.connect(self._step_focus)
        self.continue_button: QtWidgets.QPushButton | None = None
        self.open_button = QtWidgets.QPushButton("Open a saved game…")
        self.open_button.clicked.connect(self.open_file)
        self.recent = RecentSaves(recent_saves)
        self.recent.chosen.connect(self.open_save)
        self._shelf = _Shelf(self.tiles)
        self._scroll = _ShelfScroll(self._shelf)

        root = QtWidgets.QVBoxLayout(self)
        root.setContentsMargins(40, 28, 40, 16)
        root.setSpacing(16)
        root.addLayout(self._header())
        root.addWidget(self._scroll, 1)
        root.addWidget(self._panel(has_autosave, autosave_label))
        hint = QtWidgets.QLabel("← → choose a game  ·  Enter sets it up  ·  Tab moves on")
        hint.setObjectName("dim")
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        root.addWidget(hint)
        self._apply_style()
        self._set_tab_order()

    # -- building -------------------------------------------------------------------------
    def _header(self) -> QtWidgets.QHBoxLayout:
        row = QtWidgets.QHBoxLayout()
        row.setSpacing(16)
        logo = QtWidgets.QLabel()
        logo.setPixmap(palette.app_mark(60, self.devicePixelRatioF()))
        row.addWidget(logo)
        words = QtWidgets.QVBoxLayout()
        words.setSpacing(0)
        title = QtWidgets.QLabel("Petri Dish")
        title.setFont(scaled_font(self.font(), 2.5, QtGui.QFont.Weight.Bold))
        tagline = QtWidgets.QLabel(TAGLINE)
        tagline.setObjectName("dim")
        tagline.setFont(scaled_font(self.font(), 1.15))
        words.addWidget(title)
        words.addWidget(tagline)
        row.addLayout(words)
        row.addStretch(1)
        return row

    def _heading(self, text: str) -> QtWidgets.QLabel:
        label = QtWidgets.QLabel(text)
        label.setFont(scaled_font(self.font(), 1.1, QtGui.QFont.Weight.Bold))
        return label

    def _panel(self, has_autosave: bool, autosave_label: str) -> QtWidgets.QFrame:
        panel = QtWidgets.QFrame()
        panel.setObjectName("panel")
        row = QtWidgets.QHBoxLayout(panel)
        row.setContentsMargins(22, 16, 22, 16)
        row.setSpacing(24)
        if has_autosave:
            col = QtWidgets.QVBoxLayout()
            col.setSpacing(6)
            col.addWidget(self._heading("Pick up where you left off"))
            detail = QtWidgets.QLabel(autosave_label or "Your last game was saved as you played.")
            detail.setObjectName("dim")
            detail.setWordWrap(True)
            col.addWidget(detail)
            col.addStretch(1)
            self.continue_button = QtWidgets.QPushButton("Continue last game")
            self.continue_button.setObjectName("primary")
            self.continue_button.setCursor(Qt.CursorShape.PointingHandCursor)
            self.continue_button.clicked.connect(self.continue_last)
            col.addWidget(self.continue_button)
            box = QtWidgets.QWidget()
            box.setLayout(col)
            box.setFixedWidth(max(280, box.sizeHint().width()))
            row.addWidget(box)
            line = QtWidgets.QFrame()
            line.setObjectName("divider")
            line.setFixedWidth(1)
            row.addWidget(line)
        col = QtWidgets.QVBoxLayout()
        col.setSpacing(6)
        top = QtWidgets.QHBoxLayout()
        top.addWidget(self._heading("Recent saves"))
        top.addStretch(1)
        top.addWidget(self.open_button)
        col.addLayout(top)
        if self.recent.count():
            self.recent.setFlow(QtWidgets.QListView.Flow.LeftToRight)
            self.recent.setWrapping(True)
            cell = QtCore.QSize(
                self.fontMetrics().height() * RECENT_EMS, self.recent.sizeHintForRow(0) + 4
            )
            self.recent.setGridSize(cell)
            self.recent.setFixedHeight(self.recent.sizeHintForRow(0) * 2 + 12)
            col.addWidget(self.recent)
        else:
            self.recent.hide()
            empty = QtWidgets.QLabel("Games you save will be listed here.")
            empty.setObjectName("dim")
            col.addWidget(empty)
            col.addStretch(1)
        row.addLayout(col, 1)
        return panel

    def _apply_style(self) -> None:
        self.setStyleSheet(
            palette.widget_style()
            + f"""
            #panel {{ background: rgba(36, 42, 49, 210); border: 1px solid {palette.BORDER};
                      border-radius: 14px; }}
            #divider {{ background: {palette.BORDER}; border: none; }}
            #recentSaves, #shelfScroll {{ background: transparent; border: none; }}
            """
        )

    def _set_tab_order(self) -> None:
        chain: list[QtWidgets.QWidget] = [t for t in self.tiles if t.entry.available]
        if self.continue_button is not None:
            chain.append(self.continue_button)
        chain.append(self.open_button)
        if self.recent.count():
            chain.append(self.recent)
        for first, second in itertools.pairwise(chain):
            QtWidgets.QWidget.setTabOrder(first, second)

    # -- behaviour ------------------------------------------------------------------------
    def tile(self, game_id: str) -> GameTile:
        """The tile of ``game_id`` (KeyError if the picker does not show it)."""
        for tile in self.tiles:
            if tile.entry.id == game_id:
                return tile
        raise KeyError(game_id)

    def focus_default(self) -> None:
        """Focus "Continue" when there is a game to continue, else the first playable game."""
        playable = [t for t in self.tiles if t.entry.available]
        target = self.continue_button or (playable[0] if playable else self.open_button)
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _step_focus(self, delta: int) -> None:
        playable = [t for t in self.tiles if t.entry.available]
        current = self.sender()
        if current in playable:
            index = (playable.index(current) + delta) % len(playable)
            playable[index].setFocus(Qt.FocusReason.TabFocusReason)

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        super().showEvent(event)
        if self.focusWidget() is None:
            QtCore.QTimer.singleShot(0, self.focus_default)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        self._background = None
        super().resizeEvent(event)

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        # The backdrop is painted once per size and reused, like the table's felt.
        pm = self._background
        if pm is None or pm.deviceIndependentSize().toSize() != self.size():
            pm = self._background = self._paint_background()
        p = QtGui.QPainter(self)
        p.drawPixmap(0, 0, pm)
        p.end()

    def _paint_background(self) -> QtGui.QPixmap:
        dpr = self.devicePixelRatioF()
        w, h = self.width(), self.height()
        pm = QtGui.QPixmap(round(w * dpr), round(h * dpr))
        pm.setDevicePixelRatio(dpr)
        p = palette.painter(pm)
        base = QtGui.QLinearGradient(0, 0, 0, h)
        base.setColorAt(0.0, QtGui.QColor("#1F262C"))
        base.setColorAt(1.0, QtGui.QColor("#111417"))
        p.fillRect(QtCore.QRectF(0, 0, w, h), base)
        glow = QtGui.QRadialGradient(QtCore.QPointF(w * 0.2, h * 0.1), max(w, h) * 0.6)
        glow.setColorAt(0.0, QtGui.QColor(63, 184, 175, 34))
        glow.setColorAt(1.0, QtGui.QColor(63, 184, 175, 0))
        p.fillRect(QtCore.QRectF(0, 0, w, h), glow)
        # Faint rings of a giant dish in the corner: texture without noise.
        p.setBrush(Qt.BrushStyle.NoBrush)
        for i, radius in enumerate((0.42, 0.5, 0.62)):
            p.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 9 - 2 * i), 2))
            p.drawEllipse(
                QtCore.QPointF(w * 0.96, h * 1.05), max(w, h) * radius, max(w, h) * radius
            )
        p.end()
        return pm


def _default_cover_cache() -> Path | None:
    """Covers live in the art cache; None (draw in memory) if the folders are unknown."""
    try:
        from petridish.storage.paths import Paths

        return Paths.default().art_cache_dir / "covers"
    except Exception:  # storage unavailable: covers still draw, just not cached
        return None
