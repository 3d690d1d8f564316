"""Where things lie on the A.D.A.P.T. table: the common area (deck, Gene Stream slots,
discard pile, the Guppies set aside) along the top, and a mat per fish below, two or
three to a row, and the attacks since the viewer's last turn in the grid's first free
place.

A mat has the fish itself drawn across its top left, below it its dice, then the
fish's Body and its Personal Gene Pool, and its nine Part locations in a three-by-three
grid on the right. The dice: the Experience d20, the Damage d10 (with a tens die once
Damage passes 9), the attack die and the percentile dice of its last rolls, and a die
per Special Action cooling down.
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
from petridish.qt import QtCore, QtGui
from petridish.table.constants import CARD_H, CARD_W, ZONE_LABEL_H, ZONE_PAD
from petridish.table.paint import small_caps_font
from petridish.table.scene import TableScene
from petridish.table.zone import ZoneItem

# Sized so that five fish and the common area fit a laptop's window (1366 x 768, the
# log beside the table) with a Gene Stream card's name about 9 pixels tall: every mat
# is dense, with no wide empty felt. The smaller cards show their faces on hover.
BODY_SCALE = 0.45  # the Body in use, under the fish
PART_SCALE = 0.36  # Parts in their locations
# The share of a card's width its Experience cost takes at the top left of the art
# (art.faces: the bubble at COST_AT, CORNER_R across, of a 750-wide card): a small
# card's name banner starts after it, so that the cost still reads.
NAME_FROM = 0.24
# The share of a card's height the banner covers at the least: down past the art's
# title (art.faces: TITLE_BOX ends at 170 of a 1050-tall card), half of which showed
# under the banner.
NAME_DOWN = 0.165
PGP_SCALE = 0.36
GUPPY_SCALE = 0.5  # the Guppies set aside
DICE = 6  # the most dice a mat shows at once (closer together than a row's gap)
DIE = 34.0  # a mat's dice are smaller than the table's default
MAT_W, MAT_H = 496.0, 326.0  # (see attack_panel_pos)
MAT_GAP = 12.0
COMMON_H = 222.0  # the common area's height, above the mats
FISH_H = 120.0  # the fish zone's height (its picture and scores are drawn inside it)
DIE_CAPTION_H = 16.0  # under the dice: "Experience" (die_caption), read inside its place
SLOT_STEP = CARD_W + 26  # from one Gene Stream slot to the next
PART_STEP = (CARD_W * PART_SCALE + 24, CARD_H * PART_SCALE + 46)  # the Parts' grid
PANEL_W, PANEL_H = 620.0, 96.0  # the attack panel (attack_panel.py), at its shortest


def size(scale: float) -> QtCore.QSizeF:
    return QtCore.QSizeF(CARD_W * scale, CARD_H * scale)


def fish_zone(seat: str) -> str:
    """The table's place for a fish as a whole: drop a card on it to adapt, a fish on
    another to attack."""
    return seat_zone(seat, "fish")


def dice_zone(seat: str) -> str:
    return seat_zone(seat, "dice")


def columns(players: int) -> int:
    """Mats to a row: two fish side by side, more three to a row."""
    return 2 if players == 2 else 3


def mats_top(players: int) -> float:
    """Where the mats begin: under the common area (and, two fish, under the attack
    panel's place below it)."""
    return COMMON_H + (PANEL_H + 16 if players == 2 else 0)


def mat_origin(index: int, players: int) -> tuple[float, float]:
    """The top-left corner of the ``index``-th fish's mat (clockwise order)."""
    cols = columns(players)
    row, col = divmod(index, cols)
    return col * (MAT_W + MAT_GAP), mats_top(players) + row * (MAT_H + MAT_GAP)


def part_columns() -> list[float]:
    """The widths of the Parts' three columns: each as wide as its card, or as its
    locations' names when they are longer (a name cut short tells nobody where a Part
    goes)."""
    metrics = QtGui.QFontMetricsF(small_caps_font(9.5))  # the zones' label font
    widths = [CARD_W * PART_SCALE + 2 * ZONE_PAD] * 3
    for j, location in enumerate(LOCATIONS):
        need = metrics.horizontalAdvance(location.capitalize()) + 2 * ZONE_PAD + 8
        widths[j % 3] = max(widths[j % 3], need)
    return widths


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
    widths = part_columns()
    grid_w = sum(widths) + 2 * 4
    left_w = MAT_W - grid_w - 4  # the fish, its Body, Gene Pool and dice
    body_w = size(BODY_SCALE).width() + 2 * ZONE_PAD
    die = QtCore.QSizeF(DIE, DIE)
    dice_h = DIE + ZONE_LABEL_H + ZONE_PAD + DIE_CAPTION_H
    pgp = size(PGP_SCALE)
    pool_w, pool_h = left_w - body_w - 6, pgp.height() + ZONE_LABEL_H + ZONE_PAD
    for i, seat in enumerate(seats):
        mx, my = mat_origin(i, len(seats))
        # The fish across the top of the mat's left part, its dice under it, then its
        # Body and Gene Pool (cards, not dice, along the mat's edge: a die's shadow and
        # tumble reach further out than a card's).
        add(ZoneItem(fish_zone(seat), names[seat], "row", 1, (left_w, FISH_H)), mx, my)
        # Six dice keep to the row's width, closer together (DIE is chosen so that six
        # never overlap).
        dice = ZoneItem(dice_zone(seat), "Dice", "row", DICE, (left_w, dice_h), piece_size=die)
        dice.by_width = True  # the percentile pair is two dice wide
        add(dice, mx, my + FISH_H + 3)
        below = my + FISH_H + 3 + dice_h + 3
        body = ZoneItem(seat_zone(seat, BODY), "Body", "stack", piece_size=size(BODY_SCALE))
        add(body, mx, below)
        # The Gene Pool takes the rest of the row: three cards side by side, a little
        # closer than a row's gap; more lie closer still.
        pool = ZoneItem(
            seat_zone(seat, PGP), "Gene Pool", "row", 3, (pool_w, pool_h), piece_size=pgp
        )
        add(pool, mx + body_w + 6, below)
        part = size(PART_SCALE)
        grid_x = mx + left_w + 4
        for j, location in enumerate(LOCATIONS):
            row, col = divmod(j, 3)
            spot = (widths[col], PART_STEP[1] - 4)
            zone = ZoneItem(
                seat_zone(seat, location), location.capitalize(), "stack", 1, spot, piece_size=part
            )
            add(zone, grid_x + sum(widths[:col]) + 4 * col, my + row * PART_STEP[1])
    return zones


def attack_panel_pos(players: int) -> tuple[float, float]:
    """Where the attacks are spelled out, inside the table as the view fits it (the
    panel is hidden until an attack comes: outside, it would be cut off) and over no
    mat: in the place a mat would take after the last, or, two fish, under the common
    area's right end. The panel is PANEL_W wide: a mat is narrow enough that two, their
    gaps and the panel are no wider than three mats."""
    if players == 2:
        guppies = ZoneItem(GUPPIES, "", "row", 5, piece_size=size(GUPPY_SCALE)).rect()
        right = SLOT_STEP * (stream_size(players) + 2) + guppies.width()
        return right - PANEL_W, COMMON_H + 4
    return mat_origin(players, players)
