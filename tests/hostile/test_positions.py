"""Positions the rules cannot continue from are refused or handled: hand-made starting
positions in saves, and whatever random sandbox edits mixed with rules moves make."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from petridish.core import registry
from petridish.core.actions import Edit, Place
from petridish.core.dice import Rolled
from petridish.core.evolve import evolve
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseRoom, DrawEvolution, PlaceEvolution
from petridish.storage.saves import SaveError, SeatInfo, read_save, session_from_setup, write_save

from ..conformance import random_sandbox_game
from ..games.adaptoid24.helpers import A, G, play, setup
from . import damage, scale

SEATS = [SeatInfo("adaptoid", "Ann"), SeatInfo("geneticist", "Bob")]


def save_of(tmp_path, session, start=None):
    path = tmp_path / "p.petridish"
    write_save(
        path,
        session,
        game_id="adaptoid24",
        seed=7,
        options={},
        forced=(),
        seats=SEATS,
        title="t",
        start=start,
    )
    return path


def test_a_start_with_a_whole_hand_in_its_row_is_refused(tmp_path):
    # rulebook: adaptoid24.txt:20
    s = play(setup(), ChooseRoom(A, "lab"), ChooseRoom(G, "garden"))
    s = play(s, *GAME.legal_actions(s, A)[:1])
    while not GAME.is_terminal(s) and s.turn == 1:
        s = play(s, GAME.legal_actions(s, GAME.to_move(s)[0])[0])
    zones = dict(s.zones)
    zones["adaptoid.row"] = (*zones["adaptoid.row"], *zones["adaptoid.hand"])
    zones["adaptoid.hand"] = ()
    bad = evolve(s, zones=zones)
    reason = GAME.validate_state(bad)
    assert reason is not None and "the Adaptoid needs a room in hand" in reason
    # A save that starts there is refused with that reason, not played into a dead end.
    good = session_from_setup(GAME, 7, {}, (), start=s)
    path = save_of(tmp_path, good, start=s)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["start"] = GAME.state_to_json(bad)
    data["snapshot"] = data["start"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="the starting position is not possible: the Adaptoid"):
        read_save(path)


def test_a_spreading_card_after_the_spawn_deck_was_emptied_saves_and_loads(tmp_path):
    # rulebook: adaptoid24.txt:54
    s = setup(
        reproductive=[
            "evo.spreading.1",
            "evo.rage.1",
            "evo.rage.2",
            "evo.spreading.2",
            "evo.spreading.3",
        ]
    )
    session = session_from_setup(GAME, 7, {}, (), start=s, sandbox=True)
    for action in (ChooseRoom(A, "lab"), ChooseRoom(G, "garden")):
        session.submit(action)
    session.submit(GAME.legal_actions(session.state, A)[0])
    session.submit(DrawEvolution(A, "reproductive"))
    while session.state.zones["spawn.deck"]:
        session.submit(Edit(A, "move", zone="spawn.discard", place=Place("spawn.deck", 0)))
    session.submit(PlaceEvolution(A, "lab"))
    path = save_of(tmp_path, session, start=s)
    assert read_save(path).snapshot == session.state


def test_a_clone_timer_on_a_card_that_is_no_clone_is_named(tmp_path):
    s = setup()
    for bad in ("a.lab", "taser.1", "evo.scales.1"):
        reason = GAME.validate_state(evolve(s, clones={bad: 3}))
        assert reason == "a Clone timer names a card that is not a Clone"


@pytest.mark.parametrize("chunk", range(scale.size(2, 20)))
def test_random_sandbox_games_always_go_on_or_end(chunk):
    # rulebook: adaptoid24.txt:19
    games = scale.size(15, 100)
    for seed in range(chunk * games + 10_000, (chunk + 1) * games + 10_000):
        random_sandbox_game(GAME, seed, edit_rate=random.Random(seed).choice([0.1, 0.3, 0.6]))


# -- Genegrafter and ADRIFT: positions the rules can never reach -------------------------
# Each is a position the rules reach (a turn, a fight, a day, a meal) with one thing
# changed the way a damaged or hand-edited save can change it, and the reason its game
# gives. The window opens none of them (tests/hostile/test_window_saves.py).
def _gg() -> dict[str, tuple[Any, str]]:
    from petridish.games.genegrafter.state import (
        BATTLE,
        DEFEND,
        DISCARD,
        GIVE_UP,
        GRAFT,
        INFINITY_STEP,
        PLAY,
    )
    from petridish.games.genegrafter.state import Battle as GBattle
    from petridish.games.genegrafter.state import Fight as GFight

    from ..games.genegrafter.helpers import JON, MIKE, SUE, ab, ch, gear, position, to_fight

    nebrus, madlock, brute = ch("nebrus"), ch("madlock"), ch("brute")
    turn = position(players=3, play={JON: [nebrus], SUE: [madlock], MIKE: [brute]})
    between = evolve(turn, step=BATTLE)
    fight = to_fight(between, SUE, [nebrus], madlock)
    rolled = {f"attack.{n}": Rolled(6, 3, "attack", JON) for n in range(1, 8)}
    deck = turn.zones["deck"]
    visor, helmet = gear("targeting_visor"), gear("psi_helmet")
    return {
        # rulebook: genegrafter.txt:117
        "a player in the game at 0 Health": (
            evolve(turn, health={**turn.health, SUE: 0}),
            "Health die shows 1 to 6",
        ),
        # rulebook: genegrafter.txt:55
        "a Health die showing 7": (
            evolve(turn, health={**turn.health, JON: 7}),
            "Health die shows 1 to 6",
        ),
        "a player knocked out with Health left": (
            evolve(turn, out=(MIKE,), zones={**turn.zones, "mike.play": (), "discard": (brute,)}),
            "knocked out at 0 Health",
        ),
        # rulebook: genegrafter.txt:35
        "100,000 Attack tokens": (
            evolve(turn, attack_tokens={**turn.attack_tokens, JON: 100_000}),
            "holds 0 to 3 Attack tokens",
        ),
        "fewer than no Defense tokens": (
            evolve(turn, defense_tokens={**turn.defense_tokens, SUE: -1}),
            "holds 0 to 3 Defense tokens",
        ),
        # rulebook: genegrafter.txt:82
        "four Characters played in a turn": (evolve(turn, played=4), "plays 0 to 3 Characters"),
        # rulebook: genegrafter.txt:78
        "a draw waiting while the player plays": (
            evolve(turn, to_draw=2),
            "a draw is of 0 to 3 cards",
        ),
        "the turn of a player knocked out": (
            evolve(
                turn,
                current=MIKE,
                out=(MIKE,),
                health={**turn.health, MIKE: 0},
                zones={**turn.zones, "mike.play": (), "discard": (brute,)},
            ),
            "whose turn it is must be in the game",
        ),
        "the turn of nobody at the table": (
            evolve(turn, current="ada"),
            "whose turn it is must be in the game",
        ),
        "an unknown step": (evolve(turn, step="lunch"), "unknown step"),
        "a card in two places": (
            evolve(turn, zones={**turn.zones, "sue.hand": (nebrus,)}),
            "is both in",
        ),
        "a card lost": (evolve(turn, zones={**turn.zones, "deck": deck[1:]}), "do not add up"),
        # rulebook: genegrafter.txt:76
        "a DNA Strand in a hand": (
            evolve(turn, zones={**turn.zones, "deck": deck[:-1], "jon.hand": (deck[-1],)}),
            "cannot lie in a hand",
        ),
        # rulebook: genegrafter.txt:137
        "Gear in play on nobody": (
            evolve(
                turn,
                zones={
                    **turn.zones,
                    "deck": tuple(c for c in deck if c != visor),
                    "jon.play": (nebrus, visor),
                },
            ),
            "in play on no Character",
        ),
        # rulebook: genegrafter.txt:139
        "two pieces of Gear on one body slot": (
            position(
                players=3,
                play={JON: [nebrus], SUE: [madlock], MIKE: [brute]},
                attached={visor: nebrus, helmet: nebrus},
            ),
            "two pieces of Gear on one body slot",
        ),
        # rulebook: genegrafter.txt:109
        "a discard with eight cards in hand": (evolve(turn, step=DISCARD), "more than 8 cards"),
        # rulebook: genegrafter.txt:31
        "seven attack dice with six in the game": (evolve(fight, dice=rolled), "at most 6 of them"),
        "attack dice numbered with a gap": (
            evolve(fight, dice={"attack.1": Rolled(6, 2), "attack.3": Rolled(6, 5)}),
            "numbered from 1",
        ),
        "a die showing 7": (evolve(fight, dice={"attack.1": Rolled(6, 7)}), "showing a face"),
        "a battle against oneself": (
            evolve(fight, battle=evolve(fight.battle, opponent=JON)),
            "against an opponent still in the game",
        ),
        "a battle while Characters are played": (
            evolve(fight, step=PLAY),
            "a battle is declared exactly while",
        ),
        "a fight with no defender while the sides lay": (
            evolve(
                fight, battle=evolve(fight.battle, fight=evolve(fight.battle.fight, defender=""))
            ),
            "the defender fought",
        ),
        "a side spending 100,000 tokens": (
            evolve(
                fight,
                battle=evolve(
                    fight.battle, fight=evolve(fight.battle.fight, tokens={JON: 100_000})
                ),
            ),
            "spends 0 to 3 tokens",
        ),
        # rulebook: genegrafter.txt:98 (nobody able to move: Sue has no Character to defend with)
        "a defence with nothing to defend with": (
            evolve(
                between,
                step=DEFEND,
                zones={**between.zones, "sue.play": (), "discard": (madlock,)},
                battle=GBattle(SUE, (), GFight(nebrus)),
            ),
            "Sue is to move and has no move",
        ),
        # rulebook: genegrafter.txt:123 (nobody able to move: everyone has grafted)
        "a Genegrafting Round everyone has finished": (
            evolve(
                turn,
                step=GRAFT,
                grafts_left={JON: 0, SUE: 0, MIKE: 0},
                done=frozenset({JON, SUE, MIKE}),
                zones={**turn.zones, "strands": (deck[-1],), "deck": deck[:-1]},
            ),
            "nobody can move",
        ),
        # rulebook: genegrafter.txt:129
        "three grafts after the first DNA Strand": (
            evolve(
                turn,
                step=GRAFT,
                grafts_left={JON: 3, SUE: 1, MIKE: 1},
                zones={**turn.zones, "strands": (deck[-1],), "deck": deck[:-1]},
            ),
            "at most n Characters",
        ),
        # rulebook: genegrafter.txt:161
        "a player made to discard by their own die": (
            evolve(turn, step=GIVE_UP, giving_up=(JON, 2), infinity_used=frozenset({JON})),
            "makes an opponent in the game discard",
        ),
        "the Infinity Die waiting with no face": (
            evolve(turn, step=INFINITY_STEP, infinity_used=frozenset({JON})),
            "waits for the player who rolled it",
        ),
        "a player knocked out holding cards": (
            evolve(turn, out=(MIKE,), health={**turn.health, MIKE: 0}),
            "out of the game and holds no cards",
        ),
        "a game over without winners": (
            evolve(turn, step="over", reason="no one"),
            "needs winners",
        ),
        "a game going on with one player left": (
            evolve(
                turn,
                out=(SUE, MIKE),
                health={JON: 6, SUE: 0, MIKE: 0},
                zones={**turn.zones, "sue.play": (), "mike.play": (), "discard": (madlock, brute)},
            ),
            "while two players are in it",
        ),
        "an Ability Card laid by a third player": (
            evolve(
                fight,
                battle=evolve(fight.battle, fight=evolve(fight.battle.fight, laid=(MIKE,))),
                zones={
                    **fight.zones,
                    "battle.mike": (ab("blind"),),
                    "deck": tuple(c for c in fight.zones["deck"] if c != ab("blind")),
                },
            ),
            "only the two sides",
        ),
    }


def _adrift() -> dict[str, tuple[Any, str]]:
    from petridish.games.adrift.state import MEAL_STEP, SEATING, Fight

    from ..games.adrift.helpers import BLUE, GREEN, RED, YELLOW, card, position

    day = position(4, hands={RED: [card("knife")], BLUE: [card("rope")]}, bins={1: [card("oar")]})
    fight = evolve(day, fights=(Fight(RED, BLUE, rolls={RED: 7, BLUE: 2}, winner=RED, loser=BLUE),))
    meal = evolve(day, step=MEAL_STEP)
    four = [card(u) for u in ("pole", "bucket", "food", "drink")]
    return {
        # rulebook: adrift.txt:68
        "a meal short by a billion rations": (evolve(day, missing=10**9), "short by more rations"),
        # rulebook: adrift.txt:78
        "a day number of 3,000 digits": (
            evolve(day, day=int("9" * 3000)),
            "no more than the day dice count",
        ),
        "day 31": (evolve(day, day=31), "no more than the day dice count"),
        # rulebook: adrift.txt:38
        "a day ahead of its dice": (evolve(day, day=5), "no more than the day dice count"),
        "days counted during the seating": (
            evolve(day, step=SEATING, place={RED: 0, BLUE: 0, GREEN: 0, YELLOW: 0}),
            "days begin once everyone has a place",
        ),
        # rulebook: adrift.txt:72
        "a living player at the end of the track": (
            evolve(day, tracker={**day.tracker, RED: 10}),
            "off its track",
        ),
        "a tracker left of Healthy": (
            evolve(day, tracker={**day.tracker, RED: -1}),
            "off its track",
        ),
        # rulebook: adrift.txt:83
        "water over the boat's top": (evolve(day, water=10), "water level is off the boat"),
        "a sunk boat still sailing": (evolve(day, water=9), "has sunk"),
        "no water at all": (evolve(day, water=0), "water level is off the boat"),
        "rations past the ring": (evolve(day, rations=41), "off its ring"),
        "rations below nothing": (evolve(day, rations=-1), "off its ring"),
        # rulebook: adrift.txt:60
        "two players in one place": (evolve(day, place={**day.place, BLUE: 1}), "share a place"),
        "a ninth place": (evolve(day, place={**day.place, RED: 9}), "off the boat's places"),
        # rulebook: adrift.txt:77
        "a player neither aboard nor overboard": (
            evolve(day, place={**day.place, RED: 0}),
            "neither on the boat nor overboard",
        ),
        "a player overboard in a place": (
            evolve(day, overboard=frozenset({RED})),
            "overboard has no place",
        ),
        "a dead player overboard": (
            evolve(
                day,
                dead=frozenset({RED}),
                overboard=frozenset({RED}),
                place={**day.place, RED: 0},
                zones={**day.zones, "red.hand": (), "place.1": (card("knife"),)},
            ),
            "dead player is not overboard",
        ),
        # rulebook: adrift.txt:72
        "a dead player holding a knife": (
            evolve(day, dead=frozenset({RED})),
            "dead and holds no items",
        ),
        # rulebook: adrift.txt:79
        "a subdued player holding a knife": (
            evolve(
                day,
                subdued={RED: card("rope")},
                zones={**day.zones, "blue.hand": (), "place.1": (card("rope"),)},
            ),
            "subdued and holds no items",
        ),
        # rulebook: adrift.txt:50
        "four items in a hand away from the bins": (
            evolve(
                day,
                zones={
                    **day.zones,
                    "ashore": tuple(c for c in day.zones["ashore"] if c not in four),
                    "green.hand": tuple(four),
                },
            ),
            "only a keeper may",
        ),
        # rulebook: adrift.txt:56
        "a player subdued with a knife": (
            evolve(
                day,
                subdued={BLUE: card("knife")},
                zones={
                    **day.zones,
                    "red.hand": (),
                    "blue.hand": (),
                    "place.2": (card("knife"), card("rope")),
                },
            ),
            "with rope or electrical tape",
        ),
        # rulebook: adrift.txt:79
        "a binding that is not under its player": (
            evolve(
                day,
                subdued={GREEN: card("rope")},
                zones={**day.zones, "blue.hand": (), "place.1": (card("rope"),)},
            ),
            "binding lies under their token",
        ),
        # rulebook: adrift.txt:71
        "a broken item in a hand": (
            evolve(day, broken=frozenset({card("knife")})),
            "broken item lies under a token",
        ),
        "an item in two places": (
            evolve(day, zones={**day.zones, "sea": (card("knife"),)}),
            "exactly one place",
        ),
        # rulebook: adrift.txt:80
        "sick for five days": (evolve(day, sick={GREEN: 5}), "sickness lasts 1 to 3 days"),
        # rulebook: adrift.txt:65
        "a third swim": (evolve(day, swims={GREEN: 3}), "swims at most 2 times"),
        # rulebook: adrift.txt:63
        "a lifeline of five": (evolve(day, lifeline={GREEN: 5}), "lifeline adds 1 to 3"),
        # rulebook: adrift.txt:44
        "a job nobody has": (evolve(day, job={GREEN: "sunbathe"}), "a job is fishing"),
        # rulebook: adrift.txt:23
        "a ration card of 3": (evolve(meal, meal={RED: 3}), "ration card is 0, 1 or 2"),
        # rulebook: adrift.txt:68
        "ration cards chosen during the day": (evolve(day, meal={RED: 1}), "only at the meal"),
        "nine ration cards eaten by four": (
            evolve(day, eaten=(1,) * 9),
            "one ration card a player",
        ),
        # rulebook: adrift.txt:21
        "six day dice": (
            evolve(day, dice={f"day.{n}": Rolled(6, 6, "day") for n in range(1, 7)}),
            "none of ADRIFT's dice",
        ),
        "a day die showing 7": (
            evolve(day, dice={"day.1": Rolled(6, 7, "day")}),
            "none of ADRIFT's dice",
        ),
        # rulebook: adrift.txt:70
        "a new day die before the last is locked": (
            evolve(day, dice={"day.1": Rolled(6, 3, "day"), "day.2": Rolled(6, 1, "day")}),
            "each locked before the next",
        ),
        # rulebook: adrift.txt:54
        "a fight roll of 9": (
            evolve(fight, fights=(evolve(fight.fights[0], rolls={RED: 9, BLUE: 2}),)),
            "rolls a d8 or passes",
        ),
        "a fight at the meal": (evolve(fight, step=MEAL_STEP), "fights happen during the day"),
        "a fight with oneself": (
            evolve(fight, fights=(Fight(RED, RED),)),
            "names someone not on the voyage",
        ),
        # rulebook: adrift.txt:59
        "a living player haunting": (
            evolve(day, haunting=frozenset({GREEN})),
            "only the dead haunt",
        ),
        # rulebook: adrift.txt:4
        "everyone dead and sailing on": (
            evolve(
                day,
                dead=frozenset(day.seats),
                zones={
                    **day.zones,
                    "red.hand": (),
                    "blue.hand": (),
                    "place.1": (card("knife"),),
                    "place.2": (card("rope"),),
                },
            ),
            "everyone is dead",
        ),
        "survivors who are dead": (
            evolve(
                day,
                step="over",
                winners=(RED,),
                reason="rescued",
                dead=frozenset({RED}),
                zones={**day.zones, "red.hand": (), "place.1": (card("knife"),)},
            ),
            "won by its survivors",
        ),
        # rulebook: adrift.txt:68 (nobody able to move: nobody eats and the meal waits)
        "a meal nobody may eat": (
            evolve(
                meal,
                place={**day.place, RED: 0, BLUE: 0, GREEN: 0, YELLOW: 0},
                overboard=frozenset(day.seats),
            ),
            "nobody can move",
        ),
        # rulebook: adrift.txt:81 (nobody able to move: everyone said done, the day goes on)
        "a day everyone has finished": (evolve(day, done=frozenset(day.seats)), "nobody can move"),
        # rulebook: adrift.txt:57 (nobody able to move: a kill waits for interrupters who let it be)
        "a kill everyone let be": (
            evolve(
                fight, fights=(evolve(fight.fights[0], kill=card("knife"), let_be=(GREEN, YELLOW)),)
            ),
            "nobody can move",
        ),
        "a kill threatened with an oar": (
            evolve(fight, fights=(evolve(fight.fights[0], kill=card("oar")),)),
            "rope, a flare gun or a knife",
        ),
    }


UNREACHABLE = {"genegrafter": _gg, "adrift": _adrift}


def unreachable(game_id: str) -> dict[str, tuple[Any, str]]:
    return UNREACHABLE[game_id]()


@pytest.mark.parametrize("game_id", sorted(UNREACHABLE))
def test_positions_the_rules_never_reach_are_refused_and_say_why(tmp_path, game_id):
    # Each reached by changing one thing of a real position; the real one is fine.
    game = registry.load(game_id)
    cases = unreachable(game_id)
    assert len(cases) >= 30
    stuck = 0
    for name, (state, reason) in cases.items():
        said = game.validate_state(state)
        assert said is not None and reason in said, (name, said)
        stuck += "nobody can move" in said or "has no move" in said
        # A save that starts there is refused with that reason, before any move.
        path = tmp_path / f"{game_id}.petridish"
        path.write_bytes(damage.as_start(game_id, game.state_to_json(state)))
        with pytest.raises(SaveError, match="the starting position is not possible: "):
            read_save(path)
    assert stuck >= 2


@pytest.mark.parametrize("game_id", ["genegrafter", "adrift"])
@pytest.mark.parametrize("chunk", range(scale.size(1, 10)))
def test_random_sandbox_games_of_genegrafter_and_adrift_always_go_on_or_end(game_id, chunk):
    # rulebook: genegrafter.txt:65
    # rulebook: adrift.txt:81
    # Whatever the sandbox lets through, every position validates and someone can move,
    # or the game is over (every position is checked by conformance.check_step).
    game = registry.load(game_id)
    games = scale.size(6, 30)
    for seed in range(chunk * games + 20_000, (chunk + 1) * games + 20_000):
        rng = random.Random(seed)
        players = rng.randint(game.min_players, game.max_players)
        random_sandbox_game(game, seed, edit_rate=rng.choice([0.1, 0.3]), players=players)


def adapt_die_of_a_billion_sides() -> Any:
    """A real A.D.A.P.T. position whose attack die lying on a fish's mat has a billion
    sides: the table drew every face of it, and ran out of memory."""
    game = registry.load("adapt")
    session = damage.real_session("adapt")
    state = next(
        s.after for s in reversed(session.steps) if any(k.endswith(".attack") for k in s.after.dice)
    )
    key = next(k for k in state.dice if k.endswith(".attack"))
    assert game.validate_state(state) is None
    return evolve(state, dice={**state.dice, key: evolve(state.dice[key], sides=10**9)})


def test_an_adapt_die_with_sides_no_die_has_is_refused():
    # rulebook: adapt.txt:6
    game = registry.load("adapt")
    said = game.validate_state(adapt_die_of_a_billion_sides())
    assert said is not None and "none of A.D.A.P.T.'s dice" in said
