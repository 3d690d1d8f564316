"""The game picker: the first screen, a shelf of game boxes plus "continue" and saves.

Each game is a tile with its painted box cover, name, player count and a one-line pitch;
games still being built stay on the shelf, faded, with a "Coming soon" ribbon, so players
see what is on the way. A panel below lists the games in progress, each to continue or
remove, and the recent saves; an autosave or a recent save that cannot be read says so,
and can be removed from there. Titles, names and file names are shown as plain text,
never as rich text (a save's title is the player's, or anyone's who handed them the
file).
Everything works from the keyboard: arrows move between games, Enter or Space starts one.

The tiles and their shelf are in :mod:`petridish.ui.picker_tiles`, the games in progress
in :mod:`petridish.ui.games_in_progress`, the recent saves in
:mod:`petridish.ui.recent_saves`; this module lays the screen out.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from petridish.core import registry
from petridish.core.registry import GameInfo
from petridish.drawn_cache import FirstSizeKept
from petridish.qt import QtCore, QtGui, QtWidgets, Signal, is_alive, set_enum_property
from petridish.storage.paths import Paths
from petridish.storage.peek import InProgress
from petridish.ui import palette
from petridish.ui.games_in_progress import GamesInProgress
from petridish.ui.palette import scaled_font

if TYPE_CHECKING:
    from petridish.ui.recent_saves import RecentSaves
from petridish.ui.picker_tiles import (
    COVER_H,
    COVER_W,
    LIFT_MS,
    TILE_MAX_W,
    TILE_MIN_W,
    GameTile,
    _Shelf,
    _ShelfScroll,
    load_cover,
)

__all__ = [
    "COVER_H",
    "COVER_W",
    "LIFT_MS",
    "TAGLINE",
    "TILE_MAX_W",
    "TILE_MIN_W",
    "GamePicker",
    "GameTile",
    "load_cover",
]

BACKDROP_SCALE = 0.25  # the backdrop's resolution, relative to the window's
BACKDROP_VERSION = 1  # bump when the backdrop's drawing changes (cached copies are redrawn)
TAGLINE = "Four small games of adaptation and survival"


class GamePicker(QtWidgets.QWidget):
    """The launcher: choose a game to set up, continue one in progress, or open a save.

    ``cache_dir`` is where covers are cached (default: the art cache); covers of games
    not in ``games`` are never drawn.
    """

    new_game = Signal(str)  # a game id, for the new-game dialog
    learn = Signal(str)  # a game id: Learn to play it
    continue_game = Signal(str)  # a game in progress: its autosave's path
    remove_game = Signal(str, str)  # a game in progress to remove (asked first): path, label
    remove_autosave = Signal(str)  # an autosave that cannot be read: move it out of the way
    open_save = Signal(str)  # the path of a recent save
    forget_save = Signal(str)  # a recent save that cannot be read: take it off the list
    open_file = Signal()  # the player wants a file dialog

    def __init__(
        self,
        in_progress: Sequence[InProgress] = (),
        recent_saves: Sequence[str] = (),
        games: Sequence[GameInfo] | None = None,
        cache_dir: str | os.PathLike[str] | None = None,
        parent: QtWidgets.QWidget | None = None,
        *,
        autosave_problems: Mapping[str, str] | None = None,
        unreadable: Mapping[str, str] | None = None,
    ) -> None:
        """``in_progress`` lists the games in progress, newest first;
        ``autosave_problems`` maps those whose autosave (``str(path)``) failed to open
        to why (they are then offered for removal instead of continued); ``unreadable``
        maps recent saves that could not be opened to the reason."""
        super().__init__(parent)
        games = registry.games() if games is None else games
        self.setObjectName("gamePicker")
        self.setAccessibleName("Choose a game")
        cache = Path(cache_dir) if cache_dir is not None else _default_cover_cache()
        self._cache = cache  # covers, and the backdrop and mark (see drawn_cache)
        self._backdrop = FirstSizeKept("picker-backdrop", cache)
        self.tiles = [GameTile(e, cache_dir=cache) for e in games]
        # The game the person comes back from (a lesson, a game left): its tile takes
        # the focus first, where they were, rather than the first game's.
        self.came_from: str | None = None
        for tile in self.tiles:
            tile.activated.connect(self.new_game)
            tile.learn.connect(self.learn)
            tile.step.connect(self._step_focus)
        names = {info.id: info.name for info in games}
        self.in_progress: GamesInProgress | None = None  # only when there are games
        if in_progress:
            # A tile whose game is in progress says that Play starts another, and where
            # the one in progress is: nothing on it said so, and a player wondered what
            # became of theirs.
            going = {game.look.game for game in in_progress}
            for tile in self.tiles:
                if tile.entry.id in going:
                    tile.mark_in_progress()
            self.in_progress = GamesInProgress(in_progress, names, autosave_problems)
            self.in_progress.continue_game.connect(self.continue_game)
            self.in_progress.remove_game.connect(self.remove_game)
            self.in_progress.remove_autosave.connect(self.remove_autosave)
        self.forget_buttons: dict[str, QtWidgets.QPushButton] = {}
        listed = [str(path) for path in recent_saves]
        self._unreadable = {p: why for p, why in (unreadable or {}).items() if p in listed}
        self.open_button = QtWidgets.QPushButton("Open a saved game…")
        self.open_button.clicked.connect(self.open_file)
        self.recent: RecentSaves | None = None  # only when there is something to list
        if recent_saves:
            # Imported only for saves to show: a player with none need not wait for it.
            from petridish.ui.recent_saves import RecentSaves

            self.recent = RecentSaves(recent_saves, cache, unreadable=self._unreadable)
            self.recent.chosen.connect(self.open_save)
        self._shelf = _Shelf(self.tiles)
        self._scroll = _ShelfScroll(self._shelf)

        root = QtWidgets.QVBoxLayout(self)
        root.setContentsMargins(40, 28, 40, 16)
        root.setSpacing(16)
        root.addLayout(self._header())
        root.addWidget(self._scroll, 1)
        panel = self._panel()
        root.addWidget(panel)
        hint = _dim(
            QtWidgets.QLabel(
                "← → choose a game  ·  Enter sets it up  ·  L teaches it  ·  Tab moves on"
            )
        )
        # It wraps rather than widen the window: the picker shares the window's least
        # width with the table (a narrow window, a wide side panel).
        hint.setWordWrap(True)
        set_enum_property(hint, "alignment", "AlignCenter")
        root.addWidget(hint)
        self._apply_style(panel)
        self._set_tab_order()

    def set_cursors(self) -> None:
        """Give the playable tiles, "Continue" and the recent saves a pointing hand; the
        main window calls this after its first frame, since a cursor shape is one of
        PySide6's Qt enums and the picker's first frame is made without them (15 ms: see
        petridish.qt)."""
        hand = QtGui.QCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        buttons = [*self._game_buttons(), *self.forget_buttons.values()]
        for widget in [t for t in self.tiles if t.entry.available] + buttons:
            if widget is not None:
                widget.setCursor(hand)
        if self.recent is not None:
            self.recent.set_cursor()

    # -- building -------------------------------------------------------------------------
    def _header(self) -> QtWidgets.QHBoxLayout:
        row = QtWidgets.QHBoxLayout()
        row.setSpacing(16)
        logo = QtWidgets.QLabel()
        logo.setPixmap(palette.app_mark(60, self.devicePixelRatioF(), self._cache))
        row.addWidget(logo)
        words = QtWidgets.QVBoxLayout()
        words.setSpacing(0)
        title = QtWidgets.QLabel("Petri Dish")
        title.setFont(scaled_font(self.font(), 2.5, QtGui.QFont.Weight.Bold))
        tagline = _dim(QtWidgets.QLabel(TAGLINE))
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

    def _panel(self) -> QtWidgets.QFrame:
        panel = QtWidgets.QFrame()
        panel.setObjectName("panel")
        row = QtWidgets.QHBoxLayout(panel)
        row.setContentsMargins(22, 16, 22, 16)
        row.setSpacing(24)
        if self.in_progress is not None:
            col = QtWidgets.QVBoxLayout()
            col.setSpacing(6)
            col.addWidget(self._heading("Games in progress"))
            col.addWidget(self.in_progress)
            col.addStretch(1)
            box = QtWidgets.QWidget()
            box.setLayout(col)
            # As wide as a game's players and time beside its two buttons need, once
            # styled (the recent saves take the rest).
            em = self.fontMetrics().height()
            box.setMinimumWidth(24 * em)
            box.setMaximumWidth(48 * em)
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
        if self.recent is not None:
            col.addWidget(self.recent)
            for path, problem in self._unreadable.items():
                col.addLayout(self._unreadable_row(path, problem))
        else:
            empty = QtWidgets.QLabel("Games you save will be listed here.")
            empty.setObjectName("dim")
            col.addWidget(empty)
            col.addStretch(1)
        row.addLayout(col, 1)
        return panel

    def _unreadable_row(self, path: str, problem: str) -> QtWidgets.QHBoxLayout:
        """'"lab night" cannot be read: …  [Remove from the list]' under the saves."""
        from petridish.ui.bars import OneLine  # (only a picker with such a save needs it)

        line = QtWidgets.QHBoxLayout()
        # One line, cut short with the whole on hover: two wrapped over two lines each
        # took the games' tiles' room at 1366 x 768 ("ADAPTOID …", pitches cut off).
        label = OneLine(yields=True)
        label.setText(f"“{Path(path).stem}” cannot be read: {problem}")
        label.setObjectName("problem")
        line.addWidget(label, 1)
        button = QtWidgets.QPushButton("Remove from the list")
        button.setToolTip("The file itself is left where it is")
        button.clicked.connect(lambda: self.forget_save.emit(path))
        self.forget_buttons[path] = button
        line.addWidget(button)
        return line

    def _apply_style(self, panel: QtWidgets.QFrame) -> None:
        # On the panel alone, where the buttons and the lists are: every widget under a
        # style sheet is matched against its rules and painted through it, and the
        # shelf's tiles paint themselves (the header and the hint are coloured by their
        # palettes). On the whole picker it was 21M instructions of a returning
        # player's first frame, on the panel 6M (bench_startup.py --instructions).
        panel.setStyleSheet(
            palette.widget_style()
            + f"""
            #panel {{ background: rgba(36, 42, 49, 210); border: 1px solid {palette.BORDER};
                      border-radius: 14px; }}
            #divider {{ background: {palette.BORDER}; border: none; }}
            #recentSaves, #shelfScroll, #gamesScroll, #gamesInner {{
                background: transparent; border: none; }}
            #gameRow {{ background: rgba(255, 255, 255, 10); border-radius: 8px; }}
            """
        )

    def _set_tab_order(self) -> None:
        chain: list[QtWidgets.QWidget] = [t for t in self.tiles if t.entry.available]
        chain.extend(self._game_buttons())
        chain.append(self.open_button)
        if self.recent is not None:
            chain.extend(self.recent.saves)
        chain.extend(self.forget_buttons.values())
        for first, second in itertools.pairwise(chain):
            QtWidgets.QWidget.setTabOrder(first, second)

    def _game_buttons(self) -> list[QtWidgets.QPushButton]:
        return self.in_progress.buttons if self.in_progress is not None else []

    # -- the games in progress ------------------------------------------------------------
    @property
    def continue_button(self) -> QtWidgets.QPushButton | None:
        """ "Continue" of the game played last that can be read (None: there is none)."""
        rows = self.in_progress.rows if self.in_progress is not None else []
        return next((r.continue_button for r in rows if r.continue_button), None)

    @property
    def remove_autosave_button(self) -> QtWidgets.QPushButton | None:
        """ "Remove the autosave" of the first game whose autosave cannot be read, or
        None."""
        rows = self.in_progress.rows if self.in_progress is not None else []
        return next((r.set_aside_button for r in rows if r.set_aside_button), None)

    @property
    def autosave_detail(self) -> QtWidgets.QLabel | None:
        """Where the game played last stands, or why its autosave cannot be read."""
        rows = self.in_progress.rows if self.in_progress is not None else []
        return rows[0].detail if rows else None

    # -- behaviour ------------------------------------------------------------------------
    def tile(self, game_id: str) -> GameTile:
        """The tile of ``game_id`` (KeyError if the picker does not show it)."""
        for tile in self.tiles:
            if tile.entry.id == game_id:
                return tile
        raise KeyError(game_id)

    def chosen_game(self) -> str:
        """The game whose tile has the keyboard's focus ("" if none): Ctrl+N starts a
        new game of it."""
        focused = self.focusWidget()
        for tile in self.tiles:
            if tile is focused and tile.entry.available:
                return tile.entry.id
        return ""

    def focus_default(self) -> None:
        """Focus the tile of the game the person comes back from; else "Continue" when
        there is a game to continue, else the first playable game."""
        playable = [t for t in self.tiles if t.entry.available]
        back = [t for t in playable if t.entry.id == self.came_from]
        target: QtWidgets.QWidget
        if back:
            target = back[0]
        elif self.continue_button is not None:
            target = self.continue_button
        else:
            target = playable[0] if playable else self.open_button
        target.setFocus()  # (Qt's OtherFocusReason, without building the Qt enums)

    def _step_focus(self, delta: int) -> None:
        playable = [t for t in self.tiles if t.entry.available]
        current = self.sender()
        if current in playable:
            index = (playable.index(current) + delta) % len(playable)
            playable[index].setFocus(QtCore.Qt.FocusReason.TabFocusReason)

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        super().showEvent(event)
        if self.focusWidget() is None:
            QtCore.QTimer.singleShot(0, self._focus_default_if_alive)

    def _focus_default_if_alive(self) -> None:
        # The timer outlives a picker replaced (deleteLater) before it fires.
        if is_alive(self):
            self.focus_default()

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        # The backdrop is painted once per size and reused, like the table's felt. It is
        # all soft gradients, so it is drawn at a quarter of the size and scaled up
        # smoothly: the same picture for a sixteenth of the pixels on the first frame.
        if not is_alive(self):  # a paint that came as the picker was being replaced
            return
        pm = self._paint_background()
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(QtCore.QRectF(self.rect()), pm, QtCore.QRectF(pm.rect()))
        p.end()

    def _paint_background(self) -> QtGui.QPixmap:
        w, h = max(1, self.width()), max(1, self.height())
        k = BACKDROP_SCALE
        pw, ph = max(1, round(w * k)), max(1, round(h * k))

        def draw(p: QtGui.QPainter) -> None:
            p.scale(pw / w, ph / h)
            _draw_backdrop(p, w, h)

        return self._backdrop.get(BACKDROP_VERSION, pw, ph, draw)


def _dim(label: QtWidgets.QLabel) -> QtWidgets.QLabel:
    """``label`` in the dimmed colour of secondary text, by its palette."""
    colours = label.palette()
    colours.setColor(QtGui.QPalette.ColorRole.WindowText, QtGui.QColor(palette.TEXT_DIM))
    label.setPalette(colours)
    return label


def _draw_backdrop(p: QtGui.QPainter, w: int, h: int) -> None:
    """Soft gradients and the faint rings of a giant dish in the corner."""
    base = QtGui.QLinearGradient(0, 0, 0, h)
    base.setColorAt(0.0, QtGui.QColor("#1F262C"))
    base.setColorAt(1.0, QtGui.QColor("#111417"))
    p.fillRect(QtCore.QRectF(0, 0, w, h), base)
    glow = QtGui.QRadialGradient(QtCore.QPointF(w * 0.2, h * 0.1), max(w, h) * 0.6)
    glow.setColorAt(0.0, QtGui.QColor(63, 184, 175, 34))
    glow.setColorAt(1.0, QtGui.QColor(63, 184, 175, 0))
    p.fillRect(QtCore.QRectF(0, 0, w, h), glow)
    # Texture without noise.
    p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
    for i, radius in enumerate((0.42, 0.5, 0.62)):
        p.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 9 - 2 * i), 2))
        p.drawEllipse(QtCore.QPointF(w * 0.96, h * 1.05), max(w, h) * radius, max(w, h) * radius)


def _default_cover_cache() -> Path | None:
    """Covers live in the art cache; None (draw in memory) if the folders are unknown."""
    try:
        return Paths.default().art_cache_dir / "covers"
    except Exception:  # storage unavailable: covers still draw, just not cached
        return None
