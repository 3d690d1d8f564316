"""How a fish's prospects look: the judgement the computer players share.

The normal player weighs a card by the strength it adds (``strength``); the strong
player's search judges a position at its horizon by each fish's share of the strength
and Health left at the table (``prospects``).
"""

from __future__ import annotations

from petridish.games.adapt.board import Board, Totals


def strength(t: Totals) -> float:
    """How strong a fish with these totals is: its attack and its staying power."""
    die = 1.5 if t.guppy else (t.die + 1) / 2
    attack = die + t.ferocity + 1.2 * t.lethality
    defence = 1.3 * t.survival + 0.8 * t.health + 2.5 * t.armor
    extras = 1.5 * t.counter_attack + 0.4 * (t.venomous + t.counter_poison)
    extras += sum(2.5 for _ in t.specials)
    return 1.6 * attack + defence + extras


def prospects(b: Board) -> dict[str, float]:
    """Each fish's share, 0 to 1, of what the fish still in the game have: its strength
    times its Health left (a defeated fish has none; a strong fish about to die little)."""
    worth = {
        seat: 0.0 if b.fish[seat].defeated else strength(b.totals(seat)) * max(0, b.left(seat))
        for seat in b.seats
    }
    total = sum(worth.values())
    if not total:
        return dict.fromkeys(b.seats, 1.0 / len(b.seats))
    return {seat: w / total for seat, w in worth.items()}
