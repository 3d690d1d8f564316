"""The player's settings: a small JSON file holding only what differs from the defaults.

Storing only changes means a later version can improve a default and every player who
never touched it gets the better one. Loading never fails: a missing, corrupt or
hand-mangled file gives the defaults (value by value where it can), because no setting
is worth refusing to start over.
"""

from __future__ import annotations

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


@dataclass(slots=True)
class Settings:
    """Everything the app remembers between runs, in the settings file's order."""

    ui_scale: float = 1.0
    animation_speed: float = 1.0
    computer_pace: float = 1.0
    fullscreen: bool = False
    # Most recent first, at most MAX_RECENT entries.
    recent_saves: list[str] = field(default_factory=list)
    # Per game id, the seat set-up and names last used: {"adaptoid24": {"adaptoid": "bot"}}.
    last_seats: dict[str, dict[str, str]] = field(default_factory=dict)
    last_names: dict[str, dict[str, str]] = field(default_factory=dict)
    confirm_curtain: bool = True
    sandbox_default: bool = False

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


def load_settings(paths: Paths) -> Settings:
    """The saved settings; defaults for anything missing, unreadable or of the wrong type."""
    try:
        path = paths.settings_path
        if not path.is_file() or path.stat().st_size > MAX_SETTINGS_BYTES:
            return Settings()
        data = json.loads(path.read_bytes().decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return Settings()
    if not isinstance(data, dict):
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
    if name in ("ui_scale", "animation_speed", "computer_pace"):
        low, high = {
            "ui_scale": UI_SCALE_RANGE,
            "animation_speed": ANIMATION_SPEED_RANGE,
            "computer_pace": COMPUTER_PACE_RANGE,
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
    if name in ("last_seats", "last_names"):
        if not isinstance(value, dict) or not all(
            isinstance(seats, dict) and all(isinstance(v, str) for v in seats.values())
            for seats in value.values()
        ):
            return None
        return {game: dict(seats) for game, seats in value.items()}
    return None


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
    write_atomic(paths.settings_path, payload)
