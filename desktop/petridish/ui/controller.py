"""The game being played at the table: a ``Session`` plus who sits where.

The controller is the one place that changes a game. It submits actions (from the
presenter or a computer player), keeps undo within what the rules allow, autosaves after
every change, and decides whose eyes the table shows: with several people at one
computer it asks for the privacy curtain whenever the next input belongs to another
person and the table shows private things. When several people may act in any order,
the person at the computer hands it on (:meth:`GameController.hand_to`); computer
players then wait for the people (core.play's one policy). It knows no particular game.

A long save opens at the position it was saved in while its moves are still being read
(``reading``): the table shows it at once, and nothing can change it until every move
is replayed and checked. Should one be refused, ``unreadable`` says so and the window
lets the game go, with nothing written.
"""

from __future__ import annotations

import contextlib
import random
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from petridish.core import registry
from petridish.core.actions import Action, Edit
from petridish.core.bot import decide
from petridish.core.game import MUST, Game, IllegalAction
from petridish.core.hint import Advice, advise, consider
from petridish.core.play import computer_turn
from petridish.core.search import Budget, ThinkingPlayer
from petridish.core.session import Session
from petridish.core.words import listed
from petridish.qt import QtCore, Signal
from petridish.storage import autosave_files, saves
from petridish.storage.atomic import plain_reason
from petridish.storage.paths import Paths, new_autosave_key
from petridish.storage.saves import SeatInfo

UNDO_REFUSED = "Cannot take back the last move"  # said with the reason, when undo is refused
BOT_DELAY_MS = 700  # a computer player's pause before it moves, at the normal pace
# How long its move is shown (the top bar says it, the cards lean towards it) before it
# is carried out, in units of BOT_DELAY_MS: a person must be able to follow it.
SHOW_FACTOR = 1.4
# A move that was the computer player's only one (an end of turn, a battle begun once
# its attackers are sent) is paused before and shown for this share of the time: there
# is no choice to follow, and a Genegrafter turn of two battles took a minute to watch.
FORCED_FACTOR = 0.3
# When people and computer players may all act (in any order), the computers wait this
# long after the people's last move, in units of BOT_DELAY_MS, before they act: people
# are never raced. Saying "done" (a Pass) lets them go at once.
PEOPLE_WAIT_FACTOR = 6
# A computer player waits for the table to finish showing the last move (its cards
# turning, its dice tumbling one after another, at the chosen animation speed) before
# it moves: the table is looked at this often, for at most this long.
TABLE_LOOK_MS = 50
TABLE_WAIT_MS = 5_000
# A save's moves are read this many at once before its table shows (some 0.1 s: a save
# that short opens as one), then this many between two frames of the window.
READ_AT_ONCE = 2_000
READ_SLICE = 500
# Why nothing can be played while the game is replayed.
REPLAYING = "this is a replay: leave it to play on"
THINK_SECONDS = 1.0  # how long the strong computer player thinks about a move
# While it thinks, Python hands its lock between the threads every millisecond instead
# of every five: the window's thread lets go of it at each call into Qt and gets it back
# sooner (measured 2026-12, the two taking turns in one run, three runs: a repaint and
# refresh of the table during a thought took 34-41 ms at the median, 20-25 ms so;
# 14-17 ms with no thought).
SWITCH_WHILE_THINKING = 0.001
SWITCH_USUAL = sys.getswitchinterval()
# How long a hint thinks where the game has a strong player: the hint is to answer
# within a second whatever the opponents' thinking time (View › Strong computer thinks).
# The rest of the second goes to what comes before and after the search (the normal
# player's pick and its reason, the thread, the table's refresh; some 0.1 s together,
# measured 2026-12 on a busy machine), with room to spare for a busier one.
HINT_BUDGET = Budget(seconds=0.75)


@dataclass(eq=False)
class Thought:
    """The strong computer player thinking about its move, on a thread of its own so
    that the window goes on answering meanwhile. Its answer counts only in the position
    it thought about, and only while the thought is still wanted (``dropped`` unset)."""

    seat: str
    state: Any  # the position it thinks about
    dropped: threading.Event = field(default_factory=threading.Event)
    thread: threading.Thread | None = None
    action: Action | None = None  # its move, once it has one
    error: str = ""  # what broke, should the search itself fail (a bug)


@dataclass(eq=False)
class HintThought(Thought):
    """A hint being thought of, on a thread of its own (see ``Thought``): it counts only
    for the person, the position and the move being made it was asked in."""

    viewer: str | None = None
    draft: Any = None  # the gestures of a move being made, when it was asked
    budget: Budget = HINT_BUDGET  # how long it may think (the controller's, when asked)
    advice: Advice | None = None  # the hint, once it has one


@dataclass(slots=True)
class Match:
    """Everything needed to set a game up again (and to save it)."""

    game_id: str
    seats: list[SeatInfo]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    forced: list[Any] = field(default_factory=list)
    start: Any | None = None
    title: str = ""
    # The game in progress's own autosave (see Paths.autosave_for): named at its first
    # autosave, kept when it is continued, so no game ever writes over another's.
    autosave_id: str = ""
    demo: bool = False  # a demo is never autosaved: it is no one's game to keep
    # How a game set up afresh here came to ``start`` (a lesson's: what happened by
    # itself before the first move, for the log and the replay).
    set_up: Any | None = None

    def seat(self, seat_id: str) -> SeatInfo:
        return next(s for s in self.seats if s.id == seat_id)

    @property
    def humans(self) -> list[str]:
        return [s.id for s in self.seats if s.kind == "human"]

    @classmethod
    def of_scenario(cls, puzzle: Any, person: str, title: str, demo: bool = False) -> Match:
        """A game set up as the scenario ``puzzle`` says (a lesson's, or a file's),
        before its actions: ``person``'s seat a person's, every other the normal
        computer's. Its forced outcomes ride in the position's random stream, so that it
        is saved and opened as any game is."""
        from petridish.core.scenario import seat_ids

        game = puzzle.rules
        ids = seat_ids(game, puzzle.seats)
        options = game.resolve_options(dict(puzzle.options))
        set_up = game.set_up(puzzle.seed, options, puzzle.forced, ids)
        specs = {spec.id: spec for spec in game.seats}
        seats = [
            SeatInfo(i, specs[i].name, "human" if i == person else "normal", specs[i].colour)
            for i in ids
        ]
        return cls(
            game.id,
            seats,
            puzzle.seed,
            options,
            start=set_up.state,
            title=title,
            demo=demo,
            set_up=set_up,  # the log tells what happened before the first move
        )


class GameController(QtCore.QObject):
    changed = Signal()  # the state, the viewer or the mode changed: redraw
    curtain = Signal(str)  # the next person's name: cover the table until they are ready
    finished = Signal()  # the game has ended
    # Something was refused: the reason, for a toast, and whether it was a move (the log
    # keeps it as not played; an undo, a sandbox switch or an autosave is none).
    refused = Signal(str, bool)
    failed = Signal(str)  # something unexpected broke: message for a dialog
    reading_on = Signal()  # more of the save being opened has been read: say how much
    unreadable = Signal(object)  # a move of the save being opened was refused: SaveError
    # A Thought has ended (sent from its thread, received on the window's).
    _thought_done = Signal(object)
    _hint_done = Signal(object)  # the same, of a HintThought
    hint_ready = Signal(object)  # a hint asked for is ready, its position unchanged: Advice

    def __init__(
        self,
        match: Match,
        session: Session[Any],
        paths: Paths | None = None,
        bot_delay_ms: int = BOT_DELAY_MS,
        parent: QtCore.QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.session = session
        self.game: Game[Any] = session.game
        self.paths = paths
        self.bot_delay_ms = bot_delay_ms
        self.pace = 1.0  # the player's "computer players" setting: times the normal pace
        # Whether the table is still showing a move (set by the window: its animations).
        self.table_busy: Callable[[], bool] = lambda: False
        self._table_waited_ms = 0
        # Whether the hint the person asked for is on the table to be read (set by the
        # window): the computer players hold their moves meanwhile, as a hint goes when
        # the position changes (in an ADRIFT day the others move all the time).
        self.hint_shown: Callable[[], bool] = lambda: False
        # A computer player's move that is being shown before it is carried out.
        self.intent: tuple[str, Action] | None = None
        # The strong computer player thinking about its move, and for how long it may.
        self.thought: Thought | None = None
        self.think_seconds = THINK_SECONDS
        self._thought_done.connect(self._thought_over, QtCore.Qt.ConnectionType.QueuedConnection)
        # A hint being thought of (see ask_hint), and how long it may think.
        self.hint_thought: HintThought | None = None
        self.hint_budget = HINT_BUDGET
        self._hint_done.connect(self._hint_over, QtCore.Qt.ConnectionType.QueuedConnection)
        self.bots = {
            s.id: registry.seat_bot(match.game_id, s.kind, match.seed, i)
            for i, s in enumerate(match.seats)
            if s.kind != "human"
        }
        # Whose eyes the table shows. While the curtain is up it is None: the whole
        # window (scene, log, bars, tooltips) then shows only what everyone may see.
        self.viewer: str | None = self._first_viewer()
        self.waiting_for: str | None = None  # the seat the table is being passed to
        # The position the table was last handed on in: until it changes, the person it
        # was handed to keeps it (switching the mode passes it to nobody else).
        self._handed_at: Any = None
        self.handing_from: str | None = None  # the seat that had it before the curtain
        self.last_events: list[dict[str, Any]] = []
        # The news of a move not yet heard by the window, when the table makes the next
        # move for the person at once (see _make_for_person): said with that move's.
        self._news_before: list[dict[str, Any]] = []
        self._making = False  # such a move is being made
        self.paused = False
        # The computer players wait for the people (Edit › Computers wait): a person's
        # sandbox edit sets it (a computer moved its own piece straight back, undoing the
        # scene being set), their next move by the rules or the menu lets them play on.
        self.computers_wait = False
        # Something unexpected broke in this game (a bug): its computer players stand
        # still for good, and it was said once (see ``break_off``).
        self.broken = False
        self.replay_at: int | None = None  # replaying: the position after this many moves
        self._live_viewer: str | None = None  # replaying: the viewer to come back to
        # People who may act have let a moment go by since their last move: computers
        # that may act too go ahead.
        self.people_waited = False
        self._people_timer = QtCore.QTimer(self)
        self._people_timer.setSingleShot(True)
        self._people_timer.timeout.connect(self._people_done_waiting)
        self._timer = QtCore.QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._bot_step)
        self._show_timer = QtCore.QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._carry_out)
        # Learn to play: what the lesson says of a person's move (None: it may be made).
        self.lesson_check: Callable[[Action], str | None] | None = None
        # ... and its hint: the move its step asks for, or why there is none (a hint of
        # a computer player's would name moves the lesson refuses).
        self.lesson_hint: Callable[[], Advice | str] | None = None
        self.opening: saves.Opening | None = None  # a save whose moves are being read
        # The bytes of the save this game was opened from, and the game as they hold it:
        # until it changes, its autosave is that file again (writing a long game anew
        # takes half a second).
        self._opened: tuple[bytes, tuple[Any, ...]] | None = None
        self._read_timer = QtCore.QTimer(self)
        self._read_timer.setSingleShot(True)
        self._read_timer.timeout.connect(self._read_more)

    # -- set-up ---------------------------------------------------------------------------
    @classmethod
    def new(cls, match: Match, sandbox: bool = False, **kwargs: Any) -> GameController:
        game = registry.load(match.game_id)
        match.options = game.resolve_options(match.options)
        if match.set_up is not None:
            session: Session[Any] = Session(
                game, match.set_up.state, sandbox=sandbox, set_up=match.set_up
            )
            return cls(match, session, **kwargs)
        session = saves.session_from_setup(
            game,
            match.seed,
            match.options,
            match.forced,
            match.start,
            sandbox,
            [seat.id for seat in match.seats],
        )
        return cls(match, session, **kwargs)

    @classmethod
    def from_save(
        cls, save: saves.SaveGame, session: Session[Any], **kwargs: Any
    ) -> GameController:
        match = Match(
            save.game_id,
            list(save.seats),
            save.seed,
            dict(save.options),
            list(save.forced),
            save.start,
            # A title that only names the game and where it stood is written afresh with
            # every save: kept, it would say that place for ever.
            "" if save.title.startswith(f"{save.game.name} — ") else save.title,
        )
        return cls(match, session, **kwargs)

    @classmethod
    def from_opening(cls, opening: saves.Opening, **kwargs: Any) -> GameController:
        """The game of a save being opened. Up to READ_AT_ONCE of its moves are read
        now (raising SaveError if one is refused); a longer game starts at the position
        it was saved in and reads the rest once started (see ``reading``)."""
        session = opening.session if opening.read(READ_AT_ONCE) else opening.preview()
        if session is None:  # a snapshot that cannot be shown before the moves are read
            opening.read()
            session = opening.session
        assert session is not None
        controller = cls.from_save(opening.save, session, **kwargs)
        if opening.session is None:
            controller.opening = opening
        else:
            controller._keep_opened(opening)
        return controller

    def _keep_opened(self, opening: saves.Opening) -> None:
        """Until the game changes, its autosave is the opened file again: unless that
        file's title no longer says where the game stands (a Petri Dish before kept a
        game's first title), which the first autosave then puts right."""
        if opening.save.title == self.save_kwargs()["title"]:
            self._opened = (opening.raw, self._as_saved())

    def _as_saved(self) -> tuple[Any, ...]:
        """What a save of this game holds, as far as it can change during play."""
        s = self.session
        return (id(s), len(s.steps), id(s.state), s.draft, s.sandbox)

    @property
    def reading(self) -> str | None:
        """While the moves of the save being opened are read: how far it has got, and
        why nothing can be done yet. None once they are all read (or never were)."""
        o = self.opening
        if o is None:
            return None
        return f"reading the save's moves, {o.done:,} of {o.total:,}: a moment"

    def _read_more(self) -> None:
        """Read the next slice of the save's moves; once all are, play begins."""
        opening = self.opening
        if opening is None:
            return
        try:
            done = opening.read(READ_SLICE)
        except saves.SaveError as exc:
            self.opening = None
            self.unreadable.emit(exc)
            return
        except Exception:  # a bug: say so; nothing has been written
            self.opening = None
            self._broke()
            return
        if not done:
            self.reading_on.emit()
            self._read_timer.start(0)  # the window draws a frame in between
            return
        assert opening.session is not None
        self.opening = None
        self.session = opening.session  # the same position, now with its moves
        self._keep_opened(opening)
        self.viewer = self.viewer or self._first_viewer()
        self.start()
        self.changed.emit()
        self.autosave()  # the first autosave, as for any game opened
        if self.game.is_terminal(self.state):
            self.finished.emit()

    def _first_viewer(self) -> str | None:
        humans = self.match.humans
        if not humans:
            return None
        movers = [s for s in self.game.to_move(self.session.state) if s in humans]
        return movers[0] if movers else humans[0]

    def seat_label(self, seat: str) -> str:
        """A seat as people read it: the player's name, with the part they play where
        the game's seats are roles ("Ana (Geneticist)"; just "Geneticist" when the player
        kept it as their name). A seat's name that is only a name to start with is not
        said beside the one typed for it: "Ben (Finn)" read as two players."""
        name, side = self.match.seat(seat).name, self.game.seat_name(seat)
        if not name or name == side:
            return side
        return f"{name} ({side})" if self.game.seats_are_roles else name

    @property
    def names(self) -> dict[str, str]:
        """The players' names for their seats, for the log's lines."""
        return {s.id: s.name for s in self.match.seats}

    @property
    def shared(self) -> bool:
        """Do several people share this computer (so that secrets need a curtain)?"""
        return len(self.match.humans) > 1

    def start(self) -> None:
        """Begin play. When people share the game, the first of them gets the table
        behind the curtain (a new game, a resumed one or an opened save alike: whoever
        sits at the screen now may not be the person to move). Then computer players
        start moving if it is their turn. A save whose moves are being read starts
        once they are."""
        if self.opening is not None:
            if self.shared:  # nobody is handed the table yet: it shows only what is public
                self.viewer = None
            self._read_timer.start(0)
            return
        first = self.viewer
        if (
            self.shared
            and first is not None
            and not self.game.is_terminal(self.state)
            and self._private_between(first, None)
        ):
            self._hand_over(first)
            self.handing_from = None  # nobody has moved yet at this sitting
        else:
            self.last_events = self._opening_news()
        if self.sandbox and self.bots and self.session.steps and self.match.humans:
            # A table set by hand, saved or left and opened again: the computers wait,
            # as the edits had held them, until a move by the rules or Ctrl+P lets
            # them play (they played on at once, undoing the scene that was set).
            self.computers_wait = True
            self.changed.emit()  # (the window says so)
        self._next()

    def _opening_news(self) -> list[dict[str, Any]]:
        """Before the first move, what happened by itself since the set-up (an Event
        turned up by the first draw), as the person now at the computer may read it:
        said to them as a move's news is (after the curtain, when there is one)."""
        if self.session.steps or self.viewer is None:
            return []
        return [e for e in (ev.for_seat(self.viewer) for ev in self.session.opening) if e]

    # -- what the table shows -------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def view(self) -> Any:
        """The position as the current viewer may see it; in a replay, the position of
        the step replayed as that viewer saw it then: what was hidden stays hidden."""
        state = self.state if self.replay_at is None else self.state_at(self.replay_at)
        return self.game.view(state, self.viewer)

    def state_at(self, moves: int) -> Any:
        """The position after ``moves`` moves."""
        return self.session.position(moves)

    @property
    def sandbox(self) -> bool:
        return self.session.sandbox

    def human_to_move(self) -> list[str]:
        """The people who must or may act now (those who must first)."""
        return [s for s in self.game.to_move(self.state) if s in self.match.humans]

    def standing(self, seat: str) -> str:
        """What ``seat`` may do now, for the "at the computer" control: "to move" (the
        game waits for them), "may act", or ""."""
        kind = self.game.activity(self.state).get(seat)
        if kind is None:
            return ""
        return "to move" if kind == MUST else "may act"

    def whose_turn(self) -> list[str]:
        """The seats whose turn it is, for the top bar: the computer player whose move is
        being shown or thought of, else those the game waits for (else those who may act).
        While the person at the computer may move too (ADAPTOID 24's rooms, chosen by
        both at once; an ADRIFT day), a computer deciding meanwhile is not named alone:
        "Turn 3 · Geneticist" with its thinking dots, beside "Adaptoid: choose a room",
        left a new player unable to tell whose move it was."""
        computer = self.intent[0] if self.intent is not None else None
        if computer is None and self.thought is not None:
            computer = self.thought.seat
        if computer is not None and not self.moves_meanwhile():
            return [computer]
        return list(self.game.must_act(self.state) or self.game.to_move(self.state))

    def moves_meanwhile(self) -> bool:
        """Whether the person at the computer has a move of their own by the rules now,
        whatever a computer player does meanwhile (the sandbox lets them edit any
        time: only a seat the rules ask to move counts)."""
        viewer = self.viewer
        return (
            viewer is not None and self.can_act(viewer) and viewer in self.game.to_move(self.state)
        )

    def computers_after_people(self) -> list[str]:
        """The computer players who could act now but let the people go first (``_next``:
        the people may act in any order too, or the game puts them first): for the table
        to say so, or a person sees nothing happen and cannot tell why."""
        if (
            not self.bots
            or self.people_waited
            or self.computers_wait
            or self.broken
            or self.paused
            or self._held()
            or self.waiting_for is not None
            or self.intent is not None
            or self.thought is not None
            or self.game.is_terminal(self.state)
        ):
            return []
        if computer_turn(self.game, self.state, self.bots) is not None:
            return []  # one acts now (or after its usual pause)
        active = self.game.activity(self.state)
        return [s for s in self.game.seats_of(self.state) if s in self.bots and s in active]

    def can_act(self, seat: str) -> bool:
        """True if the viewer may act for ``seat`` now (sandbox: any seat, any time)."""
        if self.waiting_for is not None or self.replay_at is not None or self.opening:
            return False
        if self.sandbox:
            return True
        return seat == self.viewer and seat in self.human_to_move()

    def events_for_viewer(self) -> list[tuple[int, dict[str, Any]]]:
        return list(self.session.events_for(self.viewer))

    # -- acting ---------------------------------------------------------------------------
    def check(self, action: Action) -> str | None:
        if self.opening is not None:
            return self.reading
        if self.replay_at is not None:
            return REPLAYING
        if not self.sandbox and action.seat != self.viewer and action.seat in self.match.humans:
            return f"only {self.match.seat(action.seat).name} may do that"
        if isinstance(action, Edit) and (whose := self._secret_of_another(action)):
            return f"that card is {whose}'s secret: the sandbox moves it only in their hands"
        reason = self.session.check(action)
        if reason is None and self.lesson_check is not None and action.seat not in self.bots:
            reason = self.lesson_check(action)
        return reason

    def _secret_of_another(self, edit: Edit) -> str:
        """The name of the person whose secret a sandbox edit would move or turn over: a
        card the person at the table cannot see, lying where another person can (their
        hand), in a game several people share. A card nobody sees (a deck) is
        everyone's alike: turning it up shows it to all at once. "" where none."""
        if not self.shared or edit.place is None or edit.op not in ("move", "flip"):
            return ""
        seers = self.game.secrets(self.state).zones.get(edit.place.zone, ())
        others = [s for s in seers if s != self.viewer and s in self.match.humans]
        return self.match.seat(others[0]).name if others else ""

    def submit(self, action: Action) -> str | None:
        """Play ``action``; return None, or the reason it was refused (also signalled)."""
        reason = self.check(action)
        if reason is None:
            try:
                outcome = self.session.submit(action)
            except IllegalAction as exc:
                reason = str(exc)
            except Exception:  # a bug: say so, keep the autosave, keep the window
                self._broke()
                return "an unexpected error stopped this move"
            else:
                self.last_events = [
                    *self._news_before,
                    *(e for e in (ev.for_seat(self.viewer) for ev in outcome.events) if e),
                ]
                self._news_before = []
                if action.seat not in self.bots:
                    self.people_waited = False  # computers wait for the people again
                    self._people_timer.stop()
                    if isinstance(action, Edit):
                        self._hold_computers()
                    elif not self._making:  # one made for them lets no one go
                        self.computers_wait = False
                # A computer's move while a person's hint was thought of: the person
                # still asks for one, about the position as it is now.
                hint_again = self.hint_thought is not None and action.seat in self.bots
                self._after_change()
                if hint_again and self.hint_refusal() is None:
                    self.ask_hint()
                return None
        self.refused.emit(reason, True)
        return reason

    def add_to_draft(self, part: str) -> None:
        """One gesture of a move that takes several: kept (and saved) until it is whole."""
        if self.opening is not None or self.replay_at is not None:
            self.refused.emit(self.reading or REPLAYING, True)
            return
        self.end_hint()  # it was about the move before this gesture
        self.session.add_to_draft(part)
        self.autosave()
        self.changed.emit()

    def take_back_draft(self) -> bool:
        """Undo the last gesture of a move being made (False: there is none)."""
        if self.replay_at is not None or self.opening or not self.session.take_back_draft():
            return False
        self.end_hint()
        self.autosave()
        self.changed.emit()
        return True

    def set_computers_wait(self, on: bool) -> None:
        """Hold the computer players still (``on``), or let them play on from here: a
        move of theirs being shown is not made, a thought of theirs is dropped."""
        if on:
            self._hold_computers()
            self.changed.emit()
        else:
            self.computers_wait = False
            self.changed.emit()
            self._next()

    def _hold_computers(self) -> None:
        self.computers_wait = True
        self.intent = None
        self.end_thought()
        self._timer.stop()
        self._people_timer.stop()

    def set_sandbox(self, on: bool) -> None:
        if self.opening is not None or self.replay_at is not None:
            self.refused.emit(self.reading or REPLAYING, False)
            self.changed.emit()  # the menu's tick shows the mode the game is still in
            return
        if not on:
            self.computers_wait = False  # (the edits that held them are over)
        self.session.sandbox = on
        self.autosave()  # the mode is part of the save: "Continue" must come back in it
        self.changed.emit()
        self._next()

    @property
    def at_table(self) -> str | None:
        """The person at the computer now: the viewer, or behind the curtain the one who
        just moved and has not passed the table on yet."""
        return self.handing_from if self.waiting_for is not None else self.viewer

    def _undo_seat(self) -> str | None:
        return None if self.sandbox else self.at_table

    def took_last_move(self, seat: str) -> bool:
        """Whether the last move is ``seat``'s own and Ctrl+Z would take it back now (the
        curtain says so to them): the sandbox takes back anyone's move, but "your move"
        is only ever one's own."""
        steps = self.session.steps
        return bool(steps) and steps[-1].action.seat == seat and self.can_undo()

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo_refusal(self) -> str | None:
        """Why the person at the table cannot take the last move back now (None: they
        can)."""
        if self.replay_at is not None:
            return "leave the replay first"
        if self.opening is not None:
            return self.reading
        if not self.sandbox and self.at_table is None:
            return "the table is waiting for the next player: only the player who made a move may take it back"
        said = self.session.undo_refusal(self._undo_seat())
        if said is None or self.sandbox:
            return said
        span, why = self._undo_span()
        return None if span else why or said

    def _undo_span(self) -> tuple[int, str]:
        """How many of the last moves Ctrl+Z takes back now: the person's own last move,
        with the computer players' moves made since (an ADRIFT day, where the computers
        act meanwhile, left Undo greyed almost always), where none of them revealed
        hidden information or a random result; else 0, and why ("" where the session's
        own reason says it). The sandbox takes back one move, anyone's."""
        if self.sandbox:
            return (1 if self.session.can_undo() else 0), ""
        steps, me = self.session.steps, self.at_table
        for since, step in enumerate(reversed(steps)):  # since: the computers' moves
            # A move the table made for the person is taken back with the computers'
            # (taken back alone, it would be made again at once).
            made = me is not None and step.action == self._made_for(me, step.before)
            if step.action.seat == me and not step.barrier and not made:
                return since + 1, ""
            if step.barrier:
                theirs = step.action.seat != me and any(s.action.seat == me for s in steps)
                return 0, (
                    "a move since yours revealed hidden information or a random result"
                    if theirs
                    else ""
                )
            if step.action.seat not in self.bots and not made:
                return 0, ""  # another person's move: theirs to take back
        return 0, ""

    def undo(self) -> str | None:
        """Take back the last move, if the person at the table may (rules mode: only
        their own, and never a reveal or a random result). Behind the curtain that is
        the person who just moved: the table is theirs again, behind a curtain of their
        own (whoever pressed Ctrl+Z at the curtain may be the next person instead, who
        must not see their table), so the prompt is true for the position after the
        undo."""
        reason = self.undo_refusal()
        if reason:
            self.refused.emit(f"{UNDO_REFUSED}: {reason}", False)
            return reason
        self.stop_bots()
        for _ in range(self._undo_span()[0] - 1):  # the computers' moves since the person's
            self.session.undo(None)
        self.session.undo(self._undo_seat())
        # The position it was handed over in is gone: played again (Redo), it is handed
        # over again, not kept by whoever took it back.
        self._handed_at = None
        if self.waiting_for is not None:
            self.waiting_for, self.handing_from = self.handing_from, None
            if self.waiting_for is not None:
                self.curtain.emit(self.curtain_name)
        self.last_events = []
        self._after_change(run_bots=False)
        return None

    def can_redo(self) -> bool:
        return self.opening is None and self.replay_at is None and self.session.can_redo()

    def redo(self) -> str | None:
        if not self.can_redo():
            return "nothing to redo"
        self.session.redo()
        made_by = self.session.steps[-1].action.seat
        if (
            self.waiting_for is not None
            and self.handing_from is None
            and made_by in self.match.humans
        ):
            # Made again at the curtain its maker took it back behind: they are the one
            # who just moved, and the next curtain tells them Ctrl+Z takes it back.
            self.handing_from = made_by
        self.last_events = []
        self._after_change()
        return None

    # -- turn flow ------------------------------------------------------------------------
    def _after_change(self, run_bots: bool = True) -> None:
        if self.thought is not None and self.thought.state is not self.state:
            self.end_thought()  # (a person's move, an undo): it thought about another position
        self.end_hint()  # a hint is about the position it was asked in
        if run_bots and self._make_for_person():
            return  # the window hears of both moves at once, as of one
        self.autosave()
        self.changed.emit()
        if self.game.is_terminal(self.state):
            self._timer.stop()
            self.finished.emit()
            return
        if run_bots:
            self._next()

    def _next(self) -> None:
        """Decide who acts next: a computer player (after a short, visible delay) or a
        person, passing the table behind the curtain if needed. A computer that only
        may act waits while people may act too, until they pass or a moment goes by."""
        if self.game.is_terminal(self.state) or self.paused or self._held():
            return
        if self._make_for_person():
            return  # made: the table goes on from there
        # (Held, ``computers_wait``: the people play on, and the computers when let go.
        # Broken by a bug: the computers stand still for good, and the people who play
        # on still pass the table behind the curtain, or the next would see the last
        # one's secrets.)
        held = self.computers_wait or self.broken
        mover = (
            None if held else computer_turn(self.game, self.state, self.bots, self.people_waited)
        )
        if mover is not None:
            if self.intent is None and self.thought is None and not self._timer.isActive():
                self._timer.start(round(self.bot_delay_ms * self.pace * self._weight(mover)))
            return
        waiting = any(s in self.bots for s in self.game.to_move(self.state))
        if (
            waiting
            and not held
            and not self.people_waited  # waited already: the game puts the people first
            and self.waiting_for is None
            and not self._people_timer.isActive()
        ):
            # Computers that may act wait for the people: not for ever, but counted only
            # while someone is at the table (not while it is being handed over).
            self._people_timer.start(round(self.bot_delay_ms * self.pace * PEOPLE_WAIT_FACTOR))
        humans = self.human_to_move()
        if not humans or self.viewer in humans:
            return
        nxt = humans[0]
        if self.waiting_for is not None:
            # Someone else must act first now: not while the position is the one it was
            # handed over in (a mode switched, a person handed it on by choice).
            if self.waiting_for != nxt and self.state is not self._handed_at:
                self._hand_over(nxt)
            return
        if self.state is self._handed_at:  # handed the table in this very position
            return
        if self.viewer is not None and self._private_between(self.viewer, nxt):
            self._hand_over(nxt)
        else:
            self.viewer = nxt
            self.changed.emit()

    def _made_for(self, seat: str, state: Any) -> Action | None:
        """The move the table makes for ``seat``'s person in ``state`` by itself
        (``Game.move_made_for``), or None: never in the sandbox, where the person sets
        the table as they like, nor in a lesson, which asks for each move."""
        if self.sandbox or self.lesson_check is not None or seat not in self.match.humans:
            return None
        return self.game.move_made_for(state, seat)

    def _make_for_person(self) -> bool:
        """Make the move the person at the computer has no choice about (a Genegrafting
        Round with nothing to graft waited for "Done grafting" while the computers'
        busy sign said they would play after them, and a new player thought the
        computer was still thinking). Only theirs, once the table is theirs: another
        person's move made at once would tell the table what their hidden cards hold.
        Made before the window hears of the position it was made in, the news of the
        move before (the round's announcement) is kept with its own. True if made."""
        seat = self.viewer
        if (
            seat is None
            or self.waiting_for is not None
            or self.paused
            or self._held()
            or self.game.is_terminal(self.state)
        ):
            return False
        action = self._made_for(seat, self.state)
        if action is None:
            return False
        self._news_before, self._making = self.last_events, True
        try:
            return self.submit(action) is None
        finally:
            self._news_before, self._making = [], False

    def _people_done_waiting(self) -> None:
        self.people_waited = True
        self._next()

    def hand_to(self, seat: str) -> None:
        """The person at the computer gives it to ``seat``'s player (the "at the
        computer" control): behind the curtain whenever the two see different things."""
        if (
            seat == self.viewer
            or seat not in self.match.humans
            or self.replay_at is not None
            or self.game.is_terminal(self.state)
        ):
            return
        if self.waiting_for is not None or self._private_between(self.viewer, seat):
            self._hand_over(seat)
        else:
            self.end_hint()
            self.viewer = seat
            self._handed_at = self.state
            self.last_events = []
            if self._make_for_person():
                return  # they take it in the position after it
            self.changed.emit()

    def _hand_over(self, nxt: str) -> None:
        """Put the curtain up for ``nxt``: until they are ready the table shows only
        what everyone may see."""
        self.end_hint()  # it was for the person handing over
        if self.waiting_for is None:
            self.handing_from = self.viewer
        self._people_timer.stop()
        self.viewer = None
        self.waiting_for = nxt
        self._handed_at = self.state
        self.last_events = []
        self.curtain.emit(self.match.seat(nxt).name)
        self.changed.emit()

    def _private_between(self, a: str | None, b: str | None) -> bool:
        """Does the table show ``a`` something ``b`` may not see (or the reverse)?"""
        state = self.state
        ja = self.game.state_to_json(self.game.view(state, a))
        jb = self.game.state_to_json(self.game.view(state, b))
        return ja != jb

    @property
    def offered(self) -> list[str]:
        """While the table is being handed over: who may sit down now, the person it is
        passed to first. When some must act only they are offered; in an any-order stage,
        everyone who may act, so that whoever wants to act next takes the computer."""
        if self.waiting_for is None:
            return []
        people = self.human_to_move()
        active = self.game.activity(self.state)
        must = [s for s in people if active.get(s) == MUST]
        return [self.waiting_for, *(s for s in must or people if s != self.waiting_for)]

    def reveal_to(self, seat: str) -> None:
        """Another person the hand-over offers sits down instead: lift the curtain for
        them."""
        if seat in self.offered:
            self.waiting_for = seat
            self.reveal()

    @property
    def curtain_name(self) -> str:
        """The name of the person the table is being passed to ("" when it is not)."""
        return self.match.seat(self.waiting_for).name if self.waiting_for else ""

    def reveal(self) -> None:
        """The next person is at the screen: lift the curtain for them."""
        if self.waiting_for is None:
            return
        self.viewer = self.waiting_for
        self.waiting_for = self.handing_from = None
        self.last_events = self._opening_news()
        if self._make_for_person():
            return  # they sit down to the position after it
        self.changed.emit()
        self._next()  # computers that may act wait for this person from now

    def _bot_step(self, show: bool = True) -> None:
        """A computer player decides; its move is shown for a moment (``intent``) at a
        pace a person can follow, then carried out. The strong player thinks on a
        thread of its own meanwhile (``thought``); played at once (``show`` False: tests,
        fast-forward), it thinks here."""
        if (
            self.game.is_terminal(self.state)
            or self.paused
            or self.computers_wait
            or self.broken
            or self._held()
            or self.thought is not None
        ):
            return
        seat = computer_turn(self.game, self.state, self.bots, self.people_waited)
        if seat is None:
            self._next()
            return
        if show and self.hint_shown():  # (it fades by itself once read)
            self._timer.start(TABLE_LOOK_MS)
            return
        if show and self.table_busy() and self._table_waited_ms < TABLE_WAIT_MS:
            # The last move is still being shown: a person follows one move at a time.
            self._table_waited_ms += TABLE_LOOK_MS
            self._timer.start(TABLE_LOOK_MS)
            return
        self._table_waited_ms = 0
        bot = self.bots[seat]
        if isinstance(bot, ThinkingPlayer):
            bot.budget = replace(bot.budget, seconds=self.think_seconds)
            if show:
                self._think(seat, bot)
                return
            bot.stop = lambda: False  # thought about here, to the end of its time
        try:
            action = decide(self.game, self.state, seat, bot)
        except Exception:
            self._broke()
            return
        self._play_decided(seat, action, show)

    def _weight(self, seat: str) -> float:
        """How much of the normal pause and showing ``seat``'s move now gets: a share
        (``FORCED_FACTOR``) where it has one move only, else all."""
        return FORCED_FACTOR if len(self.game.legal_actions(self.state, seat)) == 1 else 1.0

    def _play_decided(self, seat: str, action: Action, show: bool) -> None:
        """Show ``seat``'s move for a moment, then carry it out (at once: not ``show``)."""
        show_ms = round(self.bot_delay_ms * self.pace * SHOW_FACTOR * self._weight(seat))
        if not show or show_ms <= 0:
            self.submit(action)
            return
        self.intent = (seat, action)
        self.changed.emit()
        self._show_timer.start(show_ms)

    def _think(self, seat: str, player: ThinkingPlayer) -> None:
        """Let ``player`` think about ``seat``'s move on a thread of its own: the window
        repaints and answers meanwhile. Its search stops as soon as the thought is no
        longer wanted (``end_thought``, or the position changed under it)."""
        state = self.state
        legal = self.game.legal_actions(state, seat)
        if not legal:
            self._broke_with(f"{seat} has no move\n")
            return
        view = self.game.view(state, seat)
        thought = Thought(seat, state)
        session = self.session
        # Asked by the search between its rounds, on its thread: plain reads.
        player.stop = lambda: thought.dropped.is_set() or self.paused or session.state is not state
        thought.thread = threading.Thread(
            target=self._think_on,
            args=(thought, player, view, legal),
            name=f"Petri Dish: {seat} thinking",
            daemon=True,  # never keeps the app from quitting
        )
        self.thought = thought
        sys.setswitchinterval(SWITCH_WHILE_THINKING)
        thought.thread.start()
        self.changed.emit()  # the table says who is thinking

    def _think_on(
        self, thought: Thought, player: ThinkingPlayer, view: Any, legal: list[Action]
    ) -> None:
        """The thread's work: the search, then word back to the window's thread."""
        try:
            thought.action = player.choose(self.game, view, thought.seat, legal)
        except Exception:  # a bug: said on the window's thread
            thought.error = traceback.format_exc()
        with contextlib.suppress(RuntimeError):  # the controller is gone already
            self._thought_done.emit(thought)

    def _thought_over(self, thought: Thought) -> None:
        """A thought has ended: play its move, if it is still wanted and the position is
        still the one it thought about; else drop it and see who moves now."""
        if thought is not self.thought:
            return  # dropped: its late answer is not played
        self.thought = None
        if not self._finished(thought):
            return
        if (
            thought.action is None
            or thought.dropped.is_set()
            or self.state is not thought.state
            or self.paused
            or self.computers_wait
            or self.broken
            or self._held()
        ):
            self.changed.emit()
            self._next()
            return
        self._play_decided(thought.seat, thought.action, show=True)

    def end_thought(self) -> None:
        """Drop the strong player's thought, if there is one: its search stops at the end
        of its round (waited for here: its player's random numbers are its alone, and a
        window that closes leaves no thread behind), and its answer is not played."""
        thought, self.thought = self.thought, None
        self._drop(thought)

    def _carry_out(self) -> None:
        if self.intent is not None and self.hint_shown():
            # A move shown as the person asked for a hint waits until it is read.
            self._show_timer.start(TABLE_LOOK_MS)
            return
        intent, self.intent = self.intent, None
        if (
            intent is None
            or self.paused
            or self.computers_wait
            or self.broken
            or self._held()
            or self.game.is_terminal(self.state)
        ):
            return
        if self.check(intent[1]) is not None:  # the table changed meanwhile: think again
            self.changed.emit()
            self._next()
            return
        self.submit(intent[1])

    def hint(self) -> Advice | str:
        """The hint for the person at the table, worked out here and now (``ask_hint``
        works it out on a thread of its own): the move the strongest computer player
        that answers within a second rates best, and why (see core.hint); or why there
        is none. It sees only that person's view, as it would when playing."""
        if self.lesson_hint is not None and self.replay_at is None:
            return self.lesson_hint()
        reason = self.hint_refusal()
        return reason if reason is not None else self._hint_now()

    def _hint_now(self) -> Advice:
        """The hint for the person at the table (who has a move), worked out here."""
        seat = self.viewer
        assert seat is not None  # (for the type check: hint_refusal says there is one)
        if not self._hint_searches():
            action, why = advise(self.game, self.state, seat, self._hint_player())
            return Advice(action, why)
        legal = self.game.legal_actions(self.state, seat)
        view = self.game.view(self.state, seat)
        return self._consider(seat, view, legal, self.hint_budget, lambda: False)

    def ask_hint(self) -> str | None:
        """Ask for a hint for the person at the table: why there is none, or None and
        ``hint_ready`` says it, at once (a game whose hint does not search) or once it
        is thought of on a thread of its own (the window answers meanwhile). Asked again
        while it thinks, nothing more starts. Whatever changes the game, the move being
        made or the person at the table drops it (``end_hint``); a computer's move
        meanwhile, and it thinks again about the position as it is now."""
        if self.lesson_hint is not None and self.replay_at is None:
            taught = self.lesson_hint()  # (its words, wherever the lesson is)
            if isinstance(taught, str):
                return taught
            self.hint_ready.emit(taught)
            return None
        reason = self.hint_refusal()
        if reason is not None:
            return reason
        if not self._hint_searches():
            self.hint_ready.emit(self._hint_now())
            return None
        if self.hint_thought is not None:
            return None  # (any change would have dropped it: it is about this position)
        seat, state = self.viewer, self.state
        legal = self.game.legal_actions(state, seat)
        view = self.game.view(state, seat)
        thought = HintThought(
            seat, state, viewer=seat, draft=self.session.draft, budget=self.hint_budget
        )
        thought.thread = threading.Thread(
            target=self._hint_on,
            args=(thought, view, legal),
            name="Petri Dish: thinking of a hint",
            daemon=True,  # never keeps the app from quitting
        )
        self.hint_thought = thought
        sys.setswitchinterval(SWITCH_WHILE_THINKING)
        thought.thread.start()
        self.changed.emit()  # the table says a hint is being thought of
        return None

    def _hint_searches(self) -> bool:
        """Whether the hint is the strong player's search (the game offers one), which
        takes its time, rather than a player's move given at once (``_hint_player``)."""
        game_id = self.match.game_id
        return "strong" in registry.levels(game_id) and registry.strong_searches(game_id)

    def _hint_normal(self) -> Any:
        """The normal computer player a hint asks (for its move, or its reason)."""
        return registry.make_bot(self.match.game_id, "normal", len(self.session.steps))

    def _hint_player(self) -> Any:
        """The player whose move a hint that does not search names, with its reason:
        the strongest the game offers (a strong player of the game's own answers at
        once: ADRIFT's keen castaway), else the normal one."""
        game_id = self.match.game_id
        level = "strong" if "strong" in registry.levels(game_id) else "normal"
        return registry.make_bot(game_id, level, len(self.session.steps))

    def _consider(
        self, seat: str, view: Any, legal: list[Action], budget: Budget, stop: Callable[[], bool]
    ) -> Advice:
        """The strong player's hint (see core.hint.consider), its chance drawn from the
        position (the same position and budget, the same hint)."""
        rng = random.Random(self.match.seed * 101 + len(self.session.steps))
        normal = self._hint_normal()
        return consider(self.game, view, seat, legal, normal, rng, budget, stop)

    def _hint_wanted(self, thought: HintThought) -> bool:
        """Is ``thought`` still about the game as it is (plain reads: its thread asks)?"""
        # (Not ``paused``: a lesson holds the computer players, not the person's hint.)
        return not (
            thought.dropped.is_set()
            or self.broken
            or self.session.state is not thought.state
            or self.session.draft != thought.draft
            or self.viewer != thought.viewer
            or self.replay_at is not None
        )

    def _hint_on(self, thought: HintThought, view: Any, legal: list[Action]) -> None:
        """The hint's thread: the search, then word back to the window's thread."""

        def stop() -> bool:
            return not self._hint_wanted(thought)

        try:
            thought.advice = self._consider(thought.seat, view, legal, thought.budget, stop)
        except Exception:  # a bug: said on the window's thread
            thought.error = traceback.format_exc()
        with contextlib.suppress(RuntimeError):  # the controller is gone already
            self._hint_done.emit(thought)

    def _hint_over(self, thought: HintThought) -> None:
        """A hint has been thought of: say it (``hint_ready``) if the game is still as it
        was asked in; else it is dropped, unsaid."""
        if thought is not self.hint_thought:
            return  # dropped already
        self.hint_thought = None
        if not self._finished(thought):
            return
        self.changed.emit()  # the cue goes
        if thought.advice is not None and self._hint_wanted(thought):
            self.hint_ready.emit(thought.advice)

    def end_hint(self) -> None:
        """Drop the hint being thought of, if any: its search stops at the end of its
        round (waited for here), and it is never said."""
        thought, self.hint_thought = self.hint_thought, None
        self._drop(thought)

    def _finished(self, thought: Thought) -> bool:
        """A thought that has said it is done: its thread joined (at once). False if its
        search broke (a bug, said here)."""
        if thought.thread is not None:
            thought.thread.join()
        self._switch_back()
        if thought.error:
            self._broke_with(thought.error)
            return False
        return True

    def _drop(self, thought: Thought | None) -> None:
        """Stop ``thought`` (a move's or a hint's, if any), waiting for its thread."""
        if thought is None:
            return
        thought.dropped.set()
        if thought.thread is not None:
            thought.thread.join()
        self._switch_back()

    def _switch_back(self) -> None:
        """Python's threads take turns as usual again once nothing thinks."""
        if self.thought is None and self.hint_thought is None:
            sys.setswitchinterval(SWITCH_USUAL)

    def hint_refusal(self) -> str | None:
        """Why there is no hint now, or None. The sandbox lets any seat edit at any time,
        but only a seat the rules ask to move has a move to suggest."""
        seat = self.viewer
        if self.replay_at is not None:
            return REPLAYING
        if self.lesson_hint is not None:
            # A lesson's step to read, or its end: Hint is greyed, saying why, as at a
            # game's end (it stayed lit, and answered "No hint" when pressed).
            taught = self.lesson_hint()
            if isinstance(taught, str):
                return taught
        if seat is None or self.game.is_terminal(self.state):
            return "there is nothing for you to do now"
        if self.waiting_for is not None:
            return f"the table is being passed to {self.match.seat(self.waiting_for).name}"
        if not self.can_act(seat):
            # Whose move it is, by name: "nothing for you to do" read as a fault when
            # it stayed up into the person's own turn, the computers being quick.
            others = [self.match.seat(s).name for s in self.whose_turn() if s != seat]
            if others:
                return f"it is {listed(others)}'s move, not yours"
            return "there is nothing for you to do now"
        if seat not in self.game.to_move(self.state):
            return f"the rules give {self.match.seat(seat).name} no move now"
        return None

    def break_off(self) -> bool:
        """Something unexpected broke (a bug): stop the computer players and their timers
        for good, so that the failure cannot come back again and again as they play on.
        True the first time, when it is to be said; False after."""
        first = not self.broken
        self.broken = True
        self.stop_bots()
        return first

    def _broke(self) -> None:
        """The exception being handled is a bug: break off, and say it once."""
        self._broke_with(traceback.format_exc())

    def _broke_with(self, text: str) -> None:
        """A bug (``text`` says what): break off, and say it once."""
        if self.break_off():
            self.failed.emit(text)
        elif sys.stderr is not None:
            sys.stderr.write(text)

    def wake(self) -> None:
        """Look again at who acts next (the computer players were held, and may go)."""
        self._next()

    def stop_bots(self) -> None:
        """Forget a computer move being thought about or shown (undo, leaving)."""
        self._timer.stop()
        self._show_timer.stop()
        self._people_timer.stop()
        if self.intent is not None or self.thought is not None or self.hint_thought is not None:
            self.intent = None
            self.end_thought()
            self.end_hint()
            self.changed.emit()

    def close(self) -> None:
        """Stop for good: the window has let this game go (another opened, or the
        picker). No timer fires again and nothing more is signalled, so nothing queued
        can call back into the window; the controller is then deleted, and with it the
        connections that held the window's slots."""
        self.paused = True
        for timer in (self._timer, self._show_timer, self._people_timer, self._read_timer):
            timer.stop()
        self.opening = None
        self.intent = None
        self.blockSignals(True)
        self.end_thought()
        self.end_hint()
        self.deleteLater()

    def run_bots_now(self, limit: int = 10_000) -> None:
        """Play every pending computer move at once (tests, fast-forward), as if the
        people had let them go ahead (not while they are held: ``computers_wait``); at
        most ``limit`` moves."""
        if self._held() or self.broken or self.computers_wait:
            return
        self.end_thought()  # thought about here instead
        self.people_waited = True
        for _ in range(limit):
            if (
                self.game.is_terminal(self.state)
                or self.broken
                or computer_turn(self.game, self.state, self.bots, True) is None
            ):
                break
            self._timer.stop()
            self._show_timer.stop()
            if self.intent is not None:
                self._carry_out()
            else:
                self._bot_step(show=False)

    def _held(self) -> bool:
        """Is the game held still: a save's moves being read, or a replay?"""
        return self.opening is not None or self.replay_at is not None

    # -- replaying ------------------------------------------------------------------------
    def replay_refusal(self) -> str | None:
        """Why the game cannot be replayed now, or None. A replay shows what the person
        at the computer may see: behind the curtain nobody is at it yet."""
        if self.opening is not None:
            return self.reading
        if self.waiting_for is not None:
            return (
                f"{self.curtain_name} sits down first: a replay shows what the person at "
                "the computer may see"
            )
        return None

    def start_replay(self) -> str | None:
        """Hold the game still and replay it, at the present (``replay_at``; the window
        moves it); or say why not. The replay shows each step as the person at the
        computer saw it; a finished game that several people shared, only what they all
        saw. Computer players wait until it ends."""
        if self.replay_at is not None:
            return None
        reason = self.replay_refusal()
        if reason is not None:
            return reason
        self.stop_bots()
        self._live_viewer = self.viewer
        if self.shared and self.game.is_terminal(self.state):
            self.viewer = None  # everyone around the screen: nobody's own secrets
        self.replay_at = len(self.session.steps)
        return None

    def replay_to(self, moves: int) -> None:
        """Show the position after ``moves`` moves in the replay."""
        self.replay_at = moves

    def end_replay(self, resume: bool = True) -> None:
        """Back to the game exactly as it was; computer players carry on unless the
        game is being let go (``resume`` False)."""
        if self.replay_at is None:
            return
        self.replay_at = None
        self.viewer = self._live_viewer
        if resume:
            self._next()

    # -- saving ---------------------------------------------------------------------------
    def save_kwargs(self) -> dict[str, Any]:
        m = self.match
        return {
            "game_id": m.game_id,
            "seed": m.seed,
            "options": m.options,
            "forced": m.forced,
            "seats": m.seats,
            "title": m.title or f"{self.game.name} — {self.game.turn_label(self.state)}",
            "start": m.start,
        }

    def save_to(self, path: str) -> None:
        if self.opening is not None:  # its moves are not all read: it cannot be written
            raise ValueError(self.reading)
        saves.write_save(path, self.session, **self.save_kwargs())

    @property
    def autosave_file(self) -> Path | None:
        """This game's own autosave (None: it has none, or not yet)."""
        if self.paths is None or not self.match.autosave_id:
            return None
        return self.paths.autosave_for(self.match.autosave_id)

    def autosave(self) -> None:
        """Write this game's own autosave, never another game's. A game that is over
        leaves the games in progress (its autosave goes); a demo is never autosaved."""
        m = self.match
        if self.paths is None or self.opening is not None or m.demo:
            return  # (a save being read is still whole on disk)
        if self.game.is_terminal(self.state):
            if m.autosave_id:  # a file left behind is only one more game to remove
                with contextlib.suppress(OSError):
                    autosave_files.remove_game(self.paths, m.autosave_id)
            return
        if not m.autosave_id:
            m.autosave_id = new_autosave_key(m.game_id)
        try:
            if self._opened is not None and self._opened[1] == self._as_saved():
                autosave_files.write_autosave(self.paths, m.autosave_id, self._opened[0])
            else:
                self._opened = None
                saves.autosave(self.paths, self.session, key=m.autosave_id, **self.save_kwargs())
        except OSError as exc:  # nothing lost: the game goes on, the last autosave stays
            self.refused.emit(f"Could not autosave: {plain_reason(exc)}", False)
        except ValueError as exc:  # a save the reader would refuse: none is written
            self.refused.emit(f"Could not autosave: {exc}", False)
