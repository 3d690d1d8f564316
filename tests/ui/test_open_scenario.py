"""A scenario file (docs/SCENARIOS.md) opened as a save is: set up and played as it
says, on the table, a game to play on from there."""

from __future__ import annotations

import re
from pathlib import Path

from petridish.core import scenario


def test_a_scenario_file_opens_on_the_table_as_a_game_to_play_on(qtbot, window, tmp_path):
    # A designer's scenario (docs/SCENARIOS.md) was refused as "not a Petri Dish save":
    # the only way in was a script that wrote it out as one.
    docs = Path(__file__).resolve().parents[2] / "docs" / "SCENARIOS.md"
    text = re.search(r"```json\n(.*?)```", docs.read_text(encoding="utf-8"), re.S)[1]
    path = tmp_path / "intimidate.json"
    path.write_text(text, encoding="utf-8")
    assert window.open_path(str(path))
    c = window.controller
    assert c.match.game_id == "adaptoid24" and c.match.title == "Intimidate takes a room"
    assert c.state == scenario.load(path).state()  # set up and played as it says
    assert len(c.session.steps) == 5 and not c.sandbox
    assert [s.kind for s in c.match.seats] == ["human", "normal"]
    assert window.windowTitle().startswith("ADAPTOID 24")
    # One that its rules refuse says why, and opens nothing.
    broken = tmp_path / "broken.json"
    broken.write_text(text.replace('"room": "garden"', '"room": "attic"'), encoding="utf-8")
    said: list[str] = []
    window._warn = lambda title, text: said.append(text)
    assert not window.open_path(str(broken))
    assert said and "action 3" in said[0], said
