"""The rules-model framework: pure Python, no Qt.

Every game is a deterministic state machine (``core.game.Game``) over plain,
JSON-serialisable states. ``core.session.Session`` records the actions played and knows
what may be undone. Import from the modules: ``core.registry`` must stay cheap to import.
"""
