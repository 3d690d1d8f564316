"""The privacy curtain: covers the table while the computer passes between people.

"Pass to Ana — click when ready". It covers the whole window below the menu bar (the
table, the docks, the bars), is opaque, so nothing shows through, and it takes the
keyboard too: Enter or Space lifts it once the right person is there. When others may
act now too (a stage played in any order), a button for each lets one of them sit down
instead (Tab reaches them, Space presses one). What lies under it shows only what
everyone may see in any case (the controller's viewer is nobody while it is up), so a
floating dock or a screen reader learns nothing either.
"""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets, Signal


class Curtain(QtWidgets.QWidget):
    ready = Signal()
    chosen = Signal(str)  # another person offered sits down instead: their seat
    # Ctrl+Z pressed while the window's Undo is off: the window says why on the curtain.
    undo_requested = Signal()

    def __init__(self, parent: QtWidgets.QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.name = ""
        self.hint = ""  # a smaller line under the invitation (e.g. how to take a move back)
        self.others: list[tuple[str, str]] = []  # (seat, name) who may sit down instead
        self._buttons = QtWidgets.QWidget(self)
        self._row = QtWidgets.QHBoxLayout(self._buttons)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(12)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.hide()
        parent.installEventFilter(self)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if obj is self.parent() and event.type() == QtCore.QEvent.Type.Resize:
            self.setGeometry(self._area())
        return False

    def _area(self) -> QtCore.QRect:
        """Everything of the parent but its menu bar (menus hold no secrets, and Quit or
        Save must stay in reach)."""
        parent = self.parentWidget()
        rect = parent.rect()
        menu = parent.menuBar() if isinstance(parent, QtWidgets.QMainWindow) else None
        if menu is not None and menu.isVisible() and not menu.isNativeMenuBar():
            rect.setTop(menu.geometry().bottom() + 1)
        return rect

    def cover(self, name: str, hint: str = "", others: list[tuple[str, str]] | None = None) -> None:
        """Show "Pass to ``name``" over everything (again, if anything changed), with a
        button for each of ``others`` (seat, name) who may sit down instead."""
        others = list(others or [])
        changed = (name, hint, others) != (self.name, self.hint, self.others)
        changed = changed or not self.isVisible()
        self.name, self.hint = name, hint
        if others != self.others:
            self.others = others
            self._offer(others)
        if not changed:
            return
        self.setGeometry(self._area())
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def _offer(self, others: list[tuple[str, str]]) -> None:
        while self._row.count():
            item = self._row.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        for seat, name in others:
            button = QtWidgets.QPushButton(f"{name} sits down instead")
            button.setObjectName(f"instead-{seat}")
            font = QtGui.QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * 1.2)
            button.setFont(font)
            button.setMinimumSize(220, 44)  # a big target: it is pressed by whoever is near
            button.clicked.connect(lambda _=False, seat=seat: self._choose(seat))
            self._row.addWidget(button)
        self._buttons.setVisible(bool(others))
        self._place_buttons()

    def _place_buttons(self) -> None:
        size = self._buttons.sizeHint()
        r = self.rect()
        self._buttons.setGeometry(
            (r.width() - size.width()) // 2, r.height() // 2 + 150, size.width(), size.height()
        )

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        self._place_buttons()
        super().resizeEvent(event)

    def _choose(self, seat: str) -> None:
        if self.isVisible():
            self.hide()
            self.chosen.emit(seat)

    def lift(self) -> None:
        if self.isVisible():
            self.hide()
            self.ready.emit()

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:
        self.lift()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.lift()
        elif event.matches(QtGui.QKeySequence.StandardKey.Undo):
            self.undo_requested.emit()
        else:
            event.accept()  # nothing reaches the table behind the curtain

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        r = self.rect()
        grad = QtGui.QLinearGradient(0, 0, 0, r.height())
        grad.setColorAt(0, QtGui.QColor(24, 22, 36))
        grad.setColorAt(1, QtGui.QColor(10, 10, 16))
        p.fillRect(r, grad)
        # curtain folds
        pen = QtGui.QPen(QtGui.QColor(255, 255, 255, 10), 18)
        p.setPen(pen)
        for x in range(0, r.width(), 60):
            p.drawLine(x, 0, x + 12, r.height())
        p.setPen(QtGui.QColor(240, 228, 66))
        font = QtGui.QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        p.setFont(font)
        p.drawText(r.adjusted(0, -60, 0, -60), Qt.AlignmentFlag.AlignCenter, f"Pass to {self.name}")
        small = QtGui.QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 1.2)
        p.setFont(small)
        p.setPen(QtGui.QColor(220, 220, 230))
        p.drawText(
            r.adjusted(0, 40, 0, 40),
            Qt.AlignmentFlag.AlignCenter,
            f"Everyone else, look away. {self.name}: click or press Enter when ready.",
        )
        if self.hint:
            p.setPen(QtGui.QColor(160, 160, 175))
            p.drawText(r.adjusted(0, 100, 0, 100), Qt.AlignmentFlag.AlignCenter, self.hint)
