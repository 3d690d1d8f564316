"""What ADRIFT allows, and why not: ``check_rules`` of the ``Adrift`` game, as plain
functions of the game (its cards and its players' names) and a position. Every refusal
is a sentence for the player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core.actions import Action
from petridish.games.adrift import days, facts, fights
from petridish.games.adrift.state import (
    FISHING,
    MEAL_STEP,
    OUTCOMES,
    OVER,
    PLACES,
    RATION_CARDS,
    ROWING,
    SEATING,
    SWIM_TRIES,
    Attack,
    Carve,
    CatchFish,
    Eat,
    Feed,
    FightRoll,
    Give,
    Haunt,
    Interrupt,
    Meditate,
    PickUp,
    Release,
    RemoveWater,
    Repair,
    Retrieve,
    Row,
    SaveSwimmer,
    Settle,
    Signal,
    State,
    Stow,
    SwapSeats,
    Swim,
    TakeFromBin,
    TakeSeat,
    ThrowBody,
    Toss,
    UseItem,
)

JOB_ACTIONS = (CatchFish, Row, RemoveWater, Meditate)

if TYPE_CHECKING:
    from petridish.games.adrift.rules import Adrift


def problem(game: Adrift, state: State, action: Action) -> str | None:
    seat = action.seat
    if seat not in state.seats:
        return f"{seat!r} is not on this voyage"
    if state.step == OVER:
        return "the voyage is over"
    name = game.seat_name
    if state.step == SEATING:
        if not isinstance(action, TakeSeat):
            return "first everyone takes a place on the boat"
        if state.place.get(seat):
            return "you have a place already"
        problem = _place_problem(game, state, action.place)
        if problem and facts.occupant(state, action.place):
            # No fight before day one (ruling AD-R01): say when it may come.
            who = game.seat_name(facts.occupant(state, action.place))
            return f"{who} sits in place {action.place}: take an empty place now; from day one you may fight for it"
        return problem
    if state.step == MEAL_STEP:
        if not isinstance(action, Eat):
            return "it is time to eat: choose a ration card"
        if seat not in days.eaters(state):
            return f"{name(seat)} does not eat tonight"
        if seat in state.meal:
            return "you have chosen your ration card"
        if action.ration not in RATION_CARDS:
            return "the ration cards are 0, 1 and 2"
        return None
    if isinstance(action, Eat):
        return "the meal is at the end of the day"
    if state.fights:
        return _fight_problem(game, state, action)
    if isinstance(action, (FightRoll, Settle, Interrupt)):
        return "there is no fight on"
    if seat in state.done:
        return f"{name(seat)} is done for the day"
    if seat in state.dead:
        if not isinstance(action, Haunt):
            return "the dead may only haunt the living"
        if seat in state.haunting or seat in state.resting:
            return "you have made your choice"
        return None
    if isinstance(action, Haunt):
        return "only the dead haunt"
    if seat in state.overboard:
        if not isinstance(action, Swim):
            return "you are overboard: swim back first"
        if state.swims.get(seat, 0) >= SWIM_TRIES:
            return "you have no swim left"
        return None
    if isinstance(action, Swim):
        return "you are on the boat"
    if seat in state.subdued:
        return "a subdued player can do nothing until released"
    if isinstance(action, JOB_ACTIONS):
        return _job_problem(game, state, action)
    return _deed_problem(game, state, action)


# -- places -------------------------------------------------------------------------
def _place_problem(game: Adrift, state: State, place: int) -> str | None:
    if place not in PLACES:
        return "the boat's places are 1 to 8"
    who = facts.occupant(state, place)
    if who:
        if who in state.dead:
            return f"{game.seat_name(who)}'s body lies in place {place}"
        return f"{game.seat_name(who)} sits in place {place}: trade or fight for it"
    return None


def leaving_problem(game: Adrift, state: State, seat: str) -> str | None:
    """Keeper: leaving place 7 or 8, a keeper first puts the items over the normal
    hand size back into the bin."""
    if not facts.bin_of(state, seat):
        return None
    extra = len(facts.holding(state, seat)) - game.tables.hand
    if extra > 0:
        hand = game.tables.hand
        return f"over the hand size: away from the bin you hold {hand} items, so put {extra} back into the bin first"
    return None


# -- fights ---------------------------------------------------------------------------
def _fight_problem(game: Adrift, state: State, action: Action) -> str | None:
    fight = state.fights[-1]
    seat = action.seat
    name = game.seat_name
    if not fight.winner:
        roller = fights.roller(fight)
        if seat != roller or not isinstance(action, FightRoll):
            return f"a fight is on: {name(roller)} rolls"
        return None
    if fight.kill:
        if not isinstance(action, Interrupt):
            return f"{name(fight.winner)} is about to kill {name(fight.loser)}: interrupt, or let it be"
        if seat in (fight.winner, fight.loser) or not facts.free(state, seat):
            return "you cannot interrupt this fight"
        if seat in fight.let_be:
            return "you have let it be"
        return None
    if seat != fight.winner or not isinstance(action, Settle):
        return f"{name(fight.winner)} won the fight and chooses what happens"
    if action.outcome not in OUTCOMES:
        return "choose Hurt, Subdue, Kill or Mercy"
    if (action.outcome, action.item) not in fights.outcomes(game.items, state, fight):
        if action.outcome == "kill" and fight.no_kill:
            return "the kill was stopped: choose Hurt, Subdue or Mercy"
        if action.outcome == "subdue":
            return "to subdue you need rope or electrical tape, and the loser on the boat"
        if action.outcome == "kill":
            return "to kill you need rope, a knife, or the flare gun with a flare"
        return "choose Hurt or Mercy without an item"
    return None


# -- jobs -----------------------------------------------------------------------------
def _job_problem(game: Adrift, state: State, action: Action) -> str | None:
    seat = action.seat
    if seat in state.job:
        return "you have done your job for today"
    # Meditate is one of the jobs ("The jobs available are"): the hurt and the sick
    # may not meditate either.
    if seat in state.hurt:
        return "you were hurt in a fight: no job for the rest of the day"
    if seat in state.sick:
        return "you are sick: no jobs until you are well"

    def has(use: str) -> str:
        return facts.has(game.items, state, seat, use)

    place = state.place[seat]
    match action:
        case CatchFish():
            if place not in FISHING:
                return "fish from place 1 or 2"
            if not has("pole"):
                # The net only adds to a catch (ruling AD-R21): say so to its holder.
                if has("net"):
                    return "the fishing net needs a fishing pole to fish with"
                return "you need a fishing pole"
        case Row():
            if place not in ROWING:
                return "row from place 5 or 6: rowing takes two, one in each"
            if not has("oar"):
                for helper, words in (
                    ("gloves", "rowing gloves need"),
                    ("compass", "compass needs"),
                ):
                    if has(helper):  # it only adds to a rower's roll (ruling AD-R21)
                        return f"the {words} an oar to row with"
                return "you need an oar"
            across = ROWING[0] if place == ROWING[1] else ROWING[1]
            other = facts.occupant(state, across)
            if not other or not facts.free(state, other):
                return f"rowing takes two, in places 5 and 6: nobody can row in place {across}"
        case RemoveWater():
            if not has("bucket"):
                return "you need a bucket"
    return None


# -- actions --------------------------------------------------------------------------
def _deed_problem(game: Adrift, state: State, action: Action) -> str | None:
    seat = action.seat
    items = game.items
    name = game.seat_name
    mine = facts.holding(state, seat)

    def has(use: str) -> str:
        return facts.has(items, state, seat, use)

    match action:
        case TakeSeat(place=place):
            return _place_problem(game, state, place) or leaving_problem(game, state, seat)
        case SwapSeats(other=other):
            if other == seat or other not in state.seats or other in state.dead:
                return "trade places with another living player"
            if not facts.on_board(state, other):
                return f"{name(other)} is not on the boat"
            if other in state.subdued:
                return f"{name(other)} is subdued and cannot agree"
            if state.swap.get(seat) == other:
                return f"you have asked {name(other)} already"
            return leaving_problem(game, state, seat) or (
                leaving_problem(game, state, other) if state.swap.get(other) == seat else None
            )
        case Attack(target=target, place=place):
            if target == seat or target not in state.seats or target in state.dead:
                return "fight another living player"
            if not facts.on_board(state, target):
                return f"{name(target)} is not on the boat"
            if place and place != state.place[target]:
                return f"{name(target)} is not in place {place}"
        case Carve(body=body) | ThrowBody(body=body):
            if body not in facts.bodies(state):
                return "there is no such body on the boat"
            if isinstance(action, Carve) and not has("knife"):
                return "you need a knife"
        case Repair(item=item):
            if not has("tape"):
                return "you need electrical tape"
            if item not in state.broken or item not in state.zones[facts.floor(state.place[seat])]:
                return "repair a broken item lying under your token"
        case Retrieve(target=target):
            if target in state.seats:
                if target not in state.overboard or target in state.dead:
                    return f"{name(target)} is not in the sea"
            elif target not in state.zones["sea"]:
                return "that is not in the sea"
        case SaveSwimmer(swimmer=swimmer):
            if swimmer not in state.overboard:
                return f"{name(swimmer)} is not in the sea"
            if not has("rope") and not has("life_saver"):
                return "you need rope or a life saver"
            if state.lifeline.get(swimmer, 0) >= (3 if has("rope") and has("life_saver") else 1):
                return f"{name(swimmer)} has that help already"
        case Signal():
            if not has("flare_gun") or not has("flare"):
                return "you need the flare gun and a flare"
        case Give(item=item, to=to):
            if item not in mine:
                return "give an item you hold (a keeper takes it out of the bin first)"
            if to == seat or to not in state.seats or not facts.free(state, to):
                return "give it to another player on the boat, free to take it"
            if not facts.room(state, to, game.tables.hand):
                return f"{name(to)}'s hands are full"
        case TakeFromBin(item=item):
            bin_zone = facts.bin_of(state, seat)
            if not bin_zone:
                return "only a keeper, in place 7 or 8, takes from a bin"
            if item not in state.zones[bin_zone]:
                return "that item is not in your bin"
        case Stow(item=item):
            if not facts.bin_of(state, seat):
                return "only a keeper, in place 7 or 8, puts items in a bin"
            if item not in mine:
                return "put away an item you hold"
        case PickUp(item=item):
            found = next((p for p in PLACES if item in state.zones[facts.floor(p)]), 0)
            if not found:
                return "pick up an item lying on the boat"
            if item in state.broken:
                return "it is broken: repair it first"
            if item in state.subdued.values():
                return "it binds a subdued player: release them instead"
            if not facts.room(state, seat, game.tables.hand):
                return "your hands are full"
        case Toss(item=item):
            broken_here = (
                item in state.broken and item in state.zones[facts.floor(state.place[seat])]
            )
            # The bin's stack lies behind its keeper's screen: theirs to throw
            # (rulebook "They place that stack behind their screen", ruling AD-R03).
            in_my_bin = item in state.zones.get(facts.bin_of(state, seat), ())
            if item not in mine and not broken_here and not in_my_bin:
                return "throw overboard an item you hold, one from the bin you keep, or a broken one under your token"
        case UseItem(item=item, to=to):
            if item not in mine:
                return "use an item you hold"
            use = items.use(item)
            if use not in ("food", "drink", "first_aid"):
                return f"a {items.name(item)} is used in a job or an action"
            if use == "first_aid":
                target = to or seat
                if target not in state.sick or target in state.dead:
                    return f"{name(target)} is not sick"
                if target != seat and not facts.on_board(state, target):
                    return f"{name(target)} is not on the boat"
            elif to and to != seat:
                return "this one is for yourself"
        case Feed(player=player) | Release(player=player):
            if player not in state.subdued:
                return f"{name(player)} is not subdued"
            if isinstance(action, Feed) and player in state.fed:
                return f"{name(player)} has been fed today"
        case _:
            return f"ADRIFT has no move {action.kind!r}"
    return None
