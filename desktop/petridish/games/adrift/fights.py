"""Fights (rulebook "Fight"): each side rolls a d8, the aggressor first; a player may
pass and lose; a subdued defender loses at once; a tie goes to the defender. The winner
chooses Hurt, Subdue, Kill or Mercy. Before a kill, anyone else may interrupt: they fight
the winner, and if they win, the kill is off and the winner chooses again (ruling
AD-R11). A fight for a place gives it to an aggressor who wins (ruling AD-R12)."""

from __future__ import annotations

from petridish.games.adrift import facts, fates
from petridish.games.adrift.content import Items
from petridish.games.adrift.state import FIGHT_ROLL, OVER, Fight, State
from petridish.games.adrift.work import Work

# What each outcome needs in the winner's hand (rulebook "Fight").
SUBDUE_WITH = ("rope", "tape")
KILL_WITH = ("rope", "flare_gun", "knife")


def roller(fight: Fight) -> str:
    """Who rolls next in ``fight``: the aggressor first, then the defender."""
    return fight.defender if fight.aggressor in fight.rolls else fight.aggressor


def top(w: Work) -> Fight:
    return w.s.fights[-1]


def _put(w: Work, fight: Fight) -> None:
    w.set(fights=(*w.s.fights[:-1], fight))


def _changed(
    fight: Fight,
    *,
    rolls: dict[str, int] | None = None,
    winner: str | None = None,
    loser: str | None = None,
    kill: str | None = None,
    let_be: tuple[str, ...] | None = None,
    no_kill: bool | None = None,
) -> Fight:
    """``fight`` as it goes on: a fight is a value in the position, so a new one (what
    is not named stays as it was)."""
    return Fight(
        fight.aggressor,
        fight.defender,
        fight.place,
        fight.rolls if rolls is None else rolls,
        fight.winner if winner is None else winner,
        fight.loser if loser is None else loser,
        fight.kill if kill is None else kill,
        fight.let_be if let_be is None else let_be,
        fight.no_kill if no_kill is None else no_kill,
    )


def start(w: Work, aggressor: str, defender: str, place: int) -> None:
    fight = Fight(aggressor, defender, place)
    w.set(fights=(*w.s.fights, fight))
    if not w.search:
        w.event("fight", {"seat": aggressor, "target": defender, "place": place})
    if defender in w.s.subdued:  # "If the defending player is subdued..."
        _won(w, aggressor, defender)


def roll(w: Work, seat: str, rolls: bool) -> None:
    fight = top(w)
    value = w.d8(seat, FIGHT_ROLL, "fight") if rolls else 0
    rolled = {**fight.rolls, seat: value}
    if not w.search:  # a search reads no events: the words of the commonest are not made
        w.event("fight_roll", {"seat": seat, "roll": value, "passed": not rolls}, random=rolls)
    if len(rolled) < 2:
        _put(w, _changed(fight, rolls=rolled))
        return
    if rolled[fight.aggressor] > rolled[fight.defender]:
        _won(w, fight.aggressor, fight.defender, rolled)
    else:  # "A tie goes to the defender."
        _won(w, fight.defender, fight.aggressor, rolled)


def _won(w: Work, winner: str, loser: str, rolls: dict[str, int] | None = None) -> None:
    """The fight on top is won (with both ``rolls``, or none: the defender was
    subdued)."""
    fight = _changed(top(w), rolls=rolls, winner=winner, loser=loser)
    _put(w, fight)
    if not w.search:
        w.event("fight_won", {"seat": winner, "loser": loser})
    if fight.place and winner == fight.aggressor:
        s = w.s
        mine, theirs = s.place[winner], s.place[loser]
        if theirs == fight.place and mine:
            w.set(place={**s.place, winner: theirs, loser: mine})
            if loser in s.subdued:  # the binding goes with the one it binds
                w.move(s.subdued[loser], facts.floor(mine))
            w.event(
                "swapped", {"seat": winner, "other": loser, "places": [theirs, mine]}, reveal=True
            )
            from petridish.games.adrift.deeds import keep_hands

            keep_hands(w, (winner, loser))


def outcomes(items: Items, state: State, fight: Fight) -> list[tuple[str, str]]:
    """The (outcome, item) choices open to the winner of ``fight``: with the first card
    of each use in their hand."""
    first: dict[str, str] = {}  # a use -> its first card in the winner's hand
    for card in facts.holding(state, fight.winner):
        first.setdefault(items.uses[card], card)
    found = [("hurt", ""), ("mercy", "")]
    if first:
        if facts.on_board(state, fight.loser) and fight.loser not in state.subdued:
            found += [("subdue", first[use]) for use in SUBDUE_WITH if use in first]
        if not fight.no_kill:
            for use in KILL_WITH:
                if use in first and (use != "flare_gun" or "flare" in first):
                    found.append(("kill", first[use]))
    return found


def _can_kill(w: Work, seat: str, item: str) -> bool:
    """Whether ``seat`` still holds ``item`` to kill with: the flare gun needs a flare
    too (the interrupting fight may have fired the last one)."""
    if item not in facts.holding(w.s, seat):
        return False
    return w.items.use(item) != "flare_gun" or bool(facts.has(w.items, w.s, seat, "flare"))


def settle(w: Work, outcome: str, item: str) -> None:
    """The winner's choice."""
    fight = top(w)
    if outcome == "kill" and _interrupters(w, fight):
        _put(w, _changed(fight, kill=item, let_be=()))
        w.event(
            "fight", {"seat": fight.winner, "target": fight.loser, "kill": item, "threat": True}
        )
        return
    _carry_out(w, fight, outcome, item)
    _finish(w)


def _interrupters(w: Work, fight: Fight) -> tuple[str, ...]:
    """Who may interrupt the kill: every other player free to act."""
    return tuple(
        s
        for s in w.s.seats
        if s not in (fight.winner, fight.loser) and facts.free(w.s, s) and s not in fight.let_be
    )


def let_be(w: Work, seat: str) -> None:
    fight = top(w)
    fight = _changed(fight, let_be=(*fight.let_be, seat))
    _put(w, fight)
    w.event("let_be", {"seat": seat})
    if not _interrupters(w, fight):
        _carry_out(w, fight, "kill", fight.kill)
        _finish(w)


def interrupt(w: Work, seat: str) -> None:
    fight = top(w)
    w.event("interrupt", {"seat": seat, "winner": fight.winner, "loser": fight.loser})
    start(w, seat, fight.winner, 0)


def _carry_out(w: Work, fight: Fight, outcome: str, item: str) -> None:
    s = w.s
    loser, winner = fight.loser, fight.winner
    if loser in s.dead:
        return
    w.set(settled=(winner, outcome, loser))
    if outcome == "hurt":  # "Hurt"
        w.set(hurt=s.hurt | {loser})
        if not w.search:
            w.event("hurt", {"seat": loser, "by": winner})
        fates.step(w, loser, 1, "hurt in a fight")
    elif outcome == "subdue":  # "Subdue": the binding lies under the loser's token
        place = s.place[loser]
        w.move(item, facts.floor(place))
        held = facts.holding(w.s, loser)
        for card in held:
            w.move(card, facts.floor(place))
        w.set(subdued={**w.s.subdued, loser: item})
        w.event(
            "subdued", {"seat": loser, "by": winner, "item": item, "held": list(held)}, reveal=True
        )
    elif outcome == "kill":
        used = [item]
        if w.items.use(item) == "flare_gun":  # the flare is fired
            flare = facts.has(w.items, s, winner, "flare")
            w.move(flare, "gone")
            used.append(flare)
        w.event("killed", {"seat": loser, "by": winner, "item": item, "used": used}, reveal=True)
        fates.die(w, loser, "killed")
    else:
        if not w.search:
            w.event("mercy", {"seat": winner, "loser": loser})


def _finish(w: Work) -> None:
    """The fight on top is over: take it away, and go back to the kill it interrupted."""
    while w.s.fights and w.s.step != OVER:
        done = top(w)
        w.set(fights=w.s.fights[:-1])
        if not w.s.fights:
            return
        parent = top(w)
        if not parent.kill:
            return
        winner_free = facts.free(w.s, parent.winner) and parent.loser not in w.s.dead
        if not winner_free:
            w.event("mercy", {"seat": parent.winner, "loser": parent.loser, "stopped": True})
            continue  # the interrupted fight is over too
        if done.winner == done.aggressor:  # the interrupter won: no kill
            _put(w, _changed(parent, kill="", let_be=(), no_kill=True))
            return
        if not _can_kill(w, parent.winner, parent.kill):
            w.event("mercy", {"seat": parent.winner, "loser": parent.loser, "stopped": True})
            continue
        _carry_out(w, parent, "kill", parent.kill)
        # and the interrupted fight is over: the loop takes it away
    if w.s.step == OVER:
        w.set(fights=())
