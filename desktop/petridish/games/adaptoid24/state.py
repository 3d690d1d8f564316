"""ADAPTOID 24 state and actions: plain frozen dataclasses, JSON-serialisable.

Every card sits in exactly one named zone (``zones``), in order. Zone names:

* ``adaptoid.hand`` / ``geneticist.hand`` — Room cards not yet played this phase
* ``adaptoid.row`` / ``geneticist.row`` — Room cards played this phase, turn by turn
* ``geneticist.aside`` — a card removed by Intimidate, face down until the phase ends
* ``geneticist.character``, ``geneticist.equipment`` — the Character (its shield) and
  the Tasers and Dron; which of them are loaded is ``loaded``
* ``spawn.deck``, ``spawn.discard``, ``spawns.<room>`` — Spawns, face down unless in ``up``
* ``evo.<deck>``, ``evo.discard``, ``evo.pending`` (drawn, waiting for its room),
  ``evo.adaptoid`` (Scales), ``evo.<room>`` (Clone, Rage, Destroy placed in one of the
  Adaptoid's rooms)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from petridish.core.actions import Action
from petridish.core.rng import RngState

ADAPTOID = "adaptoid"
GENETICIST = "geneticist"
SEATS = (ADAPTOID, GENETICIST)
TURNS_PER_PHASE = 6
PHASES = 2
HIDDEN = "?"  # what a masked card id reads as in a view
TASERS = ("taser.1", "taser.2", "taser.3")
DRON = "dron"
EQUIPMENT = (*TASERS, DRON)

# Where chance comes in: the draw points a scenario's forced outcomes name.
SPAWN_DECK = "spawn deck"  # the Spawns shuffled at set-up and for the second phase
INTIMIDATE = "intimidate"  # the Geneticist's room Intimidate takes, blind
DRAW_POINTS = (SPAWN_DECK, "defensive deck", "reproductive deck", "offensive deck", INTIMIDATE)
# Every kind of event the game reports (for the log, the announcements and the tests).
EVENT_KINDS = (
    "character",
    "chosen",
    "revealed",
    "encounter",
    "overcome",
    "spawns",
    "no_spawns",
    "no_evolution",
    "evolution",
    "placed",
    "intimidated",
    "intimidate_fails",
    "ability",
    "ability_lost",
    "cleared",
    "clone_gone",
    "phase",
    "over",
    "edit",
)


def room_of(card: str) -> str:
    """'a.lab' -> 'lab' (a Room card's room)."""
    return card.split(".", 1)[1]


# Steps of a turn, in order. "character" happens once, before the first turn.
CHARACTER, CHOOSE, ENCOUNTER, SPAWN, EVOLUTION, TARGET, LAB, OVER = (
    "character",
    "choose",
    "encounter",
    "spawn",
    "evolution",
    "target",
    "lab",
    "over",
)


@dataclass(frozen=True, slots=True)
class Encounter:
    room: str  # the room id (e.g. "lab") where it happens
    foe: str  # "adaptoid" (same card), "spawns" or "clone"
    resistance: int


@dataclass(frozen=True, slots=True)
class State:
    rng: RngState
    options: dict[str, Any]
    zones: dict[str, tuple[str, ...]]
    loaded: frozenset[str] = frozenset()  # loaded equipment / character with shield
    up: frozenset[str] = frozenset()  # spawns revealed face up
    phase: int = 1
    turn: int = 1
    step: str = CHARACTER
    picks: dict[str, str] = field(default_factory=dict)  # seat -> room id, secret
    control: bool = False  # Control Room: the Adaptoid chooses first, face up
    control_next: bool = False
    emp: bool = False  # EMP: no Tasers this turn
    emp_next: bool = False
    shield_used: bool = False
    encounter: Encounter | None = None
    clones: dict[str, int] = field(default_factory=dict)  # clone card -> last turn number
    winner: str = ""
    reason: str = ""
    seats: tuple[str, ...] = SEATS  # who plays (always both sides)

    @property
    def turn_number(self) -> int:
        """Turns counted across both phases, 1..12."""
        return (self.phase - 1) * TURNS_PER_PHASE + self.turn


# -- actions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseCharacter(Action):
    """Set Up: the Geneticist takes one Character card, shield loaded."""

    character: str
    kind: ClassVar[str] = "ChooseCharacter"


@dataclass(frozen=True, slots=True)
class ChooseRoom(Action):
    """The Game: each side picks one Room card from hand, in secret."""

    room: str
    kind: ClassVar[str] = "ChooseRoom"


@dataclass(frozen=True, slots=True)
class Overcome(Action):
    """An encounter: the Geneticist plays loaded equipment to match the Resistance."""

    equipment: tuple[str, ...]
    kind: ClassVar[str] = "Overcome"


@dataclass(frozen=True, slots=True)
class PlaceSpawns(Action):
    """No encounter of the same card: the Adaptoid places the top two Spawns unseen."""

    rooms: tuple[str, ...]
    kind: ClassVar[str] = "PlaceSpawns"


@dataclass(frozen=True, slots=True)
class DrawEvolution(Action):
    """The Adaptoid reveals the top card of one Evolution deck."""

    deck: str
    kind: ClassVar[str] = "DrawEvolution"


@dataclass(frozen=True, slots=True)
class PlaceEvolution(Action):
    """Clone, Rage, Destroy and Spreading go into a room the Adaptoid has played."""

    room: str
    kind: ClassVar[str] = "PlaceEvolution"


@dataclass(frozen=True, slots=True)
class ClearRoom(Action):
    """The Lab's ability: remove every Spawn from one room."""

    room: str
    kind: ClassVar[str] = "ClearRoom"


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseCharacter,
    ChooseRoom,
    Overcome,
    PlaceSpawns,
    DrawEvolution,
    PlaceEvolution,
    ClearRoom,
)
