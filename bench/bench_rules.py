"""Benchmark: random-playout speed and bot decision time for every playable game.

    python bench/bench_rules.py [--games N]

Prints figures and the ratio to the targets (≥ 300 random games per second on one core,
bot decisions well under 100 ms). Timing lives here, never in the unit tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from petridish.core import registry
from petridish.core.bot import decide

TARGET_GAMES_PER_SECOND = 300
TARGET_DECISION_MS = 100


def random_playouts(game, games: int) -> tuple[float, float]:
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_state(seed)
        while not game.is_terminal(state):
            seat = rng.choice(game.to_move(state))
            state = game.apply(state, rng.choice(game.legal_actions(state, seat))).state
            actions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed


def bot_decisions(game, games: int) -> list[float]:
    times = []
    for seed in range(games):
        bots = {
            s.id: registry.make_bot(game.id, "bot", seed * 7 + i) for i, s in enumerate(game.seats)
        }
        state = game.new_state(10_000 + seed)
        while not game.is_terminal(state):
            seat = game.to_move(state)[0]
            t = time.perf_counter()
            action = decide(game, state, seat, bots[seat])
            times.append((time.perf_counter() - t) * 1000)
            state = game.apply(state, action).state
    return times


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=2000)
    args = p.parse_args()
    for e in registry.games():
        if not e.available:
            continue
        game = registry.load(e.id)
        game.new_state(0)  # load card data outside the timing
        gps, aps = random_playouts(game, args.games)
        times = sorted(bot_decisions(game, max(50, args.games // 20)))
        median = statistics.median(times)
        p95 = times[int(len(times) * 0.95)]
        print(f"{game.name}")
        print(
            f"  random playouts: {gps:8.1f} games/s ({aps:,.0f} actions/s) over {args.games} games"
            f" — {gps / TARGET_GAMES_PER_SECOND:.2f}× the target of {TARGET_GAMES_PER_SECOND}"
        )
        print(
            f"  bot decision:    median {median:.3f} ms, p95 {p95:.3f} ms, max {times[-1]:.3f} ms"
            f" over {len(times)} decisions — p95 is {TARGET_DECISION_MS / p95:.0f}× under {TARGET_DECISION_MS} ms"
        )


if __name__ == "__main__":
    main()
