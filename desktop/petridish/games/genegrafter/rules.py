"""Genegrafter rules model (rulebook: ``genegrafter.txt``).

A pure state machine over ``state.State``. Each public function names the rulebook
section it implements; ``docs/RULINGS.md`` (ids ``GG-…``) covers what the rulebook leaves
open. This module holds set-up, whose move it is, what is legal and what each player may
see; the turn (``turns``), the battle (``battle``) and the Infinity Die (``infinity``)
carry actions out in their own modules.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from petridish.core import work
from petridish.core.actions import Action, Edit
from petridish.core.card_set import HoldsCards
from petridish.core.events import Event
from petridish.core.game import (
    MUST,
    Game,
    IllegalAction,
    Names,
    Option,
    Result,
    SeatSpec,
    SetUp,
)
from petridish.core.material import NOBODY, Counter, Secrets
from petridish.core.rng import Forced
from petridish.core.stage import any_order
from petridish.core.work import Dealer
from petridish.games.genegrafter import INFO, battle, infinity, positions, sandbox, thinking, turns
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.battle import LAYING_OPTION, ONE_A_TURN, SEVERAL_A_TURN
from petridish.games.genegrafter.infinity import (
    ANY_CHARACTER,
    DNA_MARKER_OPTION,
    INFINITY_WHEN,
    LATER_OPTIONS,
    OWN_CHARACTERS,
)
from petridish.games.genegrafter.rulings import RULEBOOK, RULINGS
from petridish.games.genegrafter.state import (
    ACTION_TYPES,
    BATTLE,
    DEFEND,
    DISCARD,
    DRAW_POINTS,
    EVENT_KINDS,
    GIVE_UP,
    GRAFT,
    INFINITY_STEP,
    LAY,
    MUSTER,
    OVER,
    PLAY,
    PLAY_LIMIT,
    REROLL,
    SEAT_IDS,
    SHUFFLE,
    STACKS,
    START_HEALTH,
    START_TOKENS,
    DeclareBattle,
    Defend,
    Discard,
    EndGrafting,
    EndPlay,
    EndTurn,
    EquipGear,
    Fight,
    Finish,
    Graft,
    HandOver,
    InfinityChoice,
    KeepDice,
    LayAbility,
    LuckyShot,
    PlayCharacter,
    Reroll,
    RollAgain,
    RollInfinity,
    SendAttacker,
    SpendToken,
    StartBattle,
    State,
)
from petridish.games.genegrafter.work import Marks, Work

A = TypeVar("A", bound=Action)
DEAL = 5  # Getting Started, step 5
STACK_COUNT = 3  # step 6


class Genegrafter(
    HoldsCards[carddata.CardSet],
    Game[State],
):
    # The words the picker shows too, declared once in the game's folder.
    id, name, players, pitch = INFO.id, INFO.name, INFO.players, INFO.pitch
    min_players, max_players = 2, 4
    draw_points = DRAW_POINTS
    event_kinds = EVENT_KINDS
    seats = (
        SeatSpec(SEAT_IDS[0], "Jon", "#D55E00"),
        SeatSpec(SEAT_IDS[1], "Sue", "#0072B2"),
        SeatSpec(SEAT_IDS[2], "Mike", "#009E73"),
        SeatSpec(SEAT_IDS[3], "Ada", "#CC79A7"),
    )
    state_type = State
    action_types = ACTION_TYPES
    rulings = RULINGS
    rulebook = RULEBOOK
    options = (
        Option(
            "events",
            "Event cards (difficulty)",
            2,
            (1, 2, 3, 4, 5, 6),
            ruling="GG-R01",
            help="How many random elements enter the game (Pregame Setup).",
            # Pregame Setup: 1-2 an easy game, 3-4 moderate difficulty, 5+ very hard.
            names=(
                "1 — easy",
                "2 — easy",
                "3 — moderate",
                "4 — moderate",
                "5 — very hard",
                "6 — very hard",
            ),
        ),
        Option(
            "flip_order",
            "Ability Cards flip",
            "last laid first",
            ("last laid first", "first laid first"),
            ruling="GG-R04",
            help="The example of play flips the last card laid first; the battle steps say the first.",
        ),
        Option(
            LAYING_OPTION,
            "In a battle, each turn to lay",
            SEVERAL_A_TURN,
            (SEVERAL_A_TURN, ONE_A_TURN),
            ruling="GG-R23",
            help="Several: lay what you will, then hand over (fewer passes of the computer); "
            "one: each card or token hands the turn over, as in the example of play.",
        ),
        Option(
            "dice_cap",
            "Dice a side may roll",
            "six",
            ("six", "no limit"),
            ruling="GG-R05",
            help="The game has six dice of each colour.",
        ),
        Option(
            DNA_MARKER_OPTION,
            "The Infinity Die's DNA Marker grafts onto",
            ANY_CHARACTER,
            (ANY_CHARACTER, OWN_CHARACTERS),
            ruling="GG-R15",
            help='"Onto any character in play", as the Infinity Symbol\'s same words; '
            "or only the roller's own, as in a Genegrafting Round.",
        ),
    )

    # -- data -----------------------------------------------------------------------
    def _load_cards(self) -> carddata.CardSet:
        return carddata.load()

    def zone_names(self, seats: Sequence[str] = SEAT_IDS) -> tuple[str, ...]:
        per_seat = (f"{s}.{z}" for s in seats for z in ("hand", "play", "pool"))
        return (
            "deck",
            "discard",
            "strands",
            "events.aside",
            "events.played",
            *per_seat,
            *(f"battle.{s}" for s in seats),
        )

    # -- set up -----------------------------------------------------------------------
    def new_state(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Forced = (),
        seats: Sequence[str] | None = None,
        *,
        stream: int | None = None,
    ) -> State:
        """Getting Started, steps 1 to 7 (see ``set_up``); the first turn's draw
        follows at once."""
        return self.set_up(seed, options, forced, seats, stream=stream).state

    def set_up(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Forced = (),
        seats: Sequence[str] | None = None,
        *,
        stream: int | None = None,
    ) -> SetUp[State]:
        """Getting Started, steps 1 to 7: Health 6, three Attack and three Defense
        tokens each; Events and DNA Strands out; five cards each; the rest in three
        stacks with a Strand and a share of the Events each; the first player by a roll
        (rulings GG-R01 to GG-R03). Then the first turn begins by itself, its draw with
        it: the roll and the draw, Events and DNA Strands as they turn up, are what
        happened before the first move, for the log."""
        dealt = self._deal(seed, options, forced, seats, stream)
        w = self.working_copy(dealt)
        turns.first_player(w)
        first, rolled = w.outcome()
        w = self.working_copy(first)
        marks: Marks = []  # each card turned up is a moment (see ``Work.mark``)
        w.marks = marks
        turns.begin_turn(w, first.current)
        state, events = w.outcome()
        # A moment a card turned up; a Genegrafting Round that passes by itself is its
        # DNA Strand's (marks that add no event add no moment).
        moments, done = [(first, tuple(rolled))], 0
        for after, upto in (*marks, (state, len(events))):
            if upto > done:
                moments.append((after, tuple(events[done:upto])))
                done = upto
        moments[-1] = (state, moments[-1][1])  # the first move is made in this very one
        return SetUp(dealt, tuple(moments))

    def _deal(
        self,
        seed: int,
        options: dict[str, Any] | None,
        forced: Forced,
        seats: Sequence[str] | None,
        stream: int | None,
    ) -> State:
        """Getting Started, steps 1 to 6."""
        seat_ids = tuple(seats) if seats is not None else self.seat_ids()
        self._check_seats(seat_ids)
        opts = self.resolve_options(options)
        dealer = Dealer(seed, forced, stream)
        cs = self.cards
        copies = cs.copies()
        events = [c for c in copies if cs.kind_of(c) == "event"]
        strands = [c for c in copies if cs.kind_of(c) == "dna"]
        rest = [c for c in copies if cs.kind_of(c) not in ("event", "dna")]
        deck = list(dealer.shuffle(SHUFFLE, rest))
        zones: dict[str, tuple[str, ...]] = {z: () for z in self.zone_names(seat_ids)}
        for seat in seat_ids:
            zones[f"{seat}.hand"], deck = tuple(deck[:DEAL]), deck[DEAL:]
        chosen = list(dealer.shuffle(STACKS, events))[: opts["events"]]
        zones["events.aside"] = tuple(e for e in events if e not in chosen)
        stacks = _cut(deck, STACK_COUNT)
        for i, strand in enumerate(strands[:STACK_COUNT]):
            stacks[i].append(strand)
        for i, event in enumerate(chosen):
            stacks[i % STACK_COUNT].append(event)
        zones["deck"] = tuple(c for stack in stacks for c in dealer.shuffle(STACKS, stack))
        state = State(
            rng=dealer.state,
            # An option added after games were saved is kept only when chosen: a save
            # from before it (its snapshot without it) reads the same, its default.
            options={k: v for k, v in opts.items() if LATER_OPTIONS.get(k) != v},
            seats=seat_ids,
            zones=zones,
            health={s: START_HEALTH for s in seat_ids},
            attack_tokens={s: START_TOKENS for s in seat_ids},
            defense_tokens={s: START_TOKENS for s in seat_ids},
        )
        return state

    def _check_seats(self, seats: tuple[str, ...]) -> None:
        if not self.min_players <= len(seats) <= self.max_players:
            raise IllegalAction(self.players_problem(len(seats)))
        unknown = [s for s in seats if s not in SEAT_IDS]
        if unknown or len(set(seats)) != len(seats):
            raise IllegalAction(
                f"Genegrafter's seats are {', '.join(SEAT_IDS)}, each once; not {', '.join(seats)}"
            )

    # -- carrying out ------------------------------------------------------------------
    def working_copy(self, state: State, *, search: bool = False) -> Work:
        """The core's working copy, with the game's cards at hand."""
        return Work(state, self.cards, search=search)

    def carry_out(self, w: work.Work[State], action: Action) -> None:
        """The turn's actions (``turns``), the battle's (``battle``), the Infinity
        Die's (``infinity``), on the game's own working copy (``working_copy``)."""
        assert isinstance(w, Work)
        CARRIED_OUT_BY[type(action)](w, action)

    # -- positions and the sandbox ------------------------------------------------------
    def validate_state(self, state: State) -> str | None:
        """None if the rules can go on from ``state``, else what is wrong, in a sentence
        (see ``positions``)."""
        return positions.problem(self, state)

    def counters(self, state: State) -> dict[str, Counter]:
        return sandbox.counters(state, {seat: self.seat_name(seat) for seat in state.seats})

    def with_counter(self, state: State, key: str, value: int) -> State:
        seat, _, what = key.partition(".")
        w = self.working_copy(state)
        w.own(what)[seat] = value
        return w.outcome()[0]

    def place_name(self, zone: str) -> str:
        """A place as the table and the log name it ("Sue's hand", "the deck"): the
        sandbox's reasons name places so, not by their ids."""
        from petridish.games.genegrafter.log import place

        return place(zone, self.seat_name)

    def follow_edit(self, state: State, edit: Edit) -> tuple[State, list[Event]]:
        """What the rules do by themselves after a sandbox edit (see ``sandbox``)."""
        w = self.working_copy(state)
        sandbox.settle_play(w)
        sandbox.settle_battle(w)
        settled, events = w.outcome()
        return settled, list(events)

    # -- whose move -------------------------------------------------------------------
    def activity(self, state: State) -> dict[str, str]:
        """Turn Phases: the current player acts, but for a Genegrafting Round (every
        player in any order) and the battle's turns of the defender."""
        step = state.step
        if step == GRAFT:
            return any_order(facts.alive(state), state.done, lambda s: True)
        if step in (PLAY, BATTLE, MUSTER, INFINITY_STEP, DISCARD):
            return {state.current: MUST}
        if step == GIVE_UP:
            return {state.giving_up[0]: MUST}
        if step == DEFEND and state.battle is not None:
            return {state.battle.opponent: MUST}
        if step == LAY and state.battle and state.battle.fight:
            return {state.battle.fight.to_lay: MUST}
        if step == REROLL and state.battle and state.battle.fight:
            return {state.battle.fight.rolling: MUST}
        return {}

    def to_move(self, state: State) -> tuple[str, ...]:
        """Every seat that may act now (as ``Game.to_move``, asked at every step of a
        search): in a Genegrafting Round every player not yet done, in seat order; else
        the one seat whose move it is, or nobody."""
        if state.step == GRAFT:
            return tuple([s for s in facts.alive(state) if s not in state.done])
        return tuple(self.activity(state))

    def move_made_for(self, state: State, seat: str) -> Action | None:
        """Genegrafting Rounds: a player is allowed to graft a Character from their hand
        or Gene Pool; with none in either (the hand is theirs to see alone, so the rules
        do not end their part of the round at once: ``turns.can_graft``), there is
        nothing to choose and nothing the others graft can change it: "Done grafting"
        is made for them."""
        if state.step != GRAFT:
            return None
        legal = self.legal_actions(state, seat)
        return legal[0] if len(legal) == 1 and isinstance(legal[0], EndGrafting) else None

    # -- what is legal ----------------------------------------------------------------
    def legal_actions(self, state: State, seat: str) -> list[Action]:
        """Every move ``seat`` may make, found for the position as it stands (a search
        asks for them at every step): the same moves, in the same order, as the
        candidates that ``check_rules`` lets through, which a test holds it to."""
        active = self.activity(state)
        if seat not in active:
            return []
        cs = self.cards
        kind_of = cs.kind_of
        step, zones = state.step, state.zones
        mine = zones[f"{seat}.hand"]
        out: list[Action] = []
        if step == GRAFT:
            hosts = facts.in_play(state, seat)
            grafts = [c for c in (*mine, *zones[f"{seat}.pool"]) if kind_of(c) == "character"]
            out += [made(Graft, seat, card, h) for card in grafts for h in hosts]
            out.append(made(EndGrafting, seat))
        elif step == PLAY:
            able = [c for c in mine if kind_of(c) == "character"]
            if state.played < PLAY_LIMIT:
                out += [made(PlayCharacter, seat, c) for c in able]
            # Gear Cards: one piece a turn on a Character, on a body slot it has free.
            gear = [g for g in mine if kind_of(g) == "gear"]
            if gear:
                worn = facts.gear_slots_taken(cs, state, seat)
                for g in gear:
                    slot = cs.gear_card(g).slot
                    out += [
                        made(EquipGear, seat, g, h)
                        for h, taken in worn.items()
                        if slot not in taken
                    ]
            if state.played or not able:
                out.append(made(EndPlay, seat))
        elif step == BATTLE:
            ready = [c for c in facts.in_play(state, seat) if self.can_attack(state, c)]
            others = [o for o in facts.alive(state) if o != seat]
            out += [made(DeclareBattle, seat, o, a) for o in others for a in ready]
            out.append(made(EndTurn, seat))
        elif step == MUSTER:
            assert state.battle is not None
            waiting = state.battle.waiting
            out += [
                made(SendAttacker, seat, c)
                for c in facts.in_play(state, seat)
                if c not in waiting and self.can_attack(state, c)
            ]
            out.append(made(StartBattle, seat))
        elif step == DEFEND:
            out += [made(Defend, seat, c) for c in facts.in_play(state, seat)]
        elif step == LAY:
            assert state.battle is not None and state.battle.fight is not None
            # Ruling GG-R23: several a turn, and the turn handed over; or one a turn.
            keep = battle.several_a_turn(state)
            out += [made(LayAbility, seat, c, keep) for c in mine if kind_of(c) == "ability"]
            if battle.tokens_left(state, seat) > 0:
                out.append(made(SpendToken, seat, keep))
            other = state.battle.opponent if seat == state.current else state.current
            if state.laying > 0 and other not in state.battle.fight.finished:
                out.append(made(HandOver, seat))
            out.append(made(Finish, seat))
        elif step == REROLL:
            assert state.battle is not None and state.battle.fight is not None
            fight = state.battle.fight
            own = "attack." if seat == state.current else "defense."
            rerolls, lucky = fight.rerolls.get(seat, 0) > 0, fight.lucky.get(seat, 0) > 0
            again = fight.again.get(seat, 0) > 0
            for die, rolled in state.dice.items():
                if die.startswith(own):
                    if rerolls:
                        out.append(made(Reroll, seat, die))
                    if lucky and rolled.value != rolled.sides:
                        out.append(made(LuckyShot, seat, die))
                elif again and die.startswith(battle.BATTLE_DICE):
                    out.append(made(RollAgain, seat, die))
            out.append(made(KeepDice, seat))
        elif step == INFINITY_STEP:
            if seat == state.current:
                out += infinity.candidates(cs, state, seat)
        elif step in (DISCARD, GIVE_UP):
            out += [made(Discard, seat, c) for c in mine]
        if seat == state.current and step in INFINITY_WHEN and seat not in state.infinity_used:
            out.append(made(RollInfinity, seat))
        return out

    def _candidates(self, state: State, seat: str) -> list[Action]:
        """The actions worth checking for ``seat`` now: each kind of card offered only
        for what that kind can do (check_rules has the last word)."""
        cs = self.cards
        step, mine = state.step, facts.hand(state, seat)
        hosts = facts.in_play(state, seat)

        def of(kind: str, cards: tuple[str, ...]) -> list[str]:
            return [c for c in cards if cs.kind_of(c) == kind]

        out: list[Action] = []
        if step == GRAFT:
            grafts = of("character", (*mine, *facts.pool(state, seat)))
            out += [Graft(seat, card, h) for card in grafts for h in hosts]
            out.append(EndGrafting(seat))
        elif step == PLAY:
            out += [PlayCharacter(seat, c) for c in of("character", mine)]
            out += [EquipGear(seat, g, h) for g in of("gear", mine) for h in hosts]
            out.append(EndPlay(seat))
        elif step == BATTLE:
            ready = [c for c in hosts if self.can_attack(state, c)]
            out += [DeclareBattle(seat, o, a) for o in facts.alive(state) for a in ready]
            out.append(EndTurn(seat))
        elif step == MUSTER:
            out += [SendAttacker(seat, c) for c in hosts]
            out.append(StartBattle(seat))
        elif step == DEFEND:
            out += [Defend(seat, c) for c in hosts]
        elif step == LAY:
            # Ruling GG-R23: several a turn, and the turn handed over; or one a turn.
            keep = battle.several_a_turn(state)
            out += [LayAbility(seat, c, keep) for c in of("ability", mine)]
            out += [SpendToken(seat, keep), HandOver(seat), Finish(seat)]
        elif step == REROLL:
            assert state.battle is not None and state.battle.fight is not None
            fight = state.battle.fight
            own = "attack." if seat == state.current else "defense."
            for die in state.dice:
                if die.startswith(own):
                    if fight.rerolls.get(seat, 0) > 0:
                        out.append(Reroll(seat, die))
                    if fight.lucky.get(seat, 0) > 0:
                        out.append(LuckyShot(seat, die))
                elif die.startswith(("attack.", "defense.")) and fight.again.get(seat, 0) > 0:
                    out.append(RollAgain(seat, die))
            out.append(KeepDice(seat))
        elif step == INFINITY_STEP:
            out += infinity.candidates(cs, state, seat)
        elif step in (DISCARD, GIVE_UP):
            out += [Discard(seat, c) for c in mine]
        if seat == state.current and step in INFINITY_WHEN:
            out.append(RollInfinity(seat))
        return out

    def can_attack(self, state: State, character: str) -> bool:
        """Play Character Cards, Battle: a Character attacks once a turn, and not while
        fatigued."""
        return character not in state.fatigued and character not in state.attacked

    # What the table, the prompts and the computer player ask of the battle's rules.
    def several_a_turn(self, state: State) -> bool:
        return battle.several_a_turn(state)

    def token_word(self, state: State, seat: str) -> str:
        return battle.token_word(state, seat)

    def tokens_left(self, state: State, seat: str) -> int:
        return battle.tokens_left(state, seat)

    def dice_count(
        self, state: State, seat: str, character: str, fight: Fight, from_cards: int
    ) -> int:
        return battle.dice_count(self.cards, state, seat, character, fight, from_cards)

    def dice_before_cards(self, state: State, seat: str) -> int | None:
        return battle.dice_before_cards(self.cards, state, seat)

    def dice_capped(self, state: State) -> bool:
        return battle.dice_capped(state)

    def check_rules(self, state: State, action: Action) -> str | None:
        active = self.activity(state)
        if action.seat not in active:
            if state.step == OVER:
                return "the game is over"
            return f"it is not {self.seat_name(action.seat)}'s move"
        cs = self.cards
        seat = action.seat
        mine = facts.hand(state, seat)
        match action:
            case PlayCharacter(card=card):
                if state.step != PLAY:
                    return "Characters are played before the battles"
                if card not in mine or cs.kind_of(card) != "character":
                    return "play a Character card from your hand"
                if state.played >= PLAY_LIMIT:
                    return f"you have played {PLAY_LIMIT} Characters this turn, the most you may"
            case EquipGear(card=card, character=host):
                if state.step != PLAY:
                    return "Gear is equipped while Characters are played, before the battles"
                if card not in mine or cs.kind_of(card) != "gear":
                    return "equip a Gear card from your hand"
                if host not in facts.in_play(state, seat):
                    return "Gear goes on one of your Characters in play"
                # The body slot first: it stays taken, where the once a turn passes.
                name, slot = cs.card(host).name, cs.gear_card(card).slot
                worn = [g for g in facts.gear_on(cs, state, host) if g.slot == slot]
                if worn:
                    return f"{name} already wears Gear on its {slot} ({worn[0].name})"
                if host in state.equipped:
                    return f"{name} has had its one piece of Gear this turn"
            case EndPlay():
                if state.step != PLAY:
                    return "the Characters have been played"
                able = any(cs.kind_of(c) == "character" for c in mine)
                if state.played == 0 and able:
                    return "you must play at least one Character this turn, as you are able"
            case EndTurn():
                if state.step != BATTLE:
                    return "play your Characters first"
            case DeclareBattle(opponent=opponent, attacker=attacker):
                return battle.check_battle(state, seat, opponent, attacker)
            case SendAttacker(character=character):
                return battle.check_send(state, seat, character)
            case StartBattle():
                if state.step != MUSTER:
                    return "no battle has been declared"
            case Defend(character=character):
                if state.step != DEFEND:
                    return "no battle waits for a defender"
                if character not in facts.in_play(state, seat):
                    return "defend with one of your Characters in play"
            case LayAbility(card=card):
                if state.step != LAY:
                    return "Ability Cards are laid during a battle"
                if card not in mine or cs.kind_of(card) != "ability":
                    return "lay an Ability Card from your hand"
                if action.keep_turn:
                    return battle.check_keep_turn(state)
            case SpendToken():
                if state.step != LAY:
                    return "tokens are spent during a battle"
                if battle.tokens_left(state, seat) <= 0:
                    return f"you have no {battle.token_word(state, seat)} tokens left"
                if action.keep_turn:
                    return battle.check_keep_turn(state)
            case HandOver():
                return battle.check_hand_over(state, seat)
            case Finish():
                if state.step != LAY:
                    return "there is nothing to finish"
            case Reroll(die=die) | LuckyShot(die=die) | RollAgain(die=die):
                return battle.check_die(state, action, die)
            case KeepDice():
                if state.step != REROLL:
                    return "no dice wait to be rerolled"
            case Graft(card=card, character=host):
                if state.step != GRAFT:
                    return "Characters are grafted in a Genegrafting Round"
                if seat in state.done:
                    return "you have finished grafting this round"
                if card not in mine and card not in facts.pool(state, seat):
                    return "graft a Character from your hand or your Gene Pool"
                if cs.kind_of(card) != "character":
                    return "only a Character card can be grafted"
                if host not in facts.in_play(state, seat):
                    return "graft onto one of your Characters in play"
            case EndGrafting():
                if state.step != GRAFT or seat in state.done:
                    return "you are not grafting now"
            case RollInfinity():
                return infinity.check_roll_infinity(state, seat, active)
            case InfinityChoice():
                return infinity.check_infinity_choice(cs, state, action)
            case Discard(card=card):
                if state.step not in (DISCARD, GIVE_UP):
                    return "you discard only at the end of your turn"
                if card not in mine:
                    return "discard a card from your hand"
            case _:
                return f"Genegrafter has no move {action.kind!r}"
        return None

    # -- what each player sees -------------------------------------------------------
    def secrets(self, state: State) -> Secrets:
        """A hand is its owner's; the deck nobody's; the Ability Cards laid in a battle
        lie face down until flipped, seen by the side that laid them."""
        zones: dict[str, tuple[str, ...]] = {"deck": NOBODY, "events.aside": NOBODY}
        for seat in state.seats:
            zones[f"{seat}.hand"] = (seat,)
            zones[f"battle.{seat}"] = (seat,)
        return Secrets(zones=zones, face_up=state.flipped)

    # -- thinking (``core.search``) ----------------------------------------------------
    # Moves played at random past a search's tree before the position is judged: one,
    # the least there is; the judging plays the rest of the turn as the normal player
    # would (``thinking.judge``). Random moves are poor ones here (a battle given away,
    # cards thrown after it): played on to the end of the game (0), the strong player
    # won 1 game in 7 against the normal one.
    search_horizon = 1
    # Every move is keyed whole in the search, an Ability Card laid face down too, and
    # all seats share one tree (``Game.move_seen_by`` is left as it is). Keyed as the
    # other side sees it, "an Ability Card" (a tree per seat), the strong player won
    # 50% of 68 games at 3 players against 57% of the same games with one tree, and
    # 57% of 60 at 4 players against 55%: no better, and so not kept.

    def determinize(self, view: State, seat: str, rng: random.Random) -> State:
        """What ``seat`` cannot see (the deck, the Events set aside, the others' hands
        and face-down Ability Cards) dealt from the cards it does not see, each where
        its kind can lie, the deck in its three stacks (see ``thinking``)."""
        return thinking.deal(self, view, seat, rng)

    def evaluate(self, state: State) -> dict[str, float]:
        """Each player's chance to win: the turn under way played out by the normal
        player, then what each holds and may yet play, a battle under way, what wins
        battles, Health and the Infinity Die (see ``thinking``)."""
        return thinking.judge(self, state)

    def search_moves(
        self, state: State, seat: str, legal: list[Action], searcher: str
    ) -> list[Action]:
        """Every move of the searching player's own; another player's, only the normal
        player's best move (``thinking.search_moves``)."""
        return thinking.search_moves(self, state, seat, legal, searcher)

    # -- the end ------------------------------------------------------------------
    def is_terminal(self, state: State) -> bool:
        return state.step == OVER

    def result(self, state: State) -> Result | None:
        if state.step != OVER:
            return None
        return Result(state.winners, state.reason)

    def stats(self, state: State, names: Names | None = None) -> dict[str, float]:
        """Each player's Genetic Markers: one line a player, the race the game is."""
        cs = self.cards
        return {
            f"{self.seat_name(s, names)} Genetic Markers": float(facts.score(cs, state, s))
            for s in state.seats
        }

    # Said on the table as they happen: a DNA Strand and the Genegrafting Round it
    # brings, and the round's end, an Event, the last round, a battle and its winner,
    # the end.
    announced = frozenset(
        (
            "strand",
            "grafting",
            "grafting_over",
            "event",
            "last_round",
            "battle",
            "won",
            "knocked_out",
            "over",
        )
    )

    def turn_label(self, state: State) -> str:
        if state.step == OVER:
            return "Game over"
        if state.turns == 0:  # the set-up, before the first turn (a replay shows it)
            return (
                f"Set-up · {self.seat_name(state.current)} goes first"
                if state.current
                else "Set-up"
            )
        strands = len(state.zones["strands"])
        return f"Turn {state.turns} · {self.seat_name(state.current)} · DNA {strands}/3"

    def turn_tip(self, state: State) -> str:
        """The DNA Strands revealed, and how the third ends the game ("Winning the
        Game", ruling GG-R13): a new player's game ended after two turns of theirs,
        unforeseen."""
        if state.step == OVER or state.turns == 0:
            return ""
        most = "then the most Genetic Markers wins"
        if state.closing:
            left = len(state.final)
            turns = "no more turns" if not left else f"{left} more turn{'s' * (left != 1)}"
            return f"The last round: {turns} after this one, {most}."
        strands = len(state.zones["strands"])
        return (
            f"DNA Strands revealed: {strands} of 3. After the third, each other player"
            f" takes one more turn and the one who revealed it the last; {most}."
        )

    def describe(self, event: dict[str, Any], names: Names | None = None) -> str:
        from petridish.games.genegrafter.log import describe

        return describe(self, event, names)


def _cut(deck: list[str], n: int) -> list[list[str]]:
    """Getting Started, step 6 (ruling GG-R02): ``deck`` cut into ``n`` stacks as even
    as can be, the top stack first."""
    size, extra = divmod(len(deck), n)
    stacks, at = [], 0
    for i in range(n):
        take = size + (1 if i < extra else 0)
        stacks.append(list(deck[at : at + take]))
        at += take
    return stacks


# Every move offered so far, by its kind and fields: the moves of a position are asked
# for at every step of a search, and a move met before is found here in a fifth of the
# time it takes to make (moves are values: one of each will do). Bounded by the moves
# the cards allow, a few thousand.
MADE: dict[tuple[Any, ...], Action] = {}


def made(kind: type[A], *fields: Any) -> A:
    """The move of ``kind`` with ``fields``, made once."""
    found = MADE.get((kind, *fields))
    if found is None:
        new = MADE[(kind, *fields)] = kind(*fields)
        return new
    assert isinstance(found, kind)
    return found


# Which module carries out each kind of action (looked up once a move: a search makes
# thousands of moves a second).
CARRIED_OUT_BY: dict[type[Action], Callable[[Work, Action], bool]] = {
    **{kind: turns.carry_out for kind in turns.ACTIONS},
    **{kind: battle.carry_out for kind in battle.ACTIONS},
    **{kind: infinity.carry_out for kind in infinity.ACTIONS},
}

GAME = Genegrafter()
