"""Setup: Guppies, the Experience d20, the deck, the Gene Stream and the packs."""

from __future__ import annotations

import pytest

from petridish.core import scenario
from petridish.core.game import IllegalAction
from petridish.games.adapt.cards import DICE
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import ChooseGuppy

from .helpers import CORAL, FINN, KELP, MARINA, PEARL, deck, opening_xp, play, setup, stream


def fresh(players=2, top=(), options=None):
    return scenario.start(
        GAME, 3, seats=players, options=options, forced={"deck": [deck(players, top, options)]}
    )


def test_each_player_chooses_a_guppy_as_body_and_starts_at_1_experience():
    # rulebook: adapt.txt:13
    s = fresh()
    assert s.step == "guppy" and GAME.to_move(s) == (CORAL,)
    assert all(f.xp == 1 for f in s.fish.values())
    assert GAME.legal_actions(s, CORAL) == [
        ChooseGuppy(CORAL, g) for g in ("guppy.striped", "guppy.spotted", "guppy.fantail")
    ]
    s = play(s, ChooseGuppy(CORAL, "guppy.fantail"))
    assert s.zones["coral.body"] == ("guppy.fantail#1",)
    # The unused Guppies are set aside; a taken one can't be taken again yet.
    assert "guppy.fantail#1" not in s.zones["guppies"]
    assert GAME.check(s, ChooseGuppy(FINN, "guppy.fantail")) == (
        "'guppy.fantail' is not a Guppy you may choose"
    )
    assert GAME.check(s, ChooseGuppy(CORAL, "guppy.striped")) == "it is Finn's move"
    s = play(s, ChooseGuppy(FINN, "guppy.striped"))
    assert s.zones["guppies"] == ("guppy.spotted#1",)


def test_with_more_players_than_guppies_a_guppy_is_taken_twice():
    # ruling ADAPT-R16 (the core set alone has three Guppies)
    options = {"packs": "core"}
    # The opening's Random Selections all give Experience, so no Body covers the Guppy.
    forced = {"deck": [deck(4, (), options)], "percentile": opening_xp(4)}
    s = scenario.start(GAME, 3, seats=4, options=options, forced=forced)
    s = play(
        s,
        ChooseGuppy(CORAL, "guppy.striped"),
        ChooseGuppy(FINN, "guppy.spotted"),
        ChooseGuppy(MARINA, "guppy.fantail"),
    )
    assert len(GAME.legal_actions(s, PEARL)) == 3
    s = play(s, ChooseGuppy(PEARL, "guppy.striped"))
    assert s.zones["pearl.body"] == ("guppy.striped#2",)
    assert GAME.validate_state(s) is None


def test_the_deck_is_the_shuffled_bodies_and_parts_without_guppies():
    # rulebook: adapt.txt:14
    s = GAME.new_state(11)
    cards = [*s.zones["deck"], *(c for c in stream(s) if c)]
    assert sorted(cards) == sorted(GAME.cards.deck(("core",)))
    assert not any(c.startswith("guppy.") for c in cards)
    assert list(s.zones["deck"]) != list(deck(2))[3:]  # shuffled at the draw point "deck"


def test_the_gene_stream_is_dealt_from_its_highest_slot_beside_the_discard_pile():
    # rulebook: adapt.txt:15
    s = fresh(top=["part.nub_horn#1", "part.wide_eyes#1", "part.fan_tail#1"])
    assert stream(s) == ["part.fan_tail#1", "part.wide_eyes#1", "part.nub_horn#1"]
    assert s.zones["discard"] == ()


@pytest.mark.parametrize(("players", "slots"), [(2, 3), (3, 4), (4, 5), (5, 6)])
def test_one_more_gene_stream_slot_for_each_player_beyond_the_second(players, slots):
    # rulebook: adapt.txt:99
    s = GAME.new_state(1, seats=GAME.seat_ids(players))
    assert len(stream(s)) == slots and all(stream(s))


def test_four_or_five_players_add_the_red_pack():
    # rulebook: adapt.txt:98
    # ruling ADAPT-R15
    two, four = GAME.new_state(1, seats=GAME.seat_ids(2)), GAME.new_state(1, seats=GAME.seat_ids(4))
    red = {c.id for c in GAME.cards.cards if c.pack == "red"}

    def packs(s):
        return {GAME.cards.design(c).id for cards in s.zones.values() for c in cards}

    assert not packs(two) & red and red <= packs(four)
    core_four = GAME.new_state(1, seats=GAME.seat_ids(4), options={"packs": "core"})
    assert not packs(core_four) & red
    red_two = GAME.new_state(1, options={"packs": "core+red"})
    assert red <= packs(red_two)
    assert len(GAME.legal_actions(four, CORAL)) == 5  # five Guppies with the Red pack


def test_every_body_die_is_one_of_the_players_polyhedral_dice():
    # rulebook: adapt.txt:6
    assert {c.die for c in GAME.cards.cards if c.kind == "body"} <= set(DICE)


def test_seats_and_counts():
    assert [s.name for s in GAME.seats] == ["Coral", "Finn", "Marina", "Pearl", "Kelp"]
    assert len({s.colour for s in GAME.seats}) == 5
    assert GAME.seat_ids(5)[-1] == KELP
    with pytest.raises(IllegalAction):
        GAME.new_state(1, seats=["coral"])
    # Seats given in any order play clockwise in seat order.
    s = GAME.new_state(1, seats=[MARINA, CORAL, FINN])
    assert s.seats == (CORAL, FINN, MARINA)


def test_the_setup_reaches_the_first_turn():
    s = setup(3)
    assert s.step == "turn" and s.current == CORAL and s.round == 1
    assert GAME.turn_label(s) == "Round 1"
