"""Reading saves back without trusting them.

``read_save``, ``load_session`` and ``open_save`` treat every file as hostile: any
problem becomes one ``SaveError`` whose message names the file and what is wrong.
Reading never writes anything, and JSON is the only thing ever parsed (no pickle, no
eval). The moves are replayed through the rules and must lead to the save's snapshot.

``open_save`` reads a save as far as the position it was saved in; its ``Opening`` then
replays the moves, all at once or a slice at a time, so that a window can show that
position while the moves of a long game are checked.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from petridish.core import registry
from petridish.core.actions import Action
from petridish.core.game import Game
from petridish.core.rng import FIRST_STREAM, MAX_SEED, STREAMS, forced_count, seed_problem
from petridish.core.session import Session
from petridish.storage.peek import MAX_SAVE_BYTES, MAX_TEXT, SAVE_FORMAT
from petridish.storage.save_file import Unreadable, read_limited
from petridish.storage.save_file import parse as parse_json
from petridish.storage.save_text_rules import (
    LONE_SURROGATE_ESCAPE,
    lone_surrogate,
    place_name,
    text_problem,
)
from petridish.storage.save_types import (
    MAX_DRAFT,
    MAX_FORCED,
    MAX_MESSAGE,
    MAX_MOVES,
    MAX_SEATS,
    MODES,
    SAVE_VERSION,
    SaveError,
    SaveGame,
    SeatInfo,
    _seats_problem,
    rng_fields,
    too_many_forced,
)


def read_save(path: str | os.PathLike[str]) -> SaveGame:
    """Read and check a save; raise SaveError for anything wrong with it."""
    return load_session(path)[0]


def load_session(path: str | os.PathLike[str]) -> tuple[SaveGame, Session[Any]]:
    """Read a save and rebuild its session; raise SaveError for anything wrong with it."""
    opening = open_save(path)
    opening.read()
    assert opening.session is not None
    return opening.save, opening.session


def open_save(path: str | os.PathLike[str]) -> Opening:
    """Read a save up to the position it was saved in, its moves not yet replayed (see
    ``Opening.read``); raise SaveError for anything wrong with what was read."""
    return _Reader(Path(path)).open()


class Opening:
    """A save read as far as the position it was saved in.

    ``read`` replays its moves through the rules, all of them or a slice at a time, and
    last checks that they lead to the saved position. Until then ``save.moves`` holds
    the moves read so far and ``session`` is None.
    """

    def __init__(self, reader: _Reader, save: SaveGame, moves: list[Any], raw: bytes) -> None:
        self.save = save
        self.raw = raw  # the file's bytes, as read
        self.total = len(moves)  # the moves to replay
        self.session: Session[Any] | None = None  # once every move is read and checked
        self._reader = reader
        self._moves = moves  # as JSON, decoded one by one as they are replayed
        self._replaying: Session[Any] | None = None

    @property
    def done(self) -> int:
        """How many moves are replayed so far."""
        return len(self.save.moves)

    def read(self, count: int | None = None) -> bool:
        """Replay up to ``count`` more moves (None: all that are left); True once every
        move is replayed and they are found to lead to the saved position. Raise
        SaveError, naming the move, for the first that is damaged or refused."""
        if self.session is not None:
            return True
        reader, save = self._reader, self.save
        if self._replaying is None:
            self._replaying = reader.initial(save)
        session = self._replaying
        end = self.total if count is None else min(self.total, self.done + count)
        for n in range(self.done + 1, end + 1):
            action, sandbox = reader.move(n, self._moves[n - 1], save.game)
            session.sandbox = sandbox
            with reader.guard(f"move {n} ({action.kind}) was refused"):
                session.submit(action)  # an edit's whole position is checked too
            save.moves.append((action, sandbox))
        if self.done < self.total:
            return False
        reader.finish(save, session)
        self.session = session
        return True

    def preview(self) -> Session[Any] | None:
        """The position the save was made in as a session without moves, to show while
        the moves are read; None if it cannot be shown before they are (its snapshot
        leaves out a field the replay makes, or is no position the rules allow)."""
        game, snapshot = self.save.game, self.save.snapshot
        with self._reader.guard("the final position (snapshot) is not possible"):
            named = set(game.state_to_json(snapshot))
            if self.save.snapshot_fields != named or game.validate_state(snapshot) is not None:
                return None
        session: Session[Any] = Session(game, snapshot, sandbox=self.save.sandbox)
        session.draft = self.save.draft
        return session


def _short(text: str) -> str:
    """``text`` cut to MAX_MESSAGE in its middle: messages quote the offending value, a
    hostile value may be megabytes long, and the start (where) and end (what was found)
    are what a person needs, however long the folder a file lies in."""
    if len(text) <= MAX_MESSAGE:
        return text
    head = (MAX_MESSAGE - 1) // 2
    return text[:head] + "…" + text[len(text) - (MAX_MESSAGE - 1 - head) :]


class _Reader:
    """Reads one save file; every check raises SaveError naming that file."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, problem: str) -> SaveError:
        return SaveError(self.path, _short(problem))

    @contextmanager
    def guard(self, what: str) -> Iterator[None]:
        """Turn any error inside into a SaveError about ``what``."""
        try:
            yield
        except SaveError:
            raise
        except ValueError as exc:  # DecodeError, IllegalAction and ForcedOutcomeError
            raise self.fail(f"{what}: {exc}") from exc
        except Exception as exc:
            # A hostile file can reach positions the rules never produce; whatever the
            # rules then trip over, the player gets a message, not a crash.
            raise self.fail(
                f"{what}: the rules could not handle it ({type(exc).__name__})"
            ) from exc

    # -- the file -------------------------------------------------------------------
    def open(self) -> Opening:
        raw = self.read_bytes()
        data = self.parse(raw)
        game = self.header(data)
        self.writable(raw, data)
        save = self.body(data, game)
        return Opening(self, save, data["moves"], raw)

    def read_bytes(self) -> bytes:
        try:
            return read_limited(self.path, MAX_SAVE_BYTES)
        except Unreadable as exc:
            raise self.fail(exc.problem) from exc

    def parse(self, raw: bytes) -> dict[str, Any]:
        try:
            data = parse_json(raw)
        except Unreadable as exc:
            raise self.fail(exc.problem) from exc
        if not isinstance(data, dict):
            raise self.fail("it is not a Petri Dish save (the file is not a JSON object)")
        return data

    def writable(self, raw: bytes, data: dict[str, Any]) -> None:
        """Refuse text no file can hold: a save loaded with it could never be saved."""
        # Most saves hold no surrogate escape at all, and looking for "\ud" is far quicker
        # than the pattern (whose look-behind is tried at every byte of a long save).
        if (b"\\ud" not in raw and b"\\uD" not in raw) or LONE_SURROGATE_ESCAPE.search(raw) is None:
            return  # no lone escape, so no lone surrogate: no need to walk every value
        found = lone_surrogate(data)
        if found is not None:
            place, problem = found
            raise self.fail(f"{place_name(place)} {problem}")

    # -- fields ---------------------------------------------------------------------
    def get(self, data: dict[str, Any], key: str, kind: type, what: str) -> Any:
        if key not in data:
            raise self.fail(f'"{key}" is missing')
        value = data[key]
        # bool is an int to Python, but true is never a seed or a version.
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise self.fail(f'"{key}" must be {what}, not {_describe(value)}')
        return value

    def text(self, data: dict[str, Any], key: str) -> str:
        value = self.get(data, key, str, "text") if key in data else ""
        if len(value) > MAX_TEXT:
            raise self.fail(f'"{key}" is longer than {MAX_TEXT} characters')
        problem = text_problem(value)
        if problem is not None:
            raise self.fail(f'"{key}" {problem}')
        return str(value)

    def header(self, data: dict[str, Any]) -> Game[Any]:
        if data.get("format") != SAVE_FORMAT:
            raise self.fail(f'it is not a Petri Dish save (no "format": "{SAVE_FORMAT}")')
        version = self.get(data, "version", int, "a whole number")
        if version > SAVE_VERSION:
            raise self.fail(
                f"it was made by a newer Petri Dish (format {version}); "
                f"this one reads format {SAVE_VERSION}"
            )
        if version < 1:
            raise self.fail(f"it has an unknown format version {version}")
        game_id = self.get(data, "game", str, "a game id")
        try:
            return registry.load(game_id)
        except registry.UnknownGame as exc:
            raise self.fail(str(exc)) from exc

    def body(self, data: dict[str, Any], game: Game[Any]) -> SaveGame:
        title = self.text(data, "title")
        app_version = self.text(data, "app_version")
        saved_at = self.text(data, "saved_at")
        if saved_at:
            try:
                datetime.fromisoformat(saved_at)
            except ValueError as exc:
                raise self.fail(f'"saved_at" is not a date and time: {saved_at!r}') from exc
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise self.fail(f'"options" must be an object, not {_describe(options)}')
        with self.guard("its options are not valid"):
            options = game.resolve_options(options)
        seats = self.seats(data, game)
        seed = self.get(data, "seed", int, "a whole number")
        problem = seed_problem(seed)
        if problem is not None:
            raise self.fail(f'"seed": {problem}')
        stream = self.stream(data)
        forced = data.get("forced", [])
        if isinstance(forced, dict):  # by draw point (format 2)
            if not all(isinstance(v, list) for v in forced.values()):
                raise self.fail('"forced" by draw point must list each point\'s outcomes')
        elif not isinstance(forced, list):
            raise self.fail(f'"forced" must be a list, not {_describe(forced)}')
        if forced_count(forced) > MAX_FORCED:
            raise self.fail(too_many_forced("forced"))
        unknown = (
            [p for p in forced if p not in game.draw_points] if isinstance(forced, dict) else []
        )
        if unknown:
            raise self.fail(f'"forced" names no draw point of {game.name}: {unknown[0]!r}')
        for key in ("start", "snapshot"):
            self.forced_in_state(data, key, game)
        mode = self.get(data, "mode", str, '"rules" or "sandbox"')
        if mode not in MODES:
            raise self.fail(f'"mode" must be "rules" or "sandbox", not {mode!r}')
        draft = data.get("draft", [])
        if (
            not isinstance(draft, list)
            or len(draft) > MAX_DRAFT
            or not all(isinstance(p, str) and len(p) <= MAX_TEXT for p in draft)
        ):
            raise self.fail(f'"draft" must list at most {MAX_DRAFT} short texts')
        self.moves(data)
        start = None
        if data.get("start") is not None:
            with self.guard("the starting position is damaged"):
                start = game.state_from_json(data["start"])
            with self.guard("the starting position is not possible"):
                reason = game.validate_state(start)
            if reason is not None:
                raise self.fail(f"the starting position is not possible: {reason}")
            seats = self.seats_of_start(seats, start, game)
        if "snapshot" not in data:
            raise self.fail('"snapshot" is missing')
        with self.guard("the final position (snapshot) is damaged"):
            snapshot = game.state_from_json(data["snapshot"])
        raw = data["snapshot"]
        fields = frozenset(raw) if isinstance(raw, dict) else frozenset()
        return SaveGame(
            game=game,
            options=options,
            seats=seats,
            seed=seed,
            forced=forced,
            start=start,
            moves=[],  # filled as they are replayed (see Opening)
            mode=mode,
            snapshot=snapshot,
            draft=tuple(draft),
            title=title,
            app_version=app_version,
            saved_at=saved_at,
            snapshot_fields=fields,
            stream=stream,
        )

    def stream(self, data: dict[str, Any]) -> int:
        """The random stream the game was set up with: saves before format 3 were all
        drawn from the first; from format 3 the save names it."""
        if data["version"] < 3:
            return FIRST_STREAM
        stream = self.get(data, "stream", int, "a whole number")
        if stream not in STREAMS:
            raise self.fail(f'"stream" must be one of {", ".join(map(str, STREAMS))}, not {stream}')
        return int(stream)

    def seats(self, data: dict[str, Any], game: Game[Any]) -> list[SeatInfo]:
        raw = self.get(data, "seats", list, "a list")
        if not raw or len(raw) > MAX_SEATS:
            raise self.fail(f'"seats" must list 1 to {MAX_SEATS} seats, not {len(raw)}')
        seats: list[SeatInfo] = []
        for n, entry in enumerate(raw, 1):
            if not isinstance(entry, dict):
                raise self.fail(f"seat {n} must be an object, not {_describe(entry)}")
            if "id" not in entry:
                raise self.fail(f'seat {n}: "id" is missing')
            values = {}
            for key, default in (("id", ""), ("name", ""), ("kind", "human"), ("colour", "")):
                value = entry.get(key, default)
                if not isinstance(value, str) or len(value) > MAX_TEXT:
                    raise self.fail(f'seat {n}: "{key}" must be short text')
                problem = text_problem(value)
                if problem is not None:
                    raise self.fail(f'seat {n}: "{key}" {problem}')
                values[key] = value
            seats.append(SeatInfo(**values))
        problem = _seats_problem(seats, game)
        if problem is not None:
            raise self.fail(problem)
        return [_today(seat, game) for seat in seats]

    def seats_of_start(self, seats: list[SeatInfo], start: Any, game: Game[Any]) -> list[SeatInfo]:
        """The seats of a game that begins at ``start``: those listed must play in it,
        and its players the list leaves out (a puzzle may name only the person's) are
        the computer's, in seat order, each under the game's name for it."""
        with self.guard("the starting position is damaged"):
            players = tuple(game.seats_of(start))
        for n, seat in enumerate(seats, 1):
            if seat.id not in players:
                raise self.fail(f"seat {n}: {seat.id!r} does not play in the starting position")
        listed = {seat.id for seat in seats}
        return seats + [
            SeatInfo(s, game.seat_name(s), "normal") for s in players if s not in listed
        ]

    def forced_in_state(self, data: dict[str, Any], key: str, game: Game[Any]) -> None:
        """MAX_FORCED holds inside a position too, and is checked before decoding it:
        millions of forced outcomes there would take the reader, every move and every
        autosave after it seconds each; and its count of draws is one a game can have."""
        state = data.get(key)
        if not isinstance(state, dict):
            return  # decoding says what is wrong with it
        for name in rng_fields(game.state_type):
            rng = state.get(name)
            if not isinstance(rng, dict):
                continue
            forced = rng.get("forced")
            named = rng.get("named")
            count = len(forced) if isinstance(forced, list) else 0
            if isinstance(named, dict):
                count += sum(len(v) for v in named.values() if isinstance(v, list))
            if count > MAX_FORCED:
                raise self.fail(too_many_forced(f"{key}.{name}.forced"))
            # A count of draws so far below 0 (or past any seed) is no position a game
            # ever reached: it loaded, and played on from a stream no game makes.
            draws = rng.get("draws")
            if (
                isinstance(draws, int)
                and not isinstance(draws, bool)
                and not 0 <= draws <= MAX_SEED
            ):
                raise self.fail(
                    f'"{key}.{name}.draws" must be a count of draws from 0 to {MAX_SEED:,}'
                )

    def moves(self, data: dict[str, Any]) -> None:
        """The list of moves is a list of at most MAX_MOVES; each is decoded as it is
        replayed (``move``)."""
        raw = self.get(data, "moves", list, "a list")
        if len(raw) > MAX_MOVES:
            raise self.fail(f"it has more than {MAX_MOVES} moves, too many to be a real game")

    def move(self, n: int, entry: Any, game: Game[Any]) -> tuple[Action, bool]:
        """The ``n``-th move (from 1) decoded: its action and whether it was made in
        sandbox mode."""
        if not isinstance(entry, dict) or "action" not in entry:
            raise self.fail(f'move {n} must be an object with an "action"')
        sandbox = entry.get("sandbox", False)
        if not isinstance(sandbox, bool):
            raise self.fail(f'move {n}: "sandbox" must be true or false')
        with self.guard(f"move {n} is damaged"):
            return game.action_from_json(entry["action"]), sandbox

    # -- the game -------------------------------------------------------------------
    # As replay_moves, but each move is guarded on its own (in Opening.read) so that
    # even a failure the rules did not foresee names the move it happened in.
    def initial(self, save: SaveGame) -> Session[Any]:
        """A session at the position the save's moves start from."""
        if save.start is not None:
            return Session(save.game, save.start)
        with self.guard("the game could not be set up from its seed and options"):
            return Session.new_game(
                save.game,
                save.seed,
                save.options,
                save.forced,
                save.seat_ids,
                stream=save.stream,
            )

    def finish(self, save: SaveGame, session: Session[Any]) -> None:
        """Check that the replayed moves lead to the save's snapshot, and leave the
        session in the mode and with the move in the making the save was left with."""
        game = save.game
        with self.guard("the final position is not possible"):
            reason = game.validate_state(session.state)  # the one the game goes on from
        if reason is not None:
            raise self.fail(f"the final position is not possible: {reason}")
        session.sandbox = save.sandbox
        session.draft = save.draft
        with self.guard("the final position could not be compared"):
            same = _named(game.state_to_json(session.state), save.snapshot_fields) == _named(
                game.state_to_json(save.snapshot), save.snapshot_fields
            )
        if not same:
            raise self.fail(
                "the save's moves do not lead to its snapshot: it was edited or is damaged"
            )


def _named(state_json: Any, fields: frozenset[str]) -> Any:
    """``state_json`` with only ``fields`` (all of it when ``fields`` is empty): what a
    snapshot written before a field existed can be checked against."""
    if not fields or not isinstance(state_json, dict):
        return state_json
    return {k: v for k, v in state_json.items() if k in fields}


def _today(seat: SeatInfo, game: Game[Any]) -> SeatInfo:
    """``seat`` as this Petri Dish can play it: a level of computer player the game does
    not offer (a save written by a later version, or by hand) is the normal one. ("bot",
    the name saves used before there were levels, is kept: it plays as the normal one.)"""
    kind = registry.seat_kind(seat.kind)
    if kind in registry.LEVELS and kind not in registry.levels(game.id):
        return SeatInfo(seat.id, seat.name, "normal", seat.colour)
    return seat


def _describe(value: Any) -> str:
    """A JSON value's kind in words, for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        # The number itself: "not 1.0" says what to fix, "not a number" puzzles.
        return _short_number(value)
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _short_number(value: int | float) -> str:
    if isinstance(value, float):
        return repr(value)
    digits = len(str(abs(value)))  # at most MAX_DIGITS: the parser refuses longer
    return str(value) if digits <= 24 else f"a number {digits:,} digits long"
