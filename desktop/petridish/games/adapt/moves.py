"""What a player may do on their turn (rulebook "Action Options", lines 37-43, and
"Can't Act", lines 81-88), and why not.

A player who can do none of Adapt, Buy, Attack, a Special Action or Wipe can't act:
they may Adapt by Random Selection, or Rest (ruling ADAPT-R12). A fish baited into an
attack must make it, when it can (ruling ADAPT-R11).
"""

from __future__ import annotations

from petridish.core.actions import Action
from petridish.games.adapt.adapting import adapt_problem, body_barred, level_problem, pgp_full
from petridish.games.adapt.board import Board
from petridish.games.adapt.specials import special_problem, targets
from petridish.games.adapt.state import (
    Adapt,
    Attack,
    Buy,
    RandomSelection,
    Rest,
    Special,
    Wipe,
)


def guppy_threshold(b: Board) -> int:
    """A Guppy attacks with at least this Total Ferocity (ruling ADAPT-R04)."""
    return int(b.options.get("guppy_attack", 2))


def attack_ready(b: Board, seat: str) -> str | None:
    """Why ``seat``'s fish cannot attack at all (None: it can)."""
    t = b.totals(seat)
    need = guppy_threshold(b)
    if t.guppy and t.ferocity < need:
        return f"a Guppy can't attack until it has {need} Total Ferocity (it has {t.ferocity})"
    return None


def attack_problem(b: Board, seat: str, target: str) -> str | None:
    if target not in b.seats or target == seat:
        return "attack another fish"
    if b.fish[target].defeated:
        return "that fish has been defeated"
    if b.fish[target].hidden:
        return "that fish is hidden: it can't be attacked until its next turn"
    return attack_ready(b, seat)


def wipe_problem(b: Board, seat: str) -> str | None:
    """Line 84: not while a Body in the Gene Stream could be adapted by another player
    if they bought it (their Body's level decides, not their Experience)."""
    cards = b.stream()
    if not cards:
        return "the Gene Stream is empty"
    others = b.others(seat)
    for slot, cid in cards:
        card = b.card(cid)
        if card.kind != "body":
            continue
        for other in others:
            if level_problem(b, other, card) is None:
                return (
                    f"{card.name} in Gene Stream {slot} could be adapted by another fish,"
                    " so the Gene Stream can't be wiped"
                )
    return None


def obliged(b: Board, seat: str) -> str:
    """The fish ``seat`` must attack this turn ('' if none, or if it can't)."""
    baiter = b.fish[seat].baited_by
    if baiter and attack_problem(b, seat, baiter) is None:
        return baiter
    return ""


def adapt_moves(b: Board, seat: str) -> list[Action]:
    return [Adapt(seat, c) for c in b.pgp(seat) if adapt_problem(b, seat, b.card(c)) is None]


def buy_moves(b: Board, seat: str) -> list[Action]:
    """Buy and keep, where the PGP has room; buy and adapt, where the card can be
    adapted at once. The checks are ``buy_problem``'s, made once for both."""
    moves: list[Action] = []
    xp = b.fish[seat].xp
    room = not pgp_full(b, seat)
    for _, cid in b.stream():
        card = b.card(cid)
        if card.cost > xp or body_barred(b, seat, card):
            continue
        if room:
            moves.append(Buy(seat, cid, True))
        if adapt_problem(b, seat, card, card.cost) is None:
            moves.append(Buy(seat, cid, False))
    return moves


def actions(b: Board, seat: str) -> list[Action]:
    """The five Action Options open to ``seat`` now (empty: it can't act)."""
    moves = adapt_moves(b, seat) + buy_moves(b, seat)
    if attack_ready(b, seat) is None:
        moves += [Attack(seat, o) for o in b.others(seat) if b.attackable(o)]
    for ability in b.totals(seat).specials:
        for target in targets(b, seat, ability):
            if special_problem(b, seat, ability, target) is None:
                moves.append(Special(seat, ability, target))
    if wipe_problem(b, seat) is None:
        moves.append(Wipe(seat))
    return moves


def turn_moves(b: Board, seat: str) -> list[Action]:
    """Every legal move of the player whose turn it is."""
    baiter = obliged(b, seat)
    if baiter:
        return [Attack(seat, baiter)]
    return actions(b, seat) or [RandomSelection(seat), Rest(seat)]
