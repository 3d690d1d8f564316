"""The end-of-game screen: who won and why, how the game went, and what to do next.

The headline and its reason name the players, as they typed their names or as a save
handed them over: shown as plain text, never read as markup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from petridish.qt import QtCore, QtGui, QtWidgets, Signal
from petridish.ui import palette
from petridish.ui.chart import StatsChart
from petridish.ui.palette import scaled_font

Qt = QtCore.Qt


class EndGameDialog(QtWidgets.QDialog):
    """The result headline, its reason, a chart of the key numbers, and the next steps.

    "Replay step by step" and "New game" emit their signal and close the dialog; "Close"
    (or Escape) only closes it, leaving the final position on the table.
    """

    replay_requested = Signal()
    new_game_requested = Signal()

    def __init__(
        self,
        title: str,
        detail: str,
        series: Mapping[str, Sequence[float]],
        labels: Sequence[str] = (),
        parent: QtWidgets.QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        self.setModal(True)
        root = QtWidgets.QVBoxLayout(self)
        root.setContentsMargins(32, 28, 32, 24)
        root.setSpacing(10)

        kicker = QtWidgets.QLabel("GAME OVER")
        kicker.setObjectName("section")
        font = scaled_font(self.font(), 0.85, QtGui.QFont.Weight.Bold)
        font.setLetterSpacing(QtGui.QFont.SpacingType.PercentageSpacing, 130)
        kicker.setFont(font)
        kicker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline = QtWidgets.QLabel()
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.headline.setText(title)
        self.headline.setObjectName("headline")
        self.headline.setFont(scaled_font(self.font(), 2.2, QtGui.QFont.Weight.Bold))
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.detail = QtWidgets.QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setText(detail)
        self.detail.setObjectName("dim")
        self.detail.setFont(scaled_font(self.font(), 1.1))
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        for widget in (kicker, self.headline, self.detail):
            root.addWidget(widget)

        self.chart = StatsChart(series, labels)
        if series:
            root.addSpacing(10)
            frame = QtWidgets.QFrame()
            frame.setObjectName("chartFrame")
            inner = QtWidgets.QVBoxLayout(frame)
            inner.setContentsMargins(16, 12, 16, 12)
            caption = QtWidgets.QLabel("How the game went, turn by turn")
            caption.setObjectName("dim")
            inner.addWidget(caption)
            inner.addWidget(self.chart, 1)
            root.addWidget(frame, 1)
        else:
            self.chart.hide()

        self.replay_button = QtWidgets.QPushButton("Replay step by step")
        self.replay_button.setToolTip("Watch the whole game again from the first move")
        self.new_game_button = QtWidgets.QPushButton("New game")
        self.new_game_button.setObjectName("primary")
        self.new_game_button.setDefault(True)
        self.close_button = QtWidgets.QPushButton("Close")
        self.close_button.setToolTip("Close this and look at the final position")
        self.replay_button.clicked.connect(self._replay)
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.new_game_button)
        root.addSpacing(8)
        root.addLayout(buttons)

        self.setStyleSheet(
            palette.widget_style()
            + palette.form_style()
            + f"""
            #chartFrame {{ background: {palette.SURFACE}; border: 1px solid {palette.BORDER};
                           border-radius: 12px; }}
            """
        )
        # Sized in line heights, so the chart keeps its room at any UI size.
        em = self.fontMetrics().height()
        self.resize(
            max(52 * em, self.sizeHint().width()), 38 * em if series else self.sizeHint().height()
        )

    def _replay(self) -> None:
        self._finish(self.replay_requested)

    def _new_game(self) -> None:
        self._finish(self.new_game_requested)

    def _finish(self, signal: QtCore.SignalInstance) -> None:
        signal.emit()
        # "New game" may have let this game go, and this dialog with it: it is deleted
        # only later, so closing it is still safe.
        self.accept()
