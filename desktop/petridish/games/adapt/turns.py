"""The opening, turns and the end (rulebook "Beginning Play", lines 16-30; "Player
Turns", lines 31-36; "Winning & Losing", lines 9-11).

Every player rolls percentile dice and applies their Random Selection, highest first;
the highest takes the first turn. A turn: Experience (+3, +1 per player beyond the
second, at most 5), cooldowns lowered, poison, one action, the Gene Stream cycled, and
play passes clockwise. The last fish alive wins.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from petridish.core.dice import Rolled
from petridish.games.adapt import charts, stream
from petridish.games.adapt.adapting import gain, gain_xp
from petridish.games.adapt.attack import hurt
from petridish.games.adapt.moves import obliged
from petridish.games.adapt.state import (
    CHOOSE,
    OVER,
    PERCENTILE,
    SEAT_IDS,
    TURN,
    Pick,
    slot_zone,
)
from petridish.games.adapt.work import Work

MAX_TURN_XP = 5


def turn_xp(players: int) -> int:
    """+3 Experience, +1 for each player beyond the second, to a max of 5."""
    return min(MAX_TURN_XP, 3 + max(0, players - 2))


TURN_XP = {players: turn_xp(players) for players in range(1, len(SEAT_IDS) + 1)}


# -- Random Selection ------------------------------------------------------------------------


def percentile(w: Work, seat: str) -> int:
    """Two d10s at the draw point "percentile", the tens die first."""
    tens = w.roll_die(seat, 10, PERCENTILE, "tens", low=0)
    units = w.roll_die(seat, 10, PERCENTILE, "units", low=0)
    roll = charts.percentile(tens, units)
    w.emit("percentile", seat=seat, tens=tens, units=units, roll=roll)
    w.lay_die(seat, Rolled(100, roll, PERCENTILE, seat))
    return roll


def select(w: Work, seat: str, roll: int, opening: bool) -> bool:
    """Apply a Random Selection roll; False while the player must choose a card."""
    outcome = charts.result(roll, w.players, w.options)
    w.emit("selection", seat=seat, roll=roll, outcome=outcome)
    if outcome == charts.XP:
        gain_xp(w, seat, charts.XP_GAIN, "selection")
        return True
    if outcome == charts.CHOICE:
        if not w.stream():
            return True
        w.set(step=CHOOSE, current=seat, pick=Pick(seat, opening))
        return False
    cards = w.s.zones[slot_zone(outcome)]
    if cards:
        take(w, seat, cards[0], opening)
    return True


def take(w: Work, seat: str, cid: str, opening: bool) -> None:
    """The card a Random Selection gives; in the opening the Gene Stream cycles after
    each player's card."""
    gain(w, seat, cid)
    if opening and w.removed:
        stream.refill(w)
        w.removed = False


def picked(w: Work, seat: str, cid: str) -> None:
    """The card of your choice, chosen."""
    pick = w.s.pick
    assert pick is not None
    w.set(pick=None, step=TURN)
    take(w, seat, cid, pick.opening)
    if pick.opening:
        continue_opening(w)
    else:
        end_turn(w)


def begin_opening(w: Work) -> None:
    """Everyone rolls; tied rolls are rolled again until no two are equal (ruling
    ADAPT-R01); the highest applies first."""
    rolls = {seat: percentile(w, seat) for seat in w.seats}
    while True:
        count = Counter(rolls.values())
        tied = [s for s in w.seats if count[rolls[s]] > 1]
        if not tied:
            break
        for seat in tied:
            rolls[seat] = percentile(w, seat)
    order = sorted(w.seats, key=lambda s: -rolls[s])
    w.emit("order", order=order, rolls=[rolls[s] for s in order])
    w.set(first=order[0], queue=tuple((s, rolls[s]) for s in order))
    continue_opening(w)


def continue_opening(w: Work) -> None:
    while w.s.queue:
        (seat, roll), queue = w.s.queue[0], w.s.queue[1:]
        w.set(queue=queue)
        if not select(w, seat, roll, opening=True):
            return
    w.set(round=1)
    if not start_turn(w, w.s.first):
        advance(w)


# -- turns ----------------------------------------------------------------------------------


def start_turn(w: Work, seat: str) -> bool:
    """The start of ``seat``'s turn; False if poison defeats it there."""
    s = w.s
    if s.step != TURN or s.pick is not None:  # after Bait, or a card of your choice
        w.set(step=TURN, pick=None)
    w.set(current=seat, turns=s.turns + 1)
    w.removed = False
    fish = s.fish[seat]
    cooled: list[str] = []
    if fish.cooldowns or fish.hidden:  # most turns, nothing rests and nothing hides
        cooled = sorted(k for k, v in fish.cooldowns.items() if v <= 1)
        left = {k: v - 1 for k, v in fish.cooldowns.items() if v > 1}
        fish = w.change(seat, hidden=False, cooldowns=left)
    if not w.search:  # a search reads no events: their words are not even gathered
        if cooled:
            # Said ready only of a Special Action the fish has (ruling ADAPT-R29): "Shock
            # is ready again" of a fish whose Eel a Swordfish had replaced read as a fault.
            has = w.totals(seat).specials
            cooled = [ability for ability in cooled if ability in has]
        w.emit("turn", seat=seat, round=s.round, cooled=cooled)
    gain_xp(w, seat, TURN_XP[w.players], "turn")
    fish = w.s.fish[seat]
    if fish.poison:
        hurt(w, seat, fish.poison, "poison")
        fish = w.s.fish[seat]
        if not fish.defeated:
            fish = w.change(seat, poison=fish.poison - 1)
        else:
            check_over(w)
            return False
    baiter = fish.baited_by
    if baiter and not obliged(w, seat):
        w.change(seat, baited_by="")
        w.emit("lapsed", seat=seat, baiter=baiter)
    return True


def end_turn(w: Work) -> None:
    """The end of a turn: the Gene Stream cycles, and the next fish clockwise plays."""
    seat = w.s.current
    fish = w.s.fish[seat]
    if fish.baited_by and not fish.defeated:  # a Bait obeyed lasts its turn
        w.change(seat, baited_by="")
    if check_over(w):
        return
    stream.cycle(w)
    w.removed = False
    advance(w)


def next_turn(w: Work, seat: str) -> tuple[str, bool]:
    """Whose turn follows ``seat``'s: the next fish clockwise still in the game, and
    whether the turn passes the first player's seat on the way there (a round ends
    before the first player's turn comes again, whether or not that fish is still in)."""
    fish, first = w.s.fish, w.s.first
    passed = False
    for other in clockwise(w.seats, seat):
        passed = passed or other == first
        if not fish[other].defeated:
            return other, passed
    return seat, passed


@cache
def clockwise(seats: tuple[str, ...], seat: str) -> tuple[str, ...]:
    """Every seat in turn clockwise after ``seat``, ending with ``seat`` itself."""
    i = seats.index(seat)
    return seats[i + 1 :] + seats[: i + 1]


def advance(w: Work) -> None:
    """Turns pass clockwise; a round ends before the first player's turn comes again,
    and the game ends when the round limit is reached (ruling ADAPT-R14)."""
    seat = w.s.current
    while not w.over:
        nxt, new_round = next_turn(w, seat)
        if new_round:
            if w.s.round >= w.options["round_limit"]:
                finish_by_limit(w)
                return
            w.set(round=w.s.round + 1)
        if start_turn(w, nxt):
            return
        seat = nxt


# -- the end ----------------------------------------------------------------------------------


def check_over(w: Work) -> bool:
    """The last fish alive wins; fish defeated together as the last share the win
    (ruling ADAPT-R13)."""
    if w.over:
        return True
    living = w.living()
    if len(living) > 1:
        return False
    if living:
        finish(w, tuple(living), "last")
    else:
        finish(w, tuple(s for s in w.seats if s in w.fallen), "together")
    return True


def finish_by_limit(w: Work) -> None:
    living = w.living()
    best = max(w.left(s) for s in living)
    finish(w, tuple(s for s in living if w.left(s) == best), "limit")


def finish(w: Work, winners: tuple[str, ...], reason: str) -> None:
    w.set(step=OVER, current="", pick=None, queue=(), winners=winners, reason=reason)
    w.emit("over", winners=list(winners), reason=reason)
