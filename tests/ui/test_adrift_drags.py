"""ADRIFT's drags on the real table: a keeper sheds weight straight from the bin into
the sea; a refused drop says that card's own reason; a press just off a piece's edge
takes hold of the piece rather than panning the table; a keeper's place, once taken,
is not taken back, and Undo says what it showed."""

from __future__ import annotations

from petridish.games.adrift import facts, layout
from petridish.games.adrift.presenter import token_key
from petridish.games.adrift.state import Stow, TakeFromBin, TakeSeat
from petridish.qt import Qt, QtCore

from .adrift_driver import double_click, perform
from .table_driver import drag_item, lift_curtain, settle


def keeper_at_the_table(qtbot, window, seed: int = 11):
    """Two people at one computer; the first sits in place 5, the other in place 7
    (keeper of bin 1); day one begins with the keeper at the table."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", seed, ["human", "human"], False)
    c = window.controller
    lift_curtain(qtbot, window)
    perform(qtbot, window, TakeSeat(c.viewer, 5))
    lift_curtain(qtbot, window)
    keeper = c.viewer
    perform(qtbot, window, TakeSeat(keeper, 7))
    lift_curtain(qtbot, window)
    assert c.viewer == keeper and c.state.step == "day"
    return c, keeper


def test_a_keeper_drags_an_item_from_the_bin_straight_into_the_sea(qtbot, window):
    # rulebook: adrift.txt:34 ("They place that stack behind their screen"); ruling AD-R03
    c, _keeper = keeper_at_the_table(qtbot, window)
    p = window.presenter
    before = list(c.state.zones["bin.1"])
    weight = facts.weight(c.state)
    assert before
    for n in range(1, 4):  # three items, three drags
        drag_item(qtbot, window, p.zones["bin.1"].items()[-1], "sea")
        assert len(c.state.zones["bin.1"]) == len(before) - n
        assert facts.weight(c.state) == weight - n
    assert set(before) - set(c.state.zones["bin.1"]) <= set(c.state.zones["gone"])
    # Not taken back, and Undo says what the throw showed.
    thrown = c.game.items.name(c.session.steps[-1].action.item)
    assert window.a_undo.toolTip().endswith(
        f"that move showed everyone the {thrown}, gone for good"
    )


def test_a_keepers_place_is_not_taken_back_and_undo_says_what_it_showed(qtbot, window):
    """The keeper has seen their bin: Ctrl+Z refuses, naming the bin it showed."""
    # rulebook: adrift.txt:34 ("They place that stack behind their screen")
    c, _keeper = keeper_at_the_table(qtbot, window)
    steps = len(c.session.steps)
    why = "that move showed a keeper what storage bin 1 holds"
    assert not window.a_undo.isEnabled()
    assert window.a_undo.toolTip().endswith(why)
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert len(c.session.steps) == steps
    assert toast(window) == f"Cannot take back the last move: {why}"


def toast(window) -> str:
    return window.page.view.toast.text()


def take_from_bin(qtbot, window, keeper: str, use: str) -> str:
    """The keeper drags the first item of ``use`` out of bin 1 onto their screen."""
    c = window.controller
    card = next(x for x in c.state.zones["bin.1"] if c.game.items.use(x) == use)
    perform(qtbot, window, TakeFromBin(keeper, card))
    assert card in c.state.zones[facts.hand(keeper)]
    return card


def screen_label(window, seat: str) -> str:
    return window.presenter.zones[facts.hand(seat)].label


def test_a_refused_press_says_that_pieces_own_reason(qtbot, window):
    # rulebook: adrift.txt:50 (a keeper back to the normal hand size when leaving)
    # rulebook: adrift.txt:44 (fishing needs a pole); adrift.txt:45 (rowing needs an oar)
    # Seed 71: bin 1 holds rowing gloves, a fishing net, a bucket and a rope, and no oar
    # or pole; the keeper's screen is empty.
    c, keeper = keeper_at_the_table(qtbot, window, seed=71)
    board = window.presenter.board
    hand = c.game.tables.hand
    gloves = take_from_bin(qtbot, window, keeper, "gloves")
    net = take_from_bin(qtbot, window, keeper, "net")
    take_from_bin(qtbot, window, keeper, "bucket")
    extra = take_from_bin(qtbot, window, keeper, "rope")
    # A keeper holds any number at the bin; leaving says the hand size.
    assert screen_label(window, keeper) == "Your screen · 4 items, keeper"
    token = board.item(token_key(keeper))
    assert not token.draggable
    drag_item(qtbot, window, token, layout.place_zone(6))
    assert c.state.place[keeper] == 7
    assert "over the hand size" in toast(window) and str(hand) in toast(window), toast(window)
    perform(qtbot, window, Stow(keeper, extra))
    perform(qtbot, window, TakeSeat(keeper, 6))
    assert c.state.place[keeper] == 6
    assert screen_label(window, keeper) == f"Your screen · {hand}/{hand} items"
    # Gloves without an oar, a net without a pole: each says so when double-clicked.
    double_click(qtbot, window, board.item(gloves))
    assert toast(window) == "the rowing gloves need an oar to row with", toast(window)
    perform(qtbot, window, TakeSeat(keeper, 2))
    double_click(qtbot, window, board.item(net))
    assert toast(window) == "the fishing net needs a fishing pole to fish with", toast(window)
    assert not c.state.job
    # A bin nobody keeps says who would.
    drag_item(qtbot, window, window.presenter.zones["bin.2"].items()[-1], facts.hand(keeper))
    assert toast(window) == "nobody keeps this bin: whoever sits in place 8 keeps it"


def test_a_press_just_off_a_pieces_edge_takes_the_piece_not_the_table(qtbot, window):
    c, keeper = keeper_at_the_table(qtbot, window)
    view, vp = window.page.view, window.page.view.viewport()
    token = window.presenter.board.item(token_key(keeper))
    view.ensureVisible(token)
    edge = view.mapFromScene(token.scene_body_rect().topRight())
    start = QtCore.QPoint(edge.x() + 3, view.mapFromScene(token.scene_body_rect().center()).y())
    assert window.page.scene.piece_at(view.mapToScene(start)) is None  # off the token
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    target = view.mapFromScene(p_centre(window, layout.place_zone(4)))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 9):
        qtbot.mouseMove(vp, start + (target - start) * (i / 8))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=target)
    settle(qtbot, window)
    assert c.state.place[keeper] == 4, "the press took the token"
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == before


def p_centre(window, zone: str):
    return window.presenter.zones[zone].scene_rect().center()
