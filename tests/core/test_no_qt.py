"""Rules stay pure: importing ``core/`` and every game's rules model and computer player
loads no Qt module, so they run headless for tests, bots and the command line."""

from __future__ import annotations

import subprocess
import sys

CODE = r"""
import importlib, pkgutil, sys
import petridish.core
from petridish.core import registry

for module in pkgutil.iter_modules(petridish.core.__path__):
    importlib.import_module(f"petridish.core.{module.name}")
loaded = []
for info in registry.games():
    for path in (info.rules, info.bot):
        if path:
            registry.resolve(path)
            loaded.append(path)
qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken")))
print(len(loaded), ",".join(qt))
"""


def test_core_and_every_rules_model_import_no_qt() -> None:
    out = subprocess.run(
        [sys.executable, "-c", CODE], check=True, capture_output=True, text=True
    ).stdout.split()
    loaded, qt = int(out[0]), out[1] if len(out) > 1 else ""
    assert loaded >= 2, "every game with rules is imported (ADAPTOID 24's rules and bot)"
    assert qt == "", f"Qt loaded by the rules: {qt}"


# Every module of a game's folder that does not itself import Qt or the table (the
# presenter, its items, its cover) must load no Qt through what it imports: a rules-side
# module that reached Qt through ``petridish.table`` once called itself "no Qt".
PURE_MODULES = r"""
import ast, importlib, pkgutil, sys
import petridish.games

QT_SIDE = ("petridish.qt", "petridish.table", "petridish.ui", "PySide6", "shiboken6")


def own_imports(path):
    tree = ast.parse(open(path, encoding="utf-8").read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


pure = []
for info in pkgutil.walk_packages(petridish.games.__path__, "petridish.games."):
    path = importlib.util.find_spec(info.name).origin
    if not any(name.startswith(QT_SIDE) for name in own_imports(path)):
        pure.append(info.name)
for name in pure:
    importlib.import_module(name)
    qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken")))
    if qt:
        print("QT", name)
        break
print(len(pure), " ".join(pure))
"""


def test_every_game_module_that_imports_no_qt_loads_none() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PURE_MODULES], check=True, capture_output=True, text=True
    ).stdout
    assert not out.startswith("QT"), f"{out.split()[1]} loads Qt through what it imports"
    pure = out.split()[1:]
    assert "petridish.games.adaptoid24.gestures" in pure and "petridish.games.adapt.rules" in pure
