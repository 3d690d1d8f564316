"""Positions the rules cannot continue from are refused or handled: hand-made starting
positions in saves, and whatever random sandbox edits mixed with rules moves make."""

from __future__ import annotations

import json
import random

import pytest

from petridish.core.actions import Edit, Place
from petridish.core.evolve import evolve
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseRoom, DrawEvolution, PlaceEvolution
from petridish.storage.saves import SaveError, SeatInfo, read_save, session_from_setup, write_save

from ..conformance import random_sandbox_game
from ..games.adaptoid24.helpers import A, G, play, setup
from . import scale

SEATS = [SeatInfo("adaptoid", "Ann"), SeatInfo("geneticist", "Bob")]


def save_of(tmp_path, session, start=None):
    path = tmp_path / "p.petridish"
    write_save(
        path,
        session,
        game_id="adaptoid24",
        seed=7,
        options={},
        forced=(),
        seats=SEATS,
        title="t",
        start=start,
    )
    return path


def test_a_start_with_a_whole_hand_in_its_row_is_refused(tmp_path):
    # rulebook: adaptoid24.txt:20
    s = play(setup(), ChooseRoom(A, "lab"), ChooseRoom(G, "garden"))
    s = play(s, *GAME.legal_actions(s, A)[:1])
    while not GAME.is_terminal(s) and s.turn == 1:
        s = play(s, GAME.legal_actions(s, GAME.to_move(s)[0])[0])
    zones = dict(s.zones)
    zones["adaptoid.row"] = (*zones["adaptoid.row"], *zones["adaptoid.hand"])
    zones["adaptoid.hand"] = ()
    bad = evolve(s, zones=zones)
    reason = GAME.validate_state(bad)
    assert reason is not None and "the Adaptoid needs a room in hand" in reason
    # A save that starts there is refused with that reason, not played into a dead end.
    good = session_from_setup(GAME, 7, {}, (), start=s)
    path = save_of(tmp_path, good, start=s)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["start"] = GAME.state_to_json(bad)
    data["snapshot"] = data["start"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="the starting position is not possible: the Adaptoid"):
        read_save(path)


def test_a_spreading_card_after_the_spawn_deck_was_emptied_saves_and_loads(tmp_path):
    # rulebook: adaptoid24.txt:54
    s = setup(
        reproductive=[
            "evo.spreading.1",
            "evo.rage.1",
            "evo.rage.2",
            "evo.spreading.2",
            "evo.spreading.3",
        ]
    )
    session = session_from_setup(GAME, 7, {}, (), start=s, sandbox=True)
    for action in (ChooseRoom(A, "lab"), ChooseRoom(G, "garden")):
        session.submit(action)
    session.submit(GAME.legal_actions(session.state, A)[0])
    session.submit(DrawEvolution(A, "reproductive"))
    while session.state.zones["spawn.deck"]:
        session.submit(Edit(A, "move", zone="spawn.discard", place=Place("spawn.deck", 0)))
    session.submit(PlaceEvolution(A, "lab"))
    path = save_of(tmp_path, session, start=s)
    assert read_save(path).snapshot == session.state


def test_a_clone_timer_on_a_card_that_is_no_clone_is_named(tmp_path):
    s = setup()
    for bad in ("a.lab", "taser.1", "evo.scales.1"):
        reason = GAME.validate_state(evolve(s, clones={bad: 3}))
        assert reason == "a Clone timer names a card that is not a Clone"


@pytest.mark.parametrize("chunk", range(scale.size(2, 20)))
def test_random_sandbox_games_always_go_on_or_end(chunk):
    # rulebook: adaptoid24.txt:19
    games = scale.size(15, 100)
    for seed in range(chunk * games + 10_000, (chunk + 1) * games + 10_000):
        random_sandbox_game(GAME, seed, edit_rate=random.Random(seed).choice([0.1, 0.3, 0.6]))
