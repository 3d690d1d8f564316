"""ADAPTOID 24: set-up, the turn sequence, phases and the end of the game."""

from __future__ import annotations

from petridish.games.adaptoid24.rules import GAME, TASERS
from petridish.games.adaptoid24.state import ChooseCharacter, ChooseRoom

from .helpers import A, G, play, quiet_turn, rooms, setup


def test_the_two_sides_are_the_adaptoid_and_the_geneticist():
    # rulebook: adaptoid24.txt:6
    assert [s.id for s in GAME.seats] == ["adaptoid", "geneticist"]
    assert [s.name for s in GAME.seats] == ["Adaptoid", "Geneticist"]


def test_each_side_holds_eight_rooms():
    # rulebook: adaptoid24.txt:8
    # rulebook: adaptoid24.txt:13
    s = GAME.new_state(1)
    assert len(s.zones["adaptoid.hand"]) == 8
    assert len(s.zones["geneticist.hand"]) == 8
    assert {c[2:] for c in s.zones["adaptoid.hand"]} == {c[2:] for c in s.zones["geneticist.hand"]}


def test_fifteen_evolution_cards_in_three_decks_of_their_type():
    # rulebook: adaptoid24.txt:9
    s = GAME.new_state(1)
    for deck in ("defensive", "reproductive", "offensive"):
        cards = s.zones[f"evo.{deck}"]
        assert len(cards) == 5
        assert {GAME.evolution_of(c).deck for c in cards} == {deck}


def test_twelve_spawns_shuffled_into_a_deck():
    # rulebook: adaptoid24.txt:10
    a, b = GAME.new_state(1), GAME.new_state(2)
    assert len(a.zones["spawn.deck"]) == 12
    assert sorted(a.zones["spawn.deck"]) == sorted(b.zones["spawn.deck"])
    assert a.zones["spawn.deck"] != b.zones["spawn.deck"]  # shuffled by seed


def test_geneticist_chooses_a_character_with_the_shield_loaded():
    # rulebook: adaptoid24.txt:14
    s = GAME.new_state(1)
    assert GAME.to_move(s) == (G,)
    assert {a.character for a in GAME.legal_actions(s, G)} == {
        "reyes",
        "okafor",
        "lindqvist",
        "tanaka",
    }
    s = play(s, ChooseCharacter(G, "okafor"))
    assert s.zones["geneticist.character"] == ("char.okafor",)
    assert "char.okafor" in s.loaded


def test_two_tasers_loaded_one_unloaded_and_the_dron_unloaded():
    # rulebook: adaptoid24.txt:15
    # rulebook: adaptoid24.txt:16
    s = GAME.new_state(1)
    assert sorted(t for t in TASERS if t in s.loaded) == ["taser.1", "taser.2"]
    assert "taser.3" not in s.loaded
    assert "dron" not in s.loaded


def test_played_rooms_form_rows_in_turn_order():
    # rulebook: adaptoid24.txt:11
    # rulebook: adaptoid24.txt:29
    s = setup()
    s = quiet_turn(s, "garden", "office")
    s = quiet_turn(s, "lab", "dining")
    assert s.zones["adaptoid.row"] == ("a.garden", "a.lab")
    assert s.zones["geneticist.row"] == ("g.office", "g.dining")
    assert s.turn == 3


def test_each_turn_both_sides_place_one_room_from_hand():
    # rulebook: adaptoid24.txt:20
    s = setup()
    assert set(GAME.to_move(s)) == {A, G}
    assert len(GAME.legal_actions(s, A)) == 8
    s = play(s, ChooseRoom(A, "lab"))
    assert GAME.to_move(s) == (G,)
    assert GAME.check(s, ChooseRoom(A, "office")) == "you have already chosen a room this turn"
    s = play(s, ChooseRoom(G, "office"))
    assert "a.lab" not in s.zones["adaptoid.hand"]
    assert GAME.check(quiet_turn(setup(), "lab", "office"), ChooseRoom(A, "lab")) is not None


def test_room_choice_is_secret_until_both_have_chosen():
    # rulebook: adaptoid24.txt:20
    s = play(setup(), ChooseRoom(A, "lab"))
    assert GAME.view(s, G).picks == {A: "?"}
    assert GAME.view(s, A).picks == {A: "lab"}
    out = GAME.apply(s, ChooseRoom(G, "office"))
    revealed = [e for e in out.events if e.kind == "revealed"]
    assert revealed and revealed[0].data == {A: "lab", G: "office"}
    assert revealed[0].reveal


# The Geneticist always plays the room the Adaptoid will play next turn, so no encounter
# can happen (encounter B needs a room the Adaptoid played *earlier*).
A_ORDER = ["garden", "lab", "office", "dining", "warehouse", "robotics"]
G_ORDER = ["lab", "office", "dining", "warehouse", "robotics", "research"]


def auto_turn(s, a_room, g_room):
    s = rooms(s, a_room, g_room)
    while s.step not in ("choose", "over"):
        seat = GAME.to_move(s)[0]
        s = play(s, GAME.legal_actions(s, seat)[0])
    return s


def test_a_game_is_two_phases_of_six_turns_and_the_geneticist_escapes():
    # rulebook: adaptoid24.txt:18
    # rulebook: adaptoid24.txt:19
    # rulebook: adaptoid24.txt:31
    s = setup()
    for phase in (1, 2):
        for turn in range(6):
            assert (s.phase, s.turn) == (phase, turn + 1)
            s = auto_turn(s, A_ORDER[turn], G_ORDER[turn])
    assert GAME.is_terminal(s)
    assert GAME.result(s).winners == (G,)
    assert GAME.result(s).reason == "escaped"
    assert (
        GAME.legal_actions(s, A) == [] and GAME.check(s, ChooseRoom(A, "lab")) == "the game is over"
    )


def test_phase_end_returns_rooms_and_reshuffles_every_spawn():
    # rulebook: adaptoid24.txt:30
    s = setup()
    for a_room, g_room in zip(A_ORDER, G_ORDER, strict=True):
        s = auto_turn(s, a_room, g_room)
    assert (s.phase, s.turn) == (2, 1)
    assert len(s.zones["adaptoid.hand"]) == 8 and len(s.zones["geneticist.hand"]) == 8
    assert s.zones["adaptoid.row"] == () and s.zones["geneticist.row"] == ()
    assert len(s.zones["spawn.deck"]) == 12
    assert all(not s.zones[f"spawns.{r}"] for r in GAME.room_ids())
    assert s.up == frozenset()
