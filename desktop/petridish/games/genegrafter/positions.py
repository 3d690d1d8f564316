"""Genegrafter: whether a position can be (a loaded save, a sandbox edit, a position
built for a scenario). A mixin of the ``Genegrafter`` game."""

from __future__ import annotations

from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.state import SEAT_IDS, State

# Which kinds of card each kind of place holds (the rest by the place's name).
HOLDS = {
    "deck": ("character", "ability", "gear", "event", "dna"),
    "discard": ("character", "ability", "gear"),
    "strands": ("dna",),
    "events.aside": ("event",),
    "events.played": ("event",),
    "hand": ("character", "ability", "gear"),
    "play": ("character", "gear"),
    "pool": ("character",),
    "battle": ("ability",),
}
WORDS = {
    "deck": "the deck",
    "discard": "the discard pile",
    "strands": "the DNA Strands",
    "events.aside": "the Events left out",
    "events.played": "the Events played",
    "hand": "a hand",
    "play": "a play area",
    "pool": "a Gene Pool",
    "battle": "a battle",
}


def place_kind(zone: str) -> str:
    """'jon.hand' -> 'hand', 'battle.sue' -> 'battle', 'deck' -> 'deck'."""
    head, _, tail = zone.partition(".")
    if head in SEAT_IDS:
        return tail
    if head == "battle":
        return "battle"
    return zone


class PositionChecks:
    """``self`` is the ``Genegrafter`` game."""

    def validate_state(self, state: State) -> str | None:
        """Every card once, each where its kind may lie; Gear and grafts on a Character
        of the same play area; health, tokens and seats in range."""
        cs = self.cards  # type: ignore[attr-defined]
        if set(state.zones) != set(self.zone_names(state.seats)):  # type: ignore[attr-defined]
            return "the table's places do not match Genegrafter's"
        seen: dict[str, str] = {}
        for zone, cards in state.zones.items():
            for c in cards:
                if c in seen:
                    return f"card {c} is both in {seen[c]} and {zone}"
                seen[c] = zone
        if set(seen) != set(cs.copies()):
            return "the cards do not add up to the deck's"
        for zone, cards in state.zones.items():
            kind = place_kind(zone)
            for c in cards:
                if cs.kind_of(c) not in HOLDS[kind]:
                    return f"{cs.card(c).name} cannot lie in {WORDS[kind]}"
        for card, host in state.attached.items():
            zone = seen.get(card, "")
            if place_kind(zone) != "play" or seen.get(host) != zone or host in state.attached:
                return f"{cs.card(card).name} is not on a Character of its play area"
            if cs.kind_of(host) != "character":
                return f"{cs.card(card).name} sits on a card that is no Character"
        for seat in state.seats:
            for c in state.zones[f"{seat}.play"]:
                if cs.kind_of(c) == "gear" and c not in state.attached:
                    return f"{cs.card(c).name} is in play on no Character"
            for h in facts.in_play(state, seat):
                worn = [g.slot for g in facts.gear_on(cs, state, h)]
                if len(worn) != len(set(worn)):
                    return f"{cs.card(h).name} wears two pieces of Gear on one body slot"
            if not 0 <= state.health[seat] <= 6:
                return "a Health die shows 0 to 6"
            if state.attack_tokens[seat] < 0 or state.defense_tokens[seat] < 0:
                return "no player holds fewer than no tokens"
        return None
