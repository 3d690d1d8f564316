"""Sandbox edits, checked and applied the same way for every game.

An :class:`~petridish.core.actions.Edit` changes the material of a position by hand
(see :mod:`petridish.core.material`): it moves a card to another place or to another
position in its own (``move``), turns a card over or a whole pile (``flip``), sets a
counter or turns a die to a face (``set``), rolls a die again (``roll``), shuffles a
pile (``shuffle``) or cuts it (``cut``). The core checks what every
game's edits have in common (the card is on the table, the place and the position
exist, the number is in its counter's range) and makes the change; a game says only
(each a method of ``Game`` with a default):

* :meth:`edit_refusal`: what its sandbox forbids, and why ("a fish always keeps a
  Body");
* :meth:`turned_over`: what turning one of its cards over does (by default nothing:
  the refusal says how the card lies, face up for all, or face down because it is
  someone's secret or a deck's, :func:`fixed_face`);
* :meth:`with_counter`: how a counter is written into its state (by default, the
  state's field of that name);
* :meth:`follow_edit`: what its rules then do by themselves (a fish now beaten is
  defeated), with the events of it.

An edit is refused only when the rules could not go on from where it leads
(``validate_state``). The sandbox is open from a game's first moment, set-up included.

The log line of an edit goes through the game's declared secrets: a card is named to
the seats that saw it before or see it after, and to nobody else; an edit that shows
someone a card they did not see cannot be undone in rules play (``Event.reveal``).
A shuffle or a cut names no card and no count: whatever it shows anyone is what the
declared secrets let them see of the pile afterwards (a deck nobody sees into stays
unseen, a hand's owner sees their own hand's new order).

Every random edit draws from the state's RNG at its own draw point, so a replay of
the same edits gives the same dice and the same orders.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

from petridish.core.actions import Edit
from petridish.core.events import Event
from petridish.core.evolve import evolve
from petridish.core.material import HIDDEN, NOBODY, Counter, Secrets, where
from petridish.core.work import Work

ROLL = "sandbox roll"  # the draw point of a die rolled again by hand
SHUFFLE = "sandbox shuffle"  # the draw point of a pile shuffled by hand
CUT = "sandbox cut"  # the draw point of where a pile is cut by hand
OPS = ("move", "flip", "set", "roll", "shuffle", "cut")
PILE_OPS = ("shuffle", "cut")  # of a whole pile (``zone``), as is a flip of no card


class Game(Protocol):
    """What the sandbox asks of a game (every ``core.game.Game`` has it all)."""

    seats_are_roles: bool

    def seats_of(self, state: Any) -> tuple[str, ...]: ...
    def secrets(self, state: Any) -> Secrets: ...
    def counters(self, state: Any) -> dict[str, Counter]: ...
    def edit_refusal(self, state: Any, edit: Edit, source: str) -> str | None: ...
    def turned_over(self, state: Any, card: str) -> Any: ...
    def with_counter(self, state: Any, key: str, value: int) -> Any: ...
    def follow_edit(self, state: Any, edit: Edit) -> tuple[Any, list[Event]]: ...
    def validate_state(self, state: Any) -> str | None: ...
    def place_name(self, zone: str) -> str: ...
    def seat_name(self, seat: str) -> str: ...
    def shows_up(self, state: Any, card: str) -> bool: ...


def made(
    game: Game, state: Any, action: Edit, *, whole: bool = True
) -> tuple[Any, tuple[Event, ...]] | str:
    """The position ``action`` makes and its events (the edit's own, then what the
    rules did by themselves); or why the sandbox refuses it. ``whole=False`` leaves out
    the check of the whole position (``validate_state``), which play never does: it
    makes the damaged position a hand-edited save can hold, for the tests that read one."""
    seats = game.seats_of(state)
    if action.seat not in seats:
        return f"there is no seat {action.seat!r} at this table"
    named = _named(game, state, action)
    if isinstance(named, str):
        return named
    changed = _changed(game, state, named)
    if isinstance(changed, str):
        return changed
    new, events = game.follow_edit(changed, named)
    problem = game.validate_state(new) if whole else None
    if problem is not None:
        if unseen(game, state, named):  # the position's problem may name the card
            return "the rules could not go on from there"
        return f"the rules could not go on from there: {problem}"
    return new, (_event(game, state, new, named), *events)


def unseen(game: Game, state: Any, edit: Edit) -> bool:
    """Whether ``edit`` moves or turns a card its seat named by its place without
    seeing it: a refusal must then not name the card (a game's ``edit_refusal`` asks
    this before naming it)."""
    if edit.place is None or not edit.card:
        return False
    return not game.secrets(state).sees(edit.seat, where(state.zones, edit.card), edit.card)


def _named(game: Game, state: Any, action: Edit) -> Edit | str:
    """The edit with a card named by its place turned into the card itself."""
    if action.op not in OPS:
        return f"unknown edit {action.op!r}"
    if is_pile(action):
        return action
    place = action.place
    if place is None or action.op not in ("move", "flip"):
        return action
    cards = state.zones.get(place.zone, ())
    if not 0 <= place.index < len(cards):
        return f"there is no card at position {place.index + 1} of {game.place_name(place.zone)}"
    # The place stays on the edit: a refusal can tell the card was named blind.
    return evolve(action, card=cards[place.index])


def is_pile(edit: Edit) -> bool:
    """Whether ``edit`` is of a whole pile, its ``zone``: a shuffle, a cut, or a flip
    that names no card (the pile turned over)."""
    return edit.op in PILE_OPS or (edit.op == "flip" and not edit.card and edit.place is None)


def _changed(game: Game, state: Any, edit: Edit) -> Any:
    """The position the edit makes by itself, or why it cannot be made (a str)."""
    if is_pile(edit):
        return _pile_changed(game, state, edit)
    if edit.op in ("move", "flip"):
        source = where(state.zones, edit.card)
        if not source:
            return "that card is not on the table"
        problem = _move_problem(game, state, edit) if edit.op == "move" else None
        problem = problem or game.edit_refusal(state, edit, source)
        if problem is not None:
            return problem
        if edit.op == "flip":
            turned = game.turned_over(state, edit.card)
            return fixed_face(game, state, source, edit.card) if turned is None else turned
        w = Work(state)
        w.move(edit.card, edit.zone, edit.index, source)
        return w.outcome()[0]
    dice = getattr(state, "dice", {})
    if edit.key in dice:
        die = dice[edit.key]
        if edit.op == "roll":
            problem = game.edit_refusal(state, edit, "")
            if problem is not None:
                return problem
            w = Work(state)
            w.roll(edit.key, die.sides, ROLL, die.purpose, die.seat)
            return w.outcome()[0]
        if not 1 <= edit.value <= die.sides:
            return f"that die shows 1 to {die.sides}"
        problem = game.edit_refusal(state, edit, "")
        if problem is not None:
            return problem
        w = Work(state)
        w.lay(edit.key, replace(die, value=edit.value))
        return w.outcome()[0]
    if edit.op == "roll":
        return f"there is no die {edit.key!r} on the table"
    counters = game.counters(state)
    counter = counters.get(edit.key)
    if counter is None:
        names = [*counters][:8] + (["…"] if len(counters) > 8 else [])
        listed = f"the counters are {', '.join(names)} and " if names else "there are "
        return f"there is no counter {edit.key!r}: {listed}the dice once rolled"
    if counter.refusal:
        return counter.refusal
    if not counter.low <= edit.value <= counter.high:
        label = counter.label or f"the {edit.key}"
        return f"{label} must be {counter.low} to {counter.high}"
    problem = game.edit_refusal(state, edit, "")
    if problem is not None:
        return problem
    return game.with_counter(state, edit.key, edit.value)


def _pile_changed(game: Game, state: Any, edit: Edit) -> Any:
    """A pile shuffled, cut or turned over: the position, or why not (a str)."""
    cards = state.zones.get(edit.zone)
    if cards is None:
        return "there is no such place on the table"
    name = game.place_name(edit.zone)
    if len(cards) < 2 and edit.op != "flip":
        return f"{name} holds fewer than two cards: there is nothing to {edit.op}"
    if not cards:
        return f"{name} holds no card to turn over"
    if edit.op == "cut" and not (edit.index == -1 or 1 <= edit.index < len(cards)):
        return f"{name} can be cut only between two of its {len(cards)} cards"
    problem = game.edit_refusal(state, edit, edit.zone)
    if problem is not None:
        return problem
    w = Work(state)
    if edit.op == "flip":  # the bottom card comes on top, each card on its other side
        w.set_zone(edit.zone, cards[::-1])
        turned = w.outcome()[0]
        for card in cards:
            turned = game.turned_over(turned, card)
            if turned is None:
                return fixed_face(game, state, edit.zone)
            if isinstance(turned, str):
                return turned
        return turned
    if edit.op == "shuffle":
        order = w.shuffle(SHUFFLE, cards)
    else:  # a cut: the cards above the cut go under the rest, the top (last) first
        at = edit.index if edit.index != -1 else w.draw(CUT, 1, len(cards) - 1)
        order = (*cards[-at:], *cards[:-at])
    w.set_zone(edit.zone, order)
    return w.outcome()[0]


def fixed_face(game: Game, state: Any, zone: str, card: str = "") -> str:
    """Why a card (``card``) or the pile ``zone`` of a game whose cards are not turned
    over by hand stays as it lies, in plain words. A card shows its face by where it
    lies: one that reads face down is someone's secret (a hand's) or a pile's whose
    order nobody knows (a deck's), not a card without another side; showing it is a
    move out of there, which the sandbox makes. Names no card: a refusal must not name
    one its seat did not see (:func:`unseen`)."""
    secrets = game.secrets(state)
    name = game.place_name(zone)
    if card in secrets.face_down:
        return "that card lies face down by the rules wherever it is"
    seers = None if card in secrets.face_up else secrets.zones.get(zone)
    if seers is None:
        return f"the cards in {name} lie face up for everyone: there is nothing to turn over"
    if seers == NOBODY:  # a deck, its cards and their order
        if not card:
            return (
                f"{name} lies face down by the rules, its order secret:"
                " shuffle it or cut it instead"
            )
        return f"the cards in {name} lie face down by the rules: move this one out to show it"
    # A seat that is a part in the game is named as one: "the Geneticist's secret".
    article = "the " if game.seats_are_roles else ""
    owners = " and ".join(f"{article}{game.seat_name(s)}" for s in seers)
    which = "this one" if card else "one"
    return f"the cards in {name} are {owners}'s secret: move {which} out to show it"


def _move_problem(game: Game, state: Any, edit: Edit) -> str | None:
    if edit.zone not in state.zones:
        return "there is no such place on the table"
    # A position just past the end is the end, even in the card's own zone (where
    # the card leaves a gap first): a drop on the slot after the last card.
    if not -1 <= edit.index <= len(state.zones[edit.zone]):
        return f"there is no position {edit.index + 1} in {game.place_name(edit.zone)}"
    return None


def _event(game: Game, state: Any, new: Any, named: Edit) -> Event:
    """The edit's log entry, naming the card only to those who may see it."""
    if is_pile(named):
        return _pile_event(game, state, new, named)
    card = named.card
    data: dict[str, Any] = {
        "op": named.op,
        "card": card,
        "zone": named.zone,
        "key": named.key,
        "value": named.value,
        "from": where(state.zones, card) if named.op == "move" else "",
    }
    if named.op in ("set", "roll"):
        dice = getattr(new, "dice", {})
        if named.key in dice:
            data["value"] = dice[named.key].value
        owner = game.counters(state).get(named.key, Counter(0, 0)).owner
        if owner:  # behind a screen: the others read only that it was set
            return Event("edit", data, seen_by=(owner,), public={**data, "value": HIDDEN})
        return Event("edit", data, random=named.op == "roll")
    data["up"] = game.shows_up(new, card)
    before, public_before = _seers(game, state, card)
    after, public_after = _seers(game, new, card)
    reveal = bool(after - before)  # someone now sees a card they did not
    if public_before or public_after:
        return Event("edit", data, reveal=reveal)
    seers = tuple(s for s in game.seats_of(state) if s in before | after)
    return Event("edit", data, seen_by=seers, public={**data, "card": HIDDEN}, reveal=reveal)


def _pile_event(game: Game, state: Any, new: Any, named: Edit) -> Event:
    """A pile's edit names the pile alone: no card, and no count a cut took (where a
    deck nobody sees into was cut would tell nothing, and it draws from the RNG). A
    pile turned over shows its cards to whoever sees them now (``reveal``)."""
    data = {"op": named.op, "zone": named.zone, "card": "", "key": "", "value": 0, "from": ""}
    if named.op != "flip":
        return Event("edit", data, random=named.index == -1 or named.op == "shuffle")
    cards = state.zones[named.zone]
    before = [_seers(game, state, c)[0] for c in cards]
    after = [_seers(game, new, c)[0] for c in cards]
    reveal = any(a - b for a, b in zip(after, before, strict=True))
    data["up"] = any(game.shows_up(new, c) for c in cards)
    return Event("edit", data, reveal=reveal)


def _seers(game: Game, state: Any, card: str) -> tuple[set[str], bool]:
    """The seats that see which card ``card`` is where it lies in ``state``, and whether
    everyone does (a spectator too)."""
    zone = where(state.zones, card)
    secrets = game.secrets(state)
    seats = {s for s in game.seats_of(state) if secrets.sees(s, zone, card)}
    return seats, secrets.sees(None, zone, card)
