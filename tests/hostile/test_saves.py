"""Hostile saves: whatever the file, ``read_save`` loads it or raises SaveError.

Never anything else, never for long, and never writing anything: every read here is
timed and the whole temporary folder (the home folder included) is listed before and
after it. The attacks: every truncation of a real save, byte flips, hostile values
(NaN, huge numbers, deep nesting, huge strings, UTF-16, lone surrogates, control
characters), special files (a folder, a pipe, a link to ``/dev/zero``, link loops, an
unreadable file), forced outcomes over the limit inside positions, and seeds at and over
the limit. Then the limits the writer and the reader share: what the writer produces at
each limit is read back, and what the reader refuses the writer will not write.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from petridish.core import registry
from petridish.core.actions import Edit
from petridish.core.rng import MAX_SEED, RngState
from petridish.games.adaptoid24.rules import GAME
from petridish.storage import save_reader, saves
from petridish.storage.saves import (
    MAX_FORCED,
    MAX_MESSAGE,
    MAX_MOVES,
    MAX_SAVE_BYTES,
    MAX_TEXT,
    SaveError,
    SeatInfo,
    autosave,
    dump_save,
    load_session,
    read_save,
    save_bytes,
    session_from_setup,
    write_save,
)

from . import damage, scale

SEATS = (SeatInfo("adaptoid", "Zoë", "human", "#CC79A7"), SeatInfo("geneticist", "Bob", "bot"))
NAME = "hostile.petridish"


# -- a real save, and reading without trust -----------------------------------------------
def play(session: Any, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if GAME.is_terminal(session.state):
            return
        seat = rng.choice(GAME.to_move(session.state))
        session.submit(rng.choice(GAME.legal_actions(session.state, seat)))


KEY = "adaptoid24-20261201-213000-0e0e"  # a game in progress


def save_kwargs(seed: int = 41, **changes: Any) -> dict[str, Any]:
    kwargs: dict[str, Any] = {
        "game_id": "adaptoid24",
        "seed": seed,
        "options": {},
        "forced": (),
        "seats": SEATS,
        "title": "Zoë’s lab night 🧫",
    }
    kwargs.update(changes)
    return kwargs


@cache
def real_save() -> bytes:
    """A real save: a starting position, sandbox edits, rules moves, non-ASCII text."""
    setup = session_from_setup(GAME, 41, {}, ())
    play(setup, random.Random(41), 4)
    start = setup.state
    session = session_from_setup(GAME, 41, {}, (), start=start, sandbox=True)
    session.submit(Edit(seat="adaptoid", op="flip", card="taser.3"))
    session.sandbox = False
    play(session, random.Random(42), 30)
    return save_bytes(dump_save(session, **save_kwargs(start=start)))


@cache
def real_save_data() -> dict[str, Any]:
    return json.loads(real_save())


def listing(folder: Path) -> dict[str, tuple[int, int, int]]:
    """Every entry under ``folder`` without following links (one may lead to
    ``/dev/zero``): (mode, size, mtime) says whether anything was written."""
    found = {}
    for root, dirs, names in os.walk(folder):
        for name in dirs + names:
            path = Path(root, name)
            info = path.lstat()
            found[str(path.relative_to(folder))] = (info.st_mode, info.st_size, info.st_mtime_ns)
    return found


@pytest.fixture
def attempt(tmp_path: Path):
    """``attempt(path)``: read_save(path), which must load (the save) or raise SaveError
    (returned), writing nothing anywhere under the test's folder. (How long reading the
    longest save takes is measured in bench/bench_load.py, not here.)"""

    def read(path: Path) -> Any:
        before = listing(tmp_path)
        try:
            result: Any = read_save(path)
        except SaveError as exc:
            assert str(exc).startswith(f"Cannot load {path.name}: ")
            assert exc.path == path and "Traceback" not in str(exc)
            result = exc
        assert listing(tmp_path) == before
        return result

    return read


@pytest.fixture
def hostile(tmp_path: Path, attempt):
    """``hostile(content)``: write ``content`` (bytes, text or JSON data) as a save and
    attempt to read it."""
    folder = tmp_path / "files"
    folder.mkdir()

    def check(content: bytes | str | dict[str, Any]) -> Any:
        if isinstance(content, dict):
            # Escaped, as a hand editor or another program might: "\ud800" stays a
            # lone surrogate for the reader to find, "🧫" becomes a pair of escapes.
            content = json.dumps(content)
        if isinstance(content, str):
            content = content.encode("utf-8", "surrogatepass")
        path = folder / NAME
        path.write_bytes(content)
        return attempt(path)

    return check


def problem(result: Any) -> str:
    assert isinstance(result, SaveError), f"loaded, where it should have been refused: {result}"
    return result.problem


def edited(**changes: Any) -> dict[str, Any]:
    data = json.loads(real_save())
    data.update(changes)
    return data


# -- the real save, cut and damaged -------------------------------------------------------
def test_the_real_save_loads(hostile):
    save = hostile(real_save())
    assert save.title == "Zoë’s lab night 🧫" and len(save.moves) > 10


GAMES = registry.game_ids()


def real_of(game_id: str) -> bytes:
    """The real save each game's cases start from: ADAPTOID 24's above, and for the
    others a game of sixty random moves with sandbox edits among them (``damage``)."""
    return real_save() if game_id == "adaptoid24" else damage.real_save(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_s_real_save_loads(hostile, game_id):
    save = hostile(real_of(game_id))
    assert save.game_id == game_id and len(save.moves) > 10
    assert any(sandbox for _, sandbox in save.moves)  # edits among them


@pytest.mark.parametrize("game_id", GAMES)
def test_every_truncation_says_the_file_ends_too_early(hostile, game_id):
    whole = real_of(game_id)
    end = len(whole.rstrip())  # cut only after the last brace, the JSON is whole
    lengths = [*scale.every(end, max(1, end // 300)), end - 1]
    for length in lengths:
        said = problem(hostile(whole[:length]))
        if length == 0:
            assert said == "the file is empty"
        else:
            assert said.startswith("the file ends too early ("), (length, said)
            assert said.endswith("it was probably cut off while being written or copied")


@pytest.mark.parametrize("game_id", GAMES)
def test_byte_flips_load_or_are_refused(hostile, game_id):
    whole = real_of(game_id)
    rng = random.Random(f"flips:{game_id}")
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(scale.size(40, 500)):
        damaged = bytearray(whole)
        damaged[rng.randrange(len(damaged))] ^= rng.randrange(1, 256)
        result = hostile(bytes(damaged))
        outcomes["refused" if isinstance(result, SaveError) else "loaded"] += 1
    assert outcomes["refused"] > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_damaged_positions_and_edits_load_or_are_refused(hostile, game_id):
    # One value of a position the game reached changed (a number to -1, 0, 7, a billion
    # or thousands of digits; a text, a list, a mapping changed, emptied, doubled or
    # grown a thousandfold), saved as the position a game starts from; and edits that
    # break the position, recorded among the moves with a rules move after them. What
    # loads is a position its game accepts; a breaking edit never loads.
    game = registry.load(game_id)
    files = damage.damaged(
        game_id, values=scale.size(60, 600), edits=scale.size(4, 40), cuts=0, flips=0
    )
    outcomes = {"loaded": 0, "refused": 0}
    for made in files:
        result = hostile(made.data)
        if isinstance(result, SaveError):
            outcomes["refused"] += 1
            continue
        assert not made.how.startswith("a breaking edit"), made.how
        assert game.validate_state(result.snapshot) is None, made.how
        outcomes["loaded"] += 1
    assert outcomes["refused"] and outcomes["loaded"], outcomes


# -- hostile values -----------------------------------------------------------------------
def with_value(field: str, raw: str) -> str:
    """The real save's text with ``field``'s value replaced by ``raw`` JSON text."""
    data = real_save_data()
    text = json.dumps({k: v for k, v in data.items() if k != field}, ensure_ascii=False)
    return text[:-1] + f', "{field}": {raw}}}'


@pytest.mark.parametrize(
    ("field", "raw", "said"),
    [
        ("seed", "NaN", "it is not valid JSON: NaN is not a number JSON allows"),
        ("seed", "Infinity", "it is not valid JSON: Infinity is not a number JSON allows"),
        ("seed", "-Infinity", "it is not valid JSON: -Infinity is not a number JSON allows"),
        ("seed", "1e400", "it holds a number too large to use (1e400)"),
        ("seed", "1" + "0" * 400, '"seed": the seed must be a whole number from 0 to'),
        (
            "seed",
            "9" * 4301,
            "it holds a number 4,301 digits long, far too long to be part of a save",
        ),
        ("seed", "-" + "9" * 4301, "it holds a number 4,301 digits long"),
        ("version", "1.0", '"version" must be a whole number, not 1.0'),
        ("seed", "12.5", '"seed" must be a whole number, not 12.5'),
        ("title", '"bad \\ud800 title"', '"title" holds half of a character (a lone surrogate,'),
        ("title", '"\\udfff"', '"title" holds half of a character'),
        ("title", '"ring \\u0007 bell"', '"title" holds a control character (U+0007)'),
        ("title", '"two\\nlines"', '"title" holds a control character (U+000A)'),
        ("title", '"x' + "y" * (MAX_TEXT) + '"', '"title" is longer than 200 characters'),
        (
            "moves",
            "[" * 10_000 + "]" * 10_000,
            "it is not a save: its JSON is nested far too deeply",
        ),
    ],
)
def test_hostile_values(hostile, field, raw, said):
    assert problem(hostile(with_value(field, raw))).startswith(said)


def test_a_lone_surrogate_anywhere_is_refused_with_its_place(hostile):
    data = real_save_data()
    seats = [dict(s) for s in data["seats"]]
    seats[1]["name"] = "Bob \ud800"
    assert problem(hostile(edited(seats=seats))).startswith(
        'seat 2: "name" holds half of a character (a lone surrogate, \\ud800)'
    )
    moves = json.loads(json.dumps(data["moves"]))
    moves[0]["action"]["card"] = "taser\udc00"
    assert problem(hostile(edited(moves=moves))).startswith(
        'move 1: "action.card" holds half of a character'
    )
    snapshot = dict(data["snapshot"], reason="\ud83d")
    assert problem(hostile(edited(snapshot=snapshot))).startswith(
        '"snapshot.reason" holds half of a character'
    )
    # A whole character written as two escapes is one character, and fine.
    assert hostile(edited(title="\U0001f9eb")).title == "\U0001f9eb"


def test_a_seat_name_with_a_control_character_is_refused(hostile):
    seats = [dict(s) for s in real_save_data()["seats"]]
    seats[0]["name"] = "Zoë\x1b[31m"
    assert problem(hostile(edited(seats=seats))) == (
        'seat 1: "name" holds a control character (U+001B), which is not text'
    )


def test_a_seat_name_that_turns_the_text_round_is_refused(hostile):
    # U+202E in a name mirrored the mat's header, the top bar and the log's lines.
    seats = [dict(s) for s in real_save_data()["seats"]]
    seats[1]["name"] = "Bob\u202eevil"
    assert problem(hostile(edited(seats=seats))) == (
        'seat 2: "name" holds a control character (U+202E), which is not text'
    )
    seats[1]["name"] = "Bob\u2067x\u2069"
    assert "(U+2067)" in problem(hostile(edited(seats=seats)))


def test_raw_control_characters_say_where_they_are(hostile):
    text = real_save().decode("utf-8").replace("Zoë’s", "Zoë\x07s", 1)
    line = text[: text.index("\x07")].count("\n") + 1
    column = text.index("\x07") - text.rfind("\n", 0, text.index("\x07"))
    assert problem(hostile(text)) == (
        f"it is not valid JSON: Invalid control character at line {line}, column {column}"
    )


def test_a_cut_inside_true_ends_too_early(hostile):
    text = real_save().decode("utf-8")
    cut = text[: text.index("true") + 2]
    line = cut.count("\n") + 1
    column = len(cut) - cut.rfind("\n")
    assert problem(hostile(cut)) == (
        f"the file ends too early (line {line}, column {column}): "
        "it was probably cut off while being written or copied"
    )


def test_huge_strings(hostile):
    size = scale.size(4, 50) * 1024 * 1024
    if size > MAX_SAVE_BYTES:
        assert problem(hostile(edited(title="x" * size))).startswith(
            "the file is larger than 16 MiB, too large to be a save"
        )
    assert problem(hostile(edited(title="x" * (4 * 1024 * 1024)))) == (
        '"title" is longer than 200 characters'
    )
    moves = json.loads(json.dumps(real_save_data()["moves"]))
    moves[3]["action"]["seat"] = "s" * (4 * 1024 * 1024)
    said = problem(hostile(edited(moves=moves)))
    # Cut in the middle of the hostile value: where, and what was wrong, both show.
    assert said.startswith("move 4 ") and len(said) <= MAX_MESSAGE
    assert said.endswith("' in ADAPTOID 24") and "…" in said


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_are_not_saves(hostile, encoding):
    said = problem(hostile(real_save().decode("utf-8").encode(encoding)))
    assert said in (
        "it is UTF-16 text; a save is UTF-8 text",
        "it is not UTF-8 text (a zero byte at position 1)",
        "it is not UTF-8 text (a zero byte at position 0)",
    )


def test_a_byte_order_mark_is_tolerated(hostile):
    assert hostile(b"\xef\xbb\xbf" + real_save()).title == "Zoë’s lab night 🧫"


# -- special files ------------------------------------------------------------------------
@pytest.fixture
def files(tmp_path: Path) -> Path:
    folder = tmp_path / "special"
    folder.mkdir()
    return folder


def test_a_folder(files, attempt):
    (files / NAME).mkdir()
    assert problem(attempt(files / NAME)) == "it is a folder, not a file"


def test_a_missing_file(files, attempt):
    assert problem(attempt(files / NAME)) == "the file does not exist"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_pipe_does_not_hang(files, attempt):
    os.mkfifo(files / NAME)
    assert problem(attempt(files / NAME)) == "it is a pipe, not a file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="/dev/zero")
def test_a_link_to_dev_zero(files, attempt):
    (files / NAME).symlink_to("/dev/zero")
    assert problem(attempt(files / NAME)) == "it is a device, not a file"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX links")
def test_link_loops(files, attempt):
    (files / NAME).symlink_to(files / NAME)
    assert problem(attempt(files / NAME)) == (
        "it is a link that loops back on itself, so it leads to no file"
    )
    (files / "a.petridish").symlink_to(files / "b.petridish")
    (files / "b.petridish").symlink_to(files / "a.petridish")
    assert problem(attempt(files / "a.petridish")).startswith("it is a link that loops")


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX links")
def test_a_link_to_nothing(files, attempt):
    (files / NAME).symlink_to(files / "gone.petridish")
    assert problem(attempt(files / NAME)) == "it is a link to a file that does not exist"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_an_unreadable_file(files, attempt):
    path = files / NAME
    if os.geteuid() == 0:  # root reads any file: a file whose read fails stands in
        if not Path("/proc/self/mem").exists():
            pytest.skip("no unreadable file for root here")
        path.symlink_to("/proc/self/mem")
        expected = "the file could not be read (Input/output error)"
    else:
        path.write_bytes(real_save())
        path.chmod(0)
        expected = "the file could not be read (Permission denied)"
    assert problem(attempt(path)) == expected


def test_a_file_larger_than_a_save(files, attempt):
    path = files / NAME
    with path.open("wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)  # sparse: no disk space needed
    assert problem(attempt(path)) == "the file is larger than 16 MiB, too large to be a save"


# -- forced outcomes inside positions, and seeds -------------------------------------------
@pytest.mark.parametrize("where", ["start", "snapshot"])
def test_forced_outcomes_over_the_limit_inside_a_position(hostile, where):
    data = real_save_data()
    for count in (MAX_FORCED + 1, scale.size(200_000, 3_900_000)):
        position = json.loads(json.dumps(data[where]))
        position["rng"]["forced"] = [1] * count
        said = problem(hostile(edited(**{where: position})))
        assert said == f'"{where}.rng.forced" has more than 10,000 forced outcomes'


@pytest.mark.parametrize(
    ("seed", "loads"), [(0, True), (MAX_SEED, True), (MAX_SEED + 1, False), (-1, False)]
)
def test_seeds_at_and_over_the_limit(hostile, tmp_path, seed, loads):
    session = session_from_setup(GAME, seed if loads else 1, {}, ())
    play(session, random.Random(3), 5)
    if loads:
        path = tmp_path / "seed.petridish"
        write_save(path, session, **save_kwargs(seed))
        assert hostile(path.read_bytes()).seed == seed
    else:
        with pytest.raises(ValueError, match='"seed": the seed must be a whole number from 0'):
            dump_save(session, **save_kwargs(seed))
        assert problem(hostile(edited(seed=seed))).startswith(
            '"seed": the seed must be a whole number from 0 to 9,223,372,036,854,775,807'
        )


# -- the limits the writer and the reader share --------------------------------------------
@pytest.fixture
def limits(monkeypatch) -> dict[str, int]:
    """The limits the writer and the reader share. At full size, the real ones; at the
    small size the costly ones are lowered, in both the writer and the reader, so that a
    game at the limit is quick to play (the full run plays 20,000 moves)."""
    if scale.FULL:
        return {"moves": MAX_MOVES, "bytes": MAX_SAVE_BYTES}
    small = {"moves": 60, "bytes": 256 * 1024}
    for module in (saves, save_reader):
        monkeypatch.setattr(module, "MAX_MOVES", small["moves"])
        monkeypatch.setattr(module, "MAX_SAVE_BYTES", small["bytes"])
    return small


def test_writer_and_reader_use_the_same_limits():
    from petridish.storage import peek, save_types

    for name in ("MAX_MOVES", "MAX_FORCED", "MAX_SEATS", "SAVE_VERSION"):
        assert getattr(saves, name) == getattr(save_reader, name) == getattr(save_types, name)
    for name in ("MAX_SAVE_BYTES", "MAX_TEXT", "SAVE_FORMAT"):
        assert getattr(saves, name) == getattr(save_reader, name) == getattr(peek, name)


def test_title_and_names_at_the_limit_are_read_back(hostile, tmp_path):
    session = session_from_setup(GAME, 5, {}, ())
    long = [dataclasses.replace(SEATS[0], name="Ñ" * (MAX_TEXT + 50)), SEATS[1]]
    path = tmp_path / "long.petridish"
    write_save(path, session, **save_kwargs(5, seats=long, title="🧫" * (MAX_TEXT + 1)))
    save = hostile(path.read_bytes())
    assert save.title == "🧫" * MAX_TEXT and save.seats[0].name == "Ñ" * MAX_TEXT


def test_text_that_cannot_be_read_back_is_cleaned_when_written(hostile, tmp_path):
    session = session_from_setup(GAME, 5, {}, ())
    odd = [dataclasses.replace(SEATS[0], name="Zo\x00ë\ud800"), SEATS[1]]
    path = tmp_path / "odd.petridish"
    write_save(path, session, **save_kwargs(5, seats=odd, title="bad \ud800 title\n"))
    save = hostile(path.read_bytes())
    assert save.title == "bad \ufffd title " and save.seats[0].name == "Zo ë\ufffd"


def test_moves_at_the_limit_are_read_back_and_over_it_are_not_written(hostile, limits, tmp_path):
    session = session_from_setup(GAME, 5, {}, (), sandbox=True)
    flip = Edit(seat="adaptoid", op="flip", card="taser.3")
    for _ in range(limits["moves"]):
        session.submit(flip)
    path = tmp_path / "long.petridish"
    write_save(path, session, **save_kwargs(5))
    assert len(hostile(path.read_bytes()).moves) == limits["moves"]
    session.submit(flip)
    with pytest.raises(ValueError, match="a save holds at most"):
        dump_save(session, **save_kwargs(5))
    data = json.loads(path.read_bytes())
    data["moves"].append(data["moves"][0])
    assert "too many to be a real game" in problem(hostile(data))


@settings(
    max_examples=scale.size(12, 200),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    game_id=st.sampled_from(GAMES),
    seed=st.integers(0, 2**31),
    before=st.integers(0, 30),
    moves=st.integers(0, 90),
    edit_rate=st.sampled_from([0.0, 0.1, 0.3, 0.6]),
    count=st.floats(0, 1),
    left_in_sandbox=st.booleans(),
)
def test_what_the_writer_writes_the_reader_reads(
    tmp_path, game_id, seed, before, moves, edit_rate, count, left_in_sandbox
):
    # Random games with sandbox edits among their moves, some from a position reached
    # first (a puzzle's start), saved at a random moment: the reader reads back the same
    # game, move for move, and the same position.
    game = registry.load(game_id)
    players = game.min_players + round(count * (game.max_players - game.min_players))
    start = None
    if before:
        start = damage.play_with_edits(game, seed + 1, players, before, edit_rate).state
    session = damage.play_with_edits(game, seed, players, moves, edit_rate, start=start)
    session.sandbox = left_in_sandbox
    path = tmp_path / "written.petridish"
    kwargs = save_kwargs(
        seed, game_id=game_id, seats=damage.seat_infos(game, players), start=start
    ) | {"options": session.initial.options}
    write_save(path, session, **kwargs)

    save, read = load_session(path)

    assert game.state_to_json(read.initial) == game.state_to_json(session.initial)
    assert [(s.action, s.sandbox) for s in read.steps] == [
        (s.action, s.sandbox) for s in session.steps
    ]
    assert game.state_to_json(read.state) == game.state_to_json(session.state)
    assert read.sandbox == left_in_sandbox and save.seats == damage.seat_infos(game, players)


def forced_position(count: int, item: Any = 3) -> Any:
    """A fresh position whose random-number state holds ``count`` forced outcomes."""
    state = GAME.new_state(5, {})
    return dataclasses.replace(state, rng=RngState(5, state.rng.draws, (item,) * count))


@pytest.mark.parametrize("where", ["forced", "start.rng.forced"])
def test_forced_outcomes_at_the_limit_are_read_back_and_over_it_are_not_written(
    hostile, tmp_path, where
):
    def kwargs(count: int) -> dict[str, Any]:
        if where == "forced":
            return save_kwargs(5, forced=(), start=forced_position(0)) | {"forced": [3] * count}
        return save_kwargs(5, start=forced_position(count))

    for count in (MAX_FORCED, MAX_FORCED + 1):
        chosen = kwargs(count)
        session = session_from_setup(GAME, 5, {}, (), start=chosen["start"])
        if count <= MAX_FORCED:
            path = tmp_path / "forced.petridish"
            write_save(path, session, **chosen)
            hostile(path.read_bytes())  # loads
        else:
            with pytest.raises(ValueError, match=f'"{where}" has more than 10,000 forced'):
                dump_save(session, **chosen)


def test_a_save_never_exceeds_the_size_limit_and_the_old_autosave_stays(
    hostile, limits, tmp_path, home
):
    from petridish.storage.paths import Paths

    paths = Paths.default()
    small = session_from_setup(GAME, 5, {}, ())
    autosave(paths, small, key=KEY, **save_kwargs(5))
    autosave(paths, small, key=KEY, **save_kwargs(5))
    before = listing(paths.data_dir)
    # A hundred forced outcomes, each a list of long names: within every count, over
    # the size.
    count, length = 100, 1000
    order = [f"{n:0{length}d}" for n in range(limits["bytes"] // (count * length) + 1)]
    start = forced_position(count, order)
    big = session_from_setup(GAME, 5, {}, (), start=start)
    with pytest.raises(ValueError, match="a save may be at most"):
        autosave(paths, big, key=KEY, **save_kwargs(5, start=start))
    with pytest.raises(ValueError, match="a save may be at most"):
        write_save(tmp_path / "big.petridish", big, **save_kwargs(5, start=start))
    assert listing(paths.data_dir) == before
    assert not (tmp_path / "big.petridish").exists()
    hostile(paths.autosave_for(KEY).read_bytes())  # the old autosave still loads


def test_a_session_that_cannot_be_written_leaves_both_autosaves(home):
    from petridish.storage.paths import Paths

    paths = Paths.default()
    good = session_from_setup(GAME, 5, {}, ())
    autosave(paths, good, key=KEY, **save_kwargs(5))
    play(good, random.Random(5), 3)
    autosave(paths, good, key=KEY, **save_kwargs(5))
    before = listing(paths.data_dir)
    # A position holding half a character (only a hand-made one can).
    start = dataclasses.replace(GAME.new_state(5, {}), reason="half \ud800")
    bad = session_from_setup(GAME, 5, {}, (), start=start)
    with pytest.raises(ValueError, match=r'"snapshot\.reason" holds half of a character'):
        autosave(paths, bad, key=KEY, **save_kwargs(5, start=start))
    assert listing(paths.data_dir) == before


def test_a_hot_seat_autosave_is_readable_by_its_owner_only(tmp_path):
    # A hot-seat autosave written after a secret pick holds it: the other player must
    # not be able to open it (where the system has owners), and the docs say so.
    import stat as stat_module

    from petridish.games.adaptoid24.state import ChooseCharacter, ChooseRoom
    from petridish.storage.paths import Paths

    paths = Paths.under(tmp_path / "home")
    session = session_from_setup(GAME, 5, {}, ())
    session.submit(ChooseCharacter("geneticist", "reyes"))
    session.submit(ChooseRoom("geneticist", "garden"))
    seats = [SeatInfo("adaptoid", "Ann"), SeatInfo("geneticist", "Bob")]
    path = autosave(
        paths,
        session,
        key=KEY,
        game_id="adaptoid24",
        seed=5,
        options={},
        forced=(),
        seats=seats,
        title="t",
    )
    assert '"room": "garden"' in path.read_text(encoding="utf-8")
    assert stat_module.S_IMODE(path.stat().st_mode) == 0o600
    docs = (Path(__file__).resolve().parents[2] / "docs" / "SAVE-FORMAT.md").read_text("utf-8")
    assert "Secrets in the autosave" in docs


def test_a_positions_count_of_draws_below_zero_is_refused(hostile):
    data = real_save_data()
    start = json.loads(json.dumps(data["start"]))
    start["rng"]["draws"] = -1
    assert problem(hostile(edited(start=start))).startswith(
        '"start.rng.draws" must be a count of draws from 0 to'
    )
