"""A Genegrafter turn (rulebook "Turn Phases", "Draw 3 Cards", "Play Character Cards",
"Gear Cards", "Discard"; rulings GG-R12, GG-R17, GG-R18)."""

from petridish.games.genegrafter.state import (
    BATTLE,
    DISCARD,
    GRAFT,
    PLAY,
    RESHUFFLE,
    DeclareBattle,
    Discard,
    EndGrafting,
    EndPlay,
    EndTurn,
    EquipGear,
    PlayCharacter,
)
from tests.games.genegrafter.helpers import (
    GAME,
    JON,
    SUE,
    ab,
    ch,
    gear,
    kinds,
    of_kind,
    play,
    position,
    run,
)

NEBRUS, MADLOCK, BRUTE, LUMINA = ch("nebrus"), ch("madlock"), ch("brute"), ch("lumina")
QUIET = [ab("foresight"), ab("shadow_cloak"), ab("dive_bomb")]  # three ordinary cards


def test_a_turn_draws_then_plays_then_battles_then_discards():
    # rulebook: genegrafter.txt:65
    # rulebook: genegrafter.txt:67
    # rulebook: genegrafter.txt:68
    # rulebook: genegrafter.txt:69
    # rulebook: genegrafter.txt:70
    state = position(hands={JON: [NEBRUS]}, play={JON: [BRUTE], SUE: [MADLOCK]}, deck=QUIET)
    assert state.step == PLAY
    assert GAME.check(state, DeclareBattle(JON, SUE, BRUTE)) is not None  # play first
    assert GAME.check(state, EndTurn(JON)) is not None
    state = play(state, PlayCharacter(JON, NEBRUS), EndPlay(JON))
    assert state.step == BATTLE
    assert GAME.check(state, DeclareBattle(JON, SUE, BRUTE)) is None
    state, events = run(state, EndTurn(JON))
    # Sue's turn: she draws three at once.
    assert state.current == SUE and state.step == PLAY and state.turns == 2
    assert state.zones["sue.hand"] == tuple(QUIET)
    assert kinds(events) == ["turn", "drew", "drew", "drew"]
    # Sue has nothing to play: on to her battles, and back to Jon.
    state = play(state, EndPlay(SUE), EndTurn(SUE))
    assert state.current == JON and len(state.zones["jon.hand"]) == 3


def test_an_event_is_shown_to_all_followed_and_another_card_drawn():
    """Exhaustion: every Character in play is fatigued until its owner's next turn."""
    # rulebook: genegrafter.txt:74
    # rulebook: genegrafter.txt:166
    state = position(
        step=BATTLE, play={JON: [NEBRUS], SUE: [MADLOCK]}, deck=["event.exhaustion", *QUIET]
    )
    state, events = run(state, EndTurn(JON))
    (shown,) = [e for e in events if e.kind == "event"]
    assert shown.for_seat(JON)["card"] == "event.exhaustion"  # Jon sees it too
    assert state.zones["events.played"] == ("event.exhaustion",)
    assert state.zones["sue.hand"] == tuple(QUIET)
    assert state.fatigued == {NEBRUS, MADLOCK}
    state = play(state, EndPlay(SUE))
    assert GAME.check(state, DeclareBattle(SUE, JON, MADLOCK)) is not None


def test_a_strand_goes_to_the_middle_the_round_is_grafted_and_the_draw_goes_on():
    # rulebook: genegrafter.txt:76
    # rulebook: genegrafter.txt:121
    state = position(
        step=BATTLE,
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        hands={SUE: [LUMINA]},
        deck=[QUIET[0], "dna.strand.1", *QUIET[1:]],
    )
    state, events = run(state, EndTurn(JON))
    assert state.zones["strands"] == ("dna.strand.1",) and state.step == GRAFT
    assert state.zones["sue.hand"] == (LUMINA, QUIET[0])  # one drawn before it
    assert of_kind(events, "grafting") == [{"n": 1}]
    state = play(state, EndGrafting(SUE))
    assert state.step == PLAY and state.zones["sue.hand"] == (LUMINA, *QUIET)


def test_the_draw_goes_on_until_three_cards_that_are_not_events_or_strands():
    # rulebook: genegrafter.txt:78
    deck = ["event.famine", "dna.strand.1", "event.windfall", *QUIET, ab("blind")]
    state = position(step=BATTLE, deck=deck, hands={JON: [ab("fireball")]})
    state, events = run(state, EndTurn(JON))
    assert state.step == PLAY and state.current == SUE
    assert state.zones["events.played"] == ("event.famine", "event.windfall")
    # Windfall gave each player one card from the deck; then Sue drew three of her own.
    assert len(of_kind(events, "drew")) == 2 + 3
    assert len(state.zones["sue.hand"]) == 4


def test_up_to_three_characters_a_turn_and_at_least_one_if_able():
    # rulebook: genegrafter.txt:82
    four = [NEBRUS, BRUTE, LUMINA, MADLOCK]
    state = position(hands={JON: four})
    assert "at least one" in GAME.check(state, EndPlay(JON))
    state = play(state, *[PlayCharacter(JON, c) for c in four[:3]])
    assert "3 Characters" in GAME.check(state, PlayCharacter(JON, MADLOCK))
    assert GAME.check(state, EndPlay(JON)) is None
    # With no Character in hand the player may go on at once.
    state = position(hands={JON: [ab("blind"), gear("psi_helmet")]})
    assert GAME.check(state, EndPlay(JON)) is None


def test_gear_is_equipped_at_once_one_piece_per_character_a_turn():
    # rulebook: genegrafter.txt:86
    # rulebook: genegrafter.txt:137
    helmet, boots, visor = gear("psi_helmet"), gear("rocket_boots"), gear("targeting_visor")
    state = position(hands={JON: [NEBRUS, helmet, boots, visor]}, play={JON: [BRUTE]})
    state = play(state, PlayCharacter(JON, NEBRUS), EquipGear(JON, helmet, NEBRUS))
    assert state.attached == {helmet: NEBRUS} and helmet in state.zones["jon.play"]
    assert "one piece of Gear" in GAME.check(state, EquipGear(JON, boots, NEBRUS))
    assert GAME.check(state, EquipGear(JON, boots, BRUTE)) is None
    assert GAME.check(state, EquipGear(JON, NEBRUS, BRUTE)) is not None  # not Gear


def test_gg_r18_gear_is_equipped_only_while_characters_are_played():
    # rulebook: genegrafter.txt:86
    state = position(hands={JON: [gear("psi_helmet")]}, play={JON: [BRUTE]})
    state = play(state, EndPlay(JON))
    assert GAME.check(state, EquipGear(JON, gear("psi_helmet"), BRUTE)) is not None


def test_as_many_gear_cards_as_free_body_slots_never_two_on_one_slot():
    # rulebook: genegrafter.txt:141
    # rulebook: genegrafter.txt:139
    on = {
        gear("psi_helmet"): BRUTE,
        gear("armored_suit"): BRUTE,
        gear("power_gauntlets"): BRUTE,
    }
    state = position(
        hands={JON: [gear("rocket_boots"), gear("targeting_visor")]},
        play={JON: [BRUTE]},
        attached=on,
    )
    assert "head" in GAME.check(state, EquipGear(JON, gear("targeting_visor"), BRUTE))
    state = play(state, EquipGear(JON, gear("rocket_boots"), BRUTE))
    assert sum(host == BRUTE for host in state.attached.values()) == 4


def test_more_than_eight_cards_are_discarded_down_to_eight():
    # rulebook: genegrafter.txt:109
    ten = [ab(n) for n in ("blind", "fireball", "ice_wall", "lightning_bolt", "annihilate")]
    ten += [ab(n) for n in ("mind_spike", "crushing_gravity", "foresight", "shadow_cloak")]
    ten += [gear("psi_helmet")]
    state = position(step=BATTLE, hands={JON: ten}, deck=QUIET)
    state = play(state, EndTurn(JON))
    assert state.step == DISCARD and state.current == JON
    assert GAME.check(state, Discard(JON, ab("gamma_blast"))) is not None  # not in hand
    state = play(state, Discard(JON, ten[0]))
    assert state.step == DISCARD
    state = play(state, Discard(JON, ten[1]))
    assert state.current == SUE and len(state.zones["jon.hand"]) == 8
    assert state.zones["discard"] == tuple(ten[:2])
    # Eight in hand: no discard.
    state = position(step=BATTLE, hands={JON: ten[:8]}, deck=QUIET)
    assert play(state, EndTurn(JON)).current == SUE


def test_gg_r17_an_empty_deck_is_made_again_from_the_discard_pile():
    # rulebook: genegrafter.txt:67
    pile = [*QUIET, ab("blind")]
    state = position(
        step=BATTLE,
        deck=[ab("fireball")],
        discard=pile,
        rest_in_deck=False,
        strands=3,
        forced={RESHUFFLE: [list(reversed(pile))]},
    )
    state, events = run(state, EndTurn(JON))
    assert "reshuffled" in kinds(events)
    assert state.zones["sue.hand"] == (ab("fireball"), ab("blind"), QUIET[2])
    assert state.zones["deck"] == (QUIET[1], QUIET[0]) and state.zones["discard"] == ()


def test_gg_r17_with_deck_and_discard_pile_both_empty_the_draw_ends_early():
    # rulebook: genegrafter.txt:67
    state = position(step=BATTLE, deck=[ab("fireball")], rest_in_deck=False, strands=3)
    state, events = run(state, EndTurn(JON))
    assert state.current == SUE and state.step == PLAY
    assert state.zones["sue.hand"] == (ab("fireball"),) and "deck_empty" in kinds(events)


def test_gg_r12_a_resolved_event_leaves_the_game_and_never_comes_back():
    # rulebook: genegrafter.txt:74
    state = position(
        step=BATTLE,
        deck=["event.quake"],
        discard=QUIET,
        rest_in_deck=False,
        strands=3,
        forced={RESHUFFLE: [QUIET]},
    )
    state = play(state, EndTurn(JON))
    assert state.zones["events.played"] == ("event.quake",)
    assert state.zones["sue.hand"] == tuple(QUIET)  # the reshuffled pile held no Event


def test_gg_r12_earthquake_sends_all_gear_in_play_to_the_discard_pile():
    """The Golden Rule: the card's text overrides Gear staying on its Character."""
    # rulebook: genegrafter.txt:145
    state = position(
        step=BATTLE,
        play={JON: [BRUTE], SUE: [MADLOCK]},
        attached={gear("psi_helmet"): BRUTE, gear("rocket_boots"): MADLOCK},
        deck=["event.quake", *QUIET],
    )
    state = play(state, EndTurn(JON))
    assert state.attached == {}
    assert sorted(state.zones["discard"]) == [gear("psi_helmet"), gear("rocket_boots")]


def test_gg_r12_supply_drop_does_what_its_card_says():
    """Supply Drop: 'Every player takes 1 Attack and 1 Defense token (no more than 3 of
    each).'"""
    # rulebook: genegrafter.txt:74
    card = GAME.cards.card("event.supply_drop")
    assert "no more than 3 of each" in card.text
    state = position(
        step=BATTLE,
        deck=["event.supply_drop", *QUIET],
        attack_tokens={JON: 3, SUE: 1},
        defense_tokens={JON: 2, SUE: 3},
    )
    state = play(state, EndTurn(JON))
    assert state.attack_tokens == {JON: 3, SUE: 2}
    assert state.defense_tokens == {JON: 3, SUE: 3}
