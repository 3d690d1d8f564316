"""The package keeps its layers: the window does not reach into the command line, and the
shared card art holds nothing that only one game draws (that lives in the game's folder,
so a new game finds only general drawing tools in ``art/``)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "petridish"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports() -> dict[str, set[str]]:
    """Each module of the package -> the ``petridish`` modules it imports (anywhere in it,
    functions included: a deferred import is an arrow all the same)."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
                names |= {f"{node.module}.{a.name}" for a in node.names}
        found[module_name(path)] = {n for n in names if n.startswith("petridish")}
    return found


def area(module: str) -> str:
    """Where a module belongs: ``games.<id>`` for a game's, else its top-level folder."""
    parts = module.split(".")[1:]
    return ".".join(parts[:2]) if parts[0] == "games" and len(parts) > 1 else parts[0]


def test_no_module_of_the_window_imports_the_command_line():
    graph = imports()
    window = {m: deps for m, deps in graph.items() if m.startswith("petridish.ui.")}
    assert window
    for module, deps in window.items():
        assert not {d for d in deps if d == "petridish.cli" or d.startswith("petridish.cli.")}, (
            module
        )


def test_every_shared_art_module_serves_more_than_one_game_or_the_app():
    graph = imports()
    art = sorted(m for m in graph if m.startswith("petridish.art."))
    assert "petridish.art.organic" in art and "petridish.art.frames" in art

    def users(module: str, seen: frozenset[str] = frozenset()) -> set[str]:
        """The areas that use ``module``, through other shared art modules too."""
        out: set[str] = set()
        for other, deps in graph.items():
            if module in deps and other != module and other not in seen:
                if other in art:
                    out |= users(other, seen | {module})
                else:
                    out.add(area(other))
        return out

    only_one_game = {}
    for module in art:
        served = users(module)
        if len(served) == 1 and next(iter(served)).startswith("games."):
            only_one_game[module] = served.pop()
    assert not only_one_game, f"move these into the game's own art/: {only_one_game}"
