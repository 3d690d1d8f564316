"""The hint for ADAPTOID 24: the computer's best move for the player, with a reason
whose numbers are the position's, and no chance in it (the computer's own room choices
are drawn at random; a hint is its best)."""

from __future__ import annotations

from dataclasses import replace

from petridish.core.evolve import evolve
from petridish.core.hint import advise
from petridish.core.registry import make_bot
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import CHOOSE, HIDDEN, Overcome

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


def test_a_room_hint_tells_where_the_adaptoid_may_come_as_it_can_guess_it():
    # rulebook: adaptoid24.txt:21 (the same room: the encounter with the Adaptoid)
    # "The Adaptoid picks it too with 12% chance" (a room of its hand at random) read as
    # a promise, and an Adaptoid that guessed the room came every time: the reason
    # says how the Adaptoid rates the room, from what it can see.
    from petridish.games.adaptoid24.hints import geneticist_room

    bot = make_bot("adaptoid24", "bot", 0)
    view = GAME.view(setup(), G)
    guess = bot.geneticist_preference(GAME, view, view.emp)
    top = max(guess, key=guess.get)
    said = {room: geneticist_room(bot, GAME, view, room) for room in GAME.room_ids()}
    assert not [w for w in said.values() if "picks it too" in w]
    # And what a meeting would ask of the Geneticist: "it may well come" alone, beside
    # the room the hint sent a new player into, read as a warning against it.
    assert said[top].endswith(
        f"the Adaptoid, guessing your room from what it can see, rates it likeliest"
        f" ({guess[top]:.0%}): it may well come, and your loaded equipment would"
        " overcome its Resistance 1"
    )
    low = min(guess, key=guess.get)
    assert said[low].endswith(
        f"rates it {guess[low]:.0%} likely; should it come, your loaded equipment would"
        " overcome its Resistance 1"
    )
    # Nothing loaded: the Shield used, the Tasers and the Dron spent.
    spent = replace(view, loaded=frozenset())
    assert geneticist_room(bot, GAME, spent, low).endswith(
        "nothing you have loaded would overcome its Resistance 1"
    )
    # A room the Adaptoid has played this phase it cannot come to (the turn played out
    # by the computer players to the next choice of rooms).
    later = rooms(setup(), "lab", "office")
    while not (later.step == CHOOSE and not later.picks):
        seat = GAME.to_move(later)[0]
        move = bot.choose(GAME, GAME.view(later, seat), seat, GAME.legal_actions(later, seat))
        later = GAME.apply(later, move).state
    assert geneticist_room(bot, GAME, GAME.view(later, G), "lab").endswith(
        "the Adaptoid has played this room already: it cannot come"
    )


def lab_played_by_the_adaptoid():
    """The Adaptoid played the Lab, and its Spawns and a Rage lie there, face down to the
    Geneticist, at the next choice of rooms (played on by the computer players)."""
    bot = make_bot("adaptoid24", "bot", 0)
    later = rooms(setup(), "lab", "office")
    while not (later.step == CHOOSE and not later.picks):
        seat = GAME.to_move(later)[0]
        move = bot.choose(GAME, GAME.view(later, seat), seat, GAME.legal_actions(later, seat))
        later = GAME.apply(later, move).state
    assert GAME.view(later, G).zones["spawns.lab"] == (HIDDEN, HIDDEN)
    return bot, later


def test_a_room_hint_says_when_the_spawns_may_be_more_than_the_loaded_equipment_overcomes():
    # rulebook: adaptoid24.txt:22 (encounter B: the Spawns' Resistance)
    # rulebook: adaptoid24.txt:25 (not overcome: the Geneticist is captured)
    # A new player sent into a room "Resistance about 2 there on average" with one Taser
    # loaded was captured: the hint now says when that is more than it overcomes.
    from petridish.games.adaptoid24.hints import geneticist_room

    bot, state = lab_played_by_the_adaptoid()
    view = GAME.view(state, G)
    assert "Resistance about 4 there on average, though the Spawns may show more, which your" in (
        geneticist_room(bot, GAME, view, "lab")
    )
    one_taser = replace(view, loaded=frozenset({"taser.1"}))
    assert (
        "Resistance about 4 there on average, though the Spawns may show more, more than your"
        " loaded equipment overcomes"
    ) in geneticist_room(bot, GAME, one_taser, "lab")


def test_a_room_hint_names_a_clone_waiting_there_not_spawns():
    # rulebook: adaptoid24.txt:21 (a Clone resists as the Adaptoid)
    # A Clone stood in the room and the hint spoke of Spawns that "may show more".
    from petridish.games.adaptoid24.hints import geneticist_room

    bot, state = lab_played_by_the_adaptoid()
    deck = next(z for z, cards in state.zones.items() if "evo.clone.1" in cards)
    zones = dict(state.zones)
    zones[deck] = tuple(c for c in zones[deck] if c != "evo.clone.1")
    zones["evo.lab"] = (*zones["evo.lab"], "evo.clone.1")
    view = GAME.view(evolve(state, zones=zones), G)
    said = geneticist_room(bot, GAME, view, "lab")
    assert (
        "a Clone waits there: Resistance 1, as the Adaptoid's (the Spawns do not count), which"
        " your loaded equipment overcomes"
    ) in said
    assert "may show more" not in said
    spent = replace(view, loaded=frozenset())
    assert "(the Spawns do not count), more than your loaded equipment overcomes" in (
        geneticist_room(bot, GAME, spent, "lab")
    )


def test_the_adaptoids_room_hint_says_its_guess_and_what_a_meeting_means():
    # rulebook: adaptoid24.txt:21 (the same room: the encounter with the Adaptoid)
    # rulebook: adaptoid24.txt:25 (not overcome: the Geneticist is captured)
    # "your best guess of the Geneticist's room: the Robotic Facilities (24%, from the
    # rooms it still holds...); your chances to win: 24%": two figures alike meaning two
    # things, the Geneticist an "it", and no word of why the room is worth going to.
    from petridish.games.adaptoid24.hints import adaptoid_room

    bot = make_bot("adaptoid24", "bot", 0)
    view = GAME.view(setup(), A)
    guess = bot.geneticist_preference(GAME, view, view.emp)
    top = max(guess, key=guess.get)
    said = adaptoid_room(bot, GAME, view, top)
    assert "%" not in said and " it " not in said
    assert f"one time in {round(1 / guess[top])}" in said
    assert said.endswith(
        "met there, they must spend loaded equipment to overcome your Resistance 1, or be captured"
    )
    spent = replace(view, loaded=frozenset())
    assert adaptoid_room(bot, GAME, spent, top).endswith(
        "met there, they are captured: their loaded equipment cannot overcome your Resistance 1"
    )
