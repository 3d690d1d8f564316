"""Every benchmark in one command, and docs/PERFORMANCE.md written from its figures.

    python -m bench [--quick] [--only NAME ... [--update]] [--out FILE]

Run from the repository's root. Each benchmark runs in a fresh process of its own, one
after another (a window's memory, a start-up's caches and a timing's neighbours stay its
own), and hands back its figures as data; the page then says, for every figure, its
target, whether it is met and its ratio to the same run's baseline, and the machine.
A full run takes half an hour on two busy cores, half of it valgrind's count of
instructions; ``--quick`` is a pass of a minute or two with fewer runs, games, steps and
playouts and no valgrind, and the page says it was one. Each run keeps its figures
beside the page (``docs/PERFORMANCE.json``), so that ``--only NAME --update`` measures
those benchmarks again and writes the page with every other benchmark's figures as the
last run left them (its machine and date), the ones measured again saying when.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.figures import Row, Section, machine, markdown, not_measured

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "PERFORMANCE.md"


@dataclass(frozen=True)
class Benchmark:
    """One benchmark as this command runs it: ``function`` of ``module`` (returning
    rows) with ``full`` or, in a quick pass, ``quick`` as its arguments (None: skipped
    in a quick pass, for ``skipped``), each described in words for the page."""

    key: str
    title: str
    module: str
    function: str
    command: str
    about: str
    full: tuple[dict[str, Any], str]
    quick: tuple[dict[str, Any], str] | None
    skipped: str = ""


BENCHMARKS = [
    Benchmark(
        "startup",
        "Start-up",
        "bench.bench_startup",
        "figures",
        "QT_QPA_PLATFORM=offscreen python bench/bench_startup.py --runs 5",
        "The real `petridish` command until its first frame is completely painted: the"
        " game picker (for a player with a game in progress, and with four recent saves"
        " too) and every game's table at its most players. The baseline is a bare PySide6"
        " window started in the same round; the target holds the median of each round's"
        " ratio to it (the machine's speed drifts between rounds). Last, a card face's art"
        " drawn cold and loaded warm.",
        ({"runs": 5}, "5 rounds"),
        ({"runs": 1}, "1 round"),
    ),
    Benchmark(
        "instructions",
        "Start-up, counted in instructions",
        "bench.bench_startup",
        "figures",
        "QT_QPA_PLATFORM=offscreen python bench/bench_startup.py --instructions",
        "The same commands' instructions until their first frame, counted by valgrind's"
        " callgrind: a count does not drift with the machine. The baseline is the bare"
        " window's count; the targets are the time targets.",
        ({"count": True}, "each command counted once, on its second start"),
        None,
        "skipped in a quick pass (valgrind takes minutes)",
    ),
    Benchmark(
        "drag",
        "A card's drag",
        "bench.bench_drag",
        "figures",
        "QT_QPA_PLATFORM=offscreen python bench/bench_drag.py",
        "One step of a card dragged with real mouse events across each game's fullest"
        " table (sandbox mode, a 1338 × 881 viewport): the move, its drop target's verdict"
        " and glow, and the paint. The baseline is a bare QGraphicsScene of as many"
        " pixmaps of the card's size, dragged the same way (its ratio is not a target).",
        ({"steps": 300, "rounds": 3}, "3 drags of 300 steps a game"),
        ({"steps": 40, "rounds": 1}, "1 drag of 40 steps a game"),
    ),
    Benchmark(
        "rules",
        "Rules for a search",
        "bench.bench_rules",
        "figures",
        "python bench/bench_rules.py",
        "Random playouts of every game at every count as a search plays them (a clone,"
        " then moves played in place), in CPU time on one core. The baseline is the same"
        " playouts through the public `apply`: × baseline is the figure over the same"
        " figure through `apply`. The 1,000-playout bar is for 4 players (2 for"
        " ADAPTOID 24); at other counts that figure is for reference. The goal beyond"
        " the bars: 100,000 actions a second and 1,000 playouts in 1 s.",
        ({"playouts": 200}, "200 playouts a game and count"),
        ({"playouts": 10}, "10 playouts a game and count"),
    ),
    Benchmark(
        "decisions",
        "Computer players' decision time",
        "bench.bench_rules",
        "decision_figures",
        "python bench/bench_rules.py",
        "Every kind of computer player a seat can be given (each seat kind of the"
        " registry but a person), at every seat of every game at its most players, in"
        " seeded games: the CPU time of each decision (`core.bot.decide`, the seat's view"
        " and its legal moves made, the choice). There is no target: the figures are for"
        " comparing kinds and changes.",
        ({"games": 20}, "20 games a kind and game"),
        ({"games": 3}, "3 games a kind and game"),
    ),
    Benchmark(
        "strength",
        "The strong computer player against the normal one",
        "bench.bench_strength",
        "figures",
        "python bench/bench_strength.py --games 400",
        "For every game that offers the strong level, at every count of players: seeded"
        " games of the strong player in one seat against the normal player in the others,"
        " the seats turned round each game (`petridish simulate --rotate`). The figure is"
        " the share of its games the strong player won; the note gives a seat's fair share"
        " and the normal players' share of theirs. It searches a fixed count of deals a move"
        " (repeatable on any machine). The target is judged on 400 games a count, hours of"
        " CPU time: its own command plays them.",
        ({"games": 40}, "40 games a game and count, in two processes"),
        ({"games": 2}, "2 games a game and count, in two processes"),
    ),
    Benchmark(
        "strength-recorded",
        "The strong computer player over 400 games: the recorded runs",
        "bench.bench_strength",
        "recorded_figures",
        "python bench/bench_strength.py --recorded",
        "The runs the strength target is judged on take hours, so each is played once and"
        " its report kept in `bench/strength/` with its command and commit"
        " (`python bench/bench_strength.py --record GAME PLAYERS --seed S --games N`): the"
        " same duel as above, strong in one seat turned round against normal in the"
        " others, at a fixed count of deals a move (in ADRIFT, a table of strong castaways"
        " against one of normal castaways on the same seeds). Each count's figure is over"
        " every run recorded of it, judged where they come to 400 games; a count not"
        " recorded yet says so. Nothing is played here.",
        ({}, "every run in bench/strength/"),
        ({}, "every run in bench/strength/"),
    ),
    Benchmark(
        "load",
        "Opening a long save",
        "bench.bench_load",
        "figures",
        "python bench/bench_load.py",
        "A save at the move limit (20,000 sandbox edits, the costliest moves to replay)"
        " opened as the window opens it (the table shows at the saved position), and read"
        " to the end (every move replayed and checked). The baseline is reading the same"
        " file's JSON alone. A shorter save (a quick pass) is not judged against the target.",
        ({"moves": 20_000, "runs": 3}, "saves of 20,000 moves, the median of 3 runs"),
        ({"moves": 2_000, "runs": 1}, "saves of 2,000 moves, 1 run"),
    ),
    Benchmark(
        "soak",
        "Memory over many games",
        "bench.bench_soak",
        "figures",
        "QT_QPA_PLATFORM=offscreen python bench/bench_soak.py --games 50",
        "Games one after another in one window, finished and left mid-way. The baseline"
        " is the first lap of the ways (the first six games): after every later game, the"
        " census of what a game could keep alive must equal the census after the same way"
        " in that lap. The growth a game is the least-squares slope from the 10th game on.",
        ({"games": 50}, "50 games"),
        ({"games": 12}, "12 games (a slope over three points)"),
    ),
    Benchmark(
        "readable",
        "Readable tables",
        "bench.bench_readable",
        "figures",
        "QT_QPA_PLATFORM=offscreen python bench/bench_readable.py",
        "The smallest text on each table in screen pixels and the share of the felt the"
        " table covers, in the real window with the side panel open, the least over the"
        " game's player counts: the bars tests/ui/test_readable_tables.py holds.",
        ({}, "every player count, at 1366 × 768 and 1920 × 1080"),
        ({"sizes": [(1366, 768)], "most": True}, "each game at its most players, at 1366 × 768"),
    ),
    Benchmark(
        "gg-passes",
        "Genegrafter's passes behind the curtain",
        "bench.bench_gg_passes",
        "figures",
        "python bench/bench_gg_passes.py",
        "How often a Genegrafter fight passes the computer between people at one"
        " computer, for each way of laying (ruling GG-R23). For reference, no target.",
        ({"games": 30}, "30 games a way and count"),
        ({"games": 5}, "5 games a way and count"),
    ),
]
BY_KEY = {b.key: b for b in BENCHMARKS}


def child(key: str, quick: bool, out: Path) -> None:
    """Run one benchmark in this process and write its rows to ``out`` as JSON."""
    bench = BY_KEY[key]
    settings = bench.quick if quick else bench.full
    assert settings is not None, f"{key} is not run in a quick pass"
    function = getattr(importlib.import_module(bench.module), bench.function)
    rows = function(**settings[0])
    out.write_text(json.dumps([row.to_json() for row in rows]), encoding="utf-8")


def section(bench: Benchmark, quick: bool) -> Section:
    """One benchmark's figures, measured in a fresh process; a failure is a row saying
    how it failed, so that the other benchmarks still run and the page is written."""
    settings = bench.quick if quick else bench.full
    found = Section(bench.title, bench.command, bench.about)
    if settings is None:
        found.rows = [not_measured("every figure", bench.skipped)]
        return found
    found.settings = settings[1]
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The checkout's own code is measured, not an installed copy.
    paths = [str(ROOT / "desktop"), str(ROOT), env.get("PYTHONPATH", "")]
    env["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
    with tempfile.TemporaryDirectory(prefix="petridish-bench-") as tmp:
        out = Path(tmp) / "rows.json"
        command = [sys.executable, "-m", "bench", "--child", bench.key, "--json", str(out)]
        started = time.perf_counter()
        done = subprocess.run(
            command + (["--quick"] if quick else []),
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=3600,
        )
        found.seconds = time.perf_counter() - started
        if done.returncode != 0 or not out.exists():
            lines = [line for line in done.stderr.splitlines() if line.strip()]
            why = lines[-1] if lines else f"exit status {done.returncode}"
            found.rows = [not_measured("every figure", f"failed: {why}")]
            return found
        found.rows = [Row.from_json(row) for row in json.loads(out.read_text(encoding="utf-8"))]
    return found


def progress(found: Section) -> str:
    """A line on how a benchmark went, for the terminal while the others run."""
    if all(row.figure is None for row in found.rows):
        return f"not measured: {found.rows[0].note}"
    judged = [row for row in found.rows if row.met is not None]
    met = f"{sum(bool(row.met) for row in judged)} of {len(judged)} targets met"
    return f"{met if judged else 'no targets'} ({found.seconds or 0:.0f} s)"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m bench",
        description="Run every benchmark and write their figures, targets and the machine"
        " to docs/PERFORMANCE.md.",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="a pass of a minute or two: fewer runs, games, steps and playouts, no valgrind",
    )
    parser.add_argument(
        "--only", nargs="+", choices=list(BY_KEY), help="only these benchmarks", metavar="NAME"
    )
    parser.add_argument(
        "--update",
        action="store_true",
        help="with --only: keep every other benchmark's figures from the last run",
    )
    parser.add_argument("--out", type=Path, default=PAGE, help=f"the page (default {PAGE})")
    parser.add_argument("--child", choices=list(BY_KEY), help=argparse.SUPPRESS)
    parser.add_argument("--json", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.quick, args.json)
        return
    figures = args.out.with_suffix(".json")  # the run's figures, for a later --update
    facts, kept = machine(), {}
    if args.update:
        if not args.only:
            parser.error("--update measures again only the benchmarks --only names")
        try:
            last = json.loads(figures.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            parser.error(f"no earlier run's figures to keep in {figures} ({exc})")
        if last["quick"] != args.quick:
            parser.error("the last run was " + ("a quick pass" if last["quick"] else "a full one"))
        facts = last["facts"]
        kept = {key: Section.from_json(data) for key, data in last["sections"].items()}
    sections = {}
    now = machine()["Date"]  # when the benchmarks --update measures again were measured
    for bench in BENCHMARKS:
        if args.only and bench.key not in args.only:
            if bench.key in kept:
                sections[bench.key] = kept[bench.key]
            continue
        print(f"{bench.title}...", end=" ", flush=True)
        sections[bench.key] = section(bench, args.quick)
        if args.update:
            sections[bench.key].when = now
        print(progress(sections[bench.key]), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(markdown(list(sections.values()), facts, args.quick), encoding="utf-8")
    data = {"facts": facts, "quick": args.quick}
    data["sections"] = {key: found.to_json() for key, found in sections.items()}
    figures.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out} and {figures.name}")


if __name__ == "__main__":
    main()
