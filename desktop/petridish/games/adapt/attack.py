"""Attacks, damage and poison (rulebook "Attacking", lines 60-68, and the glossary's
Armor, Counter Attack, Counter Poison, lines 92-96).

Roll the Body's die (a Guppy's odd-or-even d6), add Total Ferocity, compare with the
target's Total Survival: beating it deals the margin plus Lethality (at most 4), a tie
deals 1 plus Lethality and gains 2 Experience, a miss gains the shortfall (at most 5).
Armor (at most 2) reduces attack and Counter damage, never Poison, School or Shock.
"""

from __future__ import annotations

from petridish.games.adapt.adapting import gain_xp
from petridish.games.adapt.board import MAX_POISON, Totals
from petridish.games.adapt.state import ATTACK, POISON
from petridish.games.adapt.work import Work

MISS_CAP = 5  # "to a max of 5"
TIE_XP = 2


def hurt(
    w: Work,
    seat: str,
    amount: int,
    source: str,
    by: str = "",
    armor: int = 0,
    totals: Totals | None = None,
) -> int:
    """``seat`` takes ``amount`` damage less ``armor``; returns the damage dealt.
    (``totals``: the fish's, when the caller has them at hand.)"""
    dealt = max(0, amount - armor)
    fish = w.change(seat, damage=w.s.fish[seat].damage + dealt)
    if not w.search:  # a search reads no events: their words are not even gathered
        w.emit(
            "damage",
            seat=seat,
            amount=dealt,
            blocked=amount - dealt,
            source=source,
            by=by,
            damage=fish.damage,
            health=w.health(seat, totals),
        )
    defeat_if_beaten(w, seat, totals)
    return dealt


def defeat_if_beaten(w: Work, seat: str, totals: Totals | None = None) -> None:
    """Defeated when Damage exceeds Health."""
    fish = w.s.fish[seat]
    if not fish.defeated and fish.damage > w.health(seat, totals):
        w.change(seat, defeated=True, hidden=False, baited_by="", poison=0)
        w.fallen.append(seat)
        w.forget_fallen()
        w.emit("defeated", seat=seat)


def poison(w: Work, seat: str, by: str, how: str) -> None:
    """One more poison on ``seat`` (at most 2)."""
    fish = w.s.fish[seat]
    if fish.defeated:
        return
    after = min(MAX_POISON, fish.poison + 1)
    w.change(seat, poison=after)
    w.emit("poisoned", seat=seat, by=by, how=how, poison=after)


def poison_roll(w: Work, roller: str, victim: str, score: int, how: str) -> None:
    """Venomous or Counter Poison: a d10 at or under ``score`` poisons ``victim``."""
    if score and w.roll_die(roller, 10, POISON, how, need=score) <= score:
        poison(w, victim, roller, how)


def attack_die(w: Work, seat: str, t: Totals) -> tuple[int, int, int]:
    """(die sides, die shows, value) of ``seat``, whose totals are ``t``: a Guppy rolls a
    d6, odd 1 and even 2."""
    if t.guppy:
        face = w.roll_die(seat, 6, ATTACK, "attack")
        return 6, face, 1 if face % 2 else 2
    face = w.roll_die(seat, t.die, ATTACK, "attack")
    return t.die, face, face


def attack(w: Work, seat: str, target: str) -> None:
    a, d = w.totals(seat), w.totals(target)
    sides, face, value = attack_die(w, seat, a)
    total = value + a.ferocity
    survival = d.survival
    if total > survival:
        outcome, base, xp = "hit", total - survival + a.lethality, 0
    elif total == survival:
        outcome, base, xp = "tie", 1 + a.lethality, TIE_XP
    else:
        outcome, base, xp = "miss", 0, min(survival - total, MISS_CAP)
    if not w.search:
        w.emit(
            "attack",
            seat=seat,
            target=target,
            body=a.body.id,
            sides=sides,
            face=face,
            value=value,
            ferocity=a.ferocity,
            total=total,
            survival=survival,
            outcome=outcome,
            margin=max(0, total - survival),
            lethality=a.lethality if base else 0,
        )
    if outcome != "miss":
        dealt = hurt(w, target, base, "attack", seat, d.armor, d)
        # Counter Attack: the attacker takes it (less its own Armor) once 1 damage is dealt.
        if dealt >= 1 and d.counter_attack:
            hurt(w, seat, d.counter_attack, "counter", target, a.armor, a)
        if not w.s.fish[target].defeated:
            poison_roll(w, seat, target, a.venomous, "venomous")
        if not w.s.fish[seat].defeated:
            poison_roll(w, target, seat, d.counter_poison, "counter poison")
    if xp and not w.s.fish[seat].defeated:
        gain_xp(w, seat, xp, outcome)
