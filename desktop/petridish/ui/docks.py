"""The log dock (every action, roll and reveal, as the current viewer may see it), the
rules dock (our rules reference and the rulings, searchable), and the side panel they
share beside the table: narrow, so that the table keeps the window, and put away and
brought back with one key."""

from __future__ import annotations

from petridish.qt import QtCore, QtGui, QtWidgets


class LogDock(QtWidgets.QDockWidget):
    """The game's log, and dimmed between its lines the moves that were refused and why
    (notes: they belong to the person at the table and go when it passes on, and to the
    history they were made in: a move taken back takes the refusals after it along)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__("Log", parent)
        self.setObjectName("logDock")
        self.list = QtWidgets.QListWidget()
        self.list.setWordWrap(True)
        # Rows laid out a batch at a time between frames: a long game's thousands of
        # word-wrapped lines (20,000 took 1.4 s at once) never freeze the window.
        self.list.setLayoutMode(QtWidgets.QListView.LayoutMode.Batched)
        self.list.setAlternatingRowColors(True)
        self.list.setAccessibleName("Game log")
        self.setWidget(self.list)
        self._lines: list[tuple[str, bool]] = []
        # (log lines before it, text, the log's lines then): a note shows where the log
        # reads as it did when the note was said.
        self._notes: list[tuple[int, str, list[tuple[str, bool]]]] = []
        # Word-wrapped rows settle their heights after a change: stay on the newest line
        # whenever the list grows, not only right after it is filled; but only while
        # the reader is there: scrolled up to read, a computer's next line pulled them
        # back down within seconds.
        self._following = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(lambda _lo, hi: self._to_end(hi))

    def _scrolled(self, value: int) -> None:
        self._following = value >= self.list.verticalScrollBar().maximum()

    def _to_end(self, high: int) -> None:
        if self._following:
            self.list.verticalScrollBar().setValue(high)

    def show_lines(self, lines: list[tuple[str, bool]]) -> None:
        """Replace the log: (text, outside the rules) per line, oldest first. A log that
        only grew (a move was made) gets just the new lines: after every move in a long
        game, refilling thousands would take a second."""
        old = len(self._lines)
        grew = len(lines) >= old and lines[:old] == self._lines
        now = list(lines)
        # A note said after lines taken back (an undo, a replay going back) waits for
        # them to come back (Redo, the replay's end); one whose lines others replaced (a
        # move made after an undo) was said in a position that is gone, and goes: kept,
        # it sat between the moves made since, as if refused among them. A note the
        # log reaches agrees with it so far, and shares its lines from now on.
        notes = []
        for n, text, then in self._notes:
            upto = min(n, len(now))
            if (grew and n <= old) or now[:upto] == then[:upto]:
                notes.append((n, text, now if n <= len(now) else then))
        self._notes = notes
        back = any(old < n <= len(now) for n, _, _ in notes)  # (a Redo brought it back)
        self._lines = now
        if grew and not back:  # (a note after the last line stays before the new ones)
            for text, edit in lines[old:]:
                self.list.addItem(self._line(text, edit))
            if len(lines) > old and self._following:
                self.list.scrollToBottom()
            return
        self._fill()

    @staticmethod
    def _line(text: str, edit: bool) -> QtWidgets.QListWidgetItem:
        item = QtWidgets.QListWidgetItem(text)
        if edit:
            item.setForeground(QtGui.QColor("#E69F00"))
            item.setToolTip("A sandbox edit, made outside the rules")
        return item

    def note(self, text: str) -> None:
        """Add a dimmed line after the newest: a refused move and its reason ("Not
        played: …"), or an undo refused and why. The same said again with nothing
        between is not written twice: Ctrl+Z pressed twenty times with nothing to undo
        filled the log with twenty lines that said one thing."""
        n = len(self._lines)
        if self._notes and self._notes[-1][:2] == (n, text):
            return
        self._notes.append((n, text, self._lines))  # (replaced, never changed, as it grows)
        self._fill()

    def clear_notes(self) -> None:
        if self._notes:
            self._notes = []
            self._fill()

    def _fill(self) -> None:
        self.list.clear()
        # Those of the lines shown, in their order (one waiting for lines taken back
        # lies past the end, and an undo can leave it before a note said since).
        notes = sorted(
            ((n, text) for n, text, _ in self._notes if n <= len(self._lines)),
            key=lambda note: note[0],
        )
        for n, (text, edit) in enumerate([*self._lines, ("", False)]):
            while notes and notes[0][0] <= n:
                item = QtWidgets.QListWidgetItem(notes.pop(0)[1])
                item.setForeground(QtGui.QColor(150, 156, 160))
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
                self.list.addItem(item)
            if n == len(self._lines):
                break
            self.list.addItem(self._line(text, edit))
        self._following = True  # (a log made anew: an undo, another reader, a note)
        self.list.scrollToBottom()


class RulesDock(QtWidgets.QDockWidget):
    """The rules reference in our own words, with the rulings, and a search box."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__("Rules", parent)
        self.setObjectName("rulesDock")
        box = QtWidgets.QWidget()
        lay = QtWidgets.QVBoxLayout(box)
        lay.setContentsMargins(6, 6, 6, 6)
        self.search = QtWidgets.QLineEdit()
        self.search.setPlaceholderText("Search the rules and rulings…")
        self.search.setClearButtonEnabled(True)
        self.search.returnPressed.connect(self.find_next)
        self.search.textChanged.connect(self._find_from_top)
        self.text = QtWidgets.QTextBrowser()
        self.text.setOpenExternalLinks(False)
        # A reference to another section or a ruling ("see ADAPT-R04") opens it here:
        # the browser's own following would look for a file of that name.
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._follow)
        self.status = QtWidgets.QLabel()
        self.status.setObjectName("dim")
        self.status.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.status.hide()
        lay.addWidget(self.search)
        lay.addWidget(self.status)
        lay.addWidget(self.text)
        self.setWidget(box)

    def set_markdown(self, markdown: str) -> None:
        """Another game's rules, searched afresh: what was sought in the last game's
        (a lesson's section) would sit in the box finding nothing."""
        self.text.setMarkdown(markdown)
        self.search.clear()

    def _follow(self, url: QtCore.QUrl) -> None:
        """A link in the text: a section or a ruling of the same reference."""
        name = url.fragment(QtCore.QUrl.ComponentFormattingOption.FullyDecoded)
        if name:
            self.show_section(name)

    def show_section(self, name: str) -> None:
        """Open at the heading ``name``, or at the ruling of that id, at the top of the
        box and selected; searched for as text if neither is there. (A search found the
        words first where they stood in a sentence: a lesson's "Rules: A turn" opened at
        "Gear a turn", and a ruling's id at the first line that refers to it.)"""
        wanted = name.strip().casefold()
        block = self.text.document().begin()
        while block.isValid():
            heading = block.blockFormat().headingLevel() > 0
            text = block.text().strip().casefold()
            if heading and text == wanted:
                break
            if block.textList() is not None and text.startswith(f"{wanted} "):
                break  # a ruling: its id starts its line of the list
            block = block.next()
        if not block.isValid():
            self.search.setText(name)  # (found from the top as it is typed)
            return
        self.search.blockSignals(True)  # the heading is found already: no search from the top
        self.search.setText(name)
        self.search.blockSignals(False)
        self._say_found(True, name)
        cursor = QtGui.QTextCursor(block)
        cursor.movePosition(
            QtGui.QTextCursor.MoveOperation.EndOfBlock, QtGui.QTextCursor.MoveMode.KeepAnchor
        )
        self.text.setTextCursor(cursor)
        layout = self.text.document().documentLayout()
        self.text.verticalScrollBar().setValue(round(layout.blockBoundingRect(block).top()))

    def _find_from_top(self, text: str) -> None:
        cursor = self.text.textCursor()
        cursor.movePosition(QtGui.QTextCursor.MoveOperation.Start)
        self.text.setTextCursor(cursor)
        found = bool(text) and self.text.find(text)
        self._say_found(not text or found, text)
        if found:
            self._centre_found()

    def find_next(self) -> None:
        if self.text.find(self.search.text()):
            self._centre_found()
        else:
            self._find_from_top(self.search.text())

    def _centre_found(self) -> None:
        """The match found in the middle of the box, with the lines around it: scrolled
        only as far as it takes, it sat on the bottom edge, read with nothing after it."""
        bar = self.text.verticalScrollBar()
        middle = self.text.viewport().height() // 2
        bar.setValue(bar.value() + self.text.cursorRect().center().y() - middle)

    def _say_found(self, found: bool, text: str) -> None:
        """Say so when the search finds nothing (the text would otherwise just sit there)."""
        self.status.setText("" if found else f"No matches for “{text}”.")
        self.status.setVisible(not found)


SIDE_PANEL_KEY = "F9"  # as in file managers and editors, the side panel's switch
SIDE_WIDTH = 230  # pixels: the side panel's width when the table first opens...
SIDE_SHARE = 0.2  # ...and at most this share of the window's, when it narrows


class SidePanel(QtCore.QObject):
    """The docks beside the table (the log, the rules tabbed behind it) as one panel.

    It opens narrow and never keeps more than a fifth of the window when the window is
    made smaller (a laptop's table needs the room more than the log does); F9 puts the
    whole panel away, so that the table takes the width, and brings it back as it was.
    """

    def __init__(self, window: QtWidgets.QMainWindow, docks: list[QtWidgets.QDockWidget]) -> None:
        super().__init__(window)
        self.window = window
        self.docks = docks
        self.action = QtGui.QAction("Side &panel (log and rules)", window)
        self.action.setShortcut(QtGui.QKeySequence(SIDE_PANEL_KEY))
        self.action.setToolTip("Put the log and the rules away, or bring them back")
        self.action.setCheckable(True)
        self.action.setChecked(True)
        self.action.triggered.connect(self.set_shown)
        self._put_away: list[QtWidgets.QDockWidget] = []
        self._narrowed = False
        for dock in docks:  # a dock brought out another way (F1, the View menu) is out
            dock.toggleViewAction().toggled.connect(self._dock_toggled)
            # Closed by hand (its ×, or unticked in the View menu): once none is left
            # out, the panel is put away, and F9 brings it back at once (it stayed
            # ticked, and the first F9 only put away what was gone already).
            dock.toggleViewAction().triggered.connect(self._closed_by_hand)
            dock.installEventFilter(self)
        window.installEventFilter(self)

    def _dock_toggled(self, visible: bool) -> None:
        if visible and not self.shown:
            self._put_away = []
            self.action.setChecked(True)

    def _closed_by_hand(self, *_: object) -> None:
        if self.shown and all(d.isHidden() for d in self.docks):
            self._put_away = []
            self.action.setChecked(False)

    @property
    def shown(self) -> bool:
        """Whether the panel is out (not put away with F9)."""
        return self.action.isChecked()

    def set_shown(self, shown: bool) -> None:
        """Put the panel away (every dock in it hides) or bring back what was put away."""
        self.action.setChecked(shown)
        if shown:
            docks = self._put_away or self.docks[:1]
            self._put_away = []
            for dock in docks:
                dock.show()
            docks[0].raise_()
        else:
            self._put_away = [d for d in self.docks if not d.isHidden()] or self._put_away
            for dock in self.docks:
                dock.hide()

    def open_with_table(self) -> None:
        """The table shows: the panel comes out with the log on top, unless it was put
        away; the first time, narrow."""
        if not self.shown:
            return
        for dock in self.docks:
            dock.show()
        self.docks[0].raise_()
        if not self._narrowed:
            self._narrowed = True
            width = min(SIDE_WIDTH, int(self.window.width() * SIDE_SHARE))
            self._resize(width)

    def _resize(self, width: int) -> None:
        shown = [d for d in self.docks if not d.isHidden()]
        if shown:
            self.window.resizeDocks(shown, [width] * len(shown), QtCore.Qt.Orientation.Horizontal)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if obj in self.docks and event.type() == QtCore.QEvent.Type.Close:
            QtCore.QTimer.singleShot(0, self._closed_by_hand)  # once it is hidden
        # A window made narrower takes the room from the panel, not from the table; made
        # wider again, it gives the panel its room back (else the log stays squeezed,
        # and so after a restart, until its edge is dragged by hand).
        if obj is self.window and event.type() == QtCore.QEvent.Type.Resize:
            most = int(event.size().width() * SIDE_SHARE)
            shown = [d for d in self.docks if not d.isHidden()]
            if any(d.width() > most for d in shown):
                self._resize(most)
            elif event.size().width() > event.oldSize().width() > 0:
                room = min(SIDE_WIDTH, most)
                if any(d.width() < room for d in shown):
                    self._resize(room)
        return False


__all__ = ["LogDock", "RulesDock", "SidePanel"]
