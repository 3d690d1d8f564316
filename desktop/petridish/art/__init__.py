"""Card art: faces drawn with Pillow from card data, cached on disk, exported to print.

Game-agnostic and headless (no Qt here): a game supplies a :class:`CardTemplate`;
:class:`ArtCache` renders and caches its faces at any size; :func:`export_cards` writes
PNGs and a print-and-play PDF.

The names below load on first use: importing ``petridish.art.cover_cache`` for the
picker must not pull in Pillow, which only a cache miss needs.
"""

from __future__ import annotations

from petridish.lazy import lazy_names

_WHERE = {
    "ArtCache": "cache",
    "default_directory": "cache",
    "export_cards": "export",
    "render_cards_command": "export",
    "TEMPLATES": "registry",
    "template_for": "registry",
    "CARD_MM": "template",
    "REF_SIZE": "template",
    "CardTemplate": "template",
}

__all__ = sorted(_WHERE)

__getattr__ = lazy_names(__name__, _WHERE)
