"""ADAPTOID 24 positions for tests: a fixed set-up and short ways to play turns, on the
public scenario API (``petridish.core.scenario``, ``docs/SCENARIOS.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from petridish.core import scenario
from petridish.core.game import Outcome
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    GENETICIST,
    ChooseCharacter,
    ChooseRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
    State,
)

A, G = ADAPTOID, GENETICIST
# spawn.N has value SPAWN_VALUES[N-1]: 1-4 are worth 0, 5-9 worth 1, 10-12 worth 2.
SPAWNS = [f"spawn.{i}" for i in range(1, 13)]
# Scales first: a quiet turn that draws from the defensive deck changes no room.
DEFENSIVE = ["evo.scales.1", "evo.clone.1", "evo.scales.2", "evo.clone.2", "evo.clone.3"]
REPRODUCTIVE = ["evo.rage.1", "evo.spreading.1", "evo.rage.2", "evo.spreading.2", "evo.spreading.3"]
OFFENSIVE = ["evo.emp.1", "evo.destroy.1", "evo.intimidate.1", "evo.emp.2", "evo.intimidate.2"]


def setup(
    spawns: list[str] | None = None,
    defensive: list[str] | None = None,
    reproductive: list[str] | None = None,
    offensive: list[str] | None = None,
    options: dict | None = None,
    extra: Mapping[str, Sequence] | None = None,
) -> State:
    """A game with every shuffle forced, the Character chosen, ready for turn 1.

    Each deck's order is forced at its own draw point; ``extra`` forces later draws
    by point too (``{"intimidate": [0], "spawn deck": [order]}``: the Spawns' order
    for the second phase comes after the set-up's)."""
    forced: dict[str, list] = {
        "spawn deck": [spawns or SPAWNS],
        "defensive deck": [defensive or DEFENSIVE],
        "reproductive deck": [reproductive or REPRODUCTIVE],
        "offensive deck": [offensive or OFFENSIVE],
    }
    for point, values in (extra or {}).items():
        forced[point] = [*forced.get(point, []), *values]
    state = scenario.start(GAME, 7, options=options, forced=forced)
    return play(state, ChooseCharacter(G, "reyes"))


def play(state: State, *actions) -> State:
    """``state`` after ``actions`` (Actions or their JSON); a refusal names the action."""
    return scenario.play(GAME, state, *actions)


def outcome(state: State, action) -> Outcome[State]:
    return GAME.apply(state, action)


def rooms(state: State, a_room: str, g_room: str) -> State:
    """Both sides choose (Adaptoid first)."""
    return play(state, ChooseRoom(A, a_room), ChooseRoom(G, g_room))


def quiet_turn(
    state: State, a_room: str, g_room: str, spawn_rooms=None, deck: str = "defensive", target=None
) -> State:
    """A turn with no encounter: choose, place spawns, draw evolution (and place it)."""
    state = rooms(state, a_room, g_room)
    assert state.step == "spawn", state.step
    state = play(state, PlaceSpawns(A, tuple(spawn_rooms or (a_room, a_room))))
    if state.step == "evolution":
        state = play(state, DrawEvolution(A, deck))
    if state.step == "target":
        state = play(state, PlaceEvolution(A, target or a_room))
    return state


def overcome(state: State, *equipment: str) -> State:
    return play(state, Overcome(G, tuple(equipment)))
