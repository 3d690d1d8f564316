"""ADAPTOID 24 sandbox edits: moving, turning over and setting things by hand.

A mixin of the ``Adaptoid24`` game. The sandbox is free: a card may go to any place
that can hold its kind (a Geneticist's room in the Adaptoid's row, a Spawn in a row),
equipment and Spawns turn over, and the turn and phase can be set. An edit is refused
only when the rules could not go on from the position it makes, and then the reason
says so in the game's words. What the rules do by themselves after an edit (a capture
when nothing can answer the encounter, skipping an empty deck) happens at once.

A hidden card is named by its place (a :class:`petridish.core.actions.Place`: zone and
position), so that the player never learns which card it was.
"""

from __future__ import annotations

from petridish.core.actions import Edit
from petridish.core.events import Event
from petridish.core.evolve import evolve as replace
from petridish.core.game import IllegalAction, Outcome
from petridish.games.adaptoid24 import words
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

    def find(self, state: State, card: str) -> str:
        for zone, cards in state.zones.items():
            if card in cards:
                return zone
        return ""

    def _named(self, state: State, action: Edit) -> Edit | str:
        """The edit with a card named by its place turned into the card itself, or why
        no card lies there."""
        place = action.place
        if place is None or action.op not in ("move", "flip"):
            return action
        cards = state.zones.get(place.zone, ())
        if not 0 <= place.index < len(cards):
            where = words.zone_name(self, place.zone)
            return f"there is no card at position {place.index + 1} of {where}"
        return replace(action, card=cards[place.index], place=None)

    def check_edit(self, state: State, action: Edit) -> str | None:
        """Sandbox edits: move a card to a place that can hold its kind, turn equipment
        or a Spawn over, or set the turn or phase, as long as the rules can go on."""
        if action.seat not in (ADAPTOID, GENETICIST):
            return f"there is no seat {action.seat!r} in ADAPTOID 24"
        named = self._named(state, action)
        if isinstance(named, str):
            return named
        reason = self._edit_shape(state, named)
        if reason is not None:
            return reason
        new, _ = self._edited(state, named)
        problem = self.validate_state(new)
        if problem is not None:
            return f"the rules could not go on from there: {problem}"
        return None

    def _edit_shape(self, state: State, action: Edit) -> str | None:
        """What is wrong with the edit itself (before looking at where it leads)."""
        if action.op == "move":
            source = self.find(state, action.card)
            if not source:
                return "that card is not on the table"
            if action.zone not in state.zones:
                return "there is no such place on the table"
            if words.family(action.card) not in words.families_for(action.zone):
                name = words.card_name(self, action.card, face_up=action.card in state.up)
                where = words.zone_name(self, action.zone)
                return f"{name} cannot go to {where}: it {words.holds_only(action.zone)}"
            if action.index < -1 or action.index > len(state.zones[action.zone]):
                return f"there is no position {action.index + 1} in {words.zone_name(self, action.zone)}"
            return None
        if action.op == "flip":
            if not self.find(state, action.card):
                return "that card is not on the table"
            if words.family(action.card) in ("gear", "char", "spawn"):
                return None
            name = words.card_name(self, action.card)
            return f"{name[0].upper()}{name[1:]} has no other side to show"
        if action.op == "set":
            limits = {"turn": (1, TURNS_PER_PHASE), "phase": (1, PHASES)}
            if action.key not in limits:
                return f"there is no counter {action.key!r}"
            low, high = limits[action.key]
            if not low <= action.value <= high:
                return f"the {action.key} must be between {low} and {high}"
            return None
        return f"unknown edit {action.op!r}"

    def _edited(self, state: State, action: Edit) -> tuple[State, list[Event]]:
        """The position the (checked) edit makes, with what the rules then do by
        themselves, and the events of both."""
        events: list[Event] = []
        if action.op == "move":
            zones = dict(state.zones)
            source = self.find(state, action.card)
            zones[source] = tuple(c for c in zones[source] if c != action.card)
            target = list(zones[action.zone])
            at = len(target) if action.index == -1 else min(action.index, len(target))
            target.insert(at, action.card)
            zones[action.zone] = tuple(target)
            new = replace(state, zones=zones)
        elif action.op == "flip":
            if words.family(action.card) == "spawn":
                new = replace(state, up=state.up ^ {action.card})
            else:
                new = replace(state, loaded=state.loaded ^ {action.card})
        else:
            new = replace(state, **{action.key: action.value})
        return self._settle(new, events), events

    def _public(self, state: State, card: str) -> bool:
        """Whether everyone sees ``card`` where it lies in ``state``."""
        return any(card in cards for cards in self.view(state, None).zones.values())

    def apply_edit(self, state: State, action: Edit) -> Outcome[State]:
        reason = self.check_edit(state, action)
        if reason:
            raise IllegalAction(reason)
        named = self._named(state, action)
        assert isinstance(named, Edit)
        blind = action.place is not None
        new, after = self._edited(state, named)
        card = named.card
        data = {
            "op": named.op,
            "card": card,
            "zone": named.zone,
            "key": named.key,
            "value": named.value,
            "up": card in new.up or card in new.loaded,
            "from": self.find(state, card) if named.op == "move" else "",
        }
        public = {**data, "card": HIDDEN}
        if named.op == "move":
            # A card nobody else sees where it was or where it goes (a face-down Spawn,
            # a Room card from the Geneticist's hand set aside) is not named in the log.
            hidden = blind or not (self._public(state, card) or self._public(new, card))
            event = Event("edit", data, seen_by=() if hidden else None, public=public)
        elif named.op == "flip" and words.family(card) == "spawn":
            event = Event(
                "edit",
                data,
                seen_by=() if blind and card not in new.up else None,
                public=public,
                reveal=card not in state.up,
            )
        else:
            event = Event("edit", data)
        return Outcome(new, (event, *after))
