"""ADAPTOID 24 against the generic conformance check, plus its own invariants."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from petridish.core.actions import Edit
from petridish.core.game import IllegalAction
from petridish.games.adaptoid24.rules import GAME, Adaptoid24
from petridish.games.adaptoid24.state import ACTION_TYPES, ADAPTOID, DRAW_POINTS, GENETICIST

from ...conformance import check_game, check_siblings, check_step, conform, random_sandbox_game
from .helpers import A, G, rooms, setup

ROOMS = (
    "warehouse",
    "research",
    "control_room",
    "robotics",
    "lab",
    "dining",
    "office",
    "garden",
    "attic",
)


def test_conformance_300_random_games():
    # rulebook: adaptoid24.txt:19
    # Full invariants on one game in ten, determinism on all of them.
    wins = check_game(GAME, 300, first_seed=0, full_every=10)
    assert sum(wins.values()) == 300
    assert wins.get(ADAPTOID, 0) > 0 and wins.get(GENETICIST, 0) > 0


def test_the_whole_conformance_suite_with_its_secrets_at_every_player_count():
    # rulebook: adaptoid24.txt:6
    # rulebook: adaptoid24.txt:20
    # rulebook: adaptoid24.txt:27
    # Two sides, always. Neither side can tell what the other holds, has picked in
    # secret or has placed face down, in its view or its log; every shuffle and blind
    # draw names its draw point and can be forced by it.
    report = conform(GAME, games=12, secrecy=3)
    assert report.games == 12 and report.sessions == 2
    assert report.secrecy > 300 and report.outcomes > 300 and report.siblings > 100
    assert report.points == report.forced == set(DRAW_POINTS)


class ShowsTheHand(Adaptoid24):
    """The Adaptoid's view shows the Geneticist's hand."""

    def view(self, state, seat):
        view = super().view(state, seat)
        if seat != ADAPTOID:
            return view
        hand = state.zones["geneticist.hand"]
        return replace(view, zones={**view.zones, "geneticist.hand": hand})


class TellsTheRoom(Adaptoid24):
    """The log tells the Geneticist which room the Adaptoid picked."""

    def describe(self, event):
        if event["kind"] == "chosen" and "room" not in event:
            return f"{event['seat']} chose something."
        return super().describe(event)

    def _apply(self, state, action):
        out = super()._apply(state, action)
        first = out.events[0]
        if first.kind == "chosen" and first.seen_by == (ADAPTOID,):
            out = replace(out, events=(replace(first, public=first.data), *out.events[1:]))
        return out


@pytest.mark.parametrize(
    ("leaky", "caught"),
    [
        (ShowsTheHand, "adaptoid's view is not what ADAPTOID 24's declared secrets show"),
        (TellsTheRoom, "its log reads"),
    ],
)
def test_the_suite_catches_an_adaptoid24_that_leaks(leaky, caught):
    # rulebook: adaptoid24.txt:20
    with pytest.raises(AssertionError, match=caught):
        conform(leaky(), games=2, first_seed=1, secrecy=1, sessions=0, sandbox_games=0)


def test_a_room_the_geneticist_sets_aside_in_the_sandbox_is_not_named_to_the_adaptoid():
    # rulebook: adaptoid24.txt:58
    # A card set aside lies face down: moving one's own Room card there by hand must not
    # tell the other side which it was (the log once named it).
    s = setup()
    out = GAME.apply(s, Edit(G, "move", card="g.lab", zone="geneticist.aside"))
    lines = [GAME.describe(d) for e in out.events if (d := e.for_seat(A)) is not None]
    assert lines == [
        "Sandbox: a face-down card from the Geneticist's hand moved to the set-aside pile"
        " (outside the rules)."
    ]
    assert "lab" not in json.dumps([e.for_seat(A) for e in out.events])
    # A card moved where everyone sees it is still named (into the spot the Geneticist's
    # Lab, taken back into hand, left free in the row).
    s = rooms(s, "garden", "lab")
    s = GAME.apply(s, Edit(G, "move", card="g.lab", zone="geneticist.hand")).state
    out = GAME.apply(s, Edit(G, "move", card="g.lab", zone="geneticist.row"))
    assert "Lab" in GAME.describe(out.events[0].for_seat(A))
    # And the sibling check agrees on a sandbox position like this one.
    check_siblings(GAME, s, random.Random(3), edits=40)


def test_face_down_spawns_and_the_other_hand_never_show_in_a_view():
    # rulebook: adaptoid24.txt:27
    # rulebook: adaptoid24.txt:20
    for seed in range(40):
        rng = random.Random(seed)
        s = GAME.new_state(seed)
        while not GAME.is_terminal(s):
            for seat, other in ((ADAPTOID, GENETICIST), (GENETICIST, ADAPTOID)):
                v = GAME.view(s, seat)
                text = json.dumps(GAME.state_to_json(v))
                for cards in s.zones.values():
                    for c in cards:
                        if c.startswith("spawn.") and c not in s.up:
                            assert f'"{c}"' not in text
                assert set(v.zones[f"{other}.hand"]) <= {"?"}
                assert v.rng.seed == 0  # the seed would predict every shuffle
            seat = rng.choice(GAME.to_move(s))
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s, seat))).state


actions = st.one_of(
    st.builds(
        lambda seat, room: ACTION_TYPES[1](seat, room),
        st.sampled_from(["adaptoid", "geneticist", "nobody"]),
        st.sampled_from(ROOMS),
    ),
    st.builds(
        lambda eq: ACTION_TYPES[2](GENETICIST, tuple(eq)),
        st.lists(
            st.sampled_from(["taser.1", "taser.2", "taser.3", "dron", "char.reyes", "char.x"]),
            max_size=4,
        ),
    ),
    st.builds(
        lambda r: ACTION_TYPES[3](ADAPTOID, tuple(r)), st.lists(st.sampled_from(ROOMS), max_size=3)
    ),
    st.builds(
        lambda d: ACTION_TYPES[4](ADAPTOID, d),
        st.sampled_from(["defensive", "reproductive", "offensive", "x"]),
    ),
    st.builds(lambda r: ACTION_TYPES[5](ADAPTOID, r), st.sampled_from(ROOMS)),
    st.builds(lambda r: ACTION_TYPES[6](GENETICIST, r), st.sampled_from(ROOMS)),
    st.builds(
        lambda op, card, zone: Edit(ADAPTOID, op, card=card, zone=zone),
        st.sampled_from(["move", "flip", "set", "bogus"]),
        st.sampled_from(
            ["spawn.1", "taser.3", "a.lab", "g.lab", "evo.emp.1", "char.reyes", "nothing"]
        ),
        st.sampled_from(
            ["spawns.lab", "adaptoid.hand", "geneticist.hand", "evo.discard", "nowhere"]
        ),
    ),
    st.builds(  # a whole pile shuffled, cut (where the hand falls, or after n cards) or turned over
        lambda op, zone, at: Edit(GENETICIST, op, zone=zone, index=at),
        st.sampled_from(["shuffle", "cut", "flip"]),
        st.sampled_from(["spawn.deck", "evo.offensive", "adaptoid.hand", "spawns.lab", "x"]),
        st.integers(-1, 13),
    ),
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    choices=st.lists(st.tuples(st.integers(0, 99), actions), min_size=20, max_size=120),
)
def test_random_legal_and_illegal_actions_keep_every_invariant(seed, choices):
    """Hypothesis drives a game: each step either a legal move (by index) or an arbitrary
    action, legal or not. Refused actions must leave the state exactly as it was."""
    s = GAME.new_state(seed)
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
            try:
                GAME.apply(s, arbitrary)
                raise AssertionError("refused action applied")
            except IllegalAction as exc:
                assert str(exc) == reason
            assert json.dumps(GAME.state_to_json(s), sort_keys=True) == before
        if GAME.is_terminal(s):
            break
        seat = GAME.to_move(s)[index % len(GAME.to_move(s))]
        legal = GAME.legal_actions(s, seat)
        if not legal:  # a sandbox edit may leave a side without a card to play
            break
        action = legal[index % len(legal)]
        pool.append(action)
        s = GAME.apply(s, action).state
        check_step(GAME, s, pool, rng) if index % 10 == 0 else None


def test_sandbox_edits_mixed_with_rules_moves_never_leave_a_dead_end_nor_leak():
    # rulebook: adaptoid24.txt:19
    # Whatever the sandbox makes, every position validates and someone can move, or the
    # game is over (the hostile suite plays many more of these at full size); and at
    # every fourth position of them, neither side can tell what it may not see.
    for seed in range(16):
        random_sandbox_game(GAME, seed, secrecy=4 if seed % 3 == 0 else 0)
