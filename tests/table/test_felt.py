"""The table's felt and vignette."""

from __future__ import annotations

from petridish.qt import QtGui
from petridish.table import TableScene, TableView, felt
from petridish.table.constants import FELT


def _argb(pm: QtGui.QPixmap) -> QtGui.QImage:
    return pm.toImage().convertToFormat(QtGui.QImage.Format.Format_ARGB32)


def test_the_felt_is_a_grained_tile_of_its_colour_drawn_once(qtbot):
    tile = felt.felt_tile(FELT.rgb())
    assert tile.size().toTuple() == (felt.TILE, felt.TILE)
    assert felt.felt_tile(FELT.rgb()) is tile  # drawn once per colour
    image = _argb(tile)
    colours = {image.pixel(x, y) for x in range(0, felt.TILE, 7) for y in range(0, felt.TILE, 7)}
    assert len(colours) > 20  # never a flat colour
    average = [0.0, 0.0, 0.0]
    for x in range(0, felt.TILE, 4):
        for y in range(0, felt.TILE, 4):
            c = image.pixelColor(x, y)
            for i, v in enumerate((c.red(), c.green(), c.blue())):
                average[i] += v / (felt.TILE // 4) ** 2
    for got, want in zip(average, (FELT.red(), FELT.green(), FELT.blue()), strict=True):
        assert abs(got - want) < 12  # the grain shades the colour, it does not change it


def test_the_vignette_lights_the_middle_and_darkens_every_edge(qtbot):
    view = TableView(TableScene())
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
