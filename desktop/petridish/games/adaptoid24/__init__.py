"""ADAPTOID 24: the Adaptoid hunts the Geneticist through a locked-down lab."""

from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="adaptoid24",
    name="ADAPTOID 24",
    players="2 players",
    pitch="A creature hunts a scientist through a locked-down lab.",
    order=4,
    rules="petridish.games.adaptoid24.rules:GAME",
    bot="petridish.games.adaptoid24.bot:Adaptoid24Bot",
    presenter="petridish.games.adaptoid24.presenter:Adaptoid24Presenter",
    art="petridish.games.adaptoid24.art:TEMPLATE",
    cover="petridish.games.adaptoid24.cover:paint",
)
