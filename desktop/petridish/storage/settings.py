"""The player's settings: a small JSON file holding only what differs from the defaults.

Storing only changes means a later version can improve a default and every player who
never touched it gets the better one. Loading never fails: a missing, corrupt or
hand-mangled file gives the defaults (value by value where it can), because no setting
is worth refusing to start over. A file that cannot be read at all is not lost either:
the first time settings are written over it, it is kept beside them as
``settings.damaged.json``.

The window's memory (its size and place, the table's docks, each game's last new-game
choices) is kept here too. Qt's own records of the window are stored as base64 text and
handed back to Qt, which checks them again (a window recorded off every screen comes
back onto one); a value that is no base64 text, or too long to be one, is dropped alone.
"""

from __future__ import annotations

import binascii
import json
import math
import os
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from petridish.storage.atomic import write_atomic
from petridish.storage.paths import Paths

MAX_RECENT = 10
MAX_SETTINGS_BYTES = 1024 * 1024

# Accepted ranges: a hand-edited 0 or 1e9 must not make the app unusable.
UI_SCALE_RANGE = (0.5, 3.0)
ANIMATION_SPEED_RANGE = (0.0, 10.0)  # 0 turns animations off
COMPUTER_PACE_RANGE = (0.0, 5.0)  # how long computer players take, times the normal pace
THINK_SECONDS_RANGE = (0.1, 60.0)  # how long the strong computer player thinks, in seconds
MAX_WINDOW_RECORD = 16 * 1024  # Qt's records of a window take a few hundred characters


@dataclass(slots=True)
class Settings:
    """Everything the app remembers between runs, in the settings file's order."""

    ui_scale: float = 1.0
    animation_speed: float = 1.0
    computer_pace: float = 1.0
    think_seconds: float = 1.0  # the strong computer player's time for a move
    fullscreen: bool = False
    # Most recent first, at most MAX_RECENT entries.
    recent_saves: list[str] = field(default_factory=list)
    # Per game id, the seat set-up and names last used: {"adaptoid24": {"adaptoid": "normal"}}.
    last_seats: dict[str, dict[str, str]] = field(default_factory=dict)
    last_names: dict[str, dict[str, str]] = field(default_factory=dict)
    confirm_curtain: bool = True
    sandbox_default: bool = False
    # The rest of each game's last new-game choices: {"adapt": {"fish1": "#56B4E9"}},
    # {"adapt": {"packs": "core"}}, {"adapt": True}.
    last_colours: dict[str, dict[str, str]] = field(default_factory=dict)
    last_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    last_sandbox: dict[str, bool] = field(default_factory=dict)
    # Qt's records, as base64 text: the window's size, place and maximised state
    # (QWidget.saveGeometry), and the table's docks and toolbar (QMainWindow.saveState).
    window_geometry: str = ""
    window_docks: str = ""
    # Per game id, the step of Learn to play reached in a lesson left half-way.
    lessons: dict[str, int] = field(default_factory=dict)

    def add_recent(self, path: str | os.PathLike[str]) -> None:
        """Put ``path`` first in the recent saves (moving it if already listed)."""
        entry = normal_path(path)
        self.recent_saves = [entry, *(p for p in self.recent_saves if p != entry)][:MAX_RECENT]

    def remove_recent(self, path: str | os.PathLike[str]) -> None:
        """Forget ``path`` (for a recent save that has been moved or deleted)."""
        entry = normal_path(path)
        self.recent_saves = [p for p in self.recent_saves if p != entry]


SETTING_NAMES = tuple(f.name for f in fields(Settings))  # in the file's order


def normal_path(path: str | os.PathLike[str]) -> str:
    """``path`` as the recent saves list it: absolute, so that the same file reached two
    ways is listed once; not resolved, which would touch the disk and follow links the
    player chose."""
    return str(Path(path).expanduser().absolute())


def _read(path: Path) -> dict[str, Any] | None:
    """The settings file's JSON object; None if there is none or it cannot be read."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_SETTINGS_BYTES:
            return None
        data = json.loads(path.read_bytes().decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def damaged_path(paths: Paths) -> Path:
    """Where a settings file that could not be read is kept when new settings replace it."""
    return paths.settings_path.with_name("settings.damaged.json")


def load_settings(paths: Paths) -> Settings:
    """The saved settings; defaults for anything missing, unreadable or of the wrong type."""
    data = _read(paths.settings_path)
    if data is None:
        return Settings()
    settings = Settings()
    for name in SETTING_NAMES:
        if name in data:
            value = _check(name, data[name])
            if value is not None:
                setattr(settings, name, value)
    return settings


def _check(name: str, value: Any) -> Any:
    """``value`` cleaned up if it suits setting ``name``, else None (keep the default)."""
    if name in ("ui_scale", "animation_speed", "computer_pace", "think_seconds"):
        low, high = {
            "ui_scale": UI_SCALE_RANGE,
            "animation_speed": ANIMATION_SPEED_RANGE,
            "computer_pace": COMPUTER_PACE_RANGE,
            "think_seconds": THINK_SECONDS_RANGE,
        }[name]
        if isinstance(value, bool) or not isinstance(value, int | float):
            return None
        if not math.isfinite(value) or not low <= value <= high:
            return None
        return float(value)
    if name in ("fullscreen", "confirm_curtain", "sandbox_default"):
        return value if isinstance(value, bool) else None
    if name == "recent_saves":
        if not isinstance(value, list) or not all(isinstance(p, str) and p for p in value):
            return None
        return list(dict.fromkeys(value))[:MAX_RECENT]  # drop repeats, keep order
    if name in ("last_seats", "last_names", "last_colours"):
        if not isinstance(value, dict) or not all(
            isinstance(seats, dict) and all(isinstance(v, str) for v in seats.values())
            for seats in value.values()
        ):
            return None
        return {game: dict(seats) for game, seats in value.items()}
    if name == "last_options":
        if not isinstance(value, dict) or not all(
            isinstance(chosen, dict) and all(_is_choice(v) for v in chosen.values())
            for chosen in value.values()
        ):
            return None
        return {game: dict(chosen) for game, chosen in value.items()}
    if name == "last_sandbox":
        if not isinstance(value, dict) or not all(isinstance(v, bool) for v in value.values()):
            return None
        return dict(value)
    if name in ("window_geometry", "window_docks"):
        return value if _is_base64(value) else None
    if name == "lessons":
        if not isinstance(value, dict):
            return None
        return {
            game: step
            for game, step in value.items()
            if isinstance(step, int) and not isinstance(step, bool) and 0 < step < 1000
        }
    return None


def _is_choice(value: Any) -> bool:
    """Whether ``value`` could be an option's choice: a yes/no, a number or a word."""
    if isinstance(value, float):
        return math.isfinite(value)
    return isinstance(value, bool | int | str)


def _is_base64(value: Any) -> bool:
    """Whether ``value`` is base64 text of a size Qt's window records have."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_WINDOW_RECORD:
        return False
    try:
        binascii.a2b_base64(value.encode("ascii"), strict_mode=True)
    except (UnicodeEncodeError, binascii.Error):
        return False
    return True


def settings_to_json(settings: Settings) -> dict[str, Any]:
    """The settings that differ from the defaults, as written to the settings file."""
    defaults = Settings()
    return {
        name: getattr(settings, name)
        for name in SETTING_NAMES
        if getattr(settings, name) != getattr(defaults, name)
    }


def save_settings(paths: Paths, settings: Settings) -> None:
    """Write the settings that differ from the defaults, atomically.

    Raises OSError if they cannot be written (a full or read-only disk), leaving the file
    as it was: the window then keeps them in memory and says so (see
    ``FilesMixin._store_settings``)."""
    data = settings_to_json(settings)
    text = json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False)
    try:
        payload = (text + "\n").encode("utf-8")
    except UnicodeEncodeError:
        # A recent save's path can hold bytes that are no text (Linux allows any bytes
        # in a file name; Python keeps them as lone surrogates). Escaped, they are read
        # back as the same path.
        payload = (json.dumps(data, indent=2, allow_nan=False) + "\n").encode("ascii")
    _keep_damaged(paths)
    write_atomic(paths.settings_path, payload)


def _keep_damaged(paths: Paths) -> None:
    """Move a settings file that cannot be read at all out of the way of the new one:
    what it held may still be worth recovering by hand. (Done when settings are written,
    not when read: reading never touches the disk.)"""
    path = paths.settings_path
    try:
        if not path.is_file() or _read(path) is not None:
            return
        os.replace(path, damaged_path(paths))
    except OSError:
        return  # the write that follows says what is wrong with the folder
