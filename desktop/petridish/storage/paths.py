"""Where Petri Dish keeps its files: settings, saves, autosaves and the art cache.

Each game in progress has its own autosave in ``autosaves_dir``, named by the game's
*key* (see ``new_autosave_key``).

The folders come from platformdirs (the usual place on each system). ``PETRIDISH_HOME``
puts all three under one folder instead, so tests, portable installs and players who
want everything in one place never touch the real home folder.

Nothing here creates a folder or reads a file: a ``Paths`` is only names. Folders are
made when something is first written (see ``atomic.write_atomic``).
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

from petridish import APP_ID

HOME_VARIABLE = "PETRIDISH_HOME"
SAVE_SUFFIX = ".petridish"
PREVIOUS = ".previous"  # before SAVE_SUFFIX: the autosave before the latest
UNREADABLE = ".unreadable"  # before SAVE_SUFFIX: an autosave set aside
# A game in progress is named by its game, when it began and four random hex digits
# ("adapt-20261202-091500-3fa2"): a file name on every system, and two games begun in
# the same second still get two names.
KEY = re.compile(r"[a-z0-9][a-z0-9_-]{0,79}")


def new_autosave_key(game_id: str, now: float | None = None) -> str:
    """A name for a new game in progress of ``game_id``, for its autosave's file."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    game = re.sub(r"[^a-z0-9_]+", "", game_id.lower())[:40] or "game"
    return f"{game}-{stamp}-{os.urandom(2).hex()}"


class Paths(NamedTuple):
    """The three base folders, and the files Petri Dish keeps inside them. (A named
    tuple, as ``registry.GameInfo`` is: made before the picker's first frame.)"""

    config_dir: Path
    data_dir: Path
    cache_dir: Path

    @classmethod
    def under(cls, home: str | os.PathLike[str]) -> Paths:
        """Everything in one folder: ``home/config``, ``home/data`` and ``home/cache``."""
        root = Path(home).expanduser().absolute()
        return cls(root / "config", root / "data", root / "cache")

    @classmethod
    def default(cls, environ: Mapping[str, str] | None = None) -> Paths:
        """``PETRIDISH_HOME`` if it is set, else the system's usual per-user folders."""
        env = os.environ if environ is None else environ
        home = env.get(HOME_VARIABLE, "")
        if home:
            return cls.under(home)
        # Imported here so that importing this module stays free of any work.
        from platformdirs import PlatformDirs

        # No author folder: "Petri Dish/petridish" on Windows would only add noise.
        dirs = PlatformDirs(APP_ID, False)
        return cls(dirs.user_config_path, dirs.user_data_path, dirs.user_cache_path)

    @property
    def saves_dir(self) -> Path:
        """Where the save dialog opens by default."""
        return self.data_dir / "saves"

    @property
    def autosaves_dir(self) -> Path:
        """The games in progress: one autosave each (see ``autosave_for``)."""
        # Kept outside saves_dir so that autosaves never clutter the player's own saves.
        return self.data_dir / "autosaves"

    def autosave_for(self, key: str) -> Path:
        """The autosave of the game in progress ``key``, rewritten after every move."""
        return self.autosaves_dir / f"{key}{SAVE_SUFFIX}"

    def previous_autosave_for(self, key: str) -> Path:
        """The autosave of game ``key`` before the latest one, kept in case the latest
        is unusable."""
        return self.autosaves_dir / f"{key}{PREVIOUS}{SAVE_SUFFIX}"

    def unreadable_autosave_for(self, key: str) -> Path:
        """Where an autosave of game ``key`` that cannot be read is moved when the player
        removes it from the picker (or a move would replace it): kept, not deleted, in
        case it is worth a look or came from a newer Petri Dish."""
        return self.autosaves_dir / f"{key}{UNREADABLE}{SAVE_SUFFIX}"

    @property
    def old_autosave_path(self) -> Path:
        """The one autosave of a Petri Dish that kept a single game in progress: moved
        into ``autosaves_dir`` at the next start (see ``leftovers.adopt_old_autosave``)."""
        return self.data_dir / f"autosave{SAVE_SUFFIX}"

    @property
    def old_previous_autosave_path(self) -> Path:
        """The previous autosave beside ``old_autosave_path``."""
        return self.data_dir / f"autosave{PREVIOUS}{SAVE_SUFFIX}"

    @property
    def old_unreadable_autosave_path(self) -> Path:
        """Where an old single autosave that cannot be read is set aside."""
        return self.data_dir / f"autosave{UNREADABLE}{SAVE_SUFFIX}"

    def autosave_key(self, path: str | os.PathLike[str]) -> str | None:
        """The game in progress whose autosave (or previous autosave) ``path`` is, or
        None for any other file (a save of the player's, an old single autosave)."""
        where = Path(path)
        if where.parent != self.autosaves_dir or not where.name.endswith(SAVE_SUFFIX):
            return None
        key = where.name[: -len(SAVE_SUFFIX)].removesuffix(PREVIOUS)
        return key if KEY.fullmatch(key) else None

    @property
    def settings_path(self) -> Path:
        """The settings file (only values that differ from the defaults)."""
        return self.config_dir / "settings.json"

    @property
    def art_cache_dir(self) -> Path:
        """Rendered card and die faces; safe to delete at any time."""
        return self.cache_dir / "art"
