"""Cards that turn over together turn one after another, and dice thrown together
tumble one after another (a battle's cards flipped one by one, its dice rolled in
turn), at the animation speed chosen; a click on the felt shows the end at once."""

from __future__ import annotations

import itertools
import time

from petridish.qt import Qt, QtCore
from petridish.table.constants import CUE_MS, CUE_STEPS, FLIP_MS

from .helpers import settle
from .test_board import card, die, make_board


def _settled_at(items, signal: str) -> list[float]:
    """When each item's ``signal`` fires (flipped, rolled), in seconds, by item."""
    times: list[float] = [0.0] * len(items)
    for i, item in enumerate(items):
        getattr(item, signal).connect(lambda *_, i=i: times.__setitem__(i, time.monotonic()))
    return times


def test_cards_revealed_together_turn_over_one_after_another(qtbot, view, scene):
    board = make_board(scene)
    board.show({"hand": [card(None, up=False)] * 3}, animated=False)
    items = board.zones["hand"].items()
    settled = _settled_at(items, "flipped")

    board.show({"hand": [card("a"), card("b"), card("c")]})
    assert [it.face_up for it in items] == [True, True, True]  # the model's, at once
    # The first turns now; the others still show their backs until their turn.
    qtbot.waitUntil(lambda: settled[0] > 0, timeout=2000)
    assert settled[1] == settled[2] == 0.0
    assert not items[2]._shown_up
    settle(qtbot, scene)
    gaps = [b - a for a, b in itertools.pairwise(settled)]
    assert all(gap >= 0.8 * CUE_MS / 1000 for gap in gaps), gaps
    assert all(it._shown_up for it in items)


def test_dice_thrown_together_tumble_one_after_another(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [die(0, key="a"), die(0, key="b")]}, animated=False)
    a, b = board.item("a"), board.item("b")
    settled = _settled_at([a, b], "rolled")

    board.show({"tray": [die(5, key="a", rolled=True), die(3, key="b", rolled=True)]})
    assert a.rolling and b.rolling
    qtbot.waitUntil(lambda: a.rotation() != 0.0, timeout=1000)
    assert b.rotation() == 0.0 and b._shown == 0  # still waiting, its old face up
    settle(qtbot, scene)
    assert settled[1] - settled[0] >= 0.8 * CUE_MS / 1000
    assert (a._shown, b._shown) == (5, 3)


def test_the_wait_follows_the_animation_speed_and_a_pile_is_no_show(qtbot, view, scene):
    board = make_board(scene)
    board.show({"hand": [card(None, up=False)] * 2}, animated=False)
    items = board.zones["hand"].items()
    scene.animator.set_speed(2.0)
    settled = _settled_at(items, "flipped")
    board.show({"hand": [card("a"), card("b")]})
    settle(qtbot, scene)
    assert settled[1] - settled[0] < 0.8 * CUE_MS / 1000  # twice as fast: half the wait
    # A pile turned over waits at most CUE_STEPS steps, however many cards it holds.
    scene.animator.set_speed(0)
    board.show({"deck": [card(None, up=False)] * 30}, animated=False)
    scene.animator.set_speed(1.0)
    board.show({"deck": [card(str(n)) for n in range(30)]})
    longest = (CUE_STEPS * CUE_MS + FLIP_MS) / 1000
    started = time.monotonic()
    settle(qtbot, scene, timeout=int(longest * 1000) + 2000)
    assert time.monotonic() - started < longest + 1.0


def test_a_click_on_the_table_shows_the_end_at_once(qtbot, view, scene):
    board = make_board(scene)
    board.show({"hand": [card(None, up=False)] * 3, "tray": [die(0, key="d")]}, animated=False)
    board.show({"hand": [card("a"), card("b"), card("c")], "tray": [die(4, key="d", rolled=True)]})
    assert scene.animator.busy()
    # Anywhere: here on the bare felt, far from the pieces.
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QtCore.QPoint(900, 650))
    assert not scene.animator.busy()
    assert all(it._shown_up for it in board.zones["hand"].items())
    assert board.item("d")._shown == 4 and not board.item("d").rolling
