"""The end of a game — the summary with its chart — and the step-by-step replay.

A replay shows each step as the table showed it then, to the person at the computer:
what was hidden stays hidden (the deck's order was never seen by anyone), the dice lie
as that step left them, and the log stops at that step with only the lines that person
read. It opens from the summary of a finished game (at its first move) or from
*Game › Replay* at any time (a game in progress: at the present, to step back from).
While it shows, the game is held still: nothing can be played and computer players
wait; leaving it returns to the game exactly as it was.
"""

from __future__ import annotations

from petridish.qt import QtCore, QtWidgets


class ReplayMixin:
    """End-of-game screen and replay for ``MainWindow`` (``self`` is the window)."""

    def _build_replay_bar(self) -> None:
        from petridish.ui.bars import BAR, PROMPT, coloured  # the table's: not the picker's

        bar = QtWidgets.QFrame()
        coloured(bar, PROMPT, BAR)
        lay = QtWidgets.QHBoxLayout(bar)
        lay.setContentsMargins(14, 6, 14, 6)
        self.r_prev = QtWidgets.QPushButton("◀ Back")
        self.r_next = QtWidgets.QPushButton("Forward ▶")
        self.r_slider = QtWidgets.QSlider(QtCore.Qt.Orientation.Horizontal)
        self.r_slider.setAccessibleName("Replay: move")
        self.r_label = QtWidgets.QLabel()
        self.r_exit = QtWidgets.QPushButton("Leave replay")
        self.r_prev.clicked.connect(lambda: self.r_slider.setValue(self.r_slider.value() - 1))
        self.r_next.clicked.connect(lambda: self.r_slider.setValue(self.r_slider.value() + 1))
        self.r_slider.valueChanged.connect(self._replay_to)
        self.r_exit.clicked.connect(lambda: self.leave_replay())  # not clicked(bool) as refresh
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

    def _finished(self) -> None:
        c = self.controller
        if c is None or self.end_dialog is not None:
            return
        from petridish.ui.endgame import EndGameDialog
        from petridish.ui.session_view import turn_series

        result = c.game.result(c.state)
        names = " and ".join(c.seat_label(w) for w in result.winners)
        headline = c.game.headline(result, names)
        series, labels = turn_series(c)
        totals = self.presenter.totals(c.state) if self.presenter is not None else ((), [])
        moves = len(c.session.steps)
        # A game everyone loses (ADRIFT's sunk boat) has nobody to name as the winner.
        why = c.game.ending(result)
        said = f"{names} won — {why}" if names else why[:1].upper() + why[1:]
        dialog = EndGameDialog(
            headline,
            f"{said}{',' if names else ''} after {moves} move{'' if moves == 1 else 's'}.",
            series,
            labels,
            self,
            totals=totals,
        )
        dialog.replay_requested.connect(self.enter_replay)
        # A new game of the game at the table, set up as it was. Not a lambda over
        # ``c``: the dialog's connections must not keep this game alive (the window
        # deletes the dialog when it lets the game go).
        dialog.new_game_requested.connect(self.new_game_again)
        dialog.finished.connect(self._sync_result)  # closed: the top bar's Result brings it back
        self.end_dialog = dialog
        dialog.adjustSize()
        self.show_result()

    def show_result(self) -> None:
        """The end-of-game summary, over the table: when the game ends, and again from
        the top bar's *Result* once it was closed."""
        dialog = self.end_dialog
        if dialog is None or self._page is None:
            return
        # Over the table, not the window: centred on the window it covered the log's
        # first letters, and the log tells how the game ended.
        table = self.page.view
        centre = table.mapToGlobal(table.rect().center())
        frame = dialog.frameGeometry()
        frame.moveCenter(centre)
        screen = table.screen().availableGeometry()
        dialog.move(
            max(screen.left(), min(frame.left(), screen.right() - frame.width())),
            max(screen.top(), min(frame.top(), screen.bottom() - frame.height())),
        )
        dialog.show()
        self._sync_result()

    def _sync_result(self) -> None:
        """The top bar's *Result* shows while a finished game's summary is closed (not
        in its replay, which has its own way back); a summary of an end taken back goes."""
        if self._page is None:
            return
        c = self.controller
        playing = c is not None and c.replay_at is None
        if playing and self.end_dialog is not None and not c.game.is_terminal(c.state):
            # The end was taken back (undo, a sandbox edit): its summary goes with it,
            # and the next end gets its own.
            self.end_dialog.close()
            self.end_dialog.deleteLater()
            self.end_dialog = None
        self.page.result.setVisible(
            playing and self.end_dialog is not None and not self.end_dialog.isVisible()
        )

    def toggle_replay(self) -> None:
        """*Game › Replay*: replay the game so far; again, back to the game."""
        c = self.controller
        if c is not None and c.replay_at is not None:
            self.leave_replay()
        else:
            self.enter_replay()
        self._update_actions()  # the menu's tick follows, also when it was refused

    def enter_replay(self) -> None:
        """Replay the game: a finished one from its first move, one in progress from
        the present. Behind the curtain (nobody at the computer yet) it is refused, with
        the reason where people look."""
        c = self.controller
        if c is None or self._page is None or c.replay_at is not None:
            return
        reason = c.replay_refusal()
        if reason is not None:
            self._tell(f"No replay now: {reason}.")
            return
        scene = self.page.scene
        scene.keyboard.cancel()  # a piece held belongs to the game, not to the replay
        scene.drag.cancel()
        scene.preview.cancel()
        if self.end_dialog is not None:
            self.end_dialog.hide()
        finished = c.game.is_terminal(c.state)
        c.start_replay()
        total = len(c.session.steps)
        first = c.session.first  # below 0: the set-up, and what happened by itself
        moves = first if finished else total
        self.r_exit.setText("Leave replay" if finished else "Back to the game")
        self.r_slider.blockSignals(True)  # one redraw, below
        self.r_slider.setRange(first, total)
        self.r_slider.setValue(moves)
        self.r_slider.blockSignals(False)
        self.replay_bar.show()
        self.page.action_bar.hide()
        self._replay_to(moves)
        self.r_slider.setFocus()  # the arrow keys step through the moves

    def _replay_to(self, moves: int) -> None:
        c = self.controller
        if c is None or c.replay_at is None:
            return
        c.replay_to(moves)
        total = len(c.session.steps)
        self.r_label.setText(f"move {moves} of {total}" if moves >= 0 else "before move 1")
        self.r_prev.setEnabled(moves > c.session.first)
        self.r_next.setEnabled(moves < total)
        self._refresh(animated=False)  # a step, not a move being made: nothing tumbles

    def leave_replay(self, refresh: bool = True) -> None:
        """Back to the game as it was (a finished one: its final position and summary).
        ``refresh`` False: the game is being let go, and nothing of it is redrawn."""
        if self._page is None:
            return
        c = self.controller
        was_replaying = c is not None and c.replay_at is not None
        self.replay_bar.hide()
        self.page.action_bar.show()
        if was_replaying:
            c.end_replay(resume=refresh)
        if refresh:
            self._refresh(animated=False)
            self.page.view.setFocus()
        if was_replaying and refresh and self.end_dialog is not None:
            self.end_dialog.show()
            self._sync_result()
