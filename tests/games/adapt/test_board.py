"""What a Board keeps: a state's Board answers each question once (the Gene Stream, a
fish's totals and levels) and a Work's answers follow its cards as they move. The
answers must be those worked out afresh from the zones, and the moves found with them
those the single checks allow."""

from __future__ import annotations

import pytest

from petridish.games.adapt.adapting import adapt_problem, buy_problem
from petridish.games.adapt.board import Board, totals_of
from petridish.games.adapt.moves import buy_moves
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import BODY, PGP, TURN, Buy, seat_zone, slot_zone
from tests.conformance import along

from .helpers import CORAL, FINN, build, setup


def positions(players: int, games: int) -> list:
    """Every position of ``games`` random games of ``players`` fish."""
    return along(GAME, range(games), players)


def fresh_stream(state) -> list[tuple[int, str]]:
    slots = [z for z in state.zones if z.startswith("stream.")]
    return [
        (n, state.zones[slot_zone(n)][0])
        for n in range(1, len(slots) + 1)
        if state.zones[slot_zone(n)]
    ]


def fresh_level(state, seat: str) -> int:
    body = state.zones[seat_zone(seat, BODY)]
    return GAME.cards.design(body[-1]).level if body else 0


def fresh_tgp(state, seat: str) -> int:
    bodies = [GAME.cards.design(c) for c in state.zones[seat_zone(seat, PGP)]]
    return max([fresh_level(state, seat)] + [c.level for c in bodies if c.kind == "body"])


@pytest.mark.parametrize("players", [2, 5])
def test_a_boards_answers_are_those_read_afresh_from_its_state(players):
    for state in positions(players, 20):
        b = Board(GAME.cards, state)
        stream = fresh_stream(state)
        for _ in range(2):  # asked again, the same
            assert list(b.stream()) == stream
            for slot, cid in stream:
                assert b.slot_of(cid) == slot
            assert b.slot_of("part.nothing#1") == 0
            for seat in state.seats:
                if not state.zones[seat_zone(seat, BODY)]:
                    continue
                assert b.totals(seat) == totals_of(b.top(seat))
                assert b.level(seat) == fresh_level(state, seat)
                assert b.tgp_level(seat) == fresh_tgp(state, seat)
        with pytest.raises(AttributeError):  # what it hands out is kept: no caller changes it
            b.stream().clear()
        assert list(b.stream()) == stream


@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_buy_moves_are_every_buy_the_rules_allow_in_the_gene_streams_order(players):
    seen = 0
    for state in positions(players, 15):
        if state.step != TURN:
            continue
        b = Board(GAME.cards, state)
        seat = state.current
        want = []
        for _, cid in fresh_stream(state):
            card = GAME.cards.design(cid)
            if buy_problem(b, seat, cid, True) is None:
                want.append(Buy(seat, cid, True))
            # Bought to adapt only where it can be adapted at once, after paying for it.
            if buy_problem(b, seat, cid, False) is None and (
                adapt_problem(b, seat, card, card.cost) is None
            ):
                want.append(Buy(seat, cid, False))
        assert buy_moves(b, seat) == want
        seen += len(want)
    assert seen > 100


@pytest.mark.usefixtures("rules_cards")
def test_a_works_totals_and_levels_follow_its_cards_as_they_move():
    s = setup(2)
    s = build(s, CORAL, "body.clownfish#1", xp=10)
    s = build(s, FINN, "body.clownfish#2")
    w = GAME.working_copy(s)
    before, level = w.totals(CORAL), w.level(CORAL)
    assert (level, w.tgp_level(CORAL)) == (1, 1)
    w.move("part.spiked_horn#1", seat_zone(CORAL, "horn"))
    assert w.totals(CORAL) == totals_of(w.top(CORAL)) != before
    w.move("body.hammerhead#1", seat_zone(CORAL, PGP))
    assert w.tgp_level(CORAL) == GAME.cards.design("body.hammerhead#1").level
    assert w.level(CORAL) == 1
    w.move("body.hammerhead#1", seat_zone(CORAL, BODY))
    assert w.level(CORAL) == w.tgp_level(CORAL) == GAME.cards.design("body.hammerhead").level
    assert w.totals(CORAL).body.id == "body.hammerhead"
    assert w.totals(FINN).body.id == "body.clownfish"


def test_a_copy_id_and_its_design_id_name_one_card():
    cards = GAME.cards
    part = next(c for c in cards.parts() if c.count >= 2)
    for n in range(1, part.count + 1):
        assert cards.design(f"{part.id}#{n}") is part
    assert cards.design(part.id) is part
    guppy = cards.guppies()[0]
    assert cards.design(f"{guppy.id}#4") is guppy  # a copy taken once every design is
    assert cards.design(f"{guppy.id}#4") is guppy
    with pytest.raises(KeyError, match=r"no card 'part\.nothing#1'"):
        cards.design("part.nothing#1")
    with pytest.raises(KeyError):
        cards.design("part.nothing#1")  # still unknown when asked again
