"""Genegrafter: super-powered mutants battle for genes."""

from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="genegrafter",
    name="Genegrafter",
    players="2–4 players",
    pitch="Super-powered mutants battle for genes.",
    order=3,
    rules="petridish.games.genegrafter.rules:GAME",
    bot="petridish.games.genegrafter.bot:GenegrafterBot",
    presenter="petridish.games.genegrafter.presenter:GenegrafterPresenter",
    art="petridish.games.genegrafter.art:TEMPLATE",
    cover="petridish.games.genegrafter.cover:paint",
)
