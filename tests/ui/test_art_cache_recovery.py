"""A cached card face damaged inside (its header and end intact) is drawn again when it
fails to load, instead of leaving a blank card on the table."""

from petridish.art.cache import ArtCache
from petridish.games.adaptoid24.art import TEMPLATE
from petridish.table.pixmaps import PixmapCache


def test_a_face_damaged_inside_is_redrawn(qtbot, tmp_path):
    cache = ArtCache(tmp_path)
    path = cache.get(TEMPLATE, "spawn.v1", 63, 88)
    data = bytearray(path.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 64] = b"\x00" * 64  # breaks the image data, not the ends
    path.write_bytes(bytes(data))
    assert cache.get(TEMPLATE, "spawn.v1", 63, 88) == path  # the cheap check passes it
    redrawn = []

    def redraw(key, w, h):
        redrawn.append(key)
        return cache.redraw(TEMPLATE, key, w, h)

    pixmaps = PixmapCache(lambda k, w, h: cache.get(TEMPLATE, k, w, h), 63, 88, redraw=redraw)
    pixmap = pixmaps("spawn.v1")
    assert redrawn == ["spawn.v1"]
    assert not pixmap.isNull() and pixmap.width() == 63
