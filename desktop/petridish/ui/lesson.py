"""Learn to play, at the table: a lesson (``core.lesson``) played in the real window.

The lesson's game is set up as its scenario says, the learner at their seat and the
other seats played by the lesson itself, their moves shown as a computer player's are.
A bar over the table says the step's sentence, how far the lesson has come, and where
the rules say it (one click opens the Rules panel there); Next goes on from a step of
words, or lets the others make their moves. In a step where the learner moves, the
piece to move glows and so does the place it goes; any other move is refused with the
step's own words. Leave lesson keeps the step reached: Learn to play offers to go on
from it. A lesson is never autosaved: it is no one's game to keep.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from petridish.core.actions import Action
from petridish.core.hint import Advice
from petridish.core.lesson import Lesson, Step
from petridish.qt import QtCore, QtWidgets, Signal, is_alive
from petridish.table.die import ROLLING
from petridish.ui.bars import PROMPT, coloured, set_font
from petridish.ui.pointing import Pointer

if TYPE_CHECKING:
    from petridish.ui.main_window import MainWindow


# Not "the whole of it": a lesson of five minutes leaves rules out (Gear and the Infinity
# Die), and a learner took it at its word.
END_WORDS = (
    "That is the heart of it; the Rules (F1) tell the rest. Play a game of your own: the"
    " computer players wait at the level you choose."
)


# The button beside the sentence, by what the step waits for: a step telling of the
# others' moves says so on its button (its words read as if they had happened, the table
# not yet showing them).
NEXT_WORDS = {"next": "Next", "watch": "Let them play", "move": "Your move", "others": "Watch…"}


class LessonBar(QtWidgets.QFrame):
    """The lesson's bar over the table: the step, its sentence, the rules, Next."""

    next_asked = Signal()
    leave_asked = Signal()
    rules_asked = Signal(str)  # the section of the rules reference
    again_asked = Signal()  # a finished lesson: play a real game of it

    def __init__(self, title: str, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBar")
        # Never taller than its words need: the table below takes the rest (the first
        # step's bar stood 40 px taller than the next's, and the table jumped).
        self.setSizePolicy(
            QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Maximum
        )
        self.setAccessibleName("Lesson")
        self.count = QtWidgets.QLabel(title)
        set_font(self.count, 10, bold=True)
        # Where the cards are small (a laptop's table), the way to read one: said for
        # as long as the lesson lasts, in the room the top row has to spare.
        self.tip = QtWidgets.QLabel("Rest the pointer on a card to read it large")
        self.tip.setObjectName("dim")
        set_font(self.tip, 10)
        self.say = QtWidgets.QLabel()
        self.say.setWordWrap(True)
        self.say.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.say.setAccessibleName("Lesson step")
        set_font(self.say, 13)
        coloured(self.say, PROMPT)
        # Room kept for the longest sentence of the lesson (two lines at least), and the
        # button's place for it in every step: the table below never jumps as the steps
        # go by. (A third line pushed the table down and, in ADRIFT at 1366 x 768, took
        # it to its other arrangement and back between steps.)
        self._sentences: list[str] = []
        self.say.setMinimumHeight(2 * self.say.fontMetrics().lineSpacing())
        self.say.installEventFilter(self)
        # A short sentence at the top of its room, as a paragraph starts (it floated in
        # the middle of the room kept for a longer one), its button beside its first line.
        self.say.setAlignment(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignTop)
        self.rules = QtWidgets.QPushButton()
        self.rules.setFlat(True)
        self.rules.setObjectName("link")
        self.rules.setStyleSheet("QPushButton#link { color: #7fd3c7; text-decoration: underline; }")
        self.rules.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        self.rules.clicked.connect(lambda: self.rules_asked.emit(self._section))
        # Its row keeps the link's height in a step that names no section too.
        policy = self.rules.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.rules.setSizePolicy(policy)
        self.next = QtWidgets.QPushButton("Next")
        self.next.setDefault(True)
        self.next.clicked.connect(self.next_asked)
        # As wide as its widest words, whatever the step: the sentence beside it keeps
        # one width, so the room kept for it (``keep_room_for``) fits every step.
        widest = max(self.next.fontMetrics().horizontalAdvance(w) for w in NEXT_WORDS.values())
        self.next.setMinimumWidth(widest + 2 * self.next.fontMetrics().averageCharWidth() + 16)
        self.again = QtWidgets.QPushButton("Play a game")
        self.again.clicked.connect(self.again_asked)
        self.leave = QtWidgets.QPushButton("Leave lesson")
        self.leave.clicked.connect(self.leave_asked)
        self._section = ""
        top = QtWidgets.QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.count)
        top.addSpacing(18)
        top.addWidget(self.tip)
        top.addStretch(1)
        top.addWidget(self.rules)
        top.addWidget(self.leave)
        row = QtWidgets.QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.say, 1)
        row.addWidget(self.next, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.again, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(12, 6, 12, 8)
        lay.setSpacing(2)
        lay.addLayout(top)
        lay.addLayout(row)

    def keep_room_for(self, sentences: list[str]) -> None:
        """Keep the sentence's room as tall as the longest of ``sentences`` needs at
        the bar's width, now and whenever the window is resized."""
        self._sentences = list(sentences)
        self._keep_room()

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        # The sentence's own width, once its row is laid out (the bar's resize comes
        # before its children's).
        if obj is self.say and event.type() == QtCore.QEvent.Type.Resize:
            self._keep_room()
        return False

    def _keep_room(self) -> None:
        say = self.say
        width = say.width()
        if width <= 0:
            return
        metrics = say.fontMetrics()
        flags = QtCore.Qt.TextFlag.TextWordWrap
        area = QtCore.QRect(0, 0, width, 10_000)
        tallest = max(
            (metrics.boundingRect(area, flags, text).height() for text in self._sentences),
            default=0,
        )
        need = max(2 * metrics.lineSpacing(), tallest)
        if say.minimumHeight() != need:
            say.setMinimumHeight(need)

    def show_step(self, where: str, say: str, section: str, waiting: str) -> None:
        """Show a step; ``waiting`` for: "next" (the learner reads, then Next), "watch"
        (the learner reads of the others' moves, then lets them play), "move" (the
        learner's move, on the table) or "others" (their moves being made)."""
        self.count.setText(where)
        self.say.setText(say)
        self._section = section
        self.rules.setText(f"Rules: {section}" if section else "")
        self.rules.setVisible(bool(section))
        self.rules.setToolTip(f"Open the rules at “{section}”" if section else "")
        self.next.setText(NEXT_WORDS[waiting])
        self.next.setEnabled(waiting in ("next", "watch"))
        tips = {
            "watch": "The others make the moves this step tells of",
            "move": "Make the move on the table: drag the lit piece to the lit place, or "
            "double-click or click it (or press the lit button)",
        }
        self.next.setToolTip(tips.get(waiting, ""))
        self.next.show()
        self.tip.show()
        self.again.hide()
        self.leave.setText("Leave lesson")

    def show_end(self, title: str, say: str) -> None:
        self.count.setText(title)
        self.say.setText(say)
        self.rules.hide()
        self.tip.hide()
        self.next.hide()
        self.again.show()
        self.leave.setText("Back to the games")


class Scripted:
    """The other seats of a lesson: each plays the lesson's next move."""

    name = "lesson"

    def __init__(self, next_move: Callable[[], Action | None]) -> None:
        self.next_move = next_move

    def choose(self, game: Any, view: Any, seat: str, legal: list[Action]) -> Action:
        move = self.next_move()
        return move if move is not None and move in legal else legal[0]


class LessonRun(QtCore.QObject):
    """A lesson being played in ``window`` (see the module)."""

    finished_lesson = Signal()

    def __init__(self, window: MainWindow, lesson: Lesson, index: int = 0) -> None:
        super().__init__(window)
        self.window = window
        self.lesson = lesson
        self.index = index
        self.released = False  # a step to watch: Next let the others make their moves
        self.done = False  # its last step is over (an undo may take it back)
        self.left = False  # the window let it go
        self.pointer = Pointer(window)  # what the step's move is made with, lit
        c = window.controller
        assert c is not None
        self.controller = c
        script = lesson.script
        c.lesson_check = self._check
        c.lesson_hint = self._hint
        for seat in list(c.bots):
            c.bots[seat] = Scripted(lambda: self._next_move(script))
        self.bar = LessonBar(lesson.title)
        self.bar.keep_room_for([step.say for step in lesson.steps] + [END_WORDS])
        self.bar.next_asked.connect(self.next)
        self.bar.leave_asked.connect(window.leave_lesson)
        self.bar.again_asked.connect(window.after_lesson)
        self.bar.rules_asked.connect(window.show_rules_at)
        page_layout = window.page.layout()
        assert isinstance(page_layout, QtWidgets.QVBoxLayout)
        page_layout.insertWidget(1, self.bar)
        self.follow()  # (and the window follows the game through it: ``MainWindow._refresh``)

    # -- where the lesson is -------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    def _played(self) -> int:
        return len(self.controller.session.steps)

    def _next_move(self, script: tuple[Action, ...]) -> Action | None:
        played = self._played()
        return script[played] if played < len(script) else None

    def _check(self, action: Action) -> str | None:
        """Any move of the learner's but the one the step asks for is refused, with the
        step's words."""
        step = self.step
        if step is not None and step.do == action:
            return None
        waiting = self._waiting_for()
        if waiting or step is None:
            return waiting
        # The step's words are sentences of their own (after a colon, "…move: Click").
        return f"the lesson asks for another move. {step.say}"

    def _waiting_for(self) -> str:
        """What the lesson waits for where it asks for no move ("" where it asks for one)."""
        step = self.step
        if self.done or step is None:
            return "the lesson is over: press Play a game to play one of your own, or Back to the games"
        if step.watch and self.released:
            return "the others are making the moves this step tells of: watch them"
        if step.watch:
            return "the lesson tells of the others' moves: read it, then press Let them play"
        if step.do is None:
            return "the lesson shows this step: read it, then press Next"
        return ""

    def _hint(self) -> Advice | str:
        """The hint in a lesson: the move its step asks for, or why there is none."""
        step = self.step
        if self.done or step is None or step.do is None:
            return self._waiting_for()
        return Advice(step.do, "the lesson's step asks for it")

    def prompt(self) -> str:
        """What the bar over the table asks of the learner where the lesson asks for
        no move, the others' moves too ("" where it asks for one: the table's own words).
        Where all act at once (ADRIFT's meal), the table's own words asked the learner to
        eat while the lesson had the others eat first."""
        said = self._waiting_for()
        return said[0].upper() + said[1:] if said else ""

    def follow(self) -> None:
        """Follow the game: a step whose moves are all made is over (an undone move takes
        the lesson back to its step, the lesson's last one too); then show the step and
        point at its move."""
        if self.left or not is_alive(self.bar):
            return
        played, lesson, before = self._played(), self.lesson, self.index
        if self.done:
            if played >= lesson.played_before(len(lesson.steps)):
                return
            # Its last move taken back: the lesson goes on from that move's step (it
            # stayed over, refusing every move and hint, with Redo the only way out).
            self.done = False
        while self.step is not None and self.step.moves:
            end = lesson.played_before(self.index + 1)
            if played < end:
                break
            self.index += 1
            self.released = False
        while self.index > 0 and played < lesson.played_before(self.index):
            self.index -= 1  # a move taken back
        if self.step is None:
            self._finish()
            return
        if self.index != before:  # a move made (or taken back): the step reached is kept
            self.window.remember_lesson(lesson.game, self.index)
        self._show()

    def _show(self) -> None:
        step = self.step
        assert step is not None
        total = len(self.lesson.steps)
        if step.do is not None:
            waiting = "move"
        elif step.watch:
            waiting = "others" if self.released else "watch"
        else:
            waiting = "next"
        shown = partial(
            self._show_words,
            f"{self.lesson.title} · step {self.index + 1} of {total}",
            step,
            waiting,
        )
        # The step's words once the dice the table shows rolling have landed: "5 + 4
        # Ferocity = 9 … 4 damage" stood over a die still tumbling towards a 1.
        self.window.page.scene.animator.after(ROLLING, self.bar, shown, channel="words")
        # The others move only once the learner has read the step that shows it.
        self.controller.paused = not (step.watch and self.released)
        self._point(step.do)

    def _show_words(self, where: str, step: Step, waiting: str) -> None:
        if not is_alive(self.bar) or self.left:
            return
        pressed = self.bar.next.hasFocus()
        self.bar.show_step(where, step.say, step.section, waiting)
        if waiting in ("next", "watch"):
            self.bar.next.setFocus()
        elif pressed:
            # Next greyed for a move on the table: the focus goes there, not on along
            # the window's chain to the log (a new player found the log outlined).
            self.window.page.view.setFocus()

    def next(self) -> None:
        """Next: a step of words is over; a step to watch lets the others move."""
        step = self.step
        if step is None or step.do is not None:
            return
        self.window.dismiss_refusal()  # "Cannot take back…" stayed over the next step
        if step.watch:
            self.released = True
            self._show()
            self.controller.paused = False
            # Next is the learner letting the others go: where all may act in any
            # order (ADRIFT's day), they need not wait a moment more for the learner.
            self.controller.people_waited = True
            self.controller.wake()
            self.controller.changed.emit()  # the bar over the table: the others' turn
            return
        self.index += 1
        self.released = False
        self.window.remember_lesson(self.lesson.game, self.index)
        self.controller.changed.emit()  # the window, and the lesson with it, follow

    # -- pointing ------------------------------------------------------------------------
    def _point(self, action: Action | None) -> None:
        """Light the piece the learner's move is about and the place it goes, or the
        button beside the prompt that makes it."""
        self.pointer.point(action)

    # -- the end -------------------------------------------------------------------------
    def _finish(self) -> None:
        self.done = True
        self._point(None)
        self.controller.paused = True
        self.window.remember_lesson(self.lesson.game, None)
        self.bar.show_end(
            f"{self.lesson.title} · done",
            END_WORDS,
        )
        self.bar.again.setFocus()
        self.finished_lesson.emit()

    def end(self) -> None:
        """The window lets the lesson go (left, or another game opened)."""
        self._point(None)
        self.done = self.left = True
        if is_alive(self.bar):
            self.bar.hide()
            self.bar.deleteLater()
        if is_alive(self.controller):
            self.controller.lesson_check = None
            self.controller.lesson_hint = None
        self.deleteLater()
