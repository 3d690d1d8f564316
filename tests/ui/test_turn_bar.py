"""The top bar says whose turn it is — the computer player's while it moves — and the
*At the computer* control says which person sits at the screen."""

from __future__ import annotations

from petridish.core import registry
from petridish.storage.saves import SeatInfo
from petridish.ui.controller import Match

from .table_driver import settle


def adapt_game(window, names_kinds):
    """An A.D.A.P.T. game whose seats are ``names_kinds``: (name, "human" or "bot")."""
    table = registry.load("adapt").seats_for(len(names_kinds))
    seats = [
        SeatInfo(s.id, name, kind, s.colour)
        for s, (name, kind) in zip(table, names_kinds, strict=True)
    ]
    window.start(Match("adapt", seats, 3))
    return window.controller


def people_choose_guppies(qtbot, window, c) -> None:
    """Each person at the table plays their first listed move until a computer moves."""
    while c.intent is None and c.human_to_move():
        if window.curtain.isVisible():
            window.curtain.ready.emit()
        seat = c.viewer
        assert c.submit(c.game.legal_actions(c.state, seat)[0]) is None
        settle(qtbot, window)


def test_while_the_computer_moves_the_top_bar_names_it_not_the_person(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 200  # its move is shown before it is made
    c = adapt_game(window, [("Ben", "human"), ("Finn", "bot")])
    # Ben sits in the seat called Coral until it is named: the bar says Ben alone.
    assert window.page.turn.text() == "Set-up · choosing Guppies · Ben"
    people_choose_guppies(qtbot, window, c)
    qtbot.waitUntil(lambda: c.intent is not None, timeout=3000)
    assert c.intent[0] == "finn"
    assert window.page.turn.text() == "Set-up · choosing Guppies · Finn"
    assert "Ben" not in window.page.turn.text()


def test_at_a_shared_computer_the_bar_names_the_mover_and_the_control_the_person(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.bot_delay_ms = 200
    c = adapt_game(window, [("Ana", "human"), ("Ben", "human"), ("Marina", "bot")])
    people_choose_guppies(qtbot, window, c)
    qtbot.waitUntil(lambda: c.intent is not None, timeout=3000)
    assert c.intent[0] == "marina" and c.viewer == "finn"
    turn = window.page.turn.text()
    assert turn.endswith(" · Marina") and "Ben" not in turn
    control = window.page.at_computer
    assert control.isVisible() and control.currentText() == "Ben"


def test_a_computer_grafting_while_the_person_grafts_is_said_to_choose_too(qtbot, window):
    # rulebook: genegrafter.txt:121
    # A Genegrafting Round is everyone's at once: while the strong computer Jon thinks
    # about his graft, Sue, at the computer, grafts too. The title keeps the round, her
    # prompt stays, and the dots beside it say Jon chooses too (not "Jon is thinking…",
    # as if it were his turn alone).
    from petridish.games.genegrafter.state import BATTLE, GRAFT
    from tests.games.genegrafter import helpers as gg

    from .test_announcements import start

    strand = next(c for c in gg.CS.copies() if gg.CS.kind_of(c) == "dna")
    state = gg.position(
        current=gg.JON,
        step=BATTLE,
        play={gg.SUE: [gg.ch("nebrus")], gg.JON: [gg.ch("madlock")]},
        hands={gg.SUE: [gg.ch("madlock")], gg.JON: [gg.ch("nebrus")]},
        deck=[strand],
        infinity_used=frozenset({gg.JON}),
    )
    window.bot_delay_ms = 40
    start(window, gg.GAME, state, ["strong", "human"])
    c, page = window.controller, window.page
    c.think_seconds = 2
    qtbot.waitUntil(
        lambda: c.state.step == GRAFT and c.thought is not None and c.thought.seat == gg.JON,
        timeout=10_000,
    )
    assert c.viewer == gg.SUE and c.can_act(gg.SUE)
    assert page.turn.text() == f"Turn {c.state.turns} · Genegrafting Round · DNA 1/3"
    assert page.prompt.text().startswith("Genegrafting (")
    assert page.busy.isVisible()
    assert page.busy.toolTip() == "Jon is choosing too: you may move meanwhile"
