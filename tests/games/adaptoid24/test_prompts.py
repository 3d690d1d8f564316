"""The top bar's words for the room choice, from each side's own view."""

from petridish.games.adaptoid24.prompts import prompt, title
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseRoom
from tests.games.adaptoid24.helpers import A, G, play, quiet_turn, setup


def test_a_side_that_has_chosen_is_told_what_it_chose_and_whom_it_waits_for():
    # rulebook: adaptoid24.txt:20
    state = play(setup(), ChooseRoom(G, "garden"))
    # The sandbox lets the Geneticist act on (can_act) while the Adaptoid still chooses.
    text = prompt(GAME, GAME.view(state, G), G, can_act=True)
    assert text == f"You chose the {GAME._room_name('garden')}. Waiting for the Adaptoid…"
    # The Adaptoid, still to choose, is asked to, and is not told the Geneticist's room.
    other = prompt(GAME, GAME.view(state, A), A, can_act=True)
    assert "choose a room in secret" in other
    assert GAME._room_name("garden") not in other


def test_the_geneticist_is_told_the_characters_differ_only_in_look():
    # rulebook: adaptoid24.txt:14
    # Four Characters to choose from, all with the shield loaded: a new player looked
    # for what set them apart.
    state = GAME.new_state(1)
    assert state.step == "character"
    text = prompt(GAME, GAME.view(state, G), G, can_act=True)
    assert text.startswith("Geneticist: drag a Character onto your Character spot")
    assert text.endswith("they differ only in name and face.")


def test_the_title_says_both_choose_at_once_and_an_emp_after_who_moves():
    # rulebook: adaptoid24.txt:20
    # rulebook: adaptoid24.txt:56
    state = setup()
    view = GAME.view(state, A)
    # Both sides choose a room at once: the title names neither alone.
    assert title(GAME, view, ["Adaptoid", "Geneticist"]) == "Phase 1 · Turn 1 · both choose a room"
    assert title(GAME, view, ["Adaptoid"]) == "Phase 1 · Turn 1 · Adaptoid"
    # An EMP holds: said in words, after whoever moves, never where a name goes.
    emp = quiet_turn(state, "garden", "office", deck="offensive")
    view = GAME.view(emp, A)
    assert title(GAME, view, ["Adaptoid", "Geneticist"]) == (
        "Phase 1 · Turn 2 · both choose a room · EMP: no Tasers"
    )
    assert title(GAME, view, ["Geneticist"]) == "Phase 1 · Turn 2 · Geneticist · EMP: no Tasers"
    assert title(GAME, view, []) == "Phase 1 · Turn 2 · EMP: no Tasers"
    # The Geneticist's Character, before the first turn: no EMP can hold yet.
    first = GAME.new_state(1)
    assert title(GAME, GAME.view(first, G), ["Geneticist"]) == "Set-up · Geneticist"


def test_an_encounter_at_resistance_0_under_an_emp_offers_no_taser():
    # rulebook: adaptoid24.txt:56 (EMP: the Geneticist cannot use the Taser next turn)
    # "walk through, or drag a Taser in" was said under an EMP, whose turn refuses it.
    from dataclasses import replace

    from petridish.games.adaptoid24.state import Encounter

    emp = quiet_turn(setup(), "garden", "office", deck="offensive")
    assert emp.emp
    view = replace(GAME.view(emp, G), step="encounter", encounter=Encounter("lab", "spawns", 0))
    assert prompt(GAME, view, G, True) == (
        "Encounter with Resistance 0: walk through (EMP: not your Tasers)."
    )
    free = replace(view, emp=False)
    assert "drag a Taser in" in prompt(GAME, free, G, True)


def test_an_encounter_at_resistance_0_offers_only_what_can_clear_the_room():
    # rulebook: adaptoid24.txt:43
    # rulebook: adaptoid24.txt:44
    # rulebook: adaptoid24.txt:45
    # A Taser or the Dron clears the room, when loaded: only those are offered.
    from dataclasses import replace

    from petridish.games.adaptoid24.state import Encounter

    state = quiet_turn(setup(), "garden", "robotics")  # the Dron loaded
    view = replace(GAME.view(state, G), step="encounter", encounter=Encounter("lab", "spawns", 0))
    assert prompt(GAME, view, G, True) == (
        "Encounter with Resistance 0: walk through, or drag a Taser or the Dron in to clear"
        " the room."
    )
    # Nothing loaded but the Shield (which would leave the Spawns): walk through.
    bare = replace(view, loaded=frozenset({"char.reyes"}))
    assert prompt(GAME, bare, G, True) == "Encounter with Resistance 0: walk through."
