"""Plain English the games and the window share."""

from __future__ import annotations

from collections.abc import Iterable


def listed(items: Iterable[str]) -> str:
    """Items as a sentence lists them: "Ana", "Ana and Ben", "Ana, Ben and Cleo" ("" for
    none)."""
    names = list(items)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def counted(n: int, word: str) -> str:
    """A count and its noun, singular for one: "1 game", "3 games" (regular nouns)."""
    return f"{n:,} {word}" if n == 1 else f"{n:,} {word}s"
