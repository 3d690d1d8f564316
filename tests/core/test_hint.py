"""A hint where the game has a strong player (``core.hint.consider``): the strong
player's move, from the seat's view alone, with the normal player's reason only where
the normal player would make the same move, and what the search found said plainly
(``reason``)."""

from __future__ import annotations

import random

import pytest

from petridish.core import registry
from petridish.core.actions import Action, Pass
from petridish.core.hint import Advice, consider, found, reason, settled
from petridish.core.search import Budget, Node, think
from tests.conformance import perturbations
from tests.core.test_search import THINKING, positions

TRIES = Budget(seconds=60, iterations=80)  # a fixed count of tries: repeatable


def choices(game_id: str, seeds: range = range(2)):
    """(game, state, seat, view, legal) at positions where the seat has a choice."""
    game = registry.rules_of(game_id)
    for state in positions(game_id, seeds, game.min_players):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            yield game, state, seat, game.view(state, seat), legal


@pytest.mark.parametrize("game_id", THINKING)
def test_the_hint_is_the_strong_players_move_with_a_reason_true_of_it(game_id: str) -> None:
    agreed = differed = 0
    for game, _, seat, view, legal in list(choices(game_id))[:12]:
        normal = registry.make_bot(game_id, "normal", 1)
        advice = consider(game, view, seat, legal, normal, random.Random(4), TRIES)
        strong, root = think(game, view, seat, legal, random.Random(4), TRIES)
        assert advice.tries == root.visits == TRIES.iterations
        pick = normal.best(game, view, seat, legal)
        if advice.close:
            # Too close to tell apart: the normal player's pick, with its own reason,
            # set against the search's move.
            assert advice.action == pick != strong and advice.rival == strong
            assert advice.why == normal.explain(game, view, seat, pick)
            continue
        assert advice.action == strong
        if pick == strong:
            # Its own pick: the normal player's reason is true of it.
            assert advice.why == normal.explain(game, view, seat, strong)
            assert not advice.first_sight
            agreed += 1
        else:
            # Words the normal player wrote for its own pick are not said of another
            # move: only what they say of it that holds all the same; the search sets it
            # against the normal player's pick.
            assert advice.why == normal.facts(game, view, seat, strong)
            assert advice.rival == pick and advice.first_sight
            differed += 1
        node = root.children[strong]
        assert advice.chances == node.reward / node.visits and advice.visits == node.visits
    assert agreed


# Words that weigh a move against the others: true only of the normal player's pick.
COMPARING = (
    "nothing better",
    "nothing more",
    "nothing worth",
    "nothing else",
    "nothing needs",
    "best Guppy left",
    "smallest risk",
    "worth least",
    "best guess",
    "the most cards",
    "no battle left",
    "is worth sending",
    "no graft is worth",
    "every face helps",
)


@pytest.mark.parametrize("game_id", THINKING)
def test_what_holds_of_any_move_says_nothing_of_the_others(game_id: str) -> None:
    """``facts``: the normal player's words for a move it would not pick, as a hint of
    the strong player's says them; the words of its own reasons where they hold."""
    normal = registry.make_bot(game_id, "normal", 1)
    said = set()
    for game, _, seat, view, legal in choices(game_id, range(3)):
        for action in legal:
            facts = normal.facts(game, view, seat, action)
            assert not [w for w in COMPARING if w in facts], (action, facts)
            said.add(facts)
    assert said - {""}  # it has words for some


@pytest.mark.parametrize("game_id", THINKING)
def test_the_hint_is_the_same_whatever_the_seat_cannot_see(game_id: str) -> None:
    tried = 0
    for game, state, seat, view, legal in list(choices(game_id))[1:5]:
        normal = registry.make_bot(game_id, "normal", 1)
        first = consider(game, view, seat, legal, normal, random.Random(4), TRIES)
        for what, other, _, _ in perturbations(game, state, seat, random.Random(1)):
            seen = game.view(other, seat)
            again = consider(game, seen, seat, legal, normal, random.Random(4), TRIES)
            assert again == first, f"{game_id}: the hint saw {what}"
            tried += 1
    assert tried


A, B, C = (Pass(seat) for seat in ("a", "b", "c"))
LABELS = {A: "Attack Finn", B: "Buy Gills", C: "Wipe the Gene Stream"}


def tree(*moves: tuple[Action, int, float]) -> Node:
    """A searched tree's root: each move tried so often, with that summed reward."""
    root = Node(visits=sum(n for _, n, _ in moves))
    root.children = {a: Node("a", visits=n, reward=r, available=n) for a, n, r in moves}
    return root


def said(advice: Advice) -> str:
    return reason(advice, LABELS.__getitem__)


def test_words_when_the_normal_player_agrees():
    advice = found(tree((A, 500, 305.0), (B, 200, 96.0), (C, 100, 50.0)), A, "odds 70%", A)
    assert said(advice) == (
        "odds 70%; your chances to win: 61% with it, against 50% with “Wipe the Gene Stream”, the "
        "next best (800 games played on from here, hidden cards guessed)"
    )


def test_words_when_the_normal_player_would_play_another_move():
    advice = found(tree((A, 500, 305.0), (B, 300, 135.0)), A, "", B)
    assert said(advice) == (
        "your chances to win: 61% with it, against 45% with “Buy Gills”, the move that looks best"
        " at first sight (800 games played on from here, hidden cards guessed)"
    )


def test_words_when_a_move_tried_less_did_a_little_better():
    # 50% over 600 tries against 51% over 40: level within what the tries can tell. A
    # lower figure beside the move hinted would read as advice against it: one figure.
    advice = found(tree((A, 600, 300.0), (B, 40, 20.4)), A, "", A)
    assert said(advice) == (
        "your chances to win: about 50%, as with “Buy Gills” (640 games played on from here,"
        " hidden cards guessed)"
    )
    # Clearly better over a handful of tries: both figures, and why they say less.
    few = found(tree((A, 600, 300.0), (B, 5, 4.0)), A, "", A)
    assert said(few).startswith(
        "it kept looking best, so it was tried most: your chances to win 50% over 600 games; “Buy "
        "Gills” came out at 80%, but over only 5, which says less"
    )


def test_words_when_two_moves_did_as_well():
    advice = found(tree((A, 500, 250.0), (B, 300, 150.0)), A, "", B)
    assert said(advice).startswith("your chances to win: about 50%, as with “Buy Gills” (800 games")
    advice = found(tree((A, 500, 250.0), (C, 300, 150.0)), A, "odds 70%", A)
    assert "about 50%, as with “Wipe the Gene Stream” (800 games" in said(advice)


def test_words_when_the_move_hinted_did_a_little_better_claim_no_difference():
    # 29.8% over 500 tries against 29.7% over 300: "29.8% with it, against 29.7%" read
    # as a difference the games cannot tell; one rounded figure, as for a level pair.
    advice = found(tree((A, 500, 149.0), (B, 300, 89.1)), A, "", A)
    assert said(advice) == (
        "your chances to win: about 30%, as with “Buy Gills” (800 games played on from here,"
        " hidden cards guessed)"
    )
    # Clearly ahead: both figures.
    ahead = found(tree((A, 500, 305.0), (B, 300, 135.0)), A, "", A)
    assert "61% with it, against 45% with “Buy Gills”" in said(ahead)


def test_words_without_a_search_are_the_normal_players():
    assert said(found(Node(), A, "the only move", A)) == "the only move"
    assert said(Advice(A, "heals 2 damage")) == "heals 2 damage"
    assert said(found(tree((A, 9, 4.5)), A, "", A)).startswith(
        "your chances to win after it: 50% (9 games"
    )


def test_words_in_a_hard_spot_say_so_and_that_it_is_the_best_try():
    # "your chances to win after it: 3%" alone read as the hint giving up on the player.
    advice = found(tree((A, 500, 15.0), (B, 300, 3.0)), A, "", A)
    assert said(advice) == (
        "a hard spot, and this is the best try in it: your chances to win: about 2%, as with"
        " “Buy Gills” (800 games played on from here, hidden cards guessed)"
    )
    assert said(found(tree((A, 9, 0.0)), A, "", A)).startswith(
        "a hard spot, and this is the best try in it: your chances to win after it: 0%"
    )
    # Where another move did better than a tenth, it is no hard spot.
    advice = found(tree((A, 500, 15.0), (B, 300, 60.0)), A, "", A)
    assert not said(advice).startswith("a hard spot")


def test_words_say_no_jargon():
    advice = found(tree((A, 500, 305.0), (B, 300, 135.0)), A, "", B)
    words = said(advice).lower()
    assert not [w for w in ("mcts", "iteration", "ucb", "rollout", "node", "visit") if w in words]


def test_a_move_no_clearly_better_than_the_normal_players_pick_gives_way_to_it():
    # 61% over 500 tries against 59% over 300: within what the tries can tell apart
    # (the spread of the difference is about 0.5 * sqrt(1/500 + 1/300) = 3.7 points).
    close = tree((A, 500, 305.0), (B, 300, 177.0))
    assert settled(close, A, B) == B
    # 61% against 45%: clearly better, the search's move stands.
    clear = tree((A, 500, 305.0), (B, 300, 135.0))
    assert settled(clear, A, B) == A
    assert settled(close, A, A) == A and settled(close, A, None) == A
    assert settled(close, A, C) == A  # a pick never tried says nothing


def test_words_when_the_normal_players_pick_was_as_good():
    advice = found(tree((A, 500, 305.0), (B, 300, 177.0)), B, "odds 70%", B, A)
    assert advice.close and advice.rival == A
    assert said(advice) == (
        "odds 70%; your chances to win: about 60%, as with “Attack Finn” (800 games played on from"
        " here, hidden cards guessed)"
    )
    assert "59%" not in said(advice) and "61%" not in said(advice)


def test_the_hint_sets_its_move_only_against_moves_the_seat_could_make():
    # rulebook: adaptoid24.txt:20
    # The Adaptoid picks and places its room before both are revealed: in the Geneticist's tree, which starts
    # at the same root, that move is "a room chosen" (a room of '?'), a node the search
    # keeps at the root beside the Adaptoid's own. It is no move to set the hint against.
    game = registry.rules_of("adaptoid24")
    state = game.new_state(4, seats=game.seat_ids(2))
    state = game.apply(state, game.legal_actions(state, "geneticist")[0]).state
    seat = "adaptoid"
    legal = game.legal_actions(state, seat)
    view = game.view(state, seat)
    tries = Budget(seconds=60, iterations=300)
    _, tree = think(game, view, seat, legal, random.Random(1), tries)
    assert [a for a in tree.children if a not in legal]  # the Geneticist's view of our move
    normal = registry.make_bot("adaptoid24", "normal", 1)
    for n in range(4):
        advice = consider(game, view, seat, legal, normal, random.Random(n), tries)
        assert advice.action in legal and advice.rival in legal
        assert "'?'" not in reason(advice, str)
