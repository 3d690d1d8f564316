"""ADRIFT: a sinking boat, and not everyone gets home (coming: its rules model is in
``rules``, its table not yet)."""

from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="adrift",
    name="ADRIFT",
    players="up to 8 players",
    pitch="A sinking boat. Not everyone gets home.",
    order=2,
    cover="petridish.games.adrift.cover:paint",
)
