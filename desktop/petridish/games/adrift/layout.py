"""Where things lie on the ADRIFT table: the boat, the sea beside it, the middle of the
table, and each castaway's screen.

The boat, seen from above with its bow at the top, holds its eight places two by two
(rulebook "To Start the Game", step 5): 1 and 2 at the bow, where the fishing is, 5 and
6 at the oars, 7 and 8 at the stern beside the two storage bins they keep. A place holds
the castaway sitting in it, their last d8 and whatever lies there (broken items, a body,
the rope binding a subdued player). The water level runs along under the hull.

The sea, under the boat, holds the castaways and items overboard; under it, those
still to board while the castaways choose their places. The middle of the
table has the day dice in their cup, the other dice rolled for everyone (the situation
die, the d8 that picks a player, a signal's dice), the boat's ration tracker and
weight, the ration cards of the viewer at the meal, the day board and, under it, the
viewer's own survival tracker. The screens, one per castaway, run down the right edge:
the items each holds, face down to everyone but their owner.

Sized for eight castaways in a laptop's window (1366 x 768, the log beside the table):
the items are small and show their faces on hover. A wide window (the side panel put
away) gets the arrangement ``WIDE``: the screens two by two, the sea and the water
level under them, so the table is wider, not as tall, and grows with the window.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from petridish.qt import QtCore
from petridish.table.constants import CARD_H, CARD_W, TRACK_BOX, ZONE_LABEL_H, ZONE_PAD
from petridish.table.counter import COUNTER_H, COUNTER_W
from petridish.table.scene import TableScene
from petridish.table.zone import ZoneItem

ITEM_SCALE = 0.4  # an item card in a place, a bin or the sea
HAND_SCALE = 0.36  # an item behind a screen (eight screens share the right edge)
TOKEN = 40.0  # a castaway's token
D8 = 30.0  # a castaway's last d8, beside their token
DIE = 44.0  # the day dice and the dice rolled for everyone
RATION = 38.0  # a ration card at the meal

ITEM = QtCore.QSizeF(CARD_W * ITEM_SCALE, CARD_H * ITEM_SCALE)
HAND_ITEM = QtCore.QSizeF(CARD_W * HAND_SCALE, CARD_H * HAND_SCALE)
DIE_SIZE = QtCore.QSizeF(DIE, DIE)
GAP = 10.0

# The boat: two columns of places, four rows, the bins at the stern.
PLACE_W, PLACE_H = 262.0, ITEM.height() + ZONE_LABEL_H + ZONE_PAD
HULL_SIDE = 24.0  # from the hull's edge to the places
BOW = 64.0  # the pointed bow above the first row
HULL_W = 2 * PLACE_W + 2 * HULL_SIDE + 18.0
ROW_STEP = PLACE_H + 8.0
BIN_Y = BOW + 4 * ROW_STEP
HULL_H = BIN_Y + PLACE_H + 30.0

# Under the hull: the sea, as wide as the boat, then the water level and, while the
# castaways choose their places, those still to board.
SEA_Y = HULL_H + 14.0
SEA_H = PLACE_H + 8.0
MIDDLE_X = HULL_W + 28.0
MIDDLE_W = 11 * (TRACK_BOX + 4) + 10.0  # as wide as the survival tracker
TRAY_H = DIE + ZONE_LABEL_H + ZONE_PAD
PANEL_Y = 3 * (TRAY_H + GAP)
PANEL_ROOM = 300.0
TRACKER_AT = (MIDDLE_X, PANEL_Y + PANEL_ROOM + 16.0)
PANEL_SCALE = 0.9  # the day board's lines 10 pixels tall at 1366 x 768, the side panel open

SCREENS_X = MIDDLE_X + MIDDLE_W + 20.0
SCREEN_W = 250.0
SCREEN_H = HAND_ITEM.height() + ZONE_LABEL_H + ZONE_PAD + 4.0
SCREEN_STEP = SCREEN_H + 6.0

# Table zones that are not the rules' own.
DAY_DICE = "cup"  # the day dice, active and locked
ROLLS = "rolls"  # the dice rolled for everyone: situation, whom, signal
BOAT = "boat"  # the ration tracker and the boat's weight, as counters
MEAL = "meal"  # the viewer's ration cards while the meal waits for them
BOARDING = "boarding"  # the castaways who have not taken a place yet (set-up step 5)


def place_zone(place: int) -> str:
    """The rules' zone of place ``place`` (the items lying there) is the table's too."""
    return f"place.{place}"


def place_pos(place: int) -> tuple[float, float]:
    """The top-left corner of ``place``: odd places on the port side, even on starboard."""
    row, column = (place - 1) // 2, (place - 1) % 2
    return HULL_SIDE + column * (PLACE_W + 18.0), BOW + row * ROW_STEP


def bin_pos(index: int) -> tuple[float, float]:
    """``bin.1`` lies under place 7 (its keeper's), ``bin.2`` under place 8."""
    return HULL_SIDE + (index - 1) * (PLACE_W + 18.0), BIN_Y


def hull_rect() -> QtCore.QRectF:
    return QtCore.QRectF(0.0, 0.0, HULL_W, HULL_H)


PLACE_DUTY = {1: "fish", 2: "fish", 5: "row", 6: "row", 7: "keeper", 8: "keeper"}


def place_label(place: int) -> str:
    duty = PLACE_DUTY.get(place)
    return f"Place {place} · {duty}" if duty else f"Place {place}"


WIDE = "wide"  # the arrangement for a wide window (the side panel put away)
SHAPES = ("", WIDE)
# Wide: the screens two by two, and the sea, the water level and those still to board
# under them, not under the boat: the table is wider and not as tall.
WIDE_SCREENS_W = 2 * SCREEN_W + GAP
TRACK_ROOM = TRACK_BOX + 30.0  # the water level's boxes and its label above them
TOKENS_H = TOKEN + ZONE_LABEL_H + ZONE_PAD


def screen_pos(index: int, shape: str = "") -> tuple[float, float]:
    """The top-left corner of the ``index``-th castaway's screen."""
    if shape == WIDE:
        return SCREENS_X + (index % 2) * (SCREEN_W + GAP), (index // 2) * SCREEN_STEP
    return SCREENS_X, index * SCREEN_STEP


def sea_box(seats: Sequence[str], shape: str = "") -> tuple[float, float, float, float]:
    """The sea's top-left corner, width and height."""
    if shape == WIDE:
        rows = (len(seats) + 1) // 2
        return SCREENS_X, rows * SCREEN_STEP + 8.0, WIDE_SCREENS_W, SEA_H
    return 0.0, SEA_Y, HULL_W, SEA_H


def water_at(seats: Sequence[str], shape: str = "") -> tuple[float, float]:
    """The water level's corner: under the sea."""
    x, y, _, height = sea_box(seats, shape)
    return x, y + height + 8.0


def boarding_box(seats: Sequence[str], shape: str = "") -> tuple[float, float, float, float]:
    """Those still to board: in the sea's place, which is empty and hidden while places
    are chosen (beside the water level eight tokens lay over one another), or wide,
    under the water level."""
    if shape == WIDE:
        x, y = water_at(seats, shape)
        return x, y + TRACK_ROOM, WIDE_SCREENS_W, TOKENS_H
    x, y, width, _ = sea_box(seats, shape)
    return x, y, width, TOKENS_H


def _zone(
    scene: TableScene,
    zones: dict[str, ZoneItem],
    name: str,
    label: str,
    layout: str,
    capacity: int,
    pos: tuple[float, float],
    size: tuple[float, float] | None = None,
    piece: QtCore.QSizeF = ITEM,
    columns: int | None = None,
) -> None:
    zone = ZoneItem(name, label, layout, capacity, size, piece_size=piece, columns=columns)
    zone.setPos(*pos)
    scene.addItem(zone)
    zones[name] = zone


def build(scene: TableScene, seats: Sequence[str], names: Mapping[str, str]) -> dict[str, ZoneItem]:
    """Create every zone: the places and bins, the sea, the middle, the screens."""
    zones: dict[str, ZoneItem] = {}
    for place in range(1, 9):
        _zone(
            scene,
            zones,
            place_zone(place),
            place_label(place),
            "row",
            4,
            place_pos(place),
            (PLACE_W, PLACE_H),
        )
    for index in (1, 2):
        _zone(
            scene,
            zones,
            f"bin.{index}",
            f"Storage bin {index} · kept from place {6 + index}",
            "fan",
            9,
            bin_pos(index),
            (PLACE_W, PLACE_H),
        )
    x, y, width, height = sea_box(seats)
    # What falls overboard and floats lies here until nightfall ("Floats"); what a
    # castaway throws is gone at once (ruling AD-R03): the label says both (a thrown
    # item that never showed here, under words that said it would, puzzled a player).
    sea = "The sea · fallen items float till nightfall; thrown ones sink"
    _zone(scene, zones, "sea", sea, "row", 8, (x, y), (width, height))
    token = QtCore.QSizeF(TOKEN, TOKEN)
    x, y, width, height = boarding_box(seats)
    _zone(scene, zones, BOARDING, "Still to board", "row", 8, (x, y), (width, height), token)
    tray = (MIDDLE_W, TRAY_H)
    _zone(scene, zones, DAY_DICE, "Day dice", "row", 5, (MIDDLE_X, 0.0), tray, DIE_SIZE)
    y = TRAY_H + GAP
    _zone(scene, zones, ROLLS, "Rolled for everyone", "row", 7, (MIDDLE_X, y), tray, DIE_SIZE)
    y += TRAY_H + GAP
    meal_w = 3 * RATION + 2 * 14.0 + 2 * ZONE_PAD + 8.0
    boat_w = MIDDLE_W - GAP - meal_w
    counter = QtCore.QSizeF(COUNTER_W, COUNTER_H)
    _zone(scene, zones, BOAT, "The boat", "row", 2, (MIDDLE_X, y), (boat_w, TRAY_H), counter)
    ration = QtCore.QSizeF(RATION, RATION)
    _zone(
        scene,
        zones,
        MEAL,
        "Your ration cards",
        "row",
        3,
        (MIDDLE_X + boat_w + GAP, y),
        (meal_w, TRAY_H),
        ration,
    )
    for i, seat in enumerate(seats):
        _zone(
            scene,
            zones,
            f"{seat}.hand",
            f"{names[seat]}'s screen",
            # Side by side: a screen has room for its three items (a keeper's five)
            # whole, where a fan hid most of each name ("Cann… Beans").
            "row",
            5,
            screen_pos(i),
            (SCREEN_W, SCREEN_H),
            HAND_ITEM,
        )
    return zones


def arrange(zones: Mapping[str, ZoneItem], seats: Sequence[str], shape: str) -> None:
    """Move the screens, the sea and those still to board to arrangement ``shape`` (the
    water level follows the sea: see water_at)."""
    for i, seat in enumerate(seats):
        zones[f"{seat}.hand"].setPos(*screen_pos(i, shape))
    for name, (x, y, width, height) in (
        ("sea", sea_box(seats, shape)),
        (BOARDING, boarding_box(seats, shape)),
    ):
        zones[name].setPos(x, y)
        zones[name].resize(width, height)


def extent(seats: Sequence[str], shape: str = "") -> tuple[float, float]:
    """The width and height of the table in arrangement ``shape``."""
    right = max(
        MIDDLE_X + MIDDLE_W, *(screen_pos(i, shape)[0] + SCREEN_W for i in range(len(seats)))
    )
    bottom = max(
        HULL_H,
        TRACKER_AT[1] + TRACK_ROOM,
        len(seats) and screen_pos(len(seats) - 1, shape)[1] + SCREEN_H,
    )
    for x, y, width, height in (sea_box(seats, shape), boarding_box(seats, shape)):
        right, bottom = max(right, x + width), max(bottom, y + height)
    return right, bottom


def panel_box() -> tuple[float, float, float, float]:
    """The day board: its top-left corner, its width and the height kept for it."""
    return MIDDLE_X, PANEL_Y, MIDDLE_W, PANEL_ROOM
