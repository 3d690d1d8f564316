"""A pile shuffled, cut or turned over in the sandbox: drawn from the game's own RNG
at named draw points (the same seed and edits give the same order, in a save's replay
too), and told in the log without a card or a count."""

from __future__ import annotations

import json

import pytest

from petridish.core import sandbox
from petridish.core.actions import Edit
from petridish.core.game import IllegalAction
from petridish.core.material import HIDDEN
from petridish.games.adapt.rules import GAME as ADAPT
from petridish.games.adaptoid24.rules import GAME as A24
from petridish.storage.save_types import SeatInfo
from petridish.storage.saves import load_session, session_from_setup, write_save

from .toy.rules import GAME

P1, P2 = "p1", "p2"


def test_a_shuffle_draws_at_its_own_point_and_the_same_seed_gives_the_same_order():
    s = GAME.new_state(3, seats=[P1, P2])
    deck = s.zones["deck"]
    one = GAME.apply(s, Edit(P1, "shuffle", zone="deck")).state
    two = GAME.apply(s, Edit(P1, "shuffle", zone="deck")).state
    assert one.zones["deck"] == two.zones["deck"] and one.rng == two.rng
    assert sorted(one.zones["deck"]) == sorted(deck) and one.zones["deck"] != deck
    other = GAME.apply(GAME.new_state(4, seats=[P1, P2]), Edit(P1, "shuffle", zone="deck"))
    assert other.state.zones["deck"] != one.zones["deck"]
    # A forced outcome for the draw point gives that order.
    forced = GAME.new_state(3, forced={sandbox.SHUFFLE: [list(reversed(deck))]}, seats=[P1, P2])
    out = GAME.apply(forced, Edit(P1, "shuffle", zone="deck")).state
    assert out.zones["deck"] == tuple(reversed(deck))


def test_a_cut_puts_the_top_cards_under_the_rest():
    s = GAME.new_state(3, seats=[P1, P2])
    deck = s.zones["deck"]  # bottom first: the last card is the top
    out = GAME.apply(s, Edit(P1, "cut", zone="deck", index=2)).state
    assert out.zones["deck"] == (*deck[-2:], *deck[:-2])
    # A cut where the hand falls: drawn at its own point, the same for the same seed.
    one = GAME.apply(s, Edit(P1, "cut", zone="deck")).state
    assert one == GAME.apply(s, Edit(P1, "cut", zone="deck")).state
    assert one.zones["deck"] != deck and sorted(one.zones["deck"]) == sorted(deck)
    forced = GAME.new_state(3, forced={sandbox.CUT: [1]}, seats=[P1, P2])
    assert GAME.apply(forced, Edit(P1, "cut", zone="deck")).state.zones["deck"] == (
        deck[-1],
        *deck[:-1],
    )
    assert GAME.check(s, Edit(P1, "cut", zone="deck", index=len(deck))) == (
        f"deck can be cut only between two of its {len(deck)} cards"
    )
    assert GAME.check(s, Edit(P1, "shuffle", zone="shore")) == (
        "shore holds fewer than two cards: there is nothing to shuffle"
    )
    assert GAME.check(s, Edit(P1, "shuffle", zone="attic")) == (
        "there is no such place on the table"
    )


def test_a_shuffled_deck_names_nothing_to_anyone():
    s = GAME.new_state(3, seats=[P1, P2])
    for op in ("shuffle", "cut"):
        out = GAME.apply(s, Edit(P1, op, zone="deck"))
        (event,) = out.events
        text = json.dumps([event.for_seat(seat) for seat in (P1, P2, None)])
        assert not any(card in text for card in s.zones["deck"])
        assert not event.reveal and event.seen_by is None
        assert GAME.view(out.state, P2).zones["deck"] == (HIDDEN,) * len(s.zones["deck"])


def test_a_hand_shuffled_shows_its_new_order_to_its_owner_alone():
    s = GAME.new_state(3, seats=[P1, P2])
    for card in s.zones["deck"][-3:]:
        s = GAME.apply(s, Edit(P1, "move", card=card, zone="p1.hand")).state
    out = GAME.apply(s, Edit(P1, "shuffle", zone="p1.hand"))
    assert GAME.view(out.state, P1).zones["p1.hand"] == out.state.zones["p1.hand"]
    assert set(GAME.view(out.state, P2).zones["p1.hand"]) == {HIDDEN}
    assert "shell." not in json.dumps(out.events[0].for_seat(P2))


def test_a_pile_turned_over_lies_the_other_way_up_its_bottom_on_top():
    s = GAME.new_state(3, seats=[P1, P2])
    deck = s.zones["deck"]
    out = GAME.apply(s, Edit(P1, "flip", zone="deck"))
    assert out.state.zones["deck"] == deck[::-1]
    assert GAME.view(out.state, P2).zones["deck"] == deck[::-1]  # face up now
    assert out.events[0].reveal  # it showed what nobody saw: no taking it back in play
    assert "shell." not in json.dumps(out.events[0].for_seat(P2))


def test_adapt_deck_is_shuffled_and_cut_but_lies_face_down_by_the_rules():
    # ruling ADAPT-R27
    s = ADAPT.new_state(5)
    seat = s.current
    out = ADAPT.apply(s, Edit(seat, "shuffle", zone="deck"))
    assert sorted(out.state.zones["deck"]) == sorted(s.zones["deck"])
    assert ADAPT.describe(out.events[0].for_seat(seat)) == (
        "Sandbox: the deck shuffled (outside the rules)."
    )
    out = ADAPT.apply(s, Edit(seat, "cut", zone="deck"))
    assert ADAPT.describe(out.events[0].for_seat(seat)) == (
        "Sandbox: the deck cut (outside the rules)."
    )
    assert ADAPT.check(s, Edit(seat, "flip", zone="deck")) == (
        "the deck lies face down by the rules: shuffle it or cut it instead"
    )


def test_shuffles_and_cuts_come_back_the_same_from_a_save(tmp_path):
    seats = ["adaptoid", "geneticist"]
    session = session_from_setup(A24, 11, sandbox=True, seats=seats)
    for edit in (
        Edit("adaptoid", "shuffle", zone="spawn.deck"),
        Edit("geneticist", "cut", zone="evo.defensive"),
        Edit("geneticist", "cut", zone="spawn.deck", index=3),
    ):
        assert A24.action_from_json(json.loads(json.dumps(edit.to_json()))) == edit
        session.submit(edit)
    path = tmp_path / "shuffled.petridish"
    write_save(
        path,
        session,
        game_id="adaptoid24",
        seed=11,
        options=None,
        forced=(),
        seats=[SeatInfo(s, s.capitalize(), "human") for s in seats],
        title="shuffled",
    )
    _save, again = load_session(str(path))
    assert again.state == session.state
    assert [s.action for s in again.steps] == [s.action for s in session.steps]
    with pytest.raises(IllegalAction, match="fewer than two cards"):
        A24.apply(session.state, Edit("adaptoid", "shuffle", zone="spawn.discard"))
