"""The framework through Tide Pool, the test-only game (tests/core/toy): who may act and
Pass, a simultaneous secret choice, forced dice by draw point, the computer's turn,
sessions and the sandbox. Tide Pool has no rulebook; its rules are in its docstring."""

from __future__ import annotations

import json
import random

import pytest

from petridish.core import registry
from petridish.core.actions import Edit, Pass, Place
from petridish.core.bot import decide
from petridish.core.game import MAY, MUST, IllegalAction
from petridish.core.play import computer_turn, final
from petridish.core.rng import ForcedOutcomeError
from petridish.core.secret import HIDDEN
from petridish.core.session import Session

from .toy import INFO, register_toy
from .toy.bot import TidePoolBot
from .toy.rules import CARDS, GAME, Forage, Mark, State, value

P1, P2, P3 = "p1", "p2", "p3"
ORDER = [f"shell.{n}" for n in (4, 8, 1, *range(2, 4), *range(5, 8), *range(9, 25))]


def setup(players: int = 2, forced=None, seed: int = 1) -> State:
    return GAME.new_state(seed, None, forced or {}, GAME.seat_ids(players))


def play(state: State, *actions) -> State:
    for action in actions:
        state = GAME.apply(state, action).state
    return state


def to_tide(state: State) -> State:
    """Everyone passes: foraging is over."""
    return play(state, *(Pass(s) for s in state.seats))


def log(outcome, seat):
    return [GAME.describe(d) for e in outcome.events if (d := e.for_seat(seat)) is not None]


def test_seats_for_any_count_from_one_to_eight():
    for n in range(1, 9):
        assert GAME.seat_ids(n) == tuple(f"p{i}" for i in range(1, n + 1))
        assert GAME.seats_of(setup(n)) == GAME.seat_ids(n)
    for n in (0, 9):
        with pytest.raises(IllegalAction, match="Tide Pool is for 1 to 8 players"):
            GAME.seats_for(n)
    with pytest.raises(IllegalAction, match="seats are"):
        GAME.new_state(0, seats=[P1, "p9"])
    assert GAME.seats_of(GAME.new_state(0)) == (P1,)  # the fewest, by default


def test_a_pass_ends_a_seats_optional_window_and_the_last_pass_ends_foraging():
    s = setup(2)
    assert GAME.activity(s) == {P1: MAY, P2: MAY}
    assert GAME.must_act(s) == () and GAME.to_move(s) == (P1, P2)
    out = GAME.apply(s, Pass(P1))
    assert [e.kind for e in out.events] == ["passed"]
    assert GAME.activity(out.state) == {P2: MAY}
    assert GAME.check(out.state, Pass(P1)) == "there is nothing to let go by now"
    assert GAME.check(out.state, Forage(P1)) == "you are done foraging this round"
    assert GAME.legal_actions(out.state, P1) == []
    out = GAME.apply(out.state, Pass(P2))
    assert [e.kind for e in out.events] == ["passed", "tide"]
    assert GAME.activity(out.state) == {P1: MUST, P2: MUST}
    # Nobody may let a choice they must make go by.
    assert GAME.check(out.state, Pass(P1)) == "there is nothing to let go by now"


def test_seats_that_may_act_do_so_in_any_order():
    s = setup(3)
    after = play(s, Forage(P3), Forage(P1), Forage(P3))
    # p3 has foraged twice and is done without passing; the others still may.
    assert GAME.activity(after) == {P1: MAY, P2: MAY}
    assert after.foraged == {P1: 1, P2: 0, P3: 2}
    assert GAME.check(after, Forage(P3)) == "you have foraged 2 times this round"
    # The same moves in another order reach the same counts.
    other = play(s, Forage(P1), Forage(P3), Forage(P3))
    assert other.foraged == after.foraged and GAME.activity(other) == GAME.activity(after)


def test_a_secret_mark_is_masked_for_the_others_then_all_are_revealed_in_one_event():
    s = to_tide(setup(3))
    out = GAME.apply(s, Mark(P1, 2))
    assert GAME.view(out.state, P1).marks == {P1: 2}
    assert GAME.view(out.state, P2).marks == {P1: HIDDEN}
    assert GAME.view(out.state, None).marks == {P1: HIDDEN}
    assert log(out, P1) == ["Player 1 picked tide mark 2."]
    assert log(out, P2) == log(out, None) == ["Player 1 picked a tide mark in secret."]
    assert '"2"' not in json.dumps(out.events[0].for_seat(P2))
    assert GAME.activity(out.state) == {P2: MUST, P3: MUST}
    with pytest.raises(IllegalAction, match="already picked"):
        GAME.apply(out.state, Mark(P1, 3))
    out = GAME.apply(out.state, Mark(P2, 2))
    assert GAME.view(out.state, P3).marks == {P1: HIDDEN, P2: HIDDEN}
    out = GAME.apply(out.state, Mark(P3, 3))
    revealed = [e for e in out.events if e.kind == "revealed"]
    assert len(revealed) == 1 and revealed[0].reveal and revealed[0].seen_by is None
    assert revealed[0].for_seat(P2) == {"kind": "revealed", P1: 2, P2: 2, P3: 3}
    # p1 and p2 both picked 2: only p3's mark is alone.
    assert out.state.pearls == {P1: 0, P2: 0, P3: 3}
    assert "Tide marks revealed: Player 1 2, Player 2 2, Player 3 3." in log(out, P1)


def test_forced_dice_by_draw_point():
    s = setup(2, {"forage": [6, 1], "deck": [ORDER]})
    assert s.zones["p1.hand"] == ("shell.4",) and s.zones["p2.hand"] == ("shell.8",)
    out = GAME.apply(s, Forage(P1))
    assert out.state.die == 6 and out.state.roller == P1
    assert out.state.zones["p1.hand"] == ("shell.4", "shell.1")  # the top of the deck
    assert log(out, P1) == ["Player 1 rolled 6 and found shell 1."]
    assert log(out, P2) == ["Player 1 rolled 6 and found a shell."]
    out = GAME.apply(out.state, Forage(P2))
    assert out.state.die == 1 and out.state.zones["p2.hand"] == ("shell.8",)
    assert log(out, P1) == ["Player 2 rolled 1 and found nothing."]


def test_an_unexpected_draw_at_another_point_shifts_no_forced_roll():
    # Between the first round's rolls and the second's, the deck is shuffled again (at
    # the draw point "deck", not forced): the rolls forced for "forage" are untouched.
    s = setup(1, {"forage": [5, 5, 4]})
    s = play(s, Forage(P1), Forage(P1))
    out = GAME.apply(s, Mark(P1, 1))
    assert "reshuffled" in [e.kind for e in out.events] and out.state.round == 2
    assert GAME.apply(out.state, Forage(P1)).state.die == 4
    # Queued without a name, the same outcomes go to whichever draw comes next: the
    # second round's shuffle takes the roll meant for the die (the 2 is the luck rolled
    # at set-up).
    s = GAME.new_state(1, None, [ORDER, 2, 5, 5, 4], [P1])
    s = play(s, Forage(P1), Forage(P1))
    with pytest.raises(ForcedOutcomeError, match="is not an order"):
        GAME.apply(s, Mark(P1, 1))


def test_a_computer_that_may_act_waits_for_the_people_who_may_too():
    computers = {P2, P3}
    s = setup(3)
    assert computer_turn(GAME, s, computers) is None  # p1, a person, may still forage
    assert computer_turn(GAME, s, computers, people_waited=True) == P2
    s = play(s, Pass(P1))
    assert computer_turn(GAME, s, computers) == P2  # no person may act now
    s = play(s, Pass(P2), Pass(P3))
    # Everyone must pick a mark: a computer that must act goes without waiting.
    assert GAME.must_act(s) == (P1, P2, P3)
    assert computer_turn(GAME, s, computers) == P2
    s = play(s, Mark(P2, 1), Mark(P3, 2))
    assert computer_turn(GAME, s, computers) is None
    assert computer_turn(GAME, s, computers, people_waited=True) is None


def test_session_undo_redo_and_draft_in_rules_mode():
    session = Session(GAME, setup(2))
    session.submit(Pass(P1))
    assert session.can_undo(P1) and not session.can_undo(P2)
    assert session.undo_refusal(P2) == "only the player who made the last move may take it back"
    step = session.undo(P1)
    assert session.state is step.before and session.can_redo()
    session.redo()
    assert session.state.done == frozenset({P1})
    # A roll cannot be taken back: it depended on chance.
    session.submit(Forage(P2))
    assert session.undo_refusal(P2) == "that move revealed hidden information or a random result"
    session.submit(Pass(P2))
    session.submit(Mark(P1, 3))
    assert session.can_undo(P1)  # a secret pick before the reveal
    session.add_to_draft("mark")
    assert session.take_back_draft() and not session.take_back_draft()
    session.add_to_draft("mark")
    session.submit(Mark(P2, 1))  # the reveal
    assert session.draft == ()
    assert not session.can_undo(P2)
    assert session.check(Edit(P1, "set", key="die", value=3)) == (
        "free edits are only possible in sandbox mode"
    )


def test_a_sandbox_session_undoes_anything_and_replays():
    session = Session(GAME, setup(2), sandbox=True)
    session.submit(Forage(P1))
    session.submit(Edit(P2, "move", zone="p2.hand", place=Place("deck", 0)))
    assert session.can_undo(P1) and session.can_undo(P2)
    session.undo()
    session.undo()
    assert session.state == session.initial
    session.redo()
    again = Session.replay(GAME, session.initial, session.actions, sandbox=True)
    assert again.state == session.state


def test_sandbox_edits_move_turn_over_and_set_without_naming_hidden_shells():
    s = setup(2, {"deck": [ORDER]})
    out = GAME.apply(s, Edit(P1, "move", zone="p1.hand", place=Place("deck", 0)))
    assert out.state.zones["p1.hand"] == ("shell.4", "shell.1")
    # Named by its place, the shell is named in the log only to the hand's owner, who
    # now sees it (so the edit shows a secret: it is not undone in rules play).
    assert log(out, P2) == ["Sandbox: a face-down shell moved from deck to p1.hand."]
    assert log(out, P1) == ["Sandbox: shell 1 moved from deck to p1.hand."]
    assert out.events[0].reveal and out.events[0].seen_by == (P1,)
    # Turned face up, a shell in a hand is seen by everyone, and the log names it.
    out = GAME.apply(out.state, Edit(P1, "flip", card="shell.1"))
    assert GAME.view(out.state, P2).zones["p1.hand"] == (HIDDEN, "shell.1")
    assert out.events[0].reveal and log(out, P2) == ["Sandbox: shell 1 turned over."]
    out = GAME.apply(out.state, Edit(P2, "move", card="shell.1", zone="shore"))
    assert out.state.zones["shore"] == ("shell.1",) and out.state.up == frozenset()
    out = GAME.apply(out.state, Edit(P2, "set", key="die", value=5))
    assert out.state.die == 5
    for edit, reason in (
        (Edit(P1, "set", key="die", value=9), "the die must be 1 to 6"),
        (Edit(P1, "flip", card="shell.1"), "shells on the shore lie face up"),
        (Edit(P1, "move", card="shell.99", zone="shore"), "that card is not on the table"),
        (Edit(P1, "move", card="shell.2", zone="p7.hand"), "there is no such place on the table"),
        (
            Edit(P1, "move", card="shell.2", zone="shore", index=5),
            "there is no position 6 in shore",
        ),
        (Edit(P3, "flip", card="shell.2"), "there is no seat 'p3' at this table"),
        (Edit(P1, "set", key="p1.luck", value=99), "p1's luck must be 0 to 7"),
        (Edit(P1, "bogus"), "unknown edit 'bogus'"),
    ):
        assert GAME.check(out.state, edit) == reason
        with pytest.raises(IllegalAction, match=reason):
            GAME.apply(out.state, edit)


def test_the_end_shows_every_hand_and_the_best_score_wins():
    # One player, nothing found in either round, marks 3 then 2: five pearls plus the
    # shell dealt (shell.4, worth 4) plus a luck of 1.
    s = setup(1, {"deck": [ORDER], "forage": [1, 1, 2, 3], "luck": [1]})
    s = play(s, Forage(P1), Forage(P1), Mark(P1, 3), Forage(P1), Forage(P1))
    out = GAME.apply(s, Mark(P1, 2))
    assert GAME.is_terminal(out.state) and GAME.activity(out.state) == {}
    assert GAME.result(out.state).winners == (P1,)
    assert GAME.result(out.state).reason == f"{5 + value('shell.4') + 1} points"
    assert out.state.zones["shore"] == ("shell.8",)  # the top shell, after round one
    assert log(out, P1)[-1] == "The game is over: Player 1 10."
    # Two players with the same score share the win.
    s = setup(2, {"deck": [ORDER], "forage": [1] * 8, "luck": [2, 2]})
    for _round in range(2):
        s = play(s, Pass(P1), Pass(P2), Mark(P1, 1), Mark(P2, 1))
    assert GAME.scores(s) == {P1: value("shell.4") + 2, P2: value("shell.8") + 2}
    assert GAME.result(s).winners == (P1, P2)
    assert GAME.view(s, P2).zones["p1.hand"] == ("shell.4",)


def test_each_luck_tracker_stays_behind_its_screen_all_game():
    s = setup(3, {"luck": [1, 2, 3], "forage": [6]})
    assert s.luck == {P1: 1, P2: 2, P3: 3}
    assert GAME.view(s, P2).luck == {P1: HIDDEN, P2: 2, P3: HIDDEN}
    assert GAME.view(s, None).luck == {P1: HIDDEN, P2: HIDDEN, P3: HIDDEN}
    out = GAME.apply(s, Forage(P1))  # a 6: everyone sees the roll, p1 alone its luck
    assert out.state.luck[P1] == 2 and GAME.view(out.state, P2).luck[P1] == HIDDEN
    assert GAME.view(out.state, P1).luck[P1] == 2
    # Set by hand in the sandbox, a tracker's new value is told to its owner only.
    out = GAME.apply(out.state, Edit(P1, "set", key="p1.luck", value=5))
    assert log(out, P1) == ["Sandbox: Player 1's luck set to 5."]
    assert log(out, P2) == ["Sandbox: Player 1's luck set in secret."]
    s = play(out.state, Pass(P2), Pass(P3), Forage(P1), Mark(P1, 1), Mark(P2, 2), Mark(P3, 3))
    assert s.round == 2 and GAME.view(s, P3).luck[P1] == HIDDEN
    s = play(s, Pass(P1), Pass(P2), Pass(P3), Mark(P1, 1), Mark(P2, 2), Mark(P3, 3))
    # Once the game is over every tracker is shown.
    assert GAME.is_terminal(s) and GAME.view(s, P2).luck == s.luck


def test_every_position_of_a_random_game_is_valid_and_survives_json():
    rng = random.Random(5)
    for players in (1, 4, 8):
        s = setup(players, seed=players)
        while not GAME.is_terminal(s):
            assert GAME.validate_state(s) is None
            assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(s)))) == s
            seat = rng.choice(GAME.to_move(s))
            s = play(s, rng.choice(GAME.legal_actions(s, seat)))
    broken = State(
        rng=s.rng, zones={**s.zones, "deck": (*s.zones["deck"], CARDS[0])}, seats=s.seats
    )
    assert GAME.validate_state(broken) == "every shell must be on the table exactly once"


def test_registered_tide_pool_starts_by_id_with_its_computer_player():
    try:
        info = register_toy()
        assert registry.entry("toy") == info == INFO
        assert registry.resolve(info.rules) is GAME
        with pytest.raises(registry.UnknownGame, match="coming"):
            registry.load("toy")  # no table yet
        assert "toy" not in registry.game_ids()  # every game means every playable one
        assert registry.player_counts("toy") == range(1, 9)  # its rules say so
        register_toy(presenter="tests.core.toy:INFO")
        assert registry.load("toy") is GAME
        assert "toy" in registry.game_ids()
        assert isinstance(registry.make_bot("toy", "bot", 3), TidePoolBot)
    finally:
        registry.unregister("toy")
    assert "toy" not in [i.id for i in registry.games()]


def test_the_computer_player_is_random_but_the_same_for_the_same_seed():
    def game_of(seed):
        bots = {s: TidePoolBot(seed) for s in GAME.seat_ids(4)}
        moves = []

        def choose(state, seat, legal):
            moves.append(decide(GAME, state, seat, bots[seat]))
            return moves[-1]

        end, _ = final(GAME, setup(4), choose)
        return moves, GAME.result(end)

    assert game_of(1) == game_of(1)
    assert game_of(1)[0] != game_of(2)[0]
