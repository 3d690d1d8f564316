"""ADRIFT rules model (rulebook: ``adrift.txt``).

A pure state machine over ``state.State``. There are no turns ("Turns"): during a day
every castaway may act, in any order, until each has said Done (``core.stage``); a fight
holds the day until it is settled; the meal is a secret choice made by everyone
(``core.secret``). This module holds set-up, who may act, what is legal and what each
player may see; ``days`` keeps the clock, ``deeds`` carries out jobs and actions,
``fights`` the fights and ``fates`` what befalls the players. ``docs/RULINGS.md`` (ids
``AD-…``) covers what the rulebook leaves open.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from operator import itemgetter
from types import MappingProxyType
from typing import Any

from petridish.core import secret
from petridish.core import work as core_work
from petridish.core.actions import Action, Edit, Pass
from petridish.core.card_set import HoldsCards
from petridish.core.events import Event
from petridish.core.game import (
    MAY,
    MUST,
    Game,
    IllegalAction,
    Names,
    Option,
    Result,
    SeatSpec,
)
from petridish.core.material import NOBODY, Choices, Counter, Secrets
from petridish.core.rng import Forced
from petridish.core.stage import any_order
from petridish.core.work import Dealer
from petridish.games.adrift import (
    INFO,
    checks,
    content,
    days,
    deeds,
    facts,
    fights,
    sandbox,
    thinking,
)
from petridish.games.adrift.rulings import RULEBOOK, RULINGS
from petridish.games.adrift.state import (
    ACTION_TYPES,
    DAY,
    DRAW_POINTS,
    EVENT_KINDS,
    FISHING,
    ITEMS,
    KEEPERS,
    MEAL_STEP,
    OUTCOMES,
    OVER,
    PLACES,
    RATION_CARDS,
    RATIONS_EACH,
    ROWING,
    SEAT_IDS,
    SEATING,
    SWIM_TRIES,
    Attack,
    Carve,
    CatchFish,
    Eat,
    Feed,
    Fight,
    FightRoll,
    Give,
    Haunt,
    Interrupt,
    Meditate,
    PickUp,
    Release,
    RemoveWater,
    Repair,
    Retrieve,
    Row,
    SaveSwimmer,
    Settle,
    Signal,
    State,
    Stow,
    SwapSeats,
    Swim,
    TakeFromBin,
    TakeSeat,
    ThrowBody,
    Toss,
    UseItem,
)
from petridish.games.adrift.work import Work

KEPT = (6, 12, 18, 24, 30)  # the weight decision, in whole levels of the water's rise


# Actions are frozen values: each is made once, and listing a day's few hundred
# possible moves takes them from here rather than making them afresh.
MADE = {kind: cache(kind) for kind in ACTION_TYPES}
PASS = cache(Pass)
HANDS = {seat: facts.hand(seat) for seat in SEAT_IDS}
FLOORS = {place: facts.floor(place) for place in (0, *PLACES)}
# What lies under the tokens, place by place, in one call: most floors are bare.
ON_FLOORS = itemgetter(*(FLOORS[p] for p in PLACES))
# Each seat's rolls in a fight (roll, or pass and lose), made once.
ROLLS = {seat: (FightRoll(seat, True), FightRoll(seat, False)) for seat in SEAT_IDS}
# Each seat's offers to trade places with each other, made once.
SWAPS = {seat: {o: SwapSeats(seat, o) for o in SEAT_IDS} for seat in SEAT_IDS}
# Each seat's attacks on each other, for no place and for each place: made once.
ATTACKS = {
    seat: {o: tuple(Attack(seat, o, p) for p in (0, *PLACES)) for o in SEAT_IDS}
    for seat in SEAT_IDS
}


@cache
def others_aboard(seats: tuple[str, ...], seat: str, away: frozenset[str]) -> tuple[str, ...]:
    """The players of ``seats`` but ``seat`` alive and on the boat (facts.alive,
    facts.on_board: in a day, whoever is neither dead nor overboard has a place), made
    once for each who is ``away``, dead or overboard: that changes a few times a voyage,
    and a free castaway's day asks at every move."""
    return tuple(o for o in seats if o not in away and o != seat)


@cache
def moves_to_empty(seat: str, taken: frozenset[int]) -> tuple[Action, ...]:
    """``seat``'s moves to every place not ``taken``: made once for each set of places
    taken, as a free castaway's day lists them at most moves of a voyage (going through
    the eight places every time was a tenth of a search's listing)."""
    return tuple(MADE[TakeSeat](seat, p) for p in PLACES if p not in taken)


class Adrift(HoldsCards[content.Content], Game[State]):
    # The words the picker shows too, declared once in the game's folder.
    id, name, players, pitch = INFO.id, INFO.name, INFO.players, INFO.pitch
    min_players, max_players = 1, 8
    draw_points = DRAW_POINTS
    event_kinds = EVENT_KINDS
    # The colours are the new-game dialog's marks where it has one of that name (it
    # offers a seat its own colour, with that mark's shape); it has no black.
    seats = tuple(
        SeatSpec(seat, seat.capitalize(), colour)
        for seat, colour in zip(
            SEAT_IDS,
            (
                "#D55E00",
                "#0072B2",
                "#009E73",
                "#F0E442",
                "#CC79A7",
                "#E69F00",
                "#F0F0F0",
                "#333333",
            ),
            strict=True,
        )
    )
    state_type = State
    action_types = ACTION_TYPES
    rulings = RULINGS
    rulebook = RULEBOOK
    announced = frozenset(
        {
            "died",
            "killed",
            "overboard",
            "situation",
            "fight",
            "nightfall",
            "revealed",
            "signal",
            "over",
        }
    )
    options = (
        Option(
            "kept",
            "Items kept on the boat",
            18,
            KEPT,
            ruling="AD-R02",
            help="Set-up step 4: every six items raise the water one level each morning.",
            names=tuple(f"{n} — the water rises {n // 6} a day" for n in KEPT),
        ),
    )

    # -- data -----------------------------------------------------------------------
    def _load_cards(self) -> content.Content:
        return content.load()

    @property
    def items(self) -> content.Items:
        return self.cards.items

    @property
    def tables(self) -> content.Tables:
        return self.cards.tables

    def reference_tables(self) -> str:
        """The situation and insanity tables and the survival figures, as
        ``resources/games/adrift/tables.toml`` holds them (the rulebook prints none)."""
        return content.tables_markdown(self.tables)

    def zone_names(self, seats: Sequence[str] = SEAT_IDS) -> tuple[str, ...]:
        return (
            "bin.1",
            "bin.2",
            *(facts.hand(s) for s in seats),
            *(facts.floor(p) for p in PLACES),
            "sea",
            "ashore",
            "gone",
        )

    def working_copy(self, state: State, *, search: bool = False) -> Work:
        """The core's working copy, with ADRIFT's items and tables at hand."""
        cards, w = self.cards, Work(state, search=search)
        w.items, w.tables = cards.items, cards.tables
        return w

    # -- set up -------------------------------------------------------------------------
    def new_state(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Forced = (),
        seats: Sequence[str] | None = None,
        *,
        stream: int | None = None,
    ) -> State:
        """To Start the Game, steps 1 to 4: a tracker at Healthy behind each screen, the
        ration cards 2, 1 and 0 each, the ration tracker at three a player, the items
        shuffled into two bins, and the weight kept (ruling AD-R02). Step 5, the places,
        is the players' first move."""
        chosen = tuple(seats) if seats is not None else self.seat_ids()
        if not self.min_players <= len(chosen) <= self.max_players:
            raise IllegalAction(self.players_problem(len(chosen)))
        if len(set(chosen)) != len(chosen) or not set(chosen) <= set(SEAT_IDS):
            raise IllegalAction(
                f"ADRIFT's seats are {', '.join(SEAT_IDS)}, each once; not {', '.join(chosen)}"
            )
        opts = self.resolve_options(options)
        dealer = Dealer(seed, forced, stream)
        deck = list(dealer.shuffle(ITEMS, self.items.copies()))
        half = len(deck) // 2
        piles = (deck[:half], deck[half:])
        each = opts["kept"] // 2
        zones: dict[str, tuple[str, ...]] = {z: () for z in self.zone_names(chosen)}
        zones["bin.1"], zones["bin.2"] = tuple(piles[0][:each]), tuple(piles[1][:each])
        zones["ashore"] = (*piles[0][each:], *piles[1][each:])
        return State(
            rng=dealer.state,
            options=opts,
            seats=chosen,
            zones=zones,
            rations=min(self.tables.rations, RATIONS_EACH * len(chosen)),
            tracker={s: 0 for s in chosen},
            place={s: 0 for s in chosen},
        )

    # -- who may act ----------------------------------------------------------------------
    def able(self, state: State, seat: str) -> bool:
        """Who may still act today: a player of the voyage, living and not subdued (on
        the boat, or in the sea and able to swim), or dead and not yet choosing to haunt
        or rest (see ``facts.idle``)."""
        return seat in state.place and not (
            seat in state.subdued or seat in state.haunting or seat in state.resting
        )

    def people_first(self, state: State) -> bool:
        """Places are chosen by the people first, and the computers take what is left
        (set-up step 5 is a discussion among the players, ruling AD-R01): a computer
        that sat down at once would have the best places before anyone had looked."""
        return state.step == SEATING

    def activity(self, state: State) -> dict[str, str]:
        """Set-up step 5: everyone takes a place. A day: anyone may act, in any order
        ("Turns"), but a fight waits for its fighters. The meal: everyone must choose."""
        step = state.step
        if step == SEATING:
            return {s: MUST for s in state.seats if not state.place.get(s)}
        if step == DAY:
            if state.fights:
                fight = state.fights[-1]
                if not fight.winner:
                    return {fights.roller(fight): MUST}
                if fight.kill:
                    return {
                        s: MAY
                        for s in state.seats
                        if s not in (fight.winner, fight.loser)
                        and facts.free(state, s)
                        and s not in fight.let_be
                    }
                return {fight.winner: MUST}
            return any_order(state.seats, state.done, lambda s: self.able(state, s))
        if step == MEAL_STEP:
            return {s: MUST for s in secret.owed(days.eaters(state), state.meal)}
        return {}

    def to_move(self, state: State) -> tuple[str, ...]:
        """Every seat that may act now, in seat order: ``activity`` lists them so, and
        the seats that may act at one moment all must, or all may (a search asks this
        before every move: sorting them again cost about 7% of its time)."""
        if state.step == DAY:  # most of a voyage: no table to make
            if not state.fights:
                idle = facts.idle(state)
                return tuple([s for s in state.seats if s not in idle])
            fight = state.fights[-1]
            if not fight.kill:  # a fighter's roll, or the winner's choice
                return (fight.winner or fights.roller(fight),)
        return tuple(self.activity(state))

    # -- what is legal ----------------------------------------------------------------
    def legal_actions(self, state: State, seat: str) -> list[Action]:
        """What ``seat`` may do now, found for the position (a test holds it to every
        candidate ``check_rules`` allows): who may act as ``activity`` says, and what
        each moment offers them."""
        step = state.step
        if step == DAY and not state.fights:  # most of a voyage: anyone, in any order
            if seat in state.done or not self.able(state, seat):
                return []
            if seat in state.dead:  # able: not yet haunting, nor resting
                found = [MADE[Haunt](seat)]
            elif seat in state.overboard:
                found = [MADE[Swim](seat)] if state.swims.get(seat, 0) < SWIM_TRIES else []
            else:
                found = self._free_deeds(state, seat)
            found.append(PASS(seat))
            return found
        if step == DAY:  # a fight is on (ruling AD-R11: a kill's window is ``activity``'s)
            fight = state.fights[-1]
            if not fight.winner:  # the roller's: roll, or pass and lose
                return list(ROLLS[seat]) if seat == fights.roller(fight) else []
            if not fight.kill:
                return self._settlements(state, fight) if seat == fight.winner else []
        active = self.activity(state)
        if seat not in active:
            return []
        if step == SEATING:
            return [MADE[TakeSeat](seat, p) for p in facts.empty_places(state)]
        if step == MEAL_STEP:
            return [MADE[Eat](seat, r) for r in RATION_CARDS]
        found = self._checked(state, seat)  # a kill's window: rare
        if active[seat] == MAY:
            found.append(PASS(seat))
        return found

    def check_rules(self, state: State, action: Action) -> str | None:
        return checks.problem(self, state, action)

    def _checked(self, state: State, seat: str) -> list[Action]:
        """The candidates ``check_rules`` lets through: what ``seat`` may do, by
        definition. ``legal_actions`` finds the same list by shortcuts everywhere but
        in a kill's window, which is rare; a test holds them to it."""
        return [a for a in self._candidates(state, seat) if self.check_rules(state, a) is None]

    def _settlements(self, state: State, fight: Fight) -> list[Action]:
        """``_checked`` for the winner of ``fight``: the outcomes open to it
        (``fights.outcomes``), found once rather than once for each."""
        chosen = fights.outcomes(self.items, state, fight)
        return [MADE[Settle](fight.winner, o, i) for o, i in chosen if o in OUTCOMES]

    def _free_deeds(self, state: State, seat: str) -> list[Action]:
        """``_checked`` for a castaway who may act in a day with no fight on (so alive,
        on the boat, not subdued, not done): the candidates in their order, each kept
        or dropped by what ``check_rules`` asks of it (``checks``' job and
        deed problems), asked once for what every candidate of its kind shares (the
        items in hand, room in a hand, leaving a bin) rather than candidate by
        candidate."""
        cards = self.cards
        uses_of, hand_size = cards.items.uses, cards.tables.hand
        zones, places, subdued = state.zones, state.place, state.subdued
        dead, overboard, broken = state.dead, state.overboard, state.broken
        mine = zones.get(HANDS[seat], ())
        uses = [uses_of[c] for c in mine]
        place = places[seat]
        living = others_aboard(state.seats, seat, dead | overboard)
        out: list[Action] = []
        if seat not in state.job and seat not in state.hurt and seat not in state.sick:
            if place in FISHING and "pole" in uses:
                catch = MADE[CatchFish]
                out += [catch(seat, f, h) for f in (False, True) for h in (False, True)]
            if place in ROWING and "oar" in uses:
                other = facts.occupant(state, ROWING[0] if place == ROWING[1] else ROWING[1])
                if other and facts.free(state, other):
                    out += [MADE[Row](seat, False), MADE[Row](seat, True)]
            if "bucket" in uses:
                out += [MADE[RemoveWater](seat, False), MADE[RemoveWater](seat, True)]
            out.append(MADE[Meditate](seat))
        bin_zone = KEEPERS.get(place, "")  # alive: a keeper's (facts.bin_of)
        if not bin_zone or len(mine) <= hand_size:  # free to leave (checks.leaving_problem)
            out += moves_to_empty(seat, frozenset(places.values()))
            swap, swaps = state.swap, SWAPS[seat]
            asked = swap.get(seat)  # whom this castaway has asked already
            for o in living:
                if o in subdued or o == asked:
                    continue
                if swap.get(o) == seat and checks.leaving_problem(self, state, o) is not None:
                    continue
                out.append(swaps[o])
        if living:
            attacks = ATTACKS[seat]
            out += [attacks[o][0] for o in living]
            out += [attacks[o][places[o]] for o in living]
        if dead:
            knife = "knife" in uses
            for body in facts.bodies(state):
                if knife:
                    out.append(MADE[Carve](seat, body))
                out.append(MADE[ThrowBody](seat, body))
        toss = MADE[Toss]
        broken_here = [c for c in zones.get(FLOORS[place], ()) if c in broken] if broken else []
        if broken_here and "tape" in uses:
            out += [MADE[Repair](seat, c) for c in broken_here]
        out += [toss(seat, c) for c in mine]
        out += [toss(seat, c) for c in broken_here]
        if overboard or zones["sea"]:
            rope, saver = "rope" in uses, "life_saver" in uses
            lifeline = 3 if rope and saver else 1
            for swimmer in sorted(overboard):
                if self._retrievable(state, swimmer):
                    out.append(MADE[Retrieve](seat, swimmer))
                if (rope or saver) and state.lifeline.get(swimmer, 0) < lifeline:
                    out.append(MADE[SaveSwimmer](seat, swimmer))
            out += [MADE[Retrieve](seat, c) for c in zones["sea"]]
        if "flare_gun" in uses and "flare" in uses:
            out.append(MADE[Signal](seat))
        if mine and living:
            takers = [  # free, with room in hand (facts.room: a keeper always has)
                o
                for o in living
                if o not in subdued
                and (places[o] in KEEPERS or len(zones.get(HANDS[o], ())) < hand_size)
            ]
            give = MADE[Give]
            out += [give(seat, c, o) for c in mine for o in takers]
        if bin_zone:
            in_bin = zones[bin_zone]
            out += [MADE[TakeFromBin](seat, c) for c in in_bin]
            out += [MADE[Stow](seat, c) for c in mine]
            out += [toss(seat, c) for c in in_bin]
        lying = sum(ON_FLOORS(zones), ())
        if lying and (bin_zone or len(mine) < hand_size):  # room in hand (facts.room)
            binding = set(subdued.values())
            pick_up = MADE[PickUp]
            out += [pick_up(seat, c) for c in lying if c not in broken and c not in binding]
        for c, use in zip(mine, uses, strict=True):
            if use == "first_aid":
                out += [MADE[UseItem](seat, c, o) for o in (seat, *living) if o in state.sick]
            elif use in content.CONSUMED:
                out.append(MADE[UseItem](seat, c, ""))
        if subdued:
            for o in living:
                if o in subdued:
                    if o not in state.fed:
                        out.append(MADE[Feed](seat, o))
                    out.append(MADE[Release](seat, o))
        return out

    @staticmethod
    def _retrievable(state: State, target: str) -> bool:
        """Whether a jump overboard may go for ``target`` (``checks``' Retrieve)."""
        if target in state.seats:
            return target in state.overboard and target not in state.dead
        return target in state.zones["sea"]

    def _candidates(self, state: State, seat: str) -> list[Action]:
        """The actions worth checking for ``seat`` now (check_rules has the last word)."""
        if state.step == SEATING:
            return [TakeSeat(seat, p) for p in facts.empty_places(state)]
        if state.step == MEAL_STEP:
            return [Eat(seat, r) for r in RATION_CARDS]
        if state.fights:
            fight = state.fights[-1]
            if not fight.winner:
                return [FightRoll(seat, True), FightRoll(seat, False)]
            if fight.kill:
                return [Interrupt(seat)]
            return [Settle(seat, o, i) for o, i in fights.outcomes(self.items, state, fight)]
        if seat in state.dead:
            return [Haunt(seat)]
        if seat in state.overboard:
            return [Swim(seat)]
        out: list[Action] = []
        if seat not in state.job:
            out += [CatchFish(seat, f, h) for f in (False, True) for h in (False, True)]
            out += [Row(seat, f) for f in (False, True)]
            out += [RemoveWater(seat, f) for f in (False, True)]
            out.append(Meditate(seat))
        out += [TakeSeat(seat, p) for p in facts.empty_places(state)]
        living = [o for o in facts.alive(state) if o != seat and facts.on_board(state, o)]
        out += [SwapSeats(seat, o) for o in living]
        out += [Attack(seat, o, 0) for o in living]
        out += [Attack(seat, o, state.place[o]) for o in living]
        for body in facts.bodies(state):
            out += [Carve(seat, body), ThrowBody(seat, body)]
        mine = facts.holding(state, seat)
        place = state.place.get(seat, 0)
        on_floor = state.zones.get(facts.floor(place), ())
        out += [Repair(seat, c) for c in on_floor if c in state.broken]
        out += [Toss(seat, c) for c in (*mine, *(c for c in on_floor if c in state.broken))]
        for swimmer in sorted(state.overboard):
            out += [Retrieve(seat, swimmer), SaveSwimmer(seat, swimmer)]
        out += [Retrieve(seat, c) for c in state.zones["sea"]]
        out.append(Signal(seat))
        bin_zone = facts.bin_of(state, seat)
        takers = [o for o in living if o not in state.subdued]
        out += [Give(seat, c, o) for c in mine for o in takers]
        if bin_zone:
            out += [TakeFromBin(seat, c) for c in state.zones[bin_zone]]
            out += [Stow(seat, c) for c in mine]
            out += [Toss(seat, c) for c in state.zones[bin_zone]]
        for p in PLACES:
            out += [PickUp(seat, c) for c in state.zones[facts.floor(p)]]
        for c in mine:
            if self.items.use(c) == "first_aid":
                out += [UseItem(seat, c, o) for o in (seat, *living) if o in state.sick]
            elif self.items.use(c) in content.CONSUMED:
                out.append(UseItem(seat, c, ""))
        for o in living:
            if o in state.subdued:
                out += [Feed(seat, o), Release(seat, o)]
        return out

    # -- carrying actions out --------------------------------------------------------------
    def carry_out(self, w: core_work.Work[State], action: Action) -> None:
        assert isinstance(w, Work)  # made by working_copy: ADRIFT's, with its cards
        state, seat = w.s, action.seat
        # The cases in the order a voyage meets them most (a search plays them by the
        # million): a fight's rolls and its outcome, places, attacks.
        match action:
            case FightRoll(roll=rolls):
                fights.roll(w, seat, rolls)
            case Settle(outcome=outcome, item=item):
                fights.settle(w, outcome, item)
            case TakeSeat(place=place):
                setting_up = state.step == SEATING
                if not setting_up:
                    deeds.acted(w, seat)
                deeds.take_seat(w, seat, place, setting_up)
                if setting_up and all(w.s.place.get(s) for s in w.s.seats):
                    days.begin_day(w)
            case Attack(target=target, place=place):
                deeds.acted(w, seat)
                fights.start(w, seat, target, place)
            case Eat(ration=ration):
                w.set(meal=secret.commit(state.meal, seat, ration))
                w.add(secret.commit_event(seat, ration, kind="chosen", field="ration"))
            case Interrupt():
                deeds.acted(w, seat)
                fights.interrupt(w, seat)
            case CatchFish(focused=focused, health=health):
                deeds.catch_fish(w, seat, focused, health)
            case Row(focused=focused):
                deeds.row(w, seat, focused)
            case RemoveWater(focused=focused):
                deeds.remove_water(w, seat, focused)
            case Meditate():
                deeds.meditate(w, seat)
            case Haunt():
                deeds.haunt(w, seat)
            case _:
                deeds.acted(w, seat)
                self._apply_deed(w, action)
        days.settle(w)

    def _apply_deed(self, w: Work, action: Action) -> None:
        seat = action.seat
        match action:
            case SwapSeats(other=other):
                deeds.swap_seats(w, seat, other)
            case Carve(body=body):
                deeds.carve(w, seat, body)
            case ThrowBody(body=body):
                deeds.throw_body(w, seat, body)
            case Repair(item=item):
                deeds.repair(w, seat, item)
            case Retrieve(target=target):
                deeds.retrieve(w, seat, target)
            case SaveSwimmer(swimmer=swimmer):
                deeds.save_swimmer(w, seat, swimmer)
            case Swim():
                deeds.swim(w, seat)
            case Signal():
                deeds.signal(w, seat)
            case Give(item=item, to=to):
                deeds.give(w, seat, item, to)
            case TakeFromBin(item=item):
                deeds.take_from_bin(w, seat, item)
            case Stow(item=item):
                deeds.stow(w, seat, item)
            case PickUp(item=item):
                deeds.pick_up(w, seat, item)
            case Toss(item=item):
                deeds.toss(w, seat, item)
            case UseItem(item=item, to=to):
                deeds.use_item(w, seat, item, to)
            case Feed(player=player):
                deeds.feed(w, seat, player)
            case Release(player=player):
                deeds.release(w, seat, player)

    def carry_out_pass(self, w: core_work.Work[State], seat: str) -> None:
        """Done for the day; in a kill's window, let it go ahead; a dead player who
        will not haunt rests."""
        assert isinstance(w, Work)  # made by working_copy: ADRIFT's, with its cards
        state = w.s
        if state.fights:
            fights.let_be(w, seat)
        elif seat in state.dead:
            w.set(resting=state.resting | {seat})
            w.event("rests", {"seat": seat})
        else:
            w.set(done=state.done | {seat})
            w.event("done", {"seat": seat})
        days.settle(w)

    # -- the sandbox (see ``sandbox``) ----------------------------------------------------
    def counters(self, state: State) -> dict[str, Counter]:
        return sandbox.counters(self, state)

    def place_name(self, zone: str) -> str:
        return sandbox.place_name(self, zone)

    def with_counter(self, state: State, key: str, value: int) -> State:
        return sandbox.with_counter(self, state, key, value)

    def follow_edit(self, state: State, edit: Edit) -> tuple[State, list[Event]]:
        return sandbox.follow_edit(self, state, edit)

    # -- what each player sees -------------------------------------------------------
    def secrets(self, state: State) -> Secrets:
        """Golden Rules: the tracker behind each screen is its owner's, from the first
        meal on (ruling AD-R29); a hand is its owner's ("Using Items"); a bin is behind
        its keeper's screen once day one begins (set-up step 5, ruling AD-R30); the
        items left ashore nobody sees; the meal's choices stay secret, and once shown
        together, shuffled, never say who ate which ("Eat")."""
        zones: dict[str, tuple[str, ...]] = {"ashore": NOBODY}
        for seat in state.seats:
            zones[facts.hand(seat)] = (seat,)
        for zone in KEEPERS.values():
            keeper = facts.keeper_of(state, zone) if state.step != SEATING else ""
            zones[zone] = (keeper,) if keeper else NOBODY
        return Secrets(
            zones=zones,
            private=("tracker",) if state.day > 1 else (),
            choices=(Choices("meal", anonymous=True),),
        )

    # -- thinking (``core.rollout``, see ``thinking``) ---------------------------------
    # The strong castaway is the keen one (``bot.KeenCastaway``, named in ``INFO``): the
    # normal castaway with three lines drawn otherwise, measured over the same voyages
    # at every count (its docstring and ``bot``'s figures). The searches come short of
    # it: the rollouts (``core.rollout``: each move that matters played to the end on
    # the same deals by normal castaways, the normal castaway's own move kept unless
    # another clearly ends better) tell two moves apart only over some 750 deals a move,
    # where a second buys about 40, and kept the normal castaway's move in 55 of 56
    # decisions (one strong castaway among normal ones, 30 voyages: 0.63 survivors a
    # voyage against 0.57 at two, 0.70 against 0.77 at four); the tree search, judging
    # 8 moves past its tree (``search_horizon``), played worse than the normal castaway
    # (2 castaways, 8 voyages: 0.25 survivors a voyage against 0.50). A hint searches
    # no more: it is the keen castaway's move and reason, at once.
    search_horizon = 8
    search_kind = "rollout"
    strong_offered = True
    # The castaways at the computer in the new-game dialog: they sail with the people,
    # not against them, and are as good as the castaways they bring home.
    levels_about = MappingProxyType(
        {
            "easy": "Plays like the normal castaway, but about 4 moves in 10 are picked at"
            " random, some of them careless: a shaky shipmate, for a first voyage",
            "normal": "Moves straight away, doing what a sensible castaway would: a steady"
            " shipmate",
            "strong": "Moves straight away: the normal castaway with a few sharper habits (it"
            " lightens the boat sooner, eats before hunger gets worse, and alone bails"
            " before it fishes); tested over many voyages to bring more castaways home",
        }
    )

    def determinize(self, view: State, seat: str, rng: random.Random) -> State:
        """The hands, bins and items ashore the seat cannot see into, the trackers
        behind the others' screens and their ration cards chosen tonight, dealt as
        they could be (see ``thinking``); the dice to come drawn afresh."""
        return thinking.determinize(self, view, seat, rng)

    def evaluate(self, state: State) -> dict[str, float]:
        """Each castaway's chance to live until the rescue (see ``thinking``)."""
        return thinking.evaluate(self, state)

    # How to Win and How to Lose: every castaway who survives until rescued wins.
    wins_together = True

    def rewards(self, state: State, result: Result) -> dict[str, float]:
        """Every survivor wins whole (see ``thinking``)."""
        return thinking.rewards(state, result)

    def search_moves(
        self, state: State, seat: str, legal: list[Action], searcher: str
    ) -> list[Action]:
        """The searcher's moves that matter in a day, the normal castaway's first; the
        others' as the normal castaway would move (see ``thinking``)."""
        return thinking.search_moves(self, state, seat, legal, searcher)

    def playout_move(
        self, state: State, seat: str, legal: list[Action], rng: random.Random
    ) -> Action:
        """Past its tree a search moves each castaway as the normal one would (see
        ``thinking``)."""
        return thinking.playout_move(self, state, seat, legal)

    # -- the end --------------------------------------------------------------------------
    def is_terminal(self, state: State) -> bool:
        return state.step == OVER

    def result(self, state: State) -> Result | None:
        if state.step != OVER:
            return None
        return Result(state.winners, state.reason)

    def headline(self, result: Result, winners: str) -> str:
        if not result.winners:
            return "Nobody made it home"
        return f"{winners} survived!"

    def stats(self, state: State, names: Names | None = None) -> dict[str, float]:
        """The days at sea, how many are alive (at the end: the survivors, who win), the
        boat's water and its rations."""
        alive = len(state.winners) if state.step == OVER else len(facts.alive(state))
        return {
            "Days at sea": float(state.day),
            "Survivors" if state.step == OVER else "Alive": float(alive),
            "Water level": float(state.water),
            "Rations": float(state.rations),
        }

    def turn_label(self, state: State) -> str:
        if state.step == OVER:
            return "Voyage over"
        if state.step == SEATING:
            return "Choosing places"
        part = "the meal" if state.step == MEAL_STEP else "jobs and actions"
        return f"Day {state.day} · {part} · water {state.water}/8"

    def describe(self, event: dict[str, Any], names: Names | None = None) -> str:
        from petridish.games.adrift.log import describe

        return describe(self, event, names)

    def validate_state(self, state: State) -> str | None:
        from petridish.games.adrift.positions import problem

        return problem(self, state)


GAME = Adrift()
