"""The house rules ask for code that ``ruff check`` and ``ruff format`` find clean, and
for ``core/`` and every game's rules that ``mypy --strict`` finds clean, so the test
command runs them. They read the repository's own sources (the folder above this one),
not the copy of the package installed to run the tests, with the settings in its
pyproject.toml; ruff and mypy keep their caches beside them, in folders git ignores."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from petridish.core import registry

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "desktop" / "petridish"


def imports(path: Path) -> set[str]:
    """The modules ``path`` imports, by name (``from x import y`` names x and x.y)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def rules_modules() -> list[str]:
    """``core/`` and, for every game, its rules model and every module of its folder the
    rules import, directly or not: the code the type checker holds to ``--strict``."""
    found = set(PACKAGE.glob("core/*.py"))
    for game in registry.game_ids():
        folder = PACKAGE / "games" / game
        waiting = [folder / "rules.py", folder / "__init__.py"]
        while waiting:
            path = waiting.pop()
            if path in found or not path.is_file():
                continue
            found.add(path)
            prefix = f"petridish.games.{game}."
            for name in imports(path):
                if name.startswith(prefix):
                    waiting.append(folder / f"{name.removeprefix(prefix).split('.')[0]}.py")
    return sorted(str(p.relative_to(ROOT)) for p in found)


CHECKS = {
    "ruff check": ["ruff", "check", "desktop", "tests", "bench"],
    "ruff format": ["ruff", "format", "--check", "desktop", "tests", "bench"],
    "mypy": ["mypy", *rules_modules()],  # strict: see [tool.mypy]
}


@pytest.mark.parametrize("check", list(CHECKS))
def test_the_code_passes(check):
    assert (ROOT / "pyproject.toml").is_file(), f"no repository around {ROOT}"
    done = subprocess.run(
        [sys.executable, "-m", *CHECKS[check]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if done.returncode != 0:
        pytest.fail(
            f"{check} is not clean (run `python -m {' '.join(CHECKS[check][:4])}`"
            f"{' …' if len(CHECKS[check]) > 4 else ''} in {ROOT}):\n"
            f"{done.stdout}{done.stderr}",
            pytrace=False,
        )


def test_the_type_checker_holds_core_and_every_games_rules():
    held = rules_modules()
    assert "desktop/petridish/core/work.py" in held
    for game in registry.game_ids():
        assert f"desktop/petridish/games/{game}/rules.py" in held
        assert f"desktop/petridish/games/{game}/presenter.py" not in held
        # A game's rules reach no computer player, but for the strong player's thinking:
        # its deal of a choice the others keep hidden, weighed as the normal player
        # would make it (ADAPTOID 24's hidden room), or its judgement of a position
        # played on by the normal player (A.D.A.P.T., ADRIFT): that player is then held
        # to --strict with the rules.
        if f"desktop/petridish/games/{game}/bot.py" in held:
            assert f"desktop/petridish/games/{game}/thinking.py" in held
