"""Hostile card files: every kind of malformed ``cards.toml``, files at and one past each
limit, and seeded random mutations of the real one.

Whatever the file holds, loading it either gives a card set or raises ContentError
naming the file, the entry and the problem, and does so in well under a second or two:
never another exception, never a freeze. The app's own start path says the same.
"""

from __future__ import annotations

import copy
import json
import os
import random
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from petridish import resources
from petridish.core import content
from petridish.core.content import ContentError, load_toml
from petridish.games.adaptoid24 import cards as cd
from petridish.games.adaptoid24.art.template import Adaptoid24Art

from . import scale

SOURCE = Path(__file__).resolve().parents[2] / "resources"
SHIPPED = (SOURCE / "games" / "adaptoid24" / "cards.toml").read_text(encoding="utf-8")
# Generous for a 2-core CI machine: the worst file within the limits loads in about a
# second on a laptop, and each of these once took minutes.
SLOW = 5.0


def write(folder: Path, text: str | bytes, name: str = "cards.toml") -> Path:
    path = folder / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def edited(old: str, new: str) -> str:
    assert old in SHIPPED, old
    return SHIPPED.replace(old, new, 1)


def refused(path: Path, loader: Callable[[Path], Any] = cd.parse) -> ContentError:
    """The ContentError loading ``path`` raises, checked to name the file and a problem,
    and to come fast."""
    start = time.perf_counter()
    with pytest.raises(ContentError) as info:
        loader(path)
    assert time.perf_counter() - start < SLOW
    exc = info.value
    assert exc.file == str(path) and exc.problem
    assert str(exc).startswith(str(path)) and "\n" not in str(exc)
    assert len(str(exc)) < len(str(path)) + 400  # quoted values are cut short
    return exc


def loads(path: Path, loader: Callable[[Path], Any] = cd.parse) -> Any:
    start = time.perf_counter()
    result = loader(path)
    assert time.perf_counter() - start < SLOW
    return result


# -- a card file with every field and list at its limit ----------------------------------


def at_limits(**over: int) -> str:
    """A valid card file with every name, title, text, id and list at its limit; ``over``
    puts one of them a character (or an entry) past it."""
    name = "Wi " * 20
    names = {k: name[: cd.MAX_NAME + over.get(k, 0)] for k in ("room", "evo", "char")}
    title = ("Ti " * 20)[: cd.MAX_TITLE + over.get("title", 0)]
    text = ("Wide words\n" * 50)[: cd.MAX_TEXT + over.get("text", 0)]
    rid = "r" * (content.MAX_ID + over.get("id", 0))
    out = ['[meta]\ngame = "adaptoid24"\nversion = 1\n']
    for i, ability in enumerate(cd.ABILITIES):
        key = rid if i == 0 else f"r{i}"
        out.append(
            f"[rooms.{key}]\nname = {json.dumps(names['room'])}\n"
            f'ability = "{ability}"\ntext = {json.dumps(text)}\n'
        )
    left = dict.fromkeys(cd.DECKS, cd.EVOLUTION_PER_DECK)
    for i in range(cd.MAX_EVOLUTIONS + over.get("evolutions", 0)):
        deck = cd.DECKS[i % 3]
        count = min(1, left[deck])
        left[deck] -= count
        out.append(
            f"[evolution.e{i}]\nname = {json.dumps(names['evo'])}\n"
            f'deck = "{deck}"\neffect = "{cd.EFFECTS[i % 7]}"\ncount = {count}\n'
            f"permanent = {str(i % 2 == 0).lower()}\nreconstructed = true\n"
            f"text = {json.dumps(text)}\n"
        )
    values = [cd.MAX_SPAWN_VALUE - i % 3 for i in range(cd.SPAWN_COUNT)]
    out.append(f"[spawns]\nreconstructed = true\nvalues = {values}\n")
    for i in range(cd.MAX_CHARACTERS + over.get("characters", 0)):
        out.append(
            f"[characters.c{i}]\nname = {json.dumps(names['char'])}\ntitle = {json.dumps(title)}\n"
        )
    return "\n".join(out)


def test_a_file_at_every_limit_loads(tmp_path):
    cs = loads(write(tmp_path, at_limits()))
    assert len(cs.evolutions) == cd.MAX_EVOLUTIONS
    assert len(cs.characters) == cd.MAX_CHARACTERS
    assert {len(r.name) for r in cs.rooms} == {cd.MAX_NAME}
    assert {len(r.text) for r in cs.rooms} == {cd.MAX_TEXT}
    assert len(cs.rooms[0].id) == content.MAX_ID


@pytest.mark.parametrize(
    ("over", "entry", "problem"),
    [
        ("room", "[rooms.", f"field 'name' is 41 characters long; the most is {cd.MAX_NAME}"),
        ("evo", "[evolution.e0]", "field 'name' is 41 characters long"),
        ("char", "[characters.c0]", "field 'name' is 41 characters long"),
        ("title", "[characters.c0]", "field 'title' is 41 characters long; the most is 40"),
        ("text", "[rooms.", f"field 'text' is 401 characters long; the most is {cd.MAX_TEXT}"),
        ("id", "[rooms.", "the id must be 1 to 32 lowercase letters, digits, '_' or '-'"),
        ("evolutions", "[evolution]", "needs 1 to 30 entries, found 31"),
        ("characters", "[characters]", "needs 1 to 12 entries, found 13"),
    ],
)
def test_one_past_a_limit_is_refused_naming_the_entry(tmp_path, over, entry, problem):
    exc = refused(write(tmp_path, at_limits(**{over: 1})))
    assert exc.entry.startswith(entry) and problem in exc.problem


def test_a_file_at_every_limit_draws_inside_its_cards(tmp_path):
    """Every face of a card set at the limits renders: small in CI, at full size in a full
    run. A name or text at its limit runs small, never off the card or into a crash."""
    art = Adaptoid24Art(cd.parse(write(tmp_path, at_limits())))
    faces = art.faces()
    width, height = scale.size(126, 750), scale.size(176, 1050)
    picked = faces if scale.FULL else [f for f in faces if f.endswith((".e0", "0.shield"))]
    picked += [] if scale.FULL else [f"room.g.{'r' * 32}", f"room.a.{'r' * 32}", "dron.unloaded"]
    for key in picked:
        start = time.perf_counter()
        image = art.render(key, width, height)
        assert image.size == (width, height)
        assert time.perf_counter() - start < SLOW


# -- the files that once froze or crashed ---------------------------------------------------


def evolutions_of_count_0(n: int, headers: bool = False) -> str:
    """The shipped file with ``n`` more Evolution cards of count 0, each a [table] or
    (under the limit on tables) an inline table before the first one."""
    if headers:
        return SHIPPED + "".join(
            f'\n[evolution.x{i}]\nname = "X"\ndeck = "offensive"\neffect = "emp"\ncount = 0\n'
            for i in range(n)
        )
    return (
        "".join(
            f'evolution.x{i} = {{name = "X", deck = "offensive", effect = "emp", count = 0}}\n'
            for i in range(n)
        )
        + SHIPPED
    )


@pytest.mark.parametrize(
    ("make", "entry", "problem"),
    [
        (lambda: evolutions_of_count_0(12_000), "[evolution]", "found 12,007"),
        (lambda: evolutions_of_count_0(11_000, True), "line ", "more than 1,000 [tables]"),
        (
            lambda: SHIPPED + "".join(f'\n[characters.c{i}]\nname = "C"\n' for i in range(30_000)),
            "line ",
            "more than 1,000 [tables]",
        ),
        (
            lambda: edited('"Dr. Mia Lindqvist"', json.dumps("x" * 60_000)),
            "[characters.lindqvist]",
            "field 'name' is 60,000 characters long",
        ),
        (
            lambda: edited('"Nothing happens here."', json.dumps("word " * 190_000)),
            "[rooms.garden]",
            "field 'text' is 950,000 characters long",
        ),
        (
            lambda: edited('"Garden"', json.dumps("G" * 1_900_000)),
            "",
            "file is larger than 1,000,000 bytes",
        ),
        (lambda: evolutions_of_count_0(25_000, True), "", "larger than 1,000,000 bytes"),
    ],
    ids=[
        "12k evolutions",
        "11k [evolution]",
        "30k characters",
        "60k name",
        "950 kB text",
        "1.9 MB name",
        "25k evolutions",
    ],
)
def test_the_files_that_froze_start_up_are_refused_at_once(tmp_path, make, entry, problem):
    exc = refused(write(tmp_path, make()))
    assert exc.entry.startswith(entry) and problem in exc.problem


# -- every kind of malformed file --------------------------------------------------------

MALFORMED = [
    # (id, old, new, entry, problem)
    ("bad toml", "[rooms.garden]", "[rooms.garden", "line ", "not valid TOML"),
    ("no value", 'name = "Lab"', "name = ", "line ", "not valid TOML: Invalid value"),
    ("wrong type", 'name = "Garden"', "name = 7", "[rooms.garden]", "'name' must be str, got 7"),
    ("float count", "count = 1\n", "count = 1.0\n", "[evolution.destroy]", "got 1.0"),
    ("bool count", "count = 1\n", "count = true\n", "[evolution.destroy]", "must be int"),
    (
        "str bool",
        'permanent = true\ntext = "Permanent: your',
        'permanent = "yes"\ntext = "Permanent: your',
        "[evolution.scales]",
        "'permanent' must be bool, got 'yes'",
    ),
    (
        "str flag",
        "[spawns]\nreconstructed = true",
        '[spawns]\nreconstructed = "y"',
        "[spawns]",
        "'reconstructed' must be bool",
    ),
    (
        "choice",
        'ability = "warehouse"',
        'ability = "wearhouse"',
        "[rooms.warehouse]",
        "must be one of warehouse, research, control_room, robotics, lab, dining, office, garden;"
        " got 'wearhouse'",
    ),
    ("deck", 'deck = "offensive"', 'deck = "attack"', "[evolution.emp]", "got 'attack'"),
    ("effect", 'effect = "rage"', 'effect = "anger"', "[evolution.rage]", "got 'anger'"),
    (
        "unknown field",
        'title = "Night Technician"',
        'title = "Night Technician"\nmood = "grim"',
        "[characters.tanaka]",
        "unknown field(s) mood",
    ),
    (
        "unknown section",
        "[rooms.lab]",
        "[evolutoin.x]\nname = 'X'\n\n[rooms.lab]",
        "[evolutoin]",
        "unknown section; the sections are [meta], [rooms], [evolution], [spawns], [characters]",
    ),
    ("top-level key", "[meta]", "colour = 'red'\n\n[meta]", "[colour]", "unknown section"),
    ("section not a table", "[meta]", "rooms = 5\n[meta]", "line ", "not valid TOML"),
    (
        "entry not a table",
        "[rooms.garden]\n",
        "[[rooms.garden]]\n",
        "[rooms.garden]",
        "must be a table of fields, got [{",
    ),
    (
        "7 rooms",
        '[rooms.garden]\nname = "Garden"\nability = "garden"\ntext = "Nothing happens here."\n',
        "",
        "[rooms]",
        "needs 8 entries, found 7",
    ),
    (
        "9 rooms",
        "[rooms.garden]",
        "[rooms.attic]\nname = 'Attic'\nability = 'garden'\n\n[rooms.garden]",
        "[rooms]",
        "needs 8 entries, found 9",
    ),
    (
        "deck of 6",
        'count = 3\nreconstructed = true\ntext = "Put a Clone',
        'count = 4\nreconstructed = true\ntext = "Put a Clone',
        "[evolution]",
        "the defensive deck must hold 5 cards, holds 6",
    ),
    (
        "count 6",
        'count = 3\nreconstructed = true\ntext = "Put a Clone',
        'count = 6\nreconstructed = true\ntext = "Put a Clone',
        "[evolution.clone]",
        "between 0 and 5, got 6",
    ),
    (
        "11 spawns",
        "values = [0, 0, 0, 0, 1",
        "values = [0, 0, 0, 1",
        "[spawns]",
        "needs 12 spawn values, found 11",
    ),
    (
        "spawn 10",
        "values = [0, 0, 0, 0, 1",
        "values = [0, 0, 0, 10, 1",
        "[spawns]",
        "value 4 must be a whole number 0..9, got 10",
    ),
    ("spawn str", "values = [0, 0, 0, 0, 1", "values = [0, 0, 0, '0', 1", "[spawns]", "got '0'"),
    ("spawn list", "values = [0, 0, 0, 0, 1", "values = [0, 0, 0, [0], 1", "[spawns]", "got [0]"),
    (
        "spawns not list",
        "values = [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2]",
        "values = '0,1'",
        "[spawns]",
        "'values' must be list",
    ),
    ("missing field", 'name = "Lab"\n', "", "[rooms.lab]", "missing field 'name'"),
    ("empty name", 'name = "Lab"', 'name = "  "', "[rooms.lab]", "field 'name' must not be empty"),
    (
        "new line in name",
        'name = "Lab"',
        'name = "L\\nab"',
        "[rooms.lab]",
        "control character (U+000A) at character 2; it must be one line",
    ),
    (
        "NUL in text",
        'text = "Load one Taser."',
        'text = "Load\\u0000"',
        "[rooms.dining]",
        "control character (U+0000) at character 5",
    ),
    ("tab in title", '"Lead Geneticist"', '"Lead\\tGeneticist"', "[characters.reyes]", "U+0009"),
    ("dotted id", "[rooms.lab]", '[rooms."l.ab"]', "[rooms.'l.ab']", "the id must be 1 to 32"),
    ("capital id", "[characters.reyes]", "[characters.Reyes]", "[characters.'Reyes']", "lowercase"),
    ("empty id", "[characters.reyes]", '[characters.""]', "[characters.'']", "the id must be"),
    (
        "reserved room id",
        "[rooms.garden]",
        "[rooms.discard]",
        "[rooms.discard]",
        "a room cannot be called 'discard'",
    ),
    ("other game", 'game = "adaptoid24"', 'game = "adrift"', "[meta]", "got 'adrift'"),
    ("newer version", "version = 1", "version = 2", "[meta]", "'version' must be 1, got 2"),
    (
        "meta field",
        "version = 1",
        "version = 1\neditor = 'me'",
        "[meta]",
        "unknown field(s) editor",
    ),
    ("big number", "count = 1\n", f"count = {'9' * 5000}\n", "line ", "a number is too long"),
    (
        "huge value quoted short",
        'name = "Lab"',
        f"name = [{'1, ' * 100_000}1]",
        "[rooms.lab]",
        "must be str, got [1, 1, 1, 1, 1, 1, ...]",
    ),
    (
        "deep value",
        'name = "Lab"',
        "name = " + "[" * 100 + "]" * 100,
        "[rooms.lab]",
        "must be str, got [[[[",
    ),
]


@pytest.mark.parametrize(
    ("old", "new", "entry", "problem"),
    [case[1:] for case in MALFORMED],
    ids=[case[0] for case in MALFORMED],
)
def test_a_malformed_file_names_file_entry_and_problem(tmp_path, old, new, entry, problem):
    exc = refused(write(tmp_path, edited(old, new)))
    assert exc.entry.startswith(entry), exc
    assert problem in exc.problem, exc


@pytest.mark.parametrize("section", ["rooms", "evolution", "spawns", "characters"])
def test_a_missing_section_is_named(tmp_path, section):
    kept = [
        block
        for block in SHIPPED.split("\n[")
        if not block.startswith((f"{section}.", f"{section}]"))
    ]
    exc = refused(write(tmp_path, "\n[".join(kept)))
    assert exc.entry == f"[{section}]" and exc.problem == "missing section"
    # The section as a plain value instead of tables.
    exc = refused(write(tmp_path, f"{section} = 5\n" + "\n[".join(kept)))
    assert exc.entry == f"[{section}]" and "got 5" in exc.problem


def test_toml_nested_5000_deep_is_refused_not_a_recursion_error(tmp_path):
    for nest in ("[" * 5000 + "]" * 5000, "{a = " * 5000 + "1" + "}" * 5000):
        exc = refused(write(tmp_path, SHIPPED + f"\nx = {nest}\n"))
        assert "nested too deeply" in exc.problem


def test_a_byte_order_mark_is_read_past(tmp_path):
    assert len(loads(write(tmp_path, "\ufeff" + SHIPPED)).rooms) == 8


def test_text_that_is_not_utf8_names_its_line(tmp_path):
    raw = SHIPPED.encode().replace(b"Garden", b"Gard\xe9n")
    exc = refused(write(tmp_path, raw))
    line = SHIPPED[: SHIPPED.index("Garden")].count("\n") + 1
    assert exc.entry == f"line {line}" and "UTF-8" in exc.problem


def test_new_lines_in_a_text_are_allowed(tmp_path):
    cs = loads(write(tmp_path, edited('"Nothing happens here."', '"Nothing.\\nAt all."')))
    assert cs.room("garden").text == "Nothing.\nAt all."


# -- files that are no file ---------------------------------------------------------------


def test_a_missing_file(tmp_path):
    assert refused(tmp_path / "cards.toml").problem == "file not found"


def test_a_folder(tmp_path):
    (tmp_path / "cards.toml").mkdir()
    assert refused(tmp_path / "cards.toml").problem == "a folder, not a file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_does_not_hang(tmp_path):
    os.mkfifo(tmp_path / "cards.toml")
    assert refused(tmp_path / "cards.toml").problem == "not a regular file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_link_to_dev_zero(tmp_path):
    (tmp_path / "cards.toml").symlink_to("/dev/zero")
    assert refused(tmp_path / "cards.toml").problem == "not a regular file"


def test_a_link_loop(tmp_path):
    (tmp_path / "a").symlink_to(tmp_path / "cards.toml")
    (tmp_path / "cards.toml").symlink_to(tmp_path / "a")
    assert refused(tmp_path / "cards.toml").problem.startswith("cannot be read")


# -- the TOML reader's own limits ------------------------------------------------------------


def test_the_byte_limit(tmp_path):
    filler = content.MAX_CONTENT_BYTES - len(SHIPPED.encode()) - 1
    assert len(loads(write(tmp_path, SHIPPED + "#" * filler + "\n")).rooms) == 8
    exc = refused(write(tmp_path, SHIPPED + "#" * (filler + 1) + "\n"))
    assert exc.entry == "" and "larger than 1,000,000 bytes" in exc.problem


@pytest.mark.parametrize(
    "form", ["{key} = 1", "[{key}]", "[[{key}]]", "x = {{{key} = 1}}", "x = [{{{key} = 1}}]"]
)
def test_the_key_depth_limit(tmp_path, form):
    deepest = ".".join(["a"] * content.MAX_KEY_PARTS)
    assert loads(write(tmp_path, form.format(key=deepest) + "\n"), load_toml)
    exc = refused(write(tmp_path, "y = 1\n" + form.format(key=deepest + ".a") + "\n"), load_toml)
    assert exc.entry == "line 2" and "a key of more than 8 parts" in exc.problem


def test_dots_in_strings_and_comments_are_not_keys(tmp_path):
    text = 'a = "' + "x." * 500 + '"  # ' + "y." * 500 + "\nb = '" + "z." * 500 + "'\n"
    assert loads(write(tmp_path, text), load_toml)["a"].startswith("x.x.")


def test_the_table_limit(tmp_path):
    tables = "".join(f"[t{i}]\n" for i in range(content.MAX_TABLES))
    assert len(loads(write(tmp_path, tables), load_toml)) == content.MAX_TABLES
    exc = refused(write(tmp_path, tables + "[one.more]\n"), load_toml)
    assert (
        exc.entry == f"line {content.MAX_TABLES + 1}" and "more than 1,000 [tables]" in exc.problem
    )


def _worst_files() -> Iterator[tuple[str, str]]:
    """Files as slow for the TOML reader as the limits allow, shape by shape."""
    room = content.MAX_CONTENT_BYTES - 100
    yield "numbers", "a = [" + "1," * (room // 2) + "]\n"
    yield (
        "tables",
        "".join(f"[k{i}.a.b.c.d.e.f.g]\n" for i in range(content.MAX_TABLES))
        + ("x = [" + "1," * ((room - 30_000) // 2) + "]\n"),
    )
    yield "deep keys", "".join(f"k{i}.a.b.c.d.e.f.g = 1\n" for i in range(room // 30))
    yield "one deep key", ".".join(["a"] * (room // 2)) + " = 1\n"
    yield "inline key", "x = {" + ".".join(["a"] * (room // 2)) + " = 1}\n"
    yield "inline tables", "a = [" + "{b.c.d = 1}," * (room // 12) + "]\n"
    yield "strings", "a = [" + '"",' * (room // 3) + "]\n"
    yield "dotted lines", ("a" + ". " * 30 + "\n") * (room // 62)
    yield "escaped quotes", 'a = """' + '\\"""' * (room // 4) + "\n"
    yield "brackets", "a = " + "[" * (room // 2) + "\n"


WORST = list(_worst_files())


@pytest.mark.parametrize(
    "text",
    [text for i, (_, text) in enumerate(WORST) if scale.FULL or i % 3 == 0],
    ids=[name for i, (name, _) in enumerate(WORST) if scale.FULL or i % 3 == 0],
)
def test_the_slowest_files_within_the_limits_are_quick(tmp_path, text):
    path = write(tmp_path, text)
    assert path.stat().st_size <= content.MAX_CONTENT_BYTES
    start = time.perf_counter()
    try:
        load_toml(path)
    except ContentError as exc:
        assert exc.file == str(path) and exc.problem
    assert time.perf_counter() - start < SLOW


# -- fuzz: random damage to the real file -----------------------------------------------------

TOKENS = [
    "[",
    "]",
    "[[",
    "]]",
    "=",
    '"',
    "'",
    '"""',
    "'''",
    ".",
    ",",
    "{",
    "}",
    "#",
    "\n",
    " ",
    "\\",
    "\\u0000",
    "\\n",
    "0",
    "-1",
    "9" * 30,
    "true",
    "1.5",
    "1979-05-27",
    "inf",
    "x",
    "rooms",
    "evolution",
    "characters",
    "spawns",
    "meta",
    "count",
    "name",
    "\x00",
    "\u202e",
    "é",
    "\U0001f600",
    "a." * 20,
    "[" * 50,
    "x" * 500,
]


def mutate(text: str, rng: random.Random) -> str:
    """``text`` with one to four random cuts, insertions, duplications or swaps."""
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(text) + 1)
        kind = rng.randrange(5)
        if kind == 0:  # cut
            text = text[:at] + text[at + rng.randint(1, 40) :]
        elif kind == 1:  # insert a token, sometimes many times
            text = text[:at] + rng.choice(TOKENS) * rng.choice((1, 1, 2, 50)) + text[at:]
        elif kind == 2:  # replace one character
            text = text[:at] + rng.choice(TOKENS) + text[at + 1 :]
        elif kind == 3:  # duplicate a line
            lines = text.split("\n")
            n = rng.randrange(len(lines))
            lines.insert(n, lines[n])
            text = "\n".join(lines)
        else:  # swap two lines
            lines = text.split("\n")
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
    return text


HOSTILE_VALUES: list[Any] = [
    "",
    " ",
    "x" * 41,
    "x" * 401,
    "\n",
    "a\x00b",
    "\u202eevil",
    0,
    -1,
    6,
    10,
    2**62,
    True,
    1.5,
    float("inf"),
    [],
    [0] * 13,
    [[[]]],
    {},
    {"name": "X"},
    "warehouse",
    "clone",
    "offensive",
]


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float):
        return "inf" if value == float("inf") else repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML basic string
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return "{" + ", ".join(f"{json.dumps(k)} = {toml_value(v)}" for k, v in value.items()) + "}"


def toml_file(data: dict[str, Any]) -> str:
    """A card file's tables written back as TOML (the shapes cards.toml uses)."""
    # Plain values first: after a [table] header they would belong to that table.
    out = [
        f"{json.dumps(k)} = {toml_value(v)}\n" for k, v in data.items() if not isinstance(v, dict)
    ]
    for top, value in data.items():
        if not isinstance(value, dict):
            continue
        inner = value.items()
        if not value:
            out.append(f"[{json.dumps(top)}]\n")
        elif top in ("meta", "spawns") or not all(isinstance(v, dict) for _, v in inner):
            out.append(f"[{json.dumps(top)}]\n")
            out += [f"{json.dumps(k)} = {toml_value(v)}\n" for k, v in inner]
        else:
            for key, fields in inner:
                out.append(f"[{json.dumps(top)}.{json.dumps(key)}]\n")
                out += [f"{json.dumps(k)} = {toml_value(v)}\n" for k, v in fields.items()]
    return "".join(out)


def hostile_value(rng: random.Random) -> Any:
    # A copy: one value put in two places, then changed in one, could nest in itself.
    return copy.deepcopy(rng.choice(HOSTILE_VALUES))


def mutate_values(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The parsed card file with one to three fields, entries or sections changed."""
    data = copy.deepcopy(data)
    for _ in range(rng.randint(1, 3)):
        if not data:
            break
        top = rng.choice(list(data))
        table = data[top]
        kind = rng.randrange(6)
        if kind == 0:
            del data[top]
        elif kind == 1:
            data[rng.choice(["evolutoin", "room", "x", top + "s"])] = copy.deepcopy(table)
        elif not isinstance(table, dict) or not table:
            data[top] = hostile_value(rng)
        else:
            key = rng.choice(list(table))
            entry = table[key]
            if kind == 2:
                new_key = rng.choice(["lab", "Lab", "l.b", "", "discard", "x" * 33, key + "2"])
                table[new_key] = copy.deepcopy(entry)
            elif kind == 3:
                del table[key]
            elif isinstance(entry, dict) and entry:
                entry[rng.choice([*entry, "mood"])] = hostile_value(rng)
            else:
                table[key] = hostile_value(rng)
    return data


def check_loads_or_names_the_problem(path: Path, parsed: bool) -> float:
    """Load ``path``; a refusal must name the file, a problem and (for a file that is
    valid TOML) the entry. Returns the seconds it took."""
    start = time.perf_counter()
    try:
        cd.parse(path)
    except ContentError as exc:
        assert exc.file == str(path) and exc.problem, exc
        assert "\n" not in str(exc) and len(str(exc)) < len(str(path)) + 400, exc
        if parsed:
            assert exc.entry, exc
    return time.perf_counter() - start


def test_random_damage_to_the_real_file_loads_or_is_named(tmp_path):
    rng = random.Random(20240601)
    slowest = 0.0
    for _ in range(scale.size(300, 20_000)):
        text = mutate(SHIPPED, rng)
        path = write(tmp_path, text.encode("utf-8", "surrogatepass"))
        slowest = max(slowest, check_loads_or_names_the_problem(path, parsed=False))
    assert slowest < SLOW


def test_random_values_in_the_real_file_load_or_are_named(tmp_path):
    import tomllib

    rng = random.Random(7)
    shipped = tomllib.loads(SHIPPED)
    slowest = 0.0
    for _ in range(scale.size(300, 20_000)):
        path = write(tmp_path, toml_file(mutate_values(shipped, rng)))
        slowest = max(slowest, check_loads_or_names_the_problem(path, parsed=True))
    assert slowest < SLOW


def test_the_value_fuzz_writes_the_real_file_back_exactly():
    """The fuzz above mutates what it means to: unmutated, it gives the same card set."""
    import tomllib

    assert tomllib.loads(toml_file(tomllib.loads(SHIPPED))) == tomllib.loads(SHIPPED)


# -- every path that reads the card file says the same -----------------------------------------


def use_card_file(folder: Path, monkeypatch: pytest.MonkeyPatch, text: str | None) -> Path:
    """Point the app at a resources folder in ``folder`` whose cards.toml holds ``text``
    (None: no cards.toml at all); returns the card file's path."""
    game = folder / "resources" / "games" / "adaptoid24"
    game.mkdir(parents=True)
    for name in ("fonts", "icons"):
        try:
            (folder / "resources" / name).symlink_to(SOURCE / name, target_is_directory=True)
        except OSError:  # no symbolic links here: copy them
            shutil.copytree(SOURCE / name, folder / "resources" / name)
    shutil.copy(SOURCE / "games" / "adaptoid24" / "rules.md", game)
    if text is not None:
        write(game, text)
    monkeypatch.setenv("PETRIDISH_RESOURCES", str(folder / "resources"))
    forget_cards(monkeypatch)
    return game / "cards.toml"


def forget_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Drop every cached card set, so the next use reads the card file again;
    monkeypatch puts the shipped set back where it was cached when the test ends."""
    from petridish.games.adaptoid24.art import TEMPLATE
    from petridish.games.adaptoid24.rules import GAME

    resources.root.cache_clear()
    cd.load.cache_clear()
    monkeypatch.setattr(GAME, "_cards", None)
    monkeypatch.setattr(GAME, "_lookup", None)
    monkeypatch.setattr(TEMPLATE, "_cards", None)


@pytest.fixture
def card_file(tmp_path, monkeypatch) -> Iterator[Callable[[str | None], Path]]:
    """``card_file(text)``: see ``use_card_file``."""
    yield lambda text: use_card_file(tmp_path, monkeypatch, text)
    forget_cards(monkeypatch)


def test_a_missing_card_file_says_file_not_found_everywhere(card_file):
    from petridish.games.adaptoid24.rules import GAME

    path = card_file(None)
    for attempt in (cd.load, lambda: GAME.new_state(1)):
        with pytest.raises(ContentError) as info:
            attempt()
        assert info.value.file == str(path) and info.value.problem == "file not found"


def test_a_missing_card_file_in_a_save_says_file_not_found(card_file, tmp_path):
    from petridish.games.adaptoid24.rules import GAME
    from petridish.storage.saves import (
        SaveError,
        SeatInfo,
        read_save,
        session_from_setup,
        write_save,
    )

    save = tmp_path / "game.petridish"
    seats = [SeatInfo(s.id, s.name) for s in GAME.seats]
    session = session_from_setup(GAME, 5)
    write_save(
        save, session, game_id="adaptoid24", seed=5, options=None, forced=(), seats=seats, title=""
    )
    path = card_file(None)
    with pytest.raises(SaveError) as info:
        read_save(save)
    assert f"{path}: file not found" in str(info.value)
    assert "could not handle it" not in str(info.value)


def test_a_new_game_in_the_app_shows_file_entry_and_problem(card_file, qtbot, home, monkeypatch):
    from petridish.qt import QtWidgets
    from petridish.storage.paths import Paths
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    path = card_file(edited('ability = "lab"', 'ability = "teleport"'))
    shown: list[str] = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda *args: shown.append(args[2]))
    make_app()
    window = MainWindow(paths=Paths(home / "c", home / "d", home / "art"), bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    assert window.controller is None
    (message,) = shown
    assert str(path) in message and "[rooms.lab]" in message
    assert "got &#x27;teleport&#x27;" in message or "got 'teleport'" in message
