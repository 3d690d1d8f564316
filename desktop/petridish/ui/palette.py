"""Colours, player marks and the app-wide look.

Player colours come from the Okabe–Ito palette, which stays distinct for the common kinds
of colour blindness; each colour is also paired with a shape, so a seat is never told
apart by colour alone. Okabe–Ito's black is swapped for white, which reads on the dark
table where black would vanish.
"""

from __future__ import annotations

import math
import os

from petridish.drawn_cache import drawn_pixmap
from petridish.drawn_cache import painter as painter  # the app's painter, used as palette.painter
from petridish.marks import PLAYER_MARKS as PLAYER_MARKS  # the marks, kept free of Qt
from petridish.marks import SHAPES as SHAPES
from petridish.marks import PlayerMark as PlayerMark
from petridish.marks import default_marks as default_marks
from petridish.marks import mark_for_colour as mark_for_colour
from petridish.qt import QtCore, QtGui, QtWidgets

# The app's own colours: a calm dark slate with one teal accent.
WINDOW = "#1B1F24"
SURFACE = "#242A31"
SURFACE_RAISED = "#2E353E"
BORDER = "#3A424C"
TEXT = "#E8EAED"
TEXT_DIM = "#9AA3AD"
ACCENT = "#3FB8AF"
DANGER = "#F07C6C"

BASE_POINT_SIZE_PROPERTY = "petridishBasePointSize"


def shape_path(shape: str, rect: QtCore.QRectF) -> QtGui.QPainterPath:
    """The outline of ``shape`` fitted inside ``rect`` (unknown shapes draw as circles)."""
    path = QtGui.QPainterPath()
    c, r = rect.center(), min(rect.width(), rect.height()) / 2

    def polygon(corners: int, radius: float, turn: float = -90.0, inner: float = 0.0) -> None:
        points = []
        steps = corners * 2 if inner else corners
        for i in range(steps):
            rr = inner if inner and i % 2 else radius
            a = math.radians(turn + 360.0 * i / steps)
            points.append(QtCore.QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))
        path.addPolygon(QtGui.QPolygonF(points))
        path.closeSubpath()

    if shape == "square":
        side = r * 1.6
        path.addRoundedRect(QtCore.QRectF(c.x() - side / 2, c.y() - side / 2, side, side), 2, 2)
    elif shape == "triangle":
        # Nudged down so the triangle looks centred: its weight sits low.
        c = QtCore.QPointF(c.x(), c.y() + r * 0.15)
        polygon(3, r * 1.05)
    elif shape == "diamond":
        polygon(4, r)
    elif shape == "hexagon":
        polygon(6, r * 0.98, turn=0.0)
    elif shape == "star":
        polygon(5, r * 1.02, inner=r * 0.45)
    elif shape == "pentagon":
        polygon(5, r * 0.98)
    elif shape == "plus":
        a, e = r * 0.36, r * 0.92  # half the arm's width, and its reach
        outline = [(-a, -e), (a, -e), (a, -a), (e, -a), (e, a), (a, a)]
        outline += [(a, e), (-a, e), (-a, a), (-e, a), (-e, -a), (-a, -a)]
        path.addPolygon(QtGui.QPolygonF([QtCore.QPointF(c.x() + x, c.y() + y) for x, y in outline]))
        path.closeSubpath()
    else:
        path.addEllipse(c, r * 0.9, r * 0.9)
    return path


def seat_badge(
    colour: str | QtGui.QColor, shape: str, size: int, device_pixel_ratio: float = 1.0
) -> QtGui.QPixmap:
    """A ``size`` × ``size`` (logical pixels) badge: ``shape`` filled with ``colour``."""
    dpr = max(1.0, device_pixel_ratio)
    pixmap = QtGui.QPixmap(max(1, round(size * dpr)), max(1, round(size * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(QtCore.Qt.GlobalColor.transparent)
    fill = QtGui.QColor(colour)
    p = QtGui.QPainter(pixmap)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    pen_width = max(1.0, size / 14)
    inset = pen_width / 2 + 0.5
    rect = QtCore.QRectF(inset, inset, size - 2 * inset, size - 2 * inset)
    # A dark rim keeps light colours (yellow, white) visible on light backgrounds too.
    p.setPen(QtGui.QPen(QtGui.QColor(12, 14, 18, 220), pen_width))
    p.setBrush(fill)
    p.drawPath(shape_path(shape, rect))
    p.end()
    return pixmap


APP_MARK_VERSION = 1  # bump when the mark's drawing changes (cached copies are redrawn)


def app_mark(
    size: int, device_pixel_ratio: float = 1.0, cache_dir: str | os.PathLike[str] | None = None
) -> QtGui.QPixmap:
    """The app's mark, ``size`` logical pixels square: a petri dish with a few colonies
    growing in it. With ``cache_dir``, kept there between runs (see petridish.drawn_cache)."""
    px = round(size * max(1.0, device_pixel_ratio))
    return drawn_pixmap(
        f"mark-{size}",
        APP_MARK_VERSION,
        px,
        px,
        lambda p: _draw_app_mark(p, size),
        cache_dir,
        device_pixel_ratio=px / size,
    )


def _draw_app_mark(p: QtGui.QPainter, size: int) -> None:
    c, r = QtCore.QPointF(size / 2, size / 2), size / 2 - 2
    p.setBrush(QtGui.QColor(63, 184, 175, 45))
    p.setPen(QtGui.QPen(QtGui.QColor(ACCENT), max(1.5, size / 22)))
    p.drawEllipse(c, r, r)
    p.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 60), max(1.0, size / 40)))
    p.drawEllipse(c, r * 0.8, r * 0.8)
    p.setPen(QtCore.Qt.PenStyle.NoPen)
    colonies = ((-0.3, -0.2, 0.2), (0.25, -0.3, 0.13), (0.2, 0.28, 0.24), (-0.28, 0.32, 0.1))
    for (fx, fy, fr), mark in zip(colonies, PLAYER_MARKS, strict=False):
        p.setBrush(QtGui.QColor(mark.colour))
        p.drawEllipse(QtCore.QPointF(c.x() + fx * r, c.y() + fy * r), fr * r, fr * r)


def widget_style() -> str:
    """The style sheet the picker and the game dialogs share: calm buttons with one
    accent-coloured primary action, dimmed secondary text and slim scroll bars.

    Buttons keep the same border width in every state (only its colour changes), so
    focusing one never shrinks its text area and clips the label.
    """
    return f"""
        QLabel {{ color: {TEXT}; background: transparent; }}
        QLabel#dim {{ color: {TEXT_DIM}; }}
        QLabel#problem {{ color: {DANGER}; font-weight: bold; }}
        QPushButton {{ background: {SURFACE_RAISED}; color: {TEXT}; border: 2px solid {BORDER};
                       border-radius: 8px; padding: 6px 16px; }}
        QPushButton:hover {{ border-color: #56616D; }}
        QPushButton:focus {{ border-color: {ACCENT}; }}
        QPushButton#primary {{ background: {ACCENT}; color: #0D1114; font-weight: bold;
                               border-color: {ACCENT}; padding: 8px 18px; }}
        QPushButton#primary:hover {{ background: #5CCBC2; border-color: #5CCBC2; }}
        QPushButton#primary:focus {{ border-color: #FFFFFF; }}
        QScrollBar:vertical {{ background: transparent; width: 8px; }}
        QScrollBar::handle:vertical {{ background: {BORDER}; border-radius: 4px; }}
        QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}
    """


def form_style() -> str:
    """Style sheet additions for dialogs with fields: inset fields, accent focus, and a
    red rim on a field whose ``invalid`` property is set."""
    return f"""
        QDialog {{ background: {WINDOW}; }}
        QLabel#section {{ color: {ACCENT}; padding-top: 8px; }}
        QLineEdit {{ background: #161A1E; color: {TEXT}; border: 1px solid {BORDER};
                     border-radius: 6px; padding: 5px 8px; min-height: 20px; }}
        QLineEdit:focus {{ border: 1px solid {ACCENT}; }}
        QComboBox {{ min-height: 26px; }}
        QLineEdit[invalid="true"], QComboBox[invalid="true"] {{ border: 2px solid {DANGER}; }}
        QComboBox QAbstractItemView {{ background: {SURFACE_RAISED}; color: {TEXT};
                                      selection-background-color: {ACCENT};
                                      selection-color: #0D1114; }}
        QCheckBox {{ color: {TEXT}; spacing: 8px; }}
    """


def scaled_font(
    base: QtGui.QFont, factor: float, weight: QtGui.QFont.Weight | None = None
) -> QtGui.QFont:
    """A copy of ``base`` ``factor`` times its size, so headings follow the UI-size setting."""
    font = QtGui.QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * factor)
    else:
        font.setPixelSize(max(1, round(base.pixelSize() * factor)))
    if weight is not None:
        font.setWeight(weight)
    return font


def dark_palette() -> QtGui.QPalette:
    """The calm dark palette every window uses."""
    pal = QtGui.QPalette()
    role, group = QtGui.QPalette.ColorRole, QtGui.QPalette.ColorGroup
    colours = {
        role.Window: WINDOW,
        role.WindowText: TEXT,
        role.Base: "#161A1E",
        role.AlternateBase: SURFACE,
        role.ToolTipBase: SURFACE_RAISED,
        role.ToolTipText: TEXT,
        role.PlaceholderText: "#7D8690",
        role.Text: TEXT,
        role.Button: SURFACE_RAISED,
        role.ButtonText: TEXT,
        role.BrightText: "#FFFFFF",
        role.Light: "#4A535E",
        role.Midlight: "#3A424C",
        role.Mid: "#2A3038",
        role.Dark: "#111417",
        role.Shadow: "#000000",
        role.Highlight: ACCENT,
        role.HighlightedText: "#0D1114",
        role.Link: "#6FD3CB",
        role.LinkVisited: "#A58FD6",
    }
    for r, value in colours.items():
        pal.setColor(r, QtGui.QColor(value))
    for r in (role.WindowText, role.Text, role.ButtonText):
        pal.setColor(group.Disabled, r, QtGui.QColor("#69717B"))
    pal.setColor(group.Disabled, role.Highlight, QtGui.QColor("#3A424C"))
    return pal


# Fusion outlines check boxes and radio buttons in a darker shade of the window colour,
# which on a dark palette is all but black on black. Those widgets get a palette of their
# own with a light window colour (their background is not filled, so only the outline
# changes), which is simpler than a QProxyStyle subclass and keeps painting out of Python.
INDICATOR_OUTLINE = "#B8C0C8"
INDICATOR_CLASSES = ("QCheckBox", "QRadioButton")


def apply_style(app: QtWidgets.QApplication, ui_scale: float = 1.0) -> None:
    """Give the whole app the dark palette and a font scaled by ``ui_scale`` (made for
    Qt's Fusion style, which :func:`petridish.ui.app.make_app` chooses).

    Safe to call again when the UI-size setting changes: the scale always applies to the
    font size the system gave at the first call, never to an already scaled one.
    """
    app.setPalette(dark_palette())
    indicators = dark_palette()
    indicators.setColor(QtGui.QPalette.ColorRole.Window, QtGui.QColor(INDICATOR_OUTLINE))
    for cls in INDICATOR_CLASSES:
        app.setPalette(indicators, cls)
    base = app.property(BASE_POINT_SIZE_PROPERTY)
    if not isinstance(base, float) or base <= 0:
        size = app.font().pointSizeF()
        base = size if size > 0 else 10.0
        app.setProperty(BASE_POINT_SIZE_PROPERTY, float(base))
    font = app.font()
    font.setPointSizeF(base * max(0.5, min(3.0, ui_scale)))
    app.setFont(font)
