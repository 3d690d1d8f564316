"""A hand that can be read: the hovered (or focused) card of a fan rises out of it and over
its neighbours, the fan is hit-tested as it lies (no flicker), and the hover preview keeps
off the hand."""

from __future__ import annotations

import pytest

from petridish.qt import Qt, QtCore
from petridish.table import CardItem, ZoneItem
from petridish.table.card import place_beside
from petridish.table.constants import CARD_H, CARD_W, PEEK_RISE, PEEK_Z, PREVIEW_MIN_FIT, Z
from petridish.table.zone import FAN_SPREAD, FAN_STEP

from .helpers import add_zone, make_card, settle

NAME_BAND = 0.22  # the top of a card, where its name is printed


def _fan(scene, pos=(40.0, 460.0), n=8, other=(40.0, 40.0)):
    """A fan of ``n`` face-up draggable cards at ``pos``, and a row at ``other`` (so the
    table has a middle, away from the fan)."""
    if other is not None:
        add_zone(scene, "table", other, "row", 3)
    hand = ZoneItem("hand", "Hand", "fan", 8)
    scene.addItem(hand)
    hand.setPos(QtCore.QPointF(*pos))
    cards = [make_card(scene, f"c{i}") for i in range(n)]
    for card in cards:
        hand.add(card, animated=False)
    return hand, cards


def _strip(cards: list[CardItem], i: int) -> QtCore.QPointF:
    """A point in the part of card ``i`` that shows while the fan lies still."""
    c = cards[i].pos()
    if i == len(cards) - 1:
        return c
    step = cards[i + 1].pos().x() - c.x()
    return QtCore.QPointF(c.x() - CARD_W / 2 + step / 2, c.y())


def _hover(qtbot, view, scene_pos: QtCore.QPointF) -> None:
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene_pos))


def _band(card: CardItem) -> QtCore.QRectF:
    body = card.scene_body_rect()
    return QtCore.QRectF(body.left(), body.top(), body.width(), body.height() * NAME_BAND)


def _covered_by(card: CardItem, scene) -> list[CardItem]:
    """The cards drawn over the top band of ``card``."""
    band = _band(card)
    return [
        other
        for other in scene.items()
        if isinstance(other, CardItem)
        and other is not card
        and other.isVisible()
        and other.zValue() > card.zValue()
        and other.scene_body_rect().intersects(band)
    ]


def test_a_hovered_card_of_a_fan_rises_over_its_neighbours_and_settles_back(qtbot, view, scene):
    scene.animator.set_speed(0)
    hand, cards = _fan(scene)
    card = cards[3]
    home = QtCore.QPointF(card.pos())
    assert _covered_by(card, scene)  # at rest, its right neighbours hide most of its name
    _hover(qtbot, view, _strip(cards, 3) + QtCore.QPointF(-80, -300))
    _hover(qtbot, view, _strip(cards, 3))
    assert card.peeking
    assert card.zValue() > max(c.zValue() for c in cards if c is not card)
    assert card.zValue() < Z.TOKEN  # still among the cards
    assert _covered_by(card, scene) == []  # its whole face shows
    assert card.peek_offset() == QtCore.QPointF(0, -PEEK_RISE)  # up: the table is above
    assert card.scene_body_rect().top() == pytest.approx(home.y() - CARD_H / 2 - PEEK_RISE)
    assert card.pos() == home  # the zone still sees it at its place
    assert [c.pos() for c in cards] == hand.positions(8)
    assert [c for c in cards if c.peeking] == [card]
    _hover(qtbot, view, QtCore.QPointF(700, 200))  # away, onto the felt
    assert not card.peeking
    assert card.peek_offset() == QtCore.QPointF()
    assert card.transform().isIdentity()
    assert card.zValue() == card.rest_z
    assert [c.zValue() for c in cards] == sorted(c.zValue() for c in cards)


def test_the_rise_is_short_and_eased_and_input_need_not_wait_for_it(qtbot, view, scene):
    _, cards = _fan(scene)
    card = cards[2]
    _hover(qtbot, view, _strip(cards, 2))
    assert card.peeking and card.zValue() > cards[3].zValue()  # over them at once...
    assert card.peek_offset().y() > -PEEK_RISE  # ...but it glides up
    assert not card.busy()  # a rising card may be picked up right away
    qtbot.waitUntil(lambda: card.peek_offset().y() == -PEEK_RISE, timeout=1000)
    _hover(qtbot, view, QtCore.QPointF(700, 200))
    assert card.zValue() == card.rest_z  # under its neighbours at once, gliding home
    settle(qtbot, scene)
    assert card.transform().isIdentity()


def test_the_lower_strip_a_risen_card_uncovered_keeps_it_up_without_flicker(qtbot, view, scene):
    # With real animations: a hit test on what is drawn would drop the card there (the
    # felt, or its left neighbour, shows where its bottom was), then raise it again under
    # the still mouse, for ever.
    _, cards = _fan(scene)
    card = cards[4]
    _hover(qtbot, view, _strip(cards, 4))
    settle(qtbot, scene)
    risen = card.scene_body_rect()
    below = QtCore.QPointF(_strip(cards, 4).x(), risen.bottom() + PEEK_RISE / 2)
    assert not risen.contains(below)  # the point is off the risen card...
    assert cards[3].scene_body_rect().contains(below)  # ...over its left neighbour
    samples = []
    for k in range(12):
        _hover(qtbot, view, below + QtCore.QPointF(k % 3, 0))
        qtbot.wait(25)
        samples.append((card.peeking, card.zValue() > cards[5].zValue(), cards[3].peeking))
    assert samples == [(True, True, False)] * 12
    assert card.peek_offset() == QtCore.QPointF(0, -PEEK_RISE)  # it never started down
    # The risen top, clear of the hand, holds it too.
    _hover(qtbot, view, QtCore.QPointF(below.x(), risen.top() + 4))
    assert card.peeking


def test_moving_along_the_fan_lifts_each_card_in_turn(qtbot, view, scene):
    scene.animator.set_speed(0)
    _, cards = _fan(scene)
    y = cards[0].pos().y() + 30
    seen: list[int] = []
    x = cards[0].scene_body_rect().left() + 3
    while x < cards[-1].scene_body_rect().right() - 3:
        _hover(qtbot, view, QtCore.QPointF(x, y))
        up = [i for i, c in enumerate(cards) if c.peeking]
        assert len(up) <= 1
        if up and (not seen or seen[-1] != up[0]):
            seen.append(up[0])
        x += 6
    assert seen == list(range(8))  # a risen card never hides the next one from the mouse


@pytest.mark.parametrize("other", [(40.0, 40.0), (40.0, 900.0)])  # rising up, or down
def test_while_a_card_rises_every_card_keeps_the_strip_it_shows_at_rest(view, scene, other):
    # The hit test is worked out from the places the cards lie in, at every step of the
    # rise: the risen card takes no neighbour's strip, and loses none of its own.
    scene.animator.set_speed(0)
    hand, cards = _fan(scene, other=other)
    vector = hand.peek_vector()
    for k in (0, 3, 7):
        card = cards[k]
        card.set_focus_ring(True)
        for t in (0.0, 0.2, 0.5, 1.0):
            card._set_peek(vector * t)
            for j, owner in enumerate(cards):
                rest = owner.rest_scene_rect().adjusted(9, 9, -9, -9)
                right = cards[j + 1].rest_scene_rect().left() - 1 if j < 7 else rest.right()
                for y in (rest.top(), rest.center().y(), rest.bottom()):
                    for x in (rest.left(), (rest.left() + right) / 2, right):
                        hit = scene.piece_at(QtCore.QPointF(x, y))
                        assert hit is owner, (k, t, j, x, y)
        card.set_focus_ring(False)


def test_a_risen_card_drags_normally_and_comes_back_to_its_place_and_z(qtbot, view, scene):
    scene.animator.set_speed(0)
    hand, cards = _fan(scene)
    card = cards[3]
    home, rest = QtCore.QPointF(card.pos()), card.rest_z
    grab = _strip(cards, 3) + QtCore.QPointF(0, -60)
    _hover(qtbot, view, grab)
    assert card.peeking
    vp = view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=view.mapFromScene(grab))
    for k in range(1, 6):
        qtbot.mouseMove(vp, view.mapFromScene(grab + QtCore.QPointF(60 * k, -50 * k)))
    assert scene.drag.held is card and card.lifted
    assert not card.peeking and card.zValue() == Z.DRAGGED
    # It stays under the hand where it was taken: the rise goes with it.
    assert card.scene_body_rect().contains(grab + QtCore.QPointF(300, -250))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton)  # over nothing: it slides home
    assert card.pos() == home
    assert card.transform().isIdentity()
    assert card.zValue() == rest and not card.peeking
    assert [c.pos() for c in cards] == hand.positions(8)
    # Back under the mouse, it rises again.
    _hover(qtbot, view, QtCore.QPointF(700, 200))
    _hover(qtbot, view, _strip(cards, 3))
    assert card.peeking


def test_a_risen_card_dropped_elsewhere_rests_there_at_its_z(qtbot, view, scene):
    scene.animator.set_speed(0)
    hand, cards = _fan(scene)
    row = scene.zone("table")
    card = cards[5]
    _hover(qtbot, view, _strip(cards, 5))
    vp = view.viewport()
    a = view.mapFromScene(_strip(cards, 5))
    b = view.mapFromScene(row.positions(1)[0])
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 9):
        qtbot.mouseMove(vp, a + (b - a) * (k / 8))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    assert row.items() == [card] and card.zone is row
    assert card.pos() == row.positions(1)[0]
    assert card.transform().isIdentity() and not card.peeking
    assert card.zValue() == card.rest_z
    rest = [c for c in cards if c is not card]
    assert [c.pos() for c in rest] == hand.positions(7)
    assert not any(c.peeking for c in rest)


def test_a_relayout_under_a_risen_card_keeps_it_risen_at_its_new_place(qtbot, view, scene):
    scene.animator.set_speed(0)
    hand, cards = _fan(scene, n=6)
    card = cards[2]
    _hover(qtbot, view, _strip(cards, 2))
    assert card.peeking
    newcomer = make_card(scene, "new")
    hand.add(newcomer, 0)
    assert card.pos() == hand.positions(7)[3]
    assert card.peeking and card.zValue() == card.rest_z + PEEK_Z
    assert card.zValue() > max(c.zValue() for c in hand.items() if c is not card)
    hand.remove(card)  # out of the fan: no more peeking
    assert not card.peeking and card.transform().isIdentity()


def test_the_keyboard_focus_ring_lifts_a_card_of_a_fan(qtbot, view, scene):
    scene.animator.set_speed(0)
    _, cards = _fan(scene)
    card = cards[1]
    card.set_focus_ring(True)
    assert card.peeking and _covered_by(card, scene) == []
    card.set_focus_ring(False)
    assert not card.peeking and card.transform().isIdentity()
    assert card.zValue() == card.rest_z


def test_only_readable_or_movable_cards_of_a_fan_peek(qtbot, view, scene):
    scene.animator.set_speed(0)
    _, cards = _fan(scene, n=4)
    row = add_zone(scene, "row", (500, 40), "row", 3)
    in_row = make_card(scene, "r")
    row.add(in_row, animated=False)
    in_row.set_focus_ring(True)
    assert not in_row.peeking  # a row shows its cards whole already
    hidden = cards[1]
    hidden.draggable = False
    hidden.set_face_up(False, animated=False)
    hidden.set_focus_ring(True)
    assert not hidden.peeking  # a hidden hand has nothing to read
    hidden.draggable = True
    hidden.set_focus_ring(False)
    hidden.set_focus_ring(True)
    assert hidden.peeking  # ...but one the player may move does


def test_a_fan_along_the_top_rises_down_toward_the_table(qtbot, view, scene):
    scene.animator.set_speed(0)
    hand, cards = _fan(scene, pos=(40.0, 10.0), other=(40.0, 400.0))
    cards[3].set_focus_ring(True)
    assert cards[3].peek_offset() == QtCore.QPointF(0, PEEK_RISE)
    assert hand.peek_vector() == QtCore.QPointF(0, PEEK_RISE)
    assert ZoneItem("r", "", "row", 3).peek_vector() is None


def test_flipping_a_risen_card_keeps_it_risen(qtbot, view, scene):
    _, cards = _fan(scene)
    card = cards[3]
    card.set_focus_ring(True)
    card.flip()
    settle(qtbot, scene)
    t = card.transform()
    assert (t.m11(), t.m22(), t.dx(), t.dy()) == (1.0, 1.0, 0.0, -PEEK_RISE)


def test_a_wider_spread_for_a_short_hand_and_the_full_fan_fits_its_zone():
    hand = ZoneItem("hand", "Hand", "fan", 8)
    three = hand.positions(3)
    # Each card whole, a little apart: two names side by side read as one ("Nebrus Jinx").
    assert three[1].x() - three[0].x() == pytest.approx(CARD_W * FAN_SPREAD)
    assert FAN_SPREAD > 1
    five = hand.positions(5)  # as far apart as the zone allows
    assert CARD_W * FAN_STEP < five[1].x() - five[0].x() < CARD_W * FAN_SPREAD
    eight = hand.positions(8)
    assert eight[1].x() - eight[0].x() == pytest.approx(CARD_W * FAN_STEP)
    inside = hand.scene_rect()
    assert inside.left() < eight[0].x() - CARD_W / 2 and eight[-1].x() + CARD_W / 2 < inside.right()


def _preview_rect(scene):
    return scene.preview.mapRectToScene(scene.preview._rect)


@pytest.mark.parametrize(
    ("pos", "other", "side"),
    [((40.0, 460.0), (40.0, 40.0), "above"), ((40.0, 10.0), (40.0, 400.0), "below")],
)
def test_the_preview_keeps_off_the_hand_and_the_card(qtbot, view, scene, pos, other, side):
    scene.animator.set_speed(0)
    hand, cards = _fan(scene, pos=pos, other=other)
    for i in (0, 3, 7):
        card = cards[i]
        _hover(qtbot, view, QtCore.QPointF(900, 350))
        _hover(qtbot, view, _strip(cards, i))
        qtbot.waitUntil(scene.preview.isVisible, timeout=2000)
        assert scene.preview.target is card
        rect = _preview_rect(scene)
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        assert visible.contains(rect)
        for c in cards:
            assert not rect.intersects(c.scene_body_rect()), c.key
            assert not rect.intersects(c.rest_scene_rect()), c.key
        if side == "above":
            assert rect.bottom() < hand.footprint().top()
        else:
            assert rect.top() > hand.footprint().bottom()
        assert rect.height() >= 2.0 * CARD_H * min(1.0, view.zoom())


def test_place_beside_prefers_the_inner_side_then_shrinks_then_falls_back():
    visible = QtCore.QRectF(0, 0, 1000, 700)
    size = QtCore.QSizeF(240, 330)
    card = QtCore.QRectF(300, 500, 126, 176)
    hand = QtCore.QRectF(100, 480, 600, 220)
    above = place_beside(size, hand, card, visible, 10)
    assert above.bottom() <= hand.top() - 10 and visible.contains(above)
    assert above.center().x() == pytest.approx(card.center().x())
    # A lone card: beside it, right then left, as a tooltip.
    lone = QtCore.QRectF(800, 300, 126, 176)
    beside = place_beside(size, lone, lone, visible, 10, zone_first=False)
    assert beside.right() <= lone.left() - 10 and visible.contains(beside)
    # Too little room everywhere for the whole preview: smaller, still off the zone.
    big = QtCore.QRectF(-50, 230, 1100, 500)
    small = place_beside(size, big, card, visible, 10)
    assert small.height() < size.height() and small.height() >= size.height() * PREVIEW_MIN_FIT
    assert not small.intersects(big) and visible.contains(small)
    # No room at all: beside the card itself.
    huge = QtCore.QRectF(-50, 60, 1100, 600)
    last = place_beside(size, huge, card, visible, 10)
    assert last.size() == size and not last.intersects(card)


@pytest.mark.parametrize("draggable", [False, True])
def test_a_card_pressed_and_let_go_of_elsewhere_settles_back(qtbot, view, scene, draggable):
    # A Gear that could not be played yet was pressed and dragged off the hand: let go
    # over the felt, with the mouse still, it stayed risen over its neighbours until the
    # mouse next moved over the hand (Qt tells no hover leave after a press).
    scene.animator.set_speed(0)
    _, cards = _fan(scene)
    card = cards[3]
    card.draggable = draggable
    _hover(qtbot, view, QtCore.QPointF(600, 150))
    _hover(qtbot, view, _strip(cards, 3))
    qtbot.waitUntil(lambda: card.peeking, timeout=2000)
    vp = view.viewport()
    a = view.mapFromScene(_strip(cards, 3))
    b = view.mapFromScene(QtCore.QPointF(600, 150))  # the felt, far from the hand
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(vp, a + (b - a) * (i / 8))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    settle(qtbot, scene)
    assert not card.peeking
    assert card.zValue() == card.rest_z
    assert all(card.zValue() <= other.zValue() + PEEK_Z / 2 for other in cards)
