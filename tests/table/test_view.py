"""Zoom, fit and keyboard play on a real view."""

from __future__ import annotations

import pytest

from petridish.qt import Qt, QtCore, QtGui
from petridish.table.constants import Z
from petridish.table.view import FIT_MARGIN, MAX_ZOOM, MIN_ZOOM

from .helpers import add_zone, make_card, settle


def test_zoom_in_out_and_keys_change_the_transform(qtbot, view, scene):
    make_card(scene)
    view.zoom_in()
    assert view.zoom() > 1.0
    view.zoom_out()
    assert view.zoom() == pytest.approx(1.0)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom() < 1.0
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    qtbot.keyClick(view, Qt.Key.Key_Equal)
    assert view.zoom() > 1.0


def test_zoom_is_clamped(view, scene):
    make_card(scene)
    for _ in range(40):
        view.zoom_in()
    assert view.zoom() == pytest.approx(MAX_ZOOM)
    for _ in range(80):
        view.zoom_out()
    assert view.zoom() == pytest.approx(MIN_ZOOM)


def test_fit_shows_everything(qtbot, view, scene):
    make_card(scene, "a", (0, 0))
    make_card(scene, "b", (2400, 1600))
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.zoom() < 0.5
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for piece in scene.pieces():
        assert visible.contains(piece.scene_body_rect())


def test_wheel_zoom_keeps_the_point_under_the_mouse(qtbot, view, scene):
    cards = [make_card(scene, "a", (60, 100)), make_card(scene, "b", (2400, 1600))]  # noqa: F841
    anchor = QtCore.QPoint(700, 200)
    before = view.mapToScene(anchor)
    event = QtGui.QWheelEvent(
        QtCore.QPointF(anchor),
        QtCore.QPointF(view.viewport().mapToGlobal(anchor)),
        QtCore.QPoint(0, 0),
        QtCore.QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    view.wheelEvent(event)
    assert view.zoom() > 1.0
    after = view.mapToScene(anchor)
    assert (after - before).manhattanLength() < 2.0 / view.zoom()


def test_arrow_keys_pan_when_nothing_is_focused(qtbot, view, scene):
    # (the cards kept, or Python lets them go)
    cards = [make_card(scene, "a", (0, 0)), make_card(scene, "b", (2400, 1600))]  # noqa: F841
    h = view.horizontalScrollBar().value()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.horizontalScrollBar().value() > h


def test_a_table_that_fits_the_window_does_not_pan(qtbot, view, scene):
    cards = [make_card(scene, "a", (0, 0)), make_card(scene, "b", (600, 300))]  # noqa: F841
    view.fit()
    centre = view.mapToScene(view.viewport().rect().center())
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(view, key)
        assert view.mapToScene(view.viewport().rect().center()) == centre
    assert view.auto_fit  # nothing moved: it keeps fitting the window


def test_panning_stops_at_the_tables_edge(qtbot, view, scene):
    cards = [make_card(scene, "a", (0, 0)), make_card(scene, "b", (2400, 1600))]  # noqa: F841
    for _ in range(80):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Down)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    content = scene.content_rect()
    assert shown.right() <= content.right() + FIT_MARGIN + 1
    assert shown.bottom() <= content.bottom() + FIT_MARGIN + 1
    assert shown.intersects(content)


def test_keyboard_drag_drops_through_the_same_callbacks(qtbot, view, scene):
    card = make_card(scene, "c", (100, 150))
    left = add_zone(scene, "left", (300, 60), "stack")
    right = add_zone(scene, "right", (520, 60), "slots", 2)
    verdicts = {"left": None, "right": None}
    calls = []
    scene.drag.judge = lambda item, zone, slot: verdicts[zone.name]
    scene.drag.on_drop = lambda item, zone, slot: calls.append((item, zone, slot)) or True

    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.keyboard.focused is card and card.focus_ring
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.keyboard.active and card.lifted and card.zValue() == Z.DRAGGED
    qtbot.keyClick(view, Qt.Key.Key_Right)  # nearest to the right: the stack
    assert scene.keyboard.target == (left, -1)
    assert left.highlight == "legal"
    qtbot.keyClick(view, Qt.Key.Key_Right)  # then the first slot of "right"
    qtbot.keyClick(view, Qt.Key.Key_Right)  # and its second slot
    assert scene.keyboard.target == (right, 1)
    assert (left.highlight, right.highlight) == ("none", "legal")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert calls == [(card, right, 1)]
    assert not scene.keyboard.active and not card.lifted


def test_keyboard_drop_on_an_illegal_zone_snaps_back(qtbot, view, scene):
    card = make_card(scene, "c", (100, 150))
    home = QtCore.QPointF(card.pos())
    pile = add_zone(scene, "pile", (300, 60), "stack")
    scene.drag.judge = lambda item, zone, slot: "No."
    scene.drag.on_drop = lambda item, zone, slot: "No."
    scene.keyboard.set_focus(card)
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert pile.highlight == "illegal"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    settle(qtbot, scene)
    assert card.pos() == home
    assert view.toast.text() == "No."


def test_escape_puts_a_keyboard_held_piece_back(qtbot, view, scene):
    card = make_card(scene, "c", (100, 150))
    home = QtCore.QPointF(card.pos())
    add_zone(scene, "pile", (300, 60), "stack")
    calls = []
    scene.drag.on_drop = lambda *args: calls.append(args) or True
    scene.keyboard.set_focus(card)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    settle(qtbot, scene)
    assert calls == [] and card.pos() == home and not scene.keyboard.active
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # a second Escape drops the focus
    assert scene.keyboard.focused is None


def test_tab_walks_pieces_in_reading_order_and_arrows_move_focus(qtbot, view, scene):
    a = make_card(scene, "a", (100, 150))
    b = make_card(scene, "b", (300, 150))
    c = make_card(scene, "c", (100, 400))
    order = []
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        order.append(scene.keyboard.focused)
    assert order == [a, b, c]
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert scene.keyboard.focused is a
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.keyboard.focused is b


def test_enter_on_a_fixed_piece_activates_it(qtbot, view, scene):
    card = make_card(scene)
    card.draggable = False
    activated = []
    scene.drag.on_activate = activated.append
    scene.keyboard.set_focus(card)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert activated == [card]
    assert not scene.keyboard.active


def test_a_touchpad_pinch_zooms(qtbot, view, scene):
    make_card(scene)
    at = QtCore.QPointF(400, 300)
    pinch = QtGui.QNativeGestureEvent(
        Qt.NativeGestureType.ZoomNativeGesture,
        QtGui.QPointingDevice.primaryPointingDevice(),
        2,
        at,
        at,
        QtCore.QPointF(view.viewport().mapToGlobal(at.toPoint())),
        0.25,
        QtCore.QPointF(),
        0,
    )
    QtCore.QCoreApplication.sendEvent(view.viewport(), pinch)
    assert view.zoom() == pytest.approx(1.25)


def _fills(view) -> bool:
    content = view.mapFromScene(view.table().content_rect()).boundingRect()
    vp = view.viewport().rect()
    inside = view.mapToScene(vp).boundingRect().contains(view.table().content_rect())
    return inside and (content.width() >= 0.9 * vp.width() or content.height() >= 0.9 * vp.height())


def _resize(qtbot, view, w, h):
    view.resize(w, h)
    qtbot.waitUntil(lambda: view.size().width() == w and view.size().height() == h)


def test_every_resize_refits_until_a_zoom_by_hand(qtbot, view, scene):
    cards = [make_card(scene, "a", (0, 0)), make_card(scene, "b", (1800, 1100))]  # noqa: F841
    view.fit()
    assert view.auto_fit and _fills(view)
    _resize(qtbot, view, 600, 400)
    assert _fills(view)
    _resize(qtbot, view, 1400, 900)
    assert _fills(view)
    qtbot.keyClick(view, Qt.Key.Key_Plus)  # by hand: the player's zoom is kept
    zoom = view.zoom()
    assert not view.auto_fit
    _resize(qtbot, view, 700, 500)
    assert view.zoom() == pytest.approx(zoom)
    qtbot.keyClick(view, Qt.Key.Key_0)  # fit again, and keep fitting
    assert view.auto_fit and _fills(view)
    _resize(qtbot, view, 1200, 800)
    assert _fills(view)


def test_arrow_key_panning_stops_the_refitting(qtbot, view, scene):
    cards = [make_card(scene, "a", (0, 0)), make_card(scene, "b", (1800, 1100))]
    view.fit()
    # The table grows past the window after it was fitted: it pans as far as it reaches.
    cards.append(make_card(scene, "c", (-1500, 0)))
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert not view.auto_fit
    zoom = view.zoom()
    _resize(qtbot, view, 600, 400)
    assert view.zoom() == pytest.approx(zoom)


def test_a_note_keeps_off_where_a_card_is_sliding_to(qtbot, view, scene):
    # A computer's room slid into its row under the news of it ("The Geneticist chooses
    # a room in secret"), the note placed where the card had not yet arrived.
    card = make_card(scene, "c", (100, 150))
    bottom = view.mapToScene(QtCore.QPoint(view.viewport().width() // 2, 640))
    card.move_to(bottom, duration=2000)
    view.show_toast("The Geneticist chooses a room in secret.")
    landing = view.mapFromScene(card.landing_rect()).boundingRect()
    assert landing.center().y() > 600  # (bound for the bottom, where a note goes first)
    assert not view.toast.geometry().intersects(landing)
    settle(qtbot, scene)
    assert card.landing_rect() == card.sceneBoundingRect()  # arrived
