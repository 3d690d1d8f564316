"""Scenarios: a game set up from a seed and seats, with chosen random outcomes, and
named actions played from there.

Tutorials, puzzles, bug reports and tests all start from a chosen position with chosen
dice. :func:`start` sets a game up; :func:`play` plays actions on a state, each an
``Action`` or its JSON, named by its ``kind``; a :class:`Scenario` holds all of it as
plain data and reads and writes a small JSON file (``docs/SCENARIOS.md``).

Forced outcomes are named by their *draw point* ("spawn deck", "intimidate"): each
draw takes the next outcome forced for its own point, so an unexpected draw elsewhere
shifts nothing. :func:`catalogue` lists what a scenario can name in a game: its seats,
draw points, zones, event kinds, actions and options.

Whatever is wrong with a scenario is one :class:`ScenarioError`, a line written for a
person ("action 3 (Geneticist: ChooseRoom) was refused: ..."). Files are parsed as
JSON and every value is checked; nothing in one is ever executed.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from petridish.core import registry
from petridish.core.actions import Action, Edit, Pass
from petridish.core.game import Game, IllegalAction
from petridish.core.rng import ForcedOutcomeError, forced_count, seed_problem
from petridish.core.serial import DecodeError, to_json
from petridish.core.session import Session

S = TypeVar("S")
T = TypeVar("T")

SCENARIO_FORMAT = "petridish-scenario"
SCENARIO_VERSION = 1
# Limits against hostile files, as a save's: far above any real scenario.
MAX_BYTES = 4 * 2**20
MAX_ACTIONS = 20_000
MAX_FORCED = 10_000
MAX_TITLE = 200
FIELDS = ("format", "version", "game", "title", "seed", "seats", "options", "forced", "actions")


class ScenarioError(ValueError):
    """A scenario cannot be set up or played; ``str(exc)`` says why, in one line."""


class Refused(ScenarioError, IllegalAction):
    """The rules refused action ``number`` (counted from 1); ``reason`` is theirs."""

    def __init__(self, number: int, action: Action, reason: str, label: str) -> None:
        self.number = number
        self.action = action
        self.reason = reason
        self.label = label
        super().__init__(f"action {number} ({label}) was refused: {reason}")

    def __reduce__(self) -> tuple[type[Refused], tuple[int, Action, str, str]]:
        # Exceptions pickle their message alone; this one needs its parts back.
        return (Refused, (self.number, self.action, self.reason, self.label))


def game_of(game: Game[Any] | str) -> Game[Any]:
    """The rules model ``game`` names (a Game is returned as it is)."""
    if isinstance(game, Game):
        return game
    if not isinstance(game, str):
        raise ScenarioError(f'"game" must be a game id such as "adaptoid24", not {_kind(game)}')
    try:
        return registry.load(game)
    except registry.UnknownGame as exc:
        raise ScenarioError(str(exc)) from None


def action_kinds(game: Game[Any]) -> tuple[str, ...]:
    """The ``kind`` of every action ``game`` accepts, sandbox edits and Pass included."""
    return (*(cls.kind for cls in game.action_types), Edit.kind, Pass.kind)


def catalogue(game: Game[Any] | str) -> dict[str, tuple[str, ...]]:
    """What a scenario of ``game`` can name, each list as the game declares it."""
    rules = game_of(game)
    return {
        "seats": tuple(spec.id for spec in rules.seats),
        "draw points": tuple(rules.draw_points),
        "zones": tuple(rules.zone_names()),
        "event kinds": tuple(rules.event_kinds),
        "actions": action_kinds(rules),
        "options": tuple(o.id for o in rules.options),
    }


# -- setting up -------------------------------------------------------------------------


def seat_ids(game: Game[Any], seats: Sequence[str] | int | None) -> tuple[str, ...]:
    """The seats of a game: ids as given, a player count, or None for the fewest."""
    try:
        if seats is None:
            return game.seat_ids()
        if isinstance(seats, int) and not isinstance(seats, bool):
            return game.seat_ids(seats)
    except IllegalAction as exc:
        raise ScenarioError(f'"seats": {exc}') from None
    if isinstance(seats, str) or not isinstance(seats, Sequence):
        raise ScenarioError(
            f'"seats" must list seat ids or give a player count, not {_kind(seats)}'
        )
    known = [spec.id for spec in game.seats]
    for n, seat in enumerate(seats, 1):
        if seat not in known:
            raise ScenarioError(
                f'"seats": {game.name} has no seat {seat!r}; its seats are {_listed(known)}'
            )
        if seat in seats[: n - 1]:
            raise ScenarioError(f'"seats": seat {seat!r} is listed twice')
    if not game.min_players <= len(seats) <= game.max_players:
        raise ScenarioError(f'"seats": {game.players_problem(len(seats))}')
    return tuple(seats)


def check_forced(game: Game[Any], forced: Any) -> dict[str, tuple[Any, ...]]:
    """Forced outcomes by draw point, each point one of ``game.draw_points`` and each
    holding a list of outcomes, one per draw: a die's face, a shuffle's whole order."""
    if not isinstance(forced, Mapping):
        raise ScenarioError(f'"forced" must be an object by draw point, not {_kind(forced)}')
    checked: dict[str, tuple[Any, ...]] = {}
    for point, values in forced.items():
        if point not in game.draw_points:
            raise ScenarioError(
                f'"forced": {game.name} has no draw point {point!r}; '
                f"its draw points are {_listed(game.draw_points, quoted=True)}"
            )
        if isinstance(values, str | bytes) or not isinstance(values, Sequence):
            raise ScenarioError(
                f'"forced": the outcomes at {point!r} must be a list, one per draw '
                f"(a shuffle's outcome is a whole order), not {_kind(values)}"
            )
        checked[point] = tuple(to_json(list(values)))
    if forced_count(checked) > MAX_FORCED:
        raise ScenarioError(f'"forced" holds more than {MAX_FORCED:,} outcomes')
    return checked


def start(
    game: Game[S] | str,
    seed: int = 0,
    *,
    seats: Sequence[str] | int | None = None,
    options: Mapping[str, Any] | None = None,
    forced: Mapping[str, Sequence[Any]] | Sequence[Any] | None = None,
) -> S:
    """A fresh game of ``game`` for ``seats`` (ids, a player count, or None for the
    fewest players), set up from ``seed`` with ``options`` and ``forced`` outcomes.

    ``forced`` maps draw points to outcomes, in order (``{"spawn deck": [order]}``); a
    plain list queues outcomes for the first draws of any point instead."""
    rules = game_of(game)
    problem = seed_problem(seed)
    if problem is not None:
        raise ScenarioError(f'"seed": {problem}')
    ids = seat_ids(rules, seats)
    try:
        resolved = rules.resolve_options(dict(options or {}))
    except IllegalAction as exc:
        raise ScenarioError(f'"options": {exc}') from None
    if forced is None:
        by_point: Any = {}
    elif isinstance(forced, Mapping):
        by_point = check_forced(rules, forced)
    elif isinstance(forced, str | bytes) or not isinstance(forced, Sequence):
        raise ScenarioError(f'"forced" must be an object by draw point, not {_kind(forced)}')
    else:
        by_point = tuple(forced)
    try:
        state: S = rules.new_state(seed, resolved, by_point, ids)
    except ForcedOutcomeError as exc:
        raise ScenarioError(
            f"the set-up cannot use its forced outcomes: {exc} (a draw point lists one "
            "outcome per draw: a shuffle's outcome is a whole order)"
        ) from exc
    except IllegalAction as exc:
        raise ScenarioError(f"the game cannot be set up: {exc}") from exc
    return state


# -- playing ----------------------------------------------------------------------------


def action_of(game: Game[Any], item: Action | Mapping[str, Any], number: int = 1) -> Action:
    """``item`` as an Action of ``game``: an Action as it is, or its JSON decoded."""
    if isinstance(item, Action):
        return item
    if not isinstance(item, Mapping):
        raise ScenarioError(f"action {number} must be an object with a kind, not {_kind(item)}")
    kinds = action_kinds(game)
    kind = item.get("kind")
    if kind not in kinds:
        raise ScenarioError(
            f"action {number}: {game.name} has no action kind {kind!r}; "
            f"its kinds are {_listed(kinds)}"
        )
    try:
        return game.action_from_json(dict(item))
    except DecodeError as exc:
        raise ScenarioError(f"action {number} cannot be read: {exc}") from None


def label(game: Game[Any], action: Action) -> str:
    """'Geneticist: ChooseRoom': who does what, as errors name an action."""
    return f"{game.seat_name(action.seat)}: {action.kind}"


def play(game: Game[S] | str, state: S, *actions: Action | Mapping[str, Any]) -> S:
    """``state`` after ``actions``, each an Action or its JSON (``{"kind": "ChooseRoom",
    "seat": "adaptoid", "room": "lab"}``); an Edit is applied as the sandbox would.

    Raises :class:`Refused` (an IllegalAction too) naming the first action refused,
    and ScenarioError for one that cannot be read or draws a forced outcome that does
    not fit it."""
    rules = game_of(game)
    for number, item in enumerate(actions, 1):
        action = action_of(rules, item, number)
        state = _step(rules, number, action, partial(rules.apply, state)).state
    return state


def _step(game: Game[Any], number: int, action: Action, apply: Callable[[Action], T]) -> T:
    """``apply(action)``, a refusal or a forced outcome that does not fit named."""
    try:
        return apply(action)
    except IllegalAction as exc:
        raise Refused(number, action, str(exc), label(game, action)) from exc
    except ForcedOutcomeError as exc:
        raise ScenarioError(
            f"action {number} ({label(game, action)}) drew a forced outcome that does not "
            f"fit: {exc}"
        ) from exc


# -- the scenario as data -----------------------------------------------------------------


@dataclass(frozen=True)
class Scenario:
    """A game (by id), how it is set up and the actions played, as plain JSON values.

    ``seats`` are seat ids, a player count, or None for the fewest players; ``forced``
    maps draw points to their outcomes, in order; ``actions`` are action JSON (an
    Action given is stored as its JSON)."""

    game: str
    seed: int = 0
    seats: tuple[str, ...] | int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    forced: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    actions: tuple[Mapping[str, Any], ...] = ()
    title: str = ""

    def __post_init__(self) -> None:
        seats = self.seats
        if isinstance(seats, Sequence) and not isinstance(seats, str):
            object.__setattr__(self, "seats", tuple(seats))
        object.__setattr__(self, "options", dict(self.options))
        if not isinstance(self.forced, Mapping):
            raise ScenarioError(
                f'"forced" must be an object by draw point, not {_kind(self.forced)}'
            )
        # Stored as JSON values, so that a scenario equals itself read back from its
        # file; anything else is kept as given for start() and action_of() to name.
        forced = {
            p: tuple(to_json(list(v))) if isinstance(v, list | tuple) else v
            for p, v in self.forced.items()
        }
        object.__setattr__(self, "forced", forced)
        actions = tuple(
            a.to_json() if isinstance(a, Action) else dict(a) if isinstance(a, Mapping) else a
            for a in self.actions
        )
        object.__setattr__(self, "actions", actions)

    @property
    def rules(self) -> Game[Any]:
        return game_of(self.game)

    def then(self, *actions: Action | Mapping[str, Any]) -> Scenario:
        """The same scenario with ``actions`` played after its own."""
        named = tuple(a.to_json() if isinstance(a, Action) else a for a in actions)
        return replace(self, actions=(*self.actions, *named))

    def initial(self) -> Any:
        """The position the scenario starts from, before its actions."""
        return start(
            self.rules, self.seed, seats=self.seats, options=self.options, forced=self.forced
        )

    def session(self) -> Session[Any]:
        """The game after every action, with its history (undo, the log), as the table
        plays it. An Edit is played as a sandbox move; the session is left in rules mode.
        Any failure, even one the rules did not foresee, is a ScenarioError."""
        game = self.rules
        session: Session[Any] = Session(game, self.initial())
        for number, item in enumerate(self.actions, 1):
            action = action_of(game, item, number)
            session.sandbox = isinstance(action, Edit)
            try:
                _step(game, number, action, session.submit)
            except ScenarioError:
                raise
            except Exception as exc:  # a position from edits the rules never expected
                raise ScenarioError(
                    f"action {number} ({label(game, action)}): the rules could not handle it "
                    f"({type(exc).__name__})"
                ) from exc
        session.sandbox = False
        return session

    def state(self) -> Any:
        """The position after every action."""
        return self.session().state

    # -- JSON ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": SCENARIO_FORMAT, "version": SCENARIO_VERSION}
        data["game"] = self.game
        if self.title:
            data["title"] = self.title
        data["seed"] = self.seed
        if self.seats is not None:
            data["seats"] = self.seats if isinstance(self.seats, int) else list(self.seats)
        data["options"] = to_json(self.options)
        data["forced"] = {p: list(v) for p, v in self.forced.items()}
        data["actions"] = [dict(a) for a in self.actions]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Scenario:
        """A scenario from its JSON, checked against its game: draw points, seats and
        options known, every action readable (whether the rules accept them shows when
        it is played)."""
        if not isinstance(data, dict):
            raise ScenarioError(f"a scenario must be a JSON object, not {_kind(data)}")
        unknown = [key for key in data if key not in FIELDS]
        if unknown:
            raise ScenarioError(
                f"a scenario has no field {unknown[0]!r}; its fields are {_listed(FIELDS)}"
            )
        if data.get("format", SCENARIO_FORMAT) != SCENARIO_FORMAT:
            raise ScenarioError(f'"format" must be "{SCENARIO_FORMAT}"')
        version = data.get("version", SCENARIO_VERSION)
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise ScenarioError(f'"version" must be a whole number from 1, not {_kind(version)}')
        if version > SCENARIO_VERSION:
            raise ScenarioError(f"it was made by a newer Petri Dish (scenario version {version})")
        if "game" not in data:
            raise ScenarioError('"game" is missing: say which game, such as "adaptoid24"')
        game = game_of(data["game"])
        title = data.get("title", "")
        if not isinstance(title, str) or len(title) > MAX_TITLE:
            raise ScenarioError(f'"title" must be text of at most {MAX_TITLE} characters')
        seed = data.get("seed", 0)
        problem = seed_problem(seed)
        if problem is not None:
            raise ScenarioError(f'"seed": {problem}')
        seats = data.get("seats")
        seat_ids(game, seats)
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ScenarioError(f'"options" must be an object, not {_kind(options)}')
        try:
            game.resolve_options(options)
        except IllegalAction as exc:
            raise ScenarioError(f'"options": {exc}') from None
        forced = check_forced(game, data.get("forced", {}))
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise ScenarioError(f'"actions" must be a list, not {_kind(actions)}')
        if len(actions) > MAX_ACTIONS:
            raise ScenarioError(f'"actions" holds more than {MAX_ACTIONS:,} actions')
        for number, item in enumerate(actions, 1):
            action_of(game, item, number)
        return cls(game.id, seed, seats, options, forced, tuple(actions), title)

    def dumps(self) -> str:
        """The scenario as the text of a file: indented, the seats on one line, and one
        line per draw point and per action."""

        def line(value: Any) -> str:
            return json.dumps(value, ensure_ascii=False)

        entries = []
        for key, value in self.to_json().items():
            if key == "actions" and value:
                text = "[\n" + ",\n".join(f"    {line(a)}" for a in value) + "\n  ]"
            elif key == "seats":
                text = line(value)
            elif key == "forced" and value:
                points = (f"    {line(p)}: {line(v)}" for p, v in value.items())
                text = "{\n" + ",\n".join(points) + "\n  }"
            else:
                text = json.dumps(value, ensure_ascii=False, indent=2).replace("\n", "\n  ")
            entries.append(f"  {line(key)}: {text}")
        return "{\n" + ",\n".join(entries) + "\n}\n"


def loads(text: str | bytes) -> Scenario:
    """A scenario from the text of its file (JSON); ScenarioError for anything wrong."""
    if len(text) > MAX_BYTES:
        raise ScenarioError(f"a scenario may be at most {MAX_BYTES // 2**20} MiB")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ScenarioError("it is not UTF-8 text") from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise ScenarioError(f"it is not JSON: {exc.msg} ({where})") from None
    except RecursionError:
        raise ScenarioError("it is nested too deeply to be a scenario") from None
    except ValueError as exc:  # NaN, Infinity, a number of thousands of digits
        raise ScenarioError(f"it holds a value no scenario can: {exc}") from None
    return Scenario.from_json(data)


def load(path: str | os.PathLike[str]) -> Scenario:
    """A scenario from a file; ScenarioError (naming the file) for anything wrong."""
    where = Path(path)
    try:
        if not where.is_file():
            raise ScenarioError(f"{where.name}: there is no scenario file there")
        with where.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(f"{where.name}: {exc.strerror or exc}") from None
    try:
        return loads(raw)
    except ScenarioError as exc:
        raise ScenarioError(f"{where.name}: {exc}") from None


def dump(scenario: Scenario, path: str | os.PathLike[str]) -> None:
    """Write ``scenario`` to ``path`` as UTF-8 JSON."""
    Path(path).write_text(scenario.dumps(), encoding="utf-8")


# -- words ------------------------------------------------------------------------------


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a scenario can hold")


def _listed(items: Sequence[str], quoted: bool = False) -> str:
    return ", ".join(repr(i) if quoted else i for i in items)


def _kind(value: Any) -> str:
    """A JSON value's kind in words, for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list | tuple):
        return "a list"
    return "an object"
