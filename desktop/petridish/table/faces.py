"""Card faces as the table draws them: the full picture, loaded when first needed, and
its copies at the size a card has on screen, with rounded corners and the card's edges.

Opening a table draws every card in view at the size the window gives it. Loading each
face's full picture (a few hundred kilobytes, sharp enough for the hover preview and a
close zoom) and filtering it down to that size costs 14 to 20 ms of a warm table's
first frame (measured 2026-12, ADAPTOID 24: 51 faces drawn). The next start asks for
the same sizes, so the screen-size copies of the first few sizes a table asks for are
kept as files of a few dozen kilobytes (see petridish.drawn_cache), and a full picture
is only loaded when something needs it: the hover preview, or a size that is not kept.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

from petridish.art import rawpixels
from petridish.drawn_cache import drawn_pixmap
from petridish.qt import Qt, QtCore, QtGui
from petridish.table.paint import stroke_card_edges

# Bump when the screen-size drawing changes (rounded corners, edges): old files are
# then never used, and go as the faces are drawn again.
SCREEN_VERSION = 1
KEPT_SIZES = 4  # screen sizes a table keeps on disk (its first frame draws two or three)
MEMORY_BYTES = 96 * 1024 * 1024  # screen-size faces kept in memory; the oldest go first

# (width, height) of a screen-size face in pixels, its corner radius in quarter pixels and
# its edge scale in sixteenths (see :meth:`CardFace.screen`).
ScreenSize = tuple[int, int, int, int]
# A painter on a transparent screen-size picture -> the face drawn on it.
Draw = Callable[[QtGui.QPainter], None]
# (face key, width px, height px) -> the face's RGBA pixels, width * height * 4 bytes,
# as ``ArtCache.pixels`` gives them (drawing the face first if it is not cached).
Pixels = Callable[[str, int, int], bytes]


class ScreenFiles:
    """The folder where one table keeps its screen-size faces on disk, and which sizes
    it keeps: the first :data:`KEPT_SIZES` it is asked for (those of its first frame,
    which the next start asks for first). Any other size is drawn in memory only, so a
    pinch zoom does not write a file per step."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.sizes: list[ScreenSize] = []

    def keeps(self, size: ScreenSize) -> bool:
        """Whether faces at ``size`` are kept on disk (the first few sizes asked are)."""
        if size in self.sizes:
            return True
        if len(self.sizes) < KEPT_SIZES:
            self.sizes.append(size)
            return True
        return False

    def forget_other_sizes(self, name: str) -> None:
        """Delete the files of face ``name`` at sizes (or versions) this table does not
        keep: a face has at most :data:`KEPT_SIZES` files, whatever the window's size
        was on earlier starts."""

        def doomed(match: re.Match[str]) -> bool:
            r, e, w, h, version = (int(x) for x in match.groups())
            return version != SCREEN_VERSION or (w, h, r, e) not in self.sizes

        own = re.escape(name) + r"-r(\d+)e(\d+)-(\d+)x(\d+)-v(\d+)\.rgba"
        rawpixels.forget(self.folder, own, doomed)


class CardFace:
    """One printed side of a card.

    ``name`` tells faces apart, and with ``files`` it names their files on disk, so it
    must change whenever the picture does (the art cache's names hold a hash of the card
    data and the template). ``load`` gives the full picture; it is called once, when
    first needed.
    """

    __slots__ = ("_load", "_pixmap", "files", "name")

    def __init__(
        self, name: str, load: Callable[[], QtGui.QPixmap], files: ScreenFiles | None = None
    ) -> None:
        self.name = name
        self._load = load
        self._pixmap: QtGui.QPixmap | None = None
        self.files = files

    @classmethod
    def of(cls, pixmap: QtGui.QPixmap) -> CardFace:
        """A face for a picture already in memory (placeholders, tests), kept nowhere."""
        return cls(f"pixmap-{pixmap.cacheKey()}", lambda: pixmap)

    def pixmap(self) -> QtGui.QPixmap:
        """The full picture (loaded on the first call)."""
        if self._pixmap is None:
            self._pixmap = self._load()
        return self._pixmap

    def screen(self, w_px: int, h_px: int, radius_px: float, edge_px: float = 0.0) -> QtGui.QPixmap:
        """The face smoothly scaled to ``w_px`` × ``h_px`` with antialiased rounded
        corners; with ``edge_px`` (device pixels per item unit) the card's edges are
        drawn in too (see :func:`petridish.table.paint.stroke_card_edges`), once per face
        and size instead of two antialiased outlines per card on every repaint.

        From memory, else from disk if this size is kept, else drawn (and kept)."""
        size = (w_px, h_px, round(radius_px * 4), round(edge_px * 16))
        key = (self.name, *size)
        cached = _MEMORY.get(key)
        if cached is not None:
            _MEMORY.move_to_end(key)
            return cached
        out = self._screen_copy(size)
        _remember(key, out)
        return out

    def _screen_copy(self, size: ScreenSize) -> QtGui.QPixmap:
        w_px, h_px, radius4, edge16 = size
        files = self.files if self.files is not None and self.files.keeps(size) else None

        def draw(p: QtGui.QPainter) -> None:
            if files is not None:
                files.forget_other_sizes(self.name)  # a new file: drop those of old sizes
            _draw_screen_face(p, self.pixmap(), w_px, h_px, radius4 / 4, edge16 / 16)

        name = f"{self.name}-r{radius4}e{edge16}"
        folder = files.folder if files is not None else None
        return drawn_pixmap(name, SCREEN_VERSION, w_px, h_px, draw, folder)


def _draw_screen_face(
    p: QtGui.QPainter, pixmap: QtGui.QPixmap, w_px: int, h_px: int, radius: float, edge: float
) -> None:
    scaled = pixmap.scaled(
        w_px,
        h_px,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QtGui.QBrush(scaled))
    p.drawRoundedRect(QtCore.QRectF(0, 0, w_px, h_px), radius, radius)
    if edge > 0.0:
        p.scale(edge, edge)
        stroke_card_edges(p, QtCore.QRectF(0, 0, w_px / edge, h_px / edge), radius / edge)


_MEMORY: OrderedDict[tuple[str, int, int, int, int], QtGui.QPixmap] = OrderedDict()
_memory_used = 0


def _remember(key: tuple[str, int, int, int, int], pixmap: QtGui.QPixmap) -> None:
    global _memory_used
    _MEMORY[key] = pixmap
    _memory_used += key[1] * key[2] * 4
    while _memory_used > MEMORY_BYTES and len(_MEMORY) > 1:
        (_, w, h, _, _), _old = _MEMORY.popitem(last=False)
        _memory_used -= w * h * 4


class FaceCache:
    """Face key -> :class:`CardFace` at one art size (every card back shares one)."""

    def __init__(
        self,
        pixels: Pixels,
        width: int,
        height: int,
        name: Callable[[str], str] | None = None,
        files: ScreenFiles | None = None,
    ) -> None:
        self.pixels = pixels
        self.width, self.height = width, height
        self.name = name or (lambda key: f"{key}.{width}x{height}")
        self.files = files
        self._faces: dict[str, CardFace] = {}

    def __call__(self, key: str) -> CardFace:
        face = self._faces.get(key)
        if face is None:
            face = CardFace(self.name(key), lambda: self._pixmap(key), self.files)
            self._faces[key] = face
        return face

    def _pixmap(self, key: str) -> QtGui.QPixmap:
        w, h = self.width, self.height
        rgba = self.pixels(key, w, h)
        if len(rgba) != w * h * 4:
            raise ValueError(f"face {key!r}: {len(rgba)} bytes are not {w} × {h} RGBA")
        image = QtGui.QImage(rgba, w, h, w * 4, QtGui.QImage.Format.Format_RGBA8888)
        # fromImage copies the pixels, so ``rgba`` may be freed once this returns.
        return QtGui.QPixmap.fromImage(image)
