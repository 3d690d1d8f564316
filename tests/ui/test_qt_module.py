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


def _import_fresh(tmp_path, monkeypatch, name: str):
    """Import a new module from ``tmp_path``; its file's path."""
    import importlib
    import sys

    path = tmp_path / f"{name}.py"
    path.write_text("VALUE = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    module = __import__(name)  # an import statement's way in, where PySide6 hooks
    monkeypatch.delitem(sys.modules, name)
    assert module.VALUE == 1
    return str(path)


def test_modules_imported_after_qt_are_not_read_for_pyside_features(tmp_path, monkeypatch):
    """PySide6 reads the source of every module imported after it (see qt._NoFeatureScan);
    the app's modules are spared that, about 20 ms of a table's start. The file reads
    show in linecache, which is what PySide6 reads them through."""
    import linecache
    import sys

    spared = _import_fresh(tmp_path, monkeypatch, "petridish_spared_module")
    assert spared not in linecache.cache
    # Without the finder, PySide6 reads the module. Should this fail, PySide6 no
    # longer scans imports, and qt._NoFeatureScan can go.
    monkeypatch.setattr(
        sys, "meta_path", [f for f in sys.meta_path if not isinstance(f, qt._NoFeatureScan)]
    )
    read = _import_fresh(tmp_path, monkeypatch, "petridish_read_module")
    assert read in linecache.cache
