"""Special Actions: Bait (rulebook line 93), Hide and Jump, School, Shock and Heal
(rulings ADAPT-R05 to ADAPT-R07), each resting for its card's Cooldown (line 94).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from petridish.core.actions import Action
from petridish.games.adapt.adapting import settle_health, spend_xp
from petridish.games.adapt.attack import hurt
from petridish.games.adapt.board import Board
from petridish.games.adapt.state import BAIT, HIDE, JUMP, SPECIALS, Special
from petridish.games.adapt.work import Work

BAIT_COST = 2
TARGETED = ("bait", "school")


def score(b: Board, seat: str, ability: str) -> int:
    """What the d10 must roll at or under: the Bait, Hide or Jump score (Amphibious +1
    to Hide and Jump); School, Shock and Heal use the card's power."""
    t = b.totals(seat)
    if ability == "bait":
        return t.bait
    if ability in ("hide", "jump"):
        return t.hide if ability == "hide" else t.jump
    return t.specials[ability].power


def special_problem(b: Board, seat: str, ability: str, target: str) -> str | None:
    """Why ``seat`` cannot use ``ability`` (on ``target``) now."""
    if ability not in SPECIALS:
        return f"there is no Special Action {ability!r}"
    t = b.totals(seat)
    if ability not in t.specials:
        return f"your fish has no {ability.capitalize()} Special Action"
    rest = b.fish[seat].cooldowns.get(ability, 0)
    if rest:
        return f"{ability.capitalize()} is cooling down ({rest} more turn{'s' if rest > 1 else ''})"
    if ability in TARGETED:
        if target not in b.seats or target == seat:
            return f"{ability.capitalize()} needs another fish as its target"
        if b.fish[target].defeated:
            return "that fish has been defeated"
        if ability == "school" and b.fish[target].hidden:
            return "that fish is hidden and cannot be reached"
    elif target:
        return f"{ability.capitalize()} takes no target"
    if ability == "bait" and b.fish[seat].xp < BAIT_COST:
        return f"Bait costs {BAIT_COST} Experience; you have {b.fish[seat].xp}"
    if ability == "shock" and not any(b.attackable(o) for o in b.others(seat)):
        return "no other fish is in reach of a Shock"
    if ability == "heal" and b.fish[seat].damage == 0:
        return "your fish has no damage to heal"
    return None


@cache
def special_move(seat: str, ability: str, target: str = "") -> Special:
    """A Special Action, made once (as the moves of ``moves.ADAPTS`` are)."""
    return Special(seat, ability, target)


def special_moves(b: Board, seat: str) -> list[Action]:
    """Every Special Action ``seat`` may use now, on each target it may be used on:
    those ``special_problem`` allows, found directly (in the order of its fish's
    Special Actions, the targets in seat order)."""
    fish = b.s.fish[seat]
    moves: list[Action] = []
    for ability in b.totals(seat).specials:
        if fish.cooldowns.get(ability, 0):
            continue
        if ability == "bait":
            if fish.xp >= BAIT_COST:
                moves += [special_move(seat, ability, o) for o in b.others(seat)]
        elif ability == "school":
            moves += [special_move(seat, ability, o) for o in b.others(seat) if b.attackable(o)]
        elif ability == "shock":
            if any(b.attackable(o) for o in b.others(seat)):
                moves.append(special_move(seat, ability))
        elif ability != "heal" or fish.damage:
            moves.append(special_move(seat, ability))
    return moves


def use(w: Work, seat: str, ability: str, target: str) -> None:
    t = w.totals(seat)
    card = t.specials[ability]
    if card.cooldown:
        w.change(seat, cooldowns={**w.s.fish[seat].cooldowns, ability: card.cooldown})
    data: dict[str, Any] = {"seat": seat, "ability": ability, "target": target, "card": card.id}
    if ability == "bait":
        spend_xp(w, seat, BAIT_COST, "bait")
        need = score(w, seat, "bait")
        roll = w.roll_die(target, 10, BAIT, "bait", need=need)
        success = roll <= need
        w.emit("special", **data, roll=roll, score=need, success=success)
        if success:
            w.change(target, baited_by=seat)
    elif ability in ("hide", "jump"):
        need = score(w, seat, ability)
        roll = w.roll_die(seat, 10, HIDE if ability == "hide" else JUMP, ability, need=need)
        success = roll <= need
        w.emit("special", **data, roll=roll, score=need, success=success)
        if success:
            w.change(seat, hidden=True)
    elif ability == "school":
        w.emit("special", **data, power=card.power)
        hurt(w, target, card.power, "school", seat)
    elif ability == "shock":
        hit = [o for o in w.others(seat) if w.attackable(o)]
        w.emit("special", **data, power=card.power, targets=hit)
        for other in hit:
            hurt(w, other, card.power, "shock", seat)
    else:  # heal
        fish = w.s.fish[seat]
        healed = min(card.power, fish.damage)
        w.change(seat, damage=fish.damage - healed)
        settle_health(w, seat)
        w.emit("special", **data, power=card.power, healed=healed, damage=w.s.fish[seat].damage)
