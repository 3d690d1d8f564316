"""Whether an ADRIFT position is whole: what a loaded save or a sandbox edit must keep
so that the rules can go on from it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.games.adrift import facts
from petridish.games.adrift.state import (
    DAY_DICE,
    LOCKED,
    PLACES,
    RATION_CARDS,
    STEPS,
    WATER_START,
    WATER_TOP,
    State,
)

if TYPE_CHECKING:
    from petridish.games.adrift.rules import Adrift


def problem(game: Adrift, state: State) -> str | None:
    """None if ``state`` is whole, else what is wrong, in a sentence."""
    seats = state.seats
    if not seats or len(set(seats)) != len(seats) or not set(seats) <= {s.id for s in game.seats}:
        return "the players are not ADRIFT's seats"
    if state.step not in STEPS:
        return f"unknown step {state.step!r}"
    zones = game.zone_names(seats)
    if set(state.zones) != set(zones):
        return "the places of the items are not ADRIFT's"
    cards = [c for cards in state.zones.values() for c in cards]
    if sorted(cards) != sorted(game.items.copies()):
        return "every item card must lie in exactly one place"
    for mapping in ("tracker", "place"):
        if set(getattr(state, mapping)) != set(seats):
            return f"every player needs a {mapping}"
    if any(not 0 <= v <= game.tables.track for v in state.tracker.values()):
        return "a survival tracker is off its track"
    placed = [p for p in state.place.values() if p]
    if any(p not in PLACES for p in placed) or len(placed) != len(set(placed)):
        return "two players share a place, or one is off the boat's places"
    if not WATER_START <= state.water <= WATER_TOP + 1:
        return "the water level is off the boat"
    if not 0 <= state.rations <= game.tables.rations:
        return "the ration tracker is off its ring"
    faces = [
        state.dice[f"day.{n}"].value for n in range(1, DAY_DICE + 1) if f"day.{n}" in state.dice
    ]
    count = sum(1 for k in state.dice if k.startswith("day."))
    if count != len(faces) or any(f != LOCKED for f in faces[:-1]):
        return "the day dice are placed one at a time, each locked before the next"
    everyone = set(seats)
    for name in (
        "done",
        "acted",
        "hurt",
        "fed",
        "insane",
        "overboard",
        "dead",
        "haunting",
        "resting",
        "calm",
    ):
        if not getattr(state, name) <= everyone:
            return f"{name} names someone not on the voyage"
    for name in (
        "job",
        "rowing",
        "swims",
        "lifeline",
        "carrying",
        "swap",
        "sick",
        "subdued",
        "meal",
    ):
        if not set(getattr(state, name)) <= everyone:
            return f"{name} names someone not on the voyage"
    if state.overboard & state.dead:
        return "a dead player is not overboard"
    if any(state.place[s] for s in state.overboard):
        return "a player overboard has no place"
    living = facts.alive(state)
    if state.step in ("day", "meal") and any(
        not state.place[s] and s not in state.overboard for s in living
    ):
        return "a living player is neither on the boat nor overboard"
    for seat, binding in state.subdued.items():
        if seat in state.dead or not state.place.get(seat):
            return "a subdued player is alive on the boat"
        if binding not in state.zones[facts.floor(state.place[seat])]:
            return "a subdued player's binding lies under their token"
    for card in state.broken:
        if not any(card in state.zones[facts.floor(p)] for p in PLACES):
            return "a broken item lies under a token"
    if any(v not in RATION_CARDS for v in state.meal.values()):
        return "a ration card is 0, 1 or 2"
    for fight in state.fights:
        if fight.aggressor not in everyone or fight.defender not in everyone:
            return "a fight names someone not on the voyage"
        if fight.winner and {fight.winner, fight.loser} != {fight.aggressor, fight.defender}:
            return "a fight's winner and loser are its fighters"
    return None
