"""The autosave files on disk: one game in progress each, written without losing a good
one, moved out of the way when one cannot be read, and removed when the game is over
or the player removes it.

Every game in progress has its own autosave (``Paths.autosave_for`` its key), rewritten
after every move; the one it replaces is kept as its previous autosave. Two rules keep
that rotation honest. The new file is written in full before anything is renamed (see
``atomic.write_atomic``'s ``previous``). And an autosave that cannot be read is never
rotated over a good previous one: it is moved aside to ``<key>.unreadable.petridish``
instead, so a damaged file, or one from a newer Petri Dish, neither costs the player the
previous autosave nor is silently deleted. One game's files are never touched by
another's: starting a game, or watching a demo, leaves every other game as it was.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from petridish.storage import peek
from petridish.storage.atomic import write_atomic
from petridish.storage.leftovers import clean_once
from petridish.storage.paths import Paths

# The autosaves this process wrote, as (device, inode, size, mtime): a file still
# matching is known good, and is rotated without being read back.
_written: dict[Path, tuple[int, int, int, int]] = {}


def write_autosave(paths: Paths, key: str, payload: bytes) -> Path:
    """Write ``payload`` as the autosave of game ``key``; the one it replaces becomes
    its previous one if it can be read, else it is set aside. Returns the path."""
    clean_once(paths)  # `petridish play` shows no picker: its first autosave cleans up
    current = paths.autosave_for(key)
    keep = True
    # Only a file this process did not just write is looked at (once, not every move).
    if os.path.lexists(current) and not _known_good(current) and not peek.look_at(current).readable:
        set_aside(paths, current)
        keep = False
    write_atomic(current, payload, previous=paths.previous_autosave_for(key) if keep else None)
    _remember(current)
    return current


def remove_game(paths: Paths, key: str) -> None:
    """Remove the autosave of game ``key`` and its previous one: the game is over, or
    the player removed it from the picker. Raise OSError if one stays."""
    for path in (paths.autosave_for(key), paths.previous_autosave_for(key)):
        _written.pop(path, None)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)


def remove_at(paths: Paths, path: str | os.PathLike[str]) -> None:
    """Remove the game in progress whose autosave (or previous autosave) is ``path``,
    both its files; an old single autosave goes with its previous one. A file that is
    no autosave (a save of the player's) is never touched. Raise OSError if one stays."""
    key = paths.autosave_key(path)
    if key is not None:
        remove_game(paths, key)
        return
    old = (paths.old_autosave_path, paths.old_previous_autosave_path)
    if Path(path) in old:
        for each in old:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(each)


def set_aside(paths: Paths, path: Path) -> Path:
    """Move the autosave at ``path`` (a game's current or previous one, or an old single
    autosave) to its game's unreadable autosave's place, replacing any earlier one
    there; return where it went."""
    key = paths.autosave_key(path)
    target = (
        paths.old_unreadable_autosave_path if key is None else paths.unreadable_autosave_for(key)
    )
    try:
        os.replace(path, target)
    except OSError:
        # A file cannot replace a folder nor a folder a file: the earlier copy (a file
        # or link that could not be read either) makes way; a folder there is left be.
        if not os.path.lexists(target) or (os.path.isdir(target) and not os.path.islink(target)):
            raise
        os.unlink(target)
        os.replace(path, target)
    _written.pop(Path(path), None)
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
