"""The new-game dialog: who sits where, the game's options, sandbox mode and the seed.

A game played by a varying number of people first asks how many; each seat then gets a
row: who plays it (a person or a computer), the name shown at the table, and a
colour-and-shape mark. Options that settle a ruling name it, so players can look
the ruling up; an option that applies only to some player counts shows at those counts
alone (a line says what is left out, and for which counts). Problems (an empty or
repeated name, a seed that is not a whole number) are shown in the dialog, next to
their cause, and the dialog stays open. The dialog opens with the choices last made
for its game (see :func:`remembered`), kept in the settings across restarts: the
names typed for seats left out at a smaller count too.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from petridish.core import registry
from petridish.core.game import Game, Option
from petridish.core.rng import MAX_SEED
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.storage.save_text_rules import text_problem
from petridish.storage.saves import SeatInfo
from petridish.storage.settings import Settings
from petridish.ui import palette
from petridish.ui.combo import Combo
from petridish.ui.palette import PLAYER_MARKS, PlayerMark, scaled_font, seat_badge

Qt = QtCore.Qt

# What the player sees for each seat kind (registry.SEAT_KINDS, which saves and the
# controller know); a game offers the levels of computer player it has (see kinds_for).
KIND_NAMES = {
    "human": "Person",
    "easy": "Computer (easy)",
    "normal": "Computer (normal)",
    "strong": "Computer (strong)",
    "random": "Computer (random moves)",
}
# Who sits in every seat but the first before a game's choices are remembered.
FIRST_GAME_OTHERS = "normal"
# What each seat kind means, said where the player chooses it (its tooltip): what it
# does and how good it is, in a new player's words, read once. A game may say it in its
# own (``Game.levels_about``: ADRIFT's castaways play together, and have no opponent).
KIND_ABOUT = {
    "human": "Someone at this computer. When several people play here, a curtain covers"
    " the table as it passes between them, so nobody sees another's hidden cards",
    "easy": "Plays like the normal computer, but about 4 moves in 10 are picked at random,"
    " some of them poor: easy to beat, good for a first game",
    "normal": "Moves straight away, playing as a sensible player would: a fair match for"
    " most players",
    "strong": "Thinks for about a second before each move (View › Strong computer thinks"
    " sets how long), trying out many ways the game could go on without peeking at"
    " hidden cards: the hardest to beat",
    "random": "Picks any legal move at random. Not a level of play: for trying out the rules",
}
# The strong player of a game that has its own, rather than the search: no thinking.
STRONG_AT_ONCE = (
    "Moves straight away: the normal computer with a few sharper habits, tested over many"
    " games to do better: the hardest to beat"
)


def kind_about(game_id: str, kind: str) -> str:
    """What ``kind`` means in ``game_id`` (its tooltip)."""
    own = registry.rules_of(game_id).levels_about.get(kind)
    if own:
        return own
    if kind == "strong" and not registry.strong_searches(game_id):
        return STRONG_AT_ONCE
    return KIND_ABOUT[kind]


DEFAULT_COMPUTER = "normal"  # what a computer seat is unless the player says otherwise
MAX_NAME = 40  # long enough for any name, short enough for the top bar
BADGE = 22
INDENT = 22  # a check box's text starts this far in
SCROLL_GAP = 12  # between the body and its scroll bar, where it has one
FRAME = 48  # a window manager's title bar and frame, kept free above the dialog


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """Who sits at a seat: ``kind`` is one of registry.SEAT_KINDS ("human", a level of
    computer player, or "random")."""

    id: str
    name: str
    kind: str = "human"
    colour: str = ""
    shape: str = ""

    def to_seat_info(self) -> SeatInfo:
        """The seat as a save records it (saves keep the colour; the shape follows it)."""
        return SeatInfo(self.id, self.name, self.kind, self.colour)

    @classmethod
    def of(cls, info: SeatInfo) -> SeatSetup:
        """The seat a save or a game at the table records, as the dialog fills it in (a
        computer seat kept as "bot", before there were levels, is the normal one)."""
        return cls(info.id, info.name, registry.seat_kind(info.kind), info.colour)


@dataclass(slots=True)
class NewGameSetup:
    """Everything the dialog decided: enough to set the game up."""

    game_id: str
    seats: list[SeatSetup] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    sandbox: bool = False
    # Names typed for seats left out at this count, kept for a game with more players.
    other_names: dict[str, str] = field(default_factory=dict)

    def seat_infos(self) -> list[SeatInfo]:
        """The seats as saves and the game controller take them."""
        return [s.to_seat_info() for s in self.seats]


def kinds_for(game_id: str) -> list[tuple[str, str, str]]:
    """(kind, what the player sees, what it means) for each seat kind a game offers: a
    person, its levels of computer player (strong where it has one), a random one."""
    offered = ("human", *registry.levels(game_id), "random")
    return [(kind, KIND_NAMES[kind], kind_about(game_id, kind)) for kind in offered]


def kinds_about(game_id: str) -> str:
    """What the seat kinds a game offers mean, one line each, and which level it does
    not offer yet: the tooltip of each seat's choice."""
    lines = [f"{name}: {about}." for _, name, about in kinds_for(game_id)]
    missing = [level for level in registry.LEVELS if level not in registry.levels(game_id)]
    name = registry.entry(game_id).name
    lines += [f"{name} has no {level} computer player yet." for level in missing]
    return "\n".join(lines)


def random_seed() -> int:
    """A fresh seed, short enough to read out to a friend who wants the same game."""
    return secrets.randbelow(10**9)


def parse_seed(text: str) -> int | None:
    """The seed typed in ``text``: None if blank; ValueError if not a whole number."""
    text = text.strip().replace(" ", "").replace("_", "")
    if not text:
        return None
    if not text.isdigit() or not text.isascii():
        raise ValueError("The seed must be a whole number, like 1234, or left blank.")
    if len(text) > len(str(MAX_SEED)) or int(text) > MAX_SEED:
        # The range every save is read back with (core.rng): a larger seed would play,
        # and then its saves could never be opened.
        raise ValueError(f"The seed is too large; the largest is {MAX_SEED}.")
    return int(text)


def remembered(settings: Settings, game_id: str) -> NewGameSetup | None:
    """The new-game choices last made for ``game_id``, as the settings keep them (None if
    none were): its seats in order (so their count), who played them, their names and
    colours, the options and sandbox mode. The seed is not kept."""
    kinds = settings.last_seats.get(game_id)
    if not kinds:
        return None
    names = settings.last_names.get(game_id, {})
    colours = settings.last_colours.get(game_id, {})
    seats = [
        # Kept by a Petri Dish before there were levels, a computer seat reads "bot".
        SeatSetup(seat, names.get(seat, ""), registry.seat_kind(kind), colours.get(seat, ""))
        for seat, kind in kinds.items()
    ]
    options = dict(settings.last_options.get(game_id, {}))
    others = {seat: name for seat, name in names.items() if seat not in kinds}
    sandbox = settings.last_sandbox.get(game_id, False)
    return NewGameSetup(game_id, seats, options, sandbox=sandbox, other_names=others)


def remember(settings: Settings, setup: NewGameSetup) -> None:
    """Keep ``setup`` in the settings as its game's last new-game choices."""
    game = setup.game_id
    settings.last_seats[game] = {s.id: s.kind for s in setup.seats}
    settings.last_names[game] = {**setup.other_names, **{s.id: s.name for s in setup.seats}}
    settings.last_colours[game] = {s.id: s.colour for s in setup.seats}
    settings.last_options[game] = dict(setup.options)
    settings.last_sandbox[game] = setup.sandbox


def counts_text(counts: tuple[int, ...]) -> str:
    """``(2,)`` as "2 players", ``(4, 5)`` as "4 or 5 players"."""
    words = [str(n) for n in counts]
    joined = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
    return f"{joined} player" + ("" if counts == (1,) else "s")


def _choice_text(value: Any) -> str:
    if isinstance(value, bool):
        return "Yes" if value else "No"
    text = str(value).replace("_", " ")
    return text[:1].upper() + text[1:]


def seat_heading(game: Game[Any], index: int) -> str:
    """What heads a seat's row in the dialog (``index`` from 0): the part it plays where
    the game's seats are roles ("Geneticist"), else its place at the table ("Player 2").
    A.D.A.P.T.'s "Finn" headed a row a person had named Ben, and the table then read
    "Ben (Finn)": a seat's name that is only a name to start with is the Name's."""
    if game.seats_are_roles:
        return game.seats[index].name
    return f"Player {index + 1}"


class SeatRow:
    """The widgets of one seat: badge, heading, who plays, their name and mark.

    ``seat_name`` is the game's name for the seat, the name it starts with; ``heading``
    what heads its row (see :func:`seat_heading`)."""

    def __init__(
        self,
        seat_id: str,
        seat_name: str,
        mark: PlayerMark,
        dpr: float,
        kinds: list[tuple[str, str, str]],
        heading: str = "",
    ) -> None:
        self.id = seat_id
        self.seat_name = seat_name
        self.heading = heading or seat_name
        # The row in a sentence: "the Geneticist", "player 2".
        self.called = f"the {self.heading}" if self.heading == seat_name else self.heading.lower()
        self.badge = QtWidgets.QLabel()
        self.label = QtWidgets.QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.label.setText(self.heading)
        self.label.setFont(scaled_font(self.label.font(), 1.0, QtGui.QFont.Weight.DemiBold))
        self.kind = Combo()
        for kind, text, about in kinds:
            self.kind.addItem(text, kind)
            self.kind.setItemData(self.kind.count() - 1, about, Qt.ItemDataRole.ToolTipRole)
        self.kind.setAccessibleName(f"Who plays {self.called}")
        self.name = QtWidgets.QLineEdit(seat_name)
        # Room for a real name at any UI size; the combos keep to their contents.
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M" * 9))
        self.name.setMaxLength(MAX_NAME)
        self.name.setPlaceholderText("A name")
        self.name.setAccessibleName(f"Name for {self.called}")
        self.label.setBuddy(self.name)
        self.mark = Combo()
        self.mark.setAccessibleName(f"Colour and shape for {self.called}")
        self.mark.setIconSize(QtCore.QSize(BADGE - 4, BADGE - 4))
        for m in PLAYER_MARKS:
            self.mark.addItem(
                QtGui.QIcon(seat_badge(m.colour, m.shape, BADGE - 4, dpr)), m.label, m
            )
        self._dpr = dpr
        self.set_mark(mark)
        for combo, extra in ((self.kind, 48), (self.mark, 56 + BADGE)):
            # Fusion's hint leaves no room for the style sheet's padding: widen to the text.
            texts = [combo.itemText(i) for i in range(combo.count())]
            widest = max(combo.fontMetrics().horizontalAdvance(t) for t in texts)
            combo.setMinimumWidth(widest + extra)

    def current_mark(self) -> PlayerMark:
        """The colour and shape chosen for this seat."""
        return self.mark.currentData()

    def set_mark(self, mark: PlayerMark) -> None:
        """Show ``mark`` in the menu and in the seat's badge."""
        self.mark.setCurrentIndex(PLAYER_MARKS.index(mark))
        self.badge.setPixmap(seat_badge(mark.colour, mark.shape, BADGE, self._dpr))

    def set_kind(self, kind: str) -> None:
        """Choose who plays the seat: one of the kinds offered ("bot" is the normal
        computer player; a level this game does not offer becomes the normal one;
        anything else is ignored)."""
        kind = registry.seat_kind(kind)
        if self.kind.findData(kind) < 0 and kind in registry.COMPUTER_KINDS:
            kind = DEFAULT_COMPUTER
        index = self.kind.findData(kind)
        if index >= 0:
            self.kind.setCurrentIndex(index)

    def setup(self) -> SeatSetup:
        """The seat as the row stands, the name trimmed."""
        mark = self.current_mark()
        kind = str(self.kind.currentData())
        return SeatSetup(self.id, self.name.text().strip(), kind, mark.colour, mark.shape)


class NewGameDialog(QtWidgets.QDialog):
    """Set up a game of ``game``; pre-filled from ``last`` when it was the same game.

    The seed is never carried over from ``last``: a new game should deal new cards unless
    the players ask for the same deal by typing its seed.
    """

    def __init__(
        self,
        game: Game[Any],
        last: NewGameSetup | None = None,
        cover: QtGui.QPixmap | None = None,
        parent: QtWidgets.QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self._setup: NewGameSetup | None = None
        self.setWindowTitle(f"New game of {game.name}")
        self.setModal(True)
        dpr = self.devicePixelRatioF()
        # A row for every seat the game can have; those past the chosen count are hidden
        # (and keep what was typed in them, should the count go up again).
        table = game.seats_for(game.max_players)
        marks = palette.default_marks(len(table), [s.colour for s in table])
        kinds = kinds_for(game.id)
        self.all_rows = [
            SeatRow(s.id, s.name, m, dpr, kinds, seat_heading(game, i))
            for i, (s, m) in enumerate(zip(table, marks, strict=True))
        ]
        about = kinds_about(game.id)
        for row in self.all_rows:
            row.kind.setToolTip(about)
        # A first game: the first seat a person, the others the normal computer (a new
        # player changed every other seat from Person to play against the computer).
        # Hot-seat is one choice per seat away, and the dialog remembers it after.
        for row in self.all_rows[1:]:
            if (i := row.kind.findData(FIRST_GAME_OTHERS)) >= 0:
                row.kind.setCurrentIndex(i)
        self.players: QtWidgets.QComboBox | None = None
        if game.min_players != game.max_players:
            self.players = Combo()
            self.players.setAccessibleName("Number of players")
            for n in range(game.min_players, game.max_players + 1):
                self.players.addItem(f"{n} players" if n != 1 else "1 player", n)
        self.option_widgets: dict[str, QtWidgets.QCheckBox | QtWidgets.QComboBox] = {}
        # Every widget of an option's lines, shown only at the counts it applies to.
        self.option_lines: dict[str, list[QtWidgets.QWidget]] = {}
        self.options_left_out = QtWidgets.QLabel()  # says which options are not shown
        self.sandbox = QtWidgets.QCheckBox("Sandbox mode")
        self.seed_edit = QtWidgets.QLineEdit()
        self.seed_edit.setPlaceholderText("Random")
        self.seed_edit.setAccessibleName("Seed")
        self.seed_edit.setToolTip(
            "The same seed and the same moves always give the same game. Leave blank for a new one."
        )
        self.new_seed = QtWidgets.QPushButton("⚄  New seed")
        self.new_seed.setToolTip("Fill in a fresh random seed")
        self.new_seed.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        self.problem = QtWidgets.QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the names typed
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.start_button = QtWidgets.QPushButton("Start game")
        self.start_button.setObjectName("primary")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.accept)
        self.cancel_button = QtWidgets.QPushButton("Cancel")
        self.cancel_button.clicked.connect(self.reject)
        self.body = QtWidgets.QWidget()
        self.body.setObjectName("body")
        self.scroll = QtWidgets.QScrollArea()
        self.scroll.setObjectName("body")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._build(cover)
        self._show_count(game.min_players)
        if self.players is not None:
            self.players.currentIndexChanged.connect(
                lambda _i: self._show_count(self.players.currentData())
            )
        for row in self.all_rows:
            row.mark.currentIndexChanged.connect(lambda _i, r=row: self._mark_changed(r))
            row.name.textEdited.connect(self._clear_problem)
        self.seed_edit.textEdited.connect(self._clear_problem)
        self._previous = {row.id: row.current_mark() for row in self.all_rows}
        if last is not None and last.game_id == game.id:
            self._prefill(last)

    # -- layout ---------------------------------------------------------------------------
    def _build(self, cover: QtGui.QPixmap | None) -> None:
        root = QtWidgets.QVBoxLayout(self)
        root.setContentsMargins(28, 24, 28, 22)
        root.setSpacing(14)
        head = QtWidgets.QHBoxLayout()
        head.setSpacing(16)
        if cover is not None and not cover.isNull():
            thumb = QtWidgets.QLabel()
            dpr = self.devicePixelRatioF()
            small = cover.scaledToHeight(
                round(96 * dpr), Qt.TransformationMode.SmoothTransformation
            )
            small.setDevicePixelRatio(dpr)
            thumb.setPixmap(small)
            head.addWidget(thumb)
        words = QtWidgets.QVBoxLayout()
        words.setSpacing(2)
        title = QtWidgets.QLabel(f"New game of {self.game.name}")
        title.setFont(scaled_font(self.font(), 1.7, QtGui.QFont.Weight.Bold))
        words.addStretch(1)
        words.addWidget(title)
        for text in (self.game.pitch, self.game.players[:1].upper() + self.game.players[1:]):
            if text:
                line = QtWidgets.QLabel(text)
                line.setObjectName("dim")
                words.addWidget(line)
        words.addStretch(1)
        head.addLayout(words, 1)
        root.addLayout(head)
        # The seats, options and table scroll between the heading and the buttons, so
        # Start is on screen however many seats a small screen has to show.
        body = QtWidgets.QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(14)
        body.addWidget(self._section("Players"))
        if self.players is not None:
            count = QtWidgets.QHBoxLayout()
            label = QtWidgets.QLabel("How many")
            label.setBuddy(self.players)
            count.addWidget(label)
            count.addWidget(self.players)
            count.addStretch(1)
            body.addLayout(count)
        body.addLayout(self._seat_grid())
        if self.game.options:
            body.addWidget(self._section("Rules options"))
            body.addLayout(self._options_form())
        body.addWidget(self._section("Table"))
        body.addLayout(self._table_form())
        body.addStretch(1)
        self.scroll.setWidget(self.body)
        # Where the body scrolls (eight seats on a laptop), its scroll bar takes the
        # right edge: the colour boxes keep a gap from it rather than touch it.
        self.scroll.verticalScrollBar().rangeChanged.connect(
            lambda _low, high: body.setContentsMargins(0, 0, SCROLL_GAP if high > 0 else 0, 0)
        )
        root.addWidget(self.scroll, 1)
        root.addWidget(self.problem)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)
        root.addLayout(buttons)
        self.setStyleSheet(
            palette.widget_style()
            + palette.form_style()
            + "QScrollArea#body, QScrollArea#body > QWidget, QWidget#body { background: transparent; }"
        )

    def _section(self, text: str) -> QtWidgets.QLabel:
        label = QtWidgets.QLabel(text.upper())
        label.setObjectName("section")
        font = scaled_font(self.font(), 0.85, QtGui.QFont.Weight.Bold)
        font.setLetterSpacing(QtGui.QFont.SpacingType.PercentageSpacing, 112)
        label.setFont(font)
        return label

    def _caption(self, text: str) -> QtWidgets.QLabel:
        label = QtWidgets.QLabel(text)
        label.setObjectName("dim")
        label.setWordWrap(True)
        label.setFont(scaled_font(self.font(), 0.9))
        return label

    def _seat_grid(self) -> QtWidgets.QGridLayout:
        grid = QtWidgets.QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        # Roles sit under "Seat"; "Player 1" needs no heading.
        seat = "Seat" if self.game.seats_are_roles else ""
        for col, text in enumerate(("", seat, "Played by", "Name", "Colour and shape")):
            if text:
                grid.addWidget(self._caption(text), 0, col)
        for i, row in enumerate(self.all_rows, start=1):
            grid.addWidget(row.badge, i, 0)
            grid.addWidget(row.label, i, 1)
            grid.addWidget(row.kind, i, 2)
            grid.addWidget(row.name, i, 3)
            grid.addWidget(row.mark, i, 4)
        grid.setColumnStretch(3, 1)
        return grid

    def _options_form(self) -> QtWidgets.QVBoxLayout:
        col = QtWidgets.QVBoxLayout()
        col.setSpacing(4)
        intro = self._caption(
            "Where the rulebook leaves a choice open. Each starts as Petri Dish reads the"
            " rulebook: a first game needs no change. Hover over one for its ruling."
        )
        intro.setContentsMargins(0, 0, 0, 6)
        col.addWidget(intro)
        for option in self.game.options:
            widget: QtWidgets.QCheckBox | QtWidgets.QComboBox
            lines: list[QtWidgets.QWidget] = []
            about = " · ".join(
                x for x in (option.help, f"Ruling {option.ruling}" if option.ruling else "") if x
            )
            if isinstance(option.default, bool):
                widget = QtWidgets.QCheckBox(option.label)
                widget.setChecked(option.default)
                col.addWidget(widget)
                lines.append(widget)
            else:
                widget = Combo()
                for choice in option.choices or (option.default,):
                    widget.addItem(option.choice_name(choice) or _choice_text(choice), choice)
                widget.setCurrentIndex(max(0, widget.findData(option.default)))
                widget.setAccessibleName(option.label)
                row = QtWidgets.QWidget()  # one widget, so the line hides as one
                line = QtWidgets.QHBoxLayout(row)
                line.setContentsMargins(INDENT, 0, 0, 0)  # line up with the check boxes' text
                line.addWidget(QtWidgets.QLabel(option.label))
                line.addWidget(widget)
                line.addStretch(1)
                col.addWidget(row)
                lines.append(row)
            widget.setToolTip(about)
            # Under it, its help alone: the ruling's id, read by the owner of the
            # rulebook, is in the tooltip (a new player read "· Ruling ADAPT-R02" as
            # jargon before a first game).
            if option.help:
                caption = self._caption(option.help)
                caption.setContentsMargins(INDENT, 0, 0, 6)
                col.addWidget(caption)
                lines.append(caption)
            self.option_widgets[option.id] = widget
            self.option_lines[option.id] = lines
        self.options_left_out = self._caption("")
        self.options_left_out.setContentsMargins(INDENT, 0, 0, 6)
        col.addWidget(self.options_left_out)
        return col

    def _table_form(self) -> QtWidgets.QVBoxLayout:
        col = QtWidgets.QVBoxLayout()
        col.setSpacing(4)
        col.addWidget(self.sandbox)
        caption = self._caption(
            "Move, flip and edit anything by hand; the rules still point out what is not legal."
        )
        caption.setContentsMargins(INDENT, 0, 0, 8)
        col.addWidget(caption)
        seed = QtWidgets.QHBoxLayout()
        label = QtWidgets.QLabel("Seed")
        label.setBuddy(self.seed_edit)
        seed.addWidget(label)
        seed.addWidget(self.seed_edit, 1)
        seed.addWidget(self.new_seed)
        col.addLayout(seed)
        col.addWidget(self._caption("Blank deals a new game; a seed replays the same shuffles."))
        return col

    # -- behaviour ------------------------------------------------------------------------
    @property
    def seat_rows(self) -> list[SeatRow]:
        """The rows of the seats in play (as many as the players chosen)."""
        count = self.players.currentData() if self.players is not None else len(self.all_rows)
        return self.all_rows[:count]

    def set_players(self, count: int) -> None:
        """Choose how many play (ignored if the game is not played by ``count``)."""
        if self.players is not None and (i := self.players.findData(count)) >= 0:
            self.players.setCurrentIndex(i)

    def _show_count(self, count: int) -> None:
        for i, row in enumerate(self.all_rows):
            for widget in (row.badge, row.label, row.kind, row.name, row.mark):
                widget.setVisible(i < count)
        self._show_options(count)
        self._clear_problem()
        self._fit()

    def offered(self, option_id: str) -> bool:
        """Whether the option shows at the player count chosen."""
        lines = self.option_lines.get(option_id, [])
        return bool(lines) and not lines[0].isHidden()

    def _show_options(self, count: int) -> None:
        """Show the options that apply to ``count`` players; say how many others there
        are, and for which counts. Those hidden keep their choice (the rules set them
        aside at this count), for a game at a count they apply to."""
        left_out: dict[tuple[int, ...], int] = {}
        for option in self.game.options:
            shown = option.applies_to(count)
            for widget in self.option_lines.get(option.id, []):
                widget.setVisible(shown)
            if not shown:
                left_out[option.players] = left_out.get(option.players, 0) + 1
        self.options_left_out.setText(
            "  ".join(
                f"{n} more option{'s apply' if n > 1 else ' applies'} only to games of"
                f" {counts_text(counts)}."
                for counts, n in left_out.items()
            )
        )
        self.options_left_out.setVisible(bool(left_out))

    def _fit(self) -> None:
        """As tall as the rows shown, but never taller than the screen: what does not
        fit scrolls, and Start stays on screen (eight seats on a 768-pixel laptop)."""
        # Not setMinimumWidth: that would override the layout's own minimum and let rows
        # overlap.
        self.body.layout().activate()
        self.layout().activate()
        inner = self.body.sizeHint()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        height = self.sizeHint().height() - self.scroll.sizeHint().height() + inner.height()
        width = max(660, self.sizeHint().width(), inner.width() + 56 + bar + 8)
        if self.isVisible():
            width = max(width, self.width())
        self.resize(width, min(height, self._room()))
        self._keep_on_screen()

    def _room(self) -> int:
        """The height the dialog may take: the screen's, less its title bar and frame."""
        screen = self.screen() or QtGui.QGuiApplication.primaryScreen()
        if screen is None:
            return 10_000
        return max(360, screen.availableGeometry().height() - FRAME)

    def _keep_on_screen(self) -> None:
        """Move the dialog up if its bottom (its buttons) would be below the screen's."""
        screen = self.screen()
        if screen is None or not self.isVisible():
            return
        area = screen.availableGeometry()
        frame = self.frameGeometry()
        if frame.bottom() > area.bottom() or frame.top() < area.top():
            self.move(frame.left(), max(area.top(), area.bottom() - frame.height() + 1))

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        super().showEvent(event)
        self._fit()  # on the screen it opens on, now that it has one

    def _prefill(self, last: NewGameSetup) -> None:
        self.set_players(len(last.seats))
        by_id = {s.id: s for s in last.seats}
        for row in self.all_rows:
            seat = by_id.get(row.id)
            if seat is None:
                if name := last.other_names.get(row.id, ""):
                    row.name.setText(name)  # typed for a seat left out last time
                continue
            row.set_kind(seat.kind)
            if seat.name:
                row.name.setText(seat.name)
            mark = palette.mark_for_colour(seat.colour)
            if mark is not None:
                row.mark.setCurrentIndex(PLAYER_MARKS.index(mark))  # swaps away duplicates
        known: dict[str, Option] = {o.id: o for o in self.game.options}
        for key, value in last.options.items():
            option, widget = known.get(key), self.option_widgets.get(key)
            if option is None or widget is None or (option.choices and value not in option.choices):
                continue  # an option this version no longer has, or a value it no longer takes
            if isinstance(widget, QtWidgets.QCheckBox):
                widget.setChecked(bool(value))
            else:
                widget.setCurrentIndex(max(0, widget.findData(value)))
        self.sandbox.setChecked(last.sandbox)

    def _mark_changed(self, row: SeatRow) -> None:
        """Keep marks distinct: taking another seat's mark swaps the two."""
        new, old = row.current_mark(), self._previous[row.id]
        for other in self.all_rows:
            if other is not row and other.current_mark() == new:
                other.mark.blockSignals(True)
                other.set_mark(old)
                other.mark.blockSignals(False)
                self._previous[other.id] = old
        row.set_mark(new)
        self._previous[row.id] = new

    def _clear_problem(self) -> None:
        self.problem.hide()
        for widget in [r.name for r in self.seat_rows] + [self.seed_edit]:
            widget.setProperty("invalid", False)
            widget.style().polish(widget)

    def _fail(self, message: str, widget: QtWidgets.QWidget) -> None:
        self.problem.setText(message)
        self.problem.show()
        widget.setProperty("invalid", True)
        widget.style().polish(widget)
        widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _collect(self) -> NewGameSetup:
        """The set-up as the form stands; ValueError (message, widget) if it is not valid."""
        seats = [row.setup() for row in self.seat_rows]
        seen: dict[str, str] = {}
        for row, seat in zip(self.seat_rows, seats, strict=True):
            if not seat.name:
                raise ValueError(f"Give {row.called} a name.", row.name)
            problem = text_problem(seat.name)
            if problem is not None:  # a save would have to change the name
                called = row.called[:1].upper() + row.called[1:]
                raise ValueError(f"{called}'s name {problem}.", row.name)
            key = seat.name.casefold()
            if key in seen:
                raise ValueError(
                    f"Two players are called “{seat.name}”; names must differ.", row.name
                )
            seen[key] = seat.id
        if len({s.colour for s in seats}) < len(seats):
            raise ValueError("Each player needs their own colour.", self.seat_rows[-1].mark)
        try:
            seed = parse_seed(self.seed_edit.text())
        except ValueError as exc:
            raise ValueError(str(exc), self.seed_edit) from None
        options: dict[str, Any] = {}
        for key, widget in self.option_widgets.items():
            options[key] = (
                widget.isChecked()
                if isinstance(widget, QtWidgets.QCheckBox)
                else widget.currentData()
            )
        others = {
            row.id: name
            for row in self.all_rows[len(seats) :]
            if (name := row.name.text().strip()) and name != row.seat_name
        }
        return NewGameSetup(
            self.game.id,
            seats,
            options,
            random_seed() if seed is None else seed,
            self.sandbox.isChecked(),
            others,
        )

    def accept(self) -> None:
        """Close with the set-up if it is valid; otherwise say what is wrong and stay open."""
        self._clear_problem()
        try:
            self._setup = self._collect()
        except ValueError as exc:
            message, widget = exc.args
            self._fail(message, widget)
            return
        super().accept()

    def result(self) -> NewGameSetup:  # type: ignore[override]
        """The accepted set-up (or, before acceptance, the form's; ValueError if invalid).

        Note this shadows ``QDialog.result()`` for Python callers; ``exec()`` still
        returns the dialog code.
        """
        if self._setup is not None:
            return self._setup
        try:
            return self._collect()
        except ValueError as exc:
            raise ValueError(exc.args[0]) from None

    def setup(self) -> NewGameSetup:
        """The same as :meth:`result`, under a name that does not shadow Qt's."""
        return self.result()
