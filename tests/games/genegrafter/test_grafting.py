"""Genegrafting Rounds (rulebook "Genegrafting Rounds"; ruling GG-R19): who grafts
what onto whom, how many, and what a graft gives."""

import pytest

from petridish.games.genegrafter.state import (
    BATTLE,
    GRAFT,
    PLAY,
    REROLL,
    EndGrafting,
    EndTurn,
    Finish,
    Graft,
    KeepDice,
    LayAbility,
)
from tests.games.genegrafter.helpers import (
    GAME,
    JON,
    SUE,
    ab,
    ch,
    of_kind,
    play,
    position,
    run,
    to_fight,
)

NEBRUS, MADLOCK, BRUTE, LUMINA, JINX = (
    ch("nebrus"),
    ch("madlock"),
    ch("brute"),
    ch("lumina"),
    ch("jinx"),
)
QUIET = [ab("foresight"), ab("shadow_cloak"), ab("dive_bomb")]


def round_of(n, **kw):
    """Sue's turn begins with the n-th DNA Strand on top of the deck."""
    kw.setdefault("play", {JON: [NEBRUS], SUE: [MADLOCK]})
    state = position(step=BATTLE, strands=n - 1, deck=[f"dna.strand.{n}", *QUIET], **kw)
    return play(state, EndTurn(JON))


def test_gg_r19_a_strand_starts_a_round_in_which_every_player_grafts_in_any_order():
    # rulebook: genegrafter.txt:121
    # rulebook: genegrafter.txt:123
    state = round_of(1, hands={JON: [BRUTE], SUE: [LUMINA]})
    assert state.step == GRAFT and set(GAME.activity(state)) == {JON, SUE}
    # Jon, whose turn it is not, grafts first.
    state = play(state, Graft(JON, BRUTE, NEBRUS))
    assert state.step == GRAFT and set(GAME.activity(state)) == {SUE}
    state = play(state, Graft(SUE, LUMINA, MADLOCK))
    # Every player done: the draw goes on.
    assert state.step == PLAY and state.zones["sue.hand"] == tuple(QUIET)


def test_a_graft_comes_from_hand_or_gene_pool_onto_ones_own_character_in_play():
    # rulebook: genegrafter.txt:123
    # rulebook: genegrafter.txt:125
    state = round_of(
        3,
        hands={JON: [BRUTE, ab("blind")]},
        pool={JON: [LUMINA]},
        play={JON: [NEBRUS, JINX], SUE: [MADLOCK]},
    )
    assert GAME.check(state, Graft(JON, BRUTE, MADLOCK)) is not None  # not his
    assert GAME.check(state, Graft(JON, ab("blind"), NEBRUS)) is not None  # not a Character
    assert GAME.check(state, Graft(JON, ch("umbra"), NEBRUS)) is not None  # not his card
    state = play(state, Graft(JON, LUMINA, NEBRUS), Graft(JON, BRUTE, NEBRUS))
    assert state.attached == {LUMINA: NEBRUS, BRUTE: NEBRUS}
    assert state.zones["jon.pool"] == () and state.zones["jon.hand"] == (ab("blind"),)
    # Placed under the Character, in the play area: not a Character in play itself.
    assert {LUMINA, BRUTE} <= set(state.zones["jon.play"])
    assert GAME.check(state, Graft(JON, JINX, BRUTE)) is not None


def test_a_graft_gives_its_power_and_marker_colour_but_not_its_stats():
    """Nebrus (attack 3, Radiation, Energy) with Brute (attack 4, Super Strength,
    Physical) grafted: Super Punch gives him 2 dice and a reroll; he still attacks 3."""
    # rulebook: genegrafter.txt:123
    # rulebook: genegrafter.txt:125
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        attached={BRUTE: NEBRUS},
        hands={JON: [ab("super_punch")]},
        defense_tokens={JON: 3, SUE: 0},
        forced={"attack dice": [1] * 9, "defense dice": [6] * 9},
    )
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state, events = run(state, LayAbility(JON, ab("super_punch")), Finish(JON))
    assert of_kind(events, "flipped")[0]["dice"] == 2
    assert len(of_kind(events, "rolled")[0]["attack"]) == 3 + 2
    assert state.step == REROLL and state.battle.fight.rerolls == {JON: 1}
    state = play(state, KeepDice(JON))
    assert state.step == BATTLE


@pytest.mark.parametrize("n", [1, 2, 3])
def test_the_nth_strand_lets_each_player_graft_n_characters(n):
    # rulebook: genegrafter.txt:127
    # rulebook: genegrafter.txt:129
    # rulebook: genegrafter.txt:130
    # rulebook: genegrafter.txt:131
    spare = [BRUTE, LUMINA, JINX, ch("umbra")]
    state = round_of(n, hands={JON: spare}, play={JON: [NEBRUS], SUE: [MADLOCK]})
    assert state.step == GRAFT
    assert state.grafts_left[JON] == n
    for card in spare[:n]:
        assert JON in GAME.activity(state)
        state = play(state, Graft(JON, card, NEBRUS))
    # Jon has grafted his n: the round waits for Sue alone.
    assert JON not in GAME.activity(state) and GAME.check(state, Graft(JON, spare[n], NEBRUS))


def test_grafts_may_be_spread_or_all_put_on_one_character_with_no_limit():
    # rulebook: genegrafter.txt:133
    state = round_of(
        3, hands={JON: [BRUTE, LUMINA, ch("umbra")]}, play={JON: [NEBRUS, JINX], SUE: [MADLOCK]}
    )
    state = play(state, Graft(JON, BRUTE, NEBRUS), Graft(JON, LUMINA, JINX), EndGrafting(JON))
    assert state.attached == {BRUTE: NEBRUS, LUMINA: JINX}
    # The same three all on one Character, grafted before: no limit on a Character.
    state = round_of(
        3,
        hands={JON: [ch("umbra"), ch("voltrix"), ch("blink")]},
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        attached={BRUTE: NEBRUS, LUMINA: NEBRUS},
    )
    state = play(state, *[Graft(JON, c, NEBRUS) for c in (ch("umbra"), ch("voltrix"), ch("blink"))])
    assert sum(h == NEBRUS for h in state.attached.values()) == 5


def test_a_player_with_nothing_to_graft_or_nothing_to_graft_onto_is_passed_over():
    # rulebook: genegrafter.txt:123
    state = round_of(1, hands={SUE: [LUMINA]}, play={JON: [NEBRUS]})
    # Jon holds no card and has an empty Gene Pool; Sue has no Character in play: the
    # round passes at once.
    assert state.step == PLAY and state.zones["strands"] == ("dna.strand.1",)
    # A hand is secret: a player holding cards says himself that he is done.
    state = round_of(1, hands={JON: [ab("blind")], SUE: [LUMINA]}, play={JON: [NEBRUS]})
    assert state.step == GRAFT and set(GAME.activity(state)) == {JON}
    assert GAME.legal_actions(state, JON) == [EndGrafting(JON)]
    assert play(state, EndGrafting(JON)).step == PLAY


def test_done_grafting_is_made_only_for_a_player_with_no_character_to_graft():
    """With no Character in hand or Gene Pool there is nothing to graft, and nothing
    the others graft can change that: the table makes "Done grafting" for that player
    (``Genegrafter.move_made_for``), once they are at the computer. The rules leave
    them in the round, whose hand only they see."""
    # rulebook: genegrafter.txt:123
    state = round_of(1, hands={JON: [ab("blind")], SUE: [LUMINA]})
    assert JON in GAME.activity(state)  # no one else learns what his hand holds
    assert GAME.move_made_for(state, JON) == EndGrafting(JON)
    assert GAME.move_made_for(state, SUE) is None  # hers to graft or not
    # A Character in hand, or in the Gene Pool, is a choice: the player makes it.
    held = round_of(1, hands={JON: [BRUTE, ab("blind")]})
    assert GAME.move_made_for(held, JON) is None
    pooled = round_of(1, hands={JON: [ab("blind")]}, pool={JON: [BRUTE]})
    assert GAME.move_made_for(pooled, JON) is None
    # Grafted his one Character with grafts left, he has nothing more to choose.
    state = play(round_of(2, hands={JON: [BRUTE, ab("blind")]}), Graft(JON, BRUTE, NEBRUS))
    assert state.grafts_left[JON] == 1 and GAME.move_made_for(state, JON) == EndGrafting(JON)
    # Outside a round, nothing is made for anyone.
    state = play(state, EndGrafting(JON))
    assert state.step == PLAY and GAME.move_made_for(state, JON) is None


def test_a_grafted_regeneration_heals_its_character_at_its_owners_turn():
    """Mendrake's Regeneration, grafted under Nebrus, is Nebrus's now."""
    # rulebook: genegrafter.txt:125
    # rulebook: genegrafter.txt:148
    state = position(
        current=SUE,
        step=BATTLE,
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        attached={ch("mendrake"): NEBRUS},
        damaged=frozenset({NEBRUS}),
        deck=QUIET,
    )
    state, events = run(state, EndTurn(SUE))
    assert of_kind(events, "regenerated") == [{"seat": JON, "card": NEBRUS}]
    assert NEBRUS not in state.damaged


def test_the_end_of_a_round_and_each_players_part_are_told_as_everyone_sees_them():
    """Each player's part of a round ends in the log: left out from the start for a
    reason everyone can see, or "Done grafting", which never says why (it is made for a
    player with nothing to graft); then the round's end, with the grafts each made and
    the draw that goes on (it went on at once, and the round seemed forgotten)."""
    # rulebook: genegrafter.txt:123
    # rulebook: genegrafter.txt:131
    state = round_of(2, hands={JON: [BRUTE, ab("blind")], SUE: [LUMINA]})
    state, events = run(state, Graft(JON, BRUTE, NEBRUS))
    assert not of_kind(events, "grafting_over")  # Sue grafts yet
    state, events = run(state, EndGrafting(JON))
    assert of_kind(events, "done_grafting") == [{"seat": JON, "grafted": 1}]
    state, events = run(state, EndGrafting(SUE))
    assert of_kind(events, "done_grafting") == [{"seat": SUE, "grafted": 0}]
    over = {"seat": SUE, "grafts": {JON: 1, SUE: 0}, "draws": True}
    assert of_kind(events, "grafting_over") == [over]
    said = [GAME.describe(e.for_seat(None)) for e in events[:3]]
    assert said == [
        "Sue grafts nothing.",
        "Every player is done grafting: the Genegrafting Round is over (Jon grafted 1"
        " Character and Sue none). Sue's draw goes on.",
        "Sue draws a card.",
    ]


@pytest.mark.parametrize(
    ("hands", "in_play", "left_out"),
    [
        ({JON: [BRUTE]}, {JON: [NEBRUS]}, "Sue has no Character in play to graft onto."),
        (
            {SUE: [LUMINA]},
            {JON: [NEBRUS], SUE: [MADLOCK]},
            "Jon holds no card and has no Character in the Gene Pool to graft.",
        ),
    ],
)
def test_a_player_left_out_of_a_round_is_told_with_the_reason_everyone_sees(
    hands, in_play, left_out
):
    # rulebook: genegrafter.txt:123
    state = position(step=BATTLE, deck=["dna.strand.1", *QUIET], hands=hands, play=in_play)
    state, events = run(state, EndTurn(JON))
    assert state.step == GRAFT
    said = [GAME.describe(e.for_seat(None)) for e in events if e.kind == "done_grafting"]
    assert said == [left_out]


def test_a_round_nobody_can_graft_in_is_said_to_pass_once():
    # rulebook: genegrafter.txt:123
    state = position(step=BATTLE, deck=["dna.strand.1", *QUIET], hands={SUE: [LUMINA]})
    state, events = run(state, EndTurn(JON))
    assert state.step == PLAY
    assert of_kind(events, "grafting") == [{"n": 1, "passes": True}]
    assert not of_kind(events, "done_grafting") and not of_kind(events, "grafting_over")
