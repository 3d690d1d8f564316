"""The on-disk cache: hits do not redraw, new data or versions give new files, damaged
files are drawn again, writes are atomic, the folder follows PETRIDISH_HOME."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PIL import Image

from petridish.art import rawpixels
from petridish.art.cache import MAGIC, ArtCache, cache_key, default_directory
from petridish.games.adaptoid24.art import Adaptoid24Art
from tests.art.art_fakes import Swatches


class CountingArt(Adaptoid24Art):
    """The real template, counting its renders."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        self.calls += 1
        return super().render(key, width_px, height_px)


def test_hit_returns_the_same_file_without_rendering(tmp_path: Path) -> None:
    art, cache = CountingArt(), ArtCache(tmp_path)
    first = cache.get(art, "room.g.lab", 126, 176)
    assert art.calls == 1 and first.is_file()
    again = cache.get(art, "room.g.lab", 126, 176)
    assert again == first and art.calls == 1
    im = cache.load(art, "room.g.lab", 126, 176)
    assert im.size == (126, 176) and im.mode == "RGBA" and art.calls == 1


def test_each_size_is_its_own_file(tmp_path: Path) -> None:
    art, cache = Swatches(), ArtCache(tmp_path)
    small = cache.get(art, "swatch.1", 63, 88)
    large = cache.get(art, "swatch.1", 126, 176)
    assert small != large and art.calls == 2


def test_changed_data_or_version_gives_a_new_key(tmp_path: Path) -> None:
    art, cache = Swatches(), ArtCache(tmp_path)
    before = cache_key(art, "swatch.1", 63, 88)
    path = cache.get(art, "swatch.1", 63, 88)
    art.shades["swatch.1"] = 99
    assert cache_key(art, "swatch.1", 63, 88) != before
    assert cache.get(art, "swatch.1", 63, 88) != path
    assert art.calls == 2
    art.version = 2
    assert cache.get(art, "swatch.1", 63, 88) != path
    assert art.calls == 3


def test_keys_differ_between_faces_with_the_same_data(tmp_path: Path) -> None:
    art = Swatches()
    art.shades = {"swatch.0": 1, "swatch.1": 1}
    assert cache_key(art, "swatch.0", 63, 88) != cache_key(art, "swatch.1", 63, 88)


@pytest.mark.parametrize(
    "damage", ["garbage", "truncated", "empty", "too long", "wrong size", "a png"]
)
@pytest.mark.parametrize("via", ["get", "pixels"])
def test_a_damaged_file_is_rendered_again(tmp_path: Path, damage: str, via: str) -> None:
    art, cache = Swatches(), ArtCache(tmp_path)
    path = cache.get(art, "swatch.2", 63, 88)
    good = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"not a picture at all")
    elif damage == "truncated":
        path.write_bytes(good[: len(good) // 2])
    elif damage == "empty":
        path.write_bytes(b"")
    elif damage == "too long":
        path.write_bytes(good + b"\0")
    elif damage == "wrong size":
        rawpixels.write_pixels(path, MAGIC, 10, 10, bytes(400))
    else:
        Image.new("RGBA", (63, 88)).save(path, format="PNG")
    if via == "get":
        assert cache.get(art, "swatch.2", 63, 88) == path
    else:
        assert len(cache.pixels(art, "swatch.2", 63, 88)) == 63 * 88 * 4
    assert art.calls == 2
    assert path.read_bytes() == good


def test_cached_pixels_are_the_drawn_pixels(tmp_path: Path) -> None:
    art, cache = Swatches(), ArtCache(tmp_path)
    drawn = art.render("swatch.1", 63, 88).convert("RGBA").tobytes()
    assert cache.pixels(art, "swatch.1", 63, 88) == drawn  # drawn, then stored
    assert cache.pixels(art, "swatch.1", 63, 88) == drawn  # read back
    assert art.calls == 2  # one render here, one by the cache


def test_warm_renders_every_face_and_reports_progress(tmp_path: Path) -> None:
    art, cache = Swatches(5), ArtCache(tmp_path)
    seen: list[tuple[int, int]] = []
    paths = cache.warm(art, 63, 88, progress=lambda done, total: seen.append((done, total)))
    assert len(paths) == 5 and all(p.is_file() for p in paths)
    assert seen == [(i, 5) for i in range(1, 6)]
    cache.warm(art, 63, 88)
    assert art.calls == 5


def test_concurrent_writers_leave_only_whole_files(tmp_path: Path) -> None:
    art = Swatches(6)
    errors: list[BaseException] = []

    def work() -> None:
        try:
            # Each thread its own cache object, as separate processes would have.
            ArtCache(tmp_path).warm(art, 120, 168)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    files = sorted((tmp_path / "swatches").iterdir())
    assert len(files) == 6
    assert not [f for f in files if f.name.startswith(".tmp-")]
    for f in files:
        assert rawpixels.looks_whole(f, MAGIC, 120, 168)


def test_load_gives_an_image(tmp_path: Path) -> None:
    im = ArtCache(tmp_path).load(Swatches(), "swatch.1", 63, 88)
    assert im.size == (63, 88) and im.mode == "RGBA"


def test_clear_removes_a_games_files(tmp_path: Path) -> None:
    art, cache = Swatches(), ArtCache(tmp_path)
    cache.warm(art, 63, 88)
    assert cache.clear(art) == 3
    assert cache.clear(art) == 0


def test_default_directory_follows_petridish_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PETRIDISH_HOME", str(tmp_path))
    assert default_directory() == tmp_path / "cache" / "art"
    assert ArtCache().directory == tmp_path / "cache" / "art"
    monkeypatch.delenv("PETRIDISH_HOME")
    d = default_directory()
    assert d.name == "art" and "petridish" in str(d).lower()


def test_a_redrawn_face_leaves_no_older_version_behind(tmp_path: Path) -> None:
    art, cache = Swatches(count=11), ArtCache(tmp_path)
    old = cache.get(art, "swatch.1", 63, 88)
    other_size = cache.get(art, "swatch.1", 126, 176)
    neighbour = cache.get(art, "swatch.10", 63, 88)  # its name begins like the other's
    screen = cache.screen_folder(art)
    screen.mkdir(parents=True)
    copy = screen / f"{old.stem}-r20e0-40x56-v1.rgba"  # the table's screen-size copy
    copy.write_bytes(b"x")
    art.shades["swatch.1"] = 99  # the player edits the card
    new = cache.get(art, "swatch.1", 63, 88)
    assert new != old and new.is_file()
    assert not old.exists() and not copy.exists()
    assert other_size.is_file() and neighbour.is_file()  # other sizes and faces stay
