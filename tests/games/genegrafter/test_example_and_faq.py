"""Genegrafter's example of play (rulebook lines 201-223), played move by move, and the
answers of its FAQ."""

from petridish.games.genegrafter.state import (
    BATTLE,
    DEFEND,
    LAY,
    REROLL,
    DeclareBattle,
    EndTurn,
    Finish,
    KeepDice,
    LayAbility,
    Reroll,
    SpendToken,
    StartBattle,
)
from tests.games.genegrafter.helpers import (
    GAME,
    JON,
    MIKE,
    SUE,
    ab,
    ch,
    declare,
    of_kind,
    play,
    position,
    run,
    to_fight,
)

NEBRUS, MADLOCK = ch("nebrus"), ch("madlock")


def test_the_example_of_play():
    """Sue's Madlock against Jon's Nebrus: Gamma Blast against Blind and a Defense
    token, five dice against five, Jon rerolls a 1, Madlock is damaged."""
    # rulebook: genegrafter.txt:201
    # rulebook: genegrafter.txt:203
    # rulebook: genegrafter.txt:205
    # rulebook: genegrafter.txt:207
    # rulebook: genegrafter.txt:209
    # rulebook: genegrafter.txt:211
    # rulebook: genegrafter.txt:213
    # rulebook: genegrafter.txt:215
    # rulebook: genegrafter.txt:217
    # rulebook: genegrafter.txt:219
    # rulebook: genegrafter.txt:221
    # rulebook: genegrafter.txt:223
    voltrix, umbra = ch("voltrix"), ch("umbra")
    state = position(
        players=3,
        step=BATTLE,
        strands=2,  # two DNA Strands revealed; the third lies on top of the deck
        deck=["dna.strand.3"],
        hands={JON: [ab("gamma_blast")], SUE: [ab("blind")]},
        play={JON: [NEBRUS, voltrix], SUE: [MADLOCK], MIKE: [umbra]},
        # Jon's 18 with a 1 in it, the reroll of the 1, and Sue's 13.
        forced={"attack dice": [6, 5, 4, 2, 1, 3], "defense dice": [4, 3, 2, 2, 2]},
    )
    assert GAME.seat_ids(3) == (JON, SUE, MIKE)
    # Jon battles Sue; Madlock is her only Character, so he must be the target.
    state = play(state, DeclareBattle(JON, SUE, NEBRUS), StartBattle(JON))
    assert state.step == DEFEND and [a.character for a in GAME.legal_actions(state, SUE)] == [
        MADLOCK
    ]
    state = play(state, *GAME.legal_actions(state, SUE))
    # Sue is defending, so she lays first, face down; then Jon.
    assert state.step == LAY and GAME.activity(state) == {SUE: "must"}
    state = play(state, LayAbility(SUE, ab("blind")))
    assert GAME.view(state, JON).zones["battle.sue"] != (ab("blind"),)
    state = play(state, LayAbility(JON, ab("gamma_blast")))
    # Sue takes a Defense token off her Player card instead of a card; Jon is finished.
    state = play(state, SpendToken(SUE))
    assert state.defense_tokens[SUE] == 2
    state = play(state, Finish(JON))
    assert state.step == LAY and GAME.activity(state) == {SUE: "must"}
    state, events = run(state, Finish(SUE))
    # Every card flipped and resolved, one at a time, the last laid first, before the
    # dice are counted.
    flipped = of_kind(events, "flipped")
    assert [f["card"] for f in flipped] == [ab("gamma_blast"), ab("blind")]
    assert [e.kind for e in events].index("rolled") == len(events) - 1
    # Radiation: Gamma Blast gives Nebrus two dice, not one; 2 + 3 = 5. Blind gives
    # Madlock one, the token one, his defense three: 5.
    assert {f["card"]: f["dice"] for f in flipped} == {ab("gamma_blast"): 2, ab("blind"): 1}
    ((attack, defense),) = [(r["attack"], r["defense"]) for r in of_kind(events, "rolled")]
    assert len(attack) == 5 and len(defense) == 5
    assert sum(attack) == 18 and sum(defense) == 13
    # Nebrus's Energy marker matches Gamma Blast: one reroll, for the 1. Blind is Energy
    # and Madlock's marker Mental: Sue has none.
    assert state.step == REROLL and state.battle.fight.rerolls == {JON: 1}
    state, events = run(state, Reroll(JON, "attack.5"))
    assert of_kind(events, "rerolled")[0]["to"] == 3
    (won,) = of_kind(events, "won")
    assert won["seat"] == JON and (won["attack"], won["defense"]) == (20, 13)
    assert MADLOCK in state.damaged and MADLOCK in state.zones["sue.play"]  # rotated 90°
    # Jon could go on to battle another player with a Character that has not attacked.
    assert state.step == BATTLE
    assert GAME.check(state, DeclareBattle(JON, MIKE, voltrix)) is None
    assert GAME.check(state, DeclareBattle(JON, MIKE, NEBRUS)) is not None
    state, events = run(state, EndTurn(JON))
    # Sue's draw reveals the third Strand: one more round, then the most markers win.
    assert len(state.zones["strands"]) == 3 and of_kind(events, "last_round") == [{"seat": SUE}]
    assert state.closing and state.final == (MIKE, JON, SUE)


# -- FAQ --------------------------------------------------------------------------------


def test_faq_super_punch_with_super_strength_gives_two_dice_not_three():
    # rulebook: genegrafter.txt:227
    brute, mendrake = ch("brute"), ch("mendrake")
    state = position(
        step=BATTLE,
        play={JON: [brute], SUE: [mendrake]},
        hands={JON: [ab("super_punch")]},
        options={"dice_cap": "no limit"},
        defense_tokens={JON: 3, SUE: 0},
        forced={"attack dice": [1] * 9, "defense dice": [6] * 9},
    )
    state = to_fight(state, SUE, [brute], mendrake)
    state, events = run(state, LayAbility(JON, ab("super_punch")), Finish(JON))
    ((attack, _),) = [(r["attack"], r["defense"]) for r in of_kind(events, "rolled")]
    assert len(attack) == 4 + 2  # Brute's 4, and 2 for Super Punch, not 1 + 2


def test_faq_healing_cancels_the_damage_so_the_character_stays_in_play():
    """Healing Rain heals Madlock before Jon beats him: he is damaged, not lost."""
    # rulebook: genegrafter.txt:229
    # rulebook: genegrafter.txt:166
    state = position(
        current=SUE,
        step=BATTLE,
        deck=["event.healing_rain"],
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        damaged=frozenset({MADLOCK}),
        fatigued=frozenset({NEBRUS}),
        forced={"attack dice": [6] * 9, "defense dice": [1] * 9},
    )
    state, events = run(state, EndTurn(SUE))  # Jon's turn: Healing Rain is drawn at once
    assert of_kind(events, "event")[0]["card"] == "event.healing_rain"
    assert MADLOCK not in state.damaged
    state = play(to_fight(state, SUE, [NEBRUS], MADLOCK), Finish(SUE), Finish(JON))
    assert MADLOCK in state.damaged and MADLOCK in state.zones["sue.play"]


def test_faq_a_character_that_attacked_may_be_targeted_and_attacks_once_a_turn():
    # rulebook: genegrafter.txt:231
    state = position(
        players=3,
        step=BATTLE,
        current=SUE,
        play={JON: [NEBRUS], SUE: [MADLOCK], MIKE: [ch("umbra")]},
        forced={"attack dice": [1] * 30, "defense dice": [6] * 30},
    )
    state = play(to_fight(state, JON, [MADLOCK], NEBRUS), Finish(JON), Finish(SUE))
    assert MADLOCK in state.attacked and MADLOCK in state.damaged
    # Once a turn: Madlock cannot attack Mike now.
    assert "once a turn" in GAME.check(state, DeclareBattle(SUE, MIKE, MADLOCK))
    state = play(state, EndTurn(SUE))
    # Mike's turn (Sue sits before him): he may battle Madlock, who attacked last turn.
    assert state.current == MIKE
    state, _ = declare(state, SUE, ch("umbra"))
    assert state.step == DEFEND and GAME.legal_actions(state, SUE)[0].character == MADLOCK


def test_faq_regeneration_heals_at_the_beginning_of_its_owners_turn():
    # rulebook: genegrafter.txt:233
    # rulebook: genegrafter.txt:148
    mendrake, brute = ch("mendrake"), ch("brute")
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS], SUE: [mendrake, brute]},
        damaged=frozenset({NEBRUS, mendrake, brute}),
    )
    state, events = run(state, EndTurn(JON))
    assert state.current == SUE
    assert of_kind(events, "regenerated") == [{"seat": SUE, "card": mendrake}]
    assert mendrake not in state.damaged and brute in state.damaged
    assert NEBRUS in state.damaged  # healed at its owner's turn only: Jon has none


def test_faq_infinity_uses_any_ability_card_as_if_it_had_the_matching_power():
    # rulebook: genegrafter.txt:235
    # rulebook: genegrafter.txt:149
    ouroboros = ch("ouroboros")  # Infinity Power, attack 3
    state = position(
        step=BATTLE,
        play={JON: [ouroboros], SUE: [MADLOCK]},
        hands={JON: [ab("gamma_blast"), ab("annihilate")]},
        options={"dice_cap": "no limit"},
        defense_tokens={JON: 3, SUE: 0},
        forced={"attack dice": [1] * 9, "defense dice": [6] * 9},
    )
    state = to_fight(state, SUE, [ouroboros], MADLOCK)
    state = play(state, LayAbility(JON, ab("gamma_blast")), LayAbility(JON, ab("annihilate")))
    state, events = run(state, Finish(JON))
    dice = {f["card"]: f["dice"] for f in of_kind(events, "flipped")}
    # Radiation's bonus 2 (base 1) and Anti-matter's bonus 3 (base 0).
    assert dice == {ab("gamma_blast"): 2, ab("annihilate"): 3}
    if state.step == REROLL:
        state = play(state, KeepDice(JON))
    assert len(of_kind(events, "rolled")[0]["attack"]) == 3 + 2 + 3
