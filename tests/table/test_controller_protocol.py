"""Presenters ask the controller only what ``table.controller.TableController`` names,
and the app's controller has all of it."""

from __future__ import annotations

import ast
from pathlib import Path

from petridish.core import registry
from petridish.storage.saves import SeatInfo
from petridish.table.controller import MEMBERS
from petridish.ui.controller import GameController, Match

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "desktop" / "petridish"


def presenter_sources() -> list[Path]:
    """The presenter base, every module of every game's folder, and the test game's."""
    games = sorted((PACKAGE / "games").rglob("*.py"))
    return [PACKAGE / "table" / "presenter.py", *games, ROOT / "tests/ui/toy_presenter.py"]


def asked_of_the_controller(path: Path) -> set[str]:
    """Each ``controller.<name>`` (``self.controller.<name>`` included) in ``path``."""
    asked = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute | ast.Name):
            owner = node.value.attr if isinstance(node.value, ast.Attribute) else node.value.id
            if owner == "controller":
                asked.add(node.attr)
    return asked


def test_presenters_ask_the_controller_only_what_the_protocol_names():
    asked_by = {
        path.relative_to(ROOT): asked_of_the_controller(path) for path in presenter_sources()
    }
    every = set().union(*asked_by.values())
    assert {"submit", "view", "can_act", "session", "match"} <= every
    beyond = {
        str(path): sorted(names - MEMBERS) for path, names in asked_by.items() if names - MEMBERS
    }
    assert not beyond, f"add these to TableController or ask something it names: {beyond}"


def test_the_apps_controller_has_everything_the_protocol_names(qapp):
    game = registry.load("adaptoid24")
    seats = [SeatInfo(s.id, s.name, "human", s.colour) for s in game.seats_for(2)]
    controller = GameController.new(Match("adaptoid24", seats, 7))
    missing = sorted(name for name in MEMBERS if not hasattr(controller, name))
    assert not missing
    assert {"view", "viewer", "state", "sandbox", "replay_at", "intent", "names"} <= MEMBERS
    assert controller.match.seat(seats[0].id).name == seats[0].name
