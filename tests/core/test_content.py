"""Card data: the shipped file loads, and a malformed one is named precisely."""

from pathlib import Path

import pytest

from petridish import resources
from petridish.core.content import ContentError
from petridish.core.registry import UnknownGame, load
from petridish.games.adaptoid24 import cards

SHIPPED = resources.path("games", "adaptoid24", "cards.toml")


def edited(tmp_path: Path, old: str, new: str) -> Path:
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text
    target = tmp_path / "cards.toml"
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


def test_shipped_cards_load_and_are_marked_reconstructed():
    # rulebook: adaptoid24.txt:9
    # rulebook: adaptoid24.txt:10
    cs = cards.load()
    assert len(cs.rooms) == 8 and len(cs.spawn_values) == 12
    assert all(0 <= v <= 2 for v in cs.spawn_values)
    assert sum(e.count for e in cs.evolutions) == 15
    assert SHIPPED.read_text().count("RECONSTRUCTED") >= 3


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            'ability = "lab"',
            'ability = "teleport"',
            r"\[rooms.lab\]: field 'ability' must be one of warehouse, .*; got 'teleport'",
        ),
        (
            'count = 3\nreconstructed = true\ntext = "Put a Clone',
            'count = 4\nreconstructed = true\ntext = "Put a Clone',
            "the defensive deck must hold 5 cards, holds 6",
        ),
        (
            "values = [0, 0, 0, 0, 1",
            "values = [0, 0, 0, -1, 1",
            r"\[spawns\]: value 4 must be a whole number",
        ),
        ('name = "Garden"', "name = 7", r"\[rooms.garden\]: field 'name' must be str"),
        ("[rooms.garden]", "[rooms.garden", "not valid TOML"),
        (
            'title = "Night Technician"',
            'title = "Night Technician"\nmood = "grim"',
            r"\[characters.tanaka\]: unknown field\(s\) mood",
        ),
    ],
)
def test_malformed_card_files_name_file_entry_and_problem(tmp_path, old, new, message):
    path = edited(tmp_path, old, new)
    with pytest.raises(ContentError, match=message) as info:
        cards.parse(path)
    assert str(path) in str(info.value)


def test_missing_card_file(tmp_path):
    with pytest.raises(ContentError, match="file not found"):
        cards.parse(tmp_path / "nope.toml")


def test_a_missing_resource_is_a_content_error_naming_its_path():
    """Every path that reports a bad card file (the save reader, the command line, the
    app) reports a missing one the same way."""
    with pytest.raises(ContentError) as info:
        resources.path("games", "adaptoid24", "nope.toml")
    assert isinstance(info.value, resources.ResourceError)
    assert info.value.problem == "file not found"
    assert info.value.file == str(resources.root() / "games" / "adaptoid24" / "nope.toml")


def test_registry_knows_built_and_coming_games(coming_game):
    assert load("adaptoid24").id == "adaptoid24"
    assert load("adapt").id == "adapt"
    with pytest.raises(UnknownGame, match="coming"):
        load("driftwood")
    with pytest.raises(UnknownGame, match="the games are: adapt, adrift, genegrafter, adaptoid24"):
        load("chess")
