"""A.D.A.P.T.'s top bar offers the Special Actions the fish may use now, with the
gesture that uses them, whole at a laptop's 1366 x 768; the gesture it names works."""

from __future__ import annotations

from petridish.games.adapt.state import Special
from tests.games.adapt.helpers import CORAL, FINN, GAME, build, setup
from tests.ui.table_driver import drag_item, lift_curtain, settle
from tests.ui.test_announcements import start
from tests.ui.test_laptop_table import resize

LURE = "part.lantern_lure#1"


def test_the_bar_names_bait_and_the_drag_it_names_baits(qtbot, window):
    # rulebook: adapt.txt:41
    # Offered only in Your moves, Bait and Jump were never found by a new player.
    s = build(setup(3), CORAL, "body.barracuda#1", LURE, xp=8)
    assert Special(CORAL, "bait", FINN) in GAME.legal_actions(s, CORAL)
    start(window, GAME, s, ["human", "human", "human"])
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    lift_curtain(qtbot, window)
    settle(qtbot, window)
    page = window.page
    assert page.prompt.text().endswith("or use Bait (drag its Part onto a fish)."), (
        page.prompt.text()
    )
    assert not page.prompt.elided(), page.prompt.text()
    c = window.controller
    before = len(c.session.steps)
    drag_item(qtbot, window, window.presenter.board.item(LURE), f"{FINN}.fish")
    qtbot.waitUntil(lambda: len(c.session.steps) > before, timeout=3000)
    assert c.session.steps[before].action == Special(CORAL, "bait", FINN)
