"""Card faces are kept on disk under their template's ``version`` (see
``art/cache.py``): a face drawn differently without a new number would show players the
old picture until they cleared their cache. This notices when the code that draws a
game's faces changes without one, as test_fish_version does for A.D.A.P.T.'s fish."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from petridish.core import registry

PACKAGE = Path(__file__).resolve().parents[2] / "desktop/petridish"
# The drawing tools the games' faces are drawn with.
SHARED = ("canvas", "draw", "fonts", "frames", "icons", "organic", "text")

# (game, template version) -> the SHA-256 of the code its faces were drawn with.
DRAWINGS = {
    ("adapt", 2): "e9d27891ba9fd3d8e06b73e451e4b58a3624d06a0bc2393ce11c41905ff9f5d4",
    ("genegrafter", 3): "3c250bafdd1d83e56b8a3f3f5ab7d502f7f654f7672e5dded4adf8af0b491fd4",
    ("adrift", 1): "b2505643d36533c9d99b390796eadd8d1f48a42721289dcd4172f9a9b98874a7",
    ("adaptoid24", 3): "8cd6a8c78bbcac9ae6c3a769c57895e9913199750b367e34c01f24efd8ee97f6",
}
assert {game for game, _ in DRAWINGS} == set(registry.game_ids()), "every game's faces"


def drawing_digest(game: str) -> str:
    files = sorted((PACKAGE / "games" / game / "art").glob("*.py"))
    files += [PACKAGE / "art" / f"{name}.py" for name in SHARED]
    sha = hashlib.sha256()
    for path in files:
        sha.update(path.name.encode() + b"\0")
        sha.update(path.read_bytes().replace(b"\r\n", b"\n"))
    return sha.hexdigest()


@pytest.mark.parametrize(
    "template",
    [registry.resolve(registry.entry(game_id).art) for game_id in registry.game_ids()],
    ids=lambda t: t.game_id,
)
def test_each_games_faces_have_a_version_of_their_own(template):
    digest = drawing_digest(template.game_id)
    key = (template.game_id, template.version)
    assert DRAWINGS.get(key) == digest, (
        f"The code that draws {template.name}'s faces has changed since version "
        f"{template.version} was recorded. If a face looks different, raise its template's "
        f"version and add {(template.game_id, template.version + 1)}: {digest!r} here; if "
        f"every face draws the same (a comment, a tidy-up), record {key}: {digest!r}."
    )
