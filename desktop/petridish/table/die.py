"""Dice: d4 to d20 drawn as their face outlines, custom faces, and a percentile pair.

A die never decides its own result. :meth:`DieItem.roll_to` is given the result the rules
model already rolled; the tumble only shows random faces on the way, then settles there.
The tumble's hop is drawn through the item's transform, never through ``pos()``, so a die
may slide to another zone while it tumbles and still land where the zone puts it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from petridish.qt import Qt, QtCore, QtGui, QtWidgets, Signal
from petridish.table.constants import DIE_SIZE, ROLL_MS, Z
from petridish.table.legible import legible_font
from petridish.table.paint import contrast_text
from petridish.table.piece import PieceItem

SHAPES = ("triangle", "square", "diamond", "kite", "pentagon", "d20", "circle")
_SHAPE_FOR_SIDES = {4: "triangle", 6: "square", 8: "diamond", 10: "kite", 12: "pentagon", 20: "d20"}
_IVORY = QtGui.QColor(243, 238, 224)
ROLLING = "roll"  # the animator's channel of a die's tumble
_TUMBLE = random.Random()  # purely cosmetic faces shown mid-tumble; never a result


def _polygon(points: Sequence[tuple[float, float]], s: float) -> QtGui.QPainterPath:
    path = QtGui.QPainterPath()
    path.addPolygon(QtGui.QPolygonF([QtCore.QPointF(x * s, y * s) for x, y in points]))
    path.closeSubpath()
    return path


def _regular(n: int, r: float, rotate: float = -90.0) -> list[tuple[float, float]]:
    return [
        (r * math.cos(math.radians(rotate + 360.0 * i / n)),
         r * math.sin(math.radians(rotate + 360.0 * i / n)))
        for i in range(n)
    ]  # fmt: skip


def die_path(shape: str, size: float) -> QtGui.QPainterPath:
    """The outline of a die of ``shape`` fitting a ``size`` square centred on (0, 0)."""
    s = size
    if shape == "square":
        path = QtGui.QPainterPath()
        half = 0.43 * s
        path.addRoundedRect(QtCore.QRectF(-half, -half, 2 * half, 2 * half), 0.13 * s, 0.13 * s)
        return path
    if shape == "circle":
        path = QtGui.QPainterPath()
        path.addEllipse(QtCore.QPointF(0, 0), 0.46 * s, 0.46 * s)
        return path
    if shape == "triangle":
        return _polygon([(x, y + 0.1) for x, y in _regular(3, 0.6)], s)
    if shape == "diamond":
        return _polygon([(0, -0.52), (0.42, 0), (0, 0.52), (-0.42, 0)], s)
    if shape == "kite":
        return _polygon([(0, -0.56), (0.47, 0.13), (0, 0.41), (-0.47, 0.13)], s)
    if shape == "pentagon":
        return _polygon([(x, y + 0.03) for x, y in _regular(5, 0.5)], s)
    if shape == "d20":
        return _polygon(_regular(6, 0.52), s)
    raise ValueError(f"unknown die shape {shape!r}; expected one of {SHAPES}")


class DieItem(PieceItem):
    """A die with ``faces`` (an int n for 1..n, or a list of face labels).

    The shape follows the number of sides (d4 triangle, d6 square, d8 diamond, d10 kite,
    d12 pentagon, d20 hexagon with its triangular face) unless ``shape`` says otherwise.
    """

    LAYER = Z.TOKEN
    rolled = Signal(int)  # emitted when a roll settles, with the result index

    def __init__(
        self,
        faces: int | Sequence[str] = 6,
        key: str = "",
        *,
        colour: QtGui.QColor | None = None,
        ink: QtGui.QColor | None = None,
        shape: str | None = None,
        size: float = DIE_SIZE,
        parent: QtWidgets.QGraphicsItem | None = None,
    ) -> None:
        labels = [str(i) for i in range(1, faces + 1)] if isinstance(faces, int) else list(faces)
        if not labels:
            raise ValueError("a die needs at least one face")
        super().__init__(key or f"d{len(labels)}", size, size, parent)
        self._faces = labels
        self._index = 0
        self._shown = 0  # the face drawn (differs from _index only while tumbling)
        self._shape = shape or _SHAPE_FOR_SIDES.get(len(labels), "square")
        self._colour = QtGui.QColor(colour) if colour is not None else QtGui.QColor(_IVORY)
        self._ink = QtGui.QColor(ink) if ink is not None else contrast_text(self._colour)
        self._path = die_path(self._shape, size)
        self._hop = QtCore.QPointF()  # how far the tumble lifts the die off its place
        self._rolling = False
        # A die new to the table waiting its turn to tumble (``roll_to``'s delay) shows
        # no face: a battle's twelve new dice sat at 1 while its cards turned over first.
        self._fresh = True
        self._blank = False

    # -- faces ------------------------------------------------------------------------
    @property
    def faces(self) -> list[str]:
        """The face labels, in index order."""
        return list(self._faces)

    @property
    def shape_name(self) -> str:
        """The outline drawn (one of SHAPES)."""
        return self._shape

    @property
    def value_index(self) -> int:
        """The index of the face showing (the last result given)."""
        return self._index

    @property
    def value(self) -> str:
        """The label of the face showing."""
        return self._faces[self._index]

    def set_value(self, index: int) -> None:
        """Show face ``index`` at once, with no tumble (e.g. when loading a game)."""
        self.animator.stop(self, ROLLING)
        self._index = self._shown = self._check(index)
        self._fresh = self._blank = False
        self.update()

    @property
    def rolling(self) -> bool:
        """True while the die tumbles toward its result."""
        return self._rolling

    @property
    def blank(self) -> bool:
        """True while a die new to the table waits to tumble, showing no face."""
        return self._blank

    def _check(self, index: int) -> int:
        if not 0 <= index < len(self._faces):
            raise IndexError(f"face {index} out of range for a {len(self._faces)}-sided die")
        return index

    def roll_to(self, result_index: int, animated: bool = True, delay: int = 0) -> None:
        """Tumble, then settle on face ``result_index`` (the model's result, always),
        starting ``delay`` ms from now (it shows its old face until then; a die new to
        the table, none).

        The die spins, hops a little and flashes random faces for ROLL_MS, slowing down,
        and always ends upright at its place showing ``result_index``.
        """
        result = self._check(result_index)
        self.animator.stop(self, ROLLING)  # a roll still under way ends first, where it was
        self._index = result
        self._rolling = True
        self._blank = self._fresh and animated and delay > 0
        self._fresh = False
        spin = _TUMBLE.choice((-1, 1)) * _TUMBLE.uniform(300.0, 460.0)
        hop = QtCore.QPointF(_TUMBLE.uniform(-10, 10), _TUMBLE.uniform(-16, -8))
        last_switch = [-1.0]

        def update(t: float) -> None:
            self._blank = False  # thrown: its faces flash from the first frame
            eased = 1.0 - (1.0 - t) ** 3  # OutCubic: fast start, gentle settle
            self.setRotation(spin * (1.0 - eased))
            arc = math.sin(math.pi * t)
            self._set_hop(hop * arc)
            self.setScale(1.0 + 0.12 * arc)
            # Show a new random face at a slowing cadence, then the result for good.
            if t < 0.82 and t - last_switch[0] > 0.04 + 0.12 * t:
                last_switch[0] = t
                if len(self._faces) > 1:
                    self._shown = _TUMBLE.choice(
                        [i for i in range(len(self._faces)) if i != self._shown]
                    )
                self.update()
            elif t >= 0.82 and self._shown != result:
                self._shown = result
                self.update()

        def done() -> None:
            self._rolling = self._blank = False
            self.setRotation(0.0)
            self.setScale(1.0)
            self._set_hop(QtCore.QPointF())
            self._shown = result
            self.update()
            self.rolled.emit(result)

        if animated:
            self.animator.animate_value(
                self, update, ROLL_MS, channel=ROLLING, on_done=done, delay=delay
            )
        else:
            self.animator.stop(self, ROLLING)
            done()

    def _set_hop(self, offset: QtCore.QPointF) -> None:
        self._hop = QtCore.QPointF(offset)
        self._apply_transform()

    def _apply_transform(self) -> None:
        # The hop goes after the base's squash and rise: straight up the table, whatever
        # the spin, and off the zone's books (pos() stays the die's place).
        super()._apply_transform()
        if not self._hop.isNull():
            hop = QtGui.QTransform.fromTranslate(self._hop.x(), self._hop.y())
            self.setTransform(self.transform() * hop)

    # -- painting ---------------------------------------------------------------------
    def body_path(self) -> QtGui.QPainterPath:
        return self._path

    def paint_body(self, painter: QtGui.QPainter) -> None:
        s = self._w
        # A light-from-top-left gradient gives the flat outline some volume.
        grad = QtGui.QLinearGradient(QtCore.QPointF(-s / 2, -s / 2), QtCore.QPointF(s / 2, s / 2))
        grad.setColorAt(0.0, self._colour.lighter(118))
        grad.setColorAt(1.0, self._colour.darker(118))
        painter.setBrush(grad)
        painter.setPen(QtGui.QPen(self._colour.darker(190), 1.6))
        painter.drawPath(self._path)
        if self._shape == "d20":
            self._paint_d20_facets(painter)
        if self._blank:
            return  # waiting to be thrown: no face yet
        text = self._faces[self._shown]
        centre = self._text_centre()
        font = QtGui.QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(s * (0.36 if len(text) <= 2 else 0.26))))
        font = legible_font(
            font, painter, most=s * (0.5 if len(text) <= 2 else 0.4 if len(text) <= 3 else 0.3)
        )
        painter.setFont(font)
        box = QtCore.QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s)
        painter.setPen(self._ink)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        if text in {"6", "9"} and len(self._faces) >= 8:
            # Underline 6 and 9 as real dice do, so they cannot be confused.
            metrics = QtGui.QFontMetricsF(font)
            half = metrics.horizontalAdvance(text) / 2
            y = centre.y() + metrics.ascent() * 0.45
            painter.setPen(QtGui.QPen(self._ink, 1.6))
            painter.drawLine(
                QtCore.QPointF(centre.x() - half, y), QtCore.QPointF(centre.x() + half, y)
            )

    def _text_centre(self) -> QtCore.QPointF:
        s = self._w
        offsets = {"triangle": 0.12, "kite": 0.04, "d20": 0.06}
        return QtCore.QPointF(0, s * offsets.get(self._shape, 0.0))

    def _paint_d20_facets(self, painter: QtGui.QPainter) -> None:
        # The front triangular face inside the hexagon silhouette, joined to its corners.
        s = self._w
        hexagon = _regular(6, 0.52)
        tri = [(x * 0.78, y * 0.78 + 0.06) for x, y in _regular(3, 0.52, -90.0)]
        pen = QtGui.QPen(self._colour.darker(150), 1.1)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        face = _polygon(tri, s)
        painter.setBrush(self._colour.lighter(106))
        painter.drawPath(face)
        # (hexagon corner, triangle corner): corners clockwise from the top.
        pairs = ((0, 0), (1, 0), (1, 1), (2, 1), (3, 1), (3, 2), (4, 2), (5, 2), (5, 0))
        for h, t in pairs:
            hx, hy = hexagon[h]
            tx, ty = tri[t]
            painter.drawLine(QtCore.QPointF(hx * s, hy * s), QtCore.QPointF(tx * s, ty * s))


class PercentileDice(PieceItem):
    """A tens d10 (00-90) and a units d10 (0-9) moved, dragged and rolled as one."""

    LAYER = Z.TOKEN
    rolled = Signal(int)  # emitted when both dice settle, with the value 1..100

    def __init__(
        self,
        key: str = "d100",
        *,
        colour: QtGui.QColor | None = None,
        size: float = DIE_SIZE,
        parent: QtWidgets.QGraphicsItem | None = None,
    ) -> None:
        gap = size * 0.12
        super().__init__(key, 2 * size + gap, size, parent)
        tens_colour = colour if colour is not None else QtGui.QColor(52, 58, 72)
        self.tens = DieItem([f"{10 * i:02d}" for i in range(10)], f"{key}.tens",
                            colour=tens_colour, size=size, parent=self)  # fmt: skip
        self.units = DieItem([str(i) for i in range(10)], f"{key}.units", size=size, parent=self)
        self.tens.setPos(-(size + gap) / 2, 0)
        self.units.setPos((size + gap) / 2, 0)
        self._value = 100
        # A method, not a lambda: a lambda holding the pair, kept by its own child's
        # connection, would keep a pair taken off the table alive for ever.
        self.units.rolled.connect(self._units_settled)

    def _units_settled(self, _index: int) -> None:
        """The units die (the last to settle) has settled: the pair's roll is shown."""
        self.rolled.emit(self._value)

    @property
    def value(self) -> int:
        """The value shown, 1..100 ("00" + "0" reads as 100)."""
        return self._value

    @staticmethod
    def split(value: int) -> tuple[int, int]:
        """The (tens index, units index) pair that shows ``value`` (1..100)."""
        if not 1 <= value <= 100:
            raise ValueError(f"percentile value {value} is not in 1..100")
        return (value // 10) % 10, value % 10

    def roll_to(self, value: int, animated: bool = True, delay: int = 0) -> None:
        """Tumble both dice and settle on ``value`` (1..100), the model's roll."""
        tens, units = self.split(value)
        self._value = value
        self.tens.roll_to(tens, animated, delay)
        self.units.roll_to(units, animated, delay)

    def set_value(self, value: int) -> None:
        """Show ``value`` at once."""
        tens, units = self.split(value)
        self._value = value
        self.tens.set_value(tens)
        self.units.set_value(units)

    @property
    def rolling(self) -> bool:
        """True while either die tumbles."""
        return self.tens.rolling or self.units.rolling

    def busy(self) -> bool:
        return super().busy() or self.tens.busy() or self.units.busy()

    def set_lifted(self, on: bool) -> None:
        super().set_lifted(on)
        self.tens.set_lifted(on)
        self.units.set_lifted(on)

    def body_path(self) -> QtGui.QPainterPath:
        path = QtGui.QPainterPath()
        path.addRoundedRect(self.body_rect(), 8, 8)
        return path

    def paint_shadow(self, painter: QtGui.QPainter) -> None:
        pass  # each die casts its own

    def paint_body(self, painter: QtGui.QPainter) -> None:
        pass  # the pair is only its two dice
