"""The table surface: a felt texture and a vignette, each drawn once and cached.

The texture is a seamless tile (fine grain plus a faint, larger mottling) used as the
scene's background brush; the vignette is a soft radial light drawn per viewport size,
at a quarter of it: a light that smooth looks the same stretched, and a quarter-size
picture is read from disk in a sixteenth of the time (a whole window's worth of pixels
took about 5 ms of the table's first frame; drawing the gradient instead costs more on
a first start, when PySide6 first builds the gradient classes).
Both are plain QPainter work into pixmaps, done on first use only, and with a
``cache_dir`` kept on disk (see petridish.drawn_cache): together they were about a tenth
of the time a table takes to show its first frame.
"""

from __future__ import annotations

import os
import random
from functools import lru_cache

from petridish.drawn_cache import FirstSizeKept, drawn_pixmap
from petridish.qt import Qt, QtCore, QtGui
from petridish.table.constants import FELT

FELT_VERSION = 1  # bump when the felt's drawing changes (cached copies are redrawn)
VIGNETTE_VERSION = 2  # the same, for the vignette
VIGNETTE_SHRINK = 4  # the vignette is kept at a quarter of the view's size

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
def felt_tile(
    rgb: int = FELT.rgb(), cache_dir: str | os.PathLike[str] | None = None
) -> QtGui.QPixmap:
    """A TILE x TILE seamless felt texture of colour ``rgb`` (0xRRGGBB)."""

    def draw(p: QtGui.QPainter) -> None:
        p.fillRect(QtCore.QRect(0, 0, TILE, TILE), QtGui.QColor.fromRgb(rgb))
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

    return drawn_pixmap(f"felt-{rgb:06x}", FELT_VERSION, TILE, TILE, draw, cache_dir)


def vignette(width: int, height: int, kept: FirstSizeKept | None = None) -> QtGui.QPixmap:
    """A soft light in the middle of the table fading to darker edges, for a view of
    ``width`` × ``height`` pixels, at a :data:`VIGNETTE_SHRINK`-th of that size (draw it
    stretched, smoothly). ``kept`` (named "vignette") keeps it: on disk at the first size
    it is asked for, since the view's size changes with the window's, and in memory while
    the size stays the same. None draws it afresh."""
    width = max(1, -(-width // VIGNETTE_SHRINK))
    height = max(1, -(-height // VIGNETTE_SHRINK))

    def draw(p: QtGui.QPainter) -> None:
        centre = QtCore.QPointF(width * 0.5, height * 0.42)
        radius = max(width, height) * 0.75
        grad = QtGui.QRadialGradient(centre, radius)
        grad.setColorAt(0.0, QtGui.QColor(255, 255, 255, 22))
        grad.setColorAt(0.45, QtGui.QColor(255, 255, 255, 0))
        grad.setColorAt(0.8, QtGui.QColor(0, 0, 0, 45))
        grad.setColorAt(1.0, QtGui.QColor(0, 0, 0, 95))
        p.fillRect(QtCore.QRect(0, 0, width, height), grad)

    if kept is None:
        return drawn_pixmap("vignette", VIGNETTE_VERSION, width, height, draw, None)
    return kept.get(VIGNETTE_VERSION, width, height, draw)
