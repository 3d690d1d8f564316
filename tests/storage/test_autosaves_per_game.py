"""Each game in progress has its own autosave files: writing one game's never touches
another's, the list of games falls back on a game's previous autosave, removing a game
removes only its files, and an older Petri Dish's single autosave joins the list."""

from __future__ import annotations

import os
import random

from petridish.storage import autosave_files, leftovers, peek
from petridish.storage.saves import autosave, read_save, session_from_setup

from .test_storage_saves import setup_kwargs

ONE, TWO = "adaptoid24-20261201-090000-0001", "adaptoid24-20261201-100000-0002"


def two_games(paths, game, seats, play):

    for key, seed in ((ONE, 12), (TWO, 13)):
        session = session_from_setup(game, seed, {}, ())
        play(session, random.Random(seed), 3)
        autosave(paths, session, key=key, **setup_kwargs(seats, seed=seed))
        play(session, random.Random(seed + 1), 2)
        autosave(paths, session, key=key, **setup_kwargs(seats, seed=seed))
    os.utime(paths.autosave_for(ONE), (1_700_000_000, 1_700_000_000))  # played before TWO


def test_each_game_writes_only_its_own_autosave(paths, game, seats, play, files):
    two_games(paths, game, seats, play)
    assert read_save(paths.autosave_for(ONE)).seed == 12
    assert read_save(paths.autosave_for(TWO)).seed == 13
    assert len(read_save(paths.previous_autosave_for(TWO)).moves) == 3
    listed = peek.games_in_progress(paths)
    assert [g.key for g in listed] == [TWO, ONE]  # the one played last first
    assert listed[0].look.game == "adaptoid24" and listed[0].look.people
    assert peek.latest_autosave(paths) == paths.autosave_for(TWO)


def test_a_game_whose_autosave_is_missing_is_listed_from_its_previous_one(paths, game, seats, play):
    two_games(paths, game, seats, play)
    paths.autosave_for(ONE).unlink()  # as a write cut off between its two renames leaves it
    listed = {g.key: g for g in peek.games_in_progress(paths)}
    assert listed[ONE].path == paths.previous_autosave_for(ONE) and listed[ONE].look.readable


def test_removing_a_game_removes_its_two_files_and_nothing_else(paths, game, seats, play, files):
    two_games(paths, game, seats, play)
    mine = paths.saves_dir / f"{ONE}.petridish"  # a save of the player's, named alike
    mine.parent.mkdir(parents=True)
    mine.write_bytes(b"mine")
    kept = paths.autosave_for(TWO).read_bytes()
    autosave_files.remove_at(paths, mine)
    assert mine.read_bytes() == b"mine"
    autosave_files.remove_at(paths, paths.autosave_for(ONE))
    assert not paths.autosave_for(ONE).exists() and not paths.previous_autosave_for(ONE).exists()
    assert [g.key for g in peek.games_in_progress(paths)] == [TWO]
    assert paths.autosave_for(TWO).read_bytes() == kept


def test_an_old_single_autosave_joins_the_games_in_progress(paths, game, seats, play):

    session = session_from_setup(game, 12, {}, ())
    play(session, random.Random(12), 3)
    autosave(paths, session, key=ONE, **setup_kwargs(seats, seed=12))
    play(session, random.Random(13), 3)
    autosave(paths, session, key=ONE, **setup_kwargs(seats, seed=12))
    # As an older Petri Dish left them: one autosave and its previous one.
    os.replace(paths.autosave_for(ONE), paths.old_autosave_path)
    os.replace(paths.previous_autosave_for(ONE), paths.old_previous_autosave_path)
    old = paths.old_autosave_path.read_bytes(), paths.old_previous_autosave_path.read_bytes()
    (before,) = peek.games_in_progress(paths)  # offered even before it is moved in
    assert before.key is None and before.path == paths.old_autosave_path

    key = leftovers.adopt_old_autosave(paths)

    assert key is not None and key.startswith("earlier-")
    assert (
        paths.autosave_for(key).read_bytes(),
        paths.previous_autosave_for(key).read_bytes(),
    ) == old
    assert not paths.old_autosave_path.exists() and not paths.old_previous_autosave_path.exists()
    (listed,) = peek.games_in_progress(paths)
    assert listed.key == key and len(read_save(listed.path).moves) == 6
    assert leftovers.adopt_old_autosave(paths) is None  # once is all
