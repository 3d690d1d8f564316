"""Shared fixtures for the storage tests: a private home folder, real games, file listings."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from petridish.core.session import Session
from petridish.games.adaptoid24.rules import GAME
from petridish.storage.paths import Paths
from petridish.storage.saves import SeatInfo

SEATS = (
    SeatInfo("adaptoid", "Ann", "human", "#CC79A7"),
    SeatInfo("geneticist", "Computer", "bot", "#E69F00"),
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every storage test runs with PETRIDISH_HOME in its own temporary folder."""
    folder = tmp_path / "home"
    monkeypatch.setenv("PETRIDISH_HOME", str(folder))
    return folder


@pytest.fixture
def paths(home: Path) -> Paths:
    return Paths.default()


def play_random(session: Session[Any], rng: random.Random, moves: int) -> int:
    """Play up to ``moves`` legal actions chosen by ``rng``; return how many were played."""
    game = session.game
    for n in range(moves):
        if game.is_terminal(session.state):
            return n
        seat = rng.choice(game.to_move(session.state))
        session.submit(rng.choice(game.legal_actions(session.state, seat)))
    return moves


@pytest.fixture
def play() -> Callable[[Session[Any], random.Random, int], int]:
    return play_random


@pytest.fixture
def seats() -> tuple[SeatInfo, ...]:
    return SEATS


@pytest.fixture
def game() -> Any:
    return GAME


def listing(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` (relative path -> SHA-256), to prove nothing changed."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        if p.is_file()
        else "<dir>"
        for p in sorted(folder.rglob("*"))
    }


@pytest.fixture
def files() -> Callable[[Path], dict[str, str]]:
    return listing
