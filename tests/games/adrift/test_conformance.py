"""ADRIFT against the generic conformance check (secrets, sessions, the sandbox, every
draw point), and random games at every player count from 1 to 8."""

from __future__ import annotations

import dataclasses
import random

import pytest

from petridish.core.actions import Pass
from petridish.core.game import MAY, IllegalAction
from petridish.games.adrift.rules import GAME
from petridish.games.adrift.state import ACTION_TYPES, HIDDEN, MEAL_STEP, OUTCOMES, Eat

from ...conformance import Report, check_secrecy, conform, random_edit
from .helpers import BLUE, GREEN, ORANGE, PURPLE, RED, YELLOW, card, position

CARDS = (*GAME.items.copies(), HIDDEN, "nothing")


def test_the_whole_conformance_suite_with_its_secrets_at_every_player_count():
    # rulebook: adrift.txt:6
    # rulebook: adrift.txt:82
    # rulebook: adrift.txt:68
    # Trackers, hands, bins and the meal's choices are seen by their owners alone, in
    # the view, the log and the legal moves; every roll and shuffle names its draw point
    # and can be forced by it; sessions undo and replay; sandbox edits never break it.
    report = conform(GAME, players=(1, 3, 6), games=1, secrecy=8, every_point=False)
    assert report.games == 3 and report.sessions == 6
    assert report.secrecy > 100 and report.outcomes > 100 and report.siblings > 20
    # Meals were served with two castaways' cards swapped, and nobody could tell.
    assert report.anonymous > 10, report.anonymous
    assert {"items", "fight", "situation"} <= report.forced, report.forced


@pytest.mark.parametrize("players", range(1, 9))
def test_random_voyages_end_and_keep_every_item_in_one_place(players):
    # rulebook: adrift.txt:4
    # rulebook: adrift.txt:81
    # No turns: a random castaway among those who may act moves each time; every
    # voyage ends in rescue, sinking or death, each position whole.
    for seed in range(players * 100, players * 100 + 30):
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats=GAME.seat_ids(players))
        while not GAME.is_terminal(state):
            seat = rng.choice(GAME.to_move(state))
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat))).state
        assert GAME.validate_state(state) is None
        assert GAME.result(state).reason
        assert set(GAME.result(state).winners) <= set(state.seats) - state.dead


def random_action(state, rng: random.Random):
    """An action of a random kind by a random seat of ``state``, its fields filled at
    random (cards, seats, outcomes, numbers): most are refused."""
    kind = rng.choice(ACTION_TYPES)
    values = {}
    for f in dataclasses.fields(kind):
        if f.name == "seat":
            continue
        if f.type == "bool":
            values[f.name] = rng.random() < 0.5
        elif f.type == "int":
            values[f.name] = rng.randint(-1, 9)
        else:
            values[f.name] = rng.choice([*CARDS, *state.seats, *OUTCOMES])
    return kind(rng.choice(state.seats), **values)


def test_random_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    rng = random.Random(5)
    for seed in range(20):
        state = GAME.new_state(seed, seats=GAME.seat_ids(rng.randint(1, 8)))
        for _ in range(300):
            if GAME.is_terminal(state):
                break
            action = random_action(state, rng)
            reason = GAME.check(state, action)
            if reason is None:
                assert action in GAME.legal_actions(state, action.seat), action
            else:
                assert isinstance(reason, str) and reason
                with pytest.raises(IllegalAction):
                    GAME.apply(state, action)
            mover = GAME.to_move(state)[0]
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, mover))).state


def checked_candidates(state, seat: str) -> list:
    """What ``seat`` may do by definition: each candidate action that ``check_rules``
    lets through, in order, and Pass where the seat may let the moment go."""
    active = GAME.activity(state)
    if seat not in active:
        return []
    found = [a for a in GAME._candidates(state, seat) if GAME.check_rules(state, a) is None]
    return [*found, Pass(seat)] if active[seat] == MAY else found


def crowded_boats():
    """Hand-made boats where every job and action is open to someone: Red rows from
    place 5 with an oar, tape and a knife, a broken item under its token; the keeper in
    place 8 holds every other tool (a keeper ignores the hand size); Blue is sick; a
    body, a swimmer, a subdued player, a full bin, an item in the sea, another on the
    floor; then Red fishing from place 1."""
    tools = [card(u) for u in ("rope", "life_saver", "flare_gun", "flare", "bucket")]
    tools += [card("first_aid"), card("food")]
    yield position(
        6,
        places={RED: 5, BLUE: 6, GREEN: 3, YELLOW: 0, PURPLE: 4, ORANGE: 8},
        hands={RED: [card(u) for u in ("oar", "tape", "knife")], ORANGE: tools},
        bins={2: [card("pole"), card("drink")]},
        floors={5: [card("tape", 1)], 4: [card("rope", 1)], 2: [card("knife", 1)]},
        sea=[card("bucket", 1)],
        broken=frozenset({card("tape", 1)}),
        dead=frozenset({GREEN}),
        overboard=frozenset({YELLOW}),
        subdued={PURPLE: card("rope", 1)},
        sick={BLUE: 2},
    )
    yield position(3, places={RED: 1, BLUE: 2, GREEN: 5}, hands={RED: [card("pole")]})


def test_the_legal_actions_are_every_candidate_the_checks_allow_in_order():
    # rulebook: adrift.txt:52
    # legal_actions finds a free castaway's day and a fight's choices by shortcuts: at
    # hand-made boats and at every position of random games at every player count,
    # sandbox edits mixed in, they give exactly the candidates check_rules allows, in
    # their order, for every seat; and every kind of action turns up legal somewhere.
    kinds: set[str] = set()

    def compare(state) -> None:
        for seat in state.seats:
            legal = GAME.legal_actions(state, seat)
            assert legal == checked_candidates(state, seat), (seat, state)
            kinds.update(a.kind for a in legal)

    for state in crowded_boats():
        compare(state)
    for players in range(1, 9):
        for seed in range(2):
            rng = random.Random(seed)
            state = GAME.new_state(seed, seats=GAME.seat_ids(players))
            for _ in range(2000):
                compare(state)
                if GAME.is_terminal(state):
                    break
                edit = random_edit(GAME, state, rng)
                if rng.random() < 0.3 and GAME.check(state, edit) is None:
                    state = GAME.apply(state, edit).state
                    continue
                seat = rng.choice(GAME.to_move(state))
                state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat))).state
            assert GAME.is_terminal(state)
    assert kinds == {kind.kind for kind in (*ACTION_TYPES, Pass)}, kinds


def test_nobody_can_tell_from_anything_shown_who_ate_which_ration_card():
    # rulebook: adrift.txt:68
    # "Shuffle each pile, then reveal the cards": with two others' cards swapped before
    # the last choice, every seat reads the same lines and sees the same table after the
    # reveal (the conformance suite's anonymous-reveal check, on every seat).
    report = Report()
    for seed in range(6):
        state = position(4, step=MEAL_STEP, rations=8)
        state = GAME.apply(state, Eat(RED, 0)).state
        state = GAME.apply(state, Eat(BLUE, 2)).state
        state = GAME.apply(state, Eat(GREEN, 1)).state
        check_secrecy(GAME, state, random.Random(seed), actions=3, report=report)
    assert report.anonymous >= 6


class TellsWhoAte(type(GAME)):
    """ADRIFT as it was: everyone read "Red moves their tracker 2 spaces left: ate a 2"."""

    def _apply(self, state, action):
        out = super()._apply(state, action)
        told = [
            dataclasses.replace(
                e, public={k: v for k, v in e.data.items() if k not in ("at", "moved")}
            )
            if e.kind == "tracker" and e.public is None
            else e
            for e in out.events
        ]
        return dataclasses.replace(out, events=tuple(told))


def test_the_check_catches_a_meal_that_tells_who_ate_what():
    # rulebook: adrift.txt:68
    state = position(4, step=MEAL_STEP, rations=8)
    for eat in (Eat(RED, 0), Eat(BLUE, 2), Eat(GREEN, 1)):
        state = GAME.apply(state, eat).state
    with pytest.raises(AssertionError, match=r"hidden meal of .* swapped, after Eat.*its log"):
        for seed in range(6):
            check_secrecy(TellsWhoAte(), state, random.Random(seed), actions=3)
