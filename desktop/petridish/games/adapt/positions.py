"""A.D.A.P.T. position checks: is a state (from a save, a puzzle or the sandbox) one
the rules can play on?

The ``AdaptGame``'s ``validate_state`` asks ``state_problem``: every card once, each in
a place that holds its kind, counters in range, and the step's bookkeeping consistent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core.material import lying
from petridish.games.adapt import words
from petridish.games.adapt.board import MAX_POISON, Board
from petridish.games.adapt.cards import DICE
from petridish.games.adapt.options import packs_for
from petridish.games.adapt.state import (
    ATTACK,
    BAITED,
    BODY,
    CHECK,
    CHOOSE,
    GUPPIES,
    GUPPY,
    MAX_XP,
    OVER,
    PERCENTILE,
    PGP_SIZE,
    SPECIALS,
    STEPS,
    TURN,
    State,
    seat_zone,
)

if TYPE_CHECKING:
    from petridish.games.adapt.rules import AdaptGame

MAX_DAMAGE = 999
MAX_COOLDOWN = 9


def state_problem(game: AdaptGame, state: State) -> str | None:
    known = [spec.id for spec in game.seats]
    seats = state.seats
    if not 2 <= len(seats) <= 5 or len(set(seats)) != len(seats):
        return "A.D.A.P.T. is played by 2 to 5 fish"
    if any(s not in known for s in seats) or list(seats) != [s for s in known if s in seats]:
        return "the seats are not A.D.A.P.T.'s, in their clockwise order"
    if set(state.zones) != set(game.zones_for(seats)):
        return "the table's places do not match A.D.A.P.T.'s for this many fish"
    if set(state.fish) != set(seats):
        return "every seat needs one fish"
    try:
        options = game.resolve_options(state.options)
    except ValueError as exc:
        return f"the options are not A.D.A.P.T.'s: {exc}"
    if options != state.options:
        return "the options must name every A.D.A.P.T. option"
    problem = _cards_problem(game, state)
    if problem is None:
        problem = _fish_problem(game, state)
    if problem is None:
        problem = _dice_problem(game, state)
    if problem is None:
        problem = _step_problem(game, state)
    return problem


def _dice_problem(game: AdaptGame, state: State) -> str | None:
    """The dice on each fish's mat: its Body's attack die (a Guppy's d6), the d10 of
    the other rolls and the percentile roll, each showing one of its faces."""
    for key, die in state.dice.items():
        seat, _, kind = key.partition(".")
        # rulebook: adapt.txt:6 (d4, d6, d8, two d10s, a d12, a d20), adapt.txt:18
        sides = {ATTACK: DICE, CHECK: (10,), PERCENTILE: (100,)}.get(kind, ())
        if seat not in state.seats or die.sides not in sides or not 1 <= die.value <= die.sides:
            return f"die {key!r} is none of A.D.A.P.T.'s dice showing one of its faces"
    return None


def _cards_problem(game: AdaptGame, state: State) -> str | None:
    seen = lying(state.zones)
    if isinstance(seen, str):
        return seen
    for c in seen:
        try:
            game.cards.design(c)
        except KeyError:
            return f"there is no card {c!r}"
    packs = packs_for(state.options, len(state.seats))
    want = set(game.cards.deck(packs))
    have = {c for c in seen if game.cards.design(c).kind != "guppy"}
    if have != want:
        missing = sorted(want - have)[:3]
        extra = sorted(have - want)[:3]
        return f"cards do not add up (missing {missing}, unknown {extra})"
    designs = {g.id for g in game.cards.guppies(packs) if g.count}
    guppies = [c for c in seen if game.cards.design(c).kind == "guppy"]
    if any(game.cards.design(c).id not in designs for c in guppies) or not {
        f"{d}#1" for d in designs
    } <= set(guppies):
        return "the Guppies do not match the packs in play"
    for zone, cards in state.zones.items():
        for c in cards:
            if not words.fits(game.cards.design(c), zone):
                name = game.cards.design(c).name
                return (
                    f"{name} lies in {words.zone_name(game, zone)}, which {words.holds_only(zone)}"
                )
        if zone.startswith("stream.") and len(cards) > 1:
            return f"{words.zone_name(game, zone)} holds more than one card"
        if zone.endswith(".pgp") and len(cards) > PGP_SIZE:
            return f"{words.zone_name(game, zone)} holds more than {PGP_SIZE} cards"
    return None


def _fish_problem(game: AdaptGame, state: State) -> str | None:
    b = Board(game.cards, state)
    for seat in state.seats:
        f = state.fish[seat]
        name = game.seat_name(seat)
        if not 0 <= f.xp <= MAX_XP:
            return f"{name}'s Experience must be 0 to {MAX_XP}"
        if not 0 <= f.damage <= MAX_DAMAGE or not 0 <= f.poison <= MAX_POISON:
            return f"{name}'s Damage or Poison is out of range"
        if f.held < 0 or f.held > MAX_DAMAGE + 1:
            return f"{name}'s held Health is out of range"
        if any(k not in SPECIALS or not 1 <= v <= MAX_COOLDOWN for k, v in f.cooldowns.items()):
            return f"{name}'s cooldowns are not Special Actions of 1 to {MAX_COOLDOWN} turns"
        if f.baited_by and (f.baited_by not in state.seats or f.baited_by == seat):
            return f"{name} is baited by no fish at the table"
        body = state.zones[seat_zone(seat, BODY)]
        if not body:
            if state.step != GUPPY:
                return f"{name}'s fish has no Body"
            if f != type(f)():
                return f"{name} has counters before choosing a Guppy"
            continue
        if not f.defeated and f.damage > b.health(seat):
            return f"{name}'s fish has more Damage than Health but is not defeated"
    return None


def _step_problem(game: AdaptGame, state: State) -> str | None:
    step = state.step
    seats = state.seats
    if step not in STEPS:
        return f"unknown step {step!r}"
    chosen = [bool(state.zones[seat_zone(s, BODY)]) for s in seats]
    if step == GUPPY:
        waiting = [s for s, c in zip(seats, chosen, strict=True) if not c]
        if not waiting or state.current != waiting[0]:
            return "the next fish to choose a Guppy must be the first still without one"
        if any(chosen[seats.index(waiting[0]) :]):
            return "Guppies are chosen in seat order"
        if state.round or state.pick or state.queue or state.winners:
            return "no turn is played before every Guppy is chosen"
        return None
    if any(state.zones[GUPPIES].count(c) > 1 for c in state.zones[GUPPIES]):
        return "a Guppy lies twice in the box"
    if state.queue and (step != CHOOSE or state.round):
        return "the opening's Random Selections wait only while a card is chosen"
    if any(s not in seats or not 1 <= r <= 100 for s, r in state.queue):
        return "the opening's rolls are not percentile rolls of these fish"
    if step == OVER:
        if not state.winners or any(w not in seats for w in state.winners):
            return "a finished game needs winners at the table"
        if state.current or state.pick:
            return "nobody moves in a finished game"
        return None
    if state.winners:
        return "only a finished game has winners"
    living = [s for s in seats if not state.fish[s].defeated]
    if len(living) < 2:
        return "a game goes on only while two fish are alive"
    if state.current not in living:
        return "the fish to move must be alive"
    if state.first not in seats:
        return "the first player must be at the table"
    limit = state.options.get("round_limit", 60)
    if state.round > limit or (state.round == 0 and not (step == CHOOSE and state.pick)):
        return f"the round must be 1 to {limit}"
    if step == CHOOSE:
        if state.pick is None or state.pick.seat != state.current:
            return "a card of choice waits for the fish to move"
        if state.pick.opening != (state.round == 0):
            return "an opening choice comes before the first round"
    elif state.pick is not None:
        return "no card of choice is waiting"
    if step not in (TURN, BAITED, CHOOSE):
        return f"unknown step {step!r}"
    return None
