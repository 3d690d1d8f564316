"""ADAPTOID 24: spawn placement and the seven Evolution cards."""

from __future__ import annotations

from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import (
    ChooseRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
)

from .helpers import SPAWNS, A, G, overcome, play, quiet_turn, rooms, setup

TWO_ONES = ["spawn.5", "spawn.6", *[s for s in SPAWNS if s not in ("spawn.5", "spawn.6")]]


def test_two_spawns_face_down_in_one_or_two_played_rooms():
    # rulebook: adaptoid24.txt:27
    # Ruling A24-R02.
    s = quiet_turn(setup(), "garden", "office", spawn_rooms=("garden", "garden"))
    s = rooms(s, "lab", "dining")
    legal = {a.rooms for a in GAME.legal_actions(s, A)}
    assert legal == {("garden", "garden"), ("garden", "lab"), ("lab", "lab")}
    assert GAME.check(s, PlaceSpawns(A, ("office", "lab"))) is not None
    assert GAME.check(s, PlaceSpawns(A, ("lab",))) == "place exactly 2 Spawns"
    s = play(s, PlaceSpawns(A, ("lab", "garden")))
    assert len(s.zones["spawns.garden"]) == 3 and len(s.zones["spawns.lab"]) == 1
    assert len(s.zones["spawn.deck"]) == 8
    for seat in (A, G, None):
        assert set(GAME.view(s, seat).zones["spawns.garden"]) == {"?"}


def test_then_the_top_card_of_a_chosen_evolution_deck_is_revealed():
    # rulebook: adaptoid24.txt:27
    # rulebook: adaptoid24.txt:48
    s = rooms(setup(), "garden", "office")
    s = play(s, PlaceSpawns(A, ("garden", "garden")))
    assert s.step == "evolution"
    out = GAME.apply(s, DrawEvolution(A, "offensive"))
    drawn = [e for e in out.events if e.kind == "evolution"]
    assert drawn[0].data["card"] == "evo.emp.1" and drawn[0].reveal
    # EMP is not permanent: it is solved and discarded.
    assert out.state.zones["evo.discard"] == ("evo.emp.1",)


def test_clone_has_the_adaptoid_resistance_ignores_spawns_and_leaves_after_next_turn():
    # rulebook: adaptoid24.txt:50
    # Ruling A24-R17.
    s = setup(
        spawns=TWO_ONES,
        defensive=["evo.clone.1", "evo.scales.1", "evo.clone.2", "evo.scales.2", "evo.clone.3"],
    )
    s = quiet_turn(
        s, "garden", "office", spawn_rooms=("garden", "garden"), deck="defensive", target="garden"
    )
    assert s.zones["evo.garden"] == ("evo.clone.1",)
    s = rooms(s, "lab", "garden")
    assert s.encounter.foe == "clone" and s.encounter.resistance == 1
    s = overcome(s, "taser.1")
    assert s.zones["evo.garden"] == ()  # the Taser defeats the Clone
    assert s.zones["spawns.garden"] == ("spawn.5", "spawn.6")  # spawns ignored, still there


def test_clone_is_discarded_at_the_end_of_the_next_turn():
    # rulebook: adaptoid24.txt:50
    s = setup(
        defensive=["evo.clone.1", "evo.scales.1", "evo.clone.2", "evo.scales.2", "evo.clone.3"]
    )
    s = quiet_turn(s, "garden", "office", deck="defensive", target="garden")
    assert s.zones["evo.garden"] == ("evo.clone.1",)
    s = quiet_turn(s, "lab", "dining", deck="offensive")
    assert s.zones["evo.garden"] == ()
    assert "evo.clone.1" in s.zones["evo.discard"]


def test_clone_alone_starts_an_encounter_unless_the_option_says_otherwise():
    # rulebook: adaptoid24.txt:50
    # Ruling A24-R04.
    deck = ["evo.clone.1", "evo.scales.1", "evo.clone.2", "evo.scales.2", "evo.clone.3"]
    # The position (a Clone in a room without Spawns) is built with sandbox edits.
    from petridish.core.actions import Edit

    for clone_alone, expected in ((True, "clone"), (False, None)):
        s = setup(defensive=deck, options={"clone_alone": clone_alone})
        s = quiet_turn(s, "garden", "office", spawn_rooms=("garden", "garden"), deck="offensive")
        for spawn in s.zones["spawns.garden"]:
            s = GAME.apply(s, Edit(A, "move", card=spawn, zone="spawn.discard")).state
        s = GAME.apply(s, Edit(A, "move", card="evo.clone.1", zone="evo.garden")).state
        s = rooms(s, "lab", "garden")
        assert (s.encounter.foe if s.encounter else None) == expected


def test_scales_are_permanent_and_cumulative():
    # rulebook: adaptoid24.txt:48
    # rulebook: adaptoid24.txt:51
    s = quiet_turn(setup(), "garden", "office", deck="defensive")  # Scales
    s = quiet_turn(s, "lab", "dining", deck="offensive")  # EMP
    s = quiet_turn(s, "office", "warehouse", deck="defensive", target="office")  # Clone
    s = quiet_turn(s, "dining", "robotics", deck="defensive")  # Scales
    assert s.zones["evo.adaptoid"] == ("evo.scales.1", "evo.scales.2")
    assert GAME.adaptoid_resistance(s) == 3


def test_rage_adds_one_to_every_spawn_in_its_room():
    # rulebook: adaptoid24.txt:53
    s = setup(spawns=TWO_ONES)
    s = quiet_turn(
        s,
        "garden",
        "office",
        spawn_rooms=("garden", "garden"),
        deck="reproductive",
        target="garden",
    )
    assert s.zones["evo.garden"] == ("evo.rage.1",)
    s = rooms(s, "lab", "garden")
    assert s.encounter.resistance == 4  # (1 + 1) + (1 + 1)


def test_spreading_places_an_extra_spawn():
    # rulebook: adaptoid24.txt:54
    s = setup(
        reproductive=[
            "evo.spreading.1",
            "evo.rage.1",
            "evo.rage.2",
            "evo.spreading.2",
            "evo.spreading.3",
        ]
    )
    s = quiet_turn(
        s,
        "garden",
        "office",
        spawn_rooms=("garden", "garden"),
        deck="reproductive",
        target="garden",
    )
    assert len(s.zones["spawns.garden"]) == 3
    assert len(s.zones["spawn.deck"]) == 9
    assert "evo.spreading.1" in s.zones["evo.discard"]


def test_emp_stops_tasers_on_the_next_turn_only():
    # rulebook: adaptoid24.txt:56
    s = quiet_turn(setup(), "garden", "office", deck="offensive")  # EMP
    assert s.emp
    # The turn's title says so while it holds, for no encounter may come to show it:
    # in words ("EMP" alone read as a player's name).
    assert GAME.turn_label(s) == "Phase 1 · Turn 2 · EMP: no Tasers"
    # On hover the title says it in full, with how the game ends.
    # rulebook: adaptoid24.txt:31
    assert GAME.turn_tip(s).endswith(
        " of 6. The Geneticist escapes, and wins, if not captured by the end of the sixth"
        " turn of phase 2. EMP: the Geneticist cannot use the Taser this turn."
    )
    s = rooms(s, "lab", "lab")
    assert GAME.check(s, Overcome(G, ("taser.1",))) == "EMP: Tasers cannot be used this turn"
    s = play(s, Overcome(G, ("char.reyes",)))
    assert not s.emp
    assert "EMP" not in GAME.turn_label(s)


def test_destroy_takes_away_that_room_ability():
    # rulebook: adaptoid24.txt:57
    s = setup(
        offensive=[
            "evo.destroy.1",
            "evo.emp.1",
            "evo.intimidate.1",
            "evo.emp.2",
            "evo.intimidate.2",
        ]
    )
    s = rooms(s, "robotics", "garden")
    s = play(
        s,
        PlaceSpawns(A, ("robotics", "robotics")),
        DrawEvolution(A, "offensive"),
        PlaceEvolution(A, "robotics"),
    )
    assert s.zones["evo.robotics"] == ("evo.destroy.1",)
    s = rooms(s, "lab", "office")
    s = play(s, PlaceSpawns(A, ("lab", "lab")), DrawEvolution(A, "defensive"))
    # turn 3: the Geneticist takes Robotic Facilities, with its spawns (0 + 0) and the Destroy
    s = rooms(s, "dining", "robotics")
    s = play(s, Overcome(G, ()), PlaceSpawns(A, ("dining", "dining")))
    out = GAME.apply(s, DrawEvolution(A, "offensive"))  # EMP: needs no room
    assert "dron" not in out.state.loaded
    assert any(e.kind == "ability_lost" and e.data["why"] == "destroy" for e in out.events)


def test_intimidate_sets_a_geneticist_room_aside_face_down_until_the_phase_ends():
    # rulebook: adaptoid24.txt:58
    # Ruling A24-R03.
    s = setup(
        offensive=[
            "evo.intimidate.1",
            "evo.emp.1",
            "evo.destroy.1",
            "evo.emp.2",
            "evo.intimidate.2",
        ]
    )
    s = rooms(s, "garden", "office")
    s = play(s, PlaceSpawns(A, ("garden", "garden")))
    out = GAME.apply(s, DrawEvolution(A, "offensive"))
    s = out.state
    assert len(s.zones["geneticist.hand"]) == 6 and len(s.zones["geneticist.aside"]) == 1
    aside = s.zones["geneticist.aside"][0]
    assert GAME.view(s, A).zones["geneticist.aside"] == ("?",)
    assert GAME.view(s, G).zones["geneticist.aside"] == (aside,)
    seen_by_a = [e.for_seat(A) for e in out.events if e.kind == "intimidated"]
    assert seen_by_a == [{"kind": "intimidated"}]  # the Adaptoid learns no room
    reason = GAME.check(s, ChooseRoom(G, aside[2:]))
    assert reason is not None and "Intimidate set it aside" in reason


def test_empty_evolution_decks_are_skipped():
    # Ruling A24-R07.
    s = setup()
    zones = dict(s.zones)
    for d in ("defensive", "reproductive"):
        zones["evo.discard"] += zones[f"evo.{d}"]
        zones[f"evo.{d}"] = ()
    from petridish.core.evolve import evolve

    s = evolve(s, zones=zones)
    s = rooms(s, "garden", "office")
    s = play(s, PlaceSpawns(A, ("garden", "garden")))
    assert [a.deck for a in GAME.legal_actions(s, A)] == ["offensive"]
    assert GAME.check(s, DrawEvolution(A, "defensive")) == "the defensive deck is empty"
