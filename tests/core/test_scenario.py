"""Scenarios: set-up from a seed and seats, forced outcomes by draw point, named actions,
JSON files, one-line errors, and the session a table would open."""

import json

import pytest

from petridish.core import scenario
from petridish.core.actions import Edit
from petridish.core.game import IllegalAction
from petridish.core.play import play as play_out
from petridish.core.scenario import Refused, Scenario, ScenarioError
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import (
    ADAPTOID,
    DRAW_POINTS,
    EVENT_KINDS,
    GENETICIST,
    ChooseCharacter,
    ChooseRoom,
)
from tests.conftest import coming_if_named

SPAWNS = [f"spawn.{i}" for i in range(1, 13)]
# A seed whose unforced draws let PHASE_ONE be played as written (Intimidate takes a
# card the Geneticist does not play this phase).
SEED = 54
OFFENSIVE = ["evo.intimidate.1", "evo.emp.1", "evo.destroy.1", "evo.intimidate.2", "evo.emp.2"]
REYES = {"kind": "ChooseCharacter", "seat": "geneticist", "character": "reyes"}

# The first phase of a game whose first Evolution is Intimidate: it takes a Room card
# from the Geneticist's hand at random, a draw at "intimidate" nothing forces. The
# defensive and reproductive decks are not forced either.
PHASE_ONE = [
    REYES,
    {"kind": "ChooseRoom", "seat": "adaptoid", "room": "warehouse"},
    {"kind": "ChooseRoom", "seat": "geneticist", "room": "garden"},
    {"kind": "PlaceSpawns", "seat": "adaptoid", "rooms": ["warehouse", "warehouse"]},
    {"kind": "DrawEvolution", "seat": "adaptoid", "deck": "offensive"},
    {"kind": "ChooseRoom", "seat": "adaptoid", "room": "research"},
    {"kind": "ChooseRoom", "seat": "geneticist", "room": "office"},
    {"kind": "PlaceSpawns", "seat": "adaptoid", "rooms": ["research", "research"]},
    {"kind": "DrawEvolution", "seat": "adaptoid", "deck": "defensive"},
    {"kind": "PlaceEvolution", "seat": "adaptoid", "room": "research"},
    {"kind": "ChooseRoom", "seat": "adaptoid", "room": "control_room"},
    {"kind": "ChooseRoom", "seat": "geneticist", "room": "lab"},
    {"kind": "PlaceSpawns", "seat": "adaptoid", "rooms": ["control_room", "control_room"]},
    {"kind": "DrawEvolution", "seat": "adaptoid", "deck": "defensive"},
    {"kind": "ClearRoom", "seat": "geneticist", "room": "warehouse"},
    {"kind": "ChooseRoom", "seat": "adaptoid", "room": "robotics"},
    {"kind": "ChooseRoom", "seat": "geneticist", "room": "warehouse"},
    {"kind": "PlaceSpawns", "seat": "adaptoid", "rooms": ["control_room", "control_room"]},
    {"kind": "DrawEvolution", "seat": "adaptoid", "deck": "defensive"},
    {"kind": "PlaceEvolution", "seat": "adaptoid", "room": "control_room"},
    {"kind": "ChooseRoom", "seat": "adaptoid", "room": "lab"},
    {"kind": "ChooseRoom", "seat": "geneticist", "room": "robotics"},
    {"kind": "PlaceSpawns", "seat": "adaptoid", "rooms": ["control_room", "control_room"]},
    {"kind": "DrawEvolution", "seat": "adaptoid", "deck": "defensive"},
    {"kind": "ChooseRoom", "seat": "adaptoid", "room": "dining"},
    {"kind": "ChooseRoom", "seat": "geneticist", "room": "control_room"},
    {"kind": "Overcome", "seat": "geneticist", "equipment": ["dron"]},
    {"kind": "PlaceSpawns", "seat": "adaptoid", "rooms": ["control_room", "control_room"]},
    {"kind": "DrawEvolution", "seat": "adaptoid", "deck": "defensive"},
    {"kind": "PlaceEvolution", "seat": "adaptoid", "room": "control_room"},
]


def two_phases(**changes):
    """Phase one played out, the Spawns' orders for both phases forced."""
    fields = {
        "game": "adaptoid24",
        "seed": SEED,
        "forced": {"spawn deck": [SPAWNS, SPAWNS[::-1]], "offensive deck": [OFFENSIVE]},
        "actions": PHASE_ONE,
    }
    return Scenario(**(fields | changes))


def said(call, *args, **kwargs) -> str:
    """The one-line message of the ScenarioError ``call`` raises."""
    with pytest.raises(ScenarioError) as info:
        call(*args, **kwargs)
    message = str(info.value)
    assert "\n" not in message and "Traceback" not in message
    return message


# -- forced outcomes by draw point ------------------------------------------------------


def test_a_forced_shuffle_is_used_at_its_own_draw_point_whatever_is_drawn_before_it():
    # The defensive and reproductive decks are shuffled between the Spawns and the
    # offensive deck, at random: the offensive deck still gets its forced order.
    state = scenario.start(
        GAME, 3, forced={"spawn deck": [SPAWNS[::-1]], "offensive deck": [OFFENSIVE]}
    )
    assert state.zones["spawn.deck"] == tuple(SPAWNS[::-1])
    assert state.zones["evo.offensive"] == tuple(OFFENSIVE)
    # Two forced orders, then the defensive and reproductive decks shuffled: a draw for
    # each place but the first.
    shuffled = len(state.zones["evo.defensive"]) + len(state.zones["evo.reproductive"]) - 2
    assert state.rng.named == {} and state.rng.draws == 2 + shuffled
    # Queued in a list instead, the offensive order is taken by the next draw of all.
    message = said(scenario.start, GAME, 3, forced=[SPAWNS[::-1], OFFENSIVE])
    assert message.startswith("the set-up cannot use its forced outcomes: forced outcome")


def test_an_unforced_draw_in_play_does_not_shift_the_second_phases_spawns():
    session = two_phases().session()
    state = session.state
    kinds = [event["kind"] for _, event in session.events_for(None)]
    assert "intimidated" in kinds  # a random draw at "intimidate", not forced
    assert (state.phase, state.turn, state.step) == (2, 1, "choose")
    assert state.zones["spawn.deck"] == tuple(SPAWNS[::-1])


def test_queued_the_same_outcomes_are_shifted_by_the_unforced_draw():
    # The same decks queued in draw order (the defensive and reproductive ones as SEED
    # shuffles them): the Intimidate draw takes the second phase's order as its outcome.
    fresh = scenario.start(GAME, SEED)
    queue = [
        SPAWNS,
        list(fresh.zones["evo.defensive"]),
        list(fresh.zones["evo.reproductive"]),
        OFFENSIVE,
        SPAWNS[::-1],
    ]
    start = scenario.start(GAME, SEED, forced=queue)
    message = said(scenario.play, GAME, start, *PHASE_ONE)
    assert message.startswith(
        "action 5 (Adaptoid: DrawEvolution) drew a forced outcome that does not fit: "
        "forced outcome ['spawn.12', "
    )


# -- setting up and playing -------------------------------------------------------------


def test_actions_may_be_objects_or_named_json_alike():
    start = scenario.start("adaptoid24", 5)
    named = scenario.play(
        GAME, start, REYES, {"kind": "ChooseRoom", "seat": "adaptoid", "room": "lab"}
    )
    typed = scenario.play(
        GAME, start, ChooseCharacter(GENETICIST, "reyes"), ChooseRoom(ADAPTOID, "lab")
    )
    assert GAME.state_to_json(named) == GAME.state_to_json(typed)
    assert named.picks == {"adaptoid": "lab"} and named.step == "choose"


def test_the_same_scenario_plays_the_same_game_and_another_seed_another():
    one, two = two_phases().state(), two_phases().state()
    assert GAME.state_to_json(one) == GAME.state_to_json(two)
    other = scenario.start(GAME, SEED + 1, forced={"spawn deck": [SPAWNS]})
    again = scenario.start(GAME, SEED, forced={"spawn deck": [SPAWNS]})
    assert other.zones["spawn.deck"] == again.zones["spawn.deck"]  # forced: the same
    assert other.zones["evo.defensive"] != again.zones["evo.defensive"]  # by the seed


@pytest.mark.parametrize("seats", [None, 2, ["adaptoid", "geneticist"], ("geneticist", "adaptoid")])
def test_seats_are_ids_a_player_count_or_the_fewest(seats):
    state = scenario.start(GAME, 1, seats=seats)
    assert GAME.seats_of(state) == ("adaptoid", "geneticist")


def test_a_refused_action_names_its_number_its_seat_and_the_rules_reason():
    start = scenario.start(GAME, 1)
    with pytest.raises(Refused) as info:
        scenario.play(
            GAME, start, REYES, ChooseRoom(ADAPTOID, "lab"), ChooseRoom(ADAPTOID, "office")
        )
    refused = info.value
    assert isinstance(refused, IllegalAction)  # as the rules' own refusals
    assert refused.number == 3 and refused.action == ChooseRoom(ADAPTOID, "office")
    assert refused.reason == "you have already chosen a room this turn"
    assert str(refused) == (
        "action 3 (Adaptoid: ChooseRoom) was refused: you have already chosen a room this turn"
    )
    assert start.step == "character"  # states are never changed in place


def test_an_edit_is_a_sandbox_move_and_the_session_opens_in_rules_mode():
    flip = Edit(GENETICIST, "flip", card="taser.3")
    session = Scenario("adaptoid24", 2, actions=(REYES, flip)).session()
    assert [step.sandbox for step in session.steps] == [False, True]
    assert not session.sandbox
    assert "taser.3" in session.state.loaded
    assert session.initial.step == "character" and len(session.actions) == 2


def test_a_failure_the_rules_did_not_foresee_is_one_line_naming_the_action(monkeypatch):
    def broken(state, action):
        raise KeyError("evo.nowhere")

    monkeypatch.setattr(GAME, "_apply", broken)
    message = said(Scenario("adaptoid24", actions=(REYES,)).session)
    assert (
        message
        == "action 1 (Geneticist: ChooseCharacter): the rules could not handle it (KeyError)"
    )


# -- JSON and files ---------------------------------------------------------------------


def test_a_scenario_round_trips_through_json_text_and_a_file(tmp_path):
    made = two_phases(title="Intimidate, then a new phase", seats=["adaptoid", "geneticist"])
    made = made.then(ChooseRoom(ADAPTOID, "lab"))
    data = made.to_json()
    assert data["format"] == "petridish-scenario" and data["version"] == 1
    assert data["actions"][-1] == {"kind": "ChooseRoom", "seat": "adaptoid", "room": "lab"}
    assert json.loads(json.dumps(data)) == data  # plain JSON values only
    assert Scenario.from_json(data) == made
    assert scenario.loads(made.dumps()) == made
    path = tmp_path / "intimidate.json"
    scenario.dump(made, path)
    assert scenario.load(path) == made
    # One line per action keeps a long scenario easy to read and to edit.
    lines = path.read_text(encoding="utf-8").splitlines()
    assert '    {"kind": "ChooseRoom", "seat": "adaptoid", "room": "lab"}' in lines
    assert GAME.state_to_json(scenario.load(path).state()) == GAME.state_to_json(made.state())


def test_a_small_hand_written_scenario_needs_only_its_game():
    loaded = scenario.loads('{"game": "adaptoid24"}')
    assert loaded == Scenario("adaptoid24")
    assert loaded.state().step == "character"


def test_a_scenarios_session_saves_and_loads_as_a_game(tmp_path):
    from petridish.storage.saves import SeatInfo, load_session, write_save

    made = two_phases()
    session = made.session()
    path = tmp_path / "scenario.petridish"
    write_save(
        path,
        session,
        game_id=made.game,
        seed=made.seed,
        options=made.options,
        forced=made.forced,
        seats=[SeatInfo(seat, GAME.seat_name(seat)) for seat in GAME.seat_ids()],
        title="From a scenario",
    )
    save, loaded = load_session(path)
    assert save.forced == {"spawn deck": [SPAWNS, SPAWNS[::-1]], "offensive deck": [OFFENSIVE]}
    assert GAME.state_to_json(loaded.state) == GAME.state_to_json(session.state)


BAD = [
    ([], "a scenario must be a JSON object, not a list"),
    (
        {"game": "adaptoid24", "forcd": {}},
        "a scenario has no field 'forcd'; its fields are format,",
    ),
    ({"format": "petridish-save", "game": "adaptoid24"}, '"format" must be "petridish-scenario"'),
    (
        {"version": 9, "game": "adaptoid24"},
        "it was made by a newer Petri Dish (scenario version 9)",
    ),
    ({"version": "1", "game": "adaptoid24"}, '"version" must be a whole number from 1, not text'),
    ({}, '"game" is missing: say which game, such as "adaptoid24"'),
    (
        {"game": "chess"},
        "unknown game 'chess'; the games are: adapt, adrift, genegrafter, adaptoid24",
    ),
    ({"game": "driftwood"}, "Driftwood is coming but not playable yet"),
    ({"game": 24}, '"game" must be a game id such as "adaptoid24", not a number'),
    ({"game": "adaptoid24", "title": 5}, '"title" must be text of at most 200 characters'),
    ({"game": "adaptoid24", "seed": -1}, '"seed": the seed must be a whole number from 0 to'),
    ({"game": "adaptoid24", "seed": 1.5}, '"seed": the seed must be a whole number'),
    ({"game": "adaptoid24", "seats": 3}, '"seats": ADAPTOID 24 is for 2 players, not 3'),
    ({"game": "adaptoid24", "seats": ["adaptoid"]}, '"seats": ADAPTOID 24 is for 2 players, not 1'),
    (
        {"game": "adaptoid24", "seats": ["adaptoid", "scientist"]},
        "\"seats\": ADAPTOID 24 has no seat 'scientist'; its seats are adaptoid, geneticist",
    ),
    (
        {"game": "adaptoid24", "seats": ["adaptoid", "adaptoid"]},
        "\"seats\": seat 'adaptoid' is listed twice",
    ),
    ({"game": "adaptoid24", "seats": "adaptoid"}, '"seats" must list seat ids or give a player'),
    ({"game": "adaptoid24", "options": []}, '"options" must be an object, not a list'),
    (
        {"game": "adaptoid24", "options": {"speed": 2}},
        "\"options\": ADAPTOID 24 has no option 'speed'",
    ),
    (
        {"game": "adaptoid24", "options": {"clone_alone": 1}},
        "\"options\": option 'clone_alone' must be one of True, False; got 1",
    ),
    (
        {"game": "adaptoid24", "forced": [[1]]},
        '"forced" must be an object by draw point, not a list',
    ),
    (
        {"game": "adaptoid24", "forced": {"the moon": [1]}},
        "\"forced\": ADAPTOID 24 has no draw point 'the moon'; its draw points are 'spawn deck',",
    ),
    (
        {"game": "adaptoid24", "forced": {"intimidate": 0}},
        "\"forced\": the outcomes at 'intimidate' must be a list, one per draw",
    ),
    (
        {"game": "adaptoid24", "forced": {"intimidate": [0] * 10_001}},
        '"forced" holds more than 10,000 outcomes',
    ),
    ({"game": "adaptoid24", "actions": {}}, '"actions" must be a list, not an object'),
    (
        {"game": "adaptoid24", "actions": [REYES, "ChooseRoom"]},
        "action 2 must be an object with a kind, not text",
    ),
    (
        {"game": "adaptoid24", "actions": [{"kind": "choose_room", "seat": "adaptoid"}]},
        "action 1: ADAPTOID 24 has no action kind 'choose_room'; its kinds are ChooseCharacter,",
    ),
    (
        {"game": "adaptoid24", "actions": [REYES, {"kind": "ChooseRoom", "seat": "adaptoid"}]},
        "action 2 cannot be read: ChooseRoom: missing field 'room'",
    ),
    (
        {"game": "adaptoid24", "actions": [{**REYES, "colour": "red"}]},
        "action 1 cannot be read: ChooseCharacter: unknown field(s) ['colour']",
    ),
]


@pytest.mark.parametrize(("data", "message"), BAD, ids=[m[:40] for _, m in BAD])
def test_a_bad_scenario_is_one_line_saying_what_is_wrong(data, message, request):
    coming_if_named(request, data)
    assert said(Scenario.from_json, data).startswith(message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "{",
            "it is not JSON: Expecting property name enclosed in double quotes (line 1, column 2)",
        ),
        ('{"game": "adaptoid24", "seed": NaN}', "it holds a value no scenario can: NaN is not"),
        (b"\xff\xfe{}", "it is not UTF-8 text"),
        ("[" * 100_000 + "]" * 100_000, "it is nested too deeply to be a scenario"),
        (" " * (4 * 2**20 + 1), "a scenario may be at most 4 MiB"),
    ],
)
def test_text_that_is_no_scenario_is_one_line_too(text, message):
    assert said(scenario.loads, text).startswith(message)


def test_file_problems_name_the_file(tmp_path):
    assert (
        said(scenario.load, tmp_path / "none.json") == "none.json: there is no scenario file there"
    )
    (tmp_path / "bad.json").write_text('{"game": "adaptoid24", "seed": true}', encoding="utf-8")
    assert said(scenario.load, tmp_path / "bad.json") == (
        'bad.json: "seed": the seed must be a whole number'
    )


def test_outcomes_that_cannot_be_drawn_are_refused_when_the_game_is_set_up():
    flat = Scenario("adaptoid24", forced={"spawn deck": SPAWNS})  # one order, not a list
    assert said(flat.state).startswith(
        "the set-up cannot use its forced outcomes: forced outcome 'spawn.1' at 'spawn deck' is not an order"
    )
    assert said(scenario.start, GAME, 1, forced="spawn deck").startswith('"forced" must be an')


# -- what a game declares ----------------------------------------------------------------


def test_the_catalogue_is_what_the_game_declares():
    listed = scenario.catalogue("adaptoid24")
    assert listed["draw points"] == DRAW_POINTS == GAME.draw_points
    assert listed["event kinds"] == EVENT_KINDS
    assert listed["zones"] == GAME.zone_names()
    assert listed["seats"] == ("adaptoid", "geneticist")
    assert listed["actions"][-2:] == ("Edit", "Pass")
    assert listed["options"] == ("clone_alone", "room_permanents")


def test_a_whole_game_stays_within_its_declared_zones_and_event_kinds():
    state = scenario.start(GAME, 11)
    zones, kinds = set(GAME.zone_names()), set(GAME.event_kinds)
    for played in play_out(GAME, state, lambda s, seat, legal: legal[-1]):
        assert set(played.outcome.state.zones) == zones
        assert {event.kind for event in played.outcome.events} <= kinds
