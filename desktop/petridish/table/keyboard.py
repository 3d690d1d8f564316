"""Playing the table from the keyboard (kpat's keyboard mode, generalised).

Tab / Shift+Tab and the arrow keys move a focus ring between pieces; Space or Enter picks
the focused piece up; the arrows then choose a drop target (each slot of a slot zone, or
a whole zone); Space or Enter drops through the same ``judge``/``on_drop`` callbacks as
the mouse, and Escape puts the piece back. Imported into :mod:`petridish.table.drag`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.qt import Qt, QtCore, is_alive
from petridish.table.constants import MOVE_MS
from petridish.table.piece import PieceItem
from petridish.table.zone import ZoneItem

if TYPE_CHECKING:
    from petridish.table.drag import DragController, Hold

Target = tuple[ZoneItem, int]
_ROW_BAND = 60.0  # pieces whose centres differ less than this in y count as one row
_ARROWS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
_ACCEPT = {Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter}


class KeyboardDrag:
    """Keyboard focus, pick-up, aim and drop for one scene's :class:`DragController`."""

    def __init__(self, controller: DragController) -> None:
        self.controller = controller
        self.focused: PieceItem | None = None
        self._hold: Hold | None = None
        self._target: Target | None = None

    @property
    def active(self) -> bool:
        """True while a piece is held from the keyboard."""
        return self._hold is not None

    @property
    def target(self) -> Target | None:
        """The (zone, slot index) currently aimed at."""
        return self._target

    # -- focus ------------------------------------------------------------------------
    def focusables(self) -> list[PieceItem]:
        """Visible pieces in reading order: top to bottom by rows, then left to right."""
        pieces = [p for p in self.controller.scene.pieces() if p.isVisible()]
        return sorted(pieces, key=lambda p: (round(p.scenePos().y() / _ROW_BAND), p.scenePos().x()))

    def set_focus(self, piece: PieceItem | None) -> None:
        """Move the focus ring to ``piece`` (None clears it) and bring it into view."""
        if self._valid_focus() is not None:
            self.focused.set_focus_ring(False)
        self.focused = piece
        if piece is not None:
            piece.set_focus_ring(True)
            for view in self.controller.scene.views():
                view.ensureVisible(piece, 40, 40)

    def reset(self) -> None:
        """Forget focus and any held piece without touching the pieces."""
        self.focused = None
        self._hold = None
        self._target = None

    def _valid_focus(self) -> PieceItem | None:
        piece = self.focused
        if piece is not None and (
            not is_alive(piece) or piece.scene() is not self.controller.scene
        ):
            self.focused = None
        return self.focused

    def focus_next(self, backward: bool = False) -> bool:
        """Focus the next (previous) piece; False, with focus cleared, past either end."""
        order = self.focusables()
        current = self._valid_focus()
        if current in order:
            i = order.index(current) + (-1 if backward else 1)
        else:
            i = len(order) - 1 if backward else 0
        self.set_focus(order[i] if 0 <= i < len(order) else None)
        return self.focused is not None

    def focus_direction(self, dx: float, dy: float) -> bool:
        """Focus the nearest piece in the direction (dx, dy) from the focused one."""
        current = self._valid_focus()
        if current is None:
            return self.focus_next()
        others = [p for p in self.focusables() if p is not current]
        best = _nearest(current.scenePos(), [(p, p.scenePos()) for p in others], dx, dy)
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
            return True
        self._hold = self.controller.lift(piece)
        self._target = None
        return True

    def targets(self) -> list[Target]:
        """Every place the held piece could go: each slot of a slot zone, else the zone."""
        if self._hold is None:
            return []
        out: list[Target] = []
        for zone in self.controller.candidates(self._hold):
            if zone.layout == "slots":
                out.extend((zone, i) for i in range(zone.capacity))
            else:
                out.append((zone, -1 if zone.layout == "stack" else zone.count()))
        return out

    @staticmethod
    def target_pos(target: Target) -> QtCore.QPointF:
        """Where a piece hovers when aimed at ``target`` (scene coordinates)."""
        zone, slot = target
        if zone.layout == "slots":
            return zone.mapToScene(zone.slot_rect(slot).center())
        return zone.positions(zone.count() + 1)[-1]

    def choose(self, dx: float, dy: float) -> bool:
        """Aim at the nearest target in the direction (dx, dy) and float the piece there."""
        hold = self._hold
        if hold is None:
            return False
        origin = self.target_pos(self._target) if self._target else hold.start_pos
        options = [(t, self.target_pos(t)) for t in self.targets() if t != self._target]
        best = _nearest(origin, options, dx, dy)
        if best is None:
            return False
        self._target = best
        zone, slot = best
        self.controller.aim(hold, zone, slot if zone.layout == "slots" else None)
        # Float the piece just above the target so the eye follows it there.
        hover = self.target_pos(best) + QtCore.QPointF(0, -14)
        hold.item.animator.animate_property(hold.item, b"pos", hover, MOVE_MS)
        return True

    def drop(self) -> bool:
        """Drop the held piece on the aimed target (or put it back when none is aimed)."""
        hold, target = self._hold, self._target
        if hold is None:
            return False
        self._hold, self._target = None, None
        hold.item.animator.stop(hold.item, "pos")
        if target is None:
            self.controller.put_down(hold, None, -1)
        else:
            self.controller.put_down(hold, target[0], target[1])
        return True

    def cancel(self) -> bool:
        """Put the held piece back where it came from."""
        if self._hold is None:
            return False
        hold, self._hold, self._target = self._hold, None, None
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
            if key in _ACCEPT:
                return self.drop()
            if key == Qt.Key.Key_Escape:
                return self.cancel()
            return True  # while holding, other keys do nothing rather than surprise
        if self._valid_focus() is None:
            return False
        if direction is not None:
            return self.focus_direction(*direction)
        if key in _ACCEPT:
            return self.pick_up()
        if key == Qt.Key.Key_Escape:
            self.set_focus(None)
            return True
        return False


def _nearest(
    origin: QtCore.QPointF, options: list[tuple[object, QtCore.QPointF]], dx: float, dy: float
) -> object | None:
    """The option ahead of ``origin`` in direction (dx, dy), preferring straight ahead.

    Anything in the half-plane ahead can win, so every option is reachable.
    """
    best, best_score = None, float("inf")
    for option, pos in options:
        vx, vy = pos.x() - origin.x(), pos.y() - origin.y()
        ahead = vx * dx + vy * dy
        if ahead <= 1.0:
            continue
        across = abs(vx * dy - vy * dx)
        score = ahead + 2.0 * across
        if score < best_score:
            best, best_score = option, score
    return best
