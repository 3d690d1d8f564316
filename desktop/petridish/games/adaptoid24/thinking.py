"""ADAPTOID 24 for the strong computer player (``core.search``): dealing what a side
cannot see, and judging a position a search stops in.

A side does not see the other's hand (nor the card Intimidate set aside), the Spawn
deck, the Evolution decks, a Spawn face down wherever it lies, and the other's room
while the rooms are being picked (rulebook "Set Up", "The Game"). A deal
(``determinize``) fills each of those places with cards of the kind that lies there:
the other side's Room cards into its hand, Spawns wherever Spawns lie face down, each
Evolution deck's own cards into that deck, and the other's pick one of the rooms its
hand could have given, the likelier as the normal player would weigh it. Everything
else is taken from the view as it is.

A search keeps a tree per side (``core.search``), in which a room the other side picked
face down reads as "a room" (``move_seen_by``): its reply to our pick cannot follow it,
and is drawn as the normal player would weigh its rooms (``likely_moves``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from petridish.core.actions import Action
from petridish.core.evolve import evolve
from petridish.core.material import unseen
from petridish.core.rng import fresh
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24 import facts
from petridish.games.adaptoid24.facts import ROOM_CARD
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    CHARACTER,
    CHOOSE,
    DRON,
    GENETICIST,
    HIDDEN,
    PHASES,
    TASERS,
    TURNS_PER_PHASE,
    ChooseRoom,
    State,
    room_of,
)

if TYPE_CHECKING:
    from petridish.games.adaptoid24.rules import Adaptoid24

# The private places of each side: a hidden card there is one of its Room cards.
HANDS = {"adaptoid.hand": ADAPTOID, "geneticist.hand": GENETICIST, "geneticist.aside": GENETICIST}
PREFIX = {ADAPTOID: "a.", GENETICIST: "g."}
DECK_ZONES = {f"evo.{d}": d for d in carddata.DECKS}
# How often a deal of the other side's hand is drawn again before it is made by rule:
# only a sandbox position, with the other side's cards in a hand, ever needs a second.
TRIES = 20
# How far from the normal player's own choice a hidden pick is dealt (its score's units
# per step of e; the normal Adaptoid picks at 0.25): the Geneticist's strong player,
# which meets the Adaptoid's hidden pick every turn, won 97% of 60 games against the
# normal Adaptoid so, 83% with every room in hand equally likely.
SOFTNESS = 1.0

Place = tuple[str, int]  # a hidden card's place: its zone, and where in it


@dataclass(frozen=True, slots=True)
class Hidden:
    """What a view hides, and what may be dealt there: worked out once for a view,
    which a search deals again at every iteration."""

    zones: frozenset[str]  # the zones with a hidden card
    spawns: tuple[tuple[Place, ...], tuple[str, ...]]  # the face-down Spawns' places, cards
    decks: tuple[tuple[tuple[Place, ...], tuple[str, ...]], ...]  # each Evolution deck's
    rooms: tuple[tuple[Place, ...], tuple[str, ...]]  # the other side's hand (and aside)
    likely: dict[str, float]  # each room, how likely the other side picked it, hidden


_last: tuple[State, Hidden] | None = None  # the view dealt last, and what it hides


def every_card(game: Adaptoid24) -> list[str]:
    """Every card that can lie face down: the Room cards, Spawns and Evolution cards
    (Characters and equipment always lie face up)."""
    look = game.look
    rooms = [p + r for p in ROOM_CARD for r in look.rooms]
    return [*rooms, *sorted(look.spawns), *look.evolutions]


def hidden_in(game: Adaptoid24, view: State) -> Hidden:
    """Where ``view`` hides cards, by kind, and the cards it does not show, by kind."""
    global _last
    last = _last
    if last is not None and last[0] is view:
        return last[1]
    rooms: list[Place] = []
    spawns: list[Place] = []
    decks: dict[str, list[Place]] = {d: [] for d in carddata.DECKS}
    for zone, cards in view.zones.items():
        for i, card in enumerate(cards):
            if card == HIDDEN:
                if zone in HANDS:
                    rooms.append((zone, i))
                elif zone in DECK_ZONES:
                    decks[DECK_ZONES[zone]].append((zone, i))
                else:  # only a Spawn lies face down outside a hand or a deck
                    spawns.append((zone, i))
    left = unseen(every_card(game), view.zones)
    evolutions = game.look.evolutions
    hidden = Hidden(
        frozenset(z for z, _ in (*rooms, *spawns, *(p for d in decks.values() for p in d))),
        (tuple(spawns), tuple(c for c in left if c.startswith("spawn."))),
        tuple(
            (tuple(places), tuple(c for c in left if c in evolutions and evolutions[c].deck == d))
            for d, places in decks.items()
        ),
        (tuple(rooms), tuple(c for c in left if c[:2] in ROOM_CARD)),
        _likely(game, view),
    )
    _last = (view, hidden)
    return hidden


def determinize(game: Adaptoid24, view: State, seat: str, rng: random.Random) -> State:
    """A whole position ``seat`` could be in, seeing ``view``: every hidden card dealt
    at random among the places its kind could lie (see the module), the other side's
    hidden pick one of its rooms in hand (see ``_likely``), and the shuffles and blind draws to come
    (the second phase's Spawn deck, Intimidate) drawn afresh."""
    hidden = hidden_in(game, view)
    zones = {z: list(view.zones[z]) for z in hidden.zones}
    _deal(zones, *hidden.spawns, rng)
    _deal_evolutions(zones, hidden.decks, rng)
    if hidden.rooms[0]:
        _deal_hands(game, view, zones, *hidden.rooms, rng)
    picks = view.picks
    if HIDDEN in picks.values():
        picks = {
            side: _pick(zones, side, hidden.likely, rng) if room == HIDDEN else room
            for side, room in picks.items()
        }
    dealt = evolve(
        view,
        zones={**view.zones, **{z: tuple(cards) for z, cards in zones.items()}},
        picks=picks,
        rng=fresh(rng),
    )
    return game.clone(dealt)


# Each side's room picked face down, as the other side sees it: whichever room.
FACE_DOWN = {side: ChooseRoom(side, HIDDEN) for side in PREFIX}


def move_seen_by(state: State, action: Action, seat: str) -> Hashable:
    """How ``action``, made in ``state`` by the other side, looks to ``seat``: a room
    picked first reads as a room picked face down (rulebook "The Game": both pick in
    secret), unless the Control Room has the Adaptoid pick face up; the second pick
    turns both rooms up, so it is seen whole, as is every other move."""
    first = isinstance(action, ChooseRoom) and seat not in state.picks
    if first and not (state.control and action.seat == ADAPTOID):
        return FACE_DOWN[action.seat]
    return action


def likely_moves(
    game: Adaptoid24, state: State, seat: str, legal: list[Action]
) -> dict[Action, float] | None:
    """How likely ``seat`` is to pick each room of ``legal``: as the normal player
    weighs its rooms, seeing what ``seat`` sees, and draws among them (its own
    temperature); None for any other move, which the search chooses. The strong
    Adaptoid, whose pick the Geneticist answers face down, won 115 of 200 games
    against the normal Geneticist with the Geneticist's reply searched, 155 so."""
    if not isinstance(legal[0], ChooseRoom):
        return None
    from petridish.games.adaptoid24.bot import Adaptoid24Bot  # (it imports the rules)

    judge = Adaptoid24Bot()
    view = game.view(state, seat)
    scores = [judge.score(game, view, seat, a) for a in legal]
    top = max(scores)
    softness = judge.TEMPERATURE[seat]
    return {a: math.exp((score - top) / softness) for a, score in zip(legal, scores, strict=True)}


def _deal(
    zones: dict[str, list[str]],
    places: Sequence[Place],
    cards: Sequence[str],
    rng: random.Random | None = None,
) -> None:
    """Put ``cards`` (shuffled with ``rng``, if given) into ``places``, one each (a view
    that fits the game holds a hidden place for every card it does not show)."""
    assert len(places) == len(cards), "the view hides as many cards as it does not show"
    if rng is not None:
        cards = list(cards)
        rng.shuffle(cards)
    for (zone, i), card in zip(places, cards, strict=True):
        zones[zone][i] = card


def _deal_evolutions(
    zones: dict[str, list[str]],
    decks: tuple[tuple[tuple[Place, ...], tuple[str, ...]], ...],
    rng: random.Random,
) -> None:
    """Each Evolution deck gets its own cards, shuffled (rulebook "Set Up": three decks
    of their own type); a card a sandbox moved to another deck, unseen, goes into
    whichever deck has room left for it."""
    strays: list[str] = []
    short: list[Place] = []
    for places, cards in decks:
        if len(places) == len(cards):
            _deal(zones, places, cards, rng)
            continue
        own = list(cards)
        rng.shuffle(own)
        _deal(zones, places[: len(own)], own[: len(places)])
        strays += own[len(places) :]
        short += places[len(own) :]
    _deal(zones, short, strays, rng)


def _deal_hands(
    game: Adaptoid24,
    view: State,
    zones: dict[str, list[str]],
    places: tuple[Place, ...],
    rooms: tuple[str, ...],
    rng: random.Random,
) -> None:
    """The other side's hand (and the Geneticist's card set aside) from the Room cards
    not seen: shuffled until its hand holds a room of its own for every turn still to
    be picked (a sandbox may have put other cards there), in the order the rules keep
    a hand in (the rooms' own order)."""
    side = HANDS[places[0][0]]
    hand = f"{side}.hand"
    own = PREFIX[side]
    need = _turns_to_pick(view)  # (the whole hand is hidden: it is the other side's)
    cards = list(rooms)
    for _ in range(TRIES):
        rng.shuffle(cards)
        dealt = [c for (zone, _), c in zip(places, cards, strict=True) if zone == hand]
        if sum(1 for c in dealt if c.startswith(own)) >= need:
            break
    else:  # the side's own rooms (still shuffled) into its hand first
        cards.sort(key=lambda c: not c.startswith(own))
        places = tuple(sorted(places, key=lambda p: p[0] != hand))
    _deal(zones, places, cards)
    order = game.look.room_order
    if hand in zones:  # (else only the card set aside is hidden)
        zones[hand].sort(key=lambda c: (c[:2] != own, order[room_of(c)]))


def _turns_to_pick(view: State) -> int:
    """How many rooms each side has still to reveal this phase, this turn's among them
    until both are revealed."""
    return TURNS_PER_PHASE - view.turn + (1 if view.step in (CHARACTER, CHOOSE) else 0)


def _likely(game: Adaptoid24, view: State) -> dict[str, float]:
    """How likely the side whose pick ``view`` hides picked each room: as the normal
    player weighs its rooms, seeing what this side sees (the Adaptoid hunts where the
    Geneticist gains most, the Geneticist goes where it gains most and risks least),
    softened. Empty when no pick is hidden."""
    from petridish.games.adaptoid24.bot import Adaptoid24Bot  # (it imports the rules)

    sides = [side for side, room in view.picks.items() if room == HIDDEN]
    if not sides:
        return {}
    (side,) = sides
    judge = Adaptoid24Bot()
    scores = {r: judge.score(game, view, side, ChooseRoom(side, r)) for r in game.room_ids()}
    top = max(scores.values())
    return {r: math.exp((score - top) / SOFTNESS) for r, score in scores.items()}


def _pick(
    zones: dict[str, list[str]], side: str, likely: dict[str, float], rng: random.Random
) -> str:
    """A room ``side`` could have picked, hidden: one of its own in its hand, each as
    ``likely`` says."""
    own = PREFIX[side]
    rooms = [room_of(c) for c in zones[f"{side}.hand"] if c.startswith(own)]
    return rng.choices(rooms, [likely[r] for r in rooms])[0]


# What each thing on the table adds to the log-odds of a capture, fitted (logistic
# regression) to 18,000 positions of 1,500 games between the normal computer players,
# and the game's outcome from each: the Adaptoid caught the Geneticist in 18% of them.
ODDS = -2.1  # the log-odds with nothing on the table (no turns left, no gear)
PER_TURN = 0.28  # each turn still to play: one more chance to meet
PER_TASER = -0.90  # each loaded Taser: one point of Resistance answered
PER_DRON = -1.40  # the loaded Dron: any one encounter answered
PER_SHIELD = -1.94  # the loaded Shield: any one encounter answered
PER_RESISTANCE = 1.04  # each point of the Adaptoid's Resistance: Tasers buy less
PER_TRAP = 0.41  # each room the Geneticist still holds that the Adaptoid seeded


def evaluate(game: Adaptoid24, state: State) -> dict[str, float]:
    """Each side's prospects: the chance of a capture before the Geneticist escapes
    (rulebook "The Game": captured by an encounter it cannot overcome, else escaped
    after the second phase's sixth turn), from the turns left, the Geneticist's loaded
    equipment, the Adaptoid's Resistance and the rooms in the Geneticist's hand where
    Spawns wait for it."""
    zones = state.zones
    turns_left = TURNS_PER_PHASE * PHASES - state.turn_number
    if state.step in (CHARACTER, CHOOSE):
        turns_left += 1  # this turn's rooms are still to meet
    gear = zones["geneticist.equipment"]
    loaded = state.loaded
    tasers = sum(1 for t in TASERS if t in gear and t in loaded)
    character = zones["geneticist.character"]
    seeded = set(facts.adaptoid_rooms(state))
    traps = sum(
        1
        for c in zones["geneticist.hand"]
        if c[2:] in seeded and c.startswith("g.") and zones[f"spawns.{c[2:]}"]
    )
    odds = (
        ODDS
        + PER_TURN * turns_left
        + PER_TASER * tasers
        + PER_DRON * (DRON in gear and DRON in loaded)
        + PER_SHIELD * (bool(character) and character[0] in loaded)
        + PER_RESISTANCE * facts.adaptoid_resistance(state, game.look)
        + PER_TRAP * traps
    )
    capture = 1.0 / (1.0 + math.exp(-odds))
    return {ADAPTOID: capture, GENETICIST: 1.0 - capture}
