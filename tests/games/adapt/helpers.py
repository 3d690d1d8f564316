"""A.D.A.P.T. positions for tests, on the public scenario API (``petridish.core.scenario``,
``docs/SCENARIOS.md``): a game set up with forced outcomes by draw point, played to its
first turn, and fish built up with sandbox edits."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from petridish.core import scenario
from petridish.core.actions import Edit
from petridish.core.game import Outcome
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import ChooseGuppy, State

CORAL, FINN, MARINA, PEARL, KELP = GAME.seat_ids(5)
GUPPIES = ("guppy.striped", "guppy.spotted", "guppy.fantail", "guppy.paralarva", "guppy.squidling")


def deck(players: int = 2, top: Sequence[str] = (), options: Mapping | None = None) -> list[str]:
    """A deck order: ``top`` first (the first card dealt goes to the highest slot), then
    the rest in file order."""
    from petridish.games.adapt.options import packs_for

    opts = GAME.resolve_options(dict(options or {}))
    cards = GAME.cards.deck(packs_for(opts, players))
    return [*top, *(c for c in cards if c not in top)]


def opening_xp(players: int) -> list[int]:
    """Percentile dice for an opening in which every fish gains 4 Experience, Coral
    (rolling highest) first: rolls of players, players - 1, ..., 1."""
    dice: list[int] = []
    for i in range(players):
        dice += [0, players - i]
    return dice


def setup(
    players: int = 2,
    top: Sequence[str] = (),
    forced: Mapping[str, Sequence] | None = None,
    options: Mapping | None = None,
    guppies: Sequence[str] | None = None,
    seed: int = 7,
) -> State:
    """A game of ``players`` fish at the start of Coral's first turn: each has chosen a
    Guppy (``guppies``, in seat order), gained 4 Experience by Random Selection (5 in
    all) and Coral has gained its turn's Experience. ``top`` are the first cards of the
    deck; ``forced`` more outcomes by draw point (``"percentile"`` dice come after the
    opening's)."""
    forced = dict(forced or {})
    extra = list(forced.pop("percentile", []))
    points: dict[str, list] = {"deck": [deck(players, top, options)]}
    points["percentile"] = [*opening_xp(players), *extra]
    for point, values in forced.items():
        points[point] = list(values)
    state = scenario.start(GAME, seed, seats=players, options=options, forced=points)
    for i, seat in enumerate(GAME.seat_ids(players)):
        # By default the first Guppy still free (the Striped Guppy first).
        choice = guppies[i] if guppies else GAME.legal_actions(state, seat)[0].guppy
        state = play(state, ChooseGuppy(seat, choice))
    return state


def play(state: State, *actions) -> State:
    """``state`` after ``actions`` (Actions, Edits or their JSON)."""
    return scenario.play(GAME, state, *actions)


def outcome(state: State, action) -> Outcome[State]:
    return GAME.apply(state, action)


def lines(out: Outcome[State], seat: str = CORAL) -> list[str]:
    """The log lines ``seat`` reads for an outcome."""
    return [GAME.describe(d) for e in out.events if (d := e.for_seat(seat)) is not None]


def kinds(out: Outcome[State]) -> list[str]:
    return [e.kind for e in out.events]


def put(state: State, card: str, zone: str) -> State:
    """A sandbox move of ``card`` (by its copy id) to ``zone``."""
    return play(state, Edit(state.current, "move", card=card, zone=zone))


def setc(state: State, key: str, value: int) -> State:
    """A sandbox counter: ``"coral.xp"``, ``"finn.damage"``, ``"round"``..."""
    return play(state, Edit(state.current, "set", key=key, value=value))


def build(state: State, seat: str, *cards: str, xp: int | None = None, damage: int = 0) -> State:
    """Put ``cards`` (copy ids) onto ``seat``'s fish in order (each to its own
    location: a Body on the Body stack), then set its Experience and Damage."""
    for cid in cards:
        card = GAME.cards.design(cid)
        place = "body" if card.kind != "part" else card.location
        state = put(state, cid, f"{seat}.{place}")
    if xp is not None:
        state = setc(state, f"{seat}.xp", xp)
    if damage:
        state = setc(state, f"{seat}.damage", damage)
    return state


def stream(state: State) -> list[str]:
    """The Gene Stream, slot 1 first ('' for an empty slot)."""
    slots = sorted(
        (int(z.split(".")[1]), cards) for z, cards in state.zones.items() if z.startswith("stream.")
    )
    return [cards[0] if cards else "" for _, cards in slots]


def totals(state: State, seat: str):
    return GAME.board(state).totals(seat)
