"""Where files live: PETRIDISH_HOME or platformdirs, and no work done up front."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from platformdirs import PlatformDirs

from petridish.storage.paths import Paths, new_autosave_key


def test_home_override_puts_everything_in_one_folder(home: Path):
    paths = Paths.default()

    assert paths.config_dir == home / "config"
    assert paths.data_dir == home / "data"
    assert paths.cache_dir == home / "cache"
    assert paths.saves_dir == home / "data" / "saves"
    assert paths.autosaves_dir.parent == paths.data_dir
    key = new_autosave_key("adaptoid24")
    assert paths.autosave_for(key).parent == paths.autosaves_dir
    assert paths.autosave_for(key) != paths.previous_autosave_for(key)
    assert paths.autosave_key(paths.autosave_for(key)) == key
    assert paths.autosave_key(paths.previous_autosave_for(key)) == key
    assert paths.autosave_key(paths.unreadable_autosave_for(key)) is None
    assert paths.autosave_key(paths.saves_dir / f"{key}.petridish") is None  # a player's
    assert paths.settings_path == home / "config" / "settings.json"


def test_relative_home_is_made_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PETRIDISH_HOME", "portable")

    assert Paths.default().data_dir == tmp_path / "portable" / "data"


def test_platformdirs_without_override():
    # An explicit, empty environment: the real home folder is only named, never touched.
    paths = Paths.default(environ={})
    dirs = PlatformDirs("petridish", False)

    assert paths.config_dir == dirs.user_config_path
    assert paths.data_dir == dirs.user_data_path
    assert paths.cache_dir == dirs.user_cache_path


def test_naming_paths_creates_nothing(home: Path):
    paths = Paths.default()
    for name in ("saves_dir", "autosaves_dir", "old_autosave_path", "settings_path"):
        getattr(paths, name)
    paths.autosave_for(new_autosave_key("adapt"))

    assert not home.exists()


def test_importing_storage_does_no_work(tmp_path):
    # A fresh interpreter whose home folders all point into tmp_path: importing the
    # package and naming every path must leave them empty.
    fake_home = tmp_path / "user"
    fake_home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PETRIDISH_"))}
    env.update(HOME=str(fake_home), USERPROFILE=str(fake_home), APPDATA=str(fake_home))
    code = (
        "import petridish.storage.paths as s; p = s.Paths.default();"
        "print(p.saves_dir, p.autosave_for('adapt-1'), p.settings_path)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )

    assert str(fake_home) in result.stdout
    assert list(fake_home.iterdir()) == []


def test_two_games_begun_in_the_same_second_get_two_names():
    keys = {new_autosave_key("adapt", 1_800_000_000) for _ in range(20)}
    assert len(keys) > 1 and all(k.startswith("adapt-") for k in keys)
