"""Pictures drawn with Qt on every start (the picker's backdrop, the app's mark) are kept
on disk as raw pixels and read back the same; a damaged file is drawn again."""

from petridish import drawn_cache
from petridish.drawn_cache import drawn_file, drawn_pixmap
from petridish.qt import QtCore, QtGui
from petridish.ui import palette


def _draw(calls: list[int]):
    def draw(p: QtGui.QPainter) -> None:
        calls.append(1)
        p.fillRect(QtCore.QRectF(0, 0, 10, 4), QtGui.QColor(200, 30, 40))
        p.setBrush(QtGui.QColor(0, 120, 255, 128))
        p.drawEllipse(QtCore.QPointF(5, 2), 2, 2)

    return draw


def _pixels(pm: QtGui.QPixmap) -> list[tuple[int, int, int, int]]:
    image = pm.toImage()
    return [
        image.pixelColor(x, y).getRgb() for y in range(image.height()) for x in range(image.width())
    ]


def test_drawn_once_then_read_back_identically(qtbot, tmp_path):
    calls: list[int] = []
    first = drawn_pixmap("pic", 1, 10, 4, _draw(calls), tmp_path)
    assert calls == [1] and drawn_file(tmp_path, "pic", 1, 10, 4).is_file()
    again = drawn_pixmap("pic", 1, 10, 4, _draw(calls), tmp_path)
    assert calls == [1]  # read, not drawn
    assert _pixels(again) == _pixels(first)
    drawn_pixmap("pic", 2, 10, 4, _draw(calls), tmp_path)  # a new drawing version
    assert calls == [1, 1]


def test_a_damaged_or_foreign_file_is_drawn_again(qtbot, tmp_path):
    calls: list[int] = []
    good = _pixels(drawn_pixmap("pic", 1, 10, 4, _draw(calls), tmp_path))
    path = drawn_file(tmp_path, "pic", 1, 10, 4)
    for damage in (lambda b: b[:20], lambda b: b"PDCOVER1" + b[8:], lambda b: b + b"x"):
        path.write_bytes(damage(path.read_bytes()))
        assert _pixels(drawn_pixmap("pic", 1, 10, 4, _draw(calls), tmp_path)) == good
    assert len(calls) == 4


def test_without_a_cache_or_with_an_unwritable_one_it_still_draws(qtbot, tmp_path):
    calls: list[int] = []
    assert not drawn_pixmap("pic", 1, 10, 4, _draw(calls), None).isNull()
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    assert not drawn_pixmap("pic", 1, 10, 4, _draw(calls), blocked).isNull()
    assert calls == [1, 1]


def test_only_keeps_one_size_on_disk(qtbot, tmp_path):
    calls: list[int] = []
    drawn_pixmap("back", 1, 10, 4, _draw(calls), tmp_path, only=True)
    drawn_pixmap("back", 1, 12, 5, _draw(calls), tmp_path, only=True)
    drawn_pixmap("mark", 1, 10, 4, _draw(calls), tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["back-12x5-v1.rgba", "mark-10x4-v1.rgba"]


def test_the_app_mark_is_the_same_drawn_or_cached(qtbot, tmp_path):
    drawn = palette.app_mark(60, 2.0)
    palette.app_mark(60, 2.0, tmp_path)
    cached = palette.app_mark(60, 2.0, tmp_path)
    assert (cached.width(), cached.height(), cached.devicePixelRatio()) == (120, 120, 2.0)
    assert drawn.toImage().convertToFormat(QtGui.QImage.Format.Format_ARGB32) == (
        cached.toImage().convertToFormat(QtGui.QImage.Format.Format_ARGB32)
    )
    (path,) = tmp_path.glob("mark-60-*.rgba")
    assert path.read_bytes()[:8] == drawn_cache.MAGIC


def test_the_picker_draws_its_backdrop_once_and_then_reads_it(qtbot, tmp_path, monkeypatch):
    from petridish.ui import picker as picker_module

    calls: list[tuple[int, int]] = []
    real = picker_module._draw_backdrop

    def counting(p, w, h):
        calls.append((w, h))
        real(p, w, h)

    monkeypatch.setattr(picker_module, "_draw_backdrop", counting)
    shots = []
    for _ in range(2):
        picker = picker_module.GamePicker(cache_dir=tmp_path)
        qtbot.addWidget(picker)
        picker.resize(1200, 800)
        picker.show()
        qtbot.waitExposed(picker)
        shots.append(picker.grab().toImage())
        picker.close()
    assert len(calls) == 1  # the second picker read the first one's backdrop
    assert shots[0] == shots[1]
    assert len(list(tmp_path.glob("picker-backdrop-*.rgba"))) == 1
    assert len(list(tmp_path.glob("mark-60-*.rgba"))) == 1
    picker.resize(900, 700)  # a new size is drawn in memory, not written
    picker.show()
    qtbot.waitUntil(lambda: len(calls) == 2)
    assert len(list(tmp_path.glob("picker-backdrop-*.rgba"))) == 1


def test_only_forgets_its_own_picture_not_one_whose_name_it_begins(qtbot, tmp_path):
    calls: list[int] = []
    drawn_pixmap("tile-rest-adaptoid24", 1, 10, 4, _draw(calls), tmp_path, only=True)
    drawn_pixmap("tile-rest-adapt", 1, 10, 4, _draw(calls), tmp_path, only=True)
    drawn_pixmap("tile-rest-adapt", 2, 10, 4, _draw(calls), tmp_path, only=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "tile-rest-adapt-10x4-v2.rgba",
        "tile-rest-adaptoid24-10x4-v1.rgba",
    ]


def test_a_picture_for_a_dense_screen_carries_its_pixel_ratio(qtbot, tmp_path):
    ratios: list[float] = []

    def draw(p: QtGui.QPainter) -> None:
        # In logical pixels: 5 × 2 of them cover the 10 × 4 picture.
        ratios.append(p.device().devicePixelRatio())
        p.fillRect(QtCore.QRectF(0, 0, 5, 2), QtGui.QColor(200, 30, 40))

    pm = drawn_pixmap("dense", 1, 10, 4, draw, tmp_path, device_pixel_ratio=2.0)
    again = drawn_pixmap("dense", 1, 10, 4, draw, tmp_path, device_pixel_ratio=2.0)
    assert ratios == [2.0]  # drawn once, then read
    assert (again.width(), again.height(), again.devicePixelRatio()) == (10, 4, 2.0)
    assert _pixels(again) == _pixels(pm) == [(200, 30, 40, 255)] * 40


def test_a_picture_owns_its_pixels_once_read(qtbot, tmp_path, monkeypatch):
    # In Qt's own pixel format a pixmap made from an image with see-through pixels (a
    # tile's shadow) shares its pixels: one made straight from the bytes read would paint
    # whatever later took their memory.
    def draw(p: QtGui.QPainter) -> None:
        p.setBrush(QtGui.QColor(0, 120, 255, 128))
        p.drawEllipse(QtCore.QPointF(5, 2), 3, 2)

    good = _pixels(drawn_pixmap("pic", 1, 10, 4, draw, tmp_path))
    assert (0, 0, 0, 0) in good
    read: list[bytearray] = []

    def cached_pixels(path, magic, width, height, make):
        read.append(bytearray(path.read_bytes()[-width * height * 4 :]))
        return read[-1]

    monkeypatch.setattr(drawn_cache.rawpixels, "cached_pixels", cached_pixels)
    pixmap = drawn_pixmap("pic", 1, 10, 4, draw, tmp_path)
    assert _pixels(pixmap) == good
    read[-1][:] = bytes(len(read[-1]))  # the memory read from is used for something else
    assert _pixels(pixmap) == good
