"""The house rules ask for code that ``ruff check`` and ``ruff format`` find clean, so
the test command runs them. They read the repository's own sources (the folder above
this one), not the copy of the package installed to run the tests, with the settings in
its pyproject.toml; ruff keeps its cache beside them, in a folder git ignores."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKS = {
    "ruff check": ["ruff", "check", "desktop", "tests", "bench"],
    "ruff format": ["ruff", "format", "--check", "desktop", "tests", "bench"],
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
            f"{check} is not clean (run `python -m {' '.join(CHECKS[check])}` in {ROOT}):\n"
            f"{done.stdout}{done.stderr}",
            pytrace=False,
        )
