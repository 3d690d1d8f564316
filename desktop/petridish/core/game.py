"""The ``Game`` interface that every rules model implements.

Modelled on OpenSpiel's game/state split and boardgame.io's single move pipeline: one
``apply`` guards every action with ``check`` and never changes a state in place.

Who may act is declared, not implied (boardgame.io's active players and stages): for
each seat that can act now, :meth:`Game.activity` says whether it *must* (the current
player; everyone owing a simultaneous secret choice) or *may* (anyone during a day of
free play; a player who may respond). A seat that may act can also :class:`Pass`.
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from petridish.core import sandbox
from petridish.core.actions import Action, Edit, Pass, decode_action
from petridish.core.events import Event
from petridish.core.evolve import evolve, with_own_tables
from petridish.core.material import Counter, Secrets, masked, where
from petridish.core.serial import from_json, to_json
from petridish.core.work import Work

S = TypeVar("S")
Names = Mapping[str, str]  # seat id -> the player's name for it

MUST = "must"  # the seat has to act before the game can go on
MAY = "may"  # the seat may act now, in any order with others, or Pass


# Each thread's search's working copy, the last one a search played a move with.
_SEARCH = threading.local()


def searching(state: Any) -> Work[Any] | None:
    """The working copy of a search on this thread playing on ``state`` (a search's own
    position: ``Game.clone``), if its game's goes on from move to move
    (``Game.search_goes_on``); the rules may read the position through it, as it keeps
    what it has found out."""
    w: Work[Any] | None = getattr(_SEARCH, "work", None)
    return w if w is not None and w.s is state else None


class IllegalAction(ValueError):
    """An action was refused; ``str(exc)`` is the reason, written for a player."""


@dataclass(frozen=True, slots=True)
class Outcome(Generic[S]):
    state: S
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class SetUp(Generic[S]):
    """A new game: the position the rulebook sets up (``dealt``) and what then happens
    by itself before anyone moves, moment by moment (``moments``: each the position it
    leaves and its events; Genegrafter's first player is rolled for, then draws, and
    the draw turns up Events and DNA Strands). The last moment's position is the one
    the first move is made in (``state``, as :meth:`Game.new_state` gives it); the log
    and the replay show the moments before it."""

    dealt: S
    moments: tuple[tuple[S, tuple[Event, ...]], ...] = ()

    @property
    def state(self) -> S:
        return self.moments[-1][0] if self.moments else self.dealt

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(e for _, events in self.moments for e in events)


@dataclass(frozen=True, slots=True)
class Result:
    winners: tuple[str, ...]
    reason: str


@dataclass(frozen=True, slots=True)
class Option:
    """A game option. Rulings where players could disagree are offered as options."""

    id: str
    label: str
    default: Any
    choices: tuple[Any, ...] = ()
    ruling: str = ""  # the ruling id this option settles, if any
    help: str = ""
    # The player counts the option applies to (empty: every count); at other counts the
    # rules set it aside, and the new-game dialog does not offer it.
    players: tuple[int, ...] = ()
    # How each of ``choices`` reads to a player, in the same order ("3 — moderate"; empty:
    # each choice as it is). Saves keep the choice itself.
    names: tuple[str, ...] = ()

    def choice_name(self, value: Any) -> str:
        """How ``value`` reads to a player ('' if the option names no choices)."""
        for choice, name in zip(self.choices, self.names, strict=False):
            if choice == value and type(choice) is type(value):
                return name
        return ""

    def applies_to(self, players: int) -> bool:
        """Whether the option makes a difference to a game of ``players``."""
        return not self.players or players in self.players


@dataclass(frozen=True, slots=True)
class Ruling:
    id: str
    text: str
    option: str = ""


@dataclass(frozen=True, slots=True)
class Rulebook:
    """The printed rulebook a game implements (a file of ``shared/rulebooks``, beside the
    checkout) and its lines that state no rule: headings, the contents, a chart's header
    row. Every other line is a rule that a test must cite (``# rulebook: <file>:<line>``)."""

    file: str
    not_rules: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class SeatSpec:
    id: str
    name: str
    colour: str = ""


class Game(ABC, Generic[S]):
    """A deterministic state machine. Subclasses hold no per-game state of their own.

    A game lists in one place what scenarios, the sandbox and the tests need to know of
    it: its seats (``seats``, the most it seats, and :meth:`seats_for` a count), its
    places (:meth:`zone_names`), its random draw points (``draw_points``: a forced
    outcome names the draw it is for) and the kinds of event it reports
    (``event_kinds``).
    """

    id: str = ""
    name: str = ""
    seats: tuple[SeatSpec, ...] = ()
    # Whether a seat's name is a part in the game that its player keeps whatever they are
    # called (ADAPTOID 24's Adaptoid and Geneticist), or only a name to start with (A.D.A.P.T.'s
    # Coral, ADRIFT's Red), which the name a player types replaces everywhere.
    seats_are_roles: bool = False
    min_players: int = 2
    max_players: int = 2
    draw_points: tuple[str, ...] = ()
    event_kinds: tuple[str, ...] = ()
    state_type: type = object
    action_types: tuple[type[Action], ...] = ()
    options: tuple[Option, ...] = ()
    rulings: tuple[Ruling, ...] = ()
    rulebook: Rulebook | None = None
    pitch: str = ""
    players: str = ""

    # -- setting up ---------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {o.id: o.default for o in self.options}

    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Fill in defaults and reject unknown options or values with a clear reason."""
        resolved = self.default_options()
        known = {o.id: o for o in self.options}
        for key, value in (options or {}).items():
            if key not in known:
                raise IllegalAction(f"{self.name} has no option {key!r}")
            choices = known[key].choices
            # `1 in (True, False)` is true in Python: compare types too, so a save's 1
            # never stands in for True.
            if choices and not any(value == c and type(value) is type(c) for c in choices):
                raise IllegalAction(
                    f"option {key!r} must be one of {', '.join(map(str, choices))}; got {value!r}"
                )
            resolved[key] = value
        return resolved

    def seats_for(self, players: int) -> tuple[SeatSpec, ...]:
        """The seats of a game of ``players`` (by default the first of ``seats``)."""
        if not self.min_players <= players <= self.max_players:
            raise IllegalAction(self.players_problem(players))
        return self.seats[:players]

    def players_problem(self, players: int) -> str:
        if self.min_players == self.max_players:
            return f"{self.name} is for {self.min_players} players, not {players}"
        return f"{self.name} is for {self.min_players} to {self.max_players} players, not {players}"

    def seat_ids(self, players: int | None = None) -> tuple[str, ...]:
        """The seat ids of a game of ``players`` (None: the fewest it is played with)."""
        count = self.min_players if players is None else players
        return tuple(spec.id for spec in self.seats_for(count))

    @abstractmethod
    def new_state(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Sequence[Any] = (),
        seats: Sequence[str] | None = None,
        *,
        stream: int | None = None,
    ) -> S:
        """A fresh game for ``seats`` (ids from :meth:`seats_for`; None: the fewest
        players), set up as the rulebook says, with all shuffles from ``seed`` drawn
        from random ``stream`` (None: today's; see ``core.rng``). The state records its
        seats."""

    def set_up(
        self,
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Sequence[Any] = (),
        seats: Sequence[str] | None = None,
        *,
        stream: int | None = None,
    ) -> SetUp[S]:
        """:meth:`new_state`, with what happened on the way from the set-up to the
        first move (by default nothing: the first move is made in the set-up)."""
        return SetUp(self.new_state(seed, options, forced, seats, stream=stream))

    def seats_of(self, state: S) -> tuple[str, ...]:
        """The seats playing in ``state``."""
        seats: tuple[str, ...] = getattr(state, "seats", ()) or self.seat_ids()
        return seats

    # -- playing ------------------------------------------------------------------
    @abstractmethod
    def activity(self, state: S) -> dict[str, str]:
        """Who may act now: seat -> MUST or MAY (empty when the game is over)."""

    def people_first(self, state: S) -> bool:
        """Whether computer players wait, now, until no person has anything left to do:
        a choice the people make before them (ADRIFT's places at set-up, where a computer
        taking the best place first would be racing the people). No by default."""
        return False

    def to_move(self, state: S) -> tuple[str, ...]:
        """Every seat that may act now, those that must first, in seat order."""
        active = self.activity(state)
        order = self.seats_of(state)
        must = [s for s in order if active.get(s) == MUST]
        return (*must, *(s for s in order if active.get(s) == MAY))

    def must_act(self, state: S) -> tuple[str, ...]:
        """The seats the game waits for."""
        active = self.activity(state)
        return tuple(s for s in self.seats_of(state) if active.get(s) == MUST)

    @abstractmethod
    def legal_actions(self, state: S, seat: str) -> list[Action]:
        """Every rules action ``seat`` may take now (empty when it is not their move)."""

    def move_made_for(self, state: S, seat: str) -> Action | None:
        """A move the table makes for the person at ``seat`` by itself, or None: the one
        move open to them, one that decides nothing and that nothing anyone does later
        can change (Genegrafter's "Done grafting" with no Character to graft). Worked out
        from the whole position, their own secrets too, so the rules cannot make it at
        once (the others would learn the secret): the table makes it only once that
        person is at the computer, as their pressing the button would. None by default:
        a person makes every move."""
        return None

    @abstractmethod
    def check_rules(self, state: S, action: Action) -> str | None:
        """None if ``action`` is legal by the rules, else the reason it is not."""

    def carry_out(self, w: Work[S], action: Action) -> None:
        """Carry out ``action``, already checked, on the working copy ``w``: every
        change of the position goes through it (see ``core.work``)."""
        raise NotImplementedError(f"{self.name} carries out no action on a working copy")

    def carry_out_pass(self, w: Work[S], seat: str) -> None:
        """``seat``, which may act, lets the window go by (a game with optional windows
        says what that does)."""
        raise IllegalAction(f"{self.name} has no window to let go by")

    def working_copy(self, state: S, *, search: bool = False) -> Work[S]:
        """The working copy an action on ``state`` is carried out on (a game whose rules
        need more at hand, such as its cards, gives its own kind)."""
        return Work(state, search=search)

    def _apply(self, state: S, action: Action) -> Outcome[S]:
        """Apply an action already checked; return the new state and its events."""
        w = self.working_copy(state)
        self.carry_out(w, action)
        return Outcome(*w.outcome())

    # -- searching ----------------------------------------------------------------
    def clone(self, state: S) -> S:
        """A copy of ``state`` of a search's own, to play on in place with :meth:`play`:
        the position and its tables (``zones``, ``dice``...: the dict fields) copied,
        the rest shared, as nothing else of a position is ever changed in place."""
        return with_own_tables(state)

    # Whether a search's working copy goes on from move to move on its position (see
    # ``searching``): a game whose Work forgets in ``again`` what was an action's own.
    search_goes_on = False

    def play(self, state: S, action: Action) -> S:
        """Search mode: carry ``action`` out on ``state`` itself, a search's own copy
        (:meth:`clone`), building no events. ``action`` must be one of
        :meth:`legal_actions` in ``state``: it is not checked again."""
        w = searching(state) if self.search_goes_on else None
        if w is None:
            w = self.working_copy(state, search=True)
            if self.search_goes_on:
                _SEARCH.work = w
        else:
            w.again()
        if isinstance(action, Pass):
            self.carry_out_pass(w, action.seat)
        else:
            self.carry_out(w, action)
        w.outcome()
        return w.s

    # -- thinking (``core.search``) ------------------------------------------------
    def determinize(self, view: S, seat: str, rng: random.Random) -> S:
        """A whole position ``seat`` could be in, seeing ``view`` (its own view): what
        the view hides dealt at random from what the seat cannot see, consistently with
        everything it shows, and the dice to come drawn afresh (a new stream of chance).
        The result is a search's own copy, as :meth:`clone`'s. A game whose computer
        player searches says how its secrets may be dealt."""
        raise NotImplementedError(f"{self.name} has no computer player that searches")

    # What the game's own words are for some of its kinds of seat in the new-game dialog
    # (kind: what it does and how good it is), where the usual ones would not fit: a game
    # played together has no opponent to beat.
    levels_about: Mapping[str, str] = MappingProxyType({})

    # Whether the strong player is offered (``registry.levels``): a game that can deal a
    # seat's view but whose search does not yet play better than its normal player keeps
    # it back, rather than call a weaker player strong.
    strong_offered = True

    # How the strong player searches: "tree", the tree search (``core.search``); or
    # "rollout", each of its few moves that matter (``search_moves``) played to the end
    # from the same deals, every seat moved as the game's own player would
    # (``playout_move``), the normal player's move kept unless another clearly ends
    # better (``core.rollout``): for a game whose normal player is a good base to improve.
    search_kind = "tree"

    # How many random moves a search plays past its tree before it judges the position
    # (``evaluate``); 0: to the end of the game.
    search_horizon = 0

    def move_seen_by(self, state: S, action: Action, seat: str) -> Hashable:
        """How ``action``, about to be made in ``state`` by another seat, looks to
        ``seat``: the action itself when ``seat`` sees it whole (the default), else one
        key for all the moves it cannot tell apart (a room picked face down reads the
        same whichever room it is; the last pick, which turns every pick up, is seen
        whole). A search keeps a tree per seat, keyed by the moves as the seat sees them,
        so that no seat's choice in it depends on what it could not see
        (``core.search``)."""
        return action

    def likely_moves(self, state: S, seat: str, legal: list[Action]) -> dict[Action, float] | None:
        """How likely ``seat`` is to make each of ``legal`` in ``state`` (weights, by
        move), as the game's own computer player weighs them; None (the default): the
        search chooses for it. A search draws so the moves another seat makes without
        having seen all of its own (a room picked after ours was picked face down): the
        search cannot read its pick off ours, and a guess weighed as players weigh their
        moves finds it more often than a reply searched for every pick of ours alike."""
        return None

    # Whether the table wins or loses together, every seat that lives to the end a
    # winner (ADRIFT's survivors), rather than one seat's win being the others' loss:
    # ``simulate --against`` then sets how many of the table won against how many won
    # at the other table, where in a game of one winner it follows the seats it changed.
    wins_together = False

    def rewards(self, state: S, result: Result) -> dict[str, float]:
        """Each seat's reward, from 0 to 1, for ``state``, a game over with ``result`` (a
        search credits its moves with them): by default a win, shared among the winners,
        as one seat's win is the others' loss. A game whose winners do not share one win
        (where the table wins or loses together) says what each seat gets."""
        winners = result.winners
        share = 1.0 / len(winners) if winners else 0.0
        return {seat: share if seat in winners else 0.0 for seat in self.seats_of(state)}

    def search_moves(self, state: S, seat: str, legal: list[Action], searcher: str) -> list[Action]:
        """The moves of ``legal`` that a search for ``searcher`` tries for ``seat`` in
        ``state``: by default every one. A game where most moves change nothing of
        substance (a castaway free to move about all day) names those that matter, the
        best guess first: the search spends its time on them, and of moves tried as often
        plays the first; and where another seat is best expected to play as the game's
        own player would, only that player's move."""
        return legal

    def playout_move(self, state: S, seat: str, legal: list[Action], rng: random.Random) -> Action:
        """The move ``seat`` makes in ``state`` (one of ``legal``) when a search plays on
        past its tree: by default one at random, the cheapest. A game whose random moves
        mostly change nothing of substance, or undo its players' work (a castaway free to
        move about all day), says how a player would move instead."""
        return legal[int(rng.random() * len(legal))]

    def evaluate(self, state: S) -> dict[str, float]:
        """Each seat's prospects in an unfinished ``state``, from 0 to 1 (a search judges
        a position at its horizon by them); by default even, as nothing is known."""
        seats = self.seats_of(state)
        return dict.fromkeys(seats, 1.0 / len(seats)) if seats else {}

    def check(self, state: S, action: Action) -> str | None:
        if isinstance(action, Edit):
            return self.check_edit(state, action)
        if self.is_terminal(state):
            return "the game is over"
        if isinstance(action, Pass):
            if self.activity(state).get(action.seat) != MAY:
                return "there is nothing to let go by now"
            return None
        return self.check_rules(state, action)

    def apply(self, state: S, action: Action) -> Outcome[S]:
        """Check then apply ``action``; raise IllegalAction (state untouched) if refused."""
        if isinstance(action, Edit):  # an edit is checked by making it: once, not twice
            return self.apply_edit(state, action)
        reason = self.check(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        if isinstance(action, Pass):
            return self.apply_pass(state, action.seat)
        return self._apply(state, action)

    def about(self, state: S, action: Action) -> tuple[str, ...]:
        """The cards ``action`` is about (the card it plays, the fish it attacks), by
        their ids in ``state``: the table lists the action in those cards' menus. By
        default every field of the action that names a card on the table."""
        named: list[str] = []
        for f in fields(action):
            value = getattr(action, f.name)
            for v in value if isinstance(value, tuple) else (value,):
                if isinstance(v, str) and v and where(state.zones, v):  # type: ignore[attr-defined]
                    named.append(v)
        return tuple(named)

    def movable(self, state: S, seat: str) -> frozenset[str]:
        """The cards ``seat`` may pick up now: those its legal actions are about. The
        table lets a person lift these and no other (outside the sandbox)."""
        return frozenset(c for a in self.legal_actions(state, seat) for c in self.about(state, a))

    def apply_pass(self, state: S, seat: str) -> Outcome[S]:
        """``seat``, which may act, lets the window go by (see :meth:`carry_out_pass`)."""
        w = self.working_copy(state)
        self.carry_out_pass(w, seat)
        return Outcome(*w.outcome())

    # -- sandbox edits (see core/sandbox.py) ----------------------------------------
    def check_edit(self, state: S, action: Edit) -> str | None:
        """None if the sandbox may make ``action``, else why not."""
        made = sandbox.made(self, state, action)
        return made if isinstance(made, str) else None

    def apply_edit(self, state: S, action: Edit, *, whole: bool = True) -> Outcome[S]:
        """Make a sandbox edit; raise IllegalAction if refused. ``whole=False``: leave the
        whole position unchecked (see ``sandbox.made``)."""
        made = sandbox.made(self, state, action, whole=whole)
        if isinstance(made, str):
            raise IllegalAction(made)
        return Outcome(*made)

    def counters(self, state: S) -> dict[str, Counter]:
        """The counters the sandbox may set in ``state``, by key (every die of
        ``state.dice`` may also be set to any face or rolled again)."""
        return {}

    def edit_refusal(self, state: S, edit: Edit, source: str) -> str | None:
        """What this game's sandbox forbids of ``edit`` (its card named by id, lying
        in ``source``), in the game's words; None if nothing."""
        return None

    def turned_over(self, state: S, card: str) -> S | str | None:
        """``state`` with ``card`` turned over, or why not in the game's words; None
        (the default): the game's cards are not turned over by hand, and the sandbox
        says why from where the card lies (``sandbox.fixed_face``)."""
        return None

    def with_counter(self, state: S, key: str, value: int) -> S:
        """``state`` with the counter ``key`` set to ``value`` (by default the
        state's field of that name)."""
        return evolve(state, **{key: value})

    def follow_edit(self, state: S, edit: Edit) -> tuple[S, list[Event]]:
        """What the rules do by themselves from an edited position, and its events."""
        return state, []

    def place_name(self, zone: str) -> str:
        """A place as the table names it, for the sandbox's reasons."""
        return zone

    def shows_up(self, state: S, card: str) -> bool:
        """Whether ``card`` lies face up (or loaded, or ready) in ``state``: the log
        line of an edit says so."""
        zone = where(state.zones, card)  # type: ignore[attr-defined]
        return bool(zone) and self.secrets(state).sees(None, zone, card)

    # -- seeing -------------------------------------------------------------------
    def secrets(self, state: S) -> Secrets:
        """What is private in ``state`` and to whom (see ``core.material.Secrets``);
        by default nothing but the RNG."""
        return Secrets()

    def view(self, state: S, seat: str | None) -> S:
        """What ``seat`` may see (None: a spectator who sees only public things): the
        state masked as its declared secrets say."""
        view: S = masked(state, self.secrets(state), seat)
        return view

    @abstractmethod
    def is_terminal(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Result | None: ...

    def reference_tables(self) -> str:
        """Markdown the rules reference shows after the rules (``core.reference``): the
        game's tables as its content files hold them now, reconstructed or edited by a
        player ("" if it has none the rules text does not give)."""
        return ""

    def describe(self, event: dict[str, Any], names: Names | None = None) -> str:
        """One log line for an event as a seat sees it (see ``Event.for_seat``).
        ``names`` are the players' own names for their seats ("Ana" for ``p1``), which a
        game whose seats are not roles uses in its lines (see :meth:`seat_name`)."""
        return str(event.get("kind", "?"))

    def zone_names(self) -> tuple[str, ...]:
        """Every place a card (or piece) can be in this game."""
        return ()

    def seat_name(self, seat: str, names: Names | None = None) -> str:
        """A seat's name: the player's own from ``names`` if given, else the seat's."""
        if names and names.get(seat):
            return names[seat]
        for spec in self.seats:
            if spec.id == seat:
                return spec.name
        return seat

    # -- JSON ---------------------------------------------------------------------
    def state_to_json(self, state: S) -> dict[str, Any]:
        data: dict[str, Any] = to_json(state)
        return data

    def state_from_json(self, data: Any) -> S:
        state: S = from_json(self.state_type, data, "state")
        return state

    def action_from_json(self, data: Any) -> Action:
        types: tuple[type[Action], ...] = (*self.action_types, Edit, Pass)
        kinds = {cls.kind: cls for cls in types}
        return decode_action(kinds, data)

    def validate_state(self, state: S) -> str | None:
        """None if ``state`` is internally consistent, else what is wrong (for loads)."""
        return None

    def stats(self, state: S, names: Names | None = None) -> dict[str, float]:
        """Key numbers of a position, charted turn by turn at the end of a game (a few
        series: each is a line of the chart; ``names`` as for :meth:`describe`)."""
        return {}

    def turn_label(self, state: S) -> str:
        """Where the game stands, for the top bar ("Phase 1 · Turn 3")."""
        return ""

    def turn_tip(self, state: S) -> str:
        """What the top bar's counts lead to (how the game ends), shown on hover; ""
        for none."""
        return ""

    # Event kinds the table announces as they happen (the game's big moments).
    announced: frozenset[str] = frozenset()

    def headline(self, result: Result, winners: str) -> str:
        """The end screen's headline; ``winners`` names them as the table does."""
        return f"{winners} won!"

    def ending(self, result: Result) -> str:
        """How the game ended, in words that follow "Ana won — " (or stand alone where
        nobody won): the result's reason, for a game whose reasons are its words."""
        return result.reason


def stalled(game: Game[S], state: S) -> str | None:
    """Why nobody can move in ``state`` though its game is not over (None: the game is
    over, or someone has a move): a game's ``validate_state`` ends with it, so that no
    position it accepts leaves the table waiting for ever."""
    if game.is_terminal(state):
        return None
    active = game.activity(state)
    if not active:
        return "nobody can move, and the game is not over"
    for seat in game.seats_of(state):
        if active.get(seat) == MUST and not game.legal_actions(state, seat):
            return f"{game.seat_name(seat)} is to move and has no move"
    return None
