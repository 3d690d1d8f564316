"""The Infinity Die (rulebook "Infinity Die"; rulings GG-R14, GG-R15): once a game, in
its owner's turn, resolved at once, each face doing what the rulebook lists."""

from petridish.core.evolve import evolve as replace
from petridish.games.genegrafter.state import (
    BATTLE,
    INFINITY,
    INFINITY_STEP,
    LAY,
    PLAY,
    DeclareBattle,
    Discard,
    EndPlay,
    EndTurn,
    Finish,
    InfinityChoice,
    LayAbility,
    RollInfinity,
    StartBattle,
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

NEBRUS, MADLOCK, BRUTE, LUMINA = ch("nebrus"), ch("madlock"), ch("brute"), ch("lumina")
QUIET = [ab("foresight"), ab("shadow_cloak"), ab("dive_bomb")]
RESURRECTION, DNA_MARKER, SYMBOL, DRAW_TWO, DISCARD_TWO, CHOICE = range(1, 7)


def rolled(face, **kw):
    """Jon rolls his Infinity Die in his play step; it shows ``face`` (1 to 6)."""
    kw.setdefault("play", {JON: [NEBRUS], SUE: [MADLOCK]})
    state = position(forced={INFINITY: [face]}, deck=QUIET, **kw)
    return run(state, RollInfinity(JON))


def test_once_a_game_in_its_owners_turn_resolved_at_once():
    # rulebook: genegrafter.txt:153
    # rulebook: genegrafter.txt:160
    state, events = rolled(DRAW_TWO, hands={JON: [ab("blind")]})
    # Draw 2 Cards needs no choice: done at once, and the turn goes on.
    assert state.step == PLAY and state.zones["jon.hand"] == (ab("blind"), *QUIET[:2])
    assert of_kind(events, "infinity") == [{"seat": JON, "face": "draw_two"}]
    assert "already" in GAME.check(state, RollInfinity(JON))
    state = play(state, EndPlay(JON))
    assert GAME.check(state, RollInfinity(JON)) is not None  # nor between battles
    assert GAME.check(state, RollInfinity(SUE)) is not None  # not in Jon's turn
    state = play(state, EndTurn(JON))
    assert state.current == SUE and GAME.check(state, RollInfinity(SUE)) is None
    state = play(state, EndPlay(SUE), EndTurn(SUE))
    assert state.current == JON and GAME.check(state, RollInfinity(JON)) is not None


def test_the_die_may_be_rolled_between_battles():
    # rulebook: genegrafter.txt:153
    state = position(step=BATTLE, play={JON: [NEBRUS], SUE: [MADLOCK]}, forced={INFINITY: [4]})
    state = play(state, RollInfinity(JON))
    assert state.step == BATTLE and len(state.zones["jon.hand"]) == 2


def test_the_die_may_be_declared_at_any_time_during_the_turn_even_in_a_battle():
    # rulebook: genegrafter.txt:153
    state = position(step=BATTLE, play={JON: [NEBRUS], SUE: [MADLOCK]}, hands={SUE: [ab("blind")]})
    state = to_fight(state, SUE, [NEBRUS], MADLOCK)
    state = play(state, LayAbility(SUE, ab("blind")))
    assert state.step == LAY and GAME.activity(state) == {JON: "must"}
    assert GAME.check(state, RollInfinity(JON)) is None


def test_resurrection_brings_a_character_from_any_gene_pool_into_play_fatigued():
    """Ruling GG-R15: fatigued, as a Character just played."""
    # rulebook: genegrafter.txt:157
    state, _ = rolled(RESURRECTION, pool={JON: [LUMINA], SUE: [BRUTE]})
    assert state.step == INFINITY_STEP
    cards = sorted(a.card for a in GAME.legal_actions(state, JON))
    assert cards == [BRUTE, LUMINA]  # from Jon's Gene Pool or Sue's
    state = play(state, InfinityChoice(JON, "resurrection", card=BRUTE))
    assert state.step == PLAY and BRUTE in state.zones["jon.play"]
    assert state.zones["sue.pool"] == () and BRUTE in state.fatigued
    state = play(state, EndPlay(JON))
    assert GAME.check(state, DeclareBattle(JON, SUE, BRUTE)) is not None


def test_resurrection_with_every_gene_pool_empty_does_nothing():
    # rulebook: genegrafter.txt:157
    state, events = rolled(RESURRECTION)
    assert state.step == PLAY and of_kind(events, "infinity_nothing")
    assert JON in state.infinity_used


def test_dna_marker_grafts_from_the_owners_gene_pool_onto_any_character_in_play():
    """Ruling GG-R15: "onto any character in play" reads as the Infinity Symbol's same
    words do: anyone's Character, the graft going under it in its player's play area."""
    # rulebook: genegrafter.txt:158
    # rulebook: genegrafter.txt:159
    state, _ = rolled(DNA_MARKER, pool={JON: [LUMINA], SUE: [BRUTE]})
    choices = GAME.legal_actions(state, JON)
    assert choices == [
        InfinityChoice(JON, "dna_marker", card=LUMINA, target=NEBRUS),
        InfinityChoice(JON, "dna_marker", card=LUMINA, target=MADLOCK),
    ]
    mine = play(state, choices[0])
    assert mine.attached == {LUMINA: NEBRUS} and mine.zones["jon.pool"] == ()
    theirs = play(state, choices[1])
    assert theirs.attached == {LUMINA: MADLOCK} and LUMINA in theirs.zones["sue.play"]
    assert theirs.zones["jon.pool"] == () and GAME.validate_state(theirs) is None


def test_gg_r15_an_option_keeps_the_dna_marker_to_the_rollers_own_characters():
    # rulebook: genegrafter.txt:158
    # rulebook: genegrafter.txt:123
    own = "the roller's own Characters"
    state, _ = rolled(DNA_MARKER, pool={JON: [LUMINA]}, options={"dna_marker": own})
    assert GAME.legal_actions(state, JON) == [
        InfinityChoice(JON, "dna_marker", card=LUMINA, target=NEBRUS)
    ]
    # A game from before the option (its state holds no such option) offers anyone's.
    options = {k: v for k, v in state.options.items() if k != "dna_marker"}
    older = replace(state, options=options)
    assert len(GAME.legal_actions(older, JON)) == 2


def test_the_infinity_symbol_grants_the_infinity_power_to_any_character_in_play():
    # rulebook: genegrafter.txt:159
    state, _ = rolled(SYMBOL, hands={SUE: [ab("blind")]})
    targets = sorted(a.target for a in GAME.legal_actions(state, JON))
    assert targets == [MADLOCK, NEBRUS]  # Sue's too
    state = play(state, InfinityChoice(JON, "infinity", target=MADLOCK), EndPlay(JON))
    # Madlock now uses Blind as if he had Light: 2 dice, not 1.
    state = play(state, DeclareBattle(JON, SUE, NEBRUS), StartBattle(JON))
    state, events = run(play(state, *GAME.legal_actions(state, SUE)), LayAbility(SUE, ab("blind")))
    state, events = run(state, Finish(JON), Finish(SUE))
    assert of_kind(events, "flipped")[0]["dice"] == 2


def test_discard_two_cards_makes_an_opponent_discard_two():
    # rulebook: genegrafter.txt:161
    # Ruling GG-R22: the opponent chooses the two cards, then Jon's turn goes on.
    hand = [ab("blind"), ab("fireball"), ab("ice_wall")]
    state = position(hands={SUE: hand}, play={JON: [NEBRUS]}, forced={INFINITY: [DISCARD_TWO]})
    state = play(state, RollInfinity(JON))
    assert GAME.legal_actions(state, JON) == [InfinityChoice(JON, "discard_two", target=SUE)]
    state = play(state, InfinityChoice(JON, "discard_two", target=SUE))
    assert GAME.to_move(state) == (SUE,)
    assert GAME.legal_actions(state, SUE) == [Discard(SUE, c) for c in hand]
    state = play(state, Discard(SUE, ab("ice_wall")), Discard(SUE, ab("blind")))
    assert state.zones["sue.hand"] == (ab("fireball"),)
    assert state.zones["discard"] == (ab("ice_wall"), ab("blind"))
    assert GAME.to_move(state) == (JON,) and state.step == PLAY


def test_discard_two_cards_on_an_empty_hand_leaves_one_card_to_draw():
    # rulebook: genegrafter.txt:161
    state = position(play={JON: [NEBRUS]}, forced={INFINITY: [DISCARD_TWO]}, deck=QUIET)
    state = play(state, RollInfinity(JON), InfinityChoice(JON, "discard_two", target=SUE))
    state = play(state, EndPlay(JON), EndTurn(JON))
    assert state.current == SUE and state.zones["sue.hand"] == (QUIET[0],)
    # Only the one draw phase: her next draws three again.
    state = play(state, EndPlay(SUE), EndTurn(SUE), EndPlay(JON), EndTurn(JON))
    assert len(state.zones["sue.hand"]) == 1 + 3


def test_gg_r14_the_sixth_face_lets_its_owner_choose_any_of_the_other_five():
    # rulebook: genegrafter.txt:153
    state, events = rolled(CHOICE, pool={SUE: [LUMINA]})
    assert of_kind(events, "infinity")[0]["face"] == "choice" and state.step == INFINITY_STEP
    faces = {a.face for a in GAME.legal_actions(state, JON)}
    # DNA Marker is left out: Jon's Gene Pool is empty.
    assert faces == {"resurrection", "infinity", "draw_two", "discard_two"}
    state = play(state, InfinityChoice(JON, "draw_two"))
    assert state.step == PLAY and len(state.zones["jon.hand"]) == 2


def test_gg_r15_a_save_from_before_the_option_still_opens(tmp_path):
    # rulebook: genegrafter.txt:158
    # A save written before the option existed names no "dna_marker", neither in its
    # options nor in its snapshot: it opens, and reads the default.
    import json

    from petridish.core.session import Session
    from petridish.storage import saves
    from petridish.storage.save_reader import load_session

    session = Session.new_game(GAME, 5, seats=GAME.seat_ids(2))
    for _ in range(6):
        seat = GAME.to_move(session.state)[0]
        session.submit(GAME.legal_actions(session.state, seat)[-1])
    seats = [saves.SeatInfo(s.id, s.name, "human", s.colour) for s in GAME.seats_for(2)]
    data = saves.dump_save(
        session, game_id="genegrafter", seed=5, options=None, forced=[], seats=seats, title="t"
    )
    assert "dna_marker" in data["options"]  # a new save names it
    del data["options"]["dna_marker"]
    assert "dna_marker" not in json.dumps(data)  # as one from before does
    path = tmp_path / "old.petridish"
    path.write_bytes(saves.save_bytes(data))
    save, again = load_session(path)
    assert len(again.steps) == 6 and again.state == session.state
    assert save.options["dna_marker"] == "any Character in play"


def test_the_faces_that_would_find_nothing_are_known_before_the_roll():
    # rulebook: genegrafter.txt:157
    # rulebook: genegrafter.txt:158
    # rulebook: genegrafter.txt:159
    from petridish.games.genegrafter.infinity import idle_faces, idle_words

    # Nothing in any Gene Pool, nobody in play: three faces would do nothing.
    bare = position(hands={JON: [LUMINA]})
    assert idle_faces(GAME.cards, bare, JON) == ("resurrection", "dna_marker", "infinity")
    assert idle_words(GAME.cards, bare, JON) == (
        "its Resurrection, DNA Marker and Infinity Symbol would find nothing to act on now"
    )
    # Lumina in Sue's Gene Pool can be brought back, but not grafted by Jon: only a
    # Character in his own Gene Pool is (a Character in hand is not).
    state = position(hands={JON: [BRUTE]}, play={JON: [NEBRUS]}, pool={SUE: [LUMINA]})
    assert idle_faces(GAME.cards, state, JON) == ("dna_marker",)
    assert idle_words(GAME.cards, state, JON) == "its DNA Marker would find nothing to act on now"
    full = position(play={JON: [NEBRUS]}, pool={JON: [LUMINA]})
    assert idle_faces(GAME.cards, full, JON) == ()
    assert idle_words(GAME.cards, full, JON) == ""
