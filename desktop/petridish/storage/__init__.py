"""Files on disk: where they live, settings, saves and autosaves, all written atomically.

Pure Python, no Qt. Importing this package does no work: no folder is created and no
file is read until a function is called.
"""

from petridish.storage.atomic import write_atomic
from petridish.storage.paths import SAVE_SUFFIX, Paths
from petridish.storage.saves import (
    SAVE_VERSION,
    SaveError,
    SaveGame,
    SeatInfo,
    autosave,
    dump_save,
    has_autosave,
    latest_autosave,
    load_session,
    read_save,
    replay_moves,
    session_from_setup,
    to_session,
    write_save,
)
from petridish.storage.settings import Settings, load_settings, save_settings

__all__ = [
    "SAVE_SUFFIX",
    "SAVE_VERSION",
    "Paths",
    "SaveError",
    "SaveGame",
    "SeatInfo",
    "Settings",
    "autosave",
    "dump_save",
    "has_autosave",
    "latest_autosave",
    "load_session",
    "load_settings",
    "read_save",
    "replay_moves",
    "save_settings",
    "session_from_setup",
    "to_session",
    "write_atomic",
    "write_save",
]
