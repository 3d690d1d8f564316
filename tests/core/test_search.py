"""The computer player that searches (``core.search``), its levels (``core.registry``)
and the dealing of a view's secrets it searches on (``Game.determinize``)."""

from __future__ import annotations

import random

import pytest

from petridish.core import registry
from petridish.core.bot import EasyPlayer, RandomBot, decide
from petridish.core.material import HIDDEN, unseen
from petridish.core.search import Budget, ThinkingPlayer, think
from tests.conformance import perturbations

# Every game whose computer player searches: those that offer the strong level.
THINKING = [g.id for g in registry.games() if g.rules and "strong" in registry.levels(g.id)]


def positions(game_id: str, seeds: range, players: int) -> list:
    """Positions along random games: the opening, and every few moves after."""
    game = registry.rules_of(game_id)
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(seed, seats=game.seat_ids(players))
        n = 0
        while not game.is_terminal(state):
            if n % 7 == 0:
                found.append(state)
            seat = rng.choice(game.to_move(state))
            state = game.apply(state, rng.choice(game.legal_actions(state, seat))).state
            n += 1
    return found


def test_unseen_counts_each_copy_of_a_card_once() -> None:
    zones = {"table": ("a", "b", HIDDEN), "deck": (HIDDEN, HIDDEN), "hand": ("a",)}
    assert unseen(["a", "a", "a", "b", "c", "d"], zones) == ["a", "c", "d"]


def test_some_game_searches() -> None:
    assert "adapt" in THINKING


@pytest.mark.parametrize("game_id", THINKING)
def test_a_deal_of_a_view_shows_the_seat_what_the_view_shows(game_id: str) -> None:
    """Whatever the search deals, the seat would see just what it sees."""
    game = registry.rules_of(game_id)
    rng = random.Random(5)
    for players in registry.player_counts(game_id):
        for state in positions(game_id, range(3), players):
            for seat in game.to_move(state):
                view = game.view(state, seat)
                dealt = game.determinize(view, seat, rng)
                assert game.validate_state(dealt) is None
                assert game.state_to_json(game.view(dealt, seat)) == game.state_to_json(view)
                assert game.legal_actions(dealt, seat) == game.legal_actions(state, seat)


@pytest.mark.parametrize("game_id", THINKING)
def test_the_strong_player_decides_the_same_whatever_it_cannot_see(game_id: str) -> None:
    """Swap everything the seat cannot see for another deal that fits what it sees (the
    deck in another order, the dice to come): the strong player's move stays the same."""
    game = registry.rules_of(game_id)
    budget = Budget(seconds=60, iterations=40, horizon=6)
    players = registry.player_counts(game_id)[-1]
    tried = 0
    for state in positions(game_id, range(2), players)[1:8]:
        seat = game.to_move(state)[0]
        if len(game.legal_actions(state, seat)) < 2:
            continue
        first = decide(game, state, seat, ThinkingPlayer(7, budget))
        for what, other, _, _ in perturbations(game, state, seat, random.Random(1)):
            again = decide(game, other, seat, ThinkingPlayer(7, budget))
            assert again == first, f"{game_id}: the strong player saw {what}"
            tried += 1
    assert tried


def test_the_search_plays_a_legal_move_and_stops_when_asked() -> None:
    game = registry.rules_of("adapt")
    state = positions("adapt", range(1), 3)[3]
    seat = game.to_move(state)[0]
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    action, root = think(game, view, seat, legal, random.Random(1), Budget(iterations=30))
    assert action in legal
    assert root.visits == 30
    most = max(child.visits for child in root.children.values())
    assert root.children[action].visits == most  # the move tried most
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 5

    action, root = think(game, view, seat, legal, random.Random(1), Budget(seconds=60), stop)
    assert action in legal
    assert root.visits == 5


def test_one_legal_move_is_played_without_thinking() -> None:
    game = registry.rules_of("adapt")
    state = game.new_state(1, seats=game.seat_ids(2))
    seat = game.to_move(state)[0]
    only = game.legal_actions(state, seat)[:1]
    action, root = think(game, game.view(state, seat), seat, only, random.Random(1), Budget())
    assert action == only[0] and root.visits == 0


def test_levels_and_the_former_name_of_the_normal_player() -> None:
    assert registry.levels("adapt") == ("easy", "normal", "strong")
    normal = registry.make_bot("adapt", "normal", 3)
    assert type(registry.make_bot("adapt", "bot", 3)) is type(normal)  # saves before levels
    assert isinstance(registry.make_bot("adapt", "easy", 3), EasyPlayer)
    assert isinstance(registry.make_bot("adapt", "strong", 3), ThinkingPlayer)
    assert isinstance(registry.make_bot("adapt", "random", 3), RandomBot)
    with pytest.raises(ValueError, match="unknown computer player 'clever'"):
        registry.make_bot("adapt", "clever")
    for game_id in (g.id for g in registry.games() if g.rules):
        assert registry.levels(game_id)[:2] == ("easy", "normal")


def test_the_easy_player_plays_legal_moves_and_not_always_the_normal_ones() -> None:
    game = registry.rules_of("adapt")
    states = [s for s in positions("adapt", range(3), 3) if s.step == "turn"]
    easy, normal = registry.make_bot("adapt", "easy", 1), registry.make_bot("adapt", "normal", 1)
    differ = 0
    for state in states:
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        mine = decide(game, state, seat, easy)
        assert mine in legal
        differ += mine != normal.best(game, game.view(state, seat), seat, legal)
    assert 0 < differ < len(states)
