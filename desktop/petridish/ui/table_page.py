"""The table page: a top bar saying whose turn it is and what to do, with the button of
the move that ends the step and the Rules button; the table view; and an action bar
with, when several people share the computer, who is at it, and every legal move (the
keyboard-friendly way to play).

Keys: Tab walks the table's pieces, then leaves for "Your moves" and "Play move";
Enter on "Your moves" plays the chosen entry (Alt+Down, F4 or Space open its list). A
hint chooses its move there and takes the focus to it from wherever it was; once Enter
has played it (or Esc turned it down) the focus goes back.

Nothing is chosen in "Your moves" when its moves change: a move is played only once
the person has chosen it (or a hint has), never one they have not seen offered. Enter
with nothing chosen opens the list, and a held key's repeats play nothing. The list
opens on the move that ends the step (or the hinted one), so that a quick Enter there
chooses the likely move, not the first of the list.

The move that ends a step (done for today, end your turn, start the battle) is also a
button beside the prompt, with the move's name: it plays it as Your moves would, shows
only while such a move is offered (never behind the curtain), and waits a double-click's
time after it changes, so that a second click meant for the last step plays nothing.
So are the few moves a position asks the person to choose between that no gesture on
the table makes (roll the fight die or give up): the choice buttons, before it."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from petridish.qt import Qt, QtCore, QtGui, QtWidgets, Signal, is_alive
from petridish.table.constants import SELECTED
from petridish.table.held_keys import HeldKeys
from petridish.table.scene import TableScene
from petridish.table.view import TableView
from petridish.ui.bars import (
    MODE_LOOK,
    PROMPT,
    QUIET,
    TURN,
    Bar,
    Busy,
    OneLine,
    Prompt,
    RulesPill,
    coloured,
    edge,
    set_font,
)
from petridish.ui.combo import Combo
from petridish.ui.curtain import Curtain
from petridish.ui.palette import BORDER, SURFACE_RAISED, TEXT, WINDOW

# A button a lesson points at: the gold of a lit piece on the table round it.
POINTED_BUTTON = (
    f"QPushButton {{ background: {SURFACE_RAISED}; color: {TEXT};"
    f" border: 2px solid {SELECTED.name()}; border-radius: 4px; padding: 3px 10px; }}"
    f" QPushButton:hover {{ background: {BORDER}; }}"
    f" QPushButton:pressed {{ background: {WINDOW}; }}"
)


class MovesBox(QtWidgets.QComboBox):
    """Your moves: opened with nothing chosen, its list starts on the ``preferred``
    entry (the move that ends the step), highlighted, not chosen: only the person's
    Enter or click there chooses it."""

    preferred = -1
    _still_at: QtCore.QPoint | None = None  # where the mouse was as the list opened

    def showPopup(self) -> None:
        super().showPopup()
        if self.currentIndex() < 0 and 0 <= self.preferred < self.count():
            index = self.model().index(self.preferred, self.modelColumn(), self.rootModelIndex())
            self.view().setCurrentIndex(index)
            self.view().scrollTo(index)
            # The list opens over the bar, an entry under the resting mouse: the mouse's
            # first report there would light that entry instead ("Roll the Infinity
            # Die", where Enter out of habit spends the die). It lights one only once
            # it moves.
            self._still_at = QtGui.QCursor.pos()
            self.view().viewport().installEventFilter(self)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if self._still_at is not None and isinstance(event, QtGui.QMouseEvent):
            if event.type() != QtCore.QEvent.Type.MouseMove:
                return super().eventFilter(obj, event)
            if event.globalPosition().toPoint() == self._still_at:
                return True
            self._still_at = None
            self.view().viewport().removeEventFilter(self)
        return super().eventFilter(obj, event)


class TablePage(QtWidgets.QWidget):
    chosen = Signal(object)  # an action picked in the action bar (or the step button)
    hand_to = Signal(str)  # the "at the computer" control: give the computer to this seat
    rules_asked = Signal()  # the top bar's Rules button: show the game's rules
    result_asked = Signal()  # the top bar's Result button: the end-of-game summary again

    def __init__(
        self, parent: QtWidgets.QWidget | None = None, cache_dir: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.scene = TableScene(self, cache_dir=cache_dir)
        self.view = TableView(self.scene)
        self.view.setAccessibleName("Table")
        # One line each, at one height: the table under the bar never jumps.
        self.turn = OneLine()
        coloured(self.turn, TURN)
        set_font(self.turn, 12, bold=True)
        self.prompt = Prompt()
        coloured(self.prompt, PROMPT)
        set_font(self.prompt, 11)
        # Shown beside the prompt while a computer player thinks, or a hint (see set_busy).
        self.busy = Busy()
        set_font(self.busy, 11)
        # The step button: the move that ends the step, beside the prompt (see
        # set_actions). Not a default button: Enter on the table never presses it.
        self.step = _bar_button("", self._play_step)
        self.step.setAccessibleName("End this step")
        self._step_action: Any = None
        # Why the person might not mean the step's move ("Blink can still attack"), and
        # whether the button was pressed once already and asks for a second press.
        self._caution = ""
        self._armed = False
        # The choice buttons (see set_actions), made as many as a position asks for and
        # kept for the next: hidden ones are spare.
        self.choice_buttons: list[QtWidgets.QPushButton] = []
        self._choice_actions: list[Any] = []
        self._choices_row = QtWidgets.QHBoxLayout()
        self._choices_row.setSpacing(6)
        # A changed button beside the prompt waits a double-click's time before it plays anything
        # (it keeps the focus meanwhile: a keyboard's next Space still finds it).
        # Another player's move changes nothing on the buttons: a click then meant the
        # same move, and was lost while the computers acted (a second click needed).
        self._step_wait = QtCore.QTimer(self)
        self._step_wait.setSingleShot(True)
        self._button_played = False  # a button played a move since the buttons were set
        # Once a game is over and its summary closed: the summary again (see show_result).
        self.result = _bar_button("Result", self.result_asked)
        self.result.setToolTip("Who won and how the game went, again")
        self.mode = RulesPill()
        self.mode.clicked.connect(self.rules_asked)
        # Who is at the computer: shown when several people share it, so that any of them
        # can take it (behind the curtain when they see different things).
        self.at_computer = Combo()
        self.at_computer.setAccessibleName("Who is at the computer")
        self.at_computer.setToolTip("Pass the computer to another player")
        self.at_computer.activated.connect(self._hand_to)
        # As wide as the longest "Ana (Player 1) · may act": never cut short, the prompt
        # gives up its room first.
        self.at_computer.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToContents)
        fixed = QtWidgets.QSizePolicy.Policy.Fixed
        self.at_computer.setSizePolicy(fixed, fixed)
        self.at_computer_label = QtWidgets.QLabel("At the computer:")
        coloured(self.at_computer_label, QUIET)
        self.at_computer_label.setBuddy(self.at_computer)
        self.at_computer_label.setSizePolicy(fixed, fixed)
        # Narrow margins: the prompt's two lines, where it needs them, take the height.
        top = Bar((4, 4))
        tl = top.row
        tl.addWidget(self.turn)
        tl.addSpacing(18)
        tl.addWidget(self.busy)
        tl.addWidget(self.prompt, 1)
        tl.addLayout(self._choices_row)
        tl.addWidget(self.step)
        tl.addWidget(self.result)
        tl.addSpacing(10)
        tl.addWidget(self.mode)
        top.fix_height()
        self.top_bar = top
        self.set_people([], None)
        self.moves = MovesBox()
        self.moves.setAccessibleName("Legal moves")
        self.moves.setMinimumContentsLength(28)
        self.moves.setPlaceholderText("— choose a move —")
        self.moves.installEventFilter(self)  # Enter plays the chosen move
        self._held = HeldKeys()  # Enter's repeats play nothing
        self.moves.currentIndexChanged.connect(self._chosen_changed)
        self.play = QtWidgets.QPushButton("Play move")
        self.play.setDefault(True)
        self.play.clicked.connect(self._play)
        bar = Bar((6, 6))
        bl = bar.row
        # Who is at the computer sits with the moves they may make: the top bar's room
        # is the prompt's.
        bl.addWidget(self.at_computer_label)
        bl.addWidget(self.at_computer)
        bl.addSpacing(18)
        self.moves_label = QtWidgets.QLabel("Your moves:")
        bl.addWidget(self.moves_label)
        bl.addWidget(self.moves, 1)
        bl.addWidget(self.play)
        bar.fix_height()
        self.action_bar = bar
        self._curtain: Curtain | None = None  # the window's, given to it (see curtain)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(top)
        lay.addWidget(edge())
        lay.addWidget(self.view, 1)
        lay.addWidget(edge())
        lay.addWidget(bar)
        # Tab: from the table's pieces to Your moves and Play move (Shift+Tab back), then
        # the step button (or the Result button), the Rules button and who is at the
        # computer.
        chain = [
            self.view,
            self.moves,
            self.play,
            self.step,
            self.result,
            self.mode,
            self.at_computer,
        ]
        for a, b in itertools.pairwise(chain):
            QtWidgets.QWidget.setTabOrder(a, b)
        self._actions: list[Any] = []
        self._moment: Any = None  # what the moves listed are for (see set_actions)
        self._sandbox: bool | None = None  # the mode the pill shows
        # The action bar had the focus when it went idle: give it back when moves return.
        self._moves_had_focus = False
        # Where the focus was when a hint took it to Your moves: it goes back there once
        # Enter has played the hint, so that a later Enter does what it did before.
        self._hint_from: QtWidgets.QWidget | None = None
        self._pointed: Any = None  # the move whose button glows (see point_at)

    @property
    def curtain(self) -> Curtain:
        """The privacy curtain over the table (the window may put up its own instead)."""
        assert self._curtain is not None
        return self._curtain

    @curtain.setter
    def curtain(self, curtain: Curtain) -> None:
        # Hiding the curtain hands the focus on as Tab would; the table is where the next
        # person starts, with no ring left from the last one.
        if curtain is self._curtain:
            return
        if self._curtain is not None:
            self._curtain.ready.disconnect(self._back_to_table)
        self._curtain = curtain
        curtain.ready.connect(self._back_to_table)

    def set_status(self, turn: str, prompt: str, sandbox: bool, waiting: bool = False) -> None:
        """The turn, the prompt, and the mode on the pill: the rules or the sandbox, and
        whether the computer players wait (``waiting``: Edit › Computers wait)."""
        self.turn.setText(turn)
        self.prompt.setText(prompt)
        mode = "SANDBOX — free moves" if sandbox else "Rules"
        if waiting:
            mode = "SANDBOX — computers wait" if sandbox else "Rules · computers wait"
        self.mode.setText(mode)
        if self._sandbox is not sandbox:
            self._sandbox = sandbox
            self.mode.set_look(*MODE_LOOK[sandbox])

    def set_busy(self, text: str) -> None:
        """Show the busy sign while a computer player thinks about its move, or a hint
        is thought of; ``text`` says which ("Coral is thinking…"), "" hides it."""
        self.busy.setVisible(bool(text))
        self.busy.setToolTip(text)
        self.busy.setAccessibleName(text)

    def set_people(self, people: list[tuple[str, str]], current: str | None) -> None:
        """The people sharing the computer as (seat, text), ``current`` at it now; the
        control hides when fewer than two people share it."""
        shown = len(people) > 1
        self.at_computer.setVisible(shown)
        self.at_computer_label.setVisible(shown)
        if not shown:
            return
        entries = [(text, seat) for seat, text in people]
        have = [
            (self.at_computer.itemText(i), self.at_computer.itemData(i))
            for i in range(self.at_computer.count())
        ]
        if have != entries:  # rebuilding an open list would close it under the mouse
            self.at_computer.blockSignals(True)
            self.at_computer.clear()
            for text, seat in entries:
                self.at_computer.addItem(text, seat)
            self.at_computer.blockSignals(False)
        index = self.at_computer.findData(current) if current is not None else -1
        self.at_computer.setCurrentIndex(index)

    def _hand_to(self, index: int) -> None:
        seat = self.at_computer.itemData(index)
        if seat is not None:
            self.hand_to.emit(seat)

    def set_actions(
        self,
        actions: list[tuple[str, Any]],
        idle: str = "nothing to do now",
        moment: Any = None,
        step: tuple[str, Any] | None = None,
        choices: list[tuple[str, Any]] | None = None,
        caution: str = "",
    ) -> None:
        """List the viewer's legal moves (called after every redraw of the table);
        ``idle`` says why there are none. ``moment`` names the position and the person
        they are for: a move chosen stays chosen only while it is the same. ``step``
        is the move among them that ends the step, with its button's words; ``choices``
        the moves among them offered as choice buttons, each with its words; ``caution``
        why the person might not mean the step's move (the presenter's ``caution``):
        its button then plays it only when pressed again."""
        # The table has just been redrawn: no focus ring may stay on a piece that went.
        self.scene.keyboard.revalidate()
        self._actions = [a for _, a in actions]
        # The same moves again at the same moment (a redraw, not a move): the one chosen
        # stays chosen. After any move, even one that offers the same words again (a
        # second Genegrafting Round, another token to spend), nothing is.
        same = moment == self._moment and [
            self.moves.itemText(i) for i in range(self.moves.count())
        ] == [label for label, _ in actions]
        self._moment = moment
        # A hint's move chosen and the position gone on (another's move): the offer goes,
        # and the focus back to where the person was, lest their Enter for the hint open
        # the list of other moves (``offer``).
        back = self._hint_from if not same else None
        if back is not None:
            self._hint_from = None
        chosen = self.moves.currentIndex()
        has = bool(actions)
        bar_focused = self.moves.hasFocus() or self.play.hasFocus()
        if not has and bar_focused:
            # Disabling the focused combo would throw the focus on to the log: wait on
            # the table instead, and come back when there is something to choose.
            self._moves_had_focus = True
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.moves.clear()
        for label, _ in actions:
            self.moves.addItem(label)
        self.moves.setEnabled(has)
        listed = [a for _, a in actions]
        if step is not None and step[1] not in listed:
            step = None
        self.moves.preferred = listed.index(step[1]) if step is not None else -1
        ends = step[1] if step is not None else None
        asked = [(w, a) for w, a in choices or () if a in listed and a != ends]
        # Each button's tooltip is its move as Your moves says it, in full.
        said = [actions[listed.index(a)][0] for _, a in asked]
        self._show_buttons(asked, step, same, said, caution)
        if not has:
            self.moves.addItem(f"— {idle} —")
            self.moves.setCurrentIndex(0)
        else:
            # Other moves than a moment ago: none is chosen until the person chooses.
            self.moves.setCurrentIndex(chosen if same else -1)
        self._chosen_changed()
        if has and self._moves_had_focus:
            self._moves_had_focus = False
            # Only if the player has not gone on to the table's pieces meanwhile.
            if self.view.hasFocus() and self.scene.keyboard.focused is None:
                self.moves.setFocus(Qt.FocusReason.OtherFocusReason)
        if back is not None and (self.moves.hasFocus() or self.play.hasFocus()):
            self._focus_back(back)

    def _show_buttons(
        self,
        choices: list[tuple[str, Any]],
        step: tuple[str, Any] | None,
        same: bool,
        said: list[str],
        caution: str = "",
    ) -> None:
        """Show a choice button for each of ``choices`` (``said``: each one's move in
        full, for its tooltip) and the step button for ``step`` (hidden for None). New
        moves on them wait a double-click's time before the buttons play them; a step
        with a ``caution`` waits for a second press, the button saying why."""
        action = step[1] if step is not None else None
        actions = [a for _, a in choices]
        # The wait starts when the buttons' moves change, or, after a button played one,
        # at the next position (its second click must not play the next step unseen).
        played, self._button_played = self._button_played, False
        changed = (
            action != self._step_action or actions != self._choice_actions or (played and not same)
        )
        self._step_action = action
        self._choice_actions = actions
        if changed or caution != self._caution:
            self._armed = False  # a second press is asked again of another move
        self._caution = caution
        if changed and (action is not None or actions):
            self._step_wait.start(QtWidgets.QApplication.doubleClickInterval())
        while len(self.choice_buttons) < len(choices):
            self._add_choice_button()
        # Asked before any button hides: a focused button hidden hands the focus on to
        # the next in the Tab chain at once (a second Space, meant for the button just
        # pressed, then pressed the Rules pill).
        focus = QtWidgets.QApplication.focusWidget()
        shown = []
        for i, button in enumerate(self.choice_buttons):
            if i < len(choices):
                button.setText(choices[i][0])
                button.setToolTip(said[i])
                shown.append(button)
            button.setVisible(i < len(choices))
        if step is not None:
            armed = self._armed and bool(caution)
            self.step.setText(_asking(caution, step[0]) if armed else step[0])
            self.step.setToolTip(
                f"{step[0]}: the move that ends this step"
                + (f" ({caution}: press again to play it)" if caution else "")
            )
            shown.append(self.step)
        self.step.setVisible(step is not None)
        self._light_pointed()
        if focus in (self.step, *self.choice_buttons) and focus not in shown:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # not on to the log

    def point_at(self, action: Any) -> None:
        """Light the button beside the prompt that makes ``action``, as a lit piece on
        the table is lit (a lesson points so at a move no piece makes: Done playing
        Characters); None lights none. The button stays lit through redraws while it
        makes that move."""
        self._pointed = action
        self._light_pointed()

    def makes(self, action: Any) -> bool:
        """Whether a button beside the prompt, shown now, makes ``action``."""
        buttons = [self.step, *self.choice_buttons]
        actions = [self._step_action, *self._choice_actions]
        return any(a == action and not b.isHidden() for b, a in zip(buttons, actions, strict=False))

    def _light_pointed(self) -> None:
        buttons = [self.step, *self.choice_buttons]
        actions = [self._step_action, *self._choice_actions]
        for i, button in enumerate(buttons):
            on = (
                self._pointed is not None
                and i < len(actions)
                and actions[i] == self._pointed
                and not button.isHidden()
            )
            if bool(button.property("pointed")) != on:
                button.setProperty("pointed", on)
                button.setStyleSheet(POINTED_BUTTON if on else "")

    def _add_choice_button(self) -> None:
        """One more choice button, before the step button and in the Tab chain there."""
        i = len(self.choice_buttons)
        button = QtWidgets.QPushButton()
        button.setAutoDefault(False)  # Enter on the table never presses it
        button.setAccessibleName(f"Choice {i + 1}")
        fixed = QtWidgets.QSizePolicy.Policy.Fixed
        button.setSizePolicy(fixed, fixed)
        button.clicked.connect(lambda: self._play_choice(i))
        self._choices_row.addWidget(button)
        QtWidgets.QWidget.setTabOrder(self.choice_buttons[-1] if i else self.play, button)
        QtWidgets.QWidget.setTabOrder(button, self.step)
        self.choice_buttons.append(button)

    def _ready_to_play(self) -> bool:
        """The buttons beside the prompt play nothing while the curtain is up, nor for
        a double-click's time after their moves changed."""
        curtained = self._curtain is not None and self._curtain.isVisible()
        return not curtained and not self._step_wait.isActive()

    def _play_step(self) -> None:
        """The step button: play its move, as Play move plays a chosen one; a move with
        a caution at the second press, the first saying why on the button."""
        if self._step_action is None or not self._ready_to_play():
            return
        if self._caution and not self._armed:
            self._armed = True
            # A double-click is not a second press: the words must be there to be read.
            self._step_wait.start(QtWidgets.QApplication.doubleClickInterval())
            self.step.setText(_asking(self._caution, self.step.text()))
            self.step.setAccessibleDescription(f"{self._caution}: press again to play it")
            return
        self._armed = False
        self.step.setAccessibleDescription("")
        self._button_played = True
        self.chosen.emit(self._step_action)

    def _play_choice(self, i: int) -> None:
        """A choice button: play its move, as the step button does."""
        if i < len(self._choice_actions) and self._ready_to_play():
            self._button_played = True
            self.chosen.emit(self._choice_actions[i])

    def _chosen_changed(self, *_: Any) -> None:
        """ "Play move" plays a move the person has chosen, and nothing else."""
        self.play.setEnabled(0 <= self.moves.currentIndex() < len(self._actions))

    def offer(self, action: Any) -> bool:
        """Choose ``action`` in Your moves (a hint's move), False where it is not
        listed: the focus goes there, so that Enter plays it wherever the focus was, and
        comes back once it is played."""
        if action not in self._actions:
            return False
        self.moves.setCurrentIndex(self._actions.index(action))
        focus = QtWidgets.QApplication.focusWidget()
        if focus is not None and focus not in (self.moves, self.play):
            self._hint_from = focus
        self.moves.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return True

    def _play(self) -> None:
        back, self._hint_from = self._hint_from, None
        i = self.moves.currentIndex()
        if 0 <= i < len(self._actions):
            if back is not None:
                self.view.toast.dismiss()  # the hint is taken: its "Enter plays it" goes
            self.chosen.emit(self._actions[i])
        self._focus_back(back)

    def _focus_back(self, widget: QtWidgets.QWidget | None) -> None:
        """Give the focus back to ``widget``, where it was before a hint took it; not
        under the curtain, come down for the next person as the move was played: it
        keeps the keyboard for their Enter."""
        if self._curtain is not None and self._curtain.isVisible():
            return
        if widget is not None and is_alive(widget) and widget.isVisible():
            self._moves_had_focus = False
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _back_to_table(self) -> None:
        self._moves_had_focus = False
        self.scene.keyboard.set_focus(None)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        # A QComboBox does nothing with Enter but pass it on; here it plays the move, as
        # the button beside it does. Its list still opens with Alt+Down, F4 or Space.
        if (
            obj is self.moves
            and event.type() == QtCore.QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            if self._held.repeated(event):
                return True  # a held Enter plays one move, the one the person chose
            if self.moves.currentIndex() < 0 and self._actions:
                self.moves.showPopup()  # nothing chosen yet: show what may be chosen
            else:
                self._play()
            return True
        if obj is self.moves and event.type() == QtCore.QEvent.Type.KeyRelease:
            self._held.released(event)
        if obj is self.moves and event.type() == QtCore.QEvent.Type.FocusOut:
            # The player went elsewhere (not only into the list, or to another window):
            # the hint's offer is let go.
            reason = event.reason()
            if reason not in (
                Qt.FocusReason.PopupFocusReason,
                Qt.FocusReason.ActiveWindowFocusReason,
            ):
                self._hint_from = None
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event: Any) -> None:
        focused = QtWidgets.QApplication.focusWidget()
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and isinstance(focused, QtWidgets.QPushButton)
            and self.isAncestorOf(focused)
        ):
            # A focused button beside the prompt (End your turn, Wipe the Gene Stream) or
            # in the lesson's bar passes Enter on, being no dialog's default: Enter did
            # nothing there and only Space pressed it. A held Enter presses it once.
            if not event.isAutoRepeat() and focused.isEnabled() and focused.isVisible():
                focused.click()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.chosen.emit(None)
            self.scene.keyboard.revalidate()  # a half-made move taken back redraws
            back, self._hint_from = self._hint_from, None
            if back is not None:
                # A hint turned down: its words and its move chosen in Your moves go
                # (they stayed, "Play Lumina" chosen), and the focus goes back to where
                # the player was.
                self.view.dismiss_hint()
                self.moves.setCurrentIndex(-1)
            self._focus_back(back)
        super().keyPressEvent(event)


def _asking(caution: str, words: str) -> str:
    """The step button pressed once for a move with a caution: it asks to be pressed
    again, saying why ("Blink can still attack: end your turn?")."""
    return f"{caution}: {words.lower()}?"


def _bar_button(text: str, pressed: Any) -> QtWidgets.QPushButton:
    """A button beside the prompt, hidden until it is wanted: its own size, and never a
    default button (Enter on the table never presses it)."""
    button = QtWidgets.QPushButton(text)
    button.setAutoDefault(False)
    fixed = QtWidgets.QSizePolicy.Policy.Fixed
    button.setSizePolicy(fixed, fixed)
    button.clicked.connect(pressed)
    button.hide()
    return button
