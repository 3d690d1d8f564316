"""Every rule line of a built game's rulebook is cited by at least one test.

Tests cite the line they check as ``# rulebook: <file>:<line>``. Headings and the
table of contents carry no rule, so they are listed here instead of cited. The
rulebooks live beside the checkout (``../shared/rulebooks``); without them the check
is skipped.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULEBOOKS = ROOT.parent / "shared" / "rulebooks"
# Lines that are headings, not rules.
HEADINGS = {
    "adaptoid24.txt": {1, 2, 3, 4, 5, 7, 12, 17, 32, 33, 42, 47, 49, 52, 55},
    # Headings, and the header rows of the charts (their rows of results are rules).
    "adapt.txt": {1, 2, 3, 4, 5, 7, 9, 12, 16, 17, 20, 21, 22, 31, 37, 44, 51, 52, 53, 60, 69}
    | {76, 81, 89, 97, 103, 104, 105, 112, 113, 114, 122, 123, 124},
}
CITE = re.compile(r"#\s*rulebook:\s*([\w.]+):(\d+)")


def cited() -> dict[str, set[int]]:
    found: dict[str, set[int]] = {}
    for path in (ROOT / "tests").rglob("*.py"):
        for name, line in CITE.findall(path.read_text(encoding="utf-8")):
            found.setdefault(name, set()).add(int(line))
    return found


@pytest.mark.parametrize("book", sorted(HEADINGS))
def test_every_rule_line_is_cited(book):
    path = RULEBOOKS / book
    if not path.is_file():
        pytest.skip(f"{path} is not beside this checkout")
    lines = path.read_text(encoding="utf-8").splitlines()
    rules = {n for n, text in enumerate(lines, 1) if text.strip()} - HEADINGS[book]
    missing = sorted(rules - cited().get(book, set()))
    assert not missing, f"{book}: no test cites line(s) {missing}"
    # and no citation points past the end of the book
    assert max(cited()[book]) <= len(lines)
