"""One package per game. Each declares itself in its ``__init__.py`` (``INFO``, a
:class:`petridish.core.registry.GameInfo`) and holds only what is that game's: its rules
model, computer player, presenter, layout, card art and box cover."""
