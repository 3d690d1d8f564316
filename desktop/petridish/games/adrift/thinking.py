"""ADRIFT for the strong computer player (``core.rollout``): a position a castaway could
be in, dealt from its view (``determinize``), the moves of its that matter
(``search_moves``), what a voyage over is worth to each castaway (``rewards``), and, for
the tree search (``core.search``), each castaway's prospects in a voyage not yet over
(``evaluate``).

What a castaway cannot see (``Adrift.secrets``): the others' hands, a storage bin kept
behind another's screen (or by nobody), the items left ashore, the others' survival
trackers from the first meal on, and the ration cards the others have chosen for
tonight's meal. Every item card is of one kind: any of them may lie in any of those
places, and which they are it can tell from what it sees (every item lying nowhere face
up). What it saw the others do today tells it more: a castaway who fished, bailed or
rowed revealed a pole, a bucket or an oar from their hand ("Using Items"), so a deal
puts one there while one is unseen. A tracker behind another's screen is known only to
stand short of death (all the way right is death, "Death"); everyone has lived the same
mornings, so a deal puts it near the castaway's own. A ration card chosen in secret is
dealt as a castaway would choose it.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from petridish.core.actions import Action, Pass
from petridish.core.evolve import evolve
from petridish.core.game import Result
from petridish.core.material import HIDDEN, unseen
from petridish.core.rng import fresh
from petridish.games.adrift import days, facts
from petridish.games.adrift.state import (
    DAY,
    DAY_DICE,
    FISHING,
    LOCKED,
    WATER_TOP,
    Carve,
    CatchFish,
    Meditate,
    RemoveWater,
    Row,
    SaveSwimmer,
    Signal,
    State,
    UseItem,
)

if TYPE_CHECKING:
    from petridish.games.adrift.rules import Adrift

# The tool each job shows in its doer's hand (rulebook "Jobs": a fisher must possess a
# fishing pole, a rower an oar, one who removes water the bucket).
TOOL_OF_JOB = {"fish": "pole", "row": "oar", "bail": "bucket"}
# How far from its own tracker a deal puts another's: everyone lived the same mornings,
# and the meals, a hurt or a drink part them by a space or two.
TRACKER_SPREAD = (-2, -1, -1, 0, 0, 0, 1, 1, 2)
LOW = 3  # a tracker this close to death eats the 2, as a castaway does

Place = tuple[str, int]  # a hidden card's place: its zone, and where in it


# -- dealing a view --------------------------------------------------------------------
def determinize(game: Adrift, view: State, seat: str, rng: random.Random) -> State:
    """A whole position ``seat`` could be in, seeing ``view`` (see the module): every
    item it cannot see dealt into the places it cannot see into (the tools of today's
    jobs first into their doers' hands), each hidden tracker near its own, each hidden
    ration card as a castaway would choose it, and the dice to come drawn afresh."""
    places = [
        (zone, i)
        for zone, cards in view.zones.items()
        for i, card in enumerate(cards)
        if card == HIDDEN
    ]
    zones = view.zones
    if places:
        zones = _deal_items(game, view, places, rng)
    # A view reads HIDDEN, a text, where a number is hidden from the castaway.
    tracker = view.tracker
    if not all(isinstance(at, int) for at in tracker.values()):
        tracker = _deal_trackers(game, view, seat, rng)
    meal = view.meal
    if not all(isinstance(card, int) for card in meal.values()):
        meal = _deal_meal(game, view, tracker)
    dealt = evolve(view, zones=zones, tracker=tracker, meal=meal, rng=fresh(rng))
    return game.clone(dealt)


def _deal_items(
    game: Adrift, view: State, places: list[Place], rng: random.Random
) -> dict[str, tuple[str, ...]]:
    """The zones with every hidden place filled: first each tool a job revealed today
    into its doer's hand (while a card of its use is unseen and the hand hides a place),
    then the rest of the unseen items, shuffled, into the rest of the places."""
    left = unseen(game.items.copies(), view.zones)
    rng.shuffle(left)
    uses = game.items.uses
    filled: dict[Place, str] = {}
    for doer, job in sorted(view.job.items()):
        tool = TOOL_OF_JOB.get(job)
        hand = facts.hand(doer)
        spot = next((p for p in places if p[0] == hand and p not in filled), None)
        if tool is None or spot is None:
            continue
        card = next((c for c in left if uses[c] == tool), None)
        if card is not None:
            left.remove(card)
            filled[spot] = card
    rest = iter(left)
    for place in places:
        if place not in filled:
            filled[place] = next(rest)
    out = dict(view.zones)
    for zone in {z for z, _ in places}:
        out[zone] = tuple(
            filled[(zone, i)] if c == HIDDEN else c for i, c in enumerate(view.zones[zone])
        )
    return out


def _deal_trackers(game: Adrift, view: State, seat: str, rng: random.Random) -> dict[str, int]:
    """Each tracker behind another's screen: a living castaway's near the seat's own
    (``TRACKER_SPREAD``), short of death; a dead one's all the way right."""
    track = game.tables.track
    own = view.tracker.get(seat)
    mine = own if isinstance(own, int) else 0
    out = {}
    for other, at in view.tracker.items():
        if isinstance(at, int):
            out[other] = at
        elif other in view.dead:
            out[other] = track
        else:
            out[other] = max(0, min(track - 1, mine + rng.choice(TRACKER_SPREAD)))
    return out


def _deal_meal(game: Adrift, view: State, tracker: dict[str, int]) -> dict[str, int]:
    """Each ration card chosen in secret, as a castaway chooses it: the 2 when its
    tracker is low or the rations are plenty, else the rations shared one each in seat
    order; never more than brings its tracker back to Healthy (rulebook "Eat")."""
    eaters = days.eaters(view)
    eat, track = game.tables.eat, game.tables.track
    out = {}
    for other, card in view.meal.items():
        if isinstance(card, int):
            out[other] = card
            continue
        at = tracker[other]
        if at >= track - LOW or view.rations >= 2 * len(eaters) + 4:
            ration = 2
        else:
            ration = 1 if eaters.index(other) < view.rations else 0
        while ration and eat[ration - 1] >= at:
            ration -= 1
        out[other] = ration
    return out


# -- judging a position ------------------------------------------------------------------
# What a day's work is worth, on average (rulebook "Jobs"): a catch is d8 - 4 rations
# (1 + 2 + 3 + 4 in eight rolls), one more with the net; a bucket takes out one level
# on all but a 1 (always, focused).
CATCH, NET = 10 / 8, 5 / 8
BAIL = 1.0
SQUALLS = 0.1  # levels a day the situations add, on average (a squall, a lost bucket)
# How sharp the judgement is: a boat afloat for twice the days left to the rescue
# (or a castaway with twice the spaces left that hunger will take) is 2 ** SHARPNESS
# times as likely to make it as not; half as long, as likely not to.
SHARPNESS = 2.0
# The least the water is taken to rise a day, even where the crew bails more than the
# weight adds: a bail fails now and then, a bailer falls sick, a squall comes. Taken as
# none, a boat bailed as fast as it fills looked afloat for good however high its water,
# and a search weighed a day's bailing as no better than meditating (2 castaways, the
# same 8 voyages: 2 rescued with it, 1 without; the normal castaway, 4).
DRIFT = 0.35
SWIM = 0.75  # a castaway in the sea comes back on one of two rolls of 5-8
# The reward of a chance to survive: its SPAN-th root. Most voyages are lost, and a
# search tells its moves apart only by rewards well apart: a chance of 1 in 1000 is
# rewarded 0.32, 1 in 100 0.46, 1 in 10 0.68, and an even one 0.89.
SPAN = 6.0


def evaluate(game: Adrift, state: State) -> dict[str, float]:
    """Each castaway's chance to live until the rescue (rulebook "How to Win and How to
    Lose": the players who survive until rescued win): none for the dead; for the
    living, the chance the boat stays afloat and they are fed until then (``Outlook``),
    as a reward (``SPAN``)."""
    look = outlook(game, state)
    out = {}
    for seat in state.seats:
        if seat in state.dead:
            out[seat] = 0.0
            continue
        odds = SHARPNESS * math.log((look.margin(state, seat) + 1) / (look.starving + 1))
        body = 1.0 / (1.0 + math.exp(-odds))
        chance = look.boat * body
        if seat in state.overboard:
            chance *= SWIM
        out[seat] = chance ** (1.0 / SPAN)
    return out


class Outlook:
    """The voyage from here as the castaways' work makes it: the days to the rescue,
    the water and the food, with today's jobs still to do done (``evaluate``)."""

    __slots__ = ("boat", "starving", "track")

    def __init__(self, boat: float, starving: float, track: int) -> None:
        self.boat = boat  # the chance the boat stays afloat to the rescue
        self.starving = starving  # days without a ration to eat before the rescue
        self.track = track

    def margin(self, state: State, seat: str) -> float:
        """The spaces ``seat``'s tracker may still move right before death ("Death")."""
        at = state.tracker.get(seat, 0)
        return float(self.track - 1 - (at if isinstance(at, int) else 0))


def outlook(game: Adrift, state: State) -> Outlook:
    """The boat's and the castaways' outlook (see ``Outlook``): each able castaway
    still to work today, and everyone on each day to come, bails while the water
    rises and there is a bucket in their hand, else fishes from a fishing place with a
    pole; the water rises a level for every six items aboard (set-up step 4) and by the
    situations' squalls; every castaway eats a ration a day to hold their tracker
    where it is, and each day without one moves it right."""
    uses = game.items.uses
    left = days_left(state)
    rise = facts.rise(state)
    crew = [s for s in facts.alive(state) if facts.on_board(state, s)]
    today_bail = today_fish = 0.0
    bail = fish = 0.0
    for s in crew:
        if s in state.subdued:
            continue
        held = [uses[c] for c in state.zones.get(facts.hand(s), ()) if c != HIDDEN]
        place = state.place.get(s, 0)
        job = 0.0
        if "bucket" in held and bail < rise + (state.water > 2):
            bail += BAIL
            job = -1.0
        elif place in FISHING and "pole" in held:
            job = CATCH + (NET if "net" in held else 0.0)
            fish += job
        able = s not in state.job and s not in state.done and s not in state.hurt
        if able and s not in state.sick:
            if job < 0:
                today_bail += BAIL
            else:
                today_fish += job
    # The water tonight; the boat must last every dawn's rise but the one that brings
    # the rescue, which comes first ("To Begin Each Day": the day dice go up first).
    water = max(1.0, state.water - today_bail)
    rises = left - 1
    dawn = water + rise
    rising = max(rise + SQUALLS - bail, DRIFT)
    if rises <= 0:
        boat = 1.0
    elif dawn > WATER_TOP:  # nobody left to bail today: it sinks at dawn
        boat = 0.0
    else:
        afloat = 1 + ((WATER_TOP - dawn) / rising if rising > 0 else 2.0 * DAY_DICE * LOCKED)
        boat = 1.0 / (1.0 + ((rises + 1) / (afloat + 1)) ** SHARPNESS)
    eaters = max(1, len(crew))
    food = state.rations + today_fish + fish * left
    starving = max(0.0, left - food / eaters)
    return Outlook(boat, starving, game.tables.track)


# -- the end, and the moves played past a search's tree ---------------------------------
# A castaway's reward for a voyage over: surviving it ("the players who survive until
# rescued are the winners") counts most; the rest is for the share of the table that
# lives (the table wins or loses together) and for the days the voyage lasted (a boat
# that sank on day 25 came nearer the rescue than one that sank on day 5). Judged by
# its own survival alone, a search's moves mostly came out alike: 0.4 castaways
# survive a voyage at two.
TOGETHER = 0.2
LASTED = 0.1


def rewards(state: State, result: Result) -> dict[str, float]:
    """Each castaway's reward for a voyage over (rulebook "How to Win and How to Lose":
    the players who survive until rescued are the winners): a survivor wins whole, not
    a share of one win, so a companion's survival is no loss to it; and everyone gets
    ``TOGETHER`` for the share of the table who lived and ``LASTED`` for the share of
    the thirty days to the rescue the voyage lasted."""
    winners = result.winners
    table = TOGETHER * len(winners) / len(state.seats)
    table += LASTED * min(state.day, DAY_DICE * LOCKED) / (DAY_DICE * LOCKED)
    own = 1.0 - TOGETHER - LASTED
    return {seat: (own if seat in winners else 0.0) + table for seat in state.seats}


# The day's moves a search weighs besides the normal castaway's choice: the jobs (and
# whether to be focused), saying it is done, and what feeds, heals or rescues.
WEIGHED = (CatchFish, Row, RemoveWater, Meditate, Pass, UseItem, Signal, Carve, SaveSwimmer)


def search_moves(
    game: Adrift, state: State, seat: str, legal: list[Action], searcher: str
) -> list[Action]:
    """The moves of ``legal`` a search for ``searcher`` weighs for ``seat``. For another
    castaway, only the normal castaway's move (``bot``): it cannot read their minds, and
    the search, were it to weigh their moves as its own, would expect them to idle as
    often as work. For itself: in a day, the normal castaway's choice first, then its
    jobs, saying it is done, eating, drinking, treating, signalling, carving and
    throwing a line (``WEIGHED``); moving about, handing out, tossing and fighting only
    where the normal castaway would. Every move of the other moments (a place, a ration
    card, a fight's rolls and outcome)."""
    if seat != searcher:
        return [playout_move(game, state, seat, legal)]
    if state.step != DAY or state.fights or len(legal) <= 2:
        return legal
    best = playout_move(game, state, seat, legal)
    return [best, *(a for a in legal if a != best and isinstance(a, WEIGHED))]


def playout_move(game: Adrift, state: State, seat: str, legal: list[Action]) -> Action:
    """The move ``seat`` makes past a search's tree: the normal castaway's (``bot``),
    remembering nothing. At random a castaway does a job, moves, hands out, tosses and
    fights many times a day before it says it is done, and a horizon of moves ends in
    the same day it began."""
    from petridish.games.adrift.bot import AdriftBot  # (it imports the rules)

    return AdriftBot().best(game, state, seat, legal)


def days_left(state: State) -> int:
    """Days until the fifth day die locks ("Rescued!": 30 days)."""
    return DAY_DICE * LOCKED - facts.days_passed(state)
