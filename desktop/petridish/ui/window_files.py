"""Starting games, opening and saving them: the main window's file handling.

Bad saves are refused with one clear message and change nothing; a recent save that
cannot be read any more is dropped from the list.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from petridish.core import registry
from petridish.qt import QtWidgets
from petridish.storage import peek
from petridish.storage.paths import SAVE_SUFFIX
from petridish.storage.settings import save_settings

if TYPE_CHECKING:
    from petridish.ui.controller import Match


class FilesMixin:
    """New games, open and save for ``MainWindow`` (``self`` is the window)."""

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
        # A toast over the table: a status bar appearing for it would push the bars up.
        self.page.view.show_toast(f"Saved to {path}")
        return True
