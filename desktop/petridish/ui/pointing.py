"""Pointing at a move on the table: the piece it is made with, lit, and the place a
drag of it goes, or the button beside the prompt that makes it. A lesson points so at
the move its step asks for, and a hint at the move it suggests: the words say what to
do, the glow where."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from petridish.core.actions import Action
from petridish.qt import is_alive

if TYPE_CHECKING:
    from petridish.ui.main_window import MainWindow


class Pointer:
    """The pieces, places and button lit for one move at a time (``point``)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.lit: list[Any] = []  # pieces (``set_highlighted``) and places, lit
        self._button = False  # whether it lit the button beside the prompt

    def point(self, action: Action | None) -> None:
        """Light what ``action`` is made with (see the module); None puts it all out."""
        for item in self.lit:
            if is_alive(item):
                if hasattr(item, "set_highlighted"):
                    item.set_highlighted(False)
                else:
                    item.set_resting("none")
        self.lit = []
        found = gesture_of(self.window, action) if action is not None else []
        for piece, zone in found:
            piece.set_highlighted(True)
            self.lit.append(piece)
            if zone is not None:
                zone.set_resting("hint")
                self.lit.append(zone)
        # A move no piece makes (Done for today, Start the battle): its button glows.
        # (A button it did not light is another pointer's to put out.)
        button = None if found else action
        if button is not None or self._button:
            self.window.page.point_at(button)
        self._button = button is not None
        # A note over the table placed before these were lit moves off them (the
        # others' move told as a lesson's step came covered the row to drop on; a hint
        # covered the card it named).
        self.window.page.view.toast.reposition()


def gesture_of(window: MainWindow, action: Action) -> list[tuple[Any, Any]]:
    """The pieces ``action`` is about on the table, each with the place a drag of it
    makes the move (None where no drag does: a double-click or a click on it, the
    moves list or a button does); for a move no card is about, the pieces a gesture of
    which makes it."""
    presenter, controller = window.presenter, window.controller
    if presenter is None or controller is None:
        return []
    board = presenter.board
    cards = controller.game.about(controller.state, action)
    pieces = [piece for piece in map(board.item, cards) if piece is not None]
    gestures = [_gesture(presenter, piece, action) for piece in pieces]
    # Only the pieces a gesture of which makes the move, where some do: a card the move
    # is merely about (the fish attacked, the Character grafted onto) lit as the one to
    # drag is, and a new player could not tell which of the two to take.
    made = [(piece, zone) for piece, (works, zone) in zip(pieces, gestures, strict=True) if works]
    found = made or [(piece, zone) for piece, (_, zone) in zip(pieces, gestures, strict=True)]
    if len(pieces) < len(cards):
        # A card the learner sees face down lies on the table without its name (the
        # Spawns a Lab clears): the face-down pieces whose drag makes the move stand
        # for it.
        for hidden in board.hidden.values():
            for piece in hidden:
                target = _drop_place(presenter, piece, action)
                if target is not None:
                    found.append((piece, target))
    if not found and window.page.makes(action):
        # A move about no card that a button beside the prompt makes (Draw 2 Cards, who
        # discards two): its button, not what a click on the table might also do (a
        # hint of Draw 2 Cards lit the hand, the piles and another player's Character).
        return []
    if not found:
        found = _own_gestures(presenter, action)
    if not found:
        # A move made by a click on a die or a token that names it (a die rerolled, a
        # token spent): the piece it is done to is pointed at.
        for key, piece in board.keyed.items():
            if hasattr(piece, "set_highlighted") and presenter.mentions(action, key):
                found.append((piece, None))
    return found


def _own_gestures(presenter: Any, action: Action) -> list[tuple[Any, Any]]:
    """A move no card is about may still be made on the table: a token dragged onto a
    place (a castaway sits down), a piece double-clicked (a tool does its job) or
    clicked (a ration card eaten). The pieces whose drag, double-click or click makes
    it, each with the place of a drag (None for a double-click or a click)."""
    board = presenter.board
    found: list[tuple[Any, Any]] = []
    for piece in board.items():
        spec = board.spec(piece)
        here = presenter.drag_of(piece, None, -1)
        if presenter.activation(here) == action or presenter.click(here) == action:
            found.append((piece, None))
        elif getattr(spec, "draggable", False):
            target = _drop_place(presenter, piece, action)
            if target is not None:
                found.append((piece, target))
    return found


def _gesture(presenter: Any, piece: Any, action: Action) -> tuple[bool, Any]:
    """Whether a gesture of ``piece`` makes ``action``, and where it is dragged to (None
    where a click or a double-click on it makes it: a Genegrafter defender is clicked,
    and the drag that defends too, onto the attacker's board, was lit as if the
    Character were to go to the other player)."""
    here = presenter.drag_of(piece, None, -1)
    if presenter.click(here) == action:
        return True, None
    zone = _drop_place(presenter, piece, action)
    if zone is not None:  # (a drag is shown where one makes it, a double-click too)
        return True, zone
    return presenter.activation(here) == action, None


def _drop_place(presenter: Any, piece: Any, action: Action) -> Any:
    """The zone a drag of ``piece`` onto makes ``action`` (None: no drag of it does).
    Where several do (a Guppy dropped anywhere on the fish), the one the piece lies in
    once the move is made: the place the step names ("drag one onto your Body"). Never
    the place it lies in already: let go there, it only goes back (a Part used for its
    Special Action stays on the fish, and its own place was the one lit)."""
    home = presenter.board.zone_of.get(piece, "")
    places = [
        zone
        for zone in presenter.zones.values()
        if zone.name != home and presenter.gesture(presenter.drag_of(piece, zone, -1)) == action
    ]
    if len(places) > 1:
        landing = _landing(presenter, piece, action)
        return next((zone for zone in places if zone.name == landing), places[0])
    return places[0] if places else None


def _landing(presenter: Any, piece: Any, action: Action) -> str | None:
    """The place on the table ``piece``'s card lies in once ``action`` is made: where
    the table would lay it out in the position after it. (The rules' places are not
    always the table's: a play area is one place in the rules and a place for each
    Character on the table, and a battle's Ability Cards lie on their side of it. Named
    by the rules' places, a Character to play was pointed at a column taken already,
    and a defender's card at the attacker's side.)"""
    key = getattr(presenter.board.spec(piece), "key", None)
    if key is None:
        return None
    controller = presenter.controller
    after = controller.game.apply(controller.state, action).state
    try:
        laid = presenter.layout_for(controller.game.view(after, presenter.viewer))
    finally:
        presenter.layout_for(presenter.view)  # (its bookkeeping back to the table's)
    return next(
        (
            zone
            for zone, specs in laid.items()
            if any(getattr(s, "key", None) == key for s in specs)
        ),
        None,
    )
