"""Build the PyInstaller bundle and run its self-test: the players' download, end to end.

CI builds the bundle and runs its self-test after the suite (``.ci/run``). These tests
do the same and try the bundled command line, for a developer changing the packaging; a
build takes a minute or more, so they run only when asked for, with PyInstaller installed:

    PETRIDISH_TEST_BUNDLE=1 python -m pytest tests/packaging
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import petridish

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "petridish.spec"
EXE = ".exe" if sys.platform == "win32" else ""

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("PETRIDISH_TEST_BUNDLE") != "1",
        reason="builds the bundle (minutes): set PETRIDISH_TEST_BUNDLE=1",
    ),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder bundle, built once for the tests below."""
    pytest.importorskip("PyInstaller", reason='needs PyInstaller: pip install ".[bundle]"')
    work = tmp_path_factory.mktemp("bundle")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
            str(SPEC),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    return work / "dist" / "petridish"


def run(bundle: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The bundle's console program, run as a player would: outside the checkout and
    without PETRIDISH_RESOURCES, so that it can only use what it carries."""
    env = {k: v for k, v in os.environ.items() if k != "PETRIDISH_RESOURCES"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [str(bundle / f"petridish{EXE}"), *args],
        cwd=bundle.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_bundle_passes_its_self_test_with_its_own_resources(bundle):
    done = run(bundle, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout
    for count in range(2, 6):  # A.D.A.P.T. at every count, the game that once crashed here
        assert f"adapt, {count} players: ok" in done.stdout
    resources = next(line for line in done.stdout.splitlines() if line.startswith("resources: "))
    assert Path(resources.removeprefix("resources: ")).is_relative_to(bundle.resolve())


def test_the_bundled_command_line_works_from_a_terminal(bundle):
    done = run(bundle, "--version")
    assert done.returncode == 0 and petridish.__version__ in done.stdout
    done = run(bundle, "simulate", "adaptoid24", "--games", "5", "--seed", "3")
    assert done.returncode == 0, done.stderr
    assert "errors:           0" in done.stdout
    done = run(bundle, "rules", "adaptoid24")
    assert done.returncode == 0 and "Rulings" in done.stdout


def test_the_bundle_is_slim(bundle):
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    size_mb = sum(p.stat().st_size for p in files) / 2**20
    assert size_mb < 150, f"{size_mb:.0f} MB"
    names = {p.relative_to(bundle).as_posix() for p in files}
    assert not [n for n in names if "/Qt/translations/" in n or "/Qt/qml/" in n]
    assert not [n for n in names if "Network" in n or "QtQuick" in n or "WebEngine" in n]
    assert not [n for n in names if "/plugins/imageformats/" in n]
    icons = {n for n in names if n.endswith("resources/icons/petridish.png")}
    assert icons, "resources/icons is missing from the bundle"
