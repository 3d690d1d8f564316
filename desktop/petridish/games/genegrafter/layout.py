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

A wide window (the side panel put away) gets the arrangement ``WIDE``, which is wider
and not as tall, so the table grows with the window (the presenter takes whichever
shows the table larger): two or three players' mats side by side with the battle laid
out across under them, four players' two by two with the middle right of them.
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


WIDE = "wide"  # the arrangement for a wide window (the side panel put away)
SHAPES = ("", WIDE)


def mat_origins(
    seats: Sequence[str], shape: str = ""
) -> tuple[dict[str, tuple[float, float]], float]:
    """Each mat's top-left corner, and where the middle of the table begins (x).

    Wide: two or three players' mats side by side, four players' two by two, with the
    middle of the table right of them all."""
    n = len(seats)
    step = MAT_H + MAT_GAP
    across = MAT_W + MAT_GAP
    if shape == WIDE:
        if n <= 3:
            return {seat: (i * across, 0.0) for i, seat in enumerate(seats)}, 0.0
        corners = [(0.0, 0.0), (across, 0.0), (across, step), (0.0, step)]
        return {seat: corners[i] for i, seat in enumerate(seats)}, 2 * across
    if n == 2:
        return {seats[0]: (0.0, 0.0), seats[1]: (0.0, step)}, across
    middle = across
    right = middle + MIDDLE_W + MAT_GAP
    corners = [(0.0, 0.0), (right, 0.0), (0.0, step), (right, step)]
    # Clockwise from the top left: the first player, the one opposite, and so on.
    order = [0, 1, 3, 2][:n]
    return {seat: corners[order[i]] for i, seat in enumerate(seats)}, middle


def _middle(seats: Sequence[str], shape: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where the piles' row begins, and where the battle does: its sides face each other
    over the dice tray, top to bottom in a column; wide with two or three players, side
    by side under the mats (the attacker's side over the red dice, left of the
    defender's over the blue)."""
    middle = mat_origins(seats, shape)[1]
    if shape == WIDE and len(seats) <= 3:
        below = MAT_H + MAT_GAP
        if len(seats) == 2:  # the piles right of the battle
            return (2 * (MIDDLE_W + MAT_GAP), below), (0.0, below)
        return (0.0, below + LAID_H + GAP + TRAY_H + GAP), (0.0, below)
    return (middle, 0.0), (middle, PILE_H + GAP)


def places(seats: Sequence[str], shape: str = "") -> dict[str, tuple[float, float]]:
    """Every zone's top-left corner in arrangement ``shape``."""
    out: dict[str, tuple[float, float]] = {}
    for seat, (x, y) in mat_origins(seats, shape)[0].items():
        out[board_zone(seat)] = (x, y)
        top = y + BOARD_H + GAP
        for i in range(COLUMNS):
            out[column_zone(seat, i)] = (x + i * (COLUMN_W + COLUMN_GAP), top)
        low = top + COLUMN_H + GAP
        out[f"{seat}.hand"] = (x, low)
        out[f"{seat}.pool"] = (x + HAND_W + GAP, low)
    (px, py), (bx, by) = _middle(seats, shape)
    for i, pile in enumerate(("deck", "discard", "events.played", "strands")):
        out[pile] = (px + i * (PILE_W + GAP), py)
    out[ATTACK_SIDE] = (bx, by)
    out[RED_DICE] = (bx, by + LAID_H + GAP)
    if shape == WIDE and len(seats) <= 3:
        out[DEFENSE_SIDE] = (bx + MIDDLE_W + MAT_GAP, by)
        out[BLUE_DICE] = (bx + MIDDLE_W + MAT_GAP, by + LAID_H + GAP)
    else:
        out[BLUE_DICE] = (bx, by + LAID_H + GAP + TRAY_H + GAP)
        out[DEFENSE_SIDE] = (bx, by + LAID_H + GAP + 2 * (TRAY_H + GAP))
    return out


def _zones(
    seats: Sequence[str], names: Mapping[str, str]
) -> list[tuple[str, str, str, int, tuple[float, float], QtCore.QSizeF]]:
    """Every zone: its name, label, layout, capacity, size and its pieces' size."""
    out = []
    for seat in seats:
        out.append((board_zone(seat), names[seat], "row", 8, (MAT_W, BOARD_H), DIE_SIZE))
        for i in range(COLUMNS):
            label = "In play" if i == 0 else " "  # every column keeps the label band
            out.append((column_zone(seat, i), label, "column", TUCKED, (COLUMN_W, COLUMN_H), CARD))
        out.append((f"{seat}.hand", "Hand", "fan", 8, (HAND_W, HAND_H), HAND_CARD))
        out.append((f"{seat}.pool", "Gene Pool", "row", 4, (POOL_W, HAND_H), CARD))
    for pile, label in (("deck", "Deck"), ("discard", "Discard"), ("events.played", "Events")):
        out.append((pile, label, "stack", 1, (PILE_W, PILE_H), PILE))
    out.append(("strands", "DNA Strands", "row", 3, (MIDDLE_W - 3 * (PILE_W + GAP), PILE_H), CARD))
    out.append((ATTACK_SIDE, "Attacker", "row", 6, (MIDDLE_W, LAID_H), CARD))
    out.append((RED_DICE, "Attack dice", "row", 8, (MIDDLE_W, TRAY_H), DIE_SIZE))
    out.append((BLUE_DICE, "Defense dice", "row", 8, (MIDDLE_W, TRAY_H), DIE_SIZE))
    out.append((DEFENSE_SIDE, "Defender", "row", 6, (MIDDLE_W, LAID_H), CARD))
    return out


def build(
    scene: TableScene, seats: Sequence[str], names: Mapping[str, str], shape: str = ""
) -> dict[str, ZoneItem]:
    """Create every zone: the mats, then the middle of the table."""
    zones: dict[str, ZoneItem] = {}
    at = places(seats, shape)
    for name, label, layout, capacity, size, piece in _zones(seats, names):
        zone = ZoneItem(name, label, layout, capacity, size, piece_size=piece)
        zone.setPos(*at[name])
        scene.addItem(zone)
        zones[name] = zone
    return zones


def arrange(zones: Mapping[str, ZoneItem], seats: Sequence[str], shape: str) -> None:
    """Move every zone to its place in arrangement ``shape``."""
    for name, (x, y) in places(seats, shape).items():
        zones[name].setPos(x, y)


def extent(seats: Sequence[str], shape: str = "") -> tuple[float, float]:
    """The width and height of the table in arrangement ``shape``."""
    at = places(seats, shape)
    x, y, width, room = panel_box(seats, shape)
    right, bottom = x + width, y + room
    for name, _, _, _, (w, h), _ in _zones(seats, dict.fromkeys(seats, "")):
        right = max(right, at[name][0] + w)
        bottom = max(bottom, at[name][1] + h)
    return right, bottom


def panel_box(seats: Sequence[str], shape: str = "") -> tuple[float, float, float, float]:
    """The battle's reckoning: its top-left corner, its width and the height kept for
    it. Two players' table has room to spare beside the battle; three players leave the
    fourth mat's place free; four players' table reaches below the mats for it. Wide:
    two players' beside the mats, three players' beside the battle under them, four
    players' beside the battle right of them."""
    middle = mat_origins(seats, shape)[1]
    bottom = 2 * MAT_H + MAT_GAP
    battle_y = PILE_H + GAP
    if shape == WIDE:
        if len(seats) == 2:
            return 2 * (MAT_W + MAT_GAP), 0.0, MIDDLE_W, MAT_H
        if len(seats) == 3:
            x = 2 * (MIDDLE_W + MAT_GAP)
            return (
                x,
                MAT_H + MAT_GAP,
                3 * MAT_W + 2 * MAT_GAP - x,
                PILE_H + LAID_H + TRAY_H + 2 * GAP,
            )
        return middle + MIDDLE_W + MAT_GAP, battle_y, SIDE_PANEL_W, bottom - battle_y
    if len(seats) == 2:
        return middle + MIDDLE_W + MAT_GAP, battle_y, SIDE_PANEL_W, bottom - battle_y
    if len(seats) == 3:  # the fourth mat's place, bottom left, is free
        return 0.0, MAT_H + MAT_GAP, MAT_W, MAT_H
    y = battle_y + LAID_H + GAP + 2 * (TRAY_H + GAP) + LAID_H + GAP
    return middle, y, MIDDLE_W, bottom + BELOW_MATS - y
