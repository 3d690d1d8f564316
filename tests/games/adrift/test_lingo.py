"""The lingo of the sea (rulebook "Other Lingo of the Sea") and the golden rules it leans
on: the day dice, broken and destroyed items, what floats, death, being focused, going
overboard, the rescue, subduing, sickness and the water level; the d8 that chooses a
player (golden rules); and how a voyage usually ends ("You will probably lose")."""

from __future__ import annotations

from petridish.core.actions import Pass
from petridish.games.adrift import facts
from petridish.games.adrift.bot import AdriftBot
from petridish.games.adrift.state import (
    OVER,
    Attack,
    Carve,
    CatchFish,
    FightRoll,
    Give,
    Haunt,
    Meditate,
    PickUp,
    Release,
    RemoveWater,
    Retrieve,
    Row,
    Settle,
    Swim,
    TakeSeat,
    ThrowBody,
    Toss,
)
from tests.games.adrift.helpers import (
    BLUE,
    GAME,
    GREEN,
    ITEMS,
    RED,
    TABLES,
    YELLOW,
    allowed,
    card,
    copies,
    dawn,
    effect_face,
    force,
    kinds,
    next_day,
    nightfall,
    of_kind,
    play,
    position,
    refused,
    result,
    run,
)

CALM_MIND = effect_face("insanity", "nothing")
CALM_SITUATION = effect_face("situation", "nothing")
ROPE, KNIFE = card("rope"), card("knife")
FLOATS = next(c for c in ITEMS.copies() if ITEMS.item(c).floats)
SINKS = next(c for c in ITEMS.copies() if not ITEMS.item(c).floats)


def morning_situation(effect: str, *whom: int, state=None, **forced):
    """``state`` (by default two players in seats 1 and 2) the night before a morning
    that turns the die to 2, with the situation of ``effect`` forced, and the d8 that
    chooses its player forced to ``whom``."""
    state = state or position(2, dice=(1,))
    return force(state, situation=[effect_face("situation", effect)], whom=list(whom), **forced)


# -- the golden rules: the d8 that chooses a player ---------------------------------------


def test_the_d8_for_a_player_is_rolled_again_for_an_empty_seat():
    # rulebook: adrift.txt:9
    # Ruling AD-R27: the d8 names a seat; a seat with nobody alive in it (empty, or a
    # body's) is rolled again.
    state = position(
        4,
        places={RED: 1, BLUE: 2, GREEN: 4, YELLOW: 6},
        dead=frozenset({YELLOW}),
        dice=(1,),
    )
    state = morning_situation("sick", 3, 6, 8, 4, state=state)
    after, _ = dawn(state)
    assert set(after.sick) == {GREEN}
    assert after.dice["whom"].value == 4


def test_with_only_one_person_it_befalls_that_one_without_a_roll():
    # rulebook: adrift.txt:9
    state = morning_situation("sick", state=position(1, places={RED: 5}, dice=(1,)))
    after, _ = dawn(state)
    assert set(after.sick) == {RED} and "whom" not in after.dice


# -- active and locked day dice -------------------------------------------------------------


def test_a_six_locks_a_day_die_and_only_then_is_a_new_one_placed():
    # rulebook: adrift.txt:70
    after, events = dawn(force(position(2, dice=(6, 3)), situation=[CALM_SITUATION]))
    assert facts.day_dice(after) == (6, 4) and facts.active_die(after) == 4
    after, events = dawn(position(2, dice=(6, 6)))
    assert facts.day_dice(after) == (6, 6, 1)
    assert of_kind(events, "day_die") == [{"die": 3, "face": 1, "why": "morning"}]
    assert facts.active_die(position(2, dice=(6, 6))) == 0  # every die placed is locked


def test_rowing_with_every_die_locked_places_a_new_one():
    # rulebook: adrift.txt:70
    # Ruling AD-R08.
    oar1, oar2 = copies("oar")[:2]
    state = position(2, places={RED: 5, BLUE: 6}, hands={RED: [oar1], BLUE: [oar2]}, dice=(6,))
    after = play(force(state, job=[6, 6]), Row(RED), Row(BLUE))
    assert facts.day_dice(after) == (6, 1)


def test_a_die_locked_by_rowing_brings_its_insanity_rolls_the_next_morning():
    # rulebook: adrift.txt:70
    # Ruling AD-R08.
    oar1, oar2 = copies("oar")[:2]
    state = position(2, places={RED: 5, BLUE: 6}, hands={RED: [oar1], BLUE: [oar2]}, dice=(5,))
    rowed, events = run(force(state, job=[6, 6]), Row(RED), Row(BLUE))
    assert facts.day_dice(rowed) == (6,) and rowed.locked and not of_kind(events, "insanity")
    _, morning = next_day(force(rowed, insanity=[CALM_MIND] * 2))
    assert sorted(e["seat"] for e in of_kind(morning, "insanity")) == [BLUE, RED]


# -- broken, destroy, floats ------------------------------------------------------------------


def test_a_broken_item_lies_under_its_owners_token_until_repaired_or_tossed():
    # rulebook: adrift.txt:71
    # The situation breaks an item of the player in seat 2, chosen at random.
    oar, pole = card("oar"), card("pole")
    state = position(2, hands={BLUE: [pole, oar]}, dice=(1,))
    state = morning_situation("break", 2, state=state, at_random=[1])
    after, events = dawn(state)
    assert of_kind(events, "broke") == [{"seat": BLUE, "item": oar}]
    assert after.zones["place.2"] == (oar,) and oar in after.broken
    assert after.zones["blue.hand"] == (pole,)
    assert "broken: repair it first" in refused(after, PickUp(RED, oar))
    # Ruling AD-R03: tossed overboard, it is gone for good.
    tossed = play(after, Toss(BLUE, oar))
    assert oar in tossed.zones["gone"] and oar not in tossed.broken


def test_a_destroyed_item_is_out_of_the_game():
    # rulebook: adrift.txt:74
    oar = card("oar")
    state = play(position(2, hands={RED: [oar]}), Toss(RED, oar))
    assert oar in state.zones["gone"]
    # No move names it again, for anyone, for the rest of the voyage.
    for seat in state.seats:
        assert not any(oar in GAME.about(state, a) for a in GAME.legal_actions(state, seat))
    assert "not in the sea" in refused(state, Retrieve(BLUE, oar))
    state, _ = next_day(state)
    assert oar in state.zones["gone"]


def test_a_keeper_throws_an_item_straight_from_the_bin_behind_their_screen():
    # rulebook: adrift.txt:34 ("They place that stack behind their screen")
    # Ruling AD-R03: the bin's stack is the keeper's to throw overboard, as what they hold.
    oar, rope = card("oar"), card("rope")
    state = position(2, places={RED: 7, BLUE: 1}, bins={1: [oar], 2: [rope]})
    assert facts.weight(state) == 2
    assert Toss(RED, oar) in GAME.legal_actions(state, RED)
    state = play(state, Toss(RED, oar))
    assert oar in state.zones["gone"] and state.zones["bin.1"] == ()
    assert facts.weight(state) == 1
    # Only the bin one keeps: not the other, nor a bin for one who keeps none.
    assert "from the bin you keep" in refused(state, Toss(RED, rope))
    assert "from the bin you keep" in refused(state, Toss(BLUE, rope))


def test_an_item_that_floats_may_be_retrieved_that_day_else_it_is_destroyed():
    # rulebook: adrift.txt:75
    # An insanity roll makes Red drop an item overboard; one floats, one sinks at once.
    fumble = effect_face("insanity", "fumble")
    state = position(2, hands={RED: [FLOATS, SINKS]}, insane=frozenset({RED}))
    after, events = dawn(force(state, insanity=[fumble], at_random=[0]))
    assert after.zones["sea"] == (FLOATS,)
    assert allowed(after, Retrieve(BLUE, FLOATS))
    sank, events = dawn(force(after, insanity=[fumble], at_random=[0]))
    assert SINKS in sank.zones["gone"] and of_kind(events, "sank")[0]["item"] == SINKS
    # Left in the sea at nightfall, the floating item is destroyed.
    night, _ = nightfall(after)
    assert FLOATS in night.zones["gone"] and not night.zones["sea"]


# -- death --------------------------------------------------------------------------------


def test_a_tracker_all_the_way_right_is_death_the_body_stays_on_the_boat():
    # rulebook: adrift.txt:72
    # Ruling AD-R14: what the dead held lies under the body.
    oar = card("oar")
    near = TABLES.track - 1
    state = position(3, hands={BLUE: [oar]}, tracker={RED: 0, BLUE: near, GREEN: 0})
    after, events = dawn(state)
    assert BLUE in after.dead and of_kind(events, "died")[0]["how"] == "starved"
    assert after.place[BLUE] == 2 and BLUE in facts.bodies(after)
    assert after.zones["place.2"] == (oar,) and allowed(after, PickUp(RED, oar))


def test_the_living_may_carve_throw_overboard_or_keep_a_body():
    # rulebook: adrift.txt:72
    state = position(3, hands={RED: [KNIFE]}, dead=frozenset({BLUE}))
    assert allowed(state, Carve(RED, BLUE)) and allowed(state, ThrowBody(GREEN, BLUE))
    thrown = play(state, ThrowBody(GREEN, BLUE))
    assert thrown.place[BLUE] == 0 and not facts.bodies(thrown)
    assert allowed(thrown, TakeSeat(RED, 2))  # the seat is free again
    kept, _ = next_day(state)
    assert BLUE in facts.bodies(kept)


def test_a_dead_player_does_no_job_or_action_but_may_haunt():
    # rulebook: adrift.txt:73
    # What the dead held lies under their token (ruling AD-R14).
    state = position(2, floors={2: [card("bucket")]}, dead=frozenset({BLUE}))
    for action in (Meditate(BLUE), RemoveWater(BLUE), TakeSeat(BLUE, 5)):
        assert "the dead may only haunt" in refused(state, action)
    assert {type(a) for a in GAME.legal_actions(state, BLUE)} == {Haunt, Pass}


# -- focused --------------------------------------------------------------------------------


def test_focused_adds_one_to_the_job_roll():
    # rulebook: adrift.txt:76
    pole = card("pole")
    state = force(position(2, hands={RED: [pole]}), job=[4])
    after = play(state, CatchFish(RED, focused=True))
    assert after.rations == state.rations + 1 and after.tracker[RED] == 0


def test_failing_a_focused_job_moves_the_tracker_right_once():
    # rulebook: adrift.txt:76
    # 3 + 1 focused - 4: no fish, a failure, and it costs the fisher a space.
    pole = card("pole")
    state = force(position(2, hands={RED: [pole]}), job=[3])
    after, events = run(state, CatchFish(RED, focused=True))
    assert after.rations == state.rations and after.tracker[RED] == 1
    assert "focus_lost" in kinds(events)
    unfocused = play(state, CatchFish(RED))
    assert unfocused.tracker[RED] == 0


def test_focus_turns_a_bail_of_one_into_a_success():
    # rulebook: adrift.txt:76
    bucket = card("bucket")
    state = force(position(2, hands={RED: [bucket]}, water=3), job=[1])
    assert play(state, RemoveWater(RED)).water == 3
    assert play(state, RemoveWater(RED, focused=True)).water == 2


def test_focused_rowers_add_one_each_and_each_pays_if_the_boat_does_not_move():
    # rulebook: adrift.txt:76
    # Ruling AD-R26.
    oar1, oar2 = copies("oar")[:2]
    state = position(2, places={RED: 5, BLUE: 6}, hands={RED: [oar1], BLUE: [oar2]})
    made = play(force(state, job=[4, 4]), Row(RED, focused=True), Row(BLUE, focused=True))
    assert facts.day_dice(made) == (4,) and made.tracker == {RED: 0, BLUE: 0}
    failed = play(force(state, job=[3, 4]), Row(RED, focused=True), Row(BLUE))
    assert facts.day_dice(failed) == (3,) and failed.tracker == {RED: 1, BLUE: 0}


# -- overboard -----------------------------------------------------------------------------


def test_overboard_a_player_has_no_seat_and_must_swim_or_be_lost_at_nightfall():
    # rulebook: adrift.txt:77
    # Ruling AD-R18: the sea keeps whoever is still in it when night falls.
    state = morning_situation("overboard", 2)
    after, events = dawn(state)
    assert after.overboard == {BLUE} and after.place[BLUE] == 0
    assert facts.empty_places(after)[0] == 2
    assert {type(a) for a in GAME.legal_actions(after, BLUE)} == {Swim, Pass}
    assert "swim back first" in refused(after, Meditate(BLUE))
    night, events = nightfall(after)
    assert BLUE in night.dead and of_kind(events, "died")[0]["how"] == "drowned"


def test_a_subdued_player_thrown_overboard_is_free_and_the_binding_stays_aboard():
    # rulebook: adrift.txt:77
    # Ruling AD-R16.
    state = position(2, subdued={BLUE: ROPE}, floors={2: [ROPE]}, dice=(1,))
    after, _ = dawn(morning_situation("overboard", 2, state=state))
    assert not after.subdued and after.overboard == {BLUE}
    assert after.zones["place.2"] == (ROPE,) and allowed(after, PickUp(RED, ROPE))


# -- rescued! ------------------------------------------------------------------------------


def test_rescued_when_the_fifth_day_die_locks_after_thirty_days():
    # rulebook: adrift.txt:78
    # rulebook: adrift.txt:4
    state = position(3, dice=(6, 6, 6, 6, 5), dead=frozenset({GREEN}))
    after, events = dawn(state)
    assert after.step == OVER and facts.days_passed(after) == 30
    assert set(after.winners) == {RED, BLUE}  # the survivors win; the dead lose
    assert "tracker" not in kinds(events)  # the voyage is over before the trackers move


def test_the_voyage_is_lost_for_everyone_when_every_passenger_dies():
    # rulebook: adrift.txt:4
    state = position(1, tracker={RED: TABLES.track - 1})
    after, _ = dawn(state)
    assert after.step == OVER and after.winners == ()


# -- subdue ----------------------------------------------------------------------------------


def subdued_blue():
    """Red has beaten Blue, holding an oar, and subdued Blue with rope."""
    oar = card("oar")
    state = position(3, hands={RED: [ROPE], BLUE: [oar]})
    state = play(force(state, fight=[8, 1]), Attack(RED, BLUE), FightRoll(RED), FightRoll(BLUE))
    return play(state, Settle(RED, "subdue", ROPE)), oar


def test_subdued_the_binding_and_what_they_held_lie_under_their_token():
    # rulebook: adrift.txt:79
    state, oar = subdued_blue()
    assert state.subdued == {BLUE: ROPE}
    assert set(state.zones["place.2"]) == {ROPE, oar} and state.zones["blue.hand"] == ()
    # The binding can't be used for anything else while it binds.
    assert "binds a subdued player" in refused(state, PickUp(GREEN, ROPE))
    assert allowed(state, PickUp(GREEN, oar))


def test_a_subdued_player_does_no_job_or_action_and_may_hold_nothing():
    # rulebook: adrift.txt:79
    state, oar = subdued_blue()
    for action in (Meditate(BLUE), TakeSeat(BLUE, 5), PickUp(BLUE, oar)):
        assert "subdued player can do nothing" in refused(state, action)
    assert "free to take it" in refused(play(state, PickUp(RED, oar)), Give(RED, oar, BLUE))


def test_a_subdued_player_makes_no_insanity_roll():
    # rulebook: adrift.txt:79
    state, _ = subdued_blue()
    _, events = next_day(force(state, insanity=[CALM_MIND] * 3), {})
    assert all(e["seat"] != BLUE for e in of_kind(events, "insanity"))


def test_released_a_player_is_free_and_the_releaser_takes_the_binding():
    # rulebook: adrift.txt:79
    # Ruling AD-R17.
    state, _ = subdued_blue()
    state = play(state, Release(GREEN, BLUE))
    assert not state.subdued and ROPE in state.zones["green.hand"]
    assert allowed(state, Meditate(BLUE))


# -- sickness --------------------------------------------------------------------------------


def test_a_sick_player_can_do_no_job_not_even_meditate():
    # rulebook: adrift.txt:80
    # Meditate is one of the jobs listed under "Jobs".
    state = position(2, hands={RED: [card("bucket")]}, sick={RED: 2}, water=3)
    for job in (RemoveWater(RED), Meditate(RED)):
        assert "you are sick" in refused(state, job)
    assert allowed(state, TakeSeat(RED, 6))  # actions are still open


def test_sickness_lasts_three_days():
    # rulebook: adrift.txt:80
    # Ruling AD-R28: the day it strikes and the two days after.
    # Fever strikes Red the morning the die turns to 2; the 5 three mornings later
    # brings a calm situation. Everyone eats well from a full ration tracker.
    start = position(2, dice=(1,), rations=TABLES.rations)
    state = force(morning_situation("sick", 1, state=start), situation=[CALM_SITUATION])
    sick_days = []
    state, events = dawn(state)
    while RED in state.sick and len(sick_days) < 5:
        sick_days.append(state.day)
        state, events = next_day(state, {RED: 2, BLUE: 2})
    assert sick_days == [2, 3, 4]
    assert {"seat": RED} in of_kind(events, "well")
    assert allowed(state, Meditate(RED))


# -- the water level ----------------------------------------------------------------------------


def test_the_water_level_never_drops_below_one():
    # rulebook: adrift.txt:83
    bucket = card("bucket")
    state = force(position(2, hands={RED: [bucket]}, water=1), job=[8])
    after, events = run(state, RemoveWater(RED))
    assert after.water == 1 and not of_kind(events, "water")


def test_a_situation_raises_the_water_by_the_tables_amount():
    # rulebook: adrift.txt:83
    squall = effect_face("situation", "water")
    state = force(position(2, dice=(1,), water=3), situation=[squall])
    after, _ = dawn(state)
    assert after.water == 3 + result("situation", squall).amount


def test_water_above_eight_sinks_the_boat_and_everyone_loses():
    # rulebook: adrift.txt:83
    # rulebook: adrift.txt:4
    heavy = GAME.items.copies()[:6]  # one level a morning
    state = position(2, bins={1: heavy}, water=8)
    after, _ = dawn(state)
    assert after.step == OVER and after.winners == () and after.reason == "the boat sank"
    assert not after.dead  # alive, and still losers
    state = position(2, bins={1: heavy}, water=7)
    after, _ = dawn(state)
    assert after.step != OVER and after.water == 8


# -- you will probably lose ------------------------------------------------------------------


def test_few_voyages_end_with_every_player_alive():
    # rulebook: adrift.txt:10
    # Four castaways played by the house bot, each on what their own screen shows: most
    # voyages sink or starve, and rarely does everyone see the end.
    everyone, over = 0, 0
    for seed in range(16):
        state = GAME.new_state(seed, seats=(RED, BLUE, GREEN, YELLOW))
        bots = {s: AdriftBot(seed) for s in state.seats}
        for _ in range(5000):
            if GAME.is_terminal(state):
                break
            seat = GAME.to_move(state)[0]
            view = GAME.view(state, seat)
            action = bots[seat].choose(GAME, view, seat, GAME.legal_actions(state, seat))
            state = GAME.apply(state, action).state
        over += GAME.is_terminal(state)
        everyone += len(state.winners) == len(state.seats)
    assert over == 16
    assert everyone <= 16 // 4  # few: at most a quarter of the voyages
