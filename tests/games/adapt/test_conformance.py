"""A.D.A.P.T. against the generic conformance check at 2, 3, 4 and 5 players, plus a
hypothesis drive of random legal and illegal actions."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from petridish.core.actions import Edit, Place
from petridish.core.game import IllegalAction
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import ACTION_TYPES, DRAW_POINTS, EVENT_KINDS, HIDDEN

from ...conformance import check_game, check_step, conform, random_sandbox_game

SEATS = ("coral", "finn", "marina", "pearl", "kelp", "nobody")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_whole_conformance_suite_at_every_player_count(players):
    # rulebook: adapt.txt:8
    # rulebook: adapt.txt:98
    # Random games with every invariant and the secrecy checks (only the deck's order
    # is hidden), sessions with undo and redo, sandbox games and sessions, determinism.
    report = conform(GAME, players=[players], games=3, secrecy=4, every_point=False)
    assert report.games == 3 and report.sessions == 2
    assert report.secrecy > 50 and report.outcomes > 50
    assert report.points <= set(DRAW_POINTS) and {"deck", "percentile", "attack"} <= report.points


def test_every_draw_point_is_drawn_and_forceable_across_player_counts():
    # rulebook: adapt.txt:6
    report = conform(
        GAME, players=[3, 4, 5], games=2, secrecy=0, sessions=0, sandbox_games=0, first_seed=10
    )
    assert report.points == report.forced == set(DRAW_POINTS)


def test_every_event_kind_is_reported_somewhere():
    seen: set[str] = set()
    for players in (2, 3, 4, 5):
        for seed in range(40):
            rng = random.Random(seed)
            s = GAME.new_state(seed, seats=GAME.seat_ids(players))
            while not GAME.is_terminal(s):
                seat = GAME.to_move(s)[0]
                out = GAME.apply(s, rng.choice(GAME.legal_actions(s, seat)))
                seen |= {e.kind for e in out.events}
                s = out.state
    assert set(EVENT_KINDS) - seen <= {"edit", "held", "lapsed", "discarded", "left", "rest"}


def test_200_random_games_end_and_replay_alike():
    # rulebook: adapt.txt:10
    # rulebook: adapt.txt:11
    for players in (2, 3, 4, 5):
        wins = check_game(GAME, 50, first_seed=100 * players, full_every=25, players=players)
        assert len(wins) >= 2  # more than one seat wins some game
        assert set(wins) <= set(GAME.seat_ids(players))


def test_the_deck_order_never_shows_in_a_view():
    for seed in range(6):
        rng = random.Random(seed)
        s = GAME.new_state(seed, seats=GAME.seat_ids(3))
        while not GAME.is_terminal(s):
            for seat in (*s.seats, None):
                v = GAME.view(s, seat)
                assert set(v.zones["deck"]) <= {HIDDEN} and v.rng.seed == 0
                text = json.dumps(GAME.state_to_json(v))
                assert all(f'"{c}"' not in text for c in s.zones["deck"])
            seat = GAME.to_move(s)[0]
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s, seat))).state


def test_sandbox_edits_mixed_with_rules_moves_never_leave_a_dead_end():
    for seed in range(8):
        random_sandbox_game(GAME, seed, players=2 + seed % 4, secrecy=5 if seed % 4 == 0 else 0)


CARDS = (
    "body.grouper#1",
    "body.clownfish#2",
    "part.spiked_horn#1",
    "part.lantern_lure#1",
    "guppy.striped#1",
    "nothing",
)
ZONES = ("coral.body", "finn.jaws", "coral.pgp", "stream.1", "deck", "discard", "guppies", "x")

actions = st.one_of(
    st.builds(
        lambda cls, seat, card: cls(seat, card),
        st.sampled_from([ACTION_TYPES[1], ACTION_TYPES[2]]),
        st.sampled_from(SEATS),
        st.sampled_from(CARDS),
    ),
    st.builds(ACTION_TYPES[0], st.sampled_from(SEATS), st.sampled_from([*CARDS, "guppy.spotted"])),
    st.builds(ACTION_TYPES[3], st.sampled_from(SEATS), st.sampled_from(CARDS), st.booleans()),
    st.builds(ACTION_TYPES[4], st.sampled_from(SEATS), st.sampled_from(SEATS)),
    st.builds(
        ACTION_TYPES[5],
        st.sampled_from(SEATS),
        st.sampled_from(["bait", "hide", "jump", "school", "shock", "heal", "fly"]),
        st.sampled_from([*SEATS, ""]),
    ),
    st.builds(
        lambda cls, seat: cls(seat), st.sampled_from(ACTION_TYPES[6:]), st.sampled_from(SEATS)
    ),
    st.builds(
        lambda op, card, zone, key, value: Edit(
            "coral", op, card=card, zone=zone, key=key, value=value
        ),
        st.sampled_from(["move", "flip", "set", "bogus"]),
        st.sampled_from(CARDS),
        st.sampled_from(ZONES),
        st.sampled_from(["coral.xp", "finn.damage", "coral.poison", "round", "x"]),
        st.integers(-2, 120),
    ),
    st.builds(
        lambda zone, i, to: Edit("finn", "move", zone=to, place=Place(zone, i)),
        st.sampled_from(ZONES),
        st.integers(-1, 5),
        st.sampled_from(ZONES),
    ),
    st.builds(  # a whole pile shuffled, cut (where the hand falls, or after n cards) or turned over
        lambda op, zone, at: Edit("finn", op, zone=zone, index=at),
        st.sampled_from(["shuffle", "cut", "flip"]),
        st.sampled_from(ZONES),
        st.integers(-1, 70),
    ),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    players=st.integers(2, 5),
    choices=st.lists(st.tuples(st.integers(0, 99), actions), min_size=20, max_size=100),
)
def test_random_legal_and_illegal_actions_keep_every_invariant(seed, players, choices):
    """Hypothesis drives a game: each step an arbitrary action, legal or not, then a
    legal move by index. Refused actions leave the state exactly as it was."""
    s = GAME.new_state(seed, seats=GAME.seat_ids(players))
    rng = random.Random(seed)
    pool = []
    for index, arbitrary in choices:
        if GAME.is_terminal(s):
            break
        before = json.dumps(GAME.state_to_json(s), sort_keys=True)
        reason = GAME.check(s, arbitrary)
        if reason is None:
            s = GAME.apply(s, arbitrary).state
        else:
            with pytest.raises(IllegalAction) as refused:
                GAME.apply(s, arbitrary)
            assert str(refused.value) == reason
            assert json.dumps(GAME.state_to_json(s), sort_keys=True) == before
        assert GAME.validate_state(s) is None
        if GAME.is_terminal(s):
            break
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        action = legal[index % len(legal)]
        pool.append(action)
        s = GAME.apply(s, action).state
        if index % 10 == 0:
            check_step(GAME, s, pool, rng)
