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
(colours) and :mod:`.style` (layout boxes, the Adaptoid's ground). The drawings only
ADAPTOID 24 uses live here too: :mod:`.floorplan` and :mod:`.furniture` (the rooms seen
from above), :mod:`.emblems` (the Evolutions' medallions), :mod:`.figures` (the Taser and
the Dron) and :mod:`.portrait` (the Characters). The template is named here; the
painters (and Pillow) load when a face is first drawn.
"""

from __future__ import annotations

from petridish.games.adaptoid24.art.template import (
    DRON_ROOMS,
    SHIELD_ROOMS,
    TASER_ROOMS,
    TEMPLATE,
    Adaptoid24Art,
)

__all__ = ["DRON_ROOMS", "SHIELD_ROOMS", "TASER_ROOMS", "TEMPLATE", "Adaptoid24Art"]
