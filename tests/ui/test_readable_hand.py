"""A hand that can be read, on the real ADAPTOID 24 table: the hovered room card of the
Adaptoid's hand (a fan of eight) rises whole over its neighbours, and its preview keeps
off the hand."""

from __future__ import annotations

import pytest

from petridish.qt import QtCore
from petridish.table import CardItem

from .table_driver import lift_curtain, settle

NAME_BAND = 0.22  # the top of a room card, where its name is printed


def _start(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    window.controller.run_bots_now()  # the computer Geneticist picks its Character
    lift_curtain(qtbot, window)
    settle(qtbot, window)
    hand = window.presenter.zones["adaptoid.hand"]
    cards = hand.items()
    assert len(cards) == 8 and all(c.face_up and c.draggable for c in cards)
    return hand, cards


def _move(qtbot, window, scene_pos: QtCore.QPointF) -> None:
    view = window.page.view
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene_pos))


def _shown_strip(cards, i: int) -> QtCore.QPointF:
    """A point of card ``i`` that its right neighbour leaves uncovered at rest."""
    card = cards[i]
    body = card.scene_body_rect()
    right = cards[i + 1].scene_body_rect().left() if i + 1 < len(cards) else body.right()
    return QtCore.QPointF((body.left() + right) / 2, body.center().y())


@pytest.mark.parametrize("index", [0, 3, 6])
def test_a_hovered_room_of_the_hand_shows_whole_and_its_preview_hides_none(qtbot, window, index):
    hand, cards = _start(qtbot, window)
    scene = window.page.scene
    view = window.page.view
    card = cards[index]
    _move(qtbot, window, hand.scene_rect().center() + QtCore.QPointF(0, 600))  # on the felt
    _move(qtbot, window, _shown_strip(cards, index))
    qtbot.waitUntil(scene.preview.isVisible, timeout=3000)
    assert scene.preview.target is card

    # Raised over its neighbours, its name band uncovered by any other card.
    others = [c for c in cards if c is not card]
    assert card.zValue() > max(c.zValue() for c in others)
    body = card.scene_body_rect()
    band = QtCore.QRectF(body.left(), body.top(), body.width(), body.height() * NAME_BAND)
    over = [
        item
        for item in scene.items(band)
        if isinstance(item, CardItem)
        and item is not card
        and item.zValue() > card.zValue()
        and item.scene_body_rect().intersects(band)
    ]
    assert over == []

    # The preview: inside the view, off the card and every other card of the hand.
    rect = scene.preview.mapRectToScene(scene.preview._rect)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(rect)
    assert not rect.intersects(body)
    for other in others:
        assert not rect.intersects(other.scene_body_rect()), other.key
    assert rect.height() * view.zoom() >= 300  # still large enough to read

    # The mouse leaves: the card settles back into the fan at its place.
    _move(qtbot, window, hand.scene_rect().center() + QtCore.QPointF(0, 600))
    assert not scene.preview.isVisible()
    assert card.scene_body_rect() == card.rest_scene_rect()
    assert [c.pos() for c in cards] == hand.positions(8)
    assert [c.zValue() for c in cards] == sorted(c.zValue() for c in cards)


def test_the_hand_is_read_card_by_card_without_flicker(qtbot, window):
    _, cards = _start(qtbot, window)
    window.page.scene.animator.set_speed(1)
    risen = []
    for i in range(len(cards)):
        _move(qtbot, window, _shown_strip(cards, i))
        qtbot.wait(30)
        risen.append([k for k, c in enumerate(cards) if c.peeking])
        # Where the card lay before it rose (its edge toward the table's middle is now
        # uncovered) it stays up: it does not drop and rise again under a still mouse.
        rest = cards[i].rest_scene_rect()
        edge = QtCore.QPointF(_shown_strip(cards, i).x(), rest.bottom() - 4)
        if rest.top() < cards[i].scene_body_rect().top():
            edge = QtCore.QPointF(edge.x(), rest.top() + 4)
        for _ in range(4):
            _move(qtbot, window, edge)
            qtbot.wait(30)
            assert [k for k, c in enumerate(cards) if c.peeking] == [i]
    assert risen == [[i] for i in range(len(cards))]
