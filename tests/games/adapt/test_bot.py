"""The computer player: legal, quick, and clearly better than random play."""

from __future__ import annotations

import time

import pytest

from petridish.core.bot import RandomBot, decide
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Attack, Special

from .helpers import CORAL, FINN, build, setc, setup


def match(players: int, games: int) -> tuple[float, list[float]]:
    """The bot's share of wins against random players, seat by seat, and its decision
    times."""
    won, times = 0.0, []
    for g in range(games):
        seats = GAME.seat_ids(players)
        mine = seats[g % players]
        s = GAME.new_state(1000 + g, seats=seats)
        bots = {x: AdaptBot(g) if x == mine else RandomBot(g * 7 + i) for i, x in enumerate(seats)}
        while not GAME.is_terminal(s):
            seat = GAME.to_move(s)[0]
            start = time.perf_counter()
            action = decide(GAME, s, seat, bots[seat])
            if seat == mine:
                times.append(time.perf_counter() - start)
            s = GAME.apply(s, action).state
        winners = GAME.result(s).winners
        won += (mine in winners) / len(winners)
    return won / games, times


def test_the_bot_beats_random_players_clearly_and_decides_in_well_under_100_ms():
    two, times = match(2, 30)
    five, more = match(5, 20)
    assert two >= 0.7 and five >= 0.4  # against 1/2 and 1/5 by chance
    times = sorted(times + more)
    assert times[int(len(times) * 0.95)] < 0.02 and times[-1] < 0.1


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
