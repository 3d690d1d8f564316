"""ADAPTOID 24: encounters A and B, resistance, equipment and capture."""

from __future__ import annotations

from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseRoom, DrawEvolution, Overcome, PlaceSpawns

from .helpers import SPAWNS, A, G, overcome, play, quiet_turn, rooms, setup

# SPAWNS order: spawn.1-4 are worth 0, 5-9 worth 1, 10-12 worth 2.
TWO_ONES = ["spawn.5", "spawn.6", *[s for s in SPAWNS if s not in ("spawn.5", "spawn.6")]]
TWO_TWOS = ["spawn.10", "spawn.11", *[s for s in SPAWNS if s not in ("spawn.10", "spawn.11")]]
ZEROS = SPAWNS  # spawn.1 and spawn.2 are both worth 0


def test_same_room_is_encounter_a_with_resistance_one():
    # rulebook: adaptoid24.txt:21
    s = rooms(setup(), "lab", "lab")
    assert s.step == "encounter"
    assert s.encounter.foe == A and s.encounter.resistance == 1


def test_scales_add_one_to_the_adaptoid_example_a():
    # rulebook: adaptoid24.txt:23
    # rulebook: adaptoid24.txt:51
    s = setup(
        defensive=["evo.scales.1", "evo.clone.1", "evo.clone.2", "evo.scales.2", "evo.clone.3"]
    )
    s = quiet_turn(s, "garden", "office", deck="defensive")
    assert s.zones["evo.adaptoid"] == ("evo.scales.1",)
    s = rooms(s, "lab", "lab")
    assert s.encounter.resistance == 2
    # Example A: the shield, two Tasers or the Dron would do; one Taser would not.
    assert GAME.check(s, Overcome(G, ("taser.1",))) is not None
    assert GAME.check(s, Overcome(G, ("taser.1", "taser.2"))) is None
    assert GAME.check(s, Overcome(G, ("char.reyes",))) is None


def test_encounter_b_reveals_the_spawns_in_a_room_the_adaptoid_played_earlier():
    # rulebook: adaptoid24.txt:22
    s = quiet_turn(setup(spawns=TWO_ONES), "garden", "office", spawn_rooms=("garden", "garden"))
    assert GAME.view(s, G).zones["spawns.garden"] == ("?", "?")
    assert GAME.view(s, A).zones["spawns.garden"] == ("?", "?")  # placed without looking
    s = play(s, ChooseRoom(A, "lab"))
    out = GAME.apply(s, ChooseRoom(G, "garden"))
    s = out.state
    assert s.encounter.foe == "spawns"
    assert s.encounter.resistance == 2  # Example B: two Spawns worth 1 each
    assert GAME.view(s, A).zones["spawns.garden"] == ("spawn.5", "spawn.6")
    assert any(e.kind == "encounter" and e.reveal for e in out.events)


def test_no_encounter_in_an_adaptoid_room_without_spawns():
    # rulebook: adaptoid24.txt:22
    s = quiet_turn(setup(), "garden", "office", spawn_rooms=("garden", "garden"))
    s = quiet_turn(s, "lab", "dining", spawn_rooms=("lab", "lab"), deck="offensive")
    # the Geneticist walks into the Adaptoid's earlier Lab... which holds spawns: encounter;
    # but Office (played by nobody earlier on the Adaptoid's side) holds none.
    s = rooms(s, "office", "warehouse")
    assert s.encounter is None and s.step == "spawn"


def test_tasers_are_cumulative_and_clear_the_spawns():
    # rulebook: adaptoid24.txt:24
    # rulebook: adaptoid24.txt:43
    s = quiet_turn(setup(spawns=TWO_ONES), "garden", "office", spawn_rooms=("garden", "garden"))
    s = rooms(s, "lab", "garden")
    assert s.encounter.resistance == 2
    s = overcome(s, "taser.1", "taser.2")
    assert s.zones["spawns.garden"] == ()
    assert set(s.zones["spawn.discard"]) == {"spawn.5", "spawn.6"}
    assert "taser.1" not in s.loaded and "taser.2" not in s.loaded  # flipped over
    assert s.step == "spawn"  # different rooms: the turn goes on


def test_dron_beats_any_resistance_and_clears_the_spawns():
    # rulebook: adaptoid24.txt:44
    s = quiet_turn(setup(spawns=TWO_TWOS), "garden", "robotics", spawn_rooms=("garden", "garden"))
    assert "dron" in s.loaded  # Robotic Facilities loaded it
    s = rooms(s, "lab", "garden")
    assert s.encounter.resistance == 4
    s = overcome(s, "dron")
    assert s.zones["spawns.garden"] == () and "dron" not in s.loaded


def test_shield_overcomes_anything_but_spawns_stay_and_no_room_ability():
    # rulebook: adaptoid24.txt:45
    s = quiet_turn(setup(spawns=TWO_TWOS), "garden", "office", spawn_rooms=("garden", "garden"))
    s = rooms(s, "lab", "garden")
    s = overcome(s, "char.reyes")
    assert s.zones["spawns.garden"] == ("spawn.10", "spawn.11")
    assert "char.reyes" not in s.loaded
    assert s.shield_used


def test_shield_costs_the_room_ability():
    # rulebook: adaptoid24.txt:28
    # rulebook: adaptoid24.txt:45
    s = quiet_turn(setup(spawns=TWO_TWOS), "dining", "garden", spawn_rooms=("dining", "dining"))
    s = rooms(s, "lab", "dining")  # Dining Area would load a Taser
    s = overcome(s, "char.reyes")
    s = play(s, PlaceSpawns(A, ("lab", "lab")))
    out = GAME.apply(s, DrawEvolution(A, "offensive"))  # EMP: needs no room
    assert "taser.3" not in out.state.loaded
    assert any(e.kind == "ability_lost" and e.data["why"] == "shield" for e in out.events)


def test_unloaded_equipment_cannot_be_used():
    # rulebook: adaptoid24.txt:46
    s = rooms(setup(), "lab", "lab")
    assert GAME.check(s, Overcome(G, ("taser.3",))) == "Taser 3 is not loaded"
    assert GAME.check(s, Overcome(G, ("dron",))) == "the Dron is not loaded"


def test_not_overcoming_means_capture_and_the_adaptoid_wins():
    # rulebook: adaptoid24.txt:18
    # rulebook: adaptoid24.txt:25
    s = quiet_turn(setup(spawns=TWO_TWOS), "garden", "office", spawn_rooms=("garden", "garden"))
    # Spend the Shield and both Tasers first.
    s = rooms(s, "lab", "lab")
    s = overcome(s, "char.reyes")
    s = rooms(s, "dining", "dining")  # Scales from turn 1: resistance 2
    s = overcome(s, "taser.1", "taser.2")
    s = rooms(s, "warehouse", "garden")  # Garden: 2 + 2 = 4, nothing loaded
    assert GAME.is_terminal(s)
    assert GAME.result(s).winners == (A,)
    assert GAME.result(s).reason == "captured"


def test_encounter_a_ends_the_turn():
    # rulebook: adaptoid24.txt:26
    s = rooms(setup(), "lab", "lab")
    s = overcome(s, "taser.1")
    assert s.step == "choose" and s.turn == 2
    assert len(s.zones["spawn.deck"]) == 12  # no spawns placed after a same-room encounter


def test_the_log_says_why_encounter_a_brings_no_room_ability():
    # rulebook: adaptoid24.txt:26
    # Ruling A24-R20: a player just taught that a room's ability follows a Taser's
    # encounter saw none come, and nothing said why.
    s = rooms(setup(), "lab", "lab")
    outcome = GAME.apply(s, Overcome(G, ("taser.1",)))
    said = [GAME.describe(e.for_seat(G)) for e in outcome.events if e.kind == "overcome"]
    assert said == [
        "The Geneticist overcame it with Taser 1: the Adaptoid itself, so the turn ends here"
        " (no Spawns, no Evolution, no room ability)."
    ]


def test_zero_resistance_needs_no_equipment():
    # rulebook: adaptoid24.txt:24
    # Ruling A24-R08.
    s = quiet_turn(setup(spawns=ZEROS), "garden", "office", spawn_rooms=("garden", "garden"))
    s = rooms(s, "lab", "garden")
    assert s.encounter.resistance == 0
    assert GAME.check(s, Overcome(G, ())) is None
    # Said as walking through ("overcame it with nothing" read as a riddle).
    outcome = GAME.apply(s, Overcome(G, ()))
    said = [GAME.describe(e.for_seat(G)) for e in outcome.events if e.kind == "overcome"]
    assert said == ["The Geneticist walked through."]
    s = overcome(s)
    assert s.zones["spawns.garden"] == ("spawn.1", "spawn.2")
    assert GAME.view(s, A).zones["spawns.garden"] == ("spawn.1", "spawn.2")  # stay face up


def test_the_cards_a_move_is_about_are_the_ones_a_person_may_pick_up():
    # rulebook: adaptoid24.txt:24
    s = quiet_turn(setup(spawns=TWO_ONES), "garden", "office", spawn_rooms=("garden", "garden"))
    s = rooms(s, "lab", "garden")
    # The moves list offers the fewest Tasers that suffice, but any loaded piece may be
    # played into the encounter: every one of them can be picked up.
    offered = {c for a in GAME.legal_actions(s, G) for c in GAME.about(s, a)}
    assert "taser.3" not in offered
    assert GAME.movable(s, G) == frozenset(GAME.usable_equipment(s)) >= {"taser.3", "char.reyes"}
    assert GAME.movable(s, A) == frozenset()  # not the Adaptoid's move
    # Choosing rooms: each side's own Room cards in hand, by their card ids.
    fresh = setup()
    hand = set(fresh.zones["adaptoid.hand"])
    assert GAME.movable(fresh, A) == hand and GAME.about(fresh, ChooseRoom(A, "lab")) == ("a.lab",)
