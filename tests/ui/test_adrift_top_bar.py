"""ADRIFT's top bar keeps the person's own instruction while they may act: a computer
castaway's move, made meanwhile, is told over the table, not in the bar; and a "Now: …"
that said what the person was asked goes once it is no longer asked."""

from __future__ import annotations

from petridish.games.adrift.state import DAY, Row, Swim
from tests.games.adrift import helpers as adrift

from . import adrift_driver
from .test_announcements import start


def test_a_computers_move_is_told_over_the_table_while_the_castaway_may_act(qtbot, window):
    # rulebook: adrift.txt:81
    # On a day everyone acts in any order: Red, at the computer, may act while Blue,
    # the computer, moves.
    window.bot_delay_ms = 60
    state = adrift.position(2, step=DAY, hands={adrift.BLUE: [adrift.card("bucket")]})
    start(window, adrift.GAME, state, ["human", "bot"])
    c, page = window.controller, window.page
    asked = page.prompt.text()
    assert c.viewer == adrift.RED and asked.startswith("Day 3: do your job")
    seen: dict = {}

    def note() -> None:
        if c.intent is not None and not seen:
            seen["prompt"] = page.prompt.text()
            seen["toast"] = page.view.toast.text()
            seen["step"] = page.step.text()

    c.changed.connect(note)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    c.changed.disconnect(note)
    assert seen["prompt"] == asked
    assert seen["toast"].startswith("Blue "), seen
    assert seen["step"] == "Done for today"  # Red's own button stays by the prompt


def test_a_now_toast_goes_once_what_it_announced_is_no_longer_asked(qtbot, window):
    # rulebook: adrift.txt:46
    # rulebook: adrift.txt:59
    # The computers' rowing brings a Rogue Wave that throws Red overboard: "Now: … swim
    # for the boat". Red swims aboard at once; the toast no longer says to swim.
    state = adrift.position(
        3,
        step=DAY,
        places={adrift.RED: 1, adrift.BLUE: 5, adrift.GREEN: 6},
        hands={adrift.BLUE: [adrift.card("oar")], adrift.GREEN: [adrift.card("oar", 1)]},
        dice=(1,),
        forced={"job": [8, 8], "situation": [1], "whom": [1], "swim": [8]},
    )
    start(window, adrift.GAME, state, ["human", "bot", "bot"])
    c, page = window.controller, window.page
    c.paused = True
    for rower in (adrift.BLUE, adrift.GREEN):
        assert c.submit(Row(rower)) is None
    toast = page.view.toast
    assert toast.isVisible() and "Now: " in toast.text() and "swim for the boat" in toast.text()
    adrift_driver.perform(qtbot, window, Swim(adrift.RED))
    assert adrift.RED not in c.state.overboard
    assert not (toast.isVisible() and "swim for the boat" in toast.text()), toast.text()
