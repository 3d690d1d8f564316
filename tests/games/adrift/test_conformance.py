"""ADRIFT against the generic conformance check (secrets, sessions, the sandbox, every
draw point), and random games at every player count from 1 to 8."""

from __future__ import annotations

import dataclasses
import random

import pytest

from petridish.core.game import IllegalAction
from petridish.games.adrift.rules import GAME
from petridish.games.adrift.state import ACTION_TYPES, HIDDEN

from ...conformance import conform


def test_the_whole_conformance_suite_with_its_secrets_at_every_player_count():
    # rulebook: adrift.txt:6
    # rulebook: adrift.txt:82
    # Trackers, hands, bins and the meal's choices are seen by their owners alone, in
    # the view, the log and the legal moves; every roll and shuffle names its draw point
    # and can be forced by it; sessions undo and replay; sandbox edits never break it.
    report = conform(GAME, players=(1, 3, 6), games=1, secrecy=8, every_point=False)
    assert report.games == 3 and report.sessions == 6
    assert report.secrecy > 100 and report.outcomes > 100 and report.siblings > 20
    assert {"items", "fight", "situation"} <= report.forced, report.forced


@pytest.mark.parametrize("players", range(1, 9))
def test_random_voyages_end_and_keep_every_item_in_one_place(players):
    # rulebook: adrift.txt:4
    # rulebook: adrift.txt:81
    # No turns: a random castaway among those who may act moves each time; every
    # voyage ends in rescue, sinking or death, each position whole.
    for seed in range(players * 100, players * 100 + 30):
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats=GAME.seat_ids(players))
        while not GAME.is_terminal(state):
            seat = rng.choice(GAME.to_move(state))
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat))).state
        assert GAME.validate_state(state) is None
        assert GAME.result(state).reason
        assert set(GAME.result(state).winners) <= set(state.seats) - state.dead


def test_random_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    rng = random.Random(5)
    cards = [*GAME.items.copies(), HIDDEN, "nothing"]
    for seed in range(20):
        state = GAME.new_state(seed, seats=GAME.seat_ids(rng.randint(1, 8)))
        for _ in range(300):
            if GAME.is_terminal(state):
                break
            seat = rng.choice(state.seats)
            kind = rng.choice(ACTION_TYPES)
            values = {}
            for f in dataclasses.fields(kind):
                name, kind_of = f.name, f.type
                if name == "seat":
                    continue
                if kind_of in ("bool",):
                    values[name] = rng.random() < 0.5
                elif kind_of == "int":
                    values[name] = rng.randint(-1, 9)
                else:
                    values[name] = rng.choice(
                        [*cards, *state.seats, "hurt", "kill", "mercy", "subdue"]
                    )
            action = kind(seat, **values)
            reason = GAME.check(state, action)
            if reason is None:
                assert action in GAME.legal_actions(state, seat), action
            else:
                assert isinstance(reason, str) and reason
                with pytest.raises(IllegalAction):
                    GAME.apply(state, action)
            mover = GAME.to_move(state)[0]
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, mover))).state
