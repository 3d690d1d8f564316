"""Messages over the table look different for news, hints and refusals (a colour, a
mark and an edge of their own), and a hint goes as soon as the position changes."""

from __future__ import annotations

from petridish.games.adapt import layout
from petridish.qt import Qt, QtGui
from petridish.table.toast import HINT, NEWS, REFUSAL

from .table_driver import at_your_move, drag_item, settle


def _colours(toast) -> set[tuple[int, int, int]]:
    """The colours the toast paints with (its bubble, its text, its mark)."""
    image = toast.grab().toImage().convertToFormat(QtGui.QImage.Format.Format_RGB32)
    return {
        QtGui.QColor(image.pixel(x, y)).getRgb()[:3]
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    }


def _accent_shown(toast, hue: str) -> bool:
    """Whether the toast shows a mark of ``hue`` ("green", "yellow" or "red")."""
    for r, g, b in _colours(toast):
        if hue == "green" and g > 150 and g - r > 60 and g - b > 20:
            return True
        if hue == "yellow" and r > 200 and g > 200 and b < 120:
            return True
        if hue == "red" and r > 200 and 100 < g < 170 and b < 120:
            return True
    return False


def test_a_hint_a_refusal_and_news_each_look_their_own(qtbot, window):
    at_your_move(qtbot, window, "adapt")
    toast = window.page.view.toast
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: toast.isVisible() and toast.kind() == HINT)
    toast.setProperty("opacity", 1.0)  # as it shows once faded in
    assert toast.kind() == HINT and toast.accessibleName() == "Hint"
    assert _accent_shown(toast, "yellow") and not _accent_shown(toast, "red")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    window.a_sandbox.trigger()  # Game › Sandbox: news of the mode
    settle(qtbot, window)
    toast.setProperty("opacity", 1.0)
    assert toast.text().startswith("Sandbox mode") and toast.kind() == NEWS
    assert _accent_shown(toast, "green") and not _accent_shown(toast, "yellow")
    window.a_sandbox.trigger()
    # A card dropped where the rules do not let it go: a refusal.
    guppy = window.presenter.zones[layout.GUPPIES].items()[0]  # set aside for good
    drag_item(qtbot, window, guppy, "finn.body")
    settle(qtbot, window)
    toast.setProperty("opacity", 1.0)
    assert toast.kind() == REFUSAL and toast.accessibleName() == "Not possible"
    assert _accent_shown(toast, "red") and not _accent_shown(toast, "green")


def test_a_hint_goes_when_the_position_changes(qtbot, window):
    c = at_your_move(qtbot, window, "adapt")
    toast = window.page.view.toast
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: toast.isVisible() and toast.kind() == HINT)
    hinted = window.page.moves.currentIndex()
    # Another move than the hint's, chosen in Your moves and played with Enter.
    moves = window.page.moves
    moves.setFocus()
    last = hinted == moves.count() - 1
    qtbot.keyClick(moves, Qt.Key.Key_Up if last else Qt.Key.Key_Down)
    assert moves.currentIndex() != hinted
    before = len(c.session.steps)
    qtbot.keyClick(moves, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert len(c.session.steps) > before
    assert not (toast.isVisible() and toast.kind() == HINT)


def test_a_hint_stays_while_the_position_does(qtbot, window):
    at_your_move(qtbot, window, "adapt")
    toast = window.page.view.toast
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: toast.isVisible() and toast.kind() == HINT)
    window.controller.changed.emit()  # a redraw of the same position (a resize, a tick)
    settle(qtbot, window)
    assert toast.isVisible() and toast.kind() == HINT
