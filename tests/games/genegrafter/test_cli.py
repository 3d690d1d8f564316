"""Genegrafter from the command line: its rules and computer player play headless before
it comes to the table, and the commands that need a table say it is coming."""

from __future__ import annotations

import json

from petridish.cli import main


def test_simulate_plays_genegrafter_at_every_count_and_says_how_the_games_ended(capsys):
    # rulebook: genegrafter.txt:113
    # rulebook: genegrafter.txt:117
    for players in (2, 3, 4):
        argv = ["simulate", "genegrafter", "--players", str(players), "--games", "40", "--json"]
        assert main(argv) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["errors"] == 0 and report["players"] == players
        assert sum(report["ends"].values()) == 40
        assert any(reason.startswith("the most Genetic Markers") for reason in report["ends"])


def test_the_computer_player_beats_random_players_at_every_count(capsys):
    for players in (2, 3, 4):
        seats = ",".join(["bot"] + ["random"] * (players - 1))
        argv = ["simulate", "genegrafter", "--seats", seats, "--games", "60", "--json"]
        assert main(argv) == 0
        rate = json.loads(capsys.readouterr().out)["win_rate"]["jon"]
        assert rate > 1 / players + 0.15, (players, rate)


def test_the_text_report_lists_each_ending(capsys):
    assert main(["simulate", "genegrafter", "--games", "12", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    ended = out.split("how the games ended:")[1].split("at the end, on average:")[0]
    assert "    the most Genetic Markers  " in ended and "errors:           0" in out


def test_the_rules_print(capsys):
    # (``petridish play genegrafter`` says the game is coming: see tests/test_cli.py.)
    assert main(["rules", "genegrafter"]) == 0
    assert capsys.readouterr().out.startswith("# Genegrafter — how to play")
