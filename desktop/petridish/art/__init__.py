"""Card art: faces drawn with Pillow from card data, cached on disk, exported to print.

Game-agnostic and headless (no Qt here): a game supplies a :class:`CardTemplate`;
:class:`ArtCache` renders and caches its faces at any size; :func:`export_cards` writes
PNGs and a print-and-play PDF.
"""

from __future__ import annotations

from petridish.art.cache import ArtCache, default_directory
from petridish.art.export import export_cards, render_cards_command
from petridish.art.registry import TEMPLATES, template_for
from petridish.art.template import CARD_MM, REF_SIZE, CardTemplate

__all__ = [
    "CARD_MM",
    "REF_SIZE",
    "TEMPLATES",
    "ArtCache",
    "CardTemplate",
    "default_directory",
    "export_cards",
    "render_cards_command",
    "template_for",
]
