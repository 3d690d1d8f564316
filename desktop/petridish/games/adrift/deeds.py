"""Jobs and actions carried out (rulebook "Jobs" and "Actions"). Each function takes a
:class:`~petridish.games.adrift.work.Work` and an action already checked."""

from __future__ import annotations

from collections.abc import Iterable

from petridish.games.adrift import facts, fates
from petridish.games.adrift.state import (
    CARVE_MORE,
    CARVE_MOST,
    CARVE_ROLL,
    FISH_LESS,
    JOB_ROLL,
    KEEPERS,
    REPAIR_ROLL,
    ROW_GOAL,
    ROWING,
    SIGNAL_GOAL,
    SIGNAL_ROLL,
    SWIM_GOAL,
    SWIM_ROLL,
    SWIM_TRIES,
)
from petridish.games.adrift.work import Work

MAX_REPAIR_ROLLS = 100  # 3-6 rolls again; half the rolls end it, so never near this


def acted(w: Work, seat: str) -> None:
    """``seat`` took an action today (once is what counts: "Meditate")."""
    if seat not in w.s.acted:
        w.set(acted=w.s.acted | {seat})


def _did_job(w: Work, seat: str, job: str) -> None:
    w.set(job={**w.s.job, seat: job})


def _failed(w: Work, seat: str, focused: bool) -> None:
    """ "Focused": a failed focused job costs a space."""
    if focused:
        w.event("focus_lost", {"seat": seat})
        fates.step(w, seat, 1, "a focused job failed")


# -- jobs ----------------------------------------------------------------------------


def catch_fish(w: Work, seat: str, focused: bool, health: bool) -> None:
    """Catch Fish: d8 - 4 rations, or health for the fisher (ruling AD-R05: said before
    the roll); the net adds one, and so does being focused."""
    items, s = w.items, w.s
    net = facts.has(items, s, seat, "net")
    _did_job(w, seat, "fish")
    face = w.d8(seat, JOB_ROLL, "catch fish")
    total = face + int(bool(net)) + int(focused) - FISH_LESS
    w.event(
        "caught",
        {
            "seat": seat,
            "roll": face,
            "net": bool(net),
            "focused": focused,
            "catch": max(total, 0),
            "health": health,
        },
        random=True,
    )
    if total <= 0:
        _failed(w, seat, focused)
    elif health:
        fates.step(w, seat, -total, "ate the catch")
    else:
        fates.set_rations(w, w.s.rations + total, "the catch")


def row(w: Work, seat: str, focused: bool) -> None:
    """Row the Boat: the two players in places 5 and 6 each roll a d8; 10 or more moves
    the active day die on. The first to row waits for the other (ruling AD-R07)."""
    s = w.s
    _did_job(w, seat, "row")
    # The partner is the rower waiting in the other rowing place (one who rowed and then
    # left it rowed alone).
    other = ROWING[0] if s.place[seat] == ROWING[1] else ROWING[1]
    partner = facts.occupant(s, other)
    if partner not in s.rowing:
        w.set(rowing={**s.rowing, seat: focused})
        w.event("job", {"seat": seat, "job": "row", "focused": focused})
        return
    rowers = {partner: s.rowing[partner], seat: focused}
    w.set(rowing={k: v for k, v in s.rowing.items() if k != partner})
    total, rolls = 0, {}
    for rower, focus in rowers.items():
        face = w.d8(rower, JOB_ROLL, "row")
        bonus = sum(1 for use in ("gloves", "compass") if facts.has(w.items, w.s, rower, use))
        rolls[rower] = face
        total += face + bonus + int(focus)
    made = total >= ROW_GOAL
    w.event(
        "rowed", {"seats": list(rowers), "rolls": rolls, "total": total, "made": made}, random=True
    )
    if made:
        fates.advance_day(w, "rowing")
    else:
        for rower, focus in rowers.items():
            _failed(w, rower, focus)


def remove_water(w: Work, seat: str, focused: bool) -> None:
    """Remove Water: d8 - 1, at most one level."""
    _did_job(w, seat, "bail")
    face = w.d8(seat, JOB_ROLL, "remove water")
    result = min(1, face + int(focused) - 1)
    w.event(
        "bailed",
        {"seat": seat, "roll": face, "focused": focused, "levels": max(result, 0)},
        random=True,
    )
    if result <= 0:
        _failed(w, seat, focused)
    else:
        fates.raise_water(w, -result, "bailed")


def meditate(w: Work, seat: str) -> None:
    _did_job(w, seat, "meditate")
    w.event("meditates", {"seat": seat})


# -- places ----------------------------------------------------------------------------


def keep_hands(w: Work, seats: Iterable[str]) -> None:
    """Keeper: a player who is no keeper any more holds their normal hand size. One who
    moves on their own puts the rest back first (the move is refused until then); one
    pushed out (a fight, the sea) leaves the rest on their new place (ruling AD-R04)."""
    limit = w.tables.hand
    for seat in seats:
        if facts.bin_of(w.s, seat):
            continue
        held = facts.holding(w.s, seat)
        extra = held[limit:]
        if not extra:
            continue
        place = w.s.place.get(seat, 0)
        for card in extra:
            w.move(card, facts.floor(place))
        w.event("dropped", {"seat": seat, "items": list(extra), "place": place}, reveal=True)


def take_seat(w: Work, seat: str, place: int, setting_up: bool) -> None:
    before = w.s.place.get(seat, 0)
    w.set(place={**w.s.place, seat: place}, swap={k: v for k, v in w.s.swap.items() if k != seat})
    if not w.search:  # a search reads no events: their words are not made
        # A keeper's place shows them their bin.
        w.event(
            "seated" if setting_up else "moved",
            {"seat": seat, "place": place, "from": before},
            reveal=place in KEEPERS,
            shown=_bin_shown(place),
        )


def _bin_shown(place: int) -> str:
    """What taking a keeper's place shows its keeper ("A player in seat 7 or 8 is
    called a keeper", set-up step 5): the storage bin kept behind their screen."""
    zone = KEEPERS.get(place)
    return f"showed a keeper what storage bin {zone.split('.')[1]} holds" if zone else ""


def swap_seats(w: Work, seat: str, other: str) -> None:
    s = w.s
    if s.swap.get(other) == seat:
        mine, theirs = s.place[seat], s.place[other]
        w.set(
            place={**s.place, seat: theirs, other: mine},
            swap={k: v for k, v in s.swap.items() if k not in (seat, other)},
        )
        w.event(
            "swapped",
            {"seat": seat, "other": other, "places": [theirs, mine]},
            reveal=bool({mine, theirs} & set(KEEPERS)),
            shown=_bin_shown(mine) or _bin_shown(theirs),
        )
    else:
        w.set(swap={**s.swap, seat: other})
        if not w.search:
            w.event("swap_offered", {"seat": seat, "other": other})


# -- actions ---------------------------------------------------------------------------


def carve(w: Work, seat: str, body: str) -> None:
    """Carve Corpse: d8 + 4 rations (at most 8); every living player an insanity roll."""
    face = w.d8(seat, CARVE_ROLL, "carve")
    gain = min(face + CARVE_MORE, CARVE_MOST)
    w.set(place={**w.s.place, body: 0})
    w.event("carved", {"seat": seat, "body": body, "roll": face, "rations": gain}, random=True)
    fates.set_rations(w, w.s.rations + gain, "carved")
    for other in facts.alive(w.s):
        if w.s.step != "over":
            fates.insanity(w, other)


def throw_body(w: Work, seat: str, body: str) -> None:
    w.set(place={**w.s.place, body: 0})
    w.event("body_thrown", {"seat": seat, "body": body})


def repair(w: Work, seat: str, card: str) -> None:
    """Repair: 7-8 repaired, 3-6 roll again, 1-2 destroyed."""
    rolls = []
    for _ in range(MAX_REPAIR_ROLLS):
        face = w.d8(seat, REPAIR_ROLL, "repair")
        rolls.append(face)
        if face >= 7 or face <= 2:
            break
    fixed = rolls[-1] >= 7
    w.event("repair", {"seat": seat, "item": card, "rolls": rolls, "fixed": fixed}, random=True)
    w.set(broken=w.s.broken - {card})
    if not fixed:
        w.move(card, "gone")
    elif facts.room(w.s, seat, w.tables.hand):
        w.move(card, facts.hand(seat))


def retrieve(w: Work, seat: str, target: str) -> None:
    """Retrieve Overboard Player or Item: jump in; the swim back brings them."""
    fates.overboard(w, seat, "jumped")
    w.set(carrying={**w.s.carrying, seat: target})
    w.event("jumped", {"seat": seat, "target": target})


def save_swimmer(w: Work, seat: str, swimmer: str) -> None:
    """Save Overboard Player: rope and a life saver +3 to the swim roll, one of them +1."""
    both = facts.has(w.items, w.s, seat, "rope") and facts.has(w.items, w.s, seat, "life_saver")
    bonus = 3 if both else 1
    w.set(lifeline={**w.s.lifeline, swimmer: max(bonus, w.s.lifeline.get(swimmer, 0))})
    w.event("lifeline", {"seat": seat, "swimmer": swimmer, "bonus": bonus})


def swim(w: Work, seat: str) -> None:
    """Swim: 5-8 back to an empty place; a 1 always fails; two tries, then drowned."""
    face = w.d8(seat, SWIM_ROLL, "swim")
    bonus = w.s.lifeline.get(seat, 0)
    made = face != 1 and face + bonus >= SWIM_GOAL
    tries = w.s.swims.get(seat, 0) + 1
    w.set(swims={**w.s.swims, seat: tries})
    w.event(
        "swim",
        {"seat": seat, "roll": face, "bonus": bonus, "made": made, "try": tries},
        random=True,
    )
    if made:
        _climb_aboard(w, seat)
        target = w.s.carrying.get(seat, "")
        w.set(carrying={k: v for k, v in w.s.carrying.items() if k != seat})
        if target in w.s.overboard:  # "that person succeeds if you succeed"
            _climb_aboard(w, target)
        elif target in w.s.zones["sea"]:
            into = (
                facts.hand(seat)
                if facts.room(w.s, seat, w.tables.hand)
                else facts.floor(w.s.place[seat])
            )
            w.move(target, into)
            w.event("picked_up", {"seat": seat, "item": target, "from_sea": True})
    elif tries >= SWIM_TRIES:
        fates.die(w, seat, "drowned")


def _climb_aboard(w: Work, seat: str) -> None:
    place = facts.empty_places(w.s)[0]
    w.set(place={**w.s.place, seat: place}, overboard=w.s.overboard - {seat})
    w.event(
        "returned",
        {"seat": seat, "place": place},
        reveal=place in KEEPERS,
        shown=_bin_shown(place),
    )
    keep_hands(w, (seat,))


def signal(w: Work, seat: str) -> None:
    """Signal for Rescue: roll every locked day die; exactly 15 is a rescue. The flare gun
    and the flare are used up either way."""
    gun = facts.has(w.items, w.s, seat, "flare_gun")
    flare = facts.has(w.items, w.s, seat, "flare")
    rolls = [
        w.roll(f"signal.{n}", 6, SIGNAL_ROLL, "signal", seat)
        for n in range(1, facts.locked_dice(w.s) + 1)
    ]
    total = sum(rolls)
    w.move(gun, "gone")
    w.move(flare, "gone")
    w.event(
        "signal",
        {"seat": seat, "rolls": rolls, "total": total, "used": [gun, flare]},
        reveal=True,
        random=True,
    )
    if total == SIGNAL_GOAL:
        fates.rescued(w, f"rescued by a flare on day {w.s.day}")


def give(w: Work, seat: str, card: str, to: str) -> None:
    """Trade/Give Items: to a willing player (ruling AD-R13)."""
    w.move(card, facts.hand(to))
    w.event(
        "gave",
        {"seat": seat, "to": to, "item": card},
        seen_by=(seat, to),
        public={"seat": seat, "to": to},
        reveal=True,
    )


def take_from_bin(w: Work, seat: str, card: str) -> None:
    w.move(card, facts.hand(seat))
    w.event("took", {"seat": seat, "item": card}, seen_by=(seat,), public={"seat": seat})


def stow(w: Work, seat: str, card: str) -> None:
    w.move(card, KEEPERS[w.s.place[seat]])
    w.event("stowed", {"seat": seat, "item": card}, seen_by=(seat,), public={"seat": seat})


def pick_up(w: Work, seat: str, card: str) -> None:
    w.move(card, facts.hand(seat))
    w.event("picked_up", {"seat": seat, "item": card})


def toss(w: Work, seat: str, card: str) -> None:
    """An item thrown overboard on purpose is gone for good (ruling AD-R03)."""
    w.set(broken=w.s.broken - {card})
    w.move(card, "gone")
    w.event(
        "tossed",
        {"seat": seat, "item": card, "floats": False},
        reveal=True,
        shown=f"showed everyone the {w.items.name(card)}, gone for good",
    )


def use_item(w: Work, seat: str, card: str, to: str) -> None:
    """The items the rulebook does not name (reconstructed): food onto the ration
    tracker, a drink for the tracker, a first aid kit against sickness."""
    item = w.items.item(card)
    w.move(card, "gone")
    target = to or seat
    w.event("used", {"seat": seat, "item": card, "to": target}, reveal=True)
    if item.use == "food":
        fates.set_rations(w, w.s.rations + item.amount, item.name)
    elif item.use == "drink":
        fates.step(w, seat, -item.amount, item.name)
    elif item.use == "first_aid":
        w.set(sick={k: v for k, v in w.s.sick.items() if k != target})
        w.event("well", {"seat": target})


def feed(w: Work, seat: str, player: str) -> None:
    w.set(fed=w.s.fed | {player})
    w.event("fed", {"seat": seat, "player": player})


def release(w: Work, seat: str, player: str) -> None:
    binding = w.s.subdued[player]
    w.set(subdued={k: v for k, v in w.s.subdued.items() if k != player})
    if facts.room(w.s, seat, w.tables.hand):
        w.move(binding, facts.hand(seat))
    w.event("released", {"seat": seat, "player": player, "item": binding})


def haunt(w: Work, seat: str) -> None:
    w.set(haunting=w.s.haunting | {seat})
    w.event("haunts", {"seat": seat})
