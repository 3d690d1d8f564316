"""Card faces at their size on screen: kept on disk for the first few sizes a table asks
for, read back on the next start without loading the full pictures, identical to faces
drawn in memory."""

from __future__ import annotations

from collections import OrderedDict

import pytest

from petridish.qt import QtGui
from petridish.table import faces
from petridish.table.faces import KEPT_SIZES, FaceCache, ScreenFiles

W, H = 63, 88  # the full pictures, small for speed


def _pixels(colour: tuple[int, int, int]):
    """A pixel source painting every face one colour, counting the faces it loads."""
    loaded: list[str] = []

    def pixels(key: str, w: int, h: int) -> bytes:
        loaded.append(key)
        return bytes((*colour, 255)) * (w * h)

    return pixels, loaded


@pytest.fixture(autouse=True)
def fresh_memory(monkeypatch):
    """Each test starts as a new process would: no screen-size faces in memory."""
    monkeypatch.setattr(faces, "_MEMORY", OrderedDict())


def _start(folder, colour=(200, 40, 40)):
    """What opening a table does: a face cache over a folder of screen-size faces."""
    faces._MEMORY.clear()
    pixels, loaded = _pixels(colour)
    return FaceCache(pixels, W, H, lambda key: key, ScreenFiles(folder)), loaded


def _rgba(pixmap: QtGui.QPixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    return bytes(image.constBits())


def test_the_next_start_reads_screen_faces_without_loading_the_full_pictures(qtbot, tmp_path):
    cache, loaded = _start(tmp_path)
    first = _rgba(cache("room").screen(30, 42, 4.0, 0.5))
    assert loaded == ["room"]
    assert len(list(tmp_path.glob("room-*.rgba"))) == 1

    cache, loaded = _start(tmp_path)
    again = cache("room").screen(30, 42, 4.0, 0.5)
    assert loaded == []  # from the file alone
    assert (again.width(), again.height()) == (30, 42)
    assert _rgba(again) == first


def test_a_face_from_disk_is_the_face_drawn_in_memory(qtbot, tmp_path):
    cache, _ = _start(tmp_path)
    cache("room").screen(30, 42, 4.0, 0.5)
    from_disk = _start(tmp_path)[0]("room").screen(30, 42, 4.0, 0.5)
    faces._MEMORY.clear()
    pixels, _ = _pixels((200, 40, 40))
    in_memory = FaceCache(pixels, W, H)("room").screen(30, 42, 4.0, 0.5)
    assert _rgba(from_disk) == _rgba(in_memory)
    image = in_memory.toImage()
    assert image.pixelColor(0, 0).alpha() == 0  # a rounded corner
    assert image.pixelColor(15, 21).getRgb() == (200, 40, 40, 255)  # the face


def test_only_the_first_few_sizes_are_kept_on_disk(qtbot, tmp_path):
    cache, _ = _start(tmp_path)
    for width in range(20, 20 + KEPT_SIZES + 2):
        cache("room").screen(width, 40, 3.0)
    assert len(list(tmp_path.glob("*.rgba"))) == KEPT_SIZES
    assert all(f.stat().st_size < 20_000 for f in tmp_path.glob("*.rgba"))


def test_a_new_start_at_other_sizes_drops_a_faces_old_files(qtbot, tmp_path):
    cache, _ = _start(tmp_path)
    cache("room").screen(30, 42, 4.0)
    cache("room-rare").screen(30, 42, 4.0)  # a face whose files match the other's glob
    cache, _ = _start(tmp_path)
    cache("room").screen(40, 56, 5.0)  # the window is larger this time
    names = sorted(f.name for f in tmp_path.glob("*.rgba"))
    assert names == [
        "room-r20e0-40x56-v1.rgba",
        "room-rare-r16e0-30x42-v1.rgba",
    ]


def test_a_damaged_screen_face_is_drawn_again(qtbot, tmp_path):
    cache, _ = _start(tmp_path)
    good = _rgba(cache("room").screen(30, 42, 4.0))
    (file,) = tmp_path.glob("room-*.rgba")
    file.write_bytes(file.read_bytes()[:100])
    cache, loaded = _start(tmp_path)
    assert _rgba(cache("room").screen(30, 42, 4.0)) == good
    assert loaded == ["room"]
    assert file.stat().st_size > 100


def test_faces_of_changed_cards_are_new_files(qtbot, tmp_path):
    # The names come from the art cache, whose names hash the card's data: a card edited
    # by its owner gets a new name, so its old screen-size copy is never shown.
    pixels, _ = _pixels((10, 120, 10))
    old = FaceCache(pixels, W, H, lambda key: f"{key}.old", ScreenFiles(tmp_path))
    new = FaceCache(pixels, W, H, lambda key: f"{key}.new", ScreenFiles(tmp_path))
    old("room").screen(30, 42, 4.0)
    new("room").screen(30, 42, 4.0)
    assert len(list(tmp_path.glob("room.*.rgba"))) == 2


def test_a_plain_pixmap_is_a_face_kept_nowhere(qtbot, tmp_path):
    pixmap = QtGui.QPixmap(W, H)
    pixmap.fill(QtGui.QColor(0, 0, 200))
    face = faces.CardFace.of(pixmap)
    assert face.pixmap() is pixmap
    screen = face.screen(30, 42, 4.0)
    assert screen.toImage().pixelColor(15, 21).getRgb() == (0, 0, 200, 255)
    assert face.files is None


def _checkered(w: int, h: int) -> QtGui.QPixmap:
    image = QtGui.QImage(w, h, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    for y in range(h):
        for x in range(w):
            image.setPixelColor(x, y, QtGui.QColor(40 * (x % 6), 30 * (y % 8), 90))
    return QtGui.QPixmap.fromImage(image)


def _paint(face, transform: QtGui.QTransform) -> QtGui.QImage:
    from petridish.qt import QtCore
    from petridish.table.paint import draw_face

    target = QtGui.QImage(200, 200, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    target.fill(QtGui.QColor(0, 0, 0))
    p = QtGui.QPainter(target)
    p.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
    p.setWorldTransform(transform)
    draw_face(p, QtCore.QRectF(-63, -88, 126, 176), face, 9.0)
    p.end()
    return target


def test_an_upright_face_is_copied_onto_whole_pixels_unresampled(qtbot):
    face = faces.CardFace.of(_checkered(126, 176))
    zoom = QtGui.QTransform.fromTranslate(100.3, 99.6).scale(0.67, 0.67)
    drawn = _paint(face, zoom)
    screen = face.screen(84, 118, 9.0 * 0.67).toImage()  # 126 × 0.67, 176 × 0.67
    left, top = round(100.3 - 63 * 0.67), round(99.6 - 88 * 0.67)
    for x, y in ((20, 20), (21, 20), (40, 60), (41, 61), (70, 100)):
        assert drawn.pixelColor(left + x, top + y) == screen.pixelColor(x, y)


def test_a_turned_face_is_still_drawn_through_its_transform(qtbot):
    face = faces.CardFace.of(_checkered(126, 176))
    turned = QtGui.QTransform.fromTranslate(100, 100).rotate(90).scale(0.67, 0.67)
    drawn = _paint(face, turned)
    assert drawn.pixelColor(100, 100) != QtGui.QColor(0, 0, 0)  # the face covers the middle
    assert drawn.pixelColor(100 + 50, 100) != QtGui.QColor(0, 0, 0)  # lying on its side
    assert drawn.pixelColor(100, 100 + 50) == QtGui.QColor(0, 0, 0)
