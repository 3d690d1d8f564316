"""The rulings document and the in-app rules text stay in step with the code."""

from pathlib import Path

from petridish.cli import rules_text
from petridish.core import registry

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


def test_rules_reference_lists_every_ruling():
    for game in playable():
        text = rules_text(game)
        assert all(r.id in text for r in game.rulings)
