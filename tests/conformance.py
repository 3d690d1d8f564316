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

from petridish.core.actions import Edit, Place
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


def random_edit(game: Game, state: Any, rng: random.Random) -> Edit:
    """A random sandbox edit of ``state``: move a card from one place to another, turn
    one over, or name a hidden one by its place (every game keeps its cards in
    ``state.zones``). Most are refused; the point is that none breaks the game."""
    seat = rng.choice(game.seats).id
    zones = [z for z, cards in state.zones.items() if cards]
    if not zones:
        return Edit(seat, "flip", card="nothing")
    source = rng.choice(zones)
    index = rng.randrange(len(state.zones[source]))
    card = state.zones[source][index]
    roll = rng.random()
    if roll < 0.6:
        target = rng.choice(list(state.zones))
        at = rng.choice([-1, 0, len(state.zones[target])])
        if rng.random() < 0.3:  # named by its place, as the table names a hidden card
            return Edit(seat, "move", zone=target, index=at, place=Place(source, index))
        return Edit(seat, "move", card=card, zone=target, index=at)
    if roll < 0.9:
        return Edit(seat, "flip", card=card)
    return Edit(
        seat, "set", key=rng.choice(["turn", "phase", "round", "x"]), value=rng.randint(0, 7)
    )


def random_sandbox_game(game: Game, seed: int, *, edit_rate: float = 0.3) -> Any:
    """Play a random game in which sandbox edits are mixed with rules moves, checking
    every position: whatever the sandbox makes, the game can go on or is over."""
    rng = random.Random(seed)
    state = game.new_state(seed)
    pool: list = []
    for _ in range(4000):
        check_step(game, state, pool, rng)
        if game.is_terminal(state):
            return state
        if rng.random() < edit_rate:
            for _attempt in range(20):
                edit = random_edit(game, state, rng)
                reason = game.check(state, edit)
                if reason is None:
                    state = game.apply(state, edit).state
                    break
                assert isinstance(reason, str) and reason
            continue
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        pool.append(action)
        state = game.apply(state, action).state
    return state
