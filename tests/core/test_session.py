"""Session: recorded actions, undo rules (rules vs sandbox), redo, replay."""

import pytest

from petridish.core.actions import Edit
from petridish.core.game import IllegalAction
from petridish.core.session import Session
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseCharacter, ChooseRoom


def fresh(sandbox=False):
    s = Session(GAME, GAME.new_state(3), sandbox=sandbox)
    s.submit(ChooseCharacter("geneticist", "reyes"))
    return s


def test_a_seat_may_take_back_its_own_secret_choice_before_the_reveal():
    s = fresh()
    s.submit(ChooseRoom("adaptoid", "lab"))
    assert s.can_undo("adaptoid")
    assert not s.can_undo("geneticist")
    assert s.undo_refusal("geneticist") == "only the player who made the last move may take it back"
    s.undo("adaptoid")
    assert s.state.picks == {}
    s.redo()
    assert s.state.picks == {"adaptoid": "lab"}


def test_no_undo_across_a_reveal_in_rules_mode():
    s = fresh()
    s.submit(ChooseRoom("adaptoid", "lab"))
    s.submit(ChooseRoom("geneticist", "office"))  # both rooms are revealed
    assert not s.can_undo("geneticist")
    with pytest.raises(IllegalAction, match="revealed hidden information"):
        s.undo("geneticist")


def test_sandbox_undoes_anything():
    s = fresh(sandbox=True)
    s.submit(ChooseRoom("adaptoid", "lab"))
    s.submit(ChooseRoom("geneticist", "office"))
    assert s.can_undo()
    s.undo()
    s.undo()
    assert s.state.picks == {}


def test_edits_only_in_sandbox_mode():
    s = fresh()
    flip = Edit("geneticist", "flip", card="taser.3")
    assert s.check(flip) == "free edits are only possible in sandbox mode"
    s.sandbox = True
    s.submit(flip)
    assert "taser.3" in s.state.loaded
    assert s.steps[-1].sandbox


def test_a_sandbox_change_is_redone_only_in_the_sandbox():
    # Taken back in the sandbox, then the sandbox turned off: Redo would bring a free
    # change back into a game played by the rules, where nothing could take it back.
    s = fresh(sandbox=True)
    s.submit(Edit("geneticist", "flip", card="taser.3"))
    s.undo()
    s.sandbox = False
    assert not s.can_redo()
    assert s.redo_refusal() == "that was a sandbox change: turn the sandbox on to make it again"
    with pytest.raises(IllegalAction, match="sandbox change"):
        s.redo()
    assert "taser.3" not in s.state.loaded
    s.sandbox = True
    s.redo()
    assert "taser.3" in s.state.loaded


def test_a_refused_action_changes_nothing():
    s = fresh()
    with pytest.raises(IllegalAction):
        s.submit(ChooseRoom("geneticist", "attic"))
    assert len(s.steps) == 1


def test_new_action_clears_redo_and_replay_rebuilds_the_game():
    s = fresh()
    s.submit(ChooseRoom("adaptoid", "lab"))
    s.undo("adaptoid")
    s.submit(ChooseRoom("adaptoid", "garden"))
    assert not s.can_redo()
    again = Session.replay(GAME, s.initial, s.actions)
    assert again.state == s.state
    with pytest.raises(IllegalAction, match="action 2"):
        Session.replay(GAME, s.initial, [s.actions[0], ChooseRoom("adaptoid", "attic")])


def test_events_are_redacted_per_seat():
    s = fresh()
    s.submit(ChooseRoom("adaptoid", "lab"))
    seen_by_g = [e for _, e in s.events_for("geneticist") if e["kind"] == "chosen"]
    seen_by_a = [e for _, e in s.events_for("adaptoid") if e["kind"] == "chosen"]
    assert seen_by_g == [{"kind": "chosen", "seat": "adaptoid"}]
    assert seen_by_a == [{"kind": "chosen", "seat": "adaptoid", "room": "lab"}]
