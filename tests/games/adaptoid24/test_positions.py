"""Hand-made positions (save files, puzzles) are checked before they are played."""

import pytest

from petridish.core.actions import Edit, Place
from petridish.core.evolve import evolve
from petridish.core.game import IllegalAction
from petridish.games.adaptoid24.rules import GAME

from .helpers import rooms, setup


def test_a_played_position_is_valid():
    s = rooms(setup(), "lab", "office")
    assert GAME.validate_state(s) is None


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"step": "target"}, "needs both rooms"),
        ({"picks": {"geneticist": "attic"}}, "not rooms of this game"),
        (
            {"step": "encounter", "picks": {"adaptoid": "lab", "geneticist": "lab"}},
            "encounter must be open",
        ),
        ({"up": frozenset({"taser.1"})}, "only Spawns can be face up"),
        ({"loaded": frozenset({"spawn.1"})}, "only equipment"),
        ({"clones": {"evo.emp.1": 3}}, "not a Clone"),
        ({"step": "over"}, "needs a winner"),
        ({"winner": "adaptoid"}, "only a finished game has a winner"),
        ({"phase": 3}, "out of range"),
    ],
)
def test_inconsistent_positions_are_named(change, message):
    s = evolve(setup(), **change)
    assert message in GAME.validate_state(s)


def test_moving_a_card_twice_is_caught():
    s = setup()
    zones = dict(s.zones)
    zones["spawn.discard"] = ("spawn.1",)
    assert "both in" in GAME.validate_state(evolve(s, zones=zones))


def test_options_are_type_strict():
    with pytest.raises(IllegalAction, match="must be one of"):
        GAME.resolve_options({"clone_alone": 1})
    with pytest.raises(IllegalAction, match="has no option"):
        GAME.resolve_options({"speed": "fast"})


def test_sandbox_edits_refuse_cards_and_seats_that_do_not_exist():
    s = setup()
    assert GAME.check(s, Edit("adaptoid", "flip", card="spawn.999")) == (
        "that card is not on the table"
    )
    assert "no seat" in GAME.check(s, Edit("nobody", "flip", card="taser.3"))
    assert "cannot go to" in GAME.check(
        s, Edit("adaptoid", "move", card="spawn.1", zone="adaptoid.hand")
    )
    assert GAME.check(s, Edit("adaptoid", "move", card="spawn.1", zone="spawns.lab")) is None
    assert "the Adaptoid's secret" in GAME.check(s, Edit("adaptoid", "flip", card="a.lab"))


def test_a_hidden_card_can_be_moved_in_the_sandbox_without_naming_it():
    s = setup()
    top = s.zones["spawn.deck"][0]
    edit = Edit("adaptoid", "move", zone="spawns.lab", place=Place("spawn.deck", 0))
    assert GAME.check(s, edit) is None
    out = GAME.apply(s, edit)
    assert out.state.zones["spawns.lab"] == (top,)
    # nobody's log learns which Spawn it was
    assert out.events[0].for_seat("adaptoid")["card"] == "?"
    assert "no card at position" in GAME.check(
        s, Edit("adaptoid", "move", zone="spawns.lab", place=Place("spawn.deck", 40))
    )
