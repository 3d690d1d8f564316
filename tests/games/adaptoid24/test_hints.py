"""The hint for ADAPTOID 24: the computer's best move for the player, with a reason
whose numbers are the position's, and no chance in it (the computer's own room choices
are drawn at random; a hint is its best)."""

from __future__ import annotations

from petridish.core.hint import advise
from petridish.core.registry import make_bot
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import Overcome

from .helpers import A, G, rooms, setup


def hint(state, seat):
    """The hint for ``seat``, as Petri Dish gives it (any seed: the same)."""
    hints = {advise(GAME, state, seat, make_bot("adaptoid24", "bot", seed)) for seed in range(8)}
    assert len(hints) == 1, f"a hint does not depend on chance: {hints}"
    return hints.pop()


def test_an_encounter_of_resistance_1_is_overcome_with_one_taser_keeping_the_shield():
    # rulebook: adaptoid24.txt:21
    # rulebook: adaptoid24.txt:24
    # rulebook: adaptoid24.txt:43
    # rulebook: adaptoid24.txt:45
    s = rooms(setup(), "lab", "lab")  # the same room: the Adaptoid's Resistance 1
    assert s.encounter.resistance == 1
    assert s.loaded == {"taser.1", "taser.2", "char.reyes"}  # two Tasers and the Shield
    action, why = hint(s, G)
    assert action == Overcome(G, ("taser.1",))
    assert why == "Resistance 1: Taser 1 overcomes it, keeping the Shield and Taser 2 loaded"


def test_a_room_choice_hint_is_the_computers_best_guess_not_a_draw():
    s = setup()
    for seat in (A, G):
        action, why = hint(s, seat)
        assert action.kind == "ChooseRoom" and GAME._room_name(action.room) in why


def test_spawns_sent_where_the_geneticist_is_not_expected_are_said_to_be_for_later():
    # rulebook: adaptoid24.txt:27
    # The Geneticist played the Office this turn: it is not expected there again this
    # phase, and the reason does not count it among the rooms it may well go to.
    from petridish.games.adaptoid24.hints import spawns_reason

    s = rooms(setup(), "lab", "office")
    bot = make_bot("adaptoid24", "bot", 0)
    view = GAME.view(s, A)
    said = spawns_reason(bot, GAME, view, ("office", "warehouse"))
    assert said == (
        "where the Geneticist may well go, by your guess: the Warehouse (16%), 1 Spawn"
        " there then; and for a later turn, where it is not expected now: the Office,"
        " 1 Spawn there then"
    )
