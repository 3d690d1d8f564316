"""The table surface: a felt texture and a vignette.

The texture is a seamless tile (fine grain plus a faint, larger mottling) used as the
scene's background brush, drawn once per colour; the vignette is a soft radial light
over the whole view, painted with the background (the view keeps that in Qt's
background cache).
"""

from __future__ import annotations

import random
from functools import lru_cache

from petridish.qt import Qt, QtCore, QtGui
from petridish.table.constants import FELT

TILE = 256  # texture tile size in pixels
WRAP = 2  # source pixels of wrapped border around a tile being scaled up


def _noise_image(size: int, seed: int) -> QtGui.QImage:
    """A greyscale white-noise image (white noise tiles seamlessly by nature)."""
    data = random.Random(seed).randbytes(size * size)
    image = QtGui.QImage(data, size, size, size, QtGui.QImage.Format.Format_Grayscale8)
    return image.copy()  # detach from the Python bytes object


def _seamless_blur(noise: QtGui.QImage, out: int) -> QtGui.QImage:
    """Scale a small noise tile up smoothly *without* seams.

    The tile gets a border of its own opposite edges (it wraps), is scaled, and the
    middle is kept: smooth scaling only reads a pixel's near neighbours, so a border of
    ``WRAP`` source pixels makes every edge blend into the opposite one. (Scaling a 3×3
    copy of the tile would do the same for several times the pixels.)
    """
    n, k = noise.width(), out // noise.width()
    big = QtGui.QImage(n + 2 * WRAP, n + 2 * WRAP, QtGui.QImage.Format.Format_Grayscale8)
    p = QtGui.QPainter(big)
    for dx in (-n, 0, n):
        for dy in (-n, 0, n):
            p.drawImage(WRAP + dx, WRAP + dy, noise)
    p.end()
    scaled = big.scaled(
        big.width() * k,
        big.height() * k,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    return scaled.copy(WRAP * k, WRAP * k, out, out)


@lru_cache(maxsize=4)
def felt_tile(rgb: int = FELT.rgb(), cache_dir: object = None) -> QtGui.QPixmap:
    """A TILE x TILE seamless felt texture of colour ``rgb`` (0xRRGGBB).

    ``cache_dir`` is unused (TableScene still passes it): drawing the felt costs 5 to 8 ms
    of a table's first frame (measured 2026-12), too little to keep it on disk."""
    pixmap = QtGui.QPixmap(TILE, TILE)
    pixmap.fill(QtGui.QColor.fromRgb(rgb))
    p = QtGui.QPainter(pixmap)
    # Large soft mottling: the felt is never a flat colour.
    p.setOpacity(0.10)
    p.setCompositionMode(QtGui.QPainter.CompositionMode.CompositionMode_Overlay)
    p.drawImage(0, 0, _seamless_blur(_noise_image(8, 7), TILE))
    p.setOpacity(0.08)
    p.drawImage(0, 0, _seamless_blur(_noise_image(32, 11), TILE))
    # Fine grain, the fibres of the cloth.
    p.setOpacity(0.07)
    p.setCompositionMode(QtGui.QPainter.CompositionMode.CompositionMode_SoftLight)
    p.drawImage(0, 0, _noise_image(TILE, 3))
    p.end()
    return pixmap


def paint_vignette(p: QtGui.QPainter, rect: QtCore.QRect) -> None:
    """A soft light in the middle of ``rect`` fading to darker edges."""
    centre = QtCore.QPointF(rect.x() + rect.width() * 0.5, rect.y() + rect.height() * 0.42)
    grad = QtGui.QRadialGradient(centre, max(rect.width(), rect.height()) * 0.75)
    grad.setColorAt(0.0, QtGui.QColor(255, 255, 255, 22))
    grad.setColorAt(0.45, QtGui.QColor(255, 255, 255, 0))
    grad.setColorAt(0.8, QtGui.QColor(0, 0, 0, 45))
    grad.setColorAt(1.0, QtGui.QColor(0, 0, 0, 95))
    p.fillRect(rect, grad)
