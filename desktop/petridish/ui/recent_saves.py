"""The picker's list of recent saves, each drawn as its name over its folder.

A save at rest (not under the mouse, not the focused choice) is one picture, drawn once
and kept on disk beside the picker's other pictures (see petridish.drawn_cache): like
the game tiles, this lets a returning player's picker reach its first frame without
PySide6's Qt enums (see petridish.qt), which drawing text with pens and alignments,
reading an item's style state or storing item data by role would all build (measured
2026-12: painting the saves live adds 15 ms to that first frame, of which their drawing
is 1 ms). A lit save is painted live. A save that could not be opened says so in place
of its folder.

Names are drawn as text, never read as markup: a file may be called "<b>x</b>.petridish".
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Collection, Sequence
from pathlib import Path

from petridish.art import rawpixels
from petridish.drawn_cache import drawn_pixmap
from petridish.qt import QtCore, QtGui, QtWidgets, Signal, own_viewport, set_enum_property
from petridish.ui import palette
from petridish.ui.palette import scaled_font

RECENT_EMS = 16  # width of a recent save, in line heights
RECENT_VERSION = 1  # bump when a save's drawing changes (kept pictures are redrawn)
PICTURE_PREFIX = "recent-"  # the kept pictures' names: this, then the path's checksum


def _picture_name(path: str) -> str:
    return f"{PICTURE_PREFIX}{zlib.crc32(path.encode('utf-8', 'surrogatepass')):08x}"


def _plain_tip(text: str) -> str:
    # Tool tips have no plain-text switch: Qt guesses, so the text is escaped and marked
    # as rich text itself, which shows it exactly as it is. Escaped here rather than by
    # the html module, whose table of entities was 10.7M instructions of a returning
    # player's first frame (bench_startup.py --instructions).
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return f"<p style='white-space:pre'>{escaped}</p>"


class _SaveDelegate(QtWidgets.QStyledItemDelegate):
    """Draws a recent save as its name over its folder, dimmed; lit when hovered or
    selected."""

    def __init__(self, saves: RecentSaves) -> None:
        super().__init__(saves)
        self.saves = saves

    def paint(
        self, p: QtGui.QPainter, option: QtWidgets.QStyleOptionViewItem, index: QtCore.QModelIndex
    ) -> None:
        row, rect = index.row(), option.rect
        light = self.saves.light_of(row)
        if light is None:
            dpr = self.saves.devicePixelRatioF()
            picture = self.saves.still_picture(row, rect.width(), rect.height(), option.font, dpr)
            p.drawPixmap(rect.topLeft(), picture)
            return
        p.save()
        p.translate(rect.topLeft())
        path = self.saves.paths[row]
        unreadable = path in self.saves.unreadable
        paint_save(p, path, rect.width(), rect.height(), option.font, light, unreadable)
        p.restore()

    def sizeHint(
        self, option: QtWidgets.QStyleOptionViewItem, index: QtCore.QModelIndex
    ) -> QtCore.QSize:
        height = QtGui.QFontMetrics(option.font).height()
        return QtCore.QSize(height * RECENT_EMS - 6, height * 2 + 18)


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
    colour behind it when it is hovered or selected; an ``unreadable`` save says so
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


class RecentSaves(QtWidgets.QListWidget):
    EMS = RECENT_EMS
    """The recent saves, newest first; a click or Enter opens one.

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
        self._viewport = own_viewport(self)
        self.paths = [str(path) for path in paths]  # row -> path (no item data roles)
        self.unreadable = frozenset(str(path) for path in unreadable)
        self._cache = Path(cache_dir) if cache_dir is not None else None
        self._pictures: dict[tuple[int, int, int, str, float], QtGui.QPixmap] = {}
        self._hovered = -1
        self.setObjectName("recentSaves")
        self.setAccessibleName("Recent saves")
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        set_enum_property(self, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.setItemDelegate(_SaveDelegate(self))
        self.setMouseTracking(True)
        self.entered.connect(self._hover)
        self._last = QtCore.QElapsedTimer()
        for path in self.paths:
            item = QtWidgets.QListWidgetItem(Path(path).stem)
            item.setToolTip(_plain_tip(path))
            self.addItem(item)
        self.itemClicked.connect(self._choose)

    def set_cursor(self) -> None:
        """A pointing hand over the saves (after the first frame: see the module)."""
        self._viewport.setCursor(QtGui.QCursor(QtCore.Qt.CursorShape.PointingHandCursor))

    # -- lighting -------------------------------------------------------------------------
    def light_of(self, row: int) -> str | None:
        """The colour behind save ``row``: a deeper teal when it is the focused choice,
        raised when hovered or selected without focus, None at rest."""
        item = self.item(row)
        selected = item is not None and item.isSelected()
        if selected and self.hasFocus():
            return "#2F4F51"
        if selected or row == self._hovered:
            return palette.SURFACE_RAISED
        return None

    def _hover(self, index: QtCore.QModelIndex) -> None:
        self._set_hovered(index.row())

    def _set_hovered(self, row: int) -> None:
        if row != self._hovered:
            self._hovered = row
            self._viewport.update()

    def leaveEvent(self, event: QtCore.QEvent) -> None:
        self._set_hovered(-1)
        super().leaveEvent(event)

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:
        super().focusInEvent(event)
        self._viewport.update()  # the selected save turns from raised to teal

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._viewport.update()

    # -- the pictures at rest -------------------------------------------------------------
    def still_picture(
        self, row: int, width: int, height: int, font: QtGui.QFont, dpr: float
    ) -> QtGui.QPixmap:
        """Save ``row`` at rest, ``width`` × ``height`` (logical pixels): from memory,
        from disk, or drawn and kept."""
        path = self.paths[row]
        key = (row, width, height, font.toString(), dpr)
        picture = self._pictures.get(key)
        if picture is None:
            unreadable = path in self.unreadable
            folder = _short_folder(Path(path).parent)
            shown = (RECENT_VERSION, path, folder, font.toString(), unreadable)
            # surrogatepass: a path of undecodable bytes still gets its own picture.
            version = zlib.crc32(repr(shown).encode("utf-8", "surrogatepass"))

            def draw(p: QtGui.QPainter) -> None:
                self._forget_others()  # a new picture: drop those of saves no longer listed
                paint_save(p, path, width, height, font, None, unreadable)

            w, h = round(width * dpr), round(height * dpr)
            picture = drawn_pixmap(_picture_name(path), version, w, h, draw, self._cache, True, dpr)
            self._pictures[key] = picture
        return picture

    def _forget_others(self) -> None:
        if self._cache is None:
            return
        listed = {_picture_name(path) for path in self.paths}
        own = "(" + re.escape(PICTURE_PREFIX) + r"[0-9a-f]{8})-\d+x\d+-v\d+\.rgba"
        rawpixels.forget(self._cache, own, lambda match: match.group(1) not in listed)

    # -- choosing -------------------------------------------------------------------------
    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        Qt = QtCore.Qt
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
        self.chosen.emit(self.paths[self.row(item)])


def _short_folder(folder: Path) -> str:
    """The folder with the home directory written as ~, as people say it."""
    try:
        return str(Path("~") / folder.relative_to(Path.home()))
    except ValueError:
        return str(folder)
