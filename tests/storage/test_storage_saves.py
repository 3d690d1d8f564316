"""Saves of real ADAPTOID 24 games: write, read back, resume, and keep playing the same."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from petridish.core.actions import Edit
from petridish.core.game import IllegalAction
from petridish.storage import atomic as atomic_module
from petridish.storage.paths import Paths
from petridish.storage.peek import has_autosave, latest_autosave
from petridish.storage.saves import (
    SAVE_VERSION,
    SeatInfo,
    autosave,
    dump_save,
    load_session,
    read_save,
    session_from_setup,
    to_session,
    write_save,
)

FLIP = Edit(seat="adaptoid", op="flip", card="taser.3")


KEY = "adaptoid24-20261202-091500-0a0a"  # a game in progress


def setup_kwargs(seats, seed=11, options=None, forced=(), title="Tuesday game", start=None):
    return {
        "game_id": "adaptoid24",
        "seed": seed,
        "options": options,
        "forced": forced,
        "seats": seats,
        "title": title,
        "start": start,
    }


def assert_same_game(game, a, b) -> None:
    assert game.state_to_json(a.initial) == game.state_to_json(b.initial)
    assert game.state_to_json(a.state) == game.state_to_json(b.state)
    assert a.actions == b.actions
    assert [s.sandbox for s in a.steps] == [s.sandbox for s in b.steps]
    assert a.sandbox == b.sandbox


@pytest.mark.parametrize("seed", [1, 2, 3, 40, 2**40])
def test_round_trip_resumes_and_continues_identically(tmp_path, game, seats, play, seed):
    session = session_from_setup(game, seed, {}, ())
    play(session, random.Random(seed), 25)
    path = tmp_path / "game.petridish"
    write_save(path, session, **setup_kwargs(seats, seed=seed))

    save, loaded = load_session(path)

    assert_same_game(game, session, loaded)
    assert save.game is game and save.game_id == "adaptoid24"
    assert save.seats == list(seats)
    assert save.seed == seed and save.title == "Tuesday game"
    assert [a for a, _ in save.moves] == session.actions
    assert game.state_to_json(save.snapshot) == game.state_to_json(session.state)
    # The same choices from here on must give the same game, move for move.
    play(session, random.Random(99), 200)
    play(loaded, random.Random(99), 200)
    assert_same_game(game, session, loaded)


def test_finished_game_round_trip(tmp_path, game, seats, play):
    session = session_from_setup(game, 5, {"room_permanents": "keep"}, ())
    play(session, random.Random(5), 1000)
    assert game.is_terminal(session.state)
    path = tmp_path / "done.petridish"
    write_save(path, session, **setup_kwargs(seats, seed=5, options={"room_permanents": "keep"}))

    save, loaded = load_session(path)

    assert save.options == {"clone_alone": True, "room_permanents": "keep"}
    assert game.result(loaded.state) == game.result(session.state)
    assert_same_game(game, session, loaded)


def test_to_session_rebuilds_the_same_session(tmp_path, game, seats, play):
    session = session_from_setup(game, 8, None, ())
    play(session, random.Random(8), 30)
    path = tmp_path / "game.petridish"
    write_save(path, session, **setup_kwargs(seats, seed=8))

    assert_same_game(game, session, to_session(read_save(path)))


def test_forced_outcomes_round_trip(tmp_path, game, seats, play):
    deck = game.new_state(3).zones["spawn.deck"]
    forced = [sorted(deck, reverse=True)]
    session = session_from_setup(game, 3, {}, forced)
    assert session.state.zones["spawn.deck"] == tuple(forced[0])
    play(session, random.Random(3), 20)
    path = tmp_path / "forced.petridish"
    write_save(path, session, **setup_kwargs(seats, seed=3, forced=forced))

    save, loaded = load_session(path)

    assert save.forced == forced
    assert_same_game(game, session, loaded)


def test_sandbox_moves_survive_a_round_trip(tmp_path, game, seats, play):
    session = session_from_setup(game, 21, {}, ())
    play(session, random.Random(21), 6)
    session.sandbox = True
    session.submit(FLIP)
    session.sandbox = False
    play(session, random.Random(22), 6)
    session.sandbox = True  # left in sandbox mode
    path = tmp_path / "sandbox.petridish"
    write_save(path, session, **setup_kwargs(seats, seed=21))

    save, loaded = load_session(path)

    assert (FLIP, True) in save.moves
    assert save.mode == "sandbox" and save.sandbox
    assert "taser.3" in loaded.state.loaded
    assert_same_game(game, session, loaded)
    raw = json.loads(path.read_text("utf-8"))
    assert {"action": FLIP.to_json(), "sandbox": True} in raw["moves"]


def test_save_from_a_starting_position(tmp_path, game, seats, play):
    # A puzzle: a position set up by hand in the sandbox, then played by the rules.
    setup = session_from_setup(game, 4, {}, (), sandbox=True)
    play(setup, random.Random(4), 10)
    setup.submit(FLIP)
    start = setup.state
    session = session_from_setup(game, 4, {}, (), start=start)
    play(session, random.Random(44), 10)
    path = tmp_path / "puzzle.petridish"
    write_save(path, session, **setup_kwargs(seats, seed=4, start=start))

    save, loaded = load_session(path)

    assert game.state_to_json(save.start) == game.state_to_json(start)
    assert len(loaded.steps) == len(session.steps)
    assert_same_game(game, session, loaded)


def test_save_text_is_the_documented_format(tmp_path, game, seats, play):
    session = session_from_setup(game, 9, {}, ())
    play(session, random.Random(9), 5)
    path = tmp_path / "game.petridish"
    write_save(path, session, **setup_kwargs(seats, seed=9))

    raw = json.loads(path.read_bytes().decode("utf-8"))

    assert list(raw) == [
        "format",
        "version",
        "app_version",
        "game",
        "title",
        "saved_at",
        "options",
        "seats",
        "seed",
        "stream",
        "forced",
        "start",
        "moves",
        "mode",
        "draft",
        "snapshot",
    ]
    assert raw["format"] == "petridish-save" and raw["version"] == SAVE_VERSION
    assert raw["saved_at"].endswith("+00:00")
    assert raw["seats"][0] == {
        "id": "adaptoid",
        "name": "Ann",
        "kind": "human",
        "colour": "#CC79A7",
    }
    assert raw["start"] is None and raw["mode"] == "rules"
    assert len(raw["moves"]) == 5
    assert raw["snapshot"] == game.state_to_json(session.state)


def test_non_ascii_title_and_names(tmp_path, game, seats):
    session = session_from_setup(game, 1, {}, ())
    named = [replace(seats[0], name="Zoë 🐙"), seats[1]]
    path = tmp_path / "ünïcode.petridish"
    write_save(path, session, **{**setup_kwargs(named, seed=1), "title": "Partie à deux"})

    save = read_save(path)

    assert save.title == "Partie à deux" and save.seats[0].name == "Zoë 🐙"


def test_redo_stack_is_not_saved(tmp_path, game, seats, play):
    session = session_from_setup(game, 6, {}, (), sandbox=True)
    play(session, random.Random(6), 8)
    session.undo()
    path = tmp_path / "undone.petridish"
    write_save(path, session, **setup_kwargs(seats, seed=6))

    assert len(read_save(path).moves) == 7


def test_dump_save_refuses_a_setup_the_session_did_not_start_from(game, seats):
    session = session_from_setup(game, 1, {}, ())
    with pytest.raises(ValueError, match="did not begin"):
        dump_save(session, **setup_kwargs(seats, seed=2))
    with pytest.raises(ValueError, match="did not begin"):
        dump_save(session, **setup_kwargs(seats, seed=1, options={"clone_alone": False}))
    with pytest.raises(ValueError, match="plays 'adaptoid24'"):
        dump_save(session, **{**setup_kwargs(seats, seed=1), "game_id": "adapt"})
    with pytest.raises(IllegalAction):
        dump_save(session, **setup_kwargs(seats, seed=1, options={"nope": 1}))
    with pytest.raises(ValueError, match="has no seat 'ghost'"):
        dump_save(session, **setup_kwargs([replace(seats[0], id="ghost")], seed=1))
    with pytest.raises(ValueError, match="listed twice"):
        dump_save(session, **setup_kwargs([seats[0], seats[0]], seed=1))
    with pytest.raises(ValueError, match="1 to 16 seats"):
        dump_save(session, **setup_kwargs([], seed=1))


def test_long_title_and_names_are_cut_to_fit(tmp_path, game, seats):
    session = session_from_setup(game, 1, {}, ())
    long_named = [replace(seats[0], name="N" * 500), seats[1]]
    path = tmp_path / "long.petridish"
    write_save(path, session, **{**setup_kwargs(long_named, seed=1), "title": "T" * 500})

    save = read_save(path)

    assert save.title == "T" * 200 and save.seats[0].name == "N" * 200


# -- autosave ---------------------------------------------------------------------------


def test_autosave_keeps_the_previous_one(paths: Paths, home: Path, game, seats, play):
    assert not has_autosave(paths) and latest_autosave(paths) is None
    session = session_from_setup(game, 12, {}, ())
    play(session, random.Random(12), 3)

    assert autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12)) == paths.autosave_for(
        KEY
    )
    first = paths.autosave_for(KEY).read_bytes()
    assert has_autosave(paths) and not paths.previous_autosave_for(KEY).exists()
    assert paths.autosave_for(KEY).is_relative_to(home)

    play(session, random.Random(13), 3)
    autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12))

    assert paths.previous_autosave_for(KEY).read_bytes() == first
    assert len(read_save(paths.autosave_for(KEY)).moves) == 6
    assert len(read_save(paths.previous_autosave_for(KEY)).moves) == 3


def test_failed_autosave_loses_nothing(paths, game, seats, play, monkeypatch, files):
    session = session_from_setup(game, 12, {}, ())
    play(session, random.Random(12), 3)
    autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12))
    play(session, random.Random(13), 3)
    autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12))
    before = files(paths.data_dir)

    def broken(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_module.os, "fsync", broken)
    play(session, random.Random(14), 3)
    with pytest.raises(OSError):
        autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12))
    monkeypatch.undo()

    # Both good autosaves are still there, as they were, and no temporary file is left.
    assert files(paths.data_dir) == before
    assert latest_autosave(paths) == paths.autosave_for(KEY)
    assert len(read_save(paths.autosave_for(KEY)).moves) == 6


def test_autosave_that_cannot_be_built_touches_nothing(paths, game, seats, files):
    session = session_from_setup(game, 12, {}, ())
    autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12))
    before = files(paths.data_dir)

    with pytest.raises(ValueError):
        autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=13))

    assert files(paths.data_dir) == before


def test_minimal_hand_written_puzzle(tmp_path, game, play):
    # Only the required fields; no moves, so the snapshot is the starting position.
    setup = session_from_setup(game, 2, {}, ())
    play(setup, random.Random(2), 7)
    position = game.state_to_json(setup.state)
    path = tmp_path / "puzzle.petridish"
    path.write_text(
        json.dumps(
            {
                "format": "petridish-save",
                "version": 1,
                "game": "adaptoid24",
                "seats": [{"id": "geneticist", "name": "You"}],
                "seed": 0,
                "start": position,
                "moves": [],
                "mode": "rules",
                "snapshot": position,
            }
        ),
        "utf-8",
    )

    save, session = load_session(path)

    assert save.title == "" and save.forced == [] and save.options == game.default_options()
    assert save.seats[0].kind == "human" and save.seats[0].colour == ""
    # The side the file leaves out is the computer's, so that every player has a seat.
    assert save.seats[1] == SeatInfo("adaptoid", "Adaptoid", "normal")
    assert game.state_to_json(session.state) == position
    play(session, random.Random(3), 5)  # and it plays on from there
    assert len(session.steps) == 5


def test_peek_title_reads_only_the_label(tmp_path):
    from petridish.storage.peek import peek_title

    good = tmp_path / "a.petridish"
    good.write_text(
        '{"format": "petridish-save", "title": "lab night", "moves": "not checked"}',
        encoding="utf-8",
    )
    assert peek_title(good) == "lab night"
    bad = tmp_path / "b.petridish"
    bad.write_text("{not json", encoding="utf-8")
    assert peek_title(bad) is None
    assert peek_title(tmp_path / "missing") is None
    other = tmp_path / "c.json"
    other.write_text('{"format": "something-else"}', encoding="utf-8")
    assert peek_title(other) is None


def test_an_unreadable_autosave_is_set_aside_not_rotated_over_the_previous_one(
    paths, game, seats, play
):
    session = session_from_setup(game, 12, {}, ())
    autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12))
    play(session, random.Random(12), 3)
    autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12))
    previous = paths.previous_autosave_for(KEY).read_bytes()
    paths.autosave_for(KEY).write_bytes(b'{"format": "petridish-save", "version": 9}')

    autosave(paths, session, key=KEY, **setup_kwargs(seats, seed=12))

    assert paths.previous_autosave_for(KEY).read_bytes() == previous  # the good one stays
    assert paths.unreadable_autosave_for(KEY).read_bytes().endswith(b'"version": 9}')
    assert len(read_save(paths.autosave_for(KEY)).moves) == 3


def test_peek_says_why_a_save_cannot_be_read(tmp_path):
    from petridish.storage.peek import look_at

    cases = {
        b"": "the file is empty",
        b"[" * 10_000: "it is not a save: its JSON is nested far too deeply",
        b'{"format": "petridish-save", "version": 4}': "it was made by a newer Petri Dish (format 4)",
        b'{"format": "petridish-save", "title": "a\\ud800"}': '"title" holds half of a character',
        b'{"format": "petridish-save", "title": 5}': 'its "title" is not text',
    }
    for content, problem in cases.items():
        path = tmp_path / "a.petridish"
        path.write_bytes(content)
        look = look_at(path)
        assert not look.readable and problem in look.problem, (content, look)
    assert look_at(tmp_path).problem == "it is a folder, not a file"


def test_a_level_the_game_lacks_is_read_as_the_normal_player(tmp_path, game, seats):
    # ADAPTOID 24 has no strong player (yet): a save naming one, from a later version or
    # written by hand, opens with the normal player in that seat.
    from petridish.core import registry

    strong = (seats[0], replace(seats[1], kind="strong"))
    path = tmp_path / "later.petridish"
    write_save(path, session_from_setup(game, 11), **setup_kwargs(strong))
    kind = read_save(path).seats[1].kind
    expected = "strong" if "strong" in registry.levels("adaptoid24") else "normal"
    assert kind == expected


def test_a_bot_seat_is_read_as_saved_and_plays_as_the_normal_player(tmp_path, game, seats):
    from petridish.core import registry

    path = tmp_path / "before-levels.petridish"
    write_save(path, session_from_setup(game, 11), **setup_kwargs(seats))
    kind = read_save(path).seats[1].kind
    assert kind == "bot" and registry.seat_kind(kind) == "normal"
