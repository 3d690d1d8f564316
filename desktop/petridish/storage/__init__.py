"""Files on disk: where they live, settings, saves and autosaves, all written atomically.

Pure Python, no Qt. Importing this package does no work: no folder is created and no
file is read until a function is called, and each name loads its module on first use
(the game picker needs the paths and settings, not the whole save machinery).
"""

from __future__ import annotations

from petridish.lazy import lazy_names

_WHERE = {
    "write_atomic": "atomic",
    "SAVE_SUFFIX": "paths",
    "Paths": "paths",
    "Settings": "settings",
    "load_settings": "settings",
    "save_settings": "settings",
    "has_autosave": "peek",
    "latest_autosave": "peek",
    "look_at": "peek",
    "peek_title": "peek",
    **{
        name: "saves"
        for name in (
            "SAVE_VERSION",
            "SaveError",
            "SaveGame",
            "SeatInfo",
            "autosave",
            "dump_save",
            "load_session",
            "read_save",
            "replay_moves",
            "save_bytes",
            "session_from_setup",
            "to_session",
            "write_save",
        )
    },
}

__all__ = sorted(_WHERE)

__getattr__ = lazy_names(__name__, _WHERE)
