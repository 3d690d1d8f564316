"""A computer player that thinks: information-set Monte Carlo tree search.

The player knows only its seat's view. Each time round (an *iteration*) it:

1. deals the hidden part of the view at random, consistently with what the seat sees
   (``Game.determinize``: the deck's order, the others' hands, the dice to come), on a
   private copy played with the fast rules (``Game.clone``, ``Game.play``);
2. goes down the tree of moves tried so far (a tree per seat: see below), at each step
   choosing among the moves legal in this deal (those of them that matter, where the
   game says which: ``Game.search_moves``) the one with the best upper confidence
   bound (UCB1), counting how often each was *available* rather than how often its
   parent was visited, since a move legal in one deal may not be in another;
3. tries one new move there, then plays on at random (or as the game says its players
   would: ``Game.playout_move``) to the end of the game, or to a horizon where the
   position is judged (``Game.evaluate``);
4. credits every move on the way down with the result for the seat that made it (as
   the game rewards a result: ``Game.rewards``).

Once the time or the iterations run out, it plays the move it tried most at the root.
Every seat in the tree chooses for its own good (each node keeps the reward of the seat
that moved into it), so the others are expected to play well too.

Every seat goes down a tree of its own, in which the others' moves are keyed as it sees
them (``Game.move_seen_by``), and chooses its moves from its own tree: where we pick a
room face down and the other side picks after us, its tree holds one node for "the
Adaptoid picked a room", whichever room we picked, so its reply cannot follow our hidden
pick (in a single tree it would, and every pick of ours would look as bad as its best
answer makes it). Such a reply, made without seeing all of ours, is drawn as the game
says its players weigh their moves, where it says (``Game.likely_moves``): searched, it
would be as good against every pick of ours alike, as no player's is. Where every seat
sees every move whole, the trees are one and the same, and the search is the
single-observer one. This is the multiple-observer variant of Cowling, Powley and
Whitehouse (2012), its trees sharing their nodes for as long as they agree. (What a move
turns up of an earlier one, such as the last pick showing every room, reaches a seat's
tree only through the moves that follow.) The search never reads the true state: it is
handed the view, and every deal it plays is made from the view alone, which is what
``tests/core/test_search.py`` holds it to.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from petridish.core.actions import Action
from petridish.core.game import Game

EXPLORE = 0.7  # UCB1's weight on trying the less visited moves (rewards lie in 0..1)
EVERYONE = ""  # the tree all seats share where every seat sees every move whole


@dataclass(slots=True)
class Node:
    """A move tried in the tree, and what came of it for the seat that made it."""

    seat: str = ""  # who made the move that leads here ("" at the root)
    visits: int = 0
    reward: float = 0.0  # summed over the visits, for ``seat``
    available: int = 0  # iterations in which the move was legal when its parent was reached
    # The moves tried next, each as the tree's seat sees it (``Game.move_seen_by``).
    children: dict[Hashable, Node] = field(default_factory=dict)
    # How likely the seat to move here is to make each move, as the game weighs them
    # (``Game.likely_moves``; empty: searched; None: not asked yet).
    likely: dict[Action, float] | None = None

    def score(self) -> float:
        """UCB1 with availability: the mean reward, plus a bonus for the rarely tried."""
        return self.reward / self.visits + EXPLORE * math.sqrt(
            math.log(self.available) / self.visits
        )


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a decision may take: ``seconds`` of thinking, or at most ``iterations``
    (whichever ends first; a fixed count of iterations makes a decision repeatable)."""

    seconds: float = 1.0
    iterations: int = 0  # 0: as many as the time allows
    # Moves played at random after the tree before the position is judged (0: to the
    # end; None: the game's own ``search_horizon``).
    horizon: int | None = None


def rewards(game: Game[Any], state: Any) -> dict[str, float]:
    """Each seat's reward for ``state`` in 0..1: at the end, as the game rewards its
    result (``Game.rewards``: by default a win, shared among the winners), else the
    game's own judgement of the position."""
    result = game.result(state)
    if result is None:
        return game.evaluate(state)
    return game.rewards(state, result)


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
    """The move ``seat`` plays in ``view`` (one of ``legal``), and the tree searched.

    ``stop`` is asked between iterations: once it says so (the player left, took a move
    back, or the game ended), the search ends with the best move found so far. A game
    that rolls its normal player out instead (``Game.search_kind``) is searched so
    (``core.rollout``), from ``normal``'s move and with it playing on for the seat,
    where given (a hint's normal player: ``core.hint.consider``)."""
    if game.search_kind == "rollout":
        from petridish.core import rollout  # (it builds on this module)

        return rollout.think(game, view, seat, legal, rng, budget, stop, normal)
    root = Node()
    if len(legal) == 1:
        return legal[0], root
    # The moves that matter (``Game.search_moves``), named once from the view alone, so
    # that what the seat cannot see never changes which it weighs.
    legal = game.search_moves(view, seat, legal, seat)
    if len(legal) == 1:
        return legal[0], root
    horizon = game.search_horizon if budget.horizon is None else budget.horizon
    deadline = time.monotonic() + budget.seconds
    trees = trees_of(game, view)
    done = 0
    while not stop():
        if budget.iterations and done >= budget.iterations:
            break
        if done % 8 == 0 and time.monotonic() >= deadline and done:
            break
        dealt = game.determinize(view, seat, rng)
        iterate(game, dealt, seat, root, rng, horizon, trees, legal)
        done += 1
    tried = [(root.children[a].visits, -i, a) for i, a in enumerate(legal) if a in root.children]
    if not tried:
        return legal[0], root
    return max(tried)[2], root


def trees_of(game: Game[Any], state: Any) -> dict[str, str]:
    """The tree each seat of ``state`` chooses its moves from: its own, or, where every
    seat sees every move whole (the game keeps ``Game.move_seen_by`` as it is), the one
    tree all of them share (``EVERYONE``)."""
    seats = game.seats_of(state)
    if type(game).move_seen_by is Game.move_seen_by:
        return dict.fromkeys(seats, EVERYONE)
    return {s: s for s in seats}


def iterate(
    game: Game[Any],
    state: Any,
    seat: str,
    root: Node,
    rng: random.Random,
    horizon: int,
    trees: dict[str, str],
    first: list[Action] | None = None,
) -> None:
    """One iteration on ``state``, a deal of the search's own (see the module), in the
    ``trees`` of its seats (``trees_of``); ``first``: the moves weighed at the root
    (``think``'s), else those the game names (``Game.search_moves``)."""
    # Where each tree has got to: all at the root, which every tree starts from.
    places = dict.fromkeys(trees.values(), root)
    path: list[Node] = []
    mover = seat  # the root's move is the searching seat's, whoever else may act too
    random_ = rng.random
    named = type(game).search_moves is not Game.search_moves
    while not game.is_terminal(state):
        node = places[trees[mover]]
        legal = game.legal_actions(state, mover)
        if not legal:
            break
        if first is not None and node is root:
            legal = first
        elif named:
            legal = game.search_moves(state, mover, legal, seat)
        guess = None
        if mover != seat and node is not places[trees[seat]]:  # it has not seen all ours
            guess = guessed(game, state, node, mover, legal, rng)
        if guess is not None:
            action, new = guess, guess not in node.children
            if new:
                node.children[action] = Node(mover, available=1)
            child = node.children[action]
        else:
            untried = [a for a in legal if a not in node.children]
            new = bool(untried)
            if new:
                action = untried[int(random_() * len(untried))]
                for a in legal:
                    if a in node.children:
                        node.children[a].available += 1
                child = node.children[action] = Node(mover, available=1)
            else:
                action, best_score = legal[0], -1.0
                for a in legal:
                    c = node.children[a]
                    c.available += 1
                    s = c.score()
                    if s > best_score:
                        action, best_score = a, s
                child = node.children[action]
        follow(game, state, action, node, child, places, path)
        state = game.play(state, action)
        if new:  # one new move a time round: the tree ends there
            break
        movers = game.to_move(state)
        if not movers:
            break
        mover = movers[0]
    state = playout(game, state, rng, horizon)
    reward = rewards(game, state)
    for n in path:
        n.visits += 1
        n.reward += reward.get(n.seat, 0.0)
    root.visits += 1


def guessed(
    game: Game[Any], state: Any, node: Node, mover: str, legal: list[Action], rng: random.Random
) -> Action | None:
    """The move ``mover`` makes at ``node`` of its tree, drawn as the game weighs its
    moves (``Game.likely_moves``, asked at the node's first visit), or None where the
    game leaves it to the search."""
    if node.likely is None:
        node.likely = game.likely_moves(state, mover, legal) or {}
    weights = [node.likely.get(a, 0.0) for a in legal] if node.likely else ()
    if not any(weights):
        return None
    return rng.choices(legal, weights)[0]


def follow(
    game: Game[Any],
    state: Any,
    action: Action,
    node: Node,
    child: Node,
    places: dict[str, Node],
    path: list[Node],
) -> None:
    """Move every tree on by ``action``, about to be made in ``state`` from the mover's
    ``node`` to its ``child``: each other seat's tree to the child for the move as that
    seat sees it, made if its tree has none yet. Each node reached goes on ``path`` once,
    however many trees share it."""
    reached = [child]
    mover = child.seat
    for watcher, place in places.items():
        if watcher in (mover, EVERYONE):
            places[watcher] = child
            continue
        key = game.move_seen_by(state, action, watcher)
        if place is node and key is action:  # (the trees have not parted yet)
            places[watcher] = child
            continue
        seen = place.children.get(key)
        if seen is None:  # (a tree that has parted from the mover's may not have it yet)
            seen = place.children[key] = Node(mover, available=1)
        places[watcher] = seen
        if not any(seen is n for n in reached):
            reached.append(seen)
    path += reached


def playout(game: Game[Any], state: Any, rng: random.Random, horizon: int) -> Any:
    """Random moves from ``state`` to the end, or for ``horizon`` moves (0: no horizon),
    or the moves the game makes for its players there (``Game.playout_move``). (Moves
    chosen by the normal player instead cost a search more deals than they gained it:
    measured in A.D.A.P.T., 54% against the normal player either way.)"""
    random_ = rng.random
    chosen = None if type(game).playout_move is Game.playout_move else game.playout_move
    left = horizon or -1
    while left and not game.is_terminal(state):
        movers = game.to_move(state)
        if not movers:
            break
        legal = game.legal_actions(state, movers[0])
        if not legal:
            break
        if chosen is None:
            state = game.play(state, legal[int(random_() * len(legal))])
        else:
            state = game.play(state, chosen(state, movers[0], legal, rng))
        left -= 1
    return state


class ThinkingPlayer:
    """The *strong* computer player: it searches (``think``) within its budget. Where
    its game rolls its normal player out (``core.rollout``), it keeps a normal player
    of its own, which follows the game from its seat and remembers what it saw there:
    its move is the one the search keeps unless another does clearly better."""

    name = "strong"

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.stop: Callable[[], bool] = lambda: False  # set by whoever runs it
        self.normal: Any = None  # its own normal player (a game searched by rollouts)

    def choose(self, game: Game[Any], view: Any, seat: str, legal: list[Action]) -> Action:
        if game.search_kind == "rollout":
            from petridish.core import rollout
            from petridish.core.registry import make_bot

            if self.normal is None:
                self.normal = make_bot(game.id, "normal", self.seed)
            normal = self.normal
            action, _ = rollout.think(
                game, view, seat, legal, self.rng, self.budget, self.stop, normal
            )
            return action
        action, _ = think(game, view, seat, legal, self.rng, self.budget, self.stop)
        return action
