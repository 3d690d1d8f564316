"""A computer player that improves on the game's own: the rollout algorithm.

Where the game's normal player is a decent one, a move can be chosen by trying each
of the few that matter (``Game.search_moves``, the normal player's first) and playing
every game on from there to its end with every seat moved by a normal player of its own
(``registry.make_bot``: a fresh one each sample, seeing its seat's view and remembering
what it saw on the way, as at the table; a player that forgets can go back and forth
for ever): the move whose games ended best on average is played
(Bertsekas' rollout algorithm, Tesauro and Galperin's "on-line policy improvement").
In theory it plays at least as well as the normal player it rolls out, give or take the
noise of its samples and how far its deals are from the truth, and better wherever one
move's games clearly end better.

The moves are compared in pairs (*common random numbers*): each sample deals one
position from the seat's view (``Game.determinize``: the hidden cards, the dice to come)
and plays every move from a copy of that same deal, so the dice fall alike for all of
them until their games part, and the luck of the deal, much larger than what a move
changes, drops out of the difference. The normal player's move is kept unless another
did better on the same deals by more than their differences' spread can explain
(``MARGIN``, ``SURE``): a search should never play worse than the normal player by
chance. A game chooses this search over the tree search by ``Game.search_kind``; like
it, it is handed the view and never reads the true state.
"""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Callable
from typing import Any

from petridish.core.actions import Action
from petridish.core.game import Game
from petridish.core.registry import make_bot
from petridish.core.search import Budget, Node, rewards

# How much better on average (in reward, 0..1) another move's games must end than the
# normal player's on the same deals, and by how many standard errors of that mean
# difference, before the search plays it.
MARGIN = 0.02
SURE = 2.0
# The most moves a sample plays before it judges the game where it stands
# (``Game.evaluate``): far more than any game takes, only that none goes on for ever.
LONGEST = 5_000


def think(
    game: Game[Any],
    view: Any,
    seat: str,
    legal: list[Action],
    rng: random.Random,
    budget: Budget,
    stop: Callable[[], bool] = lambda: False,
    normal: Any = None,
) -> tuple[Action, Node]:
    """The move ``seat`` plays in ``view`` (one of ``legal``), and what each move it
    weighed came to: the root's children, one per move, each with its samples
    (``visits``) and their summed reward for ``seat``, as ``core.search.think`` gives
    them. ``budget.iterations`` counts samples (each plays every move weighed once);
    ``stop`` is asked between samples. ``normal``: the seat's own normal player, which
    has followed the game and remembers what it saw (the strong player's): asked at
    every move, so that it goes on remembering, its move is the one to beat, and in
    every sample it plays on for the seat as it would; else the game's first move that
    matters is, and a fresh normal player plays on."""
    root = Node()
    base = normal.choose(game, view, seat, legal) if normal is not None else None
    if len(legal) == 1:
        return legal[0], root
    moves = game.search_moves(view, seat, legal, seat)
    if base is not None:
        moves = [base, *(m for m in moves if m != base)]
    if len(moves) == 1:
        return moves[0], root
    for move in moves:
        root.children[move] = Node(seat)
    # Each move's difference from the normal player's, sample by sample: sums and
    # sums of squares, for their mean and its spread.
    gained = dict.fromkeys(moves, 0.0)
    squared = dict.fromkeys(moves, 0.0)
    deadline = time.monotonic() + budget.seconds
    done = 0
    while not stop():
        if budget.iterations and done >= budget.iterations:
            break
        if done and time.monotonic() >= deadline:
            break
        dealt = game.determinize(view, seat, rng)
        seed = rng.getrandbits(32)  # the same players for every move of the sample
        got = [ended(game, game.clone(dealt), move, seat, seed, normal) for move in moves]
        for move, reward in zip(moves, got, strict=True):
            node = root.children[move]
            node.visits += 1
            node.available += 1
            node.reward += reward
            gained[move] += reward - got[0]
            squared[move] += (reward - got[0]) ** 2
        done += 1
    root.visits = done
    return chosen(moves, gained, squared, done), root


def ended(
    game: Game[Any], state: Any, move: Action, seat: str, seed: int, normal: Any = None
) -> float:
    """``seat``'s reward once ``move`` is made in ``state`` (a copy of the search's own)
    and the game played on to its end by a normal player in every seat, each made from
    ``seed`` and seeing its own view; in ``seat``, a copy of ``normal`` if given (what
    it remembers goes on with it)."""
    state = game.play(state, move)
    players = {s: make_bot(game.id, "normal", seed + i) for i, s in enumerate(game.seats_of(state))}
    if normal is not None:
        players[seat] = copy.deepcopy(normal)
    left = LONGEST
    while left and not game.is_terminal(state):
        movers = game.to_move(state)
        if not movers:
            break
        mover = movers[0]
        legal = game.legal_actions(state, mover)
        if not legal:
            break
        view = game.view(state, mover)
        state = game.play(state, players[mover].choose(game, view, mover, legal))
        left -= 1
    return rewards(game, state).get(seat, 0.0)


def chosen(
    moves: list[Action], gained: dict[Action, float], squared: dict[Action, float], n: int
) -> Action:
    """The move whose mean gain over the normal player's move (``moves[0]``) is the
    largest of those clearly above ``MARGIN`` (by ``SURE`` standard errors), else the
    normal player's move."""
    best, best_gain = moves[0], 0.0
    if n < 2:
        return best
    for move in moves[1:]:
        mean = gained[move] / n
        spread = max(0.0, squared[move] / n - mean * mean)
        error = math.sqrt(spread / (n - 1))
        if mean > MARGIN and mean - SURE * error > 0 and mean > best_gain:
            best, best_gain = move, mean
    return best
