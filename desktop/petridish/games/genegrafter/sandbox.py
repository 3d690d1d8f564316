"""Genegrafter: what the rules do by themselves after a sandbox edit. A mixin of the
``Genegrafter`` game.

The sandbox moves cards freely (``core/sandbox.py``); afterwards the position is made
whole again the way players at a table would: a card that left play is no longer
damaged, fatigued or wearing anything; Gear left on nobody goes to the discard pile; a
battle whose fighter left play is called off, its face-down cards back in their
owners' hands, and the battle goes on with the attackers still there.
"""

from __future__ import annotations

from petridish.core.actions import Edit
from petridish.core.events import Event
from petridish.core.evolve import evolve as replace
from petridish.core.material import Counter
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.positions import place_kind
from petridish.games.genegrafter.state import (
    BATTLE,
    DEFEND,
    LAY,
    MUSTER,
    REROLL,
    START_HEALTH,
    START_TOKENS,
    State,
)

# The counters a player's board holds, by the part of their key after the seat.
COUNTED = {"health": "Health", "attack_tokens": "Attack tokens", "defense_tokens": "Defense tokens"}


class SandboxRulings:
    """``self`` is the ``Genegrafter`` game."""

    def counters(self, state: State) -> dict[str, Counter]:
        """Each player's Health (1 to 6: a player at 0 is out, and the rules knock
        them out) and tokens (none to three, as the Supply Drop allows), set by hand."""
        out = {}
        for seat in state.seats:
            name = self.seat_name(seat)  # type: ignore[attr-defined]
            refusal = f"{name} is out of the game" if seat in state.out else ""
            out[f"{seat}.health"] = Counter(1, START_HEALTH, f"{name}'s Health", refusal=refusal)
            for what in ("attack_tokens", "defense_tokens"):
                label = f"{name}'s {COUNTED[what]}"
                out[f"{seat}.{what}"] = Counter(0, START_TOKENS, label, refusal=refusal)
        return out

    def with_counter(self, state: State, key: str, value: int) -> State:
        seat, _, what = key.partition(".")
        held = getattr(state, what)
        return replace(state, **{what: {**held, seat: value}})

    def follow_edit(self, state: State, edit: Edit) -> tuple[State, list[Event]]:
        events: list[Event] = []
        state = self._settle_play(state)
        state = self._settle_battle(state, events)
        return state, events

    def _settle_play(self, state: State) -> State:
        cs = self.cards  # type: ignore[attr-defined]
        where = {c: z for z, cards in state.zones.items() for c in cards}
        attached = {
            card: host
            for card, host in state.attached.items()
            if place_kind(where.get(card, "")) == "play"
            and where.get(host) == where.get(card)
            and host not in state.attached
        }
        zones = dict(state.zones)
        for seat in state.seats:
            for card in zones[f"{seat}.play"]:
                if card in attached or cs.kind_of(card) != "gear":
                    continue
                # Gear put into play, or left when its Character went: onto the first
                # Character of that play area with the slot free, else the discard pile.
                slot = cs.card(card).slot
                staged = replace(state, zones=zones, attached=attached)
                host = next(
                    (
                        h
                        for h in facts.in_play(staged, seat)
                        if facts.free_slot(cs, staged, h, slot) and cs.kind_of(h) == "character"
                    ),
                    "",
                )
                if host:
                    attached[card] = host
                else:
                    zones[f"{seat}.play"] = tuple(c for c in zones[f"{seat}.play"] if c != card)
                    zones["discard"] = (*zones["discard"], card)
        state = replace(state, zones=zones, attached=attached)
        playing = {c for s in state.seats for c in facts.in_play(state, s)}
        return replace(
            state,
            damaged=state.damaged & playing,
            fatigued=state.fatigued & playing,
            granted=state.granted & playing,
            attacked=state.attacked & playing,
            equipped=state.equipped & playing,
        )

    def _settle_battle(self, state: State, events: list[Event]) -> State:
        battle = state.battle
        if battle is None or state.step not in (MUSTER, DEFEND, LAY, REROLL):
            return state
        mine = facts.in_play(state, state.current)
        waiting = tuple(c for c in battle.waiting if c in mine)
        fight = battle.fight
        gone = fight is not None and (
            fight.attacker not in mine
            or (fight.defender and fight.defender not in facts.in_play(state, battle.opponent))
        )
        if not gone:
            if state.step == MUSTER and not waiting:
                return replace(state, battle=None, step=BATTLE)
            if state.step == DEFEND and not facts.in_play(state, battle.opponent):
                # Nobody left to defend: the attacker hits the player directly.
                battle = replace(battle, waiting=(fight.attacker, *waiting), fight=None)
                return self._next_fight(replace(state, battle=battle), events)  # type: ignore[attr-defined]
            return replace(state, battle=replace(battle, waiting=waiting))
        zones = dict(state.zones)
        for side in (state.current, battle.opponent):
            zones[f"{side}.hand"] = (*zones[f"{side}.hand"], *zones[f"battle.{side}"])
            zones[f"battle.{side}"] = ()
        dice = {k: v for k, v in state.dice.items() if not k.startswith(("attack.", "defense."))}
        events.append(Event("called_off", {"seat": state.current, "opponent": battle.opponent}))
        state = replace(
            state,
            zones=zones,
            dice=dice,
            flipped=frozenset(),
            battle=replace(battle, waiting=waiting, fight=None),
        )
        return self._next_fight(state, events)  # type: ignore[attr-defined]
