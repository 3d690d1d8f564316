"""Settings: only non-defaults are stored, and no file can stop the app from starting."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from petridish.storage.paths import Paths
from petridish.storage.settings import (
    MAX_RECENT,
    Settings,
    damaged_path,
    load_settings,
    save_settings,
)


def stored(paths: Paths) -> dict:
    return json.loads(paths.settings_path.read_text("utf-8"))


def test_missing_file_gives_defaults_and_creates_nothing(paths: Paths, home: Path):
    assert load_settings(paths) == Settings()
    assert not home.exists()


def test_defaults_store_nothing(paths):
    save_settings(paths, Settings())

    assert stored(paths) == {}
    assert load_settings(paths) == Settings()


def test_only_changed_values_are_stored(paths):
    settings = Settings(ui_scale=1.25, confirm_curtain=False)
    settings.last_names["adaptoid24"] = {"adaptoid": "Zoë"}

    save_settings(paths, settings)

    assert stored(paths) == {
        "ui_scale": 1.25,
        "last_names": {"adaptoid24": {"adaptoid": "Zoë"}},
        "confirm_curtain": False,
    }
    assert load_settings(paths) == settings


def test_every_setting_round_trips(paths):
    settings = Settings(
        ui_scale=2.0,
        animation_speed=0.0,
        think_seconds=5.0,
        fullscreen=True,
        recent_saves=["/a.petridish", "/b.petridish"],
        last_seats={"adaptoid24": {"adaptoid": "human", "geneticist": "bot"}},
        last_names={"adaptoid24": {"geneticist": "Bob"}},
        confirm_curtain=False,
        sandbox_default=True,
    )

    save_settings(paths, settings)

    assert load_settings(paths) == settings


@pytest.mark.parametrize(
    "content",
    [b"", b"{not json", b"[1, 2]", b"null", b"\xff\xfe\x00", b'{"ui_scale": 1.5', b"[" * 50_000],
)
def test_corrupt_file_gives_defaults(paths, content):
    paths.settings_path.parent.mkdir(parents=True)
    paths.settings_path.write_bytes(content)

    assert load_settings(paths) == Settings()
    assert paths.settings_path.read_bytes() == content  # loading never rewrites


def test_a_folder_in_place_of_the_file_gives_defaults(paths):
    paths.settings_path.mkdir(parents=True)

    assert load_settings(paths) == Settings()


def test_wrong_values_fall_back_one_by_one(paths):
    paths.settings_path.parent.mkdir(parents=True)
    paths.settings_path.write_text(
        json.dumps(
            {
                "ui_scale": "big",
                "animation_speed": 2,
                "fullscreen": 1,
                "recent_saves": ["/a", 7],
                "last_seats": {"adaptoid24": ["human"]},
                "last_names": {"adaptoid24": {"adaptoid": "Ann"}},
                "confirm_curtain": False,
                "sandbox_default": None,
                "theme": "dark",  # unknown: ignored
            }
        )
    )

    settings = load_settings(paths)

    assert settings == Settings(
        animation_speed=2.0,
        last_names={"adaptoid24": {"adaptoid": "Ann"}},
        confirm_curtain=False,
    )
    assert isinstance(settings.animation_speed, float)


@pytest.mark.parametrize("scale", ["0", "-1", "100", "NaN", "Infinity", "true", '"1.5"'])
def test_out_of_range_scale_falls_back(paths, scale):
    paths.settings_path.parent.mkdir(parents=True)
    paths.settings_path.write_text(f'{{"ui_scale": {scale}, "fullscreen": true}}')

    assert load_settings(paths) == Settings(fullscreen=True)


@pytest.mark.parametrize("seconds", ["0", "-1", "1e9", "NaN", "true", '"2"'])
def test_a_thinking_time_out_of_range_falls_back(paths, seconds):
    # A hand-edited 0 would play the strong player's first idea; a billion would never
    # move.
    paths.settings_path.parent.mkdir(parents=True)
    paths.settings_path.write_text(f'{{"think_seconds": {seconds}, "fullscreen": true}}')

    assert load_settings(paths) == Settings(fullscreen=True)


def test_recent_saves_most_recent_first_without_repeats(tmp_path):
    settings = Settings()
    for n in range(15):
        settings.add_recent(tmp_path / f"game{n}.petridish")
    settings.add_recent(tmp_path / "game10.petridish")

    assert len(settings.recent_saves) == MAX_RECENT
    assert settings.recent_saves[0] == str(tmp_path / "game10.petridish")
    assert settings.recent_saves[1] == str(tmp_path / "game14.petridish")
    assert settings.recent_saves.count(str(tmp_path / "game10.petridish")) == 1

    settings.remove_recent(tmp_path / "game10.petridish")
    assert str(tmp_path / "game10.petridish") not in settings.recent_saves


def test_recent_paths_are_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    settings = Settings()
    settings.add_recent("game.petridish")

    assert settings.recent_saves == [str(tmp_path / "game.petridish")]


def test_long_recent_list_in_file_is_cut(paths):
    paths.settings_path.parent.mkdir(parents=True)
    paths.settings_path.write_text(json.dumps({"recent_saves": [f"/g{n}" for n in range(30)]}))

    assert load_settings(paths).recent_saves == [f"/g{n}" for n in range(MAX_RECENT)]


def test_a_recent_path_that_is_not_text_is_written_and_read_back(paths, tmp_path):
    # Linux file names are bytes; Python keeps undecodable ones as lone surrogates.
    odd = str(tmp_path / "caf\udce9.petridish")
    settings = Settings()
    settings.add_recent(odd)

    save_settings(paths, settings)

    assert load_settings(paths).recent_saves == [odd]


def test_the_window_memory_round_trips(paths):
    settings = Settings(
        last_colours={"adapt": {"fish1": "#56B4E9"}},
        last_options={"adapt": {"packs": "core", "round_limit": 30, "wild": False}},
        last_sandbox={"adapt": True},
        window_geometry="AdnQywADAAAAAAAA",
        window_docks="AAAA/wAAAAD9",
    )

    save_settings(paths, settings)

    assert load_settings(paths) == settings


@pytest.mark.parametrize(
    "damage",
    [
        {"window_geometry": "not base64!"},
        {"window_geometry": "abc"},  # base64 cut short
        {"window_geometry": "A" * 20_000},  # far longer than Qt's record of a window
        {"window_docks": 12},
        {"window_docks": ""},
        {"last_options": {"adapt": {"packs": ["core"]}}},
        {"last_options": {"adapt": {"round_limit": float("inf")}}},
        {"last_options": ["adapt"]},
        {"last_colours": {"adapt": {"fish1": 3}}},
        {"last_sandbox": {"adapt": "yes"}},
    ],
)
def test_a_damaged_window_memory_value_is_dropped_alone(paths, damage):
    paths.settings_path.parent.mkdir(parents=True)
    kept = {"ui_scale": 1.25, "last_names": {"adapt": {"fish1": "Ana"}}}
    paths.settings_path.write_text(json.dumps({**kept, **damage}))

    assert load_settings(paths) == Settings(ui_scale=1.25, last_names=kept["last_names"])


def test_a_file_that_cannot_be_read_is_kept_aside_when_settings_replace_it(paths):
    paths.settings_path.parent.mkdir(parents=True)
    paths.settings_path.write_bytes(b'{"ui_scale": 1.5, "recent_saves": ["/a.petr')

    save_settings(paths, Settings(window_geometry="AdnQywAD"))

    assert damaged_path(paths).read_bytes() == b'{"ui_scale": 1.5, "recent_saves": ["/a.petr'
    assert load_settings(paths) == Settings(window_geometry="AdnQywAD")
    save_settings(paths, Settings(ui_scale=1.25))  # a readable file is simply replaced
    assert damaged_path(paths).read_bytes().startswith(b'{"ui_scale": 1.5')
    assert load_settings(paths) == Settings(ui_scale=1.25)
