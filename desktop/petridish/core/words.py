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
