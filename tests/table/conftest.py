"""Fixtures for the table tests: a real, shown TableView on the offscreen platform."""

from __future__ import annotations

import os

# Must happen before anything imports Qt (pytest-qt creates the QApplication lazily).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from petridish.qt import QtCore, QtGui
from petridish.table import TableScene, TableView


@pytest.fixture
def view(qtbot):
    """A 1000 x 700 table view, shown, at zoom 1 with the scene origin at the top-left."""
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    view.setSceneRect(QtCore.QRectF(0, 0, 4000, 3000))
    view.setTransform(QtGui.QTransform())
    view.horizontalScrollBar().setValue(0)
    view.verticalScrollBar().setValue(0)
    return view


@pytest.fixture
def scene(view) -> TableScene:
    return view.table()
