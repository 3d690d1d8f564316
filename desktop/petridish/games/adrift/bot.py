"""A computer castaway for ADRIFT.

It plays from its own view only: its tracker, its hand, its bin if it keeps one, and
what lies open on the boat. It works for the boat while it is safe, and for itself once
its tracker runs low (``desperate``): then it eats the 2, fishes for its own health, and
with a knife and an empty ration tracker it will kill and carve. Its plan, move by move,
in order: answer the fight it is in; swim if it is in the sea; throw a line to a
swimmer; share what the others' places need (a keeper hands out poles, oars and
buckets); shed weight while the water rises faster than it can be bailed; take a place
where its items work; do its job; eat, drink or treat from its hand when it helps;
carve a body when food runs short; signal when four day dice are locked; and then say
it is done. Each choice comes with its reason, which is the hint's.
"""

from __future__ import annotations

import random
from typing import Any

from petridish.core.actions import Action, Pass
from petridish.games.adrift import facts
from petridish.games.adrift.rules import Adrift
from petridish.games.adrift.state import (
    FISHING,
    HIDDEN,
    KEEPERS,
    MEAL_STEP,
    ROWING,
    SEATING,
    Attack,
    Carve,
    CatchFish,
    Eat,
    FightRoll,
    Give,
    Haunt,
    Interrupt,
    Meditate,
    Release,
    RemoveWater,
    Row,
    SaveSwimmer,
    Settle,
    Signal,
    State,
    Swim,
    TakeFromBin,
    TakeSeat,
    Toss,
    UseItem,
)

SEAT_ORDER = (7, 8, 1, 2, 5, 6, 3, 4)  # keepers first: they start with the items
# What the boat needs, use by use, in the order a keeper hands it out.
NEEDED = {
    "pole": 2,
    "bucket": 2,
    "oar": 2,
    "knife": 1,
    "tape": 1,
    "flare_gun": 1,
    "flare": 1,
    "rope": 1,
    "life_saver": 1,
}
# How much the boat needs one item of each use (the first of its kind); the bot keeps
# what is worth KEEP_WORTH or more however heavy the boat.
WORTH = {
    "pole": 9,
    "bucket": 9,
    "knife": 7,
    "oar": 5,
    "flare_gun": 5,
    "rope": 5,
    "flare": 4,
    "tape": 4,
    "life_saver": 4,
    "first_aid": 3,
    "net": 2,
    "gloves": 1,
    "compass": 1,
    "food": 2,
    "drink": 2,
}
KEEP_WORTH = 8
NEED = {"pole": 2, "bucket": 3, "oar": 2}  # how many of a kind are worth keeping
SIGNAL_AT = 4  # locked day dice before a flare is worth firing (a 15 on four d6: 11%)


class AdriftBot:
    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        # The bins it went to look into to lighten the boat, by day: once a day each, so
        # that two unkept bins never send it back and forth between places 7 and 8.
        self.looked: set[tuple[int, int]] = set()

    def choose(self, game: Adrift, view: State, seat: str, legal: list[Action]) -> Action:
        action = self.best(game, view, seat, legal)
        if isinstance(action, TakeSeat) and action.place in KEEPERS:
            self.looked.add((view.day, action.place))
        return action

    def best(self, game: Adrift, view: State, seat: str, legal: list[Action]) -> Action:
        return self.plan(game, view, seat, legal)[0]

    def explain(self, game: Adrift, view: State, seat: str, action: Action) -> str:
        legal = game.legal_actions(view, seat) or [action]
        chosen, why = self.plan(game, view, seat, legal)
        return why if chosen == action else ""

    # -- the plan --------------------------------------------------------------------------
    def desperate(self, game: Adrift, view: State, seat: str) -> bool:
        """Its tracker is three spaces or fewer from death."""
        tracker = view.tracker.get(seat, 0)
        return isinstance(tracker, int) and tracker >= game.tables.track - 3

    def plan(self, game: Adrift, view: State, seat: str, legal: list[Action]) -> tuple[Action, str]:
        def pick(kind: type[Action], **fields: Any) -> Action | None:
            for a in legal:
                if isinstance(a, kind) and all(getattr(a, k) == v for k, v in fields.items()):
                    return a
            return None

        done = pick(Pass) or legal[0]
        if view.step == SEATING:
            for place in SEAT_ORDER:
                if a := pick(TakeSeat, place=place):
                    return a, f"place {place} is the most useful one free"
        if view.step == MEAL_STEP:
            return self._meal(game, view, seat, legal)
        if view.fights:
            return self._fight(game, view, seat, legal)
        if seat in view.dead:
            return pick(Pass) or pick(Haunt) or done, "let the living be"
        if a := pick(Swim):
            return a, "swim back before nightfall"
        items = game.items
        mine = facts.holding(view, seat)
        uses = [items.use(c) for c in mine]
        low = self.desperate(game, view, seat)
        alive = len(facts.alive(view))
        for a in legal:
            if isinstance(a, SaveSwimmer):
                return a, "throw a line to the swimmer"
        if chosen := self._share(game, view, seat, legal):
            return chosen
        if chosen := self._shed(game, view, seat, legal):
            return chosen
        if chosen := self._move(game, view, seat, legal, uses):
            return chosen
        if seat not in view.job and (chosen := self._tool(game, view, seat, legal, uses)):
            return chosen
        if seat not in view.job and (chosen := self._job(game, view, seat, legal, low)):
            return chosen
        for a in legal:
            if isinstance(a, UseItem):
                use = items.use(a.item)
                if use == "first_aid":
                    return a, "treat the sickness"
                if use == "drink" and view.tracker.get(seat, 0) >= 2:
                    return a, "drink: the tracker moves left"
                if use == "food" and view.rations < alive:
                    return a, "the rations are short: open the food"
        if view.rations < alive:
            for a in legal:
                if isinstance(a, Carve):
                    return a, "food is short and a body lies on the boat"
        if low and view.rations == 0 and "knife" in uses:
            victims = [a for a in legal if isinstance(a, Attack) and not a.place]
            if victims:
                weakest = min(victims, key=lambda a: (a.target not in view.subdued, a.target))
                return weakest, "starving, with a knife: someone has to feed the rest"
        if (a := pick(Signal)) and facts.locked_dice(view) >= SIGNAL_AT:
            return a, f"{facts.locked_dice(view)} day dice are locked: a 15 is possible"
        if not low:
            for a in legal:
                if isinstance(a, Release):
                    return a, "nobody should stay tied up"
        return done, "nothing more worth doing today"

    def _meal(
        self, game: Adrift, view: State, seat: str, legal: list[Action]
    ) -> tuple[Action, str]:
        """Eat so that the cards add up to no more than the ration tracker: the rations
        go round the eaters in seat order (every castaway can count them), two each
        when there is plenty; a desperate one eats the 2 whatever is left."""
        eaters = [
            s
            for s in facts.alive(view)
            if facts.on_board(view, s) and (s not in view.subdued or s in view.fed)
        ]
        rank = eaters.index(seat) if seat in eaters else 0
        if self.desperate(game, view, seat):
            ration, why = 2, "its tracker is low: it eats what it can"
        elif view.rations >= 2 * len(eaters) + 4:
            ration, why = 2, "there is food for everyone to eat well"
        elif rank < view.rations:
            ration, why = 1, f"{view.rations} rations go round: one each, in seat order"
        else:
            ration, why = 0, "the rations do not reach it: eating would be a lie"
        for a in legal:
            if isinstance(a, Eat) and a.ration == ration:
                return a, why
        return legal[0], why

    def _fight(
        self, game: Adrift, view: State, seat: str, legal: list[Action]
    ) -> tuple[Action, str]:
        fight = view.fights[-1]
        for a in legal:
            if isinstance(a, FightRoll) and a.roll:
                return a, "fight back"
        settles = [a for a in legal if isinstance(a, Settle)]
        if settles:
            low = self.desperate(game, view, seat)
            order = ("kill", "subdue", "hurt", "mercy") if low else ("subdue", "hurt", "mercy")
            for outcome in order:
                for a in settles:
                    if a.outcome == outcome:
                        return a, f"{outcome}: the fight is won"
        if not self.desperate(game, view, seat) and fight.loser != seat:
            for a in legal:
                if isinstance(a, Interrupt):
                    return a, "nobody is killed while it can stop it"
        return next((a for a in legal if isinstance(a, Pass)), legal[0]), "let it be"

    def _share(
        self, game: Adrift, view: State, seat: str, legal: list[Action]
    ) -> tuple[Action, str] | None:
        """A keeper (or anyone holding spares) gives each player what their place needs."""
        items = game.items
        gifts = [a for a in legal if isinstance(a, Give)]
        if facts.bin_of(view, seat):  # a keeper takes out what someone lacks, to give it
            for a in legal:
                if isinstance(a, TakeFromBin) and self._wanted(game, view, seat, items.use(a.item)):
                    return a, f"take out a {items.name(a.item).lower()} for someone who lacks one"
        if not gifts:
            return None
        mine = set(facts.holding(view, seat))
        for a in gifts:
            use = items.use(a.item)
            place = view.place.get(a.to, 0)
            if view.zones[facts.hand(a.to)]:
                continue  # knows nothing of what they hold; gives only to empty hands
            needed = (use == "pole" and place in FISHING) or (use == "oar" and place in ROWING)
            if needed and (a.item not in mine or not self._needs(game, view, seat, use)):
                return a, f"place {place} needs a {items.name(a.item).lower()}"
        for a in gifts:
            if (
                (
                    items.use(a.item) == "bucket"
                    and not view.zones[facts.hand(a.to)]
                    and view.place.get(a.to) not in FISHING
                )
                and facts.rise(view) >= 1
                and (a.item not in mine or facts.has(items, view, seat, "bucket") != a.item)
            ):
                return a, "someone must bail"
        return None

    def _wanted(self, game: Adrift, view: State, seat: str, use: str) -> bool:
        """Whether another player with empty hands needs an item of ``use`` where they sit
        (and the keeper holds none to give already)."""
        if facts.has(game.items, view, seat, use):
            return False
        for other in facts.alive(view):
            if other == seat or not facts.free(view, other) or view.zones[facts.hand(other)]:
                continue
            place = view.place.get(other, 0)
            if (use == "pole" and place in FISHING) or (use == "oar" and place in ROWING):
                return True
            if use == "bucket" and place not in FISHING and facts.rise(view) > 0:
                return True
        return False

    def _working(self, game: Adrift, view: State, seat: str) -> bool:
        """It sits where its pole or oar works, holding it."""
        uses = {game.items.use(c) for c in facts.holding(view, seat)}
        return any(self._needs(game, view, seat, use) for use in uses)

    def _needs(self, game: Adrift, view: State, seat: str, use: str) -> bool:
        place = view.place.get(seat, 0)
        return (use == "pole" and place in FISHING) or (use == "oar" and place in ROWING)

    def _shed(
        self, game: Adrift, view: State, seat: str, legal: list[Action]
    ) -> tuple[Action, str] | None:
        """While the water rises more than one level a day, lighten the boat: eat and
        drink what can be, then throw out the item it can best spare (a keeper may throw
        one straight from the bin)."""
        if facts.rise(view) <= 1:
            return None
        items = game.items
        known = [
            c
            for z, cards in view.zones.items()
            if z not in facts.OFF_BOARD
            for c in cards
            if c != HIDDEN
        ]
        for a in legal:
            if isinstance(a, UseItem) and items.use(a.item) in ("food", "drink"):
                return a, "the boat is too heavy: eat it rather than carry it"
        options = [a for a in legal if isinstance(a, Toss)]
        worst = min(
            options, key=lambda a: (self.worth(game, known, a.item, view), a.item), default=None
        )
        if worst is None or self.worth(game, known, worst.item, view) >= KEEP_WORTH:
            if self._working(game, view, seat):
                return None  # at work with its tool: the bins can wait
            for place, zone in KEEPERS.items():  # the weight may lie in a bin nobody keeps
                if (view.day, place) in self.looked:
                    continue
                if view.zones[zone] and not facts.keeper_of(view, zone):
                    for a in legal:
                        if isinstance(a, TakeSeat) and a.place == place:
                            return a, f"the boat is too heavy: see what bin {zone[-1]} holds"
            return None
        return worst, "the boat is too heavy: overboard with what it can best spare"

    def worth(self, game: Adrift, known: list[str], card: str, view: State) -> float:
        """How much the boat needs ``card``: a broken one nothing, a second of a kind
        beyond those the boat can use far less."""
        if card in view.broken:
            return 0.0
        use = game.items.use(card)
        same = sorted(c for c in known if game.items.use(c) == use)
        rank = same.index(card) if card in same else 0
        return WORTH.get(use, 1.0) / (1 if rank < NEED.get(use, 1) else 3 + rank)

    def _move(
        self, game: Adrift, view: State, seat: str, legal: list[Action], uses: list[str]
    ) -> tuple[Action, str] | None:
        place = view.place.get(seat, 0)
        served = [o for o in facts.alive(view) if o != seat and not facts.bin_of(view, o)]
        keeping = facts.bin_of(view, seat) and any(view.zones[KEEPERS[place]])
        if keeping and served:
            return None  # a keeper with items to hand out stays
        working = (place in FISHING and "pole" in uses) or (place in ROWING and "oar" in uses)
        if not keeping and not working:
            for bin_place, zone in KEEPERS.items():
                if (view.day, bin_place) in self.looked:
                    continue
                if view.zones[zone] and not facts.keeper_of(view, zone):
                    for a in legal:
                        if isinstance(a, TakeSeat) and a.place == bin_place:
                            return a, f"nobody keeps bin {zone[-1]}: its items are needed"
        for use, wanted in (("pole", FISHING), ("oar", ROWING)):
            if use in uses and place not in wanted:
                for a in legal:
                    if isinstance(a, TakeSeat) and a.place in wanted:
                        return a, f"a {use} works from place {a.place}"
        return None

    def _tool(
        self, game: Adrift, view: State, seat: str, legal: list[Action], uses: list[str]
    ) -> tuple[Action, str] | None:
        """A keeper takes out of the bin the tool of a job it can do from its place; one
        with nobody to serve takes a pole to fish with while nobody fishes."""
        place = view.place.get(seat, 0)
        wanted = ["bucket"]
        alone = not [o for o in facts.alive(view) if o != seat and not facts.bin_of(view, o)]
        fishing = [o for o in facts.alive(view) if view.place.get(o) in FISHING]
        if place in FISHING or (alone and not fishing and facts.empty_places(view)):
            wanted.insert(0, "pole")
        if place in ROWING:
            wanted.insert(0, "oar")
        for use in wanted:
            if use in uses:
                return None
            for a in legal:
                if isinstance(a, TakeFromBin) and game.items.use(a.item) == use:
                    return a, f"take the {game.items.name(a.item).lower()} out of the bin to work"
        return None

    def _job(
        self, game: Adrift, view: State, seat: str, legal: list[Action], low: bool
    ) -> tuple[Action, str] | None:
        tracker = view.tracker.get(seat, 0)
        focused = isinstance(tracker, int) and tracker <= 3
        if view.water >= 4:
            for a in legal:
                if isinstance(a, RemoveWater) and a.focused == focused:
                    return a, "bail: the water is high"
        for a in legal:
            if isinstance(a, CatchFish) and a.focused == focused and a.health == low:
                return a, "fish " + ("for its own health" if low else "for the boat")
        for a in legal:
            if isinstance(a, Row) and a.focused == focused:
                return a, "row: every success brings rescue a day closer"
        if view.water >= 2 or facts.rise(view) > 0:
            for a in legal:
                if isinstance(a, RemoveWater) and a.focused == focused:
                    return a, "bail: the water rises every morning"
        for a in legal:
            if isinstance(a, Meditate):
                return a, "meditate: no insanity roll tomorrow"
        return None
