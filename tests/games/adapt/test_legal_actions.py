"""A.D.A.P.T.'s legal moves are found directly for the position, not by running every
candidate through the referee: they must be exactly the candidates ``check_rules``
accepts, in every position of many random games at every count."""

from __future__ import annotations

import random

import pytest

from petridish.games.adapt.adapting import adapt_problem
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import (
    PGP,
    SPECIALS,
    Adapt,
    Attack,
    Buy,
    ChooseGuppy,
    EndTurn,
    PickCard,
    RandomSelection,
    Rest,
    Special,
    Wipe,
    seat_zone,
)


def candidates(state, seat: str) -> list:
    """Every action ``seat`` could name now: each Guppy, each card of the Gene Stream
    and the Gene Pool, each fish, each Special Action on each target."""
    stream = [c for z, cards in state.zones.items() if z.startswith("stream.") for c in cards]
    deck = state.zones["deck"][:2]  # cards out of reach, named all the same
    out = [ChooseGuppy(seat, g.id) for g in GAME.cards.guppies()]
    out += [PickCard(seat, c) for c in (*stream, *deck)]
    out += [Adapt(seat, c) for c in (*state.zones[seat_zone(seat, PGP)], *stream)]
    out += [Buy(seat, c, keep) for c in (*stream, *deck) for keep in (False, True)]
    out += [Attack(seat, other) for other in state.seats]
    out += [Special(seat, a, t) for a in SPECIALS for t in ("", *state.seats)]
    out += [Wipe(seat), RandomSelection(seat), Rest(seat), EndTurn(seat)]
    return out


def adaptable(state, seat: str, card: str) -> bool:
    """Whether ``seat`` could adapt ``card`` at once after paying for it."""
    design = GAME.cards.design(card)
    return adapt_problem(GAME.board(state), seat, design, design.cost) is None


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_legal_moves_are_the_candidates_the_referee_accepts(players):
    seats = GAME.seat_ids(players)
    positions = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats=seats)
        while not GAME.is_terminal(state):
            for seat in seats:
                accepted = {
                    a for a in candidates(state, seat) if GAME.check_rules(state, a) is None
                }
                # A card too high to adapt goes to the Gene Pool even when bought to adapt
                # (the table's drop onto the fish): the moves list that buy once, as kept.
                accepted -= {
                    a
                    for a in accepted
                    if isinstance(a, Buy) and not a.keep and not adaptable(state, seat, a.card)
                }
                legal = GAME.legal_actions(state, seat)
                assert len(set(legal)) == len(legal)  # each move once
                assert set(legal) == accepted, (seat, state.step)
            positions += 1
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat))).state
    assert positions > 500
