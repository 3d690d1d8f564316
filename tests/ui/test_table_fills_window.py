"""The table uses the window: in the real main window at 1366 x 768, putting the side
panel away (F9) never makes any game's table smaller, and makes Genegrafter's and
ADRIFT's larger: their layouts follow the window's shape, so the room F9 gives is
room the table grows into (kpat's model: the card size follows the window)."""

from __future__ import annotations

import pytest

from petridish.qt import Qt, QtCore

from .table_driver import grip, lift_curtain, settle
from .text_sizes import COUNTS, covered_share, open_table

CASES = [(game, n) for game, counts in COUNTS.items() for n in counts]
GROWS = {"genegrafter", "adrift"}  # the tables a wider window used to leave as they were


def figures(window) -> tuple[float, float]:
    """The table's scale (screen pixels a scene unit) and the felt share it covers."""
    return window.page.view.zoom(), covered_share(window)


@pytest.mark.parametrize(("game", "players"), CASES, ids=lambda c: str(c))
def test_putting_the_side_panel_away_makes_the_table_larger(qtbot, window, game, players):
    open_table(qtbot, window, game, players, (1366, 768))
    view = window.page.view
    wide = view.viewport().width()
    zoom, share = figures(window)
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: view.viewport().width() > wide, timeout=3000)
    settle(qtbot, window)
    after, share_after = figures(window)
    print(
        f"{game} {players}: scale {zoom:.3f} -> {after:.3f}, felt {share:.2f} -> {share_after:.2f}"
    )
    assert after >= zoom - 1e-6
    if game in GROWS:
        assert after >= 1.05 * zoom
    # ...and back: the panel open again, the table as it was.
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: window.log.isVisible(), timeout=3000)
    settle(qtbot, window)
    assert view.zoom() == pytest.approx(zoom, rel=0.01)


def test_a_card_held_as_the_window_widens_is_not_pulled_away(qtbot, window):
    # The table is laid out anew only while nothing is held: a card in the hand keeps
    # its place under the pointer, and goes back to its hand when let go.
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["human", "human", "human"], False)
    lift_curtain(qtbot, window)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.size() == QtCore.QSize(1366, 768), timeout=3000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    settle(qtbot, window)
    presenter, view = window.presenter, window.page.view
    shape = presenter.shape
    me = window.controller.viewer
    hand = presenter.zones[f"{me}.hand"]
    card = next(c for c in reversed(hand.items()) if c.draggable)
    vp = view.viewport()
    at = view.mapFromScene(grip(window, card))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=at)
    for step in range(1, 5):
        qtbot.mouseMove(vp, at + QtCore.QPoint(0, -12 * step))
    assert view.table().drag.held is card
    wide = vp.width()
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: vp.width() > wide, timeout=3000)
    assert presenter.shape == shape and view.table().drag.held is card
    qtbot.mouseMove(vp, at)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=at)
    settle(qtbot, window)
    assert card in hand.items()
    # The next change of the window's size lays the table out for it.
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: window.log.isVisible(), timeout=3000)
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: vp.width() > wide, timeout=3000)
    settle(qtbot, window)
    assert presenter.shape != shape
    assert view.table().content_rect().isValid() and card in hand.items()
