"""ADAPTOID 24: what the rules read off a position (rulebook "Encounter", "Equipment",
"Adaptoid's Evolution"): the Resistances, the rooms the Adaptoid has played, the
equipment the Geneticist may play. Plain functions of a state and the card set's
``Lookup``, for the rules, the legal moves and the computer players alike.
"""

from __future__ import annotations

from petridish.games.adaptoid24.cards import Lookup
from petridish.games.adaptoid24.state import DRON, EQUIPMENT, TASERS, State, room_of

ROOM_CARD = ("a.", "g.")  # the two prefixes of Room cards


def is_shield(card: str) -> bool:
    """The Character card is the Geneticist's Shield."""
    return card.startswith("char.")


def adaptoid_resistance(state: State, look: Lookup) -> int:
    """Encounter A: initial Resistance 1, +1 for each Scales (permanent)."""
    evolutions = look.evolutions
    return 1 + sum(1 for c in state.zones["evo.adaptoid"] if evolutions[c].effect == "scales")


def _effects_in(state: State, look: Lookup, room: str, effect: str) -> list[str]:
    """The Evolution cards of ``effect`` placed in ``room``."""
    evolutions = look.evolutions
    return [c for c in state.zones.get(f"evo.{room}", ()) if evolutions[c].effect == effect]


def rage_in(state: State, look: Lookup, room: str) -> int:
    return len(_effects_in(state, look, room, "rage"))


def clone_in(state: State, look: Lookup, room: str) -> str:
    """The Clone in ``room`` ('' if none)."""
    clones = _effects_in(state, look, room, "clone")
    return clones[0] if clones else ""


def destroyed(state: State, look: Lookup, room: str) -> bool:
    """Destroy: the Geneticist gets no ability from this room."""
    return bool(_effects_in(state, look, room, "destroy"))


def spawn_resistance(state: State, look: Lookup, room: str) -> int:
    """Encounter B: the revealed Spawns' values, each +1 per Rage in the room."""
    spawns = state.zones[f"spawns.{room}"]
    values = look.spawn_values
    return sum(values[s] for s in spawns) + len(spawns) * rage_in(state, look, room)


def adaptoid_rooms(state: State) -> tuple[str, ...]:
    """Rooms the Adaptoid has played this phase (where Spawns and Evolutions go)."""
    return adaptoid_rooms_of(state.zones["adaptoid.row"])


def adaptoid_rooms_of(row: tuple[str, ...]) -> tuple[str, ...]:
    """The rooms of the Room cards in the Adaptoid's ``row``: a Spawn a sandbox left
    in the row is no room."""
    return tuple(room_of(c) for c in row if c[:2] in ROOM_CARD)


def rooms_with_spawns(state: State, look: Lookup) -> list[str]:
    zones = state.zones
    return [r for r in look.rooms if zones[f"spawns.{r}"]]


def usable_equipment(state: State) -> tuple[str, ...]:
    """Loaded equipment the Geneticist may play now (EMP: no Tasers this turn)."""
    # Only what lies in the Geneticist's equipment counts (a sandbox may move it).
    gear = state.zones["geneticist.equipment"]
    loaded, emp = state.loaded, state.emp
    usable = [c for c in EQUIPMENT if c in gear and c in loaded and not (emp and c in TASERS)]
    character = state.zones["geneticist.character"]
    if character and character[0] in loaded:
        usable.append(character[0])
    return tuple(usable)


def overcomes(state: State, equipment: tuple[str, ...] | list[str]) -> bool:
    """Equipment: each Taser beats 1 point (cumulative); Dron or Shield beat any."""
    assert state.encounter is not None
    if any(c == DRON or is_shield(c) for c in equipment):
        return True
    return sum(1 for c in equipment if c in TASERS) >= state.encounter.resistance


def overcome_options(state: State) -> list[tuple[str, ...]]:
    """Sensible ways to overcome: the fewest Tasers that suffice (one more to clear a
    room of resistance 0), the Dron alone, the Shield alone; nothing at resistance 0."""
    assert state.encounter is not None
    resistance = state.encounter.resistance
    usable = usable_equipment(state)
    tasers = [c for c in usable if c in TASERS]
    options: list[tuple[str, ...]] = []
    if resistance == 0:
        options.append(())
    need = max(resistance, 1)
    if len(tasers) >= need:
        options.append(tuple(tasers[:need]))
    options.extend((c,) for c in usable if c == DRON or is_shield(c))
    return options
