"""Where things lie on the ADAPTOID 24 table, following the rulebook's set-up picture:
the Adaptoid's row of six rooms above the Geneticist's, each side's cards on its own
edge of the table, the Adaptoid's decks and the encounter on the right.

Sized so that the whole table fits a laptop's window (1366 x 768, the log beside the
table) with a room card's name about 9 pixels tall, as dense as A.D.A.P.T.'s: wider
than tall, in two columns of four bands.

The left column, top to bottom: the Evolutions the Adaptoid keeps and the tracks, a
strip above each of the Adaptoid's rooms for its Spawns and Evolutions, the two rows,
then the Geneticist's Character and equipment. The right column: the Adaptoid's hand
and Spawn deck, its Evolution decks and discard pile, the encounter (with the panel
that spells it out, and the Spawn discard pile), and the Geneticist's hand.
"""

from __future__ import annotations

from petridish.qt import QtCore
from petridish.table.constants import CARD_H, CARD_W, ZONE_GAP, ZONE_LABEL_H, ZONE_PAD
from petridish.table.scene import TableScene
from petridish.table.specs import TrackSpec
from petridish.table.zone import ZoneItem

SMALL = 0.5  # Spawns and Evolutions lying in a room are drawn at this scale...
KEPT = 0.36  # ...and the Evolutions the Adaptoid keeps, beside the tracks, at this one
SMALL_SIZE = QtCore.QSizeF(CARD_W * SMALL, CARD_H * SMALL)
DECKS = ("defensive", "reproductive", "offensive")

GAP = 6.0  # between neighbouring places
STACK_W = CARD_W + 2 * ZONE_PAD  # a pile's place...
# ...no taller than a row's: a deep pile's lowest cards show in the padding under it.
STACK_H = CARD_H + ZONE_LABEL_H + ZONE_PAD
ROW_H = STACK_H
FAN_H = ROW_H + 10  # a hand's fan is a little higher in its middle
ROWS_W = 6 * CARD_W + 5 * ZONE_GAP + 2 * ZONE_PAD  # a row of six rooms (the left column)
RIGHT_X = ROWS_W + GAP
RIGHT_W = 759.0  # the right column: a hand and a pile, or five piles, side by side
HAND_W = RIGHT_W - STACK_W - GAP  # a fan of eight shows half of each card, and more
ENCOUNTER_W = 2 * CARD_W + ZONE_GAP + 2 * ZONE_PAD  # two cards side by side, more closer
PANEL_W = RIGHT_W - ENCOUNTER_W - STACK_W - 2 * GAP  # the encounter panel, beside it
EQUIPMENT_W = 546.0  # four cards a little closer than a row's gap
SPARE_W = 128.0  # the sandbox's unused Characters: wider than a card, for its label
KEPT_H = CARD_H * KEPT + ZONE_LABEL_H + ZONE_PAD
STRIP_H = CARD_H * SMALL + ZONE_LABEL_H + ZONE_PAD

# The left column's bands, and the right column's (each as tall as its tallest place).
STRIPS_Y = KEPT_H + GAP
ADAPTOID_ROW_Y = STRIPS_Y + STRIP_H + GAP
GENETICIST_ROW_Y = ADAPTOID_ROW_Y + ROW_H + GAP
GEAR_Y = GENETICIST_ROW_Y + ROW_H + GAP
DECKS_Y = FAN_H + GAP
ENCOUNTER_Y = DECKS_Y + STACK_H + GAP
HAND_Y = ENCOUNTER_Y + ROW_H + GAP
PANEL_POS = (RIGHT_X + ENCOUNTER_W + GAP, ENCOUNTER_Y)  # beside the Encounter zone
PILE_STEP = (RIGHT_W - STACK_W) / 4  # five piles across the right column


def _pile_x(i: int) -> float:
    return RIGHT_X + i * PILE_STEP


# name: (label, layout, capacity, x, y, piece scale (1: a whole card))
ZONES: dict[str, tuple[str, str, int, float, float, float]] = {
    "evo.adaptoid": ("Evolved", "row", 3, 0, 0, KEPT),
    "adaptoid.row": ("Adaptoid · rooms", "slots", 6, 0, ADAPTOID_ROW_Y, 1),
    "geneticist.row": ("Geneticist · rooms", "slots", 6, 0, GENETICIST_ROW_Y, 1),
    "geneticist.character": ("Character", "stack", 1, 0, GEAR_Y, 1),
    "geneticist.equipment": ("Equipment", "row", 4, STACK_W + GAP, GEAR_Y, 1),
    # In sandbox mode, once the Character is chosen, the unused ones lie beside the gear.
    "characters.spare": ("Characters", "column", 3, STACK_W + EQUIPMENT_W + 2 * GAP, GEAR_Y, SMALL),
    "adaptoid.hand": ("Adaptoid · hand", "fan", 8, RIGHT_X, 0, 1),
    "spawn.deck": ("Spawns", "stack", 1, RIGHT_X + HAND_W + GAP, 0, 1),
    "evo.defensive": ("Defensive", "stack", 1, _pile_x(0), DECKS_Y, 1),
    "evo.reproductive": ("Reproductive", "stack", 1, _pile_x(1), DECKS_Y, 1),
    "evo.offensive": ("Offensive", "stack", 1, _pile_x(2), DECKS_Y, 1),
    "evo.pending": ("Drawn", "stack", 1, _pile_x(3), DECKS_Y, 1),
    # "Discard" beside the Evolution decks, as "Spawn discard" beside the Spawns: the
    # whole "Evolution discard" was cut short on a laptop's table.
    "evo.discard": ("Discard", "stack", 1, _pile_x(4), DECKS_Y, 1),
    "encounter": ("Encounter", "row", 2, RIGHT_X, ENCOUNTER_Y, 1),
    # Only on the table while the Geneticist chooses, where the encounter will be.
    "characters.box": ("Characters", "row", 4, RIGHT_X, ENCOUNTER_Y, SMALL),
    "spawn.discard": ("Spawn discard", "stack", 1, _pile_x(4), ENCOUNTER_Y, 1),
    "geneticist.hand": ("Geneticist · hand", "fan", 8, RIGHT_X, HAND_Y, 1),
    "geneticist.aside": ("Set aside", "stack", 1, RIGHT_X + HAND_W + GAP, HAND_Y, 1),
}
# Zones sized otherwise than for their cards: wider hands, closer equipment, a label,
# and every pile as tall as a row.
WIDTH = {
    "adaptoid.hand": HAND_W,
    "geneticist.hand": HAND_W,
    "geneticist.equipment": EQUIPMENT_W,
    "characters.spare": SPARE_W,
}
HEIGHT = {name: STACK_H for name, spec in ZONES.items() if spec[1] == "stack"}


def strip_name(slot: int) -> str:
    return f"strip.{slot}"


# Turn and phase sit at the top, where both players look first, at the rows' right end;
# the Adaptoid's Resistance beside the Evolutions it keeps (Scales raise it), with room
# for a fourth box. Each track's foot is level with the Evolved zone's.
TRACKS_Y = KEPT_H - (ZONE_LABEL_H + 40 + ZONE_PAD)
RESISTANCE_AT = (3 * CARD_W * KEPT + 2 * ZONE_GAP + 2 * ZONE_PAD + 16, TRACKS_Y)
PHASE_AT = (ROWS_W - (2 * 40 + 4 + 2 * ZONE_PAD), TRACKS_Y)
TURN_AT = (PHASE_AT[0] - 16 - (6 * 40 + 5 * 4 + 2 * ZONE_PAD), TRACKS_Y)


def tracks(turn: int, phase: int, resistance: int, most_resistance: int) -> list[TrackSpec]:
    """The turn and phase tracks and the Adaptoid's Resistance (1 up to
    ``most_resistance``), as the Board shows them."""
    return [
        TrackSpec("turn", "Turn", 6, turn, start=1, pos=TURN_AT),
        TrackSpec("phase", "Phase", 2, phase, start=1, pos=PHASE_AT),
        TrackSpec(
            "resistance",
            "Adaptoid resistance",  # its own, met in person (Spawns have theirs)
            most_resistance,
            resistance,
            start=1,
            pos=RESISTANCE_AT,
            # Its label takes the room up to the Turn track: three boxes cut it short.
            label_width=TURN_AT[0] - RESISTANCE_AT[0] - 16,
        ),
    ]


def build(scene: TableScene) -> dict[str, ZoneItem]:
    """Create every zone and the per-room strips."""
    zones: dict[str, ZoneItem] = {}
    for name, (label, layout, capacity, x, y, scale) in ZONES.items():
        piece = QtCore.QSizeF(CARD_W * scale, CARD_H * scale) if scale != 1 else None
        zone = ZoneItem(name, label, layout, capacity, piece_size=piece)
        if name in WIDTH or name in HEIGHT:  # the same zone, another size
            size = (
                WIDTH.get(name, zone.rect().width()),
                HEIGHT.get(name, zone.rect().height()),
            )
            zone = ZoneItem(name, label, layout, capacity, size, piece_size=piece)
        zone.setPos(x, y)
        scene.addItem(zone)
        zones[name] = zone
    # Each of the Adaptoid's six room slots has a strip above it for the Spawns and the
    # Evolution cards placed in that room.
    row = zones["adaptoid.row"]
    for slot in range(6):
        rect = row.mapRectToScene(row.slot_rect(slot))
        zone = ZoneItem(
            strip_name(slot),
            f"Room {slot + 1}",
            "row",
            4,
            (rect.width() + 12, STRIP_H),
            piece_size=SMALL_SIZE,
        )
        zone.setPos(rect.left() - 6, STRIPS_Y)
        scene.addItem(zone)
        zones[zone.name] = zone
    return zones
