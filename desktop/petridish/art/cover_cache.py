"""Where game covers are cached, without importing Pillow.

The picker shows four covers on every start; when they are cached it only needs their
file names, so the drawing code (and Pillow) loads only on a cache miss.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

COVER_VERSION = 5  # 5: stored uncompressed  # bump whenever a cover's drawing changes, so cached PNGs are redrawn


def cover_key(game_id: str, width: int, height: int, available: bool) -> str:
    """A short hash of everything a cover's pixels depend on."""
    text = f"{game_id}|{width}x{height}|{int(available)}|v{COVER_VERSION}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def cover_file(
    game_id: str, width: int, height: int, available: bool, cache_dir: str | os.PathLike[str]
) -> Path:
    """The cache file name of a cover (which may not exist yet)."""
    safe_id = "".join(ch for ch in game_id if ch.isalnum())[:24] or "game"
    return Path(cache_dir) / f"cover-{safe_id}-{cover_key(game_id, width, height, available)}.png"


def cover_path(
    game_id: str, width: int, height: int, available: bool, cache_dir: str | os.PathLike[str]
) -> Path:
    """The cached PNG of a cover, rendering and writing it first if it is not there yet."""
    path = cover_file(game_id, width, height, available, cache_dir)
    if path.is_file():
        return path
    from petridish.art.covers import render_cover

    path.parent.mkdir(parents=True, exist_ok=True)
    image = render_cover(game_id, width, height, available)
    # Write beside the final name and rename, so a crash never leaves half a PNG cached.
    tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp")
    # Uncompressed, like the card cache: the picker decodes four covers on every start.
    image.save(tmp, format="PNG", compress_level=0)
    os.replace(tmp, path)
    return path
