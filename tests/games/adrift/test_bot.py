"""The normal computer castaway (``AdriftBot``): it keeps what the boat needs for the
number aboard, sheds what nobody can use and only as far as the water needs, fishes
when the rations will not last, says why in the game's words, and decides quickly."""

from __future__ import annotations

import time

from petridish.core.actions import Action, Pass
from petridish.games.adrift import facts
from petridish.games.adrift.bot import AdriftBot
from petridish.games.adrift.state import (
    MEAL_STEP,
    CatchFish,
    Eat,
    Give,
    RemoveWater,
    TakeFromBin,
    TakeSeat,
    Toss,
    UseItem,
)
from tests.games.adrift.helpers import (
    BLACK,
    BLUE,
    GAME,
    GREEN,
    ITEMS,
    RED,
    YELLOW,
    card,
    play,
    position,
)

SEATS = (RED, BLUE, GREEN, YELLOW)
DAY_ONE = (1,)  # the day dice on the first day: the water has risen once
WHY: dict[Action, str] = {}  # the reason the bot gave for each action ``a_day`` played


def a_day(state, seat: str, bot: AdriftBot | None = None) -> tuple[object, list[Action]]:
    """``seat``'s bot plays its day until it says it is done: the state after, and
    every action it chose."""
    bot = bot or AdriftBot(0)
    chosen: list[Action] = []
    for _ in range(100):
        legal = GAME.legal_actions(state, seat)
        if not legal:
            break
        action = bot.choose(GAME, GAME.view(state, seat), seat, legal)
        chosen.append(action)
        WHY[action] = bot.explain(GAME, GAME.view(state, seat), seat, action)
        state = play(state, action)
        if isinstance(action, Pass):
            break
    return state, chosen


def tossed(chosen: list[Action]) -> list[str]:
    return [ITEMS.use(a.item) for a in chosen if isinstance(a, Toss)]


def full_bin() -> list[str]:
    """Eighteen items in bin 1 (the default weight kept): what a crew needs, spare
    copies, and things for jobs a small crew cannot do."""
    return [
        card("pole", 0),
        card("pole", 1),
        card("bucket", 0),
        card("bucket", 1),
        card("knife"),
        card("flare_gun"),
        card("flare", 0),
        card("flare", 1),
        card("rope", 0),
        card("rope", 1),
        card("oar", 0),
        card("oar", 1),
        card("compass"),
        card("gloves", 0),
        card("gloves", 1),
        card("first_aid"),
        card("tape"),
        card("life_saver"),
    ]


def test_four_aboard_it_sheds_the_spares_on_day_one_and_keeps_knife_oars_and_flare_gun():
    # rulebook: adrift.txt:26 (every six items raise the water one level a day)
    # rulebook: adrift.txt:47 (rowing needs an oar), adrift.txt:53 (carving a knife),
    # adrift.txt:64 (a signal the flare gun and a flare)
    places = {RED: 7, BLUE: 8, GREEN: 1, YELLOW: 2}
    state = position(4, places=places, bins={1: full_bin()}, dice=DAY_ONE, water=4)
    assert facts.rise(state) == 3
    after, chosen = a_day(state, RED)
    # Two buckets: two can bail, so twelve items may stay (two levels a day).
    assert sorted(tossed(chosen)) == sorted(
        ["flare", "rope", "compass", "gloves", "gloves", "life_saver"]
    )
    assert facts.weight(after) == 12
    aboard = [c for z, cards in after.zones.items() if z not in facts.OFF_BOARD for c in cards]
    assert {"knife", "oar", "flare_gun", "flare", "rope", "pole", "bucket"} <= {
        ITEMS.use(c) for c in aboard
    }


def test_two_aboard_the_oars_go_before_the_knife_and_the_flare_gun():
    # rulebook: adrift.txt:34 (you may row the boat only from seats 5 & 6)
    # rulebook: adrift.txt:47 (the two in seats 5 and 6 row together)
    # Two castaways cannot row and still fish and bail: the rowing gear goes first, and
    # only as much goes as one bailer needs (six items: one level a day).
    state = position(2, places={RED: 7, BLUE: 8}, bins={1: full_bin()}, dice=DAY_ONE, water=4)
    after, chosen = a_day(state, RED)
    order = tossed(chosen)
    for rowing in ("oar", "gloves", "compass"):
        assert order.index(rowing) < order.index("rope")
    assert "knife" not in order and "flare_gun" not in order and "bucket" not in order
    assert facts.rise(after) == 1
    oar = next(a for a in chosen if isinstance(a, Toss) and ITEMS.use(a.item) == "oar")
    assert WHY[oar] == (
        "the water rises 3 a day and 1 can bail while 1 fishes, so overboard with the oar:"
        " rowing takes two, and 2 aboard cannot spare two from fishing and bailing"
    )
    # A tool the boat could use, thrown for what it keeps: what it keeps is named ("they
    # are needed more" left a player asking what "they" were).
    tape = next(a for a in chosen if isinstance(a, Toss) and ITEMS.use(a.item) == "tape")
    assert WHY[tape].endswith(
        "overboard with the electrical tape: to keep the water down the boat carries 6 items,"
        " and the buckets, fishing pole, flare, flare gun and knife are needed more"
    )


def test_it_eats_and_drinks_what_would_weigh_the_boat_down_rather_than_throw_it_out():
    # rulebook: adrift.txt:26 (every item aboard weighs)
    food, drink = card("food"), card("drink")
    heavy = [food, drink, *full_bin()[:12]]
    state = position(2, places={RED: 7, BLUE: 8}, bins={1: heavy}, tracker={RED: 2, BLUE: 2})
    after, chosen = a_day(state, RED)
    used = [a.item for a in chosen if isinstance(a, UseItem)]
    assert food in used and drink in used
    assert food not in [a.item for a in chosen if isinstance(a, Toss)]
    assert after.rations == state.rations + ITEMS.item(food).amount


def test_it_sheds_only_as_far_as_the_water_needs():
    # rulebook: adrift.txt:26 (13 items raise the water 3 levels, 12 items 2)
    # rulebook: adrift.txt:48 (a bailer lowers the water one level at most)
    places = {RED: 7, BLUE: 8, GREEN: 1, YELLOW: 2}
    state = position(4, places=places, bins={1: full_bin()[:13]}, water=3)
    assert facts.rise(state) == 3
    after, chosen = a_day(state, RED)
    assert len(tossed(chosen)) == 1
    assert facts.rise(after) == 2


def test_it_fishes_when_the_rations_run_short_and_bails_when_they_do_not():
    # rulebook: adrift.txt:46 (catching fish needs a pole, from seat 1 or 2)
    # rulebook: adrift.txt:68 (each castaway eats from the rations every night)
    hands = {RED: [card("pole"), card("bucket")], BLUE: [card("bucket", 1)]}
    short = position(2, hands=hands, places={RED: 1, BLUE: 3}, water=3, rations=3)
    action, why = AdriftBot(0).plan(
        GAME, GAME.view(short, RED), RED, GAME.legal_actions(short, RED)
    )
    assert isinstance(action, CatchFish) and not action.health
    assert "rations" in why
    plenty = position(2, hands=hands, places={RED: 1, BLUE: 3}, water=3, rations=20)
    action = AdriftBot(0).choose(GAME, GAME.view(plenty, RED), RED, GAME.legal_actions(plenty, RED))
    assert isinstance(action, RemoveWater)


def test_short_of_rations_a_lone_keeper_takes_a_pole_and_a_fishing_place():
    # rulebook: adrift.txt:34 (you may catch fish only from seats 1 & 2)
    # rulebook: adrift.txt:50 (a keeper leaving seat 7 keeps the normal hand size)
    pole, bucket = card("pole"), card("bucket")
    state = position(1, places={RED: 7}, bins={1: [bucket, pole]}, water=2, rations=1)
    after, chosen = a_day(state, RED)
    kinds = [type(a) for a in chosen]
    assert kinds[:4] == [TakeFromBin, TakeFromBin, TakeSeat, CatchFish]
    assert after.place[RED] in (1, 2)
    assert set(facts.holding(after, RED)) == {pole, bucket}


def test_it_always_bails_focused_a_bail_that_cannot_fail():
    # rulebook: adrift.txt:48 (the roll minus one, at most one level)
    # rulebook: adrift.txt:76 (focused: +1 to the roll; a failure costs a space)
    state = position(2, hands={RED: [card("bucket")]}, places={RED: 3, BLUE: 4}, water=3)
    action = AdriftBot(0).choose(GAME, GAME.view(state, RED), RED, GAME.legal_actions(state, RED))
    assert action == RemoveWater(RED, True)


def test_at_the_meal_it_eats_no_more_than_brings_its_tracker_back_to_healthy():
    # rulebook: adrift.txt:68 (each player moves their tracker by the card they eat)
    # rulebook: adrift.txt:35 (healthy is all the way to the left: no further)
    for tracker, ration in ((0, 0), (1, 1), (3, 2)):
        state = position(2, step=MEAL_STEP, rations=40, tracker={RED: tracker, BLUE: 0})
        legal = GAME.legal_actions(state, RED)
        action = AdriftBot(0).choose(GAME, GAME.view(state, RED), RED, legal)
        assert action == Eat(RED, ration), tracker


def test_the_bot_decides_in_a_few_milliseconds():
    times = []
    for seed in range(3):
        seats = (RED, BLUE, GREEN, YELLOW, BLACK)
        state = GAME.new_state(seed, seats=seats)
        bots = {s: AdriftBot(seed) for s in seats}
        for _ in range(3000):
            if GAME.is_terminal(state):
                break
            seat = GAME.to_move(state)[0]
            view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
            start = time.perf_counter()
            action = bots[seat].choose(GAME, view, seat, legal)
            times.append(time.perf_counter() - start)
            state = GAME.apply(state, action).state
    times.sort()
    assert times[int(len(times) * 0.95)] < 0.005


def test_with_no_bucket_aboard_and_the_water_at_6_it_throws_out_everything_it_holds():
    # rulebook: adrift.txt:26 (the water rises one level per six items: none for none)
    # rulebook: adrift.txt:83 (above 8 everyone loses)
    hand = [card("pole"), card("knife"), card("rope")]
    state = position(2, hands={RED: hand}, places={RED: 1, BLUE: 3}, water=6, rations=1)
    after, chosen = a_day(state, RED)
    assert sorted(a.item for a in chosen if isinstance(a, Toss)) == sorted(hand)
    assert facts.rise(after) == 0
    # Its reason (the hint's) says why even the pole goes: not "the crew has as many".
    _, why = AdriftBot().plan(GAME, GAME.view(state, RED), RED, GAME.legal_actions(state, RED))
    assert "nobody can bail, so overboard with the" in why, why
    assert why.endswith(": every item aboard raises the water"), why
    # With a bucket aboard (it hands it to Blue, to bail while it fishes), it keeps all.
    state = position(2, hands={RED: [*hand[:2], card("bucket")]}, places={RED: 1, BLUE: 3}, water=6)
    after, chosen = a_day(state, RED)
    assert not [a for a in chosen if isinstance(a, Toss)]
    assert facts.weight(after) == 3
    # Why, in words that hold after its own bailing ("someone must bail" did not).
    give = next(a for a in chosen if isinstance(a, Give))
    assert WHY[give] == (
        "the water rises a level a day and a bucket bails one at most: place 3 can bail too"
    )


def test_at_6_it_keeps_its_pole_when_it_has_seen_another_bail_today():
    # rulebook: adrift.txt:48 (a player may remove water while possessing the bucket)
    # Blue's bucket is behind Blue's screen, but Blue was seen bailing: the boat has one.
    hands = {RED: [card("pole")], BLUE: [card("bucket")]}
    state = position(2, hands=hands, places={RED: 1, BLUE: 3}, water=6, job={BLUE: "bail"})
    after, chosen = a_day(state, RED)
    assert not [a for a in chosen if isinstance(a, Toss)]
    assert card("pole") in facts.holding(after, RED)


def test_a_keeper_takes_out_a_tool_for_the_castaway_it_names():
    # rulebook: adrift.txt:46 (catching fish needs a fishing pole)
    # rulebook: adrift.txt:50 (the keepers hold the storage bins)
    # "Take out a fishing pole for someone who lacks one" left the person asking whom
    # for, where the top bar named Blue: the reason names them and their place.
    pole = card("pole")
    state = position(2, places={RED: 7, BLUE: 1}, bins={1: [pole]}, water=2, rations=9)
    action, why = AdriftBot(0).plan(
        GAME, GAME.view(state, RED), RED, GAME.legal_actions(state, RED)
    )
    assert action == TakeFromBin(RED, pole)
    assert why == "take out a fishing pole for Blue, in place 1, who lacks one"


def test_a_keeper_says_its_first_bucket_is_its_own_to_bail_with():
    # rulebook: adrift.txt:48 (a player may remove water while possessing the bucket)
    # rulebook: adrift.txt:50 (the keepers hold the storage bins)
    # "Take out a bucket for Yellow, who lacks one": the keeper then kept it to bail
    # with, as it keeps its first bucket, and a new player waited for Yellow to get it.
    bucket = card("bucket")
    rest = [c for c in ITEMS.copies() if c != bucket and ITEMS.use(c) != "bucket"][:7]
    state = position(2, places={RED: 7, BLUE: 3}, bins={1: [bucket, *rest]}, water=2, rations=9)
    assert facts.rise(state) > 0
    action, why = AdriftBot(0).plan(
        GAME, GAME.view(state, RED), RED, GAME.legal_actions(state, RED)
    )
    assert action == TakeFromBin(RED, bucket)
    assert why == "take out a bucket to bail with; the next goes to Blue, in place 3"
