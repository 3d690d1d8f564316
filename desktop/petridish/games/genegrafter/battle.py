"""Genegrafter: the battle (rulebook "Battle", "Ability Cards", "Special Rules", FAQ).

A battle is declared against one opponent with the Characters sent into it; each
attacker is fought on its own: the defender names a Character, the two sides lay
Ability Cards face down or spend tokens in turn (the defender first, as in the example
of play), the cards are flipped one at a time, both sides roll, rerolls are spent (the
attacker first), a tie is rolled again, and the loser is damaged or, if it was already,
goes to the winner's Gene Pool.

Plain functions: the checks read a position, the rest carry an action out on the
working copy ``w`` (see ``work``).
"""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Action
from petridish.core.dice import Rolled
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import (
    ATTACK_ROLL,
    BATTLE,
    DEFEND,
    DEFENSE_ROLL,
    LAY,
    MUSTER,
    OVER,
    REROLL,
    Battle,
    DeclareBattle,
    Defend,
    Fight,
    Finish,
    HandOver,
    KeepDice,
    LayAbility,
    LuckyShot,
    Reroll,
    RollAgain,
    SendAttacker,
    SpendToken,
    StartBattle,
    State,
)
from petridish.games.genegrafter.turns import knock_out
from petridish.games.genegrafter.work import Work

DICE_IN_A_COLOUR = 6  # Game Components: six red, six blue
# Ruling GG-R23: how much a side lays in its turn of step 4.
LAYING_OPTION = "laying"
SEVERAL_A_TURN = "several a turn"
ONE_A_TURN = "one a turn"
BATTLE_DICE = ("attack.", "defense.")  # the keys of a battle's dice on the table
ACTIONS = (
    DeclareBattle,
    SendAttacker,
    StartBattle,
    Defend,
    LayAbility,
    SpendToken,
    HandOver,
    Finish,
    Reroll,
    LuckyShot,
    RollAgain,
    KeepDice,
)


# -- checks ---------------------------------------------------------------------------
def check_battle(state: State, seat: str, opponent: str, attacker: str) -> str | None:
    """Battle, steps 1 and 2: an opponent still in the game, and a Character of yours
    that is not fatigued and has not attacked this turn."""
    if state.step != BATTLE:
        return "battles come after the Characters are played"
    if opponent == seat or opponent not in facts.alive(state):
        return "battle an opponent still in the game"
    return _check_attacker(state, seat, attacker)


def check_send(state: State, seat: str, character: str) -> str | None:
    """Battle, step 2: more Characters may be sent into the battle declared."""
    if state.step != MUSTER or state.battle is None:
        return "declare a battle first"
    if character in state.battle.waiting:
        return "that Character is in this battle already"
    return _check_attacker(state, seat, character)


def _check_attacker(state: State, seat: str, character: str) -> str | None:
    if character not in facts.in_play(state, seat):
        return "attack with your own Characters in play"
    if character in state.fatigued:
        return "a Character is fatigued the turn it is played and cannot attack"
    if character in state.attacked:
        return "each Character attacks once a turn"
    return None


def several_a_turn(state: State) -> bool:
    """Ruling GG-R23: whether a side may lay several cards and tokens in its turn."""
    return bool(state.options.get(LAYING_OPTION, SEVERAL_A_TURN) == SEVERAL_A_TURN)


def check_keep_turn(state: State) -> str | None:
    """Ruling GG-R23: laying on in the same turn, unless the option says one a turn."""
    if not several_a_turn(state):
        return "one card or token a turn (the game's option): it hands the turn over"
    return None


def check_hand_over(state: State, seat: str) -> str | None:
    """Ruling GG-R23: a side hands the turn over once it has laid something in it, to
    a side that is not finished."""
    battle = state.battle
    if state.step != LAY or battle is None or battle.fight is None:
        return "there is no laying to hand over"
    if state.laying <= 0:
        return "lay a card or a token first, or say you are finished"
    other = battle.opponent if seat == state.current else state.current
    if other in battle.fight.finished:
        return "the other side is finished: lay on, or say you are finished"
    return None


def tokens_left(state: State, seat: str) -> int:
    """Battle, step 4: the attacker spends Attack tokens, the defender Defense tokens."""
    if seat == state.current:
        return state.attack_tokens[seat]
    return state.defense_tokens[seat]


def token_word(state: State, seat: str) -> str:
    return "Attack" if seat == state.current else "Defense"


def check_die(state: State, action: Action, die: str) -> str | None:
    """Ability Cards: a reroll is of one of your own dice; Lucky Shot on one of yours,
    Roll Again on one of the other side's (ruling GG-R08)."""
    fight = state.battle.fight if state.battle else None
    if state.step != REROLL or fight is None:
        return "no dice wait to be rerolled"
    if die not in state.dice or not die.startswith(BATTLE_DICE):
        return "choose one of the battle's dice"
    own = "attack." if action.seat == state.current else "defense."
    mine = die.startswith(own)
    if isinstance(action, Reroll):
        if fight.rerolls.get(action.seat, 0) <= 0:
            return "you have no rerolls left"
        if not mine:
            return "reroll one of your own dice"
    elif isinstance(action, LuckyShot):
        if fight.lucky.get(action.seat, 0) <= 0:
            return "you have no Lucky Shot to use"
        if not mine:
            return "a Lucky Shot turns one of your own dice"
        if state.dice[die].value == state.dice[die].sides:
            return "that die shows its highest face already"
    elif isinstance(action, RollAgain):
        if fight.again.get(action.seat, 0) <= 0:
            return "you have no Roll Again to use"
        if mine:
            return "Roll Again rolls one of the other side's dice"
    return None


def totals(state: State) -> tuple[int, int]:
    """The attacker's and the defender's totals as the dice lie."""
    a = sum(d.value for k, d in state.dice.items() if k.startswith("attack."))
    d = sum(v.value for k, v in state.dice.items() if k.startswith("defense."))
    return a, d


# -- carrying out ---------------------------------------------------------------------
def _fight(state: State) -> tuple[Battle, Fight]:
    """The battle under way and its fight (an action of the battle is played only
    while there is one)."""
    battle = state.battle
    assert battle is not None and battle.fight is not None
    return battle, battle.fight


def carry_out(w: Work, action: Action) -> bool:
    """Carry out a battle's action; False if ``action`` is not one of them."""
    seat = action.seat
    match action:
        case DeclareBattle(opponent=opponent, attacker=attacker):
            w.set(battle=Battle(opponent, (attacker,)), step=MUSTER)
        case SendAttacker(character=character):
            battle = w.s.battle
            assert battle is not None
            w.set(battle=Battle(battle.opponent, (*battle.waiting, character), battle.fight))
        case StartBattle():
            battle = w.s.battle
            assert battle is not None
            data = {"seat": seat, "opponent": battle.opponent, "attackers": list(battle.waiting)}
            w.event("battle", data)
            next_fight(w)
        case Defend(character=character):
            attacker = _fight(w.s)[1].attacker
            w.event("defends", {"seat": seat, "card": character, "attacker": attacker})
            advance_lay(w, False, w.s.laying, defender=character, to_lay=seat)
        case LayAbility(card=card):
            w.move(card, f"battle.{seat}", source=f"{seat}.hand")
            w.event("laid", {"seat": seat, "card": card}, seen_by=(seat,), public={"seat": seat})
            laid = (*_fight(w.s)[1].laid, seat)
            advance_lay(w, not action.keep_turn, w.s.laying + 1, laid=laid)
        case SpendToken():
            fight = _fight(w.s)[1]
            if seat == w.s.current:
                w.own("attack_tokens")[seat] -= 1
            else:
                w.own("defense_tokens")[seat] -= 1
            w.event("token", {"seat": seat, "word": token_word(w.s, seat)})
            tokens = {**fight.tokens, seat: fight.tokens.get(seat, 0) + 1}
            advance_lay(w, not action.keep_turn, w.s.laying + 1, tokens=tokens)
        case HandOver():
            battle = w.s.battle
            assert battle is not None
            other = battle.opponent if seat == w.s.current else w.s.current
            w.event("handed_over", {"seat": seat, "to": other})
            advance_lay(w, True, w.s.laying)
        case Finish():
            w.event("finished", {"seat": seat})
            advance_lay(w, True, w.s.laying, finished=(*_fight(w.s)[1].finished, seat))
        case Reroll(die=die) | LuckyShot(die=die) | RollAgain(die=die):
            use_die(w, action, die)
        case KeepDice():
            w.event("keeps", {"seat": seat})
            w.set_fight(uses=(*_fight(w.s)[1].uses, (seat, "keeps", "", 0, 0)))
            after_rolling(w, seat)
        case _:
            return False
    return True


def next_fight(w: Work) -> None:
    """Battle, step 10: the next attacker is defended against; with no Character left
    to defend, each attacker still to come hits the player directly."""
    battle = w.s.battle
    while battle is not None and battle.waiting:
        attacker, rest = battle.waiting[0], battle.waiting[1:]
        opponent = battle.opponent
        battle = Battle(opponent, rest)
        if facts.in_play(w.s, opponent):
            w.set(battle=Battle(opponent, rest, Fight(attacker)), step=DEFEND)
            return
        w.set(battle=battle)
        # Winning the Game: one damage for each unblocked attacker.
        health = max(0, w.s.health[opponent] - 1)
        w.own("health")[opponent] = health
        w.set(attacked=w.s.attacked | {attacker})
        data = {"seat": w.s.current, "card": attacker, "opponent": opponent, "health": health}
        w.event("direct_hit", data)
        if health <= 0:
            knock_out(w, opponent)
            if w.s.step == OVER:
                w.set(battle=None)
                return
            break
    w.set(battle=None, step=BATTLE)


def _able_to_lay(state: State, seat: str) -> bool:
    """Whether ``seat`` might lay anything, as everyone can tell: tokens left, or cards
    in hand. (Whether those cards are Ability Cards only its owner knows, so a hand of
    no Ability Cards says it is finished itself, as across a table.)"""
    return tokens_left(state, seat) > 0 or bool(facts.hand(state, seat))


def advance_lay(w: Work, over: bool, laying: int, **done: Any) -> None:
    """Battle, step 4: the sides lay in turn until both are finished (ruling GG-R07: a
    side that is finished, or has nothing to lay, lays no more). ``over``: the side's
    turn is over (a card or token of one a turn, or handed over, ruling GG-R23); a new
    turn to lay begins with nothing laid in it. ``laying``: what the side to lay has
    laid in its turn so far; ``done``: what the action changed of the fight, made
    together with who lays next (a fight is made anew once an action)."""
    s = w.s
    battle, fight = _fight(s)
    attacker, defender = s.current, battle.opponent
    to_lay = done.get("to_lay", fight.to_lay)
    finished = set(done.get("finished", fight.finished))
    for side in (attacker, defender):
        if side not in finished and not _able_to_lay(s, side):
            finished.add(side)
    other = attacker if to_lay == defender else defender
    if over and other not in finished:
        nxt = other
    elif to_lay not in finished:
        nxt = to_lay
    elif other not in finished:
        nxt = other
    else:
        flip_and_roll(w, **{**done, "finished": tuple(sorted(finished))})
        return
    fight_now = w.battle_with(**{**done, "to_lay": nxt, "finished": tuple(sorted(finished))})
    w.set(battle=fight_now, step=LAY, laying=laying if nxt == to_lay else 0)


def flip_and_roll(w: Work, **done: Any) -> None:
    """Battle, steps 5 to 7: every Ability Card is flipped one at a time, the two sides
    in turn (ruling GG-R04 sets where they begin), then each side counts and rolls its
    dice; a side with rerolls spends them first (the attacker first), else the totals
    are compared. ``done``: what the last action changed of the fight (see
    ``advance_lay``), made into the fight together with what the flip counts."""
    s, cs = w.s, w.cards
    battle, fight = _fight(s)
    attacker, defender = s.current, battle.opponent
    laid = done.get("laid", fight.laid)
    tokens: dict[str, int] = done.get("tokens", fight.tokens)
    # The cards in the order laid: the n-th card a side laid is its pile's n-th.
    piles = {side: list(s.zones[f"battle.{side}"]) for side in (attacker, defender)}
    order = []
    for side in laid:
        if piles[side]:
            order.append((side, piles[side].pop(0)))
    # Cards the sandbox put there by hand come after those laid.
    order += [(side, c) for side in (attacker, defender) for c in piles[side]]
    if s.options.get("flip_order", "last laid first") == "last laid first":
        order.reverse()
    flipped = set(s.flipped)
    by_card: dict[str, list[tuple[str, int]]] = {attacker: [], defender: []}
    rerolls: dict[str, int] = {}
    lucky: dict[str, int] = {}
    again: dict[str, int] = {}
    heal: dict[str, int] = {}
    effects = {"lucky_shot": lucky, "roll_again": again, "heal": heal}
    chars = {attacker: fight.attacker, defender: done.get("defender", fight.defender)}
    powers = {side: facts.powers(cs, s, c) for side, c in chars.items()}
    colours = {side: facts.marker_colours(cs, s, c) for side, c in chars.items()}
    for side, card in order:
        ability = cs.ability(card)
        n = carddata.ability_dice(ability, powers[side])
        by_card[side].append((card, n))
        if ability.type in colours[side]:
            rerolls[side] = rerolls.get(side, 0) + 1
        effect = effects.get(ability.effect)
        if effect is not None:
            effect[side] = effect.get(side, 0) + 1
        flipped.add(card)
        w.event("flipped", {"seat": side, "card": card, "dice": n}, reveal=True)
    sources = {
        side: dice_sources(cs, s, side, chars[side], tokens.get(side, 0), by_card[side])
        for side in (attacker, defender)
    }
    # Battle, step 6: the dice of every source together (``dice_count``), six at most
    # unless the option says otherwise (ruling GG-R05).
    capped = dice_capped(s)
    counts = {}
    for side, found in sources.items():
        total = sum(n for _, n in found)
        counts[side] = min(total, DICE_IN_A_COLOUR) if capped else total
    # Ability Cards: the attacker spends its rerolls first (see ``start_rerolls``).
    rolling = next(
        (x for x in (attacker, defender) if x in rerolls or x in lucky or x in again), ""
    )
    counted = w.battle_with(
        **done,
        rerolls=rerolls,
        lucky=lucky,
        again=again,
        heal=heal,
        sources=sources,
        rolling=rolling or fight.rolling,
    )
    step = REROLL if rolling else s.step
    w.set(battle=counted, flipped=frozenset(flipped), laying=0, step=step)
    roll(w, counts)
    if not rolling:
        decide(w)


def dice_sources(
    cs: carddata.CardSet,
    state: State,
    seat: str,
    character: str,
    tokens: int,
    cards: list[tuple[str, int]],
) -> tuple[tuple[str, int], ...]:
    """Battle, step 6, source by source: the Character's own value ("own"), each
    Ability Card's dice (``cards``, by id, in the order flipped), the tokens spent and
    those its Gear holds (ruling GG-R06, by the Gear card's id); before the cap of six."""
    card = cs.character(character)
    attacking = seat == state.current
    out = [("own", card.attack if attacking else card.defense), *cards]
    if tokens:
        out.append(("tokens", tokens))
    for copy in facts.attached_to(state, character):
        if cs.kind_of(copy) == "gear":
            gear = cs.gear_card(copy)
            held = gear.attack if attacking else gear.defense
            if held:
                out.append((copy, held))
    return tuple(out)


def dice_before_cards(cs: carddata.CardSet, state: State, seat: str) -> int | None:
    """Battle, step 6: the dice a side of the fight under way counts before its Ability
    Cards are flipped: its Character's own value, its Gear's tokens (ruling GG-R06) and
    the tokens spent, before the cap of six. None outside a fight, or for a side whose
    Character is not named yet."""
    fight = state.battle.fight if state.battle is not None else None
    if fight is None:
        return None
    character = fight.attacker if seat == state.current else fight.defender
    if not character:
        return None
    spent = fight.tokens.get(seat, 0)
    return sum(n for _, n in dice_sources(cs, state, seat, character, spent, []))


def dice_capped(state: State) -> bool:
    """Whether a side counts at most six dice (ruling GG-R05, the game's option)."""
    return bool(state.options.get("dice_cap", "six") == "six")


def dice_count(
    cs: carddata.CardSet, state: State, seat: str, character: str, fight: Fight, from_cards: int
) -> int:
    """Battle, step 6: the dice from Ability Cards, tokens spent (and those the
    Character's Gear holds, ruling GG-R06) and the Character's own value; at most six
    unless the option says otherwise (ruling GG-R05)."""
    card = cs.character(character)
    attacking = seat == state.current
    gear = facts.gear_on(cs, state, character)
    own = card.attack if attacking else card.defense
    held = sum(g.attack if attacking else g.defense for g in gear)
    n = own + held + fight.tokens.get(seat, 0) + from_cards
    if dice_capped(state):
        n = min(n, DICE_IN_A_COLOUR)
    return n


def roll(w: Work, counts: dict[str, int]) -> None:
    """Battle, step 7: both sides roll; a tie is rolled again (the dice of the battle
    before are taken up first). The dice lie on the table as the position's ``dice``."""
    s = w.s
    attacker, defender = s.current, _fight(s)[0].opponent
    dice = {k: v for k, v in s.dice.items() if not k.startswith(BATTLE_DICE)}
    for seat, word, point in (
        (attacker, "attack", ATTACK_ROLL),
        (defender, "defense", DEFENSE_ROLL),
    ):
        for i in range(1, counts[seat] + 1):
            dice[f"{word}.{i}"] = Rolled(6, w.draw(point, 1, 6), word, seat)
    w.set(dice=dice)
    if w.search:  # the event's dice, in the order of their keys, only for its readers
        return
    keyed = sorted(dice.items())
    w.event(
        "rolled",
        {
            "attack": [d.value for k, d in keyed if k.startswith("attack.")],
            "defense": [d.value for k, d in keyed if k.startswith("defense.")],
        },
        random=True,
    )


def _has_dice_moves(state: State, seat: str) -> bool:
    """Whether ``seat`` has rerolls, Lucky Shots or Roll Agains left to spend."""
    fight = _fight(state)[1]
    return (
        fight.rerolls.get(seat, 0) > 0
        or fight.lucky.get(seat, 0) > 0
        or (fight.again.get(seat, 0) > 0)
    )


def start_rerolls(w: Work) -> None:
    """Ability Cards: attackers resolve their rerolls first."""
    for seat in (w.s.current, _fight(w.s)[0].opponent):
        if _has_dice_moves(w.s, seat):
            w.set(battle=w.battle_with(rolling=seat), step=REROLL)
            return
    decide(w)


# The die says what was done to it, for the table's dice tray.
USED_AS = {"rerolled": "rerolled", "lucky_shot": "Lucky Shot", "roll_again": "Roll Again"}


def use_die(w: Work, action: Action, die: str) -> None:
    """Ability Cards: a reroll (the higher roll stands), a Lucky Shot (the die turned to
    its highest face) or a Roll Again (the other side's die rolled, the new roll
    stands)."""
    fight = _fight(w.s)[1]
    seat = action.seat
    old = w.s.dice[die]
    point = ATTACK_ROLL if die.startswith("attack.") else DEFENSE_ROLL
    if isinstance(action, Reroll):
        # Ability Cards: always use the higher result if the reroll is lower.
        value = max(old.value, w.draw(point, 1, 6))
        word, spent = "rerolled", {"rerolls": {**fight.rerolls, seat: fight.rerolls[seat] - 1}}
    elif isinstance(action, LuckyShot):
        value = old.sides
        word, spent = "lucky_shot", {"lucky": {**fight.lucky, seat: fight.lucky[seat] - 1}}
    else:
        value = w.draw(point, 1, 6)
        word, spent = "roll_again", {"again": {**fight.again, seat: fight.again[seat] - 1}}
    kind = old.purpose.split(",")[0]
    w.lay(die, Rolled(old.sides, value, f"{kind}, {USED_AS[word]}", old.seat))
    w.set_fight(uses=(*fight.uses, (seat, word, die, old.value, value)), **spent)
    w.event(word, {"seat": seat, "die": die, "from": old.value, "to": value}, random=True)
    if not _has_dice_moves(w.s, seat):
        after_rolling(w, seat)


def after_rolling(w: Work, seat: str) -> None:
    """The attacker is done with its dice: the defender's turn with theirs, then the
    totals are compared."""
    defender = _fight(w.s)[0].opponent
    if seat == w.s.current and _has_dice_moves(w.s, defender):
        w.set_fight(rolling=defender)
    else:
        decide(w)


def decide(w: Work) -> None:
    """Battle, steps 7 and 8: the higher total wins; a tie is rolled again (ruling
    GG-R09). The losing Character is damaged, or, if it was, moved to the winner's Gene
    Pool. Heal Minor Wounds then heals (ruling GG-R10)."""
    s = w.s
    battle, fight = _fight(s)
    attacker, defender = s.current, battle.opponent
    a, d = totals(s)
    if a == d:
        w.event("tie", {"total": a})
        counts = {
            attacker: sum(1 for k in s.dice if k.startswith("attack.")),
            defender: sum(1 for k in s.dice if k.startswith("defense.")),
        }
        # The fight keeps the tie among its uses of the dice, for the table's reckoning.
        w.set_fight(uses=(*fight.uses, ("", "tie", "", a, d)))
        roll(w, counts)
        start_rerolls(w)
        return
    winner, loser = (attacker, defender) if a > d else (defender, attacker)
    chars = {attacker: fight.attacker, defender: fight.defender}
    beaten = chars[loser]
    w.event(
        "won",
        {
            "seat": winner,
            "card": chars[winner],
            "loser": loser,
            "beaten": beaten,
            "attack": a,
            "defense": d,
        },
        # Every card laid in the battle is shown as it goes to the discard pile.
        reveal=True,
    )
    if beaten in w.s.damaged:
        to_gene_pool(w, beaten, loser, winner)
    else:
        w.set(damaged=w.s.damaged | {beaten})
        w.event("damaged", {"seat": loser, "card": beaten})
    for side, n in fight.heal.items():
        card = chars[side]
        if n > 0 and card in w.s.damaged and card in facts.in_play(w.s, side):
            w.set(damaged=w.s.damaged - {card})
            w.event("healed", {"seat": side, "card": card})
    end_fight(w)


def to_gene_pool(w: Work, card: str, owner: str, winner: str) -> None:
    """Battle, step 8: the Character goes to the winner's Gene Pool; its Gear to the
    discard pile and the Characters grafted under it to its owner's Gene Pool (ruling
    GG-R11)."""
    play = f"{owner}.play"
    for extra in facts.attached_to(w.s, card):
        target = "discard" if w.cards.kind_of(extra) == "gear" else f"{owner}.pool"
        w.move(extra, target, source=play)
        del w.own("attached")[extra]
    w.move(card, f"{winner}.pool", source=play)
    w.event("to_pool", {"seat": winner, "card": card, "owner": owner})
    s = w.s
    w.set(damaged=s.damaged - {card}, fatigued=s.fatigued - {card}, granted=s.granted - {card})


def end_fight(w: Work) -> None:
    """Battle, step 9: the Ability Cards go to the discard pile; the attacker has had
    its attack this turn. Then the next attacker of the battle."""
    battle, fight = _fight(w.s)
    for side in (w.s.current, battle.opponent):
        w.set_zone("discard", (*w.s.zones["discard"], *w.s.zones[f"battle.{side}"]))
        w.set_zone(f"battle.{side}", ())
    w.set(flipped=frozenset(), attacked=w.s.attacked | {fight.attacker}, last_fight=fight)
    next_fight(w)
