"""Where game covers are cached, without importing Pillow.

The picker shows four covers on every start. A cached cover is stored as its raw RGBA
pixels behind a short header, not as a PNG: loading one is then a file read and a copy
(a fraction of a millisecond), where decoding even an uncompressed PNG took ~3 ms, and
those milliseconds are most of what the picker's first frame waits for. The drawing code
(and Pillow) loads only on a cache miss. A file whose header or length is wrong (a crash
mid-write, another program) is drawn and written again.
"""

from __future__ import annotations

import contextlib
import os
import struct
from pathlib import Path

COVER_VERSION = 6  # bump whenever a cover's drawing changes, so cached covers are redrawn

# b"PDCOVER" + format number, then width and height as little-endian uint32.
MAGIC = b"PDCOVER1"
HEADER = struct.Struct("<8sII")
MAX_SIDE = 8192  # larger than any screen; a header claiming more is not ours


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
    """The RGBA pixels cached at ``path``, or None if the file is missing or not a valid
    ``width`` × ``height`` cover."""
    try:
        with open(path, "rb") as f:
            data = f.read(HEADER.size + width * height * 4 + 1)
    except OSError:
        return None
    if len(data) != HEADER.size + width * height * 4:
        return None
    magic, w, h = HEADER.unpack_from(data)
    if magic != MAGIC or (w, h) != (width, height):
        return None
    return data[HEADER.size :]


def write_cover(path: str | os.PathLike[str], width: int, height: int, rgba: bytes) -> None:
    """Store ``rgba`` (``width`` × ``height`` × 4 bytes) at ``path``, atomically."""
    if not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE) or len(rgba) != width * height * 4:
        raise ValueError(f"not the pixels of a {width} × {height} cover")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # Written beside the final name and renamed, so a crash never leaves half a cover.
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as f:
        f.write(HEADER.pack(MAGIC, width, height))
        f.write(rgba)
    os.replace(tmp, path)


def cover_pixels(
    game_id: str,
    width: int,
    height: int,
    available: bool,
    cache_dir: str | os.PathLike[str] | None,
) -> bytes:
    """The RGBA pixels of a cover: from the cache, or drawn (and cached when possible)."""
    path = None if cache_dir is None else cover_file(game_id, width, height, available, cache_dir)
    if path is not None:
        cached = read_cover(path, width, height)
        if cached is not None:
            return cached
    from petridish.art.covers import render_cover

    rgba = render_cover(game_id, width, height, available).convert("RGBA").tobytes()
    if path is not None:
        # An unwritable cache only costs speed: the cover is drawn again next time.
        with contextlib.suppress(OSError):
            write_cover(path, width, height, rgba)
    return rgba
