"""The conformance check every game must pass, through the public ``Game`` API only.

Modelled on OpenSpiel's ``random_sim_test``: play random games at every player count
the game allows and check, at every step, that the model is consistent — legal actions
pass ``check``, every action either applies or is refused with a reason and no change,
states and actions survive a JSON round trip, views are stable and serialisable, every
event is of a declared kind and reads as a line of the log for every seat, every random
draw names a declared draw point and can be forced by it, sessions undo, redo and
replay from JSON as they should, sandbox edits never break the game, and the same seed
and actions always give the same game.

Every view is exactly what the game's declared secrets make of the state
(``Game.secrets``, masked by ``core.material.masked``): a game that shows a seat more,
or less, in a view of its own fails :func:`check_step`.

Secrets (:func:`check_secrecy`, :func:`check_siblings`). What seat X may not see is
found from the game itself: every part of a state that a spectator's view
(``view(state, None)``) does not show is hidden from X, unless it is X's own — a zone
the game's declared secrets let X see into (its hand), or X's entry of a private field
(its tracker) or of a pending choice — and X's view shows it. (What a spectator's view shows
counts as public, so a spectator's view that shows a secret is beyond these checks;
no view may show the RNG's seed or forced outcomes, which :func:`check_step` checks.)
Then:

* *perturbed positions*: hidden cards are swapped among hidden places, other seats'
  hidden entries swapped among themselves, the RNG's seed changed (a game may add its
  own ``perturb(state, seat, rng)``); every change the game still accepts as a
  position (``validate_state``) must leave X's view and X's legal actions as they were,
  and the same action played in both must give X the same log lines and, unless an
  event showed X something hidden (``Event.reveal``), the same view;
* *sibling outcomes*: when two actions another seat could take lead to positions that
  differ only in what X may not see, X's view and X's log must not tell them apart.

A check that finds a leak fails with an AssertionError that names the seat, the
action and what differs.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from petridish.core.actions import Action, Edit, Pass, Place
from petridish.core.events import Event
from petridish.core.game import MAY, MUST, Game, IllegalAction
from petridish.core.material import masked
from petridish.core.rng import MAX_SEED, Rng, RngState
from petridish.core.session import Session

HIDE = "\x00hidden"  # what a part hidden from a seat reads as when comparing positions
Perturb = Callable[[Any, str, random.Random], Any]


@dataclass
class Report:
    """How much a conformance run checked (a test can insist that none of it was empty)."""

    games: int = 0
    positions: int = 0
    secrecy: int = 0  # perturbed positions compared
    outcomes: int = 0  # actions compared on a position and its perturbation
    siblings: int = 0  # pairs of outcomes a seat must not tell apart
    anonymous: int = 0  # outcomes compared across a reveal of anonymous choices
    sessions: int = 0
    edits: int = 0
    points: set[str] = field(default_factory=set)  # draw points drawn
    forced: set[str] = field(default_factory=set)  # draw points shown forced by name
    kinds: set[str] = field(default_factory=set)  # event kinds seen


# -- one position ------------------------------------------------------------------


def roundtrip_state(game: Game, state: Any) -> Any:
    text = json.dumps(game.state_to_json(state), sort_keys=True)
    back = game.state_from_json(json.loads(text))
    assert back == state, "state changed in a JSON round trip"
    return text


def check_step(game: Game, state: Any, pool: list, rng: random.Random) -> None:
    """Invariants of one position."""
    assert game.validate_state(state) is None, game.validate_state(state)
    before = roundtrip_state(game, state)
    terminal = game.is_terminal(state)
    assert terminal == (game.result(state) is not None)
    seats = game.seats_of(state)
    active = game.activity(state)
    assert set(active) <= set(seats), f"seats not playing are active: {active}"
    assert set(active.values()) <= {MUST, MAY}, active
    movers = game.to_move(state)
    assert bool(movers) != terminal, "a live game needs someone to move, an ended one nobody"
    for seat in dict.fromkeys((*seats, *(spec.id for spec in game.seats))):
        legal = game.legal_actions(state, seat)
        if seat not in movers:
            assert legal == [], f"{seat} has actions but is not to move"
        else:
            assert legal, f"{seat} is to move but has no legal action (dead end)"
        passing = game.check(state, Pass(seat))
        if active.get(seat) == MAY:
            assert passing is None, f"{seat} may act, so may pass: {passing}"
        else:
            assert isinstance(passing, str) and passing, f"{seat} passed without a window"
        for action in legal:
            assert action.seat == seat, (seat, action)
            assert game.check(state, action) is None, (action, game.check(state, action))
            data = json.loads(json.dumps(action.to_json()))
            assert game.action_from_json(data) == action
    secrets = game.secrets(state)
    for seat in (*seats, None):
        view = game.view(state, seat)
        _check_rng_hidden(state, view, seat)
        assert view == masked(state, secrets, seat), (
            f"{seat}'s view is not what {game.name}'s declared secrets show"
        )
        json.dumps(game.state_to_json(view))
        assert game.view(view, seat) == view, "a view of a view must not change"
    # Random actions from other positions: each is either refused with a reason and no
    # change, or applies cleanly.
    for action in rng.sample(pool, min(len(pool), 6)):
        reason = game.check(state, action)
        if reason is None:
            game.apply(state, action)
        else:
            assert isinstance(reason, str) and reason
            try:
                game.apply(state, action)
            except IllegalAction as exc:
                assert str(exc) == reason
            else:
                raise AssertionError(f"{action} was refused by check but applied")
    assert json.dumps(game.state_to_json(state), sort_keys=True) == before, "state mutated"


def _check_rng_hidden(state: Any, view: Any, seat: str | None) -> None:
    """No view holds the seed or a forced outcome: they would predict every draw."""
    for f in dataclasses.fields(state):
        real, seen = getattr(state, f.name), getattr(view, f.name)
        if isinstance(real, RngState):
            assert isinstance(seen, RngState) and not seen.forced and not seen.named, (
                f"{seat}'s view shows the outcomes forced for {f.name}"
            )
            assert seen.seed != real.seed or real.seed == 0, f"{seat}'s view shows the seed"


def check_events(
    game: Game, state: Any, events: Sequence[Event], report: Report | None = None
) -> None:
    """Every event is of a kind the game declares and reads as one line of the log for
    every seat, for a spectator and in a finished game's replay."""
    assert game.event_kinds, f"{game.name} declares no event kinds"
    for event in events:
        assert event.kind in game.event_kinds, f"undeclared event kind {event.kind!r}"
        if report is not None:
            report.kinds.add(event.kind)
        for seat in (*game.seats_of(state), None):
            seen = event.for_seat(seat)
            if seen is not None:
                text = game.describe(seen)
                assert isinstance(text, str) and text.strip(), (event, text)
        assert game.describe(event.for_everyone()).strip(), event


def texts_for(game: Game, events: Sequence[Event], seat: str) -> list[str]:
    """The log lines ``seat`` reads for ``events``."""
    return [game.describe(d) for e in events if (d := e.for_seat(seat)) is not None]


def data_for(events: Sequence[Event], seat: str) -> list[dict[str, Any]]:
    return [d for e in events if (d := e.for_seat(seat)) is not None]


# -- what a seat may not see ---------------------------------------------------------


@dataclass
class Hidden:
    """The parts of a position hidden from one seat."""

    positions: list[tuple[str, int]] = field(default_factory=list)  # (zone, index)
    entries: list[tuple[str, str]] = field(default_factory=list)  # (field, key)
    fields: set[str] = field(default_factory=set)  # hidden whole


def hidden_from(game: Game, state: Any, seat: str) -> Hidden:
    """What ``seat`` may not see in ``state``: what a spectator does not see, except
    what is the seat's own and shown in its view (see the module's docstring)."""
    public = game.view(state, None)
    mine = game.view(state, seat)
    secrets = game.secrets(state)  # what the game declares the seat's own
    hidden = Hidden()
    for f in dataclasses.fields(state):
        value, seen, own = (getattr(s, f.name) for s in (state, public, mine))
        if f.name == "zones":
            for zone, cards in value.items():
                shown = seen.get(zone)
                visible = own.get(zone) if secrets.owns(seat, zone) else None
                for i, card in enumerate(cards):
                    public_ok = shown is not None and len(shown) == len(cards) and shown[i] == card
                    own_ok = visible is not None and len(visible) == len(cards)
                    if not public_ok and not (own_ok and visible[i] == card):
                        hidden.positions.append((zone, i))
        elif value == seen:
            continue
        elif isinstance(value, dict) and isinstance(seen, dict):
            for key, v in value.items():
                if key in seen and seen[key] == v:
                    continue
                if (
                    secrets.owns(seat, f.name, str(key))
                    and isinstance(own, dict)
                    and own.get(key, HIDE) == v
                ):
                    continue
                hidden.entries.append((f.name, key))
        else:
            hidden.fields.add(f.name)
    return hidden


def masked_for(game: Game, state: Any, seat: str) -> str:
    """``state`` with everything hidden from ``seat`` blotted out, as text: two
    positions with the same text differ only in what the seat may not see."""
    hidden = hidden_from(game, state, seat)
    data = game.state_to_json(state)
    for zone, i in hidden.positions:
        data["zones"][zone][i] = HIDE
    for name, key in hidden.entries:
        data[name][str(key)] = HIDE
    for name in hidden.fields:
        data[name] = HIDE
    return json.dumps(data, sort_keys=True)


def perturbations(
    game: Game,
    state: Any,
    seat: str,
    rng: random.Random,
    *,
    perturb: Perturb | None = None,
) -> Iterator[tuple[str, Any, bool]]:
    """Positions that differ from ``state`` only in what ``seat`` may not see, each as
    (what was changed, the position, whether actions may be compared on it, whether
    the change only swapped two choices that will be revealed anonymously)."""
    hidden = hidden_from(game, state, seat)
    # A card the seat's view names outside the zones (a mark of a face-up card, say)
    # is known to it wherever it lies: only cards it never reads there are swapped.
    view = game.state_to_json(game.view(state, seat))
    known = _strings({k: v for k, v in view.items() if k != "zones"})
    places = [(z, i) for z, i in hidden.positions if state.zones[z][i] not in known]
    swapped = _swap_cards(game, state, places, rng)
    if swapped is not None:
        yield "hidden cards swapped", swapped, True, False
    anonymous = {c.field for c in game.secrets(state).choices if c.anonymous}
    for name in sorted({name for name, _ in hidden.entries}):
        keys = [k for n, k in hidden.entries if n == name]
        values = getattr(state, name)
        pairs = [(a, b) for a in keys for b in keys if a < b and values[a] != values[b]]
        if pairs:
            a, b = rng.choice(pairs)
            changed = dataclasses.replace(state, **{name: {**values, a: values[b], b: values[a]}})
            if game.validate_state(changed) is None:
                yield f"hidden {name} of {a} and {b} swapped", changed, True, name in anonymous
    for name in sorted(hidden.fields):
        value = getattr(state, name)
        if isinstance(value, RngState):  # another seed: other dice, later
            other = dataclasses.replace(value, seed=(value.seed + 1) % (MAX_SEED + 1))
            yield f"{name} reseeded", dataclasses.replace(state, **{name: other}), False, False
    if perturb is not None:
        changed = perturb(state, seat, rng)
        if changed is not None:
            assert game.validate_state(changed) is None, game.validate_state(changed)
            yield "the game's own perturbation", changed, True, False


def dealt_as_seen(game: Game, state: Any, seat: str, rng: random.Random) -> tuple[Any, Any]:
    """``seat``'s view of ``state`` and a deal of it (``Game.determinize``), held to be a
    valid position that shows the seat just its view and its legal moves, with as many
    cards in each place as the view shows: (view, deal), for a game's own checks."""
    view = game.view(state, seat)
    dealt = game.determinize(view, seat, rng)
    assert game.validate_state(dealt) is None
    assert game.state_to_json(game.view(dealt, seat)) == game.state_to_json(view)
    assert game.legal_actions(dealt, seat) == game.legal_actions(state, seat)
    for zone, cards in view.zones.items():
        assert len(dealt.zones[zone]) == len(cards), zone
    return view, dealt


def _strings(data: Any) -> set[str]:
    """Every text in a JSON value, keys included."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return {k for k in data} | {s for v in data.values() for s in _strings(v)}
    if isinstance(data, list):
        return {s for v in data for s in _strings(v)}
    return set()


def _swap_cards(
    game: Game, state: Any, places: list[tuple[str, int]], rng: random.Random
) -> Any | None:
    """``state`` with a few pairs of hidden cards swapped, keeping it a valid position."""
    if len(places) < 2:
        return None
    zones = {z: list(cards) for z, cards in state.zones.items()}
    done = 0
    for _attempt in range(24):
        (z1, i1), (z2, i2) = rng.sample(places, 2)
        if zones[z1][i1] == zones[z2][i2]:
            continue
        zones[z1][i1], zones[z2][i2] = zones[z2][i2], zones[z1][i1]
        trial = dataclasses.replace(state, zones={z: tuple(c) for z, c in zones.items()})
        if game.validate_state(trial) is None:
            done += 1
            if done == 3:
                break
        else:
            zones[z1][i1], zones[z2][i2] = zones[z2][i2], zones[z1][i1]
    if not done:
        return None
    return dataclasses.replace(state, zones={z: tuple(c) for z, c in zones.items()})


def _sees_reveal(events: Sequence[Event], seat: str) -> bool:
    """Whether one of ``events`` shows ``seat`` something hidden."""
    return any(e.reveal and (e.seen_by is None or seat in e.seen_by) for e in events)


def _told(events: Sequence[Event], seat: str) -> list[dict[str, Any] | None]:
    """What the reveals among ``events`` show ``seat``, but for anonymous ones."""
    return [e.for_seat(seat) for e in events if e.reveal and not e.anonymous]


def check_secrecy(
    game: Game,
    state: Any,
    rng: random.Random,
    *,
    perturb: Perturb | None = None,
    actions: int = 4,
    report: Report | None = None,
) -> None:
    """For every seat X, change what X may not see and check that X cannot tell: the
    same view, the same legal actions, and the same log lines (and, without a reveal
    X sees, the same view) after the same action. Two seats' choices swapped before
    an anonymous reveal stay unknown after it: no line, event or view may differ."""
    report = report if report is not None else Report()
    movers = game.to_move(state)
    for seat in game.seats_of(state):
        view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        found = perturbations(game, state, seat, rng, perturb=perturb)
        for what, other, compare, anonymous in found:
            report.secrecy += 1
            where = f"{game.name}: {seat} can tell when {what}"
            assert game.view(other, seat) == view, f"{where}: its view changes"
            assert game.legal_actions(other, seat) == legal, f"{where}: its legal actions change"
            if not compare:
                continue
            tried = [a for s in movers for a in game.legal_actions(state, s)]
            if not anonymous:  # (choices to be revealed anonymously: try every move)
                tried = rng.sample(tried, min(actions, len(tried)))
            tried.append(random_edit(game, state, rng))
            for action in tried:
                if game.check(state, action) is not None or game.check(other, action) is not None:
                    continue
                one, two = game.apply(state, action), game.apply(other, action)
                report.outcomes += 1
                after = f"{where}, after {action}"
                if anonymous:
                    # Who chose what stays unknown across an anonymous reveal; only
                    # another reveal of what it led to (a death, the end) may tell.
                    if _told(one.events, seat) != _told(two.events, seat):
                        continue
                    report.anonymous += any(e.anonymous for e in one.events)
                elif _sees_reveal(one.events, seat) or _sees_reveal(two.events, seat):
                    continue  # it was shown what it could not see: it may tell now
                same_view = game.view(one.state, seat) == game.view(two.state, seat)
                if not isinstance(action, Edit):  # (an edit may put a card in its hand)
                    assert same_view, f"{after}: its view changes without a reveal"
                if same_view:
                    a, b = texts_for(game, one.events, seat), texts_for(game, two.events, seat)
                    assert a == b, f"{after}: its log reads {a} or {b}"
                    a, b = data_for(one.events, seat), data_for(two.events, seat)
                    assert a == b, f"{after}: its events read {a} or {b}"


def check_siblings(
    game: Game,
    state: Any,
    rng: random.Random,
    *,
    limit: int = 8,
    edits: int = 1,
    report: Report | None = None,
) -> None:
    """Outcomes of different actions of one seat that differ only in what another seat
    X may not see (a secret choice, a card placed face down, a card of one's own moved
    in the sandbox) must look the same to X, in its view and in its log."""
    report = report if report is not None else Report()
    choices = []
    for mover in game.to_move(state):
        legal = game.legal_actions(state, mover)
        choices.append((mover, rng.sample(legal, min(limit, len(legal)))))
    for _ in range(edits):
        edit = random_edit(game, state, rng)
        siblings = _edit_siblings(game, state, edit)
        _compare_refusals(game, state, siblings)
        choices.append((edit.seat, siblings[:limit]))
    for mover, actions in choices:
        outcomes = [(a, game.apply(state, a)) for a in actions if game.check(state, a) is None]
        for seat in game.seats_of(state):
            if seat != mover:
                _compare_siblings(game, seat, mover, outcomes, report)


def _edit_siblings(game: Game, state: Any, edit: Edit) -> list[Action]:
    """``edit`` and the same edit of each other card of the same place: by its id if
    the editing seat sees it (as the table names it), else by its position."""
    if edit.op not in ("move", "flip"):
        return [edit]
    zone = edit.place.zone if edit.place is not None else _zone_of(state, edit.card)
    if zone is None:
        return [edit]
    seen = game.view(state, edit.seat).zones.get(zone, ())
    siblings: list[Action] = []
    for i, card in enumerate(state.zones[zone]):
        if i < len(seen) and seen[i] == card:
            siblings.append(dataclasses.replace(edit, card=card, place=None))
        else:
            siblings.append(dataclasses.replace(edit, card="", place=Place(zone, i)))
    return siblings


def _compare_refusals(game: Game, state: Any, siblings: list[Action]) -> None:
    """A refusal, like a view, tells its reader nothing it may not see: the same edit of
    each card the editing seat cannot see where it lies (named by its place) is refused
    in the same words, whichever card it is, or accepted."""
    refusals = {
        reason
        for action in siblings
        if isinstance(action, Edit) and action.place is not None
        if (reason := game.check(state, action)) is not None
    }
    assert len(refusals) <= 1, (
        f"{game.name}: refusals of an edit of cards {siblings[0].seat} cannot see tell them"
        f" apart: {sorted(refusals)[:4]}"
    )


def _zone_of(state: Any, card: str) -> str | None:
    return next((z for z, cards in state.zones.items() if card in cards), None)


def _compare_siblings(game: Game, seat: str, mover: str, outcomes: list, report: Report) -> None:
    groups: dict[str, list[tuple[Action, Any]]] = {}
    for action, outcome in outcomes:
        if _sees_reveal(outcome.events, seat):
            continue  # it was shown what was hidden: it may tell now
        key = masked_for(game, outcome.state, seat)
        groups.setdefault(key, []).append((action, outcome))
    for group in groups.values():
        (first, one), *rest = group
        for action, two in rest:
            if two.state == one.state:
                continue  # nothing hidden tells them apart (a public move whose
                # trace is gone, as a card placed and swept away)
            report.siblings += 1
            where = (
                f"{game.name}: {seat} can tell {mover}'s {first} from {action}, which"
                f" differ only in what {seat} may not see"
            )
            assert game.view(one.state, seat) == game.view(two.state, seat), f"{where}: by its view"
            a, b = texts_for(game, one.events, seat), texts_for(game, two.events, seat)
            assert a == b, f"{where}: its log reads {a} or {b}"
            a, b = data_for(one.events, seat), data_for(two.events, seat)
            assert a == b, f"{where}: its events read {a} or {b}"


# -- random draws --------------------------------------------------------------------


@dataclass(frozen=True)
class Draw:
    """One random draw: at which action of a game (-1: set-up), where, and what."""

    index: int
    point: str
    roll: tuple[int, int] | None  # (low, high) of a roll; None for a shuffle
    items: tuple[Any, ...]
    result: Any


class DrawTrace:
    """Records every draw of the shared ``Rng`` while active (``with trace.on():``)."""

    def __init__(self) -> None:
        self.draws: list[Draw] = []
        self.index = -1  # the action being applied (set by the player)
        self.recording = True  # off while checks try other actions

    @contextmanager
    def on(self) -> Iterator[DrawTrace]:
        randint, shuffle = Rng.randint, Rng.shuffle
        trace = self

        def traced_randint(rng: Rng, low: int, high: int, point: str = "") -> int:
            result = randint(rng, low, high, point)
            if trace.recording:
                trace.draws.append(Draw(trace.index, point, (low, high), (), result))
            return result

        def traced_shuffle(rng: Rng, items: Sequence[Any], point: str = "") -> tuple[Any, ...]:
            result = shuffle(rng, items, point)
            if trace.recording:
                trace.draws.append(Draw(trace.index, point, None, tuple(items), result))
            return result

        Rng.randint, Rng.shuffle = traced_randint, traced_shuffle  # type: ignore[method-assign]
        try:
            yield self
        finally:
            Rng.randint, Rng.shuffle = randint, shuffle  # type: ignore[method-assign]


@dataclass(frozen=True)
class Run:
    """A game played: how it was set up, its actions and its draws."""

    seed: int
    seats: tuple[str, ...]
    actions: tuple[Action, ...]
    draws: tuple[Draw, ...]


def _other_outcome(draw: Draw) -> Any:
    """An outcome of the draw other than the one it had, where there is one."""
    if draw.roll is not None:
        low, high = draw.roll
        return low if draw.result != low else high
    return [*reversed(draw.result)]


def check_draw_points(
    game: Game, runs: Sequence[Run], *, every: bool = True, report: Report | None = None
) -> None:
    """Every draw names a declared draw point (``every``: and each point is drawn at
    least once); forcing another outcome for a point by its name gives that outcome
    to the point's next draw and leaves every draw before it alone."""
    report = report if report is not None else Report()
    declared = set(game.draw_points)
    used = {d.point for run in runs for d in run.draws}
    assert used <= declared, f"{game.name} draws at undeclared points {sorted(used - declared)}"
    report.points |= used
    if every:
        assert declared <= used, f"{game.name} never drew at {sorted(declared - used)}"
    for point in sorted(used):
        run, draw = next((r, d) for r in runs for d in r.draws if d.point == point)
        first = run.draws.index(draw)
        forced = _other_outcome(draw)
        trace = DrawTrace()
        with trace.on():
            state = game.new_state(run.seed, None, {point: [forced]}, run.seats)
            for trace.index, action in enumerate(run.actions[: draw.index + 1]):
                state = game.apply(state, action).state
        got = trace.draws
        assert len(got) > first, f"{game.name}: no draw at {point!r} when forced"
        assert [d.result for d in got[:first]] == [d.result for d in run.draws[:first]], (
            f"{game.name}: forcing {point!r} changed the draws before it"
        )
        want = tuple(forced) if draw.roll is None else forced
        assert (got[first].point, got[first].result) == (point, want), (
            f"{game.name}: the outcome forced for {point!r} went to {got[first]}"
        )
        report.forced.add(point)


# -- random games ------------------------------------------------------------------


def player_counts(game: Game) -> range:
    """Every number of players the game may be played with."""
    return range(game.min_players, game.max_players + 1)


def check_seats(game: Game) -> None:
    """Seats for every count in range, and a clear refusal outside it."""
    for count in player_counts(game):
        specs = game.seats_for(count)
        assert len(specs) == count and len({s.id for s in specs}) == count
        state = game.new_state(0, seats=[s.id for s in specs])
        assert game.seats_of(state) == tuple(s.id for s in specs)
    for count in (game.min_players - 1, game.max_players + 1):
        try:
            game.seats_for(count)
        except IllegalAction as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{game.name} seats {count} players")


def random_game(
    game: Game,
    seed: int,
    *,
    checks: bool,
    pool: list | None = None,
    players: int | None = None,
    secrecy: int = 0,
    perturb: Perturb | None = None,
    report: Report | None = None,
    trace: DrawTrace | None = None,
) -> tuple[Any, list]:
    """Play one random game (``players``: None for the fewest); return the final state
    and the actions played. ``checks``: every position's invariants and every event;
    ``secrecy``: the secrecy checks at every ``secrecy``-th position (0: none)."""
    rng = random.Random(seed)
    report = report if report is not None else Report()
    set_up = game.set_up(seed, seats=game.seat_ids(players))
    state = set_up.state
    if checks:  # what happened before the first move reads in the log as any move's does
        check_events(game, state, set_up.events, report)
    actions: list[Action] = []
    pool = pool if pool is not None else []
    report.games += 1
    for step in range(10_000):
        if trace is not None:
            trace.recording = False  # the checks try actions that are not played
        if checks:
            report.positions += 1
            check_step(game, state, pool, rng)
        if secrecy and (step % secrecy == 0 or _anonymous_pending(game, state)):
            check_secrecy(game, state, rng, perturb=perturb, report=report)
            check_siblings(game, state, rng, report=report)
        if game.is_terminal(state):
            return state, actions
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        if len(pool) < 400:
            pool.append(action)
        elif rng.random() < 0.05:
            pool[rng.randrange(len(pool))] = action
        if trace is not None:
            trace.index, trace.recording = len(actions), True
        outcome = game.apply(state, action)
        if checks:
            check_events(game, state, outcome.events, report)
        state = outcome.state
        actions.append(action)
    raise AssertionError("game did not end in 10,000 actions")


def along(
    game: Game,
    seeds: Iterable[int],
    players: int | None = None,
    *,
    every: int = 1,
    limit: int = 10_000,
    options: Callable[[int], dict[str, Any]] | None = None,
) -> list[Any]:
    """Positions along games of random moves: the opening and every ``every``-th
    position after it, for each seed (``players``: None for the fewest; ``options``:
    a game's options for a seed; ``limit``: moves a game is played for at most)."""
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        chosen = options(seed) if options else None
        state = game.new_state(seed, options=chosen, seats=game.seat_ids(players))
        for n in range(limit):
            if game.is_terminal(state):
                break
            if n % every == 0:
                found.append(state)
            seat = rng.choice(game.to_move(state))
            state = game.apply(state, rng.choice(game.legal_actions(state, seat))).state
    return found


def _anonymous_pending(game: Game, state: Any) -> bool:
    """Whether two seats or more have made choices still to be revealed anonymously
    (every such position is checked: they are few, and it is there that a leak hides)."""
    return any(
        c.anonymous and len(getattr(state, c.field)) >= 2 for c in game.secrets(state).choices
    )


def check_game(
    game: Game, games: int, first_seed: int = 0, full_every: int = 1, players: int | None = None
) -> dict[str, int]:
    """Play ``games`` random games; full invariants on every ``full_every``-th game,
    determinism on every game. Returns win counts by seat."""
    wins: dict[str, int] = {}
    pool: list = []
    for seed in range(first_seed, first_seed + games):
        checks = seed % full_every == 0
        final, actions = random_game(game, seed, checks=checks, pool=pool, players=players)
        again = game.new_state(seed, seats=game.seat_ids(players))
        for action in actions:
            again = game.apply(again, action).state
        assert again == final, f"seed {seed}: same seed and actions gave another game"
        for winner in game.result(final).winners:
            wins[winner] = wins.get(winner, 0) + 1
    return wins


# -- sessions ------------------------------------------------------------------------


def check_session(
    game: Game,
    seed: int,
    *,
    players: int | None = None,
    sandbox: bool = False,
    moves: int = 150,
    report: Report | None = None,
) -> Session:
    """A random session: moves (and sandbox edits) mixed with undo, redo and drafts,
    each checked against what ``Session`` promises; then its JSON round trip."""
    rng = random.Random(seed)
    seats = game.seat_ids(players)
    session: Session = Session(game, game.new_state(seed, seats=seats), sandbox=sandbox)
    for _ in range(moves):
        state = session.state
        roll = rng.random()
        if roll < 0.15 and session.steps:
            _check_undo(session, rng.choice(seats))
            continue
        if roll < 0.25 and session.can_redo():
            step = session.redo()
            assert session.state is step.after
            continue
        if game.is_terminal(state):
            continue
        if sandbox and roll < 0.45:
            edit = random_edit(game, state, rng)
            reason = session.check(edit)
            assert reason == game.check(state, edit)
            if reason is None:
                _submit(session, edit, rng, report)
                if report is not None:
                    report.edits += 1
            continue
        seat = rng.choice(game.to_move(state))
        if not sandbox:
            refusal = session.check(random_edit(game, state, rng))
            assert refusal == "free edits are only possible in sandbox mode", refusal
        _submit(session, rng.choice(game.legal_actions(state, seat)), rng, report)
    if report is not None:
        report.sessions += 1
    check_session_json(game, session)
    return session


def _check_undo(session: Session, seat: str) -> None:
    last = session.steps[-1]
    allowed = session.sandbox or (not last.barrier and last.action.seat == seat)
    refusal = session.undo_refusal(seat)
    assert (refusal is None) == allowed, (last.action, seat, refusal)
    assert session.can_undo(seat) == allowed
    if allowed:
        step = session.undo(seat)
        assert step is last and session.state is last.before and session.can_redo()
        return
    try:
        session.undo(seat)
    except IllegalAction as exc:
        assert str(exc) == refusal
    else:
        raise AssertionError("an undo that was refused went through")


def _submit(
    session: Session, action: Action, rng: random.Random, report: Report | None = None
) -> None:
    """Play ``action``, sometimes after a draft of gestures (which playing clears)."""
    if rng.random() < 0.2:
        session.add_to_draft("part 1")
        session.add_to_draft("part 2")
        assert session.take_back_draft() and session.draft == ("part 1",)
    before = session.state
    outcome = session.submit(action)
    assert session.draft == () and not session.can_redo()
    assert session.steps[-1].before is before and session.state is outcome.state
    check_events(session.game, outcome.state, outcome.events, report)


def check_session_json(game: Game, session: Session) -> None:
    """A session saved as JSON (its set-up and its moves, each in its mode) plays back
    to the same positions and the same log for every seat."""
    data = {
        "initial": game.state_to_json(session.initial),
        "moves": [{"action": s.action.to_json(), "sandbox": s.sandbox} for s in session.steps],
    }
    back = json.loads(json.dumps(data))
    initial = game.state_from_json(back["initial"])
    assert initial == session.initial
    again: Session = Session(game, initial)
    for move, step in zip(back["moves"], session.steps, strict=True):
        again.sandbox = move["sandbox"]
        action = game.action_from_json(move["action"])
        assert action == step.action
        outcome = again.submit(action)
        assert outcome.state == step.after and outcome.events == step.events
    for seat in (*game.seats_of(initial), None):
        assert list(again.events_for(seat)) == list(session.events_for(seat))


# -- the sandbox ---------------------------------------------------------------------


def random_edit(game: Game, state: Any, rng: random.Random) -> Edit:
    """A random sandbox edit of ``state``: move a card from one place to another, turn
    one over, shuffle, cut or turn over a pile, or name a hidden one by its place
    (every game keeps its cards in ``state.zones``). Most are refused; the point is
    that none breaks the game."""
    seat = rng.choice(game.seats_of(state))
    zones = [z for z, cards in state.zones.items() if cards]
    if not zones:
        return Edit(seat, "flip", card="nothing")
    source = rng.choice(zones)
    index = rng.randrange(len(state.zones[source]))
    card = state.zones[source][index]
    roll = rng.random()
    if roll < 0.6:
        target = rng.choice(list(state.zones))
        at = rng.choice([-1, 0, len(state.zones[target])])
        if rng.random() < 0.3:  # named by its place, as the table names a hidden card
            return Edit(seat, "move", zone=target, index=at, place=Place(source, index))
        return Edit(seat, "move", card=card, zone=target, index=at)
    if roll < 0.8:
        return Edit(seat, "flip", card=card)
    if roll < 0.9:  # a whole pile shuffled, cut or turned over
        return Edit(seat, rng.choice(["shuffle", "cut", "flip"]), zone=source)
    return Edit(
        seat,
        "set",
        key=rng.choice(["turn", "phase", "round", "die", "x"]),
        value=rng.randint(0, 7),
    )


def random_sandbox_game(
    game: Game,
    seed: int,
    *,
    edit_rate: float = 0.3,
    players: int | None = None,
    secrecy: int = 0,
    report: Report | None = None,
) -> Any:
    """Play a random game in which sandbox edits are mixed with rules moves, checking
    every position: whatever the sandbox makes, the game can go on or is over (and
    keeps its secrets: the secrecy checks every ``secrecy``-th position)."""
    rng = random.Random(seed)
    state = game.new_state(seed, seats=game.seat_ids(players))
    pool: list = []
    for step in range(4000):
        check_step(game, state, pool, rng)
        if secrecy and step % secrecy == 0:
            check_secrecy(game, state, rng, report=report)
            check_siblings(game, state, rng, report=report)
        if game.is_terminal(state):
            return state
        if rng.random() < edit_rate:
            for _attempt in range(20):
                edit = random_edit(game, state, rng)
                reason = game.check(state, edit)
                if reason is None:
                    outcome = game.apply(state, edit)
                    check_events(game, state, outcome.events, report)
                    state = outcome.state
                    break
                assert isinstance(reason, str) and reason
            continue
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        pool.append(action)
        state = game.apply(state, action).state
    return state


# -- everything at once --------------------------------------------------------------


def conform(
    game: Game,
    *,
    players: Sequence[int] | None = None,
    games: int = 4,
    first_seed: int = 0,
    secrecy: int = 3,
    sessions: int = 1,
    sandbox_games: int = 1,
    every_point: bool = True,
    perturb: Perturb | None = None,
) -> Report:
    """The whole conformance check at each count of ``players`` (None: every count the
    game allows): ``games`` random games with every invariant, the secrecy checks at
    every ``secrecy``-th position and determinism; random rules and sandbox sessions;
    random sandbox games; every draw point. Returns what was checked."""
    report = Report()
    check_seats(game)
    runs: list[Run] = []
    for count in players if players is not None else player_counts(game):
        pool: list = []
        for seed in range(first_seed, first_seed + games):
            trace = DrawTrace()
            with trace.on():
                final, actions = random_game(
                    game,
                    seed,
                    checks=True,
                    pool=pool,
                    players=count,
                    secrecy=secrecy,
                    perturb=perturb,
                    report=report,
                    trace=trace,
                )
            runs.append(Run(seed, game.seat_ids(count), tuple(actions), tuple(trace.draws)))
            again = game.new_state(seed, seats=game.seat_ids(count))
            for action in actions:
                again = game.apply(again, action).state
            assert again == final, f"seed {seed}: same seed and actions gave another game"
        for seed in range(first_seed, first_seed + sessions):
            check_session(game, seed, players=count, report=report)
            check_session(game, seed, players=count, sandbox=True, report=report)
        for seed in range(first_seed, first_seed + sandbox_games):
            random_sandbox_game(game, seed, players=count, secrecy=secrecy, report=report)
    check_draw_points(game, runs, every=every_point, report=report)
    return report


# -- search mode ---------------------------------------------------------------------


def play_both_ways(
    game: Game,
    state: Any,
    rng: random.Random,
    edit_rate: float = 0.0,
    each: Callable[[Any], None] | None = None,
) -> int:
    """Play ``state`` to its end at random, each move once through ``apply`` and once
    in search mode (``clone``, then ``play`` in place), holding them to each other:
    a search's copy of a position the caller holds leaves that position as it was and
    reaches what ``apply`` reached, and one copy played on from the start stays with the
    game too. With ``edit_rate``, sandbox edits (made through ``apply``) come in between,
    and the search starts again from a clone of the edited position. ``each`` is called
    with every position before its move. Returns the moves played."""

    def position(s: Any) -> str:
        return json.dumps(game.state_to_json(s), sort_keys=True)

    searched = game.clone(state)
    moves = 0
    while not game.is_terminal(state):
        if edit_rate and rng.random() < edit_rate:
            edit = random_edit(game, state, rng)
            if game.check(state, edit) is None:
                state = game.apply(state, edit).state
                searched = game.clone(state)
            continue
        if each is not None:
            each(state)
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        held = position(state)
        after = game.apply(state, action).state
        aside = game.play(game.clone(state), action)
        assert position(state) == held, f"play changed the position held, {action}"
        assert position(aside) == position(after), action
        searched = game.play(searched, action)
        assert position(searched) == position(after), action
        state = after
        moves += 1
    assert game.is_terminal(searched)
    return moves
