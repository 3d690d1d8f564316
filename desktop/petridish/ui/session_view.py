"""Numbers and lines drawn from a session: the log, a replay's step and the turn-by-turn
chart."""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Edit
from petridish.core.registry import seat_kind
from petridish.core.words import listed


def log_lines(controller: Any) -> list[tuple[str, bool]]:
    """Every event the viewer may see, as (text, made outside the rules).

    In a replay the log stops at the step on the table, and shows only what the
    replay's viewer read then, as the table does."""
    return LogLines()(controller)


def seen_by(viewer: str | None, step: Any) -> list[dict[str, Any]]:
    """The events of ``step`` as ``viewer`` read them (None: what everyone read)."""
    return read_by(viewer, step.events)


def read_by(viewer: str | None, events: Any) -> list[dict[str, Any]]:
    """``events`` as ``viewer`` read them."""
    return [e for event in events if (e := event.for_seat(viewer)) is not None]


# The computer players as the log's first line names them.
LEVEL_WORDS = {
    "easy": "easy computer",
    "normal": "normal computer",
    "strong": "strong computer",
    "random": "computer, random moves",
}


def table_line(controller: Any) -> str:
    """Who sits at the table, each computer player with its level: "At the table: Coral,
    Finn (strong computer) and Marina (normal computer)." ("" with no computer player):
    a new player could not tell which computer played strong and which normal."""
    seats = controller.match.seats
    kinds = [seat_kind(s.kind) for s in seats]
    if all(k == "human" for k in kinds):
        return ""
    said = [
        controller.seat_label(s.id) + (f" ({LEVEL_WORDS[k]})" if k in LEVEL_WORDS else "")
        for s, k in zip(seats, kinds, strict=True)
    ]
    return f"At the table: {listed(said)}."


def opening_lines(controller: Any, events: Any = None) -> list[str]:
    """What happened by itself before the first move (Genegrafter's first draw), as
    the viewer read it: the log's first lines (``events``: only these of it)."""
    game, names = controller.game, controller.names
    events = controller.session.opening if events is None else events
    return [game.describe(e, names) for e in read_by(controller.viewer, events)]


class LogLines:
    """``log_lines``, worked out again only for the steps that changed since the last
    call: the window asks after every move, and a long game has thousands of steps. A
    replay asks for the first steps only: their lines are kept, and so are the later
    ones, for when it moves on or ends."""

    def __init__(self) -> None:
        self._for: tuple[int, Any] | None = None  # (the session's id, whose log)
        self._steps: list[Any] = []  # the steps the lines below were worked out for
        self._lines: list[list[tuple[str, bool]]] = []  # each step's lines

    def __call__(self, controller: Any) -> list[tuple[str, bool]]:
        session, viewer = controller.session, controller.viewer  # (a replay's viewer)
        reader = (id(session), viewer)
        replay = controller.replay_at
        steps = session.steps if replay is None else session.steps[: max(replay, 0)]
        if reader != self._for:
            self._for, self._steps, self._lines = reader, [], []
        same = 0  # the steps still as they were (an undo or a redo changes the end)
        for mine, theirs in zip(self._steps, steps, strict=False):
            if mine is not theirs:
                break
            same += 1
        if same < len(steps):  # steps new or changed: worked out from the first of them
            del self._steps[same:], self._lines[same:]
            game, names = controller.game, controller.names
            for step in steps[same:]:
                edit = isinstance(step.action, Edit)
                self._steps.append(step)
                self._lines.append(
                    [(game.describe(event, names), edit) for event in seen_by(viewer, step)]
                )
        # What happened before the first move comes first; a replay of the set-up's
        # moments (below 0) has got only so far.
        upto = session.opening if replay is None else session.opening_until(replay)
        opening = [table_line(controller), *opening_lines(controller, upto)]
        return [(line, False) for line in opening if line] + [
            line for lines in self._lines[: len(steps)] for line in lines
        ]


def step_summary(controller: Any, moves: int) -> str:
    """What the ``moves``-th move of the game was, in the log's words, as the replay's
    viewer read it (a move they saw nothing of: whose it was)."""
    if moves <= 0:  # the set-up, or one of the moments before the first move
        lines = opening_lines(controller, controller.session.moment(moves))
        return sentences(lines) or "The game is set up."
    step = controller.session.steps[moves - 1]
    seen = seen_by(controller.viewer, step)
    lines = [controller.game.describe(event, controller.names) for event in seen]
    if lines:
        return sentences(lines)
    seat = getattr(step.action, "seat", "")
    return f"{controller.seat_label(seat)} moved." if seat in controller.names else "A move."


def sentences(lines: list[str]) -> str:
    """Log lines, which end in no full stop, read one after another in a bar: each its
    own sentence ("Ann is done for the day Night falls…" ran two together)."""
    return " ".join(line if line.endswith((".", "!", "?", "…")) else f"{line}." for line in lines)


def turn_series(controller: Any) -> tuple[dict[str, list[float]], list[str]]:
    """The game's key numbers at the end of every turn, for the end-of-game chart: the
    position after the turn's last move, which is the first of the next turn (before
    it, A.D.A.P.T.'s set-up showed the last fish to choose a Guppy with no Health)."""
    game = controller.game
    states = [controller.session.initial, *(s.after for s in controller.session.steps)]
    turns = [game.turn_label(state) for state in states]
    ends = [(turns[i], states[i + 1]) for i in range(len(states) - 1) if turns[i] != turns[i + 1]]
    if not ends or ends[-1][1] is not states[-1]:
        ends.append((turns[-1], states[-1]))  # the turn under way, or the game's end
    series: dict[str, list[float]] = {}
    labels: list[str] = []
    for label, state in ends:
        labels.append(label.replace("Phase ", "P").replace(" · Turn ", "·T"))
        for name, value in game.stats(state, controller.names).items():
            series.setdefault(name, []).append(float(value))
    return series, labels
