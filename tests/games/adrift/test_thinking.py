"""ADRIFT for the strong computer player (``thinking``): a position dealt from a
castaway's view is one it could be in, and each castaway's prospects are judged by
what keeps it alive until the rescue."""

from __future__ import annotations

import random

import pytest

from petridish.core import registry
from petridish.core.bot import decide
from petridish.core.material import HIDDEN
from petridish.core.search import Budget, ThinkingPlayer
from petridish.games.adrift import thinking
from petridish.games.adrift.state import MEAL_STEP, RATION_CARDS
from tests.conformance import along, dealt_as_seen, perturbations
from tests.games.adrift.helpers import BLUE, GAME, GREEN, RED, TABLES, card, position


def along_voyages(players: int, seeds: range, every: int = 9) -> list:
    """Positions along voyages of random moves, every few moves (600 moves at most)."""
    return along(GAME, seeds, players, every=every, limit=600)


def test_strong_is_kept_back_until_it_plays_better_than_the_normal_castaway() -> None:
    # Its deal is done (the tests below), its play not yet: the dialog, the command
    # line and the hint offer the normal castaway at most.
    assert registry.levels("adrift") == ("easy", "normal")
    with pytest.raises(ValueError, match="no strong computer player"):
        registry.make_bot("adrift", "strong")


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


def test_a_castaway_that_stays_up_after_acting_is_judged_below_one_done() -> None:
    """Moves of place change nothing a search can see: one who has acted today and
    stays up is judged below the same castaway done for the day, so that a strong
    castaway says it is done rather than wander from place to place."""
    # rulebook: adrift.txt:60 (moving seats is an action)
    # rulebook: adrift.txt:81 (no turns: the day ends when everyone is done)
    up = position(2, acted=frozenset({RED}))
    done = position(2, acted=frozenset({RED}), done=frozenset({RED}))
    assert thinking.lingers(up, RED) and not thinking.lingers(done, RED)
    assert GAME.evaluate(up)[RED] < GAME.evaluate(done)[RED]


def test_the_strong_castaway_decides_the_same_whatever_it_cannot_see() -> None:
    """Later in a voyage than the core's test reaches (its positions are of day 1, when
    nothing but items is hidden): the others' trackers swapped behind their screens,
    their secret ration cards swapped at the meal, other items in the hidden places,
    other dice to come; the strong castaway's move stays the same."""
    # rulebook: adrift.txt:6 (the marker behind your screen is secret)
    # rulebook: adrift.txt:68 (ration cards chosen face down)
    budget = Budget(seconds=60, iterations=30, horizon=4)
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
