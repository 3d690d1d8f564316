"""ADRIFT: a sinking boat, and not everyone gets home."""

from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="adrift",
    name="ADRIFT",
    players="1–8 players",
    pitch="A sinking boat. Not everyone gets home.",
    order=2,
    rules="petridish.games.adrift.rules:GAME",
    bot="petridish.games.adrift.bot:AdriftBot",
    strong="petridish.games.adrift.bot:KeenCastaway",
    presenter="petridish.games.adrift.presenter:AdriftPresenter",
    art="petridish.games.adrift.art:TEMPLATE",
    cover="petridish.games.adrift.cover:paint",
)
