"""A.D.A.P.T. card art and the players' fish: the sea, deep teal and coral.

Face keys::

    card.<design id>    one face per card design, shared by its copies:
                        card.guppy.striped, card.body.clownfish, card.part.spiked_horn
    back.card           the deck's back, the sea

The package: :mod:`.template` (the faces and their data, ``TEMPLATE``), :mod:`.faces`
(the painter of every face and of the back), :mod:`.marks` (stat, special and location
icons, the attack die, the ladder of fins, the Red pack's mark), :mod:`.palette`
(colours) and :mod:`.fish`, the signature picture: each player's fish, drawn from its
adapted Body and Parts by ``draw_fish``, which the faces reuse for a body's or a
part's picture. The template is named here; the painters (and Pillow) load when a face
or a fish is first drawn.
"""

from __future__ import annotations

from typing import Any

from petridish.games.adapt.art.template import BACK, TEMPLATE, AdaptArt

__all__ = ["BACK", "FISH_VERSION", "TEMPLATE", "AdaptArt", "draw_fish"]

# Bump whenever :mod:`.fish` draws a fish differently: a player's fish pictures are kept on
# disk under this number and Petri Dish's version (see ``fish_item``), so that a new drawing
# is never hidden behind an old file. It lives here, not in ``fish``, because reading it
# must not load Pillow. tests/art/test_fish_version.py notices a drawing changed without it.
FISH_VERSION = 3


def __getattr__(name: str) -> Any:
    if name == "draw_fish":  # Pillow loads only when a fish is drawn
        from petridish.games.adapt.art.fish import draw_fish

        return draw_fish
    raise AttributeError(name)
