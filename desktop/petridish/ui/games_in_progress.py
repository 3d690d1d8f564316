"""The picker's list of games in progress: each with its game, where it stands, its
players and when it was last played, a button that continues it and one that removes
it (the window asks first).

Every unfinished game keeps its own autosave (see ``storage.autosave_files``), so this
is a list, newest first, and nothing here ever replaces one game with another. A game
whose autosave cannot be read says why, and offers to move that file out of the way
instead. Every text a save holds (its title, the players' names) is shown as plain
text, never as rich text.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Mapping, Sequence

from petridish.core.words import listed
from petridish.qt import QtGui, QtWidgets, Signal, set_enum_property
from petridish.storage.peek import InProgress
from petridish.ui.defer import after_first_paint
from petridish.ui.palette import scaled_font

SHOWN = 2  # games shown at once, as many as recent saves; more scroll


def players_text(people: Sequence[str], computers: int) -> str:
    """The players as people say them: "Ana and Ben", "Ana, with 2 computer players",
    "3 computer players"."""
    names = list(people)
    said = listed(names)
    if not computers:
        return said
    machines = f"{computers} computer player{'s' if computers != 1 else ''}"
    return f"{said}, with {machines}" if said else machines


def when_text(played: float, now: float | None = None) -> str:
    """When a game was last played, as a person says it: "today 09:15", "yesterday
    21:03", "2 Dec 21:03" (with the year when it is not this one)."""
    if played <= 0:
        return ""
    now = time.time() if now is None else now
    then, today = time.localtime(played), time.localtime(now)
    clock = time.strftime("%H:%M", then)
    days = _day_number(today) - _day_number(then)
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    day = f"{then.tm_mday} {time.strftime('%b', then)}"
    if then.tm_year != today.tm_year:
        day += f" {then.tm_year}"
    return f"{day} {clock}"


def _day_number(moment: time.struct_time) -> int:
    # Days since the epoch in local time: months and years of any length compare.
    return int(
        time.mktime((moment.tm_year, moment.tm_mon, moment.tm_mday, 12, 0, 0, 0, 0, -1)) // 86400
    )


class GameRow(QtWidgets.QFrame):
    """One game in progress: "ADAPTOID 24  Phase 2 · Turn 4" over "Ana and Ben · today
    09:15", with Continue and Remove; or, for an autosave that cannot be read, why,
    with a button that moves it aside."""

    def __init__(
        self, game: InProgress, name: str, problem: str = "", moves_said: bool = False
    ) -> None:
        """``moves_said``: the row says how many moves the game holds (another row
        reads the same without it)."""
        super().__init__()
        self.game = game
        self.setObjectName("gameRow")
        self.problem = problem
        self._said: list[str] = []  # the players and the time, for the question on removal
        self.continue_button: QtWidgets.QPushButton | None = None
        self.remove_button: QtWidgets.QPushButton | None = None  # asks, then deletes
        self.set_aside_button: QtWidgets.QPushButton | None = None  # cannot be read
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(10, 6, 8, 6)
        row.setSpacing(8)
        words = QtWidgets.QVBoxLayout()
        words.setSpacing(2)
        top = QtWidgets.QHBoxLayout()
        top.setSpacing(8)
        self.name_label = plain_label(name)
        self.name_label.setObjectName("gameName")
        # Bold here, not in a style sheet: the picker sizes the list from its hint.
        self.name_label.setFont(scaled_font(self.font(), 1.0, QtGui.QFont.Weight.Bold))
        top.addWidget(self.name_label)
        if problem:
            self.detail = plain_label(f"This game cannot be read: {problem}")
            self.detail.setObjectName("problem")
            self.detail.setWordWrap(True)
            self.players = plain_label("")
        else:
            self.detail = plain_label(game.where or "Saved as you played")
            self.detail.setObjectName("where")
            look = game.look
            # A game left in sandbox mode says so: "Continue" takes it up with free moves.
            sandbox = "sandbox" if look.sandbox else ""
            moves = f"{look.moves} move{'s' if look.moves != 1 else ''}" if moves_said else ""
            self._said = [
                players_text(look.people, look.computers),
                sandbox,
                moves,
                when_text(game.played),
            ]
            self.players = plain_label("  ·  ".join(s for s in self._said if s))
        self.players.setObjectName("dim")
        top.addWidget(self.detail, 1)
        words.addLayout(top)
        if self.players.text():
            words.addWidget(self.players)
        row.addLayout(words, 1)
        if problem:
            button = QtWidgets.QPushButton("Remove the autosave")
            button.setToolTip(
                "Moves it out of the way, as a .unreadable.petridish file beside it; "
                "your own saves are not touched"
            )
            self.set_aside_button = button
            row.addWidget(button)
        else:
            self.continue_button = QtWidgets.QPushButton("Continue")
            self.continue_button.setObjectName("primary")
            self.continue_button.setToolTip(f"Continue this game of {name}")
            self.remove_button = QtWidgets.QPushButton("Remove…")
            self.remove_button.setToolTip("Asks first; your own saves are not touched")
            row.addWidget(self.continue_button)
            row.addWidget(self.remove_button)

    @property
    def buttons(self) -> list[QtWidgets.QPushButton]:
        """The row's buttons, in tab order."""
        found = (self.continue_button, self.remove_button, self.set_aside_button)
        return [b for b in found if b is not None]

    @property
    def label(self) -> str:
        """The game in one line, for the question asked before it is removed."""
        said = [self.detail.text(), *self._said]
        return f"{self.name_label.text()} ({', '.join(s for s in said if s)})"


class GamesInProgress(QtWidgets.QWidget):
    """The games in progress, newest first, a row each (see :class:`GameRow`)."""

    continue_game = Signal(str)  # the autosave's path
    remove_game = Signal(str, str)  # the autosave's path, and the game in one line
    remove_autosave = Signal(str)  # an autosave that cannot be read: move it aside

    def __init__(
        self,
        games: Sequence[InProgress],
        names: Mapping[str, str],
        problems: Mapping[str, str] | None = None,
        parent: QtWidgets.QWidget | None = None,
    ) -> None:
        """``names`` maps game ids to the games' names; ``problems`` maps autosaves (as
        ``str(path)``) that failed to open to why, overriding what the quick look saw."""
        super().__init__(parent)
        self.setAccessibleName("Games in progress")
        self._names = names
        self._problems = problems or {}
        # Rows that would read the same (a save opened and played on beside the game it
        # was saved from, which went on too) say how many moves each game holds.
        seen = Counter(self._reads_as(game) for game in games)
        self._alike = {id(game) for game in games if seen[self._reads_as(game)] > 1}
        # The rows out of sight (past SHOWN, in the scroll) are made after the picker's
        # first frame, or when asked for: fourteen games took 35 ms more to start.
        self._later = list(games[SHOWN:])
        self._rows = [self._row(game) for game in games[:SHOWN]]
        self._column = QtWidgets.QVBoxLayout()
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(4)
        for row in self._rows:
            self._column.addWidget(row)
        self._column.addStretch(1)
        outer = QtWidgets.QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        if not self._later:
            outer.addLayout(self._column)
            return
        inner = QtWidgets.QWidget()
        inner.setObjectName("gamesInner")
        inner.setLayout(self._column)
        scroll = QtWidgets.QScrollArea()
        scroll.setObjectName("gamesScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        set_enum_property(scroll, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        scroll.setWidget(inner)
        outer.addWidget(scroll)
        self._scroll = scroll
        self._fit_height()
        after_first_paint(self, self._add_later)

    def _fit_height(self) -> None:
        """As tall as the first SHOWN rows, whole: worked out again once they are drawn
        in the app's style (before it, the third row lost its last line under the
        list's edge)."""
        shown = self._rows[:SHOWN]
        for row in shown:
            row.ensurePolished()
        spacing = self._column.spacing() * (len(shown) - 1)
        self._scroll.setFixedHeight(sum(row.sizeHint().height() for row in shown) + spacing)

    def _room_for_the_scroll_bar(self) -> None:
        """As wide as the rows need beside the scroll bar: a row squeezed under it would
        lose the end of its Remove button."""
        inner, bar = self._scroll.widget(), self._scroll.verticalScrollBar()
        self._scroll.setMinimumWidth(inner.minimumSizeHint().width() + bar.sizeHint().width())

    def _name(self, game: InProgress) -> str:
        look = game.look
        return self._names.get(look.game) or look.title.partition(" — ")[0] or "A game"

    def _reads_as(self, game: InProgress) -> tuple[object, ...]:
        """What a game's row says, but for the time: a minute apart reads alike too."""
        look = game.look
        return (self._name(game), game.where, look.people, look.computers, look.sandbox)

    def _row(self, game: InProgress) -> GameRow:
        look = game.look
        problem = self._problems.get(str(game.path), look.problem)
        row = GameRow(game, self._name(game), problem, moves_said=id(game) in self._alike)
        self._connect(row)
        return row

    def _add_later(self) -> None:
        """Make the rows out of sight (before the stretch at the end of the column)."""
        later, self._later = self._later, []
        if not later:
            return
        for game in later:
            row = self._row(game)
            self._column.insertWidget(len(self._rows), row)
            self._rows.append(row)
        self._room_for_the_scroll_bar()
        self._fit_height()

    @property
    def rows(self) -> list[GameRow]:
        """Every game's row, newest first."""
        self._add_later()
        return self._rows

    def _connect(self, row: GameRow) -> None:
        path = str(row.game.path)
        if row.continue_button is not None:
            row.continue_button.clicked.connect(lambda: self.continue_game.emit(path))
        if row.remove_button is not None:
            row.remove_button.clicked.connect(lambda: self.remove_game.emit(path, row.label))
        if row.set_aside_button is not None:
            row.set_aside_button.clicked.connect(lambda: self.remove_autosave.emit(path))

    @property
    def buttons(self) -> list[QtWidgets.QPushButton]:
        """Every row's buttons, in tab order."""
        return [button for row in self.rows for button in row.buttons]


def plain_label(text: str) -> QtWidgets.QLabel:
    """A label that shows ``text`` as it is: Qt would otherwise guess that a title such as
    "<h1>…</h1><img src=…>" is rich text, style it and load the image."""
    label = QtWidgets.QLabel()
    set_enum_property(label, "textFormat", "PlainText")  # by name: see petridish.qt
    label.setText(text)
    return label
