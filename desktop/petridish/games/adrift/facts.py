"""What a glance at an ADRIFT position tells: who sits where, who holds what, how much
the boat carries. Plain functions of a state, shared by the rules, the bot and the log."""

from __future__ import annotations

import math

from petridish.games.adrift.content import Items
from petridish.games.adrift.state import (
    DAY_DICE,
    ITEMS_PER_LEVEL,
    KEEPERS,
    LOCKED,
    PLACES,
    State,
)

OFF_BOARD = ("sea", "ashore", "gone")  # zones whose items the boat does not carry


def hand(seat: str) -> str:
    return f"{seat}.hand"


def floor(place: int) -> str:
    return f"place.{place}"


def alive(state: State) -> tuple[str, ...]:
    return tuple(s for s in state.seats if s not in state.dead)


def on_board(state: State, seat: str) -> bool:
    return state.place.get(seat, 0) > 0 and seat not in state.overboard


def free(state: State, seat: str) -> bool:
    """Alive, on the boat and not subdued: able to do jobs and actions."""
    return seat not in state.dead and on_board(state, seat) and seat not in state.subdued


def idle(state: State) -> set[str]:
    """Who may act no more today: who has said Done, the subdued, and the dead who chose
    to haunt or to rest. Everyone else may: in a day the living are on the boat or in
    the sea, and only the living are subdued (``positions`` holds a position to both)."""
    return state.subdued.keys() | state.done | state.haunting | state.resting


def occupant(state: State, place: int) -> str:
    """The player (living or a body) in ``place``, or ''."""
    for seat, at in state.place.items():
        if at == place:
            return seat
    return ""


def empty_places(state: State) -> tuple[int, ...]:
    taken = set(state.place.values())
    return tuple([p for p in PLACES if p not in taken])


def keeper_of(state: State, bin_zone: str) -> str:
    """The living player keeping ``bin_zone`` ('' if its place holds nobody alive)."""
    for place, zone in KEEPERS.items():
        if zone == bin_zone:
            seat = occupant(state, place)
            return seat if seat and seat not in state.dead else ""
    return ""


def bin_of(state: State, seat: str) -> str:
    """The bin ``seat`` keeps ('' if it is no keeper)."""
    if seat in state.dead:
        return ""
    return KEEPERS.get(state.place.get(seat, 0), "")


def holding(state: State, seat: str) -> tuple[str, ...]:
    return state.zones.get(hand(seat), ())


def has(items: Items, state: State, seat: str, use: str) -> str:
    """The first item of ``use`` in ``seat``'s hand ('' if none)."""
    for card in holding(state, seat):
        if items.use(card) == use:
            return card
    return ""


def weight(state: State) -> int:
    """Items on the boat and in the players' possession (set-up step 4)."""
    return sum(len(cards) for zone, cards in state.zones.items() if zone not in OFF_BOARD)


def rise(state: State) -> int:
    """How far the water rises each morning: one level per six items, rounded up."""
    return math.ceil(weight(state) / ITEMS_PER_LEVEL)


def day_dice(state: State) -> tuple[int, ...]:
    """The day dice placed so far, in order, by the face each shows."""
    return tuple(
        state.dice[f"day.{n}"].value for n in range(1, DAY_DICE + 1) if f"day.{n}" in state.dice
    )


def active_die(state: State) -> int:
    """The face of the active day die (0 when every die placed is locked)."""
    placed = day_dice(state)
    return placed[-1] if placed and placed[-1] != LOCKED else 0


def locked_dice(state: State) -> int:
    return sum(1 for face in day_dice(state) if face == LOCKED)


def days_passed(state: State) -> int:
    return sum(day_dice(state))


def bodies(state: State) -> tuple[str, ...]:
    """Dead players whose bodies lie on the boat."""
    return tuple(s for s in state.seats if s in state.dead and state.place.get(s, 0) > 0)


def room(state: State, seat: str, hand_size: int) -> bool:
    """Whether ``seat`` may take one more item into their hand (a keeper always may)."""
    if bin_of(state, seat):
        return True
    return len(holding(state, seat)) < hand_size
