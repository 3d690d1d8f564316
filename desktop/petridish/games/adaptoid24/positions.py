"""ADAPTOID 24 position checks: is a state (from a save, a puzzle or a bug report)
one the rules can play on?

Functions of the ``Adaptoid24`` game (its ``validate_state``): every card once, in
known zones, and the turn's bookkeeping consistent with its step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core.material import lying
from petridish.games.adaptoid24 import words
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    CHARACTER,
    CHOOSE,
    ENCOUNTER,
    EQUIPMENT,
    EVOLUTION,
    GENETICIST,
    LAB,
    OVER,
    PHASES,
    SPAWN,
    TARGET,
    TURNS_PER_PHASE,
    State,
)

if TYPE_CHECKING:
    from petridish.games.adaptoid24.rules import Adaptoid24

PLACED = ("clone", "rage", "destroy", "spreading")  # the Evolutions that go into a room


def validate_state(game: Adaptoid24, state: State) -> str | None:
    """A loaded state must hold every card exactly once, in known zones."""
    if set(state.zones) != set(game.zone_names()):
        return "the table's places do not match ADAPTOID 24's"
    seen = lying(state.zones)
    if isinstance(seen, str):
        return seen
    rooms = set(game.room_ids())
    want = (
        {"a." + r for r in rooms}
        | {"g." + r for r in rooms}
        | {"char." + c.id for c in game.cards.characters}
        | set(EQUIPMENT)
        | {f"spawn.{i}" for i in range(1, len(game.cards.spawn_values) + 1)}
        | {f"evo.{e.id}.{n}" for e in game.cards.evolutions for n in range(1, e.count + 1)}
    )
    if set(seen) != want:
        missing = sorted(want - set(seen))[:3]
        extra = sorted(set(seen) - want)[:3]
        return f"cards do not add up (missing {missing}, unknown {extra})"
    for zone, cards in state.zones.items():
        allowed = words.families_for(zone)
        for c in cards:
            if words.family(c) not in allowed:
                return (
                    f"{words.card_name(game, c, face_up=c in state.up)} lies in "
                    f"{words.zone_name(game, zone)}, which {words.holds_only(zone)}"
                )
    if state.step not in (CHARACTER, CHOOSE, ENCOUNTER, SPAWN, EVOLUTION, TARGET, LAB, OVER):
        return f"unknown step {state.step!r}"
    if not (1 <= state.phase <= PHASES and 1 <= state.turn <= TURNS_PER_PHASE):
        return "phase or turn out of range"
    return _validate_step(game, state, seen, rooms)


def _validate_step(
    game: Adaptoid24, state: State, seen: dict[str, str], rooms: set[str]
) -> str | None:
    """The turn's bookkeeping must fit its step (a loaded position may be hand-made)."""
    if not set(state.picks) <= {ADAPTOID, GENETICIST} or not set(state.picks.values()) <= rooms:
        return "the rooms chosen this turn are not rooms of this game"
    after_reveal = state.step in (ENCOUNTER, SPAWN, EVOLUTION, TARGET, LAB)
    if after_reveal and len(state.picks) != 2:
        return f"step {state.step!r} needs both rooms of the turn chosen"
    if state.step == CHOOSE and len(state.picks) == 2:
        return "both rooms are chosen but not revealed"
    if state.step == CHOOSE:
        for seat, room in state.picks.items():
            card = ("a." if seat == ADAPTOID else "g.") + room
            if card not in state.zones[f"{seat}.hand"]:
                name = words.card_name(game, card)
                return f"{name[0].upper()}{name[1:]} is chosen for this turn, so it stays in hand until both rooms are revealed"
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
        words.family(c) != "evo" or seen.get(c, "") == "" or game.evolution_of(c).effect != "clone"
        for c in state.clones
    ):
        return "a Clone timer names a card that is not a Clone"
    if state.step == OVER and state.winner not in (ADAPTOID, GENETICIST):
        return "a finished game needs a winner"
    if state.step != OVER and state.winner:
        return "only a finished game has a winner"  # (a save named one mid-game)
    pending = state.zones["evo.pending"]
    if pending and game.evolution_of(pending[0]).effect not in PLACED:
        return f"{game.evolution_of(pending[0]).name} is not placed in a room, so it cannot wait in “Drawn”"
    if state.step != OVER:
        return _hands_suffice(game, state) or _rows_fit(game, state)
    return _rows_fit(game, state)  # nothing more is revealed, but the spots stay six


def _rows_fit(game: Adaptoid24, state: State) -> str | None:
    """A row has six spots, one per turn of a phase (ruling A24-R23): the cards in it
    and the rooms still to be revealed into it this phase must fit (once the game is
    over, none are to come)."""
    for seat in (ADAPTOID, GENETICIST):
        lying = len(state.zones[f"{seat}.row"])
        coming = 0 if state.step == OVER else _turns_to_reveal(state)
        if coming == 0 and lying > TURNS_PER_PHASE:
            return (
                f"the {game.seat_name(seat)}'s row has {TURNS_PER_PHASE} spots, one for each"
                f" turn of a phase, and would hold {lying} cards"
            )
        if lying + coming > TURNS_PER_PHASE:
            cards = "card" if lying == 1 else "cards"
            turns = "turn" if coming == 1 else "turns"
            return (
                f"the {game.seat_name(seat)}'s row has {TURNS_PER_PHASE} spots, one for each"
                f" turn of a phase, and would need {lying + coming} ({lying} {cards} in it"
                f" and {coming} {turns} still to play)"
            )
    return None


def _hands_suffice(game: Adaptoid24, state: State) -> str | None:
    """Each side needs a Room card of its own in hand for every turn of this phase
    whose room has not been revealed yet (else a later turn could never be played)."""
    for seat, prefix in ((ADAPTOID, "a."), (GENETICIST, "g.")):
        held = sum(1 for c in state.zones[f"{seat}.hand"] if c.startswith(prefix))
        need = _turns_to_reveal(state)
        if held < need:
            name = game.seat_name(seat)
            rooms = "room" if held == 1 else "rooms"
            return (
                f"the {name} needs a room in hand for each of the {need} turns left in this"
                f" phase, and holds {held} {rooms}"
            )
    return None


def _turns_to_reveal(state: State) -> int:
    """How many turns of this phase have yet to reveal their rooms (this one too until
    its rooms are revealed)."""
    revealed = state.step not in (CHARACTER, CHOOSE)
    return TURNS_PER_PHASE - state.turn + (0 if revealed else 1)
