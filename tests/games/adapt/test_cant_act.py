"""Can't Act: every condition of lines 81-88, one at a time."""

from __future__ import annotations

from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Adapt, Attack, Buy, RandomSelection, Rest, Special, Wipe

from .helpers import CORAL, FINN, build, play, put, setc, setup

# A Level 1 Body in slot 2 that Finn, a Guppy, could adapt: no wiping.
TOP = ["part.lance_of_the_deep#1", "body.clownfish#1", "part.nub_horn#1"]
STUCK = [RandomSelection(CORAL), Rest(CORAL)]


def stuck(top=TOP, xp=0):
    """Coral's first turn: a Guppy of no Ferocity with ``xp`` Experience."""
    return setc(setup(2, top=top), "coral.xp", xp)


def test_a_guppy_without_experience_or_cards_cant_act():
    # rulebook: adapt.txt:82
    # rulebook: adapt.txt:83
    # rulebook: adapt.txt:84
    # rulebook: adapt.txt:85
    # rulebook: adapt.txt:86
    # rulebook: adapt.txt:87
    assert GAME.legal_actions(stuck(), CORAL) == STUCK


def test_a_card_it_can_adapt_from_the_pgp_is_an_action():
    # rulebook: adapt.txt:83
    s = put(stuck(), "part.megalodon_jaws#1", "coral.pgp")  # too high for a Guppy
    assert GAME.legal_actions(s, CORAL) == STUCK
    s = put(s, "part.needle_teeth#1", "coral.pgp")
    assert GAME.legal_actions(s, CORAL) == [Adapt(CORAL, "part.needle_teeth#1")]


def test_a_gene_stream_it_may_wipe_is_an_action():
    # rulebook: adapt.txt:84
    s = stuck(top=["part.lance_of_the_deep#1", "body.grouper#1", "part.nub_horn#1"])
    assert GAME.legal_actions(s, CORAL) == [Wipe(CORAL)]  # no fish can use a Level 3


def blocked(s, xp=0):
    """Coral with ``xp`` Experience and a Level 1 Body in slot 1 that Finn could use."""
    if "body.minnow#1" not in s.zones["stream.1"]:
        s = put(s, s.zones["stream.1"][0], "discard")
        s = put(s, "body.minnow#1", "stream.1")
    return setc(s, "coral.xp", xp)


def test_buying_is_an_action_unless_unaffordable_barred_or_a_fourth_pgp_card():
    # rulebook: adapt.txt:85
    s = stuck(xp=2)
    assert GAME.legal_actions(s, CORAL) == [
        Buy(CORAL, "part.nub_horn#1", True),
        Buy(CORAL, "part.nub_horn#1", False),
    ]
    # A fourth card for the PGP: only what can be adapted at once may be bought.
    full = stuck(xp=15)
    for cid in ("part.megalodon_jaws#1", "part.dragon_scales#1", "part.great_heart#1"):
        full = put(full, cid, "coral.pgp")
    legal = GAME.legal_actions(full, CORAL)
    assert [a for a in legal if a.card == "part.lance_of_the_deep#1"] == []
    assert (
        GAME.check(full, Buy(CORAL, "part.lance_of_the_deep#1"))
        == "your Gene Pool is full (3 cards)"
    )
    assert Buy(CORAL, "part.nub_horn#1", False) in legal


def test_a_body_that_blocks_the_wipe_cant_be_bought_by_a_fish_already_at_its_level():
    # rulebook: adapt.txt:85
    s = build(stuck(xp=10), CORAL, "body.minnow#1")
    assert GAME.check(s, Buy(CORAL, "body.clownfish#1", True)) == (
        "you cannot buy a Level 1 Body: you have a Level 1 Body on your fish already, and one"
        " no higher is yours to buy only once every other fish has reached Level 1"
    )


def test_an_attack_is_an_action_unless_every_other_fish_is_out_of_reach():
    # rulebook: adapt.txt:86
    s = setup(2, top=TOP, forced={"hide": [1]})
    s = build(s, CORAL, "body.mudskipper#1", xp=0)  # Level 1: it may attack
    s = build(s, FINN, "part.mottled_skin#1")
    assert GAME.legal_actions(s, CORAL) == [Attack(CORAL, FINN)]
    s = play(s, Attack(CORAL, FINN))
    s = play(s, Special(FINN, "hide"))
    assert s.fish[FINN].hidden
    assert GAME.legal_actions(blocked(s), CORAL) == STUCK


def test_a_guppy_with_2_ferocity_can_attack_unless_the_option_asks_for_3():
    # rulebook: adapt.txt:86
    # ruling ADAPT-R04
    s = build(stuck(), CORAL, "part.spiked_horn#1")
    assert GAME.legal_actions(s, CORAL) == [Attack(CORAL, FINN)]
    strict = setc(setup(2, top=TOP, options={"guppy_attack": 3}), "coral.xp", 0)
    strict = build(strict, CORAL, "part.spiked_horn#1")
    assert GAME.legal_actions(strict, CORAL) == STUCK


def test_a_special_action_cooling_down_is_no_action():
    # rulebook: adapt.txt:87
    s = build(stuck(), CORAL, "part.lateral_line#1")  # School, cooldown 2
    assert GAME.legal_actions(s, CORAL) == [Special(CORAL, "school", FINN)]
    s = play(s, Special(CORAL, "school", FINN))
    s = play(s, next(a for a in GAME.legal_actions(s, FINN) if isinstance(a, Buy)))
    assert s.current == CORAL and s.fish[CORAL].cooldowns == {"school": 1}
    assert GAME.legal_actions(blocked(s), CORAL) == STUCK


def test_the_prompt_says_when_no_card_in_the_stream_is_cheap_enough():
    # rulebook: adapt.txt:85
    from petridish.games.adapt.prompts import prompt

    said = prompt(GAME.view(stuck(), CORAL), CORAL, True, str)
    assert said.startswith("Nothing to buy (your 0 Experience pays for none), adapt or attack")
