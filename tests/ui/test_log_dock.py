"""The log dock after every move shows what working the whole log out again would: the
window adds only the new steps' lines (a long game has thousands), and starts again
when the steps change under it (an undo), the reader changes (the computer is passed
on) or a replay shows every secret."""

from __future__ import annotations

from petridish.qt import Qt, QtCore
from petridish.ui.session_view import log_lines

from .table_driver import lift_curtain, settle


def shown(window) -> list[str]:
    items = window.log.list
    texts = [items.item(i).text() for i in range(items.count())]
    return [t for t in texts if not t.startswith("Not played: ")]


def test_the_log_grows_with_the_game_and_follows_undo_and_the_reader(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 4, ["human", "human"], True)
    c = window.controller
    for _ in range(12):  # two people pass the computer: the log is each one's in turn
        lift_curtain(qtbot, window)
        seat = c.game.to_move(c.state)[0]
        c.submit(c.game.legal_actions(c.state, seat)[0])
        settle(qtbot, window)
        assert shown(window) == [text for text, _ in log_lines(c)]
    before = shown(window)
    window.a_undo.trigger()  # the sandbox takes anything back
    settle(qtbot, window)
    assert shown(window) == [text for text, _ in log_lines(c)] != before


def test_the_side_panel_squeezed_by_a_small_window_widens_again_with_it(qtbot, window):
    """A window made small takes the room from the side panel, not the table; made
    large again, the panel has its room back (the log stayed 2-3 words a line, and
    so after a restart, until the splitter was dragged by hand)."""
    from .test_laptop_table import resize

    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 2, ["human", "bot"], False)
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    log = window.log
    roomy = log.width()
    assert roomy >= 200
    resize(qtbot, window, 700, 480)
    qtbot.waitUntil(lambda: log.width() <= 700 * 0.2 + 1, timeout=3000)
    resize(qtbot, window, 1366, 768)
    qtbot.waitUntil(lambda: log.width() >= roomy - 2, timeout=3000)


def test_the_log_begins_by_naming_each_computer_player_and_its_level(qtbot, window):
    """A new player could not tell which computer played strong and which normal: the
    log's first line says who sits at the table, each computer with its level. Between
    people alone there is no such line."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 4, ["human", "strong", "normal"], False)
    settle(qtbot, window)
    assert shown(window)[0] == (
        "At the table: Coral, Finn (strong computer) and Marina (normal computer)."
    )
    window.start_quick("adapt", 4, ["human", "human"], False)
    lift_curtain(qtbot, window)
    settle(qtbot, window)
    assert not [line for line in shown(window) if line.startswith("At the table")]


def log_texts(window) -> list[str]:
    items = window.log.list
    return [items.item(i).text() for i in range(items.count())]


def test_refusals_go_with_the_moves_taken_back_and_are_not_written_twice(qtbot, window):
    """Ctrl+Z pressed again and again with nothing to undo wrote one dimmed line a press
    (twenty filled the log), and a refusal said after a move later taken back stayed
    where it was, between the moves made since. The table says each refusal; the log
    keeps it once, with the history it was said in (a Redo brings it back)."""
    from petridish.games.adrift import layout
    from petridish.games.adrift.presenter import token_key
    from petridish.games.adrift.state import TakeSeat

    from .adrift_driver import perform
    from .table_driver import drag_item

    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 60_000  # the computers choose their places only when told to
    window.start_quick("adrift", 3, ["human", "normal", "normal"], True)
    lift_curtain(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    c, view = window.controller, window.page.view
    me = c.viewer
    nothing = "Cannot take back the last move: nothing to undo"
    for _ in range(5):
        qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert view.toast.isVisible() and view.toast.text() == nothing
    assert log_texts(window).count(nothing) == 1
    perform(qtbot, window, TakeSeat(me, 7))
    other = next(s for s in c.state.seats if s != me)  # onto the place taken: refused
    drag_item(qtbot, window, window.presenter.board.item(token_key(other)), layout.place_zone(7))
    refusal = next(t for t in log_texts(window) if t.startswith("Not played: "))
    took = f"{c.seat_label(me)} takes place 7"
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)  # place 7 taken back
    settle(qtbot, window)
    assert c.state.place[me] == 0
    assert refusal not in log_texts(window)
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl | shift)  # and made again: its refusal too
    settle(qtbot, window)
    assert c.state.place[me] == 7
    assert log_texts(window)[-2:] == [took, refusal]
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)
    settle(qtbot, window)
    perform(qtbot, window, TakeSeat(me, 1))
    assert refusal not in log_texts(window)
    # Refused again in the new position: said once, after the move it was said after
    # (the one said after place 7 came back beside it, at the next refusal).
    drag_item(qtbot, window, window.presenter.board.item(token_key(other)), layout.place_zone(1))
    texts = log_texts(window)
    assert texts[-2:] == [f"{c.seat_label(me)} takes place 1", refusal], texts
    assert texts.count(refusal) == 1 and texts.count(nothing) == 1


def test_the_log_scrolled_up_to_read_stays_there_as_lines_come(qtbot, window):
    # Scrolled up during the computers' turns, the next line pulled the reader back to
    # the bottom within seconds. Back at the bottom, it follows the newest line again.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 4, ["bot", "bot", "bot"], False)
    c, log = window.controller, window.log
    c.run_bots_now(30)
    settle(qtbot, window)
    bar = log.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    c.paused = True  # the computers go on when the test says
    for _ in range(3):  # the scroll bar clicked above its handle: up a page each time
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QtCore.QPoint(bar.width() // 2, 2))
    read = bar.value()
    assert read < bar.maximum()
    c.paused = False
    c.run_bots_now(3)  # the computers' next moves: their lines come in under the reader
    settle(qtbot, window)
    qtbot.wait(50)
    assert log.list.count() > 30 and bar.value() == read < bar.maximum()
    bar.setValue(bar.maximum())  # dragged back down: it follows the newest again
    c.run_bots_now(3)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    assert log.list.item(log.list.count() - 1).text() == log_lines(c)[-1][0]
