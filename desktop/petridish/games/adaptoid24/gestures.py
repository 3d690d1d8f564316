"""What a drag on the ADAPTOID 24 table means, in the rules' terms (no Qt).

The presenter names the drag by the table's zone names (``a.hand``, ``strip.3``…); this
module turns it into an action, a half-finished move the presenter keeps until it is
complete (the first of two Spawns, equipment gathered for an encounter), or, in sandbox
mode, a free ``Edit``. It only ever sees the viewer's view.
"""

from __future__ import annotations

from dataclasses import dataclass

from petridish.core.actions import Action, Edit, Place
from petridish.games.adaptoid24 import words
from petridish.games.adaptoid24.rules import EQUIPMENT, Adaptoid24, room_of
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    GENETICIST,
    ChooseCharacter,
    ChooseRoom,
    ClearRoom,
    DrawEvolution,
    Overcome,
    PlaceEvolution,
    PlaceSpawns,
    State,
)

DECKS = ("defensive", "reproductive", "offensive")

# Table zone -> rules zone, for sandbox edits (strips depend on the room in that slot).
MODEL_ZONE = {
    "a.hand": "adaptoid.hand",
    "g.hand": "geneticist.hand",
    "a.row": "adaptoid.row",
    "g.row": "geneticist.row",
    "a.evo": "evo.adaptoid",
    "g.aside": "geneticist.aside",
    "g.character": "geneticist.character",
    "characters.box": "characters.box",
    "characters.spare": "characters.box",
    "spawn.deck": "spawn.deck",
    "spawn.discard": "spawn.discard",
    "evo.pending": "evo.pending",
    "evo.discard": "evo.discard",
    **{f"evo.{d}": f"evo.{d}" for d in DECKS},
}


@dataclass(frozen=True, slots=True)
class Drag:
    source: str  # table zone the card came from
    card: str | None  # its id, None if the viewer cannot know it
    target: str  # table zone it was dropped on
    slot: int = -1  # slot index within the target (slot zones), else -1
    index: int = 0  # the card's position in its source zone


@dataclass(frozen=True, slots=True)
class Partial:
    """Half a move: ``kind`` "spawn" (a room for the first Spawn), "equip" (a card
    gathered for the encounter) or, in the sandbox, "load" (an unloaded card dropped on
    the encounter: load it first, then play it)."""

    kind: str
    value: str


def room_at_slot(view: State, slot: int) -> str | None:
    """The room the Adaptoid played in ``slot`` of its row (None: none, or a card that
    is no room, such as a Spawn a sandbox left there)."""
    row = view.zones["adaptoid.row"]
    if 0 <= slot < len(row) and words.is_room_card(row[slot]):
        return room_of(row[slot])
    return None


def target_room(view: State, drag: Drag) -> str | None:
    """The Adaptoid room a drop on its row or on a strip means."""
    if drag.target.startswith("strip."):
        return room_at_slot(view, int(drag.target.split(".")[1]))
    if drag.target == "a.row":
        return room_at_slot(view, drag.slot)
    return None


def interpret(
    game: Adaptoid24,
    view: State,
    viewer: str | None,
    drag: Drag,
    spawn_first: str | None = None,
    gathered: tuple[str, ...] = (),
) -> Action | Partial | str:
    """The rules action (or partial move) this drag makes, or why it makes none."""
    src, tgt, card = drag.source, drag.target, drag.card
    if src == "a.hand" and tgt == "a.row" and card:
        return ChooseRoom(ADAPTOID, room_of(card))
    if src == "g.hand" and tgt == "g.row" and card:
        return ChooseRoom(GENETICIST, room_of(card))
    if src == "characters.box" and tgt == "g.character" and card:
        return ChooseCharacter(GENETICIST, card.split(".", 1)[1])
    if src == "spawn.deck" and (tgt == "a.row" or tgt.startswith("strip.")):
        room = target_room(view, drag)
        if room is None:
            return "Spawns go into rooms you have played"
        need = min(2, len(view.zones["spawn.deck"]))
        if need == 2 and spawn_first is None:
            probe = game.check(view, PlaceSpawns(ADAPTOID, (room, room)))
            return Partial("spawn", room) if probe is None else probe
        rooms = (spawn_first, room) if spawn_first else (room,)
        return PlaceSpawns(ADAPTOID, tuple(r for r in rooms if r))
    if src.startswith("evo.") and src[4:] in DECKS and tgt == "evo.pending":
        return DrawEvolution(ADAPTOID, src[4:])
    if src == "evo.pending" and (tgt == "a.row" or tgt.startswith("strip.")):
        room = target_room(view, drag)
        return (
            PlaceEvolution(ADAPTOID, room)
            if room
            else "Evolution cards go into rooms you have played"
        )
    if src in ("g.equipment", "g.character") and tgt == "encounter" and card:
        if card in gathered:
            return "already in the encounter"
        chosen = (*gathered, card)
        attempt = Overcome(GENETICIST, chosen)
        if game.check(view, attempt) is None:
            return attempt
        if card not in game.usable_equipment(view) or view.encounter is None:
            return game.check(view, attempt) or "not now"
        return Partial("equip", card)
    if src.startswith("strip.") and tgt == "spawn.discard":
        room = room_at_slot(view, int(src.split(".")[1]))
        return ClearRoom(GENETICIST, room) if room else "that room holds no Spawns"
    return where_it_goes(src)


# Where each kind of card is played, for a drop that is no move at all: the reason says
# where the card should have gone, in the zones' names on the table.
GOES_TO = {
    "a.hand": "a Room card you choose goes onto your row, “Adaptoid · rooms”",
    "g.hand": "a Room card you choose goes onto your row, “Geneticist · rooms”",
    "characters.box": "the Character you choose goes onto “Character”",
    "spawn.deck": "Spawns go into rooms you have played",
    "evo.pending": "Evolution cards go into rooms you have played",
    "g.equipment": "equipment is played into the encounter",
    "g.character": "the shield is played into the encounter",
}


def where_it_goes(source: str) -> str:
    """Why a drag from ``source`` was no move: where such a card is played instead
    (rulebook "The Game": rooms onto the rows, Spawns and Evolutions into played rooms,
    equipment into an encounter)."""
    if source.startswith("evo.") and source[4:] in DECKS:
        return "draw an Evolution card onto “Drawn”"
    if source.startswith("strip."):
        return "Spawns cleared from a room go onto “Spawn discard”"
    return GOES_TO.get(source, "that is not a move in ADAPTOID 24")


def sandbox_edit(
    view: State, viewer: str | None, drag: Drag, rules_reason: str = ""
) -> Edit | Partial | str:
    """The free move a drop makes in sandbox mode (outside the rules), or why the table
    cannot show that drop, in the game's words (``rules_reason``: why the rules refused
    it as a move)."""
    seat = viewer or ADAPTOID
    zone = MODEL_ZONE.get(drag.target)
    if drag.target == "encounter":
        card = drag.card or ""
        if view.encounter is None:
            return "there is no encounter now: equipment goes into the Encounter only to answer one"
        gear = view.zones["geneticist.equipment"] + view.zones["geneticist.character"]
        if card in gear and card not in view.loaded:
            return Partial("load", card)  # unloaded: load it, then it is played
        return rules_reason or "only the Geneticist's equipment and shield go into the Encounter"
    if drag.target.startswith("strip."):
        slot = int(drag.target.split(".")[1])
        room = room_at_slot(view, slot)
        if room is None:
            return (
                f"no room has been played in room slot {slot + 1} yet: Spawns and Evolution"
                " cards lie above a played room"
            )
        family = (drag.card or "spawn").split(".")[0]
        zone = f"evo.{room}" if family == "evo" else f"spawns.{room}"
    if zone is None:
        return "that place holds no cards"
    index = drag.slot if drag.target in ("a.row", "g.row") else -1
    if drag.card is None:
        # A hidden card is named by where it lies, so the viewer never learns its id.
        source = MODEL_ZONE.get(drag.source, "")
        if drag.source.startswith("strip."):
            room = room_at_slot(view, int(drag.source.split(".")[1]))
            source = f"spawns.{room}"
        return Edit(seat, "move", zone=zone, index=index, place=Place(source, drag.index))
    return Edit(seat, "move", card=drag.card, zone=zone, index=index)


def flip_edit(
    viewer: str | None, card: str | None, source: str, index: int, view: State
) -> Edit | str:
    """Turn a card over in sandbox mode (equipment loaded/unloaded, a Spawn up/down)."""
    seat = viewer or GENETICIST
    if card in EQUIPMENT or (card or "").startswith("char.") or (card or "").startswith("spawn."):
        return Edit(seat, "flip", card=card or "")
    if card is None and source.startswith("strip."):
        room = room_at_slot(view, int(source.split(".")[1]))
        return Edit(seat, "flip", place=Place(f"spawns.{room}", index))
    return "this card has no other side to show"
