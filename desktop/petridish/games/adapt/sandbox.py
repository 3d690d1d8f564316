"""A.D.A.P.T. sandbox edits: cards moved between places, counters set by hand.

A mixin of the ``AdaptGame``. Once the first turn has begun, a card may go to any
place that holds its kind (a Part onto its own location of any fish, a Body into a PGP
or the Gene Stream, a card into the deck or the discard pile), and a fish's Experience,
Damage and Poison, the round, or a die it has rolled (to any face), may be set. An edit is refused only when the rules
could not go on from where it leads; what the rules then do by themselves happens at
once: a fish whose Damage now exceeds its Health is defeated, a fish that can no longer
take its turn passes it on (ruling ADAPT-R26).

A card of the deck is named by its place (a :class:`petridish.core.actions.Place`), so
that nobody learns which card it was until it lies face up.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from petridish.core.actions import Edit
from petridish.core.events import Event
from petridish.core.evolve import evolve
from petridish.core.game import IllegalAction, Outcome
from petridish.games.adapt import turns, words
from petridish.games.adapt.attack import defeat_if_beaten
from petridish.games.adapt.board import MAX_POISON
from petridish.games.adapt.state import (
    BAITED,
    BODY,
    CHOOSE,
    DECK,
    GUPPY,
    HIDDEN,
    MAX_XP,
    OVER,
    PGP,
    PGP_SIZE,
    TURN,
    State,
)
from petridish.games.adapt.work import Work

if TYPE_CHECKING:
    from petridish.games.adapt.cards import CardSet

COUNTERS = {"xp": (0, MAX_XP), "damage": (0, 99), "poison": (0, MAX_POISON)}


class SandboxEdits:
    """Free edits for sandbox mode; ``self`` is the ``AdaptGame``."""

    cards: CardSet

    def _named(self, state: State, action: Edit) -> Edit | str:
        """The edit with a card named by its place turned into the card itself."""
        place = action.place
        if place is None or action.op not in ("move", "flip"):
            return action
        cards = state.zones.get(place.zone, ())
        if not 0 <= place.index < len(cards):
            where = words.zone_name(self, place.zone)  # type: ignore[arg-type]
            return f"there is no card at position {place.index + 1} of {where}"
        return evolve(action, card=cards[place.index], place=None)

    def check_edit(self, state: State, action: Edit) -> str | None:
        if action.seat not in state.seats:
            return f"there is no fish {action.seat!r} at this table"
        if state.step == OVER:
            return "the game is over"
        if state.step == GUPPY or state.round == 0:
            return "the sandbox opens once the first turn has begun"
        named = self._named(state, action)
        if isinstance(named, str):
            return named
        reason = self._edit_shape(state, named)
        if reason is not None:
            return reason
        new, _ = self._edited(state, named)
        problem = self.validate_state(new)  # type: ignore[attr-defined]
        if problem is not None:
            return f"the rules could not go on from there: {problem}"
        return None

    def _where(self, state: State, card: str) -> str:
        for zone, cards in state.zones.items():
            if card in cards:
                return zone
        return ""

    def _edit_shape(self, state: State, action: Edit) -> str | None:
        if action.op == "move":
            source = self._where(state, action.card)
            if not source:
                return "that card is not on the table"
            zone = action.zone
            if zone not in state.zones:
                return "there is no such place on the table"
            card = self.cards.design(action.card)
            if not words.fits(card, zone):
                where = words.zone_name(self, zone)  # type: ignore[arg-type]
                return f"{card.name} cannot go to {where}: it {words.holds_only(zone)}"
            size = len(state.zones[zone]) - (source == zone)
            if not -1 <= action.index <= size:
                where = words.zone_name(self, zone)  # type: ignore[arg-type]
                return f"there is no position {action.index + 1} in {where}"
            if zone.startswith("stream.") and size >= 1:
                return f"{words.zone_name(self, zone)} already holds a card"  # type: ignore[arg-type]
            if zone.endswith("." + PGP) and size >= PGP_SIZE:
                return f"a PGP holds only {PGP_SIZE} cards"
            if source.endswith("." + BODY) and source != zone and len(state.zones[source]) == 1:
                return "a fish always keeps a Body"
            return None
        if action.op == "flip":
            if not self._where(state, action.card):
                return "that card is not on the table"
            return (
                "A.D.A.P.T.'s cards lie face up (the deck face down): there is nothing to turn over"
            )
        if action.op == "set":
            if action.key == "round":
                limit = state.options["round_limit"]
                if not 1 <= action.value <= limit:
                    return f"the round must be 1 to {limit}"
                return None
            die = state.dice.get(action.key)
            if die is not None:  # a rolled die turned to another face
                if not isinstance(action.value, int) or not 1 <= action.value <= die.sides:
                    return f"that die shows 1 to {die.sides}"
                return None
            owner, _, counter = action.key.partition(".")
            if owner not in state.fish or counter not in COUNTERS:
                return (
                    f"there is no counter {action.key!r}; the counters are the round,"
                    " <fish>.xp, <fish>.damage, <fish>.poison, and a die once rolled"
                )
            if state.fish[owner].defeated:
                return f"{self.seat_name(owner)}'s fish is out of the game"  # type: ignore[attr-defined]
            low, high = COUNTERS[counter]
            if not low <= action.value <= high:
                return f"{counter} must be {low} to {high}"
            return None
        return f"unknown edit {action.op!r}"

    def _edited(self, state: State, action: Edit) -> tuple[State, list[Event]]:
        """The position the (checked) edit makes, with what the rules then do by
        themselves, and the events of both."""
        w = Work(self.cards, state)
        if action.op == "move":
            w.move(action.card, action.zone, action.index)
        elif action.key == "round":
            w.round = action.value
        elif action.key in w.dice:
            die = w.dice[action.key]
            w.lay_die(die.seat, replace(die, value=action.value))
        else:
            owner, _, counter = action.key.partition(".")
            w.change(owner, **{counter: action.value})
        for seat in w.seats:
            fish = w.fish[seat]
            if fish.held and w.totals(seat).health > fish.damage:
                w.change(seat, held=0)  # its own Health counts again
            defeat_if_beaten(w, seat)
        self._settle(w)
        return w.finish(), w.events

    def _settle(self, w: Work) -> None:
        """The rules go on from an edited position: a game down to one fish is over; a
        fish defeated on its own turn passes it on; a choice with no card left to choose
        gives nothing."""
        if turns.check_over(w):
            return
        beaten = w.fish[w.current].defeated and w.step in (TURN, BAITED, CHOOSE)
        if beaten or (w.step == CHOOSE and not w.stream()):
            w.pick = None
            turns.end_turn(w)

    def _public(self, state: State, card: str) -> bool:
        return card not in state.zones[DECK]

    def apply_edit(self, state: State, action: Edit) -> Outcome[State]:
        reason = self.check_edit(state, action)
        if reason:
            raise IllegalAction(reason)
        named = self._named(state, action)
        assert isinstance(named, Edit)
        new, after = self._edited(state, named)
        card = named.card
        source = self._where(state, card) if named.op == "move" else ""
        data = {
            "op": named.op,
            "card": card,
            "zone": named.zone,
            "key": named.key,
            "value": named.value,
            "from": source,
        }
        if named.op == "move":
            was, now = self._public(state, card), self._public(new, card)
            hidden = not (was or now)
            event = Event(
                "edit",
                data,
                seen_by=() if hidden else None,
                public={**data, "card": HIDDEN},
                reveal=now and not was,
            )
        else:
            event = Event("edit", data)
        return Outcome(new, (event, *after))
