"""The picker's recent saves: each save a small widget drawn as its name over its folder.

A save at rest (not under the mouse, not focused) is one picture, drawn once and kept on
disk beside the picker's other pictures (see petridish.drawn_cache): like the game
tiles, this lets a returning player's picker reach its first frame without PySide6's Qt
enums (see petridish.qt), which drawing text with pens and alignments would build
(measured 2026-12: painting the saves live adds 15 ms to that first frame, of which
their drawing is 1 ms). A lit save is painted live. A save that could not be opened says
so in place of its folder.

Each save is a plain widget, laid out here in a grid two rows high that scrolls when
there are more: a list widget, its model and an item delegate painting through Python
were 23M instructions of a returning player's first frame (bench_startup.py
--instructions), most of it PySide6 making its item-view classes and enums ready.
Tab reaches each save; arrows move between them; a click, Enter or Space opens one.

Names are drawn as text, never read as markup: a file may be called "<b>x</b>.petridish".
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Collection, Sequence
from pathlib import Path

from petridish.art import rawpixels
from petridish.drawn_cache import drawn_pixmap
from petridish.qt import (
    QtCore,
    QtGui,
    QtWidgets,
    Signal,
    is_alive,
    own_viewport,
    set_enum_property,
)
from petridish.ui import palette
from petridish.ui.palette import scaled_font

RECENT_EMS = 16  # width of a recent save's place, in line heights
RECENT_VERSION = 1  # bump when a save's drawing changes (kept pictures are redrawn)
PICTURE_PREFIX = "recent-"  # the kept pictures' names: this, then the path's checksum
ROWS_SHOWN = 2  # rows of saves in sight; more scroll
FOCUSED = "#2F4F51"  # the colour behind the focused save
GAP = 4  # between saves, and above and below them


def _picture_name(path: str) -> str:
    return f"{PICTURE_PREFIX}{zlib.crc32(path.encode('utf-8', 'surrogatepass')):08x}"


def _plain_tip(text: str) -> str:
    # Tool tips have no plain-text switch: Qt guesses, so the text is escaped and marked
    # as rich text itself, which shows it exactly as it is. Escaped here rather than by
    # the html module, whose table of entities was 10.7M instructions of a returning
    # player's first frame (bench_startup.py --instructions).
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return f"<p style='white-space:pre'>{escaped}</p>"


def paint_save(
    p: QtGui.QPainter,
    path: str,
    width: int,
    height: int,
    font: QtGui.QFont,
    light: str | None,
    unreadable: bool = False,
) -> None:
    """One recent save in a ``width`` × ``height`` box at the origin; ``light`` is the
    colour behind it when it is hovered or focused; an ``unreadable`` save says so
    instead of naming its folder."""
    Qt = QtCore.Qt
    save = Path(path)
    r = QtCore.QRectF(0, 0, width, height).adjusted(2, 2, -2, -2)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    if light is not None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QtGui.QColor(light))
        p.drawRoundedRect(r, 8, 8)
    text = r.adjusted(12, 6, -12, -6)
    bold = scaled_font(font, 1.0, QtGui.QFont.Weight.DemiBold)
    p.setFont(bold)
    p.setPen(QtGui.QColor(palette.TEXT))
    name = QtGui.QFontMetrics(bold).elidedText(
        save.stem, Qt.TextElideMode.ElideRight, round(text.width())
    )
    p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, name)
    small = scaled_font(font, 0.9)
    p.setFont(small)
    p.setPen(QtGui.QColor(palette.DANGER if unreadable else palette.TEXT_DIM))
    below = "cannot be read" if unreadable else _short_folder(save.parent)
    folder = QtGui.QFontMetrics(font).elidedText(
        below, Qt.TextElideMode.ElideMiddle, round(text.width())
    )
    p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, folder)


class SavedGame(QtWidgets.QWidget):
    """One recent save: its name over its folder, lit when hovered or focused."""

    def __init__(self, saves: RecentSaves, path: str, unreadable: bool) -> None:
        super().__init__()
        self.saves = saves
        self.path = path
        self.unreadable = unreadable
        self._hovered = False
        self._pressed = False
        self._picture: tuple[tuple[int, int, str, float], QtGui.QPixmap] | None = None
        # By name, and the hand cursor later (set_cursor): see petridish.qt.
        set_enum_property(self, "focusPolicy", "StrongFocus")
        below = "cannot be read" if unreadable else _short_folder(Path(path).parent)
        self.setAccessibleName(Path(path).stem)
        self.setAccessibleDescription(f"{below}. Press Enter to open it.")
        self.setToolTip(_plain_tip(path))

    def light(self) -> str | None:
        """The colour behind the save: teal when focused, raised when hovered, None at
        rest."""
        if self.hasFocus():
            return FOCUSED
        if self._hovered or self._pressed:
            return palette.SURFACE_RAISED
        return None

    # -- input ----------------------------------------------------------------------------
    def enterEvent(self, event: QtCore.QEvent) -> None:
        self._hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QtCore.QEvent) -> None:
        self._hovered = self._pressed = False
        self.update()
        super().leaveEvent(event)

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:
        super().focusInEvent(event)
        self.saves.show_save(self)
        self.update()

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        self._pressed = event.button() == QtCore.Qt.MouseButton.LeftButton
        event.accept()

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:
        was_pressed, self._pressed = self._pressed, False
        inside = self.rect().contains(event.position().toPoint())
        if was_pressed and inside and event.button() == QtCore.Qt.MouseButton.LeftButton:
            self.saves.choose(self.path)
        event.accept()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        key = QtCore.Qt.Key
        if event.key() in (key.Key_Return, key.Key_Enter, key.Key_Space):
            self.saves.choose(self.path)
        elif event.key() in (key.Key_Left, key.Key_Right, key.Key_Up, key.Key_Down):
            self.saves.step_from(self, event.key())
        else:
            super().keyPressEvent(event)

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        if not is_alive(self):
            return  # a paint that came as the picker was being replaced (see the picker's)
        light = self.light()
        p = QtGui.QPainter(self)
        if light is None:
            p.drawPixmap(QtCore.QPointF(0, 0), self.still_picture())
        else:
            paint_save(
                p, self.path, self.width(), self.height(), self.font(), light, self.unreadable
            )
        p.end()

    def still_picture(self) -> QtGui.QPixmap:
        """The save at rest at its size: from memory, from disk, or drawn and kept."""
        dpr = self.devicePixelRatioF()
        font = self.font()
        key = (self.width(), self.height(), font.toString(), dpr)
        if self._picture is not None and self._picture[0] == key:
            return self._picture[1]
        width, height, path, unreadable = self.width(), self.height(), self.path, self.unreadable
        folder = _short_folder(Path(path).parent)
        shown = (RECENT_VERSION, path, folder, font.toString(), unreadable)
        # surrogatepass: a path of undecodable bytes still gets its own picture.
        version = zlib.crc32(repr(shown).encode("utf-8", "surrogatepass"))

        def draw(p: QtGui.QPainter) -> None:
            self.saves.forget_others()  # a new picture: drop those of saves no longer listed
            paint_save(p, path, width, height, font, None, unreadable)

        w, h = round(width * dpr), round(height * dpr)
        cache = self.saves.cache_dir
        picture = drawn_pixmap(_picture_name(path), version, w, h, draw, cache, True, dpr)
        self._picture = (key, picture)
        return picture


class _Grid(QtWidgets.QWidget):
    """The saves in rows, left to right, each in a place RECENT_EMS line heights wide."""

    def __init__(self, saves: list[SavedGame]) -> None:
        super().__init__()
        self.saves = saves
        self._cell: tuple[int, int] | None = None
        for save in saves:
            save.setParent(self)

    def cell(self) -> tuple[int, int]:
        """(width, height) of a save's place."""
        if self._cell is None:  # asked for at every step of a layout: measured once
            em = self.fontMetrics().height()
            self._cell = (em * RECENT_EMS, em * 2 + 18 + GAP)
        return self._cell

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.FontChange:
            self._cell = None
        super().changeEvent(event)

    def columns(self, width: int) -> int:
        return max(1, width // self.cell()[0])

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        (w, h), columns = self.cell(), self.columns(self.width())
        for i, save in enumerate(self.saves):
            row, col = divmod(i, columns)
            save.setGeometry(col * w, row * h, w - 6, h - GAP)
        # As tall as its rows at this width: past the view's height, the view scrolls.
        # (Set here rather than through a height-for-width size policy, which made the
        # whole picker's layout ask for heights again and again: 4M instructions.)
        rows = -(-len(self.saves) // columns)
        if self.minimumHeight() != rows * h:
            self.setMinimumHeight(rows * h)


class RecentSaves(QtWidgets.QScrollArea):
    """The recent saves, newest first, in rows that scroll past ROWS_SHOWN.

    ``cache_dir`` keeps the pictures of the saves at rest (None: drawn in memory).
    """

    chosen = Signal(str)  # the save's path

    def __init__(
        self,
        paths: Sequence[str],
        cache_dir: str | Path | None = None,
        parent: QtWidgets.QWidget | None = None,
        unreadable: Collection[str] = (),
    ) -> None:
        super().__init__(parent)
        self.paths = [str(path) for path in paths]
        self.unreadable = frozenset(str(path) for path in unreadable)
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self.saves = [SavedGame(self, path, path in self.unreadable) for path in self.paths]
        self._last = QtCore.QElapsedTimer()
        self.setObjectName("recentSaves")
        self.setAccessibleName("Recent saves")
        set_enum_property(self, "focusPolicy", "NoFocus")  # its saves take the focus
        self.setWidgetResizable(True)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        set_enum_property(self, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self._viewport = own_viewport(self)
        self._grid = _Grid(self.saves)
        self.setWidget(self._grid)
        self._viewport.setAutoFillBackground(False)
        self._grid.setAutoFillBackground(False)
        self.setFixedHeight(self._grid.cell()[1] * ROWS_SHOWN + GAP)

    def light_of(self, row: int) -> str | None:
        """The colour behind save ``row`` (see :meth:`SavedGame.light`)."""
        return self.saves[row].light()

    def set_cursor(self) -> None:
        """A pointing hand over the saves (after the first frame: see the module)."""
        hand = QtGui.QCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        for save in self.saves:
            save.setCursor(hand)

    def show_save(self, save: SavedGame) -> None:
        """Scroll ``save`` into sight (it has just been focused)."""
        self.ensureWidgetVisible(save, 0, 0)

    def step_from(self, save: SavedGame, key: int) -> None:
        """Move the focus from ``save`` by the arrow ``key``: left and right to the save
        before or after it, up and down a row."""
        Key = QtCore.Qt.Key
        across = self._grid.columns(self._grid.width())
        step = {Key.Key_Left: -1, Key.Key_Right: 1, Key.Key_Up: -across, Key.Key_Down: across}
        index = self.saves.index(save) + step[key]
        if 0 <= index < len(self.saves):
            self.saves[index].setFocus(QtCore.Qt.FocusReason.TabFocusReason)

    def choose(self, path: str) -> None:
        """Open the save at ``path``: a double-click also clicks twice, and one open is
        what the player meant."""
        interval = QtWidgets.QApplication.doubleClickInterval()
        if self._last.isValid() and self._last.elapsed() < interval:
            return
        self._last.start()
        self.chosen.emit(path)

    def forget_others(self) -> None:
        """Delete the kept pictures of saves no longer listed."""
        if self.cache_dir is None:
            return
        listed = {_picture_name(path) for path in self.paths}
        own = "(" + re.escape(PICTURE_PREFIX) + r"[0-9a-f]{8})-\d+x\d+-v\d+\.rgba"
        rawpixels.forget(self.cache_dir, own, lambda match: match.group(1) not in listed)


def _short_folder(folder: Path) -> str:
    """The folder with the home directory written as ~, as people say it."""
    try:
        return str(Path("~") / folder.relative_to(Path.home()))
    except ValueError:
        return str(folder)
