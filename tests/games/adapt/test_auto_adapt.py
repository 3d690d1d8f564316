"""Auto Adapting at the first 20 Experience: where the Body is found, what it costs."""

from __future__ import annotations

import pytest

from petridish.games.adapt.adapting import AUTO_COST
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Attack, Buy

from .helpers import CORAL, FINN, build, lines, outcome, play, put, setup, stream

PARTS = ["part.wide_eyes#1", "part.fan_tail#1", "part.thick_hide#1"]
L2 = ("body.pufferfish#1", "body.pufferfish#2", "body.barracuda#1", "body.barracuda#2")


def missing(top=PARTS, xp=15, extra=()):
    """Coral, a Level 1 Clownfish with ``xp`` Experience, about to miss Finn (Survival
    2 + 3 + 3 = 8) by 6 with a forced 1: the miss gains 5 Experience."""
    s = setup(2, top=top, forced={"attack": [1]})
    s = build(s, CORAL, "body.clownfish#1", xp=xp)
    s = build(s, FINN, "part.ray_wings#1", "part.abyssal_eyes#1")
    for cid, zone in extra:
        s = put(s, cid, zone)
    return s


def test_the_cost_chart():
    # rulebook: adapt.txt:54
    # rulebook: adapt.txt:55
    # rulebook: adapt.txt:56
    # rulebook: adapt.txt:57
    # rulebook: adapt.txt:58
    assert AUTO_COST == {1: 4, 2: 8, 3: 12, 4: 16, 5: 20}


def test_reaching_20_finds_the_body_in_the_pgp_first_for_free():
    # rulebook: adapt.txt:50
    s = missing(extra=[("body.barracuda#1", "coral.pgp")])
    out = outcome(s, Attack(CORAL, FINN))
    s = out.state
    assert s.zones["coral.body"][-1] == "body.barracuda#1" and s.fish[CORAL].xp == 20
    assert s.fish[CORAL].auto_adapted
    assert (
        "Coral reaches 20 Experience for the first time: Auto Adapting finds Barracuda in"
        " the Gene Pool (free)." in lines(out)
    )


def test_then_in_the_gene_stream_from_the_highest_slot_down_paying_the_chart():
    # rulebook: adapt.txt:50
    # rulebook: adapt.txt:55
    s = missing(top=["body.pufferfish#1", "part.fan_tail#1", "body.barracuda#1"])
    out = outcome(s, Attack(CORAL, FINN))
    s = out.state
    assert s.zones["coral.body"][-1] == "body.pufferfish#1"  # slot 3 before slot 1
    assert s.fish[CORAL].xp == 20 - 8
    assert "Auto Adapting finds Pufferfish in Gene Stream 3 (8 Experience)." in " ".join(lines(out))


def test_then_in_the_deck_by_cycling_the_gene_stream():
    # rulebook: adapt.txt:50
    top = [*PARTS, "part.nub_horn#1", "body.barracuda#1"]
    s = missing(top=top)
    out = outcome(s, Attack(CORAL, FINN))
    s = out.state
    assert s.zones["coral.body"][-1] == "body.barracuda#1" and s.fish[CORAL].xp == 12
    # Two cycles: Wide Eyes and Fan Tail expired, Nub Horn and Barracuda came in.
    assert s.zones["discard"][:2] == ("part.wide_eyes#1", "part.fan_tail#1")
    assert (
        "Coral reaches 20 Experience for the first time: Auto Adapting finds Barracuda by"
        " cycling the Gene Stream (8 Experience)." in lines(out)
    )


def test_a_guppy_auto_adapts_to_a_level_1_body_for_4():
    # rulebook: adapt.txt:54
    s = setup(2, top=["body.minnow#1", "part.fan_tail#1", "part.wide_eyes#1"])
    s = build(s, FINN, xp=17)
    s = play(s, Buy(CORAL, "part.fan_tail#1"))  # Finn's turn: +3 reaches 20
    assert s.zones["finn.body"][-1] == "body.minnow#1" and s.fish[FINN].xp == 16
    # Passive: Finn's turn goes on, with its action still to take.
    assert s.current == FINN and s.step == "turn" and GAME.legal_actions(s, FINN)


def test_only_once_per_game():
    # rulebook: adapt.txt:50
    s = missing(extra=[("body.barracuda#1", "coral.pgp"), ("body.grouper#1", "coral.pgp")])
    s = play(s, Attack(CORAL, FINN))
    s = play(s, Buy(FINN, "part.thick_hide#1"))
    assert s.fish[CORAL].xp == 20  # capped: reached 20 again, no second Auto Adapt
    assert s.zones["coral.pgp"] == ("body.grouper#1",)


def test_no_body_of_the_next_level_anywhere_finds_none_and_is_spent():
    # ruling ADAPT-R22
    extra = [(c, "finn.pgp") for c in L2[:3]]
    extra += [(c, "finn.body") for c in (L2[3], "body.flying_fish#1")]
    s = missing(extra=extra)
    out = outcome(s, Attack(CORAL, FINN))
    assert (
        "Coral reaches 20 Experience for the first time: Auto Adapting finds no Body of the"
        " next level." in lines(out)
    )
    assert out.state.fish[CORAL].auto_adapted
    assert out.state.zones["coral.body"][-1] == "body.clownfish#1"


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_the_found_body_is_always_the_next_level(level):
    # rulebook: adapt.txt:50
    bodies = ["body.clownfish#1", "body.barracuda#1", "body.grouper#1", "body.swordfish#1"]
    s = missing(extra=[("body.great_white#1", "coral.pgp"), ("body.hammerhead#1", "coral.pgp")])
    s = build(s, CORAL, *bodies[:level], xp=16)
    s = play(s, Attack(CORAL, FINN))
    top = GAME.cards.design(s.zones["coral.body"][-1])
    assert top.level == level + 1
    assert len(stream(s)) == 3
