"""Genegrafter: super-powered mutants battle for genes (coming)."""

from petridish.core.registry import GameInfo

INFO = GameInfo(
    id="genegrafter",
    name="Genegrafter",
    players="2–4 players",
    pitch="Super-powered mutants battle for genes.",
    order=3,
    cover="petridish.games.genegrafter.cover:paint",
)
