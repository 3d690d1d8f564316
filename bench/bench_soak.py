"""Benchmark: the memory of one window over many games in a row.

    QT_QPA_PLATFORM=offscreen python bench/bench_soak.py [--games 50]

Plays the games one after another in one real main window (offscreen), in the ways of
tests/ui/soak.py, again and again: every game, finished (the computer at every seat,
the summary read, a replay, "New game" from it) and left mid-way (for the game picker,
for a save opened). It prints the resident memory (VmRSS) and the C heap in use
(glibc's mallinfo2, where there is one: RSS moves in steps of a few MiB as the
allocator takes and returns whole arenas) before the first game and after the 1st,
10th and last, the growth per game, and a census of what a game could keep alive:
controllers, sessions, presenters, end-of-game dialogs, widgets, table items off the
table, Qt objects deleted but still held, Python objects.

Each game is opened once first (its cards painted, its modules imported). The
baseline, measured in the same run, is the first lap of the ways (the first six
games): the census after every later game must equal the census after the same way in
that lap, and the memory may grow only while the caches fill (the card faces kept at
screen size, up to 96 MiB). Targets: no count grows; at most 0.5 MiB a game from the
10th game on. The growth per game is the least-squares slope over games 10 to the
last. Fifty games take one to two minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import os
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.ui.soak, bench

from tests.ui import soak

from bench.figures import Row

TARGET_MIB_PER_GAME = 0.5
SHOWN = (
    "GameController",
    "Session",
    "presenters",
    "EndGameDialog",
    "top-level widgets",
    "table items off the table",
    "deleted Qt objects kept",
)


def rss_mib() -> float:
    """The resident memory now (the peak where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def heap_mib() -> float | None:
    """The C heap in use now (glibc's mallinfo2: small blocks and mapped ones), or None
    where there is no such call."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        mallinfo2 = libc.mallinfo2
    except (OSError, AttributeError):
        return None
    mallinfo2.restype = _MallInfo2
    info = mallinfo2()
    return (info.uordblks + info.hblkhd) / 2**20


def slope(values: dict[int, float], start: int) -> float:
    """The least-squares growth per game of ``values`` (game -> value) from ``start``."""
    points = [(n, v) for n, v in values.items() if n >= start]
    if len(points) < 2:
        return 0.0
    mean_n = sum(n for n, _ in points) / len(points)
    mean_v = sum(v for _, v in points) / len(points)
    spread = sum((n - mean_n) ** 2 for n, _ in points)
    return sum((n - mean_n) * (v - mean_v) for n, v in points) / spread


def census(window) -> dict[str, int]:
    """soak.census, with the presenters of every game together and Python's objects."""
    counts = soak.census(window)
    counts["presenters"] = sum(n for name, n in counts.items() if name.endswith("Presenter"))
    counts["Python objects"] = len(gc.get_objects())
    return counts


def measure(games: int = 50) -> dict[str, Any]:
    """Play ``games`` games (at least 10) in one window: the seconds they took, the
    resident memory with the picker alone, and after each game (0: each opened once)
    the resident memory, the heap in use (None without mallinfo2) and the census; and
    the census counts that grew over the first lap's (the baseline)."""
    games = max(10, games)

    from petridish.storage.paths import Paths
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    with tempfile.TemporaryDirectory(prefix="petridish-soak-") as tmp:
        folder = Path(tmp)
        make_app()
        paths = Paths(folder / "config", folder / "data", folder / "cache")
        window = MainWindow(paths=paths, bot_delay_ms=0)
        window.resize(1500, 960)
        window.show()
        soak.settle()
        picker = rss_mib()
        soak.open_each_game(window)
        rss = {0: rss_mib()}
        heap = {0: heap_mib()}
        counts = {0: census(window)}
        lap = len(soak.WAYS)
        grown: list[str] = []
        started = time.perf_counter()

        def after(n: int) -> None:
            counts[n] = census(window)  # it collects what can be: then the memory
            rss[n] = rss_mib()
            heap[n] = heap_mib()
            first = counts[(n - 1) % lap + 1]  # the same way, in the first lap
            kept = {k: v for k, v in counts[n].items() if k != "Python objects"}
            more = soak.leaks({k: v for k, v in first.items() if k in kept}, kept)
            if n > lap and more:
                grown.append(f"after game {n}: {more}")
            in_use = f"  heap {heap[n]:7.2f} MiB" if heap[n] is not None else ""
            print(f"  game {n:>3}  {rss[n]:7.1f} MiB{in_use}", file=sys.stderr, flush=True)

        soak.play_games(window, games, folder, after)
        elapsed = time.perf_counter() - started
        window.close()
    return {
        "games": games,
        "lap": lap,
        "seconds": elapsed,
        "picker": picker,
        "rss": rss,
        "heap": heap,
        "counts": counts,
        "grown": grown,
    }


def rows(found: dict[str, Any]) -> list[Row]:
    """The growth a game from the 10th on, against the target; whether any count of
    the census grew over the first lap's (the baseline); the memory at the end."""
    games, rss, heap, counts = (found[k] for k in ("games", "rss", "heap", "counts"))
    played = {n: v for n, v in rss.items() if n > 0}
    growth = slope(played, 10)
    grown = found["grown"]
    out = [
        Row(
            "resident memory a game, from the 10th game on",
            growth,
            "MiB",
            f"≤ {TARGET_MIB_PER_GAME} MiB",
            growth <= TARGET_MIB_PER_GAME,
            None,
            f"{rss[games] - rss[1]:+.1f} MiB from the 1st game to the {games}th",
        ),
        Row(
            f"games after which a census count grew (of games {found['lap'] + 1}-{games})",
            len(grown),
            "",
            "none",
            not grown,
            None,
            grown[-1]
            if grown
            else "after every game the same as after the same way in the first lap",
        ),
        Row(
            f"resident memory after game {games}",
            rss[games],
            "MiB",
            note=f"the picker alone: {found['picker']:.1f} MiB",
        ),
    ]
    if heap[0] is not None:
        in_use = {n: v for n, v in heap.items() if n > 0 and v is not None}
        out.append(Row("heap in use a game, from the 10th game on", slope(in_use, 10), "MiB"))
    objects = {n: float(c["Python objects"]) for n, c in counts.items() if n > 0}
    out.append(Row("Python objects a game, from the 10th game on", slope(objects, 10), ""))
    out.append(Row("a game", found["seconds"] / games, "s"))
    return out


def figures(games: int = 50) -> list[Row]:
    """The memory over ``games`` games in one window (see :func:`rows`)."""
    return rows(measure(games))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games to play (at least 10)")
    args = parser.parse_args()
    found = measure(args.games)
    games, elapsed, picker, rss, heap, counts, grown, lap = (
        found[k] for k in ("games", "seconds", "picker", "rss", "heap", "counts", "grown", "lap")
    )

    print(f"{games} games in one window, {elapsed:.0f} s ({elapsed / games:.2f} s a game)")
    has_heap = heap[0] is not None
    head = f"{'':<16}{'RSS MiB':>9}" + (f"{'heap MiB':>10}" if has_heap else "")
    print(head + "".join(f"{name:>{len(name) + 2}}" for name in SHOWN) + f"{'Python objects':>16}")
    print(f"{'the picker':<16}{picker:>9.1f}")
    for n in (0, 1, 10, games):
        label = "each opened once" if n == 0 else f"after game {n}"
        row = f"{label:<16}{rss[n]:>9.1f}" + (f"{heap[n]:>10.2f}" if has_heap else "")
        row += "".join(f"{counts[n].get(k, 0):>{len(k) + 2}}" for k in SHOWN)
        print(row + f"{counts[n]['Python objects']:>16,}")
    played = {n: v for n, v in rss.items() if n > 0}
    print(f"RSS: {rss[games] - rss[1]:+.1f} MiB from the 1st game to the {games}th; ", end="")
    print(f"from the 10th on {slope(played, 10):+.3f} MiB a game ", end="")
    print(f"(target at most {TARGET_MIB_PER_GAME})")
    if has_heap:
        in_use = {n: v for n, v in heap.items() if n > 0 and v is not None}
        print(f"heap in use: {heap[games] - heap[1]:+.2f} MiB from the 1st game; ", end="")
        print(f"from the 10th on {slope(in_use, 10):+.3f} MiB a game")
    objects = {n: float(c["Python objects"]) for n, c in counts.items() if n > 0}
    print(f"Python objects: from the 10th game on {slope(objects, 10):+.1f} a game")
    if grown:
        print(f"live objects grow, after {len(grown)} of games {lap + 1}-{games}: {grown[-1]}")
    else:
        print(f"live objects: after every game the same as after the same way in games 1-{lap}")


if __name__ == "__main__":
    main()
