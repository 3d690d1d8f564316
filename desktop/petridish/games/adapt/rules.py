"""A.D.A.P.T. rules model (rulebook: ``adapt.txt``).

A pure state machine over ``state.State``: set-up, whose move it is, what is legal and
what each seat may see. Carrying actions out is in ``turns``, ``adapting``, ``attack``,
``specials`` and ``stream``, on the game's working copy (``work``); sandbox edits
(``sandbox``) and position checks (``positions``) are functions of the game.
``docs/RULINGS.md`` (ids ``ADAPT-…``) covers what the rulebook leaves open.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from petridish.core import work
from petridish.core.actions import Action, Edit
from petridish.core.card_set import HoldsCards
from petridish.core.events import Event
from petridish.core.evolve import evolve
from petridish.core.game import MUST, Game, IllegalAction, Names, Result, SeatSpec, searching
from petridish.core.material import NOBODY, Counter, Secrets, unseen
from petridish.core.rng import Forced, fresh
from petridish.core.work import Dealer
from petridish.games.adapt import INFO, positions, sandbox, thinking, turns
from petridish.games.adapt import cards as carddata
from petridish.games.adapt import stream as gene_stream
from petridish.games.adapt.adapting import adapt, adapt_problem, buy, buy_problem, gain_xp
from petridish.games.adapt.attack import attack
from petridish.games.adapt.board import Board
from petridish.games.adapt.moves import (
    actions,
    attack_problem,
    gene_moves,
    obliged,
    turn_moves,
    wipe_problem,
)
from petridish.games.adapt.options import OPTIONS, packs_for
from petridish.games.adapt.rulings import RULEBOOK, RULINGS
from petridish.games.adapt.specials import special_problem, use
from petridish.games.adapt.state import (
    ACTION_TYPES,
    BAITED,
    BODY,
    CHOOSE,
    DECK,
    DECK_SHUFFLE,
    DISCARD,
    DRAW_POINTS,
    EVENT_KINDS,
    GUPPIES,
    GUPPY,
    LOCATIONS,
    MAX_STREAM,
    OVER,
    PGP,
    PGP_ZONES,
    SEAT_IDS,
    TURN,
    Adapt,
    Attack,
    Buy,
    ChooseGuppy,
    EndTurn,
    Fish,
    PickCard,
    RandomSelection,
    Rest,
    Special,
    State,
    Wipe,
    seat_zone,
    slot_zone,
    stream_size,
)
from petridish.games.adapt.work import Work

WIPE_XP = 3
WIPE_XP_MANY = 4  # with 3 or more players


def wipe_xp(players: int) -> int:
    return WIPE_XP_MANY if players >= 3 else WIPE_XP


class AdaptGame(HoldsCards[carddata.CardSet], Game[State]):
    # The words the picker shows too, declared once in the game's folder.
    id, name, players, pitch = INFO.id, INFO.name, INFO.players, INFO.pitch
    min_players, max_players = 2, 5
    draw_points = DRAW_POINTS
    event_kinds = EVENT_KINDS
    # Okabe-Ito colours: told apart with every common kind of colour blindness.
    seats = (
        SeatSpec(SEAT_IDS[0], "Coral", "#D55E00"),
        SeatSpec(SEAT_IDS[1], "Finn", "#0072B2"),
        SeatSpec(SEAT_IDS[2], "Marina", "#009E73"),
        SeatSpec(SEAT_IDS[3], "Pearl", "#CC79A7"),
        SeatSpec(SEAT_IDS[4], "Kelp", "#E69F00"),
    )
    state_type = State
    action_types = ACTION_TYPES
    rulings = RULINGS
    rulebook = RULEBOOK
    options = OPTIONS
    announced = frozenset(("order", "auto_adapt", "defeated", "over"))
    search_goes_on = True  # its Work forgets what was an action's own (``Work.again``)

    # -- data ---------------------------------------------------------------------------
    def _load_cards(self) -> carddata.CardSet:
        return carddata.load_cards()

    def board(self, state: State) -> Board:
        """``state`` read as a Board: a search's working copy, if a search plays on it
        (it keeps what it has found out from move to move: see ``work.Work``)."""
        w = searching(state)
        return w if isinstance(w, Work) else Board(self.cards, state)

    def zones_for(self, seats: Sequence[str]) -> tuple[str, ...]:
        """The places of a game of ``seats``."""
        per_seat = tuple(seat_zone(s, place) for s in seats for place in (BODY, *LOCATIONS, PGP))
        slots = tuple(slot_zone(n) for n in range(1, stream_size(len(seats)) + 1))
        return (*per_seat, *slots, DECK, DISCARD, GUPPIES)

    def zone_names(self) -> tuple[str, ...]:
        per_seat = tuple(seat_zone(s, place) for s in SEAT_IDS for place in (BODY, *LOCATIONS, PGP))
        slots = tuple(slot_zone(n) for n in range(1, MAX_STREAM + 1))
        return (*per_seat, *slots, DECK, DISCARD, GUPPIES)

    # -- set up ---------------------------------------------------------------------------
    def new_state(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Forced = (),
        seats: Sequence[str] | None = None,
        *,
        stream: int | None = None,
    ) -> State:
        """Setup: the Guppies set aside to choose from, the deck shuffled (draw point
        "deck"), the Gene Stream dealt from its highest slot; each fish's Experience at 1."""
        ids = tuple(seats) if seats is not None else self.seat_ids()
        known = [spec.id for spec in self.seats]
        if any(s not in known for s in ids) or len(set(ids)) != len(ids):
            raise IllegalAction(f"A.D.A.P.T. seats are {', '.join(known)}")
        if not self.min_players <= len(ids) <= self.max_players:
            raise IllegalAction(self.players_problem(len(ids)))
        ids = tuple(s for s in known if s in ids)  # clockwise, in seat order
        opts = self.resolve_options(options)
        packs = packs_for(opts, len(ids))
        dealer = Dealer(seed, forced, stream)
        zones: dict[str, tuple[str, ...]] = {z: () for z in self.zones_for(ids)}
        zones[GUPPIES] = tuple(f"{g.id}#1" for g in self.cards.guppies(packs) if g.count)
        zones[DECK] = dealer.shuffle(DECK_SHUFFLE, self.cards.deck(packs))
        state = State(
            rng=dealer.state,
            options=opts,
            seats=ids,
            zones=zones,
            fish={s: Fish() for s in ids},
            step=GUPPY,
            current=ids[0],
        )
        w = self.working_copy(state)
        gene_stream.refill(w)
        return w.outcome()[0]

    def guppy_choices(self, state: State) -> list[str]:
        """Guppy designs ``state.current`` may choose: one not taken yet, or any once
        every design is taken (ruling ADAPT-R16)."""
        packs = packs_for(state.options, len(state.seats))
        designs = [g.id for g in self.cards.guppies(packs) if g.count]
        taken = {
            self.cards.design(state.zones[seat_zone(s, BODY)][0]).id
            for s in state.seats
            if state.zones[seat_zone(s, BODY)]
        }
        free = [g for g in designs if g not in taken]
        return free or designs

    # -- whose move -------------------------------------------------------------------------
    def activity(self, state: State) -> dict[str, str]:
        if state.step == OVER or not state.current:
            return {}
        return {state.current: MUST}

    def to_move(self, state: State) -> tuple[str, ...]:
        """The one seat that may act (``activity``'s), read straight from the position:
        a search asks before every move."""
        if state.step == OVER or not state.current:
            return ()
        return (state.current,)

    def legal_actions(self, state: State, seat: str) -> list[Action]:
        if state.step == OVER or seat != state.current:
            return []
        if state.step == GUPPY:
            return [ChooseGuppy(seat, g) for g in self.guppy_choices(state)]
        b = self.board(state)
        if state.step == CHOOSE:
            return [PickCard(seat, c) for _, c in b.stream()]
        if state.step == BAITED:
            return [*gene_moves(b, seat)[0], EndTurn(seat)]
        return turn_moves(b, seat)

    # -- checking -------------------------------------------------------------------------------
    def check_rules(self, state: State, action: Action) -> str | None:
        seat = action.seat
        if seat not in state.seats:
            return f"there is no fish {seat!r} at this table"
        if seat != state.current:
            return f"it is {self.seat_name(state.current)}'s move"
        if type(action) not in ACTION_TYPES:
            return f"A.D.A.P.T. has no action {action.kind}"
        step = state.step
        if step == GUPPY:
            if not isinstance(action, ChooseGuppy):
                return "choose your Guppy first"
            if action.guppy not in self.guppy_choices(state):
                return f"{action.guppy!r} is not a Guppy you may choose"
            return None
        if isinstance(action, ChooseGuppy):
            return "the Guppies are chosen already"
        b = self.board(state)
        if step == CHOOSE:
            if not isinstance(action, PickCard):
                return "choose a card from the Gene Stream first"
            if not b.slot_of(action.card):
                return "that card is not in the Gene Stream"
            return None
        if isinstance(action, PickCard):
            return "there is no Random Selection to choose a card for"
        if step == BAITED:
            if not isinstance(action, Adapt | Buy | EndTurn):
                return "after Bait you may still Buy or Adapt, or end your turn"
            return self._check_turn(b, action)
        if isinstance(action, EndTurn):
            return "take an action first (only after Bait may you end the turn without one)"
        baiter = obliged(b, seat)
        if baiter and not (isinstance(action, Attack) and action.target == baiter):
            return f"{self.seat_name(baiter)}'s Bait: you must attack that fish this turn"
        return self._check_turn(b, action)

    def _check_turn(self, b: Board, action: Action) -> str | None:
        seat = action.seat
        match action:
            case Adapt(card=cid):
                if cid not in b.pgp(seat):
                    return "that card is not in your Gene Pool"
                return adapt_problem(b, seat, b.card(cid))
            case Buy(card=cid, keep=keeping):
                return buy_problem(b, seat, cid, keeping)
            case Attack(target=target):
                return attack_problem(b, seat, target)
            case Special(ability=ability, target=target):
                return special_problem(b, seat, ability, target)
            case Wipe():
                return wipe_problem(b, seat)
            case EndTurn():
                return None
            case RandomSelection() | Rest():
                if actions(b, seat):
                    return "you can still act: Random Selection and Rest are for when you can't"
                return None
        return f"A.D.A.P.T. has no action {action.kind}"

    # -- carrying out -------------------------------------------------------------------------------
    def working_copy(self, state: State, *, search: bool = False) -> Work:
        """A.D.A.P.T.'s working copy: the cards at hand, and the position read as a Board."""
        return Work(self.cards, state, search=search)

    def clone(self, state: State) -> State:
        """A search's own copy of ``state`` (see ``Game.clone``), each fish's record
        copied too: a search's moves change a fish's counters in place (``Work.change``)."""
        own = super().clone(state)
        fish = own.fish  # the clone's own table
        for seat, record in fish.items():
            fish[seat] = evolve(record)
        return own

    def carry_out(self, w: work.Work[State], action: Action) -> None:
        assert isinstance(w, Work)  # this game's working copy (``working_copy``)
        seat = action.seat
        # The moves a game is mostly made of first: each case is one more type test.
        match action:
            case Buy(card=cid, keep=keeping):
                buy(w, seat, cid, keeping)
                turns.end_turn(w)
            case Attack(target=target):
                attack(w, seat, target)
                turns.end_turn(w)
            case Adapt(card=cid):
                adapt(w, seat, cid, "pgp", PGP_ZONES[seat])
                turns.end_turn(w)
            case Special(ability=ability, target=target):
                use(w, seat, ability, target)
                if ability == "bait":
                    w.set(step=BAITED)
                else:
                    turns.end_turn(w)
            case Wipe():
                cards = gene_stream.wipe(w)
                w.emit("wipe", seat=seat, cards=cards)
                gain_xp(w, seat, wipe_xp(w.players), "wipe")
                turns.end_turn(w)
            case ChooseGuppy(guppy=design):
                self._take_guppy(w, seat, design)
            case PickCard(card=cid):
                turns.picked(w, seat, cid)
            case RandomSelection():
                roll = turns.percentile(w, seat)
                if turns.select(w, seat, roll, opening=False):
                    turns.end_turn(w)
            case Rest():
                w.emit("rest", seat=seat)
                turns.end_turn(w)
            case EndTurn():
                turns.end_turn(w)
            case _:  # pragma: no cover - check_rules refuses everything else
                raise AssertionError(action)

    def _take_guppy(self, w: Work, seat: str, design: str) -> None:
        """Set-up: the Guppy goes face up as the fish's Body (another copy of a design
        already taken, once every design is)."""
        spare = [c for c in w.s.zones[GUPPIES] if c.partition("#")[0] == design]
        if spare:
            cid = spare[0]
        else:
            n = 1
            while any(f"{design}#{n}" in cards for cards in w.s.zones.values()):
                n += 1
            cid = f"{design}#{n}"
            w.put(GUPPIES, cid)
        w.move(cid, seat_zone(seat, BODY), source=GUPPIES)
        w.forget_fish(seat)
        w.emit("guppy", seat=seat, card=cid)
        waiting = [s for s in w.seats if not w.s.zones[seat_zone(s, BODY)]]
        if waiting:
            w.set(current=waiting[0])
        else:
            turns.begin_opening(w)

    # -- the sandbox and loaded positions (``sandbox``, ``positions``) ------------------------------
    def counters(self, state: State) -> dict[str, Counter]:
        return sandbox.counters(self, state)

    def with_counter(self, state: State, key: str, value: int) -> State:
        return sandbox.with_counter(self, state, key, value)

    def edit_refusal(self, state: State, edit: Edit, source: str) -> str | None:
        return sandbox.edit_refusal(self, state, edit, source)

    def turned_over(self, state: State, card: str) -> State | str:
        return sandbox.turned_over()

    def follow_edit(self, state: State, edit: Edit) -> tuple[State, list[Event]]:
        return sandbox.follow_edit(self, state, edit)

    def place_name(self, zone: str) -> str:
        return sandbox.place_name(self, zone)

    def validate_state(self, state: State) -> str | None:
        return positions.state_problem(self, state)

    # -- the end --------------------------------------------------------------------------------------
    def is_terminal(self, state: State) -> bool:
        return state.step == OVER

    def result(self, state: State) -> Result | None:
        """Winning & Losing: the last fish alive wins."""
        if state.step != OVER:
            return None
        return Result(state.winners, state.reason)

    def headline(self, result: Result, winners: str) -> str:
        if result.reason == "together":
            return f"{winners} go down together and share the Sea!"
        if result.reason == "limit":
            return f"Time is up: {winners} kept the most Health!"
        return f"{winners} is the Master Fish of the Sea!"

    def ending(self, result: Result) -> str:
        """Winning & Losing, in words: the last fish alive, fish defeated together as the
        last (ruling ADAPT-R13), or the most Health when the rounds ran out."""
        return {
            "last": "the last fish alive in the Sea",
            "together": "the last fish went down together",
            "limit": "the most Health when the last round ended",
        }.get(result.reason, result.reason)

    # -- seeing ---------------------------------------------------------------------------------------
    def about(self, state: State, action: Action) -> tuple[str, ...]:
        """The cards a move is about: the card bought, taken or adapted; the Guppies of
        the design chosen; both fish's Bodies in an attack; the card that grants a
        Special Action (and the Body of the fish it is used on)."""
        match action:
            case Buy(card=card) | PickCard(card=card) | Adapt(card=card):
                return (card,)
            case ChooseGuppy(guppy=guppy):
                guppies = state.zones[GUPPIES]
                return tuple(c for c in guppies if self.cards.design(c).id == guppy)
            case Attack(seat=seat, target=target):
                return (*self._body(state, seat), *self._body(state, target))
            case Special(seat=seat, ability=ability, target=target):
                grants = self.board(state).totals(seat).specials.get(ability)
                on_fish = (state.zones[seat_zone(seat, p)][-1:] for p in (BODY, *LOCATIONS))
                mine = tuple(
                    c
                    for top in on_fish
                    for c in top
                    if grants is not None and self.cards.design(c).id == grants.id
                )
                return (*mine, *(self._body(state, target) if target else ()))
        return ()

    def _body(self, state: State, seat: str) -> tuple[str, ...]:
        """The Body a fish uses (its top Body card)."""
        return state.zones[seat_zone(seat, BODY)][-1:]

    # -- thinking (``core.search``) -------------------------------------------------------------
    # A random move is a poor one in A.D.A.P.T.: a search that played on at random judged
    # its moves by luck. It plays one random move past its tree (the fewest the search
    # plays), then a round or two as the normal player would, and judges the fish then
    # (``thinking.judge``).
    search_horizon = 1

    def determinize(self, view: State, seat: str, rng: random.Random) -> State:
        """Only the deck is hidden, and its cards are known: every Body and Part of the
        game's packs not face up on the table. They are shuffled into it, and the dice
        to come drawn afresh."""
        packs = packs_for(view.options, len(view.seats))
        deck = unseen(self.cards.deck(packs), view.zones)
        rng.shuffle(deck)
        hidden = len(view.zones[DECK])  # (a sandbox may have left the count uneven)
        dealt = evolve(view, rng=fresh(rng), zones={**view.zones, DECK: tuple(deck[:hidden])})
        return self.clone(dealt)

    def evaluate(self, state: State) -> dict[str, float]:
        """Each fish's chance to win: a round or two played on by the normal player's
        best moves, then what each fish has (``thinking.judge``)."""
        return thinking.judge(self, state)

    def search_moves(
        self, state: State, seat: str, legal: list[Action], searcher: str
    ) -> list[Action]:
        """Every move of the searching fish; another fish's as the normal player would
        move (``thinking.search_moves``)."""
        return thinking.search_moves(self, state, seat, legal, searcher)

    def secrets(self, state: State) -> Secrets:
        """Everything lies face up but the deck: its cards and their order (and the
        dice to come, in the RNG no view shows)."""
        return DECK_SECRET

    def stats(self, state: State, names: Names | None = None) -> dict[str, float]:
        """Each fish's Health left (Health less Damage, 0 once defeated): one line per
        fish, the race the game is."""
        b = self.board(state)
        out: dict[str, float] = {}
        for seat in state.seats:
            alive = state.zones[seat_zone(seat, BODY)] and not state.fish[seat].defeated
            out[f"{self.seat_name(seat, names)} Health left"] = max(0, b.left(seat)) if alive else 0
        return out

    def turn_label(self, state: State) -> str:
        if state.step == GUPPY:
            return "Set-up · choosing Guppies"
        if state.round == 0:
            return "Set-up · Random Selection"
        if state.step == OVER:
            return f"Round {state.round} · game over"
        return f"Round {state.round}"  # whose turn it is, the prompt says by name

    def describe(self, event: dict[str, Any], names: Names | None = None) -> str:
        """The log's line, naming each fish by its player's name if given."""
        from petridish.games.adapt.log import describe

        return describe(self, event, names)


DECK_SECRET = Secrets(zones={DECK: NOBODY})
GAME = AdaptGame()

__all__ = ["GAME", "TURN", "AdaptGame"]
