"""Benchmark: the memory of one window over many games in a row.

    QT_QPA_PLATFORM=offscreen python bench/bench_soak.py [--games 50]

Plays the games one after another in one real main window (offscreen), in the ways of
tests/ui/soak.py, again and again: both games, finished (the computer at every seat,
the summary read, a replay, "New game" from it) and left mid-way (for the game picker,
for a save opened). It prints the resident memory (VmRSS) before the first game and
after the 1st, 10th and last, the growth per game, and a census of what a game could
keep alive: controllers, sessions, presenters, end-of-game dialogs, widgets, Python
objects.

Each game is opened once first (its cards painted, its modules imported). The
baseline, measured in the same run, is the first lap of the ways (the first four
games): the census after every later game must equal the census after the same way in
that lap, and the memory may grow only while the caches fill (the card faces kept at
screen size, up to 96 MiB). Targets: no count grows; at most 0.5 MiB a game from the
10th game on. Fifty games take one to two minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.ui.soak

from tests.ui import soak

TARGET_MIB_PER_GAME = 0.5
SHOWN = ("GameController", "Session", "presenters", "EndGameDialog", "top-level widgets")


def rss_mib() -> float:
    """The resident memory now (the peak where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def census(window) -> dict[str, int]:
    """soak.census, with the presenters of every game together and Python's objects."""
    counts = soak.census(window)
    counts["presenters"] = sum(n for name, n in counts.items() if name.endswith("Presenter"))
    counts["Python objects"] = len(gc.get_objects())
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games to play (at least 10)")
    args = parser.parse_args()
    games = max(10, args.games)

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
        counts = {0: census(window)}
        lap = len(soak.WAYS)
        grown: list[str] = []
        started = time.perf_counter()

        def after(n: int) -> None:
            rss[n] = rss_mib()
            counts[n] = census(window)
            first = counts[(n - 1) % lap + 1]  # the same way, in the first lap
            kept = {k: v for k, v in counts[n].items() if k != "Python objects"}
            more = soak.leaks({k: v for k, v in first.items() if k in kept}, kept)
            if n > lap and more:
                grown.append(f"after game {n}: {more}")
            print(f"  game {n:>3}  {rss[n]:7.1f} MiB", file=sys.stderr, flush=True)

        soak.play_games(window, games, folder, after)
        elapsed = time.perf_counter() - started
        window.close()

    print(f"{games} games in one window, {elapsed:.0f} s ({elapsed / games:.2f} s a game)")
    head = f"{'':<16}{'RSS MiB':>9}" + "".join(f"{name:>19}" for name in SHOWN)
    print(head + f"{'Python objects':>16}")
    print(f"{'the picker':<16}{picker:>9.1f}")
    for n in (0, 1, 10, games):
        label = "each opened once" if n == 0 else f"after game {n}"
        row = f"{label:<16}{rss[n]:>9.1f}" + "".join(f"{counts[n].get(k, 0):>19}" for k in SHOWN)
        print(row + f"{counts[n]['Python objects']:>16,}")
    per_game = (rss[games] - rss[10]) / (games - 10) if games > 10 else 0.0
    print(f"growth: {rss[games] - rss[1]:+.1f} MiB from the 1st game to the {games}th, ", end="")
    print(f"{(rss[games] - rss[1]) / (games - 1):+.2f} MiB a game; from the 10th on ", end="")
    print(f"{per_game:+.2f} MiB a game (target at most {TARGET_MIB_PER_GAME})")
    if grown:
        print(f"live objects grow, after {len(grown)} of games {lap + 1}-{games}: {grown[-1]}")
    else:
        print(f"live objects: after every game the same as after the same way in games 1-{lap}")


if __name__ == "__main__":
    main()
