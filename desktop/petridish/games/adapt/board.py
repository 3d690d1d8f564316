"""What the rules read off a position: each fish's totals, the Gene Stream, who is
alive. ``Board`` reads a state; ``Work`` (in ``work.py``) is the copy an action changes.

Totals count the Body and the Part in use at each location (the top card of each
stack): rulebook "Adaptation & Buying Rules", "use only the new Body or Part's bonuses".
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import itemgetter
from typing import Any, NamedTuple

from petridish.games.adapt.cards import Card, CardSet
from petridish.games.adapt.state import (
    BODY,
    BODY_ZONES,
    LOCATIONS,
    PGP_ZONES,
    SEAT_IDS,
    Fish,
    State,
    seat_zone,
    slot_zone,
    stream_size,
)

LETHALITY_CAP = 4  # "up to a max of +4"
ARMOR_CAP = 2  # "a max TA of 2"
COUNTER_CAP = 3  # "a max TCA of 3"
MAX_POISON = 2  # "with the same max of 2"


class Totals(NamedTuple):
    """A fish's scores, totalled from its Body and Parts in use (ruling ADAPT-R08). (A
    named tuple: a search makes one about twice in every five moves, and a tuple is made
    in one step where a frozen dataclass sets each field the slow way.)"""

    body: Card
    level: int  # the Body's level (a Guppy's is 0)
    guppy: bool
    die: int  # the Body's attack die (0: a Guppy's odd-or-even die)
    ferocity: int
    survival: int
    health: int
    lethality: int  # the bonus an attack adds, at most 4
    armor: int  # at most 2
    counter_attack: int  # at most 3
    venomous: int  # the best single score (they do not stack)
    counter_poison: int
    bait: int
    hide: int  # +1 if Amphibious
    jump: int  # +1 if Amphibious
    amphibious: bool
    specials: dict[str, Card]  # each Special Action and the card that grants it


def totals_of(top: list[Card]) -> Totals:
    """The totals of a fish whose cards in use are ``top`` (its Body first)."""
    body = top[0]
    # Each card's summed scores in one row (``Card.row``): a column of them is one score
    # of every card, summed. Where single scores do not stack the best is taken, of the
    # few cards that have any (``Card.best``).
    rows = zip(*[card.row for card in top], strict=True)
    ferocity, survival, health, lethality, armor, counter, bait, hide, jump = map(sum, rows)
    venomous = counter_poison = amphibious = 0
    if bests := [card.best for card in top if card.best]:
        venomous, counter_poison, amphibious = map(max, zip(*bests, strict=True))
    specials: dict[str, Card] = {}
    for card in top:
        if card.special and _better(card, specials.get(card.special)):
            specials[card.special] = card
    return Totals(
        body,
        body.level,
        body.kind == "guppy",
        body.die,
        ferocity,
        survival,
        health,
        max(0, min(lethality, LETHALITY_CAP)),
        max(0, min(armor, ARMOR_CAP)),
        max(0, min(counter, COUNTER_CAP)),
        venomous,
        counter_poison,
        bait,
        hide + amphibious,
        jump + amphibious,
        bool(amphibious),
        specials,
    )


@cache
def fish_zones(seat: str) -> tuple[str, ...]:
    """The zones of ``seat``'s fish whose top cards are in use: Body, then each Part."""
    return tuple(seat_zone(seat, place) for place in (BODY, *LOCATIONS))


# What reads the zones of each seat's fish whose top cards are in use, all at once (a
# valid position has every one of them: ``positions``).
FISH_STACKS = {seat: itemgetter(*fish_zones(seat)) for seat in SEAT_IDS}


@cache
def slot_zones(slots: int) -> tuple[tuple[int, str], ...]:
    """(slot, zone) of a Gene Stream of ``slots`` slots, slot 1 first."""
    return tuple((slot, slot_zone(slot)) for slot in range(1, slots + 1))


@cache
def slot_names(slots: int) -> tuple[str, ...]:
    """The zones of a Gene Stream of ``slots`` slots, slot 1 first."""
    return tuple(zone for _, zone in slot_zones(slots))


# The Gene Stream's slots, by the count of players (``stream_size``).
SLOTS = {players: stream_size(players) for players in range(1, len(SEAT_IDS) + 1)}


@cache
def slot_reader(slots: int) -> itemgetter[Any]:
    """What reads every slot of a Gene Stream of ``slots`` slots (three or more) from the
    zones at once, slot 1 first."""
    return itemgetter(*slot_names(slots))


KEPT_TOTALS = 4096  # the most totals a card set keeps (a long search sees many fish)


def _better(card: Card, other: Card | None) -> bool:
    """Of two cards granting one Special Action, the one used: the stronger, then the
    one that rests less."""
    if other is None:
        return True
    return (card.power, -card.cooldown) > (other.power, -other.cooldown)


class Board:
    """Read-only questions about a position (a State, or a Work's as it changes).

    Finding the legal moves asks the same questions over and over (every card of the
    Gene Stream is checked against every fish). A fish's totals follow from its stacks
    alone, and are kept by them for every position (the card set's ``totals_kept``);
    a Body's level is one look-up. A Board that ``keeps`` keeps its answers too: each
    fish's totals, the other fish and their levels, the Gene Stream. A Board of a state
    does (a state never changes), and so does a search's working copy, which forgets an
    answer when it changes what the answer follows from (``work.Work``); the working
    copy of a game's move reads everything afresh.
    """

    cards: CardSet
    card: Callable[[str], Card]  # a card's design by its id (``CardSet.design``)
    s: State  # the position read (a Work's position as it stands)
    seats: tuple[str, ...]
    options: dict[str, Any]
    players: int  # players as the game started (ruling ADAPT-R17)
    slots: int  # the Gene Stream's slots

    def __init__(self, cards: CardSet, state: State, keeps: bool = True) -> None:
        self.cards = cards
        # A card's design by its id: asked of every card in reach, so the card set's own
        # look-up stands here without a call of the Board's around it.
        self.card = cards.design_of
        self.s = state
        self.seats = seats = state.seats
        self.options = state.options
        self.players = len(seats)
        self.slots = SLOTS[len(seats)]
        self._keeps = keeps
        # What it keeps, by the methods that read them (left empty by one that doesn't).
        self._totals: dict[str, Totals] = {}  # totals
        self._others: dict[str, list[str]] = {}  # others
        self._living: list[str] | None = None  # living
        self._other_levels: dict[str, tuple[int, ...]] = {}  # other_levels
        self._stream: tuple[tuple[int, str], ...] | None = None  # stream

    @property
    def zones(self) -> dict[str, tuple[str, ...]]:
        """Where every card lies, as the position stands."""
        return self.s.zones

    @property
    def fish(self) -> dict[str, Fish]:
        """Each fish's counters, as the position stands."""
        return self.s.fish

    # -- cards --------------------------------------------------------------------
    def top(self, seat: str) -> list[Card]:
        """The fish's cards in use: its Body, then the top Part of each location."""
        zones = self.s.zones
        design = self.card
        return [design(stack[-1]) for z in fish_zones(seat) if (stack := zones.get(z, ()))]

    def totals(self, seat: str) -> Totals:
        # A fish's totals follow from its stacks (the top card of each is in use): kept
        # by the stacks themselves, which a search leaves as they are until the fish
        # adapts, and which hash and compare without a step in Python. A Board of a
        # position keeps each fish's too (finding them by the stacks is not free).
        keeps = self._keeps
        if keeps and (found := self._totals.get(seat)) is not None:
            return found
        stacks = FISH_STACKS[seat](self.s.zones)
        kept = self.cards.totals_kept
        found = kept.get(stacks)
        if found is None:
            if len(kept) >= KEPT_TOTALS:
                kept.clear()
            design = self.card
            found = kept[stacks] = totals_of([design(stack[-1]) for stack in stacks if stack])
        if keeps:
            self._totals[seat] = found
        return found

    def level(self, seat: str) -> int:
        body = self.s.zones[BODY_ZONES[seat]]
        return self.card(body[-1]).level if body else 0

    def pgp(self, seat: str) -> tuple[str, ...]:
        return self.s.zones[PGP_ZONES[seat]]

    def tgp_level(self, seat: str) -> int:
        """The highest Body level in the Total Gene Pool: the fish and its PGP."""
        found = self.level(seat)
        design = self.card
        for c in self.s.zones[PGP_ZONES[seat]]:
            card = design(c)
            if card.kind == "body" and card.level > found:
                found = card.level
        return found

    # -- the fish -------------------------------------------------------------------
    def alive(self, seat: str) -> bool:
        return not self.s.fish[seat].defeated

    def living(self) -> list[str]:
        """The fish still in the game, in seat order (kept by a Board that keeps: every
        turn asks; read it, never change it)."""
        if not self._keeps:
            return [s for s in self.seats if not self.s.fish[s].defeated]
        found = self._living
        if found is None:
            fish = self.s.fish
            found = self._living = [s for s in self.seats if not fish[s].defeated]
        return found

    def health(self, seat: str, totals: Totals | None = None) -> int:
        """Total Health, or the Health a fish is treated as having (ruling ADAPT-R09)."""
        own = (totals or self.totals(seat)).health
        held = self.s.fish[seat].held
        return max(own, held) if held else own

    def left(self, seat: str) -> int:
        """Health left: Health less Damage."""
        return self.health(seat) - self.s.fish[seat].damage

    def attackable(self, seat: str) -> bool:
        f = self.s.fish[seat]
        return not f.defeated and not f.hidden

    def others(self, seat: str) -> list[str]:
        """The other fish still in the game, in seat order (kept by a Board that keeps:
        the legal moves ask again and again; read it, never change it)."""
        if not self._keeps:
            return [s for s in self.seats if s != seat and not self.s.fish[s].defeated]
        kept = self._others
        found = kept.get(seat)
        if found is None:
            fish = self.s.fish
            found = kept[seat] = [s for s in self.seats if s != seat and not fish[s].defeated]
        return found

    def other_levels(self, seat: str) -> tuple[int, ...]:
        """The Body level of each of ``others`` (kept by a Board that keeps)."""
        keeps = self._keeps
        found = self._other_levels.get(seat) if keeps else None
        if found is None:
            zones, design = self.s.zones, self.card
            found = tuple(
                [
                    design(body[-1]).level if (body := zones[BODY_ZONES[o]]) else 0
                    for o in self.others(seat)
                ]
            )
            if keeps:
                self._other_levels[seat] = found
        return found

    # -- the Gene Stream --------------------------------------------------------------
    def stream(self) -> tuple[tuple[int, str], ...]:
        """(slot, card) for every card in the Gene Stream, slot 1 first (kept by a Board
        that keeps, so handed out as a tuple)."""
        if not self._keeps:
            return self._read_stream()
        if self._stream is None:
            self._stream = self._read_stream()
        return self._stream

    def _read_stream(self) -> tuple[tuple[int, str], ...]:
        zones = self.s.zones
        return tuple(
            [(slot, cards[0]) for slot, z in slot_zones(self.slots) if (cards := zones[z])]
        )

    def slot_of(self, card: str) -> int:
        """The slot ``card`` is in (0: it is not in the Gene Stream)."""
        if not self._keeps:
            zones = self.s.zones
            for slot, z in slot_zones(self.slots):
                if (cards := zones[z]) and cards[0] == card:
                    return slot
            return 0
        for slot, c in self.stream():  # as read once, and kept
            if c == card:
                return slot
        return 0
