"""ADRIFT positions for tests: a boat laid out by hand (who sits where, who holds what),
forced dice by draw point, and short ways to play actions, to end a day and to begin
the next.

Items nobody is given lie ashore, so they weigh nothing on the boat: a position's water
rises only for the items a test puts aboard. Item cards are named by what they are for
(``card("rope")``), never by a copy id, so that a re-tuned ``items.toml`` changes nothing
here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from petridish.core.actions import Pass
from petridish.core.dice import Rolled
from petridish.core.events import Event
from petridish.core.evolve import evolve
from petridish.core.rng import RngState
from petridish.games.adrift import days
from petridish.games.adrift.rules import GAME
from petridish.games.adrift.state import DAY, MEAL_STEP, SEAT_IDS, Eat, State
from tests import playing
from tests.playing import kinds, of_kind  # noqa: F401  (the tests take them from here)

ITEMS = GAME.items
TABLES = GAME.tables
RED, BLUE, GREEN, YELLOW, PURPLE, ORANGE, WHITE, BLACK = SEAT_IDS


def copies(use: str) -> list[str]:
    """Every item card of ``use`` (``"rope"``, ``"knife"``...), in file order."""
    return [c for c in ITEMS.copies() if ITEMS.use(c) == use]


def card(use: str, n: int = 0) -> str:
    """The ``n``-th item card of ``use``."""
    return copies(use)[n]


def effect_face(table: str, effect: str) -> int:
    """A face of the situation or insanity table (``table``) with ``effect``: the test
    forces that face and reads what it does from the table, whatever the file says."""
    results = getattr(TABLES, table)
    return next(r.face for r in results if r.effect == effect)


def result(table: str, face: int):
    return getattr(TABLES, table)[face - 1]


def position(
    players: int = 2,
    *,
    seats: Sequence[str] | None = None,
    places: Mapping[str, int] | None = None,
    hands: Mapping[str, Sequence[str]] | None = None,
    bins: Mapping[int, Sequence[str]] | None = None,
    floors: Mapping[int, Sequence[str]] | None = None,
    sea: Sequence[str] = (),
    dice: Sequence[int] = (3,),
    forced: Mapping[str, Sequence[Any]] | None = None,
    options: dict[str, Any] | None = None,
    **changes: Any,
) -> State:
    """A boat during a day (step ``day`` of day 3 unless ``changes`` say otherwise).

    ``places`` gives each player's place (by default the first player sits in place 1,
    the next in 2...); ``hands`` their items, ``bins`` the two storage bins (1 and 2),
    ``floors`` what lies on a place (``{3: [...]}``) and ``sea`` what floats overboard.
    Every other item is ashore. ``dice`` are the day dice placed, in order (the last one
    the active die unless it shows six): by default one die on 3, so that the next
    morning (4) brings no situation. ``forced`` are outcomes by draw point.
    Any other keyword replaces that field of the state (``tracker=``, ``dead=``...)."""
    chosen = tuple(seats) if seats else SEAT_IDS[:players]
    base = GAME.new_state(0, options=options, seats=chosen)
    zones: dict[str, tuple[str, ...]] = {z: () for z in base.zones}
    for seat, cards in (hands or {}).items():
        zones[f"{seat}.hand"] = tuple(cards)
    for n, cards in (bins or {}).items():
        zones[f"bin.{n}"] = tuple(cards)
    for n, cards in (floors or {}).items():
        zones[f"place.{n}"] = tuple(cards)
    zones["sea"] = tuple(sea)
    placed = {c for cards in zones.values() for c in cards}
    zones["ashore"] = tuple(c for c in ITEMS.copies() if c not in placed)
    state = evolve(
        base,
        zones=zones,
        rng=RngState(0, 0, (), {p: tuple(v) for p, v in (forced or {}).items()}),
        step=DAY,
        day=sum(dice),
        place=dict(places) if places else {s: n for n, s in enumerate(chosen, 1)},
        dice={f"day.{n}": Rolled(6, face, "day") for n, face in enumerate(dice, 1)},
    )
    if changes:
        state = evolve(state, **changes)
    problem = GAME.validate_state(state)
    assert problem is None, problem
    return state


def force(state: State, **points: Iterable[Any]) -> State:
    """``state`` with more outcomes forced at the named draw points (``job=[7]``,
    ``at_random=[0]``: an underscore stands for a space)."""
    named = dict(state.rng.named)
    for key, values in points.items():
        point = key.replace("_", " ")
        named[point] = (*named.get(point, ()), *values)
    return evolve(state, rng=RngState(state.rng.seed, state.rng.draws, state.rng.forced, named))


def run(state: State, *actions: Any) -> tuple[State, list[Event]]:
    """``state`` after ``actions``, and every event they made."""
    return playing.run(GAME, state, *actions)


def play(state: State, *actions: Any) -> State:
    return run(state, *actions)[0]


def lines(events: Iterable[Event], seat: str | None) -> list[str]:
    """The log lines ``seat`` reads (None: a spectator)."""
    return [GAME.describe(d) for e in events if (d := e.for_seat(seat)) is not None]


def refused(state: State, action: Any) -> str:
    """Why the rules refuse ``action`` (the test fails if they allow it)."""
    reason = GAME.check(state, action)
    assert reason is not None, f"{action} was allowed"
    return reason


def allowed(state: State, action: Any) -> bool:
    return GAME.check(state, action) is None


def dawn(state: State) -> tuple[State, list[Event]]:
    """The beginning of a day, alone ("To Begin Each Day"), from ``state`` as it is: the
    day die, a situation, the trackers, the insanity rolls, the water."""
    w = GAME.working_copy(state)
    days.begin_day(w)
    after, events = w.outcome()
    return after, list(events)


def nightfall(state: State) -> tuple[State, list[Event]]:
    """Everyone still able to act says Done (a dead player who has not chosen rests)
    until the day is over."""
    events: list[Event] = []
    while state.step == DAY and not state.fights:
        seat = GAME.to_move(state)[0]
        state, more = run(state, Pass(seat))
        events += more
    return state, events


def meal(state: State, eats: Mapping[str, int] | None = None) -> tuple[State, list[Event]]:
    """Every player who eats tonight chooses a ration card (``eats``, by default the 0
    card); the meal is served and the next day begins."""
    assert state.step == MEAL_STEP, state.step
    events: list[Event] = []
    for seat in days.eaters(state):
        state, more = run(state, Eat(seat, (eats or {}).get(seat, 0)))
        events += more
    return state, events


def next_day(state: State, eats: Mapping[str, int] | None = None) -> tuple[State, list[Event]]:
    """From a day: nightfall, the meal (``eats``) and the beginning of the next day."""
    state, first = nightfall(state)
    if state.step != MEAL_STEP:
        return state, first
    state, more = meal(state, eats)
    return state, first + more
