"""Starting games, opening and saving them: the main window's file handling.

Bad saves are refused with one clear message and change nothing: no file is written,
not even the settings. The picker then shows the save as one that cannot be read, and
the player decides whether to remove it (an autosave is moved aside, a recent save only
leaves the list). Settings are written only when they change.

Every game in progress has its own autosave: a game continued goes on in its own file,
any other save opened or game started is a game in progress of its own, so opening or
starting one never replaces another. Only the player removes one (asked first), or
the game ending.

A disk that cannot be written (full, read-only) stops no action: the game starts or
opens all the same, settings the app could not store hold in memory until it quits, and
a notice over the table (or on the picker's status line) says so, once per reason. A
save that cannot be written says which save and why, and the file it would have
replaced is untouched.
"""

from __future__ import annotations

import contextlib
import copy
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from petridish.core import registry
from petridish.qt import QtWidgets
from petridish.storage import peek
from petridish.storage.atomic import plain_reason
from petridish.storage.paths import SAVE_SUFFIX
from petridish.storage.settings import normal_path, save_settings, settings_to_json

if TYPE_CHECKING:
    from petridish.storage.save_types import SaveError
    from petridish.ui.controller import Match
    from petridish.ui.newgame import NewGameSetup


def _not_shown(path: str, exc: Exception) -> SaveError:
    """The message for a save the reader accepted and the table could not show: a bug,
    written to stderr in full for a report, and said as a save that cannot be opened."""
    import sys
    import traceback

    from petridish.storage.save_types import MAX_MESSAGE, SaveError

    if sys.stderr is not None:
        sys.stderr.write("".join(traceback.format_exception(exc)))
    problem = f"the table could not show it ({type(exc).__name__}: {exc})"
    if len(problem) > MAX_MESSAGE:  # a hostile value may be megabytes long
        problem = problem[: MAX_MESSAGE - 2] + "…)"
    return SaveError(Path(path), problem)


def plain_message(text: str) -> str:
    """``text`` for a message box, shown exactly as it is: a message quotes the file it
    is about (a title, a name, a value), and Qt would render one that looks like HTML."""
    import html  # here: its table of entities is 1% of the picker's first frame

    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"


class FilesMixin:
    """New games, open and save for ``MainWindow`` (``self`` is the window)."""

    # Why the settings could not be stored last time (None: they were): said once.
    _settings_problem: str | None = None
    _status_bar_follows_message = False

    @property
    def unreadable_saves(self) -> dict[str, str]:
        """Saves this window failed to open (normalised path -> why), for the picker."""
        known: dict[str, str] = vars(self).setdefault("_unreadable_saves", {})
        return known

    def _settings_now(self) -> dict[str, Any]:
        """The settings as they would be written, copied (they are changed in place)."""
        return copy.deepcopy(settings_to_json(self.settings))

    def _settings_changed(self, before: dict[str, Any]) -> None:
        """Store the settings if they differ from ``before`` (``_settings_now`` then)."""
        if settings_to_json(self.settings) != before:
            self._store_settings()

    def _store_settings(self) -> bool:
        """Write the settings, or say why they could not be; True if written.

        A full or read-only disk must not undo what the player just chose: the settings
        hold in memory until the app quits. Said once per reason, not at every change.
        """
        try:
            save_settings(self.paths, self.settings)
        except OSError as exc:
            reason = plain_reason(exc)
            if reason != self._settings_problem:
                self._settings_problem = reason
                self._tell(
                    f"Could not store your settings: {reason} (in {self.paths.config_dir}). "
                    "They hold until you quit."
                )
            return False
        self._settings_problem = None
        return True

    def _tell(self, text: str) -> None:
        """Say ``text`` without stopping the player: a toast over the table (joining one
        still showing, so neither is lost), and on the curtain too while one is up, else
        a status line under the picker."""
        from petridish.table.toast import REFUSAL, reading_ms

        if self._page is not None and self.stack.currentWidget() is self._page:
            curtain = self.curtain
            if curtain.isVisible():  # the toast is under it: say it where people look
                hint = f"{curtain.hint}\n{text}" if curtain.hint else text
                curtain.cover(
                    curtain.name, hint, curtain.others, why=curtain.why, news=curtain.news
                )
            toast = self._page.view.toast
            shown = toast.text() if toast.isVisible() else ""
            joined = shown if text in shown else f"{shown}  ·  {text}" if shown else text
            self._page.view.show_toast(joined, kind=REFUSAL)
            return
        bar = self.statusBar()
        if not self._status_bar_follows_message:
            # There only while it has something to say: an empty bar would stay under the
            # table when a game opens, pushing its bars up.
            bar.messageChanged.connect(lambda message: bar.setVisible(bool(message)))
            self._status_bar_follows_message = True
        bar.showMessage(text, reading_ms(text))
        bar.show()

    def _warn(self, title: str, text: str) -> None:
        QtWidgets.QMessageBox.warning(self, title, plain_message(text))

    def new_game_dialog(self, game_id: str | bool = "") -> None:
        game_id = game_id if isinstance(game_id, str) and game_id else self.new_game_choice()
        setup = self.ask_new_game(game_id, self.lesson_table(game_id))
        if setup is not None:
            self.start_new_game(game_id, setup)

    def new_game_again(self) -> None:
        """The end box's New game: the dialog filled in as the game just played was set
        up (its players, their levels and names, its options), not as it was last left:
        after a save of two players was opened and played out, it offered the four of
        the last game set up by hand. A demo's (every seat a computer) is not offered."""
        from petridish.ui.newgame import NewGameSetup, SeatSetup

        c = self.controller
        if c is None or c.match.demo:
            self.new_game_dialog()
            return
        m = c.match
        seats = [SeatSetup.of(info) for info in m.seats]
        again = NewGameSetup(m.game_id, seats, dict(m.options), sandbox=c.sandbox)
        setup = self.ask_new_game(m.game_id, again=again)
        if setup is not None:
            self.start_new_game(m.game_id, setup)

    def new_game_choice(self) -> str:
        """The game Ctrl+N starts: the one whose tile has the focus on the picker, else
        the one at the table (or last played), else the first."""
        picker = self.picker
        if picker is not None and self.stack.currentWidget() is picker:
            chosen = picker.chosen_game()
            if chosen:
                return chosen
        return self.controller.match.game_id if self.controller else registry.default_game()

    def ask_new_game(
        self,
        game_id: str,
        first: NewGameSetup | None = None,
        again: NewGameSetup | None = None,
    ) -> NewGameSetup | None:
        """The new-game dialog for ``game_id``: the game set up in it, or None if it was
        cancelled (nothing changes then). ``first`` fills it in where no game of it was
        set up before; ``again``, a game to play again, fills it in whatever was."""
        from petridish.ui.newgame import NewGameDialog, remembered

        game = registry.load(game_id)
        # Filled in as it was last left for this game, in this run or an earlier one.
        last = again or remembered(self.settings, game_id) or first
        dialog = NewGameDialog(game, last=last, parent=self)
        accepted = dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted
        setup = dialog.setup() if accepted else None
        dialog.deleteLater()  # the window's child: it would otherwise live as long
        return setup

    def start_new_game(self, game_id: str, setup: NewGameSetup) -> None:
        """Start the game set up in the new-game dialog, and remember its choices."""
        from petridish.ui.newgame import remember

        before = self._settings_now()
        remember(self.settings, setup)
        from petridish.ui.controller import Match

        seats = setup.seat_infos()
        self.start(Match(game_id, seats, setup.seed, dict(setup.options)), sandbox=setup.sandbox)
        # Stored once the game is on the table, where a notice that they could not be
        # is seen: the game comes first.
        self._settings_changed(before)

    def start_quick(
        self,
        game_id: str,
        seed: int | None,
        kinds: list[str] | None,
        sandbox: bool,
        players: int | None = None,
    ) -> None:
        """Open straight into a game (``petridish play``): the first seat a person's, the
        others the computer's unless ``kinds`` says otherwise."""
        from petridish.storage.saves import SeatInfo
        from petridish.ui.controller import Match

        game = registry.load(game_id)
        count = len(kinds) if kinds else players or game.min_players
        table = game.seats_for(count)
        kinds = kinds or ["human"] + ["normal"] * (len(table) - 1)
        seats = [SeatInfo(s.id, s.name, k, s.colour) for s, k in zip(table, kinds, strict=True)]
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
            self._warn("Cannot start that game", str(exc))
            if self.picker is None and self.controller is None:
                self.show_picker()
            return
        self.save_path = None
        self._attach(controller)

    def continue_last(self) -> None:
        """Continue the game in progress played last, if there is one."""
        latest = peek.latest_autosave(self.paths)
        if latest is not None:
            self.continue_game(str(latest))

    def continue_game(self, path: str) -> None:
        """Continue the game in progress whose autosave is ``path`` (the picker's
        Continue): it goes on in that same autosave."""
        self.open_path(path, remember=False)

    def remove_game(self, path: str, label: str = "") -> None:
        """Remove a game in progress (the picker's Remove…), once the player says so:
        its autosave and the one before it are deleted, the player's own saves are not
        touched. ``label`` names the game in the question."""
        from petridish.storage.autosave_files import remove_at

        box = QtWidgets.QMessageBox(self)
        box.setIcon(QtWidgets.QMessageBox.Icon.Question)
        box.setWindowTitle("Remove a game in progress")
        box.setText(plain_message(f"Remove {label or 'this game'} from the games in progress?"))
        box.setInformativeText("It can no longer be continued. Your own saves are not touched.")
        remove = box.addButton("Remove", QtWidgets.QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton("Keep it", QtWidgets.QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        removing = box.clickedButton() is remove
        box.deleteLater()  # the window's child: it would otherwise live as long
        if not removing:
            return
        try:
            remove_at(self.paths, path)
        except OSError as exc:
            self._warn("Cannot remove the game", f"Could not remove “{path}”: {plain_reason(exc)}.")
        self.show_picker()

    def remove_autosave(self, path: str = "") -> None:
        """Move an autosave that cannot be read out of the way (the picker's button):
        ``path``, or the one played last.

        Moved aside rather than deleted: it may have come from a newer Petri Dish, or be
        worth a look. Only the one shown goes: a good previous autosave is offered next.
        """
        from petridish.storage.autosave_files import set_aside

        latest = Path(path) if path else peek.latest_autosave(self.paths)
        if latest is None:
            return
        try:
            set_aside(self.paths, latest)
        except OSError as exc:
            self._warn(
                "Cannot remove the autosave",
                f"Could not move “{latest}” aside: {plain_reason(exc)}.",
            )
            return
        self.unreadable_saves.pop(normal_path(latest), None)
        self.show_picker()

    def forget_save(self, path: str) -> None:
        """Take a recent save that cannot be read off the list (the file stays)."""
        before = self._settings_now()
        self.settings.remove_recent(path)
        self.unreadable_saves.pop(normal_path(path), None)
        self._settings_changed(before)
        self.show_picker()

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
        """Open the save at ``path`` (Open…, a recent save, Continue): its table shows,
        or one message says why it cannot, and nothing is written. The reader has
        checked every move and the positions the game starts and goes on from, as the
        command line's does; should the table still fail to show what it accepted (a
        bug), the game is let go and that one message says so."""
        from petridish.storage import saves
        from petridish.ui.controller import GameController

        if _is_scenario(path):
            return self.open_scenario(path)
        # The game left for this one, to go back to should the save's moves be refused
        # once its table shows (``_moves_unreadable``): the picker came back instead.
        left = self.controller.autosave_file if self.controller is not None else None
        try:
            # A long game's table shows before all its moves are read (see the
            # controller's ``reading``); one refused later comes back as ``unreadable``.
            controller = GameController.from_opening(
                saves.open_save(path), paths=self.paths, bot_delay_ms=self.bot_delay_ms
            )
        except saves.SaveError as exc:
            self._cannot_open(path, exc)
            return False
        except Exception as exc:  # a bug: one message, not a crash out of Open
            self._cannot_open(path, _not_shown(path, exc))
            return False
        # Bound methods, not lambdas over the window: a lambda the controller holds
        # would keep the window, and through it the controller, alive for good.
        controller.unreadable.connect(self._moves_unreadable)
        controller.reading_on.connect(self._reading_on)
        # A game in progress goes on in its own autosave, and so does a save of one (a
        # copy of it, no further on); any other save opened is a game in progress of
        # its own from its first autosave.
        key = self.paths.autosave_key(path) or peek.game_in_progress_of(self.paths, path)
        controller.match.autosave_id = key or ""
        try:
            self._attach(controller)  # let go again (the picker back) if it fails
        except Exception as exc:
            self._cannot_open(path, _not_shown(path, exc))
            return False
        self.unreadable_saves.pop(normal_path(path), None)
        self.save_path = Path(path) if remember else None
        before = self._settings_now()
        listed = normal_path(path) in map(normal_path, self.settings.recent_saves)
        if remember:
            self.settings.add_recent(path)
        self._settings_changed(before)  # once the game is open (see new_game_dialog)
        self._opened_from = (path, left, remember and not listed)
        return True

    def open_scenario(self, path: str) -> bool:
        """Play the scenario at ``path`` (docs/SCENARIOS.md) on the table: set up as it
        says, its actions played, a person in the first seat and the normal computer in
        the others, a game in progress of its own from there. A designer writing one had
        no way into the app but a script that wrote it out as a save."""
        from petridish.core import scenario as scenarios
        from petridish.ui.controller import Match

        try:
            puzzle = scenarios.load(path)
            game = puzzle.rules
            first = scenarios.seat_ids(game, puzzle.seats)[0]
            match = Match.of_scenario(puzzle, first, puzzle.title or Path(path).stem)
            moves = [scenarios.action_of(game, a, n) for n, a in enumerate(puzzle.actions, 1)]
            puzzle.session()  # every action played once here: a refusal names it
        except Exception as exc:  # (ScenarioError, or what the rules refuse in a set-up)
            self._cannot_open(path, exc)
            return False
        self.start(match)
        c = self.controller
        if c is None or c.match is not match:
            return False
        c.paused = True  # the scenario's own moves first
        try:
            for action in moves:
                c.session.sandbox = type(action).__name__ == "Edit"
                c.session.submit(action)
        except Exception as exc:
            self._release_game()
            self.show_picker()
            self._cannot_open(path, exc)
            return False
        c.session.sandbox = False
        c.last_events = []
        c.paused = False
        c.changed.emit()
        c.wake()
        return True

    def _cannot_open(self, path: str, exc: Exception) -> None:
        """One message, and nothing written: the picker marks the save instead, and
        removing it is the player's choice."""
        self._warn("Cannot open that save", str(exc))
        self.unreadable_saves[normal_path(path)] = getattr(exc, "problem", str(exc))
        if self.picker is not None and self.stack.currentWidget() is self.picker:
            self.show_picker()

    def _moves_unreadable(self, exc: SaveError) -> None:
        """A move of the save being opened was refused after its table showed: the game
        is let go (nothing could be done with it, nothing was written), and the game
        left for it comes back (else the picker does), with the save marked and off the
        recent saves if this opening put it there, as one refused at once never is."""
        path, left, added = self._opened_from
        self._release_game()
        self.save_path = None
        if added:
            before = self._settings_now()
            self.settings.remove_recent(path)
            self._settings_changed(before)
        if left is not None and left.is_file():
            self.continue_game(str(left))
        else:
            self.show_picker()
        self._cannot_open(str(exc.path), exc)

    def _reading_on(self) -> None:
        """Say how far the reading of the save being opened has got."""
        c = self.controller
        if c is not None and c.reading is not None:
            self.page.set_status(c.game.turn_label(c.view), c.reading.capitalize(), c.sandbox)

    def save(self) -> bool:
        if self.save_path is None:
            return self.save_as()
        return self._write(self.save_path)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        # Only where the dialog opens: a folder that cannot be made (a full or read-only
        # disk) leaves the dialog to start in its parent, and the choice to the player.
        with contextlib.suppress(OSError):
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
        except OSError as exc:
            # The save's own name: the system's message names the temporary file.
            self._warn("Could not save", f"Could not save “{path}”: {plain_reason(exc)}.")
            return False
        except ValueError as exc:  # a save the reader would refuse: none is written
            self._warn("Could not save", f"Could not save “{path}”: {exc}")
            return False
        self.save_path = path
        self.unreadable_saves.pop(normal_path(path), None)
        # A toast over the table: a status bar appearing for it would push the bars up.
        self.page.view.show_toast(f"Saved to {path}")
        before = self._settings_now()
        self.settings.add_recent(path)
        self._settings_changed(before)  # after the toast, which a notice then joins
        return True


def _is_scenario(path: str) -> bool:
    """Whether the file at ``path`` says it is a scenario (``"format":
    "petridish-scenario"`` near its start), read no further: a long save is read once,
    by its own reader, which says what is wrong with anything else."""
    import re

    from petridish.core.scenario import SCENARIO_FORMAT

    try:
        with open(path, "rb") as f:
            head = f.read(65536)
    except OSError:
        return False
    said = rb'"format"\s*:\s*"' + SCENARIO_FORMAT.encode() + rb'"'
    return re.search(said, head) is not None
