"""ADRIFT's drags on the real table: a keeper sheds weight straight from the bin into
the sea; a refused drop says that card's own reason; a press just off a piece's edge
takes hold of the piece rather than panning the table."""

from __future__ import annotations

from petridish.games.adrift import facts
from petridish.games.adrift.state import TakeSeat

from .adrift_driver import perform
from .table_driver import drag_item, lift_curtain


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
