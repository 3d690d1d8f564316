"""The main window: the game picker, the table, the docks, menus and shortcuts."""

from __future__ import annotations

import random
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from petridish import APP_NAME, __version__, resources
from petridish.core import registry
from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.storage import peek
from petridish.storage.paths import SAVE_SUFFIX, Paths
from petridish.storage.settings import Settings, load_settings, save_settings

# The rules, saves, table, docks, card art and Pillow are imported when the first game
# opens, not at start-up: the picker's first frame should cost little more than an
# empty window's (see bench/bench_startup.py).
if TYPE_CHECKING:
    from petridish.ui.controller import GameController, Match

ART_SCALE = 2  # card faces render at twice the scene size, for sharp zoom and previews


def presenter_class(game_id: str) -> type:
    module = import_module(f"petridish.games.{game_id}.presenter")
    return next(
        v
        for k, v in vars(module).items()
        if k.endswith("Presenter") and isinstance(v, type) and v.__module__ == module.__name__
    )


class MainWindow(QtWidgets.QMainWindow):
    def __init__(
        self, paths: Paths | None = None, bot_delay_ms: int = 700, picker: bool = True
    ) -> None:
        super().__init__()
        self.paths = paths or Paths.default()
        self.settings: Settings = load_settings(self.paths)
        self.bot_delay_ms = bot_delay_ms
        self._art: Any = None
        self._last_setup: Any = None
        self.controller: GameController | None = None
        self.presenter: Any = None
        self.save_path: Path | None = None
        self.end_dialog: QtWidgets.QDialog | None = None
        self.setWindowTitle(APP_NAME)
        self.resize(1500, 960)
        self.stack = QtWidgets.QStackedWidget()
        self.setCentralWidget(self.stack)
        self._page: Any = None
        self.picker: QtWidgets.QWidget | None = None
        self.log: Any = None
        self.rules: Any = None
        self._build_actions()
        if picker:  # `petridish play` goes straight to the table: no picker to build
            self.show_picker()

    @property
    def page(self) -> Any:
        """The table page, built the first time a game opens."""
        if self._page is None:
            from petridish.ui.docks import LogDock, RulesDock
            from petridish.ui.table_page import TablePage

            _register_fonts()
            self._page = TablePage()
            self._page.scene.animator.set_speed(self.settings.animation_speed)
            self.log = LogDock(self)
            self.rules = RulesDock(self)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.rules)
            self.tabifyDockWidget(self.log, self.rules)
            self.view_menu.addAction(self.log.toggleViewAction())
            self.view_menu.addAction(self.rules.toggleViewAction())
            self._page.chosen.connect(self._action_bar)
            self._page.curtain.ready.connect(self._curtain_lifted)
            self.stack.addWidget(self._page)
            self._build_replay_bar()
        return self._page

    @property
    def art(self) -> Any:
        if self._art is None:
            from petridish.art.cache import ArtCache

            self._art = ArtCache(self.paths.art_cache_dir)
        return self._art

    # -- menus and shortcuts ----------------------------------------------------------
    def _act(self, text: str, slot: Any, shortcut: Any = None, tip: str = "") -> QtGui.QAction:
        action = QtGui.QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QtGui.QKeySequence(shortcut))
        action.setToolTip(tip or text)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        K = QtGui.QKeySequence.StandardKey
        self.a_new = self._act("&New game…", self.new_game_dialog, K.New)
        self.a_open = self._act("&Open…", self.open_dialog, K.Open)
        self.a_save = self._act("&Save", self.save, K.Save)
        self.a_save_as = self._act("Save &as…", self.save_as, K.SaveAs)
        self.a_picker = self._act("Game &picker", self.show_picker, "Ctrl+Shift+P")
        self.a_quit = self._act("&Quit", self.close, K.Quit)
        self.a_undo = self._act(
            "&Undo", self.undo, K.Undo, "Take back your last move (where the rules allow)"
        )
        self.a_redo = self._act("&Redo", self.redo, "Ctrl+Shift+Z")
        self.a_sandbox = self._act(
            "Sand&box mode",
            self.toggle_sandbox,
            "Ctrl+B",
            "Free moves: anything can be moved, flipped or edited",
        )
        self.a_sandbox.setCheckable(True)
        self.a_zoom_in = self._act("Zoom &in", lambda: self.page.view.zoom_in(), "+")
        self.a_zoom_out = self._act("Zoom &out", lambda: self.page.view.zoom_out(), "-")
        self.a_fit = self._act("&Fit table", lambda: self.page.view.fit(), "0")
        self.a_full = self._act("&Full screen", self.toggle_fullscreen, "F11")
        self.a_rules = self._act("&Rules", self.show_rules, "F1")
        self.a_about = self._act("&About Petri Dish", self.about)
        mb = self.menuBar()
        m = mb.addMenu("&Game")
        for a in (
            self.a_new,
            self.a_open,
            self.a_save,
            self.a_save_as,
            None,
            self.a_picker,
            None,
            self.a_quit,
        ):
            m.addSeparator() if a is None else m.addAction(a)
        m = mb.addMenu("&Edit")
        for a in (self.a_undo, self.a_redo, None, self.a_sandbox):
            m.addSeparator() if a is None else m.addAction(a)
        m = mb.addMenu("&View")
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
        m.addSeparator()
        self.view_menu = m
        m = mb.addMenu("&Help")
        m.addAction(self.a_rules)
        m.addAction(self.a_about)
        tb = self.addToolBar("Table")
        tb.setObjectName("mainToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (
            self.a_new,
            self.a_open,
            self.a_save,
            None,
            self.a_undo,
            self.a_redo,
            None,
            self.a_sandbox,
            None,
            self.a_fit,
        ):
            tb.addSeparator() if a is None else tb.addAction(a)
        self.toolbar = tb

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
        save_settings(self.paths, self.settings)
        apply_style(QtWidgets.QApplication.instance(), scale)

    def _set_animation_speed(self, speed: float) -> None:
        self.settings.animation_speed = speed
        save_settings(self.paths, self.settings)
        if self._page is not None:
            self._page.scene.animator.set_speed(speed)

    def _build_replay_bar(self) -> None:
        bar = QtWidgets.QFrame()
        bar.setObjectName("replayBar")
        lay = QtWidgets.QHBoxLayout(bar)
        lay.setContentsMargins(14, 6, 14, 6)
        self.r_prev = QtWidgets.QPushButton("◀ Back")
        self.r_next = QtWidgets.QPushButton("Forward ▶")
        self.r_slider = QtWidgets.QSlider(Qt.Orientation.Horizontal)
        self.r_label = QtWidgets.QLabel()
        self.r_exit = QtWidgets.QPushButton("Leave replay")
        self.r_prev.clicked.connect(lambda: self.r_slider.setValue(self.r_slider.value() - 1))
        self.r_next.clicked.connect(lambda: self.r_slider.setValue(self.r_slider.value() + 1))
        self.r_slider.valueChanged.connect(self._replay_to)
        self.r_exit.clicked.connect(self.leave_replay)
        for w in (
            QtWidgets.QLabel("Replay:"),
            self.r_prev,
            self.r_slider,
            self.r_next,
            self.r_label,
            self.r_exit,
        ):
            lay.addWidget(w, 1 if w is self.r_slider else 0)
        self.page.layout().addWidget(bar)
        bar.hide()
        self.replay_bar = bar

    # -- pages ------------------------------------------------------------------------
    def show_picker(self) -> None:
        from petridish.ui.picker import GamePicker

        latest = peek.latest_autosave(self.paths)
        label = ""
        if latest is not None:
            # Only the title: the full check and replay happen when the player continues.
            title = peek.peek_title(latest)
            if title is None:
                latest = None
            else:
                label = title
        picker = GamePicker(
            has_autosave=latest is not None,
            autosave_label=label,
            recent_saves=[p for p in self.settings.recent_saves if Path(p).is_file()],
            cache_dir=self.paths.cache_dir / "covers",
        )
        picker.new_game.connect(self.new_game_dialog)
        picker.continue_last.connect(self.continue_last)
        picker.open_save.connect(self.open_path)
        picker.open_file.connect(self.open_dialog)
        if self.picker is not None:
            self.stack.removeWidget(self.picker)
            self.picker.deleteLater()
        self.picker = picker
        self.stack.addWidget(picker)
        self.stack.setCurrentWidget(picker)
        for dock in (self.log, self.rules):
            if dock is not None:
                dock.hide()
        self.toolbar.hide()
        self._update_actions()

    def _show_table(self) -> None:
        self.stack.setCurrentWidget(self.page)  # builds the page and docks the first time
        self.toolbar.show()
        self.log.show()
        self.rules.show()
        self.log.raise_()
        self.page.view.setFocus()

    # -- starting games -----------------------------------------------------------------
    def new_game_dialog(self, game_id: str | bool = "") -> None:
        from petridish.ui.newgame import NewGameDialog

        game_id = (
            game_id
            if isinstance(game_id, str) and game_id
            else (self.controller.match.game_id if self.controller else "adaptoid24")
        )
        game = registry.load(game_id)
        dialog = NewGameDialog(game, last=self._last_setup, parent=self)
        if dialog.exec() != QtWidgets.QDialog.DialogCode.Accepted:
            return
        setup = dialog.setup()
        self._last_setup = setup
        self.settings.last_seats[game_id] = {s.id: s.kind for s in setup.seats}
        self.settings.last_names[game_id] = {s.id: s.name for s in setup.seats}
        save_settings(self.paths, self.settings)
        from petridish.ui.controller import Match

        seats = setup.seat_infos()
        self.start(Match(game_id, seats, setup.seed, dict(setup.options)), sandbox=setup.sandbox)

    def start_quick(
        self, game_id: str, seed: int | None, kinds: list[str] | None, sandbox: bool
    ) -> None:
        """Open straight into a game (``petridish play``)."""
        from petridish.storage.saves import SeatInfo
        from petridish.ui.controller import Match

        game = registry.load(game_id)
        kinds = kinds or ["human"] + ["bot"] * (len(game.seats) - 1)
        seats = [
            SeatInfo(s.id, s.name, k, s.colour) for s, k in zip(game.seats, kinds, strict=True)
        ]
        self.start(
            Match(game_id, seats, seed if seed is not None else random.randrange(1_000_000)),
            sandbox=sandbox,
        )

    def start(self, match: Match, sandbox: bool = False) -> None:
        from petridish.ui.controller import GameController

        try:
            controller = GameController.new(
                match, sandbox, paths=self.paths, bot_delay_ms=self.bot_delay_ms
            )
        except Exception as exc:  # bad options or seats: say so, stay where we are
            QtWidgets.QMessageBox.warning(self, "Cannot start that game", str(exc))
            if self.picker is None and self.controller is None:
                self.show_picker()
            return
        self.save_path = None
        self._attach(controller)

    def continue_last(self) -> None:
        latest = peek.latest_autosave(self.paths)
        if latest is not None:
            self.open_path(str(latest), remember=False)

    def open_dialog(self) -> None:
        path, _ = QtWidgets.QFileDialog.getOpenFileName(
            self,
            "Open a saved game",
            str(self.paths.saves_dir),
            f"Petri Dish saves (*{SAVE_SUFFIX} *.json);;All files (*)",
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str, remember: bool = True) -> bool:
        from petridish.storage import saves
        from petridish.ui.controller import GameController

        try:
            save, session = saves.load_session(path)
        except saves.SaveError as exc:
            QtWidgets.QMessageBox.warning(self, "Cannot open that save", str(exc))
            if remember:
                self.settings.remove_recent(path)
                save_settings(self.paths, self.settings)
            return False
        controller = GameController.from_save(
            save, session, paths=self.paths, bot_delay_ms=self.bot_delay_ms
        )
        self.save_path = Path(path) if remember else None
        if remember:
            self.settings.add_recent(path)
            save_settings(self.paths, self.settings)
        self._attach(controller)
        return True

    def _ensure_art(self, game_id: str) -> Any:
        """Card faces for this screen; the first time, render them with a progress bar."""
        from petridish.art.registry import template_for
        from petridish.table.constants import CARD_H, CARD_W
        from petridish.table.pixmaps import PixmapCache

        template = template_for(game_id)
        dpr = max(1.0, self.devicePixelRatioF())
        w, h = round(CARD_W * ART_SCALE * dpr), round(CARD_H * ART_SCALE * dpr)
        faces = template.faces()
        missing = [k for k in faces if not self.art.path_for(template, k, w, h).is_file()]
        if missing:
            progress = QtWidgets.QProgressDialog(
                "Painting the cards for the first time…", "", 0, len(missing), self
            )
            progress.setWindowTitle(APP_NAME)
            progress.setCancelButton(None)
            progress.setMinimumDuration(0)
            progress.setWindowModality(Qt.WindowModality.WindowModal)
            for i, key in enumerate(missing, 1):
                self.art.get(template, key, w, h)
                progress.setValue(i)
                QtWidgets.QApplication.processEvents()
            progress.close()
        return PixmapCache(lambda key, pw, ph: self.art.get(template, key, pw, ph), w, h)

    def _attach(self, controller: GameController) -> None:
        self.leave_replay(refresh=False)
        if self.controller is not None:
            self.controller.paused = True
            self.controller.deleteLater()
        if self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog = None
        self.page.scene.clear()
        self.page.curtain.hide()
        self.controller = controller
        pixmaps = self._ensure_art(controller.match.game_id)
        self.presenter = presenter_class(controller.match.game_id)(
            self.page.scene, controller, pixmaps
        )
        controller.changed.connect(self._refresh)
        controller.curtain.connect(self.page.curtain.cover)
        controller.finished.connect(self._finished)
        controller.refused.connect(self.page.view.show_toast)
        controller.failed.connect(self._failed)
        from petridish.cli import rules_text

        self.rules.set_markdown(rules_text(controller.game))
        game = controller.game
        self.setWindowTitle(f"{game.name} — {APP_NAME}")
        self.a_sandbox.setChecked(controller.sandbox)
        self._show_table()
        self._refresh(animated=False)
        QtCore.QTimer.singleShot(0, self.page.view.fit)
        controller.autosave()
        controller.start()
        if game.is_terminal(controller.state):
            QtCore.QTimer.singleShot(0, self._finished)

    def _failed(self, text: str) -> None:
        from petridish.ui.errors import show_error

        show_error(self, text)

    # -- playing ------------------------------------------------------------------------
    def _refresh(self, animated: bool = True) -> None:
        from petridish.ui.session_view import log_lines

        c = self.controller
        if c is None or self.presenter is None:
            return
        self.presenter.refresh(animated)
        game = c.game
        turn = game.turn_label(c.view)
        who = ""
        if c.viewer is not None and c.replay_at is None:
            seat = c.match.seat(c.viewer)
            side = game.seat_name(seat.id)
            who = f" · {seat.name}" + (f" ({side})" if seat.name != side else "")
        self.page.set_status(
            turn + who, self.presenter.prompt() if c.replay_at is None else "Replay", c.sandbox
        )
        self.page.set_actions(self.presenter.actions())
        self.log.show_lines(log_lines(c))
        self._announce(c)
        self._update_actions()

    ANNOUNCED = ("encounter", "overcome", "evolution", "intimidated", "cleared", "phase", "over")

    def _announce(self, c: GameController) -> None:
        """Say the big moments of the last move on the table itself, one after another:
        the encounter and its Resistance, the equipment played, the evolution drawn."""
        lines = [c.game.describe(e) for e in c.last_events if e.get("kind") in self.ANNOUNCED]
        c.last_events = []
        if lines:
            self.page.view.show_toast("  ·  ".join(lines[-2:]))

    def _update_actions(self) -> None:
        c = self.controller
        playing = (
            c is not None and self._page is not None and self.stack.currentWidget() is self._page
        )
        self.a_save.setEnabled(playing)
        self.a_save_as.setEnabled(playing)
        self.a_undo.setEnabled(playing and c.can_undo())
        self.a_redo.setEnabled(playing and c.can_redo())
        self.a_sandbox.setEnabled(playing)

    def _action_bar(self, action: Any) -> None:
        if self.controller is None:
            return
        if action is None:
            if self.presenter is not None:
                self.presenter.cancel_partial()
            return
        self.controller.submit(action)

    def _curtain_lifted(self) -> None:
        if self.controller is not None:
            self.controller.reveal()

    def undo(self) -> None:
        if self.controller is not None and not (self.presenter and self.presenter.cancel_partial()):
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def toggle_sandbox(self) -> None:
        if self.controller is not None:
            self.controller.set_sandbox(self.a_sandbox.isChecked())
            self.page.view.show_toast(
                "Sandbox mode: move anything; the rules still check every move"
                if self.controller.sandbox
                else "Rules mode"
            )

    def toggle_fullscreen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.settings.fullscreen = self.isFullScreen()
        save_settings(self.paths, self.settings)

    def show_rules(self) -> None:
        if self.rules is None:
            return
        self.rules.show()
        self.rules.raise_()
        self.rules.search.setFocus()

    def about(self) -> None:
        QtWidgets.QMessageBox.about(
            self,
            f"About {APP_NAME}",
            f"<b>{APP_NAME}</b> {__version__}<br>A desktop table for A.D.A.P.T., ADRIFT, Genegrafter and ADAPTOID 24.<br>Resources: {resources.root()}",
        )

    # -- saving -------------------------------------------------------------------------
    def save(self) -> bool:
        if self.save_path is None:
            return self.save_as()
        return self._write(self.save_path)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        self.paths.saves_dir.mkdir(parents=True, exist_ok=True)
        default = self.paths.saves_dir / f"{self.controller.match.game_id}{SAVE_SUFFIX}"
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            self, "Save the game", str(default), f"Petri Dish saves (*{SAVE_SUFFIX})"
        )
        if not path:
            return False
        if not path.endswith(SAVE_SUFFIX):
            path += SAVE_SUFFIX
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        assert self.controller is not None
        try:
            self.controller.save_to(str(path))
        except (OSError, ValueError) as exc:
            QtWidgets.QMessageBox.warning(self, "Could not save", f"{path}: {exc}")
            return False
        self.save_path = path
        self.settings.add_recent(path)
        save_settings(self.paths, self.settings)
        self.statusBar().showMessage(f"Saved to {path}", 4000)
        return True

    # -- the end, and replays -----------------------------------------------------------
    def _finished(self) -> None:
        c = self.controller
        if c is None or self.end_dialog is not None:
            return
        from petridish.ui.endgame import EndGameDialog
        from petridish.ui.session_view import turn_series

        result = c.game.result(c.state)
        names = " and ".join(
            f"{c.match.seat(w).name} ({c.game.seat_name(w)})" for w in result.winners
        )
        headline = {
            "captured": "The Adaptoid captures the Geneticist!",
            "escaped": "The Geneticist escapes!",
        }.get(result.reason, f"{names} won")
        series, labels = turn_series(c)
        dialog = EndGameDialog(
            headline,
            f"{names} won — {result.reason} after {len(c.session.steps)} moves.",
            series,
            labels,
            self,
        )
        dialog.replay_requested.connect(self.enter_replay)
        dialog.new_game_requested.connect(lambda: self.new_game_dialog(c.match.game_id))
        self.end_dialog = dialog
        dialog.show()

    def enter_replay(self) -> None:
        c = self.controller
        if c is None:
            return
        if self.end_dialog is not None:
            self.end_dialog.hide()
        c.replay_at = 0
        self.r_slider.setRange(0, len(c.session.steps))
        self.r_slider.setValue(0)
        self.replay_bar.show()
        self.page.action_bar.hide()
        self._replay_to(0)

    def _replay_to(self, moves: int) -> None:
        c = self.controller
        if c is None or c.replay_at is None:
            return
        c.replay_at = moves
        self.r_label.setText(f"move {moves} of {len(c.session.steps)}")
        self.r_prev.setEnabled(moves > 0)
        self.r_next.setEnabled(moves < len(c.session.steps))
        self._refresh()

    def leave_replay(self, refresh: bool = True) -> None:
        if self._page is None:
            return
        c = self.controller
        if c is not None and c.replay_at is not None:
            c.replay_at = None
        self.replay_bar.hide()
        self.page.action_bar.show()
        if refresh:
            self._refresh(animated=False)

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:
        if self.controller is not None:
            self.controller.paused = True
        super().closeEvent(event)


def _register_fonts() -> None:
    """The fonts the card art uses, so the table's own text matches it."""
    import contextlib

    for font in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        with contextlib.suppress(resources.ResourceError):
            QtGui.QFontDatabase.addApplicationFont(str(resources.path("fonts", font)))
