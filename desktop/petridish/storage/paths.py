"""Where Petri Dish keeps its files: settings, saves, autosaves and the art cache.

The folders come from platformdirs (the usual place on each system). ``PETRIDISH_HOME``
puts all three under one folder instead, so tests, portable installs and players who
want everything in one place never touch the real home folder.

Nothing here creates a folder or reads a file: a ``Paths`` is only names. Folders are
made when something is first written (see ``atomic.write_atomic``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from petridish import APP_ID

HOME_VARIABLE = "PETRIDISH_HOME"
SAVE_SUFFIX = ".petridish"


@dataclass(frozen=True, slots=True)
class Paths:
    """The three base folders, and the files Petri Dish keeps inside them."""

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
    def autosave_path(self) -> Path:
        """The game in progress, rewritten after every move."""
        # Kept outside saves_dir so that autosaves never clutter the player's own saves.
        return self.data_dir / f"autosave{SAVE_SUFFIX}"

    @property
    def previous_autosave_path(self) -> Path:
        """The autosave before the latest one, kept in case the latest is unusable."""
        return self.data_dir / f"autosave.previous{SAVE_SUFFIX}"

    @property
    def unreadable_autosave_path(self) -> Path:
        """Where an autosave that cannot be read is moved when the player removes it from
        the picker (or a new game would replace it): kept, not deleted, in case it is
        worth a look or came from a newer Petri Dish."""
        return self.data_dir / f"autosave.unreadable{SAVE_SUFFIX}"

    @property
    def settings_path(self) -> Path:
        """The settings file (only values that differ from the defaults)."""
        return self.config_dir / "settings.json"

    @property
    def art_cache_dir(self) -> Path:
        """Rendered card and die faces; safe to delete at any time."""
        return self.cache_dir / "art"
