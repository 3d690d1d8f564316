"""The hint for Genegrafter: the computer's best move for the player, the same whatever
the computer's own chance, with a reason whose numbers are the position's, on
positions where the right move is clear."""

from __future__ import annotations

from petridish.core.hint import advise
from petridish.core.registry import make_bot
from petridish.games.genegrafter.rules import GAME
from petridish.games.genegrafter.state import (
    BATTLE,
    GRAFT,
    DeclareBattle,
    Graft,
    KeepDice,
    LayAbility,
    PlayCharacter,
    Reroll,
    RollInfinity,
    SpendToken,
    StartBattle,
)
from tests.games.genegrafter.helpers import JON, SUE, ab, ch, play, position, to_fight

NEBRUS, MADLOCK, BRUTE = ch("nebrus"), ch("madlock"), ch("brute")


def hint(state, seat):
    """The hint for ``seat`` (any computer player's seed gives the same)."""
    hints = {advise(GAME, state, seat, make_bot("genegrafter", "bot", seed)) for seed in range(6)}
    assert len(hints) == 1, f"a hint does not depend on chance: {hints}"
    return hints.pop()


def test_an_undefended_opponent_is_hit_directly():
    # rulebook: genegrafter.txt:117
    # (Jon's Infinity Die is spent: its roll would be the hint between any two moves.)
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS]},
        health={JON: 6, SUE: 4},
        infinity_used=frozenset({JON}),
    )
    action, why = hint(state, JON)
    assert action == DeclareBattle(JON, SUE, NEBRUS)
    assert why == "Sue has no Character to defend: Nebrus takes 1 Health directly (Sue has 4)"
    state = play(state, action)
    action, why = hint(state, JON)
    assert action == StartBattle(JON) and "battle begins" in why


def test_a_character_in_hand_is_played_with_what_it_brings():
    # rulebook: genegrafter.txt:82
    state = position(hands={JON: [MADLOCK, ab("blind")]})
    action, why = hint(state, JON)
    assert action == PlayCharacter(JON, MADLOCK)
    card = GAME.cards.card(MADLOCK)
    assert why.startswith(f"Madlock brings {card.markers} Genetic Marker")
    assert f"{card.defense} dice to defend" in why


def test_a_reroll_goes_on_the_lowest_die():
    # rulebook: genegrafter.txt:90
    state = position(
        step=BATTLE,
        hands={JON: [ab("gamma_blast")]},
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        forced={"attack dice": [6, 5, 4, 2, 1], "defense dice": [4, 3, 2, 2, 2, 1]},
        defense_tokens={JON: 3, SUE: 0},
        attack_tokens={JON: 0, SUE: 3},
        infinity_used=frozenset({JON}),
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    # Sue has no card and no token, so she is finished at once; so is Jon once his one
    # card is laid, and the dice are rolled.
    state = play(state, LayAbility(JON, ab("gamma_blast")))
    assert state.battle.fight.rerolls == {JON: 1}
    lowest = min((d.value, k) for k, d in state.dice.items() if k.startswith("attack."))[1]
    action, why = hint(state, JON)
    assert action == Reroll(JON, lowest)
    assert why == "reroll the 1: you keep the higher of the two, so it can only help"
    state = play(state, action)
    assert KeepDice(JON) not in GAME.legal_actions(state, JON)  # the reroll was its last


def test_a_battle_worth_fighting_is_hinted_with_its_chance():
    # rulebook: genegrafter.txt:101
    # Brute's 4 Attack dice against Madlock's 3 Defense dice, Madlock already damaged:
    # a win sends him to Jon's Gene Pool.
    state = position(
        step=BATTLE,
        play={JON: [BRUTE], SUE: [MADLOCK]},
        damaged=frozenset({MADLOCK}),
        infinity_used=frozenset({JON}),
    )
    action, why = hint(state, JON)
    assert action == DeclareBattle(JON, SUE, BRUTE)
    assert why.startswith(
        "Brute's 4 dice (with 3 Attack tokens to spend) against the strongest defender "
        "Sue has, Madlock (3 dice): about"
    )
    assert why.endswith("to win that fight, which sends it to your Gene Pool")


def test_a_roll_of_the_infinity_die_hinted_by_the_strong_player_says_its_faces():
    # rulebook: genegrafter.txt:153
    # A strong player's hint of the roll, where the normal player would make another
    # move, tells what the roll may bring (every face, at once), not why it is best.
    state = position(hands={JON: [MADLOCK, ab("blind")]})
    normal = make_bot("genegrafter", "normal", 1)
    view = GAME.view(state, JON)
    facts = normal.facts(GAME, view, JON, RollInfinity(JON))
    assert facts.startswith("the Infinity Die rolls once a game and its face is used at once")
    for face in ("bring back a Character", "Infinity Power", "draw 2", "discard 2"):
        assert face in facts


def test_a_hinted_roll_of_the_infinity_die_says_which_faces_would_do_nothing():
    # rulebook: genegrafter.txt:158
    # Jon holds Madlock but has nobody in his Gene Pool: a DNA Marker would graft
    # nothing (a new player's once-a-game roll came up so, unwarned).
    state = position(hands={JON: [MADLOCK, ab("blind")]})
    normal = make_bot("genegrafter", "normal", 1)
    view = GAME.view(state, JON)
    facts = normal.facts(GAME, view, JON, RollInfinity(JON))
    assert facts.endswith(
        "; its Resurrection, DNA Marker and Infinity Symbol would find nothing to act on now"
    ), facts
    said = normal.explain(GAME, view, JON, RollInfinity(JON))
    assert "every face helps" not in said


def test_an_ability_card_of_the_characters_colour_is_said_to_give_a_reroll():
    # rulebook: genegrafter.txt:90
    # rulebook: genegrafter.txt:213
    from petridish.games.genegrafter.hints import _lay

    state = position(
        step=BATTLE,
        hands={JON: [ab("gamma_blast")]},
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        defense_tokens={JON: 3, SUE: 0},
        attack_tokens={JON: 0, SUE: 3},
        infinity_used=frozenset({JON}),
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    said = _lay(GAME, GAME.view(state, JON), JON, ab("gamma_blast"))
    # (It read "…, and a reroll (energy matches its marker)".)
    assert said == (
        "Gamma Blast gives Nebrus 2 dice, its power's bonus, and a die to reroll: it is"
        " yellow (Energy), as Nebrus's Genetic Marker is"
    )


def test_the_reasons_for_a_token_and_a_graft_from_the_hand_read_plainly():
    # rulebook: genegrafter.txt:99 (a token instead of an Ability Card)
    # rulebook: genegrafter.txt:123 (a graft: its Super Power and marker colour)
    # "a Attack token", and a graft from the hand that "costs nothing from your hand"
    # though the card leaves it.
    normal = make_bot("genegrafter", "normal", 1)
    state = to_fight(
        position(step=BATTLE, play={JON: [NEBRUS], SUE: [MADLOCK]}), SUE, [NEBRUS], MADLOCK
    )
    state = play(state, SpendToken(SUE))  # the defender lays first; now Jon
    said = normal.explain(GAME, GAME.view(state, JON), JON, SpendToken(JON))
    assert said.startswith("an Attack token adds a die; ")
    grafting = position(step=GRAFT, play={JON: [NEBRUS]}, hands={JON: [BRUTE]})
    said = normal.explain(GAME, GAME.view(grafting, JON), JON, Graft(JON, BRUTE, NEBRUS))
    assert said.endswith("and Brute's markers did not count in your hand anyway"), said


def test_ending_the_turn_says_when_no_character_can_attack():
    # rulebook: genegrafter.txt:84
    # Nebrus was played this turn: fatigued, he cannot attack, whatever the dice.
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        fatigued=frozenset({NEBRUS}),
        infinity_used=frozenset({JON}),
    )
    action, why = hint(state, JON)
    assert action.kind == "EndTurn"
    assert why == "none of your Characters can attack now: each is fatigued or has attacked"


def test_a_piece_of_gear_hinted_says_the_dice_it_gives_its_character():
    # rulebook: genegrafter.txt:86 (Gear equipped to a Character in play)
    # "Power Gauntlets holds 2 Attack for Farsight", after the card type's "stores",
    # read oddly: it says the dice it gives.
    from petridish.games.genegrafter.hints import explain
    from petridish.games.genegrafter.state import EquipGear
    from tests.games.genegrafter.helpers import gear

    bot = make_bot("genegrafter", "bot", 0)
    state = position(
        play={JON: [NEBRUS]}, hands={JON: [gear("power_gauntlets"), gear("combat_harness")]}
    )
    said = {
        g: explain(bot, GAME, GAME.view(state, JON), JON, EquipGear(JON, gear(g), NEBRUS))
        for g in ("power_gauntlets", "combat_harness")
    }
    assert (
        said["power_gauntlets"] == "Power Gauntlets gives Nebrus 2 more Attack dice in every battle"
    )
    assert said["combat_harness"] == (
        "Combat Harness gives Nebrus 1 more Attack die and 1 more Defense die in every battle"
    )
