"""ADRIFT's warning that the next dawn sinks the boat reads whole at 1366 x 768, beside
the day's job and with the computers' busy sign showing: it ended "(drag the…", and the
way to save the boat was lost."""

from __future__ import annotations

from tests.games.adrift.helpers import BLUE, GAME, GREEN, ITEMS, RED, YELLOW, card, position
from tests.ui.table_driver import lift_curtain, settle
from tests.ui.test_announcements import start
from tests.ui.test_laptop_table import resize


def test_the_dawn_that_sinks_the_boat_is_said_whole_at_a_laptop(qtbot, window):
    # rulebook: adrift.txt:26 (the water rises each morning; past 8 everyone loses)
    pole = card("pole")
    rest = [c for c in ITEMS.copies() if c != pole][:14]
    state = position(
        4,
        places={RED: 1, BLUE: 2, GREEN: 7, YELLOW: 8},
        hands={RED: [pole]},
        bins={1: rest[:7], 2: rest[7:]},
        water=6,
    )
    start(window, GAME, state, ["human", "bot", "bot", "bot"])
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    lift_curtain(qtbot, window)
    window.page.set_busy("Blue is thinking…")  # as while a computer thinks
    settle(qtbot, window)
    prompt = window.page.prompt
    assert "At dawn the water rises" in prompt.text() and "past 8" in prompt.text()
    assert prompt.text().endswith("(drag them onto the sea), or the boat sinks."), prompt.text()
    assert not prompt.elided(), prompt.text()
