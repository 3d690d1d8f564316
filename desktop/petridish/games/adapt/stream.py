"""The Gene Stream: dealing, cycling, expiring, wiping and reshuffling.

Rulebook "Cycling the Gene Stream" (lines 69-75): remove the cards due to go, slide
the rest down into the higher numbered slots keeping their order, shuffle the discard
pile into a new deck only if the deck is empty, deal new cards into the highest
numbered empty slots first; in a turn where no card left the Gene Stream the card in
the highest slot expires instead, the rest slide down and a new card comes into slot 1.
"""

from __future__ import annotations

from petridish.games.adapt.board import slot_zones
from petridish.games.adapt.state import DECK, DISCARD, RESHUFFLE, slot_zone
from petridish.games.adapt.work import Work


def remove(w: Work, card: str, to: str = DISCARD) -> int:
    """Take ``card`` out of the Gene Stream (bought, selected, wiped...); returns its
    slot. The cycle at the end of the turn fills the gap."""
    slot = w.slot_of(card)
    w.move(card, to, source=slot_zone(slot))
    w.set(removed=True)
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


def draw(w: Work) -> str:
    """The deck's top card ('' when deck and discard pile are both empty)."""
    if not w.s.zones[DECK]:
        reshuffle(w)
    deck = w.s.zones[DECK]
    if not deck:
        return ""
    w.own("zones")[DECK] = deck[1:]  # the top card known: no card to look for
    return deck[0]


def refill(w: Work, expired: str = "") -> None:
    """Slide the cards left down into the highest slots, keeping their order, then deal
    into the empty slots, the highest first; one "cycle" event tells it all."""
    slots = w.slots
    names = slot_zones(slots)
    # The slots are read and written straight in the work's own zones, each a whole slot
    # at once, with no card to look for (and a card that stays in its slot is left there).
    zones = w.own("zones")
    held = [(slot, cards[0]) for slot, zone in names if (cards := zones[zone])]  # as stream()
    empty = slots - len(held)  # slots 1 to ``empty`` are left for new cards
    for _, zone in names[:empty]:
        zones[zone] = ()
    slid = []
    for (new, zone), (old, card) in zip(reversed(names[empty:]), reversed(held), strict=True):
        if new != old:
            zones[zone] = (card,)
            slid.append([old, new])
    dealt = []
    for slot, zone in reversed(names[:empty]):
        card = draw(w)
        if not card:
            break
        zones[zone] = (card,)
        dealt.append([slot, card])
    if (expired or slid or dealt) and not w.search:  # a search reads no events
        w.emit("cycle", reveal=bool(dealt), expired=expired, slid=slid, dealt=dealt)


def expire(w: Work) -> str:
    """The card in the highest numbered slot goes to the discard pile."""
    zones = w.s.zones
    for _, zone in reversed(slot_zones(w.slots)):
        if cards := zones[zone]:
            # The slot and the discard pile are written straight into the work's own
            # zones, with no card to look for (as ``refill`` does).
            zones = w.own("zones")
            zones[zone] = ()
            zones[DISCARD] = (*zones[DISCARD], cards[0])
            return cards[0]
    return ""


def cycle(w: Work) -> None:
    """The end of every Player Turn."""
    expired = "" if w.s.removed else expire(w)
    refill(w, expired)


def wipe(w: Work) -> list[str]:
    """Every card of the Gene Stream onto the discard pile."""
    cards = [card for _, card in w.stream()]
    for card in cards:
        remove(w, card)
    return cards
