"""The words the Genegrafter table shows: every legal action's label, the top bar at
every step for the player to move, the others and a spectator, a computer player's
move (which never names a card the table may not see), and what a drop would do."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from petridish.core.dice import Rolled
from petridish.core.evolve import evolve
from petridish.games.genegrafter.cards import CardSet
from petridish.games.genegrafter.prompts import action_label, drop_words, intent_text, prompt
from petridish.games.genegrafter.rules import Genegrafter
from petridish.games.genegrafter.state import (
    ACTION_TYPES,
    BATTLE,
    DEFEND,
    DISCARD,
    GIVE_UP,
    GRAFT,
    INFINITY_FACES,
    INFINITY_STEP,
    LAY,
    MUSTER,
    OVER,
    PLAY,
    REROLL,
    STEPS,
    Battle,
    DeclareBattle,
    Defend,
    Discard,
    EndPlay,
    EquipGear,
    Fight,
    Graft,
    LayAbility,
    LuckyShot,
    PlayCharacter,
    Reroll,
    RollAgain,
    SendAttacker,
    SpendToken,
    State,
)
from tests.games.genegrafter.helpers import (
    CS,
    GAME,
    JON,
    MIKE,
    SUE,
    ab,
    ch,
    declare,
    gear,
    play,
    position,
    to_fight,
)

NEBRUS, MADLOCK, BRUTE, LUMINA = ch("nebrus"), ch("madlock"), ch("brute"), ch("lumina")
GAMMA, BLIND, GLOVES = ab("gamma_blast"), ab("blind"), gear("power_gauntlets")
CARD_NAMES = sorted({CS.card(c).name for c in CS.copies()})
RAW_ID = re.compile(r"\b(character|ability|gear|event|dna)\.[a-z]")
name = GAME.seat_name


def clean(text: str) -> None:
    """A text fit for the table: something said, no hidden card, no raw card id."""
    assert text.strip(), "empty text"
    assert "?" not in text, text
    assert not RAW_ID.search(text), text


def named_cards(text: str) -> list[str]:
    return [n for n in CARD_NAMES if n in text]


def random_positions(seeds: range, players: int) -> list[State]:
    """Every position of random games from ``seeds``, in order."""
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats=GAME.seat_ids(players))
        while not GAME.is_terminal(state):
            found.append(state)
            seat = rng.choice(GAME.to_move(state))
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat))).state
        found.append(state)
    return found


# Seeds 110 to 115 at two players, 120 to 125 at three, 130 to 135 at four (found by
# trying windows of seeds in turn): their random games reach every step of a turn, a
# discard down to eight among them, and every kind of move.
POSITIONS = [
    p for n in (2, 3, 4) for p in random_positions(range(100 + n * 10, 100 + n * 10 + 6), n)
]


def labels_at(state: State) -> dict[str, list[str]]:
    """Each mover's labels for its legal actions, from its own view."""
    out = {}
    for seat in GAME.to_move(state):
        view = GAME.view(state, seat)
        out[seat] = [action_label(GAME, a, view, name) for a in GAME.legal_actions(state, seat)]
    return out


# -- action labels --------------------------------------------------------------------


def test_every_legal_action_in_random_games_has_a_short_unique_label():
    # rulebook: genegrafter.txt:65
    # Every move a player may make at any moment reads apart from the others, short
    # enough for a button, with no raw id and nothing hidden.
    kinds = set()
    for state in POSITIONS:
        for seat in GAME.to_move(state):
            actions = GAME.legal_actions(state, seat)
            labels = labels_at(state)[seat]
            assert len(set(labels)) == len(labels), labels
            for action, label in zip(actions, labels, strict=True):
                clean(label)
                assert len(label) <= 50, label
                kinds.add(type(action))
    # The random games reach every kind of move (the Infinity Die's rarer faces are
    # in test_each_infinity_face_has_its_own_labels).
    assert kinds == set(ACTION_TYPES)


def test_the_turns_moves_read_in_the_games_words():
    # rulebook: genegrafter.txt:82
    # rulebook: genegrafter.txt:86
    state = position(hands={JON: [NEBRUS, GLOVES]}, play={JON: [BRUTE], SUE: [MADLOCK]})
    view = GAME.view(state, JON)
    labels = {action_label(GAME, a, view, name) for a in GAME.legal_actions(state, JON)}
    assert {"Play Nebrus", "Equip Power Gauntlets on Brute"} <= labels
    state = play(state, PlayCharacter(JON, NEBRUS), EndPlay(JON))
    view = GAME.view(state, JON)
    labels = {action_label(GAME, a, view, name) for a in GAME.legal_actions(state, JON)}
    # rulebook: genegrafter.txt:84 (Nebrus, just played, is fatigued and cannot attack)
    assert "Attack Sue with Brute" in labels and "Attack Sue with Nebrus" not in labels
    assert "End your turn" in labels
    assert action_label(GAME, EndPlay(JON), view, name) == "Done playing Characters"


def test_the_battles_moves_read_in_the_games_words():
    # rulebook: genegrafter.txt:96
    # rulebook: genegrafter.txt:98
    # rulebook: genegrafter.txt:99
    state = position(
        hands={JON: [GAMMA], SUE: [BLIND]},
        play={JON: [NEBRUS, BRUTE], SUE: [MADLOCK, LUMINA]},
        step=BATTLE,
    )
    state = play(state, DeclareBattle(JON, SUE, NEBRUS))
    view = GAME.view(state, JON)
    assert action_label(GAME, SendAttacker(JON, BRUTE), view, name) == "Send Brute too"
    assert "Start the battle" in labels_at(state)[JON]
    start = position(hands={JON: [GAMMA], SUE: [BLIND]}, play={JON: [NEBRUS], SUE: [MADLOCK]})
    state = to_fight(start, SUE, [NEBRUS], MADLOCK)
    assert state.step == LAY
    # The defender lays first (the example of play), and spends Defense tokens.
    assert labels_at(state)[SUE] == [
        "Lay Blind face down",
        "Spend a Defense token",
        "Finished laying",
    ]
    state = play(state, LayAbility(SUE, BLIND))
    # The attacker (the player whose turn it is) spends Attack tokens.
    assert labels_at(state)[JON] == [
        "Lay Gamma Blast face down",
        "Spend an Attack token",
        "Finished laying",
        "Roll the Infinity Die",
    ]


def test_the_defender_is_named_by_its_character():
    # rulebook: genegrafter.txt:98
    state, _ = declare(position(play={JON: [NEBRUS], SUE: [MADLOCK, LUMINA]}), SUE, NEBRUS)
    assert state.step == DEFEND
    assert labels_at(state) == {SUE: ["Defend with Madlock", "Defend with Lumina"]}


def reroll_position() -> State:
    """Jon's Nebrus against Sue's Madlock, the dice rolled: Jon has a reroll, a Lucky
    Shot and a Roll Again to spend."""
    fight = Fight(
        NEBRUS,
        MADLOCK,
        rerolls={JON: 1},
        lucky={JON: 1},
        again={JON: 1},
        rolling=JON,
    )
    dice = {
        "attack.1": Rolled(6, 2, "attack", JON),
        "attack.2": Rolled(6, 6, "attack", JON),
        "defense.1": Rolled(6, 5, "defense", SUE),
        "defense.2": Rolled(6, 4, "defense", SUE),
    }
    return position(
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        step=REROLL,
        battle=Battle(SUE, (), fight),
        dice=dice,
    )


def test_each_die_is_named_by_its_colour_number_and_value():
    # rulebook: genegrafter.txt:31
    # rulebook: genegrafter.txt:90
    # rulebook: genegrafter.txt:147
    state = reroll_position()
    labels = labels_at(state)[JON]
    assert "Reroll your 2 (the 1st red die)" in labels
    assert "Lucky Shot: turn your 2 (the 1st red die) to 6" in labels
    # A die already at 6 has no Lucky Shot to take.
    assert not any(
        label.startswith("Lucky Shot") and "the 2nd red die" in label for label in labels
    )
    assert "Roll Again: Sue's 4 (the 2nd blue die)" in labels
    assert "Keep the dice" in labels


def test_grafting_and_the_infinity_die_are_named():
    # rulebook: genegrafter.txt:123
    # rulebook: genegrafter.txt:153
    state = position(
        hands={JON: [MADLOCK]},
        play={JON: [NEBRUS], SUE: [BRUTE]},
        step=GRAFT,
        grafts_left={JON: 1, SUE: 1},
    )
    assert labels_at(state)[JON] == ["Graft Madlock onto Nebrus", "Done grafting"]
    state = position(hands={JON: [MADLOCK]}, play={JON: [NEBRUS]})
    assert "Roll the Infinity Die" in labels_at(state)[JON]


def test_each_infinity_face_has_its_own_labels():
    # rulebook: genegrafter.txt:157
    # rulebook: genegrafter.txt:161
    # The sixth face offers every other face's choices at once (ruling GG-R14): each
    # reads apart, headed by its face.
    state = position(
        players=3,
        hands={SUE: [BLIND]},
        play={JON: [NEBRUS], SUE: [BRUTE]},
        pool={JON: [MADLOCK], SUE: [LUMINA]},
        step=INFINITY_STEP,
        infinity_face="choice",
    )
    actions = GAME.legal_actions(state, JON)
    assert {a.face for a in actions if a.kind == "InfinityChoice"} == set(INFINITY_FACES[:5])
    labels = labels_at(state)[JON]
    assert len(set(labels)) == len(labels)
    for label in labels:
        clean(label)
        assert len(label) <= 50, label
    assert {
        "Resurrection: bring Madlock back",
        "Resurrection: bring Lumina back",
        "DNA Marker: graft Madlock onto Nebrus",
        "DNA Marker: graft Madlock onto Sue's Brute",  # ruling GG-R15
        "Infinity Symbol: Sue's Brute gains Infinity",
        "Draw 2 Cards: draw two cards",
        "Discard 2 Cards: Sue discards one card",  # the one she holds
        "Discard 2 Cards: Mike draws 1 next turn (no cards)",
    } <= set(labels)


def test_two_copies_of_a_card_in_one_hand_read_apart():
    # rulebook: genegrafter.txt:109
    # A card file may hold several copies of a design: two in one hand are told apart,
    # and one alone is named plainly.
    blind = CS.design(BLIND)
    twice = tuple(replace(a, count=2) if a is blind else a for a in CS.abilities)
    game = Genegrafter()
    game.use_cards(CardSet(CS.characters, twice, CS.gear, CS.events, CS.strands, source="test"))
    state = position(hands={JON: [NEBRUS]}, step=DISCARD)
    hand = ("ability.blind.1", "ability.blind.2")
    state = evolve(state, zones={**state.zones, "jon.hand": hand})
    view = GAME.view(state, JON)
    labels = [action_label(game, Discard(JON, c), view, name) for c in hand]
    assert labels == ["Discard Blind (copy 1)", "Discard Blind (copy 2)"]
    alone = evolve(view, zones={**view.zones, "jon.hand": hand[1:]})
    assert action_label(game, Discard(JON, hand[1]), alone, name) == "Discard Blind"


# -- the top bar ------------------------------------------------------------------------

# What the player to move is told to do at each step: the gesture, in the game's words.
GESTURES = {
    GRAFT: "Genegrafting",
    PLAY: ("Drag Characters into play", "No Character in your hand"),
    # (or, with none able to attack, that the turn can only end)
    BATTLE: ("drag a Character not fatigued and yet to attack", "end your turn"),
    MUSTER: "to send them too",
    DEFEND: "click one of your Characters to defend with it",
    LAY: "Ability Cards to the battle",
    REROLL: "Your dice: ",
    INFINITY_STEP: ("Infinity", "Resurrection", "DNA Marker", "2 Cards", "Any face"),
    GIVE_UP: "from your hand onto the discard pile",
    DISCARD: "Discard down to 8",
}


def first_at_each_step() -> dict[str, State]:
    found: dict[str, State] = {}
    for state in POSITIONS:
        found.setdefault(state.step, state)
    return found


def test_a_prompt_for_every_step_for_the_mover_the_others_and_a_spectator():
    # rulebook: genegrafter.txt:65
    # rulebook: genegrafter.txt:96
    found = first_at_each_step()
    assert set(found) == set(STEPS)
    for step, state in found.items():
        movers = GAME.to_move(state)
        for seat in state.seats:
            view = GAME.view(state, seat)
            text = prompt(GAME, view, seat, seat in movers, name)
            clean(text)
            if step == OVER:
                continue
            if seat in movers:
                gestures = GESTURES[step]
                gestures = gestures if isinstance(gestures, tuple) else (gestures,)
                assert any(g in text for g in gestures), (step, text)
            else:
                # Someone else moves: the viewer is told who.
                assert any(name(m) in text for m in movers), (step, text)
        text = prompt(GAME, GAME.view(state, None), None, False, name)
        clean(text)
        if step != OVER:
            assert any(name(m) in text for m in movers), (step, text)
            assert "you" not in text.lower().replace("your", ""), text


def test_the_battle_step_says_why_no_character_can_attack():
    # rulebook: genegrafter.txt:84
    # "No Character of yours can attack now: end your turn" on a first turn left a new
    # player to find "fatigued" in the rules.
    def said(**changes) -> str:
        state = position(step=BATTLE, infinity_used=frozenset({JON}), **changes)
        return prompt(GAME, GAME.view(state, JON), JON, True, name)

    play_ = {JON: [NEBRUS, BRUTE], SUE: [MADLOCK]}
    assert said(play=play_, fatigued=frozenset({NEBRUS, BRUTE})) == (
        "No Character of yours can attack now (Nebrus and Brute are fatigued, new in play or"
        " by an Event): end your turn."
    )
    assert said(play=play_, fatigued=frozenset({NEBRUS}), attacked=frozenset({BRUTE})) == (
        "No Character of yours can attack now (Nebrus is fatigued, new in play or by an"
        " Event; Brute has attacked): end your turn."
    )
    three = {JON: [NEBRUS, BRUTE, LUMINA], SUE: [MADLOCK]}
    assert said(play=three, attacked=frozenset({NEBRUS, BRUTE, LUMINA})) == (
        "No Character of yours can attack now (all 3 have attacked): end your turn."
    )
    assert said(play={SUE: [MADLOCK]}) == (
        "No Character of yours is in play to attack: end your turn."
    )
    assert said(play=play_) == (
        "Battle: drag a Character not fatigued and yet to attack onto an opponent."
    )


def test_the_defender_is_asked_and_the_others_wait_for_them():
    # rulebook: genegrafter.txt:98
    state, _ = declare(position(players=3, play={JON: [NEBRUS], SUE: [MADLOCK]}), SUE, NEBRUS)
    assert prompt(GAME, GAME.view(state, SUE), SUE, True, name) == (
        "Jon attacks you with Nebrus: click one of your Characters to defend with it."
    )
    assert prompt(GAME, GAME.view(state, JON), JON, False, name) == (
        "Sue is choosing a defender against Nebrus…"
    )
    assert prompt(GAME, GAME.view(state, None), None, False, name).startswith("Sue is choosing")


def test_laying_offers_the_tokens_left_and_names_no_laid_card():
    # rulebook: genegrafter.txt:99
    state = to_fight(
        position(hands={JON: [GAMMA], SUE: [BLIND]}, play={JON: [NEBRUS], SUE: [MADLOCK]}),
        SUE,
        [NEBRUS],
        MADLOCK,
    )
    state = play(state, LayAbility(SUE, BLIND))
    text = prompt(GAME, GAME.view(state, JON), JON, True, name)
    assert text == (
        "Attacking: drag Ability Cards to the battle, or click an Attack token (3 left)."
    )
    # One card or token a turn (ruling GG-R23's option): one card.
    one = evolve(state, options={**state.options, "laying": "one a turn"})
    assert prompt(GAME, GAME.view(one, JON), JON, True, name).startswith(
        "Attacking: drag an Ability Card to"
    )
    # The defender is told they defend.
    assert prompt(GAME, GAME.view(state, SUE), SUE, True, name).startswith("Defending: ")
    other = prompt(GAME, GAME.view(state, SUE), SUE, False, name)
    assert other == "Jon is laying Ability Cards or tokens (Nebrus against Madlock)…"
    # With no tokens left, none is offered.
    bare = evolve(state, attack_tokens={JON: 0, SUE: 3})
    assert "token" not in prompt(GAME, GAME.view(bare, JON), JON, True, name)


def test_the_reroll_prompt_tells_each_way_to_use_the_dice():
    # rulebook: genegrafter.txt:90
    # rulebook: genegrafter.txt:147
    state = reroll_position()
    assert prompt(GAME, GAME.view(state, JON), JON, True, name) == (
        "Your dice: click one to reroll it (1 left), Lucky Shot one to 6 or Roll Again one of "
        "Sue's."
    )
    assert prompt(GAME, GAME.view(state, SUE), SUE, False, name).startswith(
        "Jon is spending rerolls"
    )


def test_the_play_prompt_asks_for_a_character_when_one_can_be_played():
    # rulebook: genegrafter.txt:82
    state = position(hands={JON: [NEBRUS]}, play={SUE: [MADLOCK]})
    text = prompt(GAME, GAME.view(state, JON), JON, True, name)
    assert "(at least one)" in text and "You may roll your Infinity Die." in text
    state = position(hands={JON: [GAMMA]}, play={SUE: [MADLOCK]})
    assert prompt(GAME, GAME.view(state, JON), JON, True, name).startswith(
        "No Character or Gear in your hand to play."
    )
    # A hand of Gear alone is asked for Gear, not for Characters it does not hold.
    state = position(hands={JON: [gear("power_gauntlets")]}, play={JON: [NEBRUS]})
    assert prompt(GAME, GAME.view(state, JON), JON, True, name).startswith(
        "No Character in your hand: drag Gear onto yours."
    )
    assert prompt(GAME, GAME.view(state, SUE), SUE, False, name) == (
        "Jon is playing Characters and Gear…"
    )


def test_the_play_step_said_over_a_hidden_hand_holds_whatever_it_holds():
    """The curtain's words come of the view everyone shares, the hand hidden: the step
    and its limits, alike for a hand of Characters and one of none (read as no card at
    all, it said "No Character or Gear in your hand to play")."""
    # rulebook: genegrafter.txt:82
    # rulebook: genegrafter.txt:86
    said = set()
    for hand in ([NEBRUS, GLOVES], [GAMMA, BLIND]):
        state = position(hands={JON: hand})
        said.add(prompt(GAME, GAME.view(state, None), JON, True, name))
    assert said == {
        "Play Character Cards: up to 3 Characters from your hand (at least one, if you hold"
        " one), and any Gear onto yours. You may roll your Infinity Die."
    }
    state = position(hands={JON: [GAMMA]}, played=1, infinity_used=frozenset({JON}))
    assert prompt(GAME, GAME.view(state, None), JON, True, name) == (
        "Play Character Cards: up to 2 more Characters from your hand, and any Gear onto yours."
    )
    state = position(hands={JON: [GAMMA]}, played=3, infinity_used=frozenset({JON}))
    assert prompt(GAME, GAME.view(state, None), JON, True, name) == (
        "You have played 3 Characters, as many as a turn allows; any Gear in your hand may go"
        " onto yours."
    )


def test_a_genegrafting_round_says_who_is_still_grafting():
    # rulebook: genegrafter.txt:123
    state = position(
        players=3,
        hands={JON: [MADLOCK], SUE: [BRUTE], MIKE: [LUMINA]},
        play={JON: [NEBRUS], SUE: [ch("umbra")], MIKE: [ch("jinx")]},
        step=GRAFT,
        grafts_left={JON: 2, SUE: 2, MIKE: 2},
        done=frozenset({JON}),
    )
    assert prompt(GAME, GAME.view(state, JON), JON, False, name) == (
        "Genegrafting Round: you are done grafting. Waiting for Sue and Mike…"
    )
    # Done with nothing to graft (made for him, he pressed nothing): the bar says why.
    bare_jon = evolve(state, zones={**state.zones, "jon.hand": (ab("blind"),)})
    assert prompt(GAME, GAME.view(bare_jon, JON), JON, False, name) == (
        "Genegrafting Round: no Character in your hand or Gene Pool to graft."
        " Waiting for Sue and Mike…"
    )
    text = prompt(GAME, GAME.view(state, SUE), SUE, True, name)
    assert text == (
        "Genegrafting (2 left): drag a Character from hand or Gene Pool onto one of yours."
    )
    # With no Character to graft, or none in play to graft onto, the prompt says so.
    bare = evolve(state, zones={**state.zones, "sue.hand": ()})
    assert prompt(GAME, GAME.view(bare, SUE), SUE, True, name) == (
        "Genegrafting Round: no Character in your hand or Gene Pool to graft."
    )
    alone = evolve(state, zones={**state.zones, "sue.play": ()})
    assert prompt(GAME, GAME.view(alone, SUE), SUE, True, name) == (
        "Genegrafting Round: none of your Characters is in play to graft onto."
    )
    # The curtain's words come from what everyone sees: Sue's hand hidden, her Gene
    # Pool empty, it cannot tell whether she holds a Character, and says both ways.
    assert prompt(GAME, GAME.view(state, None), SUE, True, name) == (
        "Genegrafting (2 left): a Character from your hand onto one of yours, if you hold"
        " one — else Done grafting."
    )


def test_game_over_says_who_won_and_why():
    # rulebook: genegrafter.txt:115
    # rulebook: genegrafter.txt:117
    state = position(step=OVER, winners=(SUE,), reason="the last player standing")
    assert prompt(GAME, GAME.view(state, JON), JON, False, name) == (
        "Game over: Sue wins (the last player standing)."
    )
    assert prompt(GAME, GAME.view(state, SUE), SUE, False, name) == (
        "Game over: you win (the last player standing)."
    )
    assert prompt(GAME, GAME.view(state, None), None, False, name).startswith("Game over: Sue")


def test_the_prompt_uses_the_players_own_names():
    # rulebook: genegrafter.txt:201
    state, _ = declare(position(play={JON: [NEBRUS], SUE: [MADLOCK]}), SUE, NEBRUS)
    names = {JON: "Ana", SUE: "Ben"}.get
    assert prompt(GAME, GAME.view(state, JON), JON, False, names).startswith("Ben is choosing")


# -- a computer player's move --------------------------------------------------------


def test_a_computers_laid_ability_card_is_never_named():
    # rulebook: genegrafter.txt:99
    hand = [c for c in CS.copies() if CS.kind_of(c) == "ability"]
    state = to_fight(
        position(hands={SUE: hand}, play={JON: [NEBRUS], SUE: [MADLOCK]}), SUE, [NEBRUS], MADLOCK
    )
    for viewer in (JON, None, SUE):
        view = GAME.view(state, viewer)
        for card in hand:
            text = intent_text(GAME, view, LayAbility(SUE, card), name)
            assert text == "Sue lays an Ability Card face down."
            assert named_cards(text) == []


def test_a_computers_discard_from_a_hidden_hand_is_a_card():
    # rulebook: genegrafter.txt:109
    hand = [c for c in CS.copies() if CS.kind_of(c) in ("character", "ability", "gear")][:9]
    state = position(current=SUE, hands={SUE: hand}, step=DISCARD)
    for viewer in (JON, None):
        view = GAME.view(state, viewer)
        for card in hand:
            text = intent_text(GAME, view, Discard(SUE, card), name)
            assert text == "Sue discards a card."
            assert named_cards(text) == []
    # Where the view shows the card (its owner's own), it is named.
    own = GAME.view(state, SUE)
    assert intent_text(GAME, own, Discard(SUE, hand[0]), name) == (
        f"Sue discards {CS.card(hand[0]).name}."
    )


def test_a_computers_public_moves_name_their_cards():
    # rulebook: genegrafter.txt:96
    # rulebook: genegrafter.txt:98
    state = position(
        current=SUE, hands={SUE: [BRUTE, GLOVES]}, play={SUE: [MADLOCK], JON: [NEBRUS]}
    )
    view = GAME.view(state, JON)
    # A Character is played face up: the table sees it go into play.
    assert intent_text(GAME, view, PlayCharacter(SUE, BRUTE), name) == "Sue plays Brute."
    assert intent_text(GAME, view, EquipGear(SUE, GLOVES, MADLOCK), name) == (
        "Sue equips Madlock with Power Gauntlets."
    )
    state = position(current=SUE, play={SUE: [BRUTE], JON: [NEBRUS]}, step=BATTLE)
    view = GAME.view(state, JON)
    assert intent_text(GAME, view, DeclareBattle(SUE, JON, BRUTE), name) == (
        "Sue attacks Jon with Brute."
    )
    assert intent_text(GAME, view, Defend(JON, NEBRUS), name) == "Jon defends with Nebrus."
    assert intent_text(GAME, view, SpendToken(SUE), name) == "Sue adds an Attack token."


def test_every_intent_in_random_games_names_only_what_the_table_sees():
    # rulebook: genegrafter.txt:99
    # From a spectator's view, a move's words name only the cards that view shows.
    for state in POSITIONS[::7]:
        view = GAME.view(state, None)
        shown = {CS.card(c).name for cards in view.zones.values() for c in cards if c != "?"}
        for seat in GAME.to_move(state):
            for action in GAME.legal_actions(state, seat):
                text = intent_text(GAME, view, action, name)
                clean(text)
                after = GAME.view(GAME.apply(state, action).state, None)
                seen = {
                    CS.card(c).name for cards in after.zones.values() for c in cards if c != "?"
                }
                assert set(named_cards(text)) <= shown | seen, text


# -- drop words ---------------------------------------------------------------------


def test_drop_words_say_what_the_drop_would_do():
    # rulebook: genegrafter.txt:82
    # rulebook: genegrafter.txt:125
    view = GAME.view(position(play={JON: [NEBRUS, BRUTE]}), JON)
    cases = {
        PlayCharacter(JON, NEBRUS): "play Nebrus",
        EquipGear(JON, GLOVES, BRUTE): "equip it on Brute",
        Graft(JON, MADLOCK, NEBRUS): "graft it under Nebrus",
        DeclareBattle(JON, SUE, NEBRUS): "attack Sue with Nebrus",
        LayAbility(JON, GAMMA): "lay it face down",
        Discard(JON, GAMMA): "discard it",
    }
    for action, words in cases.items():
        assert drop_words(GAME, action, view, name) == words


def test_drop_words_in_random_games_are_short_and_lowercase():
    for state in POSITIONS[::5]:
        for seat in GAME.to_move(state):
            view = GAME.view(state, seat)
            for action in GAME.legal_actions(state, seat):
                words = drop_words(GAME, action, view, name)
                clean(words)
                assert words[0].islower() and len(words) <= 40, words
    state = reroll_position()
    view = GAME.view(state, JON)
    assert drop_words(GAME, Reroll(JON, "attack.1"), view, name) == "reroll it"
    assert drop_words(GAME, LuckyShot(JON, "attack.1"), view, name) == "turn it to 6 (Lucky Shot)"
    assert drop_words(GAME, RollAgain(JON, "defense.1"), view, name) == (
        "roll it again (Roll Again)"
    )


def test_the_dna_marker_prompt_says_where_it_grafts_as_the_ruling_reads():
    # rulebook: genegrafter.txt:158
    # Ruling GG-R15: onto any Character in play; the option keeps it to the roller's own.
    state = position(
        play={JON: [NEBRUS], SUE: [BRUTE]},
        pool={JON: [MADLOCK]},
        step=INFINITY_STEP,
        infinity_face="dna_marker",
    )
    assert prompt(GAME, GAME.view(state, JON), JON, True, name) == (
        "DNA Marker: drag a Character from your Gene Pool onto any in play."
    )
    own = evolve(state, options={**state.options, "dna_marker": "the roller's own Characters"})
    assert prompt(GAME, GAME.view(own, JON), JON, True, name) == (
        "DNA Marker: drag a Character from your Gene Pool onto one of yours in play."
    )


def test_the_play_step_offers_gear_only_where_some_may_go_on():
    # rulebook: genegrafter.txt:86
    # rulebook: genegrafter.txt:141
    # "No Character in your hand: drag Gear onto yours" right after Nebrus had his one
    # piece of Gear for the turn asked for what the rules refuse.
    from tests.games.genegrafter.helpers import gear

    def said(**changes) -> str:
        state = position(infinity_used=frozenset({JON}), **changes)
        return prompt(GAME, GAME.view(state, JON), JON, True, name)

    helmet, visor, gauntlets = gear("psi_helmet"), gear("targeting_visor"), gear("power_gauntlets")
    mine = {JON: [NEBRUS]}
    assert said(play=mine, hands={JON: [gauntlets]}) == (
        "No Character in your hand: drag Gear onto yours."
    )
    assert said(play=mine, hands={JON: [gauntlets]}, equipped=frozenset({NEBRUS})) == (
        "No Character in your hand, and none of yours can take Gear now."
    )
    # The head taken by the helmet: the visor has no slot on Nebrus.
    worn = {helmet: NEBRUS}
    assert said(play=mine, attached=worn, hands={JON: [visor]}) == (
        "No Character in your hand, and none of yours can take Gear now."
    )
    assert said(play=mine, hands={JON: [BRUTE]}) == "Drag Characters into play (at least one)."
    assert said(play=mine, hands={JON: [BRUTE, visor]}) == (
        "Drag Characters into play (at least one), Gear onto them."
    )
