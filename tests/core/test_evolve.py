import dataclasses

import pytest

from petridish.core.evolve import evolve
from petridish.games.adaptoid24.rules import GAME


def test_evolve_matches_dataclasses_replace():
    s = GAME.new_state(5)
    assert evolve(s, turn=3, step="spawn") == dataclasses.replace(s, turn=3, step="spawn")
    assert evolve(s) == s and evolve(s) is not s
    with pytest.raises(TypeError, match="no field 'bogus'"):
        evolve(s, bogus=1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        evolve(s).turn = 2


def test_a_copy_keeps_the_fields_of_its_bases():
    from petridish.core.actions import Edit

    edit = Edit("coral", "move", card="a", zone="deck")
    moved = evolve(edit, card="b")
    assert moved == Edit("coral", "move", card="b", zone="deck") and moved.seat == "coral"
