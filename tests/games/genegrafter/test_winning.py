"""Winning Genegrafter (rulebook "Winning the Game", "Card Types"; rulings GG-R13 and
GG-R16): the last round after the third DNA Strand, the count of Genetic Markers and
its tie-breaks, and the knock-out."""

from petridish.games.genegrafter.state import (
    BATTLE,
    DISCARD,
    GRAFT,
    OVER,
    PLAY,
    Discard,
    EndGrafting,
    EndPlay,
    EndTurn,
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
    position,
    run,
)

NEBRUS, MADLOCK, LUMINA, JINX, CEREBRIX = (
    ch("nebrus"),
    ch("madlock"),
    ch("lumina"),
    ch("jinx"),
    ch("cerebrix"),
)


def quiet_turns(state, most=20):
    """Every player plays and battles nothing until the game is over; the turns taken,
    by seat, and every event."""
    seen, events = [], []
    for _ in range(most):
        if state.step == OVER:
            break
        if state.step == GRAFT:
            action = EndGrafting(next(iter(GAME.activity(state))))
        elif state.step == PLAY:
            action = EndPlay(state.current)
        elif state.step == BATTLE:
            action = EndTurn(state.current)
        elif state.step == DISCARD:
            action = Discard(state.current, state.zones[f"{state.current}.hand"][0])
        else:
            raise AssertionError(state.step)
        state, more = run(state, action)
        events += more
        seen += [e.data["seat"] for e in more if e.kind == "turn"]
    return state, seen, events


def last_round(players=2, **kw):
    """The turn of the player before Jon ends; Jon's draw reveals the third Strand."""
    seats = GAME.seat_ids(players)
    before = seats[-1]
    return position(
        players=players, current=before, step=BATTLE, strands=2, deck=["dna.strand.3"], **kw
    )


def test_gg_r13_after_the_last_strand_each_other_player_has_a_turn_and_the_drawer_the_last():
    # rulebook: genegrafter.txt:113
    # rulebook: genegrafter.txt:165
    state = last_round(players=3)
    state, events = run(state, EndTurn(MIKE))
    assert of_kind(events, "last_round") == [{"seat": JON}]
    state, turns, _ = quiet_turns(state)
    # Jon's turn goes on; then Sue's and Mike's; then Jon's last.
    assert turns == [SUE, MIKE, JON] and state.step == OVER


def test_the_title_tells_on_hover_how_the_strands_end_the_game():
    # rulebook: genegrafter.txt:113
    # The top bar's "DNA 2/3" says on hover what the third Strand brings (a new player's
    # game ended unforeseen), and in the last round how many turns are left.
    state = last_round(players=3)
    assert GAME.turn_tip(state).startswith("DNA Strands revealed: 2 of 3. After the third,")
    state, _ = run(state, EndTurn(MIKE))
    # Jon's turn goes on, then Sue's, Mike's and Jon's last.
    assert GAME.turn_tip(state) == (
        "The last round: 3 more turns after this one, then the most Genetic Markers wins."
    )
    while state.current == JON:
        state, _, _ = quiet_turns(state, most=1)
    assert state.current == SUE
    assert GAME.turn_tip(state).startswith("The last round: 2 more turns after this one")


def test_the_most_genetic_markers_in_gene_pool_and_in_play_wins():
    """Jon: Lumina (3) in his Gene Pool and Nebrus (2) in play, Cerebrix's 3 grafted
    under Nebrus not counted: 5. Sue: Madlock (2) and Jinx (3) in play and Farsight (3)
    in her Gene Pool: 8."""
    # rulebook: genegrafter.txt:49
    # rulebook: genegrafter.txt:113
    # rulebook: genegrafter.txt:115
    state = last_round(
        play={JON: [NEBRUS], SUE: [MADLOCK, JINX]},
        pool={JON: [LUMINA], SUE: [ch("farsight")]},
        attached={CEREBRIX: NEBRUS},
    )
    state, _, events = quiet_turns(run(state, EndTurn(SUE))[0])
    (over,) = of_kind(events, "over")
    assert over["scores"] == {JON: 5, SUE: 8} and GAME.result(state).winners == (SUE,)


def test_a_tie_in_markers_goes_to_the_higher_health():
    # rulebook: genegrafter.txt:115
    state = last_round(
        play={JON: [NEBRUS], SUE: [MADLOCK, JINX]},
        pool={JON: [LUMINA]},
        attached={CEREBRIX: NEBRUS},
        health={JON: 6, SUE: 4},
    )
    state, _, events = quiet_turns(run(state, EndTurn(SUE))[0])
    assert of_kind(events, "over")[0]["scores"] == {JON: 5, SUE: 5}
    assert GAME.result(state).winners == (JON,) and "Health" in GAME.result(state).reason


def test_a_tie_in_markers_and_health_goes_to_a_roll_of_the_die():
    # rulebook: genegrafter.txt:115
    state = last_round(
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        forced={"tie roll": [3, 3, 2, 5]},
    )
    state, _, _ = quiet_turns(run(state, EndTurn(SUE))[0])
    assert GAME.result(state).winners == (SUE,) and "roll" in GAME.result(state).reason
    assert state.dice["tie.sue"].value == 5


def test_a_player_at_no_health_is_out_and_the_last_standing_wins():
    """Ruling GG-R16: the player's cards go to the discard pile."""
    # rulebook: genegrafter.txt:117
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS]},
        hands={SUE: [ab("blind")]},
        pool={SUE: [LUMINA]},
        health={JON: 6, SUE: 1},
    )
    state, events = declare(state, SUE, NEBRUS)
    assert of_kind(events, "knocked_out") == [{"seat": SUE}]
    assert state.health[SUE] == 0 and state.out == (SUE,)
    assert state.step == OVER and GAME.result(state).winners == (JON,)
    assert {ab("blind"), LUMINA} <= set(state.zones["discard"])
    assert state.zones["sue.hand"] == state.zones["sue.pool"] == ()


def test_gg_r16_a_knocked_out_player_leaves_the_game_and_it_goes_on():
    # rulebook: genegrafter.txt:117
    state = position(
        players=3,
        step=BATTLE,
        play={JON: [NEBRUS], MIKE: [MADLOCK]},
        pool={SUE: [LUMINA]},
        health={JON: 6, SUE: 1, MIKE: 6},
        deck=[
            ab(n) for n in ("blind", "fireball", "ice_wall", "foresight", "mind_spike", "dive_bomb")
        ],
    )
    state, _ = declare(state, SUE, NEBRUS)
    assert state.out == (SUE,) and state.step == BATTLE and LUMINA in state.zones["discard"]
    assert GAME.check(state, EndTurn(JON)) is None
    state = run(state, EndTurn(JON))[0]
    assert state.current == MIKE  # Sue is passed over
    assert GAME.legal_actions(state, SUE) == []
