"""Painting helpers shared by the table items: shadows, glows, engraving, scaled faces.

Soft shadows are rendered once per shape into a pixmap and reused, because a
``QGraphicsDropShadowEffect`` per item re-blurs on every repaint and is far too slow for
a table with a hundred cards. Card faces are drawn at their on-screen size by
petridish.table.faces, once per size.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from petridish.qt import Qt, QtCore, QtGui
from petridish.table.constants import CARD_BORDER

if TYPE_CHECKING:
    from petridish.table.faces import CardFace


def device_scale(painter: QtGui.QPainter) -> float:
    """How many device pixels one item unit covers right now (zoom and DPR included).

    Uses the length of the transformed y axis, so a card's flip (an x-scale) or a quarter
    rotation does not change the answer and does not force a new scaled face every frame.
    """
    t = painter.worldTransform()
    scale = math.hypot(t.m21(), t.m22())
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return max(scale * ratio, 0.01)


def stroke_card_edges(painter: QtGui.QPainter, rect: QtCore.QRectF, radius: float) -> None:
    """A thin dark border and a faint inner light edge: crisp on any felt or art."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QtGui.QPen(CARD_BORDER, 1.0))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    painter.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 55), 1.0))
    painter.drawRoundedRect(rect.adjusted(1.6, 1.6, -1.6, -1.6), radius - 1.2, radius - 1.2)


def draw_face(
    painter: QtGui.QPainter,
    rect: QtCore.QRectF,
    face: CardFace,
    radius: float,
    edges: bool = False,
) -> None:
    """Draw ``face`` into ``rect`` (item units) at the device's real resolution, with
    the card's edges (:func:`stroke_card_edges`) when ``edges``."""
    scale = device_scale(painter)
    w_px = max(1, round(rect.width() * scale))
    h_px = max(1, round(rect.height() * scale))
    screen = face.screen(w_px, h_px, radius * scale, w_px / rect.width() if edges else 0)
    if not copy_upright(painter, rect, screen):
        # Turned, mid-flip or on a high-density screen: drawn through the transform.
        draw_resampled(painter, rect, screen)


def draw_resampled(painter: QtGui.QPainter, rect: QtCore.QRectF, pixmap: QtGui.QPixmap) -> None:
    """Draw all of ``pixmap`` stretched over ``rect``, smoothly. The table's view does not
    smooth every picture (see TableView): what is resampled asks for it here."""
    smooth = painter.testRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, pixmap, QtCore.QRectF(pixmap.rect()))
    painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform, smooth)


def copy_upright(painter: QtGui.QPainter, rect: QtCore.QRectF, pixmap: QtGui.QPixmap) -> bool:
    """Copy ``pixmap``, drawn beforehand at ``rect``'s size on the device, onto whole
    device pixels from ``rect``'s top-left, unresampled; False, drawing nothing, when
    the painter is turned, stretched or on a high-density device (see
    :func:`upright_corner`)."""
    corner = upright_corner(painter, rect)
    if corner is None:
        return False
    t = painter.worldTransform()
    painter.setWorldTransform(QtGui.QTransform())
    painter.drawPixmap(corner, pixmap)
    painter.setWorldTransform(t)
    return True


def upright_corner(painter: QtGui.QPainter, rect: QtCore.QRectF) -> QtCore.QPoint | None:
    """The device pixel of ``rect``'s top-left, if the painter draws upright and
    unstretched on a device of density 1: a picture drawn beforehand at its size on
    screen can then be copied there as it is. None otherwise.

    Drawn through the view's zoom, such a picture would be resampled: a little blurred,
    and several times slower (a table's first frame draws a hundred: card faces, their
    shadows, empty places).
    """
    t = painter.worldTransform()
    if t.m12() != 0.0 or t.m21() != 0.0 or abs(t.m11() - t.m22()) >= 1e-9 or t.m11() <= 0.0:
        return None
    device = painter.device()
    if device is None or device.devicePixelRatioF() != 1.0:
        return None
    corner = t.map(rect.topLeft())
    return QtCore.QPoint(round(corner.x()), round(corner.y()))


@lru_cache(maxsize=64)
def _shadow(w: float, h: float, radius: float, blur: float, alpha: int, k: float) -> QtGui.QPixmap:
    # Rendered at ``k`` device pixels per unit: the device's own scale when it can be
    # copied unresampled (see copy_upright), else 2: shadows are soft, and 2 is plenty
    # even on high-density screens.
    pad = blur + 1.0
    size = QtCore.QSize(math.ceil((w + 2 * pad) * k), math.ceil((h + 2 * pad) * k))
    pm = QtGui.QPixmap(size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QtGui.QPainter(pm)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    p.scale(k, k)
    p.setPen(Qt.PenStyle.NoPen)
    # Stacked translucent rounded rects, largest first: where they overlap the alpha adds
    # up, giving a smooth falloff across the blur width (a cheap stand-in for a gaussian).
    steps = max(4, int(blur * 2))
    layer = 1.0 - (1.0 - alpha / 255.0) ** (1.0 / steps)
    colour = QtGui.QColor(0, 0, 0, max(1, round(layer * 255)))
    p.setBrush(colour)
    for i in range(steps):
        grow = blur * (1.0 - (i + 0.5) / steps) - blur * 0.35
        r = QtCore.QRectF(pad - grow, pad - grow, w + 2 * grow, h + 2 * grow)
        rr = max(0.0, radius + grow)
        p.drawRoundedRect(r, rr, rr)
    p.end()
    return pm


def draw_shadow(
    painter: QtGui.QPainter,
    rect: QtCore.QRectF,
    radius: float,
    blur: float,
    offset: QtCore.QPointF,
    alpha: int = 110,
) -> None:
    """Paint a soft shadow for a rounded rect ``rect`` displaced by ``offset``."""
    pad = blur + 1.0
    target = QtCore.QRectF(
        rect.x() - pad + offset.x(),
        rect.y() - pad + offset.y(),
        rect.width() + 2 * pad,
        rect.height() + 2 * pad,
    )
    w, h = round(rect.width(), 1), round(rect.height(), 1)
    if upright_corner(painter, target) is not None:
        # At the device's scale (to a thousandth, so a zoom level reuses its shadows).
        pm = _shadow(w, h, radius, blur, alpha, round(device_scale(painter), 3))
        copy_upright(painter, target, pm)
    else:
        draw_resampled(painter, target, _shadow(w, h, radius, blur, alpha, 2.0))


def draw_path_shadow(
    painter: QtGui.QPainter,
    path: QtGui.QPainterPath,
    blur: float,
    offset: QtCore.QPointF,
    alpha: int = 110,
    fill: bool = True,
) -> None:
    """A soft shadow for any shape (dice, tokens): a few widening translucent strokes.

    ``fill=False`` leaves the inside clear, for hollow shapes such as rings.
    """
    steps = max(3, int(blur))
    layer = 1.0 - (1.0 - alpha / 255.0) ** (1.0 / steps)
    colour = QtGui.QColor(0, 0, 0, max(1, round(layer * 255)))
    painter.save()
    painter.translate(offset)
    painter.setBrush(colour if fill else Qt.BrushStyle.NoBrush)
    for i in range(steps):
        width = 2.0 * blur * (1.0 - i / steps)
        pen = QtGui.QPen(colour, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(path)
    painter.restore()


def draw_glow(
    painter: QtGui.QPainter,
    path: QtGui.QPainterPath,
    colour: QtGui.QColor,
    strength: float = 1.0,
    width: float = 10.0,
) -> None:
    """A soft coloured halo hugging ``path`` (selection, drop highlight)."""
    if strength <= 0.0:
        return
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    steps = 5
    for i in range(steps):
        c = QtGui.QColor(colour)
        c.setAlphaF(min(1.0, strength * (0.10 + 0.16 * i)))
        pen = QtGui.QPen(c, width * (1.0 - i / steps) + 1.5)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(path)
    painter.restore()


def draw_engraved(
    painter: QtGui.QPainter,
    rect: QtCore.QRectF,
    radius: float,
    fill: QtGui.QColor,
    dark: QtGui.QColor,
    light: QtGui.QColor,
) -> None:
    """A faint outline pressed into the felt: dark line above-left, light line below-right."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QtGui.QPen(light, 1.2))
    painter.drawRoundedRect(rect.translated(0.8, 1.0), radius, radius)
    painter.setPen(QtGui.QPen(dark, 1.2))
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


_DRAWN: OrderedDict[tuple[object, ...], QtGui.QPixmap] = OrderedDict()
_DRAWN_MAX = 256  # distinct (picture, size) pairs kept; a table has a handful


def draw_cached(
    painter: QtGui.QPainter,
    rect: QtCore.QRectF,
    key: tuple[object, ...],
    draw: Callable[[QtGui.QPainter, QtCore.QRectF], None],
) -> None:
    """Paint ``draw(painter, local_rect)`` into ``rect`` from a pixmap made once per
    ``key`` and on-screen size, at the device's resolution, then reused: for pictures
    that many items repeat (the engraved places of a zone). ``key`` must name everything
    ``draw`` depends on besides the size."""
    scale = device_scale(painter)
    w_px = max(1, math.ceil(rect.width() * scale))
    h_px = max(1, math.ceil(rect.height() * scale))
    full = (*key, w_px, h_px)
    pm = _DRAWN.get(full)
    if pm is None:
        pm = QtGui.QPixmap(w_px, h_px)
        pm.fill(Qt.GlobalColor.transparent)
        p = QtGui.QPainter(pm)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        p.scale(w_px / rect.width(), h_px / rect.height())
        draw(p, QtCore.QRectF(0, 0, rect.width(), rect.height()))
        p.end()
        _DRAWN[full] = pm
        if len(_DRAWN) > _DRAWN_MAX:
            _DRAWN.popitem(last=False)
    else:
        _DRAWN.move_to_end(full)
    if not copy_upright(painter, rect, pm):
        draw_resampled(painter, rect, pm)


def small_caps_font(point_size: float, weight: QtGui.QFont.Weight | None = None) -> QtGui.QFont:
    """The label font of the table: small caps with a little letter spacing."""
    font = QtGui.QFont()
    font.setPointSizeF(point_size)
    font.setCapitalization(QtGui.QFont.Capitalization.SmallCaps)
    font.setLetterSpacing(QtGui.QFont.SpacingType.PercentageSpacing, 108)
    font.setWeight(weight or QtGui.QFont.Weight.DemiBold)
    return font


def draw_engraved_text(
    painter: QtGui.QPainter,
    rect: QtCore.QRectF,
    flags: Qt.AlignmentFlag | int,
    text: str,
    colour: QtGui.QColor,
) -> None:
    """Text with a one-unit dark shadow under it, so it reads as stamped into the surface."""
    painter.save()
    painter.setPen(QtGui.QColor(0, 0, 0, 90))
    painter.drawText(rect.translated(0, 1), flags, text)
    painter.setPen(colour)
    painter.drawText(rect, flags, text)
    painter.restore()


def contrast_text(colour: QtGui.QColor) -> QtGui.QColor:
    """Near-black or near-white, whichever reads better on ``colour``."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QtGui.QColor(24, 24, 28) if luminance > 0.55 else QtGui.QColor(250, 250, 246)


def badge_rect(text: str, top_right: QtCore.QPointF) -> tuple[QtGui.QFont, QtCore.QRectF]:
    """The font and the pill of a count badge whose top-right corner is ``top_right``."""
    font = QtGui.QFont()
    font.setPixelSize(15)
    font.setBold(True)
    w = max(24.0, QtGui.QFontMetricsF(font).horizontalAdvance(text) + 14.0)
    h = 24.0
    return font, QtCore.QRectF(top_right.x() - w, top_right.y(), w, h)


def draw_badge(painter: QtGui.QPainter, text: str, top_right: QtCore.QPointF) -> None:
    """A dark pill with light text (a deck's count, a value) at ``top_right``."""
    font, pill = badge_rect(text, top_right)
    painter.save()
    painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    painter.setFont(font)
    painter.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 200), 1.5))
    painter.setBrush(QtGui.QColor(28, 32, 36, 235))
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    painter.setPen(QtGui.QColor(250, 250, 245))
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
