"""The dice each fish rolled lie in the state, so every position shows the dice it had:
a roll leaves its die on the roller's mat until its next roll of that kind, a save
keeps them, the sandbox turns them, and a save written before the dice were kept
still opens and replays (the replay lays them)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from petridish.core import registry
from petridish.core.actions import Edit
from petridish.core.bot import decide
from petridish.core.dice import Rolled
from petridish.core.play import computer_turn
from petridish.core.session import Session
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import ATTACK, PERCENTILE, die_key
from petridish.storage import saves
from tests.games.adapt.helpers import CORAL, FINN, setup

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "saves"


def bot_game(players: int, seed: int, moves: int = 10_000) -> Session:
    state = GAME.new_state(seed, None, (), GAME.seat_ids(players))
    session = Session(GAME, state)
    bots = {s: registry.make_bot("adapt", "bot", i) for i, s in enumerate(state.seats)}
    for _ in range(moves):
        if GAME.is_terminal(session.state):
            break
        seat = computer_turn(GAME, session.state, bots, True)
        session.submit(decide(GAME, session.state, seat, bots[seat]))
    return session


@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_roll_leaves_its_die_as_it_fell_until_that_fish_rolls_that_kind_again(players):
    # rulebook: adapt.txt:18
    # rulebook: adapt.txt:61
    session = bot_game(players, 60 + players)
    expected: dict[str, Rolled] = {}
    rolled = 0
    for step in session.steps:
        for event in step.events:
            data = event.data
            if event.kind == "roll" and data["purpose"] not in ("tens", "units"):
                key = die_key(data["seat"], data["purpose"])
                expected[key] = Rolled(data["sides"], data["value"], data["purpose"], data["seat"])
                rolled += 1
            elif event.kind == "percentile":
                expected[die_key(data["seat"], PERCENTILE)] = Rolled(
                    100, data["roll"], PERCENTILE, data["seat"]
                )
        assert step.after.dice == expected  # nothing from later, nothing lost
        assert GAME.view(step.after, None).dice == step.after.dice  # every die is public
    assert rolled > 0 and any(k.endswith(".attack") for k in expected)


def test_a_new_game_has_no_die_rolled_and_the_dice_survive_a_save(tmp_path):
    assert GAME.new_state(3, None, (), GAME.seat_ids(2)).dice == {}
    session = bot_game(4, 11, moves=30)
    assert session.state.dice
    data = json.loads(json.dumps(GAME.state_to_json(session.state)))
    assert GAME.state_from_json(data).dice == session.state.dice
    seats = [saves.SeatInfo(s.id, s.name, "bot", s.colour) for s in GAME.seats_for(4)]
    path = tmp_path / "dice.petridish"
    saves.write_save(
        path, session, game_id="adapt", seed=11, options=None, forced=(), seats=seats, title="t"
    )
    _, loaded = saves.load_session(path)
    assert loaded.state.dice == session.state.dice


def test_a_save_whose_dice_were_edited_is_refused(tmp_path):
    session = bot_game(2, 12, moves=20)
    seats = [saves.SeatInfo(s.id, s.name, "bot", s.colour) for s in GAME.seats_for(2)]
    path = tmp_path / "dice.petridish"
    saves.write_save(
        path, session, game_id="adapt", seed=12, options=None, forced=(), seats=seats, title="t"
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    key = next(iter(data["snapshot"]["dice"]))
    die = data["snapshot"]["dice"][key]
    die["value"] = die["value"] % die["sides"] + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="do not lead to its snapshot"):
        saves.load_session(path)


@pytest.mark.parametrize("name", ["adapt-v2-in-progress", "adapt-v2-finished"])
def test_a_save_from_before_the_dice_were_kept_opens_and_replays_its_dice(name):
    path = FIXTURES / f"{name}.petridish"
    assert "dice" not in json.loads(path.read_text(encoding="utf-8"))["snapshot"]
    _, session = saves.load_session(path)
    assert session.steps and session.state.dice
    assert session.state.dice == session.steps[-1].after.dice
    assert GAME.is_terminal(session.state) == (name == "adapt-v2-finished")


def test_the_sandbox_turns_a_rolled_die_to_any_of_its_faces_and_no_further():
    session = bot_game(2, 13, moves=16)
    state = session.state
    assert not GAME.is_terminal(state)
    key, die = next((k, d) for k, d in state.dice.items() if k.endswith("." + ATTACK))
    face = die.value % die.sides + 1
    out = GAME.apply_edit(state, Edit(CORAL, "set", key=key, value=face))
    assert out.state.dice[key] == Rolled(die.sides, face, die.purpose, die.seat)
    assert GAME.check_edit(state, Edit(CORAL, "set", key=key, value=die.sides + 1)) == (
        f"that die shows 1 to {die.sides}"
    )
    fresh = setup(2)
    assert die_key(FINN, ATTACK) not in fresh.dice
    refused = GAME.check_edit(fresh, Edit(CORAL, "set", key=die_key(FINN, ATTACK), value=1))
    assert refused and "the dice once rolled" in refused


def test_the_sandbox_rolls_a_die_again_from_the_games_own_random_numbers():
    # ruling ADAPT-R26
    session = bot_game(2, 13, moves=16)
    state = session.state
    key, die = next((k, d) for k, d in state.dice.items() if k.endswith("." + ATTACK))
    faces = set()
    for seed in range(12):  # other seeds, other rolls: each a face of that die
        s = dataclasses.replace(state, rng=dataclasses.replace(state.rng, seed=seed))
        out = GAME.apply(s, Edit(CORAL, "roll", key=key))
        rolled = out.state.dice[key]
        assert rolled == Rolled(die.sides, rolled.value, die.purpose, die.seat)
        assert 1 <= rolled.value <= die.sides and out.state.rng.draws == s.rng.draws + 1
        # A roll is chance: it cannot be taken back in rules play, and everyone reads it.
        (event,) = out.events
        assert event.random and event.seen_by is None and event.data["value"] == rolled.value
        faces.add(rolled.value)
    assert len(faces) > 1
    assert GAME.check(state, Edit(CORAL, "roll", key="coral.nothing")) == (
        "there is no die 'coral.nothing' on the table"
    )
