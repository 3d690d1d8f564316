"""The headless CLI: simulate, rules, version, and clear errors for bad arguments."""

import io
import json
import subprocess
import sys

import pytest
from PIL import Image

from petridish import __version__
from petridish.cli import main
from petridish.core import registry


def test_version(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_simulate_reports_json(capsys):
    assert (
        main(
            [
                "simulate",
                "adaptoid24",
                "--games",
                "20",
                "--seed",
                "3",
                "--seats",
                "bot,random",
                "--json",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 20 and report["errors"] == 0
    assert sum(report["wins"].values()) == 20
    # "bot", the name before there were levels, is the normal computer player.
    assert report["seats"] == {"adaptoid": "normal", "geneticist": "random"}
    assert report["mean_actions"] > 10 and report["games_per_second"] > 0


def test_simulate_is_deterministic(capsys):
    main(["simulate", "adaptoid24", "--games", "10", "--seed", "9", "--json"])
    first = json.loads(capsys.readouterr().out)
    main(["simulate", "adaptoid24", "--games", "10", "--seed", "9", "--json"])
    second = json.loads(capsys.readouterr().out)
    assert first["wins"] == second["wins"] and first["mean_actions"] == second["mean_actions"]


def test_the_bot_beats_random_play_as_each_side(capsys):
    rates = {}
    for seats in ("bot,random", "random,bot", "random,random"):
        main(
            ["simulate", "adaptoid24", "--games", "150", "--seed", "1", "--seats", seats, "--json"]
        )
        rates[seats] = json.loads(capsys.readouterr().out)["win_rate"]
    base = rates["random,random"]
    assert rates["bot,random"]["adaptoid"] > base["adaptoid"] + 0.12
    assert rates["random,bot"]["geneticist"] > base["geneticist"] + 0.15


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "chess"], "invalid choice: 'chess'"),
        (["simulate", "adaptoid24", "--games", "0"], "must be at least 1"),
        (["render-cards", "adaptoid24", "--out", "x", "--width", "20"], "must be 60 to 1500"),
        (["simulate", "adaptoid24", "--games", "many"], "'many' is not a whole number"),
        (["simulate", "adaptoid24", "--games", "2000000"], "must be at most 1,000,000"),
        (["simulate", "adaptoid24", "--jobs", "0"], "must be 1 to 64, got '0'"),
        (["simulate", "adaptoid24", "--seed", "-1"], "the seed must be a whole number from 0"),
        (["play", "adaptoid24", "--seed", str(2**63)], "the seed must be a whole number from 0"),
        (["simulate", "adaptoid24", "--seats", "bot"], "has 2 seats"),
        (["simulate", "adaptoid24", "--seats", "human,bot"], "seat kind 'human' is not one of"),
        (["simulate", "driftwood"], "Driftwood is coming but has no rules yet"),
        (["play", "driftwood"], "Driftwood is coming but not playable yet"),
        (["simulate", "adapt", "--players", "6"], "2 to 5 players"),
        # A game of one winner: every seat normal against every seat normal compares
        # nothing, and every seat strong wins every game either way.
        (["simulate", "adapt", "--against", "normal"], "at least one of each at the table"),
        (["simulate", "adapt", "--seats", "strong,strong", "--against", "normal"], "one of each"),
        (["replay", "/nonexistent/save.json"], "petridish replay: error:"),
    ],
)
def test_bad_arguments_get_a_usage_message_not_a_traceback(capsys, coming_game, argv, message):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_rules_prints_reference_and_rulings(capsys):
    assert main(["rules", "adaptoid24"]) == 0
    out = capsys.readouterr().out
    assert "Room abilities" in out and "A24-R04" in out


def test_console_entry_point_runs():
    done = subprocess.run(
        [sys.executable, "-m", "petridish", "simulate", "adaptoid24", "--games", "3"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "errors:           0" in done.stdout


def test_render_cards_writes_pngs_and_a_print_and_play_pdf(tmp_path, capsys):
    # Smaller than print size (the default, which the art tests draw), to be quick.
    argv = ["render-cards", "adaptoid24", "--out", str(tmp_path), "--pdf", "--width", "150"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    pngs = list(tmp_path.glob("*.png"))
    assert len(pngs) == 45
    with Image.open(pngs[0]) as im:
        assert im.size == (150, 210)
    pdf = tmp_path / "adaptoid24-print-and-play.pdf"
    assert pdf.is_file() and pdf.read_bytes().startswith(b"%PDF")
    assert "print-and-play" in out


def test_render_cards_for_a_game_without_art_is_a_usage_error(tmp_path, capsys, coming_game):
    assert main(["render-cards", coming_game, "--out", str(tmp_path)]) == 2
    assert "Driftwood has no card art yet" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_the_parser_is_built_for_the_command_given():
    from petridish.cli import COMMANDS, parser

    def commands(p) -> set[str]:
        (sub,) = [a for a in p._actions if a.dest == "command"]
        return set(sub.choices)

    assert commands(parser()) == set(COMMANDS)
    assert commands(parser("play")) == {"play"}
    assert commands(parser("--version")) == set(COMMANDS)  # not a command: all of them


def test_starting_the_app_does_not_load_the_argument_parser():
    """A bare ``petridish`` opens the app without parsing; argparse is start-up time."""
    code = "import sys, petridish.cli; print('argparse' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_simulate_reports_the_means_of_the_games_statistics(capsys):
    # ADRIFT keeps the days at sea and the survivors of each voyage: the report gives
    # their means, in the text and in the JSON alike.
    assert main(["simulate", "adrift", "--players", "3", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert "errors:           0" in out
    # Under one heading, by the names the game gives them, each beside its mean.
    means = out.partition("at the end, on average:\n")[2].splitlines()
    named = [line.rsplit(None, 1) for line in means[:2]]
    assert [name.strip() for name, _ in named] == ["Days at sea", "Survivors"]
    assert float(named[0][1]) >= 1 and 0 <= float(named[1][1]) <= 3
    assert main(["simulate", "adrift", "--players", "3", "--games", "4", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)["mean_stats"]
    assert stats["Days at sea"] >= 1 and 0 <= stats["Survivors"] <= 3


def test_output_cut_short_by_its_reader_ends_quietly():
    # `petridish rules adrift | head -1`: the reader goes away before the output is
    # written (here it is gone before the program starts); no traceback follows.
    proc = subprocess.Popen(
        [sys.executable, "-m", "petridish", "rules", "adrift"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    proc.stdout.close()
    err = proc.stderr.read()
    proc.wait(timeout=120)
    assert proc.returncode == 1
    assert "Traceback" not in err and "BrokenPipe" not in err, err


def test_simulate_plays_each_level_and_refuses_one_a_game_lacks(capsys):
    seats = "easy,strong"
    # A twentieth of a second a decision: the test is of the levels, not of how well
    # the strong player plays (at its default second a move it took 54 s of the suite).
    args = ["simulate", "adapt", "--games", "1", "--seats", seats, "--think", "0.05"]
    assert main([*args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["errors"] == 0
    assert report["seats"] == {"coral": "easy", "finn": "strong"}
    lacking = [g for g in registry.games() if g.rules and "strong" not in registry.levels(g.id)]
    if lacking:
        game = registry.rules_of(lacking[0].id)
        kinds = ",".join(["strong"] + ["normal"] * (game.min_players - 1))
        with pytest.raises(SystemExit) as stopped:
            main(["simulate", lacking[0].id, "--games", "1", "--seats", kinds])
        assert stopped.value.code == 2
        assert "has no strong computer player yet" in capsys.readouterr().err


def test_simulate_with_a_count_of_iterations_plays_strong_players_repeatably(capsys):
    def report():
        args = ["simulate", "adapt", "--games", "2", "--seats", "strong,normal"]
        assert main([*args, "--iterations", "20", "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        return data["wins"], data["mean_actions"]

    assert report() == report()


def test_simulate_says_how_long_a_strong_player_thought_on_its_first_line(capsys):
    # A saved report did not say what --think or --iterations it was run with.
    def first_line(*more: str) -> str:
        assert main(["simulate", "adaptoid24", "--games", "1", *more]) == 0
        return capsys.readouterr().out.splitlines()[0]

    assert first_line("--seats", "strong,normal", "--iterations", "5").endswith(
        "; strong searched 5 deals a move"
    )
    assert first_line("--seats", "strong,normal", "--think", "0.05").endswith(
        "; strong thought 0.05 s a move"
    )
    assert "strong" not in first_line("--seats", "easy,normal")


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [
        ("--think", "0", "must be more than 0 and at most 600 seconds"),
        ("--think", "soon", "is not a number of seconds"),
        ("--think", "nan", "must be more than 0"),
        ("--iterations", "0", "must be 1 to 1,000,000"),
    ],
)
def test_simulate_refuses_a_thinking_time_that_is_none(capsys, option, value, says):
    with pytest.raises(SystemExit):
        main(["simulate", "adapt", "--games", "1", option, value])
    assert says in capsys.readouterr().err


def test_simulate_turns_the_seats_round_and_counts_each_level(capsys):
    # Seats rotated: the strong player plays each side in turn, and the report says
    # how often each level won of the seats it played.
    args = ["simulate", "adaptoid24", "--games", "6", "--seats", "strong,normal"]
    main([*args, "--iterations", "20", "--rotate", "--json"])
    report = json.loads(capsys.readouterr().out)
    levels = report["levels"]
    assert levels["strong"]["seat_games"] == levels["normal"]["seat_games"] == 6
    assert levels["strong"]["won"] + levels["normal"]["won"] == 6
    assert report["fair_share"] == 0.5 and report["rotate"] is True
    # How much the strong player thought is in the report, to read it by later.
    assert report["iterations"] == 20 and report["think"] is None
    # Each side was played by each level three times: the sides' wins are not the
    # levels' wins.
    by_side = {**report["wins"]}
    main([*args, "--iterations", "20", "--json"])
    fixed = json.loads(capsys.readouterr().out)
    assert fixed["levels"]["strong"]["won"] == fixed["wins"]["adaptoid"]
    assert sum(by_side.values()) == 6


def test_rotated_seats_move_one_seat_on_each_game():
    from petridish.cli import rotated

    kinds = ["strong", "normal", "easy"]
    assert [rotated(kinds, n) for n in range(4)] == [
        ["strong", "normal", "easy"],
        ["easy", "strong", "normal"],
        ["normal", "easy", "strong"],
        ["strong", "normal", "easy"],
    ]


def test_simulate_in_two_processes_plays_the_same_games(capsys):
    args = ["simulate", "adapt", "--players", "3", "--games", "6", "--rotate", "--json"]
    main(args)
    alone = json.loads(capsys.readouterr().out)
    main([*args, "--jobs", "2"])
    together = json.loads(capsys.readouterr().out)
    for key in ("wins", "levels", "mean_actions", "ends", "mean_stats"):
        assert alone[key] == together[key]


def test_simulate_prints_each_levels_share_of_the_wins(capsys):
    main(["simulate", "adaptoid24", "--games", "4", "--seats", "easy,normal", "--rotate"])
    out = capsys.readouterr().out
    assert "turning round the seats each game" in out
    assert "easy won:" in out and "of 4 seats played" in out and "fair share 50.0%" in out


def test_simulate_against_another_kind_compares_the_same_seeds_game_by_game(capsys):
    # A table of easy castaways against one of normal castaways on the same voyages:
    # each side's survivors a voyage are what a run of that table alone reports.
    common = ["simulate", "adrift", "--players", "2", "--games", "12", "--seed", "5", "--json"]
    main([*common, "--seats", "easy,easy", "--against", "normal"])
    report = json.loads(capsys.readouterr().out)
    main([*common, "--seats", "easy,easy"])
    easy = json.loads(capsys.readouterr().out)["mean_stats"]["Survivors"]
    main([*common, "--seats", "normal,normal"])
    alone = json.loads(capsys.readouterr().out)
    normal = alone["mean_stats"]["Survivors"]
    against = report["against"]
    assert against["kind"] == "normal" and against["games"] == 12
    assert round(against["winners"], 2) == easy and round(against["their_winners"], 2) == normal
    # How the other table's voyages ended, and their statistics, as its own run says.
    assert against["their_ends"] == alone["ends"]
    assert against["their_mean_stats"] == alone["mean_stats"]
    assert against["difference"] == pytest.approx(against["winners"] - against["their_winners"])
    assert against["better"] + against["worse"] + against["same"] == 12
    assert 0 < against["sign_test_p"] <= 1


def test_simulate_against_the_same_kind_finds_no_difference(capsys):
    args = ["simulate", "adrift", "--players", "3", "--games", "5", "--against", "normal"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "with every seat normal (the same 5 seeds)" in out
    assert "difference:       +0.000 +- 0.000 (95%); 0 games better, 0 worse, 5 the same" in out
    # The other table's statistics, in a column beside the table's as seated.
    assert "as seated   every seat normal" in out
    (survivors,) = [line.split() for line in out.splitlines() if "Survivors" in line]
    assert survivors[1] == survivors[2]


def test_the_sign_test_counts_the_splits_as_uneven_as_the_one_seen():
    from petridish.simulate_report import sign_test

    assert sign_test(0, 0) == 1.0 and sign_test(5, 5) == 1.0
    assert sign_test(10, 0) == pytest.approx(2 / 2**10)
    assert sign_test(2, 8) == pytest.approx(2 * (1 + 10 + 45) / 2**10)
    # Beyond 2,000 games it is the normal approximation, close to the exact 0.1936.
    assert sign_test(1060, 1000) == pytest.approx(0.1936, abs=0.002)


def test_simulate_against_a_level_the_game_lacks_is_refused(capsys):
    lacking = [g for g in registry.games() if g.rules and "strong" not in registry.levels(g.id)]
    if not lacking:
        pytest.skip("every game has a strong player now")
    with pytest.raises(SystemExit) as stopped:
        main(["simulate", lacking[0].id, "--games", "1", "--against", "strong"])
    assert stopped.value.code == 2
    assert "has no strong computer player yet" in capsys.readouterr().err


def test_simulate_gives_the_games_own_range_of_players(capsys):
    # ADRIFT is for 1 to 8 castaways: the refusal says so, not a range of no game.
    with pytest.raises(SystemExit) as stopped:
        main(["simulate", "adrift", "--players", "0"])
    assert stopped.value.code == 2
    assert "--players: ADRIFT is for 1 to 8 players, not 0" in capsys.readouterr().err


def test_a_count_of_one_reads_in_the_singular(capsys, tmp_path):
    from petridish.games.adaptoid24.rules import GAME
    from petridish.storage.save_types import SeatInfo
    from petridish.storage.saves import session_from_setup, write_save

    assert main(["simulate", "adrift", "--players", "1", "--games", "1"]) == 0
    assert capsys.readouterr().out.startswith("ADRIFT: 1 game of 1 player on seed 1, ")
    session = session_from_setup(GAME, 4, seats=["adaptoid", "geneticist"])
    seat = GAME.to_move(session.state)[0]
    session.submit(GAME.legal_actions(session.state, seat)[0])
    path = tmp_path / "one-move.petridish"
    seats = [SeatInfo("adaptoid", "Ada", "human"), SeatInfo("geneticist", "Gene", "human")]
    write_save(
        path, session, game_id="adaptoid24", seed=4, options=None, forced=(), seats=seats, title="t"
    )
    assert main(["replay", str(path)]) == 0
    assert "ADAPTOID 24: 1 move replayed and checked" in capsys.readouterr().out


def test_simulate_words_the_endings_as_the_game_does(capsys):
    # A.D.A.P.T. counts its endings by a short reason ("last", "together", "limit"):
    # the report says them as the game says them at the end of a game, and the JSON
    # keeps the reasons.
    assert main(["simulate", "adapt", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "  how the games ended:\n    the last fish alive in the Sea   3 (100.0%)\n" in out
    assert '"last"' not in out
    # Each statistic by the name the game gives it (a player's name capitalised).
    assert "\n    Coral Health left  " in out and "\n    Finn Health left  " in out
    assert main(["simulate", "adapt", "--games", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ends"] == {"last": 3}


def test_simulate_against_follows_who_won_where_one_seat_wins(capsys):
    # ADAPTOID 24 has one winner a game: the easy Adaptoid's wins are set against the
    # Adaptoid's wins on the same seeds when both sides are normal (a count of winners,
    # one a game on both sides, would find no difference at all).
    common = ["simulate", "adaptoid24", "--games", "40", "--seed", "7", "--json"]
    main([*common, "--seats", "easy,normal", "--against", "normal"])
    report = json.loads(capsys.readouterr().out)
    main([*common, "--seats", "normal,normal"])
    normal = json.loads(capsys.readouterr().out)
    against = report["against"]
    assert against["whole_table"] is False and against["games"] == 40
    assert against["winners"] == report["win_rate"]["adaptoid"]
    assert against["their_winners"] == normal["win_rate"]["adaptoid"]
    assert against["winners"] != against["their_winners"]  # (these seeds tell them apart)
    assert against["difference"] == pytest.approx(against["winners"] - against["their_winners"])
    assert against["better"] + against["worse"] + against["same"] == 40
    assert against["better"] + against["worse"] > 0 and 0 < against["sign_test_p"] <= 1


def test_simulate_against_with_the_seats_turned_round_follows_the_changed_seat(capsys):
    # With --rotate the easy player moves a seat on each game: game n is compared by
    # the seat it sat in, the Adaptoid in even games, the Geneticist in odd ones.
    args = ["simulate", "adaptoid24", "--games", "10", "--seed", "3", "--rotate"]
    main([*args, "--seats", "easy,normal", "--against", "normal", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["against"]["winners"] == report["levels"]["easy"]["won"] / 10
    theirs = 0
    for n in range(10):
        main(["simulate", "adaptoid24", "--games", "1", "--seed", str(3 + n), "--json"])
        theirs += json.loads(capsys.readouterr().out)["wins"][["adaptoid", "geneticist"][n % 2]]
    assert report["against"]["their_winners"] == theirs / 10


def test_simulate_against_says_whose_wins_it_compares(capsys):
    args = ["simulate", "adapt", "--players", "3", "--games", "6", "--against", "normal"]
    assert main([*args, "--seats", "easy,normal,easy"]) == 0
    out = capsys.readouterr().out
    assert (
        "  compared:         the wins of Coral (easy) and Marina (easy) together,"
        " as seated and with every seat normal\n"
    ) in out
    assert "  wins a game:      " in out and "with every seat normal (the same 6 seeds)" in out
    assert main([*args, "--seats", "easy,normal,normal", "--rotate"]) == 0
    assert "the wins of the easy seat (one seat on each game)," in capsys.readouterr().out


def test_simulate_tells_its_progress_on_stderr_apart_from_the_report(capsys, monkeypatch):
    # On a pipe, a line at most every PROGRESS_EVERY seconds (here: after each game),
    # counting the other table's games with --against too; the report alone on stdout.
    monkeypatch.setattr("petridish.simulate_report.PROGRESS_EVERY", 0.0)
    args = ["simulate", "adaptoid24", "--games", "3", "--seats", "easy,normal"]
    assert main([*args, "--against", "normal"]) == 0
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert [line.partition(" in ")[0] for line in lines] == [f"{n} of 6 games" for n in range(1, 7)]
    assert lines[0].endswith(" left)") and lines[-1].endswith(" games/s)")
    assert out.startswith("ADAPTOID 24: 3 games") and " of 6 games in" not in out
    assert "\n  speed:            " in out and " games/s (6 games in " in out


def test_a_quick_simulate_on_a_pipe_says_nothing_but_its_report(capsys):
    assert main(["simulate", "adaptoid24", "--games", "3"]) == 0
    assert capsys.readouterr().err == ""


def test_simulate_on_a_terminal_shows_its_progress_from_the_start(monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["simulate", "adaptoid24", "--games", "2", "--json"]) == 0
    said = terminal.getvalue()
    # Before the first game ends (with a strong player, half a minute), then over it.
    assert said.startswith("\r0 of 2 games…\r")
    assert "\r2 of 2 games in " in said and said.endswith("\n")


def test_the_speed_is_said_with_the_precision_it_deserves():
    from petridish.simulate_report import pace

    assert pace(300, 2.5) == "120 games/s"
    assert pace(200, 8.45) == "23.7 games/s"
    assert pace(6, 5.92) == "1.01 games/s"
    # Slower than a game a second: the time a game, not "0.0 games/s".
    assert pace(200, 680) == "3.4 s a game"
    assert pace(10, 283) == "28 s a game"
    assert pace(2, 250) == "2 min 5 s a game"


def test_simulate_says_which_seeds_it_plays(capsys):
    # Game n of a run plays seed S+n: runs from nearby seeds share games, and the
    # report and the option's help say so.
    assert main(["simulate", "adaptoid24", "--games", "3", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ADAPTOID 24: 3 games of 2 players on seeds 5 to 7, seats ")
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "--seed SEED the first game's seed (default 1); each game after it plays" in said
    assert "so --seed 2 shares all but one game with --seed 1" in said
