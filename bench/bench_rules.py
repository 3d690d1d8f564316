"""Benchmark: how fast the rules are, for a player and for a search, for every game at
every player count, and how long a computer player takes to decide.

    python bench/bench_rules.py [--playouts N] [--games ID ...] [--counts N ...]

For each game and count it prints, on one core:

- *search*: random playouts as a search plays them: the opening cloned
  (``Game.clone``), then a random legal move (``legal_actions``) played in place
  (``Game.play``) until the game ends. Actions per second, playouts per second from the
  opening, and from a mid-game position (after a third of a typical game's moves).
- *the public API*: the same playouts through ``Game.apply`` (every move checked again,
  a new position and its events made): the baseline of the same run, and the ratio of
  the search's speed to it.
- *clone* and *view*: the cost of a private copy of a mid-game position for a search,
  and of one seat's view of it (what a search samples from).
- *bot*: a computer player's decision time (median and p95).

Times are this process's CPU time (``time.process_time``): the rules run on one core,
and a busy machine slows the clock on the wall, not the work done.

Bars (the figures a search needs): ≥ 50,000 actions a second for every game at every
count, 1,000 playouts from the opening of a 4-player game (2 for ADAPTOID 24) in ≤ 3 s,
a clone in ≤ 20 µs; the goal is 100,000 actions a second and 1,000 playouts in 1 s.
Timing lives here, never in the unit tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for bench.figures

from bench.figures import Row
from petridish.core import registry
from petridish.core.bot import decide

BAR_ACTIONS = 50_000
GOAL_ACTIONS = 100_000
BAR_PLAYOUTS_S = 3.0  # 1,000 playouts from the opening of the count below
GOAL_PLAYOUTS_S = 1.0
BAR_CLONE_US = 20.0
PLAYOUT_COUNT = {"adaptoid24": 2}  # the count the 1,000-playout bar is for (else 4)


def pick(items: Any, rng: random.Random) -> Any:
    """One of ``items`` at random: as ``rng.choice``, in a fifth of its time (a playout
    picks twice a move, and a search's own choices cost it little)."""
    return items[int(rng.random() * len(items))]


def search_playout(game: Any, start: Any, rng: random.Random) -> int:
    """One random playout from ``start`` as a search plays it; returns its actions."""
    state = game.clone(start)
    n, random_ = 0, rng.random
    while not game.is_terminal(state):
        seats = game.to_move(state)
        seat = seats[int(random_() * len(seats))]  # as pick(), without the call
        legal = game.legal_actions(state, seat)
        state = game.play(state, legal[int(random_() * len(legal))])
        n += 1
    return n


def api_playout(game: Any, start: Any, rng: random.Random) -> int:
    """One random playout from ``start`` through the public API; returns its actions."""
    state, n = start, 0
    while not game.is_terminal(state):
        seat = pick(game.to_move(state), rng)
        state = game.apply(state, pick(game.legal_actions(state, seat), rng)).state
        n += 1
    return n


def playouts(game: Any, starts: list[Any], play: Any) -> tuple[float, float]:
    """(playouts/s, actions/s) over one playout from each of ``starts``."""
    actions = 0
    t = time.process_time()
    for n, start in enumerate(starts):
        actions += play(game, start, random.Random(n))
    elapsed = time.process_time() - t
    return len(starts) / elapsed, actions / elapsed


def mid_games(game: Any, seats: tuple[str, ...], n: int) -> list[Any]:
    """``n`` positions a third of the way through random games."""
    found = []
    for seed in range(n):
        rng = random.Random(seed)
        state, moves = game.new_state(seed, seats=seats), []
        while not game.is_terminal(state):
            moves.append(state)
            seat = rng.choice(game.to_move(state))
            state = game.apply(state, rng.choice(game.legal_actions(state, seat))).state
        found.append(moves[len(moves) // 3] if moves else state)
    return found


def per_call_us(fn: Any, items: list[Any], repeat: int = 20) -> float:
    t = time.process_time()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return (time.process_time() - t) / (repeat * len(items)) * 1e6


def bot_decisions(
    game: Any, seats: tuple[str, ...], games: int, kind: str = "normal", most: int = 0
) -> list[float]:
    """Every decision's time (ms, sorted) of computer players of ``kind`` over ``games``
    seeded games: at every seat, or (``most``: at most this many decisions) at the
    first seat only, the others normal, the first ``most`` decisions timed (a strong
    player thinks a second a move: a whole table of them would take an hour)."""
    times: list[float] = []
    for seed in range(games):
        bots = {
            s: registry.seat_bot(game.id, kind if i == 0 or not most else "normal", seed, i)
            for i, s in enumerate(seats)
        }
        state = game.new_state(10_000 + seed, seats=seats)
        while not game.is_terminal(state) and not (most and len(times) >= most):
            seat = game.to_move(state)[0]
            t = time.perf_counter() if most else time.process_time()
            action = decide(game, state, seat, bots[seat])
            if not most or seat == seats[0]:
                clock = time.perf_counter() if most else time.process_time()
                times.append((clock - t) * 1000)
            state = game.apply(state, action).state
    return sorted(times)


def measure(game: Any, players: int, count: int) -> dict[str, float]:
    seats = game.seat_ids(players)
    openings = [game.new_state(seed, seats=seats) for seed in range(count)]
    middles = mid_games(game, seats, max(10, count // 4))
    s_ps, s_as = playouts(game, openings, search_playout)
    m_ps, _ = playouts(game, middles, search_playout)
    a_ps, a_as = playouts(game, openings[: max(10, count // 4)], api_playout)
    view_seat = seats[0]
    bots = bot_decisions(game, seats, max(5, count // 50))
    return {
        "search actions/s": s_as,
        "search playouts/s": s_ps,
        "search mid playouts/s": m_ps,
        "api actions/s": a_as,
        "api playouts/s": a_ps,
        "clone us": per_call_us(game.clone, middles, 200),
        "view us": per_call_us(lambda s: game.view(s, view_seat), middles),
        "bot p50 ms": statistics.median(bots),
        "bot p95 ms": bots[int(len(bots) * 0.95)],
    }


def report(name: str, playout_bar: bool, m: dict[str, float]) -> list[str]:
    """Print a game's figures; returns the bars it misses."""
    missed = []
    thousand = 1000 / m["search playouts/s"]
    print(name)
    print(
        f"  search:     {m['search actions/s']:9,.0f} actions/s"
        f" ({m['search actions/s'] / BAR_ACTIONS:.2f}× the bar of {BAR_ACTIONS:,}),"
        f" {m['search playouts/s']:7.1f} playouts/s from the opening"
        f" (1,000 in {thousand:.2f} s), {m['search mid playouts/s']:7.1f} from mid-game"
    )
    print(
        f"  public API: {m['api actions/s']:9,.0f} actions/s, {m['api playouts/s']:7.1f}"
        f" playouts/s (the baseline: search is {m['search actions/s'] / m['api actions/s']:.2f}×"
        " as fast)"
    )
    print(
        f"  clone {m['clone us']:.1f} µs (bar {BAR_CLONE_US:.0f}), view {m['view us']:.1f} µs;"
        f" bot decision p50 {m['bot p50 ms']:.3f} ms, p95 {m['bot p95 ms']:.3f} ms"
    )
    if m["search actions/s"] < BAR_ACTIONS:
        missed.append(f"{name}: {m['search actions/s']:,.0f} actions/s")
    if playout_bar and thousand > BAR_PLAYOUTS_S:
        missed.append(f"{name}: 1,000 playouts take {thousand:.2f} s")
    if m["clone us"] > BAR_CLONE_US:
        missed.append(f"{name}: a clone takes {m['clone us']:.1f} µs")
    return missed


def measured(
    playouts: int, games: list[str] | None = None, counts: list[int] | None = None
) -> Iterator[tuple[str, bool, dict[str, float]]]:
    """For each game (default: every game) and count: its name, whether the 1,000-playout
    bar is for that count, and its figures (see :func:`measure`), as they are measured."""
    for gid in games or registry.game_ids():
        game = registry.rules_of(gid)
        game.new_state(0)  # load card data outside the timing
        for players in registry.player_counts(gid):
            if counts and players not in counts:
                continue
            m = measure(game, players, playouts)
            yield f"{game.name}, {players} players", players == PLAYOUT_COUNT.get(gid, 4), m


def rows(name: str, playout_bar: bool, m: dict[str, float]) -> list[Row]:
    """A game's figures at one count, each against its bar; the baseline is the same
    figure through the public API."""
    thousand = 1000 / m["search playouts/s"]
    return [
        Row(
            f"{name}: a search's actions",
            m["search actions/s"],
            "actions/s",
            f"≥ {BAR_ACTIONS:,}",
            m["search actions/s"] >= BAR_ACTIONS,
            m["search actions/s"] / m["api actions/s"],
        ),
        Row(
            f"{name}: 1,000 playouts from the opening",
            thousand,
            "s",
            f"≤ {BAR_PLAYOUTS_S:.0f} s" if playout_bar else "",
            thousand <= BAR_PLAYOUTS_S if playout_bar else None,
            m["api playouts/s"] / m["search playouts/s"],
        ),
        Row(f"{name}: playouts from mid-game", m["search mid playouts/s"], "playouts/s"),
        Row(
            f"{name}: a clone",
            m["clone us"],
            "µs",
            f"≤ {BAR_CLONE_US:.0f} µs",
            m["clone us"] <= BAR_CLONE_US,
        ),
        Row(f"{name}: a seat's view", m["view us"], "µs"),
    ]


def figures(
    playouts: int = 200, games: list[str] | None = None, counts: list[int] | None = None
) -> list[Row]:
    """Every game's figures at every count (see :func:`rows`)."""
    return [row for found in measured(playouts, games, counts) for row in rows(*found)]


def computer_kinds(game_id: str) -> list[str]:
    """Every kind of computer player a seat of ``game_id`` can be given: its levels, and
    the random player."""
    return [k for k in registry.COMPUTER_KINDS if k in registry.levels(game_id) or k == "random"]


STRONG_DECISIONS = 40  # the strong player's decisions timed per game (a second each)


def decision_figures(games: int = 20) -> list[Row]:
    """Each kind of computer player's decision time, p50 and p95, in every game at its
    most players, over ``games`` seeded games with that kind at every seat (the strong
    player: its first decisions at one seat, by the clock on the wall, as a person
    waits for it)."""
    found = []
    for gid in registry.game_ids():
        for kind in computer_kinds(gid):
            game = registry.rules_of(gid)
            players = registry.player_counts(gid)[-1]
            most = STRONG_DECISIONS if kind == "strong" else 0
            times = bot_decisions(game, game.seat_ids(players), games, kind, most)
            name = f"{kind}: {game.name} at {players} players"
            note = f"{len(times):,} decisions"
            found.append(Row(f"{name}, p50", statistics.median(times), "ms", note=note))
            found.append(Row(f"{name}, p95", times[int(len(times) * 0.95)], "ms", note=note))
    return found


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--playouts", type=int, default=200, help="playouts per game and count")
    p.add_argument("--games", nargs="*", default=None, help="game ids (default: every game)")
    p.add_argument("--counts", nargs="*", type=int, default=None, help="player counts")
    args = p.parse_args()
    missed: list[str] = []
    for name, bar, m in measured(args.playouts, args.games, args.counts):
        missed += report(name, bar, m)
    print()
    if missed:
        print("Missed bars:\n  " + "\n  ".join(missed))
    else:
        print("Every bar met.")


if __name__ == "__main__":
    main()
