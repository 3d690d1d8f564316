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
    ("adapt", 2): "2a55fa4dc60799d095c8ac061df90a22e844046e66de297885984950190677c1",
    ("genegrafter", 3): "95166ae87f9c4c1c163fa20855fe1defcbcbe94c0df243d1f19d272b3d2bf8fb",
    ("adrift", 1): "81f32dc71cb33b1b1a84aa99111be84a70745ced04590edf2e1de12453c196e8",
    ("adaptoid24", 2): "d5072c434f0a074f6286a2e5f27239c605bced315cf8f96f4e176cbaafd56730",
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
