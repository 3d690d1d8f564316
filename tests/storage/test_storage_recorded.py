"""A save's sandbox edits are replayed without checking each whole position they make
(the costliest part of opening a long sandbox game, see bench/bench_load.py); each
position is checked when it is shown instead, and the one the game goes on from as the
save is read. A hand-edited save cannot slip a damaged position past either."""

from __future__ import annotations

import json

import pytest

from petridish.core.actions import Edit
from petridish.core.game import IllegalAction
from petridish.games.adaptoid24.rules import GAME
from petridish.storage.save_types import SaveError, SeatInfo
from petridish.storage.saves import load_session, session_from_setup, write_save

SEATS = [SeatInfo("adaptoid", "Ada", "human"), SeatInfo("geneticist", "Gene", "human")]
# Before any room is played, a card more in the Adaptoid's row leaves a turn of the
# phase no spot (ruling A24-R23): a sandbox refuses it, and only a hand-edited save
# can hold it.
OVERFULL = Edit("adaptoid", "move", card="g.office", zone="adaptoid.row")
BACK = Edit("adaptoid", "move", card="g.office", zone="geneticist.hand")
FLIP = Edit("adaptoid", "flip", card="taser.3")


def save_with(tmp_path, moves) -> str:
    """A sandbox save of ADAPTOID 24 whose moves are ``moves``, written as if by hand."""
    session = session_from_setup(GAME, 11, sandbox=True, seats=["adaptoid", "geneticist"])
    session.submit(FLIP)
    path = tmp_path / "edited.petridish"
    write_save(
        path,
        session,
        game_id="adaptoid24",
        seed=11,
        options=None,
        forced=(),
        seats=SEATS,
        title="edited",
    )
    data = json.loads(path.read_text())
    state = session.initial
    for move in moves:  # the snapshot as the moves make it, each unchecked
        state = GAME.apply_edit(state, move, whole=False).state
    data["moves"] = [{"action": m.to_json(), "sandbox": True} for m in moves]
    data["snapshot"] = GAME.state_to_json(state)
    path.write_text(json.dumps(data))
    return str(path)


def test_a_damaged_position_the_game_would_go_on_from_is_refused_as_the_save_is_read(
    tmp_path,
):
    # rulebook: adaptoid24.txt:11
    assert GAME.check(GAME.new_state(11), OVERFULL) is not None  # never made in play
    path = save_with(tmp_path, [FLIP, OVERFULL])
    with pytest.raises(SaveError, match="the position after move 2 is damaged in the save"):
        load_session(path)


def test_a_damaged_earlier_position_is_refused_when_undo_or_a_replay_would_show_it(
    tmp_path,
):
    # rulebook: adaptoid24.txt:11
    _save, session = load_session(save_with(tmp_path, [FLIP, OVERFULL, BACK]))
    assert session.position(1).zones == session.steps[0].after.zones  # a sound one shows
    with pytest.raises(IllegalAction, match="the position after move 2 is damaged"):
        session.position(2)
    with pytest.raises(IllegalAction, match="the position after move 2 is damaged"):
        session.undo()
    assert len(session.steps) == 3  # nothing was taken back


def test_the_recorded_moves_of_a_sound_save_are_checked_once_shown(tmp_path):
    _save, session = load_session(save_with(tmp_path, [FLIP, FLIP, FLIP]))
    assert [s.checked for s in session.steps] == [False, False, True]
    session.undo()
    assert [s.checked for s in session.steps] == [False, True]
    assert session.position(0) == session.initial
