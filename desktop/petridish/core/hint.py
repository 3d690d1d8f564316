"""A hint: the move a computer player rates best for a seat, and one line on why.

A computer player adds a little chance to its own play so that it is not predictable;
a hint is its best move without that (the bot's ``best``, where it has one), seen from
the seat's own view, with the bot's ``explain`` for the reason.

Where the game has a strong player (one that searches, ``core.search``), the hint is
the search's move (``consider``): it plays on from the seat's view many times, dealing
what the seat cannot see afresh each time, and names the move that came out best. Its
reason is then the normal player's ``explain`` where the normal player would make the
same move (words written for its own pick are true of that move alone), else the
normal player's ``facts`` of it (its words that hold whichever move is best), and what
the search found, said plainly (``reason``). Where the normal player's pick did as well
as the search's within what its tries can tell apart (``settled``), the hint is the
normal player's pick, with its own reason: a hint that flipped between two moves on the
luck of the deals, each "better" by a point, would teach nothing."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from petridish.core.actions import Action
from petridish.core.bot import Bot, decide
from petridish.core.game import Game
from petridish.core.search import Budget, Node, think


def advise(game: Game[Any], state: Any, seat: str, bot: Bot) -> tuple[Action, str]:
    """The move ``bot`` rates best for ``seat`` in ``state``, and why ("" if the bot
    gives no reasons). Raise ValueError if the seat has no move."""
    view = game.view(state, seat)
    best = getattr(bot, "best", None)
    if best is None:
        action = decide(game, state, seat, bot)
    else:
        legal = game.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"{seat} has no move")
        action = best(game, view, seat, legal)
    explain = getattr(bot, "explain", None)
    return action, explain(game, view, seat, action) if explain is not None else ""


@dataclass(frozen=True, slots=True)
class Advice:
    """A hint: the move, and what a person is told of why."""

    action: Action
    why: str = ""  # the normal player's reason, where the move is its pick too ("": none)
    tries: int = 0  # how many times the search played on from here (0: no search)
    chances: float = 0.0  # the seat's chances after the move, on average over its tries
    # The move it is compared with (None: none was tried): the normal player's pick
    # where the two differ (``first_sight``), else the next best the search found.
    rival: Action | None = None
    rival_chances: float = 0.0
    rival_tries: int = 0
    first_sight: bool = False
    visits: int = 0  # how many of the tries began with the hinted move
    # The normal player's pick, hinted where the search's own move (``rival``) did no
    # clearly better (``settled``).
    close: bool = False


def consider(
    game: Game[Any],
    view: Any,
    seat: str,
    legal: list[Action],
    normal: Bot,
    rng: random.Random,
    budget: Budget,
    stop: Callable[[], bool] = lambda: False,
) -> Advice:
    """The strong player's move for ``seat`` (one of ``legal``), seeing only ``view``,
    with the normal player's reason where the normal player would make it too (else
    what its reasons say of the move that holds all the same: its ``facts``). Safe to
    run on a thread of its own: it reads nothing but its arguments."""
    if not legal:
        raise ValueError(f"{seat} has no move")
    best = getattr(normal, "best", None)
    pick = best(game, view, seat, legal) if best is not None else None
    # A rollout search begins from the normal player's move, as the strong player's
    # does from its own normal player's (``ThinkingPlayer``), not from a fresh one.
    searched, tree = think(game, view, seat, legal, rng, budget, stop, normal)
    # The seat's own moves at the root: another seat's tree may share it, and hold a
    # node for one of our moves as that seat sees it ("a room chosen face down").
    root = Node(
        visits=tree.visits, children={a: tree.children[a] for a in legal if a in tree.children}
    )
    action = settled(root, searched, pick)
    # Its own pick: the normal player's reason. Another move: only what its words say
    # that holds whichever move is best (``facts``), where it says so.
    words = getattr(normal, "explain" if action == pick else "facts", None)
    why = words(game, view, seat, action) if words is not None else ""
    return found(root, action, why, pick, searched if action != searched else None)


# The largest spread of a reward in 0..1 about its mean: what a move's mean over n tries
# may be off by is about this over the square root of n.
SPREAD = 0.5


def settled(root: Node, action: Action, pick: Action | None) -> Action:
    """The move to hint: the search's ``action``, unless the normal player's ``pick``
    did as well within what their tries can tell apart (their means closer than the
    spread of the difference of two such means)."""
    tried = tried_moves(root)
    if pick is None or pick == action or pick not in tried or action not in tried:
        return action
    best, normal = tried[action], tried[pick]
    noise = SPREAD * math.sqrt(1 / best.visits + 1 / normal.visits)
    return pick if mean(best) - mean(normal) <= noise else action


def found(
    root: Node, action: Action, why: str, pick: Action | None, searched: Action | None = None
) -> Advice:
    """What the search (its tree ``root``) found of ``action``, the move hinted, set
    against ``searched``, the search's own move where the hint is the normal player's
    instead (``settled``); else against ``pick`` (the normal player's; None: it has none)
    where the two differ, else against the move that did best after it."""
    tried = tried_moves(root)
    node = tried.get(action)
    if node is None:  # a move with no other (or no time to try one): nothing found
        return Advice(action, why)
    close = searched is not None and searched in tried
    if close:
        rival = searched
    else:
        rival = pick if pick != action and pick in tried else None
        if rival is None:  # the next best: the best mean, then the most tried (the first of equals)
            others = [a for a in tried if a != action]
            rival = max(others, key=lambda a: (mean(tried[a]), tried[a].visits), default=None)
    r = tried[rival] if rival is not None else None
    return Advice(
        action,
        why,
        tries=root.visits,
        chances=mean(node),
        rival=rival,
        rival_chances=mean(r) if r else 0.0,
        rival_tries=r.visits if r else 0,
        first_sight=not close and rival is not None and rival == pick,
        visits=node.visits,
        close=close,
    )


def tried_moves(root: Node) -> dict[Action, Node]:
    """The moves tried at ``root``, the seat's own each seen whole (``consider`` leaves
    out any other seat's): Actions."""
    return {a: n for a, n in root.children.items() if n.visits and isinstance(a, Action)}


def level(advice: Advice) -> bool:
    """Whether the move hinted and its rival came out level within what their tries can
    tell apart (as ``settled`` judges)."""
    if not advice.visits or not advice.rival_tries:
        return False
    noise = SPREAD * math.sqrt(1 / advice.visits + 1 / advice.rival_tries)
    return abs(advice.chances - advice.rival_chances) <= noise


def mean(node: Node) -> float:
    """The reward of a move tried, on average over its tries."""
    return node.reward / node.visits


def reason(advice: Advice, label: Callable[[Action], str]) -> str:
    """Why the hinted move, in words a player understands: the normal player's reason
    (if any), then what the search found. ``label`` names a move as the table does."""
    said = search_words(advice, label)
    return "; ".join(part for part in (advice.why, said) if part)


LONG_SHOT = 0.10  # chances under this, with every move tried: a hard spot, said first


def search_words(advice: Advice, label: Callable[[Action], str]) -> str:
    """What the search found, plainly, where the position is a hard one first saying so:
    "your chances after it: 3%" alone read as the hint giving up on the player, where it
    still names the best try."""
    said = _found_words(advice, label)
    if said and max(advice.chances, advice.rival_chances) < LONG_SHOT:
        return f"a hard spot, and this is the best try in it: {said}"
    return said


def _found_words(advice: Advice, label: Callable[[Action], str]) -> str:
    """What the search found, plainly ("" if it did not search). The chances are the
    seat's on average over the tries that began with the move: a share of the games won
    or, where the search stops a few moves on, the game's own judgement of the position
    (``Game.evaluate``)."""
    if not advice.tries:
        return ""
    # The figures first, each beside the move it is for; how they were found after.
    # (Short: the hint is read over the table, and two new players found "as far as the
    # trials tell (872 trial games from here, the cards you cannot see dealt at random)"
    # heavy going. What the seat cannot see is guessed afresh for each game: the hint
    # knows no more than the player, and says so.)
    tried = f"({advice.tries:,} games played on from here, hidden cards guessed)"
    mine, theirs = f"{advice.chances:.0%}", f"{advice.rival_chances:.0%}"
    if advice.rival is None:  # (no second figure to tell it from)
        return f"your chances to win after it: {advice.chances:.0%} {tried}"
    # The other move in quotation marks, as Your moves lists it: its label is an order
    # ("Buy the Lateral Line … and keep it"), which read as part of the sentence.
    other = f"“{label(advice.rival)}”"
    if advice.close or level(advice) or mine == theirs:
        # Level within what the tries can tell: one rounded figure. Two ("29.8% with
        # it, against 29.7%") claimed a difference the games cannot tell, and a lower
        # figure beside the move hinted read as advice against it.
        # (Kept short: "about 50% with it or with … alike; this move is also the one that
        # looks best at first sight" was more than a new player would read over the
        # table. Where it is the normal player's pick, its reason is said first.)
        about = f"{(advice.chances + advice.rival_chances) / 2:.0%}"
        return f"your chances to win: about {about}, as with {other} {tried}"
    if advice.chances < advice.rival_chances:
        # Chosen for being tried most (it kept looking best); another did better over
        # so few tries that it says less.
        return (
            f"it kept looking best, so it was tried most: your chances to win {mine} over"
            f" {advice.visits:,} games; {other} came out at {theirs}, but over only"
            f" {advice.rival_tries:,}, which says less"
        )
    seen = "the move that looks best at first sight" if advice.first_sight else "the next best"
    return f"your chances to win: {mine} with it, against {theirs} with {other}, {seen} {tried}"
