"""Genegrafter positions for tests: a table laid out card by card, chosen dice, and
short ways to play actions and to reach a battle's fight."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from petridish.core.events import Event
from petridish.core.evolve import evolve
from petridish.core.rng import RngState
from petridish.games.genegrafter.rules import GAME
from petridish.games.genegrafter.state import (
    ATTACK_ROLL,
    BATTLE,
    DEFENSE_ROLL,
    PLAY,
    DeclareBattle,
    Defend,
    EndPlay,
    SendAttacker,
    StartBattle,
    State,
)
from tests import playing
from tests.playing import kinds, of_kind  # noqa: F401  (the tests take them from here)

CS = GAME.cards
JON, SUE, MIKE, ADA = GAME.seat_ids(4)


def cid(kind: str, name: str) -> str:
    """A card's copy id: ``cid("character", "nebrus")``."""
    return f"{kind}.{name}"


def ch(name: str) -> str:
    return cid("character", name)


def ab(name: str) -> str:
    return cid("ability", name)


def gear(name: str) -> str:
    return cid("gear", name)


def ordinary() -> list[str]:
    """The Character, Ability and Gear cards, in file order."""
    return [c for c in CS.copies() if CS.kind_of(c) in ("character", "ability", "gear")]


def position(
    *,
    players: int = 2,
    current: str = JON,
    step: str = PLAY,
    hands: Mapping[str, Sequence[str]] | None = None,
    play: Mapping[str, Sequence[str]] | None = None,
    pool: Mapping[str, Sequence[str]] | None = None,
    attached: Mapping[str, str] | None = None,
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    strands: int = 0,
    options: dict[str, Any] | None = None,
    forced: Mapping[str, Sequence[Any]] | None = None,
    rest_in_deck: bool = True,
    **changes: Any,
) -> State:
    """A position with the cards named where they are named and the rest in the deck.

    ``deck`` is the top of the deck, in drawing order; the other ordinary cards follow
    it, Ability and Gear cards first, (unless ``rest_in_deck`` is false: then they are out of the game, in the Events'
    set-aside pile), then the DNA Strands not yet revealed. ``strands`` Strands lie
    revealed. ``attached`` puts Gear or grafted Characters on a Character in play, in
    its owner's play area. Events are set aside unless named. Nothing is fatigued,
    damaged or drawn; it is ``current``'s turn at ``step``."""
    base = GAME.new_state(0, options=options, seats=GAME.seat_ids(players))
    zones: dict[str, tuple[str, ...]] = {z: () for z in base.zones}
    hosts = {c: s for s, cards in (play or {}).items() for c in cards}
    for where, per_seat in (("hand", hands), ("play", play), ("pool", pool)):
        for seat, cards in (per_seat or {}).items():
            zones[f"{seat}.{where}"] = tuple(cards)
    for card, host in (attached or {}).items():
        seat = hosts[host]
        zones[f"{seat}.play"] = (*zones[f"{seat}.play"], card)
    all_strands = [c for c in CS.copies() if CS.kind_of(c) == "dna"]
    zones["strands"] = tuple(all_strands[:strands])
    zones["deck"] = tuple(deck)
    zones["discard"] = tuple(discard)
    placed = {c for cards in zones.values() for c in cards}
    # Characters last: a draw from the rest brings no Character a player must play.
    rest = sorted(
        (c for c in ordinary() if c not in placed), key=lambda c: c.startswith("character.")
    )
    hidden = [c for c in all_strands if c not in placed]
    events = [c for c in CS.copies() if CS.kind_of(c) == "event" and c not in placed]
    if rest_in_deck:
        zones["deck"] = (*zones["deck"], *rest, *hidden)
        zones["events.aside"] = tuple(events)
    else:
        zones["deck"] = (*zones["deck"], *hidden)
        zones["events.aside"] = (*events, *rest)
    state = evolve(
        base,
        zones=zones,
        rng=RngState(0, 0, (), {p: tuple(v) for p, v in (forced or {}).items()}),
        step=step,
        current=current,
        turns=1,
        to_draw=0,
        played=0,
        dice={},
        attached=dict(attached or {}),
    )
    return evolve(state, **changes) if changes else state


def force(state: State, **points: Iterable[Any]) -> State:
    """``state`` with more outcomes forced at the named draw points (``attack=[...]``,
    ``defense=[...]`` for the battle's dice, or any point by its name with ``_`` for
    a space)."""
    names = {"attack": ATTACK_ROLL, "defense": DEFENSE_ROLL}
    named = dict(state.rng.named)
    for key, values in points.items():
        point = names.get(key, key.replace("_", " "))
        named[point] = (*named.get(point, ()), *values)
    rng = RngState(state.rng.seed, state.rng.draws, state.rng.forced, named)
    return evolve(state, rng=rng)


def run(state: State, *actions: Any) -> tuple[State, list[Event]]:
    """``state`` after ``actions``, and every event they made."""
    return playing.run(GAME, state, *actions)


def play(state: State, *actions: Any) -> State:
    return run(state, *actions)[0]


def declare(state: State, opponent: str, *attackers: str) -> tuple[State, list[Event]]:
    """From the play step or between battles: a battle against ``opponent`` declared
    with ``attackers`` sent into it, one by one, and begun."""
    if state.step == PLAY:
        state = play(state, EndPlay(state.current))
    assert state.step == BATTLE, state.step
    seat = state.current
    first, *more = attackers
    sends = [SendAttacker(seat, c) for c in more]
    return run(state, DeclareBattle(seat, opponent, first), *sends, StartBattle(seat))


def to_fight(state: State, opponent: str, attackers: Sequence[str], defender: str) -> State:
    """The battle declared and the first attacker defended against, so the defender
    lays first."""
    state, _ = declare(state, opponent, *attackers)
    return play(state, Defend(opponent, defender))
