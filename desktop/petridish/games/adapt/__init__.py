"""A.D.A.P.T.: fish evolve, adapt and eat each other (coming)."""

from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="adapt",
    name="A.D.A.P.T.",
    players="2–5 players",
    pitch="Fish evolve, adapt and eat each other.",
    order=1,
    cover="petridish.games.adapt.cover:paint",
)
