"""The clock of a voyage: the beginning of each day, nightfall and the meal (rulebook
"To Begin Each Day" and "End Each Day")."""

from __future__ import annotations

from petridish.core import secret
from petridish.games.adrift import facts, fates
from petridish.games.adrift.state import (
    DAY,
    MEAL,
    MEAL_STEP,
    OVER,
    SITUATION_FACES,
    State,
)
from petridish.games.adrift.work import Work

DAYS_DICE = ("situation", "whom")  # the dice a day's situations roll
MAX_EMPTY_DAYS = 400  # days in a row with nobody able to act: more than a voyage holds


def eaters(state: State) -> tuple[str, ...]:
    """End Each Day, Eat: every living player on the boat chooses a ration card; a
    subdued one only if someone fed them today ("Subdue")."""
    return tuple(
        s
        for s in facts.alive(state)
        if facts.on_board(state, s) and (s not in state.subdued or s in state.fed)
    )


def begin_day(w: Work) -> None:
    """To Begin Each Day, in the rulebook's order: the active day die +1; a situation
    roll on a 2 or 5 (one more for each haunting dead player); every tracker one space
    right; the insanity rolls; the water rises one level per six items."""
    s = w.s
    sick = {k: v - 1 for k, v in s.sick.items()}
    for seat in sorted(k for k, v in sick.items() if v <= 0):
        w.event("well", {"seat": seat})
    w.set(sick={k: v for k, v in sick.items() if v > 0}, day=s.day + 1)
    w.event("day", {"day": w.s.day})
    fates.advance_day(w, "morning")
    if w.s.step == OVER:
        return
    if facts.active_die(w.s) in SITUATION_FACES:
        for _ in range(1 + len(w.s.haunting)):
            if w.s.step != OVER:
                fates.situation(w)
    for seat in facts.alive(w.s):
        if w.s.step != OVER:
            fates.step(w, seat, 1, "a new day")
    locked, missing, calm = w.s.locked, w.s.missing, w.s.calm
    w.set(locked=False, missing=0, calm=frozenset())
    for seat in facts.alive(w.s):
        if w.s.step == OVER:
            return
        rolls = int(locked) + missing + int(seat in w.s.insane) - int(seat in calm)
        if seat in w.s.subdued:
            rolls = 0  # "Subdue": no insanity rolls
        for _ in range(rolls):
            if seat not in w.s.dead and w.s.step != OVER:
                fates.insanity(w, seat)
    if w.s.step != OVER:
        fates.raise_water(w, facts.rise(w.s), "the weight of the items")
    if w.s.step != OVER:
        w.set(step=DAY)


def nightfall(w: Work) -> None:
    """The day is over: whoever is still in the sea is lost to it ("Overboard"); what
    floats and was not retrieved is gone ("Floats"); a rower left alone rowed in vain;
    the situation die and the day's d8s leave the table; then the meal."""
    s = w.s
    for seat in sorted(s.overboard):
        fates.die(w, seat, "drowned")
    if w.s.step == OVER:
        return
    for card in w.s.zones["sea"]:
        w.move(card, "gone")
    for seat, focused in w.s.rowing.items():
        w.event("rowed", {"seats": [seat], "total": 0, "alone": True})
        if focused:
            fates.step(w, seat, 1, "a focused job failed")
    s = w.s
    calm = frozenset(p for p, job in s.job.items() if job == "meditate" and p not in s.acted)
    # The day's situation (and the d8 that picked its player) is over: its die leaves
    # the table, so the next morning's situation, or none, is not mistaken for it. So do
    # the castaways' own d8s (a job, a fight, a swim): a fight's 3 lay beside its loser
    # for days, as if rolled that morning.
    dice = {k: d for k, d in s.dice.items() if k not in DAYS_DICE and not k.startswith("d8.")}
    w.set(
        dice=dice,
        calm=calm,
        done=frozenset(),
        job={},
        acted=frozenset(),
        hurt=frozenset(),
        rowing={},
        swims={},
        lifeline={},
        carrying={},
        swap={},
        step=MEAL_STEP,
    )
    w.event("nightfall", {"day": s.day})


def serve_meal(w: Work) -> None:
    """End Each Day, Eat: the ration cards chosen are shuffled and shown together; the
    ration tracker goes down by their total, each player's tracker left by their own
    card behind their screen; eating more than there was sends the ration tracker to
    zero and gives everyone an insanity roll per missing ration next morning.

    The shuffle is what keeps who ate what unknown ("Eat"): the cards are revealed
    anonymously, and each tracker's move is told to its owner alone."""
    s = w.s
    chosen = dict(s.meal)
    cards, revealed = secret.reveal_anonymously(chosen, lambda pile: w.shuffle(MEAL, pile))
    total = sum(cards)
    w.add(revealed)
    if total > s.rations:
        missing = total - s.rations
        w.set(rations=0, missing=missing)
        w.event("over_eaten", {"missing": missing})
    else:
        w.set(rations=s.rations - total)
    for seat, card in chosen.items():
        fates.step(w, seat, -w.tables.eat[card], f"ate a {card}", private=True)
    w.set(meal={}, eaten=cards, fed=frozenset())
    if w.s.step != OVER:
        begin_day(w)


def settle(w: Work) -> None:
    """After every action: a day nobody can go on with turns to night, a meal every
    player has chosen for is served, and so on until someone has a move."""
    for _ in range(MAX_EMPTY_DAYS):
        s = w.s
        if s.step == DAY and not s.fights and facts.idle(s).issuperset(s.seats):
            nightfall(w)
        elif s.step == MEAL_STEP and not secret.owed(eaters(s), s.meal):
            serve_meal(w)
        else:
            return
