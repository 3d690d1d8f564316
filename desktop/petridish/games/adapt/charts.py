"""The Random Selection Charts (rulebook lines 20-27 and 103-132) and the percentile roll.

A result is ``XP`` (gain 4 Experience), a Gene Stream slot number (gain that card), or
``CHOICE`` (the card of your choice from the Gene Stream). The two-player chart as
printed leaves 21-25 out and lets Slot #3 (66-85) overlap the choice (81-100): the
options ``chart_gap`` and ``chart_overlap`` settle them (rulings ADAPT-R02, ADAPT-R03).
"""

from __future__ import annotations

from typing import Any

XP = 0
CHOICE = -1
XP_GAIN = 4

# (highest roll, result) in order: each result covers the rolls above the previous row.
CHARTS: dict[int, tuple[tuple[int, int], ...]] = {
    3: ((10, XP), (30, 1), (50, 2), (70, 3), (90, 4), (100, CHOICE)),
    4: ((10, XP), (25, 1), (40, 2), (55, 3), (70, 4), (85, 5), (100, CHOICE)),
    5: ((5, XP), (20, 1), (35, 2), (50, 3), (65, 4), (80, 5), (95, 6), (100, CHOICE)),
}

GAP_CHOICES = ("experience", "slot1")  # 21-25: gain 4 Experience, or Slot #1 from 21
OVERLAP_CHOICES = ("slot3", "choice")  # 81-85: Slot #3 (choice from 86), or choice from 81


def chart(players: int, options: dict[str, Any]) -> tuple[tuple[int, int], ...]:
    """The chart for ``players`` (two-player gaps settled by the options)."""
    if players >= 3:
        return CHARTS[min(players, 5)]
    xp_to = 25 if options.get("chart_gap", "experience") == "experience" else 20
    slot3_to = 85 if options.get("chart_overlap", "slot3") == "slot3" else 80
    return ((xp_to, XP), (45, 1), (65, 2), (slot3_to, 3), (100, CHOICE))


def result(roll: int, players: int, options: dict[str, Any]) -> int:
    """What a percentile ``roll`` (1-100) gives on the chart."""
    for high, outcome in chart(players, options):
        if roll <= high:
            return outcome
    raise ValueError(f"a percentile roll is 1 to 100, not {roll}")


def span(players: int, options: dict[str, Any], outcome: int) -> tuple[int, int]:
    """The rolls (low, high) that give ``outcome``."""
    low = 1
    for high, got in chart(players, options):
        if got == outcome:
            return low, high
        low = high + 1
    raise ValueError(f"no such result {outcome}")


def percentile(tens: int, units: int) -> int:
    """Two d10s, 0-9 each: the tens die reads 00-90, the units 0-9; 00 and 1 make 1,
    00 and 0 make 100."""
    value = tens * 10 + units
    return value or 100
