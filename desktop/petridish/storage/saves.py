"""Saved games: writing them, and reading them back without trusting them.

A save records how a game was set up (game, options, seats, seed, forced outcomes or a
starting position) and every move since, plus a snapshot of the final position. Loading
sets the game up again and replays the moves through the rules, so a save can never put
the table into a position the moves do not lead to; the snapshot is the check that the
file was not edited or damaged. ``docs/SAVE-FORMAT.md`` describes the format.

Saves are shared and edited by hand, so ``read_save`` treats every file as hostile: any
problem becomes one ``SaveError`` whose message names the file and what is wrong. Reading
never writes anything, and JSON is the only thing ever parsed (no pickle, no eval).

This module sets games up and writes saves and autosaves; the decoded save and its limits
are in :mod:`petridish.storage.save_types`, reading in :mod:`petridish.storage.save_reader`.
Every name of all three is importable from here.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from petridish import __version__
from petridish.core.actions import Action
from petridish.core.game import Game, IllegalAction, SetUp
from petridish.core.rng import STREAM, RngState, forced_count, seed_problem
from petridish.core.serial import to_json
from petridish.core.session import Session
from petridish.storage import autosave_files
from petridish.storage.atomic import write_atomic
from petridish.storage.paths import Paths
from petridish.storage.peek import (  # limits shared with the light half the picker uses
    MAX_SAVE_BYTES,
    MAX_TEXT,
    SAVE_FORMAT,
)
from petridish.storage.save_reader import Opening, load_session, open_save, read_save
from petridish.storage.save_text_rules import clean_text, lone_surrogate, place_name
from petridish.storage.save_types import (
    MAX_DRAFT,
    MAX_FORCED,
    MAX_MESSAGE,
    MAX_MOVES,
    MAX_SEATS,
    MODES,
    SAVE_VERSION,
    SEAT_KINDS,
    SaveError,
    SaveGame,
    SeatInfo,
    _seats_problem,
    rng_fields,
    too_many_forced,
)

__all__ = [
    "MAX_FORCED",
    "MAX_MESSAGE",
    "MAX_MOVES",
    "MAX_SAVE_BYTES",
    "MAX_SEATS",
    "MAX_TEXT",
    "MODES",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "SEAT_KINDS",
    "Opening",
    "SaveError",
    "SaveGame",
    "SeatInfo",
    "autosave",
    "dump_save",
    "load_session",
    "open_save",
    "read_save",
    "replay_moves",
    "save_bytes",
    "save_text",
    "session_from_setup",
    "to_session",
    "write_save",
]


# -- building sessions ------------------------------------------------------------------


def session_from_setup(
    game: Game[Any],
    seed: int,
    options: dict[str, Any] | None = None,
    forced: Sequence[Any] = (),
    start: Any | None = None,
    sandbox: bool = False,
    seats: Sequence[str] | None = None,
) -> Session[Any]:
    """A new session: from ``start`` if given, else from the fresh set-up for ``seed`` and
    ``seats`` (ids; None: the fewest players)."""
    if start is not None:
        return Session(game, start, sandbox=sandbox)
    return Session.new_game(game, seed, options, forced, seats, sandbox=sandbox)


def replay_moves(
    game: Game[Any],
    initial: Any,
    moves: Iterable[tuple[Action, bool]],
    mode: str = "rules",
    set_up: SetUp[Any] | None = None,
) -> Session[Any]:
    """Replay recorded moves, each in the mode it was made in; leave the session in ``mode``.
    ``set_up``: how a new game came to ``initial`` (for the log of its first moments).

    Raises IllegalAction naming the first move refused (moves are counted from 1).
    """
    session: Session[Any] = Session(game, initial, set_up=set_up)
    for n, (action, sandbox) in enumerate(moves, 1):
        session.sandbox = sandbox
        try:
            session.submit(action)
        except IllegalAction as exc:
            raise IllegalAction(f"move {n} ({action.kind}) was refused: {exc}") from exc
    reason = game.validate_state(session.state)
    if reason is not None:
        raise IllegalAction(f"the final position is not possible: {reason}")
    session.sandbox = mode == "sandbox"
    return session


def to_session(save: SaveGame) -> Session[Any]:
    """Set the saved game up again and replay its moves (raises IllegalAction if refused)."""
    if save.start is not None:
        return replay_moves(save.game, save.start, save.moves, save.mode)
    session = Session.new_game(
        save.game, save.seed, save.options, save.forced, save.seat_ids, stream=save.stream
    )
    return replay_moves(save.game, session.initial, save.moves, save.mode, session.set_up)


# -- writing ----------------------------------------------------------------------------


def stream_of(state: Any) -> int:
    """The random stream a game drew from, as its position's RNG says."""
    rng = getattr(state, "rng", None)
    return rng.stream if isinstance(rng, RngState) else STREAM


def dump_save(
    session: Session[Any],
    *,
    game_id: str,
    seed: int,
    options: dict[str, Any] | None,
    forced: Sequence[Any],
    seats: Sequence[SeatInfo],
    title: str,
    start: Any | None = None,
) -> dict[str, Any]:
    """The save of ``session`` as a JSON-ready dict (the redo stack is not saved).

    Raises ValueError, naming the field, for a save that could never be loaded again:
    a seed out of range, more moves or forced outcomes than a save may hold, seats the
    game does not have, or a session that did not begin from the set-up described. The
    title and names are made to fit instead (see ``clean_text``): people type them.
    """
    game = session.game
    if game.id and game.id != game_id:
        raise ValueError(f"the session plays {game.id!r}, not {game_id!r}")
    problem = seed_problem(seed)
    if problem is not None:
        raise ValueError(f'"seed": {problem}')
    seats = [replace(seat, name=clean_text(seat.name, MAX_TEXT)) for seat in seats]
    problem = _seats_problem(seats, game)
    if problem is not None or not 1 <= len(seats) <= MAX_SEATS:
        raise ValueError(problem or f"a save needs 1 to {MAX_SEATS} seats, not {len(seats)}")
    if forced_count(forced) > MAX_FORCED:
        raise ValueError(too_many_forced("forced"))
    if len(session.draft) > MAX_DRAFT:
        raise ValueError(f"a move in the making has more than {MAX_DRAFT} parts")
    if len(session.steps) > MAX_MOVES:
        raise ValueError(f"a save holds at most {MAX_MOVES:,} moves; this game has more")
    for key, state in (("start", start), ("snapshot", session.state)):
        for name in rng_fields(type(state)) if state is not None else ():
            if forced_count(getattr(state, name)) > MAX_FORCED:
                raise ValueError(too_many_forced(f"{key}.{name}.forced"))
    resolved = game.resolve_options(options)
    stream = stream_of(session.initial)
    initial = (
        start
        if start is not None
        else game.new_state(seed, resolved, forced, [seat.id for seat in seats], stream=stream)
    )
    if game.state_to_json(initial) != game.state_to_json(session.initial):
        raise ValueError("the session did not begin from the set-up given to dump_save")
    # The reader checks both positions a game can be taken up from: a save it would
    # refuse is never written.
    for what, state in (("starting", start), ("final", session.state)):
        reason = _position_problem(game, state) if state is not None else None
        if reason is not None:
            raise ValueError(f"the {what} position is not possible: {reason}")
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "app_version": __version__,
        "game": game_id,
        "title": clean_text(title, MAX_TEXT),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "options": to_json(resolved),
        "seats": [seat.to_json() for seat in seats],
        "seed": seed,
        "stream": stream,
        "forced": to_json(dict(forced) if isinstance(forced, Mapping) else list(forced)),
        "start": None if start is None else game.state_to_json(start),
        "moves": [{"action": s.action.to_json(), "sandbox": s.sandbox} for s in session.steps],
        "mode": "sandbox" if session.sandbox else "rules",
        "draft": list(session.draft),
        "snapshot": game.state_to_json(session.state),
    }


def _position_problem(game: Game[Any], state: Any) -> str | None:
    """What ``game.validate_state`` finds wrong with ``state``, a position it cannot
    even look at included (None: nothing)."""
    try:
        return game.validate_state(state)
    except Exception as exc:  # a position made by hand may trip the check itself
        return f"the rules could not check it ({type(exc).__name__})"


def save_text(data: dict[str, Any]) -> str:
    """A save dict as the text written to disk.

    Indented for hand editing, but one line per seat and per move: a long game stays
    easy to scroll.
    """

    def dumps(value: Any, indent: int | None = None) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, indent=indent)

    entries = []
    for key, value in data.items():
        if key in ("seats", "moves") and value:
            text = "[\n" + ",\n".join("    " + dumps(m) for m in value) + "\n  ]"
        else:
            text = dumps(value, indent=2).replace("\n", "\n  ")
        entries.append(f"  {dumps(key)}: {text}")
    return "{\n" + ",\n".join(entries) + "\n}\n"


def save_bytes(data: dict[str, Any]) -> bytes:
    """A save dict as the bytes written to disk, all of it checked before any file is
    touched; ValueError, naming the field, for anything the reader would refuse."""
    try:
        payload = save_text(data).encode("utf-8")
    except UnicodeEncodeError as exc:
        found = lone_surrogate(data)
        where = place_name(found[0]) if found else "a text"
        raise ValueError(f"{where} holds half of a character, which no file can store") from exc
    except ValueError as exc:  # a number too long to write (Python's digit limit), NaN
        raise ValueError(f"the save holds a value no file can store ({exc})") from exc
    if len(payload) > MAX_SAVE_BYTES:
        raise ValueError(
            f"the save would be {len(payload) / 2**20:.1f} MiB; a save may be at most "
            f"{MAX_SAVE_BYTES // 2**20} MiB"
        )
    return payload


def write_save(
    path: str | os.PathLike[str],
    session: Session[Any],
    *,
    game_id: str,
    seed: int,
    options: dict[str, Any] | None,
    forced: Sequence[Any],
    seats: Sequence[SeatInfo],
    title: str,
    start: Any | None = None,
) -> None:
    """Save ``session`` to ``path`` atomically (see ``dump_save`` for the arguments)."""
    data = dump_save(
        session,
        game_id=game_id,
        seed=seed,
        options=options,
        forced=forced,
        seats=seats,
        title=title,
        start=start,
    )
    write_atomic(path, save_bytes(data))


# -- autosave ---------------------------------------------------------------------------


def autosave(
    paths: Paths,
    session: Session[Any],
    *,
    key: str,
    game_id: str,
    seed: int,
    options: dict[str, Any] | None,
    forced: Sequence[Any],
    seats: Sequence[SeatInfo],
    title: str,
    start: Any | None = None,
) -> Path:
    """Write the autosave of the game in progress ``key``, keeping the one it replaces
    as its previous autosave.

    The new autosave is built, encoded and checked in full first, then written to a
    temporary file; only once it is safely on disk does the current autosave become the
    previous one. A failure at any step leaves every good autosave there was.
    """
    payload = save_bytes(
        dump_save(
            session,
            game_id=game_id,
            seed=seed,
            options=options,
            forced=forced,
            seats=seats,
            title=title,
            start=start,
        )
    )
    return autosave_files.write_autosave(paths, key, payload)
