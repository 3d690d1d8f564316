"""A.D.A.P.T. for the strong computer player (``thinking``): a position is judged once
a round or two are played on by the normal player's best moves, by what each fish has."""

from __future__ import annotations

import random

import pytest

from petridish.core import registry
from petridish.games.adapt import thinking
from petridish.games.adapt.board import Board
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.cards import parse
from petridish.games.adapt.rules import GAME
from tests.games.adapt.conftest import RULES_CARDS
from tests.games.adapt.helpers import CORAL, FINN, MARINA, build, setup


def along_games(players: int, seeds: range, every: int = 3) -> list:
    """Positions along games of the normal player's moves, every few moves, from the
    first turn on (every fish has its Guppy)."""
    found = []
    for seed in seeds:
        seats = GAME.seat_ids(players)
        bots = {s: AdaptBot(seed + i) for i, s in enumerate(seats)}
        state = GAME.new_state(seed, seats=seats)
        n = 0
        while not GAME.is_terminal(state):
            if n % every == 0 and state.round >= 1:
                found.append(state)
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(state, bots[seat].choose(GAME, state, seat, legal)).state
            n += 1
    return found


def test_strong_is_offered() -> None:
    assert registry.levels("adapt") == ("easy", "normal", "strong")


def best_moves_for_rounds(state, rounds):
    """``state`` after ``rounds`` rounds of the normal player's best moves, played the
    public way."""
    bot = AdaptBot()
    turns, seat = rounds * len(state.seats), state.current
    while turns and not GAME.is_terminal(state):
        legal = GAME.legal_actions(state, state.current)
        state = GAME.apply(state, bot.best(GAME, state, state.current, legal)).state
        if state.current != seat:
            turns, seat = turns - 1, state.current
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_a_position_is_judged_after_rounds_of_the_normal_players_best_moves(players):
    # rulebook: adapt.txt:25 (each fish's turn in clockwise order)
    for state in along_games(players, range(2), every=7):
        held = GAME.state_to_json(state)
        after = best_moves_for_rounds(state, 2 if players == 2 else 1)
        expected = (
            {s: (1.0 / len(after.winners) if s in after.winners else 0.0) for s in after.seats}
            if GAME.is_terminal(after)
            else thinking.chances(Board(GAME.cards, after))
        )
        assert thinking.judge(GAME, GAME.clone(state)) == pytest.approx(expected)
        assert GAME.state_to_json(state) == held  # (judged on a copy of its own)


@pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml
def test_a_fish_the_round_finishes_off_is_judged_lost():
    # rulebook: adapt.txt:10 (Win Condition: defeat all other players)
    # rulebook: adapt.txt:63 (the margin over Survival dealt as Damage)
    s = setup(2, forced={"attack": [12]})
    s = build(s, CORAL, "body.hammerhead#1", "part.mottled_skin#1")
    s = build(s, FINN, "body.clownfish#1", damage=5)  # 1 Health left
    assert thinking.judge(GAME, GAME.clone(s)) == {CORAL: 1.0, FINN: 0.0}


def test_the_judges_normal_player_values_a_card_as_the_normal_player_does():
    # Its Buy and Adapt scores are kept by the fish's cards in use (a search asks the
    # same again and again): kept, they must be the normal player's own.
    quick, normal = thinking._normal(), AdaptBot()
    rng = random.Random(3)
    asked = 0
    for state in along_games(2, range(3)) + along_games(4, range(1)):
        b = Board(GAME.cards, state)
        for seat in state.seats:
            for card in rng.sample(GAME.cards.deck(("core",)), 6):
                design = GAME.cards.design(card)
                assert quick.gain(b, seat, design) == normal.gain(b, seat, design)
                assert quick.gain(b, seat, design) == normal.gain(b, seat, design)  # (kept)
                asked += 1
    assert asked > 500


@pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml
def test_a_fish_is_judged_by_its_health_left_and_how_its_attack_would_go():
    # rulebook: adapt.txt:10 (Win Condition: deal more Damage than they have Health)
    # rulebook: adapt.txt:63 (an attack deals the margin over Survival plus Lethality)
    s = setup(2)
    s = build(s, CORAL, "body.clownfish#1")
    s = build(s, FINN, "body.clownfish#2")
    even = thinking.chances(Board(GAME.cards, s))
    assert sum(even.values()) == pytest.approx(1)
    assert even[CORAL] > even[FINN]  # the same fish, but Coral is to move
    hurt = thinking.chances(Board(GAME.cards, build(s, FINN, damage=4)))
    assert hurt[FINN] < even[FINN]  # less Health left
    # A Hammerhead's attack finishes a hurt Clownfish and deals more to any: Coral's
    # chances rise again, with its Health the same.
    strong = thinking.chances(Board(GAME.cards, build(s, CORAL, "body.hammerhead#1")))
    assert strong[CORAL] > even[CORAL]
    both = build(build(s, CORAL, "body.hammerhead#1"), FINN, damage=4)
    assert thinking.chances(Board(GAME.cards, both))[CORAL] > strong[CORAL]


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml
def test_at_three_fish_or_more_a_fish_the_others_could_finish_is_judged_by_it(players):
    # rulebook: adapt.txt:10 (Win Condition: defeat all other players)
    # rulebook: adapt.txt:63 (an attack deals the margin over Survival plus Lethality)
    # Finn is hurt, Coral is not. Marina's Hammerhead could finish Finn, not Coral
    # (Survival 7, 11 Health): their own attacks are as before, but with more than two
    # fish the others gang up on the weakest, and Finn's chances fall against Coral's.
    s = setup(players)
    s = build(s, CORAL, "body.manta_ray#1")
    s = build(s, FINN, "body.lionfish#1", damage=7)  # 2 Health left
    before = thinking.chances(Board(GAME.cards, s))
    after = thinking.chances(Board(GAME.cards, build(s, MARINA, "body.hammerhead#1")))
    assert after[FINN] / after[CORAL] < 0.9 * before[FINN] / before[CORAL]


@pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml
def test_at_three_fish_or_more_the_fish_whose_turn_comes_sooner_is_judged_better():
    # rulebook: adapt.txt:36 (the next player, in clockwise order, takes the next turn)
    s = setup(3)  # three fish alike (a Mudskipper is a Clownfish that can leave the water)
    s = build(s, CORAL, "body.clownfish#1")
    s = build(s, FINN, "body.clownfish#2")
    s = build(s, MARINA, "body.mudskipper#1")
    chances = thinking.chances(Board(GAME.cards, s))  # Coral's turn, then Finn's...
    assert chances[CORAL] > chances[FINN] > chances[MARINA]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_count_of_fish_has_its_own_weights(players):
    # The 2-fish weights misjudge a table of more fish (the others' attacks count).
    assert players in thinking.WEIGHTS
    assert (players == 2) == ("DOOMED" not in thinking.WEIGHTS[players])


@pytest.mark.parametrize("players", [3, 5])
def test_a_defeated_fish_has_no_chance(players):
    # rulebook: adapt.txt:11 (Loss Condition)
    defeated = 0
    for state in along_games(players, range(2)):
        chances = thinking.chances(Board(GAME.cards, state))
        assert sum(chances.values()) == pytest.approx(1)
        for seat in state.seats:
            assert (chances[seat] == 0) == state.fish[seat].defeated
            defeated += state.fish[seat].defeated
    assert defeated  # (the games reach positions with a fish out)


def test_the_judges_normal_player_values_other_cards_anew():
    # The rules tests' own cards share ids with the shipped ones, not their numbers.
    quick, normal = thinking._normal(), AdaptBot()
    state = setup(2)  # (each fish a Guppy)
    shipped = GAME.cards
    gains = []
    for cards in (shipped, parse(RULES_CARDS)):
        GAME.use_cards(cards)
        try:
            b = Board(GAME.cards, state)
            clownfish = GAME.cards.design("body.clownfish")
            gains.append(quick.gain(b, CORAL, clownfish))
            assert gains[-1] == normal.gain(b, CORAL, clownfish)
        finally:
            GAME.use_cards(shipped)
    assert gains[0] != gains[1]


@pytest.mark.parametrize("players", [2, 5])
def test_while_the_guppies_are_chosen_every_fish_is_judged_alike(players):
    # rulebook: adapt.txt:13 (each player starts with a Guppy card of their choice)
    state = GAME.new_state(1, seats=GAME.seat_ids(players))
    assert thinking.chances(Board(GAME.cards, state)) == dict.fromkeys(
        state.seats, pytest.approx(1 / players)
    )
    judged = thinking.judge(GAME, GAME.clone(state))
    assert sum(judged.values()) == pytest.approx(1)


@pytest.mark.parametrize("players", [2, 4])
def test_the_search_weighs_every_move_of_its_own_and_the_normal_players_of_the_others(players):
    # rulebook: adapt.txt:36 (each fish takes its own turn, in clockwise order)
    bot, weighed = AdaptBot(), 0
    for state in along_games(players, range(2), every=5):
        seat = state.current
        legal = GAME.legal_actions(state, seat)
        searcher = state.seats[(state.seats.index(seat) + 1) % players]
        assert GAME.search_moves(state, seat, legal, seat) == legal
        assert GAME.search_moves(state, seat, legal, searcher) == (
            [bot.best(GAME, state, seat, legal)] if len(legal) > 1 else legal
        )
        weighed += len(legal) > 1
    assert weighed > 10
