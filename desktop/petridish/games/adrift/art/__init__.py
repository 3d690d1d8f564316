"""ADRIFT card art: weathered paper for the item cards, a storage bin's lid for their back.

VISUAL.md: "weathered paper for item cards ... Dark humour." Every item face is drawn
from ``items.toml`` (see :mod:`petridish.games.adrift.content`), so a player who
corrects the item list gets matching art.

Face keys::

    item.<id>    one per item design (every copy of a design shares it)
    back.item    the back of every item card

The package: :mod:`.template` (the faces and their data, ``TEMPLATE``), :mod:`.paper`
(the item card: the weathered sheet, name, marks and rules), :mod:`.items` (a pictogram
per item use), :mod:`.backs` (the storage bin lid) and :mod:`.palette` (colours). The
template is named here; the painters (and Pillow) load when a face is first drawn.
"""

from __future__ import annotations

from petridish.games.adrift.art.template import BACK, TEMPLATE, AdriftArt

__all__ = ["BACK", "TEMPLATE", "AdriftArt"]
