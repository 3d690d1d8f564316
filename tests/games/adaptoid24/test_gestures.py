"""Drags on the table read as the rules' moves, and a drop that is no move says where the
card is played instead."""

from __future__ import annotations

import pytest

from petridish.games.adaptoid24.gestures import Drag, interpret
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseRoom
from tests.games.adaptoid24.helpers import A, G, setup


def _meaning(source: str, target: str, card: str | None = None):
    state = setup()
    return interpret(GAME, state, A, Drag(source, card, target))


def test_a_room_dragged_onto_its_own_row_is_chosen():
    # rulebook: adaptoid24.txt:20
    assert _meaning("adaptoid.hand", "adaptoid.row", "a.lab") == ChooseRoom(A, "lab")
    assert _meaning("geneticist.hand", "geneticist.row", "g.lab") == ChooseRoom(G, "lab")


@pytest.mark.parametrize(
    ("source", "target", "card", "reason"),
    [
        # rulebook: adaptoid24.txt:11
        ("adaptoid.hand", "geneticist.row", "a.lab", "goes onto your row, “Adaptoid · rooms”"),
        ("adaptoid.hand", "strip.0", "a.lab", "goes onto your row, “Adaptoid · rooms”"),
        ("geneticist.hand", "adaptoid.row", "g.lab", "goes onto your row, “Geneticist · rooms”"),
        # rulebook: adaptoid24.txt:14
        ("characters.box", "geneticist.row", "char.okafor", "goes onto “Character”"),
        # rulebook: adaptoid24.txt:27
        ("spawn.deck", "geneticist.row", None, "Spawns go into rooms you have played"),
        ("evo.defensive", "adaptoid.row", None, "draw an Evolution card onto “Drawn”"),
        ("evo.pending", "geneticist.row", "evo.clone.1", "Evolution cards go into rooms"),
        # rulebook: adaptoid24.txt:24
        ("geneticist.equipment", "geneticist.row", "taser.1", "played into the encounter"),
        ("geneticist.character", "spawn.discard", "char.okafor", "played into the encounter"),
        # rulebook: adaptoid24.txt:38
        ("strip.2", "adaptoid.row", None, "onto “Spawn discard”"),
        ("spawn.discard", "adaptoid.row", None, "not a move in ADAPTOID 24"),
    ],
)
def test_a_drop_that_is_no_move_says_where_the_card_goes(source, target, card, reason):
    meaning = _meaning(source, target, card)
    assert isinstance(meaning, str) and reason in meaning
