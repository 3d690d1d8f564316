"""Quick looks at saves for the game picker, without loading the rules.

The picker labels "Continue last game" on every start; reading the title is all it
needs, so this module imports nothing of the rules or the save checks (those run when
the player actually continues).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from petridish.storage.paths import Paths

SAVE_FORMAT = "petridish-save"
MAX_SAVE_BYTES = 16 * 1024 * 1024
MAX_TEXT = 200


def latest_autosave(paths: Paths) -> Path | None:
    """The autosave to offer on start-up: the latest, else the previous one, else None."""
    for path in (paths.autosave_path, paths.previous_autosave_path):
        if path.is_file():
            return path
    return None


def has_autosave(paths: Paths) -> bool:
    """True if there is an autosave (or a previous autosave) to resume."""
    return latest_autosave(paths) is not None


def peek_title(path: str | os.PathLike[str]) -> str | None:
    """The title of a save without checking or replaying it (for a quick label), or
    None if the file is not a readable Petri Dish save."""
    try:
        p = Path(path)
        if p.stat().st_size > MAX_SAVE_BYTES:
            return None
        data = json.loads(p.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        return None
    title = data.get("title")
    return title[:MAX_TEXT] if isinstance(title, str) else ""
