"""Genegrafter's sandbox: a player's Health and tokens are set by hand within the
game's bounds, and what the table shows follows."""

from __future__ import annotations

import pytest

from petridish.core.actions import Edit, Place
from petridish.core.game import IllegalAction
from petridish.games.genegrafter.rules import GAME

from .helpers import JON, SUE, ch, position


def test_health_and_tokens_are_set_by_hand():
    # rulebook: genegrafter.txt:55
    state = position()
    state = GAME.apply_edit(state, Edit(JON, "set", key=f"{SUE}.health", value=2)).state
    assert state.health[SUE] == 2
    state = GAME.apply_edit(state, Edit(JON, "set", key=f"{JON}.attack_tokens", value=0)).state
    assert state.attack_tokens[JON] == 0 and state.defense_tokens[JON] == 3


@pytest.mark.parametrize(
    ("key", "value"),
    [(f"{SUE}.health", 0), (f"{SUE}.health", 7), (f"{JON}.defense_tokens", 4)],
)
def test_a_counter_out_of_its_bounds_is_refused(key, value):
    # rulebook: genegrafter.txt:54
    state = position()
    with pytest.raises(IllegalAction):
        GAME.apply_edit(state, Edit(JON, "set", key=key, value=value))
    assert GAME.check_edit(state, Edit(JON, "set", key=key, value=value))


def test_each_edit_reads_as_what_changed_naming_a_card_only_to_those_who_see_it():
    # Not a rule (the sandbox is ours): a card moved, a count set, a pile shuffled: the log says which and where, in the
    # table's words; a card from a hand reads as face down to everyone else.
    state = position(hands={JON: [ch("nebrus")]}, play={SUE: [ch("madlock")]})

    def line(edit, seat):
        out = GAME.apply_edit(state, edit)
        (event,) = [e for e in out.events if e.kind == "edit"]
        return GAME.describe(event.for_seat(seat))

    moved = Edit(JON, "move", card=ch("nebrus"), zone=f"{JON}.pool")
    assert line(moved, JON) == "Sandbox: Nebrus moved to Jon's Gene Pool (outside the rules)."
    assert line(Edit(JON, "move", card=ch("nebrus"), zone="discard"), SUE) == (
        "Sandbox: Nebrus moved to the discard pile (outside the rules)."
    )
    hidden = Edit(JON, "move", card=ch("nebrus"), zone="deck")
    assert line(hidden, SUE) == (
        "Sandbox: a face-down card from Jon's hand moved to the deck (outside the rules)."
    )
    assert line(hidden, JON) == "Sandbox: Nebrus moved to the deck (outside the rules)."
    health = Edit(JON, "set", key=f"{SUE}.health", value=2)
    assert line(health, JON) == "Sandbox: Sue's Health set to 2 (outside the rules)."
    tokens = Edit(SUE, "set", key=f"{JON}.attack_tokens", value=1)
    assert line(tokens, SUE) == "Sandbox: Jon's Attack tokens set to 1 (outside the rules)."
    assert line(Edit(JON, "shuffle", zone="deck"), SUE) == (
        "Sandbox: the deck shuffled (outside the rules)."
    )


def test_a_face_down_card_says_why_it_is_not_turned_over_without_naming_it():
    # Not a rule (the sandbox is ours). A card in another's hand, or the deck, read
    # "this card has no other side to show": it has one, but it is a secret there.
    # Genegrafter's cards show their faces by where they lie (a move out of there shows
    # one), and the reason says so.
    state = position(
        hands={JON: [ch("nebrus")], SUE: [ch("madlock")]}, play={SUE: [ch("cerebrix")]}
    )
    hidden = Edit(JON, "flip", place=Place(f"{SUE}.hand", 0))
    reason = GAME.check_edit(state, hidden)
    assert reason == "the cards in Sue's hand are Sue's secret: move this one out to show it"
    assert "Madlock" not in reason
    assert GAME.check_edit(state, Edit(JON, "flip", zone="deck")) == (
        "the deck lies face down by the rules, its order secret: shuffle it or cut it instead"
    )
    assert GAME.check_edit(state, Edit(JON, "flip", card=ch("cerebrix"))) == (
        "the cards in Sue's play area lie face up for everyone: there is nothing to turn over"
    )
    # Moved out of the hand, the card shows: the sandbox's way to show it.
    shown = GAME.apply_edit(state, Edit(JON, "move", place=Place(f"{SUE}.hand", 0), zone="discard"))
    assert shown.state.zones["discard"] == (ch("madlock"),)
