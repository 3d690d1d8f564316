"""ADAPTOID 24's legal moves are made for the position as it stands, not found by
running every candidate through ``check_rules``: here they are held to it."""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement

from petridish.core.actions import Action
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import (
    ACTION_TYPES,
    DRON,
    EQUIPMENT,
    TASERS,
    ChooseCharacter,
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
)

from ...conformance import random_edit

ROOMS = tuple(sorted(GAME.room_ids()))
UNKNOWN = "attic"  # no room, deck nor Character of the game


def candidates(seat: str) -> list[Action]:
    """Every move ``seat`` could name but an Overcome, in the form the moves list
    names it (the rooms Spawns go to in alphabetical order)."""
    characters = [c.id for c in GAME.cards.characters]
    found: list[Action] = [ChooseCharacter(seat, c) for c in (*characters, UNKNOWN)]
    for room in (*ROOMS, UNKNOWN):
        found += [ChooseRoom(seat, room), PlaceEvolution(seat, room), ClearRoom(seat, room)]
    found += [DrawEvolution(seat, d) for d in ("defensive", "reproductive", "offensive", "x")]
    for n in range(4):
        found += [PlaceSpawns(seat, rooms) for rooms in combinations_with_replacement(ROOMS, n)]
    return found


def overcomes(state, seat: str) -> list[Overcome]:
    """Every set of equipment (and the Character's Shield) ``seat`` could play."""
    gear = (*EQUIPMENT, *(f"char.{c.id}" for c in GAME.cards.characters))
    return [Overcome(seat, eq) for n in range(len(gear) + 1) for eq in combinations(gear, n)]


def spent(eq: tuple[str, ...]) -> tuple[set[str], int]:
    """The kinds of equipment a set plays, and how many Tasers."""
    kinds = {"taser" if c in TASERS else "dron" if c == DRON else "shield" for c in eq}
    return kinds, sum(1 for c in eq if c in TASERS)


def compare(state, kinds: set[str]) -> None:
    for seat in state.seats:
        legal = GAME.legal_actions(state, seat)
        assert len(set(legal)) == len(legal), legal
        allowed = [a for a in candidates(seat) if GAME.check_rules(state, a) is None]
        assert {a for a in legal if not isinstance(a, Overcome)} == set(allowed), (seat, state)
        # An encounter's moves are the sensible ways to answer it: each is allowed, and
        # every other way allowed plays as much of the same kinds, or more.
        answers = [a.equipment for a in legal if isinstance(a, Overcome)]
        for a in overcomes(state, seat):
            if GAME.check_rules(state, a) is None:
                kinds_a, tasers_a = spent(a.equipment)
                assert any(
                    spent(eq)[0] <= kinds_a and spent(eq)[1] <= tasers_a for eq in answers
                ), (a, answers)
        for eq in answers:
            assert GAME.check_rules(state, Overcome(seat, eq)) is None, eq
        kinds.update(a.kind for a in legal)


def test_the_legal_moves_are_every_candidate_the_rules_allow():
    # rulebook: adaptoid24.txt:20
    # rulebook: adaptoid24.txt:23
    # rulebook: adaptoid24.txt:27
    # At every position of random games, sandbox edits mixed in: each side's moves are
    # exactly the candidates check_rules allows (an encounter's, the ways to answer it
    # that spend least), and every kind of move turns up legal somewhere.
    kinds: set[str] = set()
    for seed in range(24):
        rng = random.Random(seed)
        state = GAME.new_state(seed)
        while not GAME.is_terminal(state):
            compare(state, kinds)
            if seed % 2 and rng.random() < 0.3:
                edit = random_edit(GAME, state, rng)
                if GAME.check(state, edit) is None:
                    state = GAME.apply(state, edit).state
                continue
            seat = rng.choice(GAME.to_move(state))
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat))).state
        compare(state, kinds)
    assert kinds == {kind.kind for kind in ACTION_TYPES}, kinds
