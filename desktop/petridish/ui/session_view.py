"""Numbers and lines drawn from a finished session: the log and the turn-by-turn chart."""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Edit


def log_lines(controller: Any) -> list[tuple[str, bool]]:
    """Every event the viewer may see, as (text, made outside the rules).

    In the replay of a finished game the log follows the step on the table and shows
    everything, secrets included, as the table does."""
    game, names = controller.game, controller.names
    steps = controller.session.steps
    if controller.replay_at is not None:
        return [
            (game.describe(event.for_everyone(), names), isinstance(step.action, Edit))
            for step in steps[: controller.replay_at]
            for event in step.events
        ]
    lines = []
    for n, event in controller.session.events_for(controller.viewer):
        lines.append((game.describe(event, names), isinstance(steps[n].action, Edit)))
    return lines


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
