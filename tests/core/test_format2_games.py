"""Saves of format 2 (every save written before dice came from one stream per game)
still open, and replay exactly as they were played: the same position at the end (the
reader checks the save's snapshot) and the same events on the way, move by move.

The saves were played by computer and random players, to the end, at two counts of
every game; ``format2-games.json`` holds each game's events digest, taken as it was
played."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from petridish.core import registry
from petridish.storage.saves import read_save, to_session

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "format2"
PLAYED = json.loads((FIXTURES / "format2-games.json").read_text(encoding="utf-8"))


def events_digest(session) -> str:
    events = [[e.kind, e.data] for e in session.opening]
    for step in session.steps:
        events.extend([e.kind, e.data] for e in step.events)
    text = json.dumps(events, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def test_every_game_has_format_2_saves():
    games = {name.split("-v2-")[0] for name in PLAYED}
    assert games == set(registry.game_ids())


@pytest.mark.parametrize("name", sorted(PLAYED))
def test_a_format_2_save_replays_as_it_was_played(name):
    raw = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    assert raw["version"] == 2
    save = read_save(FIXTURES / name)  # replays every move; the snapshot must match
    session = to_session(save)
    assert len(session.steps) == PLAYED[name]["moves"]
    assert session.game.is_terminal(session.state) == PLAYED[name]["over"]
    assert events_digest(session) == PLAYED[name]["events_sha256"], f"{name} plays differently"
