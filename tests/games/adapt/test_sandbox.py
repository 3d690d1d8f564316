"""Sandbox edits and position checks: free moves the rules can go on from."""

from __future__ import annotations

import dataclasses
import json

import pytest

from petridish.core.actions import Edit, Place
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Buy

from .helpers import CORAL, FINN, build, lines, outcome, play, put, setc, setup, stream

pytestmark = pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml

PARTS = ["part.wide_eyes#2", "part.fan_tail#1", "part.thick_hide#1"]


def refusal(s, **edit):
    return GAME.check(s, Edit(s.current, **edit))


def test_the_sandbox_is_open_while_the_guppies_are_chosen():
    # ruling ADAPT-R26
    s = GAME.new_state(3)
    assert s.step == "guppy"
    # A fish has no counters before its Guppy, nor the game a round: set-up says so.
    assert refusal(s, op="set", key="coral.xp", value=5) == (
        "Coral has no fish yet: its Guppy is chosen first"
    )
    assert refusal(s, op="set", key="round", value=2) == "the rounds begin once set-up is over"
    # Its deck is shuffled and cut, and the choosing goes on as before.
    for op in ("shuffle", "cut"):
        out = outcome(s, Edit(CORAL, op, zone="deck"))
        assert out.state.zones["deck"] != s.zones["deck"] and out.state.step == "guppy"
        assert GAME.legal_actions(out.state, CORAL) == GAME.legal_actions(s, CORAL)
    # A card moves as in any turn, and the choosing goes on from where it was.
    card = s.zones["deck"][0]
    out = outcome(s, Edit(CORAL, "move", card=card, zone="discard"))
    assert out.state.zones["discard"][-1] == card and out.state.step == "guppy"
    assert GAME.legal_actions(out.state, CORAL) == GAME.legal_actions(s, CORAL)


def test_cards_move_to_places_that_hold_their_kind():
    # ruling ADAPT-R26
    s = setup(2, top=PARTS)
    assert refusal(s, op="move", card="part.spiked_horn#1", zone="coral.jaws") == (
        "Spiked Horn cannot go to Coral's jaws: it holds only jaws Parts"
    )
    assert refusal(s, op="move", card="body.grouper#1", zone="finn.horn") is not None
    assert refusal(s, op="move", card="guppy.striped#1", zone="deck") == (
        "Striped Guppy cannot go to the deck: it holds only Bodies and Parts"
    )
    assert refusal(s, op="move", card="guppy.striped#1", zone="guppies") == (
        "a fish always keeps a Body"
    )
    assert refusal(s, op="move", card="part.nub_horn#1", zone="stream.1") == (
        "Gene Stream 1 already holds a card"
    )
    full = s
    for cid in ("part.nub_horn#1", "part.needle_teeth#1", "part.paddle_fins#1"):
        full = put(full, cid, "finn.pgp")
    assert refusal(full, op="move", card="part.spiked_horn#1", zone="finn.pgp") == (
        "a Gene Pool holds only 3 cards"
    )
    assert refusal(s, op="flip", card="part.fan_tail#1").startswith(
        "A.D.A.P.T.'s cards lie face up"
    )
    s = put(s, "part.spiked_horn#1", "coral.horn")
    out = outcome(s, Edit(CORAL, "move", card="part.fan_tail#1", zone="finn.tail"))
    assert lines(out, FINN) == ["Sandbox: Fan Tail moved to Finn's tail (outside the rules)."]
    assert out.state.zones["finn.tail"] == ("part.fan_tail#1",) and stream(out.state)[1] == ""


def test_counters_are_set_in_range_and_too_much_damage_defeats():
    # ruling ADAPT-R26
    s = setup(2, top=PARTS)
    assert refusal(s, op="set", key="coral.xp", value=21) == "Coral's Experience must be 0 to 20"
    assert refusal(s, op="set", key="coral.luck", value=1).startswith("there is no counter")
    assert refusal(s, op="set", key="round", value=0) == "the round must be 1 to 60"
    s = setc(s, "finn.poison", 2)
    assert s.fish[FINN].poison == 2
    out = outcome(s, Edit(CORAL, "set", key="finn.damage", value=4))  # a Spotted Guppy's 4
    assert not out.state.fish[FINN].defeated
    out = outcome(s, Edit(CORAL, "set", key="finn.damage", value=5))
    assert out.state.fish[FINN].defeated and GAME.result(out.state).winners == (CORAL,)
    assert lines(out)[0] == "Sandbox: Finn's Damage set to 5 (outside the rules)."


def test_a_fish_defeated_on_its_own_turn_passes_it_on():
    # ruling ADAPT-R26
    s = setup(3, top=[*PARTS, "part.nub_horn#1"])
    s = setc(s, "coral.damage", 9)
    assert s.fish[CORAL].defeated and s.current == FINN and not GAME.is_terminal(s)


def test_a_card_of_the_deck_is_named_only_once_it_lies_face_up():
    # ruling ADAPT-R26
    s = setup(2, top=PARTS)
    top = s.zones["deck"][0]
    out = outcome(s, Edit(FINN, "move", zone="deck", index=-1, place=Place("deck", 0)))
    assert lines(out, CORAL) == [
        "Sandbox: a face-down card from the deck moved to the deck (outside the rules)."
    ]
    assert top not in json.dumps([e.for_seat(CORAL) for e in out.events])
    out = outcome(s, Edit(FINN, "move", zone="finn.pgp", place=Place("deck", 0)))
    assert out.events[0].reveal and GAME.cards.design(top).name in lines(out, CORAL)[0]


def test_validate_state_refuses_impossible_positions():
    s = setup(2, top=PARTS)
    assert GAME.validate_state(s) is None
    zones = dict(s.zones)
    zones["deck"] = (*zones["deck"], zones["deck"][0])
    assert "is both in" in GAME.validate_state(dataclasses.replace(s, zones=zones))
    zones = dict(s.zones)
    zones["coral.jaws"] = ("part.spiked_horn#1",)
    zones["deck"] = tuple(c for c in zones["deck"] if c != "part.spiked_horn#1")
    assert "holds only jaws Parts" in GAME.validate_state(dataclasses.replace(s, zones=zones))
    fish = {**s.fish, CORAL: dataclasses.replace(s.fish[CORAL], xp=25)}
    assert GAME.validate_state(dataclasses.replace(s, fish=fish)) == (
        "Coral's Experience must be 0 to 20"
    )
    fish = {**s.fish, FINN: dataclasses.replace(s.fish[FINN], damage=9)}
    assert "more Damage than Health" in GAME.validate_state(dataclasses.replace(s, fish=fish))
    assert GAME.validate_state(dataclasses.replace(s, step="nap")) == "unknown step 'nap'"
    assert GAME.validate_state(dataclasses.replace(s, current=FINN)) is None  # (any alive)
    assert GAME.validate_state(dataclasses.replace(s, round=61)) == "the round must be 1 to 60"
    odd = dataclasses.replace(s, options={**s.options, "round_limit": "soon"})
    assert GAME.validate_state(odd).startswith("the options are not A.D.A.P.T.'s")
    assert "seat needs" in GAME.validate_state(dataclasses.replace(s, fish={CORAL: s.fish[CORAL]}))


def test_a_saved_game_reads_back_the_same():
    s = setup(3, top=[*PARTS, "part.nub_horn#1"])
    s = build(s, CORAL, "body.clownfish#1", "part.spiked_horn#1", damage=2)
    s = play(s, Buy(CORAL, "part.thick_hide#1"))
    data = json.loads(json.dumps(GAME.state_to_json(s)))
    assert GAME.state_from_json(data) == s


def test_a_refusal_does_not_name_a_card_of_the_deck_moved_blind():
    # ruling ADAPT-R27
    s = setup(2, top=PARTS)
    top = GAME.cards.design(s.zones["deck"][0])
    wrong = next(
        z for z in ("coral.horn", "coral.jaws", "coral.tail") if z.split(".")[1] != top.location
    )
    reason = refusal(s, op="move", zone=wrong, place=Place("deck", 0))
    assert reason.startswith("A face-down card cannot go to") and top.name not in reason
