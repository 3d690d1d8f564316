"""The privacy curtain: covers the table while the computer passes between people.

"Pass to Ana", with why Ana is needed now ("Ana — you defend Madlock: lay an Ability
Card or finish"), worked out from what everyone may see. It covers the whole window
below the menu bar (the table, the docks, the bars), is opaque, so nothing shows
through, and it takes the keyboard too. What lies under it shows only what everyone may
see in any case (the controller's viewer is nobody while it is up), so a floating dock
or a screen reader learns nothing either.

It goes away only on a deliberate act addressed to it: a click on its big button ("I am
Ana — show my hand"), or a fresh press of Enter or Space, once it has been down for a
moment (``SETTLE_MS``, at least the system's double-click time). A click anywhere else on
it lifts nothing: a new player's click aimed at a tab it had just covered lifted it.
Input meant for the person before never lifts it: the second click of a double-click on
*Play move*, a quick second click, a held Enter's repeats, or a key or button that was
already down when it came. Until then its invitation is dimmed and its buttons are off.
When others may act now too (a stage played in any order), a button for each lets one of
them sit down instead (Tab reaches them, Space presses one).
"""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets, Signal
from petridish.table.held_keys import HeldKeys

SETTLE_MS = 600  # how long it stays down before it takes input (or the double-click time)
LIFT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def settle_ms() -> int:
    """How long the curtain ignores input after it comes down."""
    return max(SETTLE_MS, QtWidgets.QApplication.doubleClickInterval())


# What a dock (the window installs the curtain on its docks) does that moves the words.
_DOCK_CHANGES = (
    QtCore.QEvent.Type.Resize,
    QtCore.QEvent.Type.Move,
    QtCore.QEvent.Type.Show,
    QtCore.QEvent.Type.Hide,
)


class Curtain(QtWidgets.QWidget):
    ready = Signal()
    chosen = Signal(str)  # another person offered sits down instead: their seat
    # Ctrl+Z pressed while the window's Undo is off: the window says why on the curtain.
    undo_requested = Signal()

    def __init__(self, parent: QtWidgets.QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.name = ""
        self.why = ""  # why this person is needed now, from what everyone may see
        self.hint = ""  # a smaller line under the invitation (e.g. how to take a move back)
        self.secret = "hand"  # what the button offers to show: "hand", or "screen"
        # What the last move did that everyone may see, over the rest: the cards it
        # turned up and the dice it rolled (the person whose move rolled them saw only
        # the curtain come down, and read the roll later in the log).
        self.news = ""
        self.others: list[tuple[str, str]] = []  # (seat, name) who may sit down instead
        self._ready = False  # it has been down long enough to take a deliberate act
        self._held = HeldKeys()  # a held Enter's repeats lift nothing
        self._settled = QtCore.QTimer(self)
        self._settled.setSingleShot(True)
        self._settled.timeout.connect(self._take_input)
        # The button that lifts it: big, in the middle, pressed by the mouse only (the
        # keyboard's Enter and Space go to the curtain, which tells a held key's repeats).
        self.lift_button = QtWidgets.QPushButton(self)
        self.lift_button.setObjectName("curtain-lift")
        self.lift_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lift_button.setAutoRepeat(False)
        self.lift_button.setCursor(Qt.CursorShape.PointingHandCursor)
        big = QtGui.QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.lift_button.setFont(big)
        self.lift_button.setMinimumSize(360, 60)
        self.lift_button.clicked.connect(self._lift_clicked)
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
        elif (
            isinstance(obj, QtWidgets.QDockWidget)
            and event.type() in _DOCK_CHANGES
            and self.isVisible()
        ):
            self.relayout()  # a dock over it came, went or was resized
            if event.type() == QtCore.QEvent.Type.Hide:
                QtCore.QTimer.singleShot(0, self._keep_focus)
        return False

    def _keep_focus(self) -> None:
        """A dock over it put away (F9) passed the focus on, to the table under it:
        Enter then no longer lifted the curtain. It comes back here, unless it went to
        another dock still over the curtain."""
        if not self.isVisible():
            return
        parent = self.parentWidget()
        assert parent is not None  # the curtain is always made over its window
        docks = [d for d in parent.findChildren(QtWidgets.QDockWidget) if d.isVisible()]
        focus = QtWidgets.QApplication.focusWidget()
        if focus is None or not any(w.isAncestorOf(focus) for w in (self, *docks)):
            self.setFocus()

    def _area(self) -> QtCore.QRect:
        """Everything of the parent but its menu bar (menus hold no secrets, and Quit or
        Save must stay in reach)."""
        parent = self.parentWidget()
        assert parent is not None  # the curtain is always made over its window
        rect = parent.rect()
        menu = parent.menuBar() if isinstance(parent, QtWidgets.QMainWindow) else None
        if menu is not None and menu.isVisible() and not menu.isNativeMenuBar():
            rect.setTop(menu.geometry().bottom() + 1)
        return rect

    def cover(
        self,
        name: str,
        hint: str = "",
        others: list[tuple[str, str]] | None = None,
        *,
        why: str = "",
        news: str = "",
        secret: str | None = None,
    ) -> None:
        """Show "Pass to ``name``" over everything (again, if anything changed), with
        ``why`` they are needed, ``news`` of what the last move did that everyone may
        see, the ``secret`` the button shows them (their "hand", or "screen"; None: as
        the curtain said it last, when it is covered again to say more), and a
        button for each of ``others`` (seat, name) who may sit down instead. A curtain
        that comes down takes no input for a moment."""
        others = list(others or [])
        coming = not self.isVisible()
        changed = coming or (name, why, hint, others, news) != (
            self.name,
            self.why,
            self.hint,
            self.others,
            self.news,
        )
        self.name, self.why, self.hint, self.news = name, why, hint, news
        self.secret = secret or self.secret
        self.lift_button.setText(f"I am {name} — show my {self.secret}")
        self._place_buttons()
        if others != self.others:
            self.others = others
            self._offer(others)
        if not changed:
            return
        if coming:
            self._ready = False
            self._buttons.setEnabled(False)
            self.lift_button.setEnabled(False)
            self._settled.start(settle_ms())
        self.setGeometry(self._area())
        self.show()
        self.raise_()
        self._place_buttons()  # raised, no dock lies over it any more
        self.setFocus()
        self.update()

    @property
    def accepting(self) -> bool:
        """Whether it has been down long enough to take a deliberate act."""
        return self.isVisible() and self._ready

    def _take_input(self) -> None:
        self._ready = True
        self._buttons.setEnabled(True)
        self.lift_button.setEnabled(True)
        self.update()  # the invitation brightens

    def _offer(self, others: list[tuple[str, str]]) -> None:
        while self._row.count():
            item = self._row.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        for seat, name in others:
            button = QtWidgets.QPushButton(f"{name} sits down instead")
            button.setObjectName(f"instead-{seat}")
            font = QtGui.QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * 1.2)
            button.setFont(font)
            button.setMinimumSize(220, 44)  # a big target: it is pressed by whoever is near
            button.setAutoRepeat(False)
            button.clicked.connect(lambda _=False, seat=seat: self._choose(seat))
            self._row.addWidget(button)
        self._buttons.setVisible(bool(others))
        self._place_buttons()

    def open_area(self) -> QtCore.QRect:
        """The part of the curtain no dock shown over it covers (the log and the rules
        may lie over it: ``MainWindow._over_the_curtain``): its words and buttons are
        centred there. Centred on the whole window, the invitation ran under the log."""
        r = self.rect()
        parent = self.parentWidget()
        if parent is None:
            return r
        siblings = parent.children()
        above = siblings[siblings.index(self) + 1 :]  # raised over it (the stacking order)
        for dock in above:
            if not isinstance(dock, QtWidgets.QDockWidget) or dock.isHidden() or dock.isFloating():
                continue
            g = QtCore.QRect(self.mapFromParent(dock.pos()), dock.size()).intersected(r)
            if g.isEmpty():
                continue
            if g.height() >= r.height() // 2:  # a dock at a side
                if g.center().x() > r.center().x():
                    r.setRight(min(r.right(), g.left() - 1))
                else:
                    r.setLeft(max(r.left(), g.right() + 1))
            elif g.center().y() > r.center().y():  # a dock along the bottom
                r.setBottom(min(r.bottom(), g.top() - 1))
        return r

    def relayout(self) -> None:
        """Lay out the words and buttons again: a dock over the curtain came, went or
        changed its size."""
        self._place_buttons()
        self.update()

    def _place_buttons(self) -> None:
        r = self.open_area()
        lift = self.lift_button.sizeHint().expandedTo(self.lift_button.minimumSize())
        self.lift_button.setGeometry(
            r.left() + (r.width() - lift.width()) // 2,
            r.top() + r.height() // 2 + 80,
            lift.width(),
            lift.height(),
        )
        size = self._buttons.sizeHint()
        self._buttons.setGeometry(
            r.left() + (r.width() - size.width()) // 2,
            r.top() + r.height() // 2 + 170,
            size.width(),
            size.height(),
        )

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        self._place_buttons()
        super().resizeEvent(event)

    def _choose(self, seat: str) -> None:
        if self.isVisible() and self.accepting:
            self.hide()
            self.chosen.emit(seat)

    def _lift_clicked(self) -> None:
        if self.accepting:
            self.lift()

    def lift(self) -> None:
        if self.isVisible():
            self._settled.stop()
            self.hide()
            self.ready.emit()

    # -- what lifts it: a deliberate act, addressed to it --------------------------------
    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        # Only its button lifts it: a click anywhere else on it was aimed at what it
        # covers, and reaches nothing behind it either.
        event.accept()

    def mouseDoubleClickEvent(self, event: QtGui.QMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:
        event.accept()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() in LIFT_KEYS:
            # A held key's repeats, and any press before it settled, are the last
            # person's: only a fresh press once it has settled lifts it.
            if not self._held.repeated(event) and self.accepting:
                self.lift()
        elif event.matches(QtGui.QKeySequence.StandardKey.Undo):
            self.undo_requested.emit()
        event.accept()  # nothing reaches the table behind the curtain

    def keyReleaseEvent(self, event: QtGui.QKeyEvent) -> None:
        self._held.released(event)
        event.accept()

    # -- how it looks -----------------------------------------------------------------
    def lines(self) -> list[str]:
        """What it says, line by line, as it is painted."""
        said = [f"Pass to {self.name}"]
        if self.why:
            # A prompt that names its person already is not prefixed again
            # ("Geneticist — Geneticist: drag a Character...").
            named = self.why.startswith(f"{self.name}:")
            said.append(self.why if named else f"{self.name} — {self.why}")
        said.append(
            f"Everyone else, look away. {self.name}: press the button below, or Enter, when ready."
        )
        return [*said, self.hint] if self.hint else said

    def text(self) -> str:
        """Everything it says (for screen readers and tests, which read what is shown)."""
        return "\n".join([self.news, *self.lines()] if self.news else self.lines())

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
        for box, text, font, colour in self._laid_out():
            p.setFont(font)
            p.setPen(colour)
            p.drawText(box, _WRAPPED, text)

    def words_rect(self) -> QtCore.QRect:
        """Where its words are painted, all of them (in the open area: ``open_area``)."""
        out = QtCore.QRect()
        for box, text, font, _colour in self._laid_out():
            out |= QtGui.QFontMetrics(font).boundingRect(box, _WRAPPED, text)
        return out

    def _laid_out(self) -> list[tuple[QtCore.QRect, str, QtGui.QFont, QtGui.QColor]]:
        """Each line of words: the column it is centred and wrapped in, its font and
        colour; in the middle of the open area (no dock lies over them)."""
        r = self.open_area()
        width = min(r.width() - 40, max(480, r.width() * 7 // 10))
        left = r.left() + (r.width() - width) // 2
        laid: list[tuple[QtCore.QRect, str, QtGui.QFont, QtGui.QColor]] = []

        def line(
            top: int, text: str, scale: float, colour: QtGui.QColor, bold: bool = False
        ) -> int:
            font = self._font(scale, bold)
            high = (
                QtGui.QFontMetrics(font)
                .boundingRect(QtCore.QRect(left, top, width, 10_000), _WRAPPED, text)
                .height()
            )
            laid.append((QtCore.QRect(left, top, width, high), text, font, colour))
            return top + high

        y = r.top() + r.height() // 2 - 110
        title, *rest = self.lines()
        if self.news:  # above the invitation, read by everyone before the handover
            high = (
                QtGui.QFontMetrics(self._font(1.1))
                .boundingRect(QtCore.QRect(0, 0, width, 10_000), _WRAPPED, self.news)
                .height()
            )
            line(max(12, y - 20 - high), self.news, 1.1, QtGui.QColor(185, 214, 207))
        y = line(y, title, 2.4, QtGui.QColor(240, 228, 66), bold=True)
        if self.why:
            why, *rest = rest
            y = line(y + 14, why, 1.35, QtGui.QColor(245, 245, 250))
        invite, *rest = rest
        ready = QtGui.QColor(220, 220, 230) if self.accepting else QtGui.QColor(120, 120, 135)
        y = line(y + 22, invite, 1.2, ready)
        for hint in rest:
            line(y + 14, hint, 1.1, QtGui.QColor(160, 160, 175))
        return laid

    def _font(self, scale: float, bold: bool = False) -> QtGui.QFont:
        font = QtGui.QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        font.setBold(bold)
        return font


_WRAPPED = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
