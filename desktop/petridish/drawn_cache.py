"""Pictures the app draws with Qt on every start, kept on disk as raw pixels.

The game picker's backdrop, its game tiles at rest, the app's mark and the recent saves
are the same picture every time for a given size, and so are the table's card faces at
their size on screen (petridish.table.faces). Blitting the picker's pictures is what
lets its first frame be made without PySide6's Qt enums (see petridish.qt), which
painting any of them would build: 15 ms, where drawing them once the enums exist
would cost only 1 to 3 ms each (measured 2026-12). The files use the cache format of
card faces and covers (:mod:`petridish.art.rawpixels`), in Qt's own pixel format, and a
missing, damaged or foreign file is simply drawn again. ``cache_dir`` None draws in
memory only.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

from petridish.art import rawpixels
from petridish.qt import QtGui

MAGIC = b"PDDRAWN2"
# The format Qt paints windows in: a picture drawn here and blitted is pixel for pixel
# what painting it on the window would give (straight alpha, or even premultiplied RGBA,
# rounds a little differently). The files are only ever read back here, on this machine.
FORMAT = QtGui.QImage.Format.Format_ARGB32_Premultiplied

Draw = Callable[[QtGui.QPainter], None]


def painter(device: QtGui.QPaintDevice) -> QtGui.QPainter:
    """A painter on ``device`` with antialiased shapes, text and scaled pixmaps (how the
    app paints everything; ``palette.painter`` is this one)."""
    p = QtGui.QPainter(device)
    hint = QtGui.QPainter.RenderHint
    p.setRenderHints(hint.Antialiasing | hint.SmoothPixmapTransform | hint.TextAntialiasing)
    return p


def drawn_file(cache_dir: str | os.PathLike[str], name: str, version: int, w: int, h: int) -> Path:
    """The cache file of picture ``name`` at ``w`` × ``h`` pixels (it may not exist yet);
    ``version`` is bumped whenever the drawing changes, so old files are never used."""
    return Path(cache_dir) / f"{name}-{w}x{h}-v{version}.rgba"


def drawn_pixmap(
    name: str,
    version: int,
    width: int,
    height: int,
    draw: Draw,
    cache_dir: str | os.PathLike[str] | None,
    only: bool = False,
    device_pixel_ratio: float = 1.0,
) -> QtGui.QPixmap:
    """Picture ``name`` at ``width`` × ``height`` pixels: from the cache, or made by
    ``draw`` (a painter on a transparent picture of that size) and cached. ``only``
    keeps just this size and version of the picture on disk (for one that follows the
    window's size, so that the cache does not collect a file for every size the window
    ever had). With a ``device_pixel_ratio``, ``draw`` paints in logical pixels (text is
    laid out for the screen's density) and the pixmap carries that ratio."""
    path = None if cache_dir is None else drawn_file(cache_dir, name, version, width, height)

    def make() -> bytes:
        image = QtGui.QImage(width, height, FORMAT)
        image.fill(QtGui.QColor(0, 0, 0, 0))
        image.setDevicePixelRatio(device_pixel_ratio)
        p = painter(image)
        draw(p)
        p.end()
        if path is not None and only:
            _forget_others(path, name)
        return bytes(image.constBits())

    rgba = rawpixels.cached_pixels(path, MAGIC, width, height, make)
    # The copy is needed: in Qt's own pixel format, fromImage shares the pixels rather
    # than copying them, and ``rgba`` is freed once this returns (painting the pixmap
    # then read freed memory: a rare crash in a picker tile's paintEvent).
    image = QtGui.QImage(rgba, width, height, width * 4, FORMAT).copy()
    pixmap = QtGui.QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    return pixmap


class FirstSizeKept:
    """A picture that follows a widget's size: kept on disk at the first size it is asked
    for (the size the next start will most likely ask for again), drawn in memory at any
    other (a window being resized would otherwise write a file per step), and reused
    while its size and version stay the same."""

    def __init__(self, name: str, cache_dir: str | os.PathLike[str] | None) -> None:
        self.name, self.cache_dir = name, cache_dir
        self._first: tuple[int, int, int, float] | None = None
        self._last: tuple[tuple[int, int, int, float], QtGui.QPixmap] | None = None

    def get(
        self, version: int, width: int, height: int, draw: Draw, device_pixel_ratio: float = 1.0
    ) -> QtGui.QPixmap:
        """The picture at ``width`` × ``height`` pixels, made by ``draw`` if need be (see
        :func:`drawn_pixmap`)."""
        key = (version, width, height, device_pixel_ratio)
        if self._last is not None and self._last[0] == key:
            return self._last[1]
        self._first = self._first or key
        cache = self.cache_dir if key == self._first else None
        pixmap = drawn_pixmap(
            self.name, version, width, height, draw, cache, True, device_pixel_ratio
        )
        self._last = (key, pixmap)
        return pixmap


def _forget_others(path: Path, name: str) -> None:
    """Delete the other sizes and versions of picture ``name`` (and only of ``name``,
    not of ``tile-adaptoid24`` when ``name`` is ``tile-adapt``)."""
    own = re.escape(name) + r"-\d+x\d+-v\d+\.rgba"
    rawpixels.forget(path.parent, own, lambda match: match.string != path.name)
