"""ADAPTOID 24: carrying out an action (rulebook "The Game", "Geneticist Rooms",
"Equipment", "Adaptoid's Evolution").

A mixin of the ``Adaptoid24`` game: ``_apply`` runs an action already checked and walks
the turn on — reveal, encounter, Spawns, Evolution, room ability, end of turn and
phase — returning the new state and its events.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from petridish.core import secret
from petridish.core.actions import Action
from petridish.core.events import Event
from petridish.core.evolve import evolve as replace
from petridish.core.game import Outcome
from petridish.core.rng import Rng
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    CHOOSE,
    DRON,
    ENCOUNTER,
    EVOLUTION,
    GENETICIST,
    INTIMIDATE,
    LAB,
    OVER,
    PHASES,
    SPAWN,
    SPAWN_DECK,
    TARGET,
    TASERS,
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
    room_of,
)

PREFIX = {ADAPTOID: "a.", GENETICIST: "g."}
PREFIX_OWNER = ("a.", "g.")  # the two prefixes of Room cards


class TurnResolution:
    """How each action changes the game; ``self`` is the ``Adaptoid24`` game."""

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
                # The Game: the rooms are chosen in secret (under the Control Room the
                # Adaptoid's face up) and revealed together once both are in.
                picks = secret.commit(state.picks, seat, room)
                shown = state.control and seat == ADAPTOID
                events.append(secret.commit_event(seat, room, shown=shown, field="room"))
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
        # After a sandbox edit a rules move can reach a step with nothing to do (no room
        # of the Adaptoid's left for a drawn Evolution card...): the rules settle it, as
        # after the edit itself. From a rules-only position this changes nothing.
        return Outcome(self._settle(new, events), tuple(events))

    def _reveal(self, state: State, events: list[Event]) -> State:
        """The Game: reveal both rooms, then look for encounter A or B."""
        a_room, g_room = state.picks[ADAPTOID], state.picks[GENETICIST]
        zones = dict(state.zones)
        earlier = self.adaptoid_rooms(state)  # before this turn's card joins the row
        for seat, room in ((ADAPTOID, a_room), (GENETICIST, g_room)):
            card = PREFIX[seat] + room
            zones[f"{seat}.hand"] = tuple(c for c in zones[f"{seat}.hand"] if c != card)
            zones[f"{seat}.row"] = (*zones[f"{seat}.row"], card)
        events.append(secret.reveal_event({ADAPTOID: a_room, GENETICIST: g_room}))
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
        clone = self.clone_in(state, enc.room) if weapons and enc.foe == "clone" else ""
        if clone:  # (a sandbox may have taken it away meanwhile)
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
        """Different cards: the Adaptoid places Spawns (if any are left) and evolves.
        After the last turn's encounter nothing can catch the Geneticist any more, so the
        game ends there (ruling A24-R21): Spawns and Evolutions would no longer matter."""
        if state.phase == PHASES and state.turn == TURNS_PER_PHASE:
            return self._finish(state, GENETICIST, "escaped", events)
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
        own = tuple(c for c in hand if c.startswith("g."))  # (a sandbox may add others)
        turns_left = TURNS_PER_PHASE - state.turn
        if len(own) <= turns_left:
            events.append(Event("intimidate_fails", {}))
            return state
        rng = Rng(state.rng)
        card = rng.choice(own, point=INTIMIDATE)
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
            if deck:  # (a sandbox may have emptied it since the card was drawn)
                zones[f"spawns.{room}"] = (*zones[f"spawns.{room}"], deck[0])
                zones["spawn.deck"] = deck[1:]
            else:
                events.append(Event("no_spawns", {}))
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
        # Every Room card goes back to its owner's hand, wherever a sandbox put it.
        places = ("adaptoid.hand", "adaptoid.row", "geneticist.hand", "geneticist.row")
        rooms = [
            c for z in (*places, "geneticist.aside") for c in zones[z] if c[:2] in PREFIX_OWNER
        ]
        spawns = [c for z in places for c in zones[z] if c.startswith("spawn.")]
        for seat in (ADAPTOID, GENETICIST):
            own = [c for c in rooms if c.startswith(PREFIX[seat])]
            zones[f"{seat}.hand"] = tuple(sorted(own, key=lambda c: order[room_of(c)]))
            zones[f"{seat}.row"] = ()
        zones["geneticist.aside"] = ()
        spawns += [*zones["spawn.deck"], *zones["spawn.discard"]]
        zones["spawn.discard"] = ()
        for r in self.room_ids():
            spawns.extend(zones[f"spawns.{r}"])
            zones[f"spawns.{r}"] = ()
            if state.options["room_permanents"] == "discard":
                zones["evo.discard"] = (*zones["evo.discard"], *zones[f"evo.{r}"])
                zones[f"evo.{r}"] = ()
        spawns.sort(key=lambda s: int(s.split(".")[1]))
        zones["spawn.deck"] = rng.shuffle(spawns, point=SPAWN_DECK)
        events.append(Event("phase", {"phase": state.phase + 1}, random=True))
        return replace(
            state, zones=zones, up=frozenset(), phase=state.phase + 1, turn=1, rng=rng.state
        )

    def _settle(self, state: State, events: list[Event]) -> State:
        """What the rules do by themselves in a position a sandbox edit has made: a
        capture when nothing can answer the encounter (A24-R14), and skipping a step
        that has nothing left to do (no Spawns or no room for them, no Evolution card,
        no card waiting for its room, no Spawns for the Lab)."""
        step = state.step
        if step == ENCOUNTER and state.encounter is not None:
            if not self._overcome_options(state):
                return self._finish(state, ADAPTOID, "captured", events, room=state.encounter.room)
        elif step == SPAWN:
            if not state.zones["spawn.deck"] or not self.adaptoid_rooms(state):
                events.append(Event("no_spawns", {}))
                return self._settle(self._after_spawns(state, events), events)
        elif step == EVOLUTION:
            if not any(state.zones[f"evo.{d}"] for d in carddata.DECKS):
                events.append(Event("no_evolution", {}))
                return self._ability(state, events)
        elif step == TARGET:
            pending = state.zones["evo.pending"]
            if not pending or not self.adaptoid_rooms(state):
                zones = dict(state.zones)
                zones["evo.pending"] = ()
                zones["evo.discard"] = (*zones["evo.discard"], *pending)
                return self._ability(replace(state, zones=zones), events)
        elif step == LAB and not self._rooms_with_spawns(state):
            return self._end_turn(state, events)
        return state

    def _finish(
        self, state: State, winner: str, reason: str, events: list[Event], **data: Any
    ) -> State:
        events.append(Event("over", {"winner": winner, "reason": reason, **data}))
        return replace(state, step=OVER, winner=winner, reason=reason)
