"""What lies on a table, and who may see it: declared once by each game.

Every game keeps its material in its state in the same few shapes, which the core reads
without knowing the game:

* **zones**: ``state.zones``, place name -> its cards in order, bottom (or first)
  first. Whether a card lies face up or down is the game's :class:`Secrets`.
* **dice**: ``state.dice``, key -> :class:`petridish.core.dice.Rolled` (the sides, the
  face showing, what it was rolled for and by whom), in a game that has dice.
* **counters**: every other number on the table a person could set by hand: a track's
  position, a count of tokens on a spot, the round marker. A game names them and their
  ranges as :class:`Counter` declarations (``Game.counters``).
* the **RNG**: ``state.rng``, which no view ever shows.

Secrets are declared the same way, position by position (``Game.secrets``), and
:func:`masked` is the one place where anything is hidden: every view, and through the
declaration every sandbox edit's log line and every undo that would show a secret.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from petridish.core import secret
from petridish.core.evolve import evolve
from petridish.core.rng import RngState

HIDDEN = secret.HIDDEN  # a card, or a value, the viewer may not read
NOBODY: tuple[str, ...] = ()  # a zone nobody sees into: a deck, its cards and their order


@dataclass(frozen=True, slots=True)
class Counter:
    """A number the sandbox may set by hand, from ``low`` to ``high``. ``owner``: a
    seat whose screen hides it (only they read it); ``refusal``: why it cannot be set
    now (a player out of the game), in the game's words."""

    low: int
    high: int
    label: str = ""
    owner: str = ""
    refusal: str = ""


@dataclass(frozen=True, slots=True)
class Choices:
    """A pending simultaneous choice (see :mod:`petridish.core.secret`): the state's
    field ``field`` maps each seat to its choice. A seat reads its own, those of the
    seats in ``shown`` (made face up), and all of them once ``complete`` have chosen.

    ``anonymous``: the choices are revealed together *anonymously*, as a pile of
    face-down cards shuffled before it is turned up (``secret.reveal_anonymously``):
    everyone learns what was chosen, nobody who chose what, then or ever after."""

    field: str
    shown: tuple[str, ...] = ()
    complete: int = 0
    anonymous: bool = False


@dataclass(frozen=True, slots=True)
class Secrets:
    """What is private in one position, and to whom.

    ``zones``: a private zone -> the seats that see its cards (a hand: its owner;
    ``NOBODY``: a deck). ``face_down``: cards nobody sees wherever they lie;
    ``face_up``: cards everyone sees wherever they lie (turned up in a hand). A card in
    a zone not named is seen by everyone unless it is face down. ``private``: fields of
    the state that map each seat to a value only that seat reads (a tracker behind its
    screen). ``choices``: pending simultaneous choices.
    """

    zones: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    face_down: frozenset[str] = frozenset()
    face_up: frozenset[str] = frozenset()
    private: tuple[str, ...] = ()
    choices: tuple[Choices, ...] = ()

    def sees(self, seat: str | None, zone: str, card: str) -> bool:
        """Whether ``seat`` (None: a spectator) sees which card ``card`` is where it
        lies, in ``zone``."""
        if card in self.face_up:
            return True
        if card in self.face_down:
            return False
        seers = self.zones.get(zone)
        return seers is None or (seat is not None and seat in seers)

    def owns(self, seat: str, name: str, key: str = "") -> bool:
        """Whether the zone ``name`` (or the entry ``key`` of the field ``name``) is
        private and ``seat`` is one who may see it: its own secret."""
        if not key:
            return seat in self.zones.get(name, ())
        fields = (*self.private, *(c.field for c in self.choices))
        return name in fields and key == seat


def lying(zones: Mapping[str, tuple[str, ...]]) -> dict[str, str] | str:
    """Where each card lies (card -> zone), or, for a position that holds a card twice,
    which card and where (a loaded position's first check)."""
    seen: dict[str, str] = {}
    for zone, cards in zones.items():
        for c in cards:
            if c in seen:
                return f"card {c} is both in {seen[c]} and {zone}"
            seen[c] = zone
    return seen


def where(zones: Mapping[str, tuple[str, ...]], card: str) -> str:
    """The zone holding ``card`` ("" if it is not on the table)."""
    for zone, cards in zones.items():
        if card in cards:
            return zone
    return ""


def unseen(cards: Iterable[str], zones: Mapping[str, tuple[str, ...]]) -> list[str]:
    """Of ``cards`` (every card of a game, a card as often as it is in it), those that
    lie nowhere in ``zones`` face up: in a view, what its hidden places may hold (a
    search deals them there, ``Game.determinize``). In the order of ``cards``."""
    seen: dict[str, int] = {}
    for cards_there in zones.values():
        for card in cards_there:
            if card != HIDDEN:
                seen[card] = seen.get(card, 0) + 1
    left = []
    for card in cards:
        if seen.get(card):
            seen[card] -= 1
        else:
            left.append(card)
    return left


def masked(state: Any, secrets: Secrets, seat: str | None) -> Any:
    """``state`` as ``seat`` may see it (None: a spectator, who sees only what is
    public): every card it may not see reads HIDDEN where it lies, every value behind
    another's screen reads HIDDEN, every choice not yet revealed to it reads HIDDEN,
    and the RNG is a blank one."""
    zones = dict(state.zones)
    # Only zones that hold a secret are rebuilt: most of a table is public.
    names = set(secrets.zones)
    if secrets.face_down:
        names |= {z for z, cards in zones.items() if not secrets.face_down.isdisjoint(cards)}
    for zone in names:
        cards = zones.get(zone)
        if cards is not None:
            zones[zone] = tuple(c if secrets.sees(seat, zone, c) else HIDDEN for c in cards)
    changes: dict[str, Any] = {"zones": zones, "rng": RngState(0)}
    for name in secrets.private:
        changes[name] = {s: v if s == seat else HIDDEN for s, v in getattr(state, name).items()}
    for c in secrets.choices:
        changes[c.field] = secret.masked(
            getattr(state, c.field), seat, shown=c.shown, complete=c.complete
        )
    return evolve(state, **changes)
