"""Words for the table: what each legal action is called, and what to do now.

Pure (no Qt), so the action labels can be tested with the rules and reused by any front
end. Texts speak to the viewer and never mention what the viewer may not see.
"""

from __future__ import annotations

from petridish.core.actions import Action
from petridish.core.game import Result
from petridish.games.adaptoid24.rules import Adaptoid24
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    CHARACTER,
    CHOOSE,
    DRON,
    ENCOUNTER,
    EVOLUTION,
    GENETICIST,
    HIDDEN,
    LAB,
    OVER,
    SPAWN,
    TARGET,
    TASERS,
    ChooseCharacter,
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
    State,
)


def action_label(game: Adaptoid24, action: Action) -> str:
    """A short button label for ``action``."""
    name = game._room_name
    match action:
        case ChooseCharacter(character=c):
            ch = game.cards.character(c)
            return f"Play as {ch.name}"
        case ChooseRoom(room=r):
            return f"Go to {name(r)}"
        case Overcome(equipment=eq):
            if not eq:
                return "Walk through (Resistance 0)"
            return "Overcome with " + " + ".join(game._equipment_name(c) for c in eq)
        case PlaceSpawns(rooms=rooms):
            if len(set(rooms)) == 1:
                return (
                    f"Both Spawns to {name(rooms[0])}"
                    if len(rooms) == 2
                    else f"Spawn to {name(rooms[0])}"
                )
            return "Spawns to " + " and ".join(name(r) for r in rooms)
        case DrawEvolution(deck=d):
            return f"Evolve: {d.capitalize()} deck"
        case PlaceEvolution(room=r):
            return f"Place it in {name(r)}"
        case ClearRoom(room=r):
            return f"Clear {name(r)}"
    return action.kind


def intent_text(game: Adaptoid24, view: State, action: Action) -> str:
    """What a computer player is doing, for the top bar while its move is shown ("The
    Geneticist plays the Dron"); a secret choice stays secret."""
    side = game.seat_name(action.seat)
    name = game._room_name
    match action:
        case ChooseCharacter(character=c):
            return f"The {side} plays as {game.cards.character(c).name}."
        case ChooseRoom(room=r):
            if view.control and action.seat == ADAPTOID:
                return f"The Adaptoid goes to the {name(r)}, face up."
            return f"The {side} chooses a room in secret…"
        case Overcome(equipment=eq):
            if not eq:
                return "The Geneticist walks through the encounter (Resistance 0)."
            played = [game._equipment_name(c) for c in eq]
            return "The Geneticist plays " + " and ".join(played) + "."
        case PlaceSpawns(rooms=rooms):
            if len(rooms) == 2 and rooms[0] == rooms[1]:
                return f"The Adaptoid places two Spawns in the {name(rooms[0])}."
            if len(rooms) == 2:
                return f"The Adaptoid places a Spawn in the {name(rooms[0])} and one in the {name(rooms[1])}."
            if rooms:
                return f"The Adaptoid places a Spawn in the {name(rooms[0])}."
            return "The Adaptoid has no Spawn to place."
        case DrawEvolution(deck=d):
            return f"The Adaptoid draws from the {d.capitalize()} deck."
        case PlaceEvolution(room=r):
            (card,) = view.zones["evo.pending"] or ("",)
            what = game.evolution_of(card).name if card else "its Evolution card"
            return f"The Adaptoid places {what} in the {name(r)}."
        case ClearRoom(room=r):
            return f"The Geneticist clears the Spawns out of the {name(r)}."
    return f"The {side} moves."


def title(game: Adaptoid24, view: State, movers: list[str]) -> str:
    """The top bar's title: the turn, who moves (``movers``, named as the table names
    them), and an EMP that holds, last ("Phase 1 · Turn 2 · Geneticist · EMP: no
    Tasers"). Both sides choose their rooms at once: the title says so, naming neither
    (a computer's thinking dots beside it are no turn of its own, and the prompt beside
    them tells the person to choose)."""
    turn, holds = game.turn_parts(view)
    if view.step == CHOOSE and len(movers) > 1:
        who = "both choose a room"
    else:
        who = movers[0] if len(movers) == 1 else ""
    return " · ".join(part for part in (turn, who, holds) if part)


def _either(ways: list[str]) -> str:
    """ "a, b or c"."""
    return ways[0] if len(ways) == 1 else ", ".join(ways[:-1]) + " or " + ways[-1]


def encounter_prompt(game: Adaptoid24, view: State) -> str:
    """What the Geneticist can play into the encounter, built from the moves the rules
    allow: each way named as the card to drag (the Shield is the Character card's, and
    is played by dragging that card). "drag loaded equipment" was said to a Geneticist
    whose only move was the Shield, and whose loaded Tasers an EMP had stopped."""
    enc = view.encounter
    assert enc is not None
    plays = [a.equipment for a in game.legal_actions(view, GENETICIST) if isinstance(a, Overcome)]
    cards = {c for eq in plays for c in eq}
    tasers = min((len(eq) for eq in plays if eq and eq[0] in TASERS), default=0)
    # Loaded Tasers an EMP stops are said to be stopped, lest they be dragged in vain.
    stopped = view.emp and any(
        c in TASERS and c in view.loaded for c in view.zones["geneticist.equipment"]
    )
    emp = " (EMP: not your Tasers)" if stopped else ""
    if enc.resistance == 0:
        # The Tasers and the Dron clear the room; the Shield would leave its Spawns
        # there and lose the room's ability, for nothing (rulebook "Equipment").
        clear = ["a Taser"] if tasers else []
        clear += ["the Dron"] if DRON in cards else []
        more = f", or drag {_either(clear)} in to clear the room" if clear else ""
        return f"Encounter with Resistance 0: walk through{more}{emp}."
    ways = ["a Taser" if tasers == 1 else f"{tasers} Tasers"] if tasers else []
    ways += ["the Dron"] if DRON in cards else []
    ways += ["your Character card (its Shield)"] if any(map(game.is_shield, cards)) else []
    if not ways:  # (the rules capture at once where nothing answers: ruling A24-R14)
        return f"Encounter! Resistance {enc.resistance}{emp}: nothing loaded answers it."
    return f"Encounter! Resistance {enc.resistance}{emp}: drag {_either(ways)} into the encounter."


def prompt(game: Adaptoid24, view: State, viewer: str | None, can_act: bool) -> str:
    """One line for the top bar: what is happening and what the viewer can do."""
    step = view.step
    side = game.seat_name
    if step == OVER:
        won = "you" if view.winner == viewer else f"the {side(view.winner)}"
        return f"Game over: {won} won — {game.ending(Result((view.winner,), view.reason))}."
    movers = game.to_move(view)
    if not can_act:
        who = " and ".join(side(s) for s in movers)
        return f"Waiting for the {who}…"
    if step == CHARACTER:
        # (A new player looked for what set the four apart: only their names and faces.)
        return (
            "Geneticist: drag a Character onto your Character spot — any one: they differ"
            " only in name and face."
        )
    if step == CHOOSE:
        if viewer in view.picks and view.picks[viewer] != HIDDEN:
            # Only the sandbox lets a seat that has chosen act on: say what it waits for.
            who = " and ".join(side(s) for s in movers if s != viewer)
            chosen = game._room_name(view.picks[viewer])
            return f"You chose the {chosen}. Waiting for the {who}…"
        if view.control and viewer == ADAPTOID:
            return "Control Room: choose first, face up — drag a room from your hand onto your row."
        if viewer == GENETICIST and view.picks.get(ADAPTOID, HIDDEN) != HIDDEN and view.control:
            return (
                f"The Adaptoid went to {game._room_name(view.picks[ADAPTOID])}. Choose your room."
            )
        return (
            f"{side(viewer or '')}: choose a room in secret — drag it from your hand onto your row."
        )
    if step == ENCOUNTER:
        return encounter_prompt(game, view)
    if step == SPAWN:
        n = min(2, len(view.zones["spawn.deck"]))
        return f"Adaptoid: drag {n} Spawn{'s' if n != 1 else ''} from the deck onto your rooms (face down)."
    if step == EVOLUTION:
        return "Adaptoid: evolve — double-click an Evolution deck (or drag its top card to Drawn)."
    if step == TARGET:
        (card,) = view.zones["evo.pending"]
        return f"Adaptoid: drag {game.evolution_of(card).name} onto one of your rooms."
    if step == LAB:
        return "Lab: drag the Spawns of one room to the Spawn discard."
    return ""
