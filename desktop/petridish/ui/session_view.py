"""Numbers and lines drawn from a finished session: the log and the turn-by-turn chart."""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Edit


def log_lines(controller: Any) -> list[tuple[str, bool]]:
    """Every event the viewer may see, as (text, made outside the rules).

    In the replay of a finished game the log follows the step on the table and shows
    everything, secrets included, as the table does."""
    return LogLines()(controller)


class LogLines:
    """``log_lines``, worked out again only for the steps that changed since the last
    call: the window asks after every move, and a long game has thousands of steps."""

    def __init__(self) -> None:
        self._for: tuple[int, Any] | None = None  # (the session's id, whose log)
        self._steps: list[Any] = []  # the steps the lines below were worked out for
        self._lines: list[list[tuple[str, bool]]] = []  # each step's lines

    def __call__(self, controller: Any) -> list[tuple[str, bool]]:
        session = controller.session
        replay = controller.replay_at is not None
        reader = (id(session), "everyone" if replay else controller.viewer)
        steps = session.steps[: controller.replay_at] if replay else session.steps
        if reader != self._for:
            self._for, self._steps, self._lines = reader, [], []
        same = 0  # the steps still as they were (an undo or a redo changes the end)
        for mine, theirs in zip(self._steps, steps, strict=False):
            if mine is not theirs:
                break
            same += 1
        del self._steps[same:], self._lines[same:]
        game, names = controller.game, controller.names
        for step in steps[same:]:
            edit = isinstance(step.action, Edit)
            if replay:
                seen = [event.for_everyone() for event in step.events]
            else:
                seen = [
                    e for ev in step.events if (e := ev.for_seat(controller.viewer)) is not None
                ]
            self._steps.append(step)
            self._lines.append([(game.describe(event, names), edit) for event in seen])
        return [line for lines in self._lines for line in lines]


def step_summary(controller: Any, moves: int) -> str:
    """What the ``moves``-th move of the game was, in the log's words (replay)."""
    if moves <= 0:
        return "The game is set up."
    step = controller.session.steps[moves - 1]
    lines = [controller.game.describe(e.for_everyone(), controller.names) for e in step.events]
    return " ".join(lines) or step.action.kind


def turn_series(controller: Any) -> tuple[dict[str, list[float]], list[str]]:
    """The game's key numbers at the end of every turn, for the end-of-game chart."""
    game = controller.game
    states = [controller.session.initial, *(s.after for s in controller.session.steps)]
    series: dict[str, list[float]] = {}
    labels: list[str] = []
    last_label = None
    for i, state in enumerate(states):
        label = game.turn_label(state)
        nxt = game.turn_label(states[i + 1]) if i + 1 < len(states) else None
        if label == nxt and i + 1 < len(states):
            continue  # only the last position of each turn
        if label == last_label:
            continue
        last_label = label
        labels.append(label.replace("Phase ", "P").replace(" · Turn ", "·T"))
        for name, value in game.stats(state, controller.names).items():
            series.setdefault(name, []).append(float(value))
    return series, labels
