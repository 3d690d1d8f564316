"""Benchmark: how long opening a long save takes, for every playable game.

    python bench/bench_load.py [--moves N] [--runs R]

A save at the move limit (20,000 moves) is the longest a person can have. Each game's
is made of sandbox edits, the costliest moves to replay (each is checked against the
whole position): a card moved to another place and back, again and again.

Two times, as the window meets them. *Open*: the file read and checked up to the
position it was saved in, and the first moves replayed (the window's READ_AT_ONCE): the
table shows then. The target is under a second on this machine. *Read*: every move
replayed through the rules and the end compared with the save's snapshot, which the
window does a slice at a time after the table shows, staying responsive; only then can
the game be changed. The baseline, measured first in the same run, is reading the same
file's JSON alone, so that a slower machine shows in both and the ratios stay
comparable between runs. Last, the time to refuse a save whose snapshot holds millions
of forced outcomes (it is refused before they are decoded: it once took 14 s). Timing
lives here, never in the unit tests.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for bench.figures

from bench.figures import Row
from petridish.core import registry
from petridish.core.actions import Edit
from petridish.storage.save_reader import load_session, open_save
from petridish.storage.save_types import MAX_MOVES, SaveError, SeatInfo
from petridish.storage.saves import session_from_setup, write_save
from petridish.ui.controller import READ_AT_ONCE

TARGET_SECONDS = 1.0


def long_session(game, moves: int):
    """A session of ``moves`` moves: sandbox edits that move one card there and back."""
    session = session_from_setup(game, 5, sandbox=True, seats=game.seat_ids(2))
    there, back = _there_and_back(game, session.state)
    for n in range(moves):
        session.submit(there if n % 2 == 0 else back)
    return session


def _there_and_back(game, state) -> tuple[Edit, Edit]:
    """Two sandbox edits: a card moved to another place, and moved back."""
    seat = game.seat_ids(2)[0]
    for source, cards in state.zones.items():
        for card in cards:
            for zone in state.zones:
                there = Edit(seat=seat, op="move", card=card, zone=zone)
                if zone == source or game.check(state, there) is not None:
                    continue
                back = Edit(seat=seat, op="move", card=card, zone=source, index=cards.index(card))
                if game.check(game.apply(state, there).state, back) is None:
                    return there, back
    raise SystemExit(f"{game.id}: no card can be moved there and back at the start")


def write(game, session, folder: Path) -> Path:
    path = folder / f"{game.id}-long.petridish"
    seats = [SeatInfo(s, s.title(), "human") for s in game.seat_ids(2)]
    write_save(
        path,
        session,
        game_id=game.id,
        seed=5,
        options={},
        forced=(),
        seats=seats,
        title="long",
    )
    return path


def shown(path: Path) -> None:
    """What the window does before a long save's table shows (see GameController's
    ``from_opening``): the save read to its position and the first moves replayed."""
    opening = open_save(path)
    if not opening.read(READ_AT_ONCE) and opening.preview() is None:
        raise SystemExit(f"{path.name}: its position cannot be shown before its moves")


def timed(func, runs: int) -> float:
    """The median of ``runs`` timings of ``func()``, in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


FORCED = 3_900_000  # forced outcomes in the save refused at the end


def measured(moves: int = MAX_MOVES, runs: int = 3) -> Iterator[dict[str, Any]]:
    """Each playable game's long save of ``moves`` moves as it is measured: the game, its
    size in bytes, and the median seconds of reading its JSON alone (the baseline),
    opening it and reading it; last ``{"refused": seconds}`` to refuse a save of
    FORCED forced outcomes."""
    with tempfile.TemporaryDirectory() as tmp:
        for game_id in [info.id for info in registry.games() if info.available]:
            game = registry.load(game_id)
            path = write(game, long_session(game, moves), Path(tmp))
            yield {
                "game": game_id,
                "bytes": path.stat().st_size,
                "json": timed(lambda: json.loads(path.read_bytes()), runs),  # noqa: B023
                "open": timed(lambda: shown(path), runs),  # noqa: B023
                "read": timed(lambda: load_session(path), runs),  # noqa: B023
            }
        yield {"refused": refused_forced(Path(tmp), FORCED)}


def rows(found: dict[str, Any], moves: int) -> list[Row]:
    """A game's save, opened against the target and read, each beside reading its JSON
    alone; or the refusal of the save of forced outcomes."""
    if "refused" in found:
        return [Row(f"refusing a save of {FORCED:,} forced outcomes", found["refused"], "s")]
    game, base = found["game"], found["json"]
    size = f"{moves:,} moves, {found['bytes'] / 1e6:.1f} MB; its JSON alone {base * 1000:.0f} ms"
    # The target is for the longest save a person can have: a shorter one is not judged.
    judged = moves >= MAX_MOVES
    return [
        Row(
            f"{game}: open a long save",
            found["open"],
            "s",
            f"< {TARGET_SECONDS:.0f} s at {MAX_MOVES:,} moves",
            found["open"] < TARGET_SECONDS if judged else None,
            found["open"] / base,
            size,
        ),
        Row(f"{game}: read every move", found["read"], "s", "", None, found["read"] / base),
    ]


def figures(moves: int = MAX_MOVES, runs: int = 3) -> list[Row]:
    """Every playable game's long save, and the refusal (see :func:`rows`)."""
    return [row for found in measured(moves, runs) for row in rows(found, moves)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=MAX_MOVES)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(
        f"{'game':<12} {'moves':>7} {'size':>9} {'JSON':>8} {'open':>8} {'ratio':>6}"
        f" {'read':>8} {'ratio':>6}  target (open)"
    )
    for found in measured(args.moves, args.runs):
        if "refused" in found:
            print(f"refusing a save of {FORCED:,} forced outcomes: {found['refused']:.2f} s")
            continue
        base, opened, read = found["json"], found["open"], found["read"]
        verdict = "ok" if opened < TARGET_SECONDS else "SLOW"
        print(
            f"{found['game']:<12} {args.moves:>7,} {found['bytes'] / 1e6:>7.1f}MB"
            f" {base * 1000:>6.0f}ms {opened * 1000:>6.0f}ms {opened / base:>5.0f}×"
            f" {read * 1000:>6.0f}ms {read / base:>5.0f}×  < {TARGET_SECONDS:.0f} s {verdict}"
        )


def refused_forced(folder: Path, count: int) -> float:
    """Seconds to refuse a save whose snapshot holds ``count`` forced outcomes."""
    game = registry.load("adaptoid24")
    path = write(game, session_from_setup(game, 5, seats=game.seat_ids(2)), folder)
    data = json.loads(path.read_text())
    data["snapshot"]["rng"]["forced"] = [1] * count
    path.write_text(json.dumps(data))
    start = time.perf_counter()
    try:
        load_session(path)
    except SaveError:
        return time.perf_counter() - start
    raise SystemExit("a save with that many forced outcomes was read")


if __name__ == "__main__":
    main()
