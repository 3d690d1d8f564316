"""Sandbox edits: a card may go to any place that holds its kind, the rules go on from
there, and a refusal says why in the game's words."""

from __future__ import annotations

from petridish.core.actions import Edit, Place
from petridish.core.evolve import evolve
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseRoom, Overcome

from .helpers import A, G, play, rooms, setup


def edit(state, card, zone, index=-1):
    return GAME.apply(state, Edit(A, "move", card=card, zone=zone, index=index))


def free_a_spot(state):
    """Turn 1's rooms revealed, then taken back into hand: each row has a spare spot."""
    state = rooms(state, "lab", "garden")
    state = edit(state, "a.lab", "adaptoid.hand").state
    return edit(state, "g.garden", "geneticist.hand").state


def test_a_geneticist_room_in_the_adaptoids_row_is_an_edit_and_goes_home_at_the_phase_end():
    # rulebook: adaptoid24.txt:30
    s = free_a_spot(setup())
    out = edit(s, "g.office", "adaptoid.row")
    s = out.state
    assert s.zones["adaptoid.row"] == ("g.office",)
    # It is no room the Geneticist can choose any more, and the rules go on.
    assert ChooseRoom(G, "office") not in GAME.legal_actions(s, G)
    assert GAME.legal_actions(s, A)
    # Each player gets back all their Room cards when the sixth turn ends.
    while s.phase == 1:
        assert not GAME.is_terminal(s)
        seat = GAME.to_move(s)[0]
        s = play(s, GAME.legal_actions(s, seat)[-1])
    assert "g.office" in s.zones["geneticist.hand"]
    assert all(c.startswith("g.") for c in s.zones["geneticist.hand"])
    assert all(c.startswith("a.") for c in s.zones["adaptoid.hand"])


def test_a_spawn_in_a_row_is_hidden_in_every_view_and_is_no_room():
    # rulebook: adaptoid24.txt:27
    s = free_a_spot(setup())
    top = s.zones["spawn.deck"][0]
    out = GAME.apply(s, Edit(A, "move", zone="geneticist.row", place=Place("spawn.deck", 0)))
    s = out.state
    assert s.zones["geneticist.row"] == (top,)
    for seat in (A, G, None):
        assert GAME.view(s, seat).zones["geneticist.row"] == ("?",)
    # In the Adaptoid's row it is no played room either: Spawns cannot go "into" it.
    s = GAME.apply(s, Edit(A, "move", card=top, zone="adaptoid.row")).state
    assert GAME.adaptoid_rooms(s) == ()


def test_refusals_name_things_as_the_cards_do():
    s = setup()
    reason = GAME.check(s, Edit(A, "move", card="a.lab", zone="spawn.deck"))
    assert reason == "the Adaptoid's Lab cannot go to the Spawn deck: it holds only Spawns"
    # Face down in its deck, Clone is a secret there, not a card without another side.
    reason = GAME.check(s, Edit(A, "flip", card="evo.clone.1"))
    assert reason == (
        "the cards in the Defensive deck lie face down by the rules: move this one out to show it"
    )
    s = GAME.apply(s, Edit(A, "move", card="evo.clone.1", zone="evo.discard")).state
    reason = GAME.check(s, Edit(A, "flip", card="evo.clone.1"))
    assert reason == "Clone has no other side to show"
    for text in (reason,):
        assert "." not in text.split()[0] and "evo." not in text


def test_an_edit_the_rules_could_not_go_on_from_is_refused_with_the_reason():
    # rulebook: adaptoid24.txt:20
    s = setup()
    s = rooms(s, "lab", "garden")
    s = play(s, *[a for a in GAME.legal_actions(s, A)[:1]])
    # Moving the whole rest of the Adaptoid's hand into its row would leave no room for
    # the turns still to come.
    hand = s.zones["adaptoid.hand"]
    spare = len(hand) - (6 - s.turn)  # one room is needed for each turn still to come
    for card in hand[:spare]:
        s = edit(s, card, "geneticist.aside").state
    last = s.zones["adaptoid.hand"][-1]
    reason = GAME.check(s, Edit(A, "move", card=last, zone="geneticist.aside"))
    assert reason.startswith("the rules could not go on from there: the Adaptoid needs a room")


def test_a_row_keeps_a_spot_for_every_turn_still_to_come():
    # rulebook: adaptoid24.txt:11
    # Its six spots are each turn's: a card more would leave this phase's last room no
    # spot (and the table none to show it in), ruling A24-R23.
    s = rooms(setup(), "lab", "garden")
    for card, zone in (("g.office", "adaptoid.row"), ("a.office", "geneticist.row")):
        reason = GAME.check(s, Edit(A, "move", card=card, zone=zone))
        assert reason is not None and "row has 6 spots" in reason, reason
    # Setting the turn back would do the same to the rooms already played.
    s = play_to_turn(s, 3)
    reason = GAME.check(s, Edit(A, "set", key="turn", value=1))
    assert (
        reason is not None and "would need 8 (2 cards in it and 6 turns still to play)" in reason
    ), reason
    # With a spot freed (a played room taken back into hand) the card fits.
    s = edit(s, "a.lab", "adaptoid.hand").state
    assert GAME.check(s, Edit(A, "move", card="g.office", zone="adaptoid.row")) is None


def play_to_turn(state, turn):
    """Rules moves (the last legal one each time) until ``turn`` begins."""
    while state.turn < turn:
        state = play(state, GAME.legal_actions(state, GAME.to_move(state)[0])[-1])
    return state


def test_unloading_everything_during_an_encounter_is_a_capture():
    # rulebook: adaptoid24.txt:25
    s = setup()
    s = rooms(s, "lab", "lab")  # the same room: an encounter with the Adaptoid itself
    assert s.step == "encounter"
    for card in sorted(GAME.usable_equipment(s)):
        s = GAME.apply(s, Edit(G, "flip", card=card)).state
    assert s.step == "over" and s.winner == A and s.reason == "captured"


def test_spreading_with_the_spawn_deck_emptied_meanwhile_places_nothing():
    # rulebook: adaptoid24.txt:54
    s = setup(
        reproductive=[
            "evo.spreading.1",
            *["evo.rage.1", "evo.rage.2"],
            "evo.spreading.2",
            "evo.spreading.3",
        ]
    )
    s = rooms(s, "lab", "garden")
    s = play(s, *GAME.legal_actions(s, A)[:1])
    s = play(s, *[a for a in GAME.legal_actions(s, A) if getattr(a, "deck", "") == "reproductive"])
    assert s.step == "target"
    for _ in range(len(s.zones["spawn.deck"])):
        s = GAME.apply(s, Edit(A, "move", zone="spawn.discard", place=Place("spawn.deck", 0))).state
    assert not s.zones["spawn.deck"] and s.step == "target"
    s = play(s, GAME.legal_actions(s, A)[0])
    assert s.step != "target"
    assert GAME.validate_state(s) is None


def test_the_game_ends_once_the_last_turns_encounter_is_settled():
    # rulebook: adaptoid24.txt:31
    s = setup()
    zones = dict(s.zones)
    for seat, p in ((A, "a."), (G, "g.")):
        played = ("garden", "office", "dining", "research", "warehouse")
        zones[f"{seat}.row"] = tuple(p + r for r in played)
        zones[f"{seat}.hand"] = tuple(p + r for r in ("lab", "control_room", "robotics"))
    s = evolve(s, phase=2, turn=6, zones=zones)
    assert GAME.validate_state(s) is None
    out = GAME.apply(play(s, ChooseRoom(A, "lab")), ChooseRoom(G, "robotics"))
    assert out.state.step == "over" and out.state.winner == G
    assert [e.kind for e in out.events][-1] == "over"
    assert not any(e.kind in ("spawns", "evolution", "ability") for e in out.events)
    # After an overcome encounter too: no Spawns or Evolution are asked for any more.
    s2 = play(s, ChooseRoom(A, "lab"), ChooseRoom(G, "lab"))
    assert s2.step == "encounter"
    end = GAME.apply(s2, Overcome(G, ("taser.1",)))
    assert end.state.step == "over" and end.state.winner == G


def test_a_finished_games_rows_still_have_six_spots():
    # rulebook: adaptoid24.txt:11
    # Once the game is over no room is still to come, but a row keeps its six spots
    # (ruling A24-R23): a seventh card is refused. (The table has no seventh spot, nor a
    # strip above it for the Spawns and Evolution cards of that room; one taken there
    # once raised a KeyError out of the window's redraw.)
    s = setup()
    while not GAME.is_terminal(s):
        s = play(s, GAME.legal_actions(s, GAME.to_move(s)[0])[-1])
    row, hand = s.zones["adaptoid.row"], s.zones["adaptoid.hand"]
    for card in hand[: 6 - len(row)]:
        s = edit(s, card, "adaptoid.row").state
    assert len(s.zones["adaptoid.row"]) == 6 and s.zones["adaptoid.hand"]
    card = s.zones["adaptoid.hand"][0]
    reason = GAME.check(s, Edit(A, "move", card=card, zone="adaptoid.row"))
    assert reason is not None and "the Adaptoid's row has 6 spots" in reason, reason
    # Where a card leaves the row first, the room fits.
    s = edit(s, s.zones["adaptoid.row"][0], "adaptoid.hand").state
    assert GAME.check(s, Edit(A, "move", card=card, zone="adaptoid.row")) is None
