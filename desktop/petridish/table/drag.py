"""Dragging pieces onto zones, with the mouse (kpat-style) or the keyboard.

The controller knows no rules. While a piece is held it asks ``judge(piece, zone, slot)``
about the places it could go (the slot of a slot zone, else -1 or the insertion index):
None = legal, a string = the reason not, or a :class:`~petridish.table.verdict.Verdict`
that also says what the drop would do. It lights the place under the piece green or red,
shows the reason beside the piece while it hovers there, and writes what a drop would do
on every place that would take it. On a drop it carries out the verdict it showed for
that place, or, for a judge that gives no verdict to carry out, calls ``on_drop(piece,
zone, slot_index)``; True means accepted (the presenter moves the piece itself once the
model's new state arrives, as Cockatrice does), a string is the reason for refusing: the
piece slides back and a toast says why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from petridish.qt import Qt, QtCore, QtWidgets, Signal
from petridish.table.constants import SNAP_BACK_MS, Z
from petridish.table.drop_labels import DropLabels, Spot

# The keyboard half lives in its own module to keep files small; it is part of this API.
from petridish.table.keyboard import KeyboardDrag
from petridish.table.piece import PieceItem
from petridish.table.toast import REFUSAL
from petridish.table.track import TrackItem
from petridish.table.verdict import Verdict
from petridish.table.zone import ZoneItem

if TYPE_CHECKING:
    from petridish.table.scene import TableScene

__all__ = ["DragController", "Hold", "KeyboardDrag"]

Judge = Callable[[PieceItem, ZoneItem, int], "Verdict | str | None"]
DropHandler = Callable[[PieceItem, ZoneItem, int], "bool | str | None"]
ActivateHandler = Callable[[PieceItem], None]
# A menu entry: a label and what it does (None: shown disabled), or a label and the
# entries of a submenu.
MenuEntries = Sequence[tuple[str, "Callable[[], None] | MenuEntries | None"]]
ContextHandler = Callable[[PieceItem, QtCore.QPoint], MenuEntries]


@dataclass
class Hold:
    """A piece in the hand: where it came from, and the verdicts asked so far."""

    item: PieceItem
    start_pos: QtCore.QPointF
    start_z: float
    origin: ZoneItem | None
    verdicts: dict[tuple[int, int], Verdict] = field(default_factory=dict)
    target: ZoneItem | None = None
    places: list[ZoneItem] | None = None  # the zones it may go to, found once per drag
    # ...and their rects as (zone, left, top, right, bottom), for the overlap per move
    place_rects: list[tuple[ZoneItem, float, float, float, float]] | None = None
    aimed: tuple[int, int | None] | None = None  # (zone id, slot) last lit


class DragController(QtCore.QObject):
    """Picks pieces up, lights drop targets, and drops or snaps back (one per scene).

    Callbacks (plain attributes, all optional):

    - ``judge(piece, zone, slot) -> Verdict | str | None``: None if a drop there is legal,
      else why not (default: legal); a Verdict also says what the drop would do, and
      carries it out when the piece is let go there. ``slot`` is the slot of a slot zone,
      else -1 for the whole zone or the index the piece would be put in.
    - ``on_drop(piece, zone, slot_index) -> True | str``: accept, or refuse with a reason;
      anything else refuses silently. Default: ``zone.add(piece, slot_index)``, accepted.
      Not called where the judge's verdict carries the drop out itself.
    - ``on_activate(piece)``: double-click (or Enter on a piece that cannot be dragged).
    - ``on_click(piece) -> bool``: a press and release that did not drag; True if it
      played something (a die clicked to reroll it), and then the double-click it may
      begin is taken as that one click.
    - ``on_context(piece, screen_pos) -> [(label, callback), ...]``: a context menu;
      a callback of None greys the entry out, a label of "-" is a separator.
    - ``why_fixed(piece) -> str | None``: why a piece that cannot be picked up now
      cannot (shown when someone tries to drag it).
    - ``on_track(key, value) -> [(label, callback), ...]``: a right-click on a track,
      ``value`` the box under the pointer (None: between boxes); entries as above.
    """

    drag_started = Signal(object)  # the piece
    drag_finished = Signal(object, bool)  # the piece, accepted
    refused = Signal(object, str)  # the piece, the reason

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.judge: Judge | None = None
        self.on_drop: DropHandler | None = None
        self.on_activate: ActivateHandler | None = None
        self.on_click: Callable[[PieceItem], bool] | None = None
        self._clicked: PieceItem | None = None  # the piece a click just played with
        self.on_context: ContextHandler | None = None
        self.why_fixed: Callable[[PieceItem], str | None] | None = None
        self.on_track: Callable[[str, int | None], MenuEntries] | None = None
        self.allow_same_zone = False  # may a piece be dropped back on its own zone?
        self.hint_legal = False  # faintly light every legal zone, not just the one below
        self._pressed: PieceItem | None = None
        self._press_scene = QtCore.QPointF()
        self._press_screen = QtCore.QPointF()
        self._hold: Hold | None = None
        self._cancelled = False
        self.labels = DropLabels(scene)  # what a drop would do, on each place that takes it

    # -- shared by mouse and keyboard ---------------------------------------------------
    def verdict(self, hold: Hold, zone: ZoneItem, slot: int | None = None) -> str | None:
        """The judge's answer for this hold and place, asked once per drag. A slot zone
        with no slot given is legal if any of its slots is (for the faint hints)."""
        if slot is None and zone.layout == "slots":
            answers = [self.verdict(hold, zone, i) for i in range(zone.capacity)]
            return None if None in answers else answers[0]
        return self.decision(hold, zone, slot).refusal

    def decision(self, hold: Hold, zone: ZoneItem, slot: int | None = None) -> Verdict:
        """The judge's whole verdict for this hold and place (``slot`` None: -1), asked
        once per drag: the drop there carries out this very verdict."""
        key = (id(zone), -1 if slot is None else slot)
        if key not in hold.verdicts:
            answer = self.judge(hold.item, zone, key[1]) if self.judge else None
            hold.verdicts[key] = Verdict.of(answer)
        return hold.verdicts[key]

    def spots(self, hold: Hold, aimed: ZoneItem | None, slot: int | None) -> list[Spot]:
        """Every place the held piece would be played on, with what a drop there does
        (each slot of a slot zone; ``aimed`` at ``slot``, the place under the piece)."""
        out = []
        places = self.candidates(hold)
        for zone in [*places, aimed] if aimed is not None and aimed not in places else places:
            if zone.layout == "slots":
                for i in range(zone.capacity):
                    v = self.decision(hold, zone, i)
                    here = zone is aimed and i == slot
                    if v.legal and v.says and (v.everywhere or here):
                        rect = zone.mapRectToScene(zone.slot_rect(i))
                        out.append(Spot(zone, rect, v.says, here))
            else:
                v = self.decision(hold, zone, slot if zone is aimed else None)
                if v.legal and v.says and (v.everywhere or zone is aimed):
                    out.append(Spot(zone, zone.scene_rect(), v.says, zone is aimed))
        return out

    def candidates(self, hold: Hold) -> list[ZoneItem]:
        """Zones the held piece may be dropped on (visible; not its own unless allowed),
        found once per drag: a drag step asks for them again and again."""
        if hold.places is None:
            hold.places = [
                z
                for z in self.scene.zones()
                if z.isVisible() and (self.allow_same_zone or z is not hold.origin)
            ]
        return hold.places

    def best_zone(self, hold: Hold) -> ZoneItem | None:
        """The zone with the largest overlap with the held piece, if any overlaps."""
        if hold.place_rects is None:
            # Zones stay put during a drag. Plain numbers: a QRectF per zone and move
            # made this a quarter of a drag step's time (bench_drag.py: 0.068 ms of one).
            hold.place_rects = []
            for zone in self.candidates(hold):
                r = zone.scene_rect()
                hold.place_rects.append((zone, r.left(), r.top(), r.right(), r.bottom()))
        body = hold.item.scene_body_rect()
        left, top, right, bottom = body.left(), body.top(), body.right(), body.bottom()
        best, best_area = None, 0.0
        for zone, z_left, z_top, z_right, z_bottom in hold.place_rects:
            # Most zones lie clear of the piece: plain comparisons rule them out (calls
            # to min and max for every zone were a third of a drag step at five fish).
            if z_right <= left or z_left >= right or z_bottom <= top or z_top >= bottom:
                continue
            w = min(right, z_right) - max(left, z_left)
            h = min(bottom, z_bottom) - max(top, z_top)
            if w * h > best_area:
                best, best_area = zone, w * h
        return best

    def lift(self, item: PieceItem) -> Hold:
        """Take ``item`` in the hand: lifted shadow, DRAGGED layer, closed hand."""
        hold = Hold(item, QtCore.QPointF(item.pos()), item.rest_z, item.zone)
        item.set_lifted(True)
        item.setZValue(Z.DRAGGED)
        self._set_cursor(Qt.CursorShape.ClosedHandCursor)
        self.scene.preview.cancel()
        self.drag_started.emit(item)
        return hold

    def aim(
        self, hold: Hold, zone: ZoneItem | None, slot: int | None = None, animated: bool = True
    ) -> None:
        """Make ``zone`` (its ``slot``, in a slot zone) the drop target: green if a drop
        there would be played, red with the reason beside the piece if not. The lights
        fade unless not ``animated``."""
        hold.target = zone
        if zone is not None and zone.layout == "slots" and slot is None:
            slot = zone.drop_index(hold.item.pos(), exclude=hold.item)
        # The place is the zone and the slot (or index) a drop would use: its verdict is
        # the one the drop carries out.
        aimed = (id(zone), slot if zone is not None else None)
        if aimed == hold.aimed:  # the same place: the lights stay, the reason follows
            self.scene.drop_hint.follow(hold.item)
            return
        hold.aimed = aimed
        reason = None
        places = self.candidates(hold)
        for z in self.scene.zones():
            if z is zone:
                reason = self.decision(hold, z, slot).refusal
                z.set_highlight(
                    "legal" if reason is None else "illegal",
                    slot if z.layout == "slots" else None,
                    animated=animated,
                )
            elif self.hint_legal and z in places and self.verdict(hold, z) is None:
                z.set_highlight("hint", animated=animated)
            else:
                z.set_highlight("none", animated=animated)
        self.labels.show(self.spots(hold, zone, slot))
        self.scene.drop_hint.show_for(hold.item, reason)

    def put_down(self, hold: Hold, zone: ZoneItem | None, slot: int) -> bool:
        """Drop the held piece on ``zone`` (None: nowhere, snap back). True if accepted."""
        item = hold.item
        self._clear_highlights()
        self.scene.drop_hint.hide_now()
        item.set_lifted(False)
        self._set_cursor(
            Qt.CursorShape.OpenHandCursor if item.draggable else Qt.CursorShape.ArrowCursor
        )
        if zone is None:
            self.snap_back(hold)
            self.drag_finished.emit(item, False)
            return False
        verdict = self.decision(hold, zone, slot)
        if verdict.play is not None:  # the verdict the place showed, carried out
            result = verdict.carry_out()
        else:
            result = (self.on_drop or _default_drop)(item, zone, slot)
        if result is True:
            # The presenter may already have moved it; if not, it rests where it was let go.
            if item.scene() is not None and not item.busy():
                item.setZValue(item.rest_z)
            self.drag_finished.emit(item, True)
            return True
        self.snap_back(hold)
        if isinstance(result, str) and result:
            self.show_message(result)
            self.refused.emit(item, result)
        self.drag_finished.emit(item, False)
        return False

    def _set_cursor(self, shape: Qt.CursorShape) -> None:
        for view in self.scene.views():
            view.viewport().setCursor(shape)

    def snap_back(self, hold: Hold) -> None:
        """Slide the held piece back to where it was picked up."""
        hold.item.set_lifted(False)
        if hold.item.scene() is not None:
            hold.item.move_to(hold.start_pos, duration=SNAP_BACK_MS, z=hold.start_z)

    def show_message(self, text: str, kind: str = REFUSAL) -> None:
        """Show ``text`` in the toast of the first view that has one: by default why a
        piece cannot go or do that; news of another ``kind`` (how the keys hold one)."""
        for view in self.scene.views():
            show = getattr(view, "show_toast", None)
            if show is not None:
                show(text, kind=kind)
                return

    def _clear_highlights(self) -> None:
        for z in self.scene.zones():
            z.set_highlight("none")
        self.scene.drop_hint.hide_now()
        self.labels.hide()

    def reset(self) -> None:
        """Forget any press or drag in progress, and the piece a click just played with,
        without touching the pieces (the table is being cleared: the controller
        outlives every game, and must hold none of its pieces)."""
        self._pressed = None
        self._hold = None
        self._clicked = None
        self._cancelled = False
        self.labels.hide()

    # -- mouse --------------------------------------------------------------------------
    @property
    def held(self) -> PieceItem | None:
        """The piece being dragged with the mouse, if any."""
        return self._hold.item if self._hold else None

    def press(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> bool:
        """Left press on a piece: remember it; the drag starts after a few pixels."""
        if event.button() != Qt.MouseButton.LeftButton:
            return self._hold is not None  # swallow other buttons mid-drag
        item = self.scene.piece_near(event.scenePos())
        if item is None or self.scene.keyboard.active:
            return item is not None
        self._pressed = item
        self._press_scene = event.scenePos()
        if not item.contains(item.mapFromScene(event.scenePos())) and (
            item is self.scene.stood_for(event.scenePos())
        ):
            # Taken hold of by a picture of it: the piece comes under the mouse, centred.
            self._press_scene = item.scene_body_rect().center()
        self._press_screen = QtCore.QPointF(event.screenPos())
        self._cancelled = False
        return True

    def move(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> bool:
        """Follow the mouse with the held piece and light the zone under it."""
        item = self._pressed
        if item is None:
            return False
        if self._cancelled:
            return True
        if self._hold is None:
            # Input to a piece is ignored while its own animation runs (kpat does too).
            if item.busy():
                return True
            travelled = (QtCore.QPointF(event.screenPos()) - self._press_screen).manhattanLength()
            if travelled < QtWidgets.QApplication.startDragDistance():
                return True
            if not item.draggable:
                # Someone tries to drag what cannot move now: say why, once per press.
                self._cancelled = True
                reason = self.why_fixed(item) if self.why_fixed else None
                if reason:
                    self.show_message(reason)
                return True
            self._hold = self.lift(item)
        self._hold.item.setPos(self._hold.start_pos + (event.scenePos() - self._press_scene))
        zone = self.best_zone(self._hold)
        slot = zone.drop_index(item.pos(), exclude=item) if zone is not None else None
        # The lights switch at once under a card carried by the mouse: a fade would repaint
        # the zones it leaves and enters on every frame for a while, and the one rect the
        # view repaints (see TableView) would span them and the card as it travels on
        # (bench_drag.py: p95 of a drag step 10.7 -> ... ms).
        self.aim(self._hold, zone, slot, animated=False)
        return True

    def release(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> bool:
        """Drop on the lit zone, or snap back when released over none."""
        if self._pressed is None:
            return False
        if event.button() != Qt.MouseButton.LeftButton:
            return True
        pressed = self._pressed
        hold, self._hold, self._pressed = self._hold, None, None
        if not pressed.contains(pressed.mapFromScene(event.scenePos())):
            pressed.pointer_gone()
        if hold is None and not self._cancelled and self.on_click is not None:
            played = not pressed.busy() and self.on_click(pressed)
            self._clicked = pressed if played else None
        if hold is not None and not self._cancelled:
            zone = hold.target
            slot = zone.drop_index(hold.item.pos(), exclude=hold.item) if zone else -1
            self.put_down(hold, zone, slot)
        return True

    def cancel(self) -> bool:
        """Escape: abandon a mouse drag, the piece slides home. True if one was running."""
        if self._hold is None:
            return False
        self._clear_highlights()
        self.snap_back(self._hold)
        self.drag_finished.emit(self._hold.item, False)
        self._hold = None
        self._cancelled = True  # ignore the rest of this press
        return True

    def double_click(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> bool:
        """Double-click on a piece calls ``on_activate``."""
        item = self.scene.piece_at(event.scenePos())
        if item is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self._pressed = None
        if item is self._clicked:  # its first click played already: once is meant
            self._clicked = None
            return True
        if self.on_activate is not None and not item.busy():
            self.on_activate(item)
        return True

    def context_menu(self, scene_pos: QtCore.QPointF, screen_pos: QtCore.QPoint) -> bool:
        """Right-click on a piece: show the entries ``on_context`` gives for it."""
        item = self.scene.piece_at(scene_pos)
        if item is None:
            return self._track_menu(scene_pos, screen_pos)
        if self.on_context is None:
            return False
        menu = self.build_menu(self.on_context(item, screen_pos))
        if menu is not None:
            menu.exec(screen_pos)
        return True

    def _track_menu(self, scene_pos: QtCore.QPointF, screen_pos: QtCore.QPoint) -> bool:
        """Right-click on a track: the entries ``on_track`` gives for it and the box
        under the pointer (the sandbox sets a track there), if any."""
        if self.on_track is None:
            return False
        for item in self.scene.items(scene_pos):
            if isinstance(item, TrackItem):
                value = item.value_at(item.mapFromScene(scene_pos))
                menu = self.build_menu(self.on_track(item.key, value))
                if menu is None:
                    return False
                menu.exec(screen_pos)
                return True
        return False

    @staticmethod
    def build_menu(entries: MenuEntries) -> QtWidgets.QMenu | None:
        """A QMenu for ``entries``; None when there are none."""
        if not entries:
            return None
        menu = QtWidgets.QMenu()
        _fill_menu(menu, entries)
        return menu


def _fill_menu(menu: QtWidgets.QMenu, entries: MenuEntries) -> None:
    for label, callback in entries:
        text = label.replace("&", "&&")  # "R&D", not a mnemonic
        if label == "-":
            menu.addSeparator()
        elif isinstance(callback, list | tuple):
            _fill_menu(menu.addMenu(text), callback)
        else:
            action = menu.addAction(text)
            if callback is None:
                action.setEnabled(False)
            else:
                action.triggered.connect(lambda _checked=False, cb=callback: cb())


def _default_drop(item: PieceItem, zone: ZoneItem, slot: int) -> bool:
    zone.add(item, slot)
    return True
