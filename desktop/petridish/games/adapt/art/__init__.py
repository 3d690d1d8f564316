"""A.D.A.P.T. card art and the players' fish: the sea, deep teal and coral.

:mod:`.fish` draws each player's fish from its adapted Body and Parts (``draw_fish``);
the card faces reuse it for the picture of a body or a part.
"""

from __future__ import annotations
