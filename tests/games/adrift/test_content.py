"""ADRIFT's reconstructed content (``resources/games/adrift/items.toml`` and
``tables.toml``, rulings AD-R09, AD-R10, AD-R15 and AD-R20): the 30 item cards hold every
item the rulebook names, the tables give each face of the d8 one result, and a malformed
file is refused with the file, the entry and the problem named."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from petridish import resources
from petridish.core.content import ContentError
from petridish.games.adrift import content
from petridish.games.adrift.content import load, parse_items, parse_tables
from tests.games.adrift.helpers import GAME

ITEMS_FILE = resources.path("games", "adrift", "items.toml")
TABLES_FILE = resources.path("games", "adrift", "tables.toml")

# The items the rulebook's jobs and actions name, in its words, and what each is for.
NAMED = {
    "fishing pole": "pole",  # Catch Fish
    "fishing net": "net",
    "oar": "oar",  # Row the Boat
    "rowing gloves": "gloves",
    "bucket": "bucket",  # Remove Water
    "knife": "knife",  # Carve Corpse, Kill
    "rope": "rope",  # Subdue, Kill, Save Overboard Player
    "electrical tape": "tape",  # Repair, Subdue
    "flare gun": "flare_gun",  # Signal for Rescue, Kill
    "flare": "flare",
    "life saver": "life_saver",  # Save Overboard Player
}


def test_the_shipped_files_load_once_and_say_they_are_reconstructed():
    assert load() is load()
    assert parse_items(ITEMS_FILE) == GAME.items and parse_tables(TABLES_FILE) == GAME.tables
    for path in (ITEMS_FILE, TABLES_FILE):
        assert "RECONSTRUCTED" in path.read_text(encoding="utf-8").split("[meta]")[0]


def test_thirty_item_cards_each_with_its_own_copy_id():
    # rulebook: adrift.txt:18
    copies = GAME.items.copies()
    assert len(copies) == content.ITEM_CARDS == 30 and len(set(copies)) == 30
    assert sum(d.count for d in GAME.items.designs) == 30
    for design in GAME.items.designs:
        ids = [c for c in copies if GAME.items.item(c) is design]
        assert len(ids) == design.count
        if design.count > 1:
            assert ids == [f"{design.id}.{n}" for n in range(1, design.count + 1)]


def test_every_item_the_rulebook_names_is_among_the_cards():
    # rulebook: adrift.txt:46
    # rulebook: adrift.txt:47
    # rulebook: adrift.txt:48
    # rulebook: adrift.txt:53
    # rulebook: adrift.txt:56
    # rulebook: adrift.txt:57
    # rulebook: adrift.txt:61
    # rulebook: adrift.txt:63
    # rulebook: adrift.txt:64
    uses = Counter(GAME.items.use(c) for c in GAME.items.copies())
    for words, use in NAMED.items():
        assert uses[use] >= 1, words
        names = {d.name.lower() for d in GAME.items.designs if d.use == use}
        assert words in names, (words, names)
    # Two rowers need two oars; the rules' kit is all there for a boat of eight.
    assert uses["oar"] >= 2


def test_the_two_tables_give_each_face_of_the_d8_a_result():
    # rulebook: adrift.txt:20
    # Rulings AD-R09 and AD-R10.
    for table in (GAME.tables.situation, GAME.tables.insanity):
        assert [r.face for r in table] == list(range(1, 9))
        assert all(r.effect in content.EFFECTS and r.name for r in table)
    # Ruling AD-R10: an insane player can come back to their senses.
    assert any(r.effect == "clarity" for r in GAME.tables.insanity)


def test_the_survival_track_the_meal_and_the_hand_are_in_range():
    # Ruling AD-R15: the three ration cards move a tracker left, the 2 at least as far
    # as the 0.
    tables = GAME.tables
    assert 4 <= tables.track <= 20 and 1 <= tables.hand <= 10
    assert tables.eat[0] <= tables.eat[1] <= tables.eat[2]


def test_the_rules_reference_shows_both_tables_as_the_file_holds_them(tmp_path):
    """The Rules panel (``rules_text``) gives each face of both tables, by name and in
    words, and the survival figures; a player's edit shows there too."""
    # rulebook: adrift.txt:20
    # Rulings AD-R09, AD-R10 and AD-R15.
    from petridish.core.reference import rules_text
    from petridish.games.adrift.rules import Adrift

    text = rules_text(GAME)
    for table, title in ((GAME.tables.situation, "Situation"), (GAME.tables.insanity, "Insanity")):
        part = text[text.index(f"### {title}") :]
        for face in table:
            assert f"\n{face.face}. **{face.name}**: {face.text}\n" in part
    assert f"The survival track has {GAME.tables.track} spaces" in text
    assert text.index("## The tables") < text.index("## Rulings")
    renamed = edited(tmp_path, TABLES_FILE, "insanity.6", "name", '"The Shakes"')
    game = Adrift()
    game.use_cards(content.Content(GAME.items, parse_tables(renamed)))
    assert "\n6. **The Shakes**: " in rules_text(game)


# -- malformed files ---------------------------------------------------------------------------


def edited(tmp_path: Path, source: Path, section: str, field: str, value: str | None) -> Path:
    """A copy of ``source`` with ``field`` of ``[section]`` set to ``value`` (a TOML
    value as written; None: the field left out), whatever the shipped file says."""
    lines = source.read_text(encoding="utf-8").splitlines()
    start = lines.index(f"[{section}]")
    end = next((n for n in range(start + 1, len(lines)) if lines[n].startswith("[")), len(lines))
    at = next((n for n in range(start + 1, end) if lines[n].startswith(f"{field} =")), None)
    line = [] if value is None else [f"{field} = {value}"]
    if at is None:
        lines[start + 1 : start + 1] = line
    else:
        lines[at : at + 1] = line
    target = tmp_path / source.name
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


@pytest.mark.parametrize(
    "source,section,field,value,entry,problem",
    [
        (ITEMS_FILE, "item.oar", "use", '"paddle"', "[item.oar]", "field 'use' must be one of"),
        (ITEMS_FILE, "item.compass", "name", '""', "[item.compass]", "'name' must not be empty"),
        (ITEMS_FILE, "item.knife", "amount", "2", "[item.knife]", "'amount' is for food and drink"),
        (ITEMS_FILE, "item.compass", "floats", None, "[item.compass]", "missing field 'floats'"),
        (ITEMS_FILE, "item.compass", "floats", '"yes"', "[item.compass]", "floats"),
        (ITEMS_FILE, "item.compass", "colour", '"red"', "[item.compass]", "colour"),
        (ITEMS_FILE, "item.knife", "count", "9", "[item.knife]", "field 'count' must be between"),
        (ITEMS_FILE, "meta", "version", "2", "[meta]", "field 'version' must be 1, got 2"),
        (TABLES_FILE, "survival", "eat", "[0, 1]", "[survival]", "'eat' must list three whole"),
        (TABLES_FILE, "survival", "eat", "[0, 1, 9]", "[survival]", "from 0 to 5, got [0, 1, 9]"),
        (TABLES_FILE, "survival", "track", "2", "[survival]", "'track' must be between 4 and 20"),
        (TABLES_FILE, "survival", "hand", None, "[survival]", "missing field 'hand'"),
        (TABLES_FILE, "insanity.8", "effect", '"joy"', "[insanity.8]", "'effect' must be one of"),
        (TABLES_FILE, "situation.3", "name", None, "[situation.3]", "missing field 'name'"),
    ],
)
def test_a_malformed_file_names_its_file_entry_and_problem(
    tmp_path, source, section, field, value, entry, problem
):
    path = edited(tmp_path, source, section, field, value)
    parse = parse_items if source == ITEMS_FILE else parse_tables
    with pytest.raises(ContentError) as info:
        parse(path)
    exc = info.value
    assert exc.file == str(path) and exc.entry == entry, exc
    assert problem in exc.problem, exc
    assert str(exc).startswith(f"{path}, ") and "\n" not in str(exc)


def test_counts_that_do_not_make_thirty_cards_are_refused(tmp_path):
    # rulebook: adrift.txt:18
    knife = next(d for d in GAME.items.designs if d.id == "item.knife")
    path = edited(tmp_path, ITEMS_FILE, "item.knife", "count", str(knife.count + 1))
    with pytest.raises(
        ContentError, match=r"\[item\]: the game has 30 item cards; the counts add up to 31"
    ):
        parse_items(path)


def test_a_table_without_a_face_or_with_an_amount_it_takes_none_of_is_refused(tmp_path):
    text = TABLES_FILE.read_text(encoding="utf-8")
    missing = tmp_path / "tables.toml"
    missing.write_text(text.replace("[situation.8]", "[situation.9]"), encoding="utf-8")
    with pytest.raises(ContentError, match=r"\[situation\]: .*no \[situation\.8\]"):
        parse_tables(missing)
    face = next(r.face for r in GAME.tables.situation if r.effect not in content.WITH_AMOUNT)
    path = edited(tmp_path, TABLES_FILE, f"situation.{face}", "amount", "2")
    with pytest.raises(ContentError, match=rf"\[situation\.{face}\]: field 'amount' is for"):
        parse_tables(path)


def test_a_missing_file_is_refused_by_name(tmp_path):
    with pytest.raises(ContentError, match="file not found"):
        parse_items(tmp_path / "items.toml")
    with pytest.raises(ContentError, match="file not found"):
        parse_tables(tmp_path / "tables.toml")
