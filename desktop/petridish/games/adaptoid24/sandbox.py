"""ADAPTOID 24 sandbox edits: moving, turning over and setting things by hand.

A mixin of the ``Adaptoid24`` game. Edits are outside the rules but still checked for
sense (a Spawn cannot go into a hand), so the rules can keep playing afterwards. A
hidden card can be named by its place (zone and position) so that the player never
learns which card it was.
"""

from __future__ import annotations

from petridish.core.actions import Edit
from petridish.core.events import Event
from petridish.core.evolve import evolve as replace
from petridish.core.game import IllegalAction, Outcome
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    GENETICIST,
    HIDDEN,
    PHASES,
    TURNS_PER_PHASE,
    State,
)


class SandboxEdits:
    """Free edits for sandbox mode; ``self`` is the ``Adaptoid24`` game."""

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
