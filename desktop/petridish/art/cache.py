"""Rendered card faces, cached on disk as raw pixel files.

A face is keyed by a 64-bit digest of the game, the template version, the card data
that went into it and the pixel size, so editing a card, changing the drawing (and bumping
the version) or asking for another size each gives a new file; a whole deck renders
once and later starts only read the files, in the format of
:mod:`petridish.art.rawpixels` (no decoding, no Pillow). Writes go to a temporary file
first and are renamed into place, so two processes (or threads) warming the same cache
never leave a half-written picture, and a file that is not whole is simply drawn again.

A cache that cannot be written (a full or read-only disk, a folder that cannot be made)
only makes the faces slower: each is drawn in memory when it is needed, and
:attr:`ArtCache.write_error` says why it was not kept.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from petridish.art import rawpixels
from petridish.art.template import CardTemplate

if TYPE_CHECKING:
    from PIL import Image

ENV_HOME = "PETRIDISH_HOME"
MAGIC = b"PDFACE01"
SUFFIX = ".rgba"
Progress = Callable[[int, int], None]


def default_directory() -> Path:
    """``$PETRIDISH_HOME/cache/art`` if that variable is set, else the platform's user
    cache folder for Petri Dish, plus ``art``. Computed when asked, never at import."""
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home) / "cache" / "art"
    return Path(platformdirs.user_cache_dir("petridish", appauthor=False)) / "art"


def cache_key(template: CardTemplate, key: str, width: int, height: int) -> str:
    """The digest (16 hex digits: the first 64 bits of a SHA-256) naming face ``key`` of
    ``template`` at ``width`` × ``height``, of the data it is drawn from."""
    payload = {
        "game": template.game_id,
        "version": template.version,
        "face": key,
        "data": template.data_for(key),
        "size": [width, height],
    }
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str)
    data = text.encode("utf-8")
    return hashlib.sha256(data).hexdigest()[:16]


def safe_name(key: str) -> str:
    """A face key made safe for a file name on every platform."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", key)


class ArtCache:
    """A folder of rendered faces; :meth:`get` renders on a miss."""

    def __init__(self, directory: Path | str | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_directory()
        # Why the last face drawn could not be stored, or None if it was.
        self.write_error: OSError | None = None

    def path_for(self, template: CardTemplate, key: str, width: int, height: int) -> Path:
        """Where face ``key`` at this size lives (whether or not it exists yet)."""
        digest = cache_key(template, key, width, height)
        name = f"{safe_name(key)}.{width}x{height}.{digest}{SUFFIX}"
        return self.directory / safe_name(template.game_id) / name

    def screen_folder(self, template: CardTemplate) -> Path:
        """Where the table keeps this game's faces at the size they have on screen
        (petridish.table.faces), beside the faces themselves so :meth:`clear` takes
        them too."""
        return self.directory / safe_name(template.game_id) / "screen"

    def get(self, template: CardTemplate, key: str, width: int, height: int) -> Path:
        """The cache file of face ``key`` at ``width`` × ``height``, drawn and stored
        first if it is missing or not whole (still missing if the cache cannot be
        written: see :attr:`write_error`)."""
        path = self.path_for(template, key, width, height)
        if not rawpixels.looks_whole(path, MAGIC, width, height):
            self._draw(template, key, width, height, path)
        return path

    def pixels(self, template: CardTemplate, key: str, width: int, height: int) -> bytes:
        """The RGBA pixels of face ``key`` (``width * height * 4`` bytes), from the cache
        or drawn and stored first."""
        path = self.path_for(template, key, width, height)
        data = rawpixels.read_pixels(path, MAGIC, width, height)
        if data is None:
            data = self._draw(template, key, width, height, path)
        return data

    def load(self, template: CardTemplate, key: str, width: int, height: int) -> Image.Image:
        """Face ``key`` as an RGBA Pillow image (via :meth:`pixels`)."""
        # Imported here: a warm table never loads Pillow (measured 2026-12: importing it
        # would add 15 ms to its first frame).
        from PIL import Image

        return Image.frombytes("RGBA", (width, height), self.pixels(template, key, width, height))

    def _draw(self, template: CardTemplate, key: str, width: int, height: int, path: Path) -> bytes:
        image = template.render(key, width, height)
        if image.size != (width, height):
            raise ValueError(
                f"{template.game_id} drew {key!r} at {image.size}, asked for {(width, height)}"
            )
        rgba = image.convert("RGBA").tobytes()
        try:
            rawpixels.write_pixels(path, MAGIC, width, height, rgba)
        except OSError as exc:
            # Only a speed-up lost: the face is drawn again the next time it is asked.
            self.write_error = exc
            return rgba
        self.write_error = None
        self._forget_stale(template, key, width, height, path)
        return rgba

    def _forget_stale(
        self, template: CardTemplate, key: str, width: int, height: int, path: Path
    ) -> None:
        """Delete the older versions of this face at this size (other card data, another
        template version or an older naming), and the table's screen-size copies of
        them: the cache holds one file per face and size, however often cards change."""
        own = re.escape(f"{safe_name(key)}.{width}x{height}.") + r"[0-9a-f]+" + re.escape(SUFFIX)
        screen = self.screen_folder(template)
        for old in rawpixels.forget(path.parent, own, lambda m: m.string != path.name):
            copies = re.escape(f"{old.stem}-") + r".*" + re.escape(SUFFIX)
            rawpixels.forget(screen, copies, lambda match: True)

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

    def clear(self, template: CardTemplate | None = None) -> int:
        """Delete cached faces (of one game, or all); returns how many files went.

        PNGs go too: faces were cached as PNG files before the raw format."""
        root = self.directory / safe_name(template.game_id) if template else self.directory
        removed = 0
        if root.is_dir():
            for pattern in (f"*{SUFFIX}", "*.png"):
                for file in root.rglob(pattern):
                    file.unlink(missing_ok=True)
                    removed += 1
        return removed
