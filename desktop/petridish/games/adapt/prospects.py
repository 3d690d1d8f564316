"""How strong a fish looks: the measure the computer players share.

The normal player weighs a card by the strength it adds (``strength``); the strong
player's search counts a fish's strength among what it judges a position by
(``thinking.chances``).
"""

from __future__ import annotations

from petridish.games.adapt.board import Totals


def strength(t: Totals) -> float:
    """How strong a fish with these totals is: its attack and its staying power."""
    die = 1.5 if t.guppy else (t.die + 1) / 2
    attack = die + t.ferocity + 1.2 * t.lethality
    defence = 1.3 * t.survival + 0.8 * t.health + 2.5 * t.armor
    extras = 1.5 * t.counter_attack + 0.4 * (t.venomous + t.counter_poison)
    extras += sum(2.5 for _ in t.specials)
    return 1.6 * attack + defence + extras
