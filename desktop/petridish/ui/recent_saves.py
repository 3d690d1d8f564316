"""The picker's list of recent saves, each drawn as its name over its folder."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from petridish.qt import QtCore, QtGui, QtWidgets, Signal, own_viewport
from petridish.ui import palette
from petridish.ui.palette import scaled_font

RECENT_EMS = 16  # width of a recent save, in line heights
Qt = QtCore.Qt
Option = QtWidgets.QStyleOptionViewItem


class _SaveDelegate(QtWidgets.QStyledItemDelegate):
    """Draws a recent save as its name over its folder, dimmed."""

    def paint(self, p: QtGui.QPainter, option: Option, index: QtCore.QModelIndex) -> None:
        path = Path(str(index.data(Qt.ItemDataRole.UserRole)))
        r = QtCore.QRectF(option.rect).adjusted(2, 2, -2, -2)
        state = QtWidgets.QStyle.StateFlag
        p.save()
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        if option.state & (state.State_Selected | state.State_MouseOver):
            p.setPen(Qt.PenStyle.NoPen)
            selected = option.state & state.State_Selected and option.state & state.State_HasFocus
            p.setBrush(QtGui.QColor("#2F4F51" if selected else palette.SURFACE_RAISED))
            p.drawRoundedRect(r, 8, 8)
        fm = QtGui.QFontMetrics(option.font)
        text = r.adjusted(12, 6, -12, -6)
        bold = scaled_font(option.font, 1.0, QtGui.QFont.Weight.DemiBold)
        p.setFont(bold)
        p.setPen(QtGui.QColor(palette.TEXT))
        name = QtGui.QFontMetrics(bold).elidedText(
            path.stem, Qt.TextElideMode.ElideRight, round(text.width())
        )
        p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, name)
        p.setFont(scaled_font(option.font, 0.9))
        p.setPen(QtGui.QColor(palette.TEXT_DIM))
        folder = fm.elidedText(
            _short_folder(path.parent), Qt.TextElideMode.ElideMiddle, round(text.width())
        )
        p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, folder)
        p.restore()

    def sizeHint(self, option: Option, index: QtCore.QModelIndex) -> QtCore.QSize:
        height = QtGui.QFontMetrics(option.font).height()
        return QtCore.QSize(height * RECENT_EMS - 6, height * 2 + 18)


class RecentSaves(QtWidgets.QListWidget):
    """The recent saves, newest first; a click or Enter opens one."""

    chosen = Signal(str)  # the save's path

    def __init__(self, paths: Sequence[str], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._viewport = own_viewport(self)
        self.setObjectName("recentSaves")
        self.setAccessibleName("Recent saves")
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(_SaveDelegate(self))
        self.setMouseTracking(True)
        self._viewport.setCursor(Qt.CursorShape.PointingHandCursor)
        self._last = QtCore.QElapsedTimer()
        for path in paths:
            item = QtWidgets.QListWidgetItem(Path(path).stem)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            self.addItem(item)
        self.itemClicked.connect(self._choose)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem():
            self._choose(self.currentItem())
            return
        super().keyPressEvent(event)

    def _choose(self, item: QtWidgets.QListWidgetItem) -> None:
        # A double-click also clicks twice; one open is what the player meant.
        interval = QtWidgets.QApplication.doubleClickInterval()
        if self._last.isValid() and self._last.elapsed() < interval:
            return
        self._last.start()
        self.chosen.emit(str(item.data(Qt.ItemDataRole.UserRole)))


def _short_folder(folder: Path) -> str:
    """The folder with the home directory written as ~, as people say it."""
    try:
        return str(Path("~") / folder.relative_to(Path.home()))
    except ValueError:
        return str(folder)
