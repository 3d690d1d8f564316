"""The main window's menus, toolbar and shortcuts, and the View menu's settings.

A View menu choice takes effect at once and is then stored; a disk that cannot store it
leaves it in force until the app quits, with a notice (see ``FilesMixin._store_settings``).
"""

from __future__ import annotations

from typing import Any

from petridish.core import registry
from petridish.qt import QtCore, QtGui, QtWidgets

# The table's own keys (``table.view``, ``table.keyboard``), for *Help › Keys* after the
# menus' shortcuts, which are read from the actions themselves.
TABLE_KEYS = (
    ("Tab, Shift+Tab", "Move between the pieces: those you can act on first"),
    ("Space or Enter", "Pick up the piece with the focus (on a deck: its top card); drop it"),
    ("Arrows", "Choose where the piece picked up goes (or step through a replay)"),
    ("Esc", "Put the piece back"),
    ("Menu, Shift+F10", "The focused piece's menu of moves"),
    ("Wheel, drag the felt", "Zoom, pan"),
    ("Enter in Your moves", "Play the move chosen there (after a hint: the hint's move)"),
    ("Enter on a button", "Press it, as Space does"),
    # (Its action is made with the table: Keys opened on the picker left it out.)
    ("F9", "Side panel (log and rules)"),
)
# The game picker's (``ui.picker``, whose foot says them too).
PICKER_KEYS = (
    ("← →, on the games", "Choose a game"),
    ("Enter, on a game", "Set up a new game of it"),
    ("L, on a game", "Learn to play it"),
)


class MenusMixin:
    """Menus and shortcuts of ``MainWindow`` (``self`` is the window).

    The menu bar's titles are there from the first frame; the actions behind them, their
    shortcuts and the toolbar are made just after it (:meth:`fill_menus`): twenty actions
    with their key sequences cost several milliseconds of the game picker's first frame,
    and nobody opens a menu within the first few milliseconds. Opening a
    menu, or anything that needs an action earlier (a game opened straight from the
    command line), fills them at once.
    """

    toolbar: QtWidgets.QToolBar | None = None  # made with the actions

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.game_menu = mb.addMenu("&Game")
        self.edit_menu = mb.addMenu("&Edit")
        self.view_menu = mb.addMenu("&View")
        self.help_menu = mb.addMenu("&Help")
        for menu in (self.game_menu, self.edit_menu, self.view_menu, self.help_menu):
            menu.aboutToShow.connect(self.fill_menus)

    @property
    def menus_filled(self) -> bool:
        return self.toolbar is not None

    def fill_menus(self) -> None:
        """Make the actions, their shortcuts and the toolbar, once."""
        if self.toolbar is not None:
            return
        self._build_actions()
        self.toolbar.setVisible(self._page is not None and self.stack.currentWidget() is self._page)
        self._update_actions()

    def _act(self, text: str, slot: Any, shortcut: Any = None, tip: str = "") -> QtGui.QAction:
        action = QtGui.QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QtGui.QKeySequence(shortcut))
        action.setToolTip(tip or text)
        action.triggered.connect(slot)
        return action

    def keys_list(self) -> list[tuple[str, str]]:
        """(keys, what they do): the menus' shortcuts as they are set, then the table's
        own keys (``table.keyboard``) and the game picker's, for *Help › Keys*."""
        seen: dict[str, str] = {}
        native = QtGui.QKeySequence.SequenceFormat.NativeText
        for action in self.findChildren(QtGui.QAction):
            key = " or ".join(k.toString(native) for k in action.shortcuts())
            what = action.text().replace("&", "").rstrip("…")
            if key and what and key not in seen:
                seen[key] = what
        table = [(k, w) for k, w in TABLE_KEYS if k not in seen]
        return [*seen.items(), *table, *PICKER_KEYS]

    def show_keys(self) -> None:
        import html  # (not at start-up)

        rows = "".join(
            f"<tr><td><b>{html.escape(k)}</b>&nbsp;&nbsp;</td><td>{html.escape(w)}</td></tr>"
            for k, w in self.keys_list()
        )
        box = QtWidgets.QMessageBox(self)
        box.setWindowTitle("Keys")
        box.setTextFormat(QtCore.Qt.TextFormat.RichText)
        box.setText(f"<table>{rows}</table>")
        box.exec()
        box.deleteLater()

    def _refusing(self, action: QtGui.QAction) -> tuple[QtGui.QShortcut, str]:
        """A shortcut for ``action``'s key that answers only while the action is greyed
        (``greyed``), with the action's own slot, which then says why it cannot be done:
        a key pressed for nothing says nothing, and a person cannot tell why. With the
        action's tooltip as it is when it can be done."""
        shortcut = QtGui.QShortcut(action.shortcut(), self)
        shortcut.setEnabled(False)  # (never both at once: an ambiguous key does nothing)
        shortcut.activated.connect(action.triggered.emit)
        return shortcut, action.toolTip()

    def greyed(self, action: QtGui.QAction, why: str | None) -> None:
        """Grey ``action`` where ``why`` says why it cannot be done now (None: it can):
        its tooltip says so, and its key still answers (``refusing``)."""
        action.setEnabled(why is None)
        shortcut, tip = self.refusals[action]
        shortcut.setEnabled(why is not None)
        action.setToolTip(tip if why is None else f"{tip}: not now, {why}")

    def _build_actions(self) -> None:
        K = QtGui.QKeySequence.StandardKey
        self.a_new = self._act("&New game…", self.new_game_dialog, K.New)
        self.addAction(self.a_new)  # Ctrl+N on the picker too, where the toolbar hides
        self.new_menu = self._new_game_menu()
        self.a_open = self._act("&Open…", self.open_dialog, K.Open)
        self.a_save = self._act("&Save", self.save, K.Save)
        self.a_save_as = self._act("Save &as…", self.save_as, K.SaveAs)
        self.a_picker = self._act("Game &picker", self.show_picker, "Ctrl+Shift+P")
        self.a_quit = self._act("&Quit", self.close, K.Quit)
        self.a_undo = self._act(
            "&Undo", self.undo, K.Undo, "Take back your last move (where the rules allow)"
        )
        self.a_redo = self._act("&Redo", self.redo, "Ctrl+Shift+Z")
        # Ctrl+Y too, as many programs redo (a player pressed it and nothing came back).
        self.a_redo.setShortcuts([QtGui.QKeySequence("Ctrl+Shift+Z"), QtGui.QKeySequence("Ctrl+Y")])
        self.a_sandbox = self._act(
            "Sand&box mode",
            self.toggle_sandbox,
            "Ctrl+B",
            "Free moves: anything can be moved, flipped or edited",
        )
        self.a_sandbox.setCheckable(True)
        self.a_hint = self._act(
            "&Hint", self.show_hint, "Ctrl+H", "The move the computer would make, and why"
        )
        self.a_wait = self._act(
            "Computers &wait",
            self.toggle_computers_wait,
            "Ctrl+P",
            "The computer players make no move until you let them: a sandbox edit holds "
            "them too, and your next move by the rules lets them play on",
        )
        self.a_wait.setCheckable(True)
        # Greyed, these two still answer their keys, saying why (``refusing``).
        self.refusals = {a: self._refusing(a) for a in (self.a_undo, self.a_hint)}
        self.a_demo = self._act(
            "Watch a &demo",
            self.start_demo,
            "Ctrl+D",
            "The computer plays every seat of this game",
        )
        self.a_replay = self._act(
            "&Replay",
            self.toggle_replay,
            "Ctrl+R",
            "Step through the moves so far as you saw them; again: back to the game",
        )
        self.a_replay.setCheckable(True)
        self.a_zoom_in = self._act("Zoom &in", lambda: self.page.view.zoom_in(), "+")
        self.a_zoom_out = self._act("Zoom &out", lambda: self.page.view.zoom_out(), "-")
        self.a_fit = self._act("&Fit table", lambda: self.page.view.fit(), "0")
        self.a_full = self._act("&Full screen", self.toggle_fullscreen, "F11")
        self.a_rules = self._act("&Rules", self.show_rules, "F1")
        self.a_about = self._act("&About Petri Dish", self.about)
        m = self.game_menu
        m.addMenu(self.new_menu)
        for a in (
            self.a_open,
            self.a_save,
            self.a_save_as,
            None,
            self.a_picker,
            self.a_replay,
            self.a_demo,
            None,
            self.a_quit,
        ):
            m.addSeparator() if a is None else m.addAction(a)
        m = self.edit_menu
        for a in (self.a_undo, self.a_redo, None, self.a_hint, None, self.a_sandbox, self.a_wait):
            m.addSeparator() if a is None else m.addAction(a)
        m = self.view_menu
        for a in (self.a_zoom_in, self.a_zoom_out, self.a_fit, None, self.a_full):
            m.addSeparator() if a is None else m.addAction(a)
        m.addSeparator()
        self._choice_menu(
            m,
            "&Text size",
            [("Small", 0.85), ("Normal", 1.0), ("Large", 1.25), ("Extra large", 1.5)],
            "ui_scale",
            self._set_ui_scale,
        )
        self._choice_menu(
            m,
            "&Animations",
            [("Normal", 1.0), ("Fast", 2.0), ("Off", 0.0)],
            "animation_speed",
            self._set_animation_speed,
        )
        self._choice_menu(
            m,
            "&Computer players",
            [("Slow", 2.0), ("Normal", 1.0), ("Fast", 0.4)],
            "computer_pace",
            self._set_computer_pace,
        )
        self._choice_menu(
            m,
            "&Strong computer thinks",
            [("Half a second", 0.5), ("1 second", 1.0), ("2 seconds", 2.0), ("5 seconds", 5.0)],
            "think_seconds",
            self._set_think_seconds,
        )
        m.addSeparator()
        self.help_menu.addAction(self.a_rules)
        # Filled when it opens: nothing is read from disk before the first frame.
        self.learn_menu = self.help_menu.addMenu("&Learn to play")
        self.learn_menu.aboutToShow.connect(self._fill_learn_menu)
        self.a_keys = self._act("&Keys…", self.show_keys, None, "Every key, in a list")
        self.help_menu.addAction(self.a_keys)
        self.help_menu.addAction(self.a_about)
        tb = self.addToolBar("Table")
        tb.setObjectName("mainToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(QtCore.Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (
            self.a_new,
            self.a_open,
            self.a_save,
            None,
            self.a_undo,
            self.a_redo,
            self.a_hint,
            None,
            self.a_sandbox,
            None,
            self.a_fit,
        ):
            tb.addSeparator() if a is None else tb.addAction(a)
        self.toolbar = tb

    def _new_game_menu(self) -> QtWidgets.QMenu:
        """Game › New game: every game, the playable ones first; those still coming are
        listed as such and cannot be started. Ctrl+N's game (the one at the table, else
        the first) shows the key."""
        menu = QtWidgets.QMenu("&New game", self)
        menu.setToolTipsVisible(True)
        games = registry.games()
        for info in [g for g in games if g.available]:
            # (A name ending in a full stop takes no second: not "A.D.A.P.T.…".)
            action = menu.addAction(f"{info.name.removesuffix('.')}…")
            action.setData(info.id)
            action.setToolTip(f"A new game of {info.name}: {info.players}")
            action.triggered.connect(lambda _=False, game=info.id: self.new_game_dialog(game))
        coming = [g for g in games if not g.available]
        if coming:
            menu.addSeparator()
        for info in coming:
            action = menu.addAction(f"{info.name} — coming soon")
            action.setToolTip(f"{info.name} is not playable yet")
            action.setEnabled(False)
        menu.aboutToShow.connect(self._show_new_game_key)
        return menu

    def _show_new_game_key(self: Any) -> None:
        """Put Ctrl+N beside the game it starts (text after a tab is the key's column)."""
        game = self.new_game_choice()
        key = self.a_new.shortcut().toString(QtGui.QKeySequence.SequenceFormat.NativeText)
        for action in self.new_menu.actions():
            if action.data():
                name = action.text().split("\t")[0]
                action.setText(f"{name}\t{key}" if action.data() == game else name)

    def _fill_learn_menu(self: Any) -> None:
        """Learn to play: one entry per game with a lesson, the game at the table first."""
        menu = self.learn_menu
        menu.clear()
        offered = self.lessons_offered()
        here = self.controller.match.game_id if self.controller is not None else ""
        offered.sort(key=lambda entry: entry[0] != here)
        for game_id, name in offered:
            menu.addAction(name, lambda g=game_id: self.start_lesson(g))
        if not offered:
            menu.addAction("No lessons found").setEnabled(False)

    def _choice_menu(
        self,
        parent: QtWidgets.QMenu,
        title: str,
        choices: list[tuple[str, float]],
        setting: str,
        apply: Any,
    ) -> None:
        """A submenu of exclusive choices for one setting, checked at its current value."""
        menu = parent.addMenu(title)
        group = QtGui.QActionGroup(menu)
        current = getattr(self.settings, setting)
        for label, value in choices:
            action = menu.addAction(label)
            action.setCheckable(True)
            action.setChecked(abs(current - value) < 1e-6)
            action.triggered.connect(lambda _=False, v=value: apply(v))
            group.addAction(action)

    def _set_ui_scale(self, scale: float) -> None:
        from petridish.ui.palette import apply_style

        self.settings.ui_scale = scale
        apply_style(QtWidgets.QApplication.instance(), scale)
        self._store_settings()

    def _set_computer_pace(self, pace: float) -> None:
        """How long a computer player takes to move and shows its move before it is made."""
        self.settings.computer_pace = pace
        if self.controller is not None:
            self.controller.pace = pace
        self._store_settings()

    def _set_think_seconds(self, seconds: float) -> None:
        """How long the strong computer player thinks about each move (from its next)."""
        self.settings.think_seconds = seconds
        if self.controller is not None:
            self.controller.think_seconds = seconds
        self._store_settings()

    def _set_animation_speed(self, speed: float) -> None:
        self.settings.animation_speed = speed
        if self._page is not None:
            self._page.scene.animator.set_speed(speed)
        self._store_settings()
