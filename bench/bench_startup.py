"""Benchmark: start-up times of the app as ratios to a bare PySide6 window, and card art
rendering cold versus warm.

    QT_QPA_PLATFORM=offscreen python bench/bench_startup.py [--runs 5]

The app is timed as a player starts it: the real ``petridish`` command (the game picker)
and ``petridish play GAME --players MOST`` for every game the registry lists (tables at
their most players, with a warm art cache), each from the moment the command is launched until its first frame has been painted: the window and every
widget in it (when painting merely begins is printed too). Targets: the game picker
≤ 1.6× a bare PySide6 window; every game's table ≤ 3×.

The picker is timed twice: for a player who has played once (the table runs leave an
autosave, so the picker offers to continue it) and for one with four recent saves too.
All are run in rounds (bare, picker, returning picker, table), over several fresh
processes each, in temporary folders deleted at the end.
The ratio of each round's times is the headline figure: the machine's speed drifts by
tens of percent over a minute, and a round is over in a second. The medians and the
best of each are printed beside it.

    python bench/bench_startup.py --instructions

counts instead the instructions each command runs until its first frame, under
valgrind's callgrind (a few minutes). The count does not drift with the machine, so it
tells whether a change to start-up pays when the times are too noisy to say; memory
and disk cost time that it does not count.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for bench.figures

from bench.figures import Row, not_measured
from petridish.core import registry

# The bare window: the least any PySide6 program does before its first frame.
BARE = r"""
import sys, time
start = float(sys.argv[1])
from PySide6 import QtCore, QtWidgets

begun = []

def painted():
    # Queued when the window started painting, so it runs once the whole window has been
    # painted and flushed (Qt paints a window and all its widgets in one pass).
    print(f"first-frame {begun[0]:.4f} {time.time() - start:.4f}", flush=True)
    QtWidgets.QApplication.quit()

class FirstFrame(QtCore.QObject):
    def eventFilter(self, obj, event):
        if event.type() == QtCore.QEvent.Type.Paint and not begun:
            begun.append(time.time() - start)
            QtCore.QTimer.singleShot(0, painted)
        return False

app = QtWidgets.QApplication([])
w = QtWidgets.QMainWindow(); w.resize(1500, 960)
f = FirstFrame(); w.installEventFilter(f)
w.show()
app.exec()
"""

# The app is the real command a player runs, timed by its own first-frame probe (see
# petridish/ui/probe.py, which uses the same measure as the bare window above): the
# picker, and every game's table at its most players (a person and the computer in
# every other seat: every mat drawn).
TABLES = registry.game_ids()


def table_command(game_id: str) -> list[str]:
    """``petridish play`` of ``game_id`` at its most players, the first seat a person's."""
    most = registry.player_counts(game_id)[-1]
    seats = ",".join(["human"] + ["bot"] * (most - 1))
    return ["play", game_id, "--players", str(most), "--seats", seats, "--seed", "1"]


COMMANDS = {
    "picker": [],
    "returning": [],  # the picker, for a player with recent saves
    **{game_id: table_command(game_id) for game_id in TABLES},
}


# The app as it would start without petridish.qt's skip of PySide6's feature scan (see
# _NoFeatureScan there): the skip is a trick, kept only while this shows it pays.
SCANNED = r"""
import runpy, sys
from petridish import qt
sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, qt._NoFeatureScan)]
sys.argv = ["petridish", *sys.argv[1:]]
runpy.run_module("petridish", run_name="__main__")
"""
SCANNED_SUFFIX = " scanned"


def launch(what: str, env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    """The command and environment that start ``what`` now, to report its first frame
    (``what`` ending in SCANNED_SUFFIX: as it would without the feature-scan skip)."""
    start = time.time()
    if what == "bare":
        return [sys.executable, "-c", BARE, str(start)], env
    if what.endswith(SCANNED_SUFFIX):
        command = [sys.executable, "-c", SCANNED, *COMMANDS[what.removesuffix(SCANNED_SUFFIX)]]
        return command, {**env, "PETRIDISH_FIRST_FRAME_PROBE": repr(start)}
    command = [sys.executable, "-m", "petridish", *COMMANDS[what]]
    return command, {**env, "PETRIDISH_FIRST_FRAME_PROBE": repr(start)}


def first_frame(what: str, env: dict[str, str]) -> tuple[float, float]:
    """(first paint begins, first frame complete), seconds from process start."""
    command, env = launch(what, env)
    out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise SystemExit(f"{what} failed:\n{out.stderr}")
    line = next(x for x in reversed(out.stdout.splitlines()) if x.startswith("first-frame "))
    _, begins, done = line.split()
    return float(begins), float(done)


def instructions(what: str, env: dict[str, str], folder: Path) -> int:
    """The instructions ``what`` runs from its start until its first frame is complete,
    counted by valgrind's callgrind: the same on every run of the same code with the
    same caches, whatever else the machine is doing. Both the app's probe and the bare
    window quit the moment their first frame is done, and callgrind keeps a count at
    that call, so tidying up after it (which costs the app more than a bare window) is
    not counted, just as it is not timed. Counted on a second start, so that what the
    first one leaves (an autosave, pictures kept at its window's size) is the same for
    every command."""
    out_file = folder / f"callgrind.{what}"
    for _ in range(2):
        for old in folder.glob(f"{out_file.name}*"):
            old.unlink()
        command, run_env = launch(what, env)
        counted = [
            "valgrind",
            "--tool=callgrind",
            "--dump-before=QCoreApplication::quit*",
            f"--callgrind-out-file={out_file}",
            *command,
        ]
        out = subprocess.run(counted, env=run_env, capture_output=True, text=True, timeout=900)
        if out.returncode != 0:
            raise SystemExit(f"{what} failed under valgrind:\n{out.stderr}")
    at_quit = out_file.with_name(f"{out_file.name}.1")  # the count dumped when it quit
    found = re.search(r"^totals: (\d+)$", at_quit.read_text() if at_quit.exists() else "", re.M)
    if found is None:
        raise SystemExit(f"callgrind kept no count at {what}'s first frame:\n{out.stderr}")
    return int(found.group(1))


def art_timings(home: Path) -> tuple[float, float, int]:
    from petridish.art.cache import ArtCache
    from petridish.games.adaptoid24.art import TEMPLATE

    cache = ArtCache(home / "art-bench")
    faces = TEMPLATE.faces()
    t = time.perf_counter()
    cache.warm(TEMPLATE, 252, 352)
    cold = (time.perf_counter() - t) / len(faces)
    t = time.perf_counter()
    cache.warm(TEMPLATE, 252, 352)
    warm = (time.perf_counter() - t) / len(faces)
    return cold * 1000, warm * 1000, len(faces)


def player_env(home: Path) -> dict[str, str]:
    """The environment of a player whose folders are all under ``home``."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    env.pop("PETRIDISH_HOME", None)
    if sys.platform.startswith("linux"):
        # The folders a player's start uses (found through platformdirs, as the app
        # does without PETRIDISH_HOME), moved into the bench's own folder.
        for variable, folder in (("CONFIG", "config"), ("DATA", "data"), ("CACHE", "cache")):
            env[f"XDG_{variable}_HOME"] = str(home / folder)
    else:  # elsewhere only PETRIDISH_HOME keeps the bench out of the player's folders
        env["PETRIDISH_HOME"] = str(home)
    # An installed app has its bytecode compiled (pip does it on install); let the
    # warm-up runs write it, as a player's first start would.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def app_folder(home: Path, kind: str) -> Path:
    """The app's ``config`` or ``data`` folder of a player env'd by :func:`player_env`."""
    return home / kind / "petridish" if sys.platform.startswith("linux") else home / kind


def make_returning(home: Path, previous: Path) -> None:
    """A player who has played before: the last game autosaved, and four recent saves
    (copies of the first player's autosave) in the picker."""
    games = app_folder(previous, "data") / "autosaves"
    autosave = min(p for p in games.glob("*.petridish") if p.name.count(".") == 1)
    data = app_folder(home, "data") / "autosaves"
    data.mkdir(parents=True)
    shutil.copy(autosave, data / autosave.name)
    saves = []
    for name in ("lab night", "rematch with Ben", "the long lockdown", "tutorial run"):
        saves.append(home / "saves" / f"{name}.petridish")
        saves[-1].parent.mkdir(exist_ok=True)
        shutil.copy(autosave, saves[-1])
    config = app_folder(home, "config")
    config.mkdir(parents=True)
    settings = {"recent_saves": [str(path) for path in saves]}
    (config / "settings.json").write_text(json.dumps(settings), encoding="utf-8")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=5)
    p.add_argument(
        "--instructions",
        action="store_true",
        help="count instructions under valgrind instead of timing (slow, but it does not drift)",
    )
    args = p.parse_args()
    if args.instructions and shutil.which("valgrind") is None:
        raise SystemExit(NO_VALGRIND)
    root = Path(tempfile.mkdtemp(prefix="petridish-bench-"))
    try:
        run(args.runs, root, args.instructions)
    finally:
        shutil.rmtree(root, ignore_errors=True)


NO_VALGRIND = "--instructions needs valgrind (on Debian: apt install valgrind)"
TARGETS = {"picker": 1.6, "returning": 1.6, **dict.fromkeys(TABLES, 3.0)}
NAMES = {
    "bare": "bare PySide6 window",
    "picker": "game picker",
    "returning": "  with 4 recent saves",
    **{g: f"{registry.entry(g).name} table at {registry.player_counts(g)[-1]}" for g in TABLES},
}


def label(k: str) -> str:
    """NAMES[k] standing alone, as a row of figures names it."""
    return "game picker with 4 recent saves" if k == "returning" else NAMES[k]


def count_instructions(
    env: dict[str, str], envs: dict[str, dict[str, str]], folder: Path
) -> tuple[dict[str, int], dict[str, int]]:
    """The instructions until the first frame of every command (see :func:`instructions`),
    and of the picker and the first table without petridish.qt's skip of PySide6's
    feature scan (it stays while it pays)."""
    counts = {k: instructions(k, envs.get(k, env), folder) for k in NAMES}
    scanned = {
        k: instructions(k + SCANNED_SUFFIX, envs.get(k, env), folder) for k in ("picker", TABLES[0])
    }
    return counts, scanned


def print_instructions(counts: dict[str, int], scanned: dict[str, int]) -> None:
    print("instructions until the first frame is complete, counted by callgrind:")
    for k, n in counts.items():
        line = f"  {NAMES[k]:<25}{n / 1e6:9.0f} M  {n / counts['bare']:5.2f}×"
        if k in TARGETS:
            line += f"   (the time target is ≤ {TARGETS[k]}×)"
        print(line)
    # What petridish.qt's skip of PySide6's feature scan saves, at the picker and at the
    # table that imports the most.
    print("without petridish.qt's skip of PySide6's feature scan (it stays while it pays):")
    for k, n in scanned.items():
        print(
            f"  {NAMES[k]:<25}{n / 1e6:9.0f} M  {n / counts['bare']:5.2f}×"
            f"   the skip saves {(n - counts[k]) / 1e6:.0f} M"
            f" ({(n - counts[k]) / n:.1%})"
        )


def instruction_rows(counts: dict[str, int], scanned: dict[str, int]) -> list[Row]:
    """Each command's instructions until its first frame, against the bare window's."""
    bare = counts["bare"]
    rows = []
    for k, n in counts.items():
        target = TARGETS.get(k)
        rows.append(
            Row(
                f"{label(k)}: instructions",
                n / 1e6,
                "M",
                f"≤ {target}× the bare window" if target else "",
                n / bare <= target if target else None,
                n / bare,
            )
        )
    for k, n in scanned.items():
        saves = f"the skip saves {(n - counts[k]) / 1e6:.0f} M ({(n - counts[k]) / n:.1%})"
        rows.append(
            Row(
                f"{NAMES[k]}, without the feature-scan skip",
                n / 1e6,
                "M",
                "",
                None,
                n / bare,
                saves,
            )
        )
    return rows


def prepare(root: Path) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """A new player (whose table runs leave an autosave, so the picker offers to continue
    it) and a returning one with recent saves, each command started once: (the new
    player's environment, the environment of the commands run as another player)."""
    env = player_env(root / "new")
    for what in ("bare", "picker", *TABLES):
        first_frame(what, env)  # bytecode written; the table runs fill the art cache
    make_returning(root / "returning", root / "new")
    envs = {"returning": player_env(root / "returning")}
    first_frame("returning", envs["returning"])  # its pictures drawn and kept
    return env, envs


KINDS = ("bare", "picker", "returning", *TABLES)


def time_starts(
    runs: int, env: dict[str, str], envs: dict[str, dict[str, str]]
) -> dict[str, dict[str, float]]:
    """Every command's first frame over ``runs`` rounds: for each, the median ratio to
    the bare window within a round ("paired"), the median and best seconds, and the
    median until painting begins."""
    # Interleaved, so that the machine's drift (other load, caches) falls on all of them
    # alike; the median is the typical start, the best of N the least disturbed one.
    begins: dict[str, list[float]] = {k: [] for k in KINDS}
    times: dict[str, list[float]] = {k: [] for k in KINDS}
    for _ in range(runs):
        for what in KINDS:
            b, t = first_frame(what, envs.get(what, env))
            begins[what].append(b)
            times[what].append(t)
    return {
        "paired": {
            k: statistics.median(t / b for t, b in zip(times[k], times["bare"], strict=True))
            for k in KINDS
        },
        "median": {k: statistics.median(v) for k, v in times.items()},
        "best": {k: min(v) for k, v in times.items()},
        "begins": {k: statistics.median(v) for k, v in begins.items()},
    }


def print_times(runs: int, found: dict[str, dict[str, float]]) -> None:
    paired, med, best, med_begin = (found[k] for k in ("paired", "median", "best", "begins"))
    print(f"first frame complete, over {runs} rounds of fresh processes:")
    print(f"  {'':<25}{'per round':>9}{'median':>15}{'best':>17}{'painting begins':>26}")
    for k in KINDS:
        line = f"  {NAMES[k]:<25}{paired[k]:8.2f}×"
        line += f"   {med[k] * 1000:6.0f} ms {med[k] / med['bare']:5.2f}×"
        line += f"   {best[k] * 1000:6.0f} ms {best[k] / best['bare']:5.2f}×"
        line += f"   {med_begin[k] * 1000:6.0f} ms {med_begin[k] / med_begin['bare']:5.2f}×"
        if k in TARGETS:
            line += f"   (target ≤ {TARGETS[k]}×)"
        print(line)


def time_rows(found: dict[str, dict[str, float]], art: tuple[float, float, int]) -> list[Row]:
    """Each command's median first frame, held to its target by its ratio to the bare
    window within a round; then a card face's art, cold and warm."""
    rows = []
    for k in KINDS:
        target = TARGETS.get(k)
        ratio = found["paired"][k]
        rows.append(
            Row(
                f"{label(k)}: first frame",
                found["median"][k] * 1000,
                "ms",
                f"≤ {target}× the bare window" if target else "",
                ratio <= target if target else None,
                ratio,
                f"best {found['best'][k] * 1000:.0f} ms; painting begins at"
                f" {found['begins'][k] * 1000:.0f} ms",
            )
        )
    cold, warm, n = art
    rows.append(Row(f"card art at 252×352, cold ({n} faces)", cold, "ms/card"))
    rows.append(Row(f"card art at 252×352, warm ({n} faces)", warm, "ms/card"))
    return rows


def run(runs: int, root: Path, count: bool = False) -> None:
    env, envs = prepare(root)
    if count:
        print_instructions(*count_instructions(env, envs, root))
        return
    print_times(runs, time_starts(runs, env, envs))
    cold, warm, n = art_timings(root)
    print(
        f"card art at 252×352 ({n} faces): cold {cold:.1f} ms/card, warm {warm:.2f} ms/card ({cold / warm:.0f}× faster warm)"
    )


def figures(runs: int = 5, count: bool = False) -> list[Row]:
    """The start-up figures: the times over ``runs`` rounds, or (``count``) the
    instructions under valgrind, or a row saying valgrind is missing."""
    if count and shutil.which("valgrind") is None:
        return [not_measured("instructions until the first frame", NO_VALGRIND.split(" ", 1)[1])]
    root = Path(tempfile.mkdtemp(prefix="petridish-bench-"))
    try:
        env, envs = prepare(root)
        if count:
            return instruction_rows(*count_instructions(env, envs, root))
        return time_rows(time_starts(runs, env, envs), art_timings(root))
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
