"""Atomic file writes: a file is either its old self or its complete new self, never half.

A crash, a full disk or a power cut in the middle of a save must not cost the player the
save they already had, so every write goes to a temporary file next to the target and is
renamed over it only once the data is safely on disk.

Saves, autosaves and settings are private: a hot-seat autosave can hold a secret choice
the other player must not read, so new files are readable by their owner only (where the
system has such permissions). A file that is replaced keeps the permissions it had.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
from pathlib import Path

NEW_FILE_MODE = 0o600
# The temporary files' names: ".<target>.<8 hex digits>.tmp", next to the target. A
# process killed mid-write leaves one behind; storage.leftovers removes old ones.
TEMP_NAME = re.compile(r"\.(?P<target>.+)\.[0-9a-f]{8}\.tmp")

# Why a write failed, in the words a player would use; any other error gives the
# system's own words.
_PLAIN_REASONS = {
    errno.ENOSPC: "the disk is full",
    getattr(errno, "EDQUOT", errno.ENOSPC): "the disk is full",  # over a disk quota
    errno.EROFS: "the disk is read-only",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EFBIG: "the file is too large for the disk",
}


def write_atomic(
    path: str | os.PathLike[str],
    data: bytes | str,
    previous: str | os.PathLike[str] | None = None,
) -> None:
    """Replace ``path`` with ``data`` (text is written as UTF-8), all or nothing.

    With ``previous``, the file being replaced is kept under that name, and only once the
    new data is safely on disk: whatever fails, the good files there were before are
    still there (a crash between the two renames leaves the old file as ``previous``).

    Creates the parent folder if needed. On any failure the old file is untouched, the
    temporary file is removed and the error is raised again.
    """
    target = Path(path)
    # Encoded before anything touches the disk: text that cannot be written (half of a
    # character) fails here, with nothing created.
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
        if previous is not None and _is_regular(target):
            os.replace(target, previous)
        os.replace(temp, target)
    except BaseException:
        # BaseException too: a Ctrl+C mid-write must not leave a stray temporary file.
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _sync_folder(folder)


def plain_reason(exc: OSError) -> str:
    """Why a write failed, in plain words, without any file's name.

    The system's message names the file it was writing, which for an atomic write is the
    temporary one: a message about a save names the save itself, beside these words.
    """
    if exc.errno in _PLAIN_REASONS:
        return _PLAIN_REASONS[exc.errno]
    if isinstance(exc, PermissionError):  # Windows sets winerror, not always errno
        return "permission denied"
    words = exc.strerror or str(exc) or type(exc).__name__
    return words[:1].lower() + words[1:]


def temp_name(target: Path) -> Path:
    """A fresh temporary name next to ``target`` (see TEMP_NAME)."""
    return target.with_name(f".{target.name}.{os.urandom(4).hex()}.tmp")


def _create_temp(target: Path) -> tuple[int, Path]:
    # Same folder as the target: os.replace is only atomic within one file system.
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        temp = temp_name(target)
        try:
            fd = os.open(temp, flags, NEW_FILE_MODE)
        except FileExistsError:
            continue
        # os.open's mode is narrowed by the umask, never widened: 0600 or stricter.
        return fd, temp
    raise FileExistsError(f"no free temporary name next to {target}")


def _is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


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
