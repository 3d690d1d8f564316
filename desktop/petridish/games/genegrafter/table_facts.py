"""What a Genegrafter position says about its cards: whose they are, which Characters
stand in play, what each can do (its powers, its marker colours, its Gear), and the
players still in the game. Plain functions of a state and the card set, used by the
rules, the computer player and the table alike."""

from __future__ import annotations

from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter.state import State


def alive(state: State) -> tuple[str, ...]:
    """The players still in the game, in seat order (rulebook "Winning the Game")."""
    return tuple(s for s in state.seats if s not in state.out)


def hand(state: State, seat: str) -> tuple[str, ...]:
    return state.zones[f"{seat}.hand"]


def pool(state: State, seat: str) -> tuple[str, ...]:
    return state.zones[f"{seat}.pool"]


def in_play(state: State, seat: str) -> tuple[str, ...]:
    """``seat``'s Characters in play: the cards of its play area that sit on no other
    (Gear and grafted Characters lie on the Character they belong to)."""
    attached = state.attached
    return tuple([c for c in state.zones[f"{seat}.play"] if c not in attached])


def controller(state: State, card: str) -> str:
    """The player whose play area holds ``card`` ('' if none)."""
    for seat in state.seats:
        if card in state.zones[f"{seat}.play"]:
            return seat
    return ""


def attached_to(state: State, character: str) -> tuple[str, ...]:
    """The Gear and the grafted Characters on ``character``, in the order attached."""
    return tuple(c for c, host in state.attached.items() if host == character)


def gear_on(cs: carddata.CardSet, state: State, character: str) -> tuple[carddata.Gear, ...]:
    return tuple(cs.gear_card(c) for c in attached_to(state, character) if cs.kind_of(c) == "gear")


def gear_slots_taken(cs: carddata.CardSet, state: State, seat: str) -> dict[str, set[str]]:
    """``seat``'s Characters in play that may take a piece of Gear this turn (one a turn
    each), with the body slots their Gear takes already (Play Character Cards)."""
    return {
        c: {g.slot for g in gear_on(cs, state, c)}
        for c in in_play(state, seat)
        if c not in state.equipped
    }


def dice(cs: carddata.CardSet, state: State, character: str, attacking: bool) -> int:
    """The dice ``character`` counts by itself and its Gear, attacking or defending
    (Battle, step 6, before tokens and Ability Cards)."""
    card = cs.character(character)
    gear = gear_on(cs, state, character)
    if attacking:
        return card.attack + sum(g.attack for g in gear)
    return card.defense + sum(g.defense for g in gear)


def grafts_on(cs: carddata.CardSet, state: State, character: str) -> tuple[str, ...]:
    return tuple(c for c in attached_to(state, character) if cs.kind_of(c) == "character")


def powers(cs: carddata.CardSet, state: State, character: str) -> frozenset[str]:
    """The Super Powers ``character`` has: its own, each graft's (rulebook "Genegrafting
    Rounds"), and Infinity if the Infinity Die granted it."""
    own = {cs.character(character).power}
    own |= {cs.character(g).power for g in grafts_on(cs, state, character)}
    if character in state.granted:
        own.add("infinity")
    return frozenset(own)


def marker_colours(cs: carddata.CardSet, state: State, character: str) -> frozenset[str]:
    """The Genetic Marker colours ``character`` has: its own and each graft's."""
    cards = (character, *grafts_on(cs, state, character))
    return frozenset(cs.character(c).marker for c in cards)


def free_slot(cs: carddata.CardSet, state: State, character: str, slot: str) -> bool:
    """Gear Cards: a Character cannot have two Gear cards on the same body slot."""
    return all(g.slot != slot for g in gear_on(cs, state, character))


def score(cs: carddata.CardSet, state: State, seat: str) -> int:
    """Winning the Game: the Genetic Markers in ``seat``'s Gene Pool, and those of its
    Characters in play (a grafted Character counts its own marker only)."""
    cards = (*pool(state, seat), *in_play(state, seat))
    return sum(cs.character(c).markers for c in cards if cs.kind_of(c) == "character")
