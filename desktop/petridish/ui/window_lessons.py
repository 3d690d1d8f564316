"""The main window's part in Learn to play: starting a lesson (or going on with one left
half-way), leaving it, and what comes after (see ``ui.lesson``)."""

from __future__ import annotations

from typing import Any

from petridish.core import registry
from petridish.qt import QtWidgets


class LessonsMixin:
    """Learn to play in the main window (mixed into MainWindow)."""

    lesson: Any = None  # the LessonRun at the table, if a lesson is being played

    def start_lesson(self: Any, game_id: str) -> None:
        """Learn to play ``game_id``: from the start, or from the step reached last time
        if the player chooses to go on."""
        from petridish.core.lesson import LessonError, load
        from petridish.ui.controller import Match
        from petridish.ui.lesson import LessonRun

        try:
            lesson = load(game_id)
        except LessonError as exc:
            self._warn("Cannot start the lesson", str(exc))
            return
        index = self.settings.lessons.get(game_id, 0)
        if not 0 < index < len(lesson.steps) or not self._go_on_with_lesson(lesson, index):
            index = 0
        # (A demo: never autosaved.)
        match = Match.of_scenario(lesson.scenario, lesson.learner, lesson.title, demo=True)
        self.start(match)
        c = self.controller
        if c is None or c.match is not match:
            return
        c.paused = True  # the lesson says when the others move
        for action in lesson.script[: lesson.played_before(index)]:
            c.session.submit(action)
        if index:
            # Gone on from a later step: the news of the set-up, told as the game begins,
            # is long past (it stayed over the step gone on from); the log keeps it.
            c.last_events = []
            self.page.view.toast.dismiss()
        self.lesson = LessonRun(self, lesson, index)
        c.changed.emit()

    def _go_on_with_lesson(self: Any, lesson: Any, index: int) -> bool:
        box = QtWidgets.QMessageBox(self)
        box.setWindowTitle(lesson.title)
        # The game is named in the words too: a window's title is not always shown.
        box.setText(
            f"{lesson.title}: go on from step {index + 1} of {len(lesson.steps)},"
            " where you left off?"
        )
        go_on = box.addButton("Go on", QtWidgets.QMessageBox.ButtonRole.AcceptRole)
        box.addButton("Start again", QtWidgets.QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(go_on)
        box.exec()
        chosen = box.clickedButton() is go_on
        box.deleteLater()
        return chosen

    def end_lesson(self: Any) -> None:
        """The table lets the lesson go (called as its game is released)."""
        if self.lesson is not None:
            self.lesson.end()
            self.lesson = None

    def leave_lesson(self: Any) -> None:
        """Leave lesson: the step reached is kept for next time; back to the games."""
        self.end_lesson()
        self.show_picker()

    def after_lesson(self: Any) -> None:
        """A finished lesson's "Play a game": the new-game dialog for its game, the
        learner against computer players. Cancelled, it leaves the lesson's last step as
        it was, its buttons still there."""
        if self.lesson is None:
            return
        game_id = self.lesson.lesson.game
        # A first game of it is the lesson's table (as the lesson's end promises);
        # choices made for this game before are kept instead.
        setup = self.ask_new_game(game_id, self.lesson_table(game_id))
        if setup is None:
            return
        self.end_lesson()
        self.start_new_game(game_id, setup)

    def lesson_table(self: Any, game_id: str) -> Any:
        """The new-game dialog's first choices for ``game_id`` where it has a lesson
        (None where it has none): the learner's seat a person's, the others computer
        players. ADAPTOID 24's lesson teaches the Geneticist, and a first game from the
        picker sat the newcomer as the Adaptoid, whose moves they had only watched."""
        from petridish.core import lesson as lessons
        from petridish.core.scenario import seat_ids
        from petridish.ui.newgame import DEFAULT_COMPUTER, NewGameSetup, SeatSetup

        if not lessons.has_lesson(game_id):
            return None
        try:
            lesson = lessons.load(game_id)
        except lessons.LessonError:
            return None  # (a lesson file damaged by hand: the usual first choices)
        seats = seat_ids(lesson.rules, lesson.scenario.seats)
        return NewGameSetup(
            game_id,
            [SeatSetup(s, "", "human" if s == lesson.learner else DEFAULT_COMPUTER) for s in seats],
        )

    def remember_lesson(self: Any, game_id: str, index: int | None) -> None:
        """Keep the step reached (None: the lesson is done, nothing to go on with)."""
        lessons = dict(self.settings.lessons)
        if index:
            lessons[game_id] = index
        else:
            lessons.pop(game_id, None)
        if lessons != self.settings.lessons:
            self.settings.lessons = lessons
            self._store_settings()

    def show_rules_at(self: Any, section: str) -> None:
        """The Rules panel, open at ``section`` of the rules reference."""
        self.show_rules()
        if section and self.rules is not None:
            self.rules.show_section(section)

    def lessons_offered(self: Any) -> list[tuple[str, str]]:
        """(game id, name) of every playable game that has a lesson."""
        from petridish.core.lesson import has_lesson

        return [(g.id, g.name) for g in registry.games() if g.available and has_lesson(g.id)]
