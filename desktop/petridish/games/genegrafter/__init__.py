"""Genegrafter: super-powered mutants battle for genes (its rules are built; its table is coming)."""

from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="genegrafter",
    name="Genegrafter",
    players="2–4 players",
    pitch="Super-powered mutants battle for genes.",
    order=3,
    # Its rules and computer player are built (``petridish simulate genegrafter``); it
    # comes to the table, and so to the picker, with its presenter.
    rules="petridish.games.genegrafter.rules:GAME",
    bot="petridish.games.genegrafter.bot:GenegrafterBot",
    art="petridish.games.genegrafter.art:TEMPLATE",
    cover="petridish.games.genegrafter.cover:paint",
)
