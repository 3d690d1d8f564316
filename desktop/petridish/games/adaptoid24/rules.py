"""ADAPTOID 24 rules model (rulebook: ``adaptoid24.txt``).

A pure state machine over ``state.State``. Each public function names the rulebook
section it implements; ``docs/RULINGS.md`` (ids ``A24-…``) covers what the rulebook
leaves open.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement
from typing import Any

from petridish.core.actions import Action, Edit
from petridish.core.events import Event
from petridish.core.evolve import evolve as replace
from petridish.core.game import Game, IllegalAction, Option, Outcome, Result, SeatSpec
from petridish.core.rng import Rng, RngState
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.rulings import RULINGS
from petridish.games.adaptoid24.state import (
    ACTION_TYPES,
    ADAPTOID,
    CHARACTER,
    CHOOSE,
    ENCOUNTER,
    EVOLUTION,
    GENETICIST,
    HIDDEN,
    LAB,
    OVER,
    PHASES,
    SPAWN,
    TARGET,
    TURNS_PER_PHASE,
    ChooseCharacter,
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Encounter,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
    State,
)

TASERS = ("taser.1", "taser.2", "taser.3")
DRON = "dron"
EQUIPMENT = (*TASERS, DRON)
PREFIX = {ADAPTOID: "a.", GENETICIST: "g."}


def room_of(card: str) -> str:
    """'a.lab' -> 'lab'."""
    return card.split(".", 1)[1]


class Adaptoid24(Game[State]):
    id = "adaptoid24"
    name = "ADAPTOID 24"
    players = "2 players"
    pitch = "A creature hunts a scientist through a locked-down lab."
    seats = (
        SeatSpec(ADAPTOID, "Adaptoid", "#CC79A7"),
        SeatSpec(GENETICIST, "Geneticist", "#E69F00"),
    )
    state_type = State
    action_types = ACTION_TYPES
    rulings = RULINGS
    options = (
        Option(
            "clone_alone",
            "A Clone alone starts an encounter",
            True,
            (True, False),
            ruling="A24-R04",
            help="Off: a Clone only matters in a room that also holds Spawns.",
        ),
        Option(
            "room_permanents",
            "Rage and Destroy at the end of a phase",
            "discard",
            ("discard", "keep"),
            ruling="A24-R05",
            help="keep: they stay on their room for the second phase.",
        ),
    )

    def __init__(self) -> None:
        self._cards: carddata.CardSet | None = None
        self._lookup: tuple[carddata.CardSet, tuple[tuple[str, ...], dict]] | None = None

    # -- data -----------------------------------------------------------------------
    @property
    def cards(self) -> carddata.CardSet:
        if self._cards is None:
            self._cards = carddata.load()
        return self._cards

    def use_cards(self, cardset: carddata.CardSet) -> None:
        """Play with another card set (an edited file, or a test's)."""
        self._cards = cardset

    def room_ids(self) -> tuple[str, ...]:
        return self._index()[0]

    def _index(self) -> tuple[tuple[str, ...], dict[str, carddata.Evolution]]:
        # Built once per card set: these lookups sit on the hot path of every action.
        cards = self.cards
        if self._lookup is None or self._lookup[0] is not cards:
            evo = {f"evo.{e.id}.{n}": e for e in cards.evolutions for n in range(1, e.count + 1)}
            self._lookup = (cards, (tuple(r.id for r in cards.rooms), evo))
        return self._lookup[1]

    def spawn_value(self, card: str) -> int:
        return self.cards.spawn_values[int(card.split(".")[1]) - 1]

    def evolution_of(self, card: str) -> carddata.Evolution:
        """'evo.clone.2' -> the Clone card definition."""
        return self._index()[1][card]

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
        self, seed: int, options: dict[str, Any] | None = None, forced: Sequence[Any] = ()
    ) -> State:
        """Set Up: rooms in hand, three shuffled Evolution decks, a shuffled Spawn deck,
        two loaded Tasers, one unloaded Taser, an unloaded Dron; forced outcomes are the
        shuffles in order: spawns, then the defensive, reproductive, offensive decks."""
        opts = self.resolve_options(options)
        rng = Rng(RngState(seed, 0, tuple(forced)))
        rooms = self.room_ids()
        zones: dict[str, tuple[str, ...]] = {z: () for z in self.zone_names()}
        zones["adaptoid.hand"] = tuple("a." + r for r in rooms)
        zones["geneticist.hand"] = tuple("g." + r for r in rooms)
        zones["characters.box"] = tuple("char." + c.id for c in self.cards.characters)
        zones["geneticist.equipment"] = EQUIPMENT
        spawns = tuple(f"spawn.{i}" for i in range(1, len(self.cards.spawn_values) + 1))
        zones["spawn.deck"] = rng.shuffle(spawns)
        for deck in carddata.DECKS:
            deck_cards = [
                f"evo.{e.id}.{n}"
                for e in self.cards.evolutions
                if e.deck == deck
                for n in range(1, e.count + 1)
            ]
            zones[f"evo.{deck}"] = rng.shuffle(deck_cards)
        return State(
            rng=rng.state,
            options=opts,
            zones=zones,
            loaded=frozenset(TASERS[:2]),
        )

    # -- whose move -------------------------------------------------------------------
    def to_move(self, state: State) -> tuple[str, ...]:
        """The Game: both choose rooms together (the Adaptoid alone first under the
        Control Room); every other step belongs to one side."""
        step = state.step
        if step == CHOOSE:
            if state.control and ADAPTOID not in state.picks:
                return (ADAPTOID,)
            return tuple(s for s in (ADAPTOID, GENETICIST) if s not in state.picks)
        if step in (CHARACTER, ENCOUNTER, LAB):
            return (GENETICIST,)
        if step in (SPAWN, EVOLUTION, TARGET):
            return (ADAPTOID,)
        return ()

    # -- derived numbers --------------------------------------------------------------
    def adaptoid_resistance(self, state: State) -> int:
        """Encounter A: initial Resistance 1, +1 for each Scales (permanent)."""
        scales = sum(
            1 for c in state.zones["evo.adaptoid"] if self.evolution_of(c).effect == "scales"
        )
        return 1 + scales

    def rage_in(self, state: State, room: str) -> int:
        return sum(
            1 for c in state.zones.get(f"evo.{room}", ()) if self.evolution_of(c).effect == "rage"
        )

    def clone_in(self, state: State, room: str) -> str:
        for c in state.zones.get(f"evo.{room}", ()):
            if self.evolution_of(c).effect == "clone":
                return c
        return ""

    def destroyed(self, state: State, room: str) -> bool:
        """Destroy: the Geneticist gets no ability from this room."""
        return any(
            self.evolution_of(c).effect == "destroy" for c in state.zones.get(f"evo.{room}", ())
        )

    def spawn_resistance(self, state: State, room: str) -> int:
        """Encounter B: the revealed Spawns' values, each +1 per Rage in the room."""
        spawns = state.zones[f"spawns.{room}"]
        return sum(self.spawn_value(s) for s in spawns) + len(spawns) * self.rage_in(state, room)

    def adaptoid_rooms(self, state: State) -> tuple[str, ...]:
        """Rooms the Adaptoid has played this phase (where Spawns and Evolutions go)."""
        return tuple(room_of(c) for c in state.zones["adaptoid.row"])

    def usable_equipment(self, state: State) -> tuple[str, ...]:
        """Loaded equipment the Geneticist may play now (EMP: no Tasers this turn)."""
        usable = [c for c in EQUIPMENT if c in state.loaded and not (state.emp and c in TASERS)]
        character = state.zones["geneticist.character"]
        if character and character[0] in state.loaded:
            usable.append(character[0])
        return tuple(usable)

    def is_shield(self, card: str) -> bool:
        return card.startswith("char.")

    def overcomes(self, state: State, equipment: Sequence[str]) -> bool:
        """Equipment: each Taser beats 1 point (cumulative); Dron or Shield beat any."""
        assert state.encounter is not None
        if any(c == DRON or self.is_shield(c) for c in equipment):
            return True
        return sum(1 for c in equipment if c in TASERS) >= state.encounter.resistance

    # -- legal actions ----------------------------------------------------------------
    def legal_actions(self, state: State, seat: str) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        step = state.step
        if step == CHARACTER:
            return [ChooseCharacter(seat, room_of(c)) for c in state.zones["characters.box"]]
        if step == CHOOSE:
            return [ChooseRoom(seat, room_of(c)) for c in state.zones[f"{seat}.hand"]]
        if step == ENCOUNTER:
            return [Overcome(seat, eq) for eq in self._overcome_options(state)]
        if step == SPAWN:
            n = min(2, len(state.zones["spawn.deck"]))
            rooms = sorted(set(self.adaptoid_rooms(state)))
            return [PlaceSpawns(seat, combo) for combo in combinations_with_replacement(rooms, n)]
        if step == EVOLUTION:
            return [DrawEvolution(seat, d) for d in carddata.DECKS if state.zones[f"evo.{d}"]]
        if step == TARGET:
            return [PlaceEvolution(seat, r) for r in sorted(set(self.adaptoid_rooms(state)))]
        if step == LAB:
            return [ClearRoom(seat, r) for r in self._rooms_with_spawns(state)]
        return []

    def _overcome_options(self, state: State) -> list[tuple[str, ...]]:
        """Sensible ways to overcome: the fewest Tasers that suffice (one more to clear a
        room of resistance 0), the Dron alone, the Shield alone; nothing at resistance 0."""
        assert state.encounter is not None
        resistance = state.encounter.resistance
        usable = self.usable_equipment(state)
        tasers = [c for c in usable if c in TASERS]
        options: list[tuple[str, ...]] = []
        if resistance == 0:
            options.append(())
        need = max(resistance, 1)
        if len(tasers) >= need:
            options.append(tuple(tasers[:need]))
        options.extend((c,) for c in usable if c == DRON or self.is_shield(c))
        return options

    def _rooms_with_spawns(self, state: State) -> list[str]:
        return [r for r in self.room_ids() if state.zones[f"spawns.{r}"]]

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
                    where = "played already this phase" if room in self.room_ids() else "unknown"
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
                if not self.overcomes(state, eq):
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
                if room not in self._rooms_with_spawns(state):
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

    # -- applying ---------------------------------------------------------------------
    def _apply(self, state: State, action: Action) -> Outcome[State]:
        zones = dict(state.zones)
        events: list[Event] = []
        match action:
            case ChooseCharacter(character=char):
                card = "char." + char
                zones["characters.box"] = tuple(c for c in zones["characters.box"] if c != card)
                zones["geneticist.character"] = (card,)
                events.append(Event("character", {"character": char}))
                new = replace(state, zones=zones, loaded=state.loaded | {card}, step=CHOOSE)
            case ChooseRoom(seat=seat, room=room):
                picks = {**state.picks, seat: room}
                public = (
                    {"seat": seat, "room": room}
                    if state.control and seat == ADAPTOID
                    else {"seat": seat}
                )
                events.append(
                    Event("chosen", {"seat": seat, "room": room}, seen_by=(seat,), public=public)
                )
                new = replace(state, picks=picks)
                if len(picks) == 2:
                    new = self._reveal(new, events)
            case Overcome(equipment=eq):
                new = self._overcome(state, eq, events)
            case PlaceSpawns(rooms=rooms):
                deck = list(zones["spawn.deck"])
                for r in rooms:
                    zones[f"spawns.{r}"] = (*zones[f"spawns.{r}"], deck.pop(0))
                zones["spawn.deck"] = tuple(deck)
                events.append(Event("spawns", {"rooms": list(rooms)}))
                new = self._after_spawns(replace(state, zones=zones), events)
            case DrawEvolution(deck=deck):
                new = self._draw_evolution(state, deck, events)
            case PlaceEvolution(room=room):
                new = self._place_evolution(state, room, events)
            case ClearRoom(room=room):
                removed = zones[f"spawns.{room}"]
                zones["spawn.discard"] = (*zones["spawn.discard"], *removed)
                zones[f"spawns.{room}"] = ()
                events.append(Event("cleared", {"room": room, "count": len(removed)}))
                new = self._end_turn(replace(state, zones=zones), events)
            case _:  # pragma: no cover - check_rules refuses everything else
                raise AssertionError(action)
        return Outcome(new, tuple(events))

    def _reveal(self, state: State, events: list[Event]) -> State:
        """The Game: reveal both rooms, then look for encounter A or B."""
        a_room, g_room = state.picks[ADAPTOID], state.picks[GENETICIST]
        zones = dict(state.zones)
        earlier = self.adaptoid_rooms(state)  # before this turn's card joins the row
        for seat, room in ((ADAPTOID, a_room), (GENETICIST, g_room)):
            card = PREFIX[seat] + room
            zones[f"{seat}.hand"] = tuple(c for c in zones[f"{seat}.hand"] if c != card)
            zones[f"{seat}.row"] = (*zones[f"{seat}.row"], card)
        events.append(Event("revealed", {ADAPTOID: a_room, GENETICIST: g_room}, reveal=True))
        state = replace(state, zones=zones)
        encounter: Encounter | None = None
        if a_room == g_room:
            encounter = Encounter(g_room, ADAPTOID, self.adaptoid_resistance(state))
        elif g_room in earlier:
            spawns = zones[f"spawns.{g_room}"]
            if self.clone_in(state, g_room) and (spawns or state.options["clone_alone"]):
                encounter = Encounter(g_room, "clone", self.adaptoid_resistance(state))
            elif spawns:
                state = replace(state, up=state.up | set(spawns))
                encounter = Encounter(g_room, "spawns", self.spawn_resistance(state, g_room))
        if encounter is None:
            return self._after_encounter(state, events)
        data: dict[str, Any] = {
            "room": g_room,
            "foe": encounter.foe,
            "resistance": encounter.resistance,
        }
        if encounter.foe == "spawns":
            data["spawns"] = [[s, self.spawn_value(s)] for s in zones[f"spawns.{g_room}"]]
            data["rage"] = self.rage_in(state, g_room)
        events.append(Event("encounter", data, reveal=True))
        state = replace(state, encounter=encounter, step=ENCOUNTER)
        if not self._overcome_options(state):
            return self._finish(state, ADAPTOID, "captured", events, room=g_room)
        return state

    def _overcome(self, state: State, equipment: tuple[str, ...], events: list[Event]) -> State:
        """Equipment is flipped to unloaded; Taser and Dron clear the room's Spawns (and a
        Clone), the Shield leaves them and costs the room's ability."""
        assert state.encounter is not None
        enc = state.encounter
        zones = dict(state.zones)
        shield = any(self.is_shield(c) for c in equipment)
        weapons = any(not self.is_shield(c) for c in equipment)
        discarded = 0
        if weapons and enc.foe == "spawns":
            removed = zones[f"spawns.{enc.room}"]
            discarded = len(removed)
            zones["spawn.discard"] = (*zones["spawn.discard"], *removed)
            zones[f"spawns.{enc.room}"] = ()
        if weapons and enc.foe == "clone":
            clone = self.clone_in(state, enc.room)
            zones[f"evo.{enc.room}"] = tuple(c for c in zones[f"evo.{enc.room}"] if c != clone)
            zones["evo.discard"] = (*zones["evo.discard"], clone)
            discarded = 1
        events.append(
            Event(
                "overcome",
                {
                    "room": enc.room,
                    "foe": enc.foe,
                    "equipment": list(equipment),
                    "discarded": discarded,
                },
            )
        )
        state = replace(
            state,
            zones=zones,
            loaded=state.loaded - set(equipment),
            shield_used=state.shield_used or shield,
            encounter=None,
        )
        if enc.foe == ADAPTOID:
            # Encounter A: the same card was played, so no Spawns, Evolution or ability.
            return self._end_turn(state, events)
        return self._after_encounter(state, events)

    def _after_encounter(self, state: State, events: list[Event]) -> State:
        """Different cards: the Adaptoid places Spawns (if any are left) and evolves."""
        state = replace(state, step=SPAWN)
        if not state.zones["spawn.deck"]:
            events.append(Event("no_spawns", {}))
            return self._after_spawns(state, events)
        return state

    def _after_spawns(self, state: State, events: list[Event]) -> State:
        if not any(state.zones[f"evo.{d}"] for d in carddata.DECKS):
            events.append(Event("no_evolution", {}))
            return self._ability(state, events)
        return replace(state, step=EVOLUTION)

    def _draw_evolution(self, state: State, deck: str, events: list[Event]) -> State:
        """Adaptoid's Evolution: reveal the top card of one deck and apply it."""
        zones = dict(state.zones)
        card, *rest = zones[f"evo.{deck}"]
        zones[f"evo.{deck}"] = tuple(rest)
        evo = self.evolution_of(card)
        events.append(
            Event("evolution", {"deck": deck, "card": card, "effect": evo.effect}, reveal=True)
        )
        state = replace(state, zones=zones)
        effect = evo.effect
        if effect in ("clone", "rage", "destroy") or (
            effect == "spreading" and zones["spawn.deck"]
        ):
            zones["evo.pending"] = (card,)
            return replace(state, zones=zones, step=TARGET)
        zones = dict(state.zones)
        if effect == "scales":
            zones["evo.adaptoid"] = (*zones["evo.adaptoid"], card)
        else:
            zones["evo.discard"] = (*zones["evo.discard"], card)
        state = replace(state, zones=zones)
        if effect == "emp":
            state = replace(state, emp_next=True)
        elif effect == "intimidate":
            state = self._intimidate(state, events)
        elif effect == "spreading":
            events.append(Event("no_spawns", {}))
        return self._ability(state, events)

    def _intimidate(self, state: State, events: list[Event]) -> State:
        """Intimidate (ruling A24-R03): a card the Adaptoid draws blind from the
        Geneticist's hand waits face down until the phase ends, never leaving fewer cards
        than the turns still to play."""
        hand = state.zones["geneticist.hand"]
        turns_left = TURNS_PER_PHASE - state.turn
        if len(hand) <= turns_left:
            events.append(Event("intimidate_fails", {}))
            return state
        rng = Rng(state.rng)
        card = rng.choice(hand)
        zones = dict(state.zones)
        zones["geneticist.hand"] = tuple(c for c in hand if c != card)
        zones["geneticist.aside"] = (*zones["geneticist.aside"], card)
        events.append(
            Event(
                "intimidated",
                {"room": room_of(card)},
                seen_by=(GENETICIST,),
                public={},
                random=True,
            )
        )
        return replace(state, zones=zones, rng=rng.state)

    def _place_evolution(self, state: State, room: str, events: list[Event]) -> State:
        zones = dict(state.zones)
        (card,) = zones["evo.pending"]
        zones["evo.pending"] = ()
        effect = self.evolution_of(card).effect
        clones = state.clones
        if effect == "spreading":
            deck = zones["spawn.deck"]
            zones[f"spawns.{room}"] = (*zones[f"spawns.{room}"], deck[0])
            zones["spawn.deck"] = deck[1:]
            zones["evo.discard"] = (*zones["evo.discard"], card)
        else:
            zones[f"evo.{room}"] = (*zones[f"evo.{room}"], card)
            if effect == "clone":
                # Clone: discarded at the end of the next turn.
                clones = {**clones, card: state.turn_number + 1}
        events.append(Event("placed", {"card": card, "effect": effect, "room": room}))
        state = replace(state, zones=zones, clones=clones)
        return self._ability(state, events)

    def _ability(self, state: State, events: list[Event]) -> State:
        """Geneticist Rooms: the room's ability, unless the Shield was used or the Adaptoid
        destroyed the room."""
        room = state.picks[GENETICIST]
        ability = self.cards.room(room).ability
        if state.shield_used:
            events.append(Event("ability_lost", {"room": room, "why": "shield"}))
            return self._end_turn(state, events)
        if self.destroyed(state, room):
            events.append(Event("ability_lost", {"room": room, "why": "destroy"}))
            return self._end_turn(state, events)
        loaded = set(state.loaded)
        gained: list[str] = []

        def load(cards: Sequence[str], n: int) -> None:
            for c in cards:
                if n and c not in loaded:
                    loaded.add(c)
                    gained.append(c)
                    n -= 1

        if ability == "warehouse":
            load(TASERS, 2)
        elif ability in ("dining", "office"):
            load(TASERS, 1)
        elif ability == "robotics":
            load((DRON,), 1)
        elif ability == "research":
            load(state.zones["geneticist.character"], 1)
        state = replace(state, loaded=frozenset(loaded))
        if ability == "control_room":
            state = replace(state, control_next=True)
        events.append(Event("ability", {"room": room, "ability": ability, "loaded": gained}))
        if ability == "lab" and self._rooms_with_spawns(state):
            return replace(state, step=LAB)
        return self._end_turn(state, events)

    def _end_turn(self, state: State, events: list[Event]) -> State:
        """End of turn: Clones whose time is up leave; after the sixth turn the phase
        ends (rooms back to hand, Spawns reshuffled); after the second, the Geneticist
        escapes."""
        zones = dict(state.zones)
        now = state.turn_number
        clones = dict(state.clones)
        for clone, last in list(clones.items()):
            if last <= now or state.turn == TURNS_PER_PHASE:
                for r in self.room_ids():
                    if clone in zones[f"evo.{r}"]:
                        zones[f"evo.{r}"] = tuple(c for c in zones[f"evo.{r}"] if c != clone)
                        zones["evo.discard"] = (*zones["evo.discard"], clone)
                        events.append(Event("clone_gone", {"room": r}))
                del clones[clone]
        state = replace(
            state,
            zones=zones,
            clones=clones,
            picks={},
            encounter=None,
            shield_used=False,
            emp=state.emp_next,
            emp_next=False,
            control=state.control_next,
            control_next=False,
            step=CHOOSE,
        )
        if state.turn < TURNS_PER_PHASE:
            return replace(state, turn=state.turn + 1)
        if state.phase == PHASES:
            return self._finish(state, GENETICIST, "escaped", events)
        return self._new_phase(state, events)

    def _new_phase(self, state: State, events: list[Event]) -> State:
        """After the sixth turn: all Room cards go back to hand; the Adaptoid gathers every
        Spawn and shuffles a new deck (rulings A24-R05, R06 for what else resets)."""
        rng = Rng(state.rng)
        zones = dict(state.zones)
        order = {r: i for i, r in enumerate(self.room_ids())}
        for seat in (ADAPTOID, GENETICIST):
            cards = (*zones[f"{seat}.hand"], *zones[f"{seat}.row"])
            if seat == GENETICIST:
                cards = (*cards, *zones["geneticist.aside"])
                zones["geneticist.aside"] = ()
            zones[f"{seat}.hand"] = tuple(sorted(cards, key=lambda c: order[room_of(c)]))
            zones[f"{seat}.row"] = ()
        spawns = [*zones["spawn.deck"], *zones["spawn.discard"]]
        zones["spawn.discard"] = ()
        for r in self.room_ids():
            spawns.extend(zones[f"spawns.{r}"])
            zones[f"spawns.{r}"] = ()
            if state.options["room_permanents"] == "discard":
                zones["evo.discard"] = (*zones["evo.discard"], *zones[f"evo.{r}"])
                zones[f"evo.{r}"] = ()
        zones["spawn.deck"] = rng.shuffle(sorted(spawns, key=lambda s: int(s.split(".")[1])))
        events.append(Event("phase", {"phase": state.phase + 1}, random=True))
        return replace(
            state, zones=zones, up=frozenset(), phase=state.phase + 1, turn=1, rng=rng.state
        )

    def _finish(
        self, state: State, winner: str, reason: str, events: list[Event], **data: Any
    ) -> State:
        events.append(Event("over", {"winner": winner, "reason": reason, **data}))
        return replace(state, step=OVER, winner=winner, reason=reason)

    # -- the end ----------------------------------------------------------------------
    def is_terminal(self, state: State) -> bool:
        return state.step == OVER

    def result(self, state: State) -> Result | None:
        """The Game: the Adaptoid wins by capture, the Geneticist by escaping."""
        if state.step != OVER:
            return None
        return Result((state.winner,), state.reason)

    # -- hidden information -----------------------------------------------------------
    def view(self, state: State, seat: str | None) -> State:
        """What ``seat`` may see: own hand and pick, face-up Spawns, public permanents.
        Face-down Spawns, deck orders and the RNG are hidden from everyone."""
        zones = dict(state.zones)

        def mask(name: str) -> None:
            zones[name] = (HIDDEN,) * len(zones[name])

        for other in (ADAPTOID, GENETICIST):
            if other != seat:
                mask(f"{other}.hand")
        if seat != GENETICIST:
            mask("geneticist.aside")
        mask("spawn.deck")
        for d in carddata.DECKS:
            mask(f"evo.{d}")
        for name in ("spawn.discard", *(f"spawns.{r}" for r in self.room_ids())):
            zones[name] = tuple(c if c in state.up else HIDDEN for c in zones[name])
        picks = {
            s: (
                r
                if s == seat or (state.control and s == ADAPTOID) or len(state.picks) == 2
                else HIDDEN
            )
            for s, r in state.picks.items()
        }
        return replace(state, zones=zones, picks=picks, rng=RngState(0))

    # -- sandbox ----------------------------------------------------------------------
    def _family(self, card: str) -> str:
        return card.split(".")[0]

    def _zone_families(self, zone: str) -> tuple[str, ...]:
        if zone.startswith("adaptoid."):
            return ("a",)
        if zone in ("geneticist.hand", "geneticist.row", "geneticist.aside"):
            return ("g",)
        if zone.startswith("spawn"):
            return ("spawn",)
        if zone.startswith("evo."):
            return ("evo",)
        if zone in ("geneticist.character", "characters.box"):
            return ("char",)
        return ()

    def find(self, state: State, card: str) -> str:
        for zone, cards in state.zones.items():
            if card in cards:
                return zone
        return ""

    def check_edit(self, state: State, action: Edit) -> str | None:
        """Sandbox edits: move a card to a zone of its kind, flip equipment or a Spawn,
        or set the turn or phase."""
        if action.seat not in (ADAPTOID, GENETICIST):
            return f"there is no seat {action.seat!r} in ADAPTOID 24"
        if action.card == HIDDEN and action.op in ("move", "flip"):
            # A hidden card is named by its zone (key) and position (value).
            cards = state.zones.get(action.key, ())
            if not 0 <= action.value < len(cards):
                return f"there is no card at position {action.value} of {action.key!r}"
            action = replace(action, card=cards[action.value])
        if action.op == "move":
            source = self.find(state, action.card)
            if not source:
                return f"there is no card {action.card!r} on the table"
            if action.zone not in state.zones:
                return f"there is no place {action.zone!r}"
            if self._family(action.card) not in self._zone_families(action.zone):
                return f"{action.card} cannot go to {action.zone}"
            if (
                action.zone == "geneticist.character"
                and state.zones[action.zone]
                and source != action.zone
            ):
                return "the Geneticist has one Character"
            if action.index < -1 or action.index > len(state.zones[action.zone]):
                return f"position {action.index} is off the end of {action.zone}"
            return None
        if action.op == "flip":
            zone = self.find(state, action.card)
            if not zone:
                return f"there is no card {action.card!r} on the table"
            if (
                zone in ("geneticist.equipment", "geneticist.character")
                or self._family(action.card) == "spawn"
            ):
                return None
            return f"{action.card!r} has no other side to show"
        if action.op == "set":
            limits = {"turn": (1, TURNS_PER_PHASE), "phase": (1, PHASES)}
            if action.key not in limits:
                return f"there is no counter {action.key!r}"
            low, high = limits[action.key]
            if not low <= action.value <= high:
                return f"{action.key} must be between {low} and {high}"
            return None
        return f"unknown edit {action.op!r}"

    def apply_edit(self, state: State, action: Edit) -> Outcome[State]:
        reason = self.check_edit(state, action)
        if reason:
            raise IllegalAction(reason)
        named_blind = action.card == HIDDEN
        if named_blind:
            action = replace(action, card=state.zones[action.key][action.value])
        data = {
            "op": action.op,
            "card": action.card,
            "zone": action.zone,
            "key": action.key,
            "value": action.value,
        }
        if action.op == "move":
            zones = dict(state.zones)
            source = self.find(state, action.card)
            zones[source] = tuple(c for c in zones[source] if c != action.card)
            target = list(zones[action.zone])
            target.insert(
                len(target) if action.index == -1 else min(action.index, len(target)), action.card
            )
            zones[action.zone] = tuple(target)
            new = replace(state, zones=zones)
            hidden = named_blind or (
                self._family(action.card) == "spawn" and action.card not in state.up
            )
            event = Event(
                "edit", data, seen_by=() if hidden else None, public={**data, "card": HIDDEN}
            )
        elif action.op == "flip":
            if self._family(action.card) == "spawn":
                new = replace(state, up=state.up ^ {action.card})
                event = Event(
                    "edit",
                    data,
                    seen_by=() if named_blind else None,
                    public={**data, "card": HIDDEN},
                    reveal=action.card not in state.up,
                )
            else:
                new = replace(state, loaded=state.loaded ^ {action.card})
                event = Event("edit", data)
        else:
            new = replace(state, **{action.key: action.value})
            event = Event("edit", data)
        return Outcome(new, (event,))

    # -- checks and numbers ---------------------------------------------------------
    def validate_state(self, state: State) -> str | None:
        """A loaded state must hold every card exactly once, in known zones."""
        if set(state.zones) != set(self.zone_names()):
            return "the table's places do not match ADAPTOID 24's"
        seen: dict[str, str] = {}
        for zone, cards in state.zones.items():
            for c in cards:
                if c in seen:
                    return f"card {c} is both in {seen[c]} and {zone}"
                seen[c] = zone
        rooms = set(self.room_ids())
        want = (
            {"a." + r for r in rooms}
            | {"g." + r for r in rooms}
            | {"char." + c.id for c in self.cards.characters}
            | set(EQUIPMENT)
            | {f"spawn.{i}" for i in range(1, len(self.cards.spawn_values) + 1)}
            | {f"evo.{e.id}.{n}" for e in self.cards.evolutions for n in range(1, e.count + 1)}
        )
        if set(seen) != want:
            missing = sorted(want - set(seen))[:3]
            extra = sorted(set(seen) - want)[:3]
            return f"cards do not add up (missing {missing}, unknown {extra})"
        if state.step not in (CHARACTER, CHOOSE, ENCOUNTER, SPAWN, EVOLUTION, TARGET, LAB, OVER):
            return f"unknown step {state.step!r}"
        if not (1 <= state.phase <= PHASES and 1 <= state.turn <= TURNS_PER_PHASE):
            return "phase or turn out of range"
        return self._validate_step(state, seen, rooms)

    def _validate_step(self, state: State, seen: dict[str, str], rooms: set[str]) -> str | None:
        """The turn's bookkeeping must fit its step (a loaded position may be hand-made)."""
        if not set(state.picks) <= {ADAPTOID, GENETICIST} or not set(state.picks.values()) <= rooms:
            return "the rooms chosen this turn are not rooms of this game"
        after_reveal = state.step in (ENCOUNTER, SPAWN, EVOLUTION, TARGET, LAB)
        if after_reveal and len(state.picks) != 2:
            return f"step {state.step!r} needs both rooms of the turn chosen"
        if state.step == CHOOSE and len(state.picks) == 2:
            return "both rooms are chosen but not revealed"
        # A capture ends the game with the lost encounter still on the table.
        if (state.step == ENCOUNTER and state.encounter is None) or (
            state.encounter is not None and state.step not in (ENCOUNTER, OVER)
        ):
            return "an encounter must be open exactly during the encounter step"
        if state.encounter is not None and state.encounter.room not in rooms:
            return "the encounter is in an unknown room"
        if (state.step == TARGET) != bool(state.zones["evo.pending"]):
            return "an Evolution card waits for a room exactly during the target step"
        if len(state.zones["evo.pending"]) > 1:
            return "only one Evolution card can wait for a room"
        if state.step == CHARACTER and state.zones["geneticist.character"]:
            return "the Character is already chosen"
        if state.step != CHARACTER and len(state.zones["geneticist.character"]) != 1:
            return "the Geneticist needs one Character"
        if not state.up <= {c for c in seen if c.startswith("spawn.")}:
            return "only Spawns can be face up"
        if not state.loaded <= {*EQUIPMENT, *state.zones["geneticist.character"]}:
            return "only equipment and the Character's shield can be loaded"
        if any(
            seen.get(c, "") == "" or self.evolution_of(c).effect != "clone" for c in state.clones
        ):
            return "a Clone timer names a card that is not a Clone"
        if state.step == OVER and state.winner not in (ADAPTOID, GENETICIST):
            return "a finished game needs a winner"
        return None

    def stats(self, state: State) -> dict[str, float]:
        """Key numbers charted at the end: resistance, spawns on the board, loaded gear."""
        on_board = sum(len(state.zones[f"spawns.{r}"]) for r in self.room_ids())
        return {
            "Adaptoid resistance": self.adaptoid_resistance(state),
            "Spawns in rooms": on_board,
            "Loaded equipment": len(state.loaded),
            "Evolution cards left": sum(len(state.zones[f"evo.{d}"]) for d in carddata.DECKS),
        }

    def turn_label(self, state: State) -> str:
        if state.step == CHARACTER:
            return "Set-up"
        return f"Phase {state.phase} · Turn {state.turn}"

    def describe(self, event: dict[str, Any]) -> str:
        from petridish.games.adaptoid24.log import describe

        return describe(self, event)


GAME = Adaptoid24()
