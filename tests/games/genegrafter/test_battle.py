"""Genegrafter battles (rulebook "Battle", "Ability Cards", "Special Rules"): who may
attack whom, the laying of cards and tokens, the flip, the dice, the loser's fate and
the rulings that fill the gaps (GG-R04 to GG-R11)."""

import pytest

from petridish.core.game import IllegalAction
from petridish.games.genegrafter import reckoning
from petridish.games.genegrafter.state import (
    BATTLE,
    DEFEND,
    LAY,
    REROLL,
    DeclareBattle,
    Defend,
    EndPlay,
    EndTurn,
    Finish,
    HandOver,
    KeepDice,
    LayAbility,
    LuckyShot,
    PlayCharacter,
    Reroll,
    RollAgain,
    SpendToken,
)
from tests.games.genegrafter.helpers import (
    GAME,
    JON,
    MIKE,
    SUE,
    ab,
    ch,
    declare,
    force,
    gear,
    kinds,
    of_kind,
    play,
    position,
    run,
    to_fight,
)

NEBRUS, MADLOCK, BRUTE, MENDRAKE = ch("nebrus"), ch("madlock"), ch("brute"), ch("mendrake")


def duel(**kw):
    """Jon's Nebrus (attack 3) against Sue's Madlock (defense 3), between battles."""
    kw.setdefault("play", {JON: [NEBRUS], SUE: [MADLOCK]})
    return position(step=BATTLE, **kw)


def both_finish(state):
    """Both sides lay nothing (more): the defender says so first."""
    fight = state.battle.fight
    first = fight.to_lay
    state = play(state, Finish(first))
    if state.step == LAY:
        state = play(state, Finish(state.battle.fight.to_lay))
    return state


def rolled(events):
    (dice,) = of_kind(events, "rolled")[-1:]
    return dice["attack"], dice["defense"]


# -- steps 1 to 3: whom, with what, and who defends ----------------------------------


def test_an_opponent_is_battled_with_characters_that_are_not_fatigued():
    # rulebook: genegrafter.txt:94
    # rulebook: genegrafter.txt:96
    # rulebook: genegrafter.txt:97
    state = position(
        players=3,
        step=BATTLE,
        play={JON: [NEBRUS, BRUTE], SUE: [MADLOCK], MIKE: [MENDRAKE]},
        fatigued=frozenset({BRUTE}),
    )
    assert GAME.check(state, DeclareBattle(JON, JON, NEBRUS))  # another's Character
    assert GAME.check(state, DeclareBattle(JON, SUE, BRUTE))  # fatigued
    assert GAME.check(state, DeclareBattle(JON, SUE, MENDRAKE))  # not Jon's
    battles = {
        (a.opponent, a.attacker)
        for a in GAME.legal_actions(state, JON)
        if isinstance(a, DeclareBattle)
    }
    assert battles == {(SUE, NEBRUS), (MIKE, NEBRUS)}
    # Mike first, though he sits after Sue: opponents are battled in any order.
    state, _ = declare(state, MIKE, NEBRUS)
    assert state.step == DEFEND and GAME.activity(state) == {MIKE: "must"}


def test_more_than_one_opponent_is_battled_in_a_turn():
    # rulebook: genegrafter.txt:94
    # rulebook: genegrafter.txt:97
    state = position(
        players=3,
        step=BATTLE,
        play={JON: [NEBRUS, BRUTE], SUE: [MADLOCK], MIKE: [MENDRAKE]},
        forced={"attack dice": [6, 6, 6, 6, 6, 6, 6], "defense dice": [1] * 7},
    )
    state = both_finish(to_fight(state, SUE, [NEBRUS], MADLOCK))
    assert state.step == BATTLE and MADLOCK in state.damaged
    assert GAME.check(state, DeclareBattle(JON, MIKE, NEBRUS))  # it has attacked
    state = both_finish(to_fight(state, MIKE, [BRUTE], MENDRAKE))
    assert state.step == BATTLE and MENDRAKE in state.damaged


def test_the_defender_names_one_of_its_own_characters_even_a_fatigued_one():
    # rulebook: genegrafter.txt:98
    # rulebook: genegrafter.txt:84
    state = duel(play={JON: [NEBRUS], SUE: [MADLOCK, MENDRAKE]}, fatigued=frozenset({MENDRAKE}))
    state, _ = declare(state, SUE, NEBRUS)
    assert GAME.legal_actions(state, SUE) == [Defend(SUE, MADLOCK), Defend(SUE, MENDRAKE)]
    assert GAME.legal_actions(state, JON) == []
    assert GAME.check(state, Defend(SUE, NEBRUS)) is not None
    state = play(state, Defend(SUE, MENDRAKE))
    assert state.battle.fight.defender == MENDRAKE


# -- step 4: laying cards and tokens ---------------------------------------------------


def test_the_sides_lay_in_turn_face_down_until_both_are_finished():
    """Ruling GG-R07: a side that is finished lays no more; the other may go on."""
    # rulebook: genegrafter.txt:99
    state = duel(
        hands={JON: [ab("fireball"), ab("mind_spike")], SUE: [ab("blind"), ab("ice_wall")]}
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    assert state.step == LAY and GAME.activity(state) == {SUE: "must"}  # the defender first
    state = play(state, LayAbility(SUE, ab("blind")))
    assert GAME.activity(state) == {JON: "must"}
    # Face down: Jon sees a card laid, not which.
    assert GAME.view(state, JON).zones["battle.sue"] != ("ability.blind",)
    assert GAME.view(state, SUE).zones["battle.sue"] == ("ability.blind",)
    state = play(state, SpendToken(JON))
    assert state.attack_tokens[JON] == 2 and GAME.activity(state) == {SUE: "must"}
    state = play(state, Finish(SUE))
    # Sue is finished; Jon goes on laying until he is finished too.
    assert GAME.activity(state) == {JON: "must"}
    state = play(state, LayAbility(JON, ab("fireball")))
    assert state.step == LAY and GAME.activity(state) == {JON: "must"}
    assert GAME.check(state, LayAbility(SUE, ab("ice_wall"))) is not None
    state = play(state, Finish(JON))
    assert state.step != LAY and ab("mind_spike") in state.zones["jon.hand"]


def test_tokens_come_off_the_player_card_attack_for_the_attacker_defense_for_the_defender():
    # rulebook: genegrafter.txt:99
    # rulebook: genegrafter.txt:170
    # rulebook: genegrafter.txt:180
    state = duel(attack_tokens={JON: 1, SUE: 3}, defense_tokens={JON: 3, SUE: 1})
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, SpendToken(SUE))
    assert state.defense_tokens[SUE] == 0 and state.attack_tokens[SUE] == 3
    state = play(state, SpendToken(JON))
    assert state.attack_tokens[JON] == 0 and state.defense_tokens[JON] == 3
    # With nothing left to lay both are finished (GG-R07): the dice are rolled.
    assert state.step == BATTLE and state.battle is None


def test_a_side_with_nothing_to_lay_is_finished_at_once():
    """Ruling GG-R07."""
    # rulebook: genegrafter.txt:99
    state = duel(hands={JON: [ab("fireball")]}, defense_tokens={JON: 3, SUE: 0})
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    assert GAME.activity(state) == {JON: "must"}  # Sue has no card and no token


def test_gg_r23_a_side_lays_several_in_its_turn_and_then_hands_it_over():
    """Ruling GG-R23: several cards and tokens a turn, then the turn handed over; the
    other side sees how many were laid, not which."""
    # rulebook: genegrafter.txt:99
    state = duel(
        hands={JON: [ab("fireball")], SUE: [ab("blind"), ab("ice_wall"), ab("mind_spike")]}
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    # Nothing laid yet in Sue's turn: she hands nothing over (she may say she is finished).
    assert GAME.check(state, HandOver(SUE)) is not None
    assert HandOver(SUE) not in GAME.legal_actions(state, SUE)
    state = play(state, LayAbility(SUE, ab("blind"), True), SpendToken(SUE, True))
    state = play(state, LayAbility(SUE, ab("ice_wall"), True))
    assert GAME.activity(state) == {SUE: "must"} and state.defense_tokens[SUE] == 2
    assert GAME.view(state, JON).zones["battle.sue"] == ("?", "?")
    state, events = run(state, HandOver(SUE))
    assert GAME.activity(state) == {JON: "must"} and "handed_over" in kinds(events)
    state = play(state, LayAbility(JON, ab("fireball"), True), Finish(JON))
    # Jon is finished: Sue lays on, and hands nothing over to a side that is finished.
    assert GAME.activity(state) == {SUE: "must"}
    assert GAME.check(state, HandOver(SUE)) is not None
    state, events = run(state, Finish(SUE))
    assert state.step != LAY and ab("mind_spike") in state.zones["sue.hand"]
    # Flipped the last laid first (ruling GG-R04): Jon's card, then Sue's two.
    flipped = [e["card"] for e in of_kind(events, "flipped")]
    assert flipped == [ab("fireball"), ab("ice_wall"), ab("blind")]


def test_gg_r23_the_option_one_a_turn_hands_the_turn_over_with_each_card_or_token():
    """Ruling GG-R23's option: as in the example of play, each card or token laid
    hands the turn over, and laying on is refused."""
    # rulebook: genegrafter.txt:205
    # rulebook: genegrafter.txt:207
    state = duel(
        hands={JON: [ab("fireball")], SUE: [ab("blind"), ab("ice_wall")]},
        options={"laying": "one a turn"},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    assert GAME.check(state, LayAbility(SUE, ab("blind"), True)) is not None
    assert GAME.check(state, SpendToken(SUE, True)) is not None
    assert all(not getattr(a, "keep_turn", False) for a in GAME.legal_actions(state, SUE))
    state = play(state, LayAbility(SUE, ab("blind")))
    assert GAME.activity(state) == {JON: "must"}
    state = play(state, SpendToken(JON))
    assert GAME.activity(state) == {SUE: "must"}


def test_gg_r23_a_card_laid_without_laying_on_still_hands_the_turn_over():
    """Ruling GG-R23: a save's moves from before the ruling (each card handing the
    turn over) play the same under it."""
    # rulebook: genegrafter.txt:99
    state = duel(hands={JON: [ab("fireball")], SUE: [ab("blind"), ab("ice_wall")]})
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, LayAbility(SUE, ab("blind")))
    assert GAME.activity(state) == {JON: "must"} and state.laying == 0
    assert "laying" not in state.options  # the default is not named: old saves match


# -- step 5: the flip (ruling GG-R04) ----------------------------------------------------


def flips(options, lays):
    """The order the Ability Cards are flipped after ``lays`` (seat, card or "token")."""
    hands = {JON: [c for s, c in lays if s == JON and c != "token"]}
    hands[SUE] = [c for s, c in lays if s == SUE and c != "token"]
    state = duel(
        hands=hands, options=options, forced={"attack dice": [1] * 9, "defense dice": [1] * 9}
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    events = []
    for seat, card in lays:
        assert GAME.activity(state) == {seat: "must"}, (seat, card)
        action = SpendToken(seat) if card == "token" else LayAbility(seat, card)
        state, more = run(state, action)
        events += more
    while state.step == LAY:
        state, more = run(state, Finish(state.battle.fight.to_lay))
        events += more
    flipped = [e["card"] for e in of_kind(events, "flipped")]
    # Every card is flipped, one at a time, before any die is rolled.
    assert kinds(events).index("rolled") > max(
        i for i, k in enumerate(kinds(events)) if k == "flipped"
    )
    return flipped


D1, D2, A1, A2 = ab("blind"), ab("ice_wall"), ab("fireball"), ab("mind_spike")


@pytest.mark.parametrize(
    "option,expected",
    [("last laid first", [D2, A1, D1]), ("first laid first", [D1, A1, D2])],
)
def test_gg_r04_flip_order_in_turn_from_the_end_the_option_names(option, expected):
    """Ruling GG-R04, both values of the option: Sue lays, Jon lays, Sue lays, and the
    cards are flipped the two sides in turn from the end the option names."""
    # rulebook: genegrafter.txt:100
    # rulebook: genegrafter.txt:209
    lays = [(SUE, D1), (JON, A1), (SUE, D2)]
    assert flips({"flip_order": option}, lays) == expected


def test_gg_r04_last_laid_first_begins_with_the_attackers_card_when_it_was_laid_last():
    """Ruling GG-R04, 'last laid first': Sue lays, then Jon; Jon's card is the last laid
    and is flipped first."""
    # rulebook: genegrafter.txt:209
    assert flips({"flip_order": "last laid first"}, [(SUE, D1), (JON, A1)]) == [A1, D1]


def test_gg_r04_first_laid_first_begins_with_the_attackers_card_when_it_was_laid_first():
    """Ruling GG-R04, 'first laid first': Sue spends a token, Jon lays, Sue lays; Jon's
    card is the first laid and is flipped first."""
    # rulebook: genegrafter.txt:100
    lays = [(SUE, "token"), (JON, A1), (SUE, D1)]
    assert flips({"flip_order": "first laid first"}, lays) == [A1, D1]


# -- step 6: counting the dice (rulings GG-R05, GG-R06) ----------------------------------


def test_the_dice_are_the_cards_the_tokens_and_the_characters_value():
    # rulebook: genegrafter.txt:101
    state = duel(
        hands={JON: [ab("fireball")], SUE: [ab("mind_spike")]},
        forced={"attack dice": [2] * 9, "defense dice": [2] * 9},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, LayAbility(SUE, ab("mind_spike")), LayAbility(JON, ab("fireball")))
    state = play(state, SpendToken(SUE), SpendToken(JON))
    state, events = run(state, Finish(SUE), Finish(JON))
    attack, defense = rolled(events)
    # Nebrus 3 + Fireball 1 + a token 1; Madlock's defense 3 + Mind Spike 1 + a token 1.
    assert len(attack) == 5 and len(defense) == 5


@pytest.mark.parametrize("cap,most", [("six", 6), ("no limit", 8)])
def test_gg_r05_a_side_rolls_at_most_six_dice_of_its_colour(cap, most):
    """Ruling GG-R05, both values of the option: Brute 4 + Super Punch 2 + 2 tokens,
    Mendrake 4 + Ice Wall 2 + 2 tokens: eight dice a side, six with the default."""
    # rulebook: genegrafter.txt:31
    # rulebook: genegrafter.txt:32
    state = position(
        step=BATTLE,
        play={JON: [BRUTE], SUE: [MENDRAKE]},
        hands={JON: [ab("super_punch")], SUE: [ab("ice_wall")]},
        options={"dice_cap": cap},
        forced={"attack dice": [3] * 9, "defense dice": [2] * 9},
    )
    state = to_fight(state, SUE, [BRUTE], MENDRAKE)
    state = play(state, LayAbility(SUE, ab("ice_wall")), LayAbility(JON, ab("super_punch")))
    state = play(state, *[SpendToken(s) for s in (SUE, JON, SUE, JON)])
    state, events = run(state, Finish(SUE), Finish(JON))
    attack, defense = rolled(events)
    assert len(attack) == most and len(defense) == most


def test_gg_r06_gear_tokens_add_a_die_to_every_battle_and_are_never_spent():
    """Ruling GG-R06: Power Gauntlets hold two Attack tokens, a Psi Helmet two Defense."""
    # rulebook: genegrafter.txt:137
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        attached={gear("power_gauntlets"): NEBRUS, gear("psi_helmet"): MADLOCK},
        forced={"attack dice": [1] * 20, "defense dice": [6] * 20},
    )
    state, events = run(to_fight(state, SUE, [NEBRUS], MADLOCK), Finish(SUE), Finish(JON))
    attack, defense = rolled(events)
    assert len(attack) == 3 + 2 and len(defense) == 3 + 2
    assert state.attack_tokens[JON] == 3
    # Still there the next time Nebrus fights (Sue's turn, Nebrus defending).
    state = position(
        step=BATTLE,
        current=SUE,
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        attached={gear("power_gauntlets"): NEBRUS, gear("psi_helmet"): MADLOCK},
        forced={"attack dice": [1] * 20, "defense dice": [6] * 20},
    )
    state, events = run(to_fight(state, JON, [MADLOCK], NEBRUS), Finish(JON), Finish(SUE))
    attack, defense = rolled(events)
    assert len(attack) == 2 and len(defense) == 2  # Madlock attacks 2, Nebrus defends 2
    assert gear("power_gauntlets") in state.zones["jon.play"]


# -- step 7: the roll, the rerolls, a tie --------------------------------------------------


def test_the_higher_total_wins():
    # rulebook: genegrafter.txt:102
    # rulebook: genegrafter.txt:103
    state = duel(forced={"attack dice": [1, 1, 1], "defense dice": [1, 1, 2]})
    state, events = run(to_fight(state, SUE, [NEBRUS], MADLOCK), Finish(SUE), Finish(JON))
    (won,) = of_kind(events, "won")
    assert won["seat"] == SUE and won["attack"] == 3 and won["defense"] == 4
    assert NEBRUS in state.damaged and MADLOCK not in state.damaged


def test_a_tie_is_rolled_again_with_every_die():
    """Ruling GG-R09: on a tie both sides roll all their dice again."""
    # rulebook: genegrafter.txt:102
    state = duel(forced={"attack dice": [2, 2, 2, 6, 6, 6], "defense dice": [3, 2, 1, 1, 1, 1]})
    state, events = run(to_fight(state, SUE, [NEBRUS], MADLOCK), Finish(SUE), Finish(JON))
    assert kinds(events).count("rolled") == 2 and of_kind(events, "tie") == [{"total": 6}]
    assert of_kind(events, "rolled")[1] == {"attack": [6, 6, 6], "defense": [1, 1, 1]}
    assert of_kind(events, "won")[0]["seat"] == JON and MADLOCK in state.damaged
    # The fight keeps the tie among its uses, and the table's reckoning says so.
    assert state.last_fight.uses == (("", "tie", "", 6, 6),)
    lines = reckoning.lines(GAME, GAME.view(state, None), GAME.seat_name)
    assert "A tie at 6: every die rolled again." in lines


def test_gg_r09_rerolls_not_yet_used_carry_over_a_tie():
    """Ruling GG-R09: Jon keeps his reroll through the tie and uses it after."""
    # rulebook: genegrafter.txt:90
    # rulebook: genegrafter.txt:102
    state = duel(
        hands={JON: [ab("gamma_blast")]},
        defense_tokens={JON: 3, SUE: 0},
        forced={
            "attack dice": [1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 6],
            "defense dice": [2, 2, 2, 1, 1, 1],
        },
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    assert GAME.activity(state) == {JON: "must"}  # Sue has nothing to lay
    state = play(state, LayAbility(JON, ab("gamma_blast")), Finish(JON))
    assert state.step == REROLL and state.battle.fight.rerolls == {JON: 1}
    state, events = run(state, KeepDice(JON))
    assert of_kind(events, "tie") == [{"total": 6}]
    assert state.step == REROLL and state.battle.fight.rerolls == {JON: 1}
    state, events = run(state, Reroll(JON, "attack.1"))
    assert of_kind(events, "won")[0] == {
        "seat": JON,
        "card": NEBRUS,
        "loser": SUE,
        "beaten": MADLOCK,
        "attack": 10,
        "defense": 3,
    }


def test_rerolls_come_from_cards_of_the_markers_colour_and_keep_the_higher():
    # rulebook: genegrafter.txt:90
    # Nebrus's marker is Energy: Gamma Blast and Fireball give a reroll each, Mind Spike
    # (Mental) none. Madlock (Mental) lays Blind (Energy): no reroll for Sue.
    state = duel(
        hands={JON: [ab("gamma_blast"), ab("fireball"), ab("mind_spike")], SUE: [ab("blind")]},
        options={"dice_cap": "no limit"},
        forced={"attack dice": [1, 1, 1, 1, 1, 1, 1, 6, 1], "defense dice": [4, 4, 4, 4]},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, LayAbility(SUE, ab("blind")), LayAbility(JON, ab("gamma_blast")))
    state = play(state, Finish(SUE), LayAbility(JON, ab("fireball")))
    state = play(state, LayAbility(JON, ab("mind_spike")), Finish(JON))
    assert state.step == REROLL and state.battle.fight.rerolls == {JON: 2}
    assert GAME.activity(state) == {JON: "must"}  # the attacker first
    assert GAME.check(state, Reroll(JON, "defense.1")) is not None  # his own dice only
    state = play(state, Reroll(JON, "attack.1"))
    assert state.dice["attack.1"].value == 6
    # A lower reroll leaves the higher face: a 1 rerolled to a 1 stays, a 6 stays a 6.
    state = play(state, Reroll(JON, "attack.1"))
    assert state.dice["attack.1"].value == 6
    assert GAME.check(state, Reroll(JON, "attack.2")) is not None


def test_the_attacker_resolves_its_rerolls_before_the_defender():
    # rulebook: genegrafter.txt:90
    state = duel(
        hands={JON: [ab("gamma_blast")], SUE: [ab("mind_spike")]},
        forced={"attack dice": [1, 1, 1, 1, 1, 5], "defense dice": [1, 1, 1, 1, 6]},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, LayAbility(SUE, ab("mind_spike")), LayAbility(JON, ab("gamma_blast")))
    state = play(state, Finish(SUE), Finish(JON))
    assert GAME.activity(state) == {JON: "must"} and GAME.legal_actions(state, SUE) == []
    state = play(state, Reroll(JON, "attack.1"))
    assert GAME.activity(state) == {SUE: "must"}
    state, events = run(state, Reroll(SUE, "defense.1"))
    # 5 + 4 = 9 against 6 + 3 = 9: a tie, rolled again (no dice forced: any outcome).
    assert of_kind(events, "tie") == [{"total": 9}]


# -- Lucky Shot, Roll Again, Heal Minor Wounds (Special Rules, GG-R08, GG-R10) -----------


def test_gg_r08_lucky_shot_waits_for_the_dice_and_turns_one_of_yours_to_six():
    # rulebook: genegrafter.txt:147
    state = duel(
        hands={JON: [ab("lucky_shot")]},
        forced={"attack dice": [1, 2, 3], "defense dice": [4, 4, 4]},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, Finish(SUE), LayAbility(JON, ab("lucky_shot")), Finish(JON))
    assert state.step == REROLL and state.battle.fight.lucky == {JON: 1}
    assert GAME.check(state, LuckyShot(JON, "defense.1")) is not None
    state, events = run(state, LuckyShot(JON, "attack.1"))
    assert of_kind(events, "lucky_shot")[0]["to"] == 6
    assert of_kind(events, "won")[0]["attack"] == 6 + 2 + 3  # 11 against 12
    assert of_kind(events, "won")[0]["seat"] == SUE


def test_gg_r08_roll_again_rolls_an_opponents_die_and_the_new_roll_stands():
    """The Golden Rule: Roll Again's card says the new roll stands, though the rules
    keep the higher of a reroll."""
    # rulebook: genegrafter.txt:145
    # rulebook: genegrafter.txt:147
    state = duel(
        hands={SUE: [ab("roll_again")]},
        forced={"attack dice": [6, 2, 2, 1], "defense dice": [3, 3, 3]},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, LayAbility(SUE, ab("roll_again")), Finish(JON), Finish(SUE))
    assert state.step == REROLL and GAME.activity(state) == {SUE: "must"}
    assert GAME.check(state, RollAgain(SUE, "defense.1")) is not None  # not her own
    # Roll Again is Mental, as Madlock's marker is: a reroll too, left unused.
    state, events = run(state, RollAgain(SUE, "attack.1"), KeepDice(SUE))
    assert of_kind(events, "roll_again")[0] == {"seat": SUE, "die": "attack.1", "from": 6, "to": 1}
    won = of_kind(events, "won")[0]
    assert won["seat"] == SUE and won["attack"] == 5 and won["defense"] == 9


def test_gg_r10_heal_minor_wounds_heals_after_the_damage_is_dealt():
    # rulebook: genegrafter.txt:146
    # rulebook: genegrafter.txt:229
    state = duel(
        hands={SUE: [ab("heal_minor_wounds")]},
        forced={"attack dice": [6, 6, 6], "defense dice": [1, 1, 1]},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state, events = run(state, LayAbility(SUE, ab("heal_minor_wounds")), Finish(JON), Finish(SUE))
    assert kinds(events)[-3:] == ["won", "damaged", "healed"]
    assert MADLOCK not in state.damaged and MADLOCK in state.zones["sue.play"]


def test_gg_r10_heal_minor_wounds_does_not_save_a_character_moved_to_a_gene_pool():
    # rulebook: genegrafter.txt:146
    state = duel(
        hands={SUE: [ab("heal_minor_wounds")]},
        damaged=frozenset({MADLOCK}),
        forced={"attack dice": [6, 6, 6], "defense dice": [1, 1, 1]},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state, events = run(state, LayAbility(SUE, ab("heal_minor_wounds")), Finish(JON), Finish(SUE))
    assert "healed" not in kinds(events) and MADLOCK in state.zones["jon.pool"]


# -- steps 8 to 10: the loser, the discard, the next attacker ------------------------------


def test_a_damaged_loser_goes_to_the_gene_pool_of_the_player_that_dealt_the_blow():
    # rulebook: genegrafter.txt:103
    state = duel(
        damaged=frozenset({NEBRUS}), forced={"attack dice": [1, 1, 1], "defense dice": [6, 6, 6]}
    )
    state = both_finish(to_fight(state, SUE, [NEBRUS], MADLOCK))
    assert NEBRUS in state.zones["sue.pool"] and NEBRUS not in state.zones["jon.play"]
    assert NEBRUS not in state.damaged  # face up in the Gene Pool


def test_gg_r11_gear_goes_to_the_discard_pile_and_grafts_to_the_owners_gene_pool():
    # rulebook: genegrafter.txt:103
    state = duel(
        attached={gear("rocket_boots"): MADLOCK, ch("lumina"): MADLOCK},
        damaged=frozenset({MADLOCK}),
        forced={"attack dice": [6] * 9, "defense dice": [1] * 9},
    )
    state = both_finish(to_fight(state, SUE, [NEBRUS], MADLOCK))
    assert state.zones["jon.pool"] == (MADLOCK,)
    assert state.zones["sue.pool"] == (ch("lumina"),) and state.zones["sue.play"] == ()
    assert gear("rocket_boots") in state.zones["discard"] and state.attached == {}


def test_the_ability_cards_go_to_the_discard_pile():
    # rulebook: genegrafter.txt:104
    state = duel(
        hands={JON: [ab("fireball")], SUE: [ab("blind")]},
        forced={"attack dice": [6] * 9, "defense dice": [1] * 9},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, LayAbility(SUE, ab("blind")), LayAbility(JON, ab("fireball")))
    state = play(both_finish(state), KeepDice(JON))  # Fireball's reroll left unused
    assert state.step == BATTLE
    assert sorted(state.zones["discard"]) == [ab("blind"), ab("fireball")]
    assert state.zones["battle.jon"] == state.zones["battle.sue"] == ()


def test_each_attacker_is_defended_against_and_a_character_may_defend_again():
    # rulebook: genegrafter.txt:105
    # rulebook: genegrafter.txt:97
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS, BRUTE], SUE: [MENDRAKE]},
        forced={"attack dice": [1] * 9, "defense dice": [6] * 9},
    )
    state, _ = declare(state, SUE, NEBRUS, BRUTE)
    state = play(state, Defend(SUE, MENDRAKE))
    assert state.battle.fight.attacker == NEBRUS and state.battle.waiting == (BRUTE,)
    state = both_finish(state)
    assert state.step == DEFEND and GAME.legal_actions(state, SUE) == [Defend(SUE, MENDRAKE)]
    state = both_finish(play(state, Defend(SUE, MENDRAKE)))
    assert state.step == BATTLE and state.attacked == {NEBRUS, BRUTE}
    assert state.damaged == {NEBRUS, BRUTE}  # both beaten by the same Mendrake


def test_with_its_last_character_gone_the_player_is_attacked_directly():
    # rulebook: genegrafter.txt:105
    # rulebook: genegrafter.txt:117
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS, BRUTE], SUE: [MADLOCK]},
        damaged=frozenset({MADLOCK}),
        forced={"attack dice": [6] * 9, "defense dice": [1] * 9},
    )
    state, _ = declare(state, SUE, NEBRUS, BRUTE)
    state = play(state, Defend(SUE, MADLOCK))
    state, events = run(state, Finish(SUE), Finish(JON))
    assert MADLOCK in state.zones["jon.pool"]
    assert of_kind(events, "direct_hit") == [
        {"seat": JON, "card": BRUTE, "opponent": SUE, "health": 5}
    ]
    assert state.health[SUE] == 5 and state.step == BATTLE


def test_a_player_with_no_character_takes_a_damage_for_each_unblocked_attacker():
    # rulebook: genegrafter.txt:117
    state = position(step=BATTLE, play={JON: [NEBRUS, BRUTE, MENDRAKE]})
    state, events = declare(state, SUE, NEBRUS, BRUTE, MENDRAKE)
    assert len(of_kind(events, "direct_hit")) == 3 and state.health[SUE] == 3
    assert state.step == BATTLE and EndTurn(JON) in GAME.legal_actions(state, JON)


def test_a_character_played_this_turn_cannot_attack_but_may_defend_next_turn():
    # rulebook: genegrafter.txt:84
    state = position(hands={JON: [NEBRUS]}, play={SUE: [MADLOCK]})
    state = play(state, PlayCharacter(JON, NEBRUS), EndPlay(JON))
    assert GAME.check(state, DeclareBattle(JON, SUE, NEBRUS)) is not None
    with pytest.raises(IllegalAction, match="fatigued"):
        GAME.apply(state, DeclareBattle(JON, SUE, NEBRUS))
    state = force(
        position(
            step=BATTLE,
            current=SUE,
            play={JON: [NEBRUS], SUE: [MADLOCK]},
            fatigued=frozenset({NEBRUS}),
        ),
        attack=[1, 1],
        defense=[6, 6],
    )
    state = both_finish(to_fight(state, JON, [MADLOCK], NEBRUS))
    assert MADLOCK in state.damaged  # the fatigued Nebrus defended, and won
