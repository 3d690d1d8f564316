"""Genegrafter: whether a position can be (a loaded save, a sandbox edit, a position
built for a scenario): plain functions of the ``Genegrafter`` game and a position.

A position the rules can go on from: every card once, each where its kind may lie; Gear
and grafts on a Character of the same play area; every count the rules bound within its
bounds (Health, tokens, dice, cards played and drawn, grafts, discards); the turn's
bookkeeping fitting its step; and someone to move unless the game is over.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from petridish.core.game import stalled
from petridish.core.material import lying
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter import table_facts as facts
from petridish.games.genegrafter.infinity import LATER_OPTIONS
from petridish.games.genegrafter.state import (
    BATTLE,
    DEFEND,
    DISCARD,
    DRAW,
    GIVE_UP,
    GRAFT,
    HAND_LIMIT,
    INFINITY_FACES,
    INFINITY_STEP,
    LAY,
    MUSTER,
    OVER,
    PLAY,
    PLAY_LIMIT,
    REROLL,
    SEAT_IDS,
    START_HEALTH,
    START_TOKENS,
    STEPS,
    Fight,
    State,
)

if TYPE_CHECKING:
    from petridish.games.genegrafter.rules import Genegrafter

# Which kinds of card each kind of place holds (the rest by the place's name).
HOLDS = {
    "deck": ("character", "ability", "gear", "event", "dna"),
    "discard": ("character", "ability", "gear"),
    "strands": ("dna",),
    "events.aside": ("event",),
    "events.played": ("event",),
    "hand": ("character", "ability", "gear"),
    "play": ("character", "gear"),
    "pool": ("character",),
    "battle": ("ability",),
}
WORDS = {
    "deck": "the deck",
    "discard": "the discard pile",
    "strands": "the DNA Strands",
    "events.aside": "the Events left out",
    "events.played": "the Events played",
    "hand": "a hand",
    "play": "a play area",
    "pool": "a Gene Pool",
    "battle": "a battle",
}
# The steps a turn stands in, under a Genegrafting Round or the Infinity Die's choice.
TURN_STEPS = (PLAY, BATTLE, MUSTER, DEFEND, LAY, REROLL, DISCARD)
IN_BATTLE = (MUSTER, DEFEND, LAY, REROLL)  # a battle is declared
IN_FIGHT = (DEFEND, LAY, REROLL)  # one of its attackers is being fought
# A die on the table by the part of its key before the dot: what it is rolled for.
DICE = ("first", "attack", "defense", "tie", "infinity")
USES = ("rerolled", "lucky_shot", "roll_again", "keeps", "tie")
TWO = 2  # rulebook "Infinity Die": Discard 2 Cards
MAX_REASON = 200  # the rules write why a game ended in one short line


def place_kind(zone: str) -> str:
    """'jon.hand' -> 'hand', 'battle.sue' -> 'battle', 'deck' -> 'deck'."""
    head, _, tail = zone.partition(".")
    if head in SEAT_IDS:
        return tail
    if head == "battle":
        return "battle"
    return zone


@cache
def most_dice(cs: carddata.CardSet) -> int:
    """The most dice a side can count without the cap of six (ruling GG-R05): the
    strongest Character, every piece of Gear on it, three tokens and every Ability Card
    in the deck at its best."""
    chars = max((max(c.attack, c.defense) for c in cs.characters), default=0)
    gear = sum(max(g.attack, g.defense) * g.count for g in cs.gear)
    abilities = sum(max(a.base, a.bonus) * a.count for a in cs.abilities)
    return chars + gear + START_TOKENS + abilities


def problem(game: Genegrafter, state: State) -> str | None:
    """None if the rules can go on from ``state``, else what is wrong, in a sentence."""
    return (
        _table_problem(game, state)
        or _cards_problem(game, state)
        or _counts_problem(game, state)
        or _dice_problem(game, state)
        or _turn_problem(game, state)
        or stalled(game, state)
    )


# -- the table ----------------------------------------------------------------------
def _table_problem(game: Genegrafter, state: State) -> str | None:
    seats = state.seats
    if not 2 <= len(seats) <= 4 or len(set(seats)) != len(seats) or not set(seats) <= set(SEAT_IDS):
        # rulebook: genegrafter.txt:33 (four player cards), GG is for 2 to 4 players
        return "Genegrafter is played by 2 to 4 of its players, each once"
    try:
        options = game.resolve_options(state.options)
    except ValueError as exc:
        return f"the options are not Genegrafter's: {exc}"
    # An option added after games were saved may go unnamed: its default.
    if options != {**LATER_OPTIONS, **state.options}:
        return "the options must name every Genegrafter option"
    if set(state.zones) != set(game.zone_names(seats)):
        return "the table's places do not match Genegrafter's"
    for name in ("health", "attack_tokens", "defense_tokens"):
        if set(getattr(state, name)) != set(seats):
            return f"every player needs a {name.replace('_', ' ')} count"
    if len(set(state.out)) != len(state.out) or not set(state.out) <= set(seats):
        return "the players knocked out are not players of this game"
    if not facts.alive(state):
        return "every player is knocked out"
    return None


def _cards_problem(game: Genegrafter, state: State) -> str | None:
    """Every card once, each where its kind may lie; Gear and grafts on a Character
    of the same play area; a player knocked out holds nothing."""
    cs = game.cards
    seen = lying(state.zones)
    if isinstance(seen, str):
        return seen
    if set(seen) != set(cs.copies()):
        return "the cards do not add up to the deck's"
    for zone, cards in state.zones.items():
        kind = place_kind(zone)
        for c in cards:
            if cs.kind_of(c) not in HOLDS[kind]:
                return f"{cs.card(c).name} cannot lie in {WORDS[kind]}"
    for card, host in state.attached.items():
        zone = seen.get(card, "")
        if place_kind(zone) != "play" or seen.get(host) != zone or host in state.attached:
            return f"{_name(cs, card)} is not on a Character of its play area"
        if cs.kind_of(host) != "character":
            return f"{cs.card(card).name} sits on a card that is no Character"
    for seat in state.seats:
        for c in state.zones[f"{seat}.play"]:
            if cs.kind_of(c) == "gear" and c not in state.attached:
                return f"{cs.card(c).name} is in play on no Character"
        for h in facts.in_play(state, seat):
            worn = [g.slot for g in facts.gear_on(cs, state, h)]
            if len(worn) != len(set(worn)):
                # rulebook: genegrafter.txt:139
                return f"{cs.card(h).name} wears two pieces of Gear on one body slot"
    for seat in state.out:
        held = [z for z in ("hand", "play", "pool") if state.zones[f"{seat}.{z}"]]
        if held:
            # rulebook: genegrafter.txt:117 (removed from the game), ruling GG-R16
            return f"{game.seat_name(seat)} is out of the game and holds no cards"
    characters = {c for c in seen if cs.kind_of(c) == "character"}
    abilities = {c for c in seen if cs.kind_of(c) == "ability"}
    for name in ("fatigued", "attacked", "damaged", "granted", "equipped"):
        if not getattr(state, name) <= characters:
            return f"only Characters are {name}"
    if not state.flipped <= abilities:
        return "only Ability Cards are flipped"
    return None


# -- counts -------------------------------------------------------------------------
def _counts_problem(game: Genegrafter, state: State) -> str | None:
    for seat in state.seats:
        name = game.seat_name(seat)
        health = state.health[seat]
        # rulebook: genegrafter.txt:55 (a d6 at 6), genegrafter.txt:117 (out at 0)
        if seat in state.out and health != 0:
            return f"{name} was knocked out at 0 Health"
        if seat not in state.out and not 1 <= health <= START_HEALTH:
            return f"{name}'s Health die shows 1 to {START_HEALTH} while in the game"
        for what in ("attack_tokens", "defense_tokens"):
            # rulebook: genegrafter.txt:54 (three each), genegrafter.txt:35 (12 in
            # all); a Supply Drop gives none past three
            if not 0 <= getattr(state, what)[seat] <= START_TOKENS:
                word = what.split("_")[0].capitalize()
                return f"{name} holds 0 to {START_TOKENS} {word} tokens"
    if not 0 <= state.played <= PLAY_LIMIT:
        # rulebook: genegrafter.txt:82
        return f"a player plays 0 to {PLAY_LIMIT} Characters a turn"
    if not 0 <= state.to_draw <= DRAW or (state.to_draw and state.step != GRAFT):
        # rulebook: genegrafter.txt:67, genegrafter.txt:76 (the draw waits for a round)
        return f"a draw is of 0 to {DRAW} cards, and waits only for a Genegrafting Round"
    if state.turns < 1:
        return "the first turn has begun once the game is set up"
    if len(set(state.final)) != len(state.final) or not set(state.final) <= set(state.seats):
        return "the last round's turns are of players of this game, each once"
    if state.final and not state.closing:
        return "turns of a last round come only once the last DNA Strand is out"
    if not state.infinity_used <= set(state.seats) or not state.short_draw <= set(state.seats):
        return "the Infinity Die's records name players not in this game"
    if len(state.reason) > MAX_REASON:
        return "why the game ended is one short line"
    return _sources_problem(game.cards, state.last_fight)


def _dice_problem(game: Genegrafter, state: State) -> str | None:
    """Rulebook "Game Components": six red and six blue dice, a d6 each for Health
    and the Infinity Die; a side counts at most six, or what its cards allow when the
    option lifts the cap (ruling GG-R05)."""
    cs = game.cards
    cap = 6 if state.options.get("dice_cap", "six") == "six" else most_dice(cs)
    counts = {"attack": 0, "defense": 0}
    for key, die in state.dice.items():
        kind, _, rest = key.partition(".")
        if kind not in DICE or die.sides != 6 or not 1 <= die.value <= 6:
            return f"die {key!r} is no six-sided die of Genegrafter's showing a face"
        if kind in counts:
            counts[kind] += 1
        elif rest not in state.seats:
            return f"die {key!r} belongs to no player of this game"
    for kind, count in counts.items():
        # rulebook: genegrafter.txt:31 and genegrafter.txt:32 (six of each colour)
        if count > cap or {f"{kind}.{n}" for n in range(1, count + 1)} - set(state.dice):
            return f"the {kind} dice are numbered from 1, at most {cap} of them"
    return None


# -- the turn -----------------------------------------------------------------------
def _turn_problem(game: Genegrafter, state: State) -> str | None:
    step = state.step
    if step not in STEPS:
        return f"unknown step {step!r}"
    alive = facts.alive(state)
    if step == OVER:
        if not state.winners or not set(state.winners) <= set(state.seats):
            return "a finished game needs winners at the table"
        return None
    if state.winners:
        return "only a finished game has winners"
    if len(alive) < 2:
        # rulebook: genegrafter.txt:117 (the last player standing wins)
        return "a game goes on only while two players are in it"
    if state.current not in alive:
        return "the player whose turn it is must be in the game"
    if state.after_graft not in TURN_STEPS or state.infinity_return not in TURN_STEPS:
        return "a Genegrafting Round or the Infinity Die interrupts a step of the turn"
    under = step
    if step == GRAFT:
        under = state.after_graft
    elif step in (INFINITY_STEP, GIVE_UP):
        under = state.infinity_return
    return (
        _graft_problem(game, state)
        or _infinity_problem(game, state)
        or _battle_problem(game, state, under)
        or _discard_problem(game, state)
    )


def _graft_problem(game: Genegrafter, state: State) -> str | None:
    """Genegrafting Rounds: each player in the game may graft up to the round's
    number of Characters (1 to 3)."""
    alive = facts.alive(state)
    if state.step != GRAFT:
        if state.grafts_left or state.done:
            return "grafts are counted only during a Genegrafting Round"
        return None
    strands = len(state.zones["strands"])
    if set(state.grafts_left) != set(alive) or not state.done <= set(alive):
        return "every player in the game takes part in a Genegrafting Round"
    if any(not 0 <= n <= strands for n in state.grafts_left.values()):
        # rulebook: genegrafter.txt:129 to genegrafter.txt:131
        return "the n-th DNA Strand lets each player graft at most n Characters"
    return None


def _infinity_problem(game: Genegrafter, state: State) -> str | None:
    """Infinity Die: rolled once a game, in its owner's turn; Discard 2 Cards makes
    an opponent discard two."""
    if state.step == INFINITY_STEP:
        if state.infinity_face not in INFINITY_FACES or state.current not in state.infinity_used:
            return "the Infinity Die's face waits for the player who rolled it"
    elif state.infinity_face:
        return "only a rolled Infinity Die's face waits for a choice"
    seat, left = state.giving_up
    if state.step == GIVE_UP:
        if seat not in facts.alive(state) or seat == state.current or not 1 <= left <= TWO:
            # rulebook: genegrafter.txt:161
            return "Discard 2 Cards makes an opponent in the game discard one or two cards"
    elif state.giving_up != ("", 0):
        return "only the Infinity Die's Discard 2 Cards makes a player give up cards"
    return None


def _discard_problem(game: Genegrafter, state: State) -> str | None:
    if state.step == DISCARD and len(facts.hand(state, state.current)) <= HAND_LIMIT:
        # rulebook: genegrafter.txt:109
        return f"a player discards only while holding more than {HAND_LIMIT} cards"
    return None


def _battle_problem(game: Genegrafter, state: State, under: str) -> str | None:
    """Rulebook "Battle": a battle against one opponent, the attackers sent, and the
    fight of one of them with its defender, its cards, tokens and dice."""
    battle = state.battle
    if (battle is not None) != (under in IN_BATTLE):
        return "a battle is declared exactly while it is being fought"
    if battle is None:
        return "nothing is laid outside a fight" if state.laying else None
    current, opponent = state.current, battle.opponent
    mine = facts.in_play(state, current)
    if opponent == current or opponent not in facts.alive(state):
        return "a battle is against an opponent still in the game"
    if len(set(battle.waiting)) != len(battle.waiting) or not set(battle.waiting) <= set(mine):
        return "the attackers waiting are the attacker's own Characters in play, each once"
    if under == MUSTER and not battle.waiting:
        return "a battle being mustered has an attacker"
    fight = battle.fight
    if (fight is not None) != (under in IN_FIGHT):
        return "an attacker is fought exactly from its defence to its dice"
    if fight is None:
        # Ruling GG-R23: cards and tokens of a turn are laid in a fight alone.
        return "nothing is laid outside a fight" if state.laying else None
    return _fight_problem(game, state, fight, under)


def _fight_problem(game: Genegrafter, state: State, fight: Fight, under: str) -> str | None:
    assert state.battle is not None
    cs = game.cards
    current, opponent = state.current, state.battle.opponent
    sides = {current, opponent}
    if (
        fight.attacker not in facts.in_play(state, current)
        or fight.attacker in state.battle.waiting
    ):
        return "the attacker fought is one of the attacker's Characters in play"
    if under == DEFEND:
        if fight.defender:
            return "the defender is named once the defending player chooses"
    elif fight.defender not in facts.in_play(state, opponent):
        return "the defender fought is one of the defending player's Characters in play"
    if under == LAY and (fight.to_lay not in sides or fight.to_lay in fight.finished):
        # rulebook: genegrafter.txt:99
        return "a side still laying cards lays next"
    if not set(fight.finished) <= sides or not set(fight.laid) <= sides:
        return "only the two sides of a fight lay cards or finish"
    abilities = sum(a.count for a in cs.abilities)
    if len(fight.laid) > abilities:
        return "more Ability Cards are laid than the deck holds"
    if not 0 <= state.laying <= abilities + START_TOKENS or (state.laying and under != LAY):
        # Ruling GG-R23: what the side to lay has laid in its turn, while laying.
        return "a side lays its cards and tokens of a turn while the sides lay"
    if not set(fight.tokens) <= sides or any(
        not 0 <= n <= START_TOKENS for n in fight.tokens.values()
    ):
        # rulebook: genegrafter.txt:99 (tokens from the player card: three each)
        return f"a side spends 0 to {START_TOKENS} tokens in a fight"
    for spent in (fight.rerolls, fight.lucky, fight.again, fight.heal):
        if not set(spent) <= sides or any(not 0 <= n <= abilities for n in spent.values()):
            return "a side has a reroll or an effect for each Ability Card it laid, at most"
    rolled = any(k.startswith(("attack.", "defense.")) for k in state.dice)
    if under == REROLL and (fight.rolling not in sides or not rolled):
        # rulebook: genegrafter.txt:90 (attackers resolve their rerolls first)
        return "the dice are rolled and one side spends its rerolls"
    if under != REROLL and fight.rolling:
        return "a side spends its rerolls only once the dice are rolled"
    cap = most_dice(cs) * 6
    for seat, what, die, was, now in fight.uses:
        if (
            what not in USES
            or (seat and seat not in sides)
            or not 0 <= was <= cap
            or not 0 <= now <= cap
        ):
            return (
                "the uses of a fight's dice are rerolls, Lucky Shots, Roll Agains, keeps and ties"
            )
        if die and die not in state.dice and what != "tie":
            return "a use of the dice names a die not on the table"
    return _sources_problem(cs, fight)


def _sources_problem(cs: carddata.CardSet, fight: Fight | None) -> str | None:
    """A fight's dice by source (for the table's reckoning) name known cards."""
    if fight is None:
        return None
    cards = set(cs.copies())
    for sources in fight.sources.values():
        for what, dice in sources:
            if what not in ("own", "tokens") and what not in cards:
                return "a fight's dice come from its Characters, cards and tokens"
            if not 0 <= dice <= most_dice(cs):
                return "a fight's dice come from its Characters, cards and tokens"
    return None


def _name(cs: carddata.CardSet, card: str) -> str:
    try:
        return cs.card(card).name
    except KeyError:
        return repr(card)
