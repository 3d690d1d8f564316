"""The ADAPTOID 24 presenter: draws the viewer's view on the table and turns drags,
double-clicks and menu choices into actions for the controller.

It never changes the game itself: every gesture becomes an action (or, in sandbox mode,
a free ``Edit``) that the controller submits; the table moves when the new view comes
back. It only ever reads ``controller.view`` — the position as the current viewer may see
it — so nothing hidden reaches the screen, the tooltips or the previews.
"""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Action, Edit
from petridish.games.adaptoid24 import gestures, layout, words
from petridish.games.adaptoid24.gestures import Drag, Partial
from petridish.games.adaptoid24.prompts import action_label, intent_text, prompt
from petridish.games.adaptoid24.rules import GAME, room_of
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    CHARACTER,
    CHOOSE,
    DRON,
    ENCOUNTER,
    EQUIPMENT,
    EVOLUTION,
    GENETICIST,
    HIDDEN,
    LAB,
    SPAWN,
    TARGET,
    ChooseRoom,
    DrawEvolution,
    Overcome,
    State,
)
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.board import Board, CardSpec
from petridish.table.card import CardItem
from petridish.table.constants import Z
from petridish.table.faces import FaceCache
from petridish.table.piece import PieceItem
from petridish.table.scene import TableScene
from petridish.table.zone import ZoneItem

SIDE_OF_ZONE = {"adaptoid": "a", "geneticist": "g"}


class EncounterPanel(QtWidgets.QGraphicsObject):
    """The encounter, step by step: who, where, the Resistance, what has been played."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.setZValue(Z.TOKEN)

    def set_lines(self, lines: list[str]) -> None:
        self.lines = lines
        self.setVisible(bool(lines))
        self.update()

    def boundingRect(self) -> QtCore.QRectF:
        return QtCore.QRectF(0, 0, 440, 96)

    def paint(self, painter: QtGui.QPainter, option: Any, widget: Any = None) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        painter.setBrush(QtGui.QColor(20, 18, 30, 215))
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        painter.setPen(QtGui.QColor("#F0E442"))
        font = QtGui.QFont("DejaVu Sans", 15, QtGui.QFont.Weight.Bold)
        painter.setFont(font)
        y = 28
        for i, line in enumerate(self.lines):
            painter.drawText(QtCore.QPointF(16, y), line)
            if i == 0:
                painter.setPen(QtGui.QColor(235, 235, 240))
                painter.setFont(QtGui.QFont("DejaVu Sans", 12))
            y += 26


class Adaptoid24Presenter(QtCore.QObject):
    game = GAME

    def __init__(self, scene: TableScene, controller: Any, faces: FaceCache) -> None:
        super().__init__(scene)
        self.scene = scene
        self.controller = controller
        self.template = _template()
        scales = sum(e.count for e in GAME.cards.evolutions if e.effect == "scales")
        self.zones, self.turn_track, self.phase_track, self.resistance_track = layout.build(
            scene, 1 + scales
        )
        self.board = Board(scene, self.zones, faces)
        self.panel = EncounterPanel()
        self.panel.setPos(*layout.PANEL_POS)
        scene.addItem(self.panel)
        self.panel.setVisible(False)
        self.spawn_first: str | None = None  # the first of two Spawns, not yet sent
        self.gathered: tuple[str, ...] = ()  # equipment dragged into the encounter so far
        drag = scene.drag
        drag.judge = self.judge
        drag.on_drop = self.on_drop
        drag.on_activate = self.on_activate
        drag.on_context = self.on_context
        drag.why_fixed = self.why_fixed
        drag.hint_legal = True

    # -- drawing ----------------------------------------------------------------------
    @property
    def view(self) -> State:
        return self.controller.view

    @property
    def viewer(self) -> str | None:
        return self.controller.viewer

    def refresh(self, animated: bool = True) -> None:
        """Redraw the table from the controller's current view."""
        view = self.view
        if view.step != SPAWN:
            self.spawn_first = None
        if view.step != ENCOUNTER:
            self.gathered = ()
        self.board.show(self.layout_for(view), animated)
        self.turn_track.set_value(view.turn, animated)
        self.phase_track.set_value(view.phase, animated)
        # Encounter A: the Adaptoid's own Resistance, 1 and +1 per Scales.
        self.resistance_track.set_value(GAME.adaptoid_resistance(view), animated)
        self.panel.set_lines(self.encounter_lines(view))

    def _face(self, card: str, up: bool, zone: str) -> str:
        return self.template.face_key(card, up, zone)

    def spec(
        self,
        card: str,
        zone: str,
        *,
        up: bool = True,
        drag: bool = False,
        slot: int = -1,
        small: bool = False,
        badge: str = "",
    ) -> CardSpec:
        scale = layout.SMALL if small else 1.0
        if card == HIDDEN:
            back = self._face(HIDDEN, False, zone)
            return CardSpec(None, back, back, False, drag, scale, slot, badge)
        front, back = self._face(card, True, zone), self._face(card, False, zone)
        return CardSpec(card, front, back, up, drag, scale, slot, badge, self.tooltip(card, up))

    def tooltip(self, card: str, up: bool = True) -> str:
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
        return game._equipment_name(card).capitalize() + (" (loaded)" if up else " (unloaded)")

    def layout_for(self, view: State) -> dict[str, list[CardSpec]]:
        """Every table zone's cards, as the viewer sees them."""
        z = view.zones
        me = self.viewer
        acting = {s: self.controller.can_act(s) for s in (ADAPTOID, GENETICIST)}
        out: dict[str, list[CardSpec]] = {name: [] for name in self.zones}
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
            can_pick = view.step == CHOOSE and acting[seat] and pick is None
            out[f"{short}.hand"] = [
                self.spec(c, f"{seat}.hand", drag=can_pick and c != HIDDEN) for c in hand
            ]
            # Rooms in a row are face up; a face-down card there is a Spawn a sandbox put
            # down, and shows a Spawn's back.
            out[f"{short}.row"] = [
                self.spec(c, f"{seat}.row" if c != HIDDEN else "spawn", slot=i)
                for i, c in enumerate(z[f"{seat}.row"])
            ] + pending
        rooms = [room_of(c) for c in z["adaptoid.row"]]
        target_step = view.step == TARGET and acting[ADAPTOID]
        for r in GAME.room_ids():
            attached = [*z[f"evo.{r}"], *z[f"spawns.{r}"]]
            if not attached:
                continue
            where = layout.strip_name(rooms.index(r)) if r in rooms else "a.evo"
            lab = view.step == LAB and acting[GENETICIST]
            for c in attached:
                up = c != HIDDEN and (not c.startswith("spawn.") or c in view.up)
                out[where].append(
                    self.spec(
                        c,
                        f"spawns.{r}",
                        up=up,
                        small=True,
                        drag=(lab and c.startswith("spawn")) or (c == HIDDEN and lab),
                    )
                )
        if self.spawn_first and self.spawn_first in rooms and z["spawn.deck"]:
            out[layout.strip_name(rooms.index(self.spawn_first))].append(
                self.spec(HIDDEN, "spawn.deck", small=True)
            )
        out["a.evo"] += [self.spec(c, "evo.adaptoid", small=True) for c in z["evo.adaptoid"]]
        deck = list(z["spawn.deck"])[: len(z["spawn.deck"]) - (1 if self.spawn_first else 0)]
        spawning = view.step == SPAWN and acting[ADAPTOID]
        out["spawn.deck"] = [
            self.spec(
                c,
                "spawn.deck",
                up=False,
                drag=spawning and i == len(deck) - 1,
                badge=str(len(deck)) if i == len(deck) - 1 else "",
            )
            for i, c in enumerate(deck)
        ]
        out["spawn.discard"] = [
            self.spec(c, "spawn.discard", up=c != HIDDEN) for c in z["spawn.discard"]
        ]
        evolving = view.step == EVOLUTION and acting[ADAPTOID]
        for d in layout.DECKS:
            cards = z[f"evo.{d}"]
            out[f"evo.{d}"] = [
                self.spec(
                    c,
                    f"evo.{d}",
                    up=False,
                    drag=evolving and i == len(cards) - 1,
                    badge=str(len(cards)) if i == len(cards) - 1 else "",
                )
                for i, c in enumerate(cards)
            ]
        out["evo.pending"] = [
            self.spec(c, "evo.pending", drag=target_step) for c in z["evo.pending"]
        ]
        out["evo.discard"] = [self.spec(c, "evo.discard") for c in z["evo.discard"]]
        encounter = view.step == ENCOUNTER and acting[GENETICIST]
        played = (*self.gathered, *self._shown())
        for c in z["geneticist.character"]:
            where = "encounter" if c in played else "g.character"
            out[where].append(
                self.spec(
                    c,
                    "geneticist.character",
                    up=c in view.loaded,
                    drag=encounter and c in view.loaded,
                )
            )
        for c in z["geneticist.equipment"]:
            where = "encounter" if c in played else "g.equipment"
            out[where].append(
                self.spec(
                    c,
                    "geneticist.equipment",
                    up=c in view.loaded,
                    drag=encounter and c in view.loaded,
                )
            )
        out["g.aside"] = [
            self.spec(c, "geneticist.aside", up=c != HIDDEN) for c in z["geneticist.aside"]
        ]
        choosing = view.step == CHARACTER and acting[GENETICIST]
        setting_up = view.step == CHARACTER
        # The unused Characters lie where the encounter will be while the Geneticist
        # chooses; in the sandbox they stay on the table afterwards, beside the rows.
        spare = "characters.box" if setting_up else "characters.spare"
        self.zones["characters.box"].setVisible(setting_up)
        self.zones["characters.spare"].setVisible(not setting_up and self.controller.sandbox)
        self.zones["encounter"].setVisible(not setting_up)
        if setting_up or self.controller.sandbox:
            out[spare] = [
                self.spec(c, "characters.box", small=True, drag=choosing)
                for c in z["characters.box"]
            ]
        if self.controller.sandbox:
            out = {name: [_draggable(s) for s in specs] for name, specs in out.items()}
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

    # -- gestures ---------------------------------------------------------------------
    def _drag_of(self, piece: PieceItem, zone: ZoneItem, slot: int) -> Drag:
        spec = self.board.spec(piece)  # type: ignore[arg-type]
        source = self.board.zone_of.get(piece, "")  # type: ignore[arg-type]
        index = 0
        if isinstance(piece, CardItem) and source in self.zones:
            items = self.zones[source].items()
            index = items.index(piece) if piece in items else 0
        return Drag(source, spec.key if spec else None, zone.name, slot, index)

    def _model_index(self, drag: Drag) -> Drag:
        """Hidden cards are named by their place in the rules' zone, not the table's."""
        if drag.card is not None or not drag.source.startswith("strip."):
            return drag
        # Evolution cards lie before the Spawns in a strip.
        room = gestures.room_at_slot(self.view, int(drag.source.split(".")[1]))
        evo = len(self.view.zones.get(f"evo.{room}", ()))
        return Drag(drag.source, None, drag.target, drag.slot, drag.index - evo)

    def resolve(self, drag: Drag) -> Action | Partial | str:
        """What a drop means now: a rules move if it is one, else (sandbox) an edit."""
        meaning = gestures.interpret(
            GAME, self.view, self.viewer, drag, self.spawn_first, self.gathered
        )
        if isinstance(meaning, Partial):
            return meaning
        if isinstance(meaning, Action):
            reason = self.controller.check(meaning)
            if reason is None:
                return meaning
        else:
            reason = meaning
        if self.controller.sandbox:
            edit = gestures.sandbox_edit(self.view, self.viewer, self._model_index(drag), reason)
            if isinstance(edit, str | Partial):
                return edit
            return self.controller.check(edit) or edit
        return reason

    def judge(self, piece: PieceItem, zone: ZoneItem, slot: int) -> str | None:
        """Why a drop of ``piece`` on ``zone`` (its ``slot``) would be refused, or None."""
        meaning = self.resolve(
            self._drag_of(piece, zone, slot if slot >= 0 else self._any_slot(zone))
        )
        return meaning if isinstance(meaning, str) else None

    def _any_slot(self, zone: ZoneItem) -> int:
        # While dragging, a drop on the Adaptoid's row counts for its last played room.
        if zone.name == "a.row":
            return max(0, len(self.view.zones["adaptoid.row"]) - 1)
        return -1

    def on_drop(self, piece: PieceItem, zone: ZoneItem, slot: int) -> bool | str:
        meaning = self.resolve(
            self._drag_of(piece, zone, slot if slot >= 0 else self._any_slot(zone))
        )
        if isinstance(meaning, str):
            return meaning
        if isinstance(meaning, Partial):
            if meaning.kind == "load":  # sandbox: load it first, then play it
                reason = self.controller.submit(
                    Edit(self.viewer or GENETICIST, "flip", card=meaning.value)
                )
                return reason or self.on_drop(piece, zone, slot)
            if meaning.kind == "spawn":
                self.spawn_first = meaning.value
            else:
                self.gathered = (*self.gathered, meaning.value)
            self.refresh()
            return True
        reason = self.controller.submit(meaning)
        return True if reason is None else reason

    def why_fixed(self, piece: PieceItem) -> str | None:
        """Why a card someone tries to drag cannot move now, in the game's words."""
        spec = self.board.spec(piece)  # type: ignore[arg-type]
        card = spec.key if spec else None
        view = self.view
        if self.controller.replay_at is not None:
            return "this is a replay: leave it to play on"
        if card is not None and (card in EQUIPMENT or card.startswith("char.")):
            if card not in view.loaded and piece.zone is not None:
                return unloaded_reason(card)
            if view.step != ENCOUNTER:
                return "equipment is played only to answer an encounter"
        owner = words.owner_of(card) if card else None
        if owner is not None and owner != self.viewer:
            return f"that is the {GAME.seat_name(owner)}'s card"
        if card is None:
            return "a face-down card: nobody may look at it"
        text = self.prompt()
        return f"not now. {text}" if text else None

    def on_activate(self, piece: PieceItem) -> None:
        """Double-click: draw from an Evolution deck, play a room, choose a Character,
        or (sandbox) turn a card over."""
        spec = self.board.spec(piece)  # type: ignore[arg-type]
        source = self.board.zone_of.get(piece, "")  # type: ignore[arg-type]
        view = self.view
        action: Action | None = None
        if source.startswith("evo.") and source[4:] in layout.DECKS:
            action = DrawEvolution(ADAPTOID, source[4:])
        elif source in ("a.hand", "g.hand") and spec and spec.key:
            action = ChooseRoom(ADAPTOID if source == "a.hand" else GENETICIST, room_of(spec.key))
        elif source == "characters.box" and spec and spec.key:
            action = gestures.interpret(
                GAME, view, self.viewer, Drag(source, spec.key, "g.character")
            )  # type: ignore[assignment]
        if action is not None and (
            self.controller.check(action) is None or not self.controller.sandbox
        ):
            self.controller.submit(action)
            return
        if self.controller.sandbox:
            drag = self._model_index(self._drag_of(piece, self.zones.get(source, piece.zone), -1))  # type: ignore[arg-type]
            edit = gestures.flip_edit(
                self.viewer, spec.key if spec else None, source, drag.index, view
            )
            if isinstance(edit, str):
                self.scene.drag.show_message(edit)
            else:
                self.controller.submit(edit)

    def on_context(self, piece: PieceItem, screen_pos: QtCore.QPoint) -> list[tuple[str, Any]]:
        """Right-click: the legal moves that involve this card, and sandbox flips."""
        entries: list[tuple[str, Any]] = []
        spec = self.board.spec(piece)  # type: ignore[arg-type]
        for label, action in self.actions():
            if spec and spec.key and _mentions(action, spec.key):
                entries.append((label, lambda a=action: self.controller.submit(a)))
        if not entries:
            entries = [
                (label, lambda a=action: self.controller.submit(a))
                for label, action in self.actions()[:12]
            ]
        if self.controller.sandbox:
            entries += [("-", None), ("Turn over (sandbox)", lambda: self.on_activate(piece))]
        return entries or [("Nothing to do with this card now", None)]

    # -- the keyboard-friendly alternative ---------------------------------------------
    def actions(self) -> list[tuple[str, Action]]:
        """Every legal move the viewer can make now, with a label, for the action bar."""
        seat = self.viewer
        if seat is None or not self.controller.can_act(seat):
            return []
        return [(action_label(GAME, a), a) for a in GAME.legal_actions(self.controller.state, seat)]

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

    def prompt(self) -> str:
        seat = self.viewer
        return prompt(GAME, self.view, seat, seat is not None and self.controller.can_act(seat))

    def cancel_partial(self) -> bool:
        """Take back a half-made move (the first Spawn, gathered equipment)."""
        if self.spawn_first or self.gathered:
            self.spawn_first, self.gathered = None, ()
            self.refresh()
            return True
        return False


def _draggable(spec: CardSpec) -> CardSpec:
    from dataclasses import replace

    return replace(spec, draggable=True)


def _mentions(action: Action, card: str) -> bool:
    text = str(action)
    key = card.split(".", 1)[1] if card[:2] in ("a.", "g.") else card
    return key in text


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
