"""A small line chart of a game's key numbers, turn by turn, painted with QPainter.

Every series differs in three ways at once, so no reader depends on colour: an Okabe–Ito
colour, a dash pattern and a point marker shaped like the player marks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.ui import palette
from petridish.ui.palette import PLAYER_MARKS, scaled_font, shape_path

Qt = QtCore.Qt

DASHES: tuple[Qt.PenStyle, ...] = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.DashDotDotLine,
)
MAX_MARKERS = 40  # beyond this many points, markers would merge into a smear


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values (steps of 1, 2, 2.5 or 5 × 10ⁿ) covering ``low``..``high``."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return [0.0, 1.0]
    if high <= low:
        low, high = low - 1, high + 1
    raw = (high - low) / max(1, count - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    start = math.floor(low / step) * step
    ticks = []
    value = start
    while value < high + step * 0.999:
        ticks.append(round(value, 10))
        value += step
    return ticks


def _tick_text(value: float) -> str:
    return f"{value:g}" if abs(value) < 1e6 else f"{value:.2g}"


def fit_labels(labels: Sequence[str], fm: QtGui.QFontMetrics, room: float) -> list[str]:
    """``labels`` each no wider than ``room`` pixels, and whole words: as they are if
    they fit, else their first part ("Day 3" of "Day 3 · the meal · water 2/8"), else
    cut with an ellipsis, never cut off at an edge."""
    fitted = []
    for label in labels:
        if fm.horizontalAdvance(label) > room:
            label = label.split(" · ")[0]
        if fm.horizontalAdvance(label) > room:
            label = fm.elidedText(label, Qt.TextElideMode.ElideRight, int(room))
        fitted.append(label)
    return fitted


class StatsChart(QtWidgets.QWidget):
    """A line chart: ``series`` maps a name to its values, one per turn (x = turn)."""

    def __init__(
        self,
        series: Mapping[str, Sequence[float]] | None = None,
        labels: Sequence[str] | None = None,
        parent: QtWidgets.QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAccessibleName("Statistics chart")
        self.setSizePolicy(
            QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Expanding
        )
        self._series: dict[str, list[float]] = {}
        self._labels: list[str] = []
        self.set_data(series or {}, labels or [])

    def set_data(self, series: Mapping[str, Sequence[float]], labels: Sequence[str] = ()) -> None:
        """Replace what the chart shows; non-finite values are left out of the lines."""
        self._series = {str(k): [float(v) for v in vals] for k, vals in series.items()}
        self._labels = [str(x) for x in labels]
        finals = ", ".join(f"{k}: {_tick_text(v[-1])}" for k, v in self._series.items() if v)
        self.setAccessibleDescription(f"Final values: {finals}" if finals else "No statistics")
        self.update()

    def series_style(self, index: int) -> tuple[QtGui.QColor, Qt.PenStyle, str]:
        """The colour, dash pattern and marker shape of the ``index``-th series."""
        mark = PLAYER_MARKS[index % len(PLAYER_MARKS)]
        return QtGui.QColor(mark.colour), DASHES[index % len(DASHES)], mark.shape

    def sizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(600, 300)

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(300, 180)

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        p = palette.painter(self)
        small = scaled_font(self.font(), 0.9)
        p.setFont(small)
        fm = QtGui.QFontMetrics(small)
        values = [v for vals in self._series.values() for v in vals if math.isfinite(v)]
        count = max((len(v) for v in self._series.values()), default=0)
        if not values:
            p.setPen(QtGui.QColor(palette.TEXT_DIM))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "No statistics for this game")
            p.end()
            return
        legend_h = self._paint_legend(p, fm)
        low, high = min(values), max(values)
        ticks = nice_ticks(min(low, 0.0) if low >= 0 else low, high)
        left = max(fm.horizontalAdvance(_tick_text(t)) for t in ticks) + 14
        plot = QtCore.QRectF(left, legend_h + fm.height() / 2 + 8, self.width() - left - 16, 0)
        plot.setBottom(self.height() - fm.height() - 12)
        if plot.width() < 20 or plot.height() < 20:
            p.end()
            return
        lo, hi = ticks[0], ticks[-1]

        def to_y(v: float) -> float:
            return plot.bottom() - (v - lo) / ((hi - lo) or 1) * plot.height()

        def to_x(i: int) -> float:
            return plot.left() + (i / max(1, count - 1)) * plot.width()

        self._paint_grid(p, fm, plot, ticks, to_y)
        self._paint_x_labels(p, fm, plot, count, to_x)
        for index, vals in enumerate(self._series.values()):
            colour, dash, shape = self.series_style(index)
            pen = QtGui.QPen(colour, 2.4, dash, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            path, started = QtGui.QPainterPath(), False
            for i, v in enumerate(vals):
                if not math.isfinite(v):
                    started = False  # a gap in the data is a gap in the line
                    continue
                point = QtCore.QPointF(to_x(i), to_y(v))
                path.lineTo(point) if started else path.moveTo(point)
                started = True
            p.strokePath(path, pen)
            if count <= MAX_MARKERS:
                for i, v in enumerate(vals):
                    if math.isfinite(v):
                        self._marker(p, QtCore.QPointF(to_x(i), to_y(v)), shape, colour, 9)
        p.end()

    def _paint_grid(
        self,
        p: QtGui.QPainter,
        fm: QtGui.QFontMetrics,
        plot: QtCore.QRectF,
        ticks: list[float],
        to_y: Callable[[float], float],
    ) -> None:
        grid = QtGui.QPen(QtGui.QColor(255, 255, 255, 22), 1)
        for t in ticks:
            y = to_y(t)
            p.setPen(grid)
            p.drawLine(QtCore.QPointF(plot.left(), y), QtCore.QPointF(plot.right(), y))
            p.setPen(QtGui.QColor(palette.TEXT_DIM))
            box = QtCore.QRectF(0, y - fm.height() / 2, plot.left() - 8, fm.height())
            p.drawText(
                box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _tick_text(t)
            )
        p.setPen(QtGui.QPen(QtGui.QColor(palette.BORDER), 1.4))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())

    def _paint_x_labels(
        self,
        p: QtGui.QPainter,
        fm: QtGui.QFontMetrics,
        plot: QtCore.QRectF,
        count: int,
        to_x: Callable[[int], float],
    ) -> None:
        p.setPen(QtGui.QColor(palette.TEXT_DIM))
        for x, box, label in self.x_labels(fm, plot, count, to_x):
            p.drawLine(QtCore.QPointF(x, plot.bottom()), QtCore.QPointF(x, plot.bottom() + 4))
            p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)

    def x_labels(
        self,
        fm: QtGui.QFontMetrics,
        plot: QtCore.QRectF,
        count: int,
        to_x: Callable[[int], float],
    ) -> list[tuple[float, QtCore.QRectF, str]]:
        """The x axis's labels shown: each tick's x, the box its label is drawn in, and
        the label, whole, fitted (see :func:`fit_labels`) and inside the chart."""
        labels = self._labels if len(self._labels) >= count else [str(i + 1) for i in range(count)]
        # No label is wider than a third of the axis, so that a few always show.
        room = max(fm.horizontalAdvance("Day 10"), plot.width() / 3)
        labels = fit_labels(labels[:count], fm, room)
        widest = max((fm.horizontalAdvance(x) for x in labels), default=0) + 12
        # Show every n-th label so that neighbours never overlap.
        every = max(1, math.ceil(widest * count / max(1.0, plot.width())))
        shown = []
        for i in range(0, count, every):
            x = to_x(i)
            # Centred under its tick, but never past the chart's edges: the first label
            # of a long game ("Choosing places") was cut at the left.
            left = max(0.0, min(x - widest / 2, self.width() - widest))
            shown.append(
                (x, QtCore.QRectF(left, plot.bottom() + 6, widest, fm.height()), labels[i])
            )
        return shown

    def _paint_legend(self, p: QtGui.QPainter, fm: QtGui.QFontMetrics) -> float:
        """Draw the legend along the top, wrapping as needed; return its height."""
        x, y, row_h = 8.0, 4.0, fm.height() + 6
        for index, name in enumerate(self._series):
            colour, dash, shape = self.series_style(index)
            width = 34 + 8 + fm.horizontalAdvance(name) + 22
            if x + width > self.width() and x > 8:
                x, y = 8.0, y + row_h
            mid = y + row_h / 2
            p.setPen(QtGui.QPen(colour, 2.4, dash, Qt.PenCapStyle.RoundCap))
            p.drawLine(QtCore.QPointF(x, mid), QtCore.QPointF(x + 34, mid))
            self._marker(p, QtCore.QPointF(x + 17, mid), shape, colour, 10)
            p.setPen(QtGui.QColor(palette.TEXT))
            p.drawText(QtCore.QPointF(x + 42, mid + fm.ascent() / 2 - 1), name)
            x += width
        return y + row_h

    @staticmethod
    def _marker(
        p: QtGui.QPainter, at: QtCore.QPointF, shape: str, colour: QtGui.QColor, size: float
    ) -> None:
        rect = QtCore.QRectF(at.x() - size / 2, at.y() - size / 2, size, size)
        p.setPen(QtGui.QPen(QtGui.QColor(palette.WINDOW), 1.4))
        p.setBrush(colour)
        p.drawPath(shape_path(shape, rect))
        p.setBrush(Qt.BrushStyle.NoBrush)
