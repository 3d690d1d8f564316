"""Where game covers are cached, without importing Pillow.

The picker shows four covers on every start. A cached cover is a raw pixel file (see
:mod:`petridish.art.rawpixels`), so loading one is a read and a copy; the drawing code
(and Pillow) loads only on a cache miss (measured 2026-12: importing it would add 13 ms
to the picker's first frame), and a file that is not a whole cover of the asked size is
drawn and written again.
"""

from __future__ import annotations

import os
from pathlib import Path

from petridish.art import rawpixels

COVER_VERSION = 6  # bump whenever a cover's drawing changes, so cached covers are redrawn
MAGIC = b"PDCOVER1"


def cover_file(
    game_id: str, width: int, height: int, available: bool, cache_dir: str | os.PathLike[str]
) -> Path:
    """The cache file name of a cover (which may not exist yet).

    Everything the pixels depend on is in the name, so a changed size, state or drawing
    version simply misses the cache.
    """
    safe_id = "".join(ch for ch in game_id if ch.isalnum())[:24] or "game"
    state = "open" if available else "soon"
    return Path(cache_dir) / f"cover-{safe_id}-{width}x{height}-{state}-v{COVER_VERSION}.rgba"


def read_cover(path: str | os.PathLike[str], width: int, height: int) -> bytes | None:
    """The RGBA pixels cached at ``path``, or None if the file is missing or not a whole
    ``width`` × ``height`` cover."""
    return rawpixels.read_pixels(path, MAGIC, width, height)


def cover_pixels(
    game_id: str,
    width: int,
    height: int,
    available: bool,
    cache_dir: str | os.PathLike[str] | None,
) -> bytes:
    """The RGBA pixels of a cover: from the cache, or drawn (and cached when possible)."""
    path = None if cache_dir is None else cover_file(game_id, width, height, available, cache_dir)

    def draw() -> bytes:
        from petridish.art.covers import render_cover

        return render_cover(game_id, width, height, available).convert("RGBA").tobytes()

    return rawpixels.cached_pixels(path, MAGIC, width, height, draw)
