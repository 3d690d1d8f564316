"""Every rule line of each built game's rulebook is cited by at least one test.

Tests cite the line they check as ``# rulebook: <file>:<line>``. Each game declares its
rulebook and the lines of it that state no rule (headings, the contents, a chart's header
rows) as ``rulebook`` on its rules model, so a new game is checked with nothing added
here. The rulebooks live beside the checkout (``../shared/rulebooks``); without them the
check is skipped.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from petridish.core import registry

ROOT = Path(__file__).resolve().parent.parent
RULEBOOKS = ROOT.parent / "shared" / "rulebooks"
CITE = re.compile(r"#\s*rulebook:\s*([\w.]+):(\d+)")


def shipped_rulebooks():
    """(game id, its Rulebook) for every playable game Petri Dish ships."""
    games = (registry.load(e.id) for e in registry.games() if e.available)
    return [(g.id, g.rulebook) for g in games if g.rulebook is not None]


def cited() -> dict[str, set[int]]:
    found: dict[str, set[int]] = {}
    for path in (ROOT / "tests").rglob("*.py"):
        for name, line in CITE.findall(path.read_text(encoding="utf-8")):
            found.setdefault(name, set()).add(int(line))
    return found


def test_every_playable_game_declares_its_rulebook():
    declared = dict(shipped_rulebooks())
    playable = [e.id for e in registry.games() if e.available]
    assert sorted(declared) == sorted(playable)
    assert declared["adapt"].file == "adapt.txt" and 9 in declared["adapt"].not_rules


@pytest.mark.parametrize("game_id,book", shipped_rulebooks(), ids=lambda x: getattr(x, "file", x))
def test_every_rule_line_is_cited(game_id, book):
    path = RULEBOOKS / book.file
    if not path.is_file():
        pytest.skip(f"{path} is not beside this checkout")
    lines = path.read_text(encoding="utf-8").splitlines()
    rules = {n for n, text in enumerate(lines, 1) if text.strip()} - book.not_rules
    missing = sorted(rules - cited().get(book.file, set()))
    assert not missing, f"{book.file}: no test cites line(s) {missing}"
    # and no citation points past the end of the book, nor at a line declared no rule
    assert max(cited()[book.file]) <= len(lines)
    headings = sorted(book.not_rules & {n for n, t in enumerate(lines, 1) if not t.strip()})
    assert not headings, f"{game_id} declares blank lines as headings: {headings}"
