"""ADAPTOID 24's strong computer player: the deals of a side's view it searches on
(``determinize``) and its judgement of a position (``evaluate``)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from petridish.core import registry
from petridish.core.bot import decide
from petridish.core.material import HIDDEN
from petridish.core.search import Budget
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ADAPTOID, GENETICIST, ChooseRoom, State
from tests.conformance import along

from .helpers import A, G, play, quiet_turn, setup

SIDES = (ADAPTOID, GENETICIST)


def along_random_games(seeds: range) -> list[State]:
    """Every position of random games, set-up to the end."""
    return along(GAME, seeds)


def kinds(state: State, zone: str) -> Counter:
    """How many cards of each kind lie in ``zone``: a side's Room cards, Spawns, the
    Evolution cards of each deck, anything else by its id."""
    counted: Counter = Counter()
    for card in state.zones[zone]:
        if card.startswith(("a.", "g.")):
            counted[card[:2]] += 1
        elif card.startswith("spawn."):
            counted["spawn"] += 1
        elif card.startswith("evo."):
            counted[GAME.evolution_of(card).deck] += 1
        else:
            counted[card] += 1
    return counted


def test_adaptoid24_offers_the_strong_player():
    assert registry.levels("adaptoid24") == ("easy", "normal", "strong")


def test_a_deal_is_a_position_that_shows_each_side_its_own_view():
    # rulebook: adaptoid24.txt:8
    # rulebook: adaptoid24.txt:9
    # rulebook: adaptoid24.txt:10
    # rulebook: adaptoid24.txt:27
    # Each side's hand, the shuffled decks and the Spawns placed face down are dealt
    # afresh: the deal is a whole position the side could be in, the same to its eyes,
    # with the same moves, every card once and as many in each place as before.
    rng = random.Random(1)
    dealt_somewhere_else = 0
    for state in along_random_games(range(12)):
        for side in SIDES:
            view = GAME.view(state, side)
            dealt = GAME.determinize(view, side, rng)
            assert GAME.validate_state(dealt) is None
            assert GAME.state_to_json(GAME.view(dealt, side)) == GAME.state_to_json(view)
            assert GAME.legal_actions(dealt, side) == GAME.legal_actions(state, side)
            for zone in state.zones:
                assert kinds(dealt, zone) == kinds(state, zone), zone
            dealt_somewhere_else += dealt.zones != state.zones
            assert dealt.rng != state.rng and dealt.rng != view.rng  # dice to come anew
    assert dealt_somewhere_else > 500


def test_each_hidden_card_is_dealt_only_where_its_kind_lies():
    # rulebook: adaptoid24.txt:9
    # rulebook: adaptoid24.txt:10
    # rulebook: adaptoid24.txt:27
    # rulebook: adaptoid24.txt:58
    # A Spawn only where Spawns lie, an Evolution card only into its own deck, the
    # Geneticist's hand and the card Intimidate set aside only from its own rooms.
    spawn_places = {"spawn.deck", "spawn.discard", *(f"spawns.{r}" for r in GAME.room_ids())}
    rng = random.Random(2)
    for state in along_random_games(range(20, 26)):
        for side in SIDES:
            dealt = GAME.determinize(GAME.view(state, side), side, rng)
            for zone, cards in dealt.zones.items():
                for card in cards:
                    if card.startswith("spawn."):
                        assert zone in spawn_places
                    if zone.startswith("evo.") and zone.removeprefix("evo.") in (
                        "defensive",
                        "reproductive",
                        "offensive",
                    ):
                        assert GAME.evolution_of(card).deck == zone.removeprefix("evo.")
            assert all(c.startswith("g.") for c in dealt.zones["geneticist.hand"])
            assert all(c.startswith("g.") for c in dealt.zones["geneticist.aside"])
            assert all(c.startswith("a.") for c in dealt.zones["adaptoid.hand"])


def test_a_hidden_room_is_dealt_as_one_the_other_side_could_have_picked():
    # rulebook: adaptoid24.txt:20
    # The Adaptoid has picked in secret: the Geneticist's deals give it a room of its
    # hand, any of them from deal to deal.
    state = play(quiet_turn(setup(), "lab", "office"), ChooseRoom(A, "garden"))
    view = GAME.view(state, G)
    assert view.picks == {A: HIDDEN}
    rng = random.Random(3)
    picked = Counter()
    for _ in range(300):
        dealt = GAME.determinize(view, G, rng)
        assert GAME.validate_state(dealt) is None
        picked[dealt.picks[A]] += 1
    assert set(picked) == set(GAME.room_ids()) - {"lab"}


def test_the_adaptoids_hidden_room_is_dealt_most_where_the_geneticist_gains_most():
    # rulebook: adaptoid24.txt:18
    # rulebook: adaptoid24.txt:35
    # rulebook: adaptoid24.txt:41
    # The Adaptoid hunts: with the Geneticist's equipment all used, its hidden room is
    # dealt far more often as the R&D, which would load the Geneticist's shield again,
    # than as the Garden, which does nothing.
    state = dataclasses.replace(setup(), loaded=frozenset())
    view = GAME.view(play(state, ChooseRoom(A, "garden")), G)
    rng = random.Random(7)
    picked = Counter(GAME.determinize(view, G, rng).picks[A] for _ in range(300))
    assert picked["research"] > 5 * picked["garden"]


def test_the_geneticists_secret_pick_is_dealt_from_its_hand_and_kept_when_seen():
    # rulebook: adaptoid24.txt:20
    state = play(quiet_turn(setup(), "lab", "office"), ChooseRoom(G, "warehouse"))
    view = GAME.view(state, A)
    assert view.picks == {G: HIDDEN}
    rng = random.Random(4)
    picked = Counter()
    for _ in range(300):
        dealt = GAME.determinize(view, A, rng)
        assert "g." + dealt.picks[G] in dealt.zones["geneticist.hand"]
        picked[dealt.picks[G]] += 1
    assert set(picked) == set(GAME.room_ids()) - {"office"}
    assert GAME.determinize(GAME.view(state, G), G, rng).picks == {G: "warehouse"}


def test_the_room_intimidate_set_aside_is_any_the_geneticist_held():
    # rulebook: adaptoid24.txt:58
    # The Adaptoid does not know which room went aside: its deals put there each of
    # the Geneticist's rooms not yet played, and keep the rest in its hand.
    offensive = ["evo.intimidate.1", "evo.emp.1", "evo.destroy.1", "evo.emp.2", "evo.intimidate.2"]
    state = quiet_turn(setup(offensive=offensive), "lab", "office", deck="offensive")
    assert len(state.zones["geneticist.aside"]) == 1
    view = GAME.view(state, A)
    rng = random.Random(5)
    aside = Counter()
    for _ in range(300):
        dealt = GAME.determinize(view, A, rng)
        assert GAME.validate_state(dealt) is None
        aside[dealt.zones["geneticist.aside"][0]] += 1
    assert set(aside) == {"g." + r for r in GAME.room_ids()} - {"g.office"}


def sandboxed(state: State, card: str, zone: str) -> State:
    """``state`` with ``card`` moved to the end of ``zone``, as a sandbox may."""
    zones = {z: tuple(c for c in cards if c != card) for z, cards in state.zones.items()}
    zones[zone] += (card,)
    moved = dataclasses.replace(state, zones=zones)
    assert GAME.validate_state(moved) is None
    return moved


def test_a_deal_fits_a_sandbox_position_too():
    # rulebook: adaptoid24.txt:9
    # A Defensive card a sandbox hid in the Offensive deck, and the Geneticist's room
    # put in the Adaptoid's hand (ruling A24-R22): the deals still fit the view, the
    # card out of place going where a card of its kind can lie.
    state = sandboxed(setup(), "evo.clone.1", "evo.offensive")
    state = sandboxed(state, "g.garden", "adaptoid.hand")
    rng = random.Random(6)
    for side in SIDES:
        view = GAME.view(state, side)
        for _ in range(50):
            dealt = GAME.determinize(view, side, rng)
            assert GAME.validate_state(dealt) is None
            assert GAME.state_to_json(GAME.view(dealt, side)) == GAME.state_to_json(view)
            assert GAME.legal_actions(dealt, side) == GAME.legal_actions(state, side)


def test_the_prospects_are_shares_of_one():
    for state in along_random_games(range(30, 34)):
        prospects = GAME.evaluate(state)
        assert set(prospects) == set(SIDES)
        assert all(0.0 <= p <= 1.0 for p in prospects.values())
        assert abs(sum(prospects.values()) - 1.0) < 1e-9


def capture(state: State) -> float:
    return GAME.evaluate(state)[ADAPTOID]


def test_loaded_equipment_makes_the_geneticists_escape_likelier():
    # rulebook: adaptoid24.txt:24
    # rulebook: adaptoid24.txt:43
    # rulebook: adaptoid24.txt:44
    # rulebook: adaptoid24.txt:45
    # rulebook: adaptoid24.txt:46
    # Each loaded piece answers an encounter (unloaded, none does): the more loaded,
    # the less likely a capture; the Dron, which beats any Resistance, more than a Taser.
    state = setup()
    bare = dataclasses.replace(state, loaded=frozenset())
    one_taser = dataclasses.replace(state, loaded=frozenset({"taser.1"}))
    dron = dataclasses.replace(state, loaded=frozenset({"dron"}))
    everything = dataclasses.replace(state, loaded=frozenset({"taser.1", "taser.2", "dron"}))
    assert capture(bare) > capture(one_taser) > capture(dron) > capture(everything)
    shield = dataclasses.replace(state, loaded=frozenset(state.zones["geneticist.character"]))
    assert capture(bare) > capture(shield)


def test_every_turn_survived_brings_the_escape_closer():
    # rulebook: adaptoid24.txt:31
    state = setup()
    later = [dataclasses.replace(state, phase=p, turn=t) for p in (1, 2) for t in range(1, 7)]
    chances = [capture(s) for s in later]
    assert chances == sorted(chances, reverse=True) and chances[0] > chances[-1]


def test_scales_and_seeded_rooms_favour_the_adaptoid():
    # rulebook: adaptoid24.txt:21
    # rulebook: adaptoid24.txt:22
    # rulebook: adaptoid24.txt:51
    # A tougher Adaptoid, and Spawns waiting in a room the Geneticist still has to
    # play, make a capture likelier.
    state = setup()
    scaled = sandboxed(state, "evo.scales.1", "evo.adaptoid")
    assert capture(scaled) > capture(state)
    seeded = quiet_turn(state, "lab", "office", spawn_rooms=("lab", "lab"))
    assert seeded.zones["spawns.lab"] and "g.lab" in seeded.zones["geneticist.hand"]
    empty = sandboxed(
        sandboxed(seeded, seeded.zones["spawns.lab"][0], "spawn.deck"),
        seeded.zones["spawns.lab"][1],
        "spawn.deck",
    )
    assert capture(seeded) > capture(empty)


def test_the_strong_geneticist_does_not_walk_into_the_adaptoid_it_sees():
    # rulebook: adaptoid24.txt:21
    # rulebook: adaptoid24.txt:25
    # rulebook: adaptoid24.txt:36
    # Under the Control Room the Adaptoid picks face up; with nothing loaded, meeting
    # it is a capture: the strong Geneticist picks any other room.
    state = dataclasses.replace(setup(), control=True, loaded=frozenset())
    state = play(state, ChooseRoom(A, "office"))
    strong = registry.make_bot("adaptoid24", "strong", 1)
    strong.budget = Budget(seconds=60, iterations=200)
    chosen = decide(GAME, state, G, strong)
    assert isinstance(chosen, ChooseRoom) and chosen.room != "office"
    assert GAME.apply(state, chosen).state.step != "over"


def test_the_strong_geneticist_and_its_hint_are_the_same_whatever_the_adaptoid_picked():
    # rulebook: adaptoid24.txt:20
    # A player saw the hint rate the room the Adaptoid had picked in secret at 0% and
    # asked whether it saw the card. Its hidden pick changed for every other room in its
    # hand, the Geneticist's move and the hint stay the same, figures and all. (The
    # shared check swaps two hidden picks; here only the Adaptoid's is hidden.)
    from petridish.core.hint import consider

    budget = Budget(seconds=60, iterations=60)
    tried = 0
    for state in along_random_games(range(4)):
        if not (ADAPTOID in state.picks and GENETICIST not in state.picks and not state.control):
            continue
        if GENETICIST not in GAME.to_move(state):
            continue

        def thoughts(position: State) -> tuple:
            view = GAME.view(position, GENETICIST)
            legal = GAME.legal_actions(position, GENETICIST)
            normal = registry.make_bot("adaptoid24", "normal", 5)
            advice = consider(GAME, view, GENETICIST, legal, normal, random.Random(9), budget)
            strong = registry.make_bot("adaptoid24", "strong", 7)
            strong.budget = budget
            chosen = decide(GAME, position, GENETICIST, strong)
            return chosen, advice.action, advice.chances, advice.rival, advice.rival_chances

        first = thoughts(state)
        picked = state.picks[ADAPTOID]
        for card in state.zones["adaptoid.hand"][:3]:
            room = card.removeprefix("a.")
            if room == picked:
                continue
            other = dataclasses.replace(state, picks={**state.picks, ADAPTOID: room})
            assert GAME.validate_state(other) is None
            assert thoughts(other) == first, f"the Adaptoid's pick {picked} -> {room} told"
            tried += 1
        if tried >= 12:
            break
    assert tried >= 12
