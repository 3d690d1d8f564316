"""The Gene Stream: dealing, cycling, expiring, wiping and reshuffling.

Rulebook "Cycling the Gene Stream" (lines 69-75): remove the cards due to go, slide
the rest down into the higher numbered slots keeping their order, shuffle the discard
pile into a new deck only if the deck is empty, deal new cards into the highest
numbered empty slots first; in a turn where no card left the Gene Stream the card in
the highest slot expires instead, the rest slide down and a new card comes into slot 1.
"""

from __future__ import annotations

from petridish.games.adapt.board import slot_names, slot_reader
from petridish.games.adapt.state import DECK, DISCARD, RESHUFFLE, slot_zone
from petridish.games.adapt.work import Work


def remove(w: Work, card: str, to: str = DISCARD) -> int:
    """Take ``card`` out of the Gene Stream (bought, selected, wiped...); returns its
    slot. The cycle at the end of the turn fills the gap."""
    slot = w.slot_of(card)
    w.move(card, to, source=slot_zone(slot))
    w.removed = True
    return slot


def reshuffle(w: Work) -> bool:
    """The discard pile shuffled into a new deck (ruling ADAPT-R20)."""
    pile = w.s.zones[DISCARD]
    if not pile:
        return False
    w.set_zone(DECK, (*w.s.zones[DECK], *w.shuffle(RESHUFFLE, pile)))
    w.set_zone(DISCARD, ())
    w.emit("reshuffle", random=True, count=len(pile))
    return True


def deal(w: Work, count: int) -> list[str]:
    """The deck's top ``count`` cards, the top first: the discard pile is shuffled into
    a new deck when the deck runs out (fewer cards when both run out)."""
    zones = w.own("zones")
    deck = zones[DECK]
    dealt = list(deck[:count])
    zones[DECK] = deck[count:]  # the top cards known: no card to look for
    if len(dealt) < count and reshuffle(w):  # the deck ran out: the pile makes a new one
        deck = zones[DECK]
        more = count - len(dealt)
        dealt += deck[:more]
        zones[DECK] = deck[more:]
    return dealt


def refill(w: Work, expired: str = "") -> list[str]:
    """Slide the cards left down into the highest slots, keeping their order, then deal
    into the empty slots, the highest first; one "cycle" event tells it all. Returns
    the cards dealt, the highest slot's first."""
    names = slot_names(w.slots)
    # The slots are read and written straight in the work's own zones, each a whole slot
    # at once, with no card to look for.
    zones = w.own("zones")
    before = slot_reader(w.slots)(zones)
    held = [*filter(None, before)]  # the slots holding a card
    empty = len(names) - len(held)  # slots 1 to ``empty`` are left for new cards
    dealt = deal(w, empty) if empty else []
    if empty:
        after = [()] * (empty - len(dealt)) + [(card,) for card in reversed(dealt)] + held
        zones.update(zip(names, after, strict=True))
        w.forget_stream()
    if w.search:  # a search reads no events
        return dealt
    olds = [slot for slot, cards in enumerate(before, 1) if cards]
    slid = [
        [old, new]
        for old, new in zip(olds, range(empty + 1, len(names) + 1), strict=True)
        if old != new
    ]
    slid.reverse()  # told from the highest slot down
    if expired or slid or dealt:
        places = [[empty - i, card] for i, card in enumerate(dealt)]
        w.emit("cycle", reveal=bool(dealt), expired=expired, slid=slid, dealt=places)
    return dealt


def expire(w: Work) -> str:
    """The card in the highest numbered slot goes to the discard pile."""
    stream = w.stream()
    if not stream:
        return ""
    slot, card = stream[-1]
    # The slot and the discard pile are written straight into the work's own zones,
    # with no card to look for (as ``refill`` does).
    zones = w.own("zones")
    zones[slot_names(w.slots)[slot - 1]] = ()
    zones[DISCARD] = (*zones[DISCARD], card)
    w.forget_stream()
    return card


def cycle(w: Work) -> None:
    """The end of every Player Turn."""
    expired = "" if w.removed else expire(w)
    refill(w, expired)


def wipe(w: Work) -> list[str]:
    """Every card of the Gene Stream onto the discard pile."""
    cards = [card for _, card in w.stream()]
    for card in cards:
        remove(w, card)
    return cards
