"""The core's sandbox on Tide Pool: the edits every game shares, checked and applied
the same way, and an edit's log line naming a card only to those who may see it."""

from __future__ import annotations

import pytest

from petridish.core.actions import Edit, Place
from petridish.core.game import IllegalAction
from petridish.core.material import HIDDEN

from .toy.rules import GAME

P1, P2 = "p1", "p2"


def hand_of(seat: str, *cards: str):
    """A two-player game in which ``seat``'s hand holds ``cards`` (moved in from the deck
    by hand: the sandbox is open from the first moment)."""
    s = GAME.new_state(3, seats=[P1, P2])
    for card in cards:
        s = GAME.apply(s, Edit(seat, "move", card=card, zone=f"{seat}.hand")).state
    return s


def test_a_card_moves_to_any_position_of_a_place_and_reorders_within_its_own():
    s = hand_of(P1, "shell.20", "shell.21")
    first = s.zones["p1.hand"][0]
    assert s.zones["p1.hand"] == (first, "shell.20", "shell.21")
    out = GAME.apply(s, Edit(P1, "move", card="shell.21", zone="p1.hand", index=0))
    assert out.state.zones["p1.hand"] == ("shell.21", first, "shell.20")
    # The slot after the last card is the end, in the card's own place too.
    out = GAME.apply(s, Edit(P1, "move", card=first, zone="p1.hand", index=3))
    assert out.state.zones["p1.hand"] == ("shell.20", "shell.21", first)
    assert GAME.check(s, Edit(P1, "move", card=first, zone="p1.hand", index=4)) == (
        "there is no position 5 in p1.hand"
    )
    assert GAME.check(s, Edit(P1, "move", card=first, zone="p1.hand", index=-2)) == (
        "there is no position -1 in p1.hand"
    )


def test_a_card_in_a_hand_is_named_in_the_log_to_its_owner_alone():
    s = hand_of(P1, "shell.20")
    out = GAME.apply(s, Edit(P1, "move", card="shell.20", zone="p1.hand", index=0))
    (event,) = out.events
    assert event.seen_by == (P1,) and not event.reveal
    assert event.for_seat(P1)["card"] == "shell.20" and event.for_seat(P2)["card"] == HIDDEN
    # From one hand to the other: both hands' owners see it, and the new one had not.
    out = GAME.apply(s, Edit(P1, "move", card="shell.20", zone="p2.hand"))
    (event,) = out.events
    assert event.seen_by == (P1, P2) and event.reveal
    # Onto the shore, face up: everyone reads it.
    out = GAME.apply(s, Edit(P1, "move", card="shell.20", zone="shore"))
    assert out.events[0].seen_by is None and out.events[0].reveal


def test_a_card_named_by_its_place_is_the_one_lying_there():
    s = GAME.new_state(3, seats=[P1, P2])
    top = s.zones["deck"][0]
    out = GAME.apply(s, Edit(P2, "move", zone="shore", place=Place("deck", 0)))
    assert out.state.zones["shore"] == (top,)
    assert GAME.check(s, Edit(P2, "flip", place=Place("deck", 99))) == (
        "there is no card at position 100 of deck"
    )


def test_counters_are_set_in_their_range_and_the_others_are_named():
    s = GAME.new_state(3, seats=[P1, P2])
    assert GAME.apply(s, Edit(P1, "set", key="round", value=2)).state.round == 2
    assert GAME.check(s, Edit(P1, "set", key="round", value=3)) == "the round must be 1 to 2"
    assert GAME.check(s, Edit(P1, "set", key="tide", value=1)) == (
        "there is no counter 'tide': the counters are die, round, p1.luck, p2.luck and"
        " the dice once rolled"
    )
    # Tide Pool keeps no rolled dice in its state: there is none to roll again.
    assert GAME.check(s, Edit(P1, "roll", key="die")) == "there is no die 'die' on the table"


def test_an_edit_is_refused_with_its_reason_and_changes_nothing():
    s = GAME.new_state(3, seats=[P1, P2])
    for edit, reason in (
        (Edit("p9", "flip", card="shell.1"), "there is no seat 'p9' at this table"),
        (Edit(P1, "deal"), "unknown edit 'deal'"),
        (Edit(P1, "shuffle"), "there is no such place on the table"),
        (Edit(P1, "move", card="pearl", zone="shore"), "that card is not on the table"),
    ):
        assert GAME.check(s, edit) == reason
        with pytest.raises(IllegalAction, match=reason):
            GAME.apply(s, edit)
