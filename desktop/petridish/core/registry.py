"""The games Petri Dish knows: each declares itself in its own folder.

``games/<id>/__init__.py`` sets ``INFO``, a :class:`GameInfo` naming, as
``"module:attribute"`` paths, the game's rules model, computer player, presenter, card
art and box cover. The registry finds every such folder, and the picker, the art and
the app read what it declares; nothing else lists games. A game without rules yet is
shown as coming. Adding a game adds ``games/<id>/`` and ``resources/games/<id>/``.

Importing this module and listing the games imports only the small declarations: the
rules, Qt, Pillow and the art load when something asks for them.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:  # the picker reads the registry with no rules loaded
    from petridish.core.game import Game


class GameInfo(NamedTuple):
    """What a game's folder declares about it (paths are ``"module:attribute"``). (A
    named tuple: the picker reads it before its first frame, and a frozen dataclass,
    whose methods are compiled from source as its class is made, costs 4M instructions
    there, a named tuple 0.6M.)"""

    id: str
    name: str
    players: str  # as the picker shows it: "2–5 players"
    pitch: str  # one line on the box
    order: int = 100  # the picker's order
    rules: str = ""  # the Game[Any] instance; empty while the game is coming
    bot: str = ""  # the computer player's class (a RandomBot if empty)
    # The strong computer player's class, where the game's own plays better than a
    # search can in a second (empty: the search, ``core.search``).
    strong: str = ""
    presenter: str = ""  # the table presenter's class
    art: str = ""  # the CardTemplate of its card faces
    cover: str = ""  # the function that paints its box cover

    @property
    def available(self) -> bool:
        """Playable: it has rules and a table."""
        return bool(self.rules and self.presenter)


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


_extra: dict[str, GameInfo] = {}  # games registered in code (a test's own game)
_found: tuple[GameInfo, ...] | None = None


def games() -> tuple[GameInfo, ...]:
    """Every game, in the picker's order: those under ``petridish.games`` and any
    registered."""
    global _found
    if _found is None:
        package = import_module("petridish.games")
        declared = []
        for module in pkgutil.iter_modules(package.__path__):
            if module.ispkg:
                info = getattr(import_module(f"petridish.games.{module.name}"), "INFO", None)
                if isinstance(info, GameInfo):
                    declared.append(info)
        _found = tuple(declared)
    every = {info.id: info for info in _found} | _extra
    return tuple(sorted(every.values(), key=lambda info: (info.order, info.name)))


def game_ids() -> tuple[str, ...]:
    """The ids of the playable games, in the picker's order: what a test or a benchmark
    goes through when it means every game."""
    return tuple(info.id for info in games() if info.available)


def player_counts(game_id: str) -> range:
    """How many may play a game, fewest to most, as its rules say."""
    game = rules_of(game_id)
    return range(game.min_players, game.max_players + 1)


def register(info: GameInfo) -> None:
    """Add (or replace) a game declared in code rather than in a folder of its own."""
    _extra[info.id] = info


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def entry(game_id: str) -> GameInfo:
    for info in games():
        if info.id == game_id:
            return info
    known = ", ".join(info.id for info in games())
    raise UnknownGame(f"unknown game {game_id!r}; the games are: {known}")


def default_game() -> str:
    """The game a new-game dialog offers when none is asked for: the first playable."""
    return next(info.id for info in games() if info.available)


def resolve(path: str) -> Any:
    """The object a ``"module:attribute"`` path names."""
    module, _, name = path.partition(":")
    return getattr(import_module(module), name)


def load(game_id: str) -> Game[Any]:
    """The rules model of a game; raise UnknownGame for unknown or unbuilt games."""
    info = entry(game_id)
    if not info.available:
        raise UnknownGame(f"{info.name} is coming but not playable yet")
    game: Game[Any] = resolve(info.rules)
    return game


def rules_of(game_id: str) -> Game[Any]:
    """The rules model of a game that has one, on the table yet or not: the headless
    tools (simulate, rules) can play a game before it comes to the table. Raise
    UnknownGame for unknown games and games without rules."""
    info = entry(game_id)
    if not info.rules:
        raise UnknownGame(f"{info.name} is coming but has no rules yet")
    game: Game[Any] = resolve(info.rules)
    return game


LEVELS = ("easy", "normal", "strong")  # the computer players' levels, weakest first
COMPUTER_KINDS = (*LEVELS, "random")  # "random": uniformly random legal moves
SEAT_KINDS = ("human", *COMPUTER_KINDS)
# Seat kinds by the names saves and command lines used before there were levels.
FORMER_KINDS = {"bot": "normal"}


def seat_kind(kind: str) -> str:
    """``kind`` by today's name ("bot" is the normal computer player)."""
    return FORMER_KINDS.get(kind, kind)


def levels(game_id: str) -> tuple[str, ...]:
    """The levels of computer player a game offers: *strong* where the game names a
    strong player of its own (``GameInfo.strong``) or its rules can deal a seat's hidden
    cards for a search (``Game.determinize``), and that player plays better than its
    normal player (``Game.strong_offered``)."""
    from petridish.core.game import Game

    rules = type(rules_of(game_id))
    has = bool(entry(game_id).strong) or rules.determinize is not Game.determinize
    return LEVELS if has and rules.strong_offered else LEVELS[:2]


def strong_searches(game_id: str) -> bool:
    """Whether a game's strong player is the search (``core.search.ThinkingPlayer``,
    which thinks for its time, on a thread of its own at the table), rather than a
    player of the game's own that answers at once (``GameInfo.strong``)."""
    return not entry(game_id).strong


def make_bot(game_id: str, kind: str, seed: int = 0) -> Any:
    """A computer player of ``kind`` (a level, or "random") for a game."""
    from petridish.core.bot import EasyPlayer, RandomBot

    kind = seat_kind(kind)
    if kind == "random":
        return RandomBot(seed)
    if kind not in LEVELS:
        raise ValueError(f"unknown computer player {kind!r}; use {', '.join(COMPUTER_KINDS)}")
    if kind not in levels(game_id):
        raise ValueError(f"{entry(game_id).name} has no {kind} computer player yet")
    info = entry(game_id)
    if kind == "strong":
        if info.strong:
            return resolve(info.strong)(seed)
        from petridish.core.search import ThinkingPlayer

        return ThinkingPlayer(seed)
    normal = resolve(info.bot)(seed) if info.bot else RandomBot(seed)
    return EasyPlayer(normal, seed) if kind == "easy" else normal


def seat_bot(game_id: str, kind: str, game_seed: int, place: int) -> Any:
    """The computer player of ``kind`` in seat number ``place`` (from 0) of a game dealt
    from ``game_seed``. Its own seed is derived here alone, so that the app and the
    command line play the same seed the same way."""
    return make_bot(game_id, kind, game_seed * 101 + place)


def presenter_class(game_id: str) -> type:
    """The class that draws a game on the table."""
    info = entry(game_id)
    if not info.presenter:
        raise UnknownGame(f"{info.name} has no table yet")
    cls: type = resolve(info.presenter)
    return cls
