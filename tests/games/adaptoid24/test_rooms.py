"""ADAPTOID 24: the Geneticist's eight room abilities."""

from __future__ import annotations

import pytest

from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import (
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Overcome,
    PlaceSpawns,
)

from .helpers import A, G, play, quiet_turn, rooms, setup


def spend_tasers(s):
    """Turn 1: encounter A in the Garden, both Tasers spent."""
    s = rooms(s, "garden", "garden")
    return play(s, Overcome(G, ("taser.1", "taser.2")))


def test_warehouse_loads_up_to_two_tasers():
    # rulebook: adaptoid24.txt:34
    # Ruling A24-R19.
    s = quiet_turn(spend_tasers(setup()), "lab", "warehouse", deck="defensive")
    assert {"taser.1", "taser.2"} <= s.loaded and "taser.3" not in s.loaded


def test_research_reloads_the_shield():
    # rulebook: adaptoid24.txt:35
    s = rooms(setup(), "garden", "garden")
    s = play(s, Overcome(G, ("char.reyes",)))
    assert "char.reyes" not in s.loaded
    s = quiet_turn(s, "lab", "research", deck="defensive")
    assert "char.reyes" in s.loaded


def test_control_room_makes_the_adaptoid_choose_first_face_up():
    # rulebook: adaptoid24.txt:36
    s = quiet_turn(setup(), "lab", "control_room", deck="defensive")
    assert s.control
    assert GAME.to_move(s) == (A,)
    assert (
        GAME.check(s, ChooseRoom(G, "garden"))
        == "the Control Room makes the Adaptoid choose first this turn"
    )
    s = play(s, ChooseRoom(A, "office"))
    assert GAME.view(s, G).picks == {A: "office"}  # face up
    s = play(s, ChooseRoom(G, "garden"))
    assert s.step == "spawn"


def test_robotic_facilities_load_the_dron():
    # rulebook: adaptoid24.txt:37
    s = quiet_turn(setup(), "lab", "robotics", deck="defensive")
    assert "dron" in s.loaded


def test_lab_removes_every_spawn_from_one_room():
    # rulebook: adaptoid24.txt:38
    # Ruling A24-R15.
    s = quiet_turn(setup(), "garden", "office", spawn_rooms=("garden", "garden"), deck="defensive")
    s = rooms(s, "dining", "lab")
    s = play(s, PlaceSpawns(A, ("dining", "garden")), DrawEvolution(A, "offensive"))
    assert s.step == "lab" and GAME.to_move(s) == (G,)
    assert {a.room for a in GAME.legal_actions(s, G)} == {"garden", "dining"}
    assert GAME.check(s, ClearRoom(G, "office")) == "Office holds no Spawns"
    s = play(s, ClearRoom(G, "garden"))
    assert s.zones["spawns.garden"] == ()
    assert len(s.zones["spawns.dining"]) == 1
    assert len(s.zones["spawn.discard"]) == 3
    assert s.turn == 3


@pytest.mark.parametrize("room", ["dining", "office"])
def test_dining_area_and_office_load_one_taser(room):
    # rulebook: adaptoid24.txt:39
    # rulebook: adaptoid24.txt:40
    s = quiet_turn(spend_tasers(setup()), "lab", room, deck="defensive")
    assert sum(t in s.loaded for t in ("taser.1", "taser.2", "taser.3")) == 1


def test_garden_does_nothing():
    # rulebook: adaptoid24.txt:41
    s = setup()
    after = quiet_turn(s, "lab", "garden", deck="defensive")
    assert after.loaded == s.loaded and not after.control_next and not after.control
