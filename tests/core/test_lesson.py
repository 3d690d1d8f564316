"""Lessons (``core.lesson``): every game's lesson reads, plays through and points at real
rules; a damaged lesson file is refused with a line that says what is wrong."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from petridish import resources
from petridish.core import lesson as lessons
from petridish.core import registry

RULEBOOKS = Path(__file__).resolve().parents[3] / "shared" / "rulebooks"
WITH_LESSONS = [g.id for g in registry.games() if g.available and lessons.has_lesson(g.id)]


@pytest.mark.parametrize("game_id", WITH_LESSONS)
def test_a_lesson_plays_through_and_cites_the_rules(game_id: str) -> None:
    lesson = lessons.load(game_id)
    assert lesson.game == game_id and lesson.steps
    end = lessons.check(lesson)
    assert end is not None
    assert any(step.do for step in lesson.steps), "the learner makes moves"
    headings = {
        line.lstrip("#").strip()
        for line in resources.path("games", game_id, "rules.md").read_text().splitlines()
        if line.startswith("## ")
    }
    for n, step in enumerate(lesson.steps, 1):
        assert step.section in headings, f"step {n}: no section {step.section!r}"
        m = re.fullmatch(r"([\w.]+\.txt):(\d+)", step.rule)
        assert m, f"step {n}: the rule {step.rule!r} names no rulebook line"
        if RULEBOOKS.is_dir():
            lines = (RULEBOOKS / m[1]).read_text().splitlines()
            assert 1 <= int(m[2]) <= len(lines), f"step {n}: {step.rule} is past the end"
        if step.do is not None:
            assert step.do.seat == lesson.learner


def test_a_lesson_resumes_at_the_position_of_its_step() -> None:
    lesson = lessons.load(WITH_LESSONS[0])
    game = lesson.rules
    index = next(i for i, s in enumerate(lesson.steps) if s.do is not None and i > 2)
    state = lesson.state_before(index)
    assert game.check(state, lesson.steps[index].do) is None


def good() -> dict:
    return json.loads(lessons.path_of(WITH_LESSONS[0]).read_text())


def broken(change) -> dict:
    data = copy.deepcopy(good())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda d: d.update(format="a-scenario"), '"format" must be "petridish-lesson"'),
        (lambda d: d.update(version=9), '"version" must be 1'),
        (lambda d: d.update(colour="red"), "a lesson has no field 'colour'"),
        (lambda d: d.update(learner="nemo"), '"learner" must be one of the seats'),
        (lambda d: d.update(steps=[]), '"steps" must list 1 to'),
        (lambda d: d["steps"].append("hello"), "must be an object"),
        (lambda d: d["steps"][0].update(say=""), '"say" must be a sentence'),
        (lambda d: d["steps"][0].update(say="x" * 500), '"say" must be a sentence'),
        (lambda d: d["steps"][0].update(sound="ping"), "has no field 'sound'"),
        (lambda d: d["scenario"].update(game="chess"), '"scenario"'),
        (
            lambda d: d["scenario"].update(actions=[{"kind": "Rest", "seat": "coral"}]),
            "its moves are the steps'",
        ),
    ],
)
def test_a_damaged_lesson_is_refused_saying_why(change, says: str) -> None:
    with pytest.raises(lessons.LessonError, match=re.escape(says)):
        lessons.from_json(broken(change))


def test_a_move_the_rules_refuse_names_its_step() -> None:
    data = good()
    n = next(i for i, s in enumerate(data["steps"]) if "do" in s and i > 2)
    data["steps"].insert(n, copy.deepcopy(data["steps"][n]))  # the same move twice
    lesson = lessons.from_json(data)
    with pytest.raises(lessons.LessonError, match=rf"step {n + 2}: the move .* is refused"):
        lessons.check(lesson)


def test_the_learners_move_is_not_watched_and_another_seat_does_not_do() -> None:
    data = good()
    learner = data["learner"]
    do = next(s for s in data["steps"] if "do" in s)
    watch = next(s for s in data["steps"] if "watch" in s)
    with pytest.raises(lessons.LessonError, match="not to watch"):
        lessons.from_json(broken(lambda d: d["steps"].append({"say": "x", "watch": [do["do"]]})))
    other = watch["watch"][0]
    assert other["seat"] != learner
    with pytest.raises(lessons.LessonError, match="not the learner's"):
        lessons.from_json(broken(lambda d: d["steps"].append({"say": "x", "do": other})))


def test_a_lesson_file_that_is_no_json_is_refused_naming_it(tmp_path, monkeypatch) -> None:
    folder = tmp_path / "games" / WITH_LESSONS[0]
    folder.mkdir(parents=True)
    (folder / "lesson.json").write_text("{ not json")
    monkeypatch.setattr(resources, "root", lambda: tmp_path)
    with pytest.raises(lessons.LessonError, match=r"lesson\.json: "):
        lessons.load(WITH_LESSONS[0])
