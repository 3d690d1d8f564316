"""Simple generated card faces for demos, tests and games whose art is not ready yet."""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui

FACE_SIZE = QtCore.QSize(375, 525)  # half the art's 750 x 1050: sharp at normal zoom


def placeholder_front(
    title: str,
    colour: QtGui.QColor | str = "#0072B2",
    *,
    subtitle: str = "",
    value: str = "",
    size: QtCore.QSize = FACE_SIZE,
) -> QtGui.QPixmap:
    """A card front: a paper face with a coloured title band, an emblem and a value."""
    base = QtGui.QColor(colour)
    w, h = size.width(), size.height()
    pm = QtGui.QPixmap(size)
    pm.fill(QtGui.QColor(246, 242, 232))
    p = QtGui.QPainter(pm)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing)
    paper = QtGui.QLinearGradient(0, 0, w, h)
    paper.setColorAt(0.0, QtGui.QColor(250, 247, 239))
    paper.setColorAt(1.0, QtGui.QColor(232, 225, 208))
    p.fillRect(pm.rect(), paper)
    m = w * 0.055
    frame = QtCore.QRectF(m, m, w - 2 * m, h - 2 * m)
    p.setPen(QtGui.QPen(base.darker(130), w * 0.008))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(frame, w * 0.03, w * 0.03)
    band = QtCore.QRectF(frame.left(), frame.top(), frame.width(), h * 0.15)
    grad = QtGui.QLinearGradient(band.topLeft(), band.bottomLeft())
    grad.setColorAt(0.0, base.lighter(125))
    grad.setColorAt(1.0, base.darker(115))
    path = QtGui.QPainterPath()
    path.addRoundedRect(band, w * 0.03, w * 0.03)
    p.fillPath(path, grad)
    font = QtGui.QFont()
    font.setBold(True)
    font.setPixelSize(round(h * 0.062))
    p.setFont(font)
    p.setPen(QtGui.QColor(255, 255, 255))
    p.drawText(band.adjusted(w * 0.05, 0, -w * 0.05, 0), Qt.AlignmentFlag.AlignVCenter, title)
    centre = QtCore.QPointF(w / 2, h * 0.52)
    radial = QtGui.QRadialGradient(centre - QtCore.QPointF(w * 0.06, w * 0.08), w * 0.3)
    radial.setColorAt(0.0, base.lighter(160))
    radial.setColorAt(1.0, base)
    p.setBrush(radial)
    p.setPen(QtGui.QPen(base.darker(150), w * 0.01))
    p.drawEllipse(centre, w * 0.23, w * 0.23)
    if subtitle:
        font.setBold(False)
        font.setItalic(True)
        font.setPixelSize(round(h * 0.04))
        p.setFont(font)
        p.setPen(QtGui.QColor(70, 64, 56))
        box = QtCore.QRectF(frame.left(), h * 0.74, frame.width(), h * 0.08)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, subtitle)
    if value:
        font.setItalic(False)
        font.setBold(True)
        font.setPixelSize(round(h * 0.075))
        p.setFont(font)
        chip = QtCore.QRectF(frame.right() - w * 0.2, frame.bottom() - w * 0.2, w * 0.16, w * 0.16)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(base.darker(120))
        p.drawEllipse(chip)
        p.setPen(QtGui.QColor(255, 255, 255))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, value)
    p.end()
    return pm


def placeholder_back(
    colour: QtGui.QColor | str = "#3A2F5B", size: QtCore.QSize = FACE_SIZE
) -> QtGui.QPixmap:
    """A card back: a deep colour with a fine diamond lattice and a central oval."""
    base = QtGui.QColor(colour)
    w, h = size.width(), size.height()
    pm = QtGui.QPixmap(size)
    pm.fill(base)
    p = QtGui.QPainter(pm)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    grad = QtGui.QRadialGradient(QtCore.QPointF(w / 2, h / 2), h * 0.7)
    grad.setColorAt(0.0, base.lighter(135))
    grad.setColorAt(1.0, base.darker(140))
    p.fillRect(pm.rect(), grad)
    m = w * 0.07
    inner = QtCore.QRectF(m, m, w - 2 * m, h - 2 * m)
    p.setClipRect(inner)
    p.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 34), w * 0.006))
    step = w * 0.08
    k = -h
    while k < w + h:
        p.drawLine(QtCore.QPointF(k, 0), QtCore.QPointF(k + h, h))
        p.drawLine(QtCore.QPointF(k + h, 0), QtCore.QPointF(k, h))
        k += step
    p.setClipping(False)
    p.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 120), w * 0.01))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, w * 0.03, w * 0.03)
    p.setBrush(base.darker(115))
    p.drawEllipse(QtCore.QPointF(w / 2, h / 2), w * 0.22, h * 0.16)
    p.end()
    return pm
