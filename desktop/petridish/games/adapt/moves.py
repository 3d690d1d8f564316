"""What a player may do on their turn (rulebook "Action Options", lines 37-43, and
"Can't Act", lines 81-88), and why not.

A player who can do none of Adapt, Buy, Attack, a Special Action or Wipe can't act:
they may Adapt by Random Selection, or Rest (ruling ADAPT-R12). A fish baited into an
attack must make it, when it can (ruling ADAPT-R11).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TypeVar

from petridish.core.actions import Action
from petridish.games.adapt.adapting import MAX_LEVEL, adapt_costs, wanted_levels
from petridish.games.adapt.board import Board
from petridish.games.adapt.specials import special_moves
from petridish.games.adapt.state import (
    PGP_SIZE,
    SEAT_IDS,
    Adapt,
    Attack,
    Buy,
    RandomSelection,
    Rest,
    Wipe,
)

# -- the moves, made once --------------------------------------------------------------------
# An action is a frozen record, equal in every position it is legal in, and making one
# costs more than finding it again: the legal moves hand out each one made once (a game
# names only so many: its seats, its cards, kept or not; a Special Action's are made
# in ``specials``), each found by a plain look-up in its seat's table.

K = TypeVar("K")
A = TypeVar("A", bound=Action)


class Made(dict[K, A]):
    """One seat's moves of one kind by what they name (a card, a fish), each made the
    first time it is asked for."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[K], A]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> A:
        move = self[key] = self.make(key)
        return move


def _made(make: Callable[[str, str], A]) -> dict[str, Made[str, A]]:
    """A table of moves for each seat, made by ``make(seat, key)``."""
    return {seat: Made(partial(make, seat)) for seat in SEAT_IDS}


ADAPTS = _made(Adapt)  # seat -> card -> adapt it from the PGP
KEEPS = _made(lambda seat, card: Buy(seat, card, True))  # seat -> card -> buy it to keep
BUYS = _made(lambda seat, card: Buy(seat, card, False))  # seat -> card -> buy and adapt it
ATTACKS = _made(Attack)  # seat -> fish -> attack it
WIPES = {seat: Wipe(seat) for seat in SEAT_IDS}


# -- what a fish may do ------------------------------------------------------------------------


def guppy_threshold(b: Board) -> int:
    """A Guppy attacks with at least this Total Ferocity (ruling ADAPT-R04)."""
    return int(b.options.get("guppy_attack", 2))


def can_attack(b: Board, seat: str) -> bool:
    """Whether ``seat``'s fish may attack at all: a Guppy needs its Total Ferocity."""
    t = b.totals(seat)
    return not t.guppy or t.ferocity >= guppy_threshold(b)


def attack_ready(b: Board, seat: str) -> str | None:
    """Why ``seat``'s fish cannot attack at all (None: it can)."""
    if can_attack(b, seat):
        return None
    ferocity = b.totals(seat).ferocity
    need = guppy_threshold(b)
    return f"a Guppy can't attack until it has {need} Total Ferocity (it has {ferocity})"


def attack_problem(b: Board, seat: str, target: str) -> str | None:
    if target not in b.seats or target == seat:
        return "attack another fish"
    if b.fish[target].defeated:
        return "that fish has been defeated"
    if b.fish[target].hidden:
        return "that fish is hidden: it can't be attacked until its next turn"
    return attack_ready(b, seat)


def wanted_body(b: Board, seat: str) -> tuple[int, str]:
    """Line 84: the first Body in the Gene Stream another fish than ``seat`` could adapt
    if they bought it (their Body's level decides, not their Experience): its slot and
    card ((0, "") if none)."""
    wanted = wanted_levels(b.other_levels(seat), b.players)
    design = b.card
    for slot, cid in b.stream():
        card = design(cid)
        if card.kind == "body" and card.level in wanted:
            return slot, cid
    return 0, ""


def can_wipe(b: Board, seat: str) -> bool:
    """Whether ``seat`` may Wipe the Gene Stream (``wipe_problem`` is None)."""
    return bool(b.stream()) and not wanted_body(b, seat)[1]


def wipe_problem(b: Board, seat: str) -> str | None:
    """Line 84: not while a Body in the Gene Stream could be adapted by another player."""
    if not b.stream():
        return "the Gene Stream is empty"
    slot, cid = wanted_body(b, seat)
    if cid:
        return (
            f"{b.card(cid).name} in Gene Stream {slot} could be adapted by another fish,"
            " so the Gene Stream can't be wiped"
        )
    return None


def obliged(b: Board, seat: str) -> str:
    """The fish ``seat`` must attack this turn ('' if none, or if it can't)."""
    baiter = b.s.fish[seat].baited_by
    if baiter and attack_problem(b, seat, baiter) is None:
        return baiter
    return ""


def gene_moves(b: Board, seat: str) -> tuple[list[Action], bool]:
    """Adapt each card of the PGP that can be adapted now (``adapt_problem``); Buy and
    keep, where the PGP has room, and buy and adapt, where the card can be adapted at
    once (``buy_problem``); and whether the Gene Stream may be wiped (``wipe_problem``).
    Every fact of the fish and the Gene Stream is read once here, for all three."""
    fish = b.s.fish[seat]
    xp = fish.xp
    design, players = b.card, b.players
    level = b.level(seat)
    costs = adapt_costs(level, players)  # ``adapt_cost`` of each card's grade
    pgp = b.pgp(seat)
    moves: list[Action] = []
    best = level  # the best Body level of the Total Gene Pool (``tgp_level``)
    if pgp:
        made = ADAPTS[seat]
        for c in pgp:
            card = design(c)
            if 0 <= costs[card.grade] <= xp:
                moves.append(made[c])
            if card.kind == "body" and card.level > best:
                best = card.level
    stream = b.stream()
    if not stream:
        return moves, False
    levels = b.other_levels(seat)
    # ``body_barred``, asked of every Body in reach: barred at or below the best level
    # of the Total Gene Pool while another fish's Body is lower than the card.
    lowest = min(levels) if levels else MAX_LEVEL + 1
    wanted = wanted_levels(levels, players)  # a Body another fish could adapt: no Wipe
    wipe = True
    room = len(pgp) < PGP_SIZE  # not ``pgp_full``
    keeps, buys = KEEPS[seat], BUYS[seat]
    for _, cid in stream:
        card = design(cid)
        cost = card.cost
        if card.kind == "body":
            if card.level in wanted:
                wipe = False
            if lowest < card.level <= best:
                continue
        if cost > xp:
            continue
        if room:
            moves.append(keeps[cid])
        # Adapted at once only where it can be, once paid for (``adapt_problem``).
        if 0 <= costs[card.grade] <= xp - cost:
            moves.append(buys[cid])
    return moves, wipe


def buy_moves(b: Board, seat: str) -> list[Action]:
    """The Buy moves of ``gene_moves``."""
    return [move for move in gene_moves(b, seat)[0] if type(move) is Buy]


def actions(b: Board, seat: str) -> list[Action]:
    """The five Action Options open to ``seat`` now (empty: it can't act)."""
    moves, wipe = gene_moves(b, seat)
    if can_attack(b, seat):
        attacks, fish = ATTACKS[seat], b.s.fish
        # The others are still in the game: attackable unless hidden (``attackable``).
        moves += [attacks[o] for o in b.others(seat) if not fish[o].hidden]
    moves += special_moves(b, seat)
    if wipe:
        moves.append(WIPES[seat])
    return moves


def turn_moves(b: Board, seat: str) -> list[Action]:
    """Every legal move of the player whose turn it is."""
    baiter = obliged(b, seat)
    if baiter:
        return [ATTACKS[seat][baiter]]
    return actions(b, seat) or [RandomSelection(seat), Rest(seat)]
