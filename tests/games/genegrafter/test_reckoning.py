"""The battle's reckoning on the table (``reckoning.lines``): in random games at every
position of a battle, for every viewer, lines that never name a face-down Ability Card,
dice by source that add up to the rules' own count, the winner of each fight named; and
the rulebook's example of play, read line by line."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import replace

from petridish.core.events import Event
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import reckoning
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import (
    BATTLE,
    HIDDEN,
    LAY,
    REROLL,
    DeclareBattle,
    Defend,
    Fight,
    Finish,
    KeepDice,
    LayAbility,
    Reroll,
    SpendToken,
    StartBattle,
    State,
)
from tests.games.genegrafter.helpers import (
    GAME,
    JON,
    MIKE,
    SUE,
    ab,
    ch,
    gear,
    of_kind,
    play,
    position,
    run,
    to_fight,
)

CS = GAME.cards
NEBRUS, MADLOCK, BRUTE, MENDRAKE = ch("nebrus"), ch("madlock"), ch("brute"), ch("mendrake")
LONGEST = 240  # a side's dice by source take one line, which the panel wraps


def name(seat: str) -> str:
    return GAME.seat_name(seat)


def viewers(state: State) -> list[str | None]:
    return [*state.seats, None]


def rolled(state: State, kind: str) -> int:
    return sum(1 for k in state.dice if k.startswith(kind + "."))


def face_down_names(state: State, view: State) -> set[str]:
    """The names of the Ability Cards laid face down in ``state`` (even to the player
    who laid them) that no face-up copy in ``view`` shares (a flipped card, the discard
    pile)."""
    hidden = {
        CS.card(c).name
        for seat in state.seats
        for c in state.zones[f"battle.{seat}"]
        if c not in state.flipped
    }
    up = [*view.flipped, *view.zones["discard"]]
    return hidden - {CS.card(c).name for c in up if c != HIDDEN}


def check_position(state: State) -> None:
    """Every viewer's lines at a position: a title and short lines while a battle is
    on, no face-down card named, and, with the dice rolled, each side's dice by source
    equal to the dice on the table and to the rules' count."""
    for seat in viewers(state):
        view = GAME.view(state, seat)
        lines = reckoning.lines(GAME, view, name)
        if state.battle is not None:
            # rulebook: genegrafter.txt:96
            assert lines and lines[0].startswith("Battle: "), lines
        assert all(len(line) <= LONGEST for line in lines), lines
        # rulebook: genegrafter.txt:99
        for hidden in face_down_names(state, view):
            pattern = re.compile(rf"\b{re.escape(hidden)}\b")
            assert not any(pattern.search(line) for line in lines), (hidden, lines)
        fight = state.battle.fight if state.battle else None
        if state.step == REROLL and fight is not None:
            check_sides(state, view, fight)


def check_sides(state: State, view: State, fight: Fight) -> None:
    """After the flip: each side's dice by source, as every viewer reads them, add up
    to the dice rolled and to ``Genegrafter.dice_count``; every card flipped is one."""
    # rulebook: genegrafter.txt:101
    sides = (
        (state.current, fight.attacker, "attack"),
        (state.battle.opponent, fight.defender, "defense"),
    )
    for seat, character, kind in sides:
        assert all(c in view.flipped for c in view.zones[f"battle.{seat}"])
        side = reckoning.recorded(GAME, view, fight, seat)
        assert side.total == sum(n for _, n in side.sources)
        assert side.count == GAME.dice_count(state, seat, character, fight, side.from_cards)
        if character not in state.granted:  # the Infinity Die may grant it after the roll
            assert side.count == rolled(state, kind)


def check_flip(before: State, after: State, events: Sequence[Event]) -> None:
    """The move that flipped the cards: the card data and the powers give each card
    the dice the rules gave it, and each side the dice it rolled."""
    flips = of_kind(events, "flipped")
    won = of_kind(events, "won")
    fight = after.last_fight if won else after.battle.fight
    first_roll = of_kind(events, "rolled")[0]
    view = GAME.view(before, None)
    sides = (
        (before.current, fight.attacker, "attack"),
        (before.battle.opponent, fight.defender, "defense"),
    )
    for seat, character, kind in sides:
        powers = facts.powers(CS, view, character)
        for f in flips:
            if f["seat"] == seat:
                assert carddata.ability_dice(CS.card(f["card"]), powers) == f["dice"]
        side = reckoning.recorded(GAME, GAME.view(after, None), fight, seat)
        assert side.from_cards == sum(f["dice"] for f in flips if f["seat"] == seat)
        assert side.count == len(first_roll[kind])
        assert side.count == GAME.dice_count(before, seat, character, fight, side.from_cards)


def check_decided(state: State, events: Sequence[Event]) -> None:
    """The move that decided a fight: every viewer reads the winner, and the cards of
    each side whose Character is still in play."""
    # rulebook: genegrafter.txt:102
    # rulebook: genegrafter.txt:103
    (won,) = of_kind(events, "won")
    winner = f"{name(won['seat'])}'s {CS.card(won['card']).name} wins"
    flips = of_kind(events, "flipped")
    for seat in viewers(state):
        lines = reckoning.lines(GAME, GAME.view(state, seat), name)
        assert any(winner in line for line in lines), lines
        assert any(f"{won['attack']} against {won['defense']}" in line for line in lines)
        for f in flips:
            fighter = state.last_fight.attacker if f["seat"] == state.current else None
            fighter = fighter or state.last_fight.defender
            # (A card that gave no dice, such as Roll Again, is not counted as a source.)
            # (Once the next fight is on, the last one is told in brief, with no cards.)
            if f["dice"] and lines[0].startswith("Fight decided"):
                assert any(CS.card(f["card"]).name in line for line in lines), (f, lines)


def test_random_games_read_right_at_every_position_of_a_battle():
    # rulebook: genegrafter.txt:92
    # rulebook: genegrafter.txt:90
    fights = rerolls = 0
    for seed in range(36):
        players = 2 + seed % 3
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats=GAME.seat_ids(players))
        for _ in range(700):
            if GAME.is_terminal(state):
                break
            seat = rng.choice(GAME.to_move(state))
            actions = GAME.legal_actions(state, seat)
            # Battles are what is read here: declare one whenever one can be.
            battles = [a for a in actions if isinstance(a, DeclareBattle)]
            action = rng.choice(battles if battles and rng.random() < 0.8 else actions)
            out = GAME.apply(state, action)
            before, state = state, out.state
            if before.step == LAY and of_kind(out.events, "rolled"):
                check_flip(before, state, out.events)
            if of_kind(out.events, "won"):
                fights += 1
                check_decided(state, out.events)
            if state.battle is not None or state.last_fight is not None:
                rerolls += state.step == REROLL
                check_position(state)
            elif state.battle is None and state.last_fight is None:
                assert reckoning.lines(GAME, GAME.view(state, None), name) == []
    assert fights > 100 and rerolls > 20


def test_the_example_of_play_reads_as_the_rulebook_tells_it():
    """Jon's Nebrus against Sue's Madlock: Gamma Blast against Blind and a token, Jon
    rerolls his 1, Madlock is damaged."""
    # rulebook: genegrafter.txt:203
    # rulebook: genegrafter.txt:207
    # rulebook: genegrafter.txt:213
    # rulebook: genegrafter.txt:215
    # rulebook: genegrafter.txt:217
    # rulebook: genegrafter.txt:219
    # rulebook: genegrafter.txt:221
    state = position(
        players=3,
        step=BATTLE,
        strands=2,
        deck=["dna.strand.3"],
        hands={JON: [ab("gamma_blast")], SUE: [ab("blind")]},
        play={JON: [NEBRUS, ch("voltrix")], SUE: [MADLOCK], MIKE: [ch("umbra")]},
        forced={"attack dice": [6, 5, 4, 2, 1, 3], "defense dice": [4, 3, 2, 2, 2]},
    )

    def read(state: State, seat: str | None = None) -> list[str]:
        return reckoning.lines(GAME, GAME.view(state, seat), name)

    state = play(state, DeclareBattle(JON, SUE, NEBRUS), StartBattle(JON))
    assert read(state) == [
        "Battle: Jon's Nebrus attacks Sue",
        "Sue names the Character that defends.",
    ]
    state = play(state, Defend(SUE, MADLOCK), LayAbility(SUE, ab("blind")))
    state = play(state, LayAbility(JON, ab("gamma_blast")), SpendToken(SUE), Finish(JON))
    laying = [
        "Battle: Jon's Nebrus against Sue's Madlock",
        "Sue (defending): 1 card face down, 1 Defense token, 4 dice before its cards.",
        "Jon (attacking): 1 card face down, no Attack tokens, 3 dice before its cards; finished.",
        # Jon is finished (GG-R23)
        'Sue lays next: cards and tokens, then "Finished laying" (Jon has finished).',
    ]
    # Face down, the cards are counted, not named, whoever looks (their owner too).
    assert all(read(state, seat) == laying for seat in viewers(state))
    state = play(state, Finish(SUE))
    dice = [
        "Jon's Nebrus: Attack 3 + Gamma Blast (bonus) 2 = 5 red dice.",
        "Sue's Madlock: Defense 3 + Blind 1 + Defense token 1 = 5 blue dice.",
    ]
    assert read(state) == [
        "Battle: Jon's Nebrus against Sue's Madlock",
        *dice,
        "Red dice: 6, 5, 4, 2, 1 = 18",
        "Blue dice: 4, 3, 2, 2, 2 = 13",
        "Jon has 1 reroll left (deciding now).",
    ]
    state = play(state, Reroll(JON, "attack.5"))
    assert read(state) == [
        "Fight decided: Jon's Nebrus against Sue's Madlock",
        *dice,
        "Red dice: 6, 5, 4, 2, 3 = 20",
        "Blue dice: 4, 3, 2, 2, 2 = 13",
        "Jon rerolled a red 1 → 3.",
        "20 against 13: Jon's Nebrus wins.",
        "Sue's Madlock is damaged (turned 90 degrees).",
    ]


def test_the_dice_over_six_are_cut_and_a_second_loss_goes_to_the_gene_pool():
    """Brute with Super Punch, three tokens and Power Gauntlets: more than six dice,
    six rolled; Mendrake, damaged already, goes to Jon's Gene Pool."""
    # rulebook: genegrafter.txt:31
    # rulebook: genegrafter.txt:103
    state = position(
        step=BATTLE,
        play={JON: [BRUTE], SUE: [MENDRAKE]},
        attached={gear("power_gauntlets"): BRUTE},
        hands={JON: [ab("super_punch")]},
        damaged=frozenset({MENDRAKE}),
        defense_tokens={JON: 3, SUE: 0},
        forced={"attack dice": [6] * 6, "defense dice": [1] * 4},
    )
    state = to_fight(state, SUE, [BRUTE], MENDRAKE)
    state, _ = run(state, LayAbility(JON, ab("super_punch")))
    state, _ = run(state, SpendToken(JON), SpendToken(JON), SpendToken(JON))
    # Super Punch is Physical, as Brute's marker: a reroll, which Jon does not need.
    assert state.step == REROLL
    state, _ = run(state, KeepDice(JON))
    lines = reckoning.lines(GAME, GAME.view(state, None), name)
    held = CS.card(gear("power_gauntlets")).attack
    total = 4 + 2 + 3 + held
    assert any(line.endswith(f"= {total}, cut to 6 red (six at most).") for line in lines), lines
    assert "Red dice: 6, 6, 6, 6, 6, 6 = 36" in lines
    assert "36 against 4: Jon's Brute wins." in lines
    assert "Sue's Mendrake goes to Jon's Gene Pool." in lines
    # rulebook: genegrafter.txt:105 (no Character left: attacked directly)
    # Brute was the only attacker: the rule is told, and no hit that never came ("Each
    # attacker left hits Sue directly: Health 6", with none left).
    assert lines[-2:] == [
        "Sue has no Character left to defend with (Health 6).",
        "An attacker with no Character to meet hits directly, a Health each.",
    ]
    # Mendrake has left play, and its side is still told by source, as counted then.
    assert "Sue's Mendrake: Defense 4 = 4 blue dice." in lines


def test_a_side_at_six_dice_is_told_before_it_spends_a_token_for_nothing():
    """Ruling GG-R05: a token spent past six dice was wasted unseen, the cap told only
    at the flip. While the cards are laid, each side's dice so far are on the table for
    all, and the side's prompt says a token adds nothing."""
    # rulebook: genegrafter.txt:31
    # rulebook: genegrafter.txt:101
    from petridish.games.genegrafter.prompts import prompt

    state = position(
        step=BATTLE,
        play={JON: [BRUTE], SUE: [MENDRAKE]},
        defense_tokens={JON: 3, SUE: 0},  # Sue has nothing to lay: Jon lays on
    )
    state = to_fight(state, SUE, [BRUTE], MENDRAKE)
    state, _ = run(state, SpendToken(JON))
    lines = reckoning.lines(GAME, GAME.view(state, None), name)
    assert "Jon (attacking): no cards face down, 1 Attack token, 5 dice before its cards." in lines
    asked = prompt(GAME, GAME.view(state, JON), JON, True, name)
    assert "or click an Attack token (2 left)" in asked
    state, _ = run(state, SpendToken(JON))
    lines = reckoning.lines(GAME, GAME.view(state, None), name)
    assert (
        "Jon (attacking): no cards face down, 2 Attack tokens, 6 dice before its cards, the"
        " most a side rolls." in lines
    )
    asked = prompt(GAME, GAME.view(state, JON), JON, True, name)
    assert "(an Attack token adds nothing: your side counts six dice already)" in asked
    # With no cap (the option), a token still counts.
    free = replace(state, options={**state.options, "dice_cap": "no limit"})
    asked = prompt(GAME, GAME.view(free, JON), JON, True, name)
    assert "or click an Attack token (1 left)" in asked


def test_the_reckoning_says_how_the_side_laying_next_may_lay():
    """Ruling GG-R23: several cards and tokens, then over to the other side or
    finished; with the option, one card or token a turn."""
    # rulebook: genegrafter.txt:99
    for options, said in (
        (
            None,
            'Sue lays next: cards and tokens (after one, "Over to Jon": Sue may lay again'
            ' after Jon), or "Finished laying" (no more in this fight).',
        ),
        (
            {"laying": "one a turn"},
            'Sue lays next: a card or a token (then Jon lays), or "Finished laying".',
        ),
    ):
        state = position(
            step=BATTLE,
            hands={JON: [ab("gamma_blast")], SUE: [ab("blind")]},
            play={JON: [NEBRUS], SUE: [MADLOCK]},
            options=options,
        )
        state = play(state, DeclareBattle(JON, SUE, NEBRUS), StartBattle(JON))
        state = play(state, Defend(SUE, MADLOCK))
        assert reckoning.lines(GAME, GAME.view(state, JON), name)[-1] == said


def test_one_card_a_turn_once_the_other_side_has_finished_it_lays_alone():
    """With the option of one card or token a turn, the side still laying once the
    other has finished is not told the other lays next (ruling GG-R23)."""
    # rulebook: genegrafter.txt:99
    state = position(
        step=BATTLE,
        hands={JON: [ab("gamma_blast")], SUE: [ab("blind"), ab("ice_wall")]},
        play={JON: [NEBRUS], SUE: [MADLOCK]},
        options={"laying": "one a turn"},
    )
    state = play(state, DeclareBattle(JON, SUE, NEBRUS), StartBattle(JON))
    state = play(state, Defend(SUE, MADLOCK), LayAbility(SUE, ab("blind")), Finish(JON))
    assert reckoning.lines(GAME, GAME.view(state, JON), name)[-1] == (
        'Sue lays next: a card or a token (Jon has finished), or "Finished laying".'
    )
