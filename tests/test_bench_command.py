"""``python -m bench``: the page it writes says what a reader needs (every target, whether
it is met, the ratio to the baseline, the machine, a quick pass as one), and the command
starts. The real benchmarks are never run here: they take minutes, and timing lives in
bench/, never in the tests."""

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from bench import __main__ as command
from bench.figures import Row, Section, machine, markdown, not_measured

from petridish.core import registry

ROOT = Path(__file__).resolve().parents[1]
FACTS = {
    "CPU": "Example CPU @ 2.00GHz",
    "Cores": "2",
    "Python": "3.11.9",
    "PySide6": "6.8.1",
    "Qt": "6.8.1",
    "OS": "Debian GNU/Linux 12 (bookworm)",
    "Date": "2026-12-05 09:00 UTC",
}


def made_up() -> list[Section]:
    return [
        Section(
            "Start-up",
            "python bench/bench_startup.py",
            "Until the first frame, beside a bare PySide6 window.",
            [
                Row("bare PySide6 window: first frame", 225.0, "ms", note="best 220 ms"),
                Row("game picker: first frame", 336.0, "ms", "≤ 1.6× the bare window", True, 1.49),
                Row(
                    "ADAPTOID 24 table at 2: first frame",
                    790.0,
                    "ms",
                    "≤ 3.0× the bare window",
                    False,
                    3.51,
                ),
            ],
            settings="5 rounds",
            seconds=35.0,
        ),
        Section(
            "Start-up, counted in instructions",
            "python bench/bench_startup.py --instructions",
            "Counted by callgrind.",
            [not_measured("instructions until the first frame", "valgrind is not installed")],
        ),
        Section(
            "Opening a long save",
            "python bench/bench_load.py",
            "A save at the move limit.",
            [
                Row("adapt: open a long save", 0.82, "s", "< 1 s at 20,000 moves", None, 116.0),
                Row("refusing a save of 3,900,000 forced outcomes", 0.74, "s"),
            ],
        ),
    ]


def test_the_page_says_each_target_and_whether_it_is_met():
    page = markdown(made_up(), FACTS, quick=False)
    assert "1 of 2 targets met." in page
    # Each figure with its target, its verdict and its ratio to the baseline, in a row.
    rows = {line.split(" | ")[0].lstrip("| "): line for line in page.splitlines() if "|" in line}
    picker = rows["game picker: first frame"]
    assert "336 ms" in picker and "≤ 1.6× the bare window" in picker
    assert "| met |" in picker and "1.49×" in picker
    table = rows["ADAPTOID 24 table at 2: first frame"]
    assert "≤ 3.0× the bare window" in table and "**missed**" in table and "3.51×" in table
    # A figure without a target is there for reference, not judged.
    assert "| — |" in rows["bare PySide6 window: first frame"]
    # A target not judged in this run (a shorter save than the target's) says so.
    assert "not judged" in rows["adapt: open a long save"]
    # What was missed is listed up front, with its figure and target.
    missed = page.split("Missed:")[1].split("##")[0]
    assert "ADAPTOID 24 table at 2: first frame: 790 ms (target ≤ 3.0× the bare window)" in missed
    assert "game picker" not in missed
    # Each benchmark's own command, its settings and how long it took.
    assert "`python bench/bench_startup.py`" in page
    assert "This run: 5 rounds. It took 35 s." in page


def test_a_figure_not_measured_says_why():
    page = markdown(made_up(), FACTS, quick=False)
    absent = page.split("Not measured:")[1].split("##")[0]
    assert "instructions until the first frame: valgrind is not installed" in absent
    row = next(line for line in page.splitlines() if line.startswith("| instructions"))
    assert "not measured" in row and "valgrind is not installed" in row


def test_the_page_names_the_machine():
    page = markdown(made_up(), FACTS, quick=False)
    machine_part = page.split("## The machine")[1].split("##")[0]
    for name, value in FACTS.items():
        assert f"| {name} | {value} |" in machine_part


def test_a_quick_pass_says_it_was_one():
    assert "quick pass" not in markdown(made_up(), FACTS, quick=False).lower()
    page = markdown(made_up(), FACTS, quick=True)
    assert "**This was a quick pass** (`python -m bench --quick`)" in page


def test_the_machine_is_read_from_this_one():
    facts = machine()
    for name in ("CPU", "Cores", "Python", "PySide6", "Qt", "OS", "Date"):
        assert facts[name], name
    assert facts["Python"] == ".".join(map(str, sys.version_info[:3]))


def test_a_benchmark_skipped_in_a_quick_pass_is_a_row_saying_so():
    found = command.section(command.BY_KEY["instructions"], quick=True)
    assert [(row.figure, row.note) for row in found.rows] == [
        (None, "skipped in a quick pass (valgrind takes minutes)")
    ]


def test_every_benchmark_names_a_function_that_returns_its_rows():
    for bench in command.BENCHMARKS:
        function = getattr(importlib.import_module(bench.module), bench.function)
        assert callable(function), bench.key
        settings = [bench.full] + ([bench.quick] if bench.quick else [])
        assert all(words for _, words in settings), bench.key
        assert bench.quick is not None or bench.skipped, bench.key


def test_rows_come_back_from_a_child_as_they_went():
    rows = [row for section in made_up() for row in section.rows]
    sent = json.dumps([row.to_json() for row in rows])
    assert [Row.from_json(row) for row in json.loads(sent)] == rows


def test_the_command_starts():
    done = subprocess.run(
        [sys.executable, "-m", "bench", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "--quick" in done.stdout and "PERFORMANCE.md" in done.stdout


def test_the_strength_duel_turns_the_strong_player_round_every_seat(monkeypatch):
    from bench import bench_strength

    monkeypatch.setitem(bench_strength.ITERATIONS, "adaptoid24", 5)
    found = bench_strength.duel("adaptoid24", 2, 4, jobs=1)
    # Four games of two seats: the strong player sat once in each, each seat twice.
    assert found["strong"][0] == found["normal"][0] == 4
    assert found["strong"][1] + found["normal"][1] == 4  # one side wins each game
    assert found["errors"] == 0 and found["iterations"] == 5
    rows = bench_strength.figures(games=2, jobs=1, only=["adaptoid24"])
    assert [row.name for row in rows] == ["ADAPTOID 24 at 2: strong won"]
    assert rows[0].met is None and "not judged" in rows[0].note  # 400 games judge it


def recorded_run(folder: Path, game: str, players: int, seed: int, games: int, won: int, **extra):
    """A recorded run as ``bench_strength.record`` keeps it: ``won`` of ``games`` won by
    the strong player (one seat, turned round), the normal players the rest."""
    seats = {f"seat{n}": "normal" for n in range(1, players)} | {"seat0": "strong"}
    report = {
        "game": game,
        "games": games,
        "seed": seed,
        "players": players,
        "seats": seats,
        "rotate": True,
        "errors": 0,
        "levels": {
            "strong": {"seat_games": games, "won": won},
            "normal": {"seat_games": games * (players - 1), "won": games - won},
        },
        **extra,
    }
    kept = {"command": f"petridish simulate {game} --iterations 300 --rotate", "commit": "abc1234"}
    path = folder / f"{game}-{players}-seeds-{seed}-{seed + games - 1}.json"
    path.write_text(json.dumps({**kept, "report": report}), encoding="utf-8")


def test_the_recorded_strength_runs_of_a_count_add_up_and_are_judged_at_400(tmp_path):
    from bench import bench_strength

    recorded_run(tmp_path, "adapt", 2, 201, 200, 147)
    recorded_run(tmp_path, "adapt", 2, 1, 200, 146)
    recorded_run(tmp_path, "adapt", 3, 1, 200, 120)  # 200 games: not judged yet
    recorded_run(tmp_path, "genegrafter", 3, 1, 400, 234)
    # Not the duel the target is about: seats not turned round, or a game that failed.
    recorded_run(tmp_path, "adapt", 4, 1, 400, 390, rotate=False)
    recorded_run(tmp_path, "adapt", 5, 1, 400, 390, errors=1)
    rows = {row.name: row for row in bench_strength.recorded_figures(tmp_path)}
    both = rows["A.D.A.P.T. at 2: strong won"]
    short = rows["A.D.A.P.T. at 3: strong won"]
    grafter = rows["Genegrafter at 3: strong won"]
    assert both.figure == 73.2 and both.met is True  # 293 of 400
    assert "293 of 400 games (seeds 1–200, 201–400), 300 deals a move" in both.note
    assert "the normal players won 27% of their seats; at abc1234" in both.note
    assert short.met is None and "fewer than 400: not judged" in short.note
    assert grafter.figure == 58.5 and grafter.met is False
    # A count with no run the target judges says so, and how to record one.
    for unrecorded in ("A.D.A.P.T. at 4: strong won", "Genegrafter at 2: strong won"):
        row = rows[unrecorded]
        assert row.figure is None and row.met is None
        assert "not recorded yet: python bench/bench_strength.py --record" in row.note


def test_every_count_the_target_covers_has_a_recorded_row():
    from bench import bench_strength

    rows = bench_strength.recorded_figures()
    names = [row.name.split(":")[0] for row in rows]
    expected = [
        f"{registry.rules_of(gid).name} at {players}"
        for gid, players in bench_strength.judged_counts()
    ]
    assert names == expected
    assert "ADRIFT at 1" in names and "A.D.A.P.T. at 1" not in names  # alone: no one to beat


def voyages(
    folder: Path, players: int, seed: int, games: int, better: int, worse: int, gain: float
):
    """A recorded table-against-table run of ADRIFT (``record``): every seat strong, set
    against every seat normal on the same seeds, ``gain`` survivors a voyage more."""
    against = {
        "kind": "normal",
        "games": games,
        "winners": 0.5 + gain,
        "their_winners": 0.5,
        "difference": gain,
        "interval": 0.1,
        "better": better,
        "worse": worse,
        "same": games - better - worse,
        "sign_test_p": 0.5,
        "their_ends": {"rescued": 10, "sank": games - 10},
        "their_mean_stats": {"Days at sea": 20.0},
    }
    report = {
        "game": "adrift",
        "games": games,
        "seed": seed,
        "players": players,
        "seats": {f"seat{n}": "strong" for n in range(players)},
        "rotate": False,
        "errors": 0,
        "ends": {"rescued": 15, "sank": games - 15},
        "mean_stats": {"Days at sea": 22.0 + gain},
        "against": against,
    }
    kept = {"command": "petridish simulate adrift --against normal", "commit": "abc1234"}
    path = folder / f"adrift-{players}-seeds-{seed}-{seed + games - 1}.json"
    path.write_text(json.dumps({**kept, "report": report}), encoding="utf-8")


def test_recorded_voyages_of_a_count_are_taken_as_one_and_judged_at_400(tmp_path):
    from bench import bench_strength

    from petridish.simulate_report import sign_test

    voyages(tmp_path, 3, 1, 200, 60, 40, 0.10)
    voyages(tmp_path, 3, 201, 200, 50, 40, 0.06)
    voyages(tmp_path, 4, 1, 200, 50, 40, 0.30)  # 200 voyages: not judged yet
    rows = {row.name: row for row in bench_strength.recorded_figures(tmp_path)}
    three = rows["ADRIFT at 3: strong survivors a voyage, more than normal"]
    assert three.figure == 0.08 and three.met is True  # 0.08 +- 0.071: above nothing
    assert "400 voyages" in three.note and "seeds 1–200, 201–400" in three.note
    assert f"sign test p = {sign_test(110, 80):.2g}" in three.note
    # How the voyages ended, and the days at sea, beside the normal table's.
    assert "rescued: 30 against 20; sank: 370 against 380; Days at sea 22.08 against 20.00" in (
        three.note
    )
    four = rows["ADRIFT at 4: strong survivors a voyage, more than normal"]
    assert four.met is None and "not judged" in four.note


def test_the_deals_a_move_are_the_games_own_but_where_a_count_is_named():
    from bench import bench_strength

    assert bench_strength.deals("genegrafter", 3) == 1000  # more deals tell there
    assert bench_strength.deals("genegrafter", 2) == bench_strength.ITERATIONS["genegrafter"]
    assert bench_strength.deals("genegrafter", 4) == 400
    assert bench_strength.deals("adapt", 3) == bench_strength.ITERATIONS["adapt"]
    assert bench_strength.deals("no-such-game", 2) == bench_strength.DEFAULT_ITERATIONS


def test_every_recorded_strength_run_in_the_repository_counts():
    from bench import bench_strength

    for path in bench_strength.RECORDED.glob("*.json"):
        kept = json.loads(path.read_text(encoding="utf-8"))
        report = kept["report"]
        if bench_strength.wins_together(report["game"]):
            assert bench_strength._table_against_table(report), path.name
        else:
            assert bench_strength._strong_against_normal(report), path.name
            # Searched the deals a move named for its game and count (Genegrafter at
            # three players 1,000, at four 400, the others their game's own).
            deals = bench_strength.deals(report["game"], report["players"])
            assert f"--iterations {deals} " in kept["command"], path.name
        assert kept["commit"], path.name
    rows = bench_strength.recorded_figures()
    recorded = [row for row in rows if row.figure is not None]
    assert recorded and all("at " in row.note for row in recorded)


def test_a_game_the_table_wins_together_is_judged_table_against_table():
    from bench import bench_strength

    # Every seat strong, then every seat normal, on the same three voyages.
    found = bench_strength.tables("adrift", 2, 3, jobs=1)
    assert found["games"] == 3 and found["errors"] == 0
    assert found["better"] + found["worse"] + found["same"] == 3
    assert abs(found["difference"] - (found["winners"] - found["their_winners"])) < 1e-9
    rows = bench_strength.figures(games=2, jobs=1, only=["adrift"])
    assert [row.name for row in rows] == [
        f"ADRIFT at {n}: strong survivors a voyage, more than normal" for n in range(1, 9)
    ]
    assert all(row.met is None and "not judged" in row.note for row in rows)


def test_update_measures_again_only_what_it_names_and_keeps_the_rest(tmp_path, monkeypatch):
    def measured(bench, quick):
        return Section(bench.title, bench.command, bench.about, [Row(bench.key, 1.0, "s")])

    monkeypatch.setattr(command, "section", measured)
    page = tmp_path / "PERFORMANCE.md"
    command.main(["--only", "drag", "load", "--out", str(page)])
    kept = json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))
    assert list(kept["sections"]) == ["drag", "load"] and kept["quick"] is False
    date = kept["facts"]["Date"]

    def again(bench, quick):
        return Section(bench.title, bench.command, bench.about, [Row(bench.key, 2.0, "s")])

    monkeypatch.setattr(command, "section", again)
    command.main(["--only", "load", "--update", "--out", str(page)])
    text = page.read_text(encoding="utf-8")
    assert "| drag | 1.00 s |" in text and "| load | 2.00 s |" in text  # drag kept as it was
    assert text.count("Measured again on") == 1 and f"| Date | {date} |" in text
    kept = json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))
    assert kept["sections"]["drag"]["rows"][0]["figure"] == 1.0
    assert kept["sections"]["load"]["when"]


def test_update_needs_an_earlier_run_and_what_to_measure(tmp_path, capsys):
    page = tmp_path / "PERFORMANCE.md"
    for argv in (["--update"], ["--only", "load", "--update"]):
        with pytest.raises(SystemExit):
            command.main([*argv, "--out", str(page)])
    said = capsys.readouterr().err
    assert "--update measures again only the benchmarks --only names" in said
    assert "no earlier run's figures to keep" in said
