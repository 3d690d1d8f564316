"""Helpers shared by the table tests."""

from __future__ import annotations

from petridish.qt import Qt, QtCore
from petridish.table import CardItem, TableScene, TableView, ZoneItem
from petridish.table.placeholder import placeholder_back, placeholder_front


def make_card(scene: TableScene, key: str = "c", pos=(100.0, 150.0)) -> CardItem:
    """A draggable face-up card with placeholder art, added to ``scene`` at ``pos``."""
    card = CardItem(key, placeholder_front(key.upper()), placeholder_back())
    card.draggable = True
    scene.addItem(card)
    card.setPos(QtCore.QPointF(*pos))
    return card


def add_zone(scene: TableScene, name: str, pos, layout: str = "row", capacity: int = 3) -> ZoneItem:
    """A zone added to ``scene`` with its top-left at ``pos``."""
    zone = ZoneItem(name, name.title(), layout, capacity)
    scene.addItem(zone)
    zone.setPos(QtCore.QPointF(*pos))
    return zone


def drag(qtbot, view: TableView, start: QtCore.QPointF, end: QtCore.QPointF, *, release=True):
    """Press at scene point ``start``, move in steps to ``end`` and (optionally) release,
    with real mouse events on the viewport."""
    vp = view.viewport()
    a = view.mapFromScene(start)
    b = view.mapFromScene(end)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    steps = 8
    for i in range(1, steps + 1):
        qtbot.mouseMove(vp, a + (b - a) * (i / steps))
    if release:
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def settle(qtbot, scene: TableScene, timeout: int = 3000) -> None:
    """Wait until every animation has finished."""
    qtbot.waitUntil(lambda: not scene.animator.busy(), timeout=timeout)
