"""A computer castaway for ADRIFT.

It plays from its own view only: its tracker, its hand, its bin if it keeps one, and
what lies open on the boat (and what it remembers: a bin it looked into, what it handed
out). It works for the boat while it is safe, and for itself once its tracker runs low
(``desperate``): then it eats the 2, fishes for its own health, and with a knife and an
empty ration tracker it will kill and carve. Its plan, move by move, in order: answer
the fight it is in; swim if it is in the sea; throw a line to a swimmer; share what the
others' places need (a keeper hands out poles, oars and buckets); shed weight while the
boat carries more than its crew can bail, keeping what the boat needs for the number
aboard (``kit``); take a place where its items work, or a pole and a fishing place when
the rations run short; do its job; eat, drink or treat from its hand when it helps;
carve a body when food runs short; signal when four day dice are locked; and then say
it is done. Each choice comes with its reason, which is the hint's."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from petridish.core.actions import Action, Pass
from petridish.core.words import listed
from petridish.games.adrift import facts
from petridish.games.adrift.rules import Adrift
from petridish.games.adrift.state import (
    FISHING,
    HIDDEN,
    ITEMS_PER_LEVEL,
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
# Why each seat, in the order above, is worth taking (rulebook "To Start the Game", 5).
SEAT_WHY = {
    place: why
    for places, why in (
        ((7, 8), "a keeper holds a storage bin's items: the tools every job needs start there"),
        ((1, 2), "fish are caught only from seats 1 and 2: food for the boat"),
        ((5, 6), "the boat is rowed only from seats 5 and 6: the way to be rescued sooner"),
    )
    for place in places
}
SHORT_DAYS = 3  # the rations are short when they will not feed the crew this many days
HIGH = 4  # the water above this: the boat sheds a level more than the crew bails
DANGER = 6  # the water this high: bail before anything else (above 8 the boat sinks)
SIGNAL_AT = 4  # locked day dice before a flare is worth firing (a 15 on four d6: 11%)


def bailers(crew: int) -> int:
    """How many of ``crew`` castaways can bail each day while one fishes (two, once
    four are aboard), with the four buckets there are at most."""
    fishers = 1 if crew <= 3 else 2
    return max(1, min(4, crew - fishers))


def load(bailing: int, water: int) -> int:
    """The most items the boat may carry when ``bailing`` castaways can bail: the water
    rises one level a day per six items (set-up step 4), and each bails one at most;
    one level less while the water stands high, so that bailing brings it down; and
    none at all when nobody can bail (0 items raise the water 0 levels)."""
    if not bailing:
        return 0  # nobody can bail: every item aboard brings the skull nearer
    levels = bailing - (1 if water > HIGH else 0)
    return ITEMS_PER_LEVEL * max(1, levels)


def kit(crew: int) -> list[tuple[str, int]]:
    """What the boat needs for ``crew`` castaways, most needed first: each entry a use
    and how many of it the boat keeps by then. A pole and a bucket to eat and stay
    afloat, the flare gun with a flare to be rescued, a knife and rope once there are
    two; more buckets for the bailers, the second pole, and oars only when two can row
    while the others bail and fish."""
    needs = [("pole", 1), ("bucket", 1)]
    if crew >= 2:  # one fishes while the other bails
        needs += [("bucket", 2)]
    needs += [("flare_gun", 1), ("flare", 1)]
    if crew >= 2:
        needs += [("knife", 1), ("rope", 1)]
    needs += [("bucket", bailers(crew)), ("pole", 1 if crew <= 3 else 2)]
    if crew >= 4:
        needs += [("oar", 2)]
    needs += [("net", 1), ("tape", 1), ("first_aid", 1)]
    if crew >= 2:
        needs += [("life_saver", 1)]
    if crew >= 4:
        needs += [("gloves", 2), ("compass", 1)]
    return needs


def keep(
    game: Adrift, view: State, seat: str, known: list[str], crew: int, room: int
) -> dict[str, int]:
    """The cards of ``known`` the boat keeps, at most ``room`` of them, each with its
    rank in ``kit`` (0: the most needed). Broken items and food and drink are none of
    them: those are mended, eaten or thrown, never kept for their weight."""
    kept: dict[str, int] = {}
    # What is within its reach first: a copy it can throw out is the one to spare.
    reach = (*facts.holding(view, seat), *view.zones.get(facts.bin_of(view, seat), ()))
    usable = sorted((c for c in known if c not in view.broken), key=lambda c: (c not in reach, c))
    for use, total in kit(crew):
        have = sum(1 for c in kept if game.items.use(c) == use)
        for card in usable:
            if have >= total or len(kept) >= room:
                break
            if card not in kept and game.items.use(card) == use:
                kept[card] = len(kept)
                have += 1
    return kept


def spare_rank(game: Adrift, view: State, kept: dict[str, int], crew: int, card: str) -> int:
    """How readily the boat throws ``card`` out (lowest first): broken, of no use to
    this crew, a copy too many, and then what it keeps, the least needed first."""
    if card in view.broken:
        return 0
    if card not in kept:
        return 1 if game.items.use(card) not in {use for use, _ in kit(crew)} else 2
    return 100 - kept[card]


def why_spare(
    game: Adrift,
    view: State,
    crew: int,
    card: str,
    kept: dict[str, int] | None = None,
    room: int = -1,
) -> str:
    """Why ``card`` is the one to throw out, in the game's words: ``kept`` and ``room``
    are what the boat keeps and may carry (``keep``), where it was chosen so."""
    name, use = game.items.name(card).lower(), game.items.use(card)
    if card in view.broken:
        return f"overboard with the {name}: it is broken"
    if room == 0:
        # (A tool it would work with goes too: one item raises the water a level a day.)
        return f"overboard with the {name}: every item aboard raises the water"
    needed = {u for u, _ in kit(crew)}
    if kept is not None and use in needed and use not in {game.items.use(c) for c in kept}:
        # Named: "they are needed more" left a player asking what "they" were.
        count = Counter(game.items.name(c).lower() for c in kept)
        names = [_plural(n) if count[n] > 1 else n for n in sorted(count)]
        said = listed(names)
        return (
            f"overboard with the {name}: to keep the water down the boat carries {room}"
            f" items, and the {said} {'are' if len(names) > 1 else 'is'} needed more"
        )
    if use not in needed:
        if use in ("oar", "gloves", "compass"):
            return (
                f"overboard with the {name}: rowing takes two, and {crew} aboard cannot spare"
                " two from fishing and bailing"
            )
        if crew == 1:
            return f"overboard with the {name}: alone on the boat, nobody needs it"
        return f"overboard with the {name}: nobody on the boat needs it"
    return f"overboard with the {name}: the crew has as many as it can use without it"


def _plural(name: str) -> str:
    """Two of an item, as "the buckets" ("the knives") are needed more."""
    return name[:-2] + "ves" if name.endswith("fe") else name + "s"


class AdriftBot:
    name = "bot"
    # The water at which it throws out whatever it must but the buckets, its own tools
    # too (``_shed``); the keen castaway (``KeenCastaway``) draws the line lower.
    throw_all_from = DANGER

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        # The bins it went to look into to lighten the boat, by day: once a day each, so
        # that two unkept bins never send it back and forth between places 7 and 8.
        self.looked: set[tuple[int, int]] = set()
        # What it saw in each bin when it kept it: a bin nobody keeps is hidden from all,
        # yet what lies there still counts when it chooses what the boat can spare.
        self.seen: dict[str, tuple[str, ...]] = {}
        # The boat's weight when it first looked on the day it sheds, and how many items
        # it threw out each day: its share of the weight is reckoned from the first.
        self.weighed: tuple[int, int] = (-1, 0)
        self.tossed: dict[int, int] = {}
        self.gave: dict[str, str] = {}  # the items it handed to others, and to whom
        self.bailed: dict[str, int] = {}  # the others it saw bail, and the last day it did

    def choose(self, game: Adrift, view: State, seat: str, legal: list[Action]) -> Action:
        action = self.best(game, view, seat, legal)
        if isinstance(action, TakeSeat) and action.place in KEEPERS:
            self.looked.add((view.day, action.place))
        if isinstance(action, Toss):
            self.tossed[view.day] = self.tossed.get(view.day, 0) + 1
        if isinstance(action, Give):
            self.gave[action.item] = action.to
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
        for zone in KEEPERS.values():
            if view.zones[zone] and HIDDEN not in view.zones[zone]:
                self.seen[zone] = view.zones[zone]
        for other, job in view.job.items():
            if job == "bail":
                self.bailed[other] = view.day

        def pick(kind: type[Action], **fields: Any) -> Action | None:
            for a in legal:
                if isinstance(a, kind) and all(getattr(a, k) == v for k, v in fields.items()):
                    return a
            return None

        done = pick(Pass) or legal[0]
        if view.step == SEATING:
            for place in SEAT_ORDER:
                if a := pick(TakeSeat, place=place):
                    return a, SEAT_WHY.get(
                        place, f"place {place}: every seat that has a job is taken"
                    )
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
        when there is plenty; a desperate one eats the 2 whatever is left; nobody eats
        more than brings its tracker back to Healthy."""
        eaters = [
            s
            for s in facts.alive(view)
            if facts.on_board(view, s) and (s not in view.subdued or s in view.fed)
        ]
        rank = eaters.index(seat) if seat in eaters else 0
        if self.desperate(game, view, seat):
            ration, why = 2, "the tracker is low: eat what you can"
        elif view.rations >= 2 * len(eaters) + 4:
            ration, why = 2, "there is food for everyone to eat well"
        elif rank < view.rations:
            ration, why = (
                1,
                (
                    f"{view.rations} rations go round: one each, in seat order"
                    if len(eaters) > 1
                    else f"{view.rations} rations left: one a night makes them last"
                ),
            )
        else:
            # (End Each Day, Eat: each ration eaten that was not there is an insanity
            # roll for everyone.)
            ration = 0
            why = "the rations do not reach you: eating food that is not there costs insanity rolls"
        tracker, eat = view.tracker.get(seat, 0), game.tables.eat
        if isinstance(tracker, int) and ration and eat[ration - 1] >= tracker:
            # A tracker moves no further left than Healthy: more would waste rations.
            while ration and eat[ration - 1] >= tracker:
                ration -= 1
            why = f"the tracker needs {eat[ration]} to be back at Well: save the rest"
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
            for use in ("pole", "oar", "bucket"):
                other = self._wanted(game, view, seat, use)
                if not other:
                    continue
                for a in legal:
                    if isinstance(a, TakeFromBin) and items.use(a.item) == use:
                        # Whom for, by name and place, as the top bar names them.
                        whom = f"{game.seat_name(other)}, in place {view.place.get(other, 0)}"
                        name = items.name(a.item).lower()
                        if use == "bucket" and not facts.has(items, view, seat, "bucket"):
                            # Its first bucket it keeps to bail with (``_wanted``): "for
                            # Yellow" read as a promise the keeper then broke.
                            return a, f"take out a {name} to bail with; the next goes to {whom}"
                        return a, f"take out a {name} for {whom}, who lacks one"
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
                    and self._bails_there(game, view, seat, view.place.get(a.to, 0))
                )
                and facts.rise(view) >= 1
                and (
                    a.item not in mine
                    or facts.has(items, view, seat, "bucket") != a.item
                    or self._working(game, view, seat)  # it fishes or rows: one may bail
                )
            ):
                # (Not "someone must bail": read right after the giver had bailed.)
                rise, place = facts.rise(view), view.place.get(a.to, 0)
                return a, (
                    f"the water rises {'a level' if rise == 1 else f'{rise} levels'} a day"
                    f" and a bucket bails one at most: place {place} can bail too"
                )
        return None

    def _wanted(self, game: Adrift, view: State, seat: str, use: str) -> str:
        """The first other player with empty hands who needs an item of ``use`` where
        they sit ("": none, or the keeper holds one to give already: it keeps one bucket
        to bail with)."""
        held = sum(1 for c in facts.holding(view, seat) if game.items.use(c) == use)
        if held > (1 if use == "bucket" else 0):
            return ""
        for other in facts.alive(view):
            if other == seat or not facts.free(view, other) or view.zones[facts.hand(other)]:
                continue
            place = view.place.get(other, 0)
            if (use == "pole" and place in FISHING) or (use == "oar" and place in ROWING):
                return other
            if (
                use == "bucket"
                and facts.rise(view) > 0
                and self._bails_there(game, view, seat, place)
            ):
                return other
        return ""

    def _bails_there(self, game: Adrift, view: State, seat: str, place: int) -> bool:
        """Whether the castaway in ``place`` is to bail: not one in a fishing place while
        it has a pole to give, nor one in a rowing place while the crew is big enough
        to row (``kit``: an oar goes there)."""
        if place in FISHING:
            return not self._poles(game, view, seat)
        return place not in ROWING or len(facts.alive(view)) < 4

    def _poles(self, game: Adrift, view: State, seat: str) -> bool:
        """Whether it has a pole to hand out, in its hand or its bin: a castaway in a
        fishing place gets a pole then, and a bucket only when there is none."""
        cards = (*facts.holding(view, seat), *view.zones.get(facts.bin_of(view, seat), ()))
        return any(c != HIDDEN and game.items.use(c) == "pole" for c in cards)

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
        """While the boat carries more than its buckets can bail (``load``), lighten it:
        eat and drink what can be, then throw out what the boat can best spare (a
        keeper may throw straight from the bin): broken items first, then what nobody
        aboard can use, then spare copies (``kit``, ``spare_rank``). When nothing it
        sees is spare, it throws out its share of the excess, the least needed first,
        never a bucket nor, until the water is at 6, the tool it works with."""
        crew, items = len(facts.alive(view)), game.items
        known = [
            c
            for z, cards in view.zones.items()
            if z not in facts.OFF_BOARD
            for c in cards
            if c != HIDDEN
        ]
        for zone, cards in self.seen.items():  # an unkept bin it looked into holds them still
            if not facts.keeper_of(view, zone) and len(cards) == len(view.zones[zone]):
                known += cards
        gone = set(known) | {c for z in facts.OFF_BOARD for c in view.zones[z]}
        for c, to in self.gave.items():  # what it handed out is still aboard, out of sight
            if c not in gone and HIDDEN in view.zones[facts.hand(to)]:
                known.append(c)
        # Each bailer needs a bucket: as many bail as there are buckets it knows of (one,
        # it supposes, out of its sight, until the water is at 6).
        buckets = sum(1 for c in known if items.use(c) == "bucket" and c not in view.broken)
        # One who bailed today or yesterday holds a bucket out of its sight.
        handed = {to for c, to in self.gave.items() if items.use(c) == "bucket"}
        alive = facts.alive(view)
        buckets += sum(
            1
            for other, day in self.bailed.items()
            if other != seat and other in alive and other not in handed and day >= view.day - 1
        )
        danger = view.water >= self.throw_all_from
        bailing = min(bailers(crew), buckets if danger else max(1, buckets))
        limit = load(bailing, view.water)
        if facts.weight(view) <= limit:
            return None
        for a in legal:
            if isinstance(a, UseItem) and items.use(a.item) in ("food", "drink"):
                verb = "eat" if items.use(a.item) == "food" else "drink"
                name = items.name(a.item).lower()
                return a, f"the boat is too heavy: {verb} the {name} rather than throw it out"
        for a in legal:  # a keeper takes food and drink out of the bin to use them
            if isinstance(a, TakeFromBin) and items.use(a.item) in ("food", "drink"):
                name = items.name(a.item).lower()
                return a, f"the boat is too heavy: take out the {name} to use it"
        needed = keep(game, view, seat, known, crew, limit)
        tosses = sorted(
            (a for a in legal if isinstance(a, Toss)),
            key=lambda a: (spare_rank(game, view, needed, crew, a.item), a.item),
        )
        heavy = f"the water rises {facts.rise(view)} a day and {bailing or 'nobody'} can bail"
        fishing = crew - bailers(crew)
        if bailing and fishing:  # (why not all of them: "1 can bail" read as wrong, 2 aboard)
            heavy += f" while {fishing} {'fishes' if fishing == 1 else 'fish'}"
        spare = [a for a in tosses if a.item not in needed]
        if spare:
            why = why_spare(game, view, crew, spare[0].item, needed, limit)
            return spare[0], f"{heavy}, so {why}"
        # Nothing it sees is spare: it throws its share of what is too much, the least
        # needed first (the others shed theirs from their own bins and hands), keeping
        # the tool it works with unless the water is at the skull's door.
        start_day, start_weight = self.weighed
        if start_day != view.day:
            start_day, start_weight = view.day, facts.weight(view)
        share = math.ceil((start_weight - limit) * len(known) / max(1, start_weight))
        self.weighed = (start_day, start_weight)
        tools = {facts.has(items, view, seat, use) for use in ("bucket", "pole", "oar")}
        # Never the buckets: bailing is what the water needs.
        cut = [
            a for a in tosses if items.use(a.item) != "bucket" and (danger or a.item not in tools)
        ]
        if cut and (danger or self.tossed.get(view.day, 0) < share):
            name = items.name(cut[0].item).lower()
            if danger:
                return cut[0], f"{heavy}, and the water is at {view.water}: the {name} must go"
            return cut[0], f"{heavy}: of what you can throw out, the {name} is the least needed"
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
                        return (
                            a,
                            f"{'an' if use == 'oar' else 'a'} {use} works from place {a.place}",
                        )
        return None

    def _tool(
        self, game: Adrift, view: State, seat: str, legal: list[Action], uses: list[str]
    ) -> tuple[Action, str] | None:
        """A keeper takes out of the bin the tools of the jobs it can do: an oar in a
        rowing place, a bucket while the water rises, and a pole in a fishing place, or
        to go fishing when the rations run short and nobody fishes."""
        place = view.place.get(seat, 0)
        wanted = []
        if place in ROWING:
            wanted.append("oar")
        if facts.rise(view) > 0:
            wanted.append("bucket")
        if place in FISHING or (self.short(view) and self._fishing_free(view, seat)):
            wanted.append("pole")
        for use in wanted:
            if use in uses:
                continue
            for a in legal:
                if isinstance(a, TakeFromBin) and game.items.use(a.item) == use:
                    name = game.items.name(a.item).lower()
                    if use == "pole" and place not in FISHING:
                        return a, f"take the {name} out of the bin: the rations are running short"
                    return a, f"take the {name} out of the bin to work"
        for use in wanted:  # a bin nobody keeps, that it looked into, holds one
            if use in uses:
                continue
            for zone, cards in self.seen.items():
                if facts.keeper_of(view, zone) or not any(
                    c in view.zones[zone] or HIDDEN in view.zones[zone]
                    for c in cards
                    if game.items.use(c) == use
                ):
                    continue
                for a in legal:
                    if (
                        isinstance(a, TakeSeat)
                        and KEEPERS.get(a.place) == zone
                        and (view.day, a.place) not in self.looked
                    ):
                        return a, f"bin {zone[-1]} holds a {use}: your job needs one"
        return None

    def _fishing_free(self, view: State, seat: str) -> bool:
        """A fishing place is empty, or nobody else sits in one (so the fish wait)."""
        others = [o for o in facts.alive(view) if o != seat and view.place.get(o) in FISHING]
        return (
            bool(facts.empty_places(view))
            and not others
            and any(p not in view.place.values() for p in FISHING)
        )

    def _job(
        self, game: Adrift, view: State, seat: str, legal: list[Action], low: bool
    ) -> tuple[Action, str] | None:
        """The day's job: bail first when the water nears the skull; fish when the
        rations will not last; keep the water down; row when a partner waits or the
        boat is safe; fish anyway rather than sit idle; else meditate. Bailing is always
        done focused (the roll plus one, minus one, is never zero)."""
        tracker = view.tracker.get(seat, 0)
        steady = isinstance(tracker, int) and tracker < game.tables.track - 3
        bail = next((a for a in legal if isinstance(a, RemoveWater) and a.focused), None)
        row = next((a for a in legal if isinstance(a, Row) and a.focused == steady), None)
        fish = next(
            (
                a
                for a in legal
                if isinstance(a, CatchFish) and a.focused == steady and a.health == low
            ),
            None,
        )
        if bail and view.water >= self.bail_first(view):
            if len(facts.alive(view)) == 1 and view.water < DANGER:
                return bail, "bail: alone, a day's fishing lets the water rise for good"
            return bail, f"bail: the water is at {view.water}, and above 8 the boat sinks"
        if fish and self.short(view):
            what = "for your own health" if low else "for the boat"
            return fish, f"fish {what}: {view.rations} rations will not feed the crew for long"
        other = ROWING[0] if view.place.get(seat) == ROWING[1] else ROWING[1]
        if row and facts.occupant(view, other) in view.rowing:
            return row, "row: the partner in the other rowing place is waiting"
        if bail and view.water > 1:
            return bail, "bail: the water rises every morning"
        if row:
            return row, "row: every success brings rescue a day closer"
        if fish:
            return fish, "fish " + ("for your own health" if low else "for the boat")
        for a in legal:
            if isinstance(a, Meditate):
                return a, "meditate: no insanity roll tomorrow"
        return None

    def bail_first(self, view: State) -> int:
        """The water from which it bails before any other job."""
        return DANGER

    def short(self, view: State) -> bool:
        """The rations will not feed the crew, one each a day, for SHORT_DAYS days."""
        return view.rations < SHORT_DAYS * len(facts.alive(view))


# The keen castaway's lines. Each was measured against the normal castaway's over the
# same 400 voyages a count (every seat one or the other, seeds 1000-1399; survivors a
# voyage, normal -> keen), and is kept for what it did at every count together.
THROW_ALL_FROM = 5  # the normal castaway's DANGER, 6: at two 0.64 -> 0.70, at six 0.41 -> 0.45
HUNGRY = 4  # eats a 1 from here, there or not: at six 0.45 -> 0.55 with the line above
ALONE_BAIL_FROM = 2  # alone: 0.158 -> 0.180 (0.21 with the two lines above)


class KeenCastaway(AdriftBot):
    """The *strong* computer castaway: the normal one (``AdriftBot``) with three lines
    drawn where the voyage goes better for the whole boat (see the figures above).

    - It throws out whatever it must but the buckets from the water at 5, not 6: a boat
      that holds more than its crew can bail is lightened a day sooner.
    - From its tracker at 4 it eats a 1 at least, even when the rations do not reach it
      (rulebook "Eat": each ration eaten that is not there gives everyone an insanity
      roll). The roll costs the boat less than the hunger: a castaway who waits until
      its tracker is at 7, as the normal one does, then eats a 2 for a few days, and
      starves or drags the others into the rolls anyway.
    - Alone on the boat it bails before it fishes from the water at 2: nobody else
      takes out what a day's fishing lets in.

    Why not the search of the other games (``core.rollout``): the luck of a voyage
    swamps what one move changes. Rolled out on the same deals, two moves' rewards
    differ by 0.275 from deal to deal, and the typical move changes its mean by 0.02
    to 0.03: about 750 deals a move to tell them apart at two standard errors, where a
    second of thinking buys about 40 at two castaways (one voyage played out takes
    6.5 ms). It kept the normal castaway's move in 55 of 56 decisions of a voyage.
    """

    name = "keen"
    throw_all_from = THROW_ALL_FROM

    def bail_first(self, view: State) -> int:
        return ALONE_BAIL_FROM if len(facts.alive(view)) == 1 else DANGER

    def _meal(
        self, game: Adrift, view: State, seat: str, legal: list[Action]
    ) -> tuple[Action, str]:
        action, why = super()._meal(game, view, seat, legal)
        tracker = view.tracker.get(seat, 0)
        hungry = isinstance(tracker, int) and tracker >= HUNGRY
        if hungry and isinstance(action, Eat) and not action.ration:
            for a in legal:
                if isinstance(a, Eat) and a.ration == 1:
                    if view.rations <= 0:
                        # Said as it is: "eat a 1 even if the rations run out" to a
                        # castaway whose boat had none read as a slip of the hint.
                        return a, (
                            f"the tracker is at {tracker}: the boat has no rations, so the"
                            " 1 gives everyone an insanity roll, which costs less than the"
                            " hunger"
                        )
                    return a, (
                        f"the tracker is at {tracker}: eat a 1 even if the rations run"
                        " out, as hunger costs more than an insanity roll"
                    )
        return action, why
