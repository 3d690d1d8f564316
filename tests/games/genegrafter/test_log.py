"""Genegrafter's log names what a line is about: the Infinity Die's target (whose
Character, which opponent and how many cards), the Character beaten and whose it was,
and every count in the singular or the plural it needs ("1 Genetic Marker")."""

from petridish.games.genegrafter.state import (
    BATTLE,
    INFINITY,
    DeclareBattle,
    Defend,
    Discard,
    InfinityChoice,
    RollInfinity,
    SendAttacker,
    StartBattle,
)
from tests.games.genegrafter.helpers import GAME, JON, MIKE, SUE, ab, ch, position, run

NEBRUS, MADLOCK, BRUTE, LUMINA = ch("nebrus"), ch("madlock"), ch("brute"), ch("lumina")
RESURRECTION, DNA_MARKER, SYMBOL, DRAW_TWO, DISCARD_TWO = range(1, 6)


def lines(events, seat=None):
    return [GAME.describe(e) for ev in events if (e := ev.for_seat(seat)) is not None]


def rolled(face, *choice, **kw):
    """Jon rolls his Infinity Die for ``face`` and makes ``choice``: the log's lines."""
    kw.setdefault("play", {JON: [NEBRUS], SUE: [MADLOCK]})
    state = position(forced={INFINITY: [face]}, **kw)
    return run(state, RollInfinity(JON), *choice)


def test_discard_two_cards_names_the_opponent_and_how_many_cards():
    # rulebook: genegrafter.txt:161
    hand = [ab("blind"), ab("fireball"), ab("ice_wall")]
    choice = InfinityChoice(JON, "discard_two", target=SUE)
    state, events = rolled(DISCARD_TWO, choice, hands={SUE: hand})
    assert "Jon's Discard 2 Cards: Sue discards two cards." in lines(events)
    _, events = rolled(DISCARD_TWO, choice, hands={SUE: hand[:1]})
    assert "Jon's Discard 2 Cards: Sue discards one card." in lines(events)
    _, events = rolled(DISCARD_TWO, choice)
    assert "Jon's Discard 2 Cards: Sue has no cards, and draws only one card next turn." in (
        lines(events)
    )
    _, events = run(state, Discard(SUE, ab("blind")))
    assert lines(events) == ["Sue discards Blind."]


def test_the_other_faces_name_their_card_and_whose_character():
    # rulebook: genegrafter.txt:157
    # rulebook: genegrafter.txt:158
    # rulebook: genegrafter.txt:159
    # rulebook: genegrafter.txt:160
    choice = InfinityChoice(JON, "resurrection", card=BRUTE)
    _, events = rolled(RESURRECTION, choice, pool={SUE: [BRUTE]})
    assert (
        "Jon's Resurrection: Brute comes back into play from Sue's Gene Pool, "
        "under Jon's control." in lines(events)
    )
    choice = InfinityChoice(JON, "dna_marker", card=LUMINA, target=MADLOCK)
    _, events = rolled(DNA_MARKER, choice, pool={JON: [LUMINA]})
    assert "Jon's DNA Marker: Lumina from Jon's Gene Pool is grafted onto Sue's Madlock." in (
        lines(events)
    )
    _, events = rolled(SYMBOL, InfinityChoice(JON, "infinity", target=MADLOCK))
    assert "Jon's Infinity Symbol: Sue's Madlock gains the Infinity Super Power." in lines(events)
    _, events = rolled(DRAW_TWO)
    said = lines(events, SUE)
    assert "Jon's Draw 2 Cards: Jon draws two cards." in said
    assert said.count("Jon draws a card.") == 2  # which cards, only Jon reads


def test_counts_read_in_the_singular_and_the_plural():
    # rulebook: genegrafter.txt:115
    over = {"kind": "over", "winners": [JON], "scores": {JON: 1, SUE: 2}, "reason": "r"}
    assert GAME.describe(over) == (
        "Game over: Jon wins (r). Jon has 1 Genetic Marker, Sue has 2 Genetic Markers."
    )
    both = {**over, "winners": [JON, SUE]}
    assert GAME.describe(both).startswith("Game over: Jon and Sue win (r).")
    assert GAME.describe({"kind": "reshuffled", "cards": 1}) == (
        "The discard pile (1 card) is shuffled into a new deck."
    )
    flipped = {"kind": "flipped", "seat": SUE, "card": ab("blind"), "dice": 1}
    assert GAME.describe(flipped) == "Sue's Blind is flipped: 1 die."
    grafting = {"kind": "grafting", "n": 1}
    assert GAME.describe(grafting) == (
        "A Genegrafting Round: each player may graft 1 Character from hand or Gene Pool "
        "onto one of theirs in play, which gains its Super Power and marker colour."
    )
    over = {"kind": "grafting_over", "seat": SUE, "grafts": {JON: 2, SUE: 1, MIKE: 0}}
    assert GAME.describe(over) == (
        "Every player is done grafting: the Genegrafting Round is over (Jon grafted 2"
        " Characters, Sue 1 and Mike none)."
    )
    quiet = {**over, "grafts": {JON: 0, SUE: 0}, "draws": True}
    assert GAME.describe(quiet) == (
        "Every player is done grafting: the Genegrafting Round is over (nobody grafted)."
        " Sue's draw goes on."
    )
    passes = {**grafting, "passes": True}
    assert GAME.describe(passes).endswith(
        "colour. Nobody has both a Character in play and a card to graft onto it: the round passes."
    )


def test_a_battle_won_names_the_character_beaten_and_whose_it_was():
    # rulebook: genegrafter.txt:103
    won = {"kind": "won", "seat": JON, "card": NEBRUS, "loser": SUE, "beaten": MADLOCK}
    assert GAME.describe({**won, "attack": 20, "defense": 13}) == (
        "Nebrus beats Madlock, 20 against 13."
    )
    # A defender that wins: its own total comes first, as the line reads.
    defended = {**won, "card": MADLOCK, "beaten": NEBRUS, "attack": 11, "defense": 13}
    assert GAME.describe(defended) == "Madlock beats Nebrus, 13 against 11."
    to_pool = {"kind": "to_pool", "seat": JON, "card": MADLOCK, "owner": SUE}
    assert GAME.describe(to_pool) == "Sue's Madlock goes to Jon's Gene Pool."
    again = {"kind": "roll_again", "seat": SUE, "die": "attack.2", "from": 6, "to": 2}
    assert GAME.describe(again) == "Sue's Roll Again rolls an attack die showing 6 again: 2."


def test_a_battle_names_every_character_in_it_and_whom_the_defender_meets():
    # rulebook: genegrafter.txt:96
    # rulebook: genegrafter.txt:98
    state = position(
        step=BATTLE, play={JON: [NEBRUS, BRUTE], SUE: [MADLOCK]}, hands={SUE: [ab("blind")]}
    )
    state, events = run(
        state,
        DeclareBattle(JON, SUE, NEBRUS),
        SendAttacker(JON, BRUTE),
        StartBattle(JON),
        Defend(SUE, MADLOCK),
    )
    assert lines(events) == [
        "Jon battles Sue with Nebrus and Brute.",
        "Sue defends with Madlock against Nebrus.",
    ]
    discarded = {"kind": "discarded", "seat": SUE, "cards": [ab("blind"), ab("fireball")]}
    assert GAME.describe(discarded) == "Sue discards Blind and Fireball."


def test_a_face_with_nothing_to_act_on_says_whose_die_it_was():
    # rulebook: genegrafter.txt:157
    _, events = rolled(RESURRECTION)
    assert "Jon's Resurrection finds nothing to act on." in lines(events)
