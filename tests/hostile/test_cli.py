"""Hostile command lines: impossible values for every subcommand's arguments, a card
file the commands cannot use, folders ``render-cards`` cannot write.

Each is refused with exit code 2 and one clear line on stderr, never a traceback, and
at once: ``play`` never opens the app for a refused argument, ``simulate`` plays no
game and ``render-cards`` draws nothing. A few run as a player runs them, as
``python -m petridish``; the rest go through ``petridish.cli.main`` in-process.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from petridish.cli import COMMANDS, MAX_GAMES, main, parser
from petridish.core.rng import MAX_SEED
from tests.conftest import coming_if_named

from .test_card_data import edited, forget_cards, use_card_file

HUGE = "9" * 5000  # more digits than int() reads
BAD_CARDS = edited('ability = "lab"', 'ability = "wearhouse"')


@pytest.fixture
def card_file(tmp_path, monkeypatch):
    """``card_file(text)``: the commands read a card file holding ``text``."""
    yield lambda text: use_card_file(tmp_path, monkeypatch, text)
    forget_cards(monkeypatch)


@pytest.fixture(autouse=True)
def no_app(monkeypatch):
    """The app must never open in these cases: it would wait for a person."""

    def run_app(**kwargs):
        raise AssertionError(f"the app was opened with {kwargs}")

    monkeypatch.setattr("petridish.ui.app.run_app", run_app)


def refused(capsys, argv: list[str], *said: str) -> str:
    """Run ``petridish argv``; it must exit 2 with one line on stderr holding ``said``,
    print nothing on stdout and take under a few seconds. Returns the line."""
    start = time.perf_counter()
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    assert time.perf_counter() - start < 5
    out, err = capsys.readouterr()
    assert code == 2, (code, err)
    assert out == "" and "Traceback" not in err
    assert err.endswith("\n") and err.count("\n") == 1, err
    # Said by the command, as argparse's own refusals are: "petridish simulate: error:".
    command = argv[0] if argv and argv[0] in COMMANDS else ""
    assert err.startswith(f"petridish {command}: error:".replace(" :", ":")), err
    assert len(err) < 600, err  # quoted values are cut short
    for words in said:
        assert words in err, err
    return err


BAD_ARGUMENTS = [
    # player counts
    (
        ["simulate", "adaptoid24", "--players", "3"],
        "--players: ADAPTOID 24 is for 2 players, not 3",
    ),
    (["simulate", "adaptoid24", "--players", "0"], "ADAPTOID 24 is for 2 players, not 0"),
    # The game's own range, whatever it is (ADRIFT: 1 to 8).
    (["simulate", "adrift", "--players", "0"], "--players: ADRIFT is for 1 to 8 players, not 0"),
    (["simulate", "adrift", "--players", "12"], "ADRIFT is for 1 to 8 players, not 12"),
    (["play", "adapt", "--players", "-2"], "A.D.A.P.T. is for 2 to 5 players, not -2"),
    (["simulate", "adrift", "--players", HUGE], "is far too large"),
    (["simulate", "adrift", "--players", "1" + "0" * 30], "no game is played by '1000"),
    (["play", "adaptoid24", "--players", "1"], "ADAPTOID 24 is for 2 players, not 1"),
    (["play", "adaptoid24", "--players", "2", "--seats", "human"], "has 2 seats"),
    # simulate
    (["simulate", "adaptoid24", "--games", "0"], "--games: must be at least 1"),
    (["simulate", "adaptoid24", "--games", "-5"], "must be at least 1"),
    (["simulate", "adaptoid24", "--games", "many"], "'many' is not a whole number"),
    (["simulate", "adaptoid24", "--games", "10^26"], "'10^26' is not a whole number"),
    (["simulate", "adaptoid24", "--games", "1e6"], "'1e6' is not a whole number"),
    (["simulate", "adaptoid24", "--games", "1_000"], "'1_000' is not a whole number"),
    (["simulate", "adaptoid24", "--games", "\u0661"], "is not a whole number"),
    (["simulate", "adaptoid24", "--games", "1" + "0" * 26], "must be at most 1,000,000"),
    (["simulate", "adaptoid24", "--games", str(MAX_GAMES + 1)], "must be at most 1,000,000"),
    (["simulate", "adaptoid24", "--games", HUGE], "is far too large"),
    (["simulate", "adaptoid24", "--games", ""], "'' is not a whole number"),
    (["simulate", "adaptoid24", "--seed", "-1"], "--seed: the seed must be a whole number from 0"),
    (
        ["simulate", "adaptoid24", "--seed", str(MAX_SEED + 1)],
        "from 0 to 9,223,372,036,854,775,807",
    ),
    (["simulate", "adaptoid24", "--seed", HUGE], "is far too large"),
    (["simulate", "adaptoid24", "--seed", "x"], "'x' is not a whole number"),
    (
        ["simulate", "adaptoid24", "--seed", str(MAX_SEED), "--games", "2"],
        "runs past the largest seed",
        f"start at {MAX_SEED - 1:,} at the most",
    ),
    (["simulate", "chess"], "invalid choice: 'chess'"),
    (["simulate", "driftwood"], "Driftwood is coming but has no rules yet"),
    (["simulate"], "the following arguments are required: GAME"),
    (["simulate", "adaptoid24", "--seats", "bot"], "has 2 seats"),
    (["simulate", "adaptoid24", "--seats", ""], "has 2 seats", "got 0"),
    (["simulate", "adaptoid24", "--seats", "human,bot"], "seat kind 'human' is not one of"),
    (["simulate", "adaptoid24", "--seats", "bot,bot,bot"], "--seats got 3"),
    (["simulate", "adaptoid24", "--turbo"], "unrecognized arguments: --turbo"),
    # play
    (["play", "adaptoid24", "--seed", "99999999999999999999"], "--seed: the seed must be"),
    (["play", "adaptoid24", "--seed", "-3"], "the seed must be a whole number from 0"),
    (["play", "adaptoid24", "--seed", HUGE], "is far too large"),
    (["play", "adaptoid24", "--seed", "3.5"], "'3.5' is not a whole number"),
    (["play", "chess"], "invalid choice: 'chess'"),
    (["play", "driftwood"], "coming but not playable yet"),
    (["play", "adaptoid24", "--seats", "human"], "has 2 seats"),
    (["play", "adaptoid24", "--seats", "alien,bot"], "seat kind 'alien' is not one of"),
    (["play", "adaptoid24", "--seats", ""], "has 2 seats"),
    (["play", "adaptoid24", "--load", "/nonexistent/game.petridish"], "no save at /nonexistent"),
    (["play", "adaptoid24", "--load", "x.petridish", "--seed", "3"], "--load opens a save"),
    (
        ["play", "adaptoid24", "--load", "x.petridish", "--sandbox"],
        "no --seed, --players, --seats or --sandbox",
    ),
    # replay
    (["replay", "/nonexistent/save.json"], "the file does not exist"),
    (["replay"], "the following arguments are required: save"),
    # rules
    (["rules", "chess"], "invalid choice: 'chess'"),
    (["rules", "driftwood"], "Driftwood is coming but has no rules yet"),
    # render-cards
    (["render-cards", "adaptoid24"], "the following arguments are required: --out"),
    (["render-cards", "adaptoid24", "--out", ""], "--out must name a folder"),
    (["render-cards", "chess", "--out", "x"], "invalid choice: 'chess'"),
    # the command itself
    (["dance"], "invalid choice: 'dance'"),
    (["missing-game.petridish"], "petridish: error: no save at missing-game.petridish"),
    (["--bogus"], "unrecognized arguments: --bogus"),
]


@pytest.mark.parametrize(
    ("argv", "said"),
    [(case[0], case[1:]) for case in BAD_ARGUMENTS],
    ids=[" ".join(a[:4])[:50] for a, *_ in BAD_ARGUMENTS],
)
def test_an_impossible_argument_is_refused_in_one_line(capsys, request, argv, said):
    coming_if_named(request, argv)
    refused(capsys, argv, *said)


def test_a_folder_given_as_the_save_to_load_or_replay(capsys, tmp_path):
    refused(capsys, ["play", "adaptoid24", "--load", str(tmp_path)], "no save at")
    refused(capsys, ["replay", str(tmp_path)], "folder")
    folder = tmp_path / "games.petridish"
    folder.mkdir()
    refused(capsys, [str(folder)], f"{folder} is a folder")


def test_a_save_of_another_game_than_the_one_named_is_refused(capsys, tmp_path):
    # play adapt --load opened a Genegrafter save as Genegrafter, saying nothing.
    import json

    from petridish.storage.peek import SAVE_FORMAT

    path = tmp_path / "gg.petridish"
    path.write_text(json.dumps({"format": SAVE_FORMAT, "game": "genegrafter", "title": "x"}))
    refused(
        capsys,
        ["play", "adapt", "--load", str(path)],
        f"{path} is a save of Genegrafter, not of A.D.A.P.T.: petridish {path} opens it",
    )


def test_the_largest_values_are_accepted(capsys):
    args = parser("simulate").parse_args(
        ["simulate", "adaptoid24", "--games", str(MAX_GAMES), "--seed", "0"]
    )
    assert (args.games, args.seed) == (MAX_GAMES, 0)
    assert parser("play").parse_args(["play", "adaptoid24", "--seed", str(MAX_SEED)]).seed == (
        MAX_SEED
    )
    assert main(["simulate", "adaptoid24", "--games", "1", "--seed", str(MAX_SEED)]) == 0
    assert "errors:           0" in capsys.readouterr().out


# -- render-cards into places it cannot write ----------------------------------------------


def unwritable(tmp_path: Path) -> list[tuple[str, str]]:
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    places = [
        (str(a_file), "it is a file, not a folder"),
        (str(a_file / "cards"), "Not a directory"),
    ]
    if Path("/proc/self").is_dir():
        places.append(("/proc/petridish-cards", "cannot write to /proc/petridish-cards"))
        # A folder that is there but makes no files: not "No such file or directory".
        places.append(("/proc/self", "/proc/self: the folder takes no new files"))
    return places


def test_render_cards_into_a_place_it_cannot_write(capsys, tmp_path):
    for out, said in unwritable(tmp_path):
        assert main(["render-cards", "adaptoid24", "--out", out]) == 2
        out_text, err = capsys.readouterr()
        assert out_text == "" and err.count("\n") == 1 and "Traceback" not in err
        assert err.startswith("petridish render-cards: error: cannot write to") and said in err, err


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write anywhere"
)
def test_render_cards_into_a_read_only_folder(capsys, tmp_path):
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        assert main(["render-cards", "adaptoid24", "--out", str(folder)]) == 2
        assert "Permission denied" in capsys.readouterr().err
        assert not list(folder.iterdir())
    finally:
        folder.chmod(0o755)


# -- a card file the commands cannot use ---------------------------------------------------


def test_simulate_with_a_bad_card_file_says_so_once(capsys, card_file):
    path = card_file(BAD_CARDS)
    line = refused(capsys, ["simulate", "adaptoid24", "--games", "50"])
    assert line.startswith(
        f"petridish simulate: error: {path}, [rooms.lab]: field 'ability' must be one"
    )
    assert line.rstrip().endswith("got 'wearhouse'")


def test_render_cards_with_a_bad_card_file_draws_nothing(capsys, card_file, tmp_path):
    path = card_file(BAD_CARDS)
    out = tmp_path / "out"
    assert main(["render-cards", "adaptoid24", "--out", str(out), "--pdf"]) == 2
    out_text, err = capsys.readouterr()
    assert out_text == "" and err.count("\n") == 1 and "Traceback" not in err
    assert f"{path}, [rooms.lab]: field 'ability'" in err
    assert not out.exists()


@pytest.mark.parametrize("command", ["simulate", "render-cards", "rules"])
def test_a_missing_card_file_or_rules_file_is_named(capsys, card_file, tmp_path, command):
    path = card_file(None)
    if command == "rules":
        (path.parent / "rules.md").unlink()
        path = path.parent / "rules.md"
    argv = [command, "adaptoid24"]
    argv += ["--out", str(tmp_path / "out")] if command == "render-cards" else []
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and err == f"petridish {command}: error: {path}: file not found\n"


def test_replay_with_a_bad_card_file_names_it(capsys, card_file, tmp_path):
    from petridish.games.adaptoid24.rules import GAME
    from petridish.storage.saves import SeatInfo, session_from_setup, write_save

    save = tmp_path / "game.petridish"
    seats = [SeatInfo(s.id, s.name) for s in GAME.seats]
    write_save(
        save,
        session_from_setup(GAME, 4),
        game_id="adaptoid24",
        seed=4,
        options=None,
        forced=(),
        seats=seats,
        title="",
    )
    path = card_file(BAD_CARDS)
    refused(capsys, ["replay", str(save)], str(path), "[rooms.lab]", "got 'wearhouse'")


# -- as a player runs them ---------------------------------------------------------------------


def petridish(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "petridish", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})},
    )


def one_line_refusal(done: subprocess.CompletedProcess, *said: str) -> None:
    assert done.returncode == 2, done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    for words in said:
        assert words in done.stderr, done.stderr


def test_play_with_an_impossible_seed_is_refused_before_the_app_opens():
    start = time.perf_counter()
    done = petridish("play", "adaptoid24", "--seed", "99999999999999999999")
    one_line_refusal(done, "petridish play: error: argument --seed: the seed must be")
    assert time.perf_counter() - start < 30  # no window waited for anyone


def test_simulate_a_huge_number_of_games_is_refused():
    one_line_refusal(petridish("simulate", "adaptoid24", "--games", "1" + "0" * 26), "at most")


def test_the_commands_with_a_bad_card_file(tmp_path, card_file):
    path = card_file(BAD_CARDS)
    env = {"PETRIDISH_RESOURCES": os.environ["PETRIDISH_RESOURCES"]}
    said = (f": error: {path}, [rooms.lab]:", "got 'wearhouse'")
    done = petridish("simulate", "adaptoid24", "--games", "20", env=env)
    one_line_refusal(done, "petridish simulate: error:", *said)
    out = tmp_path / "out"
    done = petridish("render-cards", "adaptoid24", "--out", str(out), env=env)
    one_line_refusal(done, "petridish render-cards: error:", *said)
    assert not out.exists()


def test_render_cards_into_a_file_as_a_player_runs_it(tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    done = petridish("render-cards", "adaptoid24", "--out", str(a_file / "cards"))
    one_line_refusal(done, "cannot write to", "Not a directory")
