"""What A.D.A.P.T.'s sandbox forbids, and what the rules do by themselves after an edit.

The core moves cards, sets counters and dice (``core/sandbox.py``); the ``AdaptGame``
asks these functions for the game's own word on it, from the first moment of a game,
the choosing of Guppies included. A card goes only to a place that holds its kind (a
Part onto its own location of any fish, a Body into a Gene Pool or the Gene Stream, a
card into the deck or the discard pile); a Gene Stream slot holds one card, a Gene Pool
three, and a fish always keeps a Body. A fish's Experience, Damage and Poison (once
it has its Guppy), the round (once set-up is over), and any die once rolled may be set;
any pile may be shuffled or cut, but nothing turns over: the cards lie face up, the
deck and the discard pile face down (ruling ADAPT-R27). Then a fish whose Damage now
exceeds its Health is defeated, and a fish that can no longer take its turn passes it
on (ruling ADAPT-R26).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from petridish.core import sandbox
from petridish.core.actions import Edit
from petridish.core.events import Event
from petridish.core.material import Counter
from petridish.games.adapt import turns, words
from petridish.games.adapt.attack import defeat_if_beaten
from petridish.games.adapt.board import MAX_POISON
from petridish.games.adapt.state import (
    BAITED,
    BODY,
    CHOOSE,
    DECK,
    DISCARD,
    GUPPY,
    MAX_XP,
    OVER,
    PGP,
    PGP_SIZE,
    TURN,
    State,
    seat_zone,
)
from petridish.games.adapt.work import Work

if TYPE_CHECKING:
    from petridish.games.adapt.rules import AdaptGame

# A fish's counters the sandbox may set: Experience (its d20), Damage, Poison.
COUNTERS = {"xp": ("Experience", 0, MAX_XP), "damage": ("Damage", 0, 99)}
COUNTERS["poison"] = ("Poison", 0, MAX_POISON)


def counters(game: AdaptGame, state: State) -> dict[str, Counter]:
    """The round, and each fish's counters; in set-up the round is not counted yet,
    and a fish has counters only once it has its Guppy: the set-up says so."""
    limit = state.options["round_limit"]
    setting_up = "the rounds begin once set-up is over" if state.round == 0 else ""
    out = {"round": Counter(1, limit, "the round", refusal=setting_up)}
    for seat in state.seats:
        name = game.seat_name(seat)
        refusal = ""
        if state.fish[seat].defeated:
            refusal = f"{name}'s fish is out of the game"
        elif not state.zones[seat_zone(seat, BODY)]:
            refusal = f"{name} has no fish yet: its Guppy is chosen first"
        for key, (label, low, high) in COUNTERS.items():
            out[f"{seat}.{key}"] = Counter(low, high, f"{name}'s {label}", refusal=refusal)
    return out


def with_counter(game: AdaptGame, state: State, key: str, value: int) -> State:
    """``state`` with the round, or a fish's counter (``<seat>.xp``...), set to ``value``."""
    w = game.working_copy(state)
    if key == "round":
        w.set(round=value)
    else:
        seat, _, counter = key.partition(".")
        w.change(seat, **{counter: value})
    return w.outcome()[0]


def edit_refusal(game: AdaptGame, state: State, edit: Edit, source: str) -> str | None:
    if state.step == OVER:
        return "the game is over"
    if edit.op == "flip" and source in (DECK, DISCARD):  # a pile, or a card of one
        where = words.zone_name(game, source)
        return f"{where} lies face down by the rules: shuffle it or cut it instead"
    if edit.op != "move":
        return None
    zone = edit.zone
    card = game.cards.design(edit.card)
    where = words.zone_name(game, zone)
    if not words.fits(card, zone):
        # A card its mover named by its place, unseen, is not named back to it.
        name = "A face-down card" if sandbox.unseen(game, state, edit) else card.name
        return f"{name} cannot go to {where}: it {words.holds_only(zone)}"
    size = len(state.zones[zone]) - (source == zone)
    if zone.startswith("stream.") and size >= 1:
        return f"{where} already holds a card"
    if zone.endswith("." + PGP) and size >= PGP_SIZE:
        return f"a Gene Pool holds only {PGP_SIZE} cards"
    if source.endswith("." + BODY) and source != zone and len(state.zones[source]) == 1:
        return "a fish always keeps a Body"
    return None


def turned_over() -> str:
    return (
        "A.D.A.P.T.'s cards lie face up (the deck and the discard pile face down):"
        " there is nothing to turn over"
    )


def follow_edit(game: AdaptGame, state: State, edit: Edit) -> tuple[State, list[Event]]:
    """A fish whose Health counts again, or whose Damage now exceeds it, follows
    the rules; then the turn goes on (see ``_settle``)."""
    if state.step == GUPPY:  # no fish has a turn, nor Health to lose, yet
        return state, []
    w = game.working_copy(state)
    for seat in w.seats:
        fish = w.s.fish[seat]
        if not w.s.zones[seat_zone(seat, BODY)]:
            continue
        if fish.held and w.totals(seat).health > fish.damage:
            w.change(seat, held=0)  # its own Health counts again
        defeat_if_beaten(w, seat)
    _settle(w)
    new, events = w.outcome()
    return new, list(events)


def _settle(w: Work) -> None:
    """The rules go on from an edited position: a game down to one fish is over; a
    fish defeated on its own turn passes it on; a choice with no card left to choose
    gives nothing."""
    if turns.check_over(w):
        return
    beaten = w.s.fish[w.s.current].defeated and w.s.step in (TURN, BAITED, CHOOSE)
    if beaten or (w.s.step == CHOOSE and not w.stream()):
        w.set(pick=None)
        turns.end_turn(w)


def place_name(game: AdaptGame, zone: str) -> str:
    return words.zone_name(game, zone)
