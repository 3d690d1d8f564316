"""ADRIFT: the counters a person may set by hand, and what the rules do by themselves
after a sandbox edit: plain functions of the ``Adrift`` game and a position, behind its
``counters``, ``place_name``, ``with_counter`` and ``follow_edit``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core.actions import Edit
from petridish.core.events import Event
from petridish.core.material import Counter
from petridish.games.adrift import days, fates
from petridish.games.adrift.state import OVER, SEATING, WATER_START, WATER_TOP, State

if TYPE_CHECKING:
    from petridish.games.adrift.rules import Adrift


def counters(game: Adrift, state: State) -> dict[str, Counter]:
    """The water level (1 to 9: past 8 the boat sinks), the ration tracker, each
    player's survival tracker behind their screen, and the place each sits in (a
    token dragged onto another place in the sandbox)."""
    tables = game.tables
    out = {
        "water": Counter(WATER_START, WATER_TOP + 1, "Water level"),
        "rations": Counter(0, tables.rations, "Ration tracker"),
    }
    for seat in state.seats:
        name = game.seat_name(seat)
        refusal = f"{name} is dead" if seat in state.dead else ""
        out[f"{seat}.tracker"] = Counter(
            0, tables.track, f"{name}'s survival tracker", owner=seat, refusal=refusal
        )
        adrift = f"{name} is overboard: they swim back" if seat in state.overboard else ""
        gone = f"{name}'s body is gone" if seat in state.dead and not state.place[seat] else ""
        out[f"{seat}.place"] = Counter(1, 8, f"{name}'s place", refusal=adrift or gone)
    return out


def place_name(game: Adrift, zone: str) -> str:
    """A zone as a sandbox message names it ("storage bin 1", "Red's screen")."""
    from petridish.games.adrift.log import zone_name

    return zone_name(zone, game.seat_name)


def with_counter(game: Adrift, state: State, key: str, value: int) -> State:
    w = game.working_copy(state)
    seat, _, what = key.partition(".")
    if what in ("tracker", "place"):
        w.own(what)[seat] = value
    else:
        w.set(**{key: value})
    return w.outcome()[0]


def follow_edit(game: Adrift, state: State, edit: Edit) -> tuple[State, list[Event]]:
    """A tracker set all the way right is death; water set past 8 sinks the boat. Then
    the clock goes on as after any move (``Adrift.carry_out``): the last castaway
    given a place by hand begins day one (set-up step 5 ends once everyone has one), a
    day nobody can go on with turns to night, and a meal nobody still owes a ration
    card for is served. Without it the edit would leave the table with nobody to
    move, and be refused for it."""
    if state.step == OVER:
        return state, []
    w = game.working_copy(state)
    for seat in state.seats:
        if seat not in w.s.dead and w.s.tracker[seat] >= w.tables.track:
            fates.die(w, seat, "starved")
    if w.s.water > WATER_TOP:
        fates.end(w, (), "the boat sank")
    if w.s.step == SEATING and all(w.s.place.get(s) for s in w.s.seats):
        days.begin_day(w)
    days.settle(w)
    after, events = w.outcome()
    return after, list(events)
