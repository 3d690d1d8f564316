"""Rendered card faces, cached on disk as PNG files.

A face is keyed by a SHA-256 of the game, the template version, the card data that
went into it and the pixel size, so editing a card, changing the drawing (and bumping
the version) or asking for another size each gives a new file; a whole deck renders
once and later starts only read PNGs. Writes go to a temporary file first and are
renamed into place, so two processes (or threads) warming the same cache never leave
a half-written picture, and a damaged file is simply drawn again.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from petridish.art.template import CardTemplate

if TYPE_CHECKING:
    from PIL import Image

ENV_HOME = "PETRIDISH_HOME"
Progress = Callable[[int, int], None]


def default_directory() -> Path:
    """``$PETRIDISH_HOME/cache/art`` if that variable is set, else the platform's user
    cache folder for Petri Dish, plus ``art``. Computed when asked, never at import."""
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home) / "cache" / "art"
    return Path(platformdirs.user_cache_dir("petridish", appauthor=False)) / "art"


def cache_key(template: CardTemplate, key: str, width: int, height: int) -> str:
    """The SHA-256 (hex) naming face ``key`` of ``template`` at ``width`` × ``height``."""
    payload = {
        "game": template.game_id,
        "version": template.version,
        "face": key,
        "data": template.data_for(key),
        "size": [width, height],
    }
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def safe_name(key: str) -> str:
    """A face key made safe for a file name on every platform."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", key)


class ArtCache:
    """A folder of rendered faces; :meth:`get` renders on a miss."""

    def __init__(self, directory: Path | str | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_directory()

    def path_for(self, template: CardTemplate, key: str, width: int, height: int) -> Path:
        """Where face ``key`` at this size lives (whether or not it exists yet)."""
        digest = cache_key(template, key, width, height)
        name = f"{safe_name(key)}.{width}x{height}.{digest[:24]}.png"
        return self.directory / safe_name(template.game_id) / name

    def get(self, template: CardTemplate, key: str, width: int, height: int) -> Path:
        """The PNG of face ``key`` at ``width`` × ``height``, rendered and stored first
        if it is missing or unreadable."""
        path = self.path_for(template, key, width, height)
        if _readable(path, width, height):
            return path
        image = template.render(key, width, height)
        if image.size != (width, height):
            raise ValueError(
                f"{template.game_id} drew {key!r} at {image.size}, asked for {(width, height)}"
            )
        _write_png(path, image)
        return path

    def load(self, template: CardTemplate, key: str, width: int, height: int) -> Image.Image:
        """Face ``key`` as a loaded RGBA image (via :meth:`get`)."""
        from PIL import Image

        path = self.get(template, key, width, height)
        with Image.open(path) as im:
            return im.convert("RGBA")

    def warm(
        self,
        template: CardTemplate,
        width: int,
        height: int,
        progress: Progress | None = None,
    ) -> list[Path]:
        """Make sure every face of ``template`` is cached at this size; ``progress`` is
        called with (done, total) after each face."""
        keys = template.faces()
        paths = []
        for done, key in enumerate(keys, start=1):
            paths.append(self.get(template, key, width, height))
            if progress is not None:
                progress(done, len(keys))
        return paths

    def redraw(self, template: CardTemplate, key: str, width: int, height: int) -> Path:
        """Draw face ``key`` again over a cached file that turned out to be damaged."""
        self.path_for(template, key, width, height).unlink(missing_ok=True)
        return self.get(template, key, width, height)

    def clear(self, template: CardTemplate | None = None) -> int:
        """Delete cached faces (of one game, or all); returns how many files went."""
        root = self.directory / safe_name(template.game_id) if template else self.directory
        removed = 0
        if root.is_dir():
            for png in root.rglob("*.png"):
                png.unlink(missing_ok=True)
                removed += 1
        return removed


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"  # the empty IEND chunk every PNG ends with


def _readable(path: Path, width: int, height: int) -> bool:
    """True if ``path`` looks like a complete PNG of the right size: its signature, the
    size in its header and its closing chunk. Reading 40 bytes instead of decoding keeps
    a warm start free of Pillow; a file damaged in the middle fails to load as a pixmap
    and is then drawn again (see ``ArtCache.redraw``)."""
    try:
        with path.open("rb") as fh:
            head = fh.read(24)
            fh.seek(-len(PNG_END), os.SEEK_END)
            tail = fh.read()
    except OSError:
        return False
    if len(head) < 24 or not head.startswith(PNG_SIGNATURE) or head[12:16] != b"IHDR":
        return False
    size = (int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big"))
    return size == (width, height) and tail == PNG_END


def _write_png(path: Path, image: Image.Image) -> None:
    """Write atomically: a temporary file in the same folder, then ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".png")
    try:
        with os.fdopen(fd, "wb") as fh:
            # Stored without compression: a table opens by decoding a few dozen faces,
            # and an uncompressed PNG decodes 2.5x faster (the cache is ~16 MB a deck).
            image.save(fh, "PNG", compress_level=0)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
