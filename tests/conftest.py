import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from petridish.core import registry
from petridish.core.registry import GameInfo

# A game announced on the picker with neither rules nor a table yet: what every tool
# says of a game that is coming. No shipped game stays in that state, so tests name this.
COMING = GameInfo(
    id="driftwood",
    name="Driftwood",
    players="2–4 players",
    pitch="Washed up, and not finished yet.",
    order=950,
)


@pytest.fixture
def coming_game():
    """Register Driftwood, a coming game, for one test; return its id."""
    registry.register(COMING)
    yield COMING.id
    registry.unregister(COMING.id)


def coming_if_named(request, *values) -> None:
    """Register Driftwood for a parametrized case that names it, and only for that one:
    the other cases list the shipped games exactly."""
    if COMING.id in repr(values).lower():
        request.getfixturevalue("coming_game")
