"""petridish.qt: Qt's enums on demand, and enum properties set by name."""

from __future__ import annotations

import pytest

from petridish import qt
from petridish.qt import QtWidgets, set_enum_property


def test_qt_is_still_there_for_whoever_asks_for_it():
    from petridish.qt import Qt

    assert Qt is qt.QtCore.Qt
    with pytest.raises(AttributeError):
        qt.NotAQtName  # noqa: B018


def test_an_enum_property_is_set_by_its_name(qtbot):
    tile = QtWidgets.QWidget()
    qtbot.addWidget(tile)
    set_enum_property(tile, "focusPolicy", "StrongFocus")
    assert tile.focusPolicy() == qt.QtCore.Qt.FocusPolicy.StrongFocus
    label = QtWidgets.QLabel("x")
    qtbot.addWidget(label)
    set_enum_property(label, "alignment", "AlignCenter")
    assert label.alignment() == qt.QtCore.Qt.AlignmentFlag.AlignCenter


@pytest.mark.parametrize(("name", "key"), [("focusPolicy", "Strong"), ("focusPolicyy", "NoFocus")])
def test_a_misspelt_enum_property_or_value_is_an_error_not_ignored(qtbot, name, key):
    tile = QtWidgets.QWidget()
    qtbot.addWidget(tile)
    with pytest.raises(ValueError, match=name):
        set_enum_property(tile, name, key)
