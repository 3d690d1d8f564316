"""The ADAPTOID 24 presenter: draws the viewer's view on the table and turns drags,
double-clicks and menu choices into actions for the controller.

It never changes the game itself: every gesture becomes an action (or, in sandbox mode,
a free ``Edit``) that the controller submits; the table moves when the new view comes
back. It only ever reads ``controller.view`` — the position as the current viewer may see
it — so nothing hidden reaches the screen, the tooltips or the previews.
"""

from __future__ import annotations

from petridish.core.actions import Action, Edit
from petridish.core.gesture import Drag, Part
from petridish.games.adaptoid24 import gestures, layout, words
from petridish.games.adaptoid24.encounter_panel import EncounterPanel
from petridish.games.adaptoid24.prompts import action_label, intent_text, prompt, title
from petridish.games.adaptoid24.rules import GAME, room_of
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    CHARACTER,
    DRON,
    ENCOUNTER,
    EQUIPMENT,
    GENETICIST,
    HIDDEN,
    SPAWN,
    TASERS,
    ChooseRoom,
    DrawEvolution,
    Overcome,
    State,
)
from petridish.table.controller import TableController
from petridish.table.faces import FaceCache
from petridish.table.piece import PieceItem
from petridish.table.presenter import Presenter
from petridish.table.scene import TableScene
from petridish.table.specs import ON_TABLE, CardSpec, Spec
from petridish.table.zone import ZoneItem

SIDE_OF_ZONE = {"adaptoid": "a", "geneticist": "g"}


class Adaptoid24Presenter(Presenter):
    game = GAME

    def __init__(self, scene: TableScene, controller: TableController, faces: FaceCache) -> None:
        self.template = _template()
        super().__init__(scene, controller, faces)

    def build(self, scene: TableScene) -> dict[str, ZoneItem]:
        """The rulebook's set-up picture (layout.py) and the encounter panel beside the
        Encounter zone."""
        zones = layout.build(scene)
        self.panel = EncounterPanel(layout.PANEL_W)
        self.panel.setPos(*layout.PANEL_POS)
        scene.addItem(self.panel)
        self.panel.setVisible(False)
        return zones

    # -- drawing ----------------------------------------------------------------------
    @property
    def spawn_first(self) -> str | None:
        """The room of the first of two Spawns, placed but not yet played."""
        rooms = self.drafted("spawn") if self.view.step == SPAWN else ()
        return rooms[0] if rooms else None

    @property
    def gathered(self) -> tuple[str, ...]:
        """Equipment put into the encounter so far, not yet enough to play."""
        return self.drafted("equip") if self.view.step == ENCOUNTER else ()

    def decorate(self, view: State, animated: bool) -> None:
        self.panel.set_lines(self.encounter_lines(view))
        # A strip is named after the room under it, as the log names where Spawns go
        # ("two Spawns face down in the Control Room"): "Room 2" left a new player to
        # work out which room that was.
        slot = 0
        while layout.strip_name(slot) in self.zones:
            room = gestures.room_at_slot(view, slot)
            label = GAME._room_name(room) if room else f"Room {slot + 1}"
            self.zones[layout.strip_name(slot)].set_label(label)
            slot += 1

    def spec(
        self,
        card: str,
        zone: str,
        *,
        up: bool = True,
        drag: bool = False,
        slot: int = -1,
        small: bool = False,
        kept: bool = False,
        badge: str = "",
    ) -> CardSpec:
        """A card as the viewer sees it: ``small`` in a room's strip, ``kept`` (smaller
        still) among the Evolutions the Adaptoid keeps beside the tracks."""
        scale = layout.KEPT if kept else layout.SMALL if small else 1.0
        name = words.card_name(self.game, card, face_up=up).removeprefix("the ")
        if words.is_room_card(card):  # a room by its own name, as its face titles it
            name = GAME._room_name(card.split(".", 1)[1])
        elif up and words.family(card) == "spawn":
            # What a Spawn turned up counts: "a Spawn of Resistance 2" was cut to "a
            # Spawn …" on a card this small, and the egg on its face says the rest.
            name = f"Spawn {GAME.spawn_value(card)}"
        return self.card_spec(
            card, up=up, drag=drag, scale=scale, slot=slot, badge=badge, hint=zone, name=name
        )

    def card_tip(self, card: str, up: bool = True) -> str:
        """What hovering a card says besides its face (under the preview, or as a tooltip
        of a card lying face down): for the Character and the equipment the side the card
        shows (loaded face up, used or unloaded face down)."""
        game = self.game
        family = card.split(".")[0]
        if family == "a":
            # The Adaptoid's card shows the encounter; what the room gives the other side
            # is worth knowing when choosing it.
            room = game.cards.room(room_of(card))
            return f"For the Geneticist, the {room.name}: {room.text}"
        if family in ("g", "evo", "spawn"):
            return ""  # the face says it all
        if family == "char":
            c = game.cards.character(card.split(".", 1)[1])
            return f"{c.name}, {c.title}. Shield: {'loaded' if up else 'used'}"
        name = game._equipment_name(card).capitalize()
        if up and card in TASERS and self.view.emp:
            return f"{name} (loaded; the EMP stops it this turn)"
        return name + (" (loaded)" if up else " (unloaded)")

    def layout_for(self, view: State) -> dict[str, list[Spec]]:
        """Every table zone's cards, as the viewer sees them."""
        z = view.zones
        me = self.viewer
        out: dict[str, list[Spec]] = {name: [] for name in self.zones}
        # Encounter A: the Adaptoid's own Resistance, 1 and +1 per Scales.
        scales = sum(e.count for e in GAME.cards.evolutions if e.effect == "scales")
        out[ON_TABLE] = layout.tracks(
            view.turn, view.phase, GAME.adaptoid_resistance(view), 1 + scales
        )
        revealed = len(view.picks) == 2
        for seat, short in SIDE_OF_ZONE.items():
            hand = list(z[f"{seat}.hand"])
            pick = view.picks.get(seat)
            pending: list[CardSpec] = []
            if pick is not None and not revealed:
                # The chosen card waits face down in the next slot of the row.
                card = HIDDEN if pick == HIDDEN else f"{short}.{pick}"
                if card in hand:
                    hand.remove(card)
                elif HIDDEN in hand:
                    hand.remove(HIDDEN)
                public = view.control and seat == ADAPTOID
                pending = [
                    self.spec(
                        card,
                        f"{seat}.row",
                        up=card != HIDDEN and (public or seat == me),
                        slot=len(z[f"{seat}.row"]),
                    )
                ]
            out[f"{seat}.hand"] = [
                self.spec(c, f"{seat}.hand", drag=self.may_lift(c, f"{seat}.hand")) for c in hand
            ]
            # Rooms in a row are face up; a face-down card there is a Spawn a sandbox put
            # down, and shows a Spawn's back.
            out[f"{seat}.row"] = [
                self.spec(c, f"{seat}.row" if c != HIDDEN else "spawn", slot=i)
                for i, c in enumerate(z[f"{seat}.row"])
            ] + pending
        # The room in each place of the Adaptoid's row (None: a Spawn a sandbox put there).
        rooms = [gestures.room_at_slot(view, i) for i in range(len(z["adaptoid.row"]))]
        for r in GAME.room_ids():
            attached = [*z[f"evo.{r}"], *z[f"spawns.{r}"]]
            if not attached:
                continue
            where = layout.strip_name(rooms.index(r)) if r in rooms else "evo.adaptoid"
            for c in attached:
                up = c != HIDDEN and (not c.startswith("spawn.") or c in view.up)
                out[where].append(
                    self.spec(
                        c,
                        f"spawns.{r}",
                        up=up,
                        small=True,
                        kept=where == "evo.adaptoid",
                        drag=self.may_lift(c, f"spawns.{r}"),
                    )
                )
        if self.spawn_first and self.spawn_first in rooms and z["spawn.deck"]:
            out[layout.strip_name(rooms.index(self.spawn_first))].append(
                self.spec(HIDDEN, "spawn.deck", small=True)
            )
        out["evo.adaptoid"] += [self.spec(c, "evo.adaptoid", kept=True) for c in z["evo.adaptoid"]]
        deck = list(z["spawn.deck"])[: len(z["spawn.deck"]) - (1 if self.spawn_first else 0)]
        out["spawn.deck"] = [
            self.spec(
                c,
                "spawn.deck",
                up=False,
                drag=self.may_lift(c, "spawn.deck", top=i == len(deck) - 1),
                badge=str(len(deck)) if i == len(deck) - 1 else "",
            )
            for i, c in enumerate(deck)
        ]
        out["spawn.discard"] = [
            self.spec(c, "spawn.discard", up=c != HIDDEN) for c in z["spawn.discard"]
        ]
        for d in layout.DECKS:
            cards = z[f"evo.{d}"]
            out[f"evo.{d}"] = [
                self.spec(
                    c,
                    f"evo.{d}",
                    up=False,
                    drag=self.may_lift(c, f"evo.{d}", top=i == len(cards) - 1),
                    badge=str(len(cards)) if i == len(cards) - 1 else "",
                )
                for i, c in enumerate(cards)
            ]
        out["evo.pending"] = [
            self.spec(c, "evo.pending", drag=self.may_lift(c, "evo.pending"))
            for c in z["evo.pending"]
        ]
        out["evo.discard"] = [self.spec(c, "evo.discard") for c in z["evo.discard"]]
        played = (*self.gathered, *self._shown())
        for c in z["geneticist.character"]:
            where = "encounter" if c in played else "geneticist.character"
            out[where].append(
                self.spec(
                    c,
                    "geneticist.character",
                    up=c in view.loaded,
                    drag=self.may_lift(c, "geneticist.character"),
                )
            )
        for c in z["geneticist.equipment"]:
            where = "encounter" if c in played else "geneticist.equipment"
            # A loaded Taser an EMP stops this turn says so on the table.
            stopped = view.emp and c in TASERS and c in view.loaded
            out[where].append(
                self.spec(
                    c,
                    "geneticist.equipment",
                    up=c in view.loaded,
                    drag=self.may_lift(c, "geneticist.equipment"),
                    badge="EMP" if stopped else "",
                )
            )
        out["geneticist.aside"] = [
            self.spec(c, "geneticist.aside", up=c != HIDDEN) for c in z["geneticist.aside"]
        ]
        setting_up = view.step == CHARACTER
        # The unused Characters lie where the encounter will be while the Geneticist
        # chooses; in the sandbox they stay on the table afterwards, beside the rows.
        spare = "characters.box" if setting_up else "characters.spare"
        self.zones["characters.box"].setVisible(setting_up)
        self.zones["characters.spare"].setVisible(not setting_up and self.controller.sandbox)
        self.zones["encounter"].setVisible(not setting_up)
        if setting_up or self.controller.sandbox:
            out[spare] = [
                self.spec(c, "characters.box", small=True, drag=self.may_lift(c, "characters.box"))
                for c in z["characters.box"]
            ]
        return out

    def encounter_lines(self, view: State) -> list[str]:
        enc = view.encounter
        if enc is None or view.step not in (ENCOUNTER, "over"):
            return []
        foe = {"adaptoid": "the Adaptoid", "clone": "a Clone", "spawns": "Spawns"}[enc.foe]
        lines = [
            f"Encounter in {GAME._room_name(enc.room)} with {foe}",
            f"Resistance {enc.resistance}",
        ]
        if enc.foe == "spawns":
            values = [
                str(GAME.spawn_value(c)) for c in view.zones[f"spawns.{enc.room}"] if c != HIDDEN
            ]
            rage = GAME.rage_in(view, enc.room)
            lines[1] += f"  =  Spawns {' + '.join(values)}" + (
                f"  (+{rage} Rage each)" if rage else ""
            )
        played = (*self.gathered, *self._shown())
        if played:
            lines.append("In play: " + ", ".join(GAME._equipment_name(c) for c in played))
        return lines

    # -- gestures: what a drop means in ADAPTOID 24 ------------------------------------
    def drag_of(self, piece: PieceItem, zone: ZoneItem | None, slot: int) -> Drag:
        # A drop on the Adaptoid's row without a slot (the keyboard aims at the zone)
        # counts for its last played room.
        if zone is not None and zone.name == "adaptoid.row" and slot < 0:
            slot = max(0, len(self.view.zones["adaptoid.row"]) - 1)
        return super().drag_of(piece, zone, slot)

    def _model_index(self, drag: Drag) -> Drag:
        """Hidden cards are named by their place in the rules' zone, not the table's."""
        if drag.card is not None or not drag.source.startswith("strip."):
            return drag
        # Evolution cards lie before the Spawns in a strip.
        room = gestures.room_at_slot(self.view, int(drag.source.split(".")[1]))
        evo = len(self.view.zones.get(f"evo.{room}", ()))
        return Drag(drag.source, None, drag.target, drag.slot, drag.index - evo)

    def gesture(self, drag: Drag) -> Action | Part | str:
        return gestures.interpret(
            GAME, self.view, self.viewer, drag, self.spawn_first, self.gathered
        )

    def sandbox_edit(self, drag: Drag, rules_reason: str) -> Edit | Part | str:
        return gestures.sandbox_edit(self.view, self.viewer, self._model_index(drag), rules_reason)

    def take_part(self, part: Part, piece: PieceItem, zone: ZoneItem, slot: int) -> bool | str:
        if part.kind == "load":  # sandbox: load the equipment first, then play it
            seat = self.viewer or GENETICIST
            reason = self.controller.submit(Edit(seat, "flip", card=part.value))
            return reason or self.on_drop(piece, zone, slot)
        return super().take_part(part, piece, zone, slot)

    def activation(self, drag: Drag) -> Action | None:
        """Double-click: draw from an Evolution deck, play a room, choose a Character."""
        source, card = drag.source, drag.card
        if source.startswith("evo.") and source[4:] in layout.DECKS:
            return DrawEvolution(ADAPTOID, source[4:])
        if source in ("adaptoid.hand", "geneticist.hand") and card:
            seat = ADAPTOID if source == "adaptoid.hand" else GENETICIST
            return ChooseRoom(seat, room_of(card))
        if source == "characters.box" and card:
            meaning = gestures.interpret(
                GAME, self.view, self.viewer, Drag(source, card, "geneticist.character")
            )
            return meaning if isinstance(meaning, Action) else None
        return None

    def sandbox_flip(self, drag: Drag) -> Edit | str:
        if drag.card is None and self.pile_of(drag.source):  # a deck: the rules say why not
            return Edit(self.editor, "flip", zone=drag.source)
        drag = self._model_index(drag)
        return gestures.flip_edit(self.viewer, drag.card, drag.source, drag.index, self.view)

    def explain_fixed(self, piece: PieceItem, card: str | None) -> str | None:
        """Why a card someone tries to drag cannot move now, in the game's words."""
        view = self.view
        if card is not None and (card in EQUIPMENT or card.startswith("char.")):
            if card not in view.loaded and piece.zone is not None:
                return unloaded_reason(card)
            if view.step != ENCOUNTER:
                return "equipment is played only to answer an encounter"
            if card not in GAME.usable_equipment(view):
                # Loaded, and still of no use here: the rules say why (an EMP's Tasers).
                said = GAME.check(view, Overcome(GENETICIST, (card,)))
                if said:
                    return said
        owner = words.owner_of(card) if card else None
        if owner is not None and owner != self.viewer:
            return f"that is the {GAME.seat_name(owner)}'s card"
        if card is None:
            return "a face-down card: nobody may look at it"
        return None

    # -- words ------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        return action_label(GAME, action)

    def drop_words(self, meaning: Action | Part) -> str:
        """A drop that is part of a move says what it begins: the first of two Spawns,
        equipment gathered for the encounter, equipment loaded in the sandbox."""
        if isinstance(meaning, Part):
            if meaning.kind == "spawn":
                return f"first Spawn to {GAME._room_name(meaning.value)}"
            if meaning.kind == "equip":
                return f"add {GAME._equipment_name(meaning.value)} to the encounter"
            if meaning.kind == "load":
                return "load it and play it (sandbox)"
        return super().drop_words(meaning)

    def ends_step(self, action: Action) -> str | None:
        """An encounter of Resistance 0 is walked through with no equipment (rulebook
        adaptoid24.txt:24: the cards played match the Resistance): the one move no card
        is dragged for, a button beside the prompt."""
        if isinstance(action, Overcome) and not action.equipment:
            return self.label(action)
        return None

    def title(self, view: State, movers: dict[str, str]) -> str:
        return title(GAME, view, list(movers.values()))

    def prompt_for(self, view: State, viewer: str | None, can_act: bool) -> str:
        first = self.spawn_first
        if first is not None and can_act:
            # The first Spawn is down (a gesture of the move, not yet played): "drag 2
            # Spawns" still stood over it.
            room = GAME._room_name(first)
            return f"Adaptoid: now drag the second Spawn onto a room (the first is in the {room})."
        return prompt(GAME, view, viewer, can_act)

    def intent_text(self, seat: str, action: Action) -> str:
        """The top bar while a computer player's move is shown."""
        return intent_text(GAME, self.view, action)

    def _shown(self) -> tuple[str, ...]:
        """Equipment a computer Geneticist is about to play: it moves into the
        Encounter first, so that people see it played."""
        intent = self.controller.intent
        if intent is not None and isinstance(intent[1], Overcome):
            return intent[1].equipment
        return ()

    def totals(self, state: State) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
        """The Game: which side won, the Adaptoid's Resistance, and the Geneticist's
        equipment still loaded."""

        def said(seat: str) -> str:
            return "won" if state.winner == seat else "lost"

        resistance = f"Resistance {self.game.adaptoid_resistance(state)}"
        loaded = f"{len(state.loaded)} equipment loaded"
        return ("Side", "Result", "At the end"), [
            (self.seat_name(ADAPTOID), said(ADAPTOID), resistance),
            (self.seat_name(GENETICIST), said(GENETICIST), loaded),
        ]


def _template():
    from petridish.games.adaptoid24.art import TEMPLATE

    return TEMPLATE


def unloaded_reason(card: str) -> str:
    """Why unloaded equipment cannot be played, and which rooms load it
    (rulebook "Geneticist Rooms")."""

    def rooms(*abilities: str) -> str:
        names = [f"the {r.name}" for r in GAME.cards.rooms if r.ability in abilities]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]

    if card.startswith("char."):
        return f"the shield is used: {rooms('research')} loads it again"
    if card == DRON:
        return f"the Dron is unloaded: {rooms('robotics')} loads it"
    return f"{GAME._equipment_name(card)} is unloaded: {rooms('warehouse', 'dining', 'office')} loads it"
