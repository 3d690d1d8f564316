"""ADAPTOID 24 rules model (rulebook: ``adaptoid24.txt``).

A pure state machine over ``state.State``. Each public function names the rulebook
section it implements; ``docs/RULINGS.md`` (ids ``A24-…``) covers what the rulebook
leaves open. This module holds set-up, whose move it is, what is legal and what each
side may see; carrying actions out on the working copy (``resolution``), what the
rules read off a position (``facts``), sandbox edits (``sandbox``) and position checks
(``positions``) live in their own modules.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from petridish.core import secret
from petridish.core.actions import Action, Edit
from petridish.core.card_set import HoldsCards
from petridish.core.events import Event
from petridish.core.game import MUST, Game, IllegalAction, Names, Option, Result, SeatSpec
from petridish.core.material import NOBODY, Choices, Counter, Secrets
from petridish.core.rng import Forced
from petridish.core.work import Dealer
from petridish.core.work import Work as CoreWork
from petridish.games.adaptoid24 import (
    INFO,
    facts,
    positions,
    resolution,
    sandbox,
    thinking,
    words,
)
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.resolution import PREFIX
from petridish.games.adaptoid24.rulings import RULEBOOK, RULINGS
from petridish.games.adaptoid24.state import (
    ACTION_TYPES,
    ADAPTOID,
    CHARACTER,
    CHOOSE,
    DRAW_POINTS,
    DRON,
    ENCOUNTER,
    EQUIPMENT,
    EVENT_KINDS,
    EVOLUTION,
    GENETICIST,
    LAB,
    OVER,
    SEATS,
    SPAWN,
    SPAWN_DECK,
    TARGET,
    TASERS,
    ChooseCharacter,
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
    State,
    room_of,
)
from petridish.games.adaptoid24.work import Work

# An EMP that holds, at the end of the top bar's title: what it stops, in words.
EMP_NOTE = "EMP: no Tasers"


class Adaptoid24(HoldsCards[carddata.CardSet], Game[State]):
    # The words the picker shows too, declared once in the game's folder.
    id, name, players, pitch = INFO.id, INFO.name, INFO.players, INFO.pitch
    min_players = max_players = 2
    draw_points = DRAW_POINTS
    event_kinds = EVENT_KINDS
    seats = (
        SeatSpec(ADAPTOID, "Adaptoid", "#CC79A7"),
        SeatSpec(GENETICIST, "Geneticist", "#E69F00"),
    )
    seats_are_roles = True  # whoever plays it, the Geneticist is the Geneticist
    state_type = State
    action_types = ACTION_TYPES
    rulings = RULINGS
    rulebook = RULEBOOK
    options = (
        Option(
            "clone_alone",
            "A Clone alone starts an encounter",
            True,
            (True, False),
            ruling="A24-R04",
            help="A Clone, a Defensive Evolution the Adaptoid may draw, stands in a room it"
            " played, with its Resistance, until the end of the next turn."
            " On: a Clone there starts an encounter even without Spawns."
            " Off: a Clone only matters in a room that also holds Spawns.",
        ),
        Option(
            "room_permanents",
            "Rage and Destroy at the end of a phase",
            "discard",
            ("discard", "keep"),
            ruling="A24-R05",
            help="discard: Rage and Destroy go with their rooms at the end of a phase;"
            " keep: they stay on their room for the second phase.",
        ),
    )

    def __init__(self) -> None:
        self._lookup: carddata.Lookup | None = None

    # -- data -----------------------------------------------------------------------
    def _load_cards(self) -> carddata.CardSet:
        return carddata.load()

    @property
    def look(self) -> carddata.Lookup:
        """The card set as the rules look it up (built once per card set: these lookups
        sit on the hot path of every action)."""
        lookup = self._lookup
        if lookup is None or lookup.cards is not self.cards:
            lookup = self._lookup = carddata.Lookup.of(self.cards)
        return lookup

    def room_ids(self) -> tuple[str, ...]:
        return self.look.rooms

    def spawn_value(self, card: str) -> int:
        return self.look.spawn_values[card]

    def evolution_of(self, card: str) -> carddata.Evolution:
        """'evo.clone.2' -> the Clone card definition."""
        return self.look.evolutions[card]

    def zone_names(self) -> tuple[str, ...]:
        rooms = self.room_ids()
        return (
            "adaptoid.hand",
            "adaptoid.row",
            "geneticist.hand",
            "geneticist.row",
            "geneticist.aside",
            "geneticist.character",
            "geneticist.equipment",
            "characters.box",
            "spawn.deck",
            "spawn.discard",
            *(f"spawns.{r}" for r in rooms),
            *(f"evo.{d}" for d in carddata.DECKS),
            "evo.discard",
            "evo.pending",
            "evo.adaptoid",
            *(f"evo.{r}" for r in rooms),
        )

    # -- set up -----------------------------------------------------------------------
    def new_state(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Forced = (),
        seats: Sequence[str] | None = None,
        *,
        stream: int | None = None,
    ) -> State:
        """Set Up: rooms in hand, three shuffled Evolution decks, a shuffled Spawn deck,
        two loaded Tasers, one unloaded Taser, an unloaded Dron. Forced outcomes are the
        shuffles, by draw point ("spawn deck", "defensive deck"...) or queued in that
        order: spawns, then the defensive, reproductive, offensive decks."""
        if seats is not None and sorted(seats) != sorted(SEATS):
            raise IllegalAction(
                f"ADAPTOID 24 is played by the Adaptoid and the Geneticist, not {', '.join(seats)}"
            )
        opts = self.resolve_options(options)
        dealer = Dealer(seed, forced, stream)
        rooms = self.room_ids()
        zones: dict[str, tuple[str, ...]] = {z: () for z in self.zone_names()}
        zones["adaptoid.hand"] = tuple("a." + r for r in rooms)
        zones["geneticist.hand"] = tuple("g." + r for r in rooms)
        zones["characters.box"] = tuple("char." + c.id for c in self.cards.characters)
        zones["geneticist.equipment"] = EQUIPMENT
        spawns = tuple(f"spawn.{i}" for i in range(1, len(self.cards.spawn_values) + 1))
        zones["spawn.deck"] = dealer.shuffle(SPAWN_DECK, spawns)
        for deck in carddata.DECKS:
            deck_cards = [
                f"evo.{e.id}.{n}"
                for e in self.cards.evolutions
                if e.deck == deck
                for n in range(1, e.count + 1)
            ]
            zones[f"evo.{deck}"] = dealer.shuffle(f"{deck} deck", deck_cards)
        return State(
            rng=dealer.state,
            options=opts,
            zones=zones,
            loaded=frozenset(TASERS[:2]),
        )

    # -- whose move -------------------------------------------------------------------
    def activity(self, state: State) -> dict[str, str]:
        """The Game: both must choose rooms, in secret and in any order (the Adaptoid
        alone first under the Control Room); every other step belongs to one side."""
        return {seat: MUST for seat in _movers(state)}

    def to_move(self, state: State) -> tuple[str, ...]:
        """As ``Game.to_move`` says, without making the activity table first: a side
        that may act here must (a search asks this before every move)."""
        movers = _movers(state)  # in the order of SEATS
        seats = state.seats or SEATS
        if seats == SEATS:
            return movers
        return tuple(seat for seat in seats if seat in movers)

    # -- carrying out --------------------------------------------------------------
    def working_copy(self, state: State, *, search: bool = False) -> Work:
        return Work(state, self.look, search=search)

    def carry_out(self, w: CoreWork[State], action: Action) -> None:
        assert isinstance(w, Work)  # made by working_copy
        resolution.carry_out(w, action)

    def validate_state(self, state: State) -> str | None:
        return positions.validate_state(self, state)

    # -- the sandbox (see ``sandbox``) ------------------------------------------------
    def counters(self, state: State) -> dict[str, Counter]:
        return dict(sandbox.COUNTERS)

    def edit_refusal(self, state: State, edit: Edit, source: str) -> str | None:
        return sandbox.edit_refusal(self, state, edit, source)

    def turned_over(self, state: State, card: str) -> State:
        return sandbox.turned_over(self, state, card)

    def follow_edit(self, state: State, edit: Edit) -> tuple[State, list[Event]]:
        return sandbox.follow_edit(self, state)

    def place_name(self, zone: str) -> str:
        return words.zone_name(self, zone)

    def shows_up(self, state: State, card: str) -> bool:
        return sandbox.shows_up(state, card)

    # -- derived numbers (see ``facts``) --------------------------------------------
    def adaptoid_resistance(self, state: State) -> int:
        return facts.adaptoid_resistance(state, self.look)

    def rage_in(self, state: State, room: str) -> int:
        return facts.rage_in(state, self.look, room)

    def clone_in(self, state: State, room: str) -> str:
        return facts.clone_in(state, self.look, room)

    def destroyed(self, state: State, room: str) -> bool:
        return facts.destroyed(state, self.look, room)

    def spawn_resistance(self, state: State, room: str) -> int:
        return facts.spawn_resistance(state, self.look, room)

    def adaptoid_rooms(self, state: State) -> tuple[str, ...]:
        return facts.adaptoid_rooms(state)

    def usable_equipment(self, state: State) -> tuple[str, ...]:
        return facts.usable_equipment(state)

    def is_shield(self, card: str) -> bool:
        return facts.is_shield(card)

    # -- legal actions ----------------------------------------------------------------
    def legal_actions(self, state: State, seat: str) -> list[Action]:
        """Every move ``seat`` has, made for the position as it stands (``check_rules``
        agrees with each: a test holds them to it)."""
        if seat not in self.to_move(state):
            return []
        step = state.step
        zones = state.zones
        if step == CHOOSE:
            return list(_room_choices(seat, zones[f"{seat}.hand"]))
        if step == SPAWN:
            rooms = _rooms_played(zones["adaptoid.row"])
            return list(_spawn_placings(rooms, min(2, len(zones["spawn.deck"]))))
        if step == EVOLUTION:
            return [DrawEvolution(seat, d) for d in carddata.DECKS if zones[f"evo.{d}"]]
        if step == ENCOUNTER:
            return [Overcome(seat, eq) for eq in facts.overcome_options(state)]
        if step == TARGET:
            return list(_evolution_placings(_rooms_played(zones["adaptoid.row"])))
        if step == LAB:
            return [ClearRoom(seat, r) for r in facts.rooms_with_spawns(state, self.look)]
        if step == CHARACTER:
            return [ChooseCharacter(seat, room_of(c)) for c in zones["characters.box"]]
        return []

    def about(self, state: State, action: Action) -> tuple[str, ...]:
        """The cards a move is about: the Character or Room card chosen, the
        equipment played, the Spawns placed (the top of their deck), the Evolution
        drawn (the top of its deck) or placed, the Spawns a Lab clears."""
        z = state.zones
        match action:
            case ChooseCharacter(character=character):
                return (f"char.{character}",)
            case ChooseRoom(seat=seat, room=room):
                return (PREFIX[seat] + room,)
            case Overcome(equipment=equipment):
                return equipment
            case PlaceSpawns(rooms=rooms):
                return z["spawn.deck"][: len(rooms)]
            case DrawEvolution(deck=deck):
                return z[f"evo.{deck}"][:1]
            case PlaceEvolution():
                return z["evo.pending"]
            case ClearRoom(room=room):
                return z[f"spawns.{room}"]
        return ()

    def movable(self, state: State, seat: str) -> frozenset[str]:
        """As the legal moves say, but in an encounter every piece of equipment the
        Geneticist may play now: the moves list offers the sensible sets, and any set
        that overcomes may be played piece by piece."""
        if state.step == ENCOUNTER and seat in self.to_move(state):
            return frozenset(self.usable_equipment(state))
        return super().movable(state, seat)

    # -- checking ---------------------------------------------------------------------
    def check_rules(self, state: State, action: Action) -> str | None:
        if action.seat not in (ADAPTOID, GENETICIST):
            return f"there is no seat {action.seat!r} in ADAPTOID 24"
        if action.seat not in self.to_move(state):
            if state.step == CHOOSE and state.control and action.seat == GENETICIST:
                return "the Control Room makes the Adaptoid choose first this turn"
            if state.step == CHOOSE and action.seat in state.picks:
                return "you have already chosen a room this turn"
            return f"it is not the {self.seat_name(action.seat)}'s move"
        step = state.step
        match action:
            case ChooseCharacter(character=char):
                if step != CHARACTER:
                    return "the Character is chosen only at set-up"
                if "char." + char not in state.zones["characters.box"]:
                    return f"there is no Character {char!r}"
            case ChooseRoom(seat=seat, room=room):
                if step != CHOOSE:
                    return "rooms are chosen at the start of a turn"
                if PREFIX[seat] + room not in state.zones[f"{seat}.hand"]:
                    card = PREFIX[seat] + room
                    if room not in self.room_ids():
                        where = "unknown"
                    elif card in state.zones["geneticist.aside"]:
                        where = "Intimidate set it aside until the phase ends"
                    else:
                        where = "played already this phase"
                    return f"{self._room_name(room)} is not in your hand ({where})"
            case Overcome(equipment=eq):
                if step != ENCOUNTER:
                    return "there is no encounter to overcome"
                if len(set(eq)) != len(eq):
                    return "each card can be played only once"
                usable = self.usable_equipment(state)
                for c in eq:
                    if c not in usable:
                        if c in TASERS and state.emp and c in state.loaded:
                            return "EMP: Tasers cannot be used this turn"
                        return f"{self._equipment_name(c)} is not loaded"
                if not facts.overcomes(state, eq):
                    assert state.encounter is not None
                    return (
                        f"not enough: Resistance {state.encounter.resistance} needs "
                        f"{state.encounter.resistance} Tasers, the Dron or the Shield"
                    )
            case PlaceSpawns(rooms=rooms):
                if step != SPAWN:
                    return "Spawns are placed only after a turn without a same-room encounter"
                n = min(2, len(state.zones["spawn.deck"]))
                if len(rooms) != n:
                    return f"place exactly {n} Spawn{'s' if n != 1 else ''}"
                played = self.adaptoid_rooms(state)
                for r in rooms:
                    if r not in played:
                        return f"Spawns go only into rooms you have played ({self._room_name(r)} is not one)"
            case DrawEvolution(deck=deck):
                if step != EVOLUTION:
                    return "Evolution cards are drawn after placing Spawns"
                if deck not in carddata.DECKS:
                    return f"there is no {deck!r} Evolution deck"
                if not state.zones[f"evo.{deck}"]:
                    return f"the {deck} deck is empty"
            case PlaceEvolution(room=room):
                if step != TARGET:
                    return "no Evolution card is waiting for a room"
                if room not in self.adaptoid_rooms(state):
                    return f"{self._room_name(room)} is not a room you have played"
            case ClearRoom(room=room):
                if step != LAB:
                    return "only the Lab clears a room"
                if room not in facts.rooms_with_spawns(state, self.look):
                    return f"{self._room_name(room)} holds no Spawns"
            case _:
                return f"ADAPTOID 24 has no action {action.kind}"
        return None

    def _room_name(self, room: str) -> str:
        for r in self.cards.rooms:
            if r.id == room:
                return r.name
        return repr(room)

    def _equipment_name(self, card: str) -> str:
        if card in TASERS:
            return "Taser " + card.split(".")[1]
        if card == DRON:
            return "the Dron"
        if self.is_shield(card):
            return "the Shield"
        return repr(card)

    # -- the end ----------------------------------------------------------------------
    def is_terminal(self, state: State) -> bool:
        return state.step == OVER

    def result(self, state: State) -> Result | None:
        """The Game: the Adaptoid wins by capture, the Geneticist by escaping."""
        if state.step != OVER:
            return None
        return Result((state.winner,), state.reason)

    # -- hidden information -----------------------------------------------------------
    def secrets(self, state: State) -> Secrets:
        """Each side's hand is its own, and the card Intimidate set aside the
        Geneticist's; the Spawn deck and the Evolution decks are face down, and so is a
        Spawn wherever it lies until it is turned up (a sandbox may put one in a row);
        the rooms picked stay secret until both are in, but under the Control Room the
        Adaptoid picks face up."""
        private = {
            "adaptoid.hand": (ADAPTOID,),
            "geneticist.hand": (GENETICIST,),
            "geneticist.aside": (GENETICIST,),
            "spawn.deck": NOBODY,
            **{f"evo.{d}": NOBODY for d in carddata.DECKS},
        }
        shown = (ADAPTOID,) if state.control else ()
        return Secrets(
            zones=private,
            face_down=self.spawn_ids() - state.up,
            choices=(Choices("picks", shown=shown, complete=2),),
        )

    def spawn_ids(self) -> frozenset[str]:
        """Every Spawn card's id."""
        return self.look.spawns

    # -- thinking (``core.search``, see ``thinking``) ----------------------------------
    # Random moves are poor ones here (a Geneticist walking into seeded rooms): a search
    # that played on at random to the end judged its moves by luck. It plays two past its
    # tree and judges the position by ``evaluate``. Games won against the normal player
    # at 200 iterations a move, 40 games each: 45% to the end, 57% at 1 move, 72% at 2,
    # 57% at 3, 68% at 4, 50% at 10; with the hidden picks weighed (``thinking``), 400
    # games each: 73% at 1, 78% at 2, 76% at 4.
    search_horizon = 2

    def determinize(self, view: State, seat: str, rng: random.Random) -> State:
        return thinking.determinize(self, view, seat, rng)

    def evaluate(self, state: State) -> dict[str, float]:
        return thinking.evaluate(self, state)

    def move_seen_by(self, state: State, action: Action, seat: str) -> Hashable:
        return thinking.move_seen_by(state, action, seat)

    def likely_moves(
        self, state: State, seat: str, legal: list[Action]
    ) -> dict[Action, float] | None:
        return thinking.likely_moves(self, state, seat, legal)

    # -- numbers ----------------------------------------------------------------------
    def stats(self, state: State, names: Names | None = None) -> dict[str, float]:
        """Key numbers charted at the end: resistance, spawns on the board, loaded gear."""
        on_board = sum(len(state.zones[f"spawns.{r}"]) for r in self.room_ids())
        return {
            "Adaptoid resistance": self.adaptoid_resistance(state),
            "Spawns in rooms": on_board,
            "Loaded equipment": len(state.loaded),
            "Evolution cards left": sum(len(state.zones[f"evo.{d}"]) for d in carddata.DECKS),
        }

    # The big moments, told over the table too; a room ability lost among them (a
    # Destroy in a phase's last turn was told in the log alone, the table gone on).
    announced = frozenset(
        (
            "encounter",
            "overcome",
            "evolution",
            "intimidated",
            "cleared",
            "ability_lost",
            "phase",
            "over",
        )
    )

    def headline(self, result: Result, winners: str) -> str:
        """The Game: a capture or an escape."""
        return {
            "captured": "The Adaptoid captures the Geneticist!",
            "escaped": "The Geneticist escapes!",
        }.get(result.reason, super().headline(result, winners))

    def ending(self, result: Result) -> str:
        """The Game, in words: the Geneticist captured, or escaped from the facilities."""
        return {
            "captured": "captured the Geneticist",
            "escaped": "escaped from the facilities",
        }.get(result.reason, result.reason)

    def turn_label(self, state: State) -> str:
        """The phase and turn ("The Game": two phases, six turns each), and an EMP
        that holds ("Adaptoid's Evolution", Offensive: EMP): see ``turn_parts``."""
        return " · ".join(part for part in self.turn_parts(state) if part)

    def turn_parts(self, state: State) -> tuple[str, str]:
        """Where the game stands ("Phase 1 · Turn 2", "Set-up"), and what holds this
        turn ("" for nothing): the table's title names who moves between the two.

        An EMP ("cannot use the Taser in their next turn") is said while it holds, for
        no encounter may come in that turn to show it; in words, for "EMP" alone, where
        a player's name goes, read as someone's name (the Tasers' badges and the tip
        say the rest; longer words cut the prompts beside it at 1366 pixels)."""
        if state.step == CHARACTER:
            return "Set-up", ""
        if state.step == OVER:  # (an EMP holds nothing any more)
            return f"Phase {state.phase} · Turn {state.turn} · game over", ""
        return f"Phase {state.phase} · Turn {state.turn}", EMP_NOTE if state.emp else ""

    def turn_tip(self, state: State) -> str:
        """Two phases of six turns ("The Game"): the Geneticist escapes if not captured
        by the end of the last; and what an EMP holds back."""
        if state.step in (CHARACTER, OVER):
            return ""
        tip = (
            f"Phase {state.phase} of 2, turn {state.turn} of 6. The Geneticist escapes,"
            " and wins, if not captured by the end of the sixth turn of phase 2."
        )
        emp = " EMP: the Geneticist cannot use the Taser this turn."
        return tip + emp if state.emp else tip

    def describe(self, event: dict[str, Any], names: Names | None = None) -> str:
        """The log's line; its seats are the game's two roles, so they are named as
        roles ("The Adaptoid"), whatever the players call themselves."""
        from petridish.games.adaptoid24.log import describe

        return describe(self, event)


def _movers(state: State) -> tuple[str, ...]:
    """The sides that must act now (see ``Adaptoid24.activity``)."""
    step = state.step
    if step == CHOOSE:
        if state.control and ADAPTOID not in state.picks:
            return (ADAPTOID,)
        return secret.owed(SEATS, state.picks)
    if step in (CHARACTER, ENCOUNTER, LAB):
        return (GENETICIST,)
    if step in (SPAWN, EVOLUTION, TARGET):
        return (ADAPTOID,)
    return ()


# The moves of the most frequent steps depend on one pile alone: each list is made
# once for the pile as it lies (a search asks again and again for the same few), not
# a new action object for each card at every move.
@lru_cache(maxsize=4096)
def _room_choices(seat: str, hand: tuple[str, ...]) -> tuple[ChooseRoom, ...]:
    """The Room cards of ``seat``'s own in its hand (a sandbox may put others there)."""
    own = PREFIX[seat]
    return tuple(ChooseRoom(seat, room_of(c)) for c in hand if c.startswith(own))


def _rooms_played(row: tuple[str, ...]) -> tuple[str, ...]:
    """The rooms of the Adaptoid's ``row``, each once, in alphabetical order."""
    return tuple(sorted(set(facts.adaptoid_rooms_of(row))))


@lru_cache(maxsize=4096)
def _spawn_placings(rooms: tuple[str, ...], n: int) -> tuple[PlaceSpawns, ...]:
    """The top ``n`` Spawns into ``rooms``, any of them each."""
    return tuple(PlaceSpawns(ADAPTOID, c) for c in combinations_with_replacement(rooms, n))


@lru_cache(maxsize=4096)
def _evolution_placings(rooms: tuple[str, ...]) -> tuple[PlaceEvolution, ...]:
    """The drawn Evolution card into any of ``rooms``."""
    return tuple(PlaceEvolution(ADAPTOID, r) for r in rooms)


GAME = Adaptoid24()
