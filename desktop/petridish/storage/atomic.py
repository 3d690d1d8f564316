"""Atomic file writes: a file is either its old self or its complete new self, never half.

A crash, a full disk or a power cut in the middle of a save must not cost the player the
save they already had, so every write goes to a temporary file next to the target and is
renamed over it only once the data is safely on disk.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path


def write_atomic(path: str | os.PathLike[str], data: bytes | str) -> None:
    """Replace ``path`` with ``data`` (text is written as UTF-8), all or nothing.

    Creates the parent folder if needed. On any failure the old file is untouched, the
    temporary file is removed and the error is raised again.
    """
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = _create_temp(target)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        _keep_mode(target, temp)
        os.replace(temp, target)
    except BaseException:
        # BaseException too: a Ctrl+C mid-write must not leave a stray temporary file.
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _sync_folder(folder)


def _create_temp(target: Path) -> tuple[int, Path]:
    # Same folder as the target: os.replace is only atomic within one file system.
    # Not tempfile.mkstemp: its files are private to their owner, while a new save
    # should get the same permissions as any other file the player creates (umask).
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        temp = target.with_name(f".{target.name}.{os.urandom(4).hex()}.tmp")
        try:
            return os.open(temp, flags, 0o666), temp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name next to {target}")


def _keep_mode(target: Path, temp: Path) -> None:
    # A replaced file keeps the permissions the player gave it.
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        return
    os.chmod(temp, mode)


def _sync_folder(folder: Path) -> None:
    # The rename itself is only durable once the folder's entry is on disk. Windows
    # cannot open a folder this way; there the rename is as good as it gets.
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
