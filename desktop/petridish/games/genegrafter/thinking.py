"""Genegrafter for the computer player that searches (``core.search``): a position a
seat could be in, dealt from its view (``deal``), and each player's prospects in a
position not yet played out (``judge``: the turn under way played to its end as the
normal computer player would, then what each player has and may win or lose in the
battles ahead, ``prospects``).

What a seat cannot see (``Genegrafter.secrets``): the deck and the Events set aside,
the other players' hands, and the Ability Cards the other side has laid face down in a
battle. Which cards those are it can tell from what it sees: every card of the game
that lies nowhere face up. Each kind can lie in only some of those places (set-up steps
4 to 6, "Draw 3 Cards"): an Event left out lies aside, and one of the game is in the
deck until drawn; a DNA Strand is in the deck until revealed; a hand holds Characters,
Ability Cards and Gear; a battle only Ability Cards.

The deck is not one shuffle: set-up step 6 makes it of three stacks, a DNA Strand and a
share of the Events in each. Its top is drawn first, so from how many cards have left
the deck a seat can tell how much is left of each stack, and a deal keeps each Strand
and Event in its own stack: the game lasts as long in the deals as it may at the table.
"""

from __future__ import annotations

import math
import random
from functools import cache
from typing import TYPE_CHECKING

from petridish.core.evolve import evolve
from petridish.core.material import HIDDEN, unseen
from petridish.core.rng import fresh
from petridish.core.search import rewards
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import START_HEALTH, State

if TYPE_CHECKING:
    from petridish.core.actions import Action
    from petridish.games.genegrafter.bot import GenegrafterBot
    from petridish.games.genegrafter.rules import Genegrafter

SPECIAL = ("event", "dna")  # kinds that never reach a hand: turned up as drawn
# What each thing a player has adds to its log-odds of winning (``prospects``), fitted
# (a conditional logit) to 76,000 positions of 4,000 games between normal computer
# players, 2 to 4 of them, and who won each game. A Character's markers count most in a
# Gene Pool, where no battle takes them away; Health and the unused Infinity Die count
# as much as a marker or more. (They tell the winner a little better than the hand-set
# weights they replaced; judging after the turn is played out (``judge``), the strong
# player won as often with either: 70% of the same 40 games against the normal one.)
POOL = 0.377  # a Genetic Marker in the Gene Pool
UP = 0.199  # a Genetic Marker of a Character in play, not damaged
DAMAGED = 0.133  # a Genetic Marker of a damaged Character in play
CHARACTERS = 0.178  # a Character in play, besides its markers
HELD = 0.155  # a Genetic Marker of a Character in hand
HELD_CARD = 0.081  # a Character in hand, besides its markers
ABILITY = 0.055  # an Ability Card in hand
GEAR = 0.028  # a Gear Card in hand
STRENGTH = 0.022  # a die a Character in play counts, its own or its Gear's
TOKEN = 0.105  # an Attack or Defense token
HEALTH = 0.265  # a Health point
INFINITY = 0.356  # the Infinity Die not yet rolled
BATTLE = 0.148  # a Genetic Marker a battle under way may bring (``_battle_ahead``)
HALF = 0.5  # what of its markers a Character damaged in a battle is counted to lose
# From this many players on, the round to come is counted too (``_round_ahead``): with
# three others each to attack before a player's next turn, what it leaves exposed
# decides more. At 4 players the strong player won 227 of 400 games with it (seeds
# 1-400, 400 deals, seats turned round: 123 and 104 in each 200) where it won 211
# without (110 and 101); at 2 and 3 it is not measured.
ROUND_AHEAD_FROM = 4
# How many moves the normal player's play of a turn may take before it is judged as it
# stands (a turn takes some 10 to 20).
TURN_MOVES = 60


# -- dealing a view --------------------------------------------------------------------
def deal(game: Genegrafter, view: State, seat: str, rng: random.Random) -> State:
    """A whole position ``seat`` could be in, seeing ``view``: every card it cannot see
    dealt at random where a card of its kind can lie, the deck's three stacks kept (see
    the module), and the dice to come drawn afresh."""
    cs = game.cards
    zones = view.zones
    kind_of = cs.kind_of
    left = unseen(cs.copies(), zones)
    events = [c for c in left if kind_of(c) == "event"]
    strands = [c for c in left if kind_of(c) == "dna"]  # in the order the set-up lays them
    abilities = [c for c in left if kind_of(c) == "ability"]
    rng.shuffle(events)
    rng.shuffle(abilities)
    dealt = {z: list(cards) for z, cards in zones.items()}
    # Events set aside: Events left out of this game; the others are in the deck.
    events = _fill(dealt["events.aside"], events)
    # The other side's face-down Ability Cards in a battle.
    for other in view.seats:
        if other != seat:
            abilities = _fill(dealt[f"battle.{other}"], abilities)
    ordinary = [c for c in left if kind_of(c) in ("character", "gear")] + abilities
    rng.shuffle(ordinary)
    for other in view.seats:
        if other != seat:
            ordinary = _fill(dealt[f"{other}.hand"], ordinary)
    deck = _stacked(game, view, ordinary, strands, events, rng)
    dealt["deck"] = deck
    position = evolve(view, rng=fresh(rng), zones={z: tuple(cards) for z, cards in dealt.items()})
    return game.clone(position)


def _fill(place: list[str], cards: list[str]) -> list[str]:
    """Each hidden card of ``place`` dealt from the front of ``cards``; what is left."""
    hidden = [i for i, c in enumerate(place) if c == HIDDEN]
    for i, card in zip(hidden, cards, strict=False):
        place[i] = card
    return cards[len(hidden) :]


def _stacked(
    game: Genegrafter,
    view: State,
    ordinary: list[str],
    strands: list[str],
    events: list[str],
    rng: random.Random,
) -> list[str]:
    """The deck: in each stack still in it, its DNA Strand and its Events among its
    other cards (set-up step 6); the whole deck shuffled if the view fits no stacks
    (a deck made again from the discard pile, a position set up by hand)."""
    counts = stack_counts(game, view, len(strands), len(events))
    if counts is None:
        whole = ordinary + strands + events
        rng.shuffle(whole)
        return whole
    deck: list[str] = []
    for strand, shares, size in counts:
        stack = [*strands[:strand], *events[:shares], *ordinary[: size - strand - shares]]
        strands, events = strands[strand:], events[shares:]
        ordinary = ordinary[size - strand - shares :]
        rng.shuffle(stack)  # (the Events are in a random order already)
        deck += stack
    return deck


def stack_counts(
    game: Genegrafter, view: State, strands: int, events: int
) -> list[tuple[int, int, int]] | None:
    """What is left in the deck of each of set-up step 6's stacks, top stack first:
    (its DNA Strand still in it, 0 or 1; its Events still in it; its cards), for a
    deck holding ``strands`` Strands and ``events`` Events; None if the deck cannot be
    what is left of the stacks (cards leave it from the top, by the draw; a Windfall,
    which skips an Event or a Strand on top, is taken as drawing from the top too)."""
    sizes, shares = stacks(game, len(view.seats), view.options["events"])
    gone = sum(sizes) - len(view.zones["deck"])  # the cards drawn from the top so far
    if gone < 0 or strands > len(sizes):
        return None
    out: list[tuple[int, int, int]] = []
    top = 0
    for j, size in enumerate(sizes):
        left = min(size, size + top - gone)  # what is left of stack j
        top += size
        if left <= 0:
            if j >= len(sizes) - strands:  # its Strand would be in the deck yet
                return None
            continue
        strand = 1 if j >= len(sizes) - strands else 0
        out.append((strand, shares[j] if left == size else -1, left))
    # A stack partly drawn holds the Events the untouched ones do not.
    whole = sum(e for _, e, _ in out if e >= 0)
    partly = events - whole
    out = [(s, partly if e < 0 else e, n) for s, e, n in out]
    if any(e < 0 or s + e > n for s, e, n in out) or sum(e for _, e, _ in out) != events:
        return None
    return out


@cache
def stacks(game: Genegrafter, players: int, chosen: int) -> tuple[list[int], list[int]]:
    """Set-up step 6's stacks as laid, top stack first: how many cards each holds, and
    how many of the ``chosen`` Events (ruling GG-R02)."""
    from petridish.games.genegrafter.rules import DEAL, STACK_COUNT, _cut  # (it imports this)

    cs = game.cards
    ordinary = sum(1 for c in cs.copies() if cs.kind_of(c) not in SPECIAL)
    cut = [len(s) for s in _cut([""] * (ordinary - DEAL * players), STACK_COUNT)]
    shares = [len(range(j, chosen, STACK_COUNT)) for j in range(STACK_COUNT)]
    return [n + 1 + e for n, e in zip(cut, shares, strict=True)], shares


# -- judging a position ------------------------------------------------------------------
def judge(game: Genegrafter, state: State) -> dict[str, float]:
    """Each player's chance to win in ``state``: the turn under way played to its end
    by the normal computer player's best moves, each seat's own, and the position
    then judged (``prospects``), or the result if the game ended.

    Why: a position in the middle of a turn hides what decides it, the battles yet to
    come and how they are fought; moves at random fight them badly (a battle given away,
    cards thrown after it), and a search judging right after its own moves misses them.
    Against the normal player, with 100 iterations at 2 players, the strong player won
    70% of 40 games so, 55% to 62% judging the position as it stood; at 3 players
    61% of 140 (a fair share 33%), at 4 players 55% of 60 (25%), some 75 ms a move.

    Tried against the normal player on the same games, and not kept (in brackets, as
    judged here): playing the next player's turn out too, 66% of 120 games at 3
    players (64%), 60% of 60 at 4 (55%), but 60% of 48 at 2 (69%), each move taking
    125 ms; the next two turns, 4 of 12 at 3 players (10); 300 iterations, 67% of 39
    at 3 players (69%), 230 ms a move. Weights fitted to each count of players apart
    (they tell the winner only a little better), or the chance to beat the best of the
    others, did no better in the first 17 games at 3 players either (9 won each,
    against 14). Weights fitted to each stage of the game apart (by the DNA Strands
    revealed, at 3 and 4 players: a conditional logit on 31,500 turns' ends of normal
    players' games, whose held-out likelihood beat these weights' at every stage, most
    of all after the third Strand) won 209 of the same 400 games at 4 players
    (``simulate --seed 7``, 100 iterations, seats turned round: 208 judged here), and
    63 of the 100 from seed 107 at 3 players (63): a better judge of who wins, but no
    better a player. At 4 players more iterations do tell: 400 won 119 of the first
    200 of those games (64 and 55 of each 100) against 104 at 100 iterations (60 and
    44), some 285 ms a move against 70 (the app's second allows more than 400).

    Beyond that, at 4 players, neither more thinking nor more knowing helps: 1,000
    iterations won 54 of 100 games from seed 1001, and a player shown what its seat
    cannot see (the deck in its order, every hand: a measurement, not a player) won 56
    of the first 100 from seed 7 at 100 iterations, where this one won 60. What holds
    it back there is how a position is judged, not the search or what is hidden; the
    round to come counted too (``_round_ahead``) won 227 of 400 games from seed 1 at
    400 iterations, against 211. Not kept: playing the last round out to the game's
    end instead of judging it (what is held then counts for nothing), 56 of the first
    100 from seed 7 at 100 iterations (60); playing the whole round to come out by the
    normal player's best moves instead of counting it, 123 of the 200 from seed 1 at
    400 iterations, as many as counting it, in twice the time. Nor does one kind of
    move stand out as played badly: where its move differed from the normal player's
    best (612 moves of 34 games at 400 iterations), each judged by 100 games played on
    from the true position by normal players, its moves were as good or better on the
    whole for every kind but the defender chosen (17 moves, -0.04 of a win each, within
    two standard errors); a graft left out gained the most, +0.11 of a win. Nor, seen
    to defend three fights holding tokens and cards and to lay none, does valuing what
    is held lower make it lay them to better effect: the tokens and Ability Cards in
    hand at a third of their fitted weights (0.035 and 0.02) won 54 of the first 100
    games from seed 1 at 400 iterations, where these weights won 65. Nor, at 100
    iterations on the games from seed 1 (60 of 120 won): the round to come counted two
    and a half times as much (a Character left damaged is taken by the next player:
    who won where it lost sat one or two seats after it 36 times in 44), 56; its
    defender chosen as the normal player would, 59. Each changed the winner of 22 and 5
    of the 120 games: at 4 players the deal and the dice settle most games whatever it
    plays. At 3 players more iterations do tell: 1,000 won 72 of 100 from seed 1001 (the app's
    second allows some 1,500 there); shown everything, 67 of the first 100 from seed 7
    (65)."""
    best = _normal()
    turn = state.turns
    state = game.clone(state)  # (played on in place)
    for _ in range(TURN_MOVES):
        if game.is_terminal(state) or state.turns != turn:
            break
        movers = game.to_move(state)
        if not movers:
            break
        seat = movers[0]
        legal = game.legal_actions(state, seat)
        move = legal[0] if len(legal) == 1 else best.best(game, state, seat, legal)
        state = game.play(state, move)
    if game.is_terminal(state):
        return rewards(game, state)
    return prospects(game.cards, state)


def search_moves(
    game: Genegrafter, state: State, seat: str, legal: list[Action], searcher: str
) -> list[Action]:
    """The moves of ``legal`` a search for ``searcher`` weighs for ``seat``: every move
    of its own; for another player only the normal player's best move. The others are
    played as the normal player it meets plays them (``judge`` plays on so too), and a
    search weighing their moves as its own spreads its iterations over every answer of
    every player, the more so the more there are.

    Against the normal player, 100 iterations a move, seats turned round, on the same
    games (``simulate --seed 7``, and 107, 207, 307, 100 games each): at 4 players 52.0%
    of 400 against 48.2% weighing every move of the others; at 3 players 65% of the
    first 100 against 59%, and 59.5% of the 400 (58.5% of 400 from seed 1 before); at
    2 players 70.0% of the first 300 (70.0% of 400 before).
    With it, not kept: judging after the next player's turn too at 4 players, 58% of
    the first 100 (60%); the normal player's best move past the tree instead of one at
    random, 53% of them at 4 players (60%). Nor, on the same first 100 at 4 players:
    its own moves cut to the normal player's three best, so that the iterations go to
    fewer, 35% (where it plays otherwise than the normal player, it is often a move
    that player rates low: an Ability Card kept back, no graft, the Infinity Die rolled
    first); rerolls of dice showing the same weighed once, 59%; exploring less
    (``core.search.EXPLORE`` 0.2 for 0.7: at 100 iterations the visits at the root
    come out nearly even), 58% (0.35 at 400 iterations: 125 of the 200 from seed 1,
    against 123); the move of the best mean reward played instead of
    the most visited, 61%; the rollout search (``core.rollout``, each move judged
    after the turn on the same 40 deals, another kept if 0.005 better), 54%, in two
    thirds more time. Nor the others' moves drawn as the normal player at the table
    makes them, give or take its noise (0.2), afresh each time round instead of its
    best move: 56 of the 120 games from seed 1 at 100 iterations, against 60."""
    if seat == searcher or len(legal) == 1:
        return legal
    return [_normal().best(game, state, seat, legal)]


@cache
def _normal() -> GenegrafterBot:
    """The normal computer player, whose best moves (no noise) play a turn out."""
    from petridish.games.genegrafter.bot import GenegrafterBot  # (it imports the rules)

    return GenegrafterBot()


def prospects(cs: carddata.CardSet, state: State) -> dict[str, float]:
    """Each player's chance to win, as shares of 1, from what each has (``_odds``),
    what a battle under way may bring (``_battle_ahead``) and, from four players, what
    the round to come may (``_round_ahead``): a player knocked out has none ("Winning
    the Game"; Battle)."""
    alive = facts.alive(state)
    ahead = {seat: 0.0 for seat in alive}
    _battle_ahead(cs, state, ahead)
    if state.battle is None and len(state.seats) >= ROUND_AHEAD_FROM:
        _round_ahead(cs, state, ahead)
    odds = {seat: _odds(cs, state, seat) + BATTLE * ahead[seat] for seat in alive}
    top = max(odds.values(), default=0.0)
    weights = {s: math.exp(o - top) for s, o in odds.items()}
    total = sum(weights.values())
    return {s: weights.get(s, 0.0) / total for s in state.seats}


def _odds(cs: carddata.CardSet, state: State, seat: str) -> float:
    """``seat``'s log-odds of winning, but for a constant all share: the Genetic
    Markers that win the game, in its Gene Pool, in play (less if damaged: one more lost
    battle puts the Character in another's Gene Pool) and in hand (yet to be played);
    what wins battles: the dice of the Characters in play and their Gear, the Ability
    Cards, Gear and tokens; Health, which keeps a player in the game and breaks a tie;
    and the Infinity Die while it is not rolled."""
    odds = POOL * facts.score(cs, state, seat)
    for c in facts.in_play(state, seat):
        card = cs.character(c)
        odds -= card.markers * (POOL - (DAMAGED if c in state.damaged else UP))
        dice = card.attack + card.defense
        dice += sum(g.attack + g.defense for g in facts.gear_on(cs, state, c))
        odds += CHARACTERS + dice * STRENGTH
    for c in facts.hand(state, seat):
        kind = cs.kind_of(c)
        if kind == "character":
            odds += HELD_CARD + HELD * cs.character(c).markers
        elif kind == "ability":
            odds += ABILITY
        elif kind == "gear":
            odds += GEAR
    odds += TOKEN * (state.attack_tokens[seat] + state.defense_tokens[seat])
    odds += HEALTH * state.health[seat]
    return odds + INFINITY * (seat not in state.infinity_used)


def _battle_ahead(cs: carddata.CardSet, state: State, worth: dict[str, float]) -> None:
    """A battle under way counted as what it may bring: in each fight, each side's
    Character damaged, or lost to the other's Gene Pool, as likely as its side is to
    lose, by the dice each counts so far (or as they lie once rolled); an attacker yet
    to fight meets the defender with the most dice; a player with no Character to
    defend loses a Health a fight (Battle, steps 3 to 8, 10; "Winning the Game")."""
    battle = state.battle
    attacker, defender = state.current, battle.opponent if battle else ""
    if battle is None or attacker not in worth or defender not in worth:
        return
    fight = battle.fight
    defenders = facts.in_play(state, defender)
    if not defenders:
        hits = len(battle.waiting) + (fight is not None)
        worth[defender] -= hits / START_HEALTH
        return
    best = max(defenders, key=lambda c: _dice(cs, state, defender, c))
    fights = [(a, best, 0, 0, False) for a in battle.waiting]
    if fight is not None:
        tokens = fight.tokens
        fights.append(
            (
                fight.attacker,
                fight.defender or best,
                tokens.get(attacker, 0),
                tokens.get(defender, 0),
                True,
            )
        )
    # Rolled in this fight: the flip counts its sources and rolls at once. (The dice in
    # the tray are the last fight's until this one rolls: a new fight was judged by them.)
    rolled = fight is not None and bool(fight.sources)
    for character, against, spent, held, laid in fights:
        if rolled and laid:
            a, d = _totals(state)
            win = 1 / (1 + math.exp((d - a) / 2))
        else:
            a = _dice(cs, state, attacker, character, spent, laid)
            d = _dice(cs, state, defender, against, held, laid)
            win = _chance(a, d)
        for side, other, card, lose in (
            (attacker, defender, character, 1 - win),
            (defender, attacker, against, win),
        ):
            m = cs.character(card).markers
            if card in state.damaged:
                worth[side] -= lose * m * (1 - HALF)
                worth[other] += lose * m
            else:
                worth[side] -= lose * m * HALF


def _round_ahead(cs: carddata.CardSet, state: State, worth: dict[str, float]) -> None:
    """The round to come, counted as what it may bring: each player still in the game
    attacks once, where the normal player would (its attacker with the most dice
    against the target's defender with the most, if the chance is worth the risk;
    else a player with nobody to defend, who loses a Health), and each side gains or
    loses as in ``_battle_ahead``, by the chance of the fight (Battle; "Winning the
    Game")."""
    strongest: dict[str, tuple[str, int]] = {}
    for seat in worth:
        characters = facts.in_play(state, seat)
        if characters:
            best = max(characters, key=lambda c: facts.dice(cs, state, c, True))
            strongest[seat] = (best, facts.dice(cs, state, best, True))
    for seat, (attacker, dice) in strongest.items():
        best_value, best_shift = 0.0, {}
        for target in worth:
            if target != seat:
                value, shift = _attack(cs, state, seat, attacker, dice, target)
                if value > best_value:
                    best_value, best_shift = value, shift
        for side, gain in best_shift.items():
            worth[side] += gain


def _attack(
    cs: carddata.CardSet, state: State, seat: str, attacker: str, dice: int, target: str
) -> tuple[float, dict[str, float]]:
    """What ``seat``'s attack with ``attacker`` on ``target`` is worth to the normal
    player (as ``GenegrafterBot`` rates a battle), and what it may bring each side."""
    defenders = facts.in_play(state, target)
    if not defenders:  # a direct hit: a Health lost
        return 3.0 + (START_HEALTH - state.health[target]), {target: -HEALTH / BATTLE}
    defender = max(defenders, key=lambda c: facts.dice(cs, state, c, False))
    win = _chance(dice, facts.dice(cs, state, defender, False))
    theirs, ours = cs.character(defender).markers, cs.character(attacker).markers
    hurt, risked = defender in state.damaged, attacker in state.damaged
    value = win * theirs * (2.0 if hurt else 0.8) - (1 - win) * ours * (1.5 if risked else 0.5)
    shift = {seat: 0.0, target: 0.0}
    if hurt:  # lost again: into the attacker's Gene Pool
        shift[target] -= win * theirs * (1 - HALF)
        shift[seat] += win * theirs
    else:
        shift[target] -= win * theirs * HALF
    if risked:
        shift[seat] -= (1 - win) * ours * (1 - HALF)
        shift[target] += (1 - win) * ours
    else:
        shift[seat] -= (1 - win) * ours * HALF
    return value - 0.3, shift


def _totals(state: State) -> tuple[int, int]:
    a = sum(d.value for k, d in state.dice.items() if k.startswith("attack."))
    d = sum(v.value for k, v in state.dice.items() if k.startswith("defense."))
    return a, d


def _dice(
    cs: carddata.CardSet,
    state: State,
    seat: str,
    character: str,
    tokens: int = 0,
    laid: bool = False,
) -> int:
    """The dice ``seat``'s side counts for ``character``: its own, its Gear's, the
    ``tokens`` spent and, if ``laid``, the Ability Cards it has laid (Battle, step 6)."""
    attacking = seat == state.current
    card = cs.character(character)
    own = card.attack if attacking else card.defense
    gear = sum(g.attack if attacking else g.defense for g in facts.gear_on(cs, state, character))
    n = own + gear + tokens
    if laid:
        powers = facts.powers(cs, state, character)
        n += sum(
            carddata.ability_dice(cs.ability(c), powers) for c in state.zones[f"battle.{seat}"]
        )
    return min(n, 6) if state.options.get("dice_cap", "six") == "six" else n  # ruling GG-R05


def _chance(ours: float, theirs: float) -> float:
    """The chance that ``ours`` six-sided dice total more than ``theirs`` (a tie is
    rolled again), by the normal approximation."""
    if ours <= 0 or theirs <= 0:
        return 1.0 if ours > theirs else 0.0 if theirs > ours else 0.5
    z = 3.5 * (ours - theirs) / math.sqrt(35 / 12 * (ours + theirs))
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))
