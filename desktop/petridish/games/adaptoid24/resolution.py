"""ADAPTOID 24: carrying out an action (rulebook "The Game", "Geneticist Rooms",
"Equipment", "Adaptoid's Evolution").

``carry_out`` runs an action already checked on the working copy ``w`` and walks the
turn on — reveal, encounter, Spawns, Evolution, room ability, end of turn and phase —
changing the position only through ``w`` and reporting each step as an event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from petridish.core import secret
from petridish.core.actions import Action
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.facts import (
    ROOM_CARD,
    adaptoid_resistance,
    adaptoid_rooms,
    clone_in,
    destroyed,
    is_shield,
    overcome_options,
    rage_in,
    rooms_with_spawns,
    spawn_resistance,
)
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
    room_of,
)
from petridish.games.adaptoid24.work import Work

PREFIX = {ADAPTOID: "a.", GENETICIST: "g."}
EVOLUTION_DECKS = tuple(f"evo.{d}" for d in carddata.DECKS)
PLACED_IN_A_ROOM = ("clone", "rage", "destroy")  # Evolutions that wait for their room


def carry_out(w: Work, action: Action) -> None:
    """Carry out ``action`` (already checked) and everything that follows by itself."""
    match action:  # the most frequent first
        case ChooseRoom(seat=seat, room=room):
            # The Game: the rooms are chosen in secret (under the Control Room the
            # Adaptoid's face up) and revealed together once both are in.
            picks = secret.commit(w.s.picks, seat, room)
            if not w.search:
                shown = w.s.control and seat == ADAPTOID
                w.add(secret.commit_event(seat, room, shown=shown, field="room"))
            w.set(picks=picks)
            if len(picks) == 2:
                _reveal(w)
        case Overcome(equipment=equipment):
            _overcome(w, equipment)
        case PlaceSpawns(rooms=rooms):
            zones = w.own("zones")
            deck = zones["spawn.deck"]  # its top is its first card
            for r, card in zip(rooms, deck, strict=False):
                zones[f"spawns.{r}"] = (*zones[f"spawns.{r}"], card)
            zones["spawn.deck"] = deck[len(rooms) :]
            w.event("spawns", {"rooms": list(rooms)})
            _after_spawns(w)
        case DrawEvolution(deck=deck):
            _draw_evolution(w, deck)
        case PlaceEvolution(room=room):
            _place_evolution(w, room)
        case ClearRoom(room=room):
            zones = w.own("zones")
            removed = zones[f"spawns.{room}"]
            zones["spawn.discard"] = (*zones["spawn.discard"], *removed)
            zones[f"spawns.{room}"] = ()
            w.event("cleared", {"room": room, "count": len(removed)})
            _end_turn(w)
        case ChooseCharacter(character=char):
            card = "char." + char
            w.move(card, "geneticist.character", source="characters.box")
            w.event("character", {"character": char})
            w.set(loaded=w.s.loaded | {card}, step=CHOOSE)
        case _:  # pragma: no cover - check_rules refuses everything else
            raise AssertionError(action)
    # After a sandbox edit a rules move can reach a step with nothing to do (no room
    # of the Adaptoid's left for a drawn Evolution card...): the rules settle it, as
    # after the edit itself. From a rules-only position this changes nothing.
    settle(w)


def _reveal(w: Work) -> None:
    """The Game: reveal both rooms, then look for encounter A or B."""
    s = w.s
    a_room, g_room = s.picks[ADAPTOID], s.picks[GENETICIST]
    earlier = adaptoid_rooms(s)  # before this turn's card joins the row
    for seat, room in ((ADAPTOID, a_room), (GENETICIST, g_room)):
        w.move(PREFIX[seat] + room, f"{seat}.row", source=f"{seat}.hand")
    if not w.search:
        w.add(secret.reveal_event({ADAPTOID: a_room, GENETICIST: g_room}))
    s, look = w.s, w.look
    encounter: Encounter | None = None
    if a_room == g_room:
        encounter = Encounter(g_room, ADAPTOID, adaptoid_resistance(s, look))
    elif g_room in earlier:
        spawns = s.zones[f"spawns.{g_room}"]
        if clone_in(s, look, g_room) and (spawns or s.options["clone_alone"]):
            encounter = Encounter(g_room, "clone", adaptoid_resistance(s, look))
        elif spawns:
            w.set(up=s.up | set(spawns))
            encounter = Encounter(g_room, "spawns", spawn_resistance(w.s, look, g_room))
    if encounter is None:
        _after_encounter(w)
        return
    w.event("encounter", lambda: _encounter_data(w, g_room, encounter), reveal=True)
    w.set(encounter=encounter, step=ENCOUNTER)
    if not overcome_options(w.s):
        _finish(w, ADAPTOID, "captured", room=g_room)


def _encounter_data(w: Work, room: str, encounter: Encounter) -> dict[str, Any]:
    """What the log tells of an encounter: its foe, its Resistance and, against
    Spawns, each Spawn's value and the Rage in the room."""
    data: dict[str, Any] = {"room": room, "foe": encounter.foe, "resistance": encounter.resistance}
    if encounter.foe == "spawns":
        s, look = w.s, w.look
        data["spawns"] = [[c, look.spawn_values[c]] for c in s.zones[f"spawns.{room}"]]
        data["rage"] = rage_in(s, look, room)
    return data


def _overcome(w: Work, equipment: tuple[str, ...]) -> None:
    """Equipment is flipped to unloaded; Taser and Dron clear the room's Spawns (and a
    Clone), the Shield leaves them and costs the room's ability."""
    s = w.s
    enc = s.encounter
    assert enc is not None
    shield = any(is_shield(c) for c in equipment)
    weapons = any(not is_shield(c) for c in equipment)
    discarded = 0
    if weapons and enc.foe == "spawns":
        zones = w.own("zones")
        removed = zones[f"spawns.{enc.room}"]
        discarded = len(removed)
        zones["spawn.discard"] = (*zones["spawn.discard"], *removed)
        zones[f"spawns.{enc.room}"] = ()
    clone = clone_in(s, w.look, enc.room) if weapons and enc.foe == "clone" else ""
    if clone:  # (a sandbox may have taken it away meanwhile)
        w.move(clone, "evo.discard", source=f"evo.{enc.room}")
        discarded = 1
    w.event(
        "overcome",
        {"room": enc.room, "foe": enc.foe, "equipment": list(equipment), "discarded": discarded},
    )
    w.set(
        loaded=s.loaded - set(equipment),
        shield_used=s.shield_used or shield,
        encounter=None,
    )
    if enc.foe == ADAPTOID:
        # Encounter A: the same card was played, so no Spawns, Evolution or ability.
        _end_turn(w)
    else:
        _after_encounter(w)


def _after_encounter(w: Work) -> None:
    """Different cards: the Adaptoid places Spawns (if any are left) and evolves.
    After the last turn's encounter nothing can catch the Geneticist any more, so the
    game ends there (ruling A24-R21): Spawns and Evolutions would no longer matter."""
    s = w.s
    if s.phase == PHASES and s.turn == TURNS_PER_PHASE:
        _finish(w, GENETICIST, "escaped")
        return
    w.set(step=SPAWN)
    if not s.zones["spawn.deck"]:
        w.event("no_spawns")
        _after_spawns(w)


def _after_spawns(w: Work) -> None:
    zones = w.s.zones
    if not any(zones[d] for d in EVOLUTION_DECKS):
        w.event("no_evolution")
        _ability(w)
        return
    w.set(step=EVOLUTION)


def _draw_evolution(w: Work, deck: str) -> None:
    """Adaptoid's Evolution: reveal the top card of one deck and apply it."""
    card = w.s.zones[f"evo.{deck}"][0]
    w.take(card, f"evo.{deck}")
    effect = w.look.evolutions[card].effect
    w.event("evolution", {"deck": deck, "card": card, "effect": effect}, reveal=True)
    if effect in PLACED_IN_A_ROOM or (effect == "spreading" and w.s.zones["spawn.deck"]):
        w.put("evo.pending", card)
        w.set(step=TARGET)
        return
    w.put("evo.adaptoid" if effect == "scales" else "evo.discard", card)
    if effect == "emp":
        w.set(emp_next=True)
    elif effect == "intimidate":
        _intimidate(w)
    elif effect == "spreading":
        w.event("no_spawns")
    _ability(w)


def _intimidate(w: Work) -> None:
    """Intimidate (ruling A24-R03): a card the Adaptoid draws blind from the
    Geneticist's hand waits face down until the phase ends, never leaving fewer cards
    than the turns still to play."""
    s = w.s
    own = tuple(
        c for c in s.zones["geneticist.hand"] if c.startswith("g.")
    )  # (a sandbox may add others)
    if len(own) <= TURNS_PER_PHASE - s.turn:
        w.event("intimidate_fails")
        return
    card = w.choice(INTIMIDATE, own)
    w.move(card, "geneticist.aside", source="geneticist.hand")
    w.event(
        "intimidated",
        {"room": room_of(card)},
        seen_by=(GENETICIST,),
        public={},
        random=True,
    )


def _place_evolution(w: Work, room: str) -> None:
    (card,) = w.s.zones["evo.pending"]
    w.take(card, "evo.pending")
    effect = w.look.evolutions[card].effect
    if effect == "spreading":
        deck = w.s.zones["spawn.deck"]
        if deck:  # (a sandbox may have emptied it since the card was drawn)
            w.move(deck[0], f"spawns.{room}", source="spawn.deck")
        else:
            w.event("no_spawns")
        w.put("evo.discard", card)
    else:
        w.put(f"evo.{room}", card)
        if effect == "clone":
            # Clone: discarded at the end of the next turn.
            s = w.s
            w.set(clones={**s.clones, card: s.turn_number + 1})
    w.event("placed", {"card": card, "effect": effect, "room": room})
    _ability(w)


def _ability(w: Work) -> None:
    """Geneticist Rooms: the room's ability, unless the Shield was used or the Adaptoid
    destroyed the room."""
    s = w.s
    room = s.picks[GENETICIST]
    ability = w.look.abilities[room]
    if s.shield_used:
        w.event("ability_lost", {"room": room, "why": "shield"})
        _end_turn(w)
        return
    if destroyed(s, w.look, room):
        w.event("ability_lost", {"room": room, "why": "destroy"})
        _end_turn(w)
        return
    loaded = set(s.loaded)
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
        load(s.zones["geneticist.character"], 1)
    w.set(loaded=frozenset(loaded))
    if ability == "control_room":
        w.set(control_next=True)
    w.event("ability", {"room": room, "ability": ability, "loaded": gained})
    if ability == "lab" and rooms_with_spawns(w.s, w.look):
        w.set(step=LAB)
        return
    _end_turn(w)


def _end_turn(w: Work) -> None:
    """End of turn: Clones whose time is up leave; after the sixth turn the phase
    ends (rooms back to hand, Spawns reshuffled); after the second, the Geneticist
    escapes."""
    s = w.s
    clones = dict(s.clones)
    for clone, last in s.clones.items():
        if last <= s.turn_number or s.turn == TURNS_PER_PHASE:
            for r in w.look.rooms:
                if clone in w.s.zones[f"evo.{r}"]:
                    w.move(clone, "evo.discard", source=f"evo.{r}")
                    w.event("clone_gone", {"room": r})
            del clones[clone]
    s = w.s
    w.set(
        clones=clones,
        picks={},
        encounter=None,
        shield_used=False,
        emp=s.emp_next,
        emp_next=False,
        control=s.control_next,
        control_next=False,
        step=CHOOSE,
    )
    if s.turn < TURNS_PER_PHASE:
        w.set(turn=s.turn + 1)
    elif s.phase == PHASES:
        _finish(w, GENETICIST, "escaped")
    else:
        _new_phase(w)


def _new_phase(w: Work) -> None:
    """After the sixth turn: all Room cards go back to hand; the Adaptoid gathers every
    Spawn and shuffles a new deck (rulings A24-R05, R06 for what else resets)."""
    s, look = w.s, w.look
    zones = w.own("zones")
    order = look.room_order
    # Every Room card goes back to its owner's hand, wherever a sandbox put it.
    places = ("adaptoid.hand", "adaptoid.row", "geneticist.hand", "geneticist.row")
    rooms = [c for z in (*places, "geneticist.aside") for c in zones[z] if c[:2] in ROOM_CARD]
    spawns = [c for z in places for c in zones[z] if c.startswith("spawn.")]
    for seat in (ADAPTOID, GENETICIST):
        own = [c for c in rooms if c.startswith(PREFIX[seat])]
        zones[f"{seat}.hand"] = tuple(sorted(own, key=lambda c: order[room_of(c)]))
        zones[f"{seat}.row"] = ()
    zones["geneticist.aside"] = ()
    spawns += [*zones["spawn.deck"], *zones["spawn.discard"]]
    zones["spawn.discard"] = ()
    discard = s.options["room_permanents"] == "discard"
    for r in look.rooms:
        spawns.extend(zones[f"spawns.{r}"])
        zones[f"spawns.{r}"] = ()
        if discard:
            zones["evo.discard"] = (*zones["evo.discard"], *zones[f"evo.{r}"])
            zones[f"evo.{r}"] = ()
    spawns.sort(key=lambda c: int(c.split(".")[1]))
    zones["spawn.deck"] = w.shuffle(SPAWN_DECK, spawns)
    w.event("phase", {"phase": s.phase + 1}, random=True)
    w.set(up=frozenset(), phase=s.phase + 1, turn=1)


def settle(w: Work) -> None:
    """What the rules do by themselves in a position a sandbox edit has made: a
    capture when nothing can answer the encounter (A24-R14), and skipping a step
    that has nothing left to do (no Spawns or no room for them, no Evolution card,
    no card waiting for its room, no Spawns for the Lab)."""
    s = w.s
    step = s.step
    if step == ENCOUNTER and s.encounter is not None:
        if not overcome_options(s):
            _finish(w, ADAPTOID, "captured", room=s.encounter.room)
    elif step == SPAWN:
        if not s.zones["spawn.deck"] or not adaptoid_rooms(s):
            w.event("no_spawns")
            _after_spawns(w)
            settle(w)
    elif step == EVOLUTION:
        if not any(s.zones[d] for d in EVOLUTION_DECKS):
            w.event("no_evolution")
            _ability(w)
    elif step == TARGET:
        pending = s.zones["evo.pending"]
        if not pending or not adaptoid_rooms(s):
            zones = w.own("zones")
            zones["evo.pending"] = ()
            zones["evo.discard"] = (*zones["evo.discard"], *pending)
            _ability(w)
    elif step == LAB and not rooms_with_spawns(s, w.look):
        _end_turn(w)


def _finish(w: Work, winner: str, reason: str, **data: Any) -> None:
    w.event("over", {"winner": winner, "reason": reason, **data})
    w.set(step=OVER, winner=winner, reason=reason)
