"""Learn to play: a short first game, taught a step at a time.

A lesson is a scenario (``core.scenario``: the game set up from a seed, with the dice and
the deck forced so that each rule comes up once) and its steps. Every step says one
sentence in the game's words and names where the rules say it: the section of the rules
reference (``section``, which the Rules panel finds) and the rulebook's line (``rule``,
``"adapt.txt:77"``). Then, in the step:

- ``do``: the learner makes one move, the one the step asks for (the table points at the
  piece it is about and refuses any other move, saying what the step asks);
- ``watch``: the other seats make their moves, one after the other, as computer players'
  moves are shown;
- neither: the words alone, read before going on.

A lesson is a file, ``resources/games/<id>/lesson.json``: plain JSON, checked whole
before its first step (every move legal when its turn comes, each ``do`` the learner's
and each ``watch`` another's), so that a lesson never stops half-way. Nothing in it is
ever executed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from petridish import resources
from petridish.core.actions import Action
from petridish.core.content import ContentError, read_text
from petridish.core.game import Game
from petridish.core.scenario import Scenario, ScenarioError, action_of, play, seat_ids

LESSON_FORMAT = "petridish-lesson"
LESSON_VERSION = 1
FIELDS = ("format", "version", "title", "learner", "scenario", "steps")
STEP_FIELDS = ("say", "section", "rule", "do", "watch")
MAX_STEPS = 200
MAX_SAY = 400  # characters: a sentence, not a page


class LessonError(ValueError):
    """A lesson cannot be read or played; ``str(exc)`` says why, in one line."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step: its sentence, where the rules say it, and the moves made in it."""

    say: str
    section: str = ""  # the heading of the rules reference it comes from
    rule: str = ""  # the rulebook's file and line, "adapt.txt:77"
    do: Action | None = None  # the learner's move
    watch: tuple[Action, ...] = ()  # the other seats' moves

    @property
    def moves(self) -> tuple[Action, ...]:
        return (self.do,) if self.do is not None else self.watch


@dataclass(frozen=True, slots=True)
class Lesson:
    """A game's lesson: its title, the learner's seat, the scenario it plays, its steps."""

    game: str
    title: str
    learner: str
    scenario: Scenario
    steps: tuple[Step, ...]

    @property
    def rules(self) -> Game[Any]:
        return self.scenario.rules

    @property
    def script(self) -> tuple[Action, ...]:
        """Every move of the lesson, in order."""
        return tuple(a for step in self.steps for a in step.moves)

    def played_before(self, index: int) -> int:
        """How many moves have been made when step ``index`` begins."""
        return sum(len(step.moves) for step in self.steps[:index])

    def state_before(self, index: int) -> Any:
        """The position at the beginning of step ``index``."""
        return play(self.rules, self.scenario.initial(), *self.script[: self.played_before(index)])


def path_of(game_id: str) -> Path:
    """Where the lesson of ``game_id`` lies (whether there is one or not)."""
    return resources.root() / "games" / game_id / "lesson.json"


def has_lesson(game_id: str) -> bool:
    """Whether ``game_id`` comes with a lesson."""
    return path_of(game_id).is_file()


def load(game_id: str) -> Lesson:
    """The lesson of ``game_id``, read and checked (LessonError naming the file)."""
    where = path_of(game_id)
    try:
        text = read_text(where)
        data = json.loads(text)
    except (ContentError, ValueError) as exc:
        raise LessonError(f"{where}: {exc}") from None
    try:
        lesson = from_json(data)
        if lesson.game != game_id:
            raise LessonError(f"it is a lesson of {lesson.game!r}")
        check(lesson)
    except LessonError as exc:
        raise LessonError(f"{where}: {exc}") from None
    return lesson


def from_json(data: Any) -> Lesson:
    """A lesson from its JSON, its fields and moves checked (``check`` plays them)."""
    if not isinstance(data, dict):
        raise LessonError("a lesson must be a JSON object")
    unknown = [key for key in data if key not in FIELDS]
    if unknown:
        raise LessonError(f"a lesson has no field {unknown[0]!r}; its fields are {FIELDS}")
    if data.get("format") != LESSON_FORMAT:
        raise LessonError(f'"format" must be "{LESSON_FORMAT}"')
    version = data.get("version")
    if version != LESSON_VERSION:
        raise LessonError(f'"version" must be {LESSON_VERSION}')
    title, learner = data.get("title"), data.get("learner")
    if not isinstance(title, str) or not title:
        raise LessonError('"title" must be text')
    try:
        scenario = Scenario.from_json(data.get("scenario"))
    except ScenarioError as exc:
        raise LessonError(f'"scenario": {exc}') from None
    if scenario.actions:
        raise LessonError('"scenario": its moves are the steps\' (it lists none of its own)')
    game = scenario.rules
    seats = seat_ids(game, scenario.seats)
    if not isinstance(learner, str) or learner not in seats:
        raise LessonError(f'"learner" must be one of the seats {list(seats)}')
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps or len(steps) > MAX_STEPS:
        raise LessonError(f'"steps" must list 1 to {MAX_STEPS} steps')
    read = tuple(_step(game, learner, n, item) for n, item in enumerate(steps, 1))
    return Lesson(game.id, title, learner, scenario, read)


def _step(game: Game[Any], learner: str, n: int, item: Any) -> Step:
    if not isinstance(item, Mapping):
        raise LessonError(f"step {n} must be an object")
    unknown = [key for key in item if key not in STEP_FIELDS]
    if unknown:
        raise LessonError(f"step {n} has no field {unknown[0]!r}; a step's are {STEP_FIELDS}")
    say = item.get("say")
    if not isinstance(say, str) or not say.strip() or len(say) > MAX_SAY:
        raise LessonError(f'step {n}: "say" must be a sentence of at most {MAX_SAY} characters')
    section, rule = item.get("section", ""), item.get("rule", "")
    if not isinstance(section, str) or not isinstance(rule, str):
        raise LessonError(f'step {n}: "section" and "rule" must be text')
    if "do" in item and "watch" in item:
        raise LessonError(f'step {n}: a step has the learner\'s move ("do") or others\' ("watch")')
    try:
        do = action_of(game, item["do"], n) if "do" in item else None
        watch = item.get("watch", [])
        if not isinstance(watch, list):
            raise LessonError(f'step {n}: "watch" must list moves')
        watched = tuple(action_of(game, a, n) for a in watch)
    except ScenarioError as exc:
        raise LessonError(f"step {n}: {exc}") from None
    if do is not None and do.seat != learner:
        raise LessonError(f"step {n}: the move to do is {do.seat}'s, not the learner's")
    for action in watched:
        if action.seat == learner:
            raise LessonError(f"step {n}: the learner's own move is a step to do, not to watch")
    return Step(say, section, rule, do, watched)


def check(lesson: Lesson) -> Any:
    """Play the whole lesson, every move checked by the rules; the last position.
    LessonError names the first step whose move is refused."""
    game = lesson.rules
    state = lesson.scenario.initial()
    for n, step in enumerate(lesson.steps, 1):
        for action in step.moves:
            reason = game.check(state, action)
            if reason is not None:
                raise LessonError(f"step {n}: the move {action.to_json()} is refused: {reason}")
            state = game.apply(state, action).state
    return state
