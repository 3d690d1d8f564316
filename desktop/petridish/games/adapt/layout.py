"""Where things lie on the A.D.A.P.T. table: the common area (deck, Gene Stream slots,
discard pile, the Guppies set aside) along the top, and a mat per fish below, two or
three to a row.

A mat has the fish's Body on the left, the fish itself drawn in the middle, its nine
Part locations in a three-by-three grid on the right, and below them its Personal Gene
Pool and its dice: the Experience d20, the Damage d10 (with a tens die once Damage
passes 9), the attack die and the percentile dice of its last rolls, and a die per
Special Action cooling down.
"""

from __future__ import annotations

from petridish.games.adapt.state import (
    BODY,
    DECK,
    DISCARD,
    GUPPIES,
    LOCATIONS,
    PGP,
    seat_zone,
    slot_zone,
    stream_size,
)
from petridish.qt import QtCore
from petridish.table.constants import CARD_H, CARD_W
from petridish.table.scene import TableScene
from petridish.table.zone import ZoneItem

BODY_SCALE = 0.8  # the Body in use, beside the fish
PART_SCALE = 0.45  # Parts in their locations
PGP_SCALE = 0.6
GUPPY_SCALE = 0.6  # the Guppies set aside
DICE = 6  # the most dice a mat shows at once
DIE = 52.0  # a mat's dice are a little smaller than the table's default
MAT_W, MAT_H = 860.0, 420.0
MAT_GAP = 40.0
COMMON_H = 350.0  # the common area's height, above the mats (the last attack included)
FISH_SIZE = (340.0, 250.0)  # the fish zone (its picture is drawn inside it)
SLOT_STEP = CARD_W + 34  # from one Gene Stream slot to the next


def size(scale: float) -> QtCore.QSizeF:
    return QtCore.QSizeF(CARD_W * scale, CARD_H * scale)


def fish_zone(seat: str) -> str:
    """The table's place for a fish as a whole: drop a card on it to adapt, a fish on
    another to attack."""
    return seat_zone(seat, "fish")


def dice_zone(seat: str) -> str:
    return seat_zone(seat, "dice")


def columns(players: int) -> int:
    return 2 if players in (2, 4) else 3


def mat_origin(index: int, players: int) -> tuple[float, float]:
    """The top-left corner of the ``index``-th fish's mat (clockwise order)."""
    cols = columns(players)
    row, col = divmod(index, cols)
    return col * (MAT_W + MAT_GAP), COMMON_H + row * (MAT_H + MAT_GAP)


def build(scene: TableScene, seats: tuple[str, ...], names: dict[str, str]) -> dict[str, ZoneItem]:
    """Every zone of a game of ``seats`` (labelled with the players' ``names``)."""
    zones: dict[str, ZoneItem] = {}

    def add(zone: ZoneItem, x: float, y: float) -> None:
        zone.setPos(x, y)
        scene.addItem(zone)
        zones[zone.name] = zone

    add(ZoneItem(DECK, "Deck", "stack"), 0, 0)
    slots = stream_size(len(seats))
    for n in range(1, slots + 1):
        add(ZoneItem(slot_zone(n), f"Gene Stream {n}", "stack"), SLOT_STEP * n, 0)
    add(ZoneItem(DISCARD, "Discard", "stack"), SLOT_STEP * (slots + 1), 0)
    add(
        ZoneItem(GUPPIES, "Guppies set aside", "row", 5, piece_size=size(GUPPY_SCALE)),
        SLOT_STEP * (slots + 2),
        0,
    )
    for i, seat in enumerate(seats):
        mx, my = mat_origin(i, len(seats))
        add(ZoneItem(seat_zone(seat, BODY), "Body", "stack", piece_size=size(BODY_SCALE)), mx, my)
        add(ZoneItem(fish_zone(seat), names[seat], "row", 1, FISH_SIZE), mx + 140, my)
        part = size(PART_SCALE)
        for j, location in enumerate(LOCATIONS):
            row, col = divmod(j, 3)
            zone = ZoneItem(
                seat_zone(seat, location), location.capitalize(), "stack", piece_size=part
            )
            add(zone, mx + 500 + col * 118, my + row * 124)
        below = my + FISH_SIZE[1] + 20
        add(
            ZoneItem(seat_zone(seat, PGP), "Gene Pool", "row", 3, piece_size=size(PGP_SCALE)),
            mx,
            below,
        )
        add(
            ZoneItem(
                dice_zone(seat),
                "Dice",
                "row",
                DICE,
                piece_size=QtCore.QSizeF(DIE, DIE),
            ),
            mx + 300,
            below + 80,
        )
    return zones


def attack_panel_pos(players: int) -> tuple[float, float]:
    """Where the last attack is spelled out: under the Guppies set aside, above the mats
    (inside the table, so that the view's fit shows it)."""
    return SLOT_STEP * (stream_size(players) + 2), 170.0
