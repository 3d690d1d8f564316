"""A monkey on the real main window: random clicks, drags, double- and right-clicks,
wheel turns, keys, menu actions, dialog buttons and curtain clicks, seeded so that a
failing run can be played again event for event.

Whatever the monkey does, no exception may escape a slot, no error dialog may open, the
position must stay one the rules accept, and the autosave (a save of the position the
monkey reached) must open again and hold the same position. The first failure stops the
run with the seed, the event and what it was.

Modal windows (a piece's menu, the new-game dialog, a message, a file dialog) are
answered by a timer while they are open, as a person would: a menu entry or a button
chosen at random, or Escape. The curtain lifts only for a click on its button, one that
comes at least a double-click interval after it came down: where the monkey means to
lift it, it waits that long first (other events may still land on it too early).
"""

from __future__ import annotations

import random
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.storage.save_reader import load_session
from petridish.storage.save_types import SaveError
from petridish.table.piece import PieceItem

Qt = QtCore.Qt
K = Qt.Key
MOD = Qt.KeyboardModifier

# Keys a person presses at the table; with Ctrl: undo, redo, hint and the like.
KEYS = [
    K.Key_Left,
    K.Key_Right,
    K.Key_Up,
    K.Key_Down,
    K.Key_Tab,
    K.Key_Backtab,
    K.Key_Return,
    K.Key_Space,
    K.Key_Escape,
    K.Key_Plus,
    K.Key_Minus,
    K.Key_0,
    K.Key_1,
    K.Key_2,
    K.Key_3,
    K.Key_Menu,
    K.Key_Delete,
    K.Key_F1,
    K.Key_A,
]
CTRL_KEYS = [K.Key_Z, K.Key_Y, K.Key_H, K.Key_S, K.Key_E]
# Menu actions the monkey leaves alone: quitting ends the run, and a demo hands every
# seat to the computer (it is tried, rarely, as an event of its own).
SKIPPED_ACTIONS = {"a_quit", "a_demo"}


class MonkeyFailure(AssertionError):
    pass


class CurtainClock(QtCore.QObject):
    """When the curtain last came down (it lifts only for a press that comes at least
    a double-click interval after that: a click meant for the table before it did not
    see it)."""

    def __init__(self, curtain: QtWidgets.QWidget) -> None:
        super().__init__(curtain)
        self.down_at = time.monotonic()
        curtain.installEventFilter(self)

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.Show:
            self.down_at = time.monotonic()
        return False

    def settled_in_ms(self) -> int:
        """How long until a press on the curtain is a deliberate one (0: now)."""
        settle = QtWidgets.QApplication.doubleClickInterval() + 20  # and a margin
        return max(0, settle - int((time.monotonic() - self.down_at) * 1000))


@dataclass
class Monkey:
    """Drives ``window`` with ``rng``'s events; ``saves`` is a folder for Save as."""

    qtbot: Any
    window: Any
    rng: random.Random
    saves: Path
    label: str
    monkeypatch: Any
    events: int = 0
    done: list[str] = field(default_factory=list)
    _answerer: QtCore.QTimer | None = None
    _errors: list[str] = field(default_factory=list)
    _curtain: CurtainClock | None = None

    # -- the run --------------------------------------------------------------------
    def run(self, count: int, check_every: int = 20) -> None:
        """Play ``count`` events, checking the window after each and the position and
        its autosave every ``check_every``."""
        self._patch_file_dialogs()
        self._curtain = CurtainClock(self.window.curtain)
        self._answerer = QtCore.QTimer()
        self._answerer.setInterval(15)
        self._answerer.timeout.connect(self._answer_modal)
        self._answerer.start()
        try:
            with self.qtbot.capture_exceptions() as raised:
                for n in range(count):
                    self.events = n
                    what = self._one_event_reported()
                    self.done.append(what)
                    self._settle()
                    self._fail_if(raised, what)
                    if n % check_every == check_every - 1:
                        self.check_position(what)
                self.check_position("the end of the run")
                self._fail_if(raised, "the end of the run")
        finally:
            self._answerer.stop()

    def _one_event_reported(self) -> str:
        """One event. PySide hands an exception raised in a Python override that Qt
        called back (a scene's mouse handler, during a mouse move the monkey sent) to
        the Python code that sent the event: it is a failure of this run like any."""
        try:
            return self._one_event()
        except MonkeyFailure:
            raise
        except Exception as exc:
            details = "".join(traceback.format_exception(exc))
            self.fail(f"{type(exc).__name__}: {exc} during the event\n{details}")

    def _fail_if(self, raised: list, what: str) -> None:
        if raised:
            kind, value, tb = raised[0]
            details = "".join(traceback.format_exception(kind, value, tb))
            self.fail(f"{kind.__name__}: {value} after {what}\n{details}")
        if self._errors:
            self.fail(f"an error dialog opened after {what}: {self._errors[0]}")

    def fail(self, problem: str) -> NoReturn:
        recent = "\n  ".join(self.done[-8:])
        raise MonkeyFailure(
            f"monkey {self.label}, event {self.events}: {problem}\n"
            f"the last events:\n  {recent}\n"
            f"play it again: PETRIDISH_MONKEY={self.label} python -m tests.hostile -k monkey"
        )

    def _settle(self) -> None:
        QtWidgets.QApplication.processEvents()
        self.qtbot.wait(1)

    # -- checks ---------------------------------------------------------------------
    def check_position(self, what: str) -> None:
        """The position is one the rules accept, and its autosave opens with it."""
        c = self.window.controller
        if c is None:
            return
        problem = c.game.validate_state(c.state)
        if problem is not None:
            self.fail(f"the position is not valid after {what}: {problem}")
        c.autosave()  # what the window writes after a move, written now
        path = c.autosave_file  # None: a demo, or a game over (no longer in progress)
        if path is None or not Path(path).is_file():
            return  # a position no save can hold is refused with a toast (see the faults)
        try:
            _save, session = load_session(path)
        except SaveError as exc:
            self.fail(f"the autosave does not open after {what}: {exc}")
        else:
            mine = c.game.state_to_json(c.state)
            if c.game.state_to_json(session.state) != mine:
                self.fail(f"the autosave opens another position after {what}")

    # -- events ---------------------------------------------------------------------
    def _one_event(self) -> str:
        w = self.window
        if w.stack.currentWidget() is not w._page or w.controller is None:
            return self._on_picker()
        if w.curtain.isVisible() and self.rng.random() < 0.6:
            return self._lift_curtain()
        roll = self.rng.random()
        for share, event in (
            (0.20, self._drag),
            (0.12, self._play_a_move),
            (0.10, self._click),
            (0.08, self._double_click),
            (0.08, self._right_click),
            (0.03, self._wheel),
            (0.12, self._key),
            (0.10, self._menu_action),
            (0.10, self._button),
            (0.04, self._window_size),
            (0.02, self._picker_and_back),
        ):
            if roll < share:
                return event()
            roll -= share
        return self._drag()

    def _lift_curtain(self) -> str:
        """A person at the curtain: once it has settled, a press and a release on its
        button."""
        curtain = self.window.curtain
        if self._curtain is None or self._curtain.parent() is not curtain:
            self._curtain = CurtainClock(curtain)  # it came down before the clock started
        wait = self._curtain.settled_in_ms()
        if wait:
            self.qtbot.wait(wait)
        if not curtain.isVisible():
            return "the curtain went up by itself"
        self._click_widget(curtain.lift_button, "the curtain's button")
        return f"click the curtain after {wait} ms"

    def _view(self) -> Any:
        return self.window.page.view

    def _pieces(self) -> list[PieceItem]:
        scene = self.window.page.scene
        return [i for i in scene.items() if isinstance(i, PieceItem) and i.isVisible()]

    def _somewhere(self) -> QtCore.QPoint:
        vp = self._view().viewport()
        return QtCore.QPoint(
            self.rng.randrange(max(1, vp.width())), self.rng.randrange(max(1, vp.height()))
        )

    def _on_a_piece(self) -> tuple[QtCore.QPoint, str]:
        pieces = self._pieces()
        if not pieces or self.rng.random() < 0.15:
            return self._somewhere(), "the felt"
        piece = self.rng.choice(pieces)
        rect = piece.sceneBoundingRect()
        at = QtCore.QPointF(
            rect.left() + rect.width() * self.rng.uniform(0.2, 0.8),
            rect.top() + rect.height() * self.rng.uniform(0.2, 0.8),
        )
        view = self._view()
        view.ensureVisible(piece)
        return view.mapFromScene(at), f"piece {getattr(piece, 'key', '?')!r}"

    def _on_a_zone(self) -> QtCore.QPoint:
        zones = [z for z in self.window.presenter.zones.values() if z.isVisible()]
        if not zones:
            return self._somewhere()
        rect = self.rng.choice(zones).sceneBoundingRect()
        at = QtCore.QPointF(
            rect.left() + rect.width() * self.rng.uniform(0.1, 0.9),
            rect.top() + rect.height() * self.rng.uniform(0.1, 0.9),
        )
        return self._view().mapFromScene(at)

    def _drag(self) -> str:
        vp = self._view().viewport()
        start, what = self._on_a_piece()
        roll = self.rng.random()
        end = (
            self._on_a_zone()
            if roll < 0.5
            else self._on_a_piece()[0]
            if roll < 0.8
            else self._somewhere()
        )
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        steps = self.rng.randint(1, 8)
        for i in range(1, steps + 1):
            self.qtbot.mouseMove(vp, start + (end - start) * (i / steps))
        if self.rng.random() < 0.05:
            self.qtbot.keyClick(vp, K.Key_Escape)  # a drag taken back midway
        self.qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
        return f"drag {what} from {_xy(start)} to {_xy(end)}"

    def _play_a_move(self) -> str:
        """One of Your moves, chosen in its list and played with the Play button."""
        page = self.window.page
        if not page.moves.isVisible() or not page.moves.count() or not page.play.isEnabled():
            return self._key()
        page.moves.setCurrentIndex(self.rng.randrange(page.moves.count()))
        text = page.moves.currentText()
        self._click_widget(page.play, "Play")
        return f"play {text!r}"

    def _click(self) -> str:
        at, what = self._on_a_piece()
        self.qtbot.mouseClick(self._view().viewport(), Qt.MouseButton.LeftButton, pos=at)
        return f"click {what} at {_xy(at)}"

    def _double_click(self) -> str:
        at, what = self._on_a_piece()
        self.qtbot.mouseDClick(self._view().viewport(), Qt.MouseButton.LeftButton, pos=at)
        return f"double-click {what} at {_xy(at)}"

    def _right_click(self) -> str:
        at, what = self._on_a_piece()
        vp = self._view().viewport()
        # A context menu comes from the press and the context-menu event together.
        self.qtbot.mouseClick(vp, Qt.MouseButton.RightButton, pos=at)
        event = QtGui.QContextMenuEvent(
            QtGui.QContextMenuEvent.Reason.Mouse, at, vp.mapToGlobal(at)
        )
        QtWidgets.QApplication.sendEvent(vp, event)
        return f"right-click {what} at {_xy(at)}"

    def _wheel(self) -> str:
        vp = self._view().viewport()
        at = self._somewhere()
        delta = self.rng.choice([-240, -120, 120, 240])
        event = QtGui.QWheelEvent(
            QtCore.QPointF(at),
            QtCore.QPointF(vp.mapToGlobal(at)),
            QtCore.QPoint(),
            QtCore.QPoint(0, delta),
            Qt.MouseButton.NoButton,
            MOD.ControlModifier if self.rng.random() < 0.5 else MOD.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QtWidgets.QApplication.sendEvent(vp, event)
        return f"wheel {delta} at {_xy(at)}"

    def _key(self) -> str:
        focus = QtWidgets.QApplication.focusWidget() or self._view()
        if self.rng.random() < 0.25:
            key = self.rng.choice(CTRL_KEYS)
            self.qtbot.keyClick(focus, key, MOD.ControlModifier)
            return f"Ctrl+{QtGui.QKeySequence(key).toString()} on {type(focus).__name__}"
        key = self.rng.choice(KEYS)
        self.qtbot.keyClick(focus, key)
        return f"key {QtGui.QKeySequence(key).toString()} on {type(focus).__name__}"

    def _menu_action(self) -> str:
        w = self.window
        names = [
            name
            for name in vars(w)
            if name.startswith("a_")
            and name not in SKIPPED_ACTIONS
            and isinstance(getattr(w, name), QtGui.QAction)
        ]
        if self.rng.random() < 0.01:
            names = ["a_demo"]
        name = self.rng.choice(names)
        action = getattr(w, name)
        if not action.isEnabled():
            return f"menu {name} (disabled)"
        action.trigger()
        return f"menu {name}"

    def _button(self) -> str:
        """A button of the window's bars or of a dialog in view (the end of a game)."""
        buttons = [
            b
            for top in QtWidgets.QApplication.topLevelWidgets()
            if top.isVisible()
            for b in top.findChildren(QtWidgets.QAbstractButton)
            if b.isVisible() and b.isEnabled()
        ]
        combos = [
            c for c in self.window.findChildren(QtWidgets.QComboBox) if c.isVisible() and c.count()
        ]
        if combos and self.rng.random() < 0.3:
            combo = self.rng.choice(combos)
            combo.setCurrentIndex(self.rng.randrange(combo.count()))
            return f"choose {combo.currentText()!r} in a list"
        if not buttons:
            return "no button"
        button = self.rng.choice(buttons)
        return self._click_widget(button, f"button {button.text()!r}")

    def _click_widget(self, widget: QtWidgets.QWidget, what: str) -> str:
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
        return f"click {what}"

    def _window_size(self) -> str:
        w, h = self.rng.randint(500, 1900), self.rng.randint(400, 1200)
        self.window.resize(w, h)
        return f"resize to {w}×{h}"

    def _picker_and_back(self) -> str:
        self.window.a_picker.trigger()
        return "back to the picker"

    def _on_picker(self) -> str:
        """On the picker: continue the last game, open a recent one or start a new one."""
        picker = self.window.picker
        if picker is None:
            self.window.show_picker()
            return "the picker"
        roll = self.rng.random()
        if roll < 0.5 and self.window.a_new.isEnabled():
            return self._button_on(picker)
        if roll < 0.8:
            self.window.continue_last()
            return "continue the last game"
        self.window.a_new.trigger()
        return "new game from the menu"

    def _button_on(self, widget: QtWidgets.QWidget) -> str:
        buttons = [
            b
            for b in widget.findChildren(QtWidgets.QAbstractButton)
            if b.isVisible() and b.isEnabled()
        ]
        if not buttons:
            self.window.continue_last()
            return "continue the last game"
        button = self.rng.choice(buttons)
        return self._click_widget(button, f"picker button {button.text()!r}")

    # -- modal windows ----------------------------------------------------------------
    def _answer_modal(self) -> None:
        """Answer whatever modal window or menu is open, as a person would."""
        popup = QtWidgets.QApplication.activePopupWidget()
        if isinstance(popup, QtWidgets.QMenu):
            entries = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator()]
            if entries and self.rng.random() < 0.8:
                popup.setActiveAction(self.rng.choice(entries))
                self.qtbot.keyClick(popup, K.Key_Return)
            else:
                popup.close()
            return
        if popup is not None:
            popup.close()
            return
        modal = QtWidgets.QApplication.activeModalWidget()
        if modal is None:
            return
        if isinstance(modal, QtWidgets.QMessageBox):
            if modal.icon() == QtWidgets.QMessageBox.Icon.Critical:
                self._errors.append(f"{modal.text()} {modal.detailedText()}")
            modal.done(0)
            return
        if isinstance(modal, QtWidgets.QDialog):
            if self.rng.random() < 0.7 and type(modal).__name__ == "NewGameDialog":
                self._vary(modal)
                modal.accept()
            else:
                modal.reject()
            return
        modal.close()

    def _vary(self, dialog: QtWidgets.QDialog) -> None:
        """Change a few of the new-game dialog's choices before starting."""
        for combo in dialog.findChildren(QtWidgets.QComboBox):
            if combo.count() and self.rng.random() < 0.5:
                combo.setCurrentIndex(self.rng.randrange(combo.count()))
        for box in dialog.findChildren(QtWidgets.QCheckBox):
            if self.rng.random() < 0.3:
                box.setChecked(not box.isChecked())

    def _patch_file_dialogs(self) -> None:
        """Save as and Open answer with a file of the monkey's folder (or are
        cancelled), instead of waiting for a person."""
        rng, folder = self.rng, self.saves
        folder.mkdir(parents=True, exist_ok=True)

        def save_name(*_args: Any, **_kw: Any) -> tuple[str, str]:
            if rng.random() < 0.2:
                return "", ""
            return str(folder / f"monkey-{rng.randrange(4)}.petridish"), ""

        def open_name(*_args: Any, **_kw: Any) -> tuple[str, str]:
            found = sorted(folder.glob("*.petridish"))
            if not found or rng.random() < 0.2:
                return "", ""
            return str(rng.choice(found)), ""

        self.monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", save_name)
        self.monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", open_name)


def _xy(point: QtCore.QPoint) -> str:
    return f"({point.x()}, {point.y()})"
