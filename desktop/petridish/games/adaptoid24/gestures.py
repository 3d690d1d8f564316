"""What a drag on the ADAPTOID 24 table means, in the rules' terms (no Qt).

The presenter names a drag by the table's zones, which carry the rules' names
(``adaptoid.hand``), and a few of the table's own (``strip.3``: above the Adaptoid's
third room; ``encounter``); this module turns it into an action, a part of a move kept
in the session's draft until it is whole (the first of two Spawns, equipment gathered
for an encounter), or, in sandbox mode, a free ``Edit``. It only ever sees the viewer's
view.
"""

from __future__ import annotations

from petridish.core.actions import Action, Edit, Place
from petridish.core.gesture import Drag, Part
from petridish.games.adaptoid24 import words
from petridish.games.adaptoid24.rules import Adaptoid24
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
    room_of,
)

DECKS = ("defensive", "reproductive", "offensive")

# The table's zones carry the rules' names; these few are the table's own.
ENCOUNTER_ZONE = "encounter"  # where equipment is played (the rules keep no such zone)
SPARE = "characters.spare"  # the unused Characters in sandbox mode, after set-up


def rules_zone(table_zone: str) -> str | None:
    """The rules zone a table zone stands for (None: the encounter, a strip)."""
    if table_zone == SPARE:
        return "characters.box"
    if table_zone == ENCOUNTER_ZONE or table_zone.startswith("strip."):
        return None
    return table_zone


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
    if drag.target == "adaptoid.row":
        return room_at_slot(view, drag.slot)
    return None


def interpret(
    game: Adaptoid24,
    view: State,
    viewer: str | None,
    drag: Drag,
    spawn_first: str | None = None,
    gathered: tuple[str, ...] = (),
) -> Action | Part | str:
    """The rules action (or partial move) this drag makes, or why it makes none."""
    src, tgt, card = drag.source, drag.target, drag.card
    if src == "adaptoid.hand" and tgt == "adaptoid.row" and card:
        return ChooseRoom(ADAPTOID, room_of(card))
    if src == "geneticist.hand" and tgt == "geneticist.row" and card:
        return ChooseRoom(GENETICIST, room_of(card))
    if src == "characters.box" and tgt == "geneticist.character" and card:
        return ChooseCharacter(GENETICIST, card.split(".", 1)[1])
    if src == "spawn.deck" and (tgt == "adaptoid.row" or tgt.startswith("strip.")):
        room = target_room(view, drag)
        if room is None:
            return "Spawns go into rooms you have played"
        need = min(2, len(view.zones["spawn.deck"]))
        if need == 2 and spawn_first is None:
            probe = game.check(view, PlaceSpawns(ADAPTOID, (room, room)))
            return Part("spawn", room) if probe is None else probe
        rooms = (spawn_first, room) if spawn_first else (room,)
        return PlaceSpawns(ADAPTOID, tuple(r for r in rooms if r))
    if src.startswith("evo.") and src[4:] in DECKS and tgt == "evo.pending":
        return DrawEvolution(ADAPTOID, src[4:])
    if src == "evo.pending" and (tgt == "adaptoid.row" or tgt.startswith("strip.")):
        room = target_room(view, drag)
        return (
            PlaceEvolution(ADAPTOID, room)
            if room
            else "Evolution cards go into rooms you have played"
        )
    if src in ("geneticist.equipment", "geneticist.character") and tgt == "encounter" and card:
        if card in gathered:
            return "already in the encounter"
        chosen = (*gathered, card)
        attempt = Overcome(GENETICIST, chosen)
        if game.check(view, attempt) is None:
            return attempt
        if card not in game.usable_equipment(view) or view.encounter is None:
            return game.check(view, attempt) or "not now"
        return Part("equip", card)
    if src.startswith("strip.") and tgt == "spawn.discard":
        room = room_at_slot(view, int(src.split(".")[1]))
        return ClearRoom(GENETICIST, room) if room else "that room holds no Spawns"
    return where_it_goes(src)


# Where each kind of card is played, for a drop that is no move at all: the reason says
# where the card should have gone, in the zones' names on the table.
GOES_TO = {
    "adaptoid.hand": "a Room card you choose goes onto your row, “Adaptoid · rooms”",
    "geneticist.hand": "a Room card you choose goes onto your row, “Geneticist · rooms”",
    "characters.box": "the Character you choose goes onto “Character”",
    "spawn.deck": "Spawns go into rooms you have played",
    "evo.pending": "Evolution cards go into rooms you have played",
    "geneticist.equipment": "equipment is played into the encounter",
    "geneticist.character": "the shield is played into the encounter",
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
) -> Edit | Part | str:
    """The free move a drop makes in sandbox mode (outside the rules), or why the table
    cannot show that drop, in the game's words (``rules_reason``: why the rules refused
    it as a move)."""
    seat = viewer or ADAPTOID
    zone = rules_zone(drag.target)
    if drag.target == "encounter":
        card = drag.card or ""
        if view.encounter is None:
            return "there is no encounter now: equipment goes into the Encounter only to answer one"
        gear = view.zones["geneticist.equipment"] + view.zones["geneticist.character"]
        if card in gear and card not in view.loaded:
            return Part("load", card)  # unloaded: load it, then it is played
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
    index = drag.slot if drag.target in ("adaptoid.row", "geneticist.row") else -1
    if drag.card is None:
        # A hidden card is named by where it lies, so the viewer never learns its id.
        source = rules_zone(drag.source) or ""
        if drag.source.startswith("strip."):
            room = room_at_slot(view, int(drag.source.split(".")[1]))
            source = f"spawns.{room}"
        return Edit(seat, "move", zone=zone, index=index, place=Place(source, drag.index))
    return Edit(seat, "move", card=drag.card, zone=zone, index=index)


def flip_edit(
    viewer: str | None, card: str | None, source: str, index: int, view: State
) -> Edit | str:
    """Turn a card over in sandbox mode (equipment loaded/unloaded, a Spawn up/down).
    Any other card is asked of the rules too, which say why it does not turn: a room
    face down in the other side's hand is their secret, not a card without a face."""
    seat = viewer or GENETICIST
    if card:
        return Edit(seat, "flip", card=card)
    if source.startswith("strip."):
        room = room_at_slot(view, int(source.split(".")[1]))
        return Edit(seat, "flip", place=Place(f"spawns.{room}", index))
    zone = rules_zone(source)
    if zone is None:  # the encounter: it shows its cards face up
        return "this card has no other side to show"
    return Edit(seat, "flip", place=Place(zone, index))
