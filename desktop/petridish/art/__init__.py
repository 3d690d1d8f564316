"""Card art: faces drawn with Pillow from card data, cached on disk, exported to print.

Game-agnostic and headless (no Qt here): a game supplies a :class:`CardTemplate`
(``art.template``); ``art.cache.ArtCache`` renders and caches its faces at any size;
``art.export`` writes PNGs and a print-and-play PDF. Import from the modules: the
picker's ``art.cover_cache`` must not pull in Pillow, which only a cache miss needs.
"""
