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
re-exported here.
"""

from __future__ import annotations

from petridish.games.adaptoid24.art.backs import back
from petridish.games.adaptoid24.art.evolutions import (
    EMBLEM_AT,
    deck_mark,
    evolution,
    permanent_mark,
)
from petridish.games.adaptoid24.art.gear import (
    EQUIPMENT_TEXT,
    LOOKS,
    WINDOW,
    character,
    equipment,
)
from petridish.games.adaptoid24.art.palette import (
    CYAN,
    DECK_COLORS,
    DEEP,
    EGG_SHADE,
    EGG_SHELL,
    EGG_SPOT,
    FLESH,
    GLOW,
    GREEN,
    GRID,
    HAZARD,
    HIVE_PLAN,
    INK,
    LAB_PLAN,
    MEMBRANE,
    OFF,
    PAPER,
    SPENT_PAPER,
    STEEL,
    VIOLET,
)
from petridish.games.adaptoid24.art.rooms import (
    ROOM_FLOORS,
    ROOM_PLANS,
    ability_icon,
    adaptoid_room,
    floor_plan,
    geneticist_room,
)
from petridish.games.adaptoid24.art.spawns import spawn_front
from petridish.games.adaptoid24.art.style import BADGE_AT, PLAN_BOX, TEXT_BOX, TITLE_BOX
from petridish.games.adaptoid24.art.template import (
    DRON_ROOMS,
    SHIELD_ROOMS,
    TASER_ROOMS,
    TEMPLATE,
    Adaptoid24Art,
)

__all__ = [
    "BADGE_AT",
    "CYAN",
    "DECK_COLORS",
    "DEEP",
    "DRON_ROOMS",
    "EGG_SHADE",
    "EGG_SHELL",
    "EGG_SPOT",
    "EMBLEM_AT",
    "EQUIPMENT_TEXT",
    "FLESH",
    "GLOW",
    "GREEN",
    "GRID",
    "HAZARD",
    "HIVE_PLAN",
    "INK",
    "LAB_PLAN",
    "LOOKS",
    "MEMBRANE",
    "OFF",
    "PAPER",
    "PLAN_BOX",
    "ROOM_FLOORS",
    "ROOM_PLANS",
    "SHIELD_ROOMS",
    "SPENT_PAPER",
    "STEEL",
    "TASER_ROOMS",
    "TEMPLATE",
    "TEXT_BOX",
    "TITLE_BOX",
    "VIOLET",
    "WINDOW",
    "Adaptoid24Art",
    "ability_icon",
    "adaptoid_room",
    "back",
    "character",
    "deck_mark",
    "equipment",
    "evolution",
    "floor_plan",
    "geneticist_room",
    "permanent_mark",
    "spawn_front",
]
