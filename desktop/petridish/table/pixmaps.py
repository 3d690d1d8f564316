"""Card pixmaps by face key, loaded once from the art cache and kept in memory."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from petridish.qt import QtGui

RenderPath = Callable[[str, int, int], Path]  # (face key, width px, height px) -> PNG
Redraw = Callable[[str, int, int], Path]  # the same, drawing the face again first
DECODERS = 2  # PNG decoding runs outside the GIL: two threads nearly halve a table's


class PixmapCache:
    """Face key -> QPixmap at one pixel size (every card back shares one pixmap)."""

    def __init__(
        self, render_path: RenderPath, width: int, height: int, redraw: Redraw | None = None
    ) -> None:
        self.render_path = render_path
        self.redraw = redraw
        self.width, self.height = width, height
        self._pixmaps: dict[str, QtGui.QPixmap] = {}

    def __call__(self, key: str) -> QtGui.QPixmap:
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = self._checked(key, QtGui.QPixmap(str(self._path(key))))
            self._pixmaps[key] = pixmap
        return pixmap

    def _checked(self, key: str, pixmap: QtGui.QPixmap) -> QtGui.QPixmap:
        # A cached file damaged inside (its ends looked fine) will not decode: draw it again.
        if pixmap.isNull() and self.redraw is not None:
            pixmap = QtGui.QPixmap(str(self.redraw(key, self.width, self.height)))
        return pixmap

    def _path(self, key: str) -> Path:
        return self.render_path(key, self.width, self.height)

    def preload(self, keys: Iterable[str]) -> None:
        """Decode every missing face at once, in worker threads (QImage is thread-safe;
        the pixmaps are made here, on the GUI thread)."""
        missing = [k for k in dict.fromkeys(keys) if k not in self._pixmaps]
        if len(missing) < 4:
            return
        paths = [str(self._path(k)) for k in missing]
        with ThreadPoolExecutor(DECODERS) as pool:
            images = list(pool.map(QtGui.QImage, paths))
        for key, image in zip(missing, images, strict=True):
            self._pixmaps[key] = self._checked(key, QtGui.QPixmap.fromImage(image))
