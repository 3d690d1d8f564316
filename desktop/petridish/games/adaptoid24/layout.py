"""Where things lie on the ADAPTOID 24 table, following the rulebook's set-up picture:
the Adaptoid's row of six rooms above the Geneticist's, each side's cards on its own
edge of the table, the Adaptoid's decks and the encounter on the right."""

from __future__ import annotations

from petridish.qt import QtCore
from petridish.table.constants import CARD_H, CARD_W
from petridish.table.scene import TableScene
from petridish.table.specs import TrackSpec
from petridish.table.zone import ZoneItem

SMALL = 0.5  # Spawns and Evolutions lying in a room are drawn at this scale
SMALL_SIZE = QtCore.QSizeF(CARD_W * SMALL, CARD_H * SMALL)
ROW_X = 0.0
RIGHT_X = 1000.0
PANEL_POS = (RIGHT_X, 700.0)  # the encounter panel, just under the Encounter zone
DECKS = ("defensive", "reproductive", "offensive")

# name: (label, layout, capacity, x, y, small pieces)
ZONES: dict[str, tuple[str, str, int, float, float, bool]] = {
    "adaptoid.hand": ("Adaptoid · hand", "fan", 8, 0, 0, False),
    "evo.adaptoid": ("Evolved", "row", 3, 600, 0, True),
    "spawn.deck": ("Spawns", "stack", 1, 850, 0, False),
    "adaptoid.row": ("Adaptoid · rooms", "slots", 6, ROW_X, 395, False),
    "geneticist.row": ("Geneticist · rooms", "slots", 6, ROW_X, 630, False),
    "geneticist.hand": ("Geneticist · hand", "fan", 8, 0, 870, False),
    "geneticist.character": ("Character", "stack", 1, 600, 870, False),
    "geneticist.equipment": ("Equipment", "row", 4, 760, 870, False),
    "geneticist.aside": ("Set aside", "stack", 1, 1340, 870, False),
    "evo.defensive": ("Defensive", "stack", 1, RIGHT_X, 0, False),
    "evo.reproductive": ("Reproductive", "stack", 1, RIGHT_X + 156, 0, False),
    "evo.offensive": ("Offensive", "stack", 1, RIGHT_X + 312, 0, False),
    "evo.pending": ("Drawn", "stack", 1, RIGHT_X, 235, False),
    "evo.discard": ("Evolution discard", "stack", 1, RIGHT_X + 156, 235, False),
    "spawn.discard": ("Spawn discard", "stack", 1, RIGHT_X + 312, 235, False),
    "encounter": ("Encounter", "row", 3, RIGHT_X, 470, False),
    # Only on the table while the Geneticist chooses, where the encounter will be...
    "characters.box": ("Characters", "row", 4, RIGHT_X, 470, True),
    # ...and, in sandbox mode later on, the unused ones in the gap beside the rows.
    "characters.spare": ("Characters", "column", 3, 860, 470, True),
}
# Zones wider than their cards need, so that their label fits.
WIDTH = {"characters.spare": 128.0}


def strip_name(slot: int) -> str:
    return f"strip.{slot}"


# Turn and phase sit above the decks, where both players look first; the Adaptoid's
# Resistance above its evolutions.
TURN_AT = (RIGHT_X + 10, -70)
PHASE_AT = (RIGHT_X + 10 + 6 * 40 + 40, -70)
RESISTANCE_AT = (600 + 10, -70)


def tracks(turn: int, phase: int, resistance: int, most_resistance: int) -> list[TrackSpec]:
    """The turn and phase tracks and the Adaptoid's Resistance (1 up to
    ``most_resistance``), as the Board shows them."""
    return [
        TrackSpec("turn", "Turn", 6, turn, start=1, pos=TURN_AT),
        TrackSpec("phase", "Phase", 2, phase, start=1, pos=PHASE_AT),
        TrackSpec(
            "resistance",
            "Adaptoid resistance",
            most_resistance,
            resistance,
            start=1,
            pos=RESISTANCE_AT,
        ),
    ]


def build(scene: TableScene) -> dict[str, ZoneItem]:
    """Create every zone and the per-room strips."""
    zones: dict[str, ZoneItem] = {}
    for name, (label, layout, capacity, x, y, small) in ZONES.items():
        piece = SMALL_SIZE if small else None
        zone = ZoneItem(name, label, layout, capacity, piece_size=piece)
        if name in WIDTH:  # the same zone, wider
            size = (WIDTH[name], zone.rect().height())
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
            (rect.width() + 12, 132),
            piece_size=SMALL_SIZE,
        )
        zone.setPos(rect.left() - 6, 246)
        scene.addItem(zone)
        zones[zone.name] = zone
    return zones
