"""Card pixmaps by face key, loaded once from the art cache and kept in memory."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from petridish.qt import QtGui

RenderPath = Callable[[str, int, int], Path]  # (face key, width px, height px) -> PNG


class PixmapCache:
    """Face key -> QPixmap at one pixel size (every card back shares one pixmap)."""

    def __init__(self, render_path: RenderPath, width: int, height: int) -> None:
        self.render_path = render_path
        self.width, self.height = width, height
        self._pixmaps: dict[str, QtGui.QPixmap] = {}

    def __call__(self, key: str) -> QtGui.QPixmap:
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = QtGui.QPixmap(str(self.render_path(key, self.width, self.height)))
            self._pixmaps[key] = pixmap
        return pixmap
