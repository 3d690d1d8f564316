"""The two autosave files on disk: writing a new one without losing a good one, and
moving one that cannot be read out of the way.

An autosave is rewritten after every move and the one it replaces is kept as the
previous autosave. Two rules keep that rotation honest. The new file is written in full
before anything is renamed (see ``atomic.write_atomic``'s ``previous``). And an autosave
that cannot be read is never rotated over a good previous one: it is moved aside to
``autosave.unreadable.petridish`` instead, so a damaged file, or one from a newer Petri
Dish, neither costs the player the previous autosave nor is silently deleted.
"""

from __future__ import annotations

import os
from pathlib import Path

from petridish.storage import peek
from petridish.storage.atomic import write_atomic
from petridish.storage.leftovers import clean_once
from petridish.storage.paths import Paths

# The autosaves this process wrote, as (device, inode, size, mtime): a file still
# matching is known good, and is rotated without being read back.
_written: dict[Path, tuple[int, int, int, int]] = {}


def write_autosave(paths: Paths, payload: bytes) -> Path:
    """Write ``payload`` as the autosave; the one it replaces becomes the previous one
    if it can be read, else it is set aside. Returns the autosave's path."""
    clean_once(paths)  # `petridish play` shows no picker: its first autosave cleans up
    current = paths.autosave_path
    keep = True
    # Only a file this process did not just write is looked at (once, not every move).
    if os.path.lexists(current) and not _known_good(current) and not peek.look_at(current).readable:
        set_aside(paths, current)
        keep = False
    write_atomic(current, payload, previous=paths.previous_autosave_path if keep else None)
    _remember(current)
    return current


def set_aside(paths: Paths, path: Path) -> Path:
    """Move the autosave at ``path`` (current or previous) to the unreadable autosave's
    place, replacing any earlier one there; return where it went."""
    target = paths.unreadable_autosave_path
    try:
        os.replace(path, target)
    except OSError:
        # A file cannot replace a folder nor a folder a file: the earlier copy (a file
        # or link that could not be read either) makes way; a folder there is left be.
        if not os.path.lexists(target) or (os.path.isdir(target) and not os.path.islink(target)):
            raise
        os.unlink(target)
        os.replace(path, target)
    _written.pop(path, None)
    return target


def _fingerprint(path: Path) -> tuple[int, int, int, int] | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def _known_good(path: Path) -> bool:
    seen = _written.get(path)
    return seen is not None and seen == _fingerprint(path)


def _remember(path: Path) -> None:
    seen = _fingerprint(path)
    if seen is not None:
        _written[path] = seen
