"""The shared presenter: what every game's table does with a gesture.

A game's presenter declares its layout (:meth:`Presenter.build`), its pieces as the
viewer sees them (:meth:`Presenter.layout_for`) and what a gesture means in its rules
(:meth:`Presenter.gesture`, :meth:`Presenter.activation`, :meth:`Presenter.sandbox_edit`).
This base runs the pipeline every game shares: it resolves a gesture, judges it while a
piece is held (the drop glow and its reason), plays it or slides the piece back with
the reason, keeps the parts of a move that takes several gestures in the session's
draft, falls back to a free edit in sandbox mode, and offers the moves as a list, a
context menu and a prompt. It never changes a game itself: it sends actions to the
controller, and redraws from the controller's view (the position as the viewer may see
it), so nothing hidden reaches the screen.

The controller is the app's (``ui.controller.GameController``); the base and every
game's presenter ask of it only what :class:`~petridish.table.controller.TableController`
names.
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from functools import partial
from typing import Any

from petridish.core.actions import Action, Edit, Pass, Place
from petridish.core.game import Game
from petridish.core.gesture import Drag, Part
from petridish.core.material import where
from petridish.core.secret import HIDDEN
from petridish.marks import seat_shapes
from petridish.qt import QtCore, is_alive
from petridish.table.board import Board
from petridish.table.card import CardItem
from petridish.table.constants import PASSING_MS
from petridish.table.controller import TableController
from petridish.table.die import ROLLING
from petridish.table.faces import FaceCache
from petridish.table.piece import PieceItem
from petridish.table.scene import TableScene
from petridish.table.specs import (
    CardSpec,
    CounterSpec,
    DieSpec,
    Layout,
    PercentileSpec,
    TokenSpec,
)
from petridish.table.track import TrackItem
from petridish.table.verdict import Verdict
from petridish.table.view import FIT_MARGIN, fit_factor
from petridish.table.zone import ZoneItem

Meaning = Action | Part | str  # an action to play, a part of one, or why it is neither
PASS_LABEL = "Done: let this go by"  # the moves list's name for a core Pass
# At most this many choice buttons beside the prompt (see Presenter.choice_moves): more
# would leave the prompt no room at 1366 pixels wide.
MAX_CHOICES = 4
# What a player can pick up in the sandbox (counters and tracks only the model moves).
CARRIED = (CardSpec, DieSpec, PercentileSpec, TokenSpec)


def _same(a: tuple[Any, str | None] | None, b: tuple[Any, str | None]) -> bool:
    """Whether two (position, viewer) moments are one: the same position object (a
    position is never changed in place; comparing two field by field would take long)."""
    return a is not None and a[0] is b[0] and a[1] == b[1]


def names_seat(action: Action, seat: str) -> bool:
    """Whether ``action`` names ``seat`` in a field besides the one who makes it (a
    target, the other side of a trade, whom a gift is for)."""
    for f in fields(action):  # type: ignore[arg-type]
        value = getattr(action, f.name)
        if f.name != "seat" and seat in (value if isinstance(value, tuple) else (value,)):
            return True
    return False


def face_value(spec: DieSpec, index: int) -> int | str:
    """What a sandbox edit sets a die to when it shows face ``index``: the number on it
    (1 to n) for a numbered die, else the face's label."""
    return index + 1 if isinstance(spec.faces, int) else spec.labels()[index]


class Presenter(QtCore.QObject):
    """The base of every game's presenter (see the module's docstring)."""

    game: Game[Any]
    template: Any = None  # the game's card art (a CardTemplate): which face shows a card
    # What a person keeps from the others, in the game's words: the curtain's button
    # shows it ("I am Ana — show my hand").
    secret_word = "hand"

    def __init__(self, scene: TableScene, controller: TableController, faces: FaceCache) -> None:
        super().__init__(scene)
        self.scene = scene
        self.controller = controller
        self.zones: dict[str, ZoneItem] = self.build(scene)
        self.board = Board(scene, self.zones, faces)
        self._drawn_for: str | None = None  # the viewer the table was last drawn for
        # The position and viewer the table last drew (``refresh``: a move's news is
        # shown once), and those whose move's passing moment it shows now, if any.
        self._news_of: tuple[Any, str | None] | None = None
        self._holding: tuple[Any, str | None] | None = None
        drag = scene.drag
        drag.judge = self.judge
        drag.on_drop = self.on_drop
        drag.on_activate = self.on_activate
        drag.on_click = self.on_click
        drag.on_context = self.on_context
        drag.on_track = self.on_track
        drag.why_fixed = self.why_fixed
        drag.hint_legal = True
        self._liftable: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
        scene.suit = self.suit

    def detach(self) -> None:
        """Let go of the table and the game: another game opens, or the picker shows.

        The scene outlives every game played on it, and as the scene's child (and through
        its drag callbacks) a presenter would keep its controller, its session and every
        position played alive with it: the callbacks that are still this presenter's
        are taken back, and it is deleted once control returns to the event loop (it
        may be in one of its own callbacks now). Its items go when the scene is cleared.
        """
        self._let_pass()  # a moment shown at the end would draw on the next game's table
        drag = self.scene.drag
        names = ("judge", "on_drop", "on_activate", "on_click", "on_context", "on_track")
        for name in (*names, "why_fixed"):
            if getattr(getattr(drag, name), "__self__", None) is self:
                setattr(drag, name, None)
        if getattr(self.scene.suit, "__self__", None) is self:
            self.scene.suit = None
        self.deleteLater()

    # -- what a game declares ---------------------------------------------------------
    def build(self, scene: TableScene) -> dict[str, ZoneItem]:
        """Lay the table out: every zone, named as the rules name the places."""
        raise NotImplementedError

    def layout_for(self, view: Any) -> dict[str, list[Any]]:
        """Every zone's pieces (specs) as the viewer sees ``view``."""
        raise NotImplementedError

    # -- the table's shape ----------------------------------------------------------
    shape = ""  # the arrangement the zones are in now ("": the one build made)

    def shapes(self) -> dict[str, tuple[float, float]]:
        """The arrangements the table can take, each with its width and height in scene
        units, "" (build's) first; none: build's, whatever the window's shape."""
        return {}

    def arrange(self, shape: str) -> None:
        """Move the zones, and what the game lays beside them, to arrangement ``shape``
        (the pieces follow their zones when the table is drawn again)."""

    def suit(self, width: float, height: float) -> None:
        """Take the arrangement that shows the table largest in a window ``width`` x
        ``height`` pixels: the room a wide window gives (the side panel put away) is
        room the table grows into. Only a change of arrangement moves anything."""
        shapes = self.shapes()
        if not shapes:
            return
        # What reaches past the zones now (a label over a place's edge, a track under
        # it) reaches past them in every arrangement: the fit's margin, so to speak.
        content = self.scene.content_rect()
        w_now, h_now = shapes[self.shape]
        extra_w = max(0.0, content.width() - w_now) + 2 * FIT_MARGIN
        extra_h = max(0.0, content.height() - h_now) + 2 * FIT_MARGIN

        def scale(shape: str) -> float:
            w, h = shapes[shape]
            return fit_factor(width, height, w + extra_w, h + extra_h)

        best = max(shapes, key=scale)  # the first of equals: build's
        if best == self.shape:
            return
        self.shape = best
        self.arrange(best)
        if self.board.specs:  # drawn already: the pieces go with their zones at once
            self.refresh(animated=False)

    def gesture(self, drag: Drag) -> Meaning:
        """What ``drag`` means by the rules: an action, a part of one, or why not."""
        return "that is not a move"

    def activation(self, drag: Drag) -> Action | None:
        """What a double-click (or Enter) on the piece of ``drag`` plays, if anything."""
        return None

    def sandbox_edit(self, drag: Drag, rules_reason: str) -> Edit | Part | str:
        """The free edit a sandbox drop makes (default: the piece to the target zone,
        which carries the rules zone's name; a card the viewer cannot identify is named
        by its place), or why the table cannot show it."""
        if drag.card is None:
            place = Place(drag.source, drag.index)
            return Edit(self.editor, "move", zone=drag.target, index=drag.slot, place=place)
        return Edit(self.editor, "move", card=drag.card, zone=drag.target, index=drag.slot)

    def sandbox_flip(self, drag: Drag) -> Edit | str:
        """The sandbox edit a double-click makes when it plays nothing: turn a card
        over (a face-down pile's top card: the whole pile), roll a die once rolled
        again, turn another die to its next face."""
        spec = self.board.spec(self.board.item(drag.card)) if drag.card else None
        if isinstance(spec, DieSpec | PercentileSpec) and self.rolled(spec):
            return Edit(self.editor, "roll", key=spec.key)
        if drag.card is None and self.pile_of(drag.source):
            return Edit(self.editor, "flip", zone=drag.source)
        if isinstance(spec, DieSpec):
            nxt = (spec.value_index + 1) % len(spec.labels())
            return Edit(self.editor, "set", key=spec.key, value=face_value(spec, nxt))
        if isinstance(spec, TokenSpec | CounterSpec | PercentileSpec):
            return "use its menu (right-click) to change it"
        if drag.card is None:
            return Edit(self.editor, "flip", place=Place(drag.source, drag.index))
        return Edit(self.editor, "flip", card=drag.card)

    def sandbox_settings(self, spec: Any) -> list[tuple[str, Edit]]:
        """The sandbox's menu entries that set a die's face or a counter's value (a die
        is set to a face as :func:`face_value` names it)."""
        seat = self.editor
        if isinstance(spec, DieSpec):
            faces = [
                (f"Show {label}", Edit(seat, "set", key=spec.key, value=face_value(spec, i)))
                for i, label in enumerate(spec.labels())
                if i != spec.value_index
            ]
            if self.rolled(spec):
                faces.insert(0, ("Roll", Edit(seat, "roll", key=spec.key)))
            return faces
        if isinstance(spec, PercentileSpec):
            steps = ((-10, "Ten less"), (-1, "One less"), (1, "One more"), (10, "Ten more"))
            roll = [("Roll", Edit(seat, "roll", key=spec.key))] if self.rolled(spec) else []
            return roll + [
                (text, Edit(seat, "set", key=spec.key, value=(spec.value + step - 1) % 100 + 1))
                for step, text in steps
            ]
        if isinstance(spec, CounterSpec) and isinstance(spec.value, int):
            return [
                ("Add one", Edit(seat, "set", key=spec.key, value=spec.value + 1)),
                ("Take one away", Edit(seat, "set", key=spec.key, value=spec.value - 1)),
            ]
        return []

    def rolled(self, spec: Any) -> bool:
        """Whether the die ``spec`` shows is one the rules rolled (a die of
        ``state.dice``): the sandbox may roll it again."""
        return getattr(spec, "key", None) in getattr(self.controller.state, "dice", {})

    def pile_of(self, zone: str) -> bool:
        """Whether ``zone`` is a pile the sandbox shuffles, cuts and turns over as a
        whole: a stack on the table holding two cards or more."""
        item = self.zones.get(zone)
        cards = self.controller.state.zones.get(zone, ())
        return item is not None and item.layout == "stack" and len(cards) > 1

    def pile_edits(self, zone: str) -> list[tuple[str, Edit]]:
        """The sandbox's menu entries of a pile besides turning it over (a double-click,
        :meth:`sandbox_flip`): shuffle it, cut it where the hand falls."""
        seat = self.editor
        return [
            ("Shuffle", Edit(seat, "shuffle", zone=zone)),
            ("Cut", Edit(seat, "cut", zone=zone)),
        ]

    def label(self, action: Action) -> str:
        """A move as the moves list and the context menu name it."""
        return action.kind

    def prompt_for(self, view: Any, viewer: str | None, can_act: bool) -> str:
        """The top bar: what is happening and what the viewer can do."""
        return ""

    def asked(self, prompt: str) -> str:
        """What ``prompt`` asks of the viewer, its counts set aside ("2 grafts left" and
        "1 graft left" ask the same): when someone else's move changes it, the window
        says so."""
        return re.sub(r"\d+", "#", prompt)

    def needed_for(self, seat: str) -> str:
        """Why ``seat``'s player is wanted at the computer now, for the curtain: the
        prompt the table will put to them, worked out from what everyone may see (the
        curtain is read by whoever is still at the computer). While a computer player
        still moves before them, it says so rather than ask them to act already."""
        public = self.game.view(self.controller.state, None)
        acting = seat in self.controller.human_to_move()
        said = self.prompt_for(public, seat, acting)
        if acting or not said:
            return said
        # "Jon — Ada is playing Characters and Gear…" named Jon for Ada's move.
        return f"{said} Then it is your move."

    def intent_text(self, seat: str, action: Action) -> str:
        """The top bar while a computer player's move is shown."""
        return f"The {self.game.seat_name(seat)} moves."

    def explain_fixed(self, piece: PieceItem, card: str | None) -> str | None:
        """Why a piece someone tries to drag cannot move now (None: say the prompt)."""
        return None

    def mentions(self, action: Action, card: str) -> bool:
        """Whether ``action`` is about ``card``, as the rules say, or, ``card`` being
        another player's piece, is done to that player (an attack on them, a trade of
        places, a gift): its context menu lists it first."""
        if card in self.game.about(self.controller.state, action):
            return True
        owner = self.owner_of(card)
        return owner not in (None, action.seat) and names_seat(action, owner)

    def owner_of(self, card: str) -> str | None:
        """The player a piece stands for or belongs to: the seat its id names ("the
        castaway.red token"), else the seat whose place it lies in ("coral.body"),
        else None (the market, the deck, a die of nobody's)."""
        seats = set(self.seats)
        zone = where(self.controller.state.zones, card) or ""
        for words in (card.split("."), zone.split(".")):
            named = [w for w in words if w in seats]
            if named:
                return named[0]
        return None

    def may_lift(self, card: str, zone: str, top: bool = True) -> bool:
        """Whether the viewer may pick up ``card``, lying in the rules' ``zone``, in
        rules play: the rules say which cards its moves now are about
        (``Game.movable``), and no presenter judges it again. A card the viewer cannot
        see is lifted from the ``top`` of a face-down stack holding one of those."""
        cards, zones = self._liftable
        if card == HIDDEN:
            return top and zone in zones
        return card in cards

    def _lifts(self) -> tuple[frozenset[str], frozenset[str]]:
        """The cards the viewer may pick up now, and the zones they lie in."""
        me = self.viewer
        if me is None or not self.controller.can_act(me):
            return frozenset(), frozenset()
        state = self.controller.state
        cards = self.game.movable(state, me)
        return cards, frozenset(where(state.zones, c) for c in cards)

    def decorate(self, view: Any, animated: bool) -> None:
        """Anything the table shows besides its pieces (a panel, a banner)."""

    def card_spec(
        self,
        card: str,
        *,
        up: bool = True,
        drag: bool = False,
        scale: float = 1.0,
        slot: int = -1,
        badge: str = "",
        hint: str = "",
        name: str = "",
        name_from: float = 0.0,
        name_down: float = 0.0,
    ) -> CardSpec:
        """``card`` as the viewer sees it, its faces from ``template`` (``hint`` as
        ``CardTemplate.face_key`` takes it) and its tip from :meth:`card_tip`; a hidden
        card (``core.secret.HIDDEN``) shows its back only, and says nothing of itself.
        ``name`` is kept only for a card lying face up: a face-down card names nothing."""
        t = self.template
        if card == HIDDEN:
            back = t.face_key(card, False, hint)
            return CardSpec(None, back, back, False, drag, scale, slot, badge)
        front, back = t.face_key(card, True, hint), t.face_key(card, False, hint)
        tip = self.card_tip(card, up)
        return CardSpec(
            card,
            front,
            back,
            up,
            drag,
            scale,
            slot,
            badge,
            tip,
            name=name if up else "",
            name_from=name_from,
            name_down=name_down,
        )

    def card_tip(self, card: str, up: bool) -> str:
        """What hovering a card the viewer may know says besides its face (none here)."""
        return ""

    # -- drawing --------------------------------------------------------------------
    @property
    def view(self) -> Any:
        return self.controller.view

    @property
    def viewer(self) -> str | None:
        return self.controller.viewer

    def seat_name(self, seat: str) -> str:
        """A seat as the table labels it: the player's own name where the game's seats
        are not roles (see Game.seat_name)."""
        return self.game.seat_name(seat, self.controller.names)

    @property
    def seats(self) -> tuple[str, ...]:
        """The seats of the game on the table, in turn order."""
        return self.game.seats_of(self.controller.state)

    def seat_colour(self, seat: str) -> str:
        """A seat's colour on the table: the one its player chose, else the game's."""
        chosen = self.controller.match.seat(seat).colour if self.controller.match else ""
        return chosen or next(s.colour for s in self.game.seats if s.id == seat)

    def seat_shape(self, seat: str) -> str:
        """A seat's shape on the table: the one the new-game dialog showed beside its
        colour, all different around the table (petridish.marks.seat_shapes)."""
        seats = self.seats
        shapes = seat_shapes([self.seat_colour(s) for s in seats])
        return shapes[seats.index(seat)] if seat in seats else "circle"

    @property
    def editor(self) -> str:
        """The seat a sandbox edit is made for: the viewer, or the first seat."""
        return self.viewer or self.game.seats_of(self.controller.state)[0]

    @property
    def draft(self) -> tuple[Part, ...]:
        """The parts of the move being made, as kept in the session (none in a replay:
        that move belongs to the game, not to the step replayed)."""
        if self.controller.replay_at is not None:
            return ()
        return tuple(Part.parse(text) for text in self.controller.session.draft)

    def drafted(self, kind: str) -> tuple[str, ...]:
        """The values of the draft's parts of ``kind``."""
        return tuple(p.value for p in self.draft if p.kind == kind)

    def passing(self, view: Any, layout: Layout) -> Layout | None:
        """What the table shows for a moment before ``layout``, the position the last
        move left (``view`` as the viewer sees it), when that move went through a
        position no view holds that the viewer must see all the same: ``layout`` as
        the table stood then. None by default: the position at once."""
        return None

    def refresh(self, animated: bool = True) -> None:
        """Redraw the table from the controller's current view: first, for a moment,
        what the last move went through (``passing``), if anything."""
        view = self.view
        self._liftable = self._lifts()
        layout = self.layout_for(view)
        # Anything can be picked up in the sandbox, when the table may be changed (not
        # in a replay, behind the curtain, or while a save's moves are read).
        if self.controller.sandbox and self.controller.can_act(self.editor):
            layout = {
                zone: [replace(s, draggable=True) if isinstance(s, CARRIED) else s for s in specs]
                for zone, specs in layout.items()
            }
        # A person sitting down (the curtain lifted) sees their cards as they are, not
        # turning over one by one: only what the game turns over is shown turning.
        sat_down, self._drawn_for = self.viewer != self._drawn_for, self.viewer
        moment = (self.controller.state, self.viewer)
        if animated and _same(self._holding, moment):
            self._decorate(view, animated)  # what the move went through is still shown
            return
        self._let_pass()
        news = not _same(self._news_of, moment)
        self._news_of = moment
        first = (
            self.passing(view, layout)
            if animated and news and not sat_down and self.controller.replay_at is None
            else None
        )
        if first is None:
            self.board.show(layout, animated, turn=not sat_down)
        else:
            self.board.show(first, animated)
            self._holding = moment
            # Held while its cards turn and its dice tumble, then long enough to read
            # (the animator counts it: the computer players wait for the table meanwhile).
            self.scene.animator.animate_value(
                self,
                lambda _t: None,
                PASSING_MS,
                channel="passing",
                delay=self.board.cued_ms(),
                on_done=partial(self._passed, moment),
            )
        self._decorate(view, animated)

    def _decorate(self, view: Any, animated: bool) -> None:
        """``decorate``, once the dice the table shows rolling have landed: what a roll
        decides (a fish's Health, a fight's totals, an encounter's end) is not spelled
        out beside a die still tumbling towards it."""
        animator = self.scene.animator
        if not animated:
            animator.stop(self, "decorate")
            self.decorate(view, animated)
            return
        animator.after(ROLLING, self, partial(self._decorate_landed, view), channel="decorate")

    def _decorate_landed(self, view: Any) -> None:
        """``decorate`` once the dice have landed, unless the table is gone meanwhile (a
        window closed mid-roll: its places are deleted, this presenter not yet)."""
        if all(is_alive(zone) for zone in self.zones.values()):
            self.decorate(view, True)

    def _passed(self, moment: tuple[Any, str | None]) -> None:
        """What the move went through has been shown: now the position it left."""
        if self._holding is moment:
            self._holding = None
            self.refresh()

    def _let_pass(self) -> None:
        """Show no longer what a move went through (another move, another viewer)."""
        if self._holding is not None:
            self._holding = None
            self.scene.animator.stop(self, "passing")

    # -- gestures -------------------------------------------------------------------
    def drag_of(self, piece: PieceItem, zone: ZoneItem | None, slot: int) -> Drag:
        spec = self.board.spec(piece)  # type: ignore[arg-type]
        source = self.board.zone_of.get(piece, "")  # type: ignore[arg-type]
        index = 0
        if isinstance(piece, CardItem) and source in self.zones:
            items = self.zones[source].items()
            index = items.index(piece) if piece in items else 0
        target = zone.name if zone is not None else source
        return Drag(source, spec.key if spec else None, target, slot, index)

    def resolve(self, drag: Drag) -> Meaning:
        """What a drop means now: a rules move (or part of one) if it is one, else, in
        the sandbox, a free edit; otherwise the reason it is neither."""
        meaning = self.gesture(drag)
        if isinstance(meaning, Part):
            return meaning
        if isinstance(meaning, Action):
            reason = self.controller.check(meaning)
            if reason is None:
                return meaning
        else:
            reason = meaning
        if not self.controller.sandbox:
            return reason
        edit = self.sandbox_edit(drag, reason)
        if isinstance(edit, str | Part):
            return edit
        return self.controller.check(edit) or edit

    def judge(self, piece: PieceItem, zone: ZoneItem, slot: int) -> Verdict:
        """What a drop of ``piece`` on ``zone`` (its ``slot``) would do: why it would be
        refused, or the words the place shows while the piece is held and the move the
        drop then carries out (one decision, so that the two never disagree)."""
        meaning = self.resolve(self.drag_of(piece, zone, slot))
        if isinstance(meaning, str):
            return Verdict(meaning)
        words = self.drop_words(meaning)
        play = partial(self.carry_out, meaning, piece, zone, slot)
        # A free sandbox move says the same on every place: only the one below says it.
        return Verdict(None, words, play, everywhere=not isinstance(meaning, Edit))

    def on_drop(self, piece: PieceItem, zone: ZoneItem, slot: int) -> bool | str:
        return self.judge(piece, zone, slot).carry_out() or False

    def carry_out(
        self, meaning: Action | Part, piece: PieceItem, zone: ZoneItem, slot: int
    ) -> bool | str:
        """Play what a drop means: a part of a move is kept in the draft, a move submitted."""
        if isinstance(meaning, Part):
            return self.take_part(meaning, piece, zone, slot)
        reason = self.controller.submit(meaning)
        return True if reason is None else reason

    def drop_words(self, meaning: Action | Part) -> str:
        """What a drop meaning ``meaning`` does, in a few of the game's words, written on
        the place while the piece is held (by default the move's name in the moves
        list; a sandbox edit says it is one; a part of a move says nothing)."""
        if isinstance(meaning, Edit):
            return "put it here (sandbox)"
        if isinstance(meaning, Part):
            return ""
        return self.label(meaning)

    def take_part(self, part: Part, piece: PieceItem, zone: ZoneItem, slot: int) -> bool | str:
        """Keep one gesture of a longer move in the draft (a game may treat some parts
        otherwise: override and call this for the rest)."""
        self.controller.add_to_draft(part.text)
        return True

    def on_activate(self, piece: PieceItem) -> None:
        """Double-click (or Enter on a piece that cannot be dragged): what the game
        says it plays; in the sandbox, otherwise, turn the card over."""
        zone = piece.zone if isinstance(piece.zone, ZoneItem) else None
        drag = self.drag_of(piece, zone, -1)
        action = self.activation(drag)
        sandbox = self.controller.sandbox
        if action is not None and (not sandbox or self.controller.check(action) is None):
            self.controller.submit(action)
            return
        if sandbox:
            edit = self.sandbox_flip(drag)
            if isinstance(edit, str):
                self.scene.drag.show_message(edit)
                self.scene.drag.refused.emit(piece, edit)  # the log keeps it too
            else:
                self.controller.submit(edit)
            return
        reason = self.why_fixed(piece)
        if reason:
            self.scene.drag.show_message(reason)

    def on_click(self, piece: PieceItem) -> bool:
        """A single click on a piece (no drag): what the game says it plays, if a click
        plays anything there (:meth:`click`); True if it did."""
        if self.controller.replay_at is not None:
            return False
        zone = piece.zone if isinstance(piece.zone, ZoneItem) else None
        action = self.click(self.drag_of(piece, zone, -1))
        # A click the rules refuse passes quietly (it may be a look, or a double-click's
        # first half); one they allow is played, or refused aloud for what else stops it:
        # a lesson's step asking for another move, another person's seat.
        if action is None or self.controller.session.check(action) is not None:
            return False
        return self.controller.submit(action) is None

    def click(self, drag: Drag) -> Action | None:
        """What a single click on the piece of ``drag`` plays (none by default: a card
        is dragged or double-clicked; a game's dice may roll at a click)."""
        return None

    def why_fixed(self, piece: PieceItem) -> str | None:
        """Why a piece someone tries to drag cannot move now."""
        if self.controller.replay_at is not None:
            return "this is a replay: leave it to play on"
        spec = self.board.spec(piece)  # type: ignore[arg-type]
        reason = self.explain_fixed(piece, spec.key if spec else None)
        if reason:
            return reason
        text = self.prompt()
        return f"not now. {text}" if text else None

    def on_context(self, piece: PieceItem, screen_pos: QtCore.QPoint) -> list[tuple[str, Any]]:
        """Right-click: the legal moves about this piece (``Game.about``) first, then,
        after a separator, the rest of the person's moves now in a submenu (not "this
        turn's": ADRIFT has no turns), and in the sandbox the edits of this piece."""
        spec = self.board.spec(piece)  # type: ignore[arg-type]
        moves = self.actions()

        def play(action: Action) -> Any:
            return lambda: self.controller.submit(action)

        about = [spec and spec.key and self.mentions(a, spec.key) for _, a in moves]
        entries: list[tuple[str, Any]] = [
            (label, play(a)) for (label, a), mine in zip(moves, about, strict=True) if mine
        ]
        rest = [(label, play(a)) for (label, a), mine in zip(moves, about, strict=True) if not mine]
        if rest:  # set apart: they are not about this piece
            if not entries:
                entries.append(("No move with this piece now", None))
            entries += [("-", None), ("Your other moves now", rest)]
        if self.controller.sandbox and self.controller.can_act(self.editor):
            extra = [
                (f"{text} (sandbox)", lambda e=edit: self.controller.submit(e))
                for text, edit in self.sandbox_settings(spec)
            ]
            source = self.board.zone_of.get(piece, "")  # type: ignore[arg-type]
            if self.pile_of(source):
                extra += [
                    (f"{text} (sandbox)", lambda e=edit: self.controller.submit(e))
                    for text, edit in self.pile_edits(source)
                ]
            if isinstance(spec, CardSpec) or self.pile_of(source):
                extra.append(self._turn_over_entry(piece))
            entries += [("-", None), *extra] if entries and extra else extra
        return entries or [("Nothing to do with this now", None)]

    def on_track(self, key: str, value: int | None) -> list[tuple[str, Any]]:
        """A track's right-click menu: in the sandbox, set it to the box under the
        pointer, or a box either way (the new-game dialog promises that the sandbox
        edits anything by hand; a water level could not be moved at all). An edit the
        rules' editor refuses (another's tracker) is greyed out with the reason."""
        if not (self.controller.sandbox and self.controller.can_act(self.editor)):
            return []
        edit_key = self.track_key(key)
        item = self.board.keyed.get(key)
        if not edit_key or not isinstance(item, TrackItem):
            return []
        now = item.value
        wanted: list[tuple[str, int]] = []
        if value is not None and value != now:
            wanted.append((f"Set to {item.box_label(value)}", value))
        if now + 1 < item.start + item.length:
            wanted.append(("One more", now + 1))
        if now > item.start:
            wanted.append(("One less", now - 1))
        entries: list[tuple[str, Any]] = []
        for text, to in wanted:
            edit = Edit(self.editor, "set", key=edit_key, value=to)
            why = self.controller.check(edit)
            if why:
                entries.append((f"Cannot set it: {why}", None))
                break
            entries.append((f"{text} (sandbox)", lambda e=edit: self.controller.submit(e)))
        return entries

    def track_key(self, key: str) -> str:
        """The sandbox's name for the counter the track ``key`` shows (by default the
        same; "" where the sandbox does not set it)."""
        return key

    def _turn_over_entry(self, piece: PieceItem) -> tuple[str, Any]:
        """The sandbox's "Turn over" for a card or a pile, or, where it would be refused
        (another's secret card), the reason, greyed: a menu that offered it and then
        refused it said one thing and did another."""
        zone = piece.zone if isinstance(piece.zone, ZoneItem) else None
        flip = self.sandbox_flip(self.drag_of(piece, zone, -1))
        why = flip if isinstance(flip, str) else self.controller.check(flip)
        if why:
            return (f"Cannot turn over: {why}", None)
        return ("Turn over (sandbox)", lambda: self.on_activate(piece))

    def totals(self, state: Any) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
        """The end screen's table of each player's final totals in ``state``: the
        column headings (the first names the players, as the game calls them) and one
        row a player, every cell a text. Each game names the totals its end turns on;
        none by default."""
        return (), []

    # -- the keyboard-friendly alternative -------------------------------------------
    def actions(self) -> list[tuple[str, Action]]:
        """Every legal move the viewer can make now, with a label, for the moves list."""
        seat = self.viewer
        if seat is None or not self.controller.can_act(seat):
            return []
        return [
            (PASS_LABEL if isinstance(a, Pass) else self.label(a), a)
            for a in self.game.legal_actions(self.controller.state, seat)
        ]

    def ends_step(self, action: Action) -> str | None:
        """The words of the button beside the prompt when ``action`` ends a step of the
        game for the viewer (their day, their turn, the laying of cards), None for any
        other move. By default a core Pass ends one, named as the moves list names it;
        a game names its own."""
        return self.label(action) if isinstance(action, Pass) else None

    def step_move(
        self, offered: list[tuple[str, Action]] | None = None
    ) -> tuple[str, Action] | None:
        """The move offered now that ends the step, with its button's words (None:
        none is offered, and the button hides). ``offered``: ``actions()`` when the
        caller has it already."""
        for _, action in self.actions() if offered is None else offered:
            words = self.ends_step(action)
            if words:
                return words, action
        return None

    def caution(self, action: Action) -> str:
        """Why the person might not mean ``action``, the step button's move, though the
        rules allow it ("Blink can still attack"): the button then asks to be pressed
        again, saying so ("" for none: one press plays it). A move that gives up what
        the turn still offers and cannot be taken back; none by default."""
        return ""

    def choice_words(self, action: Action) -> str | None:
        """The words of a button beside the prompt when ``action`` is one of the few
        moves the position asks the viewer to choose between and no gesture on the
        table makes (roll the fight die or give up, which face a die shows), None for
        any other move. None by default; a game names its own choices."""
        return None

    def choice_moves(
        self, offered: list[tuple[str, Action]] | None = None
    ) -> list[tuple[str, Action]]:
        """The choices offered now, each with its button's words, in the moves list's
        order; none when more than ``MAX_CHOICES`` are (a row of buttons would crowd
        the prompt out: the moves list holds them). ``offered``: as for step_move."""
        chosen = []
        for _, action in self.actions() if offered is None else offered:
            words = self.choice_words(action)
            if words:
                chosen.append((words, action))
        return chosen if len(chosen) <= MAX_CHOICES else []

    def title(self, view: Any, movers: dict[str, str]) -> str:
        """The top bar's title: where the game stands (the game's ``turn_label``) and
        who is to move (``movers``: seat -> name as the table says it), named only when
        one is: when several may act (a day's jobs, a Genegrafting Round) the list would
        crowd the prompt out, and "At the computer" says who is there."""
        turn = self.game.turn_label(view)
        if len(movers) != 1:
            return turn
        (name,) = movers.values()
        return f"{turn} · {name}" if turn else name

    def prompt(self) -> str:
        seat, c = self.viewer, self.controller
        # The sandbox lets the viewer act for any seat at any time, but the bar speaks to
        # them ("Your turn: …") only in a turn of theirs: in a computer's it names whose.
        mine = seat is not None and c.can_act(seat)
        if mine and c.sandbox:
            mine = seat in self.game.to_move(c.state)
        return self.prompt_for(self.view, seat, mine)

    def cancel_partial(self) -> bool:
        """Take back the last gesture of a move being made (False: there is none)."""
        return bool(self.controller.take_back_draft())
