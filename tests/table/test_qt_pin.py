"""Guard the PySide6 pin: many void Qt calls in one process must not crash it.

PySide6 6.12.0 on Python 3.11 drops a reference to None on every Qt call that returns
nothing and aborts with "Fatal Python error: none_dealloc" after a few thousand calls
(see the pin in pyproject.toml). The calls run in a child process, so a crash fails this
test instead of killing the whole test run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(
    """
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from petridish.qt import QtGui, QtWidgets

    app = QtWidgets.QApplication([])
    scene = QtWidgets.QGraphicsScene()
    item = QtWidgets.QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    for i in range(20_000):
        item.setPos(i % 997, i % 499)
        if i % 10 == 0:
            item.setScale(1.0 + (i % 7) / 10)
            item.setTransform(QtGui.QTransform.fromScale(1.0 + (i % 3) / 10, 1.0))
    item.setPos(123.5, 456.25)
    print("alive", item.pos().x(), item.pos().y(), flush=True)
    """
)


def test_twenty_thousand_void_qt_calls_do_not_crash():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, env=env
    )
    assert done.returncode == 0, f"child died ({done.returncode}):\n{done.stderr[-2000:]}"
    assert done.stdout.split() == ["alive", "123.5", "456.25"]
