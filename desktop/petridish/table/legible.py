"""Words on the table that stay readable however far the table is zoomed out to fit.

A zone's label or a counter's number is set in scene units, so a table fitted into a
laptop's window draws it as small as it draws everything (a 9.5 pt label at 7 or 8
pixels). :func:`legible_font` grows such a font, while it is painted, to at least
:data:`LEAST_PX` screen pixels, times the View › Text size the person chose: the label
takes no more room on the table, the words only fill more of it (cut with "…" where
they would spill out, see :func:`fitted`).
"""

from __future__ import annotations

import math

from petridish.qt import QtCore, QtGui, QtWidgets

LEAST_PX = 11.0  # the least height (em) of a word on the table, on screen, at Normal size
FLOOR_PX = 9.0  # ...where the words do not fit at LEAST_PX: smaller, down to this
# Where the app keeps the font size the system gave it, before View › Text size scaled
# it (petridish.ui.palette.apply_style).
_BASE_POINT_SIZE = "petridishBasePointSize"


def text_scale() -> float:
    """The View › Text size the person chose (1.0: Normal), read from the app's font."""
    app = QtWidgets.QApplication.instance()
    if app is None:
        return 1.0
    base = app.property(_BASE_POINT_SIZE)
    size = QtWidgets.QApplication.font().pointSizeF()
    if not isinstance(base, float) or base <= 0 or size <= 0:
        return 1.0
    return size / base


def screen_scale(painter: QtGui.QPainter) -> float:
    """Screen pixels per item unit, as ``painter`` draws now (a quarter turn or a
    flip's squash does not change it)."""
    t = painter.worldTransform()
    return max(math.hypot(t.m21(), t.m22()), 1e-3)


def em_units(font: QtGui.QFont, painter: QtGui.QPainter) -> float:
    """``font``'s em height in item units on ``painter``'s device."""
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    device = painter.device()
    dpi = device.logicalDpiY() if device is not None else 96
    return font.pointSizeF() * dpi / 72.0


def legible_font(
    font: QtGui.QFont, painter: QtGui.QPainter, least_px: float = LEAST_PX, most: float = 0.0
) -> QtGui.QFont:
    """``font`` scaled by the Text size and grown to at least ``least_px`` (times the
    Text size) on screen, but not past ``most`` item units (0: no bound), as drawn by
    ``painter``."""
    scale = text_scale()
    em = em_units(font, painter)
    want = max(em * scale, least_px * scale / screen_scale(painter))
    if most > 0:
        want = min(want, max(em, most))
    if abs(want - em) < 1e-3:
        return font
    grown = QtGui.QFont(font)
    device = painter.device()
    dpi = device.logicalDpiY() if device is not None else 96
    grown.setPointSizeF(want * 72.0 / dpi)
    return grown


def label_font(
    font: QtGui.QFont, painter: QtGui.QPainter, text: str, width: float, most: float = 0.0
) -> QtGui.QFont:
    """:func:`legible_font` for a label ``width`` units wide: at least LEAST_PX on
    screen where ``text`` fits the width so, else as large as fits, down to FLOOR_PX
    (past that it is cut: see :func:`fitted`)."""
    fits = legible_font(font, painter, LEAST_PX, most)
    floor = FLOOR_PX * text_scale() / screen_scale(painter)
    for _ in range(4):  # a font's advance is not quite in proportion to its size
        advance = QtGui.QFontMetricsF(fits).horizontalAdvance(text)
        em = em_units(fits, painter)
        if advance <= width or em <= floor:
            break
        want = max(floor, em * width / advance * 0.98)
        fits = QtGui.QFont(fits)
        fits.setPointSizeF(fits.pointSizeF() * want / em)
    return fits


def fitted(font: QtGui.QFont, text: str, width: float) -> str:
    """``text`` cut with "…" to ``width`` item units in ``font``."""
    return QtGui.QFontMetricsF(font).elidedText(text, QtCore.Qt.TextElideMode.ElideRight, width)
