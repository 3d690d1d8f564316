"""ADRIFT state and actions: plain frozen dataclasses, JSON-serialisable.

The players are the castaways, by colour (rulebook "To Start the Game", step 1); the
boat's eight seats are *places* here, numbered 1 to 8, so that "seat" keeps the meaning
it has everywhere in Petri Dish: a player at the table.

Every item card sits in exactly one named zone (``zones``), in order:

* ``bin.1``, ``bin.2`` — the two storage bins, behind the screen of the keeper in place 7
  or 8 (nobody's when that place has no living keeper)
* ``<seat>.hand`` — a player's items, behind their screen
* ``place.<n>`` — the items lying on place n under its token: broken items, the rope or
  tape binding a subdued player, what a dead or subdued player held (seen by everyone)
* ``sea`` — items overboard today (they float; they are gone at nightfall)
* ``ashore`` — the items left ashore by the weight decision (set-up step 4), unseen
* ``gone`` — destroyed items, out of the game

A card's id is its copy id from ``resources/games/adrift/items.toml`` (``item.oar.2``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from petridish.core.actions import Action
from petridish.core.dice import Rolled
from petridish.core.rng import RngState

# The eight character colours (rulebook "Components": 8 screens, 8 tokens).
SEAT_IDS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")
PLACES = tuple(range(1, 9))  # the boat's seats
FISHING = (1, 2)  # "You may catch fish only from seats 1 & 2"
ROWING = (5, 6)  # "You may row the boat only from seats 5 & 6"
KEEPERS = {7: "bin.1", 8: "bin.2"}  # "A player in seat 7 or 8 is called a keeper"
HIDDEN = "?"
DAY_DICE = 5  # rulebook "Components": 5 d6 day dice
LOCKED = 6  # "A dice showing a six is called a locked day die"
SITUATION_FACES = (2, 5)  # the active day die shows a 2 or 5: a situation
RATIONS_EACH = 3  # set-up step 2
WATER_START = 1  # "The water level may not drop below one"
WATER_TOP = 8  # "If the water level rises above 8, everyone loses"
ITEMS_PER_LEVEL = 6  # set-up step 4's table
SWIM_TRIES = 2
SWIM_GOAL = 5  # "If you roll a 5-8, return to an empty seat"
ROW_GOAL = 10  # "If their total from the two rolls equals 10 or more"
FISH_LESS = 4  # "the result of the roll minus four"
CARVE_MORE, CARVE_MOST = 4, 8  # "Add d8 plus four rations (Max 8)"
SIGNAL_GOAL = 15
SICK_DAYS = 3
RATION_CARDS = (0, 1, 2)

# Where chance comes in: the draw points a scenario's forced outcomes name.
ITEMS = "items"  # set-up step 3: the shuffle of the item cards
JOB_ROLL = "job"  # the d8 of Catch Fish, Remove Water, and each rower's
FIGHT_ROLL = "fight"  # each fighter's d8
SWIM_ROLL = "swim"
REPAIR_ROLL = "repair"
CARVE_ROLL = "carve"
SIGNAL_ROLL = "signal"  # each locked day die rolled in a signal for rescue
SITUATION = "situation"  # the situation die
INSANITY = "insanity"  # an insanity roll
WHOM = "whom"  # the d8 that chooses a player, rerolled for an empty seat
AT_RANDOM = "at random"  # which item breaks or falls overboard
MEAL = "meal"  # the shuffle of the ration cards eaten
DRAW_POINTS = (
    ITEMS,
    JOB_ROLL,
    FIGHT_ROLL,
    SWIM_ROLL,
    REPAIR_ROLL,
    CARVE_ROLL,
    SIGNAL_ROLL,
    SITUATION,
    INSANITY,
    WHOM,
    AT_RANDOM,
    MEAL,
)

EVENT_KINDS = (
    "seated",
    "day",
    "day_die",
    "situation",
    "insanity",
    "tracker",
    "water",
    "rations",
    "job",
    "caught",
    "rowed",
    "bailed",
    "meditates",
    "focus_lost",
    "broke",
    "fight",
    "fight_roll",
    "fight_won",
    "hurt",
    "subdued",
    "killed",
    "mercy",
    "interrupt",
    "let_be",
    "released",
    "fed",
    "haunts",
    "rests",
    "moved",
    "swap_offered",
    "swapped",
    "repair",
    "jumped",
    "lifeline",
    "swim",
    "returned",
    "overboard",
    "died",
    "carved",
    "body_thrown",
    "signal",
    "gave",
    "took",
    "stowed",
    "picked_up",
    "dropped",
    "tossed",
    "used",
    "sick",
    "well",
    "insane",
    "clarity",
    "done",
    "nightfall",
    "chosen",
    "revealed",
    "over_eaten",
    "sank",
    "over",
    "edit",
)

# Steps of the voyage.
SEATING = "seating"  # set-up step 5: each player takes a place
DAY = "day"  # jobs and actions, in any order
MEAL_STEP = "meal"  # everyone chooses a ration card in secret
OVER = "over"
STEPS = (SEATING, DAY, MEAL_STEP, OVER)

JOBS = ("fish", "row", "bail", "meditate")
OUTCOMES = ("hurt", "subdue", "kill", "mercy")  # rulebook "Fight"


@dataclass(frozen=True, slots=True)
class Fight:
    """One fight (rulebook "Fight"), from the first roll to the winner's choice."""

    aggressor: str
    defender: str
    place: int = 0  # a contested place the aggressor fights for (0: none)
    rolls: dict[str, int] = field(default_factory=dict)  # 0: passed
    winner: str = ""
    loser: str = ""
    kill: str = ""  # the item of a kill the others may still interrupt ("": none chosen)
    let_be: tuple[str, ...] = ()  # who has let the kill go ahead
    no_kill: bool = False  # an interrupter won: the winner must choose again


@dataclass(frozen=True, slots=True)
class State:
    rng: RngState
    options: dict[str, Any]
    seats: tuple[str, ...]
    zones: dict[str, tuple[str, ...]]
    step: str = SEATING
    # The day dice as they lie ("day.1" to "day.5", the last placed active until it
    # locks), the situation die, and each player's last d8 ("d8.<seat>").
    dice: dict[str, Rolled] = field(default_factory=dict)
    water: int = WATER_START
    rations: int = 0  # the ration tracker
    tracker: dict[str, int] = field(default_factory=dict)  # behind each screen
    place: dict[str, int] = field(default_factory=dict)  # 0: no place (overboard, gone)
    # The day's record.
    done: frozenset[str] = frozenset()
    job: dict[str, str] = field(default_factory=dict)  # each player's job today
    acted: frozenset[str] = frozenset()  # took an action today
    hurt: frozenset[str] = frozenset()  # lost a fight's Hurt: no job today
    rowing: dict[str, bool] = field(default_factory=dict)  # a rower waiting: focused?
    swims: dict[str, int] = field(default_factory=dict)  # swim rolls used today
    lifeline: dict[str, int] = field(default_factory=dict)  # a Save's bonus to a swimmer
    carrying: dict[str, str] = field(default_factory=dict)  # a jumper -> who or what
    swap: dict[str, str] = field(default_factory=dict)  # offers to trade places
    fed: frozenset[str] = frozenset()  # subdued players given rations today
    fights: tuple[Fight, ...] = ()  # the fight on, and those it interrupted
    settled: tuple[str, ...] = ()  # the last fight's winner, outcome and loser, for all to see
    # What lasts from day to day.
    calm: frozenset[str] = frozenset()  # meditated with no action: no insanity roll
    sick: dict[str, int] = field(default_factory=dict)  # days of sickness left
    insane: frozenset[str] = frozenset()
    subdued: dict[str, str] = field(default_factory=dict)  # player -> the binding item
    broken: frozenset[str] = frozenset()
    overboard: frozenset[str] = frozenset()
    dead: frozenset[str] = frozenset()
    haunting: frozenset[str] = frozenset()
    resting: frozenset[str] = frozenset()  # dead players who chose not to haunt
    locked: bool = False  # a day die locked: everyone's insanity roll next morning
    missing: int = 0  # rations eaten that were not there: that many insanity rolls
    # The meal.
    meal: dict[str, int] = field(default_factory=dict)  # secret choices
    eaten: tuple[int, ...] = ()  # the last meal's ration cards, shuffled, face up
    day: int = 0
    winners: tuple[str, ...] = ()
    reason: str = ""


# -- actions --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TakeSeat(Action):
    """Sit in an empty place: at set-up, or Move Seats during the day."""

    place: int
    kind: ClassVar[str] = "TakeSeat"


@dataclass(frozen=True, slots=True)
class SwapSeats(Action):
    """Offer another player to trade places; if they offered first, trade at once."""

    other: str
    kind: ClassVar[str] = "SwapSeats"


@dataclass(frozen=True, slots=True)
class CatchFish(Action):
    """Catch Fish: d8 - 4 rations for the boat, or health for yourself."""

    focused: bool = False
    health: bool = False
    kind: ClassVar[str] = "CatchFish"


@dataclass(frozen=True, slots=True)
class Row(Action):
    """Row the Boat with the player in the other rowing place."""

    focused: bool = False
    kind: ClassVar[str] = "Row"


@dataclass(frozen=True, slots=True)
class RemoveWater(Action):
    focused: bool = False
    kind: ClassVar[str] = "RemoveWater"


@dataclass(frozen=True, slots=True)
class Meditate(Action):
    kind: ClassVar[str] = "Meditate"


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Start a fight with ``target`` (for its place, if ``place``)."""

    target: str
    place: int = 0
    kind: ClassVar[str] = "Attack"


@dataclass(frozen=True, slots=True)
class FightRoll(Action):
    """Roll your d8 in a fight (``roll`` False: pass, and lose)."""

    roll: bool = True
    kind: ClassVar[str] = "FightRoll"


@dataclass(frozen=True, slots=True)
class Settle(Action):
    """The winner of a fight chooses what becomes of the loser, using ``item``."""

    outcome: str
    item: str = ""
    kind: ClassVar[str] = "Settle"


@dataclass(frozen=True, slots=True)
class Interrupt(Action):
    """Stop a kill: fight its winner."""

    kind: ClassVar[str] = "Interrupt"


@dataclass(frozen=True, slots=True)
class Carve(Action):
    body: str
    kind: ClassVar[str] = "Carve"


@dataclass(frozen=True, slots=True)
class ThrowBody(Action):
    body: str
    kind: ClassVar[str] = "ThrowBody"


@dataclass(frozen=True, slots=True)
class Haunt(Action):
    kind: ClassVar[str] = "Haunt"


@dataclass(frozen=True, slots=True)
class Repair(Action):
    item: str
    kind: ClassVar[str] = "Repair"


@dataclass(frozen=True, slots=True)
class Retrieve(Action):
    """Jump overboard for a player or an item in the sea."""

    target: str
    kind: ClassVar[str] = "Retrieve"


@dataclass(frozen=True, slots=True)
class SaveSwimmer(Action):
    """Throw rope and/or a life saver to a player overboard."""

    swimmer: str
    kind: ClassVar[str] = "SaveSwimmer"


@dataclass(frozen=True, slots=True)
class Swim(Action):
    kind: ClassVar[str] = "Swim"


@dataclass(frozen=True, slots=True)
class Signal(Action):
    kind: ClassVar[str] = "Signal"


@dataclass(frozen=True, slots=True)
class Give(Action):
    item: str
    to: str
    kind: ClassVar[str] = "Give"


@dataclass(frozen=True, slots=True)
class TakeFromBin(Action):
    item: str
    kind: ClassVar[str] = "TakeFromBin"


@dataclass(frozen=True, slots=True)
class Stow(Action):
    item: str
    kind: ClassVar[str] = "Stow"


@dataclass(frozen=True, slots=True)
class PickUp(Action):
    item: str
    kind: ClassVar[str] = "PickUp"


@dataclass(frozen=True, slots=True)
class Toss(Action):
    """Throw an item overboard for good (the boat is lighter)."""

    item: str
    kind: ClassVar[str] = "Toss"


@dataclass(frozen=True, slots=True)
class UseItem(Action):
    """Eat, drink or use a first aid kit (on ``to``: "" for yourself)."""

    item: str
    to: str = ""
    kind: ClassVar[str] = "UseItem"


@dataclass(frozen=True, slots=True)
class Feed(Action):
    player: str
    kind: ClassVar[str] = "Feed"


@dataclass(frozen=True, slots=True)
class Release(Action):
    player: str
    kind: ClassVar[str] = "Release"


@dataclass(frozen=True, slots=True)
class Eat(Action):
    """Choose a ration card for the meal, in secret."""

    ration: int
    kind: ClassVar[str] = "Eat"


ACTION_TYPES = (
    TakeSeat,
    SwapSeats,
    CatchFish,
    Row,
    RemoveWater,
    Meditate,
    Attack,
    FightRoll,
    Settle,
    Interrupt,
    Carve,
    ThrowBody,
    Haunt,
    Repair,
    Retrieve,
    SaveSwimmer,
    Swim,
    Signal,
    Give,
    TakeFromBin,
    Stow,
    PickUp,
    Toss,
    UseItem,
    Feed,
    Release,
    Eat,
)
