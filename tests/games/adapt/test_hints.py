"""The hint for A.D.A.P.T.: the computer's best move for the player, with a reason whose
numbers are the position's. Each position has one clearly right move."""

from __future__ import annotations

import pytest

from petridish.core.hint import advise
from petridish.core.registry import make_bot
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Attack, Buy

from .helpers import CORAL, FINN, build, setup

pytestmark = pytest.mark.usefixtures("rules_cards")  # the numbers of rules_cards.toml


def hint(state):
    """The hint for the fish to move, as Petri Dish gives it (any seed: the same)."""
    seat = GAME.to_move(state)[0]
    hints = {advise(GAME, state, seat, make_bot("adapt", "bot", seed)) for seed in range(5)}
    assert len(hints) == 1, f"a hint does not depend on chance: {hints}"
    return hints.pop()


def test_a_fish_that_can_be_finished_is_attacked_and_the_odds_are_the_positions():
    # rulebook: adapt.txt:61
    # rulebook: adapt.txt:63
    # rulebook: adapt.txt:64
    # rulebook: adapt.txt:65
    s = setup(2)
    s = build(s, CORAL, "body.hammerhead#1")  # d12, Ferocity 3
    s = build(s, FINN, "body.clownfish#1", damage=5)  # Survival 3, Health 6: 1 left
    action, why = hint(s)
    assert action == Attack(CORAL, FINN)
    # Every roll (4 to 15) beats Survival 3; a 2 or more deals 2 or more: 11 rolls of 12.
    # The damage when it hits: the margin, 1 to 12, 6.5 on average.
    assert why == "100% to hit Finn's fish, for 6.5 damage when it hits, 92% to finish it"


def test_a_fish_out_of_reach_is_attacked_only_for_the_experience_the_miss_gains():
    # rulebook: adapt.txt:67
    # rulebook: adapt.txt:42
    s = setup(2)
    s = build(s, CORAL, "body.clownfish#1", xp=1)  # d4 and Ferocity 1: at most 5
    # Manta Ray (Survival 7) with Ray Wings (+3): Survival 10, beyond every roll.
    s = build(s, FINN, "body.manta_ray#1", "part.ray_wings#1")
    action, why = hint(s)
    # Coral can buy nothing with 1 Experience; a miss by 5 or more gains 5, a wipe 3.
    assert action == Attack(CORAL, FINN)
    assert why == (
        "for the Experience: the miss gains you 5; Finn's fish is out of reach (your best"
        " Attack Total is 5, its Survival 10)"
    )
    assert "0% to hit" not in why


def test_with_a_body_one_level_up_for_sale_the_hint_buys_it_not_a_hopeless_attack():
    # rulebook: adapt.txt:39
    # rulebook: adapt.txt:46
    s = setup(2, top=["body.barracuda#1"])
    s = build(s, CORAL, "body.clownfish#1", xp=10)
    s = build(s, FINN, "body.manta_ray#1", "part.ray_wings#1")
    action, why = hint(s)
    assert action == Buy(CORAL, "body.barracuda#1")
    # Clownfish: a 4-sided die, Ferocity 1, Survival 3, Health 6; Barracuda: 6, 2, 4, 7.
    assert why == (
        "Barracuda gives your fish a 6-sided attack die, +1 Ferocity, +1 Survival, +1 Health"
    )


def test_a_part_over_its_like_is_said_to_change_no_score():
    # rulebook: adapt.txt:47
    # Adapting a card over one of the same design leaves every score as it was: the
    # reason says so (it read "gives your fish nothing of your fish's scores").
    from petridish.games.adapt.board import Board
    from petridish.games.adapt.hints import adapt_reason

    s = setup(2)
    s = build(s, CORAL, "body.manta_ray#1", "part.ray_wings#1")
    b = Board(GAME.cards, s)
    said = adapt_reason(b, CORAL, b.card("part.ray_wings#1"))
    assert said == "Ray Wings changes none of your fish's scores"
