"""The log dock after every move shows what working the whole log out again would: the
window adds only the new steps' lines (a long game has thousands), and starts again
when the steps change under it (an undo), the reader changes (the computer is passed
on) or a replay shows every secret."""

from __future__ import annotations

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
