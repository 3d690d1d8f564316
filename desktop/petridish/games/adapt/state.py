"""A.D.A.P.T. state and actions: plain frozen dataclasses, JSON-serialisable.

Every card sits in exactly one named zone (``zones``), in order, bottom (or first)
first. Zone names, for each seat ``S`` playing:

* ``S.body`` — the fish's Body stack: its Guppy at the bottom, each Body adapted since
  on top of the one it replaced; the last card is the Body in use
* ``S.<location>`` — the Part stack at each location (``S.jaws``, ``S.fins``...): the
  last card is the Part in use, those under it were replaced
* ``S.pgp`` — the Personal Gene Pool, at most three cards waiting to be adapted

and for the table:

* ``stream.1`` ... ``stream.N`` — the Gene Stream's slots, one card each (N is 3 plus
  one per player beyond the second); the highest slot lies next to the discard pile
* ``deck`` — face down, its order hidden from everyone
* ``discard`` — the discard pile (every card in it was seen going there)
* ``guppies`` — the Guppies set aside at set-up

Each fish's counters (Experience, Damage, Poison, cooldowns...) are in ``fish``, and the
dice each fish last rolled, as they lie on its mat, in ``dice``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from petridish.core.actions import Action
from petridish.core.dice import Rolled
from petridish.core.rng import RngState

# Seats: up to five fish, clockwise in this order.
SEAT_IDS = ("coral", "finn", "marina", "pearl", "kelp")
HIDDEN = "?"  # a card of the deck as a view shows it

LOCATIONS = ("horn", "eyes", "jaws", "dorsal", "fins", "tail", "skin", "organ", "tentacles")
BODY = "body"
PGP = "pgp"
PGP_SIZE = 3
DECK = "deck"
DISCARD = "discard"
GUPPIES = "guppies"
STREAM = "stream"
MAX_XP = 20
MAX_STREAM = 3 + 5 - 2  # slots with five players


def slot_zone(slot: int) -> str:
    return f"{STREAM}.{slot}"


def seat_zone(seat: str, place: str) -> str:
    return f"{seat}.{place}"


# Each seat's Body and Personal Gene Pool, by seat: the rules ask for them all the time.
BODY_ZONES = {seat: seat_zone(seat, BODY) for seat in SEAT_IDS}
PGP_ZONES = {seat: seat_zone(seat, PGP) for seat in SEAT_IDS}


def stream_size(players: int) -> int:
    """Multi-Player Rules: 3 slots, and one more for each player beyond the second."""
    return 3 + max(0, players - 2)


# Where chance comes in: the draw points a scenario's forced outcomes name.
DECK_SHUFFLE = "deck"  # the deck shuffled at set-up
RESHUFFLE = "reshuffle"  # the discard pile shuffled into a new deck
PERCENTILE = "percentile"  # two d10s: the tens die, then the units die
ATTACK = "attack"  # the attack die (a Guppy's d6: odd 1, even 2)
POISON = "poison"  # the d10 of Venomous and Counter Poison
BAIT = "bait"  # the d10 the baited fish rolls
HIDE = "hide"
JUMP = "jump"
DRAW_POINTS = (DECK_SHUFFLE, RESHUFFLE, PERCENTILE, ATTACK, POISON, BAIT, HIDE, JUMP)

EVENT_KINDS = (
    "guppy",  # a player chose a Guppy
    "roll",  # any die roll: whose, which die, what it shows
    "percentile",  # a percentile roll put together from its two dice
    "order",  # the opening's order, highest roll first
    "selection",  # a Random Selection's result from the chart
    "turn",  # a turn begins: Experience gained, cooldowns lowered
    "experience",  # Experience gained or spent
    "adapt",  # a Body or Part adapted onto a fish
    "buy",  # a card bought from the Gene Stream
    "kept",  # a card put in the PGP
    "discarded",  # a card gained that could go nowhere
    "left",  # a Random Selection body left in the Gene Stream
    "held",  # a fish treated as having 1 Health left
    "auto_adapt",  # Auto Adapting at the first 20 Experience
    "attack",  # an attack's totals and result
    "damage",  # damage taken, from any source
    "poisoned",  # a fish poisoned by Venomous or Counter Poison
    "special",  # a Special Action used (bait, hide, jump, school, shock, heal)
    "lapsed",  # a bait that could not be obeyed
    "wipe",  # the Gene Stream wiped
    "cycle",  # the Gene Stream cycled: expired, slid, dealt
    "reshuffle",  # the discard pile shuffled into a new deck
    "rest",  # a player who could not act rested
    "defeated",  # a fish defeated
    "over",  # the game is over
    "edit",  # a sandbox edit
)

# Steps of the game.
GUPPY, CHOOSE, TURN, BAITED, OVER = "guppy", "choose", "turn", "baited", "over"
STEPS = (GUPPY, CHOOSE, TURN, BAITED, OVER)

SPECIALS = ("bait", "hide", "jump", "school", "shock", "heal")


@dataclass(frozen=True, slots=True)
class Fish:
    """One player's counters (its cards are in the zones)."""

    xp: int = 1  # the Experience d20
    damage: int = 0  # the Damage d10 and its tens die
    poison: int = 0  # poison counters, at most 2
    held: int = 0  # the Health it is treated as having (ruling ADAPT-R09); 0: its own
    cooldowns: dict[str, int] = field(default_factory=dict)  # special -> turns left
    hidden: bool = False  # unattackable until the start of its next turn
    baited_by: str = ""  # the fish it must attack on its next turn
    auto_adapted: bool = False  # Auto Adapting happens once per game
    defeated: bool = False


@dataclass(frozen=True, slots=True)
class Pick:
    """A Random Selection waiting for its player to choose a card of the Gene Stream."""

    seat: str
    opening: bool  # at set-up (the next player applies theirs after) or in a turn


@dataclass(frozen=True, slots=True)
class State:
    rng: RngState
    options: dict[str, Any]
    seats: tuple[str, ...]
    zones: dict[str, tuple[str, ...]]
    fish: dict[str, Fish]
    step: str = GUPPY
    current: str = ""  # whose turn it is (or who chooses a Guppy or a card)
    first: str = ""  # who took the first turn (a round ends before their turn)
    round: int = 0
    turns: int = 0  # turns begun so far
    # The opening's Random Selections still to apply, highest roll first: (seat, roll).
    queue: tuple[tuple[str, int], ...] = ()
    pick: Pick | None = None
    removed: bool = False  # a card has left the Gene Stream this turn
    winners: tuple[str, ...] = ()
    reason: str = ""
    # The dice on each fish's mat, as last rolled: ``<seat>.attack`` (its Body's die),
    # ``<seat>.check`` (the d10 of Bait, Hide, Jump and poison) and ``<seat>.percentile``
    # (a Random Selection, 1 to 100).
    dice: dict[str, Rolled] = field(default_factory=dict)


CHECK = "check"  # the d10 every other roll is made with (Bait, Hide, Jump, poison)


def die_key(seat: str, purpose: str) -> str:
    """Which of a fish's dice a roll for ``purpose`` lies as (see ``State.dice``)."""
    return f"{seat}.{purpose if purpose in (ATTACK, PERCENTILE) else CHECK}"


# -- actions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseGuppy(Action):
    """Set-up: take a Guppy (by its design id) as the fish's first Body."""

    guppy: str
    kind: ClassVar[str] = "ChooseGuppy"


@dataclass(frozen=True, slots=True)
class PickCard(Action):
    """Random Selection, 'the card of your choice': take ``card`` from the Gene Stream."""

    card: str
    kind: ClassVar[str] = "PickCard"


@dataclass(frozen=True, slots=True)
class Adapt(Action):
    """Adapt: put ``card`` from the PGP onto the fish."""

    card: str
    kind: ClassVar[str] = "Adapt"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy ``card`` from the Gene Stream: adapt it at once, or (``keep``) put it in the
    PGP. A card too high to adapt goes to the PGP either way."""

    card: str
    keep: bool = False
    kind: ClassVar[str] = "Buy"


@dataclass(frozen=True, slots=True)
class Attack(Action):
    target: str
    kind: ClassVar[str] = "Attack"


@dataclass(frozen=True, slots=True)
class Special(Action):
    """A Special Action: bait, hide, jump, school, shock or heal (``target`` for bait
    and school)."""

    ability: str
    target: str = ""
    kind: ClassVar[str] = "Special"


@dataclass(frozen=True, slots=True)
class Wipe(Action):
    """Wipe the Gene Stream: every card to the discard pile, and Experience."""

    kind: ClassVar[str] = "Wipe"


@dataclass(frozen=True, slots=True)
class RandomSelection(Action):
    """Can't act: adapt by Random Selection (a percentile roll on the chart)."""

    kind: ClassVar[str] = "RandomSelection"


@dataclass(frozen=True, slots=True)
class Rest(Action):
    """Can't act, and declining Random Selection: the turn ends (ruling ADAPT-R12)."""

    kind: ClassVar[str] = "Rest"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """After Bait: end the turn without buying or adapting."""

    kind: ClassVar[str] = "EndTurn"


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseGuppy,
    PickCard,
    Adapt,
    Buy,
    Attack,
    Special,
    Wipe,
    RandomSelection,
    Rest,
    EndTurn,
)
