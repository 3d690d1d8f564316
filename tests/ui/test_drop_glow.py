"""The drop glow tells the truth: the slot under the held card lights green where the
drop would be played and red where it would be refused, with the reason beside the card
while it hovers there."""

from __future__ import annotations

from petridish.games.adaptoid24.state import DrawEvolution, PlaceSpawns
from petridish.qt import Qt

from .table_driver import choose_in_action_bar, settle


def hover(qtbot, window, item, zone_name: str, slot: int):
    """Press on ``item`` and move it over ``slot`` of a zone, without letting go."""
    view = window.page.view
    zone = window.presenter.zones[zone_name]
    vp = view.viewport()
    a = view.mapFromScene(item.scenePos())
    b = view.mapFromScene(zone.mapRectToScene(zone.slot_rect(slot)).center())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(vp, a + (b - a) * (i / 8))
    return vp, b


def move_to(qtbot, window, vp, zone_name: str, slot: int):
    view = window.page.view
    zone = window.presenter.zones[zone_name]
    b = view.mapFromScene(zone.mapRectToScene(zone.slot_rect(slot)).center())
    qtbot.mouseMove(vp, b)
    return b


def test_an_evolution_over_an_empty_slot_glows_red_there_and_says_why(qtbot, window):
    # rulebook: adaptoid24.txt:50
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 9, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    # The Adaptoid plays a room, places its Spawns and draws a card that goes to a room.
    choose_in_action_bar(qtbot, window, next(a for _, a in window.presenter.actions()))
    c.run_bots_now()
    while c.state.step != "target":
        acts = [a for _, a in window.presenter.actions()]
        assert acts, c.state.step
        pick = next((a for a in acts if isinstance(a, PlaceSpawns)), None) or next(
            (a for a in acts if isinstance(a, DrawEvolution) and a.deck == "reproductive"),
            acts[0],
        )
        choose_in_action_bar(qtbot, window, pick)
        c.run_bots_now()
        assert not c.game.is_terminal(c.state)
    card = window.presenter.zones["evo.pending"].items()[-1]
    row = window.presenter.zones["adaptoid.row"]
    played = len(c.state.zones["adaptoid.row"])
    empty = played  # the first slot with no room in it yet
    vp, b = hover(qtbot, window, card, "adaptoid.row", empty)
    # Only that slot is lit, red, and the reason is already there, before the drop.
    assert row.highlight == "illegal" and row._glow_slot == empty
    hint = window.page.scene.drop_hint
    assert hint.isVisible() and "rooms you have played" in hint.text()
    # Over a room the Adaptoid has played, the same card would be played: green.
    move_to(qtbot, window, vp, "adaptoid.row", 0)
    assert row.highlight == "legal" and row._glow_slot == 0
    assert not hint.isVisible()
    # Back over the empty slot and let go: refused, as the glow said.
    b = move_to(qtbot, window, vp, "adaptoid.row", empty)
    steps = len(c.session.steps)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    settle(qtbot, window)
    assert len(c.session.steps) == steps
    assert "rooms you have played" in window.page.view.toast.text()
    assert not hint.isVisible() and row.highlight == "none"
