"""Log lines for ADAPTOID 24 events, as one seat sees them (see ``Event.for_seat``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from petridish.games.adaptoid24 import words
from petridish.games.adaptoid24.state import HIDDEN

if TYPE_CHECKING:
    from petridish.games.adaptoid24.rules import Adaptoid24


def describe(game: Adaptoid24, e: dict[str, Any]) -> str:
    """One sentence for the log; never mentions what the viewer may not see."""
    kind = e.get("kind")

    def room(rid: str) -> str:
        return game._room_name(rid)

    def side(seat: str) -> str:
        return game.seat_name(seat)

    if kind == "character":
        c = game.cards.character(e["character"])
        return f"The Geneticist is {c.name}, {c.title}."
    if kind == "chosen":
        if "room" in e:
            return f"{side(e['seat'])} chose {room(e['room'])}."
        return f"{side(e['seat'])} chose a room in secret."
    if kind == "revealed":
        return (
            f"Rooms revealed: Adaptoid {room(e['adaptoid'])}, Geneticist {room(e['geneticist'])}."
        )
    if kind == "encounter":
        foe = {"adaptoid": "the Adaptoid itself", "clone": "a Clone", "spawns": "Spawns"}[e["foe"]]
        text = f"Encounter in {room(e['room'])} with {foe}: Resistance {e['resistance']}"
        if e.get("spawns"):
            vals = " + ".join(str(v) for _, v in e["spawns"])
            text += f" (Spawns {vals}"
            text += f", Rage +{e['rage']} each)" if e.get("rage") else ")"
        return text + "."
    if kind == "overcome":
        used = ", ".join(game._equipment_name(c) for c in e["equipment"])
        # Resistance 0 is walked through ("overcame it with nothing" read as a riddle).
        text = (
            f"The Geneticist overcame it with {used}" if used else "The Geneticist walked through"
        )
        if e.get("discarded"):
            text += f"; {e['discarded']} {'card' if e['discarded'] == 1 else 'cards'} discarded"
        if e.get("foe") == "adaptoid":
            # Ruling A24-R20: a room's ability, just taught, not happening read as a bug.
            text += ": the Adaptoid itself, so the turn ends here (no Spawns, no Evolution,"
            text += " no room ability)"
        return text + "."
    if kind == "spawns":
        rooms = e["rooms"]
        if len(rooms) == 2 and rooms[0] == rooms[1]:
            return f"The Adaptoid placed two Spawns face down in the {room(rooms[0])}."
        if len(rooms) == 2:
            return (
                f"The Adaptoid placed a Spawn face down in the {room(rooms[0])}"
                f" and one in the {room(rooms[1])}."
            )
        if rooms:
            return f"The Adaptoid placed a Spawn face down in the {room(rooms[0])}."
        return "The Adaptoid had no Spawn to place."
    if kind == "no_spawns":
        return "No Spawns are left to place."
    if kind == "no_evolution":
        return "Every Evolution deck is empty."
    if kind == "evolution":
        evo = game.evolution_of(e["card"])
        return f"The Adaptoid evolves ({e['deck']}): {evo.name}."
    if kind == "placed":
        evo = game.evolution_of(e["card"])
        return f"{evo.name} goes to {room(e['room'])}."
    if kind == "intimidated":
        if "room" in e:
            return f"Intimidated: your {room(e['room'])} is set aside until the phase ends."
        return "Intimidated: one of the Geneticist's rooms is set aside, face down."
    if kind == "intimidate_fails":
        return "Intimidate has no effect: the Geneticist has no card to spare."
    if kind == "ability":
        loaded = e.get("loaded") or []
        text = f"{room(e['room'])}: {game.cards.room(e['room']).text}"
        if loaded:
            text += " Loaded: " + ", ".join(game._equipment_name(c) for c in loaded) + "."
        return text
    if kind == "ability_lost":
        why = "the Shield was used" if e["why"] == "shield" else "the Adaptoid destroyed it"
        return f"No {room(e['room'])} ability this turn: {why}."
    if kind == "cleared":
        return f"Lab: {e['count']} Spawn{'s' if e['count'] != 1 else ''} cleared from {room(e['room'])}."
    if kind == "clone_gone":
        return f"The Clone in {room(e['room'])} dissolves."
    if kind == "phase":
        return f"Phase {e['phase']} begins: rooms return to hand and the Spawns are reshuffled."
    if kind == "over":
        if e["reason"] == "captured":
            return f"The Adaptoid captures the Geneticist in {room(e['room'])}!"
        return "The Geneticist escapes the facility!"
    if kind == "edit":
        return "Sandbox: " + _edit(game, e) + " (outside the rules)."
    return str(kind)


def _edit(game: Adaptoid24, e: dict[str, Any]) -> str:
    """A sandbox edit in the cards' words: what moved or turned, and where."""
    card, op = e.get("card") or HIDDEN, e["op"]
    if op == "set":
        return f"the {e['key']} set to {e['value']}"
    if op in ("shuffle", "cut"):  # a pile's edit names no card
        return f"{words.zone_name(game, e['zone'])} {'shuffled' if op == 'shuffle' else 'cut'}"
    if op == "move":
        name = words.card_name(game, card, face_up=bool(e.get("up")))
        source = e.get("from") or ""
        if card == HIDDEN and source.startswith("spawn"):
            name = "a face-down Spawn"
        elif card == HIDDEN and source:
            name = f"a face-down card from {words.zone_name(game, source)}"
        return f"{name} moved to {words.zone_name(game, e['zone'])}"
    if card == HIDDEN:
        return "a face-down card turned over"
    kind = words.family(card)
    up = bool(e.get("up"))
    if kind == "spawn":
        return (
            f"a Spawn turned face up ({words.card_name(game, card)[2:]})"
            if up
            else "a Spawn turned face down"
        )
    if kind == "char":
        return f"{words.card_name(game, card)}'s shield {'loaded' if up else 'used'}"
    return f"{words.card_name(game, card)} {'loaded' if up else 'unloaded'}"
