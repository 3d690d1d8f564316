"""Whether an ADRIFT position is whole: what a loaded save or a sandbox edit must keep
so that the rules can go on from it.

Every item card in one place; every count the rules bound within its bounds (the
trackers, the water, the rations, the day dice and the days, the hands, sickness,
swims, a meal's rations); the day's records naming players of the voyage; and someone
to move unless the voyage is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core.game import stalled
from petridish.games.adrift import days, facts
from petridish.games.adrift.fights import KILL_WITH, SUBDUE_WITH
from petridish.games.adrift.state import (
    DAY,
    DAY_DICE,
    JOBS,
    LOCKED,
    MEAL_STEP,
    OUTCOMES,
    OVER,
    PLACES,
    RATION_CARDS,
    SEATING,
    SICK_DAYS,
    STEPS,
    SWIM_TRIES,
    WATER_START,
    WATER_TOP,
    Fight,
    State,
)

if TYPE_CHECKING:
    from petridish.games.adrift.rules import Adrift

D8 = 8  # rulebook "Components": one d8 situation die (and each player's d8)
D6 = 6  # five d6 day dice
BEST_LIFELINE = 3  # rulebook "Save Overboard Player": +3 with both items, +1 with one
MAX_REASON = 200  # the rules write why a voyage ended in one short line
# The sets of the day's and the voyage's records: each names players of the voyage.
RECORDS = (
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
)
MAPPINGS = ("job", "rowing", "swims", "lifeline", "carrying", "swap", "sick", "subdued", "meal")


def problem(game: Adrift, state: State) -> str | None:
    """None if ``state`` is whole, else what is wrong, in a sentence."""
    return (
        _table_problem(game, state)
        or _items_problem(game, state)
        or _counts_problem(game, state)
        or _dice_problem(state)
        or _people_problem(game, state)
        or _fights_problem(game, state)
        or _step_problem(state)
        or stalled(game, state)
    )


def _table_problem(game: Adrift, state: State) -> str | None:
    seats = state.seats
    if not seats or len(set(seats)) != len(seats) or not set(seats) <= {s.id for s in game.seats}:
        # rulebook: adrift.txt:13 (8 screens: one to eight players)
        return "the players are not ADRIFT's seats"
    try:
        options = game.resolve_options(state.options)
    except ValueError as exc:
        return f"the options are not ADRIFT's: {exc}"
    if options != state.options:
        return "the options must name every ADRIFT option"
    if state.step not in STEPS:
        return f"unknown step {state.step!r}"
    if set(state.zones) != set(game.zone_names(seats)):
        return "the places of the items are not ADRIFT's"
    for mapping in ("tracker", "place"):
        if set(getattr(state, mapping)) != set(seats):
            return f"every player needs a {mapping}"
    everyone = set(seats)
    for name in RECORDS:
        if not getattr(state, name) <= everyone:
            return f"{name} names someone not on the voyage"
    for name in MAPPINGS:
        if not set(getattr(state, name)) <= everyone:
            return f"{name} names someone not on the voyage"
    for named in (state.swap, state.carrying):
        if any(v not in everyone and v not in game.items.copies() for v in named.values()):
            return "a trade of places or a jump overboard names no one on the voyage"
    return None


def _items_problem(game: Adrift, state: State) -> str | None:
    """Every item card in one place; the hands as the rules keep them."""
    cards = [c for cards in state.zones.values() for c in cards]
    if sorted(cards) != sorted(game.items.copies()):
        return "every item card must lie in exactly one place"
    hand = game.tables.hand
    for seat in state.seats:
        held = len(facts.holding(state, seat))
        name = game.seat_name(seat)
        if held and seat in state.dead:
            # ruling AD-R14: what they held lies under their token
            return f"{name} is dead and holds no items"
        if held and seat in state.subdued:
            # rulebook: adrift.txt:79 (a subdued player may not hold any items)
            return f"{name} is subdued and holds no items"
        keeper = facts.bin_of(state, seat)
        if held > hand and not keeper and facts.on_board(state, seat):
            # rulebook: adrift.txt:50 (only a keeper ignores the hand size), AD-R04
            return f"{name} holds more than {hand} items, and only a keeper may"
    for card in state.broken:
        if not any(card in state.zones[facts.floor(p)] for p in PLACES):
            # rulebook: adrift.txt:71
            return "a broken item lies under a token"
    return None


def _counts_problem(game: Adrift, state: State) -> str | None:
    tables = game.tables
    for seat in state.seats:
        at = state.tracker[seat]
        # rulebook: adrift.txt:72 (dead when the tracker is all the way to the right)
        if not 0 <= at <= tables.track or (at == tables.track and seat not in state.dead):
            return "a survival tracker is off its track"
    if not WATER_START <= state.water <= WATER_TOP + 1:
        # rulebook: adrift.txt:83
        return "the water level is off the boat"
    if state.water > WATER_TOP and state.step != OVER:
        return "a boat with water above 8 has sunk: the voyage is over"
    if not 0 <= state.rations <= tables.rations:
        return "the ration tracker is off its ring"
    if not 0 <= state.missing <= max(RATION_CARDS) * len(state.seats):
        # rulebook: adrift.txt:68 (rations eaten that were not there), adrift.txt:23
        return "no meal is short by more rations than its ration cards hold"
    if any(not 1 <= v <= SICK_DAYS for v in state.sick.values()):
        # rulebook: adrift.txt:80, ruling AD-R28
        return f"sickness lasts 1 to {SICK_DAYS} days"
    if any(not 0 <= v <= SWIM_TRIES for v in state.swims.values()):
        # rulebook: adrift.txt:65 (two tries)
        return f"a player overboard swims at most {SWIM_TRIES} times a day"
    if any(not 1 <= v <= BEST_LIFELINE for v in state.lifeline.values()):
        # rulebook: adrift.txt:63
        return f"a lifeline adds 1 to {BEST_LIFELINE} to a swim"
    if any(job not in JOBS for job in state.job.values()):
        return "a job is fishing, rowing, removing water or meditating"
    if any(v not in RATION_CARDS for v in state.meal.values()):
        return "a ration card is 0, 1 or 2"
    if len(state.eaten) > len(state.seats) or any(v not in RATION_CARDS for v in state.eaten):
        # rulebook: adrift.txt:68 (one ration card each)
        return "a meal is one ration card a player"
    if len(state.reason) > MAX_REASON:
        return "why the voyage ended is one short line"
    return None


def _dice_problem(state: State) -> str | None:
    """Rulebook "Components": five d6 day dice, the d8 situation die, each player's d8;
    "Signal For Rescue" rolls the locked day dice."""
    for key, die in state.dice.items():
        kind, _, rest = key.partition(".")
        if kind in ("day", "signal"):  # a day die, or one rolled to signal for rescue
            fits = rest in {str(n) for n in range(1, DAY_DICE + 1)} and die.sides == D6
        elif kind == "d8":
            fits = rest in state.seats and die.sides == D8
        else:
            fits = key in ("situation", "whom") and die.sides == D8
        if not fits or not 1 <= die.value <= die.sides:
            return f"die {key!r} is none of ADRIFT's dice showing a face"
    faces = facts.day_dice(state)
    count = sum(1 for k in state.dice if k.startswith("day."))
    if count != len(faces) or any(f != LOCKED for f in faces[:-1]):
        # rulebook: adrift.txt:70
        return "the day dice are placed one at a time, each locked before the next"
    if state.step == SEATING:
        if state.day or faces:
            return "the days begin once everyone has a place"
    elif state.step != OVER and state.day < 1:
        return "a voyage under way is on its first day or later"
    if state.day > facts.days_passed(state):
        # rulebook: adrift.txt:38 (each day the day dice go up one), adrift.txt:78
        return "the days at sea are no more than the day dice count"
    return None


def _people_problem(game: Adrift, state: State) -> str | None:
    placed = [p for p in state.place.values() if p]
    if any(p not in PLACES for p in placed) or len(placed) != len(set(placed)):
        # rulebook: adrift.txt:34 (eight seats, one player each)
        return "two players share a place, or one is off the boat's places"
    if state.overboard & state.dead:
        return "a dead player is not overboard"
    if any(state.place[s] for s in state.overboard):
        return "a player overboard has no place"
    if not (state.haunting | state.resting) <= state.dead or state.haunting & state.resting:
        # rulebook: adrift.txt:59, adrift.txt:73 (the dead choose once to haunt)
        return "only the dead haunt or rest, and each chooses once"
    living = facts.alive(state)
    if state.step in (DAY, MEAL_STEP) and any(
        not state.place[s] and s not in state.overboard for s in living
    ):
        return "a living player is neither on the boat nor overboard"
    for seat, binding in state.subdued.items():
        if seat in state.dead or not state.place.get(seat):
            return "a subdued player is alive on the boat"
        if binding not in state.zones[facts.floor(state.place[seat])]:
            return "a subdued player's binding lies under their token"
        if game.items.use(binding) not in SUBDUE_WITH:
            # rulebook: adrift.txt:56
            return "a player is subdued with rope or electrical tape"
    if state.meal and state.step != MEAL_STEP:
        return "ration cards are chosen only at the meal"
    if not set(state.meal) <= set(days.eaters(state)):
        return "only those who eat tonight choose a ration card"
    return None


def _fights_problem(game: Adrift, state: State) -> str | None:
    if state.fights and state.step != DAY:
        return "fights happen during the day"
    everyone = set(state.seats)
    for n, fight in enumerate(state.fights, 1):
        fighters = {fight.aggressor, fight.defender}
        if not fighters <= everyone or len(fighters) != 2:
            return "a fight names someone not on the voyage"
        if not set(fight.rolls) <= fighters or any(not 0 <= v <= D8 for v in fight.rolls.values()):
            # rulebook: adrift.txt:54 (each rolls a d8, or passes)
            return "a fighter rolls a d8 or passes"
        if fight.winner and {fight.winner, fight.loser} != fighters:
            return "a fight's winner and loser are its fighters"
        if fight.place not in (0, *PLACES) or not set(fight.let_be) <= everyone:
            return "a fight names no place or player of the voyage"
        if fight.kill and (not fight.winner or not _kills_with(game, fight)):
            # rulebook: adrift.txt:57
            return "a kill is threatened by a winner with rope, a flare gun or a knife"
        if n < len(state.fights) and not fight.kill:
            # ruling AD-R11: only a kill is interrupted, by a fight of its own
            return "only a kill waits for the fight that interrupted it"
    if state.settled:
        winner, outcome, loser = state.settled
        if {winner, loser} - everyone or outcome not in OUTCOMES:
            return "a fight is settled by Hurt, Subdue, Kill or Mercy between players"
    return None


def _kills_with(game: Adrift, fight: Fight) -> bool:
    try:
        return game.items.use(fight.kill) in KILL_WITH
    except KeyError:
        return False


def _step_problem(state: State) -> str | None:
    if state.step == OVER:
        if not set(state.winners) <= set(state.seats) - state.dead or not state.reason:
            # rulebook: adrift.txt:4 (the players that survive are the winners)
            return "a voyage over is won by its survivors, and says why it ended"
        return None
    if state.winners:
        return "only a voyage over has winners"
    if not facts.alive(state):
        # rulebook: adrift.txt:4 (all passengers dead: the game ends)
        return "everyone is dead, so the voyage is over"
    return None
