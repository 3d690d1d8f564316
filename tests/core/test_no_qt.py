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
