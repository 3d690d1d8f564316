"""ADAPTOID 24 card art: a lab under lockdown.

The Geneticist's cards are clinical white with hazard yellow; the Adaptoid's are organic
purple and green. Rooms are floor-plan tiles, Spawns are eggs until revealed. Every face
is drawn from the card data in ``cards.toml`` (see :mod:`petridish.games.adaptoid24.cards`),
so a player who edits names or texts gets matching art.

Face keys::

    room.a.<room>  room.g.<room>       each side's copy of a room
    evo.<evolution>                    every copy of an Evolution card shares one face
    spawn.v<value>                     a revealed Spawn worth <value>
    taser.loaded  taser.unloaded  dron.loaded  dron.unloaded
    char.<id>.shield  char.<id>.spent  a Character, shield loaded or used
    back.room.a  back.room.g  back.evo.<deck>  back.spawn  back.hidden

The package: :mod:`.template` (the faces and their data, ``TEMPLATE``), one painter
module per kind of card (:mod:`.rooms`, :mod:`.evolutions`, :mod:`.spawns`, :mod:`.gear`
for Tasers, the Dron and Characters, :mod:`.backs`), and what they share: :mod:`.palette`
(colours) and :mod:`.style` (layout boxes, the Adaptoid's ground). Every name is
re-exported here; the painters load on first use.
"""

from __future__ import annotations

from petridish.games.adaptoid24.art.template import (
    DRON_ROOMS,
    SHIELD_ROOMS,
    TASER_ROOMS,
    TEMPLATE,
    Adaptoid24Art,
)
from petridish.lazy import lazy_names

# The painters (and Pillow) load when first asked for: face keys and the card data that
# keys the art cache are all a table needs once the cache is warm.
_WHERE = {
    "BADGE_AT": "style",
    "CYAN": "palette",
    "DECK_COLORS": "palette",
    "DEEP": "palette",
    "EGG_SHADE": "palette",
    "EGG_SHELL": "palette",
    "EGG_SPOT": "palette",
    "EMBLEM_AT": "evolutions",
    "EQUIPMENT_TEXT": "gear",
    "FLESH": "palette",
    "GLOW": "palette",
    "GREEN": "palette",
    "GRID": "palette",
    "HAZARD": "palette",
    "HIVE_PLAN": "palette",
    "INK": "palette",
    "LAB_PLAN": "palette",
    "LOOKS": "gear",
    "MEMBRANE": "palette",
    "OFF": "palette",
    "PAPER": "palette",
    "PLAN_BOX": "style",
    "ROOM_FLOORS": "rooms",
    "ROOM_PLANS": "rooms",
    "SPENT_PAPER": "palette",
    "STEEL": "palette",
    "TEXT_BOX": "style",
    "TITLE_BOX": "style",
    "VIOLET": "palette",
    "WINDOW": "gear",
    "ability_icon": "rooms",
    "adaptoid_room": "rooms",
    "back": "backs",
    "character": "gear",
    "deck_mark": "evolutions",
    "equipment": "gear",
    "evolution": "evolutions",
    "floor_plan": "rooms",
    "geneticist_room": "rooms",
    "permanent_mark": "evolutions",
    "spawn_front": "spawns",
}

__all__ = ["DRON_ROOMS", "SHIELD_ROOMS", "TASER_ROOMS", "TEMPLATE", "Adaptoid24Art"]
__all__ += sorted(_WHERE)

__getattr__ = lazy_names(__name__, _WHERE)
