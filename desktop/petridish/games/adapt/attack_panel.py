"""The attacks since the viewer's last turn, spelled out beside the Gene Stream, one line
each (``recent_attacks``); a close button (×) in its corner and Escape put it away
until another attack comes."""

from __future__ import annotations

from typing import Any

from petridish.games.adapt.recent_attacks import Attacks
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.panel import TextPanel

CLOSE = 30.0  # the close button's size, in scene units
CLOSE_TIP = "Close: click × or press Esc (the log keeps every attack)"

Qt = QtCore.Qt
Event = QtCore.QEvent.Type


class AttackPanel(TextPanel):
    """The attacks of ``show_attacks``, until closed; closed, it stays shut until an
    attack it has not shown comes."""

    def __init__(self, width: float = 620.0) -> None:
        super().__init__(width=width)
        self.attacks = Attacks()
        self.dismissed: set[tuple[int, int]] = set()
        self._watched: set[int] = set()
        self.setToolTip(CLOSE_TIP)

    def show_attacks(self, attacks: Attacks) -> None:
        """Show ``attacks``, unless the panel was closed on every one of them."""
        self.attacks = attacks
        news = set(attacks.key) - self.dismissed
        self.set_lines([attacks.title, *attacks.lines] if news else [])
        self._watch()

    def dismiss(self) -> None:
        """Put the panel away: these attacks are read."""
        self.dismissed |= set(self.attacks.key)
        self.set_lines([])

    def close_rect(self) -> QtCore.QRectF:
        """The close button, in the panel's own coordinates (its top right corner)."""
        return QtCore.QRectF(self._width - CLOSE - 8, 8, CLOSE, CLOSE)

    def paint(self, painter: QtGui.QPainter, option: Any, widget: Any = None) -> None:
        super().paint(painter, option, widget)
        box = self.close_rect()
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        painter.setBrush(QtGui.QColor(255, 255, 255, 40))
        painter.drawEllipse(box)
        pen = QtGui.QPen(QtGui.QColor(235, 235, 240), 2.5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        inner = box.adjusted(10, 10, -10, -10)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())

    # -- the click and the key --------------------------------------------------------------
    def _watch(self) -> None:
        """Listen to the views showing the table: a press on the close button never
        reaches the scene (a press off the pieces pans the view), and Escape reaches
        the window when nothing on the table took it (a drag, a held card, a focused
        piece come first)."""
        scene = self.scene()
        if scene is None:
            return
        for view in scene.views():
            for obj in (view.viewport(), view.window()):
                if id(obj) not in self._watched:
                    self._watched.add(id(obj))
                    obj.installEventFilter(self)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if not self.isVisible() or self.scene() is None:
            return False
        kind = event.type()
        if kind == Event.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            view = obj.parent()
            if isinstance(view, QtWidgets.QGraphicsView) and view.scene() is self.scene():
                at = view.mapToScene(event.position().toPoint())
                if self.mapRectToScene(self.close_rect()).contains(at):
                    self.dismiss()
                    return True
        elif (
            kind == Event.KeyPress
            and event.key() == Qt.Key.Key_Escape
            and self._table_idle()
            and any(v.isVisible() for v in self.scene().views())
        ):
            self.dismiss()
            return True
        return False

    def _table_idle(self) -> bool:
        """No card is being dragged or held from the keyboard (Escape puts that back)."""
        scene = self.scene()
        drag = getattr(scene, "drag", None)
        keyboard = getattr(scene, "keyboard", None)
        return not (drag is not None and drag.held is not None) and not (
            keyboard is not None and keyboard.active
        )
