"""Many random games of A.D.A.P.T.: 500 at each of 2, 3, 4 and 5 players, 2,000 in all,
each played to its end by random legal actions through the one play loop
(``core.play``). Every game must end, with a result, by the round limit. The invariants
of each step are the conformance suite's work, on fewer games (test_conformance.py)."""

from __future__ import annotations

import random
from collections import Counter, defaultdict

import pytest

from petridish.core.play import final
from petridish.games.adapt.rules import GAME

GAMES = 500  # per player count
REASONS = {"last", "together", "limit"}


def random_kind(rng: random.Random):
    """A random legal action, its kind (Buy, Attack, Special, Wipe...) chosen first:
    every kind of move is tried as often as any other, rather than buying most of the
    time because a Gene Stream offers many cards to buy."""

    def choose(state, seat, legal):
        by_kind = defaultdict(list)
        for action in legal:
            by_kind[action.kind].append(action)
        return rng.choice(by_kind[rng.choice(list(by_kind))])

    return choose


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_500_random_games_end_with_a_result_within_the_round_limit(players):
    # rulebook: adapt.txt:8
    # rulebook: adapt.txt:10
    # rulebook: adapt.txt:11
    # rulebook: adapt.txt:98
    # ruling ADAPT-R13
    # ruling ADAPT-R14
    seats = GAME.seat_ids(players)
    limit = GAME.resolve_options({})["round_limit"]
    reasons: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    for n in range(GAMES):
        seed = 50_000 * players + n
        state = GAME.new_state(seed, seats=seats)
        end, _ = final(GAME, state, random_kind(random.Random(seed)))
        result = GAME.result(end)
        assert GAME.is_terminal(end) and result is not None, seed
        assert result.reason in REASONS, (seed, result.reason)
        assert 1 <= end.round <= limit, (seed, end.round)
        assert result.winners and set(result.winners) <= set(seats), seed
        living = [s for s in seats if not end.fish[s].defeated]
        if result.reason == "last":
            assert list(result.winners) == living, seed
        elif result.reason == "together":
            assert not living and len(result.winners) >= 2, seed
        else:
            assert end.round == limit and set(result.winners) <= set(living), seed
        reasons[result.reason] += 1
        wins.update(result.winners)
    assert sum(reasons.values()) == GAMES
    assert reasons["last"] > GAMES // 2  # most games are fought to the end
    assert set(wins) == set(seats)  # every seat wins some
