"""Cycling the Gene Stream, wiping it, and the deck running out."""

from __future__ import annotations

from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import Attack, Buy, Rest, Wipe

from .helpers import (
    CORAL,
    FINN,
    MARINA,
    build,
    deck,
    lines,
    outcome,
    play,
    put,
    setc,
    setup,
    stream,
)

PARTS = ["part.nub_horn#1", "part.wide_eyes#1", "part.fan_tail#1", "part.thick_hide#1"]
NEXT = [c for c in deck(3, PARTS) if c not in PARTS][:6]  # the deck's next cards


def test_a_card_removed_leaves_a_gap_the_rest_slide_into_and_a_new_card_fills_slot_1():
    # rulebook: adapt.txt:70
    # rulebook: adapt.txt:71
    # rulebook: adapt.txt:72
    # rulebook: adapt.txt:74
    s = setup(3, top=PARTS)
    assert stream(s) == [
        "part.thick_hide#1",
        "part.fan_tail#1",
        "part.wide_eyes#1",
        "part.nub_horn#1",
    ]
    out = outcome(s, Buy(CORAL, "part.fan_tail#1"))
    assert stream(out.state) == [
        NEXT[0],
        "part.thick_hide#1",
        "part.wide_eyes#1",
        "part.nub_horn#1",
    ]
    cycle = next(e.data for e in out.events if e.kind == "cycle")
    assert cycle == {"expired": "", "slid": [[1, 2]], "dealt": [[1, NEXT[0]]]}
    assert (
        f"Gene Stream: the cards slide down; {GAME.cards.design(NEXT[0]).name} comes into Gene Stream 1."
        in lines(out)
    )


def test_with_no_card_removed_the_highest_slot_expires():
    # rulebook: adapt.txt:75
    s = setup(3, top=PARTS)
    s = build(s, CORAL, "part.spiked_horn#1")  # Total Ferocity 2: the Guppy may attack
    out = outcome(s, Attack(CORAL, FINN))
    assert "part.nub_horn#1" in out.state.zones["discard"]
    assert stream(out.state) == [
        NEXT[0],
        "part.thick_hide#1",
        "part.fan_tail#1",
        "part.wide_eyes#1",
    ]
    assert "Gene Stream: Nub Horn expires; the cards slide down;" in " ".join(lines(out))


def test_wiping_the_gene_stream_gains_3_experience_or_4_with_three_players():
    # rulebook: adapt.txt:42
    # rulebook: adapt.txt:101
    # rulebook: adapt.txt:73
    s = setup(3, top=PARTS)
    out = outcome(s, Wipe(CORAL))
    assert set(PARTS) <= set(out.state.zones["discard"])
    assert out.state.fish[CORAL].xp == 9 + 4
    # New cards dealt from the highest slot; no reshuffle while the deck holds cards.
    assert stream(out.state) == NEXT[3::-1]
    assert "reshuffle" not in [e.kind for e in out.events]
    two = setup(2, top=PARTS[1:])
    assert play(two, Wipe(CORAL)).fish[CORAL].xp == 8 + 3


def test_no_wipe_while_another_fish_could_adapt_a_body_in_the_gene_stream():
    # rulebook: adapt.txt:84
    # ruling ADAPT-R21
    top = ["body.pufferfish#1", "part.wide_eyes#1", "part.fan_tail#1"]
    s = setup(2, top=top)
    s = build(s, FINN, "body.clownfish#1")  # Finn at Level 1, a Level 2 Body in slot 3
    assert GAME.check(s, Wipe(CORAL)) == (
        "Pufferfish in Gene Stream 3 could be adapted by another fish, so the Gene Stream can't be wiped"
    )
    s = setc(s, "finn.xp", 0)  # Experience does not matter, the levels do
    assert GAME.check(s, Wipe(CORAL)) is not None
    s = build(s, FINN, "body.grouper#1")  # Finn at Level 3 now: Pufferfish is no use to it
    assert GAME.check(s, Wipe(CORAL)) is None


def test_a_defeated_fish_does_not_keep_the_gene_stream_from_being_wiped():
    # ruling ADAPT-R21
    top = ["body.pufferfish#1", "part.wide_eyes#1", "part.fan_tail#1", "part.nub_horn#1"]
    s = setup(3, top=top)
    s = build(s, FINN, "body.grouper#1")
    assert GAME.check(s, Wipe(CORAL)) is not None  # Marina, a Guppy, could adapt it
    s = setc(s, "marina.damage", 10)
    assert s.fish[MARINA].defeated and GAME.check(s, Wipe(CORAL)) is None


TOP2 = PARTS[1:]  # two players: Wide Eyes in slot 3, Fan Tail 2, Thick Hide 1
REST = deck(2, TOP2)[3:]  # the deck after the Gene Stream is dealt


def test_the_discard_pile_is_shuffled_into_a_new_deck_only_when_the_deck_is_empty():
    # rulebook: adapt.txt:73
    # ruling ADAPT-R20
    s = setup(2, top=TOP2, forced={"reshuffle": [list(reversed(REST))]})
    for cid in REST:
        s = put(s, cid, "discard")
    assert s.zones["deck"] == ()
    out = outcome(s, Buy(CORAL, "part.fan_tail#1"))
    assert [e.kind for e in out.events].count("reshuffle") == 1
    assert stream(out.state) == [REST[-1], "part.thick_hide#1", "part.wide_eyes#1"]
    assert out.state.zones["deck"] == tuple(reversed(REST))[1:]
    assert out.state.zones["discard"] == ()


def test_a_deck_running_out_while_dealing_is_refilled_from_the_discard_pile():
    # ruling ADAPT-R20
    pile = [*REST[1:], "part.thick_hide#1", "part.fan_tail#1", "part.wide_eyes#1"]
    s = setup(2, top=TOP2, forced={"reshuffle": [list(reversed(pile))]})
    for cid in REST[1:]:
        s = put(s, cid, "discard")
    assert s.zones["deck"] == (REST[0],)
    out = outcome(s, Wipe(CORAL))
    assert stream(out.state) == [pile[-2], pile[-1], REST[0]]
    assert f"The discard pile ({len(pile)} cards) is shuffled into a new deck." in lines(out)


def test_an_empty_gene_stream_cannot_be_wiped_and_an_empty_deck_deals_nothing():
    # ruling ADAPT-R20
    # ruling ADAPT-R21
    s = setup(2, top=TOP2)
    for cid in [*s.zones["deck"], *stream(s)]:
        s = put(s, cid, "discard")
    assert stream(s) == ["", "", ""] and not s.zones["deck"]
    assert GAME.check(s, Wipe(CORAL)) == "the Gene Stream is empty"
    # Coral (a Guppy with no Ferocity and nothing to buy) can't act: it rests, and the
    # discard pile is shuffled back to refill the Gene Stream.
    s = play(s, Rest(CORAL))
    assert all(stream(s))
