"""The art package runs without Qt and does no work when imported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_imports_without_qt_or_side_effects(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "import petridish.art, petridish.art.sheets, petridish.games.adaptoid24.art\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))]\n"
    )
    env = {**os.environ, "PETRIDISH_HOME": str(tmp_path / "home")}
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    assert not (tmp_path / "home").exists()


def test_no_qt_import_in_the_sources() -> None:
    import petridish.art

    root = Path(petridish.art.__file__).parent
    for source in root.glob("*.py"):
        text = source.read_text(encoding="utf-8")
        assert "PySide" not in text and "Qt" not in text.replace("Qt ", ""), source
