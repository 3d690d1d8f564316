"""Genegrafter for the strong computer player (``thinking``): a position dealt from a
seat's view is one it could be in, and each player's prospects are judged by what
wins the game."""

from __future__ import annotations

import random
from collections import Counter

from petridish.core import registry
from petridish.core.evolve import evolve
from petridish.core.material import HIDDEN
from petridish.core.rng import RngState
from petridish.games.genegrafter import thinking
from petridish.games.genegrafter.bot import GenegrafterBot
from petridish.games.genegrafter.state import BATTLE, DeclareBattle, Finish, LayAbility
from tests.conformance import along, dealt_as_seen
from tests.games.genegrafter.helpers import CS, GAME, JON, SUE, ab, ch, play, position, to_fight

# Where each kind of card may be dealt: what a hidden place can hold.
DEALT_TO = {
    "deck": {"character", "ability", "gear", "event", "dna"},
    "events.aside": {"event"},
    "hand": {"character", "ability", "gear"},
    "battle": {"ability"},
}


def along_games(players: int, seeds: range, every: int = 5) -> list:
    """Positions along games of random moves, every few moves, with 1 to 6 Events."""
    return along(GAME, seeds, players, every=every, options=lambda seed: {"events": 1 + seed % 6})


def place_kind(zone: str) -> str:
    head, _, tail = zone.partition(".")
    return {"hand": "hand", "battle": "battle"}.get(tail if head != "battle" else head, zone)


def kinds_in(zone: tuple[str, ...]) -> Counter:
    return Counter(CS.kind_of(c) for c in zone)


def test_strong_is_offered() -> None:
    assert registry.levels("genegrafter") == ("easy", "normal", "strong")


def test_a_deal_of_a_view_is_a_position_the_seat_could_be_in() -> None:
    """Every card of the game once, each hidden card where a card of its kind can lie,
    as many cards in each place as the view shows, and the seat sees just its view."""
    # rulebook: genegrafter.txt:56 (Events and Strands out of the deal)
    # rulebook: genegrafter.txt:57 (a hand of ordinary cards)
    # rulebook: genegrafter.txt:74 (an Event drawn is shown and resolved)
    # rulebook: genegrafter.txt:76 (a DNA Strand drawn goes to the middle)
    # rulebook: genegrafter.txt:99 (Ability Cards laid face down)
    rng = random.Random(1)
    for players in (2, 3, 4):
        for state in along_games(players, range(2)):
            for seat in GAME.to_move(state):
                view, dealt = dealt_as_seen(GAME, state, seat, rng)
                for zone, cards in view.zones.items():
                    for shown, card in zip(cards, dealt.zones[zone], strict=True):
                        assert card != HIDDEN
                        if shown == HIDDEN:
                            assert CS.kind_of(card) in DEALT_TO[place_kind(zone)], (zone, card)
                        else:
                            assert card == shown


def test_a_deal_keeps_each_strand_and_event_in_its_stack_of_the_deck() -> None:
    """The deck is three stacks, each with a DNA Strand and its share of the Events:
    a deal leaves as many of them in what is left of each stack as the table does."""
    # rulebook: genegrafter.txt:58
    # rulebook: genegrafter.txt:165 (the game ends once the three Strands are out)
    rng = random.Random(2)
    checked = 0
    for players in (2, 4):
        for state in along_games(players, range(3), every=3):
            seat = GAME.to_move(state)[0]
            view = GAME.view(state, seat)
            deck = state.zones["deck"]
            counts = thinking.stack_counts(
                GAME, view, kinds_in(deck)["dna"], kinds_in(deck)["event"]
            )
            if counts is None:  # a deck made again from the discard pile: ordinary cards
                assert not {"dna", "event"} & set(kinds_in(deck))
                continue
            for _ in range(3):
                dealt = GAME.determinize(view, seat, rng).zones["deck"]
                top = 0
                for strands, events, size in counts:
                    true, mine = kinds_in(deck[top : top + size]), kinds_in(dealt[top : top + size])
                    assert (mine["dna"], mine["event"]) == (true["dna"], true["event"])
                    assert (strands, events) == (true["dna"], true["event"])
                    top += size
                checked += 1
    assert checked > 50


def test_the_strands_lie_one_in_each_stack_at_the_start() -> None:
    """At the first move, from the first player's view: a Strand in each third of the
    deck, never two together (a plain shuffle would often put two in one)."""
    # rulebook: genegrafter.txt:58
    states = (GAME.new_state(n, options={"events": 3}, seats=GAME.seat_ids(2)) for n in range(9))
    state = next(s for s in states if not s.zones["strands"] and not s.zones["events.played"])
    seat = GAME.to_move(state)[0]
    view = GAME.view(state, seat)
    sizes = [n for _, _, n in thinking.stack_counts(GAME, view, 3, 3)]
    rng = random.Random(3)
    for _ in range(50):
        deck = GAME.determinize(view, seat, rng).zones["deck"]
        at = [i for i, c in enumerate(deck) if CS.kind_of(c) == "dna"]
        assert at[0] < sizes[0] <= at[1] < sizes[0] + sizes[1] <= at[2]


def test_what_the_seat_cannot_see_is_dealt_afresh_each_time() -> None:
    """The others' hands, the deck and the dice to come differ from deal to deal; the
    seat's own hand never does."""
    # rulebook: genegrafter.txt:57
    state = GAME.new_state(5, seats=GAME.seat_ids(3))
    seat = GAME.to_move(state)[0]
    other = next(s for s in state.seats if s != seat)
    view = GAME.view(state, seat)
    rng = random.Random(4)
    deals = [GAME.determinize(view, seat, rng) for _ in range(20)]
    assert {d.zones[f"{seat}.hand"] for d in deals} == {state.zones[f"{seat}.hand"]}
    assert len({d.zones[f"{other}.hand"] for d in deals}) > 10
    assert len({d.zones["deck"] for d in deals}) == 20
    seeds = {d.rng.seed for d in deals}
    assert len(seeds) == 20 and view.rng == RngState(0)  # (a view holds a blank one)


def test_the_other_sides_face_down_ability_cards_are_dealt_ability_cards() -> None:
    """In a battle the defender's cards laid face down are Ability Cards to the
    attacker; a card flipped face up stays what it is."""
    # rulebook: genegrafter.txt:99
    # rulebook: genegrafter.txt:100
    nebrus, madlock = ch("nebrus"), ch("madlock")
    state = position(
        step=BATTLE,
        play={JON: [nebrus], SUE: [madlock]},
        hands={JON: [ab("fireball")], SUE: [ab("blind"), ab("ice_wall"), ch("brute")]},
    )
    state = to_fight(state, SUE, [nebrus], madlock)
    state = play(state, LayAbility(SUE, ab("blind"), True), LayAbility(SUE, ab("ice_wall")))
    view = GAME.view(state, JON)
    assert view.zones["battle.sue"] == (HIDDEN, HIDDEN)
    rng = random.Random(5)
    seen = set()
    for _ in range(30):
        dealt = GAME.determinize(view, JON, rng)
        assert GAME.validate_state(dealt) is None
        assert {CS.kind_of(c) for c in dealt.zones["battle.sue"]} == {"ability"}
        seen |= set(dealt.zones["battle.sue"])
    assert len(seen) > 4  # any Ability Card Jon has not seen


def test_prospects_follow_the_genetic_markers_and_a_knocked_out_player_has_none() -> None:
    """A position judged as it stands: shares of 1; more Genetic Markers, better
    prospects; equal markers, the higher Health; a damaged Character's markers count for less, Gear's dice for a little; a
    player out of the game has none."""
    # rulebook: genegrafter.txt:113
    # rulebook: genegrafter.txt:115
    # rulebook: genegrafter.txt:117
    # rulebook: genegrafter.txt:103 (a damaged Character lost again goes to a Gene Pool)
    characters = [c for c in CS.copies() if CS.kind_of(c) == "character"]

    def alike(c: str) -> tuple[int, int]:
        card = CS.character(c)
        return card.markers, card.attack + card.defense

    low, same = next(
        (a, b) for a in characters for b in characters if a < b and alike(a) == alike(b)
    )
    high = max(characters, key=lambda c: CS.character(c).markers)
    assert CS.character(low).markers < CS.character(high).markers
    p = thinking.prospects(CS, position(play={JON: [low], SUE: [same]}))
    assert abs(sum(p.values()) - 1) < 1e-9 and abs(p[JON] - p[SUE]) < 1e-9
    assert thinking.prospects(CS, position(play={JON: [high], SUE: [low]}))[JON] > 0.5
    hurt = position(play={JON: [low], SUE: [same]}, health={JON: 6, SUE: 2})
    assert thinking.prospects(CS, hurt)[JON] > 0.5
    damaged = position(play={JON: [low], SUE: [same]}, damaged=frozenset({same}))
    assert thinking.prospects(CS, damaged)[JON] > 0.5
    # rulebook: genegrafter.txt:137 (Gear, attached to a Character, adds its dice)
    boots = next(c for c in CS.copies() if CS.kind_of(c) == "gear")
    geared = position(play={JON: [low], SUE: [same]}, attached={boots: low})
    assert thinking.prospects(CS, geared)[JON] > 0.5
    mike = GAME.seat_ids(3)[2]
    out = position(players=3, play={JON: [low]}, out=(SUE,), health={JON: 6, SUE: 0, mike: 6})
    p = thinking.prospects(CS, out)
    assert p[SUE] == 0 and p[JON] > p[mike] and abs(sum(p.values()) - 1) < 1e-9


def test_a_battle_under_way_counts_for_what_it_may_bring() -> None:
    """A fight against a damaged Character may win it into the attacker's Gene Pool;
    more dice laid, better odds; a player with nobody to defend stands to lose Health."""
    # rulebook: genegrafter.txt:101
    # rulebook: genegrafter.txt:102
    # rulebook: genegrafter.txt:103
    # rulebook: genegrafter.txt:117
    nebrus, madlock = ch("nebrus"), ch("madlock")
    hands = {JON: [ab("fireball"), ab("mind_spike")], SUE: [ab("blind")]}
    state = position(
        step=BATTLE, play={JON: [nebrus], SUE: [madlock]}, hands=hands, damaged={madlock}
    )
    before = thinking.prospects(CS, state)[JON]
    fight = to_fight(state, SUE, [nebrus], madlock)
    assert thinking.prospects(CS, fight)[JON] > before
    laid = play(fight, Finish(SUE), LayAbility(JON, ab("fireball"), True))
    assert thinking.prospects(CS, laid)[JON] > thinking.prospects(CS, fight)[JON]
    alone = position(step=BATTLE, play={JON: [nebrus]}, hands=hands)
    declared = play(alone, DeclareBattle(JON, SUE, nebrus))
    assert thinking.prospects(CS, declared)[SUE] < thinking.prospects(CS, alone)[SUE]


def test_a_fight_not_yet_rolled_is_not_judged_by_the_last_fights_dice() -> None:
    """The dice lie in the tray until the next fight rolls (Battle, step 7): a new fight,
    its cards laid, counts its own dice, whatever the last fight rolled."""
    # rulebook: genegrafter.txt:101
    # rulebook: genegrafter.txt:102
    from petridish.core.dice import Rolled

    nebrus, madlock = ch("nebrus"), ch("madlock")
    hands = {JON: [ab("fireball"), ab("mind_spike")], SUE: [ab("blind")]}
    state = position(step=BATTLE, play={JON: [nebrus], SUE: [madlock]}, hands=hands)
    laid = play(
        to_fight(state, SUE, [nebrus], madlock), Finish(SUE), LayAbility(JON, ab("fireball"), True)
    )
    assert laid.battle is not None and laid.battle.fight is not None
    assert not laid.battle.fight.sources  # not flipped, not rolled

    def after_a_roll(attack: int, defense: int):
        dice = {
            "attack.1": Rolled(6, attack, "attack", SUE),
            "defense.1": Rolled(6, defense, "defense", JON),
        }
        return evolve(laid, dice=dice)

    judged = {thinking.prospects(CS, after_a_roll(a, d))[JON] for a, d in ((6, 1), (1, 6))}
    assert judged == {thinking.prospects(CS, laid)[JON]}


def normal_turn(state):
    """``state`` after the turn under way, each move the normal player's best."""
    bot = GenegrafterBot()
    turn = state.turns
    while not GAME.is_terminal(state) and state.turns == turn:
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, bot.best(GAME, state, seat, legal)).state
    return state


def test_a_position_is_judged_once_the_normal_player_has_played_its_turn_out() -> None:
    """The battles a turn has yet to fight decide much: the turn under way is played
    to its end by the normal player, and the position it leaves judged, the next
    player's turn not begun; the position judged is left as it was."""
    # rulebook: genegrafter.txt:63 (a turn: draw, play Characters, battle, discard)
    rng = random.Random(6)
    states = along_games(2, range(3), every=9)
    checked = 0
    for state in rng.sample(states, 12):
        before = GAME.state_to_json(state)
        judged = GAME.evaluate(state)
        assert GAME.state_to_json(state) == before
        after = normal_turn(state)
        if GAME.is_terminal(after):
            continue
        assert after.turns == state.turns + 1
        assert judged == thinking.prospects(CS, after)
        checked += 1
    assert checked > 6


def test_the_last_turn_played_out_is_judged_by_who_won() -> None:
    """In the last turn the game's end is reached: the Genetic Markers counted decide,
    whatever the position seemed worth before (a direct hit on a player with nobody to
    block does not make up for the markers in its Gene Pool)."""
    # rulebook: genegrafter.txt:113
    # rulebook: genegrafter.txt:117
    characters = sorted(
        (c for c in CS.copies() if CS.kind_of(c) == "character"),
        key=lambda c: CS.character(c).markers,
    )
    low, high = characters[0], characters[-1]
    assert CS.character(high).markers > CS.character(low).markers
    state = position(step=BATTLE, play={JON: [low]}, pool={SUE: [high]}, strands=3)
    state = evolve(state, closing=True, final=())
    assert thinking.prospects(CS, state)[JON] > 0
    assert GAME.evaluate(state) == {JON: 0.0, SUE: 1.0}
    assert normal_turn(state).health[SUE] < state.health[SUE]  # Jon did attack


def test_the_search_weighs_every_move_of_its_own_and_the_normal_players_of_the_others() -> None:
    """A search tries all of the searching player's moves, and for another player only
    the normal player's best move: the others are played as the normal player it is
    measured against plays them."""
    # rulebook: genegrafter.txt:63 (each player performs the phases of a turn of its own)
    bot, weighed = GenegrafterBot(), 0
    for state in along_games(3, range(2), every=4):
        for seat in GAME.to_move(state):
            legal = GAME.legal_actions(state, seat)
            searcher = state.seats[(state.seats.index(seat) + 1) % len(state.seats)]
            assert GAME.search_moves(state, seat, legal, seat) == legal
            assert GAME.search_moves(state, seat, legal, searcher) == (
                [bot.best(GAME, state, seat, legal)] if len(legal) > 1 else legal
            )
            weighed += len(legal) > 1
    assert weighed > 10


def test_at_four_players_the_round_to_come_counts_what_a_player_leaves_exposed(
    monkeypatch,
) -> None:
    """With three others each to attack before a player's next turn, a damaged
    Character of many markers that a strong attacker may take into its Gene Pool is
    worth less to its player and something to the attacker; a player with nobody to
    defend stands to lose Health. At 2 and 3 players the position is judged as before."""
    # rulebook: genegrafter.txt:103 (a damaged Character lost again goes to a Gene Pool)
    # rulebook: genegrafter.txt:117 (nobody to block: a Health lost)
    characters = [c for c in CS.copies() if CS.kind_of(c) == "character"]
    exposed = max(characters, key=lambda c: CS.character(c).markers - CS.character(c).defense)
    striker = max((c for c in characters if c != exposed), key=lambda c: CS.character(c).attack)
    mike, ada = GAME.seat_ids(4)[2:]

    def judged(players: int, counted: bool, **changes) -> dict[str, float]:
        monkeypatch.setattr(thinking, "ROUND_AHEAD_FROM", 4 if counted else 99)
        return thinking.prospects(CS, position(players=players, **changes))

    table = {"play": {JON: [exposed], SUE: [striker]}, "damaged": frozenset({exposed})}
    with_round, without = judged(4, True, **table), judged(4, False, **table)
    assert with_round[JON] < without[JON] and with_round[SUE] > without[SUE]
    bare = {"play": {SUE: [striker], mike: [exposed]}}
    assert judged(4, True, **bare)[JON] < judged(4, False, **bare)[JON]
    assert abs(sum(with_round.values()) - 1) < 1e-9
    for players in (2, 3):
        assert judged(players, True, **table) == judged(players, False, **table)
    assert ada in with_round
