"""ADAPTOID 24 plays exactly as it did before the framework was made general: recorded
random games (seed and actions) give the same events and results, and saves written
in the first save format still load."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from petridish.core.rng import FIRST_STREAM
from petridish.games.adaptoid24.rules import GAME
from petridish.storage.saves import read_save

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def test_recorded_games_give_the_same_events_and_results():
    # rulebook: adaptoid24.txt:19
    golden = json.loads((FIXTURES / "adaptoid24-golden.json").read_text(encoding="utf-8"))
    for game in golden["games"]:
        state = GAME.new_state(game["seed"], stream=FIRST_STREAM)  # as they were recorded
        events = []
        for data in game["actions"]:
            out = GAME.apply(state, GAME.action_from_json(data))
            events.append([[e.kind, e.data] for e in out.events])
            state = out.state
        digest = hashlib.sha256(json.dumps(events, sort_keys=True).encode()).hexdigest()
        assert digest == game["events_sha256"], f"seed {game['seed']} plays differently"
        result = GAME.result(state)
        assert [list(result.winners), result.reason] == game["result"]


@pytest.mark.parametrize(
    "name", sorted(p.name for p in (FIXTURES / "saves").glob("adaptoid24-v1-*"))
)
def test_a_save_in_the_first_format_still_loads(name):
    save = read_save(FIXTURES / "saves" / name)
    assert save.game_id == "adaptoid24" and save.moves
