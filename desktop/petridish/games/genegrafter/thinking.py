"""Genegrafter for the computer player that searches (``core.search``): a position a
seat could be in, dealt from its view (``deal``), and each player's prospects in a
position not yet played out (``prospects``).

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
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import START_HEALTH, State

if TYPE_CHECKING:
    from petridish.games.genegrafter.rules import Genegrafter

SPECIAL = ("event", "dna")  # kinds that never reach a hand: turned up as drawn
# How far apart in Genetic Markers two players are for the one ahead to be taken as
# about three times as likely to win (``prospects``).
SPREAD = 2.0


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
        deck = ordinary + strands + events
        rng.shuffle(deck)
        return deck
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
    chosen = game.resolve_options(view.options)["events"]
    sizes, shares = stacks(game.cards, len(view.seats), chosen)
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
def stacks(cs: carddata.CardSet, players: int, chosen: int) -> tuple[list[int], list[int]]:
    """Set-up step 6's stacks as laid, top stack first: how many cards each holds, and
    how many of the ``chosen`` Events (ruling GG-R02)."""
    from petridish.games.genegrafter.rules import DEAL, STACK_COUNT, _cut  # (it imports this)

    ordinary = sum(1 for c in cs.copies() if cs.kind_of(c) not in SPECIAL)
    cut = [len(s) for s in _cut([""] * (ordinary - DEAL * players), STACK_COUNT)]
    shares = [len(range(j, chosen, STACK_COUNT)) for j in range(STACK_COUNT)]
    return [n + 1 + e for n, e in zip(cut, shares, strict=True)], shares


# -- judging a position ------------------------------------------------------------------
def prospects(cs: carddata.CardSet, state: State) -> dict[str, float]:
    """Each player's chance to win, as shares of 1: the Genetic Markers that win the
    game ("Winning the Game"), those of a damaged Character in play counted as only
    half held (one more lost battle puts it in another's Gene Pool), a Character in
    hand as a third held (it may yet be played); Health, which breaks a tie and keeps a
    player in the game, a little; a player knocked out has none."""
    worth: dict[str, float] = {}
    for seat in state.seats:
        if seat in state.out:
            continue
        marks = facts.score(cs, state, seat)
        for c in facts.in_play(state, seat):
            if c in state.damaged:
                marks -= cs.character(c).markers / 2
        hand = facts.hand(state, seat)
        held = sum(cs.character(c).markers for c in hand if cs.kind_of(c) == "character")
        health = state.health[seat] / START_HEALTH
        worth[seat] = marks + held / 3 + health
    top = max(worth.values(), default=0.0)
    weights = {s: math.exp((w - top) * math.log(3) / SPREAD) for s, w in worth.items()}
    total = sum(weights.values())
    return {s: weights.get(s, 0.0) / total for s in state.seats}
