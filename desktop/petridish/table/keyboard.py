"""Playing the table from the keyboard (kpat's keyboard mode, generalised).

Tab / Shift+Tab and the arrow keys move a focus ring between the pieces the viewer can
act on or read (see :meth:`KeyboardDrag.focusable`): Tab visits those that can act first,
and starts there again whenever the table changes what can act (a move, a handover).
Space or Enter picks the focused piece up; the arrows then choose a drop target (each
slot of a slot zone, or a whole zone) among the places that would take it; Space or
Enter drops through the same ``judge``/``on_drop`` callbacks as the mouse, and Escape
puts the piece back. Imported into :mod:`petridish.table.drag`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.qt import Qt, QtCore, is_alive
from petridish.table.constants import MOVE_MS
from petridish.table.piece import PieceItem
from petridish.table.toast import NEWS
from petridish.table.zone import ZoneItem

if TYPE_CHECKING:
    from petridish.table.drag import DragController, Hold

Target = tuple[ZoneItem, int]
_Order = tuple[bool, int, float]  # Tab's order: can it act (False first), row, x
_Spot = tuple[QtCore.QPointF, _Order]  # a place and where it comes in Tab's order
_ROW_BAND = 60.0  # pieces whose centres differ less than this in y count as one row
_SAME_SPOT = 2.0  # a piece this close to where the focus was counts as being there
_ARROWS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
ACCEPT = {Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter}


class KeyboardDrag:
    """Keyboard focus, pick-up, aim and drop for one scene's :class:`DragController`."""

    def __init__(self, controller: DragController) -> None:
        self.controller = controller
        self.focused: PieceItem | None = None
        self._hold: Hold | None = None
        self._target: Target | None = None
        self._spot: _Spot | None = None  # where the focused piece was when focused
        # Where a focus that went away was: the next Tab or arrow carries on from there.
        self._anchor: _Spot | None = None
        # The pieces that could act when the ring was put where it is: when the table
        # has changed them since, Tab starts again at the first of those that can now.
        self._acting: frozenset[PieceItem] | None = None
        self._places: list[Target] | None = None  # where the held piece may be aimed
        self._keys_told = False  # the keys that aim and drop were said (once a table)

    @property
    def active(self) -> bool:
        """True while a piece is held from the keyboard."""
        return self._hold is not None

    @property
    def target(self) -> Target | None:
        """The (zone, slot index) currently aimed at."""
        return self._target

    # -- focus ------------------------------------------------------------------------
    def focusable(self, piece: PieceItem) -> bool:
        """May the focus ring rest on ``piece``?

        Only on what the viewer can act on (draggable) or read (face up), that is on the
        table and visible; of a pile (a stack zone, or one slot of a slot zone) only the
        top piece counts, since the rest are hidden under it. A face-down piece the
        viewer cannot move is never focusable: there is nothing to do with it.
        """
        if not is_alive(piece) or piece.scene() is not self.controller.scene:
            return False
        if not piece.isVisible():
            return False
        if not (piece.draggable or getattr(piece, "face_up", True)):
            return False
        zone = piece.zone
        if zone is not None and is_alive(zone):
            if zone.layout == "stack":
                pile = zone.items()
            elif zone.layout == "slots":
                slot = zone.slot_of(piece)
                pile = zone.slot_items(slot) if slot is not None else []
            else:
                return True
            if pile and pile[-1] is not piece:
                return False
        return True

    def focusables(self) -> list[PieceItem]:
        """Focusable pieces in Tab's order: first those the viewer can act on now (the
        rules' legal moves make them draggable), then those there only to read; each
        group in reading order, top to bottom by rows, then left to right."""
        pieces = [p for p in self.controller.scene.pieces() if self.focusable(p)]
        return sorted(pieces, key=_order_key)

    @staticmethod
    def acting(order: list[PieceItem]) -> frozenset[PieceItem]:
        """The pieces of ``order`` the viewer can act on now."""
        return frozenset(p for p in order if p.draggable)

    def set_focus(self, piece: PieceItem | None) -> None:
        """Move the focus ring to ``piece`` (None clears it) and bring it into view."""
        current = self.focused
        if current is not None and is_alive(current):
            current.set_focus_ring(False)
        self.focused = piece
        self._anchor = None
        self._spot = (place(piece), _order_key(piece)) if piece is not None else None
        self._acting = self.acting(self.focusables())
        if piece is not None:
            piece.set_focus_ring(True)
            body = piece.scene_body_rect()
            for view in self.controller.scene.views():
                # Scroll only to bring it into view: a table that fits the window stays.
                shown = view.mapToScene(view.viewport().rect()).boundingRect()
                if not shown.contains(body):
                    view.ensureVisible(piece, 40, 40)

    def reset(self) -> None:
        """Forget focus and any held piece without touching the pieces."""
        self.focused = None
        self._hold = None
        self._target = None
        self._spot = None
        self._anchor = None
        self._acting = None
        self._places = None

    def revalidate(self) -> bool:
        """Drop the focus ring from a piece that is gone or may no longer be focused.

        Call after the table is redrawn (a move, a handover, a card turned face down).
        The keys check it too before they act, but only this takes a stale ring off the
        screen at once. The next Tab carries on from where the ring was. A piece held
        from the keyboard keeps the focus while it is in the hand; one whose item went
        away is forgotten. True if the focus was dropped.
        """
        hold = self._hold
        if hold is not None:
            if is_alive(hold.item) and hold.item.scene() is self.controller.scene:
                return False
            self._hold, self._target, self._places = None, None, None
            for zone in self.controller.scene.zones():
                zone.set_highlight("none")
        piece = self.focused
        if piece is None or self.focusable(piece):
            return False
        if is_alive(piece):
            piece.set_focus_ring(False)
        self.focused = None
        self._anchor = self._spot
        self._spot = None
        return True

    def _valid_focus(self) -> PieceItem | None:
        self.revalidate()
        return self.focused

    def focus_next(self, backward: bool = False) -> bool:
        """Focus the next (previous) piece; False, with focus cleared, past either end.

        With nothing focused it starts at the first (last) piece, or, when the focus
        went away with a redraw, at the piece where it was (the next one on from there).
        When the table has changed what the viewer can act on since the ring was put
        where it is (a move was made, the turn came round), it starts again at the first
        (last) piece: the ring left on a card just played, or on one read while others
        moved, would otherwise send Tab on through everything there only to read.
        """
        order = self.focusables()
        current = self._valid_focus()
        anchor = self._anchor
        if self._acting is not None and self.acting(order) != self._acting:
            current, anchor = None, None
        if current in order:
            i = order.index(current) + (-1 if backward else 1)
        elif anchor is not None:
            keys = [_order_key(p) for p in order]
            here = anchor[1]
            if backward:
                back = (*here[:2], here[2] + _SAME_SPOT)
                i = max((k for k, key in enumerate(keys) if key <= back), default=-1)
            else:
                ahead = (*here[:2], here[2] - _SAME_SPOT)
                i = next((k for k, key in enumerate(keys) if key >= ahead), len(order))
        else:
            i = len(order) - 1 if backward else 0
        self.set_focus(order[i] if 0 <= i < len(order) else None)
        return self.focused is not None

    def focus_edge(self, last: bool = False) -> bool:
        """Focus the first (last) piece in reading order; False if there is none."""
        order = self.focusables()
        self.set_focus((order[-1] if last else order[0]) if order else None)
        return self.focused is not None

    def focus_direction(self, dx: float, dy: float) -> bool:
        """Focus the nearest piece in the direction (dx, dy) from the focused one (or
        from where the focus was, when a redraw took it away); False if neither."""
        current = self._valid_focus()
        if current is not None:
            origin = place(current)
        elif self._anchor is not None:
            origin = self._anchor[0]
        else:
            return False
        others = [p for p in self.focusables() if p is not current]
        options = [(p, place(p)) for p in others]
        best = _nearest(origin, options, dx, dy)
        if best is None and current is None and options:
            best = min(options, key=lambda o: _distance2(o[1], origin))[0]
        if best is not None:
            self.set_focus(best)
        return True

    # -- holding ----------------------------------------------------------------------
    def pick_up(self) -> bool:
        """Pick up the focused piece (or activate it, when it cannot be dragged)."""
        piece = self._valid_focus()
        if piece is None or self.active or piece.busy():
            return False
        if not piece.draggable:
            if self.controller.on_activate is not None:
                self.controller.on_activate(piece)
                self.revalidate()  # activating may have made a move and redrawn the table
            return True
        self._hold = self.controller.lift(piece)
        self._target = None
        self._places = None
        # Held, it shows: it rises a little, and every place that would take it lights
        # with what a drop there does, as under the mouse (Space changed nothing seen,
        # and a new player pressed Enter, which put the card back).
        hold = self._hold
        hold.item.animator.animate_property(
            hold.item, b"pos", hold.start_pos + QtCore.QPointF(0, -14), MOVE_MS
        )
        self.controller.aim(hold, None)
        only = self._one_move()
        if only is not None:
            self._aim(only)
        if not self._keys_told:
            self._keys_told = True
            self.controller.show_message(
                "Held: the arrows choose where it goes, Space or Enter puts it there, "
                "Esc puts it back",
                kind=NEWS,
            )
        return True

    def _one_move(self) -> Target | None:
        """Where the held piece goes when every place that takes it makes the same move
        (one place, or each slot of a row that says the same): the nearest of them;
        None when the arrows have a choice to make. Aimed there at once, the move its
        label names is the one Enter plays: with nothing aimed, Enter put the card back
        under a lit place that named its move."""
        hold = self._hold
        legal = [t for t in self.targets() if self.legal(t)] if hold is not None else []
        if hold is None or not legal:
            return None
        verdicts = [self.controller.decision(hold, *t) for t in legal]
        says = {v.says for v in verdicts}
        if len(legal) > 1 and (len(says) > 1 or not all(v.says and v.everywhere for v in verdicts)):
            return None
        return min(legal, key=lambda t: _distance2(self.target_pos(t), hold.start_pos))

    def places(self) -> list[Target]:
        """Every place the held piece could be put: each slot of a slot zone, else the
        zone (at its end, for a row or fan)."""
        if self._hold is None:
            return []
        out: list[Target] = []
        for zone in self.controller.candidates(self._hold):
            if zone.layout == "slots":
                out.extend((zone, i) for i in range(zone.capacity))
            else:
                out.append((zone, -1 if zone.layout == "stack" else zone.count()))
        return out

    def legal(self, target: Target) -> bool:
        """Would the held piece be played on ``target``? (The judge's verdict, the very
        one a drop there carries out.)"""
        hold = self._hold
        return hold is not None and self.controller.decision(hold, *target).legal

    def targets(self) -> list[Target]:
        """The places the arrows aim at: those that would take the held piece (asked of
        the judge once per pick-up), or, when none would, every place, so that the
        arrows can still show why each refuses it.

        The arrows go by where places lie on the table, so places that refuse are left
        out rather than visited after the rest: a player aims for where the card can go,
        and walking through red places on the way there only gets in the way (the
        mouse still shows why any place refuses).
        """
        if self._hold is None:
            return []
        if self._places is None:
            every = self.places()
            self._places = [t for t in every if self.legal(t)] or every
        return self._places

    @staticmethod
    def target_pos(target: Target) -> QtCore.QPointF:
        """Where a piece hovers when aimed at ``target`` (scene coordinates)."""
        zone, slot = target
        if zone.layout == "slots":
            return zone.mapToScene(zone.slot_rect(slot).center())
        return zone.positions(zone.count() + 1)[-1]

    def aim_from(self, target: Target | None, dx: float, dy: float) -> Target | None:
        """The target an arrow (dx, dy) would aim at from ``target``; None if there is
        none that way. From None (nothing aimed at yet, the piece where it was picked
        up) the first arrow always aims somewhere: at the nearest place, when none lies
        that way."""
        hold = self._hold
        if hold is None:
            return None
        origin = self.target_pos(target) if target else hold.start_pos
        options = [(t, self.target_pos(t)) for t in self.targets() if t != target]
        best = _nearest(origin, options, dx, dy)
        if best is None and target is None and options:
            best = min(options, key=lambda o: _distance2(o[1], origin))[0]
        return best  # type: ignore[return-value]

    def choose(self, dx: float, dy: float) -> bool:
        """Aim at the nearest target in the direction (dx, dy) and float the piece there."""
        hold = self._hold
        if hold is None:
            return False
        best = self.aim_from(self._target, dx, dy)
        if best is None:
            return False
        self._aim(best)
        return True

    def _aim(self, target: Target) -> None:
        """Aim the held piece at ``target`` and float it there."""
        hold = self._hold
        assert hold is not None
        self._target = target
        zone, slot = target
        self.controller.aim(hold, zone, slot if zone.layout == "slots" else None)
        # Float the piece just above the target so the eye follows it there.
        hover = self.target_pos(target) + QtCore.QPointF(0, -14)
        hold.item.animator.animate_property(hold.item, b"pos", hover, MOVE_MS)

    def drop(self) -> bool:
        """Drop the held piece on the aimed target (or put it back when none is aimed)."""
        hold, target = self._hold, self._target
        if hold is None:
            return False
        self._hold, self._target, self._places = None, None, None
        hold.item.animator.stop(hold.item, "pos")
        if target is None:
            self.controller.put_down(hold, None, -1)
        else:
            self.controller.put_down(hold, target[0], target[1])
        # The drop may have redrawn the table: the piece may now lie face down, say.
        self.revalidate()
        return True

    def cancel(self) -> bool:
        """Put the held piece back where it came from."""
        if self._hold is None:
            return False
        hold, self._hold, self._target, self._places = self._hold, None, None, None
        hold.item.animator.stop(hold.item, "pos")
        self.controller.put_down(hold, None, -1)
        return True

    # -- keys ---------------------------------------------------------------------------
    def handle_key(self, key: int) -> bool:
        """Handle one key press (a ``Qt.Key``); True if it was used. Tab is the view's."""
        direction = _ARROWS.get(key)
        if self.active:
            if direction is not None:
                self.choose(*direction)
                return True
            if key in ACCEPT:
                return self.drop()
            if key == Qt.Key.Key_Escape:
                return self.cancel()
            return True  # while holding, other keys do nothing rather than surprise
        if self._valid_focus() is None:
            # Right after a redraw took the focus away, the arrows carry on from there.
            if direction is not None and self._anchor is not None:
                return self.focus_direction(*direction)
            return False
        if direction is not None:
            return self.focus_direction(*direction)
        if key in ACCEPT:
            return self.pick_up()
        if key == Qt.Key.Key_Escape:
            self.set_focus(None)
            return True
        return False


def place(piece: PieceItem) -> QtCore.QPointF:
    """Where ``piece`` lies on the table (scene coordinates of its centre), leaving out
    any transform it is drawn with (a card peeking out of a fan keeps its place)."""
    parent = piece.parentItem()
    return parent.mapToScene(piece.pos()) if parent is not None else QtCore.QPointF(piece.pos())


def _order_key(piece: PieceItem) -> _Order:
    """Where ``piece`` comes in Tab's order: what can act first, then by reading order."""
    return (not piece.draggable, *_reading_key(piece))


def _reading_key(piece: PieceItem) -> tuple[int, float]:
    """Rows top to bottom, then left to right. The pieces of a row, fan or stack share
    their zone's row (a fan's arc does not split it); a slot zone's by slot row."""
    at = place(piece)
    y = at.y()
    zone = piece.zone
    if zone is not None and is_alive(zone):
        if zone.layout in ("row", "fan", "stack"):
            y = zone.scene_rect().center().y()
        elif zone.layout == "slots":
            slot = zone.slot_of(piece)
            if slot is not None:
                y = zone.mapToScene(zone.slot_rect(slot).center()).y()
    return (round(y / _ROW_BAND), at.x())


def _distance2(a: QtCore.QPointF, b: QtCore.QPointF) -> float:
    return (a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2


def _nearest(
    origin: QtCore.QPointF, options: list[tuple[object, QtCore.QPointF]], dx: float, dy: float
) -> object | None:
    """The option ahead of ``origin`` in direction (dx, dy), preferring straight ahead.

    Options within 45 degrees of the direction come first (so Up from the end of a
    ragged row does not slide sideways to a neighbour a few units higher); when there
    are none, anything in the half-plane ahead can win, so every option is reachable.
    """
    best, best_score, best_in_cone = None, float("inf"), False
    for option, pos in options:
        vx, vy = pos.x() - origin.x(), pos.y() - origin.y()
        ahead = vx * dx + vy * dy
        if ahead <= 1.0:
            continue
        across = abs(vx * dy - vy * dx)
        in_cone = across <= ahead
        score = ahead + 2.0 * across
        if (in_cone, -score) > (best_in_cone, -best_score):
            best, best_score, best_in_cone = option, score, in_cone
    return best
