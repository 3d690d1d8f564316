"""Cards, dice, tokens, tracks and the animator."""

from __future__ import annotations

import pytest

from petridish.qt import Qt, QtCore, QtGui
from petridish.table import CardItem, DieItem, PercentileDice, TokenItem, TrackItem
from petridish.table.constants import Z
from petridish.table.counter import CounterItem
from petridish.table.token import TOKEN_SHAPES

from .helpers import make_card, settle


def test_flip_swaps_face_up_and_ends_at_scale_one(qtbot, view, scene):
    card = make_card(scene)
    flips = []
    card.flipped.connect(flips.append)
    assert card.face_up
    card.flip()
    assert not card.face_up  # the logical side changes at once
    qtbot.waitUntil(lambda: card.transform().m11() < 0.9, timeout=1000)  # mid-flip: narrowed
    settle(qtbot, scene)
    assert card.transform().m11() == 1.0
    assert card.transform().isIdentity()
    assert flips == [False]
    card.flip(animated=False)
    assert card.face_up
    assert card.transform().isIdentity()


def test_face_down_cards_offer_no_preview(scene):
    card = make_card(scene)
    assert card.preview_face() is card.front()
    card.set_face_up(False, animated=False)
    assert card.preview_face() is None


def test_hover_shows_a_large_preview_inside_the_view(qtbot, view, scene):
    card = make_card(scene, pos=(900.0, 600.0))  # near the bottom-right corner
    qtbot.mouseMove(view.viewport(), view.mapFromScene(card.pos() + QtCore.QPointF(-50, 0)))
    qtbot.mouseMove(view.viewport(), view.mapFromScene(card.pos()))
    qtbot.waitUntil(scene.preview.isVisible, timeout=2000)
    rect = scene.preview.mapRectToScene(scene.preview._rect)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert rect.height() >= 2.0 * card.size().height()
    assert visible.contains(rect)
    assert not rect.intersects(card.scene_body_rect())
    assert scene.preview.zValue() == Z.PREVIEW
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(card.pos()))
    assert not scene.preview.isVisible()  # a press hides it at once
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton)
    scene.preview.schedule(card, 0)
    qtbot.waitUntil(scene.preview.isVisible, timeout=1000)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(QtCore.QPointF(300, 100)))
    qtbot.waitUntil(lambda: not scene.preview.isVisible(), timeout=1000)


def test_move_to_slides_then_rests_at_its_layer(qtbot, view, scene):
    card = make_card(scene)
    card.move_to(QtCore.QPointF(400, 300))
    assert card.busy()
    assert card.zValue() > Z.ANIMATING - 1  # passes over everything while moving
    settle(qtbot, scene)
    assert card.pos() == QtCore.QPointF(400, 300)
    assert card.zValue() == Z.CARD


def test_rotation_quarter(qtbot, view, scene):
    card = make_card(scene)
    card.set_rotation_quarter(1)
    settle(qtbot, scene)
    assert card.rotation() == pytest.approx(90.0)
    card.set_rotation_quarter(0, animated=False)
    assert card.rotation_quarter() == 0


def test_badge_and_highlight_flags(scene):
    card = make_card(scene)
    card.set_badge("3")
    card.set_highlighted(True)
    assert (card.badge, card.highlighted) == ("3", True)
    card.set_badge(None)
    assert card.badge is None


@pytest.mark.parametrize(
    ("sides", "shape"),
    [(4, "triangle"), (6, "square"), (8, "diamond"), (10, "kite"), (12, "pentagon"), (20, "d20")],
)
def test_die_shapes_follow_the_sides(sides, shape):
    die = DieItem(sides)
    assert die.shape_name == shape
    assert die.faces == [str(i) for i in range(1, sides + 1)]


@pytest.mark.parametrize("result", [0, 5, 19])
def test_die_roll_settles_on_the_given_face(qtbot, view, scene, result):
    die = DieItem(20)
    scene.addItem(die)
    die.setPos(200, 200)
    rolled = []
    die.rolled.connect(rolled.append)
    die.roll_to(result)
    assert die.busy()
    qtbot.waitUntil(lambda: die.rotation() != 0.0, timeout=1000)  # it does tumble
    settle(qtbot, scene)
    assert rolled == [result]
    assert die.value_index == result
    assert die._shown == result  # the face drawn is the model's result
    assert die.pos() == QtCore.QPointF(200, 200)
    assert (die.rotation(), die.scale()) == (0.0, 1.0)


def test_a_die_tumbles_on_its_way_and_lands_where_it_was_sent(qtbot, view, scene):
    # A die thrown into the tray rolls while it slides there: the tumble's hop must not
    # hold it back at the place it left.
    die = DieItem(6)
    scene.addItem(die)
    die.setPos(100, 100)
    die.roll_to(3)
    die.move_to(QtCore.QPointF(400, 100))
    assert die.rolling
    qtbot.waitUntil(lambda: die.rotation() != 0.0, timeout=1000)
    assert die.pos().y() == 100  # the hop is drawn, not a move of its place
    settle(qtbot, scene)
    assert die.pos() == QtCore.QPointF(400, 100)
    assert die.transform().isIdentity() and not die.rolling
    assert die.value == "4"


def test_a_new_roll_ends_the_last_one_first(qtbot, view, scene):
    die = DieItem(6)
    scene.addItem(die)
    rolled = []
    die.rolled.connect(rolled.append)
    die.roll_to(1)
    die.roll_to(5)
    assert die.rolling
    settle(qtbot, scene)
    assert rolled == [1, 5] and die.value == "6" and die.pos() == QtCore.QPointF(0, 0)


def test_a_new_die_waiting_its_turn_to_tumble_shows_no_face(qtbot, view, scene):
    # A battle's new dice sat at 1 while its cards turned over first.
    def drawn(die: DieItem) -> QtGui.QImage:
        return painted(die, 60, 60)

    faceless, one = DieItem([""]), DieItem(6)
    die = DieItem(6)
    scene.addItem(die)
    die.roll_to(4, delay=400)
    assert die.blank and drawn(die) == drawn(faceless) != drawn(one)
    qtbot.waitUntil(lambda: die.rotation() != 0.0, timeout=2000)  # thrown: faces flash
    assert not die.blank
    settle(qtbot, scene)
    assert die.value == "5" and not die.blank
    die.roll_to(1, delay=400)  # one that has shown a face keeps it until thrown
    assert not die.blank and drawn(die) != drawn(faceless)
    settle(qtbot, scene)


def test_custom_faces_and_bad_results():
    die = DieItem(["∞", "1", "2", "3", "★", "☠"])
    die.roll_to(4, animated=False)
    assert die.value == "★"
    with pytest.raises(IndexError):
        die.roll_to(6)


@pytest.mark.parametrize(
    ("value", "tens", "units"), [(100, "00", "0"), (47, "40", "7"), (1, "00", "1")]
)
def test_percentile_pair(qtbot, view, scene, value, tens, units):
    pair = PercentileDice()
    scene.addItem(pair)
    pair.roll_to(value)
    settle(qtbot, scene)
    assert (pair.tens.value, pair.units.value, pair.value) == (tens, units, value)
    with pytest.raises(ValueError):
        pair.roll_to(0)


def test_percentile_pair_is_grabbed_as_one(scene):
    pair = PercentileDice()
    pair.draggable = True
    scene.addItem(pair)
    pair.setPos(300, 300)
    assert scene.piece_at(pair.mapToScene(pair.units.pos())) is pair
    assert scene.pieces() == [pair]


@pytest.mark.parametrize("shape", TOKEN_SHAPES)
def test_token_shapes(shape):
    token = TokenItem("1", QtGui.QColor("#009E73"), shape)
    assert token.shape_name == shape
    assert not token.body_path().isEmpty()
    assert token.zValue() == Z.TOKEN


def test_token_rejects_unknown_shape():
    with pytest.raises(ValueError):
        TokenItem("x", "#000000", "cloud")


def test_a_counter_shows_its_label_and_value_and_is_never_carried(scene):
    counter = CounterItem("Experience", 7, "#009E73", key="xp.ana")
    scene.addItem(counter)
    counter.draggable = True
    assert not counter.draggable
    counter.set_value(12)
    assert (counter.key, counter.label, counter.value) == ("xp.ana", "Experience", "12")
    assert counter.zValue() == Z.TOKEN
    image = painted(counter, 200, 80)
    assert image.pixelColor(100 + 45, 40).alpha() > 0  # the value disc at its end


def test_track_moves_its_marker_and_clamps(qtbot, view, scene):
    track = TrackItem("Water level", 11, 3)
    scene.addItem(track)
    changes = []
    track.value_changed.connect(changes.append)
    track.set_value(7)
    assert track.busy()
    settle(qtbot, scene)
    assert track.marker_pos() == track.box_centre(7)
    track.set_value(99, animated=False)
    assert track.value == 10
    assert changes == [7, 10]
    assert track.box_rect(0).right() < track.box_rect(1).left()


def test_animator_speed_zero_is_instant(scene):
    scene.animator.set_speed(0)
    card = make_card(scene)
    card.move_to(QtCore.QPointF(10, 10))
    card.flip()
    assert not scene.animator.busy()
    assert card.pos() == QtCore.QPointF(10, 10)
    assert not card.face_up
    assert scene.animator.duration(230) == 0


def test_animator_speed_scales_durations(scene):
    scene.animator.set_speed(2.0)
    assert scene.animator.duration(230) == 115


def test_a_new_move_replaces_the_old_one(qtbot, view, scene):
    card = make_card(scene)
    card.move_to(QtCore.QPointF(500, 500), duration=5000)
    card.move_to(QtCore.QPointF(200, 100))
    settle(qtbot, scene)
    assert card.pos() == QtCore.QPointF(200, 100)


def test_cards_outside_a_scene_change_at_once():
    card = CardItem("loose")
    card.move_to(QtCore.QPointF(5, 5))
    card.flip()
    assert card.pos() == QtCore.QPointF(5, 5)
    assert not card.face_up


def test_animator_finish_jumps_to_the_end(qtbot, view, scene):
    card = make_card(scene)
    card.move_to(QtCore.QPointF(700, 400), duration=10_000)
    card.flip()
    scene.animator.finish()
    assert not scene.animator.busy()
    assert card.pos() == QtCore.QPointF(700, 400)
    assert card.transform().isIdentity() and not card.face_up
    assert card.zValue() == Z.CARD


def test_clearing_the_table_mid_animation_leaves_nothing_running(qtbot, view, scene):
    card = make_card(scene)
    scene.keyboard.set_focus(card)
    card.move_to(QtCore.QPointF(600, 400))
    card.flip()
    scene.clear()
    qtbot.waitUntil(lambda: not scene.animator.busy(), timeout=2000)
    assert scene.pieces() == []
    assert scene.preview.scene() is scene
    assert not scene.keyboard.focus_next()  # nothing to focus, and no error


def painted(piece, width: int, height: int) -> QtGui.QImage:
    """``piece``'s body painted alone, centred on a clear image of that size."""
    image = QtGui.QImage(width, height, QtGui.QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QtGui.QPainter(image)
    painter.translate(width / 2, height / 2)
    piece.paint_body(painter)
    painter.end()
    return image
