"""Every way a save can be wrong gives one clear SaveError and changes no file."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from petridish.core.actions import Edit
from petridish.storage.saves import (
    MAX_MOVES,
    MAX_SAVE_BYTES,
    SaveError,
    read_save,
    session_from_setup,
    write_save,
)
from tests.conftest import coming_if_named

NAME = "bad.petridish"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A saves folder holding a good save, settings and the file under test."""
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "settings.json").write_text('{"ui_scale": 1.5}\n')
    return folder


@pytest.fixture
def valid(folder: Path, game, seats, play) -> dict[str, Any]:
    """A good save with a starting position, sandbox moves and rules moves."""
    setup = session_from_setup(game, 31, {}, ())
    play(setup, random.Random(31), 4)
    start = setup.state
    session = session_from_setup(game, 31, {}, (), start=start, sandbox=True)
    session.submit(Edit(seat="adaptoid", op="flip", card="taser.3"))
    session.sandbox = False
    play(session, random.Random(32), 12)
    path = folder / "good.petridish"
    write_save(
        path,
        session,
        game_id="adaptoid24",
        seed=31,
        options={},
        forced=(),
        seats=seats,
        title="good",
        start=start,
    )
    return json.loads(path.read_text("utf-8"))


@pytest.fixture
def expect_error(folder: Path, files) -> Callable[..., SaveError]:
    """Write ``content`` as the bad save, read it, and check the error and the folder."""

    def check(content: bytes | str | dict[str, Any], *phrases: str) -> SaveError:
        path = folder / NAME
        if isinstance(content, dict):
            content = json.dumps(content)
        if isinstance(content, str):
            content = content.encode("utf-8")
        path.write_bytes(content)
        before = files(folder.parent)
        with pytest.raises(SaveError) as info:
            read_save(path)
        assert files(folder.parent) == before
        error = info.value
        message = str(error)
        assert message.startswith(f"Cannot load {NAME}: ")
        assert error.path == path
        assert "Traceback" not in message and len(message) < 600
        for phrase in phrases:
            assert phrase in message
        return error

    return check


def edited(valid: dict[str, Any], change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    data = copy.deepcopy(valid)
    change(data)
    return data


def test_the_valid_save_loads(folder, valid):
    assert read_save(folder / "good.petridish").title == "good"


def test_missing_file(folder, files):
    before = files(folder.parent)
    with pytest.raises(SaveError, match=r"Cannot load nothing\.petridish: the file does not exist"):
        read_save(folder / "nothing.petridish")
    assert files(folder.parent) == before


def test_a_folder_is_not_a_save(folder):
    (folder / "dir.petridish").mkdir()
    with pytest.raises(SaveError, match="it is a folder, not a file"):
        read_save(folder / "dir.petridish")


def test_hostile_size(folder, files):
    path = folder / NAME
    with path.open("wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)  # sparse: no real disk space needed
    before = files(folder.parent)
    with pytest.raises(SaveError, match="larger than 16 MiB"):
        read_save(path)
    assert files(folder.parent) == before


@pytest.mark.parametrize(
    ("content", "phrase"),
    [
        (b"", "the file is empty"),
        (b"\n  \n", "the file is empty"),
        (b'{"format": "petridish-save", \xff\xfe}', "not UTF-8 text (bad byte at position 29)"),
        (b"\xff\xfe{\x00}\x00", "it is UTF-16 text; a save is UTF-8 text"),
        (b"[1, 2, 3]", "not a JSON object"),
        (b'"just text"', "not a JSON object"),
        (b"{'format': 1}", "not valid JSON: Expecting property name"),
        (b'{"format": "petridish-save",,}', "line 1, column 29"),
        (b'{"version": NaN}', "NaN is not a number JSON allows"),
        (b'{"seed": ' + b"9" * 5000 + b"}", "a number 5,000 digits long, far too long"),
        (b"[" * 100_000 + b"]" * 100_000, "nested far too deeply"),
        (b"{}", 'no "format": "petridish-save"'),
        (b'{"format": "petridish-settings", "version": 1}', "not a Petri Dish save"),
    ],
)
def test_not_a_save_at_all(expect_error, content, phrase):
    expect_error(content, phrase)


@pytest.mark.parametrize("fraction", [0.1, 0.5, 0.9, 0.999])
def test_truncated_save(expect_error, valid, fraction):
    text = json.dumps(valid, indent=2)
    cut = text[: int(len(text) * fraction)]
    lines = cut.rstrip().count("\n") + 1
    error = expect_error(cut, f"the file ends too early (line {lines}, column ")
    assert "cut off" in str(error)


def test_truncated_inside_a_string(expect_error):
    expect_error('{"format": "petridish-sa', "the file ends too early (line 1, column 25)")


def test_garbage_in_the_middle(expect_error, valid):
    text = json.dumps(valid, indent=2)
    at = text.index('"moves": [') + len('"moves": [')
    expect_error(text[:at] + "}{" + text[at:], "not valid JSON", "line ", "column ")


@pytest.mark.parametrize(
    ("change", "phrases"),
    [
        (
            lambda d: d.update(version=4),
            ["it was made by a newer Petri Dish (format 4); this one reads format 3"],
        ),
        (lambda d: d.update(version=0), ["unknown format version 0"]),
        (lambda d: d.update(version="1"), ['"version" must be a whole number, not text']),
        (lambda d: d.update(version=True), ['"version" must be a whole number']),
        (lambda d: d.pop("version"), ['"version" is missing']),
        (lambda d: d.update(game="chess"), ["unknown game 'chess'", "adaptoid24"]),
        (lambda d: d.update(game="driftwood"), ["Driftwood is coming but not playable yet"]),
        (lambda d: d.update(game=None), ['"game" must be a game id, not null']),
        (lambda d: d.update(title=5), ['"title" must be text']),
        (lambda d: d.update(title="x" * 1000), ['"title" is longer than 200 characters']),
        (lambda d: d.update(saved_at="yesterday"), ['"saved_at" is not a date and time']),
        (lambda d: d.update(options=[]), ['"options" must be an object, not a list']),
        (
            lambda d: d.update(options={"clone_alone": "maybe"}),
            ["its options are not valid", "clone_alone", "'maybe'"],
        ),
        (
            lambda d: d.update(options={"ghosts": True}),
            ["its options are not valid: ADAPTOID 24 has no option 'ghosts'"],
        ),
        (lambda d: d.update(seats={}), ['"seats" must be a list, not an object']),
        (lambda d: d.update(seats=[]), ['"seats" must list 1 to 16 seats, not 0']),
        (lambda d: d["seats"].append(d["seats"][0]), ["seat 3: seat 'adaptoid' is listed twice"]),
        (lambda d: d["seats"].__setitem__(0, "Ann"), ["seat 1 must be an object, not text"]),
        (lambda d: d["seats"][1].update(id="ghost"), ["seat 2: ADAPTOID 24 has no seat 'ghost'"]),
        (lambda d: d["seats"][0].update(kind="alien"), ['seat 1: "kind" must be one of human']),
        (lambda d: d["seats"][0].update(name=7), ['seat 1: "name" must be short text']),
        (lambda d: d["seats"][1].pop("id"), ['seat 2: "id" is missing']),
        (lambda d: d["seats"][0].update(colour="red"), ['seat 1: "colour" must look like #rrggbb']),
        (lambda d: d.update(seed="31"), ['"seed" must be a whole number, not text']),
        (lambda d: d.update(seed=1.5), ['"seed" must be a whole number, not 1.5']),
        (lambda d: d.update(seed=2**70), ['"seed": the seed must be a whole number from 0 to']),
        (lambda d: d.update(stream=7), ['"stream" must be one of 1, 2, not 7']),
        (lambda d: d.update(stream="2"), ['"stream" must be a whole number, not text']),
        (lambda d: d.pop("stream"), ['"stream" is missing']),
        (lambda d: d.update(seed=-1), ['"seed": the seed must be a whole number from 0 to']),
        (lambda d: d.update(forced="5"), ['"forced" must be a list, not text']),
        (
            lambda d: d.update(forced={"spawn deck": 5}),
            ['"forced" by draw point must list each point\'s outcomes'],
        ),
        (
            lambda d: d.update(forced={"the moon": [1]}),
            ["\"forced\" names no draw point of ADAPTOID 24: 'the moon'"],
        ),
        (
            lambda d: d.update(forced=[0] * 10_001),
            ['"forced" has more than 10,000 forced outcomes'],
        ),
        (lambda d: d.update(mode="god"), ['"mode" must be "rules" or "sandbox", not \'god\'']),
        (lambda d: d.pop("mode"), ['"mode" is missing']),
        (lambda d: d.update(moves={}), ['"moves" must be a list, not an object']),
        (
            lambda d: d.update(moves=[{}] * (MAX_MOVES + 1)),
            ["more than 20000 moves, too many to be a real game"],
        ),
        (lambda d: d["moves"].__setitem__(2, []), ['move 3 must be an object with an "action"']),
        (
            lambda d: d["moves"][2].update(sandbox="yes"),
            ['move 3: "sandbox" must be true or false'],
        ),
        (
            lambda d: d["moves"][4]["action"].update(kind="Teleport"),
            ["move 5 is damaged: unknown action kind 'Teleport'"],
        ),
        (
            lambda d: d["moves"][4]["action"].update(seat=5),
            ["move 5 is damaged", "expected text, got 5"],
        ),
        (
            lambda d: d["moves"][4]["action"].update(wings=True),
            ["move 5 is damaged", "unknown field(s) ['wings']"],
        ),
        (
            lambda d: d["moves"][0].update(sandbox=False),
            ["move 1 (Edit) was refused: free edits are only possible in sandbox mode"],
        ),
        (
            lambda d: d["moves"].insert(3, d["moves"][2]),
            ["move 4 (", "was refused"],
        ),
        (lambda d: d.update(start=[]), ["the starting position is damaged", "expected an object"]),
        (
            lambda d: d["start"].update(colour="blue"),
            ["the starting position is damaged", "unknown field(s) ['colour']"],
        ),
        (
            lambda d: d["start"]["zones"]["spawn.discard"].append("a.lab"),
            ["the starting position is not possible: card a.lab is both in"],
        ),
        (
            lambda d: d["start"].update(turn=9),
            ["the starting position is not possible: phase or turn out of range"],
        ),
        (lambda d: d.pop("snapshot"), ['"snapshot" is missing']),
        (lambda d: d.update(snapshot=None), ["the final position (snapshot) is damaged"]),
        (
            lambda d: d["snapshot"].update(loaded=[]),
            ["the save's moves do not lead to its snapshot: it was edited or is damaged"],
        ),
        (
            lambda d: d["snapshot"]["rng"].update(draws=d["snapshot"]["rng"]["draws"] + 1),
            ["the save's moves do not lead to its snapshot"],
        ),
    ],
)
def test_bad_field(expect_error, valid, change, phrases, request):
    coming_if_named(request, phrases)
    expect_error(edited(valid, change), *phrases)


def test_bad_forced_outcome(expect_error, valid):
    def change(d):
        d.update(start=None, forced=[[1, 2, 3]])

    expect_error(
        edited(valid, change),
        "the game could not be set up from its seed and options: forced outcome [1, 2, 3]",
    )


def test_changed_seed_is_caught(expect_error, valid):
    # Without a starting position, another seed deals other cards: the replay or the
    # final check must notice.
    def change(d):
        d.update(start=None, seed=d["seed"] + 1)

    error = expect_error(edited(valid, change))
    assert "snapshot" in str(error) or "refused" in str(error)


def test_long_values_are_cut_short_in_messages(expect_error, valid):
    def change(d):
        d["moves"][4]["action"]["seat"] = ["x" * 10_000]

    error = expect_error(edited(valid, change), "move 5 is damaged")
    assert "xxx...xxx" in str(error) and len(error.problem) < 200  # the value's ends only
