"""The test set-up holds every widget given to ``qtbot.addWidget`` until pytest-qt has
closed it: one no test variable names is not deleted by Python's cycle collector in the
middle of the test (once, inside a paint of its own, it crashed the test process)."""

from __future__ import annotations

import gc
import weakref

from petridish.qt import QtWidgets, is_alive


def test_a_widget_no_variable_names_lives_until_the_test_ends(qtbot):
    widget = QtWidgets.QWidget()
    widget.cycle = widget  # kept alive by nothing but its own reference cycle
    qtbot.addWidget(widget)
    held = weakref.ref(widget)
    del widget
    gc.collect()
    assert held() is not None and is_alive(held())
