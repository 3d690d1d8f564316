"""The strong computer castaway (``KeenCastaway``): the normal castaway with three lines
drawn otherwise (the figures are ``bot``'s). Each test sets the keen castaway beside the
normal one in a position where the line parts them, and one where it does not."""

from __future__ import annotations

from petridish.core import registry
from petridish.games.adrift import facts
from petridish.games.adrift.bot import AdriftBot, KeenCastaway
from petridish.games.adrift.state import MEAL_STEP, CatchFish, Eat, RemoveWater, Toss
from tests.games.adrift.helpers import BLUE, GAME, RED, card, position
from tests.games.adrift.test_bot import a_day


def test_adrift_offers_the_keen_castaway_as_its_strong_player():
    assert registry.levels("adrift") == ("easy", "normal", "strong")
    assert isinstance(registry.make_bot("adrift", "strong", 3), KeenCastaway)
    # It answers at once, as the normal castaway does: it is no search.
    assert not registry.strong_searches("adrift") and registry.strong_searches("adapt")


def eats(bot: AdriftBot, tracker: int, rations: int) -> Eat:
    state = position(2, step=MEAL_STEP, rations=rations, tracker={RED: tracker, BLUE: 0})
    action = bot.choose(GAME, GAME.view(state, RED), RED, GAME.legal_actions(state, RED))
    assert isinstance(action, Eat)
    return action


def test_from_its_tracker_at_4_it_eats_a_1_even_when_the_rations_do_not_reach_it():
    # rulebook: adrift.txt:68 (a ration eaten that is not there: everyone's insanity roll)
    # With no rations left the normal castaway eats nothing until its tracker is at 7.
    assert eats(AdriftBot(0), 4, rations=0) == Eat(RED, 0)
    assert eats(KeenCastaway(0), 4, rations=0) == Eat(RED, 1)
    assert eats(KeenCastaway(0), 3, rations=0) == Eat(RED, 0)
    # Where the two eat alike: a 2 when desperate, a 1 while the rations reach it.
    assert eats(KeenCastaway(0), 7, rations=0) == eats(AdriftBot(0), 7, rations=0) == Eat(RED, 2)
    assert eats(KeenCastaway(0), 5, rations=6) == eats(AdriftBot(0), 5, rations=6) == Eat(RED, 1)
    state = position(2, step=MEAL_STEP, rations=0, tracker={RED: 4, BLUE: 0})
    keen = KeenCastaway(0)
    why = keen.explain(GAME, GAME.view(state, RED), RED, Eat(RED, 1))
    assert why == (
        "the tracker is at 4: the boat has no rations, so the 1 gives everyone an insanity"
        " roll, which costs less than the hunger"
    )  # (with none left, "eat a 1 even if the rations run out" read as a slip)


def test_alone_it_bails_before_it_fishes():
    # rulebook: adrift.txt:46 (fish from seat 1 or 2 with a pole); adrift.txt:48 (bail)
    hands = {RED: [card("pole"), card("bucket")]}
    alone = position(1, hands=hands, places={RED: 1}, water=3, rations=1)
    legal = GAME.legal_actions(alone, RED)
    assert isinstance(AdriftBot(0).choose(GAME, GAME.view(alone, RED), RED, legal), CatchFish)
    action = KeenCastaway(0).choose(GAME, GAME.view(alone, RED), RED, legal)
    assert action == RemoveWater(RED, True)
    assert "alone" in KeenCastaway(0).explain(GAME, GAME.view(alone, RED), RED, action)
    # With a companion aboard it spends its day as the normal one: it hands Blue the
    # bucket and fishes, the rations running short.
    two = position(2, hands=hands, places={RED: 1, BLUE: 3}, water=3, rations=1)
    _, keen = a_day(two, RED, KeenCastaway(0))
    assert keen == a_day(two, RED, AdriftBot(0))[1]
    assert any(isinstance(a, CatchFish) for a in keen)


def test_from_the_water_at_5_it_throws_out_its_own_tools_where_the_boat_cannot_bail():
    # rulebook: adrift.txt:26 (the water rises one level per six items: none for none)
    # No bucket aboard: every item aboard brings the skull nearer. At 5 the normal
    # castaway keeps the pole it fishes with until 6; the keen one throws it out too.
    hand = [card("pole"), card("knife"), card("rope")]
    state = position(2, hands={RED: hand}, places={RED: 1, BLUE: 3}, water=5, rations=1)
    _, normal = a_day(state, RED, AdriftBot(0))
    assert card("pole") not in [a.item for a in normal if isinstance(a, Toss)]
    after, keen = a_day(state, RED, KeenCastaway(0))
    assert sorted(a.item for a in keen if isinstance(a, Toss)) == sorted(hand)
    assert facts.rise(after) == 0
    # At 4 the keen castaway keeps it as the normal one does.
    lower = position(2, hands={RED: hand}, places={RED: 1, BLUE: 3}, water=4, rations=1)
    _, keen = a_day(lower, RED, KeenCastaway(0))
    assert card("pole") not in [a.item for a in keen if isinstance(a, Toss)]
