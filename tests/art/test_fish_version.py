"""A.D.A.P.T.'s fish pictures are kept on disk under ``FISH_VERSION`` (and Petri Dish's
version): a drawing changed without a new number would show players the old fish until
the next release. This notices when ``art/fish.py`` changes without one."""

from __future__ import annotations

import hashlib
from pathlib import Path

from petridish.games.adapt.art import FISH_VERSION

FISH = Path(__file__).resolve().parents[2] / "desktop/petridish/games/adapt/art/fish.py"

# FISH_VERSION -> the SHA-256 of art/fish.py it was given for (line ends as LF).
DRAWINGS = {
    1: "85df479841f82c0f8ff6aeaf5a73d38f3474e87a6bd62b9338bef57e17b8d082",
    2: "0762a2e80e2dd33bdf2301dcd380d613e4a1eb65249a0dba4025437d2a7ccfc8",
    3: "23e740dde8e07f61e914b7199f8bb808e42aa6ae85db61fcc75b1bb2d4d1ecad",
}


def test_the_fish_drawing_has_a_version_of_its_own():
    digest = hashlib.sha256(FISH.read_bytes().replace(b"\r\n", b"\n")).hexdigest()
    assert DRAWINGS.get(FISH_VERSION) == digest, (
        f"art/fish.py has changed since FISH_VERSION {FISH_VERSION} was recorded. If it "
        f"draws a fish differently, raise FISH_VERSION (games/adapt/art/__init__.py) and add "
        f"{FISH_VERSION + 1}: {digest!r} here; if it draws the same (a comment, a tidy-up), "
        f"record {FISH_VERSION}: {digest!r} instead."
    )
