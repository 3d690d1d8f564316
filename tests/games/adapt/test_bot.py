"""The computer player: legal, and clearly better than random play."""

from __future__ import annotations

import pytest

from petridish.core.bot import RandomBot, decide
from petridish.games.adapt.board import Board
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Attack, Buy, Special

from .helpers import CORAL, FINN, build, put, setc, setup


def match(players: int, games: int) -> float:
    """The bot's share of wins against random players, seat by seat. (How quickly it
    decides is a benchmark's to say, not a test's: ``bench/bench_rules.py``.)"""
    won = 0.0
    for g in range(games):
        seats = GAME.seat_ids(players)
        mine = seats[g % players]
        s = GAME.new_state(1000 + g, seats=seats)
        bots = {x: AdaptBot(g) if x == mine else RandomBot(g * 7 + i) for i, x in enumerate(seats)}
        while not GAME.is_terminal(s):
            seat = GAME.to_move(s)[0]
            s = GAME.apply(s, decide(GAME, s, seat, bots[seat])).state
        winners = GAME.result(s).winners
        won += (mine in winners) / len(winners)
    return won / games


def test_the_bot_beats_random_players_clearly():
    two, five = match(2, 30), match(5, 20)
    assert two >= 0.7 and five >= 0.4  # against 1/2 and 1/5 by chance


@pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml
def test_it_finishes_a_fish_it_can_and_hides_when_badly_hurt():
    s = setup(2, forced={"hide": [1]})
    s = build(s, CORAL, "body.hammerhead#1", "part.mottled_skin#1")
    s = build(s, FINN, "body.clownfish#1", damage=5)  # 1 Health left
    bot = AdaptBot(0, noise=0)
    assert decide(GAME, s, CORAL, bot) == Attack(CORAL, FINN)
    hurt = build(setc(s, "finn.damage", 0), CORAL, "body.hammerhead#1", damage=10)
    hurt = build(hurt, FINN, "body.great_white#1")
    assert decide(GAME, hurt, CORAL, bot) == Special(CORAL, "hide")
    assert "out of reach" in bot.explain(
        GAME, GAME.view(hurt, CORAL), CORAL, Special(CORAL, "hide")
    )


@pytest.mark.usefixtures("rules_cards")  # levels of rules_cards.toml
@pytest.mark.parametrize(
    ("players", "body", "pgp", "card", "useful"),
    [
        # One level up (from a Guppy, one or two) is worth keeping...
        (2, "body.clownfish#1", (), "body.pufferfish#1", True),
        (2, "", (), "body.pufferfish#1", True),
        # ...a Body beyond the next step is not: holding it bars buying the one between.
        (2, "body.clownfish#1", (), "body.grouper#1", False),
        (3, "body.clownfish#1", (), "body.swordfish#1", False),
        (2, "", (), "body.grouper#1", False),
        # unless the Total Gene Pool holds the Bodies that lead up to it
        (2, "body.clownfish#1", ("body.pufferfish#1",), "body.grouper#1", True),
        (2, "body.clownfish#1", ("body.pufferfish#1",), "body.swordfish#1", False),
        (2, "", ("body.clownfish#1",), "body.grouper#1", False),
        # With four or more players a Body may skip a level: two up is in reach.
        (4, "body.clownfish#1", (), "body.grouper#1", True),
        (4, "body.clownfish#1", (), "body.swordfish#1", False),
        (5, "body.clownfish#1", ("body.pufferfish#1",), "body.swordfish#1", True),
        (4, "body.clownfish#1", ("body.grouper#1",), "body.great_white#1", True),
        (4, "", (), "body.grouper#1", False),  # a Guppy still goes to Level 1 or 2 first
    ],
)
def test_a_body_kept_beyond_reach_is_worth_nothing_to_the_bot(players, body, pgp, card, useful):
    # rulebook: adapt.txt:46
    # rulebook: adapt.txt:48
    # rulebook: adapt.txt:79
    # rulebook: adapt.txt:102
    s = setup(players)
    if body:
        s = build(s, CORAL, body)
    for cid in pgp:
        s = put(s, cid, f"{CORAL}.pgp")
    b = Board(GAME.cards, s)
    kept = AdaptBot(0, noise=0).later(b, CORAL, GAME.cards.design(card))
    assert (kept > 0) is useful, kept


@pytest.mark.usefixtures("rules_cards")
def test_the_bot_does_not_buy_a_body_it_could_never_climb_to():
    # rulebook: adapt.txt:79
    s = setup(2, top=["body.grouper#1"])  # Level 3, in the Gene Stream
    s = build(s, CORAL, "body.clownfish#1", xp=12)  # Level 1
    b = Board(GAME.cards, s)
    bot = AdaptBot(0, noise=0)
    buy = Buy(CORAL, "body.grouper#1", True)
    assert buy in GAME.legal_actions(s, CORAL)
    assert bot.score(b, CORAL, buy) < 0
    assert decide(GAME, s, CORAL, bot) != buy
