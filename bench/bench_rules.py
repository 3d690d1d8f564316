"""Benchmark: random-playout speed and bot decision time for every game with rules (on
the table yet or not), at every player count it is played with.

    python bench/bench_rules.py [--games N]

Prints figures and the ratio to the targets (≥ 300 random games per second on one core,
bot decisions well under 100 ms: p95 at most 100 ms). The baseline, measured in the same
run and first, is ADAPTOID 24: every other game's figures are also given as a ratio to
its own (actions per second, and the bot's p95), so that a slower or busier machine
shows in both and the ratio stays comparable between runs. Timing lives here, never in
the unit tests.
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
BASELINE = "adaptoid24"


def random_playouts(game, games: int, players: int) -> tuple[float, float]:
    seats = game.seat_ids(players)
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_state(seed, seats=seats)
        while not game.is_terminal(state):
            seat = rng.choice(game.to_move(state))
            state = game.apply(state, rng.choice(game.legal_actions(state, seat))).state
            actions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed


def bot_decisions(game, games: int, players: int) -> list[float]:
    seats = game.seat_ids(players)
    times = []
    for seed in range(games):
        bots = {s: registry.make_bot(game.id, "bot", seed * 7 + i) for i, s in enumerate(seats)}
        state = game.new_state(10_000 + seed, seats=seats)
        while not game.is_terminal(state):
            seat = game.to_move(state)[0]
            t = time.perf_counter()
            action = decide(game, state, seat, bots[seat])
            times.append((time.perf_counter() - t) * 1000)
            state = game.apply(state, action).state
    return times


def measure(game, games: int, players: int) -> dict[str, float]:
    gps, aps = random_playouts(game, games, players)
    times = sorted(bot_decisions(game, max(50, games // 20), players))
    return {
        "games/s": gps,
        "actions/s": aps,
        "median": statistics.median(times),
        "p95": times[int(len(times) * 0.95)],
        "max": times[-1],
        "decisions": len(times),
    }


def report(name: str, games: int, m: dict[str, float], base: dict[str, float] | None) -> None:
    print(name)
    against = ""
    if base is not None:
        against = f"; {m['actions/s'] / base['actions/s']:.2f}× the baseline's actions/s"
    print(
        f"  random playouts: {m['games/s']:8.1f} games/s ({m['actions/s']:,.0f} actions/s)"
        f" over {games} games — {m['games/s'] / TARGET_GAMES_PER_SECOND:.2f}× the target of"
        f" {TARGET_GAMES_PER_SECOND}{against}"
    )
    against = ""
    if base is not None:
        against = f"; {m['p95'] / base['p95']:.1f}× the baseline's p95"
    print(
        f"  bot decision:    median {m['median']:.3f} ms, p95 {m['p95']:.3f} ms,"
        f" max {m['max']:.3f} ms over {m['decisions']} decisions"
        f" — p95 is {TARGET_DECISION_MS / m['p95']:.0f}× under {TARGET_DECISION_MS} ms{against}"
    )


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=2000, help="random games per player count")
    args = p.parse_args()
    with_rules = [e.id for e in registry.games() if e.rules]
    order = sorted(with_rules, key=lambda gid: gid != BASELINE)  # the baseline first
    base = None
    for gid in order:
        game = registry.rules_of(gid)
        game.new_state(0)  # load card data outside the timing
        counts = range(game.min_players, game.max_players + 1)
        for players in counts:
            m = measure(game, args.games, players)
            name = game.name if len(counts) == 1 else f"{game.name}, {players} players"
            if gid == BASELINE:
                base = m
                name += " (baseline)"
            report(name, args.games, m, None if gid == BASELINE else base)


if __name__ == "__main__":
    main()
