"""Pictures the app draws with Qt on every start, kept on disk as raw pixels.

The picker's backdrop and the app's mark are drawn from code alone, the same picture
every time for a given size. Drawing them cost several milliseconds of the picker's
first frame (gradients and antialiased shapes, and the first use of each painting
class); reading them back is a read and a copy. The files use the cache format of card
faces and covers (:mod:`petridish.art.rawpixels`), and a missing, damaged or foreign
file is simply drawn again. ``cache_dir`` None draws in memory only.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path

from petridish.art import rawpixels
from petridish.qt import QtCore, QtGui
from petridish.ui import palette

MAGIC = b"PDDRAWN1"

Draw = Callable[[QtGui.QPainter], None]


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
) -> QtGui.QPixmap:
    """Picture ``name`` at ``width`` × ``height`` pixels: from the cache, or made by
    ``draw`` (a painter on a transparent picture of that size) and cached. ``only``
    keeps just this size of the picture on disk (for one that follows the window's size,
    so that the cache does not collect a file for every size the window ever had)."""
    path = None if cache_dir is None else drawn_file(cache_dir, name, version, width, height)

    def make() -> bytes:
        image = QtGui.QImage(width, height, QtGui.QImage.Format.Format_RGBA8888)
        image.fill(QtCore.Qt.GlobalColor.transparent)
        p = palette.painter(image)
        draw(p)
        p.end()
        if path is not None and only:
            for other in path.parent.glob(f"{name}-*.rgba"):
                if other != path:
                    with contextlib.suppress(OSError):
                        other.unlink()
        return bytes(image.constBits())

    rgba = rawpixels.cached_pixels(path, MAGIC, width, height, make)
    image = QtGui.QImage(rgba, width, height, width * 4, QtGui.QImage.Format.Format_RGBA8888)
    return QtGui.QPixmap.fromImage(image)  # a copy: ``rgba`` may go once this returns
