"""Mouse drags on a real view: drop targets, verdicts, snapping back, the toast."""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtWidgets
from petridish.table.constants import Z

from .helpers import add_zone, drag, make_card, settle


def test_drag_onto_legal_zone_calls_on_drop_with_zone_and_slot(qtbot, view, scene):
    card = make_card(scene)
    market = add_zone(scene, "market", (300, 60), "slots", 3)
    calls = []
    seen = []
    scene.drag.judge = lambda item, zone, slot: None
    scene.drag.on_drop = lambda item, zone, slot: calls.append((item, zone, slot)) or True
    slot2 = market.mapToScene(market.slot_rect(2).center())

    drag(qtbot, view, card.pos(), slot2, release=False)
    seen.append((market.highlight, card.zValue(), card.lifted))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(slot2))

    assert seen == [("legal", Z.DRAGGED, True)]
    assert calls == [(card, market, 2)]
    assert market.highlight == "none"
    assert not card.lifted


def test_default_drop_puts_the_card_in_the_zone(qtbot, view, scene):
    card = make_card(scene)
    row = add_zone(scene, "row", (300, 60), "row", 3)
    drag(qtbot, view, card.pos(), row.positions(1)[0])
    settle(qtbot, scene)
    assert row.items() == [card]
    assert card.zone is row
    assert card.pos() == row.positions(1)[0]


def test_illegal_drop_glows_red_then_snaps_back_with_the_reason(qtbot, view, scene):
    card = make_card(scene)
    home = QtCore.QPointF(card.pos())
    pile = add_zone(scene, "pile", (420, 60), "stack")
    reason = "Cards never go back into the draw pile."
    scene.drag.judge = lambda item, zone, slot: reason
    scene.drag.on_drop = lambda item, zone, slot: reason

    drag(qtbot, view, card.pos(), pile.positions(1)[0], release=False)
    assert pile.highlight == "illegal"
    qtbot.waitUntil(lambda: pile.glow == 1.0, timeout=1000)  # faded in
    qtbot.mouseRelease(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(pile.positions(1)[0])
    )
    assert card.busy()  # sliding home, not teleporting
    settle(qtbot, scene)

    assert card.pos() == home
    assert card.zValue() == Z.CARD
    assert pile.highlight == "none"
    assert view.toast.isVisible()
    assert view.toast.text() == reason


def test_drop_target_is_the_zone_with_the_largest_overlap(qtbot, view, scene):
    card = make_card(scene)
    left = add_zone(scene, "left", (300, 60), "stack")
    right = add_zone(scene, "right", (300 + left.rect().width(), 60), "stack")
    calls = []
    scene.drag.on_drop = lambda item, zone, slot: calls.append(zone.name) or True
    boundary_x = right.scene_rect().left()
    y = left.positions(1)[0].y()

    # The card's centre is 30 units right of the boundary: most of it is over "right".
    drag(qtbot, view, card.pos(), QtCore.QPointF(boundary_x + 30, y), release=False)
    assert (left.highlight, right.highlight) == ("none", "legal")
    # ...and 30 units left of it: now "left" wins.
    qtbot.mouseMove(view.viewport(), view.mapFromScene(QtCore.QPointF(boundary_x - 30, y)))
    assert (left.highlight, right.highlight) == ("legal", "none")
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton)
    assert calls == ["left"]


def test_release_over_no_zone_snaps_back_silently(qtbot, view, scene):
    card = make_card(scene)
    home = QtCore.QPointF(card.pos())
    add_zone(scene, "far", (700, 400))
    calls = []
    scene.drag.on_drop = lambda *args: calls.append(args) or True
    drag(qtbot, view, card.pos(), QtCore.QPointF(400, 200))
    settle(qtbot, scene)
    assert calls == []
    assert card.pos() == home
    assert not view.toast.isVisible()


def test_a_piece_is_never_dropped_back_on_its_own_zone(qtbot, view, scene):
    row = add_zone(scene, "row", (60, 60), "row", 3)
    card = make_card(scene)
    row.add(card, animated=False)
    calls = []
    scene.drag.on_drop = lambda *args: calls.append(args) or True
    drag(qtbot, view, card.pos(), card.pos() + QtCore.QPointF(60, 10))
    assert calls == []
    assert row.highlight == "none"


def test_escape_cancels_a_drag(qtbot, view, scene):
    card = make_card(scene)
    home = QtCore.QPointF(card.pos())
    zone = add_zone(scene, "zone", (400, 60))
    calls = []
    scene.drag.on_drop = lambda *args: calls.append(args) or True
    drag(qtbot, view, card.pos(), zone.positions(1)[0], release=False)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert zone.highlight == "none"
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton)
    settle(qtbot, scene)
    assert calls == []
    assert card.pos() == home


def test_a_tiny_wiggle_is_a_click_not_a_drag(qtbot, view, scene):
    card = make_card(scene)
    home = QtCore.QPointF(card.pos())
    small = QtWidgets.QApplication.startDragDistance() - 2
    drag(qtbot, view, card.pos(), card.pos() + QtCore.QPointF(small / 2, 0), release=False)
    assert scene.drag.held is None
    assert card.pos() == home
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton)


def test_a_piece_cannot_be_grabbed_while_it_animates(qtbot, view, scene):
    card = make_card(scene)
    zone = add_zone(scene, "zone", (400, 60))
    card.move_to(QtCore.QPointF(120, 160), duration=5000)
    assert card.busy()
    drag(qtbot, view, card.pos(), zone.positions(1)[0], release=False)
    assert scene.drag.held is None
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton)


def test_non_draggable_pieces_stay_put(qtbot, view, scene):
    card = make_card(scene)
    card.draggable = False
    home = QtCore.QPointF(card.pos())
    drag(qtbot, view, card.pos(), QtCore.QPointF(500, 300))
    assert card.pos() == home


def test_double_click_activates(qtbot, view, scene):
    card = make_card(scene)
    activated = []
    scene.drag.on_activate = activated.append
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(card.pos()))
    assert activated == [card]


def test_context_menu_entries_become_actions(qtbot, view, scene):
    hits = []
    menu = scene.drag.build_menu(
        [("Flip", lambda: hits.append("flip")), ("-", None), ("Nope", None)]
    )
    actions = menu.actions()
    assert [a.text() for a in actions if not a.isSeparator()] == ["Flip", "Nope"]
    assert actions[1].isSeparator()
    assert not actions[2].isEnabled()
    actions[0].trigger()
    assert hits == ["flip"]
    assert scene.drag.build_menu([]) is None


def test_dragging_the_empty_table_pans(qtbot, view, scene):
    # A table larger than the window at zoom 1, the window inside it (the cards kept, or
    # Python lets them go).
    cards = [make_card(scene, "c", (60, 100)), make_card(scene, "far", (2400, 1600))]  # noqa: F841
    centre = view.mapToScene(view.viewport().rect().center())
    drag(qtbot, view, QtCore.QPointF(600, 500), QtCore.QPointF(500, 420))
    assert view.mapToScene(view.viewport().rect().center()) - centre == QtCore.QPointF(100, 80)


def test_the_middle_button_pans_even_over_a_card(qtbot, view, scene):
    card = make_card(scene, "c", (60, 100))
    far = make_card(scene, "far", (2400, 1600))  # noqa: F841
    vp = view.viewport()
    centre = view.mapToScene(vp.rect().center())
    a = view.mapFromScene(card.pos())
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=a)
    qtbot.mouseMove(vp, a - QtCore.QPoint(50, 0))
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=a - QtCore.QPoint(50, 0))
    assert view.mapToScene(vp.rect().center()) - centre == QtCore.QPointF(50, 0)
    assert scene.drag.held is None


def test_the_toast_fades_away_by_itself(qtbot, view):
    view.toast.show_message("Not now.", ms=50)
    assert view.toast.isVisible() and view.toast.text() == "Not now."
    qtbot.waitUntil(lambda: not view.toast.isVisible(), timeout=2000)
