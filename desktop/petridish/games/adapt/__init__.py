"""A.D.A.P.T.: fish evolve, adapt and eat each other."""

from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="adapt",
    name="A.D.A.P.T.",
    players="2–5 players",
    pitch="Fish evolve, adapt and eat each other.",
    order=1,
    rules="petridish.games.adapt.rules:GAME",
    bot="petridish.games.adapt.bot:AdaptBot",
    presenter="petridish.games.adapt.presenter:AdaptPresenter",
    art="petridish.games.adapt.art:TEMPLATE",
    cover="petridish.games.adapt.cover:paint",
)
