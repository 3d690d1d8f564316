"""The games Petri Dish knows, by id. Games not yet built are listed as coming."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from petridish.record import Record

if TYPE_CHECKING:  # the registry is read by the picker, which needs no rules loaded
    from petridish.core.game import Game


class GameEntry(Record):
    """A game as the picker lists it; ``module`` is empty while it is not built yet."""

    FIELDS = ("id", "name", "players", "pitch", "module", "bot_module")
    __slots__ = FIELDS
    id: str
    name: str
    players: str
    pitch: str
    module: str
    bot_module: str

    def __init__(
        self, id: str, name: str, players: str, pitch: str, module: str = "", bot_module: str = ""
    ) -> None:
        self._set(
            id=id, name=name, players=players, pitch=pitch, module=module, bot_module=bot_module
        )

    @property
    def available(self) -> bool:
        return bool(self.module)


GAMES: tuple[GameEntry, ...] = (
    GameEntry("adapt", "A.D.A.P.T.", "2–5 players", "Fish evolve, adapt and eat each other."),
    GameEntry("adrift", "ADRIFT", "up to 8 players", "A sinking boat. Not everyone gets home."),
    GameEntry(
        "genegrafter", "Genegrafter", "2–4 players", "Super-powered mutants battle for genes."
    ),
    GameEntry(
        "adaptoid24",
        "ADAPTOID 24",
        "2 players",
        "A creature hunts a scientist through a locked-down lab.",
        "petridish.games.adaptoid24.rules",
        "petridish.games.adaptoid24.bot",
    ),
)


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


def entry(game_id: str) -> GameEntry:
    for e in GAMES:
        if e.id == game_id:
            return e
    known = ", ".join(e.id for e in GAMES)
    raise UnknownGame(f"unknown game {game_id!r}; the games are: {known}")


def load(game_id: str) -> Game:
    """The rules model of a game; raise UnknownGame for unknown or unbuilt games."""
    e = entry(game_id)
    if not e.available:
        raise UnknownGame(f"{e.name} is coming but not playable yet")
    return import_module(e.module).GAME


SEAT_KINDS = ("human", "bot", "random")


def make_bot(game_id: str, kind: str, seed: int = 0):
    """A computer player of ``kind`` ("bot" or "random") for a game."""
    from petridish.core.bot import RandomBot

    if kind == "random":
        return RandomBot(seed)
    if kind != "bot":
        raise ValueError(f"unknown computer player {kind!r}; use bot or random")
    e = entry(game_id)
    module = import_module(e.bot_module) if e.bot_module else None
    if module is None:
        return RandomBot(seed)
    return next(
        v
        for k, v in vars(module).items()
        if k.endswith("Bot") and k != "Bot" and isinstance(v, type)
    )(seed)
