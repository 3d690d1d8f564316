"""ADRIFT's random voyages in bulk: 1,760 seeded games, 220 at each count from 1 to 8
players (with the 240 of ``test_conformance``, 2,000 a run). The full conformance
checks (secrets, sessions, every draw point) run on those; here every step gets the
cheap ones: each action is applied, each arbitrary one the rules refuse is refused with
a reason and changes nothing, the position stays whole, and every voyage ends."""

from __future__ import annotations

import dataclasses
import random
from operator import attrgetter

import pytest

from petridish.core.game import IllegalAction
from petridish.games.adrift.rules import GAME
from petridish.games.adrift.state import EVENT_KINDS, WATER_START, WATER_TOP, State

from ...conformance import roundtrip_state
from .test_conformance import random_action

GAMES = 220  # at each player count
MAX_ACTIONS = 4_000  # random voyages take a few hundred; the longest seen, under 800
ARBITRARY = 0.2  # how often a step first tries an action of a random kind and fields
REPLAY_EVERY = 20  # every so many voyages are played again from their seed and actions
ITEMS = GAME.items.copies()
EVERY_ITEM = frozenset(ITEMS)
KINDS = frozenset(EVENT_KINDS)
TRACK, RATIONS = GAME.tables.track, GAME.tables.rations
FIELDS = attrgetter(*(f.name for f in dataclasses.fields(State)))


def check_whole(state: State) -> None:
    """What must hold at every position, cheaper than ``validate_state``."""
    cards = [c for cards in state.zones.values() for c in cards]
    assert len(cards) == len(ITEMS) and set(cards) == EVERY_ITEM, "an item is lost or twice"
    # The water may rise one past the top: the boat sinks.
    assert WATER_START <= state.water <= WATER_TOP + 1, f"the water at {state.water}"
    assert all(0 <= v <= TRACK for v in state.tracker.values()), state.tracker
    assert 0 <= state.rations <= RATIONS, state.rations


def contents(state: State) -> tuple:
    """Every field of ``state``, its dicts copied: a refused action must leave it so."""
    return tuple(dict(v) if type(v) is dict else v for v in FIELDS(state))


def refuse(state: State, action) -> None:
    """``action``, which check refuses with ``reason``, is refused by apply in the same
    words, and the position is as it was."""
    reason = GAME.check(state, action)
    assert isinstance(reason, str) and reason, (action, reason)
    before = contents(state)
    try:
        GAME.apply(state, action)
    except IllegalAction as exc:
        assert str(exc) == reason, (action, str(exc), reason)
    else:
        raise AssertionError(f"{action} was refused by check but applied")
    assert contents(state) == before, f"refusing {action} changed the position"


def voyage(seed: int, players: int, rng: random.Random) -> tuple[State, list, int]:
    """One random voyage, checked at every step: the final state, the actions played
    and how many arbitrary actions were refused on the way."""
    state = GAME.new_state(seed, seats=GAME.seat_ids(players))
    played: list = []
    refused = 0
    for _ in range(MAX_ACTIONS + 1):
        if GAME.is_terminal(state):
            return state, played, refused
        action = None
        if rng.random() < ARBITRARY:
            tried = random_action(state, rng)
            if GAME.check(state, tried) is None:
                assert tried in GAME.legal_actions(state, tried.seat), tried
                action = tried
            else:
                refuse(state, tried)
                refused += 1
        if action is None:
            movers = GAME.to_move(state)
            assert movers, "a voyage not over has someone to act"
            action = rng.choice(GAME.legal_actions(state, rng.choice(movers)))
        outcome = GAME.apply(state, action)
        assert outcome.events, f"{action} left nothing in the log"
        assert {e.kind for e in outcome.events} <= KINDS, outcome.events
        state = outcome.state
        played.append(action)
        check_whole(state)
    raise AssertionError(f"seed {seed}: the voyage did not end in {MAX_ACTIONS} actions")


@pytest.mark.parametrize("players", range(1, 9))
def test_random_voyages_end_whole_and_refuse_what_the_rules_forbid(players):
    # rulebook: adrift.txt:4
    # rulebook: adrift.txt:18
    # rulebook: adrift.txt:81
    # rulebook: adrift.txt:83
    # No turns: a random castaway among those who may act moves each time, now and then
    # after trying an arbitrary action. All 30 items stay, each in one place; the water
    # keeps to the boat and the trackers to their track; every voyage ends (rescue,
    # sinking or death), its survivors the winners, its position whole and unchanged
    # by a JSON round trip; the same seed and actions give the same voyage.
    rng = random.Random(players)
    refused, reasons = 0, set()
    for n, seed in enumerate(range(players * 10_000, players * 10_000 + GAMES)):
        state, played, tried = voyage(seed, players, rng)
        refused += tried
        result = GAME.result(state)
        assert result is not None and result.reason
        reasons.add(result.reason)
        assert set(result.winners) <= set(state.seats) - state.dead, result
        assert GAME.validate_state(state) is None, GAME.validate_state(state)
        roundtrip_state(GAME, state)
        if n % REPLAY_EVERY == 0:
            again = GAME.new_state(seed, seats=GAME.seat_ids(players))
            for action in played:
                again = GAME.apply(again, action).state
            assert again == state, f"seed {seed}: the same actions gave another voyage"
    assert refused > GAMES, refused
    assert reasons, reasons
