"""Player Turns: Experience, one action, the cycle, clockwise play, the round limit."""

from __future__ import annotations

import pytest

from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Buy

from .helpers import CORAL, FINN, MARINA, build, kinds, lines, outcome, play, setc, setup

pytestmark = pytest.mark.usefixtures("rules_cards")  # numbers of rules_cards.toml

TOP = ["part.nub_horn#1", "part.wide_eyes#1", "part.fan_tail#1", "part.thick_hide#1"]
TOP2 = TOP[1:]  # two players: slots 3, 2, 1


@pytest.mark.parametrize(("players", "gain"), [(2, 3), (3, 4), (4, 5), (5, 5)])
def test_experience_at_the_start_of_each_turn(players, gain):
    # rulebook: adapt.txt:32
    # rulebook: adapt.txt:100
    s = setup(players)
    assert s.fish[CORAL].xp == 5 + gain
    assert s.fish[FINN].xp == 5


def test_experience_is_kept_on_a_d20_and_never_passes_20():
    # rulebook: adapt.txt:33
    # rulebook: adapt.txt:50
    # Finn's Level 5 Body makes Auto Adapting do nothing when it reaches 20.
    s = setup(2, top=TOP2)
    s = build(s, FINN, "body.great_white#1", xp=19)
    out = outcome(s, Buy(CORAL, "part.fan_tail#1"))
    assert out.state.fish[FINN].xp == 20
    assert "Finn gains 1 Experience for surviving this long (20)." in lines(out)
    assert (
        "Finn reaches 20 Experience for the first time: Auto Adapting has no effect on a"
        " Level 5 Body." in lines(out)
    )
    assert out.state.fish[FINN].auto_adapted


def test_one_action_then_the_gene_stream_cycles_and_play_passes_clockwise():
    # rulebook: adapt.txt:34
    # rulebook: adapt.txt:35
    # rulebook: adapt.txt:36
    s = setup(3, top=TOP)
    out = outcome(s, Buy(CORAL, "part.thick_hide#1"))
    assert kinds(out).index("cycle") < kinds(out).index("turn")
    s = out.state
    assert s.current == FINN and s.round == 1
    assert GAME.check(s, Buy(CORAL, "part.fan_tail#1")) == "it is Finn's move"
    s = play(s, Buy(FINN, "part.fan_tail#1"))
    assert s.current == MARINA and s.round == 1
    s = play(s, Buy(MARINA, "part.wide_eyes#1"))
    assert s.current == CORAL and s.round == 2 and GAME.turn_label(s) == "Round 2"


def test_a_defeated_fish_takes_no_turns_and_counts_still_as_a_player():
    # ruling ADAPT-R17
    # ruling ADAPT-R25
    s = setup(3, top=TOP)
    s = setc(s, "marina.damage", 20)
    assert s.fish[MARINA].defeated
    s = play(s, Buy(CORAL, "part.thick_hide#1"))
    assert s.current == FINN
    s = play(s, Buy(FINN, "part.fan_tail#1"))
    assert s.current == CORAL and s.round == 2
    assert s.fish[CORAL].xp == 9 - 2 + 4  # still +4: three players started


def test_at_the_round_limit_the_fish_with_most_health_left_wins():
    # ruling ADAPT-R14
    s = setup(2, top=TOP2, options={"round_limit": 30})
    s = setc(s, "round", 30)
    s = setc(s, "finn.damage", 1)
    s = play(s, Buy(CORAL, "part.thick_hide#1"))
    out = outcome(s, Buy(FINN, "part.wide_eyes#1"))
    assert GAME.is_terminal(out.state)
    result = GAME.result(out.state)
    assert result.winners == (CORAL,) and result.reason == "limit"
    assert "The last round is over: Coral kept the most Health and wins." in lines(out)
    assert GAME.headline(result, "Coral") == "Time is up: Coral kept the most Health!"


def test_stats_and_labels():
    s = setup(2)
    stats = GAME.stats(s)
    assert set(stats) == {"Coral Health left", "Finn Health left"}  # one line per fish
    assert stats["Coral Health left"] == 3  # the Striped Guppy, unharmed
    assert set(GAME.stats(s, {"coral": "Ana"})) == {"Ana Health left", "Finn Health left"}
    assert GAME.turn_label(GAME.new_state(1)) == "Set-up · choosing Guppies"
