"""The Board: one layout of specs in, the table's items kept, moved, rolled and retired."""

from __future__ import annotations

import pytest

from petridish.qt import QtCore
from petridish.table import CardItem, DieItem, PercentileDice, TokenItem, TrackItem, ZoneItem, demo
from petridish.table.board import Board
from petridish.table.board import CardSpec as BoardCardSpec
from petridish.table.constants import DIE_SIZE
from petridish.table.counter import CounterItem
from petridish.table.placeholder import placeholder_back
from petridish.table.specs import (
    ON_TABLE,
    CardSpec,
    CounterSpec,
    DieSpec,
    PercentileSpec,
    TokenSpec,
    TrackSpec,
)

from .helpers import drag, settle

DIE = QtCore.QSizeF(DIE_SIZE, DIE_SIZE)


def make_board(scene) -> Board:
    """A table with a dice tray, a cup, a hand and a deck, each a zone."""
    zones = {
        "tray": ZoneItem("tray", "Tray", "row", 4, piece_size=DIE),
        "cup": ZoneItem("cup", "Cup", "row", 4, piece_size=DIE),
        "hand": ZoneItem("hand", "Hand", "row", 4),
        "deck": ZoneItem("deck", "Deck", "stack"),
    }
    for zone, pos in zip(zones.values(), ((40, 40), (40, 200), (420, 40), (420, 300)), strict=True):
        scene.addItem(zone)
        zone.setPos(*pos)
    back = placeholder_back()
    return Board(scene, zones, lambda _key: back)


def die(value: int, *, rolled: bool = False, key: str = "d6", **more) -> DieSpec:
    return DieSpec(key, 6, value, rolled=rolled, **more)


def card(key: str | None, up: bool = True) -> CardSpec:
    return CardSpec(key, "front", "back", face_up=up, draggable=True)


# -- dice ---------------------------------------------------------------------------------
def test_a_die_just_rolled_tumbles_then_settles_on_the_models_value(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [die(2)]}, animated=False)
    item = board.item("d6")
    assert isinstance(item, DieItem) and item.value == "3"
    rolled = []
    item.rolled.connect(rolled.append)

    board.show({"tray": [die(4, rolled=True)]})
    assert board.item("d6") is item
    assert item.busy() and item.rolling
    qtbot.waitUntil(lambda: item.rotation() != 0.0, timeout=1000)  # it does tumble
    settle(qtbot, scene)
    assert item.value == "5" and item._shown == 4
    assert rolled == [4]
    assert (item.rotation(), item.scale()) == (0.0, 1.0)
    assert item.pos() == scene_place(board, "tray", 0)


def test_a_die_not_rolled_shows_its_value_at_once(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [die(2)]}, animated=False)
    item = board.item("d6")
    board.show({"tray": [die(4)]})
    assert item.value == "5" and item._shown == 4  # drawn at once, no tumble
    assert not item.busy() and not item.rolling
    assert item.rotation() == 0.0


def test_loading_a_position_never_tumbles_a_die(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [die(5), DieSpec("d20", 20, 17)]})  # a fresh board: a load
    for key, label in (("d6", "6"), ("d20", "18")):
        item = board.item(key)
        assert not item.rolling and item._shown == item.value_index
        assert item.value == label


def test_a_refresh_during_a_tumble_lets_it_play_on(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [die(0)]}, animated=False)
    item = board.item("d6")
    board.show({"tray": [die(3, rolled=True)]})
    qtbot.waitUntil(lambda: item.rotation() != 0.0, timeout=1000)
    board.show({"tray": [die(3, rolled=True)]})  # the same events shown again
    board.show({"tray": [die(3)]})
    assert item.rolling  # neither restarted nor cut short
    settle(qtbot, scene)
    assert item.value == "4"
    board.show({"tray": [die(3, rolled=True)]})  # a new roll that came up the same
    assert item.rolling
    settle(qtbot, scene)


def test_a_show_that_is_not_animated_ends_a_tumble_at_once(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [die(0)]}, animated=False)
    item = board.item("d6")
    board.show({"tray": [die(3, rolled=True)]})
    assert item.rolling
    board.show({"tray": [die(3)]}, animated=False)  # a position loaded meanwhile
    assert not item.rolling and item._shown == 3 and item.rotation() == 0.0


def test_a_die_rolled_into_another_zone_lands_in_it(qtbot, view, scene):
    board = make_board(scene)
    board.show({"cup": [die(0)], "tray": []}, animated=False)
    item = board.item("d6")
    board.show({"cup": [], "tray": [die(5, rolled=True)]})
    assert item.rolling
    settle(qtbot, scene)
    assert item.zone is board.zones["tray"] and board.zone_of[item] == "tray"
    assert item.pos() == scene_place(board, "tray", 0)  # the tumble never held it back
    assert item.value == "6"


def test_a_percentile_pair_rolls_as_one(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [PercentileSpec("d100", 100, draggable=True)]}, animated=False)
    pair = board.item("d100")
    assert isinstance(pair, PercentileDice) and pair.draggable
    board.show({"tray": [PercentileSpec("d100", 47, rolled=True, draggable=True)]})
    assert pair.rolling
    settle(qtbot, scene)
    assert (pair.value, pair.tens.value, pair.units.value) == (47, "40", "7")
    board.show({"tray": [PercentileSpec("d100", 3)]})
    assert pair.value == 3 and not pair.rolling and not pair.draggable


def test_a_die_with_other_faces_is_a_new_die_in_the_old_place(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [die(1)]}, animated=False)
    old = board.item("d6")
    board.show({"tray": [DieSpec("d6", ("∞", "1", "★"), 2, colour="#2B2F3A")]})
    new = board.item("d6")
    assert new is not old and old.scene() is None
    assert new.value == "★" and new.faces == ["∞", "1", "★"]
    assert new.pos() == old.pos()  # no flight from the middle of the zone
    assert board.items() == [new]


# -- tokens, counters, tracks -------------------------------------------------------------
def test_tokens_and_counters_are_kept_by_key_and_changed_in_place(qtbot, view, scene):
    board = make_board(scene)
    layout = {
        "tray": [TokenSpec("ana", "A", "#E69F00", "circle", draggable=True)],
        "cup": [CounterSpec("xp", "Experience", 7)],
    }
    board.show(layout, animated=False)
    token, counter = board.item("ana"), board.item("xp")
    assert isinstance(token, TokenItem) and token.draggable and token.label == "A"
    assert isinstance(counter, CounterItem) and (counter.label, counter.value) == (
        "Experience",
        "7",
    )
    assert not counter.draggable

    board.show(
        {
            "tray": [TokenSpec("ana", "A2", "#E69F00", "circle")],
            "cup": [CounterSpec("xp", "Experience", 8, tip="Ana's")],
        }
    )
    assert board.item("ana") is token and token.label == "A2" and not token.draggable
    assert board.item("xp") is counter and counter.value == "8"
    assert counter.toolTip() == "Ana's"
    assert board.spec(counter) == CounterSpec("xp", "Experience", 8, tip="Ana's")

    board.show({"tray": [TokenSpec("ana", "A2", "#56B4E9", "square")], "cup": []})
    recoloured = board.item("ana")
    assert recoloured is not token and recoloured.shape_name == "square"
    assert board.item("xp") is None and counter.scene() is None


def test_a_counter_cannot_be_carried(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [CounterSpec("dmg", "Damage", 3)]}, animated=False)
    counter = board.item("dmg")
    counter.draggable = True  # told to: it still stays put
    asked = []
    scene.drag.why_fixed = lambda piece: asked.append(board.spec(piece).key) or "set by the rules"
    home = QtCore.QPointF(counter.pos())
    drag(qtbot, view, home, home + QtCore.QPointF(0, 160))
    settle(qtbot, scene)
    assert counter.pos() == home and asked == ["dmg"]


def test_tracks_lie_at_their_place_and_slide_their_marker(qtbot, view, scene):
    board = make_board(scene)
    spec = TrackSpec("turn", "Turn", 6, 1, start=1, pos=(600.0, 500.0))
    board.show({ON_TABLE: [spec]}, animated=False)
    track = board.item("turn")
    assert isinstance(track, TrackItem) and track.pos() == QtCore.QPointF(600, 500)
    assert board.zone_of[track] == ON_TABLE and track.value == 1

    board.show({ON_TABLE: [TrackSpec("turn", "Turn", 6, 4, start=1, pos=(600.0, 500.0))]})
    assert board.item("turn") is track and track.value == 4
    assert track.busy()  # the marker slides
    settle(qtbot, scene)
    assert track.marker_pos() == track.box_centre(4)

    board.show({ON_TABLE: [TrackSpec("turn", "Turn", 8, 4, start=1, pos=(600.0, 500.0))]})
    longer = board.item("turn")
    assert longer is not track and longer.length == 8 and track.scene() is None
    board.show({})
    assert longer.scene() is None and board.items() == []


# -- everything together --------------------------------------------------------------------
def test_a_zone_holds_cards_and_dice_in_the_order_given(qtbot, view, scene):
    board = make_board(scene)
    board.show({"hand": [card("a"), die(0), card(None, up=False), TokenSpec("t", "1")]})
    hand = board.zones["hand"]
    a, d, hidden, t = hand.items()
    assert isinstance(a, CardItem) and board.spec(a).key == "a"
    assert d is board.item("d6") and t is board.item("t")
    assert isinstance(hidden, CardItem) and not hidden.face_up
    assert board.item("a") is a and board.zone_of[d] == "hand"
    assert set(board.items()) == {a, d, hidden, t}
    board.clear()
    assert scene.pieces() == []


def test_dragging_a_die_to_another_zone_goes_through_the_model(qtbot, view, scene):
    board = make_board(scene)
    model = {"tray": ["d6"], "cup": []}

    def layout():
        return {z: [die(2, key=k, draggable=True) for k in keys] for z, keys in model.items()}

    def on_drop(piece, zone, slot):
        key = board.spec(piece).key
        source = board.zone_of[piece]
        model[source].remove(key)
        model[zone.name].append(key)
        board.show(layout())
        return True

    scene.drag.judge = lambda piece, zone, slot: None if zone.name in model else "no"
    scene.drag.on_drop = on_drop
    board.show(layout(), animated=False)
    item = board.item("d6")
    drag(qtbot, view, item.pos(), scene_place(board, "cup", 0))
    settle(qtbot, scene)
    assert model == {"tray": [], "cup": ["d6"]}
    assert board.item("d6") is item and item.zone is board.zones["cup"]
    assert item.pos() == scene_place(board, "cup", 0)


def test_layouts_it_could_only_half_show_are_refused_untouched(qtbot, view, scene):
    board = make_board(scene)
    board.show({"tray": [die(1)], "hand": [card("a")]}, animated=False)
    before = board.items()
    track = TrackSpec("turn", "Turn", 6, 1)
    for bad in (
        {"tray": [track]},
        {ON_TABLE: [die(1)]},
        {ON_TABLE: [card("a")]},
        {"tray": [die(1)], "cup": [die(2)]},
        {"tray": [die(1, key="a")], "hand": [card("a")]},
    ):
        with pytest.raises(ValueError):
            board.show(bad)
    with pytest.raises(KeyError):
        board.show({"nowhere": [die(1)]})
    assert board.items() == before


def test_the_demo_puts_its_dice_tokens_counters_and_track_on_the_board(qtbot, view, scene):
    table = demo.build(scene)
    demo.wire(scene, table)
    board = table.board
    d12, d20, xp = board.item("d12"), board.item("d20"), board.item("xp")
    assert isinstance(d12, DieItem) and board.zone_of[d20] == "tray"
    assert isinstance(board.item("water"), TrackItem) and isinstance(xp, CounterItem)
    assert isinstance(board.item("token.5"), TokenItem) and not d12.rolling  # built, not rolled
    scene.drag.on_activate(d12)  # a double-click: the model rolls, the die shows it
    assert d12.rolling
    settle(qtbot, scene)
    assert d12.value_index == table.model.faces["d12"]
    scene.drag.on_activate(xp)
    assert xp.value == "8"


# -- the card path, as it was ---------------------------------------------------------------
def test_card_spec_still_comes_from_the_board():
    assert BoardCardSpec is CardSpec


def test_hidden_cards_are_matched_by_position_and_revealed_in_place(qtbot, view, scene):
    board = make_board(scene)
    deck = [card(None, up=False) for _ in range(3)]
    board.show({"deck": deck, "hand": []}, animated=False)
    items = board.zones["deck"].items()
    board.show({"deck": deck[:2], "hand": [card(None, up=False)]})  # one drawn
    drawn = board.zones["hand"].items()
    assert len(drawn) == 1 and drawn[0] in items  # the deck's own card slides over
    settle(qtbot, scene)
    board.show({"deck": deck[:2], "hand": [card("gill")]})  # and is turned over
    assert board.item("gill") is drawn[0] and drawn[0].face_up
    board.show({"deck": deck[:2], "hand": [], "tray": [card("gill")]})
    assert board.item("gill") is drawn[0] and board.zone_of[drawn[0]] == "tray"


def scene_place(board: Board, zone: str, index: int) -> QtCore.QPointF:
    """Where a zone puts its ``index``-th piece."""
    return board.zones[zone].positions(index + 1)[index]
