"""ADRIFT's log and views: every event the rules make reads as plain words for every
player and for a spectator, and none lets out what lies behind a screen (golden rules:
the tracker; "Using Items": the hand; "Eat": the meal's choices; set-up step 5: a
keeper's bin)."""

from __future__ import annotations

import random

from petridish.core.actions import Edit, Pass
from petridish.core.events import Event
from petridish.games.adrift.bot import AdriftBot
from petridish.games.adrift.state import (
    EVENT_KINDS,
    HIDDEN,
    MEAL_STEP,
    Attack,
    Carve,
    Eat,
    Feed,
    FightRoll,
    Give,
    Interrupt,
    Repair,
    SaveSwimmer,
    Settle,
    Signal,
    Stow,
    TakeFromBin,
    TakeSeat,
    UseItem,
)
from tests.games.adrift.helpers import (
    BLUE,
    GAME,
    GREEN,
    ITEMS,
    RED,
    TABLES,
    card,
    effect_face,
    force,
    lines,
    play,
    position,
    run,
)

# Declared event kinds the rules never make (their log line is the bare kind).
NEVER_MADE: set[str] = set()


def voyages() -> list[tuple[tuple[str, ...], Event]]:
    """The events of a few whole voyages (the bot, now and then a random move), each with
    the seats of its voyage."""
    found = []
    for players in (1, 3, 5, 8):
        for seed in range(4):
            rng = random.Random(seed)
            state = GAME.new_state(seed, seats=GAME.seat_ids(players))
            bot = AdriftBot(seed)
            while not GAME.is_terminal(state):
                seat = rng.choice(GAME.to_move(state))
                legal = GAME.legal_actions(state, seat)
                if rng.random() < 0.7:
                    action = bot.choose(GAME, GAME.view(state, seat), seat, legal)
                else:
                    action = rng.choice(legal)
                out = GAME.apply(state, action)
                found += [(state.seats, e) for e in out.events]
                state = out.state
    return found


def scenes() -> list[tuple[tuple[str, ...], Event]]:
    """The events of moves a voyage may not reach: a repair, a signal, feeding, a keeper
    pushed out of the bin's seat, gifts, bins, a line thrown to a swimmer, and a sandbox
    edit of a tracker."""
    seats = (RED, BLUE, GREEN)
    oar, tape, gun, flare, rope = (card(u) for u in ("oar", "tape", "flare_gun", "flare", "rope"))
    events: list[Event] = []
    broken = position(3, hands={RED: [tape]}, floors={1: [oar]}, broken=frozenset({oar}))
    events += run(force(broken, repair=[4, 8]), Repair(RED, oar))[1]
    events += run(
        force(position(3, hands={RED: [gun, flare]}, dice=(6, 2)), signal=[3]), Signal(RED)
    )[1]
    # A rope thrown to a castaway in the sea (the voyages above, on the stream every new
    # game draws from, happen to throw none).
    at_sea = position(
        3, hands={RED: [rope]}, places={RED: 1, BLUE: 0, GREEN: 3}, overboard=frozenset({BLUE})
    )
    events += run(at_sea, SaveSwimmer(RED, BLUE))[1]
    tied = position(3, subdued={BLUE: rope}, floors={2: [rope]})
    events += run(tied, Feed(RED, BLUE))[1]
    stock = ITEMS.copies()[: TABLES.hand + 3]
    keeper = position(3, places={RED: 7, BLUE: 3, GREEN: 1}, bins={1: stock})
    keeper, more = run(keeper, *(TakeFromBin(RED, c) for c in stock), Stow(RED, stock[0]))
    events += more
    keeper, more = run(keeper, Give(RED, stock[1], GREEN), TakeSeat(BLUE, 4))
    events += more
    # Blue fights Red for seat 7 and wins: Red leaves the extra item on Blue's old seat.
    fight = (Attack(BLUE, RED, 7), FightRoll(BLUE), FightRoll(RED), Settle(BLUE, "mercy"))
    keeper, more = run(force(keeper, fight=[8, 1]), *fight)
    events += more
    events += run(keeper, Edit(RED, "set", key="red.tracker", value=3))[1]
    # A kill interrupted and then let be, and the body carved.
    knife = card("knife")
    killing = force(position(3, hands={RED: [knife]}), fight=[8, 1, 2, 7], carve=[3])
    killing, more = run(killing, Attack(RED, BLUE), FightRoll(RED), FightRoll(BLUE))
    events += more
    killing, more = run(killing, Settle(RED, "kill", knife), Interrupt(GREEN))
    events += more
    killing, more = run(killing, FightRoll(GREEN), FightRoll(RED), Settle(RED, "hurt"))
    events += more
    killing = force(killing, insanity=[effect_face("insanity", "nothing")] * 2)
    events += run(killing, Carve(RED, BLUE))[1]
    mercy = force(position(3, hands={RED: [knife]}), fight=[8, 1])
    mercy = play(mercy, Attack(RED, BLUE), FightRoll(RED), FightRoll(BLUE))
    events += run(mercy, Settle(RED, "kill", knife), Pass(GREEN))[1]
    return [(seats, e) for e in events]


EVENTS = voyages() + scenes()


def test_every_event_reads_as_plain_words_for_every_player_and_a_spectator():
    seen = set()
    for seats, event in EVENTS:
        seen.add(event.kind)
        for viewer in (*seats, None):
            data = event.for_seat(viewer)
            if data is None:
                continue
            text = GAME.describe(data)
            assert text and (text[0].isupper() or text[0].isdigit()), (event.kind, text)
            assert text != event.kind, f"{event.kind} has no line of its own"
            for leak in ("None", "{", "[", "_", "item.", HIDDEN):
                assert leak not in text, (event.kind, text)
    assert seen <= set(EVENT_KINDS)
    assert seen >= set(EVENT_KINDS) - NEVER_MADE, sorted(set(EVENT_KINDS) - NEVER_MADE - seen)


def test_players_are_named_by_their_own_names_when_given():
    event = {"kind": "done", "seat": RED}
    assert GAME.describe(event) == "Red is done for the day"
    assert GAME.describe(event, {RED: "Ana"}) == "Ana is done for the day"


def test_a_tracker_move_tells_its_owner_where_it_stands_and_the_others_only_the_move():
    # rulebook: adrift.txt:6
    # rulebook: adrift.txt:7
    # The rules move every tracker themselves (nobody can cheat it): the owner reads
    # where it stands, everyone else only how far it was moved and why; the meal's
    # move nobody else reads at all (adrift.txt:68, "they each privately move").
    moves = [(seats, e) for seats, e in EVENTS if e.kind == "tracker"]
    assert {e.data["why"].startswith("ate a ") for _, e in moves} == {True, False}
    for seats, event in moves:
        owner = event.data["seat"]
        assert "(now " in GAME.describe(event.for_seat(owner))
        for other in (*(s for s in seats if s != owner), None):
            data = event.for_seat(other)
            if event.data["why"].startswith("ate a "):
                assert data is None
            else:
                assert "at" not in data and "(now " not in GAME.describe(data)


def test_the_meal_choices_stay_secret_until_the_cards_are_revealed_shuffled():
    # rulebook: adrift.txt:68
    state = position(3, step=MEAL_STEP)
    state, events = run(state, Eat(RED, 2), Eat(BLUE, 0))
    for viewer in (GREEN, None, BLUE):
        assert lines(events[:1], viewer) == ["Red has chosen a ration card"]
    assert GAME.view(state, GREEN).meal == {RED: HIDDEN, BLUE: HIDDEN}
    # The reveal shows the cards, never who ate which.
    state, events = run(state, Eat(GREEN, 1))
    revealed = next(e for e in events if e.kind == "revealed")
    assert set(revealed.data) == {"pile"} and revealed.anonymous


def test_a_hand_and_a_bin_stay_behind_their_screens_in_the_log():
    # rulebook: adrift.txt:82
    # Taking from a bin, putting away and giving name the item only to those who
    # handled it.
    private = [(s, e) for s, e in EVENTS if e.kind in ("took", "stowed", "gave")]
    assert {e.kind for _, e in private} == {"took", "stowed", "gave"}
    for seats, event in private:
        handlers = {event.data["seat"], event.data.get("to", "")}
        name = ITEMS.name(event.data["item"])
        for viewer in (*seats, None):
            text = GAME.describe(event.for_seat(viewer))
            assert (name in text) == (viewer in handlers), (viewer, text)


def test_a_sandbox_tracker_edit_shows_the_value_to_its_owner_alone():
    # rulebook: adrift.txt:6
    (edit,) = [e for _, e in EVENTS if e.kind == "edit"]
    assert edit.for_seat(RED)["value"] == 3
    assert edit.for_seat(BLUE)["value"] == HIDDEN and edit.for_seat(None)["value"] == HIDDEN
    red, blue = (GAME.describe(edit.for_seat(s)) for s in (RED, BLUE))
    assert red == "Sandbox: Red's survival tracker set to 3 (outside the rules)"
    assert blue == "Sandbox: Red's survival tracker set (outside the rules)"


def test_sandbox_edits_read_as_what_was_changed():
    stock = ITEMS.copies()[:3]
    state = position(3, places={RED: 7, BLUE: 3, GREEN: 1}, bins={1: stock})
    edits = (
        Edit(RED, "set", key="blue.place", value=5),
        Edit(RED, "set", key="water", value=4),
        Edit(RED, "move", card=stock[0], zone="sea"),
        Edit(RED, "shuffle", zone="bin.1"),
    )
    said = [GAME.describe(e.for_seat(None)) for e in run(state, *edits)[1] if e.kind == "edit"]
    assert said == [
        "Sandbox: Blue moved to place 5 (outside the rules)",
        "Sandbox: the water level set to 4 (outside the rules)",
        f"Sandbox: the {ITEMS.name(stock[0])} moved to the sea (outside the rules)",
        "Sandbox: storage bin 1 shuffled (outside the rules)",
    ]


def test_the_views_hide_every_other_tracker_hand_and_bin():
    # rulebook: adrift.txt:6
    # rulebook: adrift.txt:82
    oar, rope, pole = card("oar"), card("rope"), card("pole")
    state = position(
        3,
        places={RED: 7, BLUE: 2, GREEN: 3},
        hands={RED: [oar], BLUE: [rope]},
        bins={1: [pole]},
        tracker={RED: 1, BLUE: 2, GREEN: 3},
    )
    for viewer in (RED, BLUE, GREEN, None):
        view = GAME.view(state, viewer)
        for seat in state.seats:
            mine = seat == viewer
            assert (view.tracker[seat] == state.tracker[seat]) == mine
            held = state.zones[f"{seat}.hand"]
            assert view.zones[f"{seat}.hand"] == (held if mine else (HIDDEN,) * len(held))
        assert (view.zones["bin.1"] == (pole,)) == (viewer == RED)


def test_using_an_item_is_shown_to_everyone():
    # rulebook: adrift.txt:8
    # rulebook: adrift.txt:82
    # To use an item is to reveal it: the log names it to every player and spectator,
    # and it cannot be taken back.
    food = card("food")
    after, events = run(position(3, hands={RED: [food]}), UseItem(RED, food))
    (used,) = [e for e in events if e.kind == "used"]
    assert used.reveal and used.seen_by is None
    for viewer in (RED, BLUE, GREEN, None):
        assert ITEMS.name(food) in GAME.describe(used.for_seat(viewer))
    assert GAME.view(after, BLUE).zones["gone"] == (food,)


def test_an_item_thrown_overboard_is_said_to_be_gone_for_good():
    # rulebook: adrift.txt:75 (an item overboard that floats may be retrieved that day)
    # Ruling AD-R03: one thrown away is gone for good, floating or not, so the sea,
    # which shows what floats, stays empty: the log says why.
    (event,) = [e for _, e in EVENTS if e.kind == "tossed" and e.data.get("seat")][:1]
    text = GAME.describe(event.for_seat(None))
    assert text.endswith("overboard: it is gone for good"), text


def test_a_catch_says_the_roll_less_four_and_what_it_brings():
    # rulebook: adrift.txt:46 ("the result of the roll minus four")
    def said(roll: int, catch: int, net: bool = False, focused: bool = False) -> str:
        event = {"kind": "caught", "seat": RED, "roll": roll, "net": net}
        event |= {"focused": focused, "catch": catch, "health": False}
        return GAME.describe(event)

    assert said(4, 0) == "Red fishes: rolls 4, less 4: catches nothing"
    assert said(7, 3) == "Red fishes: rolls 7, less 4: 3 rations for the boat"
    assert (
        said(7, 4, net=True)
        == "Red fishes with the net: rolls 7, +1 for the net, less 4: 4 rations for the boat"
    )
    # rulebook: adrift.txt:76 (focused: +1 to the roll)
    assert said(6, 3, focused=True) == (
        "Red fishes (focused): rolls 6, +1 for focus, less 4: 3 rations for the boat"
    )


def reds_tracker_line(at: int, ate: int):
    """The tracker event of a meal where Red, at ``at``, eats a card of ``ate``."""
    state = position(3, step=MEAL_STEP, tracker={RED: at, BLUE: 3, GREEN: 3})
    _, events = run(state, Eat(RED, ate), Eat(BLUE, 0), Eat(GREEN, 1))
    return next(e for e in events if e.kind == "tracker" and e.data["seat"] == RED)


def test_a_tracker_stopped_at_healthy_tells_its_owner_how_far_it_moved():
    # rulebook: adrift.txt:68 (each privately moves their survival tracker)
    # A 2 eaten at 1: "moves their tracker 2 spaces left (now 0)" read as a move the
    # track had no room for; the owner reads the one space it moved, and what was meant.
    red = reds_tracker_line(at=1, ate=2)
    assert GAME.describe(red.for_seat(RED)) == (
        "Red moves their tracker 1 space left (now Well, as far as it goes; 2 meant): ate a 2"
    )  # (the space named as the table labels it)
    assert red.for_seat(BLUE) is None  # the meal's move is its owner's alone


def test_a_tracker_already_at_well_stays_there_in_so_many_words():
    # rulebook: adrift.txt:68 (each privately moves their survival tracker)
    # "Red moves their tracker 0 spaces left (now Well, as far as it goes; 1 meant)" told
    # of a move that did not happen.
    red = reds_tracker_line(at=0, ate=1)
    assert GAME.describe(red.for_seat(RED)) == (
        "Red's tracker stays put (now Well, as far left as it goes): ate a 1"
    )
