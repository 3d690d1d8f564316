"""Genegrafter's rulings are in docs/RULINGS.md word for word, each id once, and every
option a ruling names exists (and names it back); its scenarios page lists what it
declares."""

import re
from pathlib import Path

from petridish.core import scenario
from petridish.core.reference import rules_text
from petridish.games.genegrafter.rules import GAME

RULINGS_MD = Path(__file__).resolve().parents[3] / "docs" / "RULINGS.md"


def test_every_ruling_is_in_docs_rulings_md_word_for_word():
    text = RULINGS_MD.read_text(encoding="utf-8")
    section = text.split("## Genegrafter (`genegrafter`)", 1)[1]
    for ruling in GAME.rulings:
        assert f"**{ruling.id}** {ruling.text}" in section, ruling.id


def test_ruling_ids_are_unique_and_options_exist():
    ids = [r.id for r in GAME.rulings]
    assert len(ids) == len(set(ids)) and ids == sorted(ids)
    options = {o.id for o in GAME.options}
    assert {r.option for r in GAME.rulings if r.option} <= options
    assert all(o.ruling in ids for o in GAME.options if o.ruling)


def test_the_scenarios_page_lists_exactly_what_genegrafter_declares():
    page = RULINGS_MD.parent / "scenarios" / "genegrafter.md"
    section = page.read_text(encoding="utf-8")
    assert section.startswith("# Genegrafter: ")
    for name, declared in scenario.catalogue(GAME).items():
        line = re.search(rf"^- \*\*{name.capitalize()}\*\*: (.*)$", section, flags=re.M)
        assert line, f"no list of {name}"
        assert tuple(re.findall(r"`([^`]+)`", line[1])) == declared, name
    rows = re.findall(r"^\| `([^`]+)` \|", section, flags=re.M)
    assert tuple(rows) == GAME.draw_points


def test_the_rules_reference_reads_and_lists_every_ruling():
    # rulebook: genegrafter.txt:65
    text = rules_text(GAME)
    assert text.startswith("# Genegrafter — how to play")
    for heading in ("## A turn", "## A battle", "## Genegrafting Rounds", "## The end"):
        assert heading in text
    for ruling in GAME.rulings:
        assert f"**{ruling.id}** {ruling.text}" in text
    assert "*(Game option “Ability Cards flip”, default: last laid first.)*" in text
