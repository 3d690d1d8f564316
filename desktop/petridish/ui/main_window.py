"""The main window: the game picker, the table, the docks, menus and shortcuts."""

from __future__ import annotations

import contextlib
import functools
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any

from petridish import APP_NAME, __version__, resources
from petridish.core import registry
from petridish.core.words import listed
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.storage import peek
from petridish.storage.paths import Paths
from petridish.storage.settings import Settings, load_settings
from petridish.ui.defer import after_first_paint
from petridish.ui.window_files import FilesMixin
from petridish.ui.window_lessons import LessonsMixin
from petridish.ui.window_memory import (
    note_docks,
    remember_at_close,
    restore_docks,
    restore_geometry,
)
from petridish.ui.window_menus import MenusMixin
from petridish.ui.window_replay import ReplayMixin

# The rules, saves, table, docks, card art and Pillow are imported when the first game
# opens, not at start-up: the picker's first frame should cost little more than an
# empty window's (see bench/bench_startup.py).
if TYPE_CHECKING:
    from petridish.core.search import Budget
    from petridish.ui.controller import GameController
    from petridish.ui.picker import GamePicker

CARD_FONT_FAMILY = "DejaVu Sans"
HINT_CUE = "Thinking of a hint…"  # beside the busy sign while a hint is thought of
DEMO = "Demo"  # the title of a game the computer plays at every seat (Watch a demo)
ART_SCALE = 2  # card faces render at twice the scene size, for sharp zoom and previews


class MainWindow(MenusMixin, FilesMixin, ReplayMixin, LessonsMixin, QtWidgets.QMainWindow):
    def __init__(
        self, paths: Paths | None = None, bot_delay_ms: int = 700, picker: bool = True
    ) -> None:
        super().__init__()
        self.paths = paths or Paths.default()
        self.settings: Settings = load_settings(self.paths)
        self.bot_delay_ms = bot_delay_ms
        self._art: Any = None
        self.controller: GameController | None = None
        self.presenter: Any = None
        self.save_path: Path | None = None
        # The save opened last, the autosave of the game left for it, and whether the
        # opening put the save on the recent saves (see ``_moves_unreadable``).
        self._opened_from: tuple[str, Path | None, bool] = ("", None, False)
        self.end_dialog: QtWidgets.QDialog | None = None
        self.setWindowTitle(APP_NAME)
        self.resize(1500, 960)
        restore_geometry(self)  # as it last closed (Qt keeps it on a screen there is)
        self.stack = QtWidgets.QStackedWidget()
        self.setCentralWidget(self.stack)
        self._page: Any = None
        self._hint_pointer: Any = None  # the move a hint suggests, lit (from the first hint)
        self.picker: GamePicker | None = None
        self.log: Any = None
        self._log_lines: Any = None
        # Whom the table last asked, and what (see _announce): (viewer, what is asked).
        self._asked: tuple[str | None, str] | None = None
        # The "Now: ..." toast shown (its words, and what it announced as asked): it goes
        # as soon as that is no longer asked.
        self._now: tuple[str, tuple[str | None, str]] | None = None
        # The computer's move last told in a toast while the person could act, and the
        # toast's words.
        self._intent_told: Any = None
        self._told_wait = False  # the person was told the computer players wait
        # ... and that they let the people act first: where they must (True), or for a moment
        self._told_people_first: set[bool] = set()
        self._intent_words = ""
        # The last toast about a move (news of it, a computer's move told, a refusal):
        # its words, its kind and how many moves the game had when it was shown (see
        # _drop_stale_toast).
        self._about_moves: tuple[str, str, int] | None = None
        self.rules: Any = None
        # How long a hint may think (None: the controller's own, within a second); tests
        # set a fixed count of tries, for quick and repeatable hints.
        self.hint_budget: Budget | None = None
        self._build_menus()
        self._first_frame_shown = False
        after_first_paint(self, self._after_first_frame)
        # A dialog of this window closed (new game, open, save as, a message, the end of
        # a game): the window takes the keys back, so that its shortcuts work at once.
        # (A timer of the window's own: it goes with the window, never firing after it.)
        self._left: QtWidgets.QWidget | None = None
        self._focus_back = QtCore.QTimer(self)
        self._focus_back.setSingleShot(True)
        self._focus_back.timeout.connect(self._take_focus_back)
        app = QtWidgets.QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._focus_changed)
        if picker:  # `petridish play` goes straight to the table: no picker to build
            self.show_picker()

    def _after_first_frame(self) -> None:
        self._first_frame_shown = True
        self.fill_menus()
        if self.picker is not None:
            self.picker.set_cursors()

    @property
    def page(self) -> Any:
        """The table page, built the first time a game opens."""
        if self._page is None:
            from petridish.ui.docks import LogDock, RulesDock, SidePanel
            from petridish.ui.table_page import TablePage

            self.fill_menus()  # the docks' switches go after the View menu's own items
            _register_fonts()
            self._page = TablePage(cache_dir=self.paths.cache_dir / "table")
            self._page.scene.animator.set_speed(self.settings.animation_speed)
            self.log = LogDock(self)
            self.rules = RulesDock(self)
            self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, self.log)
            self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, self.rules)
            self.tabifyDockWidget(self.log, self.rules)
            self.rules.visibilityChanged.connect(self._fill_rules)
            for dock in (self.log, self.rules):
                dock.visibilityChanged.connect(functools.partial(self._dock_shown, dock))
            self.side_panel = SidePanel(self, [self.log, self.rules])
            self.view_menu.addAction(self.side_panel.action)
            self.view_menu.addAction(self.log.toggleViewAction())
            self.view_menu.addAction(self.rules.toggleViewAction())
            self._page.chosen.connect(self._action_bar)
            self._page.hand_to.connect(self._hand_to)
            self._page.rules_asked.connect(self.show_rules)
            self._page.result_asked.connect(self.show_result)
            from petridish.ui.focus_ring import FocusRing

            self._focus_ring = FocusRing(self, self._ringed)
            app = QtWidgets.QApplication.instance()
            if app is not None:
                app.focusChanged.connect(self._focus_ring.follow)
            from petridish.ui.curtain import Curtain

            # The curtain covers the whole window (docks and bars too), not just the table.
            self.curtain = Curtain(self)
            self._page.curtain = self.curtain
            self.curtain.ready.connect(self._curtain_lifted)
            self.curtain.chosen.connect(self._sits_down_instead)
            self.curtain.undo_requested.connect(self.undo)
            for dock in (self.log, self.rules):  # its words keep out from under them
                dock.installEventFilter(self.curtain)
            # A drop the presenter refused: its reason joins the log, dimmed, too.
            self._page.scene.drag.refused.connect(self._drop_refused)
            self.stack.addWidget(self._page)
            self._build_replay_bar()
        return self._page

    @property
    def art(self) -> Any:
        if self._art is None:
            from petridish.art.cache import ArtCache

            self._art = ArtCache(self.paths.art_cache_dir)
        return self._art

    # -- pages ------------------------------------------------------------------------
    def show_picker(self) -> None:
        from petridish.storage.leftovers import clean_once
        from petridish.storage.settings import normal_path
        from petridish.ui.picker import GamePicker

        note_docks(self)  # the docks as the table leaves them, for its return
        came_from = self.controller.game.id if self.controller is not None else None
        # Temporary files of a Petri Dish killed mid-write; an older one's single
        # autosave joins the games in progress.
        clean_once(self.paths)
        known = self.unreadable_saves  # saves this window failed to open, and why
        # Only quick looks: the full check and replay happen when the player continues.
        games = peek.games_in_progress(self.paths)
        failed = {
            str(g.path): known[normal_path(g.path)] for g in games if normal_path(g.path) in known
        }
        recent = [p for p in self.settings.recent_saves if Path(p).is_file()]
        picker = GamePicker(
            in_progress=games,
            recent_saves=recent,
            cache_dir=self.paths.cache_dir / "covers",
            autosave_problems=failed,
            unreadable={p: known[normal_path(p)] for p in recent if normal_path(p) in known},
        )
        picker.remove_autosave.connect(self.remove_autosave)
        picker.remove_game.connect(self.remove_game)
        picker.forget_save.connect(self.forget_save)
        picker.new_game.connect(self.new_game_dialog)
        picker.learn.connect(self.start_lesson)
        picker.came_from = came_from
        picker.continue_game.connect(self.continue_game)
        picker.open_save.connect(self.open_path)
        picker.open_file.connect(self.open_dialog)
        if self.picker is not None:
            self.stack.removeWidget(self.picker)
            # Hidden first: a paint still pending for the old picker then never reaches
            # it while it is being deleted (its paintEvent once ran on a deleted picker).
            self.picker.hide()
            self.picker.deleteLater()
        # The table cannot be gone back to from the picker (Continue opens the autosave
        # anew): the game there stops, and is let go.
        self._release_game()
        self.picker = picker
        if self._first_frame_shown:
            picker.set_cursors()  # else just after the first frame (see set_cursors)
        self.stack.addWidget(picker)
        self.stack.setCurrentWidget(picker)
        for dock in (self.log, self.rules):
            if dock is not None:
                dock.hide()
        if self.toolbar is not None:
            self.toolbar.hide()
        self._update_actions()

    def _show_table(self) -> None:
        self.stack.setCurrentWidget(self.page)  # builds the page and docks the first time
        returning = self.toolbar.isHidden()  # from the picker, or the first table of the run
        self.toolbar.show()
        self.side_panel.open_with_table()  # the log on top, unless put away with F9
        if returning and restore_docks(self):  # as the table last left them
            self.toolbar.show()
            if all(dock.isHidden() for dock in self.side_panel.docks):
                self.side_panel.set_shown(False)  # F9 brings the log back
        self.page.view.setFocus()

    def _ensure_art(self, game_id: str) -> Any:
        """Card faces for this screen; the first time, render them with a progress bar.

        A cache that cannot be written (a full or read-only disk) only makes the table
        slower: the painting stops at the first face that could not be kept, each face
        is then drawn in memory when the table needs it, and a notice says why, once."""
        import os

        from petridish.art.registry import template_for
        from petridish.storage.atomic import plain_reason
        from petridish.table.constants import CARD_H, CARD_W
        from petridish.table.faces import FaceCache, ScreenFiles

        template = template_for(game_id)
        dpr = max(1.0, self.devicePixelRatioF())
        w, h = round(CARD_W * ART_SCALE * dpr), round(CARD_H * ART_SCALE * dpr)
        # Each face's file is named by a digest of its data: worked out once here, for
        # the check below and for the faces' names on screen.
        files = {key: self.art.path_for(template, key, w, h) for key in template.faces()}
        # os.path.isfile, not Path.is_file: a cache folder the player may not enter is
        # only a missing face.
        missing = [key for key, path in files.items() if not os.path.isfile(path)]
        if missing:
            progress = QtWidgets.QProgressDialog(
                "Painting the cards for the first time…", "", 0, len(missing), self
            )
            progress.setWindowTitle(APP_NAME)
            progress.setCancelButton(None)
            progress.setMinimumDuration(0)
            progress.setWindowModality(QtCore.Qt.WindowModality.WindowModal)
            for i, key in enumerate(missing, 1):
                self.art.get(template, key, w, h)
                if self.art.write_error is not None:
                    break  # painting them all now would keep none of them
                progress.setValue(i)
                # The bar is drawn, but no click or key is taken meanwhile: a second
                # "Learn to play" or "New game" queued before the dialog showed began
                # another game here, letting go of the one being attached under it.
                QtWidgets.QApplication.processEvents(
                    QtCore.QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
                )
            progress.close()
            progress.deleteLater()  # the window's child: it would otherwise live as long
            # The keyboard back to the window (not every desktop gives it back when a
            # dialog closes): its shortcuts, Ctrl+H and the rest, work at once.
            self.activateWindow()
        error = self.art.write_error
        if error is not None and not getattr(self, "_told_art_cache", False):
            self._told_art_cache = True
            text = (
                f"Card pictures cannot be kept on disk: {plain_reason(error)} "
                f"(in {self.art.directory}). Games open more slowly."
            )
            # Over the table, once it shows: the game is still opening.
            QtCore.QTimer.singleShot(0, self, lambda: self._tell(text))
        return FaceCache(
            lambda key, pw, ph: self.art.pixels(template, key, pw, ph),
            w,
            h,
            # The art cache's names change with the card's data and drawing, so they
            # also name the faces' screen-size copies kept on disk.
            lambda key: (files.get(key) or self.art.path_for(template, key, w, h)).stem,
            ScreenFiles(self.art.screen_folder(template)),
        )

    def _release_game(self) -> None:
        """Let the game at the table go, wholly: its end-of-game dialog, its presenter
        and its controller are stopped and deleted, and its pieces leave the table.

        The window, its table page and the scene outlive every game. Whatever of a game
        stays attached to them (as a child, or through a connection) keeps the game's
        controller, session and positions alive with it: some 6 MiB a game."""
        self.leave_replay(refresh=False)
        self.end_lesson()
        if self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog.deleteLater()
            self.end_dialog = None
            self.page.result.hide()
        if self.presenter is not None:
            self.presenter.detach()
            self.presenter = None
        if self.controller is not None:
            self.controller.close()
            self.controller = None
        self._log_lines = None  # it holds the game's steps
        self._asked = self._now = self._intent_told = self._about_moves = None
        self._intent_words = ""
        if self._page is not None:
            self.page.scene.clear()
            self.curtain.hide()

    def _attach(self, controller: GameController) -> None:
        """Put ``controller``'s game on the table. Should the table fail to show it (a
        bug), the game is let go and the picker comes back before the error is
        reported: the window is never left half attached, with a game that does not
        play and an autosave of another."""
        try:
            self._attach_now(controller)
        except Exception:
            self._release_game()
            self.show_picker()
            raise

    def _attach_now(self, controller: GameController) -> None:
        self._release_game()
        self.page.scene.clear()  # the first game builds the page (and the curtain) here
        self.curtain.hide()
        self.controller = controller
        self._told_people_first.clear()  # told once a game
        controller.pace = self.settings.computer_pace
        controller.think_seconds = self.settings.think_seconds
        if self.hint_budget is not None:
            controller.hint_budget = self.hint_budget
        controller.table_busy = self._table_busy  # computers wait for it
        controller.hint_shown = self._hint_shown  # and while the hint is read
        faces = self._ensure_art(controller.match.game_id)
        self.presenter = registry.presenter_class(controller.match.game_id)(
            self.page.scene, controller, faces
        )
        controller.changed.connect(self._refresh)
        controller.finished.connect(self._finished)
        controller.refused.connect(self._refused)
        controller.hint_ready.connect(self._hint_ready)
        self.log.clear_notes()
        self._log_viewer = controller.viewer
        controller.failed.connect(self._failed)

        self._rules_for = controller.game  # laid out when the Rules tab is first shown
        self._fill_rules(self.rules.isVisible() and not self.rules.visibleRegion().isEmpty())
        game = controller.game
        # A demo says so: the computer plays every seat, and nothing of it is kept.
        watching = "Demo: " if controller.match.title == DEMO else ""
        self.setWindowTitle(f"{watching}{game.name} — {APP_NAME}")
        self.a_sandbox.setChecked(controller.sandbox)
        self._show_table()
        self._refresh(animated=False)
        QtCore.QTimer.singleShot(0, self.page.view.fit)
        # After the first frame: the player sees the table before the disk is touched.
        # Only a weak reference waits: a game left before that frame is let go at once.
        kept = weakref.ref(controller)
        after_first_paint(self.page.view.viewport(), lambda: self._first_autosave(kept()))
        controller.start()
        if game.is_terminal(controller.state) and controller.opening is None:
            QtCore.QTimer.singleShot(0, self._finished)  # else once the moves are read

    def _focus_changed(self, old: QtWidgets.QWidget | None, new: Any) -> None:
        """The focus left another window of ours and went nowhere in this one: once
        events settle, take it back if that window has closed (a dialog)."""
        from petridish.qt import is_alive

        if old is None or not is_alive(old) or not is_alive(self):
            return
        gone = old.window()
        if gone is self or (new is not None and is_alive(new) and new.window() is self):
            return
        self._left = gone
        self._focus_back.start(0)

    def _stop_taking_focus_back(self) -> None:
        """The window closes: the application's focus changes are no longer its own
        (a window being deleted must not be called back)."""
        self._focus_back.stop()
        app = QtWidgets.QApplication.instance()
        if app is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                app.focusChanged.disconnect(self._focus_changed)
            if self._page is not None:
                with contextlib.suppress(RuntimeError, TypeError):
                    app.focusChanged.disconnect(self._focus_ring.follow)

    def _ringed(self, widget: QtWidgets.QWidget) -> bool:
        """Whether the focus ring goes round ``widget``: one of the table page's bars
        or of the side panel, but not the table or the rules pill, which ring what has
        the focus themselves (nor the picker's tiles and buttons, nor the curtain)."""
        from petridish.table.view import TableView
        from petridish.ui.bars import RulesPill

        if isinstance(widget, TableView | RulesPill):
            return False
        return any(
            w is not None and w.isAncestorOf(widget) for w in (self._page, self.log, self.rules)
        )

    def _take_focus_back(self) -> None:
        """A dialog has closed: the window is active again with the focus on the table
        (on the curtain while it is up), unless the dialog is still open (another
        application has the keys) or another dialog or window of ours has them now."""
        from petridish.qt import is_alive

        app = QtWidgets.QApplication
        left, self._left = self._left, None
        if left is not None and is_alive(left) and left.isVisible():
            return
        if not self.isVisible() or app.activeModalWidget() or app.activePopupWidget():
            return
        active = app.activeWindow()
        if active is not None and active is not self:
            return
        self.activateWindow()  # (not raise_(): a dialog closing leaves it on top)
        focus = app.focusWidget()
        if focus is not None and focus.window() is self:
            return
        if self._page is not None and self.stack.currentWidget() is self._page:
            target = self.curtain if self.curtain.isVisible() else self._page.view
            target.setFocus(QtCore.Qt.FocusReason.ActiveWindowFocusReason)

    def _first_autosave(self, controller: GameController | None) -> None:
        if controller is not None and controller is self.controller:  # still at the table
            controller.autosave()

    def _fill_rules(self, visible: bool) -> None:
        """Lay the rules text out only when someone looks at it (it is long)."""
        game = getattr(self, "_rules_for", None)
        if visible and game is not None:
            from petridish.core.reference import rules_text

            self._rules_for = None
            try:
                text = rules_text(game)
            except Exception as exc:  # (a damaged install): the game plays on without
                # its reference, rather than a game opened or a save read failing for it
                import traceback

                text = f"The rules of {game.name} could not be shown: {exc}"
                traceback.print_exc()
            self.rules.set_markdown(text)

    def _refused(self, reason: str, move: bool) -> None:
        """A move (``move``) or another request was refused: say why on the table, and
        keep it in the log, dimmed.
        Behind the curtain (an autosave that failed as the turn passed) the curtain
        says it too, where the people are looking."""
        from petridish.table.toast import REFUSAL  # the table's, loaded with it

        if self.curtain.isVisible():
            self._tell(reason)
        else:
            self._toast_about_moves(reason, REFUSAL)
        # (An undo, a sandbox switch or an autosave refused is no move "not played".)
        # Not in a replay: its log is the game's as it was then, and a note said there
        # stayed on at the end of the game's log once the replay was left.
        c = self.controller
        if c is None or c.replay_at is None:
            self.log.note(f"Not played: {reason}" if move else reason)

    def _drop_refused(self, _piece: Any, reason: str) -> None:
        """A drop the presenter refused, said over the table by the drag itself: its
        reason joins the log, dimmed, and goes from the table once the person has made
        a move (``_drop_stale_toast``: "the lesson asks for another move" stayed up over
        the next step, after the move it asked for)."""
        from petridish.table.toast import REFUSAL

        self.log.note(f"Not played: {reason}")
        if self.controller is not None:
            self._about_moves = (reason, REFUSAL, len(self.controller.session.steps))

    def _failed(self, text: str) -> None:
        """The game's controller met a bug (it has stopped its computer players and
        says it once)."""
        from petridish.ui.errors import show_error

        show_error(self, text)

    def report_failure(self, details: str) -> None:
        """An exception no slot caught (the excepthook's): said once a game. The game's
        computer players and timers stop, so that a bug in drawing the table, which
        each of their moves would hit again, does not bring the dialog back several
        times a second; later failures of the same game go to stderr only."""
        from petridish.ui.errors import show_error

        c = self.controller
        if c is None or c.break_off():
            show_error(self, details)

    # -- playing ------------------------------------------------------------------------
    def _refresh(self, animated: bool = True) -> None:
        from petridish.ui.session_view import LogLines

        c = self.controller
        if c is None or self.presenter is None:
            return
        self.presenter.refresh(animated)
        if self.lesson is not None:
            self.lesson.follow()  # on the table as it is now, before the bars say what it asks
        game = c.game
        turn = game.turn_label(c.view)
        self.page.turn.set_about(game.turn_tip(c.view))  # what the counts lead to
        acting = c.viewer is not None and c.can_act(c.viewer)
        if c.replay_at is None:
            # Whose turn it is, a computer player's too (the presenter names one only);
            # the person at the computer is the "At the computer" control's to say.
            # A computer deciding while the person may move too is not named alone.
            seats = c.whose_turn()
            movers = {seat: c.seat_label(seat) for seat in seats}
            turn = self.presenter.title(c.view, movers)
        if c.reading is not None:
            prompt = c.reading.capitalize()
        elif c.replay_at is not None:
            from petridish.ui.session_view import step_summary

            prompt = step_summary(c, c.replay_at)
            turn = f"Replay · {turn}"
        elif c.waiting_for is not None:
            prompt = f"Passing the computer to {c.curtain_name}…"
        elif c.intent is not None and not acting:
            prompt = self.presenter.intent_text(*c.intent)
        elif c.thought is not None and not acting:
            prompt = f"{c.match.seat(c.thought.seat).name} is thinking…"
        elif self.lesson is not None and self.lesson.prompt():
            prompt = self.lesson.prompt()  # a step to read, or the lesson's end
        else:
            # A person who may act meanwhile (an ADRIFT day) keeps their own instruction
            # in the bar: the computer's move is told over the table instead.
            prompt = self.presenter.prompt()
        elsewhere = self._to_hand_to(c, acting)
        if elsewhere:
            prompt = f"{prompt} Pass the computer to {elsewhere}: At the computer, below.".lstrip()
        people: list[tuple[str, str]] = []
        if c.shared and c.replay_at is None and not game.is_terminal(c.state):
            for seat in c.match.humans:
                standing = c.standing(seat)
                people.append((seat, c.seat_label(seat) + (f" · {standing}" if standing else "")))
        self.page.set_people(people, c.at_table)
        # While a hint is thought of (under a second) the bar says so; what the person is
        # asked is still their prompt (nothing new to announce).
        hinting = c.hint_thought is not None and c.reading is None and c.replay_at is None
        held = c.computers_wait and bool(c.bots) and c.replay_at is None
        if held and not (c.viewer is not None and c.viewer in game.to_move(c.state)):
            # A computer's turn, held: the bar says how to let it go on.
            prompt = f"{prompt} The computer players wait: Ctrl+P lets them play.".lstrip()
        self.page.set_status(turn, HINT_CUE if hinting else prompt, c.sandbox, held)
        if held and not self._told_wait:
            # A sandbox edit held them: say so once, and how they play on.
            self._told_wait = True
            self.page.view.show_toast(
                "The computer players wait while you set the table: your next move by the"
                " rules, or Ctrl+P, lets them play"
            )
        elif not held:
            self._told_wait = False
        self.page.set_busy(self._busy_words(c))
        moment = (len(c.session.steps), c.session.draft, c.viewer, c.replay_at)
        self.page.view.toast.at_position(moment)  # a hint about another position goes
        self._drop_stale_toast(len(c.session.steps))
        offered = self.presenter.actions()
        if c.lesson_check is not None and c.replay_at is None:
            # A lesson offers the move its step asks for, or none: a list of moves it
            # would refuse (the learner's while the others play) asked them to choose.
            offered = [(label, a) for label, a in offered if c.lesson_check(a) is None]
        # While a computer's move is shown, only a person who may act meanwhile (an
        # ADRIFT day) keeps their buttons.
        mine = c.intent is None or acting
        step = self.presenter.step_move(offered) if mine else None
        choices = self.presenter.choice_moves(offered) if mine else []
        caution = self.presenter.caution(step[1]) if step is not None else ""
        self.page.set_actions(offered, self._idle_text(c), moment, step, choices, caution)
        if c.viewer != getattr(self, "_log_viewer", None):
            # Another person's refusals are not theirs to read: they go with the curtain.
            # (Without one the table passes only between people who see the same.)
            if c.viewer is None:
                self.log.clear_notes()
            self._log_viewer = c.viewer
        if self._log_lines is None:
            self._log_lines = LogLines()  # works out only the lines of new steps
        # Behind the curtain at once: the log is what everyone saw, never the lines of
        # the person who just moved, waiting on their dice (the log may show over it).
        self._show_log(self._log_lines(c), animated and c.waiting_for is None)
        self._sync_curtain(c)
        # In a lesson, what to do next is its bar's to say: no "Now: read it, then press
        # Next", nor "Now: Your turn: buy, adapt or attack" where the step asks for one.
        self._announce(c, "" if self.lesson is not None else prompt)
        if acting and c.intent is not None and c.intent != self._intent_told:
            self._intent_words = self.presenter.intent_text(*c.intent)
            if not self._refusal_shown():  # (the log has the move: it is not lost)
                self._toast_about_moves(self._intent_words)
        self._intent_told = c.intent
        self._sync_result()
        self._update_actions()

    def _show_log(self, lines: list[tuple[str, bool]], animated: bool) -> None:
        """The log's lines, once the dice the table shows rolling have landed (as the
        table's own figures wait for them): "Finn rolls 4 … Coral takes 1 damage" stood
        in the log while the die still tumbled and Coral's Health was whole."""
        from petridish.table.die import ROLLING  # the table's, loaded with it

        animator = self.page.scene.animator
        if not animated:
            animator.stop(self.log, "lines")  # (an earlier refresh's lines, shown first)
            self.log.show_lines(lines)
            return
        animator.after(
            ROLLING, self.log, functools.partial(self.log.show_lines, lines), channel="lines"
        )

    @staticmethod
    def _to_hand_to(c: GameController, acting: bool) -> str:
        """The people to move, named, where the computer is with another of the people
        sharing it who has nothing to do ("" otherwise): given to a player not to move,
        the table only said "Finn's turn." and waited."""
        if not c.shared or acting or c.replay_at is not None or c.waiting_for is not None:
            return ""
        if c.lesson_check is not None or c.viewer is None:
            return ""
        movers = [s for s in c.game.to_move(c.state) if s in c.match.humans and s != c.viewer]
        return listed(c.seat_label(s) for s in movers)

    def _busy_words(self, c: GameController) -> str:
        """The busy sign's words: who is thinking, a hint being thought of, or the
        computer players who let the people act first ("" for none of them)."""
        if c.thought is not None and c.replay_at is None:
            name = c.match.seat(c.thought.seat).name
            if c.moves_meanwhile():  # beside the person's own prompt: not the computer's turn
                return f"{name} is choosing too: you may move meanwhile"
            return f"{name} is thinking…"
        if c.hint_thought is not None:
            return HINT_CUE
        return self._people_first(c)

    def _people_first(self, c: GameController) -> str:
        """The computer players who let the people act first: the busy sign's words
        ("" for none), and the first time in a game a note over the table says why
        nothing moves (ADRIFT's places, chosen by the people first; a day there, where
        anyone may act and the computers wait until the people pause a few seconds)."""
        later = c.computers_after_people()
        if not later or c.viewer is None or self.lesson is not None:
            return ""
        names = listed(c.match.seat(seat).name for seat in later)
        s = "s" if len(later) == 1 else ""  # "Green waits", "Green and Blue wait"
        first = c.game.people_first(c.state)  # else they only wait a moment
        toast = self.page.view.toast
        if first not in self._told_people_first and not toast.being_read():
            self._told_people_first.add(first)
            self.page.view.show_toast(
                f"{names} wait{s} for the people to choose first: they take what is left"
                if first
                else f"{names} let{s} you act first: they play when you pause for a few seconds"
            )
        if self._hint_shown():
            # They hold their moves while the hint is read (it would go with the position):
            # a player left with a hint up waited minutes for them, not knowing why.
            return f"{names} wait{s} while your hint is up (Esc puts it away)"
        return f"{names} will play after you"

    def _table_busy(self) -> bool:
        """Whether the table is still showing the last move, for the computer players to
        wait: its animations run, or the toast that told a person acting meanwhile of a
        computer's move is still there to be read (the next would replace it unread)."""
        toast = self.page.view.toast
        told = bool(self._intent_words) and toast.text() == self._intent_words
        return self.page.scene.animator.busy() or (told and toast.being_read())

    def _refusal_shown(self) -> bool:
        """Whether a refusal of the person's own (an undo, a move) is on the table,
        still to be read: a computer's move made meanwhile does not talk over it."""
        from petridish.table.toast import REFUSAL  # the table's, loaded with it

        toast = self.page.view.toast
        return toast.kind() == REFUSAL and toast.being_read()

    def _hint_shown(self) -> bool:
        """Whether the hint the person asked for is on the table, still to be read."""
        from petridish.table.toast import HINT  # the table's, loaded with it

        toast = self.page.view.toast
        return toast.kind() == HINT and toast.being_read()

    @staticmethod
    def _idle_text(c: GameController) -> str:
        """Why the moves list is empty."""
        if c.reading is not None:
            return "the save's moves are being read"
        if c.replay_at is not None:
            return "a replay: leave it to play on"
        if c.game.is_terminal(c.state):
            return "the game is over"
        if c.lesson_hint is not None:
            taught = c.lesson_hint()  # a lesson's words for what it waits for
            if isinstance(taught, str) and taught:
                return taught
        if c.waiting_for is not None:
            return f"pass the computer to {c.curtain_name}"
        if c.intent is not None:
            return f"{c.seat_label(c.intent[0])} is moving"
        if c.thought is not None:
            return f"{c.seat_label(c.thought.seat)} is thinking"
        waiting = [c.seat_label(s) for s in c.game.must_act(c.state)] or [
            c.seat_label(s) for s in c.game.to_move(c.state)
        ]
        if waiting:
            return f"nothing to do now: waiting for {', '.join(waiting)}"
        return "nothing to do now"

    def _sync_curtain(self, c: GameController) -> None:
        """The curtain is up exactly while the controller waits for the next person."""
        if c.waiting_for is None or c.replay_at is not None:
            self.curtain.hide()
            return
        self.page.scene.preview.cancel()
        self.page.view.toast.dismiss()
        mover = c.handing_from
        hint = ""
        if mover is not None and c.took_last_move(mover):
            hint = f"{c.match.seat(mover).name}: Ctrl+Z takes your move back."
        if c.sandbox:
            # Switched to behind the curtain (to take a move back the rules keep), it
            # lifted into free moves with no word of it to the next person.
            hint = f"{hint} Sandbox mode is on: free moves (Ctrl+B: the rules).".lstrip()
        others = [(seat, c.match.seat(seat).name) for seat in c.offered[1:]]
        why = self.presenter.needed_for(c.waiting_for) if self.presenter else ""
        secret = self.presenter.secret_word if self.presenter else "hand"
        self.curtain.cover(
            c.curtain_name, hint, others, why=why, news=self._last_news(c), secret=secret
        )

    @staticmethod
    def _last_news(c: GameController, most: int = 3) -> str:
        """What the last move did, as everyone may read it (the log's public lines of
        that step, its last ``most``): the curtain says it to the whole table."""
        steps = c.session.steps
        if not steps:
            return ""
        # The last step's events alone (``Session.events_for`` reads the whole game).
        public = [e.for_seat(None) for e in steps[-1].events]
        lines = [c.game.describe(event, c.names) for event in public if event is not None]
        return "\n".join(lines[-most:])

    def _announce(self, c: GameController, prompt: str) -> None:
        """Say the big moments of the last move on the table itself, one after another:
        the encounter and its Resistance, the equipment played, the evolution drawn.
        When someone else's move changes what the person at the computer is asked (a
        Genegrafting Round begins, a fight is picked with them), say that too: the same
        person stays, so no curtain tells them."""
        announced = c.game.announced
        lines = [c.game.describe(e, c.names) for e in c.last_events if e.get("kind") in announced]
        c.last_events = []
        viewer = c.viewer
        acting = viewer is not None and c.replay_at is None and c.can_act(viewer)
        asked = (viewer, self.presenter.asked(prompt) if acting and self.presenter else "")
        before, self._asked = self._asked, asked
        steps = c.session.steps
        theirs = bool(steps) and steps[-1].action.seat == viewer
        changed = before and before[0] == viewer and before[1] and asked[1] not in ("", before[1])
        toast = self.page.view.toast
        if self._now is not None and self._now[1] != asked:
            # What it announced is no longer asked (the job it asked for is done): a
            # stale "Now: ..." would contradict the bar.
            if toast.isVisible() and toast.text() == self._now[0]:
                toast.dismiss()
            self._now = None
        now = changed and not theirs
        if now:
            lines.append(f"Now: {prompt}")
        if lines:
            said = "  ·  ".join(lines[-2:])
            self._toast_about_moves(said)
            self._now = (said, asked) if now else None

    def _toast_about_moves(self, said: str, kind: str | None = None) -> None:
        """Say ``said`` over the table, a toast about the game's moves as they are now
        (``kind``: the toast's, news by default)."""
        from petridish.table.toast import NEWS  # the table's, loaded with it

        assert self.controller is not None
        kind = kind or NEWS
        self.page.view.show_toast(said, kind=kind)
        self._about_moves = (said, kind, len(self.controller.session.steps))

    def dismiss_refusal(self) -> None:
        """The person went on (a lesson's Next): a refusal said before is behind them."""
        from petridish.table.toast import REFUSAL

        toast = self.page.view.toast
        if toast.isVisible() and toast.kind() == REFUSAL:
            toast.dismiss()

    def _drop_stale_toast(self, moves: int) -> None:
        """The game now has ``moves`` moves: a toast about moves since taken back (news
        of an undone move) goes, and so does a refused move's once a move has been made
        (the position it was tried in is gone: "the lesson asks for another move" stayed
        over the step after). Not by another player's move made meanwhile (a computer
        castaway's on an ADRIFT day): the person has not gone on."""
        from petridish.table.toast import REFUSAL

        if self._about_moves is None or self.controller is None:
            return
        said, kind, then = self._about_moves
        if moves == then or (moves > then and kind != REFUSAL):
            return
        viewer, steps = self.controller.viewer, self.controller.session.steps
        if moves > then and all(step.action.seat != viewer for step in steps[then:]):
            return
        toast = self.page.view.toast
        if toast.isVisible() and toast.text() == said:
            toast.dismiss()
        self._about_moves = None

    def _update_actions(self) -> None:
        if not self.menus_filled:
            return  # fill_menus sets them when it makes them
        c = self.controller
        playing = (
            c is not None and self._page is not None and self.stack.currentWidget() is self._page
        )
        whole = playing and c.opening is None  # not while a save's moves are being read
        self.a_save.setEnabled(whole)
        self.a_save_as.setEnabled(whole)
        if c is not None and playing:
            self.greyed(self.a_undo, c.undo_refusal())
            self.greyed(self.a_hint, c.hint_refusal())
        else:
            for action in self.refusals:  # no game: nothing to say why of
                self.greyed(action, None)
                action.setEnabled(False)
        self.a_redo.setEnabled(playing and c.can_redo())
        self.a_sandbox.setEnabled(whole and c.replay_at is None)
        self.a_wait.setEnabled(whole and c.replay_at is None and bool(c.bots))
        self.a_wait.setChecked(playing and c.computers_wait)
        self.a_replay.setEnabled(playing)  # refused with its reason behind the curtain
        self.a_replay.setChecked(playing and c.replay_at is not None)

    def _action_bar(self, action: Any) -> None:
        if self.controller is None:
            return
        if action is None:
            if self.presenter is not None:
                self.presenter.cancel_partial()
            return
        self.controller.submit(action)

    def show_hint(self) -> None:
        """Ask for the move the computer would make: where it thinks first (the strong
        player's), the top bar says so meanwhile and ``_hint_ready`` shows it; asked
        again meanwhile, it goes on thinking."""
        from petridish.table.toast import REFUSAL

        c = self.controller
        if c is None or self.presenter is None:
            return
        refusal = c.ask_hint()  # the hint comes by c.hint_ready (see _hint_ready)
        if refusal is not None:
            self.page.view.show_toast(f"No hint: {refusal}", kind=REFUSAL)

    def _hint_gone(self) -> None:
        """The hint (or another message) has left the table: nothing glows for it, and
        nobody waits for it any more."""
        self._hint_pointer.point(None)
        if self.controller is not None:
            self.page.set_busy(self._busy_words(self.controller))

    def _hint_ready(self, advice: Any) -> None:
        """Say the hint (core.hint.Advice) over the table, and choose its move in Your
        moves: Enter then plays it, wherever the focus was."""
        from petridish.core.hint import reason
        from petridish.table.toast import HINT

        if self.controller is None or self.presenter is None:
            return
        action = advice.action
        why = reason(advice, self.presenter.label)
        label = self.presenter.label(action)
        # Enter plays it, where Your moves lists it; the focus then goes back.
        enter = ". Enter plays it." if self.page.offer(action) else ""
        said = f"Hint: {label}" + (f" — {why}" if why else "") + enter
        self.page.view.show_toast(said, kind=HINT)  # it goes when the position changes
        self.page.set_busy(self._busy_words(self.controller))  # (who waits for it)
        if self.lesson is None:  # (a lesson points at its move already)
            # What the move is made with glows, and the hint moves off it: over the
            # hand, it hid the very card it named. The glow goes out with the hint.
            if self._hint_pointer is None:  # (made at the first hint: not at start-up)
                from petridish.ui.pointing import Pointer

                self._hint_pointer = Pointer(self)
                self.page.view.toast.gone.connect(self._hint_gone)
            self._hint_pointer.point(action)

    def start_demo(self) -> None:
        """A new game of the game at the table (or the picker's first), every seat the
        computer's, at the pace set for computer players. It is never autosaved: the
        games in progress stay as they are."""
        import random

        from petridish.storage.saves import SeatInfo
        from petridish.ui.controller import Match

        c = self.controller
        game_id = c.match.game_id if c is not None else registry.default_game()
        game = registry.load(game_id)
        count = len(c.match.seats) if c is not None else game.min_players
        seats = [SeatInfo(s.id, s.name, "normal", s.colour) for s in game.seats_for(count)]
        self.start(Match(game_id, seats, random.randrange(1_000_000), title=DEMO, demo=True))

    def _hand_to(self, seat: str) -> None:
        if self.controller is not None:
            self.controller.hand_to(seat)

    def _curtain_lifted(self) -> None:
        if self.controller is not None:
            self.controller.reveal()

    def _sits_down_instead(self, seat: str) -> None:
        if self.controller is not None:
            self.controller.reveal_to(seat)

    def undo(self) -> None:
        c = self.controller
        if c is None or (self.presenter and self.presenter.cancel_partial()):
            return
        reason = c.undo()
        if reason and self.curtain.isVisible():
            # The toast is under the curtain: say it where the person is looking.
            curtain = self.curtain
            from petridish.ui.controller import UNDO_REFUSED

            hint = f"{UNDO_REFUSED}: {reason}."
            curtain.cover(c.curtain_name, hint, curtain.others, why=curtain.why, news=curtain.news)

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

    def toggle_computers_wait(self) -> None:
        c = self.controller
        if c is not None:
            self._told_wait = True  # (said here)
            c.set_computers_wait(self.a_wait.isChecked())
            self.page.view.show_toast(
                "The computer players wait: Ctrl+P, or your next move by the rules, lets them play"
                if c.computers_wait
                else "The computer players play on"
            )

    def toggle_fullscreen(self) -> None:
        self.setWindowState(self.windowState() ^ QtCore.Qt.WindowState.WindowFullScreen)
        if self.settings.fullscreen != self.isFullScreen():
            self.settings.fullscreen = self.isFullScreen()
            self._store_settings()  # a disk that cannot take it says so, and F11 still works

    def show_rules(self) -> None:
        if self.rules is None:
            return
        self.rules.show()
        self.rules.raise_()
        self.rules.search.setFocus()
        self._over_the_curtain(self.rules)

    def _dock_shown(self, dock: QtWidgets.QDockWidget, shown: bool) -> None:
        if shown:  # once events settle: after whatever its layout raises with it
            QtCore.QTimer.singleShot(0, lambda: self._over_the_curtain(dock))

    def _over_the_curtain(self, dock: QtWidgets.QDockWidget) -> None:
        """A dock brought out while the curtain is up (F1, the View menu) shows over
        it, the table staying under it: raising a dock raised the whole table over the
        curtain too, out of the next person's reach, and the game could not go on. (The
        rules hold no secret, and behind the curtain the log has only what everyone saw.)"""
        if self._page is None or not self.curtain.isVisible() or dock.isHidden():
            return
        self.curtain.raise_()
        QtWidgets.QWidget.raise_(dock)  # (the dock alone, not what its layout raises)
        self.curtain.relayout()  # its words and buttons move out from under the dock

    def about(self) -> None:
        import html  # (not at start-up)

        QtWidgets.QMessageBox.about(
            self,
            f"About {APP_NAME}",
            f"<b>{APP_NAME}</b> {__version__}<br>A desktop table for "
            f"{html.escape(', '.join(info.name for info in registry.games()))}."
            f"<br>Resources: {html.escape(str(resources.root()))}",
        )

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:
        remember_at_close(self)  # the window's size and place, the docks
        self._stop_taking_focus_back()
        if self.controller is not None:
            self.controller.paused = True
            self.controller.end_thought()  # no thread outlives the window
            self.controller.end_hint()
        if self.end_dialog is not None:  # a window of its own: it goes with the table
            self.end_dialog.close()
        super().closeEvent(event)


def _register_fonts() -> None:
    """The fonts the card art uses, so the table's own text matches it.

    Only when the system lacks them: most Linux desktops ship DejaVu, and loading the
    bundled files costs more than the rest of opening the table page.
    """
    import contextlib

    if QtGui.QFontDatabase.hasFamily(CARD_FONT_FAMILY):
        return
    for font in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        with contextlib.suppress(resources.ResourceError):
            QtGui.QFontDatabase.addApplicationFont(str(resources.path("fonts", font)))
