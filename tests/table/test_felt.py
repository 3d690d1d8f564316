"""The table's felt and vignette: drawn once, kept on disk, read back the same."""

from __future__ import annotations

from petridish.drawn_cache import FirstSizeKept
from petridish.qt import QtGui
from petridish.table import TableScene, TableView, felt
from petridish.table.constants import FELT


def _argb(pm: QtGui.QPixmap) -> QtGui.QImage:
    return pm.toImage().convertToFormat(QtGui.QImage.Format.Format_ARGB32)


def test_felt_and_vignette_read_from_disk_are_the_drawn_ones(qtbot, tmp_path):
    drawn = [_argb(felt.felt_tile(FELT.rgb())), _argb(felt.vignette(300, 200))]
    felt.felt_tile.cache_clear()
    felt.felt_tile(FELT.rgb(), tmp_path)  # written
    felt.vignette(300, 200, FirstSizeKept("vignette", tmp_path))
    felt.felt_tile.cache_clear()
    kept = FirstSizeKept("vignette", tmp_path)  # the next start's
    read = [_argb(felt.felt_tile(FELT.rgb(), tmp_path)), _argb(felt.vignette(300, 200, kept))]
    assert read == drawn
    assert len(list(tmp_path.glob("felt-*.rgba"))) == 1
    assert len(list(tmp_path.glob("vignette-*.rgba"))) == 1


def test_a_view_keeps_only_its_first_size_of_vignette_on_disk(qtbot, tmp_path):
    view = TableView(TableScene(cache_dir=tmp_path))
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: any(tmp_path.glob("vignette-*.rgba")))  # the first frame
    (first,) = tmp_path.glob("vignette-*.rgba")
    for size in ((700, 500), (760, 520)):  # a window being resized
        view.resize(*size)
        view.grab()  # paints the table at this size
    assert list(tmp_path.glob("vignette-*.rgba")) == [first]
    assert len(list(tmp_path.glob("felt-*.rgba"))) == 1


def test_the_vignette_is_kept_small_and_stretched_over_the_whole_view(qtbot, tmp_path):
    assert felt.vignette(300, 201).size().toTuple() == (75, 51)  # a quarter, rounded up
    view = TableView(TableScene(cache_dir=tmp_path))
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show()
    qtbot.waitExposed(view)
    image = view.grab().toImage()

    def light(x: int, y: int) -> float:
        # Averaged over a patch, so the felt's grain does not decide the answer.
        return sum(
            image.pixelColor(x + dx, y + dy).lightnessF() for dx in range(8) for dy in range(8)
        )

    middle = light(316, 196)
    for corner in ((0, 0), (631, 0), (0, 471), (631, 471)):
        assert light(*corner) < middle * 0.85  # darker at every edge, to the last pixel
