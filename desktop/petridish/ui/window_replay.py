"""The end of a game — the summary with its chart — and the step-by-step replay."""

from __future__ import annotations

from petridish.core.game import IllegalAction
from petridish.qt import QtCore, QtWidgets
from petridish.ui.bars import BAR, PROMPT, coloured


class ReplayMixin:
    """End-of-game screen and replay for ``MainWindow`` (``self`` is the window)."""

    def _build_replay_bar(self) -> None:
        bar = QtWidgets.QFrame()
        coloured(bar, PROMPT, BAR)
        lay = QtWidgets.QHBoxLayout(bar)
        lay.setContentsMargins(14, 6, 14, 6)
        self.r_prev = QtWidgets.QPushButton("◀ Back")
        self.r_next = QtWidgets.QPushButton("Forward ▶")
        self.r_slider = QtWidgets.QSlider(QtCore.Qt.Orientation.Horizontal)
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
        dialog = EndGameDialog(
            headline,
            f"{names} won — {result.reason} after {len(c.session.steps)} moves.",
            series,
            labels,
            self,
        )
        dialog.replay_requested.connect(self.enter_replay)
        # A new game of the game at the table. Not a lambda over ``c``: the dialog's
        # connections must not keep this game alive (the window deletes the dialog when
        # it lets the game go).
        dialog.new_game_requested.connect(self.new_game_dialog)
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
        try:
            c.state_at(moves)  # a position a hand-edited save recorded may be damaged
        except IllegalAction as exc:
            self.page.view.show_toast(str(exc))
            return
        c.replay_at = moves
        self.r_label.setText(f"move {moves} of {len(c.session.steps)}")
        self.r_prev.setEnabled(moves > 0)
        self.r_next.setEnabled(moves < len(c.session.steps))
        self._refresh()

    def leave_replay(self, refresh: bool = True) -> None:
        """Back to the final position, and the summary of a finished game."""
        if self._page is None:
            return
        c = self.controller
        was_replaying = c is not None and c.replay_at is not None
        if was_replaying:
            c.replay_at = None
        self.replay_bar.hide()
        self.page.action_bar.show()
        if refresh:
            self._refresh(animated=False)
        if was_replaying and refresh and self.end_dialog is not None:
            self.end_dialog.show()
