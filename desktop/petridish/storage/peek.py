"""Quick looks at saves for the game picker, without loading the rules.

The picker lists the games in progress on every start (``games_in_progress``): the
game, the title (which names where the game stands, written afresh with every
autosave), the players, or why the file cannot be read, is all it needs, so this module
imports nothing of the rules or the save checks (those run when the player actually
continues). Whatever is on disk, a look returns: a file that cannot be read is a look
with a problem, never an exception.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from petridish.storage.paths import Paths
from petridish.storage.save_file import Unreadable, parse, read_limited
from petridish.storage.save_text_rules import text_problem

SAVE_FORMAT = "petridish-save"
# 2: a position records its seats, forced outcomes may be named by draw point, a
# sandbox edit names a hidden card by its place, and a move in the making is kept
# ("draft"). 3: dice come from one stream per game, and the save names its stream
# (format 1 and 2 saves were drawn from the first, and replay from it). Every earlier
# format still loads.
SAVE_VERSION = 3
MAX_SAVE_BYTES = 16 * 1024 * 1024
MAX_TEXT = 200
MAX_SEATS_SHOWN = 16  # far beyond any game's seats: a label looks at no more


class Look:
    """What a quick look found: the save's ``title``, or the ``problem`` (in words) that
    keeps it from being read; ``readable`` says which."""

    __slots__ = ("computers", "game", "moves", "path", "people", "problem", "sandbox", "title")

    def __init__(
        self,
        path: Path,
        title: str = "",
        problem: str = "",
        game: str = "",
        people: tuple[str, ...] = (),
        computers: int = 0,
        sandbox: bool = False,
        moves: int = 0,
    ) -> None:
        self.path = path
        self.title = title
        self.problem = problem
        self.game = game  # the game's id, as the save names it
        self.people = people  # the names of the people who play it
        self.computers = computers  # how many seats the computer plays
        self.sandbox = sandbox  # saved in sandbox mode (free moves)
        self.moves = moves  # how many moves it holds (a replay's steps)

    @property
    def readable(self) -> bool:
        return not self.problem

    def __repr__(self) -> str:
        return f"Look({str(self.path)!r}, title={self.title!r}, problem={self.problem!r})"


def look_at(path: str | os.PathLike[str]) -> Look:
    """The title of a save without checking or replaying it, or why it cannot be read.

    Checks what the picker shows and what the full reader would refuse at once: the file,
    its JSON, the format, the version and the title. A file that passes may still be
    refused when it is continued (its moves are only checked then).
    """
    where = Path(path)
    try:
        data = parse(read_limited(where, MAX_SAVE_BYTES))
    except Unreadable as exc:
        return Look(where, problem=exc.problem)
    except Exception as exc:  # a look must never stop the picker from opening
        return Look(where, problem=f"the file could not be read ({type(exc).__name__})")
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        return Look(where, problem="it is not a Petri Dish save")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        return Look(where, problem=f"it was made by a newer Petri Dish (format {version})")
    title = data.get("title", "")
    if not isinstance(title, str):
        return Look(where, problem='its "title" is not text')
    problem = text_problem(title)
    if problem is not None:
        return Look(where, problem=f'its "title" {problem}')
    game = data.get("game")
    people, computers = _players(data.get("seats"))
    moves = data.get("moves")
    return Look(
        where,
        title=title[:MAX_TEXT],
        game=game[:MAX_TEXT] if isinstance(game, str) else "",
        people=people,
        computers=computers,
        sandbox=data.get("mode") == "sandbox",
        moves=len(moves) if isinstance(moves, list) else 0,
    )


def _players(seats: object) -> tuple[tuple[str, ...], int]:
    """The people's names and the number of computer players, of the seats as found:
    only for a label (the full reader checks them when the game is continued)."""
    if not isinstance(seats, list):
        return (), 0
    people: list[str] = []
    computers = 0
    for seat in seats[:MAX_SEATS_SHOWN]:
        if not isinstance(seat, dict):
            continue
        name, kind = seat.get("name"), seat.get("kind", "human")
        if kind != "human":
            computers += 1
        elif isinstance(name, str) and text_problem(name) is None:
            people.append(name[:MAX_TEXT])
    return tuple(people), computers


def peek_title(path: str | os.PathLike[str]) -> str | None:
    """The title of a save (for a quick label), or None if it cannot be read."""
    look = look_at(path)
    return look.title if look.readable else None


class InProgress:
    """A game in progress as the picker lists it: its ``key`` (None for an old single
    autosave not yet moved in with the others), the ``look`` at its autosave, and when
    it was last ``played`` (the autosave's time, in seconds since the epoch)."""

    __slots__ = ("key", "look", "played")

    def __init__(self, key: str | None, look: Look, played: float) -> None:
        self.key = key
        self.look = look
        self.played = played

    @property
    def path(self) -> Path:
        return self.look.path

    @property
    def where(self) -> str:
        """Where the game stands ("Phase 2 · Turn 4"): its title after the game's name,
        or the whole title when it has no such part."""
        _name, dash, where = self.look.title.partition(" — ")
        return where if dash and where else self.look.title

    def __repr__(self) -> str:
        return f"InProgress({self.key!r}, {self.look!r})"


def _autosaves(paths: Paths) -> list[tuple[str | None, Path, float]]:
    """(key, file, time) of every game in progress, newest first: for each key its
    autosave, or the previous one when there is no autosave (a write cut off between
    its two renames leaves only that)."""
    found: dict[str | None, Path] = {}
    try:
        names = [entry.name for entry in os.scandir(paths.autosaves_dir)]
    except OSError:
        names = []
    for name in names:
        key = paths.autosave_key(paths.autosaves_dir / name)  # not set aside, not temporary
        if key is not None and key not in found:
            current = paths.autosave_for(key)
            found[key] = current if os.path.lexists(current) else paths.previous_autosave_for(key)
    # An old single autosave that could not be moved in with the others is still offered.
    for old in (paths.old_autosave_path, paths.old_previous_autosave_path):
        if os.path.lexists(old):  # a broken link or a folder is shown, to be removed
            found[None] = old
            break
    listed = [(key, path, _time_of(path)) for key, path in found.items()]
    listed.sort(key=lambda item: (-item[2], str(item[1])))
    return listed


def _time_of(path: Path) -> float:
    try:
        return os.lstat(path).st_mtime
    except OSError:
        return 0.0


def games_in_progress(paths: Paths) -> list[InProgress]:
    """Every game in progress, the most recently played first, each with a quick look
    at its autosave (never an exception: one that cannot be read says why)."""
    return [InProgress(key, look_at(path), played) for key, path, played in _autosaves(paths)]


def latest_autosave(paths: Paths) -> Path | None:
    """The autosave of the game in progress played last, or None."""
    listed = _autosaves(paths)
    return listed[0][1] if listed else None


def has_autosave(paths: Paths) -> bool:
    """True if there is a game in progress to continue."""
    return bool(_autosaves(paths))


# What makes two saves the same game: the game, set up alike.
SAME_GAME = ("game", "options", "seats", "seed", "forced", "start")


def game_in_progress_of(paths: Paths, path: str | os.PathLike[str]) -> str | None:
    """The key of the game in progress that the save at ``path`` is a copy of: the same
    game, set up alike, whose autosave holds no move the save does not (its moves are
    the save's first ones). Playing on from the save goes on in that game's autosave,
    not in a new one beside it, which would leave the game listed twice, once as it
    was. None if there is none, or only one that went further than the save (its later
    moves are kept apart, not overwritten)."""
    save = _json_of(Path(path))
    moves = save.get("moves") if save is not None else None
    if save is None or not isinstance(moves, list):
        return None
    for key, autosave, _ in _autosaves(paths):
        other = _json_of(autosave) if key is not None else None
        if other is None or any(other.get(name) != save.get(name) for name in SAME_GAME):
            continue
        theirs = other.get("moves")
        if isinstance(theirs, list) and moves[: len(theirs)] == theirs:
            return key
    return None


def _json_of(path: Path) -> dict[str, Any] | None:
    """The save at ``path`` as JSON, or None if it cannot be read as one."""
    try:
        data = parse(read_limited(path, MAX_SAVE_BYTES))
    except Exception:  # a file that cannot be read is no copy of anything
        return None
    return data if isinstance(data, dict) and data.get("format") == SAVE_FORMAT else None
