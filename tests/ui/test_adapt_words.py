"""One name per thing, the table's, on the real window: through a whole seeded game of
two fish, every word the window shows (the log, the top bar, Your moves, the hints,
the toasts, every tooltip on the table) names places as their labels on the table read
and holds none of the rulebook's abbreviations or dice codes."""

from __future__ import annotations

import re

from petridish.games.adapt import words
from petridish.qt import Qt

from ..games.adapt.test_words import jargon
from .table_driver import settle
from .window_texts import window_texts

ME = "coral"


def play_the_hint(qtbot, window) -> list[str]:
    """Edit › Hint, then Enter in Your moves: the hinted move is played. Returns what
    the window showed with the hint."""
    before = len(window.controller.session.steps)
    window.a_hint.trigger()
    toast = window.page.view.toast
    qtbot.waitUntil(lambda: toast.isVisible() and toast.text().startswith("Hint: "))
    shown = window_texts(window)
    qtbot.keyClick(window.page.moves, Qt.Key.Key_Return)
    settle(qtbot, window)
    steps = window.controller.session.steps
    assert len(steps) > before and steps[before].action.seat == ME
    return shown


def test_a_whole_game_on_the_window_names_each_place_by_its_label(qtbot, window):
    # rulebook: adapt.txt:77
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 3, ["human", "bot"], False)  # two fish: a shorter game
    settle(qtbot, window)
    c, p = window.controller, window.presenter
    texts: set[str] = set()
    for _ in range(300):
        c.run_bots_now()
        settle(qtbot, window)
        if c.game.is_terminal(c.state):
            break
        texts.update(play_the_hint(qtbot, window))  # the top bar, Your moves, the hint
    assert c.game.is_terminal(c.state)
    texts.update(window_texts(window))  # the whole log, the end of the game
    lines = {line for t in texts for line in t.splitlines() if line.strip()}
    assert not jargon(lines)
    # Every place the words name is named as its label on the table reads...
    labels = {name: zone.label for name, zone in p.zones.items() if zone.label}
    for zone in c.game.zones_for(c.game.seats_of(c.state)):
        said = words.zone_name(c.game, zone, c.names)
        assert labels[zone].lower() in said.lower(), (zone, said, labels[zone])
    # ... and the Gene Stream slots the log and the hints speak of are the table's.
    slots = {m.group(0) for line in lines for m in re.finditer(r"Gene Stream \d", line)}
    assert slots and slots <= set(labels.values())
    assert any("Gene Pool" in line for line in lines)
