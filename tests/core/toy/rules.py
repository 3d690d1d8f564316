"""Tide Pool (id ``toy``): a tiny game that exists only to test the Petri Dish framework.

It has no rulebook: this docstring is its rulebook. 1 to 8 players (seats ``p1`` ..
``p8``) play two rounds with a deck of 24 shells (``shell.1`` .. ``shell.24``; shell n
is worth ``(n - 1) % 4 + 1``).

* Set-up: the deck is shuffled (draw point ``"deck"``) and each player is dealt one
  shell face down into their hand, then rolls their luck, 1 to 3 (draw point
  ``"luck"``), and marks it on a tracker behind their screen: nobody else sees it until
  the game is over.
* Foraging, each round: in any order, every player *may* forage, at most twice: roll a
  die (draw point ``"forage"``); on 4 to 6 they take the top shell of the deck into
  their hand unseen by the others; a 6 also moves their luck tracker up one, behind
  their screen. A player who is done says so (``Pass``); foraging
  ends when every player has passed or foraged twice.
* The tide, each round: every player *must* pick a tide mark, 1, 2 or 3, in secret.
  Once all are in they are revealed together; each player whose mark nobody else picked
  gains that many pearls.
* End of a round: the top shell of the deck washes up on the shore, face up, and the
  deck is shuffled again (draw point ``"deck"``).
* After the second round everyone shows their hand; a player's score is their pearls
  plus their luck plus the value of the shells in their hand. The highest score wins
  (ties share).

Places (``state.zones``): ``deck`` (face down), ``shore`` (face up) and ``<seat>.hand``
(seen by its owner only until the game is over). A card in ``up`` has been turned face
up (in the sandbox) and is seen by everyone wherever it lies. The last roll is ``die``
(0 before the first), rolled by ``roller``. Each seat's ``luck`` is behind its screen.
All of this is declared in :meth:`TidePool.secrets`; the core masks every view by it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from petridish.core import secret
from petridish.core.actions import Action, Edit, Pass
from petridish.core.events import Event
from petridish.core.evolve import evolve
from petridish.core.game import (
    MUST,
    Game,
    IllegalAction,
    Names,
    Result,
    SeatSpec,
)
from petridish.core.material import NOBODY, Choices, Counter, Secrets
from petridish.core.rng import Forced, RngState
from petridish.core.stage import any_order, said_done, stage_over
from petridish.core.work import Dealer, Work

MAX_SEATS = 8
SEATS = tuple(f"p{n}" for n in range(1, MAX_SEATS + 1))
CARDS = tuple(f"shell.{n}" for n in range(1, 25))
HIDDEN = secret.HIDDEN
DECK, SHORE = "deck", "shore"
DECK_POINT, FORAGE_POINT, LUCK_POINT = "deck", "forage", "luck"
FORAGE, TIDE, OVER = "forage", "tide", "over"
ROUNDS = 2
FORAGES = 2  # forages per player per round
MARKS = (1, 2, 3)
FIND = 4  # the least roll that finds a shell
LUCKY = 6  # the roll that also raises its roller's luck
MAX_LUCK = 3 + ROUNDS * FORAGES  # a roll of 3 at set-up, then a 6 at every forage
EVENT_KINDS = (
    "foraged",
    "passed",
    "tide",
    "chosen",
    "revealed",
    "pearls",
    "washed_up",
    "reshuffled",
    "over",
    "edit",
)


def value(card: str) -> int:
    """What a shell is worth: shell n is worth (n - 1) % 4 + 1."""
    return (int(card.split(".")[1]) - 1) % 4 + 1


def hand(seat: str) -> str:
    return f"{seat}.hand"


@dataclass(frozen=True, slots=True)
class State:
    rng: RngState
    zones: dict[str, tuple[str, ...]]
    seats: tuple[str, ...]
    up: frozenset[str] = frozenset()  # cards turned face up in the sandbox
    round: int = 1
    step: str = FORAGE
    foraged: dict[str, int] = field(default_factory=dict)  # forages this round
    done: frozenset[str] = frozenset()  # who has passed this round
    marks: dict[str, int] = field(default_factory=dict)  # secret tide marks
    pearls: dict[str, int] = field(default_factory=dict)
    die: int = 0  # the last roll, 0 before the first
    roller: str = ""
    luck: dict[str, int] = field(default_factory=dict)  # behind each seat's screen


@dataclass(frozen=True, slots=True)
class Forage(Action):
    """Roll the die; on 4 to 6 take the top shell of the deck into your hand."""

    kind: ClassVar[str] = "Forage"


@dataclass(frozen=True, slots=True)
class Mark(Action):
    """Pick a tide mark (1, 2 or 3) in secret."""

    mark: int
    kind: ClassVar[str] = "Mark"


class TidePool(Game[State]):
    """The rules of Tide Pool (see the module docstring; there is no rulebook)."""

    id = "toy"
    name = "Tide Pool"
    players = "1–8 players"
    pitch = "Forage for shells, then guess the tide."
    min_players, max_players = 1, MAX_SEATS
    seats = tuple(SeatSpec(s, f"Player {s[1:]}") for s in SEATS)
    draw_points = (DECK_POINT, FORAGE_POINT, LUCK_POINT)
    event_kinds = EVENT_KINDS
    state_type = State
    action_types = (Forage, Mark)

    def zone_names(self) -> tuple[str, ...]:
        return (DECK, SHORE, *(hand(s) for s in SEATS))

    # -- set up -------------------------------------------------------------------
    def new_state(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Forced = (),
        seats: Sequence[str] | None = None,
        *,
        stream: int | None = None,
    ) -> State:
        """Shuffle the deck, deal each player one shell, and roll each one's luck."""
        self.resolve_options(options)
        chosen = tuple(seats) if seats is not None else self.seat_ids()
        if len(set(chosen)) != len(chosen) or not set(chosen) <= set(SEATS):
            raise IllegalAction(f"Tide Pool seats are {', '.join(SEATS)}, not {chosen}")
        self.seats_for(len(chosen))  # refuses a count out of range
        dealer = Dealer(seed, forced, stream)
        deck = list(dealer.shuffle(DECK_POINT, CARDS))
        zones = {DECK: (), SHORE: (), **{hand(s): (deck.pop(0),) for s in chosen}}
        zones[DECK] = tuple(deck)
        luck = {s: dealer.draw(LUCK_POINT, 1, 3) for s in chosen}
        return State(
            rng=dealer.state,
            zones=zones,
            seats=chosen,
            foraged={s: 0 for s in chosen},
            pearls={s: 0 for s in chosen},
            luck=luck,
        )

    # -- whose move -----------------------------------------------------------------
    def activity(self, state: State) -> dict[str, str]:
        """Foraging: whoever has not passed or foraged twice may; the tide: whoever has
        not picked a mark must."""
        if state.step == FORAGE:  # an any-order stage: nobody waits for a turn
            return any_order(state.seats, state.done, lambda s: self._may_forage(state, s))
        if state.step == TIDE:
            return {s: MUST for s in secret.owed(state.seats, state.marks)}
        return {}

    def _may_forage(self, state: State, seat: str) -> bool:
        return state.foraged.get(seat, 0) < FORAGES

    def _foraging_over(self, state: State) -> bool:
        """Everyone has said Done or foraged twice."""
        return stage_over(state.seats, state.done, lambda s: self._may_forage(state, s))

    def legal_actions(self, state: State, seat: str) -> list[Action]:
        active = self.activity(state).get(seat)
        if active is None:
            return []
        if state.step == FORAGE:
            return [Forage(seat), Pass(seat)]
        return [Mark(seat, m) for m in MARKS]

    def check_rules(self, state: State, action: Action) -> str | None:
        if action.seat not in state.seats:
            return f"{action.seat!r} is not playing"
        match action:
            case Forage(seat=seat):
                if state.step != FORAGE:
                    return "foraging is over for this round"
                if seat in state.done:
                    return "you are done foraging this round"
                if state.foraged.get(seat, 0) >= FORAGES:
                    return f"you have foraged {FORAGES} times this round"
            case Mark(seat=seat, mark=mark):
                if state.step != TIDE:
                    return "tide marks are picked once foraging is over"
                if seat in state.marks:
                    return "you have already picked your mark"
                if mark not in MARKS:
                    return "a tide mark is 1, 2 or 3"
            case _:
                return f"Tide Pool has no action {action.kind}"
        return None

    # -- carrying out -----------------------------------------------------------------
    def carry_out(self, w: Work[State], action: Action) -> None:
        if isinstance(action, Forage):
            self._forage(w, action.seat)
        elif isinstance(action, Mark):
            w.set(marks=secret.commit(w.s.marks, action.seat, action.mark))
            w.add(secret.commit_event(action.seat, action.mark, field="mark"))
        self._settle(w)

    def carry_out_pass(self, w: Work[State], seat: str) -> None:
        """A player is done foraging this round."""
        w.event("passed", {"seat": seat})
        w.set(done=said_done(w.s.done, seat))
        self._settle(w)

    def _forage(self, w: Work[State], seat: str) -> None:
        roll = w.draw(FORAGE_POINT, 1, 6)
        deck = w.s.zones[DECK]
        card = deck[0] if roll >= FIND and deck else ""
        if card:
            w.move(card, hand(seat), source=DECK)
        public = {"seat": seat, "roll": roll, "found": bool(card)}
        if card:  # the forager alone sees the shell
            data = {**public, "card": card}
            w.event("foraged", data, seen_by=(seat,), public=public, reveal=True, random=True)
        else:
            w.event("foraged", public, random=True)
        w.own("foraged")[seat] = w.s.foraged.get(seat, 0) + 1
        if roll == LUCKY:  # behind the screen: the others saw the 6, not the tracker
            w.own("luck")[seat] = min(MAX_LUCK, w.s.luck.get(seat, 0) + 1)
        w.set(die=roll, roller=seat)

    def _settle(self, w: Work[State]) -> None:
        """Move on once nobody can forage, or once every mark is in."""
        if w.s.step == FORAGE and self._foraging_over(w.s):
            w.event("tide", {"round": w.s.round})
            w.set(step=TIDE)
        elif w.s.step == TIDE and not secret.owed(w.s.seats, w.s.marks):
            self._reveal(w)

    def _reveal(self, w: Work[State]) -> None:
        """All marks shown at once; a mark nobody else picked gains its pearls."""
        w.add(secret.reveal_event(w.s.marks))
        gains = alone(w.s.marks)
        w.event("pearls", {"gains": gains})
        pearls = w.own("pearls")
        for seat, gain in gains.items():
            pearls[seat] = pearls.get(seat, 0) + gain
        self._end_round(w)

    def _end_round(self, w: Work[State]) -> None:
        """After the second round the game is over (every hand and tracker shown); else
        a shell washes up and the deck is shuffled for the next round."""
        w.set(marks={})
        if w.s.round >= ROUNDS:
            scores = self.scores(w.s)
            best = max(scores.values())
            winners = [s for s in w.s.seats if scores[s] == best]
            w.event("over", {"winners": winners, "scores": scores}, reveal=True)
            w.set(step=OVER)
            return
        deck = w.s.zones[DECK]
        if deck:
            w.move(deck[0], SHORE, source=DECK)
            w.event("washed_up", {"card": deck[0]}, reveal=True)
        w.set_zone(DECK, w.shuffle(DECK_POINT, sorted(w.s.zones[DECK], key=_number)))
        w.event("reshuffled", {"cards": len(w.s.zones[DECK])}, random=True)
        w.set(
            up=w.s.up - set(w.s.zones[SHORE]),
            round=w.s.round + 1,
            step=FORAGE,
            foraged={s: 0 for s in w.s.seats},
            done=frozenset(),
        )

    # -- the end ----------------------------------------------------------------------
    def scores(self, state: State) -> dict[str, int]:
        return {
            s: state.pearls.get(s, 0)
            + state.luck.get(s, 0)
            + sum(value(c) for c in state.zones[hand(s)])
            for s in state.seats
        }

    def is_terminal(self, state: State) -> bool:
        return state.step == OVER

    def result(self, state: State) -> Result | None:
        if state.step != OVER:
            return None
        scores = self.scores(state)
        best = max(scores.values())
        return Result(tuple(s for s in state.seats if scores[s] == best), f"{best} points")

    # -- seeing -----------------------------------------------------------------------
    def secrets(self, state: State) -> Secrets:
        """The deck is face down; a hand is seen by its owner and each luck tracker by
        its own seat (all of them once the game is over); a card turned face up is seen
        by all; marks stay secret until all are in. The core masks every view by this."""
        if state.step == OVER:
            return Secrets(zones={DECK: NOBODY}, face_up=state.up)
        hands = {hand(s): (s,) for s in state.seats}
        return Secrets(
            zones={DECK: NOBODY, **hands},
            face_up=state.up,
            private=("luck",),
            choices=(Choices("marks", complete=len(state.seats)),),
        )

    def describe(self, event: dict[str, Any], names: Names | None = None) -> str:
        from tests.core.toy.log import describe

        return describe(self, event, names)

    def turn_label(self, state: State) -> str:
        return "Over" if state.step == OVER else f"Round {state.round} · {state.step}"

    # -- checking positions -----------------------------------------------------------
    def validate_state(self, state: State) -> str | None:
        """Every shell once, in this game's places; counters within their ranges."""
        seats = state.seats
        if not 1 <= len(seats) <= MAX_SEATS or not set(seats) <= set(SEATS):
            return "the seats are not Tide Pool's"
        if set(state.zones) != {DECK, SHORE, *(hand(s) for s in seats)}:
            return "the places do not match the seats"
        cards = [c for cs in state.zones.values() for c in cs]
        if len(cards) != len(CARDS) or set(cards) != set(CARDS):
            return "every shell must be on the table exactly once"
        if state.up & set(state.zones[SHORE]) or not state.up <= set(CARDS):
            return "only shells off the shore can be turned face up"
        if state.step not in (FORAGE, TIDE, OVER) or not 1 <= state.round <= ROUNDS:
            return "the round or step is out of range"
        if set(state.foraged) != set(seats) or set(state.pearls) != set(seats):
            return "every seat needs its counters"
        if any(not 0 <= n <= FORAGES for n in state.foraged.values()):
            return "a seat foraged too often"
        if not state.done <= set(seats) or not set(state.marks) <= set(seats):
            return "a seat that is not playing has passed or picked"
        if any(m not in MARKS for m in state.marks.values()):
            return "a tide mark is 1, 2 or 3"
        if state.step != TIDE and state.marks:
            return "marks are picked only at the tide"
        if state.step == FORAGE and self._foraging_over(state):
            return "nobody can forage, yet foraging goes on"
        if not 0 <= state.die <= 6 or state.roller not in ("", *seats):
            return "the die shows no face"
        if set(state.luck) != set(seats) or any(
            not 0 <= n <= MAX_LUCK for n in state.luck.values()
        ):
            return "every seat needs its luck, 0 to the most it can reach"
        return None

    # -- the sandbox: the core moves and sets; Tide Pool says only this -------------
    def counters(self, state: State) -> dict[str, Counter]:
        """The die, the round, and each seat's luck (behind its screen)."""
        luck = {f"{s}.luck": Counter(0, MAX_LUCK, f"{s}'s luck", owner=s) for s in state.seats}
        return {"die": Counter(1, 6, "the die"), "round": Counter(1, ROUNDS, "the round"), **luck}

    def with_counter(self, state: State, key: str, value: int) -> State:
        seat, _, tracker = key.partition(".")
        if tracker == "luck":
            return evolve(state, luck={**state.luck, seat: value})
        return evolve(state, **{key: value})

    def edit_refusal(self, state: State, edit: Edit, source: str) -> str | None:
        if state.step == OVER:
            return "the game is over"
        if edit.op == "flip" and source == SHORE:
            return "shells on the shore lie face up"
        return None

    def turned_over(self, state: State, card: str) -> State:
        return evolve(state, up=state.up ^ {card})

    def follow_edit(self, state: State, edit: Edit) -> tuple[State, list[Event]]:
        """A shell put on the shore lies face up there."""
        return evolve(state, up=state.up - set(state.zones[SHORE])), []


def alone(marks: dict[str, int]) -> dict[str, int]:
    """The pearls each seat gains: its mark, if nobody else picked it."""
    picked = list(marks.values())
    return {s: m for s, m in marks.items() if picked.count(m) == 1}


def _number(card: str) -> int:
    return int(card.split(".")[1]) if card in CARDS else 0


GAME = TidePool()
