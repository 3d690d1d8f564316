"""The rulings document, the in-app rules text, the scenarios guide and the save format
stay in step with the code."""

import json
import re
from pathlib import Path

from petridish.core import registry, scenario
from petridish.core.reference import rules_text

DOCS = Path(__file__).resolve().parent.parent / "docs"


def playable():
    return [registry.load(e.id) for e in registry.games() if e.available]


def test_every_ruling_is_in_docs_rulings_md_word_for_word():
    text = (DOCS / "RULINGS.md").read_text(encoding="utf-8")
    for game in playable():
        for ruling in game.rulings:
            assert f"**{ruling.id}** {ruling.text}" in text, ruling.id


def test_ruling_ids_are_unique_and_options_exist():
    for game in playable():
        ids = [r.id for r in game.rulings]
        assert len(ids) == len(set(ids))
        options = {o.id for o in game.options}
        assert {r.option for r in game.rulings if r.option} <= options
        assert all(o.ruling in ids for o in game.options if o.ruling)


def test_an_options_names_name_each_of_its_choices_once():
    for game in playable():
        for o in game.options:
            if o.names:
                assert len(o.names) == len(o.choices) == len(set(o.names)), o.id
                assert o.choice_name(o.default), o.id


def test_rules_reference_lists_every_ruling():
    for game in playable():
        text = rules_text(game)
        assert all(r.id in text for r in game.rulings)


def test_rules_reference_says_which_player_counts_an_option_applies_to():
    game = registry.load("adapt")
    text = rules_text(game)
    for option in game.options:
        if option.players == (2,):
            line = next(line for line in text.splitlines() if f"“{option.label}”" in line)
            assert "in games of 2 players only" in line


# -- docs/SCENARIOS.md --------------------------------------------------------------------


def scenarios_md():
    return (DOCS / "SCENARIOS.md").read_text(encoding="utf-8")


def blocks(text, language):
    return re.findall(rf"^```{language}\n(.*?)^```$", text, flags=re.M | re.S)


def test_each_shipped_game_has_a_scenarios_page_listing_exactly_what_it_declares():
    # The games Petri Dish ships (a test may register a game of its own).
    shipped = [e.id for e in registry.games() if e.rules.startswith("petridish.games.")]
    games = [g for g in playable() if g.id in shipped]
    assert {g.id for g in games} >= {"adapt", "adaptoid24"}
    for game in games:
        page = DOCS / "scenarios" / f"{game.id}.md"
        assert page.is_file(), f"{game.name} has no page {page.relative_to(DOCS.parent)}"
        section = page.read_text(encoding="utf-8")
        assert section.startswith(f"# {game.name}: ")
        for name, declared in scenario.catalogue(game).items():
            line = re.search(rf"^- \*\*{name.capitalize()}\*\*: (.*)$", section, flags=re.M)
            assert line, f"{game.name}: no list of {name}"
            assert tuple(re.findall(r"`([^`]+)`", line[1])) == declared, name
        rows = re.findall(r"^\| `([^`]+)` \|", section, flags=re.M)
        assert tuple(rows) == game.draw_points  # the table of draw points, in order


def test_scenarios_md_examples_run_and_its_file_is_as_dump_writes_it(tmp_path, monkeypatch):
    text = scenarios_md()
    (example,) = blocks(text, "json")
    assert scenario.loads(example).dumps() == example
    monkeypatch.chdir(tmp_path)
    (tmp_path / "intimidate.json").write_text(example, encoding="utf-8")
    worked, from_file, saved = blocks(text, "python")
    names = {}
    exec(compile(worked, "SCENARIOS.md", "exec"), names)
    exec(compile(from_file, "SCENARIOS.md", "exec"), names)
    assert names["state"].zones["geneticist.aside"] == ("g.warehouse",)
    names["path"] = tmp_path / "puzzle.petridish"
    exec(compile(saved, "SCENARIOS.md", "exec"), names)
    assert scenario.load("intimidate-2.json").actions[-1]["room"] == "office"
    assert (tmp_path / "puzzle.petridish").is_file()


# -- docs/SAVE-FORMAT.md ------------------------------------------------------------------


def test_save_format_md_describes_the_format_petri_dish_writes():
    from petridish.storage.save_types import MAX_DRAFT, SAVE_VERSION

    text = (DOCS / "SAVE-FORMAT.md").read_text(encoding="utf-8")
    assert f"currently `{SAVE_VERSION}`" in text and f"## Version {SAVE_VERSION}\n" in text
    assert f"list of ≤ {MAX_DRAFT} texts" in text
    (example,) = (json.loads(block) for block in blocks(text, "json"))
    assert example["version"] == SAVE_VERSION
    game = registry.load(example["game"])
    assert set(example["forced"]) <= set(game.draw_points)
    for move in example["moves"]:
        game.action_from_json(move["action"])  # every move decodes as written
    assert len(example["draft"]) <= MAX_DRAFT


def test_every_link_in_a_rules_reference_opens_a_section_or_a_ruling():
    from petridish.core.reference import inner_links, without_links

    for game in playable():
        text = rules_text(game)
        headings = {line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")}
        ids = {r.id for r in game.rulings}
        for name in inner_links(text):
            assert name in headings | ids, f"{game.name}: a link to {name!r} opens nothing"
        assert "](" not in without_links(text)  # a terminal reads the words alone
    assert "ADAPT-R04" in inner_links(rules_text(registry.load("adapt")))
