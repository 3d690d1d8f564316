"""Adapting by Random Selection: the percentile roll, the charts, the opening, and a
player who can't act."""

from __future__ import annotations

import pytest

from petridish.games.adapt import charts
from petridish.games.adapt.charts import CHOICE, XP
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import (
    Attack,
    ChooseGuppy,
    PickCard,
    RandomSelection,
    Rest,
    Special,
)

from .helpers import CORAL, FINN, build, deck, kinds, lines, outcome, play, put, setc, setup, stream

DEFAULT = GAME.default_options()
STUCK_TOP = ["part.lance_of_the_deep#1", "body.clownfish#1", "part.nub_horn#1"]


def opening(players, dice, top=(), options=None):
    """A game whose opening percentile dice are ``dice`` (tens, units per roll)."""
    from petridish.core import scenario

    s = scenario.start(
        GAME,
        5,
        seats=players,
        options=options,
        forced={"deck": [deck(players, top, options)], "percentile": dice},
    )
    guppies = ["guppy.striped", "guppy.spotted", "guppy.fantail"]
    return s, [ChooseGuppy(seat, guppies[i % 3]) for i, seat in enumerate(s.seats)]


def stuck(top=STUCK_TOP, pgp=(), dice=()):
    """Coral's first turn, unable to act: a Guppy with no Ferocity, no Experience and
    nothing it can adapt; Clownfish in the Gene Stream keeps it from wiping."""
    s = setup(2, top=top, forced={"percentile": list(dice)})
    for cid in pgp:
        s = put(s, cid, "coral.pgp")
    return setc(s, "coral.xp", 0)


def test_the_percentile_roll_is_two_d10s_with_00_and_0_making_100():
    # rulebook: adapt.txt:18
    assert charts.percentile(0, 1) == 1
    assert charts.percentile(0, 0) == 100
    assert charts.percentile(9, 9) == 99
    assert charts.percentile(4, 0) == 40
    s, guppies = opening(2, [0, 0, 0, 1])
    out = outcome(play(s, guppies[0]), guppies[1])
    rolls = [e.data for e in out.events if e.kind == "roll"][:2]
    assert [(r["seat"], r["sides"], r["value"], r["purpose"]) for r in rolls] == [
        (CORAL, 10, 0, "tens"),
        (CORAL, 10, 0, "units"),
    ]
    assert "Coral's percentile roll: 00 + 0 = 100." in lines(out)


def test_the_highest_roll_applies_first_and_takes_the_first_turn():
    # rulebook: adapt.txt:19
    # rulebook: adapt.txt:29
    # rulebook: adapt.txt:30
    # Coral rolls 30 (slot #1), Finn 90 (the card of its choice): Finn first.
    top = ["part.nub_horn#1", "part.wide_eyes#1", "part.fan_tail#1", "part.thick_hide#1"]
    s, guppies = opening(2, [3, 0, 9, 0], top=top)
    out = outcome(play(s, guppies[0]), guppies[1])
    s = out.state
    assert "Random Selection order: Finn (90), Coral (30). Finn takes the first turn." in lines(out)
    assert s.step == "choose" and s.current == FINN and s.queue == ((CORAL, 30),)
    assert GAME.legal_actions(s, FINN) == [PickCard(FINN, c) for c in stream(s)]
    out = outcome(s, PickCard(FINN, "part.wide_eyes#1"))
    s = out.state
    assert s.zones["finn.eyes"] == ("part.wide_eyes#1",)
    # The Gene Stream cycled after Finn's card: Coral's slot #1 now holds Thick Hide.
    assert s.zones["coral.skin"] == ("part.thick_hide#1",)
    assert s.step == "turn" and s.current == FINN and s.round == 1 and s.first == FINN


def test_tied_rolls_are_rolled_again():
    # ruling ADAPT-R01
    s, guppies = opening(2, [5, 0, 5, 0, 2, 0, 1, 0])
    out = outcome(play(s, guppies[0]), guppies[1])
    assert [e.data["roll"] for e in out.events if e.kind == "percentile"] == [50, 50, 20, 10]
    assert out.state.first == CORAL and out.state.fish[CORAL].xp == 5 + 3


@pytest.mark.parametrize(
    ("roll", "result"),
    [(1, XP), (20, XP), (26, 1), (45, 1), (46, 2), (65, 2), (66, 3), (80, 3), (86, CHOICE)],
)
def test_the_two_player_chart_as_printed(roll, result):
    # rulebook: adapt.txt:23
    # rulebook: adapt.txt:24
    # rulebook: adapt.txt:25
    # rulebook: adapt.txt:26
    # rulebook: adapt.txt:27
    assert charts.result(roll, 2, DEFAULT) == result
    assert charts.result(100, 2, DEFAULT) == CHOICE


def test_the_two_player_gap_and_overlap_are_ruled_and_optional():
    # rulebook: adapt.txt:28
    # ruling ADAPT-R02
    # ruling ADAPT-R03
    assert [charts.result(r, 2, DEFAULT) for r in (21, 25)] == [XP, XP]
    assert [charts.result(r, 2, DEFAULT) for r in (81, 85)] == [3, 3]
    other = {"chart_gap": "slot1", "chart_overlap": "choice"}
    assert [charts.result(r, 2, other) for r in (20, 21, 25)] == [XP, 1, 1]
    assert [charts.result(r, 2, other) for r in (80, 81, 85)] == [3, CHOICE, CHOICE]
    # In play: Coral's 23 gains 4 Experience by default, takes slot #1 with the option.
    top = ["part.nub_horn#1", "part.wide_eyes#1", "part.fan_tail#1"]
    s, guppies = opening(2, [2, 3, 0, 1], top=top)
    assert play(s, *guppies).fish[CORAL].xp == 5 + 3
    s, guppies = opening(2, [2, 3, 0, 1], top=top, options={"chart_gap": "slot1"})
    assert play(s, *guppies).zones["coral.tail"] == ("part.fan_tail#1",)


THREE = [(10, XP), (11, 1), (30, 1), (31, 2), (50, 2), (51, 3), (70, 3), (71, 4), (90, 4)]
FOUR = [(10, XP), (11, 1), (25, 1), (26, 2), (40, 2), (41, 3), (55, 3), (56, 4), (70, 4)]
FOUR += [(71, 5), (85, 5), (86, CHOICE)]
FIVE = [(5, XP), (6, 1), (20, 1), (21, 2), (35, 2), (36, 3), (50, 3), (51, 4), (65, 4)]
FIVE += [(66, 5), (80, 5), (81, 6), (95, 6), (96, CHOICE)]


@pytest.mark.parametrize(("roll", "result"), [*THREE, (91, CHOICE), (100, CHOICE)])
def test_the_three_player_chart(roll, result):
    # rulebook: adapt.txt:106
    # rulebook: adapt.txt:107
    # rulebook: adapt.txt:108
    # rulebook: adapt.txt:109
    # rulebook: adapt.txt:110
    # rulebook: adapt.txt:111
    assert charts.result(roll, 3, DEFAULT) == result


@pytest.mark.parametrize(("roll", "result"), [*FOUR, (100, CHOICE)])
def test_the_four_player_chart(roll, result):
    # rulebook: adapt.txt:115
    # rulebook: adapt.txt:116
    # rulebook: adapt.txt:117
    # rulebook: adapt.txt:118
    # rulebook: adapt.txt:119
    # rulebook: adapt.txt:120
    # rulebook: adapt.txt:121
    assert charts.result(roll, 4, DEFAULT) == result


@pytest.mark.parametrize(("roll", "result"), [*FIVE, (100, CHOICE)])
def test_the_five_player_chart(roll, result):
    # rulebook: adapt.txt:125
    # rulebook: adapt.txt:126
    # rulebook: adapt.txt:127
    # rulebook: adapt.txt:128
    # rulebook: adapt.txt:129
    # rulebook: adapt.txt:130
    # rulebook: adapt.txt:131
    # rulebook: adapt.txt:132
    assert charts.result(roll, 5, DEFAULT) == result


def test_an_opening_card_is_adapted_if_able_or_kept_in_the_pgp():
    # rulebook: adapt.txt:24
    # rulebook: adapt.txt:77
    # rulebook: adapt.txt:90
    # Coral's 80 takes slot #3 (Clownfish: a Guppy adapts it); Finn's 75 slot #3 after
    # the cycle, into which the Level 5 Lance slid (too high: into the PGP).
    top = ["body.clownfish#1", "part.lance_of_the_deep#1", "part.nub_horn#1", "part.fan_tail#1"]
    s, guppies = opening(2, [8, 0, 7, 5], top=top)
    s = play(s, *guppies)
    assert s.zones["coral.body"] == ("guppy.striped#1", "body.clownfish#1")
    assert s.zones["finn.pgp"] == ("part.lance_of_the_deep#1",)


def test_a_player_who_cant_act_may_adapt_by_random_selection_or_rest():
    # rulebook: adapt.txt:43
    # rulebook: adapt.txt:88
    # ruling ADAPT-R12
    s = stuck(dice=[1, 0])
    assert GAME.legal_actions(s, CORAL) == [RandomSelection(CORAL), Rest(CORAL)]
    out = outcome(s, RandomSelection(CORAL))
    assert "Coral's Random Selection (10): gain 4 Experience." in lines(out)
    assert out.state.fish[CORAL].xp == 4 and out.state.current == FINN  # the turn is over
    out = outcome(s, Rest(CORAL))
    assert "Coral can't act, and rests." in lines(out) and out.state.current == FINN
    (cycle,) = [e.data for e in out.events if e.kind == "cycle"]
    assert cycle["expired"] == "part.lance_of_the_deep#1"  # no card left: one expires


def test_random_selection_is_refused_while_the_player_can_act():
    s = setup(2, top=STUCK_TOP)
    assert GAME.check(s, RandomSelection(CORAL)) == (
        "you can still act: Random Selection and Rest are for when you can't"
    )


def test_a_random_selection_body_no_higher_than_one_held_stays_in_the_gene_stream():
    # rulebook: adapt.txt:88
    # ruling ADAPT-R19
    # Coral holds a Level 3 Body in its PGP (too high for a Guppy to adapt); its roll
    # of 50 takes slot #2, the Level 1 Clownfish, no higher: it stays.
    s = stuck(pgp=["body.grouper#1"], dice=[5, 0])
    assert GAME.legal_actions(s, CORAL) == [RandomSelection(CORAL), Rest(CORAL)]
    out = outcome(s, RandomSelection(CORAL))
    assert kinds(out).count("left") == 1
    # Said so that a newcomer follows it: what it took, the Body that barred it and
    # where that lies (a Guppy's Gene Pool here), and what came of it.
    assert (
        "Random Selection can't give Coral the Clownfish, a Level 1 Body: Coral has a Level 3"
        " Body in the Gene Pool already. It is left in Gene Stream 2, and Coral gets nothing."
    ) in lines(out)


def test_a_random_selection_body_barred_by_the_fishs_own_body_says_so():
    # rulebook: adapt.txt:86
    # rulebook: adapt.txt:88
    # Coral's Level 1 Mudskipper can't act while Finn hides; its roll of 50 takes the
    # Level 1 Clownfish in slot #2: the Body that bars it is on the fish.
    s = setup(2, top=STUCK_TOP, forced={"hide": [1], "percentile": [5, 0]})
    s = build(s, CORAL, "body.mudskipper#1", xp=0)
    s = build(s, FINN, "part.mottled_skin#1")
    s = play(s, Attack(CORAL, FINN), Special(FINN, "hide"))
    s = setc(s, "coral.xp", 0)
    assert GAME.legal_actions(s, CORAL) == [RandomSelection(CORAL), Rest(CORAL)]
    assert s.zones["stream.2"][0].startswith("body.clownfish#")  # Level 1
    out = outcome(s, RandomSelection(CORAL))
    assert (
        "Random Selection can't give Coral the Clownfish, a Level 1 Body: Coral has a Level 1"
        " Body on the fish already. It is left in Gene Stream 2, and Coral gets nothing."
    ) in lines(out)


def test_an_unadaptable_card_with_a_full_pgp_is_discarded():
    # rulebook: adapt.txt:80
    # rulebook: adapt.txt:88
    full = ["part.megalodon_jaws#1", "part.dragon_scales#1", "part.great_heart#1"]
    s = stuck(pgp=full, dice=[8, 5])  # 85: slot #3, the Lance of the Deep (Level 5)
    out = outcome(s, RandomSelection(CORAL))
    assert "part.lance_of_the_deep#1" in out.state.zones["discard"]
    assert out.state.zones["coral.pgp"] == tuple(full)
    assert (
        "Coral's Gene Pool is full and Lance of the Deep can't be adapted: it is discarded."
        in lines(out)
    )


def test_the_card_of_your_choice_when_unable_to_act():
    # rulebook: adapt.txt:27
    s = stuck(dice=[9, 9])
    s = play(s, RandomSelection(CORAL))
    assert s.step == "choose" and s.pick.seat == CORAL and not s.pick.opening
    assert GAME.check(s, Rest(CORAL)) == "choose a card from the Gene Stream first"
    out = outcome(s, PickCard(CORAL, "part.nub_horn#1"))
    assert out.state.zones["coral.horn"] == ("part.nub_horn#1",)
    assert out.state.current == FINN
