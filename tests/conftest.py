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


@pytest.fixture(autouse=True)
def widgets_held_until_closed(request):
    """Keep every widget given to ``qtbot.addWidget`` alive until pytest-qt has closed it.

    pytest-qt holds those widgets only weakly. A main window no test variable still
    names then lives on in its own reference cycles until Python's cycle collector
    happens to run: at any allocation, even inside a paint of that very window, whose
    C++ side is then deleted under the painter (a crash of the whole test process). Held
    here, each is closed and deleted at the test's end, as pytest-qt means to.
    """
    if "qtbot" not in request.fixturenames:
        yield
        return
    qtbot = request.getfixturevalue("qtbot")
    held = []
    add_widget = qtbot.addWidget

    def add_and_hold(widget, **kwargs):
        held.append(widget)
        add_widget(widget, **kwargs)

    qtbot.addWidget = add_and_hold
    yield
    held.clear()  # pytest-qt has closed and deleted them by now (its teardown runs first)
