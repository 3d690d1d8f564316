"""Quick looks at saves for the game picker, without loading the rules.

The picker labels "Continue last game" on every start; the title, or why the file
cannot be read, is all it needs, so this module imports nothing of the rules or the save
checks (those run when the player actually continues). Whatever is on disk, a look
returns: a file that cannot be read is a look with a problem, never an exception.
"""

from __future__ import annotations

import os
from pathlib import Path

from petridish.storage.paths import Paths
from petridish.storage.save_file import Unreadable, parse, read_limited
from petridish.storage.save_text_rules import text_problem

SAVE_FORMAT = "petridish-save"
# 2: a position records its seats, forced outcomes may be named by draw point, a
# sandbox edit names a hidden card by its place, and a move in the making is kept
# ("draft"). Format 1 still loads.
SAVE_VERSION = 2
MAX_SAVE_BYTES = 16 * 1024 * 1024
MAX_TEXT = 200


class Look:
    """What a quick look found: the save's ``title``, or the ``problem`` (in words) that
    keeps it from being read; ``readable`` says which."""

    __slots__ = ("path", "problem", "title")

    def __init__(self, path: Path, title: str = "", problem: str = "") -> None:
        self.path = path
        self.title = title
        self.problem = problem

    @property
    def readable(self) -> bool:
        return not self.problem

    def __repr__(self) -> str:
        return f"Look({str(self.path)!r}, title={self.title!r}, problem={self.problem!r})"


def look_at(path: str | os.PathLike[str]) -> Look:
    """The title of a save without checking or replaying it, or why it cannot be read.

    Checks what the picker shows and what the full reader would refuse at once: the file,
    its JSON, the format, the version and the title. A file that passes may still be
    refused when it is continued (its moves are only checked then).
    """
    where = Path(path)
    try:
        data = parse(read_limited(where, MAX_SAVE_BYTES))
    except Unreadable as exc:
        return Look(where, problem=exc.problem)
    except Exception as exc:  # a look must never stop the picker from opening
        return Look(where, problem=f"the file could not be read ({type(exc).__name__})")
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        return Look(where, problem="it is not a Petri Dish save")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        return Look(where, problem=f"it was made by a newer Petri Dish (format {version})")
    title = data.get("title", "")
    if not isinstance(title, str):
        return Look(where, problem='its "title" is not text')
    problem = text_problem(title)
    if problem is not None:
        return Look(where, problem=f'its "title" {problem}')
    return Look(where, title=title[:MAX_TEXT])


def peek_title(path: str | os.PathLike[str]) -> str | None:
    """The title of a save (for a quick label), or None if it cannot be read."""
    look = look_at(path)
    return look.title if look.readable else None


def latest_autosave(paths: Paths) -> Path | None:
    """The autosave to offer on start-up: the latest, else the previous one, else None."""
    for path in (paths.autosave_path, paths.previous_autosave_path):
        if os.path.lexists(path):  # a broken link or a folder is shown, to be removed
            return path
    return None


def has_autosave(paths: Paths) -> bool:
    """True if there is an autosave (or a previous autosave) to resume."""
    return latest_autosave(paths) is not None
