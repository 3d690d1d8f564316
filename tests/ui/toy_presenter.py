"""Tide Pool on the table: a presenter that only declares what the shared base asks of a
game (its zones, its pieces as the viewer sees them, what a drag means), so the GUI
tests exercise the framework without ADAPTOID 24.

The deck and the die lie top left, the shore beside them, each player's hand below.
Dragging the deck's top card onto your own hand forages (the die rolls); a double-click
on the die or the deck does the same. Tide marks and "done" are picked from the moves
list.
"""

from __future__ import annotations

from typing import Any

from petridish.core.actions import Action
from petridish.core.gesture import Drag
from petridish.qt import QtCore
from petridish.table.constants import DIE_SIZE
from petridish.table.presenter import Meaning, Presenter
from petridish.table.scene import TableScene
from petridish.table.specs import DieSpec, Spec
from petridish.table.zone import ZoneItem
from tests.core.toy.art import TEMPLATE
from tests.core.toy.rules import DECK, GAME, SHORE, Forage, Mark, State, hand

DIE_ZONE = "die"  # the table's own place for the die (the rules keep only its value)


class TidePoolPresenter(Presenter):
    game = GAME
    template = TEMPLATE

    def build(self, scene: TableScene) -> dict[str, ZoneItem]:
        """Deck, die and shore in a row; a hand per seat, four to a row, below."""
        die_size = QtCore.QSizeF(DIE_SIZE, DIE_SIZE)
        zones = {
            DECK: ZoneItem(DECK, "Deck", "stack"),
            DIE_ZONE: ZoneItem(DIE_ZONE, "Die", "row", 1, (90, 90), piece_size=die_size),
            SHORE: ZoneItem(SHORE, "Shore", "row", 4),
        }
        for zone, x in zip(zones.values(), (0, 150, 300), strict=True):
            zone.setPos(x, 0)
        for i, seat in enumerate(self.game.seats_of(self.controller.state)):
            name = hand(seat)
            zones[name] = ZoneItem(name, f"{self.seat_name(seat)} · hand", "fan", 4)
            width = zones[name].rect().width() + 40
            zones[name].setPos((i % 4) * width, 240 + (i // 4) * 230)
        for zone in zones.values():
            scene.addItem(zone)
        return zones

    def layout_for(self, view: State) -> dict[str, list[Spec]]:
        me = self.viewer
        out: dict[str, list[Spec]] = {name: [] for name in self.zones}
        for zone, cards in view.zones.items():
            if zone not in out:
                continue
            mine = zone == hand(me or "")
            for i, card in enumerate(cards):
                on_top = zone == DECK and i == len(cards) - 1
                out[zone].append(self.card_spec(card, up=zone != DECK, drag=on_top or mine))
        rolled = any(e.get("kind") == "foraged" for e in self.controller.last_events)
        if view.die:
            roller = self.seat_name(view.roller)
            tip = f"{roller} rolled {view.die}"
            out[DIE_ZONE] = [DieSpec("die", 6, view.die - 1, rolled=rolled, tip=tip)]
        else:
            out[DIE_ZONE] = [DieSpec("die", 6, 0, tip="Nobody has foraged yet")]
        return out

    def gesture(self, drag: Drag) -> Meaning:
        """The deck's top card onto your own hand: forage."""
        if drag.source == DECK and self.viewer and drag.target == hand(self.viewer):
            return Forage(self.viewer)
        return "forage by dragging the deck's top card onto your hand"

    def activation(self, drag: Drag) -> Action | None:
        if drag.source in (DECK, DIE_ZONE) and self.viewer:
            return Forage(self.viewer)
        return None

    def label(self, action: Action) -> str:
        if isinstance(action, Mark):
            return f"Pick tide mark {action.mark}"
        if isinstance(action, Forage):
            return "Forage: roll the die"
        return action.kind

    def prompt_for(self, view: Any, viewer: str | None, can_act: bool) -> str:
        if view.step == "over":
            return "The game is over."
        if not can_act:
            return "Waiting for the others."
        if view.step == "forage":
            return "Forage (drag the deck's top card to your hand) or say you are done."
        return "Pick your tide mark in secret."
