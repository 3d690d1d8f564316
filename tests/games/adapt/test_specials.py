"""Special Actions: Bait, Hide, Jump, School, Shock and Heal, with their cooldowns."""

from __future__ import annotations

import pytest

from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Adapt, Attack, Buy, EndTurn, Rest, Special, Wipe

from .helpers import CORAL, FINN, MARINA, build, lines, outcome, play, put, setc, setup, totals

pytestmark = pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml

PARTS = ["part.wide_eyes#2", "part.fan_tail#1", "part.thick_hide#1"]


def game(coral=(), finn=(), players=2, **forced):
    s = setup(players, top=PARTS, forced=forced)
    s = build(s, CORAL, *coral)
    return build(s, FINN, *finn)


def pass_turn(s, seat):
    """``seat`` plays a quiet turn: a wipe, a purchase kept, or a rest."""
    for action in (Wipe(seat), Rest(seat)):
        if GAME.check(s, action) is None:
            return play(s, action)
    keep = [a for a in GAME.legal_actions(s, seat) if isinstance(a, Buy) and a.keep]
    return play(s, keep[0] if keep else GAME.legal_actions(s, seat)[0])


def test_bait_costs_2_and_a_d10_at_or_under_the_bait_score_forces_an_attack():
    # rulebook: adapt.txt:41
    # rulebook: adapt.txt:93
    # ruling ADAPT-R11
    s = game(coral=("part.lantern_lure#1",), finn=("body.barracuda#1",), bait=[4])
    assert totals(s, CORAL).bait == 4
    out = outcome(s, Special(CORAL, "bait", FINN))
    s = out.state
    assert s.fish[CORAL].xp == 8 - 2 and s.fish[FINN].baited_by == CORAL
    assert (
        "Coral baits Finn with Lantern Lure: Finn rolls 4 against Bait 4, and must attack"
        " Coral on its next turn." in lines(out)
    )
    # Still Coral's turn: it may Buy or Adapt, or end the turn.
    assert s.step == "baited" and s.current == CORAL
    legal = GAME.legal_actions(s, CORAL)
    assert EndTurn(CORAL) in legal and Buy(CORAL, "part.fan_tail#1", False) in legal
    assert not [a for a in legal if isinstance(a, Attack | Special | Wipe)]
    assert GAME.check(s, Wipe(CORAL)) == "after Bait you may still Buy or Adapt, or end your turn"
    s = play(s, Buy(CORAL, "part.fan_tail#1"))
    assert s.current == FINN and GAME.legal_actions(s, FINN) == [Attack(FINN, CORAL)]
    assert GAME.check(s, Wipe(FINN)) == "Coral's Bait: you must attack that fish this turn"
    s = play(s, Attack(FINN, CORAL))
    assert s.fish[FINN].baited_by == ""


def test_a_bait_rolled_over_the_score_fails_and_costs_anyway():
    # rulebook: adapt.txt:93
    s = game(coral=("part.lantern_lure#1",), bait=[5])
    out = outcome(s, Special(CORAL, "bait", FINN))
    assert not out.state.fish[FINN].baited_by and out.state.fish[CORAL].xp == 6
    assert "Finn rolls 5 against Bait 4, and is not fooled." in " ".join(lines(out))
    # The die's own line is the die alone: "needing 4 or less: no luck" read as Finn's
    # bad luck, and said the outcome before the Bait was told.
    assert "Finn rolls 5 for Bait." in lines(out)
    assert not [line for line in lines(out) if "needing" in line or "no luck" in line]
    s = setc(s, "coral.xp", 1)
    assert GAME.check(s, Special(CORAL, "bait", FINN)) == "Bait costs 2 Experience; you have 1"


def test_a_bait_that_cannot_be_obeyed_lapses():
    # ruling ADAPT-R11
    s = game(coral=("part.lantern_lure#1",), bait=[1])  # Finn, a Guppy, can't attack
    s = play(s, Special(CORAL, "bait", FINN), EndTurn(CORAL))
    assert s.fish[FINN].baited_by == "" and Attack(FINN, CORAL) not in GAME.legal_actions(s, FINN)


def test_hide_makes_a_fish_unattackable_until_the_start_of_its_next_turn():
    # ruling ADAPT-R06
    s = game(coral=("part.mottled_skin#1",), finn=("body.barracuda#1",), hide=[4])
    out = outcome(s, Special(CORAL, "hide"))
    s = out.state
    assert s.fish[CORAL].hidden
    assert (
        "Coral tries to hide with Mottled Skin: 4 against Hide 4: out of reach until its"
        " next turn." in lines(out)
    )
    assert Attack(FINN, CORAL) not in GAME.legal_actions(s, FINN)
    assert GAME.check(s, Attack(FINN, CORAL)) == (
        "that fish is hidden: it can't be attacked until its next turn"
    )
    s = pass_turn(s, FINN)
    assert not s.fish[CORAL].hidden


def test_amphibious_adds_1_to_hide_and_jump_without_granting_either():
    # rulebook: adapt.txt:91
    s = game(coral=("body.mudskipper#1",))
    t = totals(s, CORAL)
    assert t.amphibious and t.hide == 1 and t.jump == 1 and not t.specials
    s = build(s, CORAL, "part.leaping_tail#1")
    assert totals(s, CORAL).jump == 5
    s = setup(2, top=PARTS, forced={"jump": [5]})
    s = build(s, CORAL, "body.mudskipper#1", "part.leaping_tail#1")
    out = outcome(s, Special(CORAL, "jump"))
    assert out.state.fish[CORAL].hidden
    assert "Coral tries to jump clear with Leaping Tail: 5 against Jump 5" in lines(out)[1]


def test_a_special_action_is_named_with_what_it_does_and_the_roll_it_needs():
    # ruling ADAPT-R06, ruling ADAPT-R07, rulebook: adapt.txt:93
    # "Jump" alone in Your moves sent a player to the rules to learn what it did.
    from petridish.games.adapt.prompts import action_label, intent_text

    s = setup(2, top=PARTS)
    s = build(s, CORAL, "body.mudskipper#1", "part.leaping_tail#1")

    def name(seat):
        return seat.capitalize()

    assert action_label(Special(CORAL, "jump"), s, name) == (
        "Jump (5 or less on a ten-sided die: out of reach until your next turn)"
    )
    # Said of a computer's fish, it speaks of that fish, not of "your" turn.
    assert intent_text(CORAL, Special(CORAL, "jump"), s, name) == "Coral tries to jump clear."
    s = game(coral=("part.lateral_line#1",))
    label = action_label(Special(CORAL, "school", FINN), s, name)
    assert label.startswith("School Finn (") and label.endswith(" damage, no roll)")
    # In the log's words, not "Finn: school Marina.", which puzzled a new player.
    assert intent_text(CORAL, Special(CORAL, "school", FINN), s, name) == (
        "Coral sends a School at Finn."
    )
    for ability in ("bait", "hide", "shock", "heal"):
        said = intent_text(CORAL, Special(CORAL, ability, FINN), s, name)
        assert said.startswith("Coral ") and ":" not in said and "{" not in said


def test_school_deals_its_power_to_one_fish_without_a_roll_or_armor():
    # ruling ADAPT-R07
    s = game(coral=("part.lateral_line#1",), finn=("body.manta_ray#1", "part.dragon_scales#1"))
    out = outcome(s, Special(CORAL, "school", FINN))
    assert out.state.fish[FINN].damage == 2
    assert not [e for e in out.events if e.kind == "roll"]
    assert "Finn takes 2 damage from Coral's School" in " ".join(lines(out))


def test_shock_hits_every_other_fish_in_reach_ignoring_armor():
    # ruling ADAPT-R07
    s = game(
        coral=("body.clownfish#1", "body.barracuda#1", "part.electric_organ#1"),
        finn=("body.manta_ray#1", "part.dragon_scales#1"),
        players=3,
    )
    out = outcome(s, Special(CORAL, "shock"))
    assert [out.state.fish[x].damage for x in (CORAL, FINN, MARINA)] == [0, 3, 3]
    assert GAME.board(out.state).left(MARINA) == 0  # a Guppy's 3 Health: not yet defeated


def test_hidden_fish_are_out_of_reach_of_school_and_shock():
    # ruling ADAPT-R06
    s = game(coral=("part.lateral_line#1",), finn=("part.mottled_skin#1",), hide=[1])
    s = pass_turn(s, CORAL)
    s = play(s, Special(FINN, "hide"))
    assert GAME.check(s, Special(CORAL, "school", FINN)) == (
        "that fish is hidden and cannot be reached"
    )
    assert not [a for a in GAME.legal_actions(s, CORAL) if isinstance(a, Special)]


def test_heal_removes_its_power_in_damage_and_needs_some():
    # ruling ADAPT-R07
    s = game(coral=("body.clownfish#1", "part.healing_gland#1"))
    assert GAME.check(s, Special(CORAL, "heal")) == "your fish has no damage to heal"
    s = setc(s, "coral.damage", 5)
    out = outcome(s, Special(CORAL, "heal"))
    assert out.state.fish[CORAL].damage == 2
    assert "Coral heals 3 damage with Healing Gland (2 Damage left)." in lines(out)


def test_a_cooldown_rests_the_special_action_and_counts_down_each_turn():
    # rulebook: adapt.txt:94
    # ruling ADAPT-R24
    s = game(coral=("part.lateral_line#1",), finn=("body.manta_ray#1",))  # cooldown 2
    s = play(s, Special(CORAL, "school", FINN))
    assert s.fish[CORAL].cooldowns == {"school": 2}
    s = pass_turn(s, FINN)
    assert s.fish[CORAL].cooldowns == {"school": 1}
    assert GAME.check(s, Special(CORAL, "school", FINN)) == "School is cooling down (1 more turn)"
    s = pass_turn(pass_turn(s, CORAL), FINN)
    assert s.fish[CORAL].cooldowns == {} and GAME.check(s, Special(CORAL, "school", FINN)) is None


def test_a_failed_hide_still_cools_down():
    # ruling ADAPT-R24
    s = game(coral=("part.mottled_skin#1",), hide=[9])  # Hide 4, cooldown 1
    s = play(s, Special(CORAL, "hide"))
    assert not s.fish[CORAL].hidden and s.fish[CORAL].cooldowns == {"hide": 1}


def test_no_special_action_without_a_card_granting_it():
    # rulebook: adapt.txt:87
    s = game()
    assert GAME.check(s, Special(CORAL, "shock")) == "your fish has no Shock Special Action"
    assert GAME.check(s, Special(CORAL, "fly")) == "there is no Special Action 'fly'"
    s = put(s, "part.healing_gland#1", "coral.pgp")
    assert GAME.check(s, Special(CORAL, "heal")) is not None  # in the PGP, not adapted
    assert Adapt(CORAL, "part.healing_gland#1") in GAME.legal_actions(s, CORAL)


def test_a_guppy_that_cannot_attack_is_not_asked_to_in_the_top_bar():
    # rulebook: adapt.txt:86 (a Guppy of too little Total Ferocity can't attack)
    from petridish.games.adapt.prompts import prompt

    s = setup(2)
    said = prompt(s, CORAL, True, str.capitalize)
    assert said.startswith("Your turn: buy from the Gene Stream or adapt from your Gene Pool; ")
    assert "a Guppy can't attack until it has" in said and "attack with your Body" not in said
    assert not [a for a in GAME.legal_actions(s, CORAL) if isinstance(a, Attack)]
    grown = build(s, CORAL, "body.barracuda#1")
    assert prompt(grown, CORAL, True, str.capitalize).endswith("or attack with your Body.")


def test_the_top_bar_offers_the_special_actions_there_are_and_how_to_use_them():
    # rulebook: adapt.txt:41
    # Offered only in Your moves, Bait and Jump were never found by a new player.
    from petridish.games.adapt.prompts import prompt

    s = game(coral=("body.barracuda#1", "part.lantern_lure#1"))
    assert prompt(s, CORAL, True, str.capitalize) == (
        "Your turn: buy from the Gene Stream, adapt from your Gene Pool, attack with your Body,"
        " or use Bait (drag its Part onto a fish)."
    )
    s = game(coral=("body.barracuda#1", "part.mottled_skin#1"))
    assert prompt(s, CORAL, True, str.capitalize).endswith("or use Hide (double-click its Part).")
    # A Guppy that cannot attack yet: the Special Action before why it cannot.
    s = game(coral=("part.lantern_lure#1",))
    said = prompt(s, CORAL, True, str.capitalize)
    assert said.startswith(
        "Your turn: buy from the Gene Stream, adapt from your Gene Pool or use Bait (drag its"
        " Part onto a fish); a Guppy can't attack until it has"
    ), said


def test_a_cooldown_stays_with_its_special_action_when_its_card_is_replaced():
    # rulebook: adapt.txt:94
    # ruling ADAPT-R29
    # "Shock is ready again" was said of a fish whose Eel a Swordfish had replaced.
    s = game(coral=("part.lateral_line#1",), finn=("body.manta_ray#1",))  # cooldown 2
    s = play(s, Special(CORAL, "school", FINN))
    s = build(s, CORAL, "part.toxic_flesh#1")  # over the Lateral Line: no School now
    assert "school" not in totals(s, CORAL).specials
    s = pass_turn(s, FINN)
    assert s.fish[CORAL].cooldowns == {"school": 1}  # the rest goes on
    s = pass_turn(s, CORAL)
    keep = [a for a in (Wipe(FINN), Rest(FINN)) if GAME.check(s, a) is None]
    out = outcome(s, keep[0] if keep else GAME.legal_actions(s, FINN)[0])
    assert out.state.fish[CORAL].cooldowns == {}
    turn = next(line for line in lines(out) if line.startswith("Round "))
    assert "ready again" not in turn, turn  # Coral has no School to be ready
    # Granted again before its rest is over, the action still waits it out.
    s = game(coral=("part.lateral_line#1",), finn=("body.manta_ray#1",))
    s = play(s, Special(CORAL, "school", FINN))
    s = build(s, CORAL, "part.toxic_flesh#1")
    s = build(pass_turn(s, FINN), CORAL, "part.lateral_line#1")
    assert GAME.check(s, Special(CORAL, "school", FINN)) == "School is cooling down (1 more turn)"
