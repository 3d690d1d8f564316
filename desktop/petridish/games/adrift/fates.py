"""What befalls the castaways: moving a survival tracker, sickness, breaking and
losing items, going overboard, death, and the situation and insanity tables. Each is a
function of a :class:`~petridish.games.adrift.work.Work`."""

from __future__ import annotations

from petridish.core.dice import Rolled
from petridish.games.adrift import facts
from petridish.games.adrift.content import Result
from petridish.games.adrift.state import (
    AT_RANDOM,
    DAY_DICE,
    INSANITY,
    LOCKED,
    OVER,
    SICK_DAYS,
    SITUATION,
    SITUATION_FACES,
    WATER_START,
    WATER_TOP,
    WHOM,
)
from petridish.games.adrift.work import Work

MAX_REROLLS = 200  # a d8 for a player is rolled again for an empty place; never forever


# -- the survival tracker ------------------------------------------------------------


def step(w: Work, seat: str, spaces: int, why: str, *, private: bool = False) -> None:
    """Golden Rules: ``seat``'s tracker moves ``spaces`` right (left if negative),
    behind their screen; all the way right is death ("Death"). ``private``: a move
    nobody else knows of (the meal's, "Eat"), told to its owner alone."""
    s = w.s
    if seat in s.dead or not spaces:
        return
    before = s.tracker[seat]
    after = max(0, min(w.tables.track, before + spaces))
    w.set(tracker={**s.tracker, seat: after})
    # The others read how far it was meant to move, never where it stands (a tracker
    # already at Healthy moves no further left).
    if not w.search:  # a search reads no events: their words are not made
        data = {"seat": seat, "spaces": spaces, "why": why}
        own = {**data, "at": after, "moved": after - before}
        w.event("tracker", own, seen_by=(seat,), public=None if private else data)
    if after >= w.tables.track:
        die(w, seat, "starved")


def die(w: Work, seat: str, how: str) -> None:
    """ "Death": the token is knocked over where it sits; a body stays on the boat, and
    what the player held lies under it (ruling AD-R14). Drowned, the body and what it
    held are lost to the sea."""
    s = w.s
    if seat in s.dead:
        return
    held = facts.holding(s, seat)
    place = s.place.get(seat, 0)
    if held:
        zones = w.own("zones")
        zones[facts.hand(seat)] = ()
        if seat in s.overboard or place == 0:
            for card in held:
                into = "sea" if w.items.item(card).floats else "gone"
                zones[into] = (*zones[into], card)
        else:
            zones[facts.floor(place)] = (*zones[facts.floor(place)], *held)
    if seat in s.overboard:
        place = 0
    w.set(
        dead=s.dead | {seat},
        place={**s.place, seat: place},
        overboard=s.overboard - {seat},
        subdued={k: v for k, v in s.subdued.items() if k != seat},
        rowing={k: v for k, v in s.rowing.items() if k != seat},
        swap={k: v for k, v in s.swap.items() if seat not in (k, v)},
        carrying={k: v for k, v in s.carrying.items() if k != seat},
        sick={k: v for k, v in s.sick.items() if k != seat},
        insane=s.insane - {seat},
    )
    w.event("died", {"seat": seat, "how": how, "held": list(held)}, reveal=True)
    if not facts.alive(w.s):
        end(w, (), "everyone on the boat died")


def end(w: Work, winners: tuple[str, ...], reason: str) -> None:
    """How to Win and How to Lose."""
    if w.s.step == OVER:
        return
    w.set(step=OVER, winners=winners, reason=reason, fights=())
    w.event("over", {"winners": list(winners), "reason": reason}, reveal=True)


def rescued(w: Work, reason: str) -> None:
    """ "Rescued!": the players alive win."""
    end(w, facts.alive(w.s), reason)


def overboard(w: Work, seat: str, why: str) -> None:
    """ "Overboard": out of the place, into the sea with what they hold. The sea frees a
    subdued player (ruling AD-R16); a keeper's bin stays behind."""
    s = w.s
    if seat in s.dead or not facts.on_board(s, seat):
        return
    w.set(
        place={**s.place, seat: 0},
        overboard=s.overboard | {seat},
        subdued={k: v for k, v in s.subdued.items() if k != seat},
        rowing={k: v for k, v in s.rowing.items() if k != seat},
        swims={**s.swims, seat: 0},
        swap={k: v for k, v in s.swap.items() if seat not in (k, v)},
    )
    w.event("overboard", {"seat": seat, "why": why})


def lose_item(w: Work, card: str, why: str) -> None:
    """An item overboard: one that floats bobs in the sea until nightfall ("Floats"),
    another sinks ("Destroy")."""
    floats = w.items.item(card).floats
    w.move(card, "sea" if floats else "gone")
    w.event(
        "sank" if not floats else "tossed",
        {"item": card, "why": why, "floats": floats},
        reveal=True,
    )


def breaks(w: Work, seat: str, card: str) -> None:
    """ "Broken Item": it lies on the boat under its owner's token until repaired."""
    place = w.s.place.get(seat, 0)
    if place == 0:
        lose_item(w, card, "broke in the sea")
        return
    w.move(card, facts.floor(place))
    w.set(broken=w.s.broken | {card})
    w.event("broke", {"seat": seat, "item": card}, reveal=True)


def fall_sick(w: Work, seat: str) -> None:
    """ "Sickness": no jobs for three days."""
    w.set(sick={**w.s.sick, seat: SICK_DAYS})
    w.event("sick", {"seat": seat})


# -- choosing a player by the d8 -------------------------------------------------------


def whom(w: Work, among: tuple[str, ...], purpose: str) -> str:
    """Golden Rules: a d8 names the player in that place, rolled again when that player
    does not exist; with only one player, it befalls that player."""
    if not among:
        return ""
    if len(among) == 1:
        return among[0]
    by_place = {w.s.place[s]: s for s in among}
    for _ in range(MAX_REROLLS):
        face = w.roll("whom", 8, WHOM, purpose)
        if face in by_place:
            return by_place[face]
    return among[0]


def aboard(w: Work) -> tuple[str, ...]:
    """The living players on the boat (whom a situation can befall)."""
    return tuple(s for s in facts.alive(w.s) if facts.on_board(w.s, s))


# -- the two tables --------------------------------------------------------------------


def situation(w: Work) -> None:
    """To Begin Each Day: a situation roll on the d8 (the situation table, ruling
    AD-R09)."""
    face = w.roll("situation", 8, SITUATION, "situation")
    result = w.tables.situation[face - 1]
    w.event("situation", {"face": face, "name": result.name, "text": result.text}, random=True)
    target = ""
    if result.effect in ("overboard", "sick", "break"):
        target = whom(w, aboard(w), "situation")
    befall(w, result, target, "situation")


def insanity(w: Work, seat: str) -> None:
    """An insanity roll on the d8 (the insanity table, ruling AD-R10)."""
    if seat in w.s.dead or seat in w.s.subdued:
        return
    face = w.d8(seat, INSANITY, "insanity")
    result = w.tables.insanity[face - 1]
    w.event(
        "insanity",
        {"seat": seat, "face": face, "name": result.name, "text": result.text},
        random=True,
    )
    befall(w, result, seat, "insanity")


def befall(w: Work, result: Result, seat: str, why: str) -> None:
    """Carry out one face of either table on ``seat`` ('' for the whole boat)."""
    s = w.s
    effect, amount = result.effect, result.amount
    if effect == "water":
        raise_water(w, amount, why)
    elif effect == "spoil":
        set_rations(w, s.rations - amount, why)
    elif effect == "catch":
        set_rations(w, s.rations + amount, why)
    elif effect == "rain":
        for other in facts.alive(s):
            step(w, other, -amount, result.name)
    elif not seat or seat in s.dead:
        return
    elif effect == "overboard":
        overboard(w, seat, result.name)
    elif effect == "sick":
        fall_sick(w, seat)
    elif effect in ("break", "fumble"):
        held = facts.holding(s, seat)
        if held:
            card = held[w.draw(AT_RANDOM, 0, len(held) - 1)]
            if effect == "break":
                breaks(w, seat, card)
            else:
                lose_item(w, card, result.name)
    elif effect == "hurt":
        step(w, seat, amount, result.name)
    elif effect == "lash_out":
        others = tuple(o for o in aboard(w) if o != seat)
        victim = whom(w, others, "lash out")
        if victim:
            w.event("hurt", {"seat": victim, "by": seat, "why": result.name})
            step(w, victim, amount, result.name)
    elif effect == "insane" and seat not in s.insane:
        w.set(insane=s.insane | {seat})
        w.event("insane", {"seat": seat})
    elif effect == "clarity" and seat in s.insane:
        w.set(insane=s.insane - {seat})
        w.event("clarity", {"seat": seat})


# -- the boat's counters -----------------------------------------------------------------


def set_rations(w: Work, value: int, why: str) -> None:
    value = max(0, min(w.tables.rations, value))
    if value != w.s.rations:
        w.event("rations", {"from": w.s.rations, "to": value, "why": why})
        w.set(rations=value)


def raise_water(w: Work, levels: int, why: str) -> None:
    """ "Water Level": never below one; above eight, everyone loses."""
    before = w.s.water
    after = max(WATER_START, min(WATER_TOP + 1, before + levels))
    w.set(water=after)
    if after != before:
        w.event("water", {"from": before, "to": after, "why": why})
    if after > WATER_TOP:
        end(w, (), "the boat sank")


def advance_day(w: Work, why: str) -> None:
    """The active day die goes up one (a new die at 1 once all placed are locked); a
    six locks it, and everyone's insanity roll comes with the next morning's; the fifth
    locked die is the rescue ("Active day dice and locked day dice", "Rescued!"). A
    face of 2 or 5 reached by rowing brings a situation at once (ruling AD-R08)."""
    placed = facts.day_dice(w.s)
    if placed and placed[-1] != LOCKED:
        n, face = len(placed), placed[-1] + 1
    elif len(placed) < DAY_DICE:
        n, face = len(placed) + 1, 1
    else:
        return
    w.set(dice={**w.s.dice, f"day.{n}": Rolled(6, face, "day")})
    w.event("day_die", {"die": n, "face": face, "why": why})
    if face == LOCKED:
        w.set(locked=True)
        if facts.locked_dice(w.s) == DAY_DICE:
            rescued(
                w, f"rescued when the fifth day die locked, after {facts.days_passed(w.s)} days"
            )
            return
    if why == "rowing" and face in SITUATION_FACES:
        for _ in range(1 + len(w.s.haunting)):
            if w.s.step != OVER:
                situation(w)
