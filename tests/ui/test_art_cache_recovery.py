"""A cached card face that is not whole (cut short, or overwritten by something else)
is drawn again when the table loads it, instead of leaving a blank card."""

import pytest

from petridish.art.cache import ArtCache
from petridish.games.adaptoid24.art import TEMPLATE
from petridish.table.faces import FaceCache


@pytest.mark.parametrize(
    "damage",
    [lambda b: b[: len(b) // 2], lambda b: b"\x89PNG" + b[4:], lambda b: b + b"\0"],
    ids=["cut short", "foreign header", "too long"],
)
def test_a_damaged_face_is_redrawn_on_load(qtbot, tmp_path, damage):
    cache = ArtCache(tmp_path)
    path = cache.get(TEMPLATE, "spawn.v1", 63, 88)
    good = path.read_bytes()
    path.write_bytes(damage(good))
    faces = FaceCache(lambda k, w, h: cache.pixels(TEMPLATE, k, w, h), 63, 88)
    pixmap = faces("spawn.v1").pixmap()
    assert not pixmap.isNull() and (pixmap.width(), pixmap.height()) == (63, 88)
    assert path.read_bytes() == good  # drawn again, identically


def test_the_table_shows_the_cached_pixels(qtbot, tmp_path):
    cache = ArtCache(tmp_path)
    drawn = TEMPLATE.render("room.g.lab", 63, 88).convert("RGBA")
    faces = FaceCache(lambda k, w, h: cache.pixels(TEMPLATE, k, w, h), 63, 88)
    pixmap = faces("room.g.lab").pixmap()
    image = pixmap.toImage()
    for x, y in ((31, 44), (10, 60), (50, 20)):
        r, g, b, a = drawn.getpixel((x, y))
        assert a == 255 and image.pixelColor(x, y).getRgb()[:3] == (r, g, b)


def test_a_pixel_source_of_the_wrong_length_is_refused(qtbot):
    face = FaceCache(lambda k, w, h: b"\0" * 10, 63, 88)("x")
    with pytest.raises(ValueError, match="63 × 88"):
        face.pixmap()
