"""Counters and markers: a coloured chip of a given shape with a short label.

Every player gets a shape as well as a colour, so nothing on the table is told apart by
colour alone.
"""

from __future__ import annotations

import math

from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.table.constants import TOKEN_SIZE, Z
from petridish.table.legible import legible_font
from petridish.table.paint import contrast_text
from petridish.table.piece import PieceItem

# The first five, then the three more the players' marks use (petridish.marks.SHAPES),
# so a seat's token has the shape the new-game dialog showed for it.
TOKEN_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star", "plus", "pentagon")


def token_path(shape: str, size: float) -> QtGui.QPainterPath:
    """The outline of a token of ``shape`` fitting a ``size`` square centred on (0, 0)."""
    r = size / 2
    path = QtGui.QPainterPath()
    if shape == "circle":
        path.addEllipse(QtCore.QPointF(0, 0), r, r)
        return path
    if shape == "square":
        side = r * 1.72
        path.addRoundedRect(QtCore.QRectF(-side / 2, -side / 2, side, side), r * 0.22, r * 0.22)
        return path
    if shape == "plus":
        a, e = r * 0.4, r * 0.98  # half an arm's width, and its reach
        outline = [(-a, -e), (a, -e), (a, -a), (e, -a), (e, a), (a, a)]
        outline += [(a, e), (-a, e), (-a, a), (-e, a), (-e, -a), (-a, -a)]
        path.addPolygon(QtGui.QPolygonF([QtCore.QPointF(x, y) for x, y in outline]))
        path.closeSubpath()
        return path
    if shape == "star":  # five points, wide enough in the middle for two letters
        pts = [
            QtCore.QPointF(
                (r * 1.08 if i % 2 == 0 else r * 0.58) * math.cos(math.radians(-90 + 36 * i)),
                (r * 1.08 if i % 2 == 0 else r * 0.58) * math.sin(math.radians(-90 + 36 * i))
                + r * 0.06,
            )
            for i in range(10)
        ]
        path.addPolygon(QtGui.QPolygonF(pts))
        path.closeSubpath()
        return path
    corners = {
        "triangle": (3, -90.0, 1.12),
        "diamond": (4, -90.0, 1.04),
        "hexagon": (6, 0.0, 1.0),
        "pentagon": (5, -90.0, 1.04),
    }
    if shape not in corners:
        raise ValueError(f"unknown token shape {shape!r}; expected one of {TOKEN_SHAPES}")
    n, start, grow = corners[shape]
    pts = [
        QtCore.QPointF(
            r * grow * math.cos(math.radians(start + 360 * i / n)),
            r * grow * math.sin(math.radians(start + 360 * i / n))
            + (r * 0.18 if n == 3 else r * 0.06 if n == 5 else 0),
        )
        for i in range(n)
    ]
    path.addPolygon(QtGui.QPolygonF(pts))
    path.closeSubpath()
    return path


class TokenItem(PieceItem):
    """A round (or square, triangular, diamond, hexagonal, star, plus or pentagonal)
    counter with a label."""

    LAYER = Z.TOKEN

    def __init__(
        self,
        label: str = "",
        colour: QtGui.QColor | str = "#E69F00",
        shape: str = "circle",
        *,
        key: str = "",
        size: float = TOKEN_SIZE,
        parent: QtWidgets.QGraphicsItem | None = None,
    ) -> None:
        super().__init__(key or label or shape, size, size, parent)
        self._label = label
        self._colour = QtGui.QColor(colour)
        self._shape = shape
        self._path = token_path(shape, size)
        self._fallen = False

    @property
    def label(self) -> str:
        """The text on the token."""
        return self._label

    def set_label(self, text: str) -> None:
        """Change the text on the token (e.g. a counter's value)."""
        self._label = text
        self.update()

    @property
    def fallen(self) -> bool:
        """Whether the token lies knocked over on its side."""
        return self._fallen

    def set_fallen(self, fallen: bool) -> None:
        """Knock the token over (or stand it up again)."""
        if fallen != self._fallen:
            self._fallen = fallen
            self.update()

    @property
    def colour(self) -> QtGui.QColor:
        """The token's colour."""
        return QtGui.QColor(self._colour)

    @property
    def shape_name(self) -> str:
        """The token's outline (one of TOKEN_SHAPES)."""
        return self._shape

    def body_path(self) -> QtGui.QPainterPath:
        if self._fallen:  # on its side: seen from above, a flat band
            return QtGui.QTransform.fromScale(1.0, 0.42).map(self._path)
        return self._path

    def paint_body(self, painter: QtGui.QPainter) -> None:
        s = self._w
        if self._fallen:
            # Lying on its side, a flat band: still its own colour and its own name, so
            # whose it is reads at a glance (a greyed band was anyone's brown oval).
            band = self.body_path()
            edge = band.boundingRect()
            grad = QtGui.QLinearGradient(edge.topLeft(), edge.bottomLeft())
            grad.setColorAt(0.0, self._colour.lighter(115))
            grad.setColorAt(1.0, self._colour.darker(150))
            painter.setBrush(grad)
            painter.setPen(QtGui.QPen(self._colour.darker(220), 1.6))
            painter.drawPath(band)
            if self._label:
                font = QtGui.QFont()
                font.setBold(True)
                font.setPixelSize(max(6, round(edge.height() * 0.7)))
                painter.setFont(legible_font(font, painter, most=edge.height() * 0.85))
                painter.setPen(contrast_text(self._colour))
                painter.drawText(edge, Qt.AlignmentFlag.AlignCenter, self._label)
            return
        # A chip: a radial light from the top-left, a darker rim, a lighter inner ring.
        grad = QtGui.QRadialGradient(QtCore.QPointF(-s * 0.18, -s * 0.22), s * 0.75)
        grad.setColorAt(0.0, self._colour.lighter(135))
        grad.setColorAt(0.6, self._colour)
        grad.setColorAt(1.0, self._colour.darker(135))
        painter.setBrush(grad)
        painter.setPen(QtGui.QPen(self._colour.darker(200), 1.4))
        painter.drawPath(self._path)
        inner = QtGui.QTransform.fromScale(0.74, 0.74).map(self._path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 80), 1.2, Qt.PenStyle.DashLine))
        painter.drawPath(inner)
        if self._label:
            font = QtGui.QFont()
            font.setBold(True)
            # A star's or a plus's middle is narrower: two letters a little smaller.
            narrow = self._shape in ("star", "plus")
            big, most = (0.32, 0.4) if narrow else (0.4, 0.5)
            two = len(self._label) <= 2
            font.setPixelSize(max(8, round(s * (big if two else 0.27))))
            font = legible_font(font, painter, most=s * (most if two else 0.3))
            painter.setFont(font)
            dy = s * 0.1 if self._shape == "triangle" else 0.0
            box = QtCore.QRectF(-s / 2, -s / 2 + dy, s, s)
            painter.setPen(contrast_text(self._colour))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self._label)
