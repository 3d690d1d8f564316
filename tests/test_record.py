"""Read-only records (petridish.record): what dataclasses gave, without their start-up cost."""

import copy

import pytest

from petridish.core.registry import GAMES, GameEntry
from petridish.storage.paths import Paths
from petridish.ui.palette import PLAYER_MARKS, PlayerMark


def test_equal_by_fields_hashable_and_readable():
    a = GameEntry("x", "X", "2 players", "Pitch.")
    b = GameEntry("x", "X", "2 players", "Pitch.", "", "")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != GameEntry("x", "X", "3 players", "Pitch.")
    assert a != ("x", "X", "2 players", "Pitch.", "", "")  # only records of the same type
    assert repr(a) == (
        "GameEntry(id='x', name='X', players='2 players', pitch='Pitch.', module='', bot_module='')"
    )


def test_fields_cannot_be_changed_or_added():
    mark = PLAYER_MARKS[0]
    with pytest.raises(AttributeError, match="read-only"):
        mark.colour = "#000000"
    with pytest.raises(AttributeError, match="read-only"):
        del mark.name
    with pytest.raises(AttributeError):
        object.__setattr__(mark, "extra", 1)  # no __dict__: only the named fields exist
    assert copy.copy(mark) is mark and copy.deepcopy(GAMES) == GAMES


def test_paths_compare_by_folders(tmp_path):
    assert Paths.under(tmp_path) == Paths.under(tmp_path)
    assert Paths.under(tmp_path) != Paths.under(tmp_path / "other")
    assert PlayerMark("Orange", "#E69F00", "circle") == PLAYER_MARKS[0]
