"""The words the ADRIFT table shows: every legal move's label, the top bar at every step
for the castaway who acts, the others and a spectator, a computer castaway's move (which
never names an item behind a screen, nor a ration card chosen), what a drop would do,
and the day board (which never shows a tracker or a meal choice)."""

from __future__ import annotations

import random
import re

from petridish.core.actions import Action, Edit, Pass
from petridish.core.evolve import evolve
from petridish.games.adrift import facts
from petridish.games.adrift.bot import AdriftBot
from petridish.games.adrift.prompts import (
    action_label,
    choice_words,
    day_board,
    drop_words,
    intent_text,
    prompt,
)
from petridish.games.adrift.state import (
    ACTION_TYPES,
    DAY,
    HIDDEN,
    MEAL_STEP,
    OVER,
    SEATING,
    STEPS,
    Attack,
    Carve,
    CatchFish,
    Eat,
    Feed,
    FightRoll,
    Give,
    Haunt,
    Interrupt,
    Meditate,
    PickUp,
    Release,
    RemoveWater,
    Repair,
    Retrieve,
    Row,
    SaveSwimmer,
    Settle,
    Signal,
    State,
    Stow,
    SwapSeats,
    Swim,
    TakeFromBin,
    TakeSeat,
    ThrowBody,
    Toss,
    UseItem,
)
from tests.games.adrift.helpers import (
    BLUE,
    GAME,
    GREEN,
    ITEMS,
    RED,
    YELLOW,
    card,
    copies,
    force,
    meal,
    play,
    position,
)

name = GAME.seat_name
ROPE, KNIFE, TAPE, OAR = card("rope"), card("knife"), card("tape"), card("oar")
POLE, BUCKET, SAVER = card("pole"), card("bucket"), card("life_saver")
GUN, FLARE = card("flare_gun"), card("flare")
FOOD, DRINK, AID = card("food"), card("drink"), card("first_aid")
ITEM_NAMES = sorted({ITEMS.name(c) for c in ITEMS.copies()}, key=len, reverse=True)
KIND_NAMES = {t.kind for t in ACTION_TYPES}
CAMEL = re.compile(r"[a-z][A-Z]")  # an action kind ("TakeSeat") leaking into the words
RAW_ID = re.compile(r"\bitem\.[a-z]")


def the(copy: str) -> str:
    return f"the {ITEMS.name(copy)}"


def clean(text: str) -> None:
    """A text fit for the table: something said, nothing hidden, no raw id or kind."""
    assert text.strip(), "empty text"
    assert HIDDEN not in text, text
    assert not RAW_ID.search(text), text
    assert not CAMEL.search(text), text


def named_items(text: str) -> set[str]:
    """The item names ``text`` holds (the longest first: "Flare Gun" is not "Flare")."""
    found = set()
    for item in ITEM_NAMES:
        if item in text:
            found.add(item)
            text = text.replace(item, "")
    return found


def voyage_positions(players: int, seed: int) -> list[State]:
    """Every position of a voyage played by the house bot, now and then a random move."""
    rng = random.Random(seed)
    state = GAME.new_state(seed, seats=GAME.seat_ids(players))
    bot = AdriftBot(seed)
    found = []
    while not GAME.is_terminal(state):
        found.append(state)
        seat = rng.choice(GAME.to_move(state))
        legal = GAME.legal_actions(state, seat)
        if rng.random() < 0.7:
            action = bot.choose(GAME, GAME.view(state, seat), seat, legal)
        else:
            action = rng.choice(legal)
        state = GAME.apply(state, action).state
    found.append(state)
    return found


def fought(state: State, a: int, d: int, aggressor: str = RED, defender: str = BLUE) -> State:
    """``aggressor`` attacks ``defender``; the two d8s are forced to ``a`` and ``d``."""
    state = force(state, fight=[a, d])
    return play(state, Attack(aggressor, defender), FightRoll(aggressor), FightRoll(defender))


def scenes() -> list[State]:
    """Positions a voyage seldom reaches: a kill to interrupt, a body to carve, a broken
    item to repair, a signal, a swimmer to save, items to use, a subdued castaway."""
    kill = play(
        fought(position(3, hands={RED: [KNIFE, ROPE, TAPE]}), 8, 1), Settle(RED, "kill", KNIFE)
    )
    # Red keeps bin 1 (a keeper holds any number of items).
    busy = position(
        4,
        places={RED: 7, BLUE: 2, GREEN: 3, YELLOW: 0},
        hands={RED: [KNIFE, TAPE, SAVER, ROPE, GUN, FLARE], BLUE: [FOOD, DRINK, AID]},
        floors={7: [OAR], 3: [POLE]},
        sea=[BUCKET],
        broken=frozenset({OAR}),
        dead=frozenset({GREEN}),
        overboard=frozenset({YELLOW}),
        sick={BLUE: 2},
        dice=(6, 3),
    )
    tied = position(3, subdued={BLUE: ROPE}, floors={2: [ROPE]})
    rowers = position(
        3, places={RED: 5, BLUE: 6, GREEN: 1}, hands={RED: [OAR], BLUE: [card("oar", 1)]}
    )
    return [kill, busy, tied, rowers, GAME.new_state(0, seats=(RED, BLUE))]


POSITIONS = [
    s for players, seed in ((1, 0), (3, 1), (5, 2), (8, 3)) for s in voyage_positions(players, seed)
]
SCENES = scenes()


def labels(state: State, seat: str) -> list[str]:
    view = GAME.view(state, seat)
    return [action_label(GAME, a, view, name) for a in GAME.legal_actions(state, seat)]


# -- action labels --------------------------------------------------------------------


def test_every_legal_action_has_a_short_label_of_its_own_in_the_games_words():
    # rulebook: adrift.txt:52
    # rulebook: adrift.txt:81
    # Every move open to a castaway reads apart from the others, short enough for the
    # moves list, with no action kind, raw id or hidden card in it.
    reached = set()
    for state in POSITIONS + SCENES:
        for seat in GAME.to_move(state):
            actions = GAME.legal_actions(state, seat)
            words = labels(state, seat)
            assert len(set(words)) == len(words), words
            for action, label in zip(actions, words, strict=True):
                clean(label)
                # Meditate is the rulebook's own word for the job; no other label is a kind.
                assert label != action.kind or action.kind == "Meditate", label
                assert len(label) <= 60, label
                reached.add(action.kind)
    assert reached == KIND_NAMES | {Pass.kind}


def test_the_places_are_taken_at_set_up_and_moved_to_during_the_day():
    # rulebook: adrift.txt:34
    # rulebook: adrift.txt:60
    state = GAME.new_state(0, seats=(RED, BLUE))
    assert labels(state, RED) == [f"Take place {p}" for p in range(1, 9)]
    state = position(2, places={RED: 1, BLUE: 4})
    assert {"Move to place 3", "Move to place 8"} <= set(labels(state, RED))
    assert "Move to place 4" not in labels(state, RED)


def test_the_jobs_read_in_the_games_words():
    # rulebook: adrift.txt:46
    # rulebook: adrift.txt:47
    # rulebook: adrift.txt:48
    # rulebook: adrift.txt:49
    # rulebook: adrift.txt:76
    state = position(
        3,
        places={RED: 1, BLUE: 5, GREEN: 6},
        hands={RED: [POLE, BUCKET], BLUE: [OAR], GREEN: [card("oar", 1)]},
    )
    assert {
        "Catch fish for the boat",
        "Catch fish for the boat, focused (+1, a miss costs a space)",
        "Catch fish for yourself",
        "Catch fish for yourself, focused (+1, a miss costs a space)",
        "Remove water",
        "Remove water, focused (+1, a miss costs a space)",
        "Meditate",
    } <= set(labels(state, RED))
    # Row the Boat: the two in places 5 and 6 row together.
    assert {
        "Row with Green",
        "Row with Green, focused (+1, a miss costs a space)",
    } <= set(labels(state, BLUE))
    assert "Row with Blue" in labels(state, GREEN)
    # A job done, the jobs are gone from the list.
    state = play(state, Meditate(RED))
    assert not any(
        label.startswith(("Catch", "Remove", "Meditate")) for label in labels(state, RED)
    )


def test_trading_places_is_offered_then_agreed():
    # rulebook: adrift.txt:60
    state = position(2)
    assert "Offer Blue a trade of places" in labels(state, RED)
    state = play(state, SwapSeats(BLUE, RED))
    assert "Trade places with Blue" in labels(state, RED)
    assert "Offer Blue a trade of places" not in labels(state, RED)


def test_the_fights_moves_read_in_the_games_words():
    # rulebook: adrift.txt:54
    # rulebook: adrift.txt:55
    # rulebook: adrift.txt:56
    # rulebook: adrift.txt:57
    # rulebook: adrift.txt:58
    state = position(3, hands={RED: [ROPE, KNIFE]})
    assert {"Attack Blue", "Fight Blue for place 2", "Fight Green for place 3"} <= set(
        labels(state, RED)
    )
    state = play(state, Attack(RED, BLUE))
    assert labels(state, RED) == ["Roll your fight die", "Give up the fight"]
    state = fought(position(3, hands={RED: [ROPE, KNIFE]}), 8, 1)
    assert labels(state, RED) == [
        "Settle: hurt Blue",
        "Spare Blue (mercy)",
        f"Subdue Blue with {the(ROPE)}",
        f"Kill Blue with {the(ROPE)}",
        f"Kill Blue with {the(KNIFE)}",
    ]
    # A kill waits for the others: each may stop it, or let it happen.
    state = play(state, Settle(RED, "kill", KNIFE))
    assert labels(state, GREEN) == ["Stop the kill: fight Red", "Let it happen"]


def test_the_items_a_castaway_holds_are_named_in_their_moves():
    # rulebook: adrift.txt:66
    # rulebook: adrift.txt:82
    state = position(
        3, places={RED: 7, BLUE: 2, GREEN: 3}, hands={RED: [KNIFE]}, bins={1: [BUCKET]}
    )
    words = set(labels(state, RED))
    assert {
        f"Give {the(KNIFE)} to Blue",
        f"Give {the(KNIFE)} to Green",
        f"Stow {the(KNIFE)} in the bin",
        f"Throw {the(KNIFE)} overboard",
        f"Take {the(BUCKET)} from the bin",
    } <= words
    # What lies on the boat is picked up, from the picker's place or another.
    state = position(2, floors={1: [OAR], 3: [POLE]})
    assert {f"Pick up {the(OAR)}", f"Pick up {the(POLE)} from place 3"} <= set(labels(state, RED))


def test_two_copies_of_an_item_in_one_hand_read_apart():
    # rulebook: adrift.txt:66
    buckets = copies("bucket")[:2]
    state = position(2, hands={RED: buckets})
    words = labels(state, RED)
    # By their order, not their copy numbers ("(copy 2)" read like an id).
    assert "Give the Bucket to Blue" in words and "Give the second Bucket to Blue" in words
    alone = position(2, hands={RED: buckets[1:]})
    assert f"Give {the(buckets[1])} to Blue" in labels(alone, RED)


def test_the_actions_of_the_sea_the_dead_and_the_tools_are_named():
    # rulebook: adrift.txt:53
    # rulebook: adrift.txt:61
    # rulebook: adrift.txt:62
    # rulebook: adrift.txt:63
    # rulebook: adrift.txt:64
    # rulebook: adrift.txt:65
    # rulebook: adrift.txt:71
    state = SCENES[1]
    words = set(labels(state, RED))
    assert {
        "Carve Green's body",
        "Throw Green's body overboard",
        f"Repair {the(OAR)}",
        f"Throw {the(OAR)} (broken) overboard",
        "Jump in for Yellow",
        f"Jump in for {the(BUCKET)}",
        "Throw a line to Yellow",
        "Signal for rescue",
    } <= words
    assert labels(state, YELLOW) == ["Swim for the boat", "Done for today"]
    # rulebook: adrift.txt:59
    assert labels(state, GREEN) == ["Haunt the boat", "Rest in peace"]


def test_food_drink_and_the_first_aid_kit_are_used_from_the_hand():
    # rulebook: adrift.txt:80
    # rulebook: adrift.txt:82
    state = SCENES[1]
    assert {
        f"Open {the(FOOD)}: 2 rations for the boat",
        f"Drink {the(DRINK)}",
        f"Use {the(AID)} on yourself",
    } <= set(labels(state, BLUE))
    sick_red = evolve(state, sick={RED: 2})
    assert f"Use {the(AID)} on Red" in labels(sick_red, BLUE)


def test_a_subdued_castaway_is_fed_or_released():
    # rulebook: adrift.txt:79
    assert {"Feed Blue", "Release Blue"} <= set(labels(SCENES[2], RED))


def test_the_meal_offers_the_three_ration_cards():
    # rulebook: adrift.txt:68
    state = position(2, step=MEAL_STEP)
    assert labels(state, RED) == ["Eat 0 rations", "Eat 1 ration", "Eat 2 rations"]


def test_a_hidden_or_unknown_item_is_an_item_and_no_move_raises():
    view = GAME.view(position(2), RED)
    assert action_label(GAME, Give(RED, HIDDEN, BLUE), view, name) == "Give an item to Blue"
    assert action_label(GAME, Toss(RED, "item.nothing"), view, name) == "Throw an item overboard"
    # A move the table has no words for reads as its kind, and never raises.
    assert action_label(GAME, Edit(RED, "move"), view, name) == "Edit"
    assert action_label(GAME, Action(RED), view, name) == "Action"
    assert action_label(GAME, Pass(RED), view, name) == "Done for today"


# -- the top bar ----------------------------------------------------------------------

# What the castaway who may act is told at each step: the gesture, in the game's words.
GESTURES = {
    SEATING: "Drag your token onto an empty place",
    MEAL_STEP: "click your ration card 0, 1 or 2",
}
YOU = re.compile(r"\byou\b", re.IGNORECASE)


def test_a_prompt_for_every_position_for_the_movers_the_others_and_a_spectator():
    # rulebook: adrift.txt:81
    steps = set()
    for state in POSITIONS[::3] + POSITIONS[-1:] + SCENES:
        steps.add(state.step)
        movers = GAME.to_move(state)
        for seat in state.seats:
            text = prompt(GAME, GAME.view(state, seat), seat, seat in movers, name)
            clean(text)
            if state.step in GESTURES and seat in movers:
                assert GESTURES[state.step] in text, text
            elif state.step != OVER and seat not in movers:
                # Someone else acts: the viewer is told who.
                assert any(name(m) in text for m in movers), text
        text = prompt(GAME, GAME.view(state, None), None, False, name)
        clean(text)
        assert not YOU.search(text), text
        if state.step != OVER:
            assert any(name(m) in text for m in movers), text
    assert steps == set(STEPS)


def test_choosing_places_names_what_each_place_is_for():
    # rulebook: adrift.txt:34
    state = GAME.new_state(0, seats=(RED, BLUE, GREEN))
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Drag your token onto an empty place: 1–2 fish, 5–6 row, 7–8 keep the bins, where the"
        " tools are."
    )
    state = play(state, TakeSeat(RED, 7))
    assert prompt(GAME, GAME.view(state, RED), RED, False, name) == (
        "You have taken place 7. Waiting for Blue and Green to choose a place…"
    )
    assert prompt(GAME, GAME.view(state, None), None, False, name) == (
        "Choosing places: waiting for Blue and Green…"
    )


def test_a_day_asks_for_the_job_then_for_done():
    # rulebook: adrift.txt:45
    # rulebook: adrift.txt:81
    state = position(3, hands={RED: [POLE]})
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Day 3: do your job — double-click your pole, oar or bucket — and act as you like."
    )
    state = play(state, Meditate(RED))
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Day 3: your job is done (meditating) — act as you like."
    )
    state = play(state, Pass(RED))
    assert prompt(GAME, GAME.view(state, RED), RED, False, name) == (
        "Day 3: you are done for today. Waiting for Blue and Green…"
    )
    assert prompt(GAME, GAME.view(state, None), None, False, name) == (
        "Day 3: waiting for Blue and Green…"
    )


def test_a_castaway_without_a_pole_oar_or_bucket_is_told_where_they_are():
    # rulebook: adrift.txt:46 (a pole), adrift.txt:47 (an oar), adrift.txt:48 (a bucket)
    # rulebook: adrift.txt:50 (the keepers in 7 and 8)
    state = position(2, places={RED: 1, BLUE: 7}, bins={1: [card("bucket")]})
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Day 3: no pole, oar or bucket (keepers in 7–8 hold them) — Meditate, in Your moves."
    )
    assert prompt(GAME, GAME.view(state, BLUE), BLUE, True, name) == (
        "Day 3: for a job, drag a pole, oar or bucket from your bin to your screen."
    )
    # A bin with no tool in it: the keeper is not sent to drag one out.
    bare = position(2, places={RED: 1, BLUE: 7}, bins={1: [KNIFE]})
    assert prompt(GAME, GAME.view(bare, BLUE), BLUE, True, name) == (
        "Day 3: your bin holds no pole, oar or bucket — Meditate, in Your moves."
    )
    # Nobody keeps a bin (a castaway alone): an empty place may be taken in the day.
    alone = position(1, places={RED: 1})
    assert prompt(GAME, GAME.view(alone, RED), RED, True, name).startswith(
        "Day 3: no pole, oar or bucket — keep a bin (take place 7 or 8), or Meditate."
    )
    assert any(a == TakeSeat(RED, 7) for a in GAME.legal_actions(alone, RED))


def test_a_keeper_is_told_who_waits_for_a_tool_from_the_bin():
    # rulebook: adrift.txt:34 (the keepers' stacks; fish from 1 and 2, row from 5 and 6)
    # rulebook: adrift.txt:46
    # rulebook: adrift.txt:47
    state = position(3, places={RED: 7, BLUE: 1, GREEN: 5}, bins={1: [POLE, OAR]})
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Day 3: Blue, in place 1, has no pole — drag one from your bin to your screen, then"
        " onto their place."
    )
    # As it says: a Give straight from the bin is no move, one from the screen is.
    assert Give(RED, POLE, BLUE) not in GAME.legal_actions(state, RED)
    state = play(state, TakeFromBin(RED, POLE))
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Day 3: Blue, in place 1, has no pole — drag yours onto their place to give it."
    )
    state = play(state, Give(RED, POLE, BLUE))
    # Green rows alone in place 5: rowing takes two, so an oar for Green is not asked.
    assert "Green" not in prompt(GAME, GAME.view(state, RED), RED, True, name)
    state = play(state, TakeSeat(BLUE, 6))
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Day 3: Green, in place 5, has no oar — drag one from your bin to your screen, then"
        " onto their place."
    )
    state = play(state, TakeFromBin(RED, OAR))
    state = play(state, Give(RED, OAR, GREEN))
    # Nobody lacks a tool, and the bin holds none for the keeper's own job.
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Day 3: your bin holds no pole, oar or bucket — Meditate, in Your moves."
    )
    # A castaway in a place with no tool of its own (3 and 4) waits for none.
    idle = position(2, places={RED: 7, BLUE: 3}, bins={1: [POLE, OAR]})
    assert "has no" not in prompt(GAME, GAME.view(idle, RED), RED, True, name)


def test_a_lone_castaway_in_a_rowing_place_is_told_rowing_takes_two():
    # rulebook: adrift.txt:47
    alone = position(2, places={RED: 5, BLUE: 1}, hands={RED: [OAR]})
    # The oar alone does no job here: said so, and what is left to do.
    assert prompt(GAME, GAME.view(alone, RED), RED, True, name) == (
        "Day 3: an oar rows only in 5 or 6, with a partner free to row in the other — Meditate,"
        " in Your moves."
    )
    assert not any(isinstance(a, Row) for a in GAME.legal_actions(alone, RED))
    # With a bucket too, bailing is a job: rowing is said to take two.
    bailer = position(2, places={RED: 5, BLUE: 1}, hands={RED: [OAR, card("bucket")]})
    assert prompt(GAME, GAME.view(bailer, RED), RED, True, name) == (
        "Day 3: do your job — double-click your oar or bucket; rowing takes two, in 5 and 6."
    )
    # A pole held away from the fishing places does no job either.
    astray = position(2, places={RED: 3, BLUE: 1}, hands={RED: [card("pole")]})
    assert prompt(GAME, GAME.view(astray, RED), RED, True, name) == (
        "Day 3: a pole fishes only from place 1 or 2 — Meditate, in Your moves."
    )
    # The curtain asks the prompt of a view that hides the hand (what everyone sees): it
    # names no tool, whatever lies behind the screen.
    for hidden in (astray, bailer, alone):
        assert prompt(GAME, GAME.view(hidden, None), RED, True, name) == (
            "Day 3: do your job or Meditate — and act as you like."
        )
    # With a partner in place 6 the prompt is the usual one.
    paired = position(2, places={RED: 5, BLUE: 6}, hands={RED: [OAR]})
    assert "rowing takes two" not in prompt(GAME, GAME.view(paired, RED), RED, True, name)


def test_the_hurt_and_the_sick_are_told_they_have_no_job():
    # rulebook: adrift.txt:55
    # rulebook: adrift.txt:80
    state = position(2, hurt=frozenset({RED}), sick={BLUE: 2})
    assert "hurt in a fight, so no job today" in prompt(
        GAME, GAME.view(state, RED), RED, True, name
    )
    assert "sick, so no job today" in prompt(GAME, GAME.view(state, BLUE), BLUE, True, name)


def test_the_sea_and_the_dead_have_their_own_prompts():
    # rulebook: adrift.txt:59
    # rulebook: adrift.txt:65
    # rulebook: adrift.txt:79
    state = SCENES[1]
    swim = prompt(GAME, GAME.view(state, YELLOW), YELLOW, True, name)
    assert "overboard — a swim needs 5 to 8 on the d8" in swim and "(2 tries left)" in swim
    haunt = prompt(GAME, GAME.view(state, GREEN), GREEN, True, name)
    assert "you are dead — haunting adds a situation roll on a 2 or 5" in haunt
    # Each is a button beside the prompt (the other choice, rest in peace, the step's).
    assert choice_words(GAME, Swim(YELLOW), GAME.view(state, YELLOW)) == "Swim for the boat"
    assert choice_words(GAME, Haunt(GREEN), GAME.view(state, GREEN)) == "Haunt the boat"
    tied = SCENES[2]
    assert "you are subdued" in prompt(GAME, GAME.view(tied, BLUE), BLUE, False, name)


def test_a_fight_says_who_fights_whom_and_who_must_roll():
    # rulebook: adrift.txt:54
    state = play(position(3), Attack(RED, BLUE, 2))
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "Fight: you against Blue for place 2: your roll."
    )
    # The two are the buttons beside the prompt.
    view = GAME.view(state, RED)
    assert [choice_words(GAME, FightRoll(RED, r), view) for r in (True, False)] == [
        "Roll the fight die",
        "Give up",
    ]
    assert prompt(GAME, GAME.view(state, GREEN), GREEN, False, name) == (
        "Fight: Red against Blue for place 2: waiting for Red to roll…"
    )
    state = play(force(state, fight=[6]), FightRoll(RED))
    assert prompt(GAME, GAME.view(state, BLUE), BLUE, True, name).startswith(
        "Fight: Red against you for place 2 (Red rolled 6): your roll"
    )
    state = play(force(state, fight=[1]), FightRoll(BLUE))
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "You beat Blue: choose their fate."
    )
    view = GAME.view(state, RED)
    settles = [a for a in GAME.legal_actions(state, RED) if isinstance(a, Settle)]
    assert [choice_words(GAME, a, view) for a in settles] == ["Hurt", "Mercy"]
    assert prompt(GAME, GAME.view(state, BLUE), BLUE, False, name) == (
        "Red beat you and chooses what becomes of you…"
    )


def test_the_winners_choice_is_a_button_for_each_outcome_with_the_item_it_takes():
    # rulebook: adrift.txt:54
    # rulebook: adrift.txt:55
    # rulebook: adrift.txt:56
    # rulebook: adrift.txt:57
    # rulebook: adrift.txt:58
    state = play(position(3, hands={RED: [ROPE, KNIFE]}), Attack(RED, BLUE))
    state = play(force(state, fight=[6, 1]), FightRoll(RED))
    state = play(state, FightRoll(BLUE))
    view = GAME.view(state, RED)
    settles = [a for a in GAME.legal_actions(state, RED) if isinstance(a, Settle)]
    words = {choice_words(GAME, a, view) for a in settles}
    assert {"Hurt", "Subdue (Rope)", "Kill (Knife)", "Mercy"} <= words, words
    # No other move is a button's.
    assert choice_words(GAME, Pass(RED), view) is None


def test_a_kill_waits_for_the_others_to_stop_it_or_let_it_be():
    # rulebook: adrift.txt:57
    state = SCENES[0]
    knife = the(KNIFE)
    assert prompt(GAME, GAME.view(state, GREEN), GREEN, True, name) == (
        f"Red means to kill Blue with {knife}: stop it, or let it happen."
    )
    assert choice_words(GAME, Interrupt(GREEN), GAME.view(state, GREEN)) == "Stop the kill"
    # Green steps in: a fight with Red, to stop the kill.
    stopping = play(state, Interrupt(GREEN))
    assert prompt(GAME, GAME.view(stopping, GREEN), GREEN, True, name) == (
        "Fight: you against Red to stop a kill: your roll."
    )
    assert prompt(GAME, GAME.view(state, BLUE), BLUE, False, name) == (
        f"Red means to kill you with {knife}: waiting for Green to stop it or let it happen…"
    )


def test_the_meal_is_chosen_in_secret_and_nobodys_choice_is_told():
    # rulebook: adrift.txt:68
    state = position(3, step=MEAL_STEP, rations=5)
    assert prompt(GAME, GAME.view(state, RED), RED, True, name) == (
        "The meal (the boat has 5 rations): click your ration card 0, 1 or 2, in secret."
    )
    for ration in (0, 1, 2):
        chosen = play(state, Eat(RED, ration))
        assert prompt(GAME, GAME.view(chosen, RED), RED, False, name) == (
            "The meal: you have chosen. Waiting for Blue and Green…"
        )
        spectator = prompt(GAME, GAME.view(chosen, None), None, False, name)
        assert spectator == (
            "The meal (the boat has 5 rations): waiting for Blue and Green to choose a ration card…"
        )


def test_the_end_says_who_survived_and_why():
    # rulebook: adrift.txt:4
    state = position(3, step=OVER, winners=(RED, GREEN), reason="rescued by a flare on day 9")
    assert prompt(GAME, GAME.view(state, BLUE), BLUE, False, name) == (
        "The voyage is over: Red and Green survived (rescued by a flare on day 9)."
    )
    assert prompt(GAME, GAME.view(state, RED), RED, False, name) == (
        "The voyage is over: you survived, with Green (rescued by a flare on day 9)."
    )
    sunk = position(2, step=OVER, reason="the boat sank")
    assert prompt(GAME, GAME.view(sunk, None), None, False, name) == (
        "The voyage is over: nobody survived (the boat sank)."
    )


def test_the_prompt_uses_the_players_own_names():
    state = play(position(2), Attack(RED, BLUE))
    names = {RED: "Ana", BLUE: "Ben"}.get
    assert prompt(GAME, GAME.view(state, BLUE), BLUE, False, names) == (
        "Fight: Ana against you: waiting for Ana to roll…"
    )


# -- a computer player's move --------------------------------------------------------


def test_a_computers_items_behind_its_screen_are_never_named():
    # rulebook: adrift.txt:6
    # rulebook: adrift.txt:82
    # Blue, the computer, keeps bin 1 and holds items; the person at the computer sees
    # neither, and the words say only "an item".
    held = [KNIFE, ROPE, FOOD, AID]
    stock = [BUCKET, OAR]
    state = position(
        3, places={RED: 1, BLUE: 7, GREEN: 3}, hands={BLUE: held}, bins={1: stock}, sick={RED: 1}
    )
    for viewer in (RED, GREEN, None):
        view = GAME.view(state, viewer)
        for action in GAME.legal_actions(state, BLUE):
            text = intent_text(GAME, view, action, name)
            clean(text)
            assert named_items(text) == set(), text
        assert intent_text(GAME, view, Give(BLUE, KNIFE, RED), name) == "Blue gives an item to Red."
        assert intent_text(GAME, view, TakeFromBin(BLUE, OAR), name) == (
            "Blue takes an item from the bin."
        )
        assert intent_text(GAME, view, UseItem(BLUE, AID, RED), name) == (
            "Blue uses an item on Red."
        )
    # Where the view shows the item (the computer's own hand, as a test reads it), it is named.
    own = GAME.view(state, BLUE)
    assert (
        intent_text(GAME, own, Give(BLUE, KNIFE, RED), name) == f"Blue gives {the(KNIFE)} to Red."
    )


def test_a_computers_kill_names_no_hidden_weapon():
    # rulebook: adrift.txt:57
    state = fought(position(3, hands={BLUE: [KNIFE]}), 1, 8)
    view = GAME.view(state, RED)
    assert intent_text(GAME, view, Settle(BLUE, "kill", KNIFE), name) == (
        "Blue chooses to kill Red with an item."
    )
    assert intent_text(GAME, view, Settle(BLUE, "mercy"), name) == "Blue spares Red."


def test_a_computers_ration_card_is_never_named():
    # rulebook: adrift.txt:68
    state = position(3, step=MEAL_STEP)
    for viewer in (RED, BLUE, None):
        view = GAME.view(state, viewer)
        for ration in (0, 1, 2):
            text = intent_text(GAME, view, Eat(BLUE, ration), name)
            assert text == "Blue chooses a ration card."
            assert not re.search(r"\d", text)


def test_a_computers_public_moves_name_what_the_boat_sees():
    # rulebook: adrift.txt:62
    # rulebook: adrift.txt:71
    state = position(3, floors={2: [OAR]}, sea=[BUCKET], broken=frozenset({OAR}))
    view = GAME.view(state, RED)
    assert intent_text(GAME, view, Repair(BLUE, OAR), name) == f"Blue repairs {the(OAR)}."
    assert intent_text(GAME, view, Retrieve(BLUE, BUCKET), name) == (
        f"Blue jumps overboard for {the(BUCKET)}."
    )
    assert intent_text(GAME, view, Attack(BLUE, RED, 1), name) == "Blue fights Red for place 1."
    assert intent_text(GAME, view, CatchFish(BLUE, True, True), name) == (
        "Blue catches fish to eat the catch (focused)."
    )
    assert intent_text(GAME, view, Pass(BLUE), name) == "Blue is done for today."


def test_every_intent_in_voyages_names_only_what_the_view_shows():
    # rulebook: adrift.txt:82
    for state in POSITIONS[::4] + SCENES:
        for viewer in (None, *state.seats[:2]):
            view = GAME.view(state, viewer)
            shown = {ITEMS.name(c) for cards in view.zones.values() for c in cards if c != HIDDEN}
            for seat in GAME.to_move(state):
                if seat == viewer:
                    continue
                for action in GAME.legal_actions(state, seat):
                    text = intent_text(GAME, view, action, name)
                    clean(text)
                    assert named_items(text) <= shown, text


# -- drop words -----------------------------------------------------------------------


def test_drop_words_say_what_the_drop_would_do():
    # rulebook: adrift.txt:60
    # rulebook: adrift.txt:66
    seating = GAME.view(GAME.new_state(0, seats=(RED, BLUE)), RED)
    assert drop_words(GAME, TakeSeat(RED, 3), seating, name) == "take this place"
    view = GAME.view(position(3, places={RED: 7, BLUE: 2, GREEN: 3}, hands={RED: [KNIFE]}), RED)
    cases = {
        TakeSeat(RED, 4): "move to this place",
        Give(RED, KNIFE, BLUE): "give it to Blue",
        Stow(RED, KNIFE): "stow it in the bin",
        Toss(RED, KNIFE): "throw it overboard, gone for good",  # ruling AD-R03
        Attack(RED, BLUE, 2): "fight Blue for this place",
        Attack(RED, BLUE): "attack Blue",
        SwapSeats(RED, GREEN): "offer Green a trade",
        PickUp(RED, OAR): "pick it up",
        Retrieve(RED, BLUE): "jump overboard for Blue: swim back on 5–8",
        SaveSwimmer(RED, BLUE): "throw Blue a line",
        Feed(RED, BLUE): "feed Blue",
        Release(RED, BLUE): "release Blue",
        Carve(RED, GREEN): "carve Green's body",
        ThrowBody(RED, GREEN): "throw Green's body overboard",
        Haunt(RED): "haunt the boat",
        RemoveWater(RED): "remove water",
        Row(RED): "row the boat",
        Signal(RED): "signal for rescue",
        Swim(RED): "swim for the boat",
        UseItem(RED, FOOD): "open it: 2 rations for the boat",
        UseItem(RED, AID, BLUE): "use it on Blue",
    }
    for action, words in cases.items():
        assert drop_words(GAME, action, view, name) == words, action


def test_drop_words_in_voyages_are_short_and_lowercase():
    for state in POSITIONS[::5] + SCENES:
        for seat in GAME.to_move(state):
            view = GAME.view(state, seat)
            for action in GAME.legal_actions(state, seat):
                words = drop_words(GAME, action, view, name)
                clean(words)
                assert words[0].islower() and len(words) <= 45, words


# -- the day board --------------------------------------------------------------------


def boards(state: State) -> list[list[str]]:
    return [day_board(GAME, GAME.view(state, v), name) for v in (*state.seats, None)]


def test_the_board_has_a_title_for_every_step():
    # rulebook: adrift.txt:83
    assert day_board(GAME, GAME.new_state(0, seats=(RED, BLUE)), name)[0] == "Choosing places"
    state = position(2, water=3, rations=12, dice=(4,))
    assert day_board(GAME, state, name)[0] == "Day 4 · water 3 of 8 · rations 12"
    meal_time = position(2, step=MEAL_STEP, water=3, rations=12)
    assert day_board(GAME, meal_time, name)[0] == "The meal · water 3 of 8 · rations 12"
    # rulebook: adrift.txt:26
    # rulebook: adrift.txt:42
    # With items aboard it says how far they raise the water at dawn: seven, two levels.
    hands, bin_1 = {RED: [POLE, OAR, KNIFE]}, [ROPE, TAPE, BUCKET, SAVER]
    heavy = position(2, water=3, rations=12, dice=(4,), hands=hands, bins={1: bin_1})
    assert day_board(GAME, heavy, name)[0] == "Day 4 · water 3 of 8 (+2 next dawn) · rations 12"
    over = position(2, step=OVER, winners=(RED,), reason="rescued by a flare on day 9")
    assert day_board(GAME, over, name) == [
        "Voyage over",
        "Red · survived",
        "Blue · lost with the boat",
        "Rescued by a flare on day 9",
    ]


def test_an_offer_to_trade_places_stands_on_the_board_for_everyone():
    # rulebook: adrift.txt:60
    state = play(position(3), SwapSeats(RED, GREEN))
    assert all("Red offers Green a trade of places" in board for board in boards(state))
    state = play(state, SwapSeats(GREEN, RED))  # agreed: they trade, and the offer goes
    assert not any("trade" in line for board in boards(state) for line in board)


def test_each_castaway_has_a_line_of_what_the_boat_sees():
    # rulebook: adrift.txt:45
    # rulebook: adrift.txt:77
    # rulebook: adrift.txt:79
    # rulebook: adrift.txt:80
    state = position(
        4,
        places={RED: 1, BLUE: 2, GREEN: 3, YELLOW: 0},
        hands={RED: [POLE]},
        floors={3: [ROPE]},
        subdued={GREEN: ROPE},
        overboard=frozenset({YELLOW}),
        sick={BLUE: 2},
        insane=frozenset({BLUE}),
    )
    assert day_board(GAME, state, name)[1:] == [
        "Red · place 1 · job not done · may act",
        "Blue · place 2 · no job while sick · sick 2 days, insane · may act",
        "Green · place 3 · subdued",
        "Yellow · overboard · may act",
    ]
    state = play(force(state, job=[8]), CatchFish(RED), Pass(BLUE))
    lines = day_board(GAME, state, name)
    assert lines[1] == "Red · place 1 · job: fishing · may act"
    assert lines[2].endswith("· done for today")
    keeper = position(
        2, places={RED: 7, BLUE: 2}, dead=frozenset({BLUE}), haunting=frozenset({BLUE})
    )
    assert day_board(GAME, keeper, name)[1:3] == [
        "Red · place 7 (keeper) · job not done · may act",
        "Blue · place 2 · dead (haunting)",
    ]


def test_the_board_shows_the_fight_on_and_the_last_ones_outcome():
    # rulebook: adrift.txt:54
    # rulebook: adrift.txt:55
    state = play(force(position(3), fight=[5]), Attack(RED, BLUE, 2), FightRoll(RED))
    assert day_board(GAME, state, name)[-1] == (
        "Fight: Red against Blue for place 2 · Red rolled 5 · Blue to roll"
    )
    state = play(force(state, fight=[1]), FightRoll(BLUE))
    assert day_board(GAME, state, name)[-1] == "Fight: Red beat Blue · Red chooses"
    state = play(state, Settle(RED, "hurt"))
    assert day_board(GAME, state, name)[-1] == "Last fight: Red hurt Blue"


def test_the_meal_shows_who_has_chosen_and_never_what():
    # rulebook: adrift.txt:68
    state = position(3, step=MEAL_STEP)
    before = boards(state)
    seen = []
    for ration in (0, 1, 2):
        chosen = play(state, Eat(RED, ration))
        # Every viewer's board, Red's own too, reads the same whatever Red chose.
        now = boards(chosen)
        assert all(b == now[0] for b in now), now
        seen.append(now[0])
        assert now[0][1] == "Red · place 1 · has chosen"
        assert now[0][2] == "Blue · place 2 · choosing"
    assert seen[0] == seen[1] == seen[2]
    assert [line for line in seen[0] if "Red" not in line] == [
        line for line in before[0] if "Red" not in line
    ]


def test_the_last_meals_cards_are_shown_once_revealed():
    # rulebook: adrift.txt:68
    state = force(position(3, step=MEAL_STEP, rations=8), meal=[[2, 1, 0]])
    state, _ = meal(state, {RED: 0, BLUE: 2, GREEN: 1})
    assert state.step == DAY
    # Shuffled: nothing ties a card to a castaway, and the line says so.
    assert "Last meal, the cards shuffled: 2, 1, 0 (3 eaten)" in day_board(
        GAME, GAME.view(state, None), name
    )
    alone = force(position(1, step=MEAL_STEP, rations=8), meal=[[1]])
    alone, _ = meal(alone, {RED: 1})
    assert "Last meal: the 1 ration card" in day_board(GAME, GAME.view(alone, None), name)


def test_the_board_never_tells_a_tracker():
    # rulebook: adrift.txt:6
    low = position(3, tracker={RED: 0, BLUE: 0, GREEN: 0})
    high = evolve(low, tracker={RED: 9, BLUE: 3, GREEN: 5})
    assert boards(low) == boards(high)
    assert all(b == boards(high)[0] for b in boards(high))
    for state in (low, high):
        for seat in state.seats:
            view = GAME.view(state, seat)
            # The prompt too reads alike whatever lies behind the screens.
            assert prompt(GAME, view, seat, True, name) == prompt(
                GAME, GAME.view(low, seat), seat, True, name
            )


def test_the_board_in_voyages_is_public_and_alike_for_everyone():
    # rulebook: adrift.txt:6
    for state in POSITIONS[::4] + SCENES:
        found = boards(state)
        assert all(b == found[0] for b in found), found
        assert len(found[0]) >= 1 + len(state.seats)
        for line in found[0]:
            clean(line)


def test_a_boat_heavier_than_its_crew_can_bail_is_said_with_the_way_out():
    # rulebook: adrift.txt:26 (the water rises a level a day for each six items)
    # A new castaway followed every prompt and sank on day 3, throwing nothing over.
    def said(n: int) -> str:
        state = position(2, bins={1: ITEMS.copies()[:n]})
        return prompt(GAME, GAME.view(state, RED), RED, True, name)

    assert "The water rises" not in said(12)  # 2 levels a day, 2 castaways to bail
    # Red holds nothing and nobody keeps a bin: keeping one is the way to throw.
    assert said(13).endswith(
        " The water rises 3 a day, more than the 2 of you can bail: a bin's keeper can throw"
        " items onto the sea."
    )
    held = position(2, hands={RED: [POLE]}, bins={1: others(POLE)[:12]})
    assert prompt(GAME, GAME.view(held, RED), RED, True, name).endswith(
        " The water rises 3 a day, more than the 2 of you can bail: throw items overboard"
        " (drag them onto the sea)."
    )
    kept = position(2, places={RED: 1, BLUE: 7}, bins={1: ITEMS.copies()[:13]})
    assert prompt(GAME, GAME.view(kept, RED), RED, True, name).endswith(
        ": the keepers can throw items from the bins onto the sea."
    )


def others(held: str) -> list[str]:
    """Every item card but ``held``, in the card list's order."""
    return [c for c in ITEMS.copies() if c != held]


def test_a_dawn_that_would_sink_the_boat_is_said_the_day_before():
    # rulebook: adrift.txt:26 (the water rises each morning); "If the water level rises
    # above 8, everyone loses" (WATER_TOP). A crew sank at dawn from 8, unwarned.
    state = position(2, hands={RED: [POLE]}, bins={1: others(POLE)[:6]}, water=7)
    assert facts.rise(state) == 2
    assert prompt(GAME, GAME.view(state, RED), RED, True, name).endswith(
        " At dawn the water rises 2, past 8: bail, or throw items overboard (drag them onto"
        " the sea), or the boat sinks."
    )
    state = position(2, hands={RED: [POLE]}, bins={1: others(POLE)[:6]}, water=6)
    assert "At dawn" not in prompt(GAME, GAME.view(state, RED), RED, True, name)
