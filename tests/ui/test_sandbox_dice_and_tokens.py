"""In the sandbox every die and token can be picked up. In Genegrafter one dragged with
the mouse across the table and let go on a Character's column, the discard pile or the
felt slides back to its place with why (they are set from their menus), and the
position is as it was: no exception leaves the table's mouse handling."""

from __future__ import annotations

import pytest

from petridish.games.genegrafter import layout

from .table_driver import drag_to, settle

WHY = "dice and tokens stay on the board: set them from their menu (right-click)"


@pytest.mark.parametrize("piece", ["defense.0", "attack.0", "health"])
def test_a_genegrafter_die_or_token_dragged_in_the_sandbox_slides_back_with_why(
    qtbot, window, piece
):
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["human", "bot"], True)
    settle(qtbot, window)
    c = window.controller
    c.run_bots_now()
    settle(qtbot, window)
    me = c.viewer
    assert c.sandbox and me is not None
    p = window.presenter
    item = p.board.item(f"{me}.{piece}")
    assert item is not None and item.draggable
    before = c.game.state_to_json(c.state)
    home = item.scenePos()
    zones = p.zones
    for target in (
        zones[layout.column_zone(me, 0)].scene_rect().center(),
        zones["discard"].scene_rect().center(),
        zones[layout.ATTACK_SIDE].scene_rect().center(),
    ):
        drag_to(qtbot, window, item, target)
        assert p.board.item(f"{me}.{piece}") is item
        assert item.scenePos() == home
        assert window.page.view.toast.isVisible()
        assert window.page.view.toast.text() == WHY
        assert c.game.state_to_json(c.state) == before
