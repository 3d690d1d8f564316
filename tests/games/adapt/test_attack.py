"""Attacking: the die, the totals, damage, Armor, Counter Attack and poison."""

from __future__ import annotations

import pytest

from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Attack, Buy

from .helpers import CORAL, FINN, MARINA, build, kinds, lines, outcome, play, setc, setup, totals

pytestmark = pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml

PARTS = ["part.wide_eyes#2", "part.fan_tail#1", "part.thick_hide#1"]
HAMMERHEAD = "body.hammerhead#1"
MANTA = "body.manta_ray#1"  # Survival 7, Health 11


def duel(coral=(), finn=(), attack=(), poison=(), players=2, finn_damage=0):
    """Coral's first turn with its fish and Finn's built from ``coral`` and ``finn``."""
    s = setup(players, top=PARTS, forced={"attack": list(attack), "poison": list(poison)})
    s = build(s, CORAL, *coral)
    return build(s, FINN, *finn, damage=finn_damage)


def events(out, kind):
    return [e.data for e in out.events if e.kind == kind]


def test_the_example_attack_total_12_against_survival_10_deals_2():
    # rulebook: adapt.txt:40
    # rulebook: adapt.txt:61
    # rulebook: adapt.txt:63
    # rulebook: adapt.txt:64
    # rulebook: adapt.txt:65
    # Ferocity 3 + 2 = 5, a d12 showing 7: 12; Survival 7 + 2 + 1 = 10.
    s = duel(
        coral=(HAMMERHEAD, "part.spiked_horn#1"),
        finn=(MANTA, "part.swift_fins#1", "part.wide_eyes#1"),
        attack=[7],
    )
    assert totals(s, CORAL).ferocity == 5 and totals(s, FINN).survival == 10
    out = outcome(s, Attack(CORAL, FINN))
    (roll,) = events(out, "roll")
    assert (roll["seat"], roll["sides"], roll["value"]) == (CORAL, 12, 7)
    assert out.state.fish[FINN].damage == 2
    assert lines(out)[1:3] == [
        "Coral's Hammerhead attacks Finn: rolls 7 + 5 Ferocity = 12 against Survival 10: 2 damage.",
        "Finn takes 2 damage: 2 Damage against 11 Health (9 left).",
    ]


def test_lethality_adds_to_the_damage_up_to_4():
    # rulebook: adapt.txt:65
    # ruling ADAPT-R08
    s = duel(coral=(HAMMERHEAD, "part.ram_horn#1"), finn=(MANTA,), attack=[5])  # 5 + 5 = 10
    out = outcome(s, Attack(CORAL, FINN))
    assert out.state.fish[FINN].damage == 10 - 7 + 1
    assert "10 against Survival 7: 3 damage + 1 Lethality." in lines(out)[1]
    lethal = ("part.lance_of_the_deep#1", "part.megalodon_jaws#1", "part.hunters_eyes#1")
    s = duel(coral=(HAMMERHEAD, *lethal), finn=(MANTA,), attack=[1])
    t = totals(s, CORAL)
    assert t.lethality == 4  # 2 + 3 + 1, at most 4
    out = outcome(s, Attack(CORAL, FINN))
    assert out.state.fish[FINN].damage == 1 + t.ferocity - 7 + 4


def test_a_miss_gains_the_shortfall_the_example_9_against_12():
    # rulebook: adapt.txt:67
    # "Your Attack Total = 9, while their TS = 12; you gain 3 Experience."
    s = duel(coral=(HAMMERHEAD,), finn=(MANTA, "part.ray_wings#1", "part.night_eyes#1"), attack=[6])
    assert totals(s, FINN).survival == 12
    xp = s.fish[CORAL].xp
    out = outcome(s, Attack(CORAL, FINN))
    assert out.state.fish[CORAL].xp == xp + 3 and out.state.fish[FINN].damage == 0
    assert "= 9 against Survival 12: a miss by 3." in lines(out)[1]
    assert "Coral gains 3 Experience from the miss" in lines(out)[2]


def test_a_miss_gains_at_most_5():
    # rulebook: adapt.txt:67
    s = duel(coral=(HAMMERHEAD,), finn=(MANTA, "part.ray_wings#1", "part.night_eyes#1"), attack=[1])
    xp = s.fish[CORAL].xp
    assert play(s, Attack(CORAL, FINN)).fish[CORAL].xp == xp + 5  # 4 against 12


def test_a_tie_deals_1_plus_lethality_and_gains_2():
    # rulebook: adapt.txt:68
    s = duel(coral=(HAMMERHEAD, "part.ram_horn#1"), finn=(MANTA,), attack=[2])  # 2 + 5 = 7
    xp = s.fish[CORAL].xp
    out = outcome(s, Attack(CORAL, FINN))
    assert out.state.fish[FINN].damage == 1 + 1 and out.state.fish[CORAL].xp == xp + 2
    assert (
        "= 7 against Survival 7: a tie, 1 damage + 1 Lethality and 2 Experience." in lines(out)[1]
    )


def test_a_guppy_attacks_with_2_ferocity_rolling_odd_for_1_and_even_for_2():
    # rulebook: adapt.txt:62
    # ruling ADAPT-R04
    # ruling ADAPT-R23
    s = duel(attack=[3, 4])
    assert GAME.check(s, Attack(CORAL, FINN)) == (
        "a Guppy can't attack until it has 2 Total Ferocity (it has 0)"
    )
    s = build(s, CORAL, "part.nub_horn#1")
    assert GAME.check(s, Attack(CORAL, FINN)) is not None  # Ferocity 1
    s = build(s, CORAL, "part.spiked_horn#1")
    out = outcome(s, Attack(CORAL, FINN))  # rolls 3: odd, 1; + 2 = 3 against 2
    assert (
        "Coral's Striped Guppy attacks Finn: rolls 3 (odd, so a Guppy's roll counts 1)"
        " + 2 Ferocity = 3" in lines(out)[1]
    )
    assert out.state.fish[FINN].damage == 1
    strict = setup(2, options={"guppy_attack": 3})
    strict = build(strict, CORAL, "part.spiked_horn#1")
    assert GAME.check(strict, Attack(CORAL, FINN)) == (
        "a Guppy can't attack until it has 3 Total Ferocity (it has 2)"
    )


def test_armor_reduces_damage_at_most_2_down_to_0():
    # rulebook: adapt.txt:92
    s = duel(
        coral=(HAMMERHEAD,),
        finn=(MANTA, "part.dragon_scales#1", "part.razor_ridge#1"),  # Armor 2 + 1: 2
        attack=[8],
    )
    assert totals(s, FINN).armor == 2
    out = outcome(s, Attack(CORAL, FINN))  # 8 + 3 = 11 against 7: 4, less 2
    assert out.state.fish[FINN].damage == 2
    assert "Finn takes 2 damage (2 stopped by Armor)" in lines(out)[2]
    s = duel(coral=(HAMMERHEAD,), finn=(MANTA, "part.dragon_scales#1"), attack=[5])  # 1 less 2
    assert play(s, Attack(CORAL, FINN)).fish[FINN].damage == 0


def test_counter_attack_answers_a_damaging_attack_less_the_attackers_armor():
    # rulebook: adapt.txt:95
    # rulebook: adapt.txt:92
    spines = (MANTA, "part.stonefish_crest#1", "part.stinging_barb#1")  # 3 + 2: at most 3
    s = duel(coral=(HAMMERHEAD,), finn=spines, attack=[8], poison=[10])
    assert totals(s, FINN).counter_attack == 3
    out = outcome(s, Attack(CORAL, FINN))
    assert out.state.fish[CORAL].damage == 3
    assert "Coral takes 3 damage of Counter Attack" in " ".join(lines(out))
    armored = duel(coral=(HAMMERHEAD, "part.tough_scales#1"), finn=spines, attack=[8], poison=[10])
    assert play(armored, Attack(CORAL, FINN)).fish[CORAL].damage == 2
    # No damage dealt, no Counter Attack.
    missed = duel(coral=(HAMMERHEAD,), finn=spines, attack=[1], poison=[10])
    assert play(missed, Attack(CORAL, FINN)).fish[CORAL].damage == 0


def test_venomous_poisons_on_a_hit_even_when_armor_stops_the_damage():
    # rulebook: adapt.txt:92
    # ruling ADAPT-R05
    s = duel(
        coral=("body.lionfish#1",),  # Venomous 3, Ferocity 2, d8
        finn=(MANTA, "part.dragon_scales#1"),
        attack=[6, 6],
        poison=[3, 4],
    )
    out = outcome(s, Attack(CORAL, FINN))  # 8 against 7: 1 damage, Armor 2 stops it
    assert "Finn takes 0 damage (1 stopped by Armor): 0 Damage against 14 Health (14 left)." in (
        lines(out)
    )
    # The poison bites at the start of Finn's turn, Armor or not, and wears off.
    assert out.state.fish[FINN].damage == 1 and out.state.fish[FINN].poison == 0
    assert "Coral rolls 3 for Venomous, needing 3 or less: success." in lines(out)
    assert "Finn is poisoned by Coral's Venomous (poison 1)." in lines(out)


def test_counter_poison_poisons_the_attacker_best_score_only_and_at_most_2():
    # rulebook: adapt.txt:96
    # ruling ADAPT-R05
    finn = (MANTA, "part.stonefish_crest#1", "part.toxic_flesh#1")  # 6 and 5: 6 counts
    s = duel(coral=(HAMMERHEAD,), finn=finn, attack=[8], poison=[6])
    assert totals(s, FINN).counter_poison == 6
    out = outcome(s, Attack(CORAL, FINN))
    assert out.state.fish[CORAL].poison == 1
    assert [(r["seat"], r["need"]) for r in events(out, "roll") if r["sides"] == 10] == [(FINN, 6)]
    s = setc(out.state, "coral.poison", 2)
    assert s.fish[CORAL].poison == 2


def test_poison_deals_1_damage_per_poison_at_the_start_of_the_turn_ignoring_armor():
    # ruling ADAPT-R05
    s = duel(coral=(HAMMERHEAD,), finn=(MANTA, "part.dragon_scales#1"))
    s = setc(s, "finn.poison", 2)
    out = outcome(s, Buy(CORAL, "part.fan_tail#1"))
    assert out.state.fish[FINN].damage == 2 and out.state.fish[FINN].poison == 1
    assert "Finn takes 2 damage of poison: 2 Damage against 14 Health (12 left)." in lines(out)


def test_a_fish_is_defeated_when_damage_exceeds_health_and_the_last_fish_wins():
    # rulebook: adapt.txt:10
    # rulebook: adapt.txt:11
    # rulebook: adapt.txt:8
    s = duel(coral=(HAMMERHEAD,), finn=(MANTA,), attack=[12], finn_damage=4)
    out = outcome(s, Attack(CORAL, FINN))  # 15 against 7: 8 damage, 12 of 11
    assert out.state.fish[FINN].defeated and GAME.is_terminal(out.state)
    assert GAME.result(out.state).winners == (CORAL,)
    assert "Finn's fish is defeated!" in lines(out)
    assert GAME.headline(GAME.result(out.state), "Coral") == "Coral is the Master Fish of the Sea!"
    # Exactly its Health in Damage is not yet defeat.
    s = duel(coral=(HAMMERHEAD,), finn=(MANTA,), attack=[11], finn_damage=4)  # 7 more: 11
    assert not play(s, Attack(CORAL, FINN)).fish[FINN].defeated


def test_damage_past_9_is_tracked():
    # rulebook: adapt.txt:66
    s = duel(coral=(HAMMERHEAD,), finn=("body.leviathan#1",), attack=[12], finn_damage=5)
    s = play(s, Attack(CORAL, FINN))  # 15 against 7: 8, less Armor 1: 7 more
    assert s.fish[FINN].damage == 12 and not s.fish[FINN].defeated


def test_the_last_two_fish_defeated_together_share_the_win():
    # ruling ADAPT-R13
    # ruling ADAPT-R10
    spines = (MANTA, "part.stonefish_crest#1")
    s = duel(coral=(HAMMERHEAD,), finn=spines, attack=[12], poison=[10], finn_damage=10)
    s = build(s, CORAL, damage=10)  # Hammerhead's 11 Health: 3 more defeats it
    out = outcome(s, Attack(CORAL, FINN))
    assert out.state.fish[FINN].defeated and out.state.fish[CORAL].defeated
    result = GAME.result(out.state)
    assert result.winners == (CORAL, FINN) and result.reason == "together"
    assert kinds(out)[-1] == "over"


def test_three_fish_the_survivor_wins_when_two_fall_together():
    # ruling ADAPT-R10
    spines = (MANTA, "part.stonefish_crest#1")
    s = duel(coral=(HAMMERHEAD,), finn=spines, attack=[12], poison=[10], finn_damage=10, players=3)
    s = build(s, CORAL, damage=10)
    out = outcome(s, Attack(CORAL, FINN))
    assert GAME.result(out.state).winners == (MARINA,)
