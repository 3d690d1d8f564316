"""A game being played: the recorded actions, undo/redo, and rules or sandbox mode.

Undo follows Board Game Arena's rule in rules mode: a seat may take back its own last
action, unless that action revealed hidden information or depended on chance. In
sandbox mode anything may be undone. States are immutable, so undo is just stepping
back through the recorded states, and redo re-uses the recorded result.

A move that takes several gestures (two Spawns placed one by one, equipment gathered for
an encounter) is built up in the session's *draft*: the parts so far, as the game's
table names them. The draft is saved with the game and undone part by part; playing any
action clears it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from petridish.core.actions import Action, Edit
from petridish.core.events import Event
from petridish.core.game import Game, IllegalAction, Outcome, SetUp

S = TypeVar("S")
# Why a move that showed a secret or a result of chance is not taken back in rules play.
BARRIER = "that move revealed hidden information or a random result"


@dataclass(frozen=True, slots=True)
class Step(Generic[S]):
    action: Action
    before: S
    after: S
    events: tuple[Event, ...]
    sandbox: bool

    @property
    def barrier(self) -> bool:
        return any(e.barrier for e in self.events)


class Session(Generic[S]):
    def __init__(
        self, game: Game[S], initial: S, *, sandbox: bool = False, set_up: SetUp[S] | None = None
    ) -> None:
        self.game = game
        self.initial = initial
        self.sandbox = sandbox
        # How a new game came to ``initial``: the position set up, and what happened by
        # itself before the first move (see ``opening``).
        self.set_up = set_up if set_up is not None and set_up.moments else None
        self.steps: list[Step[S]] = []
        self._redo: list[Step[S]] = []
        self.draft: tuple[str, ...] = ()  # the parts of a move being made

    @classmethod
    def new_game(
        cls,
        game: Game[S],
        seed: int,
        options: dict[str, Any] | None = None,
        forced: Any = (),
        seats: Any = None,
        *,
        sandbox: bool = False,
        stream: int | None = None,
    ) -> Session[S]:
        """A session of a new game set up from ``seed`` (drawing from random ``stream``,
        None: today's), what happened before the first move kept for the log and the
        replay."""
        set_up = game.set_up(seed, options, forced, seats, stream=stream)
        return cls(game, set_up.state, sandbox=sandbox, set_up=set_up)

    @property
    def opening(self) -> tuple[Event, ...]:
        """What happened by itself between the set-up and the first move (the first
        player's draw, its Events and DNA Strands): the log's first lines."""
        return self.set_up.events if self.set_up is not None else ()

    @property
    def first(self) -> int:
        """The first position a replay shows: when things happened by itself before
        the first move, the set-up, as many positions before 0 as there were moments
        (-1: the position before the last of them); else 0."""
        return -len(self.set_up.moments) if self.set_up is not None else 0

    def moment(self, moves: int) -> tuple[Event, ...]:
        """The events that led to position ``moves`` when it is one of the set-up's
        (``first`` < ``moves`` <= 0); else none."""
        if self.set_up is None or not self.first < moves <= 0:
            return ()
        return self.set_up.moments[len(self.set_up.moments) + moves - 1][1]

    def opening_until(self, moves: int) -> tuple[Event, ...]:
        """What happened by itself before the first move, up to position ``moves``."""
        if self.set_up is None or moves >= 0:
            return self.opening
        kept = self.set_up.moments[: len(self.set_up.moments) + moves]
        return tuple(e for _, events in kept for e in events)

    @property
    def state(self) -> S:
        return self.steps[-1].after if self.steps else self.initial

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def check(self, action: Action) -> str | None:
        """None if ``action`` may be played now, else the reason."""
        return self._mode_refusal(action) or self.game.check(self.state, action)

    def _mode_refusal(self, action: Action) -> str | None:
        if isinstance(action, Edit) and not self.sandbox:
            return "free edits are only possible in sandbox mode"
        return None

    def submit(self, action: Action) -> Outcome[S]:
        """Play ``action``; raise IllegalAction with the reason if it is refused. A
        sandbox edit is checked by making it, the whole position it makes included: one
        read back from a save as much as one made at the table."""
        reason = self._mode_refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        before = self.state
        outcome = self.game.apply(before, action)  # checks it, once
        step = Step(action, before, outcome.state, outcome.events, self.sandbox)
        self.steps.append(step)
        self._redo.clear()
        self.draft = ()
        return outcome

    def add_to_draft(self, part: str) -> None:
        """One more gesture of a move that takes several."""
        self.draft = (*self.draft, part)

    def take_back_draft(self) -> bool:
        """Undo the last gesture of the move being made (False: there is none)."""
        if not self.draft:
            return False
        self.draft = self.draft[:-1]
        return True

    def can_undo(self, seat: str | None = None) -> bool:
        if not self.steps:
            return False
        if self.sandbox:
            return True
        last = self.steps[-1]
        if last.barrier:
            return False
        return seat is None or last.action.seat == seat

    def undo_refusal(self, seat: str | None = None) -> str | None:
        """Why undo is not possible now (None if it is)."""
        if not self.steps:
            return "nothing to undo"
        if self.can_undo(seat):
            return None
        last = self.steps[-1]
        if last.barrier:
            shown = next((e.shown for e in last.events if e.barrier and e.shown), "")
            return f"that move {shown}" if shown else BARRIER
        return "only the player who made the last move may take it back"

    def undo(self, seat: str | None = None) -> Step[S]:
        reason = self.undo_refusal(seat)
        if reason is not None:
            raise IllegalAction(reason)
        step = self.steps.pop()
        self._redo.append(step)
        return step

    def position(self, moves: int) -> S:
        """The position after the first ``moves`` moves (0: the start; below 0, down to
        ``first``, the set-up's moments before it)."""
        if moves < 0 and self.set_up is not None:
            at = len(self.set_up.moments) + moves
            return self.set_up.moments[at - 1][0] if at > 0 else self.set_up.dealt
        return self.initial if moves <= 0 else self.steps[moves - 1].after

    def can_redo(self) -> bool:
        return self.redo_refusal() is None

    def redo_refusal(self) -> str | None:
        """Why the last move taken back cannot be made again now (None if it can): a
        sandbox change is made again only in the sandbox (after the sandbox was turned
        off, Redo brought one back into a game played by the rules)."""
        if not self._redo:
            return "nothing to redo"
        if not self.sandbox and isinstance(self._redo[-1].action, Edit):
            return "that was a sandbox change: turn the sandbox on to make it again"
        return None

    def redo(self) -> Step[S]:
        reason = self.redo_refusal()
        if reason is not None:
            raise IllegalAction(reason)
        step = self._redo.pop()
        self.steps.append(step)
        return step

    def events_for(self, seat: str | None) -> Iterable[tuple[int, dict[str, Any]]]:
        """Every event so far as ``seat`` may see it, with the step number (-1: what
        happened before the first move)."""
        for event in self.opening:
            seen = event.for_seat(seat)
            if seen is not None:
                yield -1, seen
        for n, step in enumerate(self.steps):
            for event in step.events:
                seen = event.for_seat(seat)
                if seen is not None:
                    yield n, seen

    @classmethod
    def replay(
        cls, game: Game[S], initial: S, actions: Iterable[Action], *, sandbox: bool = False
    ) -> Session[S]:
        """Re-play recorded actions; raise IllegalAction naming the first one refused."""
        session = cls(game, initial, sandbox=sandbox)
        for n, action in enumerate(actions, 1):
            try:
                session.submit(action)
            except IllegalAction as exc:
                raise IllegalAction(f"action {n} ({action.kind}) was refused: {exc}") from exc
        return session
