"""Every rule line of ``adapt.txt`` is cited by a test of this folder, as
``tests/test_rulebook_coverage.py`` checks for every built game. Headings, the table
of contents and the charts' header rows carry no rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
BOOK = HERE.parents[2].parent / "shared" / "rulebooks" / "adapt.txt"
HEADINGS = {1, 2, 3, 4, 5, 7, 9, 12, 16, 17, 20, 21, 22, 31, 37, 44, 51, 52, 53, 60, 69, 76}
HEADINGS |= {81, 89, 97, 103, 104, 105, 112, 113, 114, 122, 123, 124}
CITE = re.compile(r"#\s*rulebook:\s*adapt\.txt:(\d+)")


def test_every_rule_line_of_the_rulebook_is_cited():
    if not BOOK.is_file():
        pytest.skip(f"{BOOK} is not beside this checkout")
    lines = BOOK.read_text(encoding="utf-8").splitlines()
    rules = {n for n, text in enumerate(lines, 1) if text.strip()} - HEADINGS
    cited = {int(n) for path in HERE.glob("test_*.py") for n in CITE.findall(path.read_text())}
    assert not sorted(rules - cited), f"no test cites adapt.txt line(s) {sorted(rules - cited)}"
    assert max(cited) <= len(lines)
