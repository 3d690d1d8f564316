"""Temporary files left by a Petri Dish that was killed in the middle of a write, and
the one autosave an older Petri Dish kept.

``atomic.write_atomic`` removes its temporary file on any error it sees, but a process
killed outright (``kill -9``, a power cut) leaves ``.autosave.petridish.1a2b3c4d.tmp``
behind, one per kill. They are removed at the next start, carefully: only in Petri
Dish's own folders, only names of our own pattern for files we write, only regular
files, and only once they are old enough that no other running Petri Dish can still be
writing them.

A Petri Dish that kept a single game in progress wrote ``autosave.petridish`` (and
``autosave.previous.petridish``) in the data folder. At the next start they are moved,
as they are, into the folder of games in progress as one more game: nothing is lost,
and the picker lists it with the others (see ``adopt_old_autosave``).
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from collections.abc import Iterable
from pathlib import Path

from petridish.storage.atomic import TEMP_NAME
from petridish.storage.paths import SAVE_SUFFIX, Paths, new_autosave_key

# A write takes milliseconds; a minute is far beyond any write still in progress.
OLD_ENOUGH_S = 60.0

_cleaned: set[Path] = set()  # data folders already cleaned by this process


def our_folders(paths: Paths) -> tuple[Path, ...]:
    """The folders Petri Dish writes saves, autosaves and settings into by itself."""
    return (paths.data_dir, paths.autosaves_dir, paths.saves_dir, paths.config_dir)


def is_ours(name: str, settings_name: str = "settings.json") -> bool:
    """True if ``name`` is a temporary file of one of our writes (a save or settings)."""
    match = TEMP_NAME.fullmatch(name)
    if match is None:
        return False
    target = match.group("target")
    return target.endswith(SAVE_SUFFIX) or target == settings_name


def clean_leftovers(
    paths: Paths, older_than: float = OLD_ENOUGH_S, now: float | None = None
) -> list[Path]:
    """Remove our old temporary files from our folders; return those removed.

    Never fails: a folder that is missing or unreadable, or a file that vanishes or
    cannot be removed, is simply left as it is.
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    for folder in _unique(our_folders(paths)):
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not is_ours(entry.name, paths.settings_path.name):
                continue
            with contextlib.suppress(OSError):
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
    return removed


def clean_once(paths: Paths) -> list[Path]:
    """``clean_leftovers`` the first time it is asked for these folders in this process
    (at start-up: the picker, or the first autosave of ``petridish play``), and nothing
    after: showing the picker again, or opening a save, writes nothing."""
    if paths.data_dir in _cleaned:
        return []
    _cleaned.add(paths.data_dir)
    adopt_old_autosave(paths)
    return clean_leftovers(paths)


def adopt_old_autosave(paths: Paths) -> str | None:
    """Move an older Petri Dish's single autosave, and its previous one, into the folder
    of games in progress under a new key; return the key, or None if there was none.

    Never fails: a file that cannot be moved (a read-only disk) stays where it is, and
    the picker still offers it from there. Moved, not copied: the bytes stay as they
    are, and a file that cannot be read is offered for removal as any other.
    """
    old = [p for p in (paths.old_autosave_path, paths.old_previous_autosave_path) if _there(p)]
    if not old:
        return None
    key = new_autosave_key("earlier", _time_of(old[0]))
    moves = (
        (paths.old_autosave_path, paths.autosave_for(key)),
        (paths.old_previous_autosave_path, paths.previous_autosave_for(key)),
    )
    try:
        paths.autosaves_dir.mkdir(parents=True, exist_ok=True)
        # The previous one first: should the second move fail, the newer file is the
        # one left where the picker still finds it.
        for source, target in reversed(moves):
            if _there(source) and not _there(target):
                os.replace(source, target)
    except OSError:
        pass
    return key


def _there(path: Path) -> bool:
    return os.path.lexists(path)


def _time_of(path: Path) -> float | None:
    try:
        return os.lstat(path).st_mtime
    except OSError:
        return None


def _unique(folders: Iterable[Path]) -> list[Path]:
    seen: list[Path] = []
    for folder in folders:
        if folder not in seen:
            seen.append(folder)
    return seen
