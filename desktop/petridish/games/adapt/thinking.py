"""A.D.A.P.T. for the computer player that searches (``core.search``): each fish's
chance to win in a position not yet played out (``judge``: play goes on for a round or
two as the normal computer player would play them, then what each fish has,
``chances``).

Why: a move of A.D.A.P.T. is mostly a whole turn, and what it is worth shows only once
the other fish have answered it: an attack that leaves the attacker open, a Part bought
that the next attacks make pay. Moves at random answer badly (an attack on a fish that
cannot be hurt, a Wipe for nothing), and a search judging right after them misses what
the normal player would do next. Against the normal player, at 2 fish and 300
iterations a move, on the same 100 games: the position judged after 4 random moves by
each fish's share of strength times Health left, the strong player won 51%; by the
weights below instead, 58%; after one round of the normal player's moves, 62.5%, and
65.5% by the weights below; after two rounds, 69%. The normal player's moves cost as
much again as the rest (154 ms a move against 79 ms, on a busy machine), but time buys
little else: judged after random moves, 1,000 iterations won 62.9% of 400 games.

At 3 fish or more a fish's chances hang on the others' attacks too: the normal players
gang up on the fish they can hurt most, and a fish the others could finish is likely
out (``features``: TAKEN, DOOMED). Judged by the 2-fish weights, which count only a
fish's own attack, a 4- or 5-fish position was told worse than by a coin; weights
fitted per count of fish (``WEIGHTS``) won, at 300 iterations on the same games, 79%
of 34 at 3 fish against 68%, 60% of 40 at 4 fish against 52.5%, 60% of 30 at 5 fish
against 57%. The search plays the other fish as the normal player plays them
(``search_moves``), as judging plays on; with both, on the same 60 games a count: 87%
at 3 fish against 73%, 62% at 4 against 45%, 73% at 5 against 52.5% (a fair share: a
third, a quarter, a fifth), and 63% at 2 fish against 60%. On 200 games a count
(``petridish simulate adapt --seats strong,normal,... --iterations 300 --rotate``): 73.0%
at 2 fish, 68.5% at 3, 67.5% at 4, 71.0% at 5.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING

from petridish.core.search import rewards
from petridish.games.adapt.prospects import strength
from petridish.games.adapt.state import GUPPY

if TYPE_CHECKING:
    from petridish.core.actions import Action
    from petridish.games.adapt.board import Board
    from petridish.games.adapt.bot import AdaptBot
    from petridish.games.adapt.cards import Card
    from petridish.games.adapt.rules import AdaptGame
    from petridish.games.adapt.state import State

# How many rounds play goes on for before the position is judged (a round: each fish's
# turn), by the fish at the table: two at 2 fish, one at more. At 3 fish, 300 iterations,
# on the same 60 games: one round won 73% (125 ms a move), two 62.5% (218 ms); judged
# after 4 random moves, 67.5%.
ROUNDS = {2: 2}
# The most moves that play may take in a round, a fish's (a Bait, or the card chosen by
# a Random Selection, is a move of the same turn).
MOVES_A_TURN = 3

# What each thing a fish has adds to its log-odds of winning (``chances``), by the fish
# at the table, fitted (a conditional logit) to positions of games between normal
# computer players, and who won each game (the mean log-likelihood of the winner of a
# held-out quarter of the games, against a coin's and the 2-fish weights'):
# - 2 fish: 85,000 positions of 3,000 games; -0.51 (coin -0.69; each fish's share of
#   strength times Health left -0.57).
# - 3 fish: 27,500 positions of 3,000 games; -0.723 (coin -0.983, the 2-fish weights
#   -0.751).
# - 4 fish: 29,000 positions of 3,000 games; -1.019 (coin -1.190, the 2-fish weights
#   -1.147: worse than a coin, as they count a fish's chance to finish another and not
#   the others' to finish it, while at 4 fish the others gang up on the weakest).
# - 5 fish: 36,000 positions of 3,000 games; -1.174 (coin -1.355, the 2-fish weights
#   -1.377).
# What each weight is of (``features``): LEFT a point of Health left; STRENGTH a point of
# the fish's strength (``prospects.strength``); LEVEL a level of its Body; DEALT a point
# of Damage its attack deals on average (the others, on average); FINISH its chance to
# finish another fish by its next attack (the likeliest); TO_MOVE it is its turn; TAKEN a
# point of Damage the others' attacks deal it on average; DOOMED the likeliest chance
# that another fish finishes it by its next attack; AHEAD the share of the table's turns
# until its own (0 its turn, 1 the last).
WEIGHTS: dict[int, dict[str, float]] = {
    2: {
        "LEFT": 0.156,
        "STRENGTH": 0.022,
        "LEVEL": 0.226,
        "DEALT": 0.303,
        "FINISH": 1.594,
        "TO_MOVE": 0.164,
    },
    3: {
        "LEFT": 0.19,
        "STRENGTH": 0.021,
        "LEVEL": 0.203,
        "DEALT": -0.274,
        "FINISH": 0.928,
        "TAKEN": -0.626,
        "DOOMED": -0.569,
        "AHEAD": -0.282,
    },
    4: {
        "LEFT": 0.152,
        "STRENGTH": 0.017,
        "LEVEL": -0.004,
        "DEALT": -0.329,
        "FINISH": 0.312,
        "TAKEN": -0.601,
        "DOOMED": -0.878,
        "AHEAD": -0.192,
    },
    5: {
        "LEFT": 0.155,
        "STRENGTH": 0.015,
        "LEVEL": -0.033,
        "DEALT": -0.397,
        "FINISH": 0.375,
        "TAKEN": -0.745,
        "DOOMED": -0.946,
        "AHEAD": -0.158,
    },
}

KEPT_GAINS = 20_000  # what the judging player keeps at most (``_normal``): some MB


def judge(game: AdaptGame, state: State) -> dict[str, float]:
    """Each fish's chance to win in ``state``: play goes on for a round or two
    (``ROUNDS``) by the normal computer player's best moves, each fish its own, and the
    position is then judged (``chances``), or by the result if the game ended."""
    best = _normal()
    state = game.clone(state)  # (played on in place)
    players = len(state.seats)
    turns = ROUNDS.get(players, 1) * players
    seat = state.current
    for _ in range(MOVES_A_TURN * turns):
        if turns <= 0 or game.is_terminal(state):
            break
        legal = game.legal_actions(state, seat)
        if not legal:
            break
        if len(legal) == 1:
            move = legal[0]
        else:
            b = game.board(state)
            scores = [best.score(b, seat, a) for a in legal]
            move = legal[scores.index(max(scores))]
        state = game.play(state, move)
        if state.current != seat:
            turns -= 1
            seat = state.current
    if game.is_terminal(state):
        return rewards(game, state)
    return chances(game.board(state))


def chances(b: Board) -> dict[str, float]:
    """Each fish's chance to win, as shares of 1, by what it has (``features``, weighed
    by ``WEIGHTS`` for the fish at the table): a defeated fish has none, and while the
    Guppies are chosen every fish as much."""
    if b.s.step == GUPPY:  # (a fish with no Body yet has no totals)
        return dict.fromkeys(b.seats, 1.0 / len(b.seats))
    weights = WEIGHTS[min(len(b.seats), max(WEIGHTS))]
    odds = {
        seat: sum(weights.get(name, 0.0) * value for name, value in found.items())
        for seat, found in features(b).items()
    }
    top = max(odds.values(), default=0.0)
    shares = {seat: math.exp(o - top) for seat, o in odds.items()}
    total = sum(shares.values())
    return {seat: shares.get(seat, 0.0) / total for seat in b.seats}


def features(b: Board) -> dict[str, dict[str, float]]:
    """What each living fish has that its chance to win is judged by (``WEIGHTS`` says
    what each is): its own Health, strength and Body, and how the attacks between it
    and the others would go."""
    bot = _normal()
    alive = b.living()
    odds = {(a, d): bot.attack_odds(b, a, d) for a in alive for d in alive if a != d}
    order = list(b.seats)
    now = order.index(b.s.current) if b.s.current in order else 0
    found: dict[str, dict[str, float]] = {}
    for seat in alive:
        mine = [odds[seat, other] for other in alive if other != seat]
        theirs = [odds[other, seat] for other in alive if other != seat]
        count = len(mine) or 1
        ahead = (order.index(seat) - now) % len(order)
        found[seat] = {
            "LEFT": max(0, b.left(seat)),
            "STRENGTH": strength(b.totals(seat)),
            "LEVEL": b.level(seat),
            "DEALT": sum(a.dealt for a in mine) / count,
            "FINISH": max((a.kill for a in mine), default=0.0),
            "TO_MOVE": float(b.s.current == seat),
            "TAKEN": sum(a.dealt for a in theirs) / count,
            "DOOMED": max((a.kill for a in theirs), default=0.0),
            "AHEAD": ahead / max(1, len(order) - 1),
        }
    return found


def search_moves(
    game: AdaptGame, state: State, seat: str, legal: list[Action], searcher: str
) -> list[Action]:
    """The moves of ``legal`` a search for ``searcher`` weighs for ``seat``: every move
    of its own; for another fish only the normal player's best move. The others at the
    table are played as the normal player plays them (``judge`` plays on so too), and a
    search weighing their moves as its own would spread its visits over every answer of
    every fish, which at 4 or 5 fish leaves few for its own moves.

    Of its own moves, weighing only the normal player's better way to buy a card (to
    adapt at once or to keep) lost more games than it won, against every move: on the
    same games at 3 to 5 fish, 5 won that every move lost, 13 lost that it won."""
    if seat == searcher or len(legal) == 1:
        return legal
    best = _normal()
    b = game.board(state)
    scores = [best.score(b, seat, a) for a in legal]
    return [legal[scores.index(max(scores))]]


@cache
def _normal() -> AdaptBot:
    """The normal computer player, whose best moves (no noise) play on."""
    from petridish.games.adapt.bot import AdaptBot  # (it imports the rules)

    class Judging(AdaptBot):
        """The normal player, keeping what adapting a card adds to a fish (``gain``):
        a search asks the same again and again, and working it out is most of what the
        normal player's choice costs."""

        def __init__(self) -> None:
            super().__init__()
            self.gains: dict[tuple[str, ...], tuple[float, int]] = {}
            self.cards: object = None  # the cards the gains were worked out with

        def gain(self, b: Board, seat: str, card: Card) -> float:
            top = b.top(seat)
            key = (*[c.id for c in top], card.id)
            found = self.gains.get(key)
            if found is None or b.cards is not self.cards:
                # (Other cards under the same ids, as a test's own, are valued anew.)
                if len(self.gains) >= KEPT_GAINS or b.cards is not self.cards:
                    self.gains.clear()
                    self.cards = b.cards
                before, after = self.adapted(b, seat, card)
                found = self.gains[key] = (strength(after) - strength(before), after.health)
            value, health = found
            # As the normal player's: Health below Damage is held at 1 left, no better.
            return value - 2 if health < b.fish[seat].damage else value

    return Judging()
