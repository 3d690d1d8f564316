"""Zone layouts, contents, hit testing and the drop highlight."""

from __future__ import annotations

import itertools

import pytest

from petridish.qt import Qt, QtCore
from petridish.table import ZoneItem
from petridish.table.constants import CARD_H, CARD_W, HIGHLIGHT_MS
from petridish.table.zone import PILE_DEPTH

from .helpers import add_zone, drag, make_card, settle


def _card_rect(centre: QtCore.QPointF) -> QtCore.QRectF:
    return QtCore.QRectF(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2, CARD_W, CARD_H)


@pytest.mark.parametrize(
    ("layout", "capacity", "columns"),
    [("slots", 1, None), ("slots", 4, None), ("slots", 6, 3), ("slots", 5, 2), ("row", 5, None)],
)
def test_slot_and_row_positions_do_not_overlap_and_stay_inside(layout, capacity, columns):
    zone = ZoneItem("z", "Zone", layout, capacity, columns=columns)
    zone.setPos(37, 55)
    rects = [_card_rect(p) for p in zone.positions(capacity)]
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b)
    for r in rects:
        assert zone.scene_rect().contains(r)


def test_a_crowded_row_squeezes_but_keeps_order_and_bounds():
    zone = ZoneItem("z", "", "row", 3)
    positions = zone.positions(7)
    xs = [p.x() for p in positions]
    assert xs == sorted(xs)
    assert zone.scene_rect().contains(_card_rect(positions[-1]))


def test_fan_is_centred_with_the_middle_highest():
    zone = ZoneItem("hand", "Hand", "fan", 7)
    p = zone.positions(5)
    centre = zone.scene_rect().center().x()
    assert (p[0].x() + p[-1].x()) / 2 == pytest.approx(centre)
    assert p[2].y() < p[0].y() and p[2].y() < p[4].y()


def test_stack_and_column_layouts():
    stack = ZoneItem("deck", "Deck", "stack")
    ps = stack.positions(3)
    assert {p.x() for p in ps} == {ps[0].x()}
    column = ZoneItem("col", "", "column", 6)
    pc = column.positions(4)
    assert all(b.y() > a.y() for a, b in itertools.pairwise(pc))


def test_a_deep_pile_paints_only_the_cards_that_can_be_seen(qtbot, view, scene):
    # The lowest PILE_DEPTH cards show the pile's thickness by their edges; the cards
    # above them lie exactly under the top one and are hidden, so the view skips them.
    deck = add_zone(scene, "deck", (200, 100), "stack", 1)
    cards = [make_card(scene, f"c{i}") for i in range(PILE_DEPTH + 8)]
    for c in cards:
        deck.add(c, animated=False)
    shown = [c for c in cards if c.isVisible()]
    assert shown == [*cards[:PILE_DEPTH], cards[-1]]
    top = cards[-1]
    assert scene.piece_at(top.pos()) is top
    assert all(c.pos() == top.pos() for c in cards[PILE_DEPTH:])  # truly under the top
    # The top card is dragged by a real mouse (here it snaps back: nothing takes it).
    home = top.pos()
    drag(qtbot, view, home, QtCore.QPointF(700, 400), release=False)
    assert top.lifted and top.isVisible()
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton)
    settle(qtbot, scene)
    assert top.zone is deck and top.pos() == home and top.isVisible()
    # Taking it uncovers the next one at once.
    deck.remove(top)
    top.setPos(700, 400)
    assert cards[-2].isVisible() and scene.piece_at(cards[-2].pos()) is cards[-2]
    assert not cards[-3].isVisible()
    # A card slid onto the pile stays in sight until it lands; a buried card sent
    # elsewhere shows at once, even when its slide under the pile is cut short.
    deck.add(top)
    assert top.isVisible() and not cards[-2].isVisible()
    settle(qtbot, scene)
    assert top.isVisible() and not cards[-2].isVisible()
    row = add_zone(scene, "row", (600, 100), "row", 3)
    deck.add(cards[-3], 0)  # under the pile: buried after its slide
    row.add(cards[-3])  # ...which a new move ends before it is over
    assert cards[-3].isVisible()
    settle(qtbot, scene)
    assert cards[-3].isVisible() and cards[-3].zone is row


def test_unknown_layout_is_refused():
    with pytest.raises(ValueError):
        ZoneItem("z", "", "grid")


def test_add_remove_and_move_between_zones(qtbot, view, scene):
    a = ZoneItem("a", "A", "row", 3)
    b = ZoneItem("b", "B", "slots", 3)
    b.setPos(0, 300)
    scene.addItem(a)
    scene.addItem(b)
    c1, c2, c3 = (make_card(scene, k) for k in ("c1", "c2", "c3"))
    a.add(c1, animated=False)
    a.add(c2, animated=False)
    a.add(c3, 0, animated=False)
    assert a.items() == [c3, c1, c2]
    assert [c.pos() for c in a.items()] == a.positions(3)
    assert c3.zValue() < c1.zValue() < c2.zValue()
    b.add(c1, 2)
    settle(qtbot, scene)
    assert a.items() == [c3, c2]
    assert [c.pos() for c in a.items()] == a.positions(2)  # closed the gap
    assert b.slot_of(c1) == 2 and c1.zone is b
    assert c1.pos() == b.mapToScene(b.slot_rect(2).center())
    b.add(c2)  # -1: first empty slot
    assert b.slot_of(c2) == 0
    b.remove(c2)
    assert c2.zone is None and b.items() == [c1]


def test_slot_at_and_drop_index():
    slots = ZoneItem("m", "Market", "slots", 3)
    slots.setPos(100, 100)
    for i in range(3):
        centre = slots.mapToScene(slots.slot_rect(i).center())
        assert slots.slot_at(centre) == i
        assert slots.drop_index(centre) == i
    assert slots.slot_at(QtCore.QPointF(0, 0)) is None
    assert slots.drop_index(QtCore.QPointF(5000, 200)) == 2  # nearest slot
    row = ZoneItem("r", "", "row", 4)
    assert row.slot_at(row.positions(1)[0]) is None
    assert row.drop_index(row.positions(1)[0]) == 0


def test_drop_index_inserts_between_pieces(scene):
    row = ZoneItem("r", "", "row", 4)
    scene.addItem(row)
    cards = [make_card(scene, f"c{i}") for i in range(3)]
    for c in cards:
        row.add(c, animated=False)
    between = (cards[0].pos() + cards[1].pos()) / 2
    assert row.drop_index(between) == 1
    assert row.drop_index(cards[2].pos() + QtCore.QPointF(100, 0)) == 3
    assert ZoneItem("s", "", "stack").drop_index(QtCore.QPointF()) == -1


def test_highlight_fades_in_and_out(qtbot, view, scene):
    zone = ZoneItem("z", "Z", "row", 2)
    scene.addItem(zone)
    zone.set_highlight("legal")
    assert zone.highlight == "legal"
    assert zone.glow < 1.0  # fading, not switched
    qtbot.waitUntil(lambda: zone.glow == 1.0, timeout=HIGHLIGHT_MS * 10)
    zone.set_highlight("illegal")
    zone.set_highlight("none")
    settle(qtbot, scene)
    assert zone.glow == 0.0
    with pytest.raises(ValueError):
        zone.set_highlight("purple")


def test_a_row_lays_a_wide_piece_by_its_own_width(qtbot, view, scene):
    # A.D.A.P.T.'s dice row: the percentile pair is two dice wide; laid out as one die
    # wide it lay over the die before it ("2" under "00"), in a row that has room.
    from petridish.table.die import DieItem, PercentileDice

    row = ZoneItem("dice", "Dice", "row", 6, (320.0, 60.0), piece_size=QtCore.QSizeF(34, 34))
    row.by_width = True
    scene.addItem(row)
    row.setPos(QtCore.QPointF(20, 20))
    dice = [DieItem(6, f"d{i}", size=34) for i in range(5)]
    pair = PercentileDice("pct", size=34)
    for piece in (*dice, pair):
        scene.addItem(piece)
        row.add(piece, animated=False)
    bodies = [p.scene_body_rect() for p in (*dice, pair)]
    for a, b in itertools.pairwise(bodies):
        assert a.right() <= b.left() + 0.01, (a, b)
    assert row.scene_rect().contains(bodies[-1])


def test_a_crowded_row_of_wide_pieces_overlaps_evenly_and_keeps_inside(qtbot, view, scene):
    from petridish.table.die import DieItem, PercentileDice

    row = ZoneItem("dice", "Dice", "row", 6, (240.0, 60.0), piece_size=QtCore.QSizeF(34, 34))
    row.by_width = True
    scene.addItem(row)
    row.setPos(QtCore.QPointF(20, 20))
    pieces = [*(DieItem(6, f"d{i}", size=34) for i in range(6)), PercentileDice("pct", size=34)]
    for piece in pieces:
        scene.addItem(piece)
        row.add(piece, animated=False)
    bodies = [p.scene_body_rect() for p in pieces]
    overlaps = [a.right() - b.left() for a, b in itertools.pairwise(bodies)]
    assert max(overlaps) - min(overlaps) < 0.01  # the squeeze shared alike
    content = row.mapRectToScene(row.content_rect())
    assert (
        content.left() - 0.01 <= bodies[0].left() and bodies[-1].right() <= content.right() + 0.01
    )
