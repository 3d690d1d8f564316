"""Genegrafter's components and set-up (rulebook "Game Components", "Pregame Setup",
"Getting Started"; rulings GG-R01 to GG-R03)."""

import pytest

from petridish.core.game import IllegalAction
from petridish.games.genegrafter.state import (
    FIRST,
    PLAY,
    SHUFFLE,
    STACKS,
    RollInfinity,
)
from tests.games.genegrafter.helpers import ADA, CS, GAME, JON, MIKE, SUE, ordinary

EVENTS = [c for c in CS.copies() if CS.kind_of(c) == "event"]
STRANDS = [c for c in CS.copies() if CS.kind_of(c) == "dna"]


def laid_out(players=2, events=2, first=(6, 1, 1, 1)):
    """A set-up with every shuffle forced to leave the cards in file order, so where
    each card went can be read off: the ordinary cards dealt from the top, the deck cut
    into three stacks, a Strand and the Events put into each."""
    rest = [c for c in CS.copies() if CS.kind_of(c) not in ("event", "dna")]
    seats = GAME.seat_ids(players)
    deck = rest[5 * players :]
    size, extra = divmod(len(deck), 3)
    sizes = [size + (i < extra) for i in range(3)]
    stacks, at = [], 0
    for i, n in enumerate(sizes):
        stack = [*deck[at : at + n], STRANDS[i], *EVENTS[:events][i::3]]
        stacks.append(stack)
        at += n
    forced = {SHUFFLE: [rest], STACKS: [EVENTS, *stacks], FIRST: list(first[:players])}
    state = GAME.new_state(3, options={"events": events}, forced=forced, seats=seats)
    return state, stacks


def test_up_to_four_players_each_with_a_player_card():
    # rulebook: genegrafter.txt:33
    # rulebook: genegrafter.txt:53
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    state = GAME.new_state(1, seats=GAME.seat_ids(4))
    assert state.seats == (JON, SUE, MIKE, ADA)
    for where in (state.health, state.attack_tokens, state.defense_tokens):
        assert set(where) == {JON, SUE, MIKE, ADA}
    with pytest.raises(IllegalAction):
        GAME.new_state(1, seats=(JON, SUE, MIKE, ADA, JON))
    with pytest.raises(IllegalAction):
        GAME.new_state(1, seats=(JON,))


def test_each_player_card_holds_three_attack_and_three_defense_tokens_and_six_health():
    # rulebook: genegrafter.txt:54
    # rulebook: genegrafter.txt:55
    # rulebook: genegrafter.txt:170
    # rulebook: genegrafter.txt:180
    state = GAME.new_state(5, seats=GAME.seat_ids(3))
    assert state.attack_tokens == state.defense_tokens == {JON: 3, SUE: 3, MIKE: 3}
    assert state.health == {JON: 6, SUE: 6, MIKE: 6}
    # The Infinity Die is on the card, unrolled: its owner may roll it in the first turn.
    assert state.infinity_used == frozenset()
    assert RollInfinity(state.current) in GAME.legal_actions(state, state.current)


def test_the_punchboard_holds_twelve_attack_and_twelve_defense_tokens():
    """Four players take three of each: the twelve of each on the punchboard."""
    # rulebook: genegrafter.txt:34
    # rulebook: genegrafter.txt:35
    # rulebook: genegrafter.txt:36
    state = GAME.new_state(2, seats=GAME.seat_ids(4))
    assert sum(state.attack_tokens.values()) == 12 and sum(state.defense_tokens.values()) == 12


def test_the_rules_model_follows_the_rulebook_and_names_its_rulings():
    # rulebook: genegrafter.txt:37
    assert GAME.rulebook.file == "genegrafter.txt"
    ids = [r.id for r in GAME.rulings]
    assert ids == [f"GG-R{n:02}" for n in range(1, len(ids) + 1)] and len(ids) >= 20


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_gg_r01_the_chosen_number_of_events_goes_into_the_deck(n):
    """Ruling GG-R01: the option's 1 to 6 Events, the rest set aside face down."""
    # rulebook: genegrafter.txt:43
    # rulebook: genegrafter.txt:44
    # rulebook: genegrafter.txt:56
    state = GAME.new_state(11, options={"events": n}, seats=GAME.seat_ids(2))
    in_game = [c for z in ("deck", "events.played") for c in state.zones[z] if c in EVENTS]
    assert len(in_game) == n and len(state.zones["events.aside"]) == 6 - n
    assert sorted(in_game + list(state.zones["events.aside"])) == sorted(EVENTS)
    option = next(o for o in GAME.options if o.id == "events")
    assert option.choices == (1, 2, 3, 4, 5, 6) and option.ruling == "GG-R01"


def test_no_event_or_strand_is_dealt_and_each_player_gets_five_cards():
    # rulebook: genegrafter.txt:56
    # rulebook: genegrafter.txt:57
    for seed in range(6):
        state = GAME.new_state(seed, options={"events": 6}, seats=GAME.seat_ids(4))
        others = [s for s in state.seats if s != state.current]
        if not state.zones["events.played"]:  # Windfall or Famine changes the hands
            assert all(len(state.zones[f"{s}.hand"]) == 5 for s in others)
        for seat in state.seats:
            assert all(c in ordinary() for c in state.zones[f"{seat}.hand"])


def test_gg_r02_three_stacks_each_with_a_strand_and_a_share_of_the_events():
    """Ruling GG-R02: the deck cut into three stacks as even as can be, the Events dealt
    to them top stack first, a Strand into each, each shuffled on its own."""
    # rulebook: genegrafter.txt:58
    # rulebook: genegrafter.txt:59
    state, stacks = laid_out(players=2, events=4)
    assert [len(s) for s in stacks] == [12 + 1 + 2, 12 + 1 + 1, 11 + 1 + 1]
    first = state.current
    # The first player's draw took the top three cards; the rest lie as stacked.
    drawn = state.zones[f"{first}.hand"][5:]
    assert list(drawn) == stacks[0][:3]
    assert list(state.zones["deck"]) == [c for s in stacks for c in s][3:]
    assert [sum(c in STRANDS for c in s) for s in stacks] == [1, 1, 1]
    assert [sum(c in EVENTS for c in s) for s in stacks] == [2, 1, 1]


def test_set_up_cuts_a_shuffled_deck_into_stacks_each_holding_one_strand():
    """Unforced: wherever the shuffles put the cards, each third of the deck (as cut)
    holds one Strand, so a Strand is never far."""
    # rulebook: genegrafter.txt:58
    checked = 0
    for seed in range(12):
        state = GAME.new_state(seed, options={"events": 1}, seats=GAME.seat_ids(2))
        if state.zones["strands"] or state.zones["events.played"]:
            continue  # the first draw turned one up: the stacks no longer lie as cut
        checked += 1
        deck = list(state.zones["deck"])
        # 35 cards cut 12, 12, 11; a Strand and the one Event in the first stack.
        sizes = [12 + 1 + 1 - 3, 12 + 1, 11 + 1]
        at, found = 0, []
        for n in sizes:
            found.append(sum(c in STRANDS for c in deck[at : at + n]))
            at += n
        assert found == [1, 1, 1], seed
    assert checked >= 3


def test_gg_r03_the_highest_roll_goes_first_and_a_tie_rolls_again():
    """Ruling GG-R03: every player rolls; those tied for highest roll again."""
    # rulebook: genegrafter.txt:59
    state = GAME.new_state(1, forced={FIRST: [2, 5]}, seats=GAME.seat_ids(2))
    assert state.current == SUE and state.step == PLAY and state.turns == 1
    assert len(state.zones["jon.hand"]) == 5
    # Jon and Sue tie on 6 (Mike's 2 is out of it) and roll again.
    state = GAME.new_state(1, forced={FIRST: [6, 6, 2, 1, 5]}, seats=GAME.seat_ids(3))
    assert state.current == SUE
    state = GAME.new_state(1, forced={FIRST: [6, 6, 2, 5, 1]}, seats=GAME.seat_ids(3))
    assert state.current == JON
    state = GAME.new_state(1, forced={FIRST: [3, 3, 6, 6, 4, 2]}, seats=GAME.seat_ids(4))
    assert state.current == MIKE


def test_the_first_player_draws_three_at_once():
    # rulebook: genegrafter.txt:59
    # rulebook: genegrafter.txt:67
    state, _ = laid_out(players=3, events=1, first=(1, 1, 6))
    assert state.current == MIKE and len(state.zones["mike.hand"]) == 5 + 3
    assert len(state.zones["jon.hand"]) == len(state.zones["sue.hand"]) == 5
    # The deck lies face down, and each hand is its owner's alone.
    view = GAME.view(state, JON)
    assert set(view.zones["deck"]) == {"?"} and set(view.zones["mike.hand"]) == {"?"}
    assert view.zones["jon.hand"] == state.zones["jon.hand"]


def test_what_happens_before_the_first_move_is_logged_each_seat_reading_its_own():
    # rulebook: genegrafter.txt:59
    # rulebook: genegrafter.txt:69
    # The roll for the first player, the first turn and its draw happen before anyone
    # moves: the set-up keeps them for the log. Seed 12389 (found by trying seeds in
    # turn): Jon rolls 1 and Sue 3, Sue draws, turns up a DNA Strand, then Famine makes
    # both players discard a card at random.
    set_up = GAME.set_up(12389, seats=GAME.seat_ids(2))
    assert set_up.state == GAME.new_state(12389, seats=GAME.seat_ids(2))
    assert set_up.dealt.turns == 0 and len(set_up.dealt.zones["sue.hand"]) == 5
    # Moment by moment: the roll, then each card Sue turns up.
    rolled, *draw = set_up.moments
    assert rolled[0].current == SUE and rolled[0].turns == 0 and rolled[0].dice
    hands = [len(after.zones["sue.hand"]) for after, _ in draw]
    assert hands == [6, 6, 7, 6, 7]  # the Strand, then Famine takes one of hers
    assert [[e.kind for e in events] for _, events in draw] == [
        ["turn", "drew"],
        ["strand", "grafting"],
        ["drew"],
        ["event", "discarded", "discarded"],
        ["drew"],
    ]
    assert set_up.state is draw[-1][0]

    def lines(seat):
        return [GAME.describe(d) for e in set_up.events if (d := e.for_seat(seat)) is not None]

    drawn = [GAME.cards.card(e.data["card"]).name for e in set_up.events if e.kind == "drew"]
    sue, jon, anyone = lines(SUE), lines(JON), lines(None)
    assert sue[:3] == [
        "The die for the first player: Jon 1, Sue 3. Sue goes first.",
        "Turn 1: Sue's turn.",
        f"Sue draws {drawn[0]}.",
    ]
    assert jon[2] == "Sue draws a card." and jon == anyone
    famine = "Sue turns up the Event Famine: Every player discards 1 card at random."
    assert famine in jon and "Sue turns up DNA Strand 1 of 3." in jon
    # The cards discarded at random are shown to all; a card Sue drew, to her alone
    # (unless Famine took it: then everyone saw it go).
    discarded = [line for line in jon if line.startswith(("Jon discards ", "Sue discards "))]
    assert len(discarded) == 2
    said = " ".join(line for line in jon if line not in discarded)
    assert not [n for n in drawn if n in said]
    assert sum(line.startswith("Sue draws ") for line in sue) == 3
