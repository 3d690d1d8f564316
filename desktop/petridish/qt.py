"""The one place the app imports Qt from.

Everything that needs Qt writes ``from petridish.qt import QtCore, QtGui, QtWidgets``
(or one of the names below) instead of importing PySide6 directly, so that a version pin,
a binding workaround or a switch of binding is a change to this file alone.

``Qt`` (the namespace of Qt's enums) is handed out on first use, not on import: the first
use of any of its enums makes PySide6 build all of them (measured 2026-12: 15 ms, a tenth
of the game picker's first frame, for a new player and a returning one alike). The
modules the picker needs before its first frame reach it as ``QtCore.Qt`` inside
functions, set enum properties by name (:func:`set_enum_property`), blit kept pictures
instead of painting (petridish.drawn_cache) and set cursors after the first frame, so
that cost falls after the picker is on screen. A test checks that it stays so.
"""

from __future__ import annotations

import sys
import warnings
from typing import TYPE_CHECKING

import PySide6
import shiboken6

try:
    from PySide6 import QtCore, QtGui, QtWidgets
except ImportError as exc:  # a system library Qt's GUI links against is missing
    if not sys.platform.startswith("linux"):
        raise
    from petridish.ui import syslibs

    sys.stderr.write(syslibs.explain_import_error(str(exc)))
    raise SystemExit(1) from None
from PySide6.QtCore import Property, Signal, Slot

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

__all__ = [
    "PYSIDE_VERSION",
    "Property",
    "Qt",
    "QtCore",
    "QtGui",
    "QtWidgets",
    "Signal",
    "Slot",
    "is_alive",
    "own_viewport",
    "set_enum_property",
]


class _NoFeatureScan:
    """Tells PySide6 that the modules imported from now on use none of its ``__feature__``
    options, before it reads their source to find out.

    PySide6 lets a module write ``from __feature__ import snake_case`` (or
    ``true_property``). To know which modules might, it reads the whole source of every
    module imported after it, looking for the word "PySide6" (measured 2026-12: 121
    modules and 12 ms before a warm table's first frame, 71 and 8 ms before the
    picker's). No module of Petri Dish selects a feature, so each
    module is entered as "ignore" (-1, what PySide6 itself records for modules without
    the word) the moment Python looks for it. An import of ``__feature__`` would still
    set its module's own entry. Should PySide6 keep its table elsewhere, nothing is done.
    """

    def __init__(self, table: dict[str, int]) -> None:
        self.table = table

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        self.table.setdefault(name, -1)
        return None  # found by the usual finders, which come after this one


def _skip_feature_scans() -> None:
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if isinstance(table, dict):
        for name in list(sys.modules):  # loaded already, but not yet imported since Qt
            table.setdefault(name, -1)
        sys.meta_path.insert(0, _NoFeatureScan(table))


_skip_feature_scans()

PYSIDE_VERSION: tuple[int, ...] = tuple(
    int(part) for part in PySide6.__version__.split(".")[:3] if part.isdigit()
)

# PySide6 6.12.0 on Python 3.11 loses a reference to None on every Qt call that returns
# nothing (setPos, setTransform...) and aborts with "none_dealloc" after a few thousand
# calls; from Python 3.12 None is immortal and the bug is harmless. pyproject.toml pins
# below 6.12 on 3.11, and tests/table/test_qt_pin.py guards it; this warning catches an
# environment assembled by hand that slipped past the pin.
if sys.version_info < (3, 12) and PYSIDE_VERSION[:2] == (6, 12):
    warnings.warn(
        f"PySide6 {PySide6.__version__} is known to crash on Python "
        f"{sys.version_info.major}.{sys.version_info.minor}; install PySide6 < 6.12.",
        RuntimeWarning,
        stacklevel=2,
    )


def __getattr__(name: str) -> object:
    # ``from petridish.qt import Qt`` still works; it builds the enums when it runs.
    if name == "Qt":
        return QtCore.Qt
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def set_enum_property(obj: QtCore.QObject, name: str, key: str) -> None:
    """Set ``obj``'s Qt property ``name`` to the enum value called ``key``, as in
    ``set_enum_property(tile, "focusPolicy", "StrongFocus")``.

    Qt's meta-object system converts the name, so no PySide6 enum is made (see the module
    docstring). A misspelt property or value raises instead of being ignored.
    """
    if not obj.setProperty(name, key):
        raise ValueError(f"{type(obj).__name__} has no enum property {name}={key!r}")


def is_alive(obj: object) -> bool:
    """False once the C++ side of a Qt object has been deleted (e.g. by ``scene.clear()``).

    Python wrappers outlive their Qt objects; calling a method on a dead one raises, so
    callbacks that may fire late (animation ends, timers) check this first.
    """
    return bool(shiboken6.isValid(obj))


def own_viewport(area: QtWidgets.QAbstractScrollArea) -> QtWidgets.QWidget:
    """Give ``area`` a viewport made here, and return it; use it instead of ``viewport()``.

    The viewport Qt makes for itself is a C++ object the binding has never seen. The first
    time Python asks for such an object, PySide6 loads every class of QtWidgets to find
    its type (measured 2026-12: 10 to 13 ms of the game picker's first frame, 9 to 18 ms
    of a table's). A viewport created from Python is already known, so asking for it is
    free.
    """
    viewport = QtWidgets.QWidget()
    area.setViewport(viewport)
    return viewport
