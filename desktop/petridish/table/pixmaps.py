"""Card pixmaps by face key, loaded once from the art cache and kept in memory."""

from __future__ import annotations

from collections.abc import Callable

from petridish.qt import QtGui

# (face key, width px, height px) -> the face's RGBA pixels, width * height * 4 bytes,
# as ``ArtCache.pixels`` gives them (drawing the face first if it is not cached).
Pixels = Callable[[str, int, int], bytes]


class PixmapCache:
    """Face key -> QPixmap at one pixel size (every card back shares one pixmap)."""

    def __init__(self, pixels: Pixels, width: int, height: int) -> None:
        self.pixels = pixels
        self.width, self.height = width, height
        self._pixmaps: dict[str, QtGui.QPixmap] = {}

    def __call__(self, key: str) -> QtGui.QPixmap:
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            w, h = self.width, self.height
            rgba = self.pixels(key, w, h)
            if len(rgba) != w * h * 4:
                raise ValueError(f"face {key!r}: {len(rgba)} bytes are not {w} × {h} RGBA")
            image = QtGui.QImage(rgba, w, h, w * 4, QtGui.QImage.Format.Format_RGBA8888)
            # fromImage copies the pixels, so ``rgba`` may be freed once this returns.
            pixmap = self._pixmaps[key] = QtGui.QPixmap.fromImage(image)
        return pixmap
