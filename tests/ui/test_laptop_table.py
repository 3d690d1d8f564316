"""The table at laptop size: in the real main window at 1366 x 768, 1280 x 720 and
1000 x 700 the bars keep one height and one line (a long prompt ends in "…" and shows
whole on hover), "At the computer" is never cut, the side panel keeps at most about a
fifth of the width and F9 puts it away and brings it back, and an A.D.A.P.T. table of
two to five fish shows its Gene Stream cards' names big enough to read, nothing cut
off or overlapping (the attacks' panel included, hidden or not)."""

from __future__ import annotations

import itertools

import pytest

from petridish.art.draw import REF_W
from petridish.games.adapt import layout
from petridish.games.adapt.state import slot_zone
from petridish.qt import Qt, QtCore, QtWidgets
from petridish.table.constants import CARD_W

from .table_driver import settle

SIZES = [(1366, 768), (1280, 720), (1000, 700)]
FIVE_FISH = ["human", "bot", "bot", "bot", "bot"]
# A.D.A.P.T.'s card art writes a card's name 80 units tall on its 750-unit-wide face
# (games/adapt/art/faces.py, _header): on screen that is 80 / 750 of the card's width.
TITLE_UNITS = 80


def resize(qtbot, window, w: int, h: int) -> None:
    window.resize(w, h)
    qtbot.waitUntil(lambda: window.size() == QtCore.QSize(w, h), timeout=3000)
    for _ in range(3):
        QtWidgets.QApplication.processEvents()


def title_px(window, zone: str) -> float:
    """How tall, in screen pixels, the name of the card lying in ``zone`` is drawn."""
    piece = window.presenter.zones[zone].items()[-1]
    face = piece.mapRectToScene(QtCore.QRectF(QtCore.QPointF(), piece.size()))
    on_screen = window.page.view.mapFromScene(face).boundingRect()
    assert piece.size().width() == pytest.approx(CARD_W)  # a whole card, not a Part
    return on_screen.width() * TITLE_UNITS / REF_W


@pytest.mark.parametrize("size", SIZES)
def test_the_bars_keep_one_line_at_one_height_whatever_the_prompt_says(qtbot, window, size):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 2, ["human", "human"], False)
    settle(qtbot, window)
    resize(qtbot, window, *size)
    page, view = window.page, window.page.view
    before = view.geometry()
    short, long = "Drag a card.", " ".join(["Choose a Part and drop it on your fish"] * 8)
    page.set_status(page.turn.text(), long, False)
    QtWidgets.QApplication.processEvents()
    # The table does not move: the prompt is one line, cut short, whole on hover.
    assert view.geometry() == before
    prompt = page.prompt
    assert prompt.text() == long and prompt.elided() and prompt.toolTip() == long
    line = prompt.fontMetrics().height()
    assert prompt.height() < 2 * line
    page.set_status(page.turn.text(), short, False)
    QtWidgets.QApplication.processEvents()
    assert view.geometry() == before and not prompt.elided() and prompt.toolTip() == ""
    # Two people share the computer: who is there shows whole, the Rules pill a line.
    combo = page.at_computer
    assert combo.isVisible() and combo.width() >= combo.sizeHint().width()
    label = page.at_computer_label
    assert label.width() >= label.sizeHint().width()
    assert page.mode.height() <= page.mode.sizeHint().height()
    assert page.turn.width() > 0 and page.top_bar.height() < 3 * line


@pytest.mark.parametrize("size", SIZES)
def test_the_side_panel_is_narrow_and_f9_puts_it_away(qtbot, window, size):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 2, ["human", "bot"], False)
    settle(qtbot, window)
    resize(qtbot, window, *size)
    log, view = window.log, window.page.view
    assert log.isVisible() and log.width() <= 0.22 * window.width()
    wide = view.viewport().width()
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: not log.isVisible() and not window.rules.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: view.viewport().width() > wide, timeout=3000)  # the table's
    assert not window.side_panel.action.isChecked()
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: log.isVisible(), timeout=3000)
    assert window.side_panel.action.isChecked() and log.width() <= 0.22 * window.width()
    # The View menu says so, with its key.
    action = window.side_panel.action
    assert action in window.view_menu.actions() and action.shortcut().toString() == "F9"


@pytest.mark.parametrize("fish", [5, 4, 3, 2])
def test_an_adapt_table_reads_at_a_glance_on_a_laptop(qtbot, window, fish):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 4, FIVE_FISH[:fish], False)
    settle(qtbot, window)
    window.controller.run_bots_now(12)
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    view = window.page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    zones = window.presenter.zones
    # rulebook: adapt.txt:99 (a Gene Stream slot for each player beyond the second)
    assert slot_zone(fish + 1) in zones and slot_zone(fish + 2) not in zones
    for name, zone in zones.items():
        assert shown.contains(zone.scene_rect()), f"{name} is cut off"
    # No two places overlap (each mat's, and the common area's).
    rects = [(n, z.scene_rect()) for n, z in zones.items() if z.isVisible()]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            assert not ra.adjusted(1, 1, -1, -1).intersects(rb), f"{a} overlaps {b}"
    # The attacks since your last turn have their place inside the table, over nothing.
    panel = window.presenter.panel
    place = panel.mapRectToScene(QtCore.QRectF(0, 0, panel.boundingRect().width(), 96))
    assert shown.contains(place)
    assert not any(place.intersects(rect) for _, rect in rects)
    # A mat's six dice at most lie side by side, none over another.
    for seat in window.controller.game.seats_of(window.controller.state):
        spots = zones[layout.dice_zone(seat)].positions(layout.DICE)
        assert all(b.x() - a.x() >= layout.DIE for a, b in itertools.pairwise(spots))
    # The Gene Stream's names can be read without hovering.
    assert title_px(window, slot_zone(1)) >= 8.9
