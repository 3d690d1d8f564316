"""Where things lie on the Genegrafter table: a mat per player, and the middle of the
table with the deck, the DNA Strands and the battle between the mats.

A mat, top to bottom: its board (the player's name, the Health die, the Attack and
Defense tokens and the Infinity Die), the Characters in play, each in a column of its
own with its Gear and grafts tucked under it so that their names show above it, then
the hand and the Gene Pool side by side.

The middle, top to bottom: the deck, the discard pile, the Events drawn and the DNA
Strands; the attacker's Ability Cards, the red dice, the blue dice and the defender's
Ability Cards, so that the two sides face each other over the dice tray; and the
battle's reckoning (``reckoning.py``) under them.

Two players' mats lie one above the other, left of the middle; three or four players'
on both sides of it. Sized so that four mats fit a laptop's window (1366 x 768, the
log beside the table): the cards are small, and show their faces on hover.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from petridish.qt import QtCore
from petridish.table.constants import CARD_H, CARD_W, ZONE_LABEL_H, ZONE_PAD
from petridish.table.scene import TableScene
from petridish.table.zone import CASCADE_STEP, ZoneItem

SCALE = 0.46  # every card on the table, but a hand's and the piles in the middle
HAND_SCALE = 0.55  # a hand is read most: its cards are larger
PILE_SCALE = 0.5  # the deck and the discard pile
DIE = 38.0  # a board's dice and tokens, and the dice tray's (large enough to click)
COLUMNS = 6  # places for Characters on a mat (a seventh shares the last column)
TUCKED = 4  # a column is sized for a Character and three cards tucked under it
GAP = 6.0  # between neighbouring places
COLUMN_GAP = 0.0  # a column's own padding parts it from the next

CARD = QtCore.QSizeF(CARD_W * SCALE, CARD_H * SCALE)
PILE = QtCore.QSizeF(CARD_W * PILE_SCALE, CARD_H * PILE_SCALE)
DIE_SIZE = QtCore.QSizeF(DIE, DIE)

# A column is as wide as a damaged Character turned sideways (a card's height), so that
# it lies inside its column, clear of the next one's.
COLUMN_W = max(CARD.width() + 2 * ZONE_PAD, CARD.height() + 4.0)
COLUMN_H = CARD.height() * (1 + (TUCKED - 1) * CASCADE_STEP) + ZONE_LABEL_H + ZONE_PAD
MAT_W = COLUMNS * COLUMN_W + (COLUMNS - 1) * COLUMN_GAP
BOARD_H = DIE + ZONE_LABEL_H + ZONE_PAD
HAND_CARD = QtCore.QSizeF(CARD_W * HAND_SCALE, CARD_H * HAND_SCALE)
HAND_W = HAND_CARD.width() * (1 + 7 * 0.5) + 2 * ZONE_PAD  # a fan of eight shows half of each
HAND_H = HAND_CARD.height() + ZONE_LABEL_H + ZONE_PAD + 10
POOL_W = MAT_W - HAND_W - GAP
MAT_H = BOARD_H + GAP + COLUMN_H + GAP + HAND_H
MAT_GAP = 14.0

MIDDLE_W = 420.0
PILE_W = PILE.width() + 2 * ZONE_PAD
PILE_H = PILE.height() + ZONE_LABEL_H + ZONE_PAD + 8
LAID_H = CARD.height() + ZONE_LABEL_H + ZONE_PAD
TRAY_H = DIE + ZONE_LABEL_H + ZONE_PAD
PANEL_SCALE = 0.85  # the reckoning's text, a little smaller than a panel's usual
SIDE_PANEL_W = 300.0  # two players: the reckoning beside the battle
# Four players: the reckoning under the battle, the middle of the table reaching this
# far below the mats. A four-player table is taller than a laptop's window in
# proportion, so every unit here makes the whole table smaller: as little as the
# reckoning needs (all but its longest lines, 1 in 100, fit: test_genegrafter_table).
BELOW_MATS = 100.0

# Table zones that are not the rules' own: a column of a play area, a board, the
# battle's two sides and the dice tray.
ATTACK_SIDE, DEFENSE_SIDE = "battle.attack", "battle.defense"
RED_DICE, BLUE_DICE = "tray.attack", "tray.defense"


def column_zone(seat: str, index: int) -> str:
    """The table's place for the ``index``-th Character of ``seat``'s play area."""
    return f"{seat}.play.{index}"


def board_zone(seat: str) -> str:
    return f"{seat}.board"


def mat_origins(seats: Sequence[str]) -> tuple[dict[str, tuple[float, float]], float]:
    """Each mat's top-left corner, and where the middle of the table begins (x)."""
    n = len(seats)
    step = MAT_H + MAT_GAP
    if n == 2:
        return {seats[0]: (0.0, 0.0), seats[1]: (0.0, step)}, MAT_W + MAT_GAP
    middle = MAT_W + MAT_GAP
    right = middle + MIDDLE_W + MAT_GAP
    corners = [(0.0, 0.0), (right, 0.0), (0.0, step), (right, step)]
    # Clockwise from the top left: the first player, the one opposite, and so on.
    order = [0, 1, 3, 2][:n]
    return {seat: corners[order[i]] for i, seat in enumerate(seats)}, middle


def _zone(
    scene: TableScene,
    zones: dict[str, ZoneItem],
    name: str,
    label: str,
    layout: str,
    capacity: int,
    pos: tuple[float, float],
    size: tuple[float, float] | None = None,
    piece: QtCore.QSizeF = CARD,
) -> ZoneItem:
    zone = ZoneItem(name, label, layout, capacity, size, piece_size=piece)
    zone.setPos(*pos)
    scene.addItem(zone)
    zones[name] = zone
    return zone


def build(scene: TableScene, seats: Sequence[str], names: Mapping[str, str]) -> dict[str, ZoneItem]:
    """Create every zone: the mats, then the middle of the table."""
    zones: dict[str, ZoneItem] = {}
    origins, middle = mat_origins(seats)
    for seat, (x, y) in origins.items():
        _zone(
            scene,
            zones,
            board_zone(seat),
            names[seat],
            "row",
            8,
            (x, y),
            (MAT_W, BOARD_H),
            DIE_SIZE,
        )
        top = y + BOARD_H + GAP
        for i in range(COLUMNS):
            label = "In play" if i == 0 else " "  # every column keeps the label band
            left = x + i * (COLUMN_W + COLUMN_GAP)
            _zone(
                scene,
                zones,
                column_zone(seat, i),
                label,
                "column",
                TUCKED,
                (left, top),
                (COLUMN_W, COLUMN_H),
            )
        low = top + COLUMN_H + GAP
        _zone(scene, zones, f"{seat}.hand", "Hand", "fan", 8, (x, low), (HAND_W, HAND_H), HAND_CARD)
        _zone(
            scene,
            zones,
            f"{seat}.pool",
            "Gene Pool",
            "row",
            4,
            (x + HAND_W + GAP, low),
            (POOL_W, HAND_H),
        )
    pile_y = 0.0
    _zone(scene, zones, "deck", "Deck", "stack", 1, (middle, pile_y), (PILE_W, PILE_H), PILE)
    _zone(
        scene,
        zones,
        "discard",
        "Discard",
        "stack",
        1,
        (middle + PILE_W + GAP, pile_y),
        (PILE_W, PILE_H),
        PILE,
    )
    events_x = middle + 2 * (PILE_W + GAP)
    _zone(
        scene,
        zones,
        "events.played",
        "Events",
        "stack",
        1,
        (events_x, pile_y),
        (PILE_W, PILE_H),
        PILE,
    )
    strands_x = events_x + PILE_W + GAP
    _zone(
        scene,
        zones,
        "strands",
        "DNA Strands",
        "row",
        3,
        (strands_x, pile_y),
        (middle + MIDDLE_W - strands_x, PILE_H),
    )
    y = pile_y + PILE_H + GAP
    _zone(scene, zones, ATTACK_SIDE, "Attacker", "row", 6, (middle, y), (MIDDLE_W, LAID_H))
    y += LAID_H + GAP
    _zone(
        scene, zones, RED_DICE, "Attack dice", "row", 8, (middle, y), (MIDDLE_W, TRAY_H), DIE_SIZE
    )
    y += TRAY_H + GAP
    _zone(
        scene, zones, BLUE_DICE, "Defense dice", "row", 8, (middle, y), (MIDDLE_W, TRAY_H), DIE_SIZE
    )
    y += TRAY_H + GAP
    _zone(scene, zones, DEFENSE_SIDE, "Defender", "row", 6, (middle, y), (MIDDLE_W, LAID_H))
    return zones


def panel_box(seats: Sequence[str]) -> tuple[float, float, float, float]:
    """The battle's reckoning: its top-left corner, its width and the height kept for
    it. Two players' table has room to spare beside the battle; three players leave the
    fourth mat's place free; four players' table reaches below the mats for it."""
    middle = mat_origins(seats)[1]
    bottom = 2 * MAT_H + MAT_GAP
    battle_y = PILE_H + GAP
    if len(seats) == 2:
        return middle + MIDDLE_W + MAT_GAP, battle_y, SIDE_PANEL_W, bottom - battle_y
    if len(seats) == 3:  # the fourth mat's place, bottom left, is free
        return 0.0, MAT_H + MAT_GAP, MAT_W, MAT_H
    y = battle_y + LAID_H + GAP + 2 * (TRAY_H + GAP) + LAID_H + GAP
    return middle, y, MIDDLE_W, bottom + BELOW_MATS - y
