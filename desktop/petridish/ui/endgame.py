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


Totals = tuple[Sequence[str], Sequence[Sequence[str]]]  # column headings, one row a player


def totals_table(totals: Totals) -> QtWidgets.QTableWidget:
    """Each player's final totals as a small read-only table: the game's ``totals``
    (see ``Presenter.totals``), its first column naming the players."""
    headings, rows = totals
    table = QtWidgets.QTableWidget(len(rows), len(headings))
    table.setObjectName("totals")
    table.setAccessibleName("Final totals")
    table.setHorizontalHeaderLabels(list(headings))
    if headings:
        first = table.horizontalHeaderItem(0)
        first.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    table.verticalHeader().hide()
    table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing to choose in it
    table.setShowGrid(False)
    table.setWordWrap(False)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QtWidgets.QTableWidgetItem(str(text))
            if c:  # the names on the left, each total centred under its heading
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, c, item)
    table.horizontalHeader().setStretchLastSection(False)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Expanding)
    return table


def fit_columns(table: QtWidgets.QTableWidget) -> None:
    """Size ``table`` to show every column whole, as its style draws it (call once the
    style sheet is set: its padding widens the columns)."""
    table.ensurePolished()
    table.horizontalHeader().ensurePolished()
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    width = table.horizontalHeader().length() + 2 * table.frameWidth()
    table.setFixedWidth(width)


class EndGameDialog(QtWidgets.QDialog):
    """The result headline, its reason, a chart of the key numbers beside a table of
    each player's final totals, and the next steps.

    "Replay step by step" and "New game" close the dialog, then emit their signal; "Close"
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
        totals: Totals = ((), ()),
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
        self.totals = totals_table(totals) if totals[1] else None
        if series or self.totals is not None:
            root.addSpacing(10)
            frame = QtWidgets.QFrame()
            frame.setObjectName("chartFrame")
            inner = QtWidgets.QGridLayout(frame)
            inner.setContentsMargins(16, 12, 16, 12)
            inner.setHorizontalSpacing(20)
            if series:
                caption = QtWidgets.QLabel("How the game went, turn by turn")
                caption.setObjectName("dim")
                inner.addWidget(caption, 0, 0)
                inner.addWidget(self.chart, 1, 0)
                inner.setColumnStretch(0, 1)
            if self.totals is not None:
                caption = QtWidgets.QLabel("At the end")
                caption.setObjectName("dim")
                inner.addWidget(caption, 0, 1)
                inner.addWidget(self.totals, 1, 1)
            root.addWidget(frame, 1)
        if not series:
            self.chart.hide()

        self.replay_button = QtWidgets.QPushButton("Replay step by step")
        self.replay_button.setToolTip("Watch the whole game again from the first move")
        self.new_game_button = QtWidgets.QPushButton("New game")
        self.new_game_button.setObjectName("primary")
        self.close_button = QtWidgets.QPushButton("Close")
        self.close_button.setToolTip("Close this and look at the final position")
        # Enter closes it: the game can end under a key pressed for the last move (a
        # hint's Enter), and a new game by default let the result go unseen.
        self.close_button.setDefault(True)
        self.close_button.setFocus()
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
            #totals {{ background: transparent; border: none; color: {palette.TEXT}; }}
            #totals QHeaderView {{ background: transparent; border: none; }}
            #totals QHeaderView::section {{ background: {palette.SURFACE}; border: none;
                           color: {palette.TEXT_DIM}; padding: 2px 8px; }}
            #totals::item {{ padding: 2px 8px; }}
            """
        )
        if self.totals is not None:
            fit_columns(self.totals)
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
        # Closed first: the new-game dialog "New game" opens must not show this one
        # through it. (Letting the game go deletes this dialog only later, so emitting
        # after closing is safe.)
        self.accept()
        signal.emit()
