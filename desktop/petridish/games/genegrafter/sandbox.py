"""Genegrafter: what the rules do by themselves after a sandbox edit, on the working
copy ``w`` (see ``work``).

The sandbox moves cards freely (``core/sandbox.py``); afterwards the position is made
whole again the way players at a table would: a card that left play is no longer
damaged, fatigued or wearing anything; Gear left on nobody goes to the discard pile; a
battle whose fighter left play is called off, its face-down cards back in their
owners' hands, and the battle goes on with the attackers still there.
"""

from __future__ import annotations

from petridish.core.material import Counter
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.battle import BATTLE_DICE, next_fight
from petridish.games.genegrafter.positions import place_kind
from petridish.games.genegrafter.state import (
    BATTLE,
    DEFEND,
    LAY,
    MUSTER,
    REROLL,
    START_HEALTH,
    START_TOKENS,
    Battle,
    State,
)
from petridish.games.genegrafter.work import Work

# The counters a player's board holds, by the part of their key after the seat.
COUNTED = {"health": "Health", "attack_tokens": "Attack tokens", "defense_tokens": "Defense tokens"}


def counters(state: State, names: dict[str, str]) -> dict[str, Counter]:
    """Each player's Health (1 to 6: a player at 0 is out, and the rules knock them
    out) and tokens (none to three, as the Supply Drop allows), set by hand; ``names``:
    each seat's name."""
    out = {}
    for seat in state.seats:
        name = names[seat]
        refusal = f"{name} is out of the game" if seat in state.out else ""
        out[f"{seat}.health"] = Counter(1, START_HEALTH, f"{name}'s Health", refusal=refusal)
        for what in ("attack_tokens", "defense_tokens"):
            label = f"{name}'s {COUNTED[what]}"
            out[f"{seat}.{what}"] = Counter(0, START_TOKENS, label, refusal=refusal)
    return out


def settle_play(w: Work) -> None:
    """A card that left play is no longer damaged, fatigued or wearing anything; Gear
    left on nobody goes onto the first Character of its play area with the slot free,
    or else to the discard pile."""
    s, cs = w.s, w.cards
    where = {c: z for z, cards in s.zones.items() for c in cards}
    w.set(
        attached={
            card: host
            for card, host in s.attached.items()
            if place_kind(where.get(card, "")) == "play"
            and where.get(host) == where.get(card)
            and host not in s.attached
        }
    )
    for seat in w.s.seats:
        for card in w.s.zones[f"{seat}.play"]:
            if card in w.s.attached or cs.kind_of(card) != "gear":
                continue
            # Gear put into play, or left when its Character went: onto the first
            # Character of that play area with the slot free, else the discard pile.
            slot = cs.gear_card(card).slot
            host = next(
                (
                    h
                    for h in facts.in_play(w.s, seat)
                    if facts.free_slot(cs, w.s, h, slot) and cs.kind_of(h) == "character"
                ),
                "",
            )
            if host:
                w.own("attached")[card] = host
            else:
                w.move(card, "discard", source=f"{seat}.play")
    s = w.s
    playing = {c for seat in s.seats for c in facts.in_play(s, seat)}
    w.set(
        damaged=s.damaged & playing,
        fatigued=s.fatigued & playing,
        granted=s.granted & playing,
        attacked=s.attacked & playing,
        equipped=s.equipped & playing,
    )


def settle_battle(w: Work) -> None:
    """A battle whose fighter left play is called off, its face-down cards back in
    their owners' hands, and goes on with the attackers still there."""
    s = w.s
    battle = s.battle
    if battle is None or s.step not in (MUSTER, DEFEND, LAY, REROLL):
        return
    mine = facts.in_play(s, s.current)
    waiting = tuple(c for c in battle.waiting if c in mine)
    fight = battle.fight
    gone = fight is not None and (
        fight.attacker not in mine
        or (fight.defender and fight.defender not in facts.in_play(s, battle.opponent))
    )
    if not gone:
        if s.step == MUSTER and not waiting:
            w.set(battle=None, step=BATTLE)
        elif s.step == DEFEND and fight is not None and not facts.in_play(s, battle.opponent):
            # Nobody left to defend: the attacker hits the player directly.
            w.set(battle=Battle(battle.opponent, (fight.attacker, *waiting)))
            next_fight(w)
        else:
            w.set(battle=Battle(battle.opponent, waiting, fight))
        return
    for side in (s.current, battle.opponent):
        w.set_zone(f"{side}.hand", (*w.s.zones[f"{side}.hand"], *w.s.zones[f"battle.{side}"]))
        w.set_zone(f"battle.{side}", ())
    dice = {k: v for k, v in w.s.dice.items() if not k.startswith(BATTLE_DICE)}
    w.event("called_off", {"seat": w.s.current, "opponent": battle.opponent})
    w.set(dice=dice, flipped=frozenset(), battle=Battle(battle.opponent, waiting))
    next_fight(w)
