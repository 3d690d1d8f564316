"""The conformance check every game must pass, through the public ``Game`` API only.

Modelled on OpenSpiel's ``random_sim_test``: play random games and check, at every
step, that the model is consistent — legal actions pass ``check``, every action either
applies or is refused with a reason and no change, states and actions survive a JSON
round trip, views are stable and serialisable, and the same seed and actions always give
the same game.
"""

from __future__ import annotations

import json
import random
from typing import Any

from petridish.core.game import Game, IllegalAction


def roundtrip_state(game: Game, state: Any) -> Any:
    text = json.dumps(game.state_to_json(state), sort_keys=True)
    back = game.state_from_json(json.loads(text))
    assert back == state, "state changed in a JSON round trip"
    return text


def check_step(game: Game, state: Any, pool: list, rng: random.Random) -> None:
    """Invariants of one position."""
    assert game.validate_state(state) is None, game.validate_state(state)
    before = roundtrip_state(game, state)
    terminal = game.is_terminal(state)
    assert terminal == (game.result(state) is not None)
    movers = game.to_move(state)
    assert bool(movers) != terminal, "a live game needs someone to move, an ended one nobody"
    for spec in game.seats:
        seat = spec.id
        legal = game.legal_actions(state, seat)
        if seat not in movers:
            assert legal == [], f"{seat} has actions but is not to move"
        else:
            assert legal, f"{seat} is to move but has no legal action (dead end)"
        for action in legal:
            assert game.check(state, action) is None, (action, game.check(state, action))
            data = json.loads(json.dumps(action.to_json()))
            assert game.action_from_json(data) == action
        view = game.view(state, seat)
        json.dumps(game.state_to_json(view))
        assert game.view(view, seat) == view, "a view of a view must not change"
    # Random actions from other positions: each is either refused with a reason and no
    # change, or applies cleanly.
    for action in rng.sample(pool, min(len(pool), 6)):
        reason = game.check(state, action)
        if reason is None:
            game.apply(state, action)
        else:
            assert isinstance(reason, str) and reason
            try:
                game.apply(state, action)
            except IllegalAction as exc:
                assert str(exc) == reason
            else:
                raise AssertionError(f"{action} was refused by check but applied")
    assert json.dumps(game.state_to_json(state), sort_keys=True) == before, "state mutated"


def random_game(
    game: Game, seed: int, *, checks: bool, pool: list | None = None
) -> tuple[Any, list]:
    """Play one random game; return the final state and the actions played."""
    rng = random.Random(seed)
    state = game.new_state(seed)
    actions = []
    pool = pool if pool is not None else []
    for _ in range(10_000):
        if checks:
            check_step(game, state, pool, rng)
        if game.is_terminal(state):
            return state, actions
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        if len(pool) < 400:
            pool.append(action)
        elif rng.random() < 0.05:
            pool[rng.randrange(len(pool))] = action
        state = game.apply(state, action).state
        actions.append(action)
    raise AssertionError("game did not end in 10,000 actions")


def check_game(game: Game, games: int, first_seed: int = 0, full_every: int = 1) -> dict[str, int]:
    """Play ``games`` random games; full invariants on every ``full_every``-th game,
    determinism on every game. Returns win counts by seat."""
    wins: dict[str, int] = {}
    pool: list = []
    for seed in range(first_seed, first_seed + games):
        checks = seed % full_every == 0
        final, actions = random_game(game, seed, checks=checks, pool=pool)
        again = game.new_state(seed)
        for action in actions:
            again = game.apply(again, action).state
        assert again == final, f"seed {seed}: same seed and actions gave another game"
        for winner in game.result(final).winners:
            wins[winner] = wins.get(winner, 0) + 1
    return wins
