"""A save's sandbox edits are checked as the save is read, each against the whole
position it makes, as the sandbox checked it when it was made: a hand-edited save
cannot slip a position the rules cannot go on from past the reader, whatever follows
it (another edit that mends it, or a rules move played on from it)."""

from __future__ import annotations

import json

import pytest

from petridish.core.actions import Edit
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseCharacter
from petridish.storage.save_types import SaveError, SeatInfo
from petridish.storage.saves import load_session, session_from_setup, write_save

SEATS = [SeatInfo("adaptoid", "Ada", "human"), SeatInfo("geneticist", "Gene", "human")]
# Before any room is played, a card more in the Adaptoid's row leaves a turn of the
# phase no spot (ruling A24-R23): a sandbox refuses it, and only a hand-edited save
# can hold it.
OVERFULL = Edit("adaptoid", "move", card="g.office", zone="adaptoid.row")
BACK = Edit("adaptoid", "move", card="g.office", zone="geneticist.hand")
FLIP = Edit("adaptoid", "flip", card="taser.3")
CHOOSE = ChooseCharacter("geneticist", "okafor")  # a rules move the broken position allows


def save_with(tmp_path, moves) -> str:
    """A sandbox save of ADAPTOID 24 whose moves are ``moves``, written as if by hand:
    each made without the sandbox's check of the whole position."""
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
    for move in moves:  # the snapshot as the moves make it, unchecked
        if isinstance(move, Edit):
            state = GAME.apply_edit(state, move, whole=False).state
        else:
            state = GAME.apply(state, move).state
    data["moves"] = [{"action": m.to_json(), "sandbox": isinstance(m, Edit)} for m in moves]
    data["snapshot"] = GAME.state_to_json(state)
    path.write_text(json.dumps(data))
    return str(path)


def test_an_edit_that_breaks_the_last_position_is_refused_as_the_save_is_read(tmp_path):
    # rulebook: adaptoid24.txt:11
    assert GAME.check(GAME.new_state(11), OVERFULL) is not None  # never made in play
    path = save_with(tmp_path, [FLIP, OVERFULL])
    with pytest.raises(SaveError, match=r"move 2 \(Edit\) was refused: the rules could not go"):
        load_session(path)


def test_a_broken_position_mended_by_the_next_edit_is_refused_all_the_same(tmp_path):
    # rulebook: adaptoid24.txt:11
    path = save_with(tmp_path, [FLIP, OVERFULL, BACK])
    with pytest.raises(SaveError, match=r"move 2 \(Edit\) was refused: .*row has 6 spots"):
        load_session(path)


def test_a_broken_position_a_rules_move_was_played_from_is_refused(tmp_path):
    # rulebook: adaptoid24.txt:11
    # The rules move itself is legal there: only the check of the edit can tell.
    assert (
        GAME.check(GAME.apply_edit(GAME.new_state(11), OVERFULL, whole=False).state, CHOOSE) is None
    )
    path = save_with(tmp_path, [FLIP, OVERFULL, CHOOSE])
    with pytest.raises(SaveError, match=r"move 2 \(Edit\) was refused"):
        load_session(path)


def test_a_sound_save_s_edits_load_and_every_position_shows(tmp_path):
    _save, session = load_session(save_with(tmp_path, [FLIP, FLIP, FLIP, CHOOSE]))
    assert [s.action for s in session.steps] == [FLIP, FLIP, FLIP, CHOOSE]
    assert session.position(0) == session.initial
    assert [session.position(n) for n in range(1, 5)] == [s.after for s in session.steps]
    session.undo()
    assert session.state == session.position(3)
