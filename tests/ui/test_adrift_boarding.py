"""ADRIFT's castaways still to board lie side by side at eight castaways in a laptop's
window: in the sea's place, which is hidden while places are chosen and comes back
once day one begins."""

from __future__ import annotations

from petridish.games.adrift import layout
from petridish.games.adrift.presenter import token_key

from .table_driver import drag_item, settle
from .test_laptop_table import resize


def test_eight_tokens_still_to_board_lie_side_by_side_where_the_sea_will_be(qtbot, window):
    # rulebook: adrift.txt:34 (each player chooses a seat); adrift.txt:35 (a token each)
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 11, ["human"] + ["bot"] * 7, False)
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    c, p = window.controller, window.presenter
    tokens = [p.board.item(token_key(s)) for s in c.state.seats]
    rects = [t.scene_body_rect() for t in tokens]
    # Beside the water level they lay over one another ("Re" under "Bl" under "Gr"...).
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert p.zones[layout.BOARDING].isVisible() and not p.zones["sea"].isVisible()
    drag_item(qtbot, window, tokens[0], layout.place_zone(7))
    c.run_bots_now()
    settle(qtbot, window)
    assert c.state.step == "day"
    assert p.zones["sea"].isVisible() and not p.zones[layout.BOARDING].isVisible()
