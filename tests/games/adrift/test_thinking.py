"""ADRIFT for the strong computer player (``thinking``): a position dealt from a
castaway's view is one it could be in, and each castaway's prospects are judged by
what keeps it alive until the rescue."""

from __future__ import annotations

import dataclasses
import random

from petridish.core import registry
from petridish.core.actions import Pass
from petridish.core.bot import decide
from petridish.core.game import Result
from petridish.core.material import HIDDEN
from petridish.core.search import Budget, ThinkingPlayer
from petridish.games.adrift import thinking
from petridish.games.adrift.bot import AdriftBot
from petridish.games.adrift.state import (
    MEAL_STEP,
    RATION_CARDS,
    Attack,
    Eat,
    Give,
    Meditate,
    RemoveWater,
    TakeSeat,
)
from tests.conformance import along, dealt_as_seen, perturbations
from tests.games.adrift.helpers import BLUE, GAME, GREEN, RED, TABLES, card, position


def along_voyages(players: int, seeds: range, every: int = 9) -> list:
    """Positions along voyages of random moves, every few moves (600 moves at most)."""
    return along(GAME, seeds, players, every=every, limit=600)


def test_the_strong_castaway_offered_is_the_keen_one_not_a_search() -> None:
    # The searches' deals are done (the tests below), but they play no better than the
    # normal castaway; the keen castaway does, table against table (``bot``'s figures):
    # the dialog, the command line and the hint offer it as the strong castaway.
    assert registry.levels("adrift") == ("easy", "normal", "strong")
    strong = registry.make_bot("adrift", "strong")
    assert isinstance(strong, AdriftBot) and not isinstance(strong, ThinkingPlayer)


def test_a_deal_of_a_view_is_a_position_the_castaway_could_be_in() -> None:
    """Every item card once, as many in each hidden place as the view shows, each
    tracker behind another's screen short of death for the living, each secret ration
    card a ration card; and the castaway sees just its view."""
    # rulebook: adrift.txt:6 (the marker behind your screen is secret)
    # rulebook: adrift.txt:18 (30 item cards)
    # rulebook: adrift.txt:68 (ration cards chosen face down)
    # rulebook: adrift.txt:72 (all the way right is death)
    # rulebook: adrift.txt:82 (you may hide your hand)
    rng = random.Random(1)
    tried = 0
    for players in (1, 2, 4, 8):
        for state in along_voyages(players, range(2)):
            for seat in GAME.to_move(state):
                view, dealt = dealt_as_seen(GAME, state, seat, rng)
                for zone, cards in view.zones.items():
                    for shown, item in zip(cards, dealt.zones[zone], strict=True):
                        assert item != HIDDEN and (shown == HIDDEN or item == shown)
                for other, at in view.tracker.items():
                    if at == HIDDEN and other not in view.dead:
                        assert 0 <= dealt.tracker[other] < TABLES.track
                assert set(dealt.meal.values()) <= set(RATION_CARDS)
                tried += 1
    assert tried > 100


def test_a_tool_shown_at_a_job_today_is_dealt_to_its_doer() -> None:
    """Blue bailed today, so it showed a bucket from its hand: every deal of Red's view
    puts a bucket there, and Green's hidden card is any item not seen."""
    # rulebook: adrift.txt:48 (one who removes water possesses the bucket)
    # rulebook: adrift.txt:8 (to use an item, reveal it)
    bucket = card("bucket")
    state = position(
        3,
        hands={RED: [card("pole")], BLUE: [bucket], GREEN: [card("rope")]},
        job={BLUE: "bail"},
    )
    view = GAME.view(state, RED)
    assert view.zones["blue.hand"] == (HIDDEN,)
    rng = random.Random(3)
    greens = set()
    for _ in range(40):
        dealt = GAME.determinize(view, RED, rng)
        assert GAME.items.use(dealt.zones["blue.hand"][0]) == "bucket"
        greens.add(dealt.zones["green.hand"][0])
    assert len(greens) > 5


def test_a_secret_ration_card_is_dealt_as_a_castaway_would_choose_it() -> None:
    """At the meal, the others' cards are hidden until all have chosen: a deal gives
    each a ration card, no more than brings its tracker back to Healthy."""
    # rulebook: adrift.txt:68 (each chooses a ration card face down)
    state = position(3, step=MEAL_STEP, rations=20, meal={BLUE: 2, GREEN: 1})
    view = GAME.view(state, RED)
    assert view.meal == {BLUE: HIDDEN, GREEN: HIDDEN}
    dealt = GAME.determinize(view, RED, random.Random(1))
    assert set(dealt.meal) == {BLUE, GREEN}
    for other, ration in dealt.meal.items():
        assert ration in RATION_CARDS
        assert ration == 0 or TABLES.eat[ration - 1] < dealt.tracker[other]


def test_the_dead_have_no_prospects_and_a_sinking_boat_none() -> None:
    """A dead castaway's prospects are nothing; a boat whose water rises above 8 at
    dawn, with nobody left to bail today, takes everyone's with it."""
    # rulebook: adrift.txt:4 (the players that survive until rescued win)
    # rulebook: adrift.txt:83 (water above 8: everyone loses)
    items = [card("rope"), card("knife"), card("tape")]
    state = position(2, hands={RED: items}, dead=frozenset({BLUE}), place={RED: 1, BLUE: 2})
    assert GAME.evaluate(state)[BLUE] == 0.0
    afloat = GAME.evaluate(state)[RED]
    sinking = GAME.evaluate(position(2, hands={RED: items}, water=8, done=frozenset({RED})))
    assert sinking == {RED: 0.0, BLUE: 0.0}
    assert afloat > 0.0


def test_more_food_and_less_water_are_better_prospects() -> None:
    """The castaways' prospects rise with the rations and fall with the water."""
    # rulebook: adrift.txt:68 (rations feed the castaways)
    # rulebook: adrift.txt:83 (the water level)
    hands = {RED: [card("bucket")], BLUE: [card("pole")]}
    base = GAME.evaluate(position(2, hands=hands, rations=2, water=3))[RED]
    fed = GAME.evaluate(position(2, hands=hands, rations=12, water=3))[RED]
    wet = GAME.evaluate(position(2, hands=hands, rations=2, water=6))[RED]
    assert wet < base < fed


def test_a_boat_bailed_faster_than_it_fills_is_judged_better_with_less_water() -> None:
    """Two bailers for a rise of one level a day: the water still counts (a bail fails
    now and then, a bailer falls sick), so a day's bailing is worth more than none."""
    # rulebook: adrift.txt:48 (remove water: a roll of 1 takes none out)
    # rulebook: adrift.txt:83 (above 8 the boat sinks)
    hands = {RED: [card("bucket", 0)], BLUE: [card("bucket", 1)]}
    low = GAME.evaluate(position(2, hands=hands, water=3))[RED]
    high = GAME.evaluate(position(2, hands=hands, water=6))[RED]
    assert high < low


def test_every_survivor_wins_whole_and_the_table_and_the_days_count_too() -> None:
    """The table wins or loses together: a companion's survival is no loss to a search,
    as a win shared among the winners would make it, but a gain; surviving counts most;
    and a voyage that lasted longer ended better than one lost early."""
    # rulebook: adrift.txt:4 (the players that survive until rescued are the winners)
    state = dataclasses.replace(position(3), day=30)  # (the voyage's end: days alone count)
    both = GAME.rewards(state, Result((RED, BLUE), "rescued"))
    alone = GAME.rewards(state, Result((RED,), "rescued"))
    assert both[RED] == both[BLUE] > alone[RED] > both[GREEN] > alone[GREEN]
    assert both[RED] == 1.0 - thinking.TOGETHER / 3
    sank_late = GAME.rewards(state, Result((), "the boat sank"))
    sank_early = GAME.rewards(dataclasses.replace(state, day=5), Result((), "the boat sank"))
    assert sank_late == dict.fromkeys(state.seats, thinking.LASTED)
    assert sank_early[RED] < sank_late[RED] < alone[GREEN]


def test_a_search_weighs_the_normal_castaways_move_first_and_what_matters() -> None:
    """In a day a castaway may move about, hand out and toss as often as it likes: a
    search weighs the normal castaway's move first, then the jobs, saying it is done,
    eating and signalling, and none of the moves that change nothing of substance; it
    expects the others to move as the normal castaway would."""
    # rulebook: adrift.txt:52 (any action, as many times as needed)
    # rulebook: adrift.txt:81 (there are no turns)
    hands = {RED: [card("bucket"), card("pole"), card("food")], BLUE: [card("oar")]}
    state = position(2, hands=hands)
    legal = GAME.legal_actions(state, RED)
    weighed = GAME.search_moves(state, RED, legal, RED)
    assert weighed[0] == AdriftBot().best(GAME, state, RED, legal)
    assert set(weighed) <= set(legal) and len(weighed) < len(legal) / 2
    assert Pass(RED) in weighed and Meditate(RED) in weighed
    assert {RemoveWater(RED, False), RemoveWater(RED, True)} <= set(weighed)
    assert not any(isinstance(a, (Attack, Give, TakeSeat)) for a in weighed[1:])
    # The meal: every ration card.
    meal = position(2, step=MEAL_STEP)
    assert GAME.search_moves(meal, RED, GAME.legal_actions(meal, RED), RED) == [
        Eat(RED, r) for r in RATION_CARDS
    ]
    # Another castaway is expected to move as the normal castaway would.
    blue = GAME.legal_actions(state, BLUE)
    assert GAME.search_moves(state, BLUE, blue, RED) == [AdriftBot().best(GAME, state, BLUE, blue)]


def test_past_its_tree_a_search_moves_each_castaway_as_the_normal_one() -> None:
    """A random castaway moves, hands out and tosses many times a day before it says it
    is done; past its tree a search moves each as the normal castaway would."""
    # rulebook: adrift.txt:81 (the day goes on until everyone is done)
    for state in along_voyages(2, range(2), every=5)[:30]:
        for seat in GAME.to_move(state):
            legal = GAME.legal_actions(state, seat)
            move = GAME.playout_move(state, seat, legal, random.Random(0))
            assert move == AdriftBot().best(GAME, state, seat, legal)


def test_the_strong_castaway_decides_the_same_whatever_it_cannot_see() -> None:
    """Later in a voyage than the core's test reaches (its positions are of day 1, when
    nothing but items is hidden): the others' trackers swapped behind their screens,
    their secret ration cards swapped at the meal, other items in the hidden places,
    other dice to come; the strong castaway's move stays the same."""
    # rulebook: adrift.txt:6 (the marker behind your screen is secret)
    # rulebook: adrift.txt:68 (ration cards chosen face down)
    budget = Budget(seconds=60, iterations=2)
    seen: set[str] = set()
    for state in along_voyages(4, range(8), every=3):
        # At the meal, the last to choose: the others' cards are hidden from it.
        if state.day < 2 or (state.step == MEAL_STEP and len(state.meal) < 2):
            continue
        seat = GAME.to_move(state)[0]
        if len(GAME.legal_actions(state, seat)) < 2:
            continue
        first = decide(GAME, state, seat, ThinkingPlayer(7, budget))
        for what, other, _, _ in perturbations(GAME, state, seat, random.Random(1)):
            assert decide(GAME, other, seat, ThinkingPlayer(7, budget)) == first, what
            seen.add(what.split(" of ")[0])
        if {"hidden tracker", "hidden meal"} <= seen:
            break
    assert {"hidden cards swapped", "hidden tracker", "hidden meal", "rng reseeded"} <= seen
