"""The ``Game`` interface that every rules model implements.

Modelled on OpenSpiel's game/state split and boardgame.io's single move pipeline: one
``apply`` guards every action with ``check`` and never changes a state in place.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from petridish.core.actions import Action, Edit, decode_action
from petridish.core.events import Event
from petridish.core.serial import from_json, to_json

S = TypeVar("S")


class IllegalAction(ValueError):
    """An action was refused; ``str(exc)`` is the reason, written for a player."""


@dataclass(frozen=True, slots=True)
class Outcome(Generic[S]):
    state: S
    events: tuple[Event, ...] = ()


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


@dataclass(frozen=True, slots=True)
class Ruling:
    id: str
    text: str
    option: str = ""


@dataclass(frozen=True, slots=True)
class SeatSpec:
    id: str
    name: str
    colour: str = ""


class Game(ABC, Generic[S]):
    """A deterministic state machine. Subclasses hold no per-game state of their own."""

    id: str = ""
    name: str = ""
    seats: tuple[SeatSpec, ...] = ()
    state_type: type = object
    action_types: tuple[type[Action], ...] = ()
    options: tuple[Option, ...] = ()
    rulings: tuple[Ruling, ...] = ()
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

    @abstractmethod
    def new_state(
        self, seed: int, options: dict[str, Any] | None = None, forced: Sequence[Any] = ()
    ) -> S:
        """A fresh game, set up as the rulebook says, with all shuffles from ``seed``."""

    # -- playing ------------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> tuple[str, ...]:
        """Seats that may act now (several during simultaneous secret choices)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: str) -> list[Action]:
        """Every rules action ``seat`` may take now (empty when it is not their move)."""

    @abstractmethod
    def check_rules(self, state: S, action: Action) -> str | None:
        """None if ``action`` is legal by the rules, else the reason it is not."""

    @abstractmethod
    def _apply(self, state: S, action: Action) -> Outcome[S]:
        """Apply an action already checked; return the new state and its events."""

    def check(self, state: S, action: Action) -> str | None:
        if isinstance(action, Edit):
            return self.check_edit(state, action)
        if self.is_terminal(state):
            return "the game is over"
        return self.check_rules(state, action)

    def apply(self, state: S, action: Action) -> Outcome[S]:
        """Check then apply ``action``; raise IllegalAction (state untouched) if refused."""
        reason = self.check(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        if isinstance(action, Edit):
            return self.apply_edit(state, action)
        return self._apply(state, action)

    # -- sandbox edits ------------------------------------------------------------
    def check_edit(self, state: S, action: Edit) -> str | None:
        return f"{self.name} does not support sandbox edits"

    def apply_edit(self, state: S, action: Edit) -> Outcome[S]:
        raise IllegalAction(f"{self.name} does not support sandbox edits")

    # -- seeing -------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: str | None) -> S:
        """What ``seat`` may see (None: a spectator who sees only public things)."""

    @abstractmethod
    def is_terminal(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Result | None: ...

    def describe(self, event: dict[str, Any]) -> str:
        """One log line for an event as a seat sees it (see ``Event.for_seat``)."""
        return event.get("kind", "?")

    def seat_name(self, seat: str) -> str:
        for spec in self.seats:
            if spec.id == seat:
                return spec.name
        return seat

    # -- JSON ---------------------------------------------------------------------
    def state_to_json(self, state: S) -> dict[str, Any]:
        return to_json(state)

    def state_from_json(self, data: Any) -> S:
        return from_json(self.state_type, data, "state")

    def action_from_json(self, data: Any) -> Action:
        kinds = {cls.kind: cls for cls in (*self.action_types, Edit)}
        return decode_action(kinds, data)

    def validate_state(self, state: S) -> str | None:
        """None if ``state`` is internally consistent, else what is wrong (for loads)."""
        return None

    def stats(self, state: S) -> dict[str, float]:
        """Key numbers of a position, charted turn by turn at the end of a game."""
        return {}

    def turn_label(self, state: S) -> str:
        """Where the game stands, for the top bar ("Phase 1 · Turn 3")."""
        return ""

    # Event kinds the table announces as they happen (the game's big moments).
    announced: frozenset[str] = frozenset()

    def headline(self, result: Result, winners: str) -> str:
        """The end screen's headline; ``winners`` names them as the table does."""
        return f"{winners} won!"
