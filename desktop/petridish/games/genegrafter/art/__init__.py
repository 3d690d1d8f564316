"""Genegrafter card art: comic-book primaries.

Red for Attack, blue for Defense, the three ability types as spheres of their colour
(VISUAL.md); bold halftone panels; Characters as strong silhouettes with their power's
emblem. Every face is drawn from the card data in ``cards.toml`` (see
:mod:`petridish.games.genegrafter.cards`), so a player who edits names or numbers gets
matching art.

Face keys::

    character.<id>  ability.<id>  gear.<id>  event.<id>  dna.<id>   one per design
    back.card                                                      the deck's back

The package: :mod:`.template` (the faces and their data, ``TEMPLATE``), one painter
module per kind of card (:mod:`.characters`, :mod:`.abilities`, :mod:`.gear`,
:mod:`.events`, :mod:`.backs` for the DNA Strand and the back), and what they share:
:mod:`.palette` (colours), :mod:`.style` (the comic page, panels, spheres, dice, card
icons) and :mod:`.emblems` (the 18 super powers). The template is named here; the
painters (and Pillow) load when a face is first drawn.
"""

from __future__ import annotations

from petridish.games.genegrafter.art.template import BACK, TEMPLATE, GenegrafterArt

__all__ = ["BACK", "TEMPLATE", "GenegrafterArt"]
