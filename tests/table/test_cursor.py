"""A card that stops being draggable under a still mouse must not crash the table.

Qt's QGraphicsItem.unsetCursor, on an item under the pointer of a view that has had no
mouse event yet, reads that missing event: a table that opens under a mouse resting
where its cards appear would crash on its first redraw. Run in a child process, since a
crash would take the test run with it.
"""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
from petridish.qt import QtCore, QtWidgets
from PySide6.QtTest import QTest
from petridish.table import TableScene, TableView
from petridish.table.card import CardItem

app = QtWidgets.QApplication([])
first = TableView(TableScene()); first.resize(1000, 700); first.show(); app.processEvents()
QTest.mouseMove(first.viewport(), QtCore.QPoint(500, 350)); app.processEvents()
first.close(); app.processEvents()
scene = TableScene(); view = TableView(scene); view.resize(1000, 700); view.show()
app.processEvents()
card = CardItem("c"); scene.addItem(card); card.setPos(0, 0)
view.centerOn(0, 0); app.processEvents()
assert view.underMouse()
card.draggable = True; app.processEvents()
card.draggable = False; app.processEvents()
print("still here")
"""


def test_a_card_made_fixed_under_a_still_mouse_does_not_crash():
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    assert "still here" in done.stdout
