"""Genegrafter state and actions: plain frozen dataclasses, JSON-serialisable.

Every card sits in exactly one named zone (``zones``), in order. Zone names:

* ``deck``, ``discard`` — the draw pile (face down) and the discard pile
* ``strands`` — the DNA Strands revealed so far, in the middle of the table
* ``events.aside`` — the Event cards left out of this game (set-up step 4), face down
* ``events.played`` — the Events drawn and resolved, face up, out of the game
* ``<seat>.hand`` — a player's hand, seen by that player alone
* ``<seat>.play`` — a player's Characters in play, with their Gear and the Characters
  grafted under them; which card sits on which is ``attached``
* ``<seat>.pool`` — a player's Gene Pool: Characters won in battle, face up
* ``battle.<seat>`` — the Ability Cards a side has laid in the battle, in the order laid,
  face down until flipped (``flipped``)

A card's id is its copy id from :mod:`.cards` (``character.nebrus``, ``ability.blind``,
``dna.strand.2``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from petridish.core.actions import Action
from petridish.core.dice import Rolled
from petridish.core.rng import RngState

SEAT_IDS = ("jon", "sue", "mike", "ada")  # the rulebook's example names three of them
HIDDEN = "?"  # what a masked card reads as in a view
HAND_LIMIT = 8  # rulebook "Discard"
START_HEALTH = 6
START_TOKENS = 3
PLAY_LIMIT = 3  # Characters played in one turn
DRAW = 3

# Where chance comes in: the draw points a scenario's forced outcomes name.
SHUFFLE = "deck"  # the set-up's shuffle of the deck (step 5)
STACKS = "stacks"  # step 6: which Events go into which stack, and each stack's light shuffle
FIRST = "first player"  # step 7: each player's d6 for who goes first
ATTACK_ROLL = "attack dice"  # a battle's red dice, rolled and rerolled
DEFENSE_ROLL = "defense dice"  # a battle's blue dice
INFINITY = "infinity die"
AT_RANDOM = "at random"  # a card taken at random (Famine, Discard 2)
RESHUFFLE = "reshuffle"  # the discard pile shuffled into a new deck
TIE = "tie roll"  # the die that settles a tie of markers and Health at the end
DRAW_POINTS = (
    SHUFFLE,
    STACKS,
    FIRST,
    ATTACK_ROLL,
    DEFENSE_ROLL,
    INFINITY,
    AT_RANDOM,
    RESHUFFLE,
    TIE,
)

# Every kind of event the game reports (for the log, the announcements and the tests).
EVENT_KINDS = (
    "first",
    "turn",
    "drew",
    "event",
    "strand",
    "grafting",
    "grafted",
    "done_grafting",
    "grafting_over",
    "last_round",
    "played",
    "equipped",
    "battle",
    "defends",
    "laid",
    "token",
    "handed_over",
    "finished",
    "flipped",
    "rolled",
    "rerolled",
    "lucky_shot",
    "roll_again",
    "keeps",
    "tie",
    "won",
    "damaged",
    "to_pool",
    "healed",
    "regenerated",
    "direct_hit",
    "knocked_out",
    "discarded",
    "reshuffled",
    "deck_empty",
    "infinity",
    "infinity_nothing",
    "infinity_done",
    "called_off",
    "over",
    "edit",
)

# The Infinity Die's faces, 1 to 6 (rulebook "Infinity Die"; the sixth is a ruling).
INFINITY_FACES = ("resurrection", "dna_marker", "infinity", "draw_two", "discard_two", "choice")

# Steps of a turn.
GRAFT = "graft"  # a Genegrafting Round: every player may graft, in any order
PLAY = "play"  # play Characters and equip Gear
BATTLE = "battle"  # declare a battle, or end the turn
MUSTER = "muster"  # send more Characters into the battle declared, then begin it
DEFEND = "defend"  # the defender names the Character that defends
LAY = "lay"  # the two sides lay Ability Cards or tokens in turn
REROLL = "reroll"  # a side spends its rerolls (the attacker first)
INFINITY_STEP = "infinity"  # the Infinity Die's face asks its owner to choose
DISCARD = "discard"  # down to eight cards
GIVE_UP = "give up"  # the Infinity Die's Discard 2 Cards: the opponent discards two
OVER = "over"
STEPS = (GRAFT, PLAY, BATTLE, MUSTER, DEFEND, LAY, REROLL, INFINITY_STEP, GIVE_UP, DISCARD, OVER)


@dataclass(frozen=True, slots=True)
class Fight:
    """One attacking Character's battle (rulebook "Battle", steps 3 to 9)."""

    attacker: str  # the attacking Character
    defender: str = ""  # the defending Character ("" until named, or none left)
    # Who lays next, and who has said they are finished (step 4).
    to_lay: str = ""
    finished: tuple[str, ...] = ()
    tokens: dict[str, int] = field(default_factory=dict)  # seat -> tokens spent here
    # Who laid each Ability Card, in the order laid (which card each is, its side's pile
    # ``battle.<seat>`` says, face down): the flip follows this order (ruling GG-R04).
    laid: tuple[str, ...] = ()
    # After the flip: each side's dice, as rolled (the tray), and what is left to spend.
    rerolls: dict[str, int] = field(default_factory=dict)
    lucky: dict[str, int] = field(default_factory=dict)  # Lucky Shots waiting for dice
    again: dict[str, int] = field(default_factory=dict)  # Roll Agains waiting for dice
    heal: dict[str, int] = field(default_factory=dict)  # Heal Minor Wounds, after damage
    rolling: str = ""  # the side spending its rerolls now
    # What each side did with its dice, in order: (seat, what, die, from, to), "what"
    # being rerolled, lucky_shot, roll_again or keeps (die "" and 0, 0); a tie, which
    # rolls every die again, is ("", "tie", "", attack total, defense total).
    uses: tuple[tuple[str, str, str, int, int], ...] = ()
    # Each side's dice by source as counted at the flip (Battle, step 6), for the
    # table's reckoning: (what, dice) pairs, "own" first (the Character's value), then
    # each Ability Card by id, "tokens", and each piece of Gear by id.
    sources: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Battle:
    """A battle against one opponent: the Characters sent, fought one at a time."""

    opponent: str
    waiting: tuple[str, ...]  # attackers sent and not yet fought, in the order sent
    fight: Fight | None = None


@dataclass(frozen=True, slots=True)
class State:
    rng: RngState
    options: dict[str, Any]
    seats: tuple[str, ...]
    zones: dict[str, tuple[str, ...]]
    health: dict[str, int]
    attack_tokens: dict[str, int]
    defense_tokens: dict[str, int]
    step: str = PLAY
    current: str = ""  # whose turn it is
    turns: int = 0  # turns begun so far
    to_draw: int = 0  # ordinary cards still to draw this turn
    played: int = 0  # Characters played this turn
    equipped: frozenset[str] = frozenset()  # Characters given Gear this turn
    attached: dict[str, str] = field(default_factory=dict)  # Gear or graft -> its Character
    fatigued: frozenset[str] = frozenset()
    attacked: frozenset[str] = frozenset()  # Characters that have attacked this turn
    damaged: frozenset[str] = frozenset()  # turned 90 degrees
    granted: frozenset[str] = frozenset()  # given the Infinity Power by the Infinity Die
    flipped: frozenset[str] = frozenset()  # Ability Cards of the battle turned face up
    battle: Battle | None = None
    # Cards and tokens the side to lay has laid since its turn to lay began: a side
    # hands the turn over only after laying something (ruling GG-R23).
    laying: int = 0
    last_fight: Fight | None = None  # the fight just decided, as the table reckons it
    # A Genegrafting Round: how many grafts each player may still make, who is done.
    grafts_left: dict[str, int] = field(default_factory=dict)
    done: frozenset[str] = frozenset()
    after_graft: str = PLAY  # the step a Genegrafting Round interrupted
    infinity_used: frozenset[str] = frozenset()
    infinity_face: str = ""  # the face that waits for its owner's choice
    infinity_return: str = PLAY  # the step the Infinity Die was rolled in
    giving_up: tuple[str, int] = ("", 0)  # Discard 2 Cards: who discards, how many more
    short_draw: frozenset[str] = frozenset()  # Discard 2 on an empty hand: draw 1 next
    # After the last DNA Strand: the turns still to come, and that the last round is on.
    final: tuple[str, ...] = ()
    closing: bool = False
    out: tuple[str, ...] = ()  # players knocked out, in order
    winners: tuple[str, ...] = ()
    reason: str = ""
    # The dice on the table as last rolled: ``first.<seat>``, ``attack.<n>``,
    # ``defense.<n>``, ``tie.<seat>``, ``infinity.<seat>``.
    dice: dict[str, Rolled] = field(default_factory=dict)


# -- actions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayCharacter(Action):
    """Play Character Cards: put one from hand into play, fatigued."""

    card: str
    kind: ClassVar[str] = "PlayCharacter"


@dataclass(frozen=True, slots=True)
class EquipGear(Action):
    """Gear Cards: attach one from hand to a Character in play, on a free body slot."""

    card: str
    character: str
    kind: ClassVar[str] = "EquipGear"


@dataclass(frozen=True, slots=True)
class EndPlay(Action):
    """Done playing Characters and Gear: on to the battles."""

    kind: ClassVar[str] = "EndPlay"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """No more battles: on to the discard, and the next player's turn."""

    kind: ClassVar[str] = "EndTurn"


@dataclass(frozen=True, slots=True)
class DeclareBattle(Action):
    """Battle steps 1 and 2: the opponent, and the first Character sent against them."""

    opponent: str
    attacker: str
    kind: ClassVar[str] = "DeclareBattle"


@dataclass(frozen=True, slots=True)
class SendAttacker(Action):
    """Battle step 2: one more Character sent into the battle declared."""

    character: str
    kind: ClassVar[str] = "SendAttacker"


@dataclass(frozen=True, slots=True)
class StartBattle(Action):
    """Every attacker is sent: the battle begins."""

    kind: ClassVar[str] = "StartBattle"


@dataclass(frozen=True, slots=True)
class Defend(Action):
    """Battle step 3: the defender names the Character that defends."""

    character: str
    kind: ClassVar[str] = "Defend"


@dataclass(frozen=True, slots=True)
class LayAbility(Action):
    """Battle step 4: lay an Ability Card face down. With ``keep_turn`` the side goes
    on laying in its turn (ruling GG-R23); without, the card hands the turn to the
    other side, as each card does in the example of play."""

    card: str
    keep_turn: bool = False
    kind: ClassVar[str] = "LayAbility"


@dataclass(frozen=True, slots=True)
class SpendToken(Action):
    """Battle step 4: add an Attack (attacker) or Defense (defender) token instead;
    ``keep_turn`` as for ``LayAbility``."""

    keep_turn: bool = False
    kind: ClassVar[str] = "SpendToken"


@dataclass(frozen=True, slots=True)
class HandOver(Action):
    """Battle step 4: the side has laid what it lays this turn; the other side's turn
    (ruling GG-R23)."""

    kind: ClassVar[str] = "HandOver"


@dataclass(frozen=True, slots=True)
class Finish(Action):
    """Battle step 4: lay nothing more."""

    kind: ClassVar[str] = "Finish"


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """Ability Cards: roll one of your dice again and keep the higher."""

    die: str
    kind: ClassVar[str] = "Reroll"


@dataclass(frozen=True, slots=True)
class LuckyShot(Action):
    """Lucky Shot: turn one of your dice to its highest face."""

    die: str
    kind: ClassVar[str] = "LuckyShot"


@dataclass(frozen=True, slots=True)
class RollAgain(Action):
    """Roll Again: roll one of your opponent's dice again; the new roll stands."""

    die: str
    kind: ClassVar[str] = "RollAgain"


@dataclass(frozen=True, slots=True)
class KeepDice(Action):
    """Spend no more rerolls: the dice stand as they lie."""

    kind: ClassVar[str] = "KeepDice"


@dataclass(frozen=True, slots=True)
class Graft(Action):
    """Genegrafting Round: tuck a Character from hand or Gene Pool under one in play."""

    card: str
    character: str
    kind: ClassVar[str] = "Graft"


@dataclass(frozen=True, slots=True)
class EndGrafting(Action):
    """Graft no more this round."""

    kind: ClassVar[str] = "EndGrafting"


@dataclass(frozen=True, slots=True)
class RollInfinity(Action):
    """The Infinity Die: once a game, at any time in your own turn."""

    kind: ClassVar[str] = "RollInfinity"


@dataclass(frozen=True, slots=True)
class InfinityChoice(Action):
    """What the Infinity Die's face lets you do: ``face`` (for the sixth face, which
    one), the ``card`` it is done with, ``target`` (a Character, or an opponent)."""

    face: str
    card: str = ""
    target: str = ""
    kind: ClassVar[str] = "InfinityChoice"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard: one card, until eight are left in hand at the end of the turn (or, made
    to by an Infinity Die, until two are discarded)."""

    card: str
    kind: ClassVar[str] = "Discard"


ACTION_TYPES: tuple[type[Action], ...] = (
    PlayCharacter,
    EquipGear,
    EndPlay,
    EndTurn,
    DeclareBattle,
    SendAttacker,
    StartBattle,
    Defend,
    LayAbility,
    SpendToken,
    HandOver,
    Finish,
    Reroll,
    LuckyShot,
    RollAgain,
    KeepDice,
    Graft,
    EndGrafting,
    RollInfinity,
    InfinityChoice,
    Discard,
)
