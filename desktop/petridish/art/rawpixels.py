"""The file format of the picture caches: raw RGBA pixels behind a 16-byte header.

Card faces, covers and the pictures of petridish.drawn_cache are cached as their pixels,
not as PNGs, because the table and the picker open by loading a few dozen of them: a raw
file is a read and a copy, where a PNG must be decoded (measured 2026-12: PNGs instead
would add 18 ms to the game picker's first frame, 8 of them for its covers, and 37 ms
to a warm table's). The files are a private cache, re-creatable at any time; PNGs are
what ``render-cards`` exports.

Layout: 8 bytes of magic naming the kind of picture and the format version, then width
and height as little-endian uint32, then ``width * height * 4`` bytes of pixels, row by
row. Faces and covers hold RGBA, not premultiplied (Pillow's ``RGBA`` mode, the
Qt ``Format_RGBA8888``); pictures drawn by petridish.drawn_cache (its own magic) hold
the premultiplied ``Format_ARGB32_Premultiplied`` of the Qt paint engine. A file is
trusted when its magic, its size and its length are right: writes are atomic (a
temporary file renamed into place), so a file is either whole or absent, and a file cut
short or overwritten by something else fails the check and is drawn again.
"""

from __future__ import annotations

import contextlib
import os
import re
import struct
import tempfile
from collections.abc import Callable
from pathlib import Path

HEADER = struct.Struct("<8sII")
MAX_SIDE = 16384  # larger than any face or cover we draw; a bigger header is not ours


def expected_length(width: int, height: int) -> int:
    """The length of a whole file holding a ``width`` × ``height`` picture."""
    return HEADER.size + width * height * 4


def looks_whole(path: str | os.PathLike[str], magic: bytes, width: int, height: int) -> bool:
    """True if ``path`` has the right header and length; reads 16 bytes, not the pixels."""
    try:
        with open(path, "rb") as f:
            head = f.read(HEADER.size)
            length = os.fstat(f.fileno()).st_size
    except OSError:
        return False
    return (
        len(head) == HEADER.size
        and HEADER.unpack(head) == (magic, width, height)
        and length == expected_length(width, height)
    )


def read_pixels(
    path: str | os.PathLike[str], magic: bytes, width: int, height: int
) -> bytes | None:
    """The RGBA pixels at ``path``, or None if it is missing or not a whole file of a
    ``width`` × ``height`` picture of this kind."""
    want = expected_length(width, height)
    try:
        with open(path, "rb") as f:
            data = f.read(want + 1)  # one byte more reveals a file that is too long
    except OSError:
        return None
    if len(data) != want or HEADER.unpack_from(data) != (magic, width, height):
        return None
    return data[HEADER.size :]


def write_pixels(
    path: str | os.PathLike[str], magic: bytes, width: int, height: int, rgba: bytes
) -> None:
    """Store ``rgba`` at ``path`` atomically (a temporary file in the same folder, then
    ``os.replace``), so readers and other writers only ever see whole files."""
    if not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE):
        raise ValueError(f"a picture of {width} × {height} pixels cannot be cached")
    if len(rgba) != width * height * 4:
        raise ValueError(f"{len(rgba)} bytes are not the RGBA pixels of {width} × {height}")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=path.suffix)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(HEADER.pack(magic, width, height))
            f.write(rgba)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def cached_pixels(
    path: str | os.PathLike[str] | None,
    magic: bytes,
    width: int,
    height: int,
    make: Callable[[], bytes],
) -> bytes:
    """The pixels cached at ``path``, or ``make()``'s, stored there for next time.

    For pictures that are only a speed-up to keep: ``path`` None draws without caching,
    and a cache that cannot be written is ignored (the picture is made again next time).
    """
    if path is not None:
        cached = read_pixels(path, magic, width, height)
        if cached is not None:
            return cached
    rgba = make()
    if path is not None:
        with contextlib.suppress(OSError):
            write_pixels(path, magic, width, height, rgba)
    return rgba


def forget(
    folder: str | os.PathLike[str], name: str, doomed: Callable[[re.Match[str]], bool]
) -> list[Path]:
    """Delete the files in ``folder`` whose whole name matches the regular expression
    ``name`` and that ``doomed`` condemns (given the match); the files deleted.

    How each cache keeps to one file per picture and size: a whole-name match, never a
    glob, because a glob for one picture's files also finds those of another whose name
    begins the same. A file that cannot be deleted, or a missing folder, is left be: a
    cache that keeps an old file only costs space.
    """
    own = re.compile(name)
    gone = []
    with contextlib.suppress(OSError):
        for file in Path(folder).iterdir():
            match = own.fullmatch(file.name)
            if match is not None and doomed(match):
                with contextlib.suppress(OSError):
                    file.unlink()
                    gone.append(file)
    return gone
