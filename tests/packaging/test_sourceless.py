"""Petri Dish without its source files, as an installed bundle runs it.

A PyInstaller bundle carries the app as compiled modules in an archive: no ``.py`` file
is on disk, and ``__file__`` names a file that does not exist. Code that reads its own
source (the fish pictures' cache once keyed itself on ``art/fish.py``'s size and time)
works from a checkout and crashes in the download. These tests run the app from a zip
of compiled modules only, which fails the same way, in the ordinary suite: no bundle
needs building.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from petridish.core import registry

ROOT = Path(__file__).resolve().parents[2]

# Run from the zip: it comes first on the path, and the check below proves the modules
# came from it (an editable install would otherwise be found first).
FROM_THE_ZIP = """
import sys
sys.path.insert(0, sys.argv[1])
import petridish, petridish.games.adapt.art.fish as fish, petridish.games.adapt.fish_item
for module in (petridish, fish):
    assert module.__file__.startswith(sys.argv[1]) and module.__file__.endswith(".pyc"), module
    assert module.__spec__.origin.startswith(sys.argv[1]), module.__spec__.origin
from petridish.cli import main
sys.exit(main(["--self-test"]))
"""


@pytest.fixture(scope="module")
def sourceless(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The ``petridish`` package as compiled modules in a zip, with no source in it."""
    archive = tmp_path_factory.mktemp("sourceless") / "petridish.zip"
    with zipfile.PyZipFile(archive, "w") as zf:
        zf.writepy(str(ROOT / "desktop" / "petridish"))
        names = zf.namelist()
    assert names and not [n for n in names if n.endswith(".py")]
    return archive


def self_test(archive: Path, resources: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PETRIDISH_RESOURCES": str(resources)}
    return subprocess.run(
        [sys.executable, "-c", FROM_THE_ZIP, str(archive)],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
        cwd=archive.parent,  # not the checkout: nothing is found there by accident
    )


def playable() -> list[tuple[str, int]]:
    """Every playable game at every player count it supports."""
    every = []
    for info in registry.games():
        if info.available:
            game = registry.load(info.id)
            every += [(info.id, n) for n in range(game.min_players, game.max_players + 1)]
    return every


def test_every_game_at_every_count_plays_saves_and_opens_again_without_source(sourceless):
    done = self_test(sourceless, ROOT / "resources")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    for game_id, count in playable():
        line = next(x for x in lines if x.startswith(f"{game_id}, {count} players: "))
        assert ": ok — autosaved after" in line and "opened again, ended after" in line, line
    assert ("adapt", 5) in playable() and ("adaptoid24", 2) in playable()
    assert "fonts: ok" in done.stdout and lines[-1] == "self-test passed"
    # The fish and the card faces were drawn and kept: the caches work without source.
    assert "FAILED" not in done.stdout and not done.stderr.strip(), done.stderr


def test_the_self_test_fails_naming_what_the_download_lacks(sourceless, tmp_path):
    """A copy missing a font and a rules reference, as a bundle built without them."""
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources)
    (resources / "fonts" / "DejaVuSansCondensed.ttf").unlink()
    (resources / "games" / "adaptoid24" / "rules.md").unlink()
    done = self_test(sourceless, resources)
    assert done.returncode == 1
    # Every card face draws with the fonts: each table fails too, naming the missing file.
    font = "fonts/DejaVuSansCondensed.ttf: file not found"
    assert done.stdout.count(font) == 1 + len(playable())
    assert "adaptoid24 rules: FAILED" in done.stdout and "rules.md: file not found" in done.stdout
    assert "adapt rules: ok" in done.stdout and "picker: ok" in done.stdout
    # Every table of each game but ADAPTOID 24 fails on the font alone (in the picker's order).
    tables = [f"{g}, {n} players" for g, n in playable() if g != "adaptoid24"]
    failed = ["fonts", *tables, "adaptoid24 rules", "adaptoid24, 2 players"]
    assert done.stdout.splitlines()[-1] == f"self-test FAILED ({len(failed)}): {'; '.join(failed)}"
