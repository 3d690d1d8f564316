"""Adaptation & Buying Rules and the Personal Gene Pool."""

from __future__ import annotations

import pytest

from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Adapt, Buy

from .helpers import CORAL, FINN, build, lines, outcome, play, put, setup, stream, totals

pytestmark = pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml

L2_BODY, L3_BODY = "body.barracuda#1", "body.grouper#1"


def test_bodies_adapt_one_level_at_a_time_the_clownfish_example():
    # rulebook: adapt.txt:45
    # rulebook: adapt.txt:46
    # "As a Level 1 ClownFish, you may buy any higher level Body, but you can't Adapt to
    # a Level 3 Body until you have Adapted a Level 2 Body first."
    s = setup(2, top=[L3_BODY, "part.wide_eyes#1", "part.fan_tail#1"])
    s = build(s, CORAL, "body.clownfish#1", xp=12)
    s = build(s, FINN, "body.minnow#1")
    assert GAME.check(s, Buy(CORAL, L3_BODY, keep=False)) is None  # bought, it waits
    out = outcome(s, Buy(CORAL, L3_BODY))
    assert out.state.zones["coral.pgp"] == (L3_BODY,)
    assert "Grouper goes into Coral's Gene Pool (too high to adapt yet)." in lines(out)
    s = play(out.state, Buy(FINN, "part.fan_tail#1"))
    assert (
        GAME.check(s, Adapt(CORAL, L3_BODY))
        == "Bodies adapt one level at a time: your Body is Level 1"
    )
    s = build(s, CORAL, L2_BODY)
    assert GAME.check(s, Adapt(CORAL, L3_BODY)) is None
    s = play(s, Adapt(CORAL, L3_BODY))
    assert s.zones["coral.body"] == ("guppy.striped#1", "body.clownfish#1", L2_BODY, L3_BODY)


def test_parts_up_to_the_body_level_plus_two_the_level_2_example():
    # rulebook: adapt.txt:47
    # "As a Level 2 Body, you can equip any Level 1, 2, 3, or 4 Part, but not yet Level 5.
    # Level 5 Parts can be Adapted only after a Level 3 Body is."
    s = setup(2)
    s = build(s, CORAL, "body.clownfish#1", L2_BODY)
    for part in (
        "part.nub_horn#1",
        "part.snapping_jaws#1",
        "part.swift_fins#1",
        "part.ray_wings#1",
    ):
        s = put(s, part, "coral.pgp")
        assert GAME.check(s, Adapt(CORAL, part)) is None
        s = put(s, part, "discard")
    s = put(s, "part.lance_of_the_deep#1", "coral.pgp")
    assert GAME.check(s, Adapt(CORAL, "part.lance_of_the_deep#1")) == (
        "a Level 5 Part needs a Level 3 Body (yours is Level 2)"
    )
    s = build(s, CORAL, L3_BODY)
    assert GAME.check(s, Adapt(CORAL, "part.lance_of_the_deep#1")) is None


def test_guppies_adapt_straight_to_a_level_1_or_level_2_body():
    # rulebook: adapt.txt:48
    s = setup(2)
    for body, ok in (("body.minnow#1", True), (L2_BODY, True), (L3_BODY, False)):
        s = put(s, body, "coral.pgp")
        assert (GAME.check(s, Adapt(CORAL, body)) is None) == ok, body
        s = put(s, body, "discard")
    assert totals(s, CORAL).guppy and totals(s, CORAL).level == 0


def test_a_new_card_goes_on_top_of_the_one_it_replaces_and_only_it_counts():
    # rulebook: adapt.txt:49
    # rulebook: adapt.txt:38
    # ruling ADAPT-R08
    s = setup(2)
    s = build(s, CORAL, "body.clownfish#1", "part.nub_horn#1")
    assert totals(s, CORAL).ferocity == 1 + 1
    s = put(s, "part.spiked_horn#1", "coral.pgp")
    out = outcome(s, Adapt(CORAL, "part.spiked_horn#1"))
    assert out.state.zones["coral.horn"] == ("part.nub_horn#1", "part.spiked_horn#1")
    assert totals(out.state, CORAL).ferocity == 1 + 2
    assert "Coral adapts Spiked Horn over Nub Horn." in lines(out)


def test_buy_pays_and_adapts_at_once_or_keeps_in_the_pgp():
    # rulebook: adapt.txt:39
    # rulebook: adapt.txt:77
    # ruling ADAPT-R18
    top = ["part.spiked_horn#1", "part.wide_eyes#1", "part.fan_tail#1"]
    s = setup(2, top=top)
    out = outcome(s, Buy(CORAL, "part.spiked_horn#1"))
    assert out.state.zones["coral.horn"] == ("part.spiked_horn#1",)
    assert out.state.fish[CORAL].xp == 8 - 4
    assert lines(out)[:3] == [
        "Coral buys Spiked Horn from Gene Stream 3 for 4 Experience.",
        "Coral pays 4 Experience to buy (4 left).",
        "Coral adapts Spiked Horn.",
    ]
    kept = play(s, Buy(CORAL, "part.spiked_horn#1", keep=True))
    assert kept.zones["coral.pgp"] == ("part.spiked_horn#1",) and not kept.zones["coral.horn"]
    s = build(s, CORAL, xp=3)
    assert GAME.check(s, Buy(CORAL, "part.spiked_horn#1")) == (
        "Spiked Horn costs 4 Experience; you have 3"
    )


def test_the_pgp_holds_three_cards():
    # rulebook: adapt.txt:78
    top = ["part.spiked_horn#1", "part.wide_eyes#1", "part.fan_tail#1"]
    s = setup(2, top=top)
    for part in ("part.megalodon_jaws#1", "part.dragon_scales#1", "part.great_heart#1"):
        s = put(s, part, "coral.pgp")
    assert (
        GAME.check(s, Buy(CORAL, "part.spiked_horn#1", keep=True))
        == "your Gene Pool is full (3 cards)"
    )
    assert GAME.check(s, Buy(CORAL, "part.spiked_horn#1")) is None  # adapted at once
    assert Buy(CORAL, "part.spiked_horn#1", True) not in GAME.legal_actions(s, CORAL)


def test_no_body_bought_at_or_below_the_total_gene_pool_unless_every_other_fish_is_there():
    # rulebook: adapt.txt:79
    # rulebook: adapt.txt:85
    top = ["body.minnow#1", "part.nub_horn#1", "part.fan_tail#1"]
    s = setup(2, top=top)
    s = build(s, CORAL, "body.clownfish#1")
    assert GAME.check(s, Buy(CORAL, "body.minnow#1", keep=True)) == (
        "you cannot buy a Level 1 Body: you have a Level 1 Body on your fish already, and one"
        " no higher is yours to buy only once every other fish has reached Level 1"
    )
    # A Body in the PGP counts too: a Guppy holding a Level 2 Body can't buy a Level 1.
    # It is said to lie there: the fish itself is still a Guppy.
    guppy = put(setup(2, top=top), L2_BODY, "coral.pgp")
    assert GAME.check(guppy, Buy(CORAL, "body.minnow#1")) == (
        "you cannot buy a Level 1 Body: you have a Level 2 Body in your Gene Pool already, and"
        " one no higher is yours to buy only once every other fish has reached Level 1"
    )
    # Once every other fish is Level 1 or higher, it may.
    s = build(s, FINN, "body.mudskipper#1")
    assert GAME.check(s, Buy(CORAL, "body.minnow#1", keep=True)) is None
    # "You can always buy lower level Parts."
    high = build(setup(2, top=top), CORAL, "body.clownfish#1", L2_BODY, L3_BODY)
    assert GAME.check(high, Buy(CORAL, "part.nub_horn#1")) is None


def test_four_players_may_adapt_two_levels_paying_the_skipped_level_twice():
    # rulebook: adapt.txt:102
    # "If your Fish currently has a Level 2 Body, and you would like to Adapt a Level 4
    # Body, at the time of Adapting you must pay 6 Experience [Level 3 x2]."
    s = setup(4)
    s = build(s, CORAL, "body.clownfish#1", L2_BODY, xp=10)
    s = put(s, "body.swordfish#1", "coral.pgp")
    out = outcome(s, Adapt(CORAL, "body.swordfish#1"))
    assert out.state.zones["coral.body"][-1] == "body.swordfish#1"
    assert out.state.fish[CORAL].xp == 10 - 6
    assert "Coral pays 6 Experience to skip a level (4 left)." in lines(out)
    # Without enough Experience the Adaptation can't yet occur.
    poor = build(s, CORAL, xp=5)
    assert GAME.check(poor, Adapt(CORAL, "body.swordfish#1")) == (
        "skipping Level 3 costs 6 Experience; you have 5"
    )
    # Not from a Guppy to Level 2, and never with fewer than four players.
    guppy = put(setup(4), L2_BODY, "coral.pgp")
    assert play(guppy, Adapt(CORAL, L2_BODY)).fish[CORAL].xp == 10
    three = build(setup(3), CORAL, "body.clownfish#1", L2_BODY)
    three = put(three, "body.swordfish#1", "coral.pgp")
    assert GAME.check(three, Adapt(CORAL, "body.swordfish#1")) == (
        "Bodies adapt one level at a time: your Body is Level 2"
    )


def test_a_bought_body_too_dear_to_skip_to_goes_to_the_pgp():
    # rulebook: adapt.txt:102
    # ruling ADAPT-R18
    top = ["body.swordfish#1", "part.wide_eyes#1", "part.fan_tail#1", "part.nub_horn#1"]
    s = setup(4, top=["part.thick_hide#1", *top])
    s = build(s, CORAL, "body.clownfish#1", L2_BODY, xp=14)
    assert Buy(CORAL, "body.swordfish#1", False) not in GAME.legal_actions(s, CORAL)
    s = play(s, Buy(CORAL, "body.swordfish#1"))
    assert s.zones["coral.pgp"] == ("body.swordfish#1",)


def test_a_fish_never_loses_by_adapting_it_keeps_1_health():
    # rulebook: adapt.txt:59
    # ruling ADAPT-R09
    s = setup(2)
    s = build(s, CORAL, "body.clownfish#1", "part.thick_hide#1", damage=7)  # 8 Health
    s = put(s, "part.tough_scales#1", "coral.pgp")
    out = outcome(s, Adapt(CORAL, "part.tough_scales#1"))  # replaces Thick Hide: 6 Health
    s = out.state
    assert not s.fish[CORAL].defeated and s.fish[CORAL].damage == 7
    assert GAME.board(s).health(CORAL) == 8 and GAME.board(s).left(CORAL) == 1
    assert (
        "Coral's fish can't lose by adapting: with Health 6 against 7 Damage it is treated"
        " as having 1 Health left." in lines(out)
    )
    # Adapting more Health ends it: a Pufferfish's 8 Health is more than 7 Damage.
    s = build(s, CORAL, "body.pufferfish#1")
    assert GAME.board(s).health(CORAL) == 8


def test_a_card_adapts_from_the_gene_stream_the_pgp_or_random_selection():
    # rulebook: adapt.txt:90
    s = setup(2, top=["part.spiked_horn#1", "part.wide_eyes#1", "part.fan_tail#1"])
    s = put(s, "part.nub_horn#1", "coral.pgp")
    legal = GAME.legal_actions(s, CORAL)
    assert Adapt(CORAL, "part.nub_horn#1") in legal
    assert Buy(CORAL, "part.spiked_horn#1", False) in legal
    assert stream(s)[2] == "part.spiked_horn#1"
