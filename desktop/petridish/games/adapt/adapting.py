"""Adapting, buying and Experience (rulebook "Adaptation & Buying Rules", lines 44-59;
"Personal Gene Pool (PGP) Rules", lines 76-80; "Multi-Player Rules", line 102).

Bodies go up one level at a time (two with four or more players, paying the skipped
level x2, except a Guppy going to Level 2); Parts up to the Body's level + 2; a Guppy
straight to a Level 1 or Level 2 Body. A new card goes on top of the one it replaces.
Reaching 20 Experience for the first time Auto Adapts the Body.
"""

from __future__ import annotations

from functools import cache

from petridish.games.adapt import stream
from petridish.games.adapt.board import Board
from petridish.games.adapt.cards import KINDS, Card, grade
from petridish.games.adapt.state import (
    BODY,
    DECK,
    DISCARD,
    MAX_XP,
    PGP_SIZE,
    PGP_ZONES,
    seat_zone,
    slot_zone,
)
from petridish.games.adapt.work import Work

MAX_LEVEL = 5
AUTO_COST = {1: 4, 2: 8, 3: 12, 4: 16, 5: 20}  # Auto Adapting Cost Chart


# -- what may be adapted ------------------------------------------------------------------


def adapt_cost(card: Card, level: int, players: int) -> int:
    """What adapting ``card`` onto a fish whose Body is of ``level`` costs beyond the
    card's price, or -1 if it may not go there by its level: a Part goes up to the
    Body's level + 2; a Body one level up, or two with four or more players (paying the
    skipped level x2), a Guppy's to Level 1 or 2 (for nothing more)."""
    kind, wanted = card.kind, card.level
    if kind == "part":
        return 0 if wanted <= level + 2 else -1
    if kind == "guppy":
        return -1
    if level == 0:
        return 0 if 0 < wanted <= 2 else -1
    if wanted == level + 1:
        return 0
    if wanted == level + 2 and players >= 4:
        return (level + 1) * 2
    return -1


@cache
def adapt_costs(level: int, players: int) -> dict[str, int]:
    """``adapt_cost`` onto a Body of ``level`` of every card, by its ``grade`` (its kind
    and level; worked out once for each level and count): the legal moves ask it of
    every card in reach."""
    return {
        grade(kind, wanted): adapt_cost(Card("", kind, "", wanted, 0, "", 0, ()), level, players)
        for kind in KINDS
        for wanted in range(MAX_LEVEL + 1)
    }


def fits(card: Card, level: int, players: int) -> bool:
    """Whether ``card`` may go onto a fish whose Body is of ``level`` by its level (see
    ``adapt_cost``)."""
    return adapt_cost(card, level, players) >= 0


def skip_cost(card: Card, level: int) -> int:
    """Four or more players: a Body skipping a level over one of ``level`` costs that
    level x2 (not from a Guppy)."""
    if card.kind == "body" and level > 0 and card.level == level + 2:
        return (level + 1) * 2
    return 0


@cache
def body_reach(level: int, players: int) -> tuple[int, ...]:
    """The levels of Body a fish whose Body is of ``level`` may adapt (see
    ``adapt_cost``; worked out once for each level and count)."""
    if level == 0:
        return (1, 2)
    return (level + 1, level + 2) if players >= 4 else (level + 1,)


@cache
def wanted_levels(levels: tuple[int, ...], players: int) -> frozenset[int]:
    """The levels of Body that some fish whose Bodies are of ``levels`` may adapt
    (``body_reach``; worked out once for each set of levels and count)."""
    return frozenset(up for level in levels for up in body_reach(level, players))


def level_fits(b: Board, seat: str, card: Card) -> bool:
    """Whether ``card`` may go onto ``seat``'s fish by its level (see ``fits``)."""
    return fits(card, b.level(seat), b.players)


def level_problem(b: Board, seat: str, card: Card) -> str | None:
    """Why ``card`` cannot go onto ``seat``'s fish by its level (None: it can)."""
    if level_fits(b, seat, card):
        return None
    if card.kind == "guppy":
        return "a Guppy is only ever a fish's first Body"
    level = b.level(seat)
    if card.kind == "part":
        need = card.level - 2
        return f"a Level {card.level} Part needs a Level {need} Body (yours is Level {level})"
    if card.level <= level:
        return f"{card.name} (Level {card.level}) is no higher than your Level {level} Body"
    if level == 0:
        return f"a Guppy adapts to a Level 1 or 2 Body, not straight to Level {card.level}"
    steps = "one level at a time" if b.players < 4 else "at most two levels at a time"
    return f"Bodies adapt {steps}: your Body is Level {level}"


def extra_cost(b: Board, seat: str, card: Card) -> int:
    """Four or more players: skipping a level costs that level x2 (not from a Guppy)."""
    return skip_cost(card, b.level(seat))


def adapt_problem(b: Board, seat: str, card: Card, paying: int = 0) -> str | None:
    """Why ``card`` cannot be adapted now, after paying ``paying`` Experience first."""
    problem = level_problem(b, seat, card)
    if problem is not None:
        return problem
    extra = extra_cost(b, seat, card)
    xp = b.fish[seat].xp - paying
    if extra > xp:
        return (
            f"skipping Level {b.level(seat) + 1} costs {extra} Experience"
            + (f" more than {card.name}'s price" if paying else "")
            + f"; you have {xp}"
        )
    return None


def location_zone(seat: str, card: Card) -> str:
    return seat_zone(seat, BODY if card.kind != "part" else card.location)


# -- Experience ------------------------------------------------------------------------------


def gain_xp(w: Work, seat: str, amount: int, why: str) -> None:
    """Experience never passes 20; reaching 20 the first time Auto Adapts."""
    fish = w.s.fish[seat]
    after = min(MAX_XP, fish.xp + amount)
    w.change(seat, xp=after)
    if not w.search:  # a search reads no events: their words are not even gathered
        w.emit("experience", seat=seat, amount=after - fish.xp, xp=after, why=why)
    if after == MAX_XP and not fish.auto_adapted and not fish.defeated:
        auto_adapt(w, seat)


def spend_xp(w: Work, seat: str, amount: int, why: str) -> None:
    if amount <= 0:
        return
    after = w.s.fish[seat].xp - amount
    w.change(seat, xp=after)
    if not w.search:
        w.emit("experience", seat=seat, amount=-amount, xp=after, why=why)


# -- adapting ----------------------------------------------------------------------------------


def adapt(w: Work, seat: str, cid: str, source: str, came_from: str = "") -> None:
    """Put ``cid`` on top of its location (paying any two-level cost) and apply its
    bonuses at once; the card it replaces stays underneath. ``came_from``: the zone
    ``cid`` lies in, when the caller knows it (else it is looked for)."""
    card = w.card(cid)
    extra = extra_cost(w, seat, card)
    spend_xp(w, seat, extra, "skip")
    zone = location_zone(seat, card)
    under = w.s.zones[zone]
    w.move(cid, zone, source=came_from)
    w.forget_fish(seat, body=card.kind != "part")  # a Part leaves the Body's level as it was
    if not w.search:
        w.emit(
            "adapt",
            seat=seat,
            card=cid,
            source=source,
            replaced=under[-1] if under else "",
            extra=extra,
        )
    settle_health(w, seat)


def settle_health(w: Work, seat: str) -> None:
    """A fish never loses by adapting: Health below Damage is treated as 1 Health left
    (ruling ADAPT-R09) until its own Health is more than its Damage again."""
    fish = w.s.fish[seat]
    totals = w.totals(seat)
    own = totals.health
    if fish.held and own > fish.damage:
        fish = w.change(seat, held=0)
    if not fish.defeated and w.health(seat, totals) < fish.damage:
        w.change(seat, held=fish.damage + 1)
        w.emit("held", seat=seat, health=own, damage=fish.damage)


def keep(w: Work, seat: str, cid: str, why: str, came_from: str = "") -> None:
    """``cid`` goes into the PGP (from ``came_from``, when the caller knows it)."""
    w.move(cid, PGP_ZONES[seat], source=came_from)
    if not w.search:  # a search reads no events: their words are not even gathered
        w.emit("kept", seat=seat, card=cid, why=why)


def pgp_full(b: Board, seat: str) -> bool:
    return len(b.pgp(seat)) >= PGP_SIZE


# -- buying --------------------------------------------------------------------------------


def body_barred(b: Board, seat: str, card: Card) -> bool:
    """Line 79: no Body of a level at or below the best in your Total Gene Pool, unless
    every other fish already has a Body of that level or higher."""
    if card.kind != "body" or card.level > b.tgp_level(seat):
        return False
    return not all(b.level(o) >= card.level for o in b.others(seat))


def buy_problem(b: Board, seat: str, cid: str, keeping: bool) -> str | None:
    if not b.slot_of(cid):
        return "that card is not in the Gene Stream"
    card = b.card(cid)
    xp = b.fish[seat].xp
    if card.cost > xp:
        return f"{card.name} costs {card.cost} Experience; you have {xp}"
    if body_barred(b, seat, card):
        # (Said as the rule reads to a player: "not every other fish is Level 1 or
        # higher" was read twice and not understood.) The Body that bars it is said to
        # be where it lies: the Total Gene Pool counts the Gene Pool too, and a new
        # player looked for a "Level 5 Body" on a fish that was still Level 1.
        best = b.tgp_level(seat)
        where = "on your fish" if b.level(seat) == best else "in your Gene Pool"
        return (
            f"you cannot buy a Level {card.level} Body: you have a Level {best} Body {where}"
            f" already, and one no higher is yours to buy only once every other fish"
            f" has reached Level {card.level}"
        )
    if pgp_full(b, seat) and (keeping or adapt_problem(b, seat, card, card.cost) is not None):
        return "your Gene Pool is full (3 cards)"
    return None


def buy(w: Work, seat: str, cid: str, keeping: bool) -> None:
    card = w.card(cid)
    slot = w.slot_of(cid)
    w.removed = True
    if not w.search:
        w.emit("buy", seat=seat, card=cid, cost=card.cost, slot=slot)
    spend_xp(w, seat, card.cost, "buy")
    # The card's slot is known: its move need not look through every zone for it.
    came_from = slot_zone(slot)
    if keeping:
        keep(w, seat, cid, "chosen", came_from)
    elif adapt_problem(w, seat, card) is None:
        adapt(w, seat, cid, "stream", came_from)
    else:
        keep(w, seat, cid, "too high", came_from)


# -- gaining by Random Selection -----------------------------------------------------------------


def gain(w: Work, seat: str, cid: str) -> None:
    """A card won by Random Selection: a Body no higher than one held stays in the Gene
    Stream; otherwise it is adapted if able, else kept in the PGP, else discarded."""
    card = w.card(cid)
    best = w.tgp_level(seat)
    if card.kind == "body" and card.level <= best:
        # The log says which Body barred it, and where it lies (a fish still a Guppy
        # may hold it in its Gene Pool): "no higher than a Body Ben holds" was not
        # understood.
        where = "fish" if w.level(seat) == best else "pgp"
        w.emit("left", seat=seat, card=cid, slot=w.slot_of(cid), level=best, where=where)
        return
    w.removed = True
    if adapt_problem(w, seat, card) is None:
        adapt(w, seat, cid, "selection")
    elif not pgp_full(w, seat):
        keep(w, seat, cid, "selection")
    else:
        w.move(cid, DISCARD)
        w.emit("discarded", seat=seat, card=cid)


# -- Auto Adapting -------------------------------------------------------------------------------


def auto_adapt(w: Work, seat: str) -> None:
    """The first time Experience reaches 20: the first Body of the next level, from the
    PGP (free), then the Gene Stream from the highest slot down, then the deck by
    cycling the Gene Stream (paying the Auto Adapting Cost Chart); once, passive."""
    w.change(seat, auto_adapted=True)
    level = w.level(seat)
    if level >= MAX_LEVEL:
        w.emit("auto_adapt", seat=seat, card="", where="max", cost=0)
        return
    want = level + 1
    wanted, design = grade("body", want), w.card

    def fits(cid: str) -> bool:
        return design(cid).grade == wanted

    for cid in w.pgp(seat):
        if fits(cid):
            w.emit("auto_adapt", seat=seat, card=cid, where="pgp", cost=0)
            adapt(w, seat, cid, "auto", PGP_ZONES[seat])
            return
    cost = AUTO_COST[want]
    for slot, cid in reversed(w.stream()):
        if fits(cid):
            w.removed = True
            w.emit("auto_adapt", seat=seat, card=cid, where=f"slot {slot}", cost=cost)
            spend_xp(w, seat, cost, "auto")
            adapt(w, seat, cid, "auto", slot_zone(slot))
            return
    if not any(design(c).grade == wanted for c in (*w.s.zones[DECK], *w.s.zones[DISCARD])):
        w.emit("auto_adapt", seat=seat, card="", where="none", cost=0)
        return
    # A Body that fits is in the deck or the discard pile: cycling brings it out (only a
    # card just dealt can be it: none in the Gene Stream fitted).
    for _ in range(4 * (len(w.s.zones[DECK]) + len(w.s.zones[DISCARD]) + w.slots)):
        dealt = stream.refill(w, stream.expire(w))
        found = next((c for c in dealt if fits(c)), "")
        if found:
            w.removed = True
            w.emit("auto_adapt", seat=seat, card=found, where="deck", cost=cost)
            spend_xp(w, seat, cost, "auto")
            adapt(w, seat, found, "auto")
            return
    w.emit("auto_adapt", seat=seat, card="", where="none", cost=0)
