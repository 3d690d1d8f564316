"""Files on disk: where they live, settings, saves and autosaves, all written atomically.

Pure Python, no Qt. Importing this package does no work: no folder is created and no
file is read until a function is called. Import from its modules (``storage.saves``,
``storage.paths``...): the game picker needs the paths and settings, not the whole save
machinery.
"""
