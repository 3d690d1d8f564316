"""Fixtures of the hostile suite: a private home folder, and the size it runs at."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

from . import scale


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every hostile case runs with PETRIDISH_HOME in its own temporary folder."""
    folder = tmp_path / "home"
    monkeypatch.setenv("PETRIDISH_HOME", str(folder))
    return folder


def pytest_report_header(config):
    return f"hostile suite size: {'full' if scale.FULL else 'small'}"
