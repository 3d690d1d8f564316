"""The working copy: the one way every game's rules change a position.

An action is carried out on a ``Work`` made from the position it is played in. The
rules read the position as it stands (``w.s``) and change it only through the work's
primitives: move a card (``move``, ``take``, ``put``, ``set_zone``), draw at random
(``draw``, ``shuffle``, ``choice``), roll a die that then lies on the table (``roll``),
set any other field (``set``, or ``own`` a table of it to change), and report what
happened (``event``). ``outcome`` then gives the new position and its events. The
sandbox's edits use the same primitives.

So that this holds in one place:

- *positions are never changed once made*: the first change copies the position (one
  shallow copy for the whole action), later changes write into that copy, and a table
  of it (``zones``, ``dice``) is copied once, the first time it is changed (a search's
  own position has its own tables: ``Game.clone`` copied them);
- *every draw is from the game's one stream, at a named draw point*: the generator is
  made from the position's ``rng`` on the first draw, and its state goes back into the
  position at the end (see ``core.rng``);
- *every roll lies on the table*: ``roll`` leaves its die in the position's ``dice``;
- *every change a player can see is an event*, with who may see it (``seen_by``).

**Search mode** (``search=True``): a search plays thousands of moves on a position of
its own (``Game.clone``). The work then changes that position in place, without the
first copy, and builds no events: nobody reads them, and a search must never decide on
them (the rules may not read ``events`` back).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from petridish.core.dice import Rolled
from petridish.core.events import Event
from petridish.core.evolve import evolve, slot_setters
from petridish.core.rng import Forced, Rng, RngState, start_state

S = TypeVar("S")
T = TypeVar("T")


class Work(Generic[S]):
    """A position being changed by one action (see the module's docstring)."""

    __slots__ = (
        "_copied",
        "_drawn",
        "_owned",
        "_rng",
        "_setters",
        "events",
        "s",
        "search",
        "start",
    )

    def __init__(self, state: S, *, search: bool = False) -> None:
        self.start = state
        self.s = state  # the position as it stands: read it, never write to it directly
        self.search = search
        self.events: list[Event] = []
        self._rng: Rng | None = None  # made on the first draw: most actions draw nothing
        self._drawn = 0
        self._copied = search  # a search's position is its own: changed in place
        # The tables of ``s`` this work has copied (None: all of them are its own, as in
        # a search's position, whose tables the clone copied).
        self._owned: set[str] | None = None if search else set()
        self._setters: dict[str, Callable[[Any, Any], None]] | None = None

    # -- the position ------------------------------------------------------------------
    def set(self, **changes: Any) -> None:
        """Set fields of the position (the first change of an action copies it)."""
        if not self._copied:
            self.s = evolve(self.s, **changes)
            self._copied = True
            return
        s, owned = self.s, self._owned
        setters = self._setters
        if setters is None:
            setters = self._setters = slot_setters(type(s))
        if owned is None:
            # A search's position keeps only tables of its own (one given whole may be
            # shared: a constant, another position's).
            for name, value in changes.items():
                setters[name](s, dict(value) if type(value) is dict else value)
        else:
            for name, value in changes.items():
                setters[name](s, value)
                owned.discard(name)  # a new table given whole is not this work's copy

    def own(self, name: str) -> dict[Any, Any]:
        """The position's table ``name`` (a dict field: ``zones``, ``dice``, ...) as this
        work's own copy, to change in place: copied the first time only."""
        if self._owned is not None and name not in self._owned:
            self.set(**{name: dict(getattr(self.s, name))})
            self._owned.add(name)
        table: dict[Any, Any] = getattr(self.s, name)
        return table

    # -- cards -------------------------------------------------------------------------
    def where(self, card: str) -> str:
        """The zone holding ``card`` ("" if it is not on the table)."""
        zones: dict[str, tuple[str, ...]] = self.s.zones  # type: ignore[attr-defined]
        for zone, cards in zones.items():
            if card in cards:
                return zone
        return ""

    def take(self, card: str, source: str = "") -> str:
        """Lift ``card`` from its zone (``source`` if the caller knows it); returns
        the zone."""
        zone = source or self.where(card)
        zones = self.own("zones")
        zones[zone] = tuple(c for c in zones[zone] if c != card)
        return zone

    def put(self, zone: str, card: str, at: int = -1) -> None:
        """Put ``card`` into ``zone``: at its end (its top), or at index ``at``."""
        zones = self.own("zones")
        cards = zones.get(zone, ())
        if at == -1 or at >= len(cards):
            zones[zone] = (*cards, card)
        else:
            zones[zone] = (*cards[:at], card, *cards[at:])

    def move(self, card: str, zone: str, at: int = -1, source: str = "") -> str:
        """Move ``card`` to ``zone`` (see ``put``); returns the zone it came from."""
        came_from = self.take(card, source)
        self.put(zone, card, at)
        return came_from

    def set_zone(self, zone: str, cards: Sequence[str]) -> None:
        """Lay ``cards`` as the whole of ``zone``, in order (a deal, a new order)."""
        self.own("zones")[zone] = tuple(cards)

    # -- chance ------------------------------------------------------------------------
    @property
    def rng(self) -> Rng:
        if self._rng is None:
            self._rng = Rng(self.start.rng)  # type: ignore[attr-defined]
            self._drawn = self._rng.used  # the draws the position's own state has made
        return self._rng

    def draw(self, point: str, low: int, high: int) -> int:
        """A whole number in [low, high] drawn at ``point`` (not a die: a card taken
        blind, a place chosen at random). A die is ``roll``."""
        return self.rng.randint(low, high, point)

    def shuffle(self, point: str, items: Sequence[T]) -> tuple[T, ...]:
        """``items`` in a new random order, drawn at ``point``."""
        return self.rng.shuffle(items, point)

    def choice(self, point: str, items: Sequence[T]) -> T:
        """One of ``items``, drawn at ``point``."""
        return self.rng.choice(items, point)

    def roll(
        self, key: str, sides: int, point: str, purpose: str = "", seat: str = "", low: int = 1
    ) -> int:
        """A die of ``sides`` rolled at ``point``, left lying on the table as the
        position's ``dice[key]`` (faces ``low`` .. ``low + sides - 1``)."""
        value = self.rng.randint(low, low + sides - 1, point)
        self.lay(key, Rolled(sides, value, purpose, seat))
        return value

    def lay(self, key: str, die: Rolled) -> None:
        """Leave ``die`` on the table as ``dice[key]`` (where the last of it lay)."""
        self.own("dice")[key] = die

    # -- events ------------------------------------------------------------------------
    def event(
        self,
        kind: str,
        data: dict[str, Any] | Callable[[], dict[str, Any]] | None = None,
        *,
        seen_by: tuple[str, ...] | None = None,
        public: dict[str, Any] | None = None,
        reveal: bool = False,
        random: bool = False,
        anonymous: bool = False,
        shown: str = "",
    ) -> None:
        """Report what happened: ``kind`` with its ``data`` (or a function that makes
        it, when making it costs), seen by ``seen_by`` only (None: everyone), the others
        reading ``public`` (None: nothing). ``reveal``: it shows something hidden;
        ``random``: it came of chance (neither can be taken back); ``shown``: what a
        reveal showed, for the refusal to take it back (``Event.shown``). Built only when
        someone may read it: never in search mode."""
        if self.search:
            return
        if callable(data):
            data = data()
        self.events.append(
            Event(kind, data or {}, seen_by, public, reveal, random, anonymous, shown)
        )

    def add(self, event: Event) -> None:
        """Report an event made whole elsewhere in the core (a secret choice's reveal)."""
        if not self.search:
            self.events.append(event)

    # -- the end -----------------------------------------------------------------------
    def outcome(self) -> tuple[S, tuple[Event, ...]]:
        """The position reached (with the generator's state, if anything was drawn)
        and its events."""
        rng = self._rng
        if rng is not None and rng.used != self._drawn:
            self.set(rng=rng.state)
            self._drawn = rng.used
        return self.s, tuple(self.events)

    def again(self) -> None:
        """Ready for the next action on the same position: a search plays move after
        move on its own position (``Game.play``), and one working copy serves them all.
        Its generator goes on where the last action left it (its state is the
        position's own, written back at each ``outcome``)."""
        self.start = self.s
        self.events = []


class Dealer:
    """The game's stream of chance while a new game is set up, before there is a
    position to work on: the shuffles and rolls of the set-up are drawn from it, and
    ``state`` is what the new position's ``rng`` holds afterwards."""

    __slots__ = ("_rng",)

    def __init__(self, seed: int, forced: Forced = (), stream: int | None = None) -> None:
        self._rng = Rng(start_state(seed, forced, stream))

    @property
    def state(self) -> RngState:
        return self._rng.state

    def draw(self, point: str, low: int, high: int) -> int:
        return self._rng.randint(low, high, point)

    def shuffle(self, point: str, items: Sequence[T]) -> tuple[T, ...]:
        return self._rng.shuffle(items, point)

    def choice(self, point: str, items: Sequence[T]) -> T:
        return self._rng.choice(items, point)
