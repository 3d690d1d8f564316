"""The computer player that searches (``core.search``), its levels (``core.registry``)
and the dealing of a view's secrets it searches on (``Game.determinize``)."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from petridish.core import registry
from petridish.core.actions import Action
from petridish.core.bot import EasyPlayer, RandomBot, decide
from petridish.core.game import MUST, Game, Result, SeatSpec
from petridish.core.material import HIDDEN, unseen
from petridish.core.search import Budget, ThinkingPlayer, think
from petridish.games.adaptoid24.state import ADAPTOID, GENETICIST, ChooseRoom
from tests.conformance import along, perturbations

# Every game whose computer player searches: those that offer the strong level.
# The games whose strong player searches (ADRIFT's is a castaway of its own).
THINKING = [
    g.id
    for g in registry.games()
    if g.rules and "strong" in registry.levels(g.id) and registry.strong_searches(g.id)
]


def positions(game_id: str, seeds: range, players: int) -> list:
    """Positions along random games: the opening, and every few moves after."""
    return along(registry.rules_of(game_id), seeds, players, every=7)


def test_unseen_counts_each_copy_of_a_card_once() -> None:
    zones = {"table": ("a", "b", HIDDEN), "deck": (HIDDEN, HIDDEN), "hand": ("a",)}
    assert unseen(["a", "a", "a", "b", "c", "d"], zones) == ["a", "c", "d"]


def test_some_game_searches() -> None:
    assert "adapt" in THINKING


@pytest.mark.parametrize("game_id", THINKING)
def test_a_deal_of_a_view_shows_the_seat_what_the_view_shows(game_id: str) -> None:
    """Whatever the search deals, the seat would see just what it sees."""
    game = registry.rules_of(game_id)
    rng = random.Random(5)
    for players in registry.player_counts(game_id):
        for state in positions(game_id, range(3), players):
            for seat in game.to_move(state):
                view = game.view(state, seat)
                dealt = game.determinize(view, seat, rng)
                assert game.validate_state(dealt) is None
                assert game.state_to_json(game.view(dealt, seat)) == game.state_to_json(view)
                assert game.legal_actions(dealt, seat) == game.legal_actions(state, seat)


@pytest.mark.parametrize("game_id", THINKING)
def test_the_strong_player_decides_the_same_whatever_it_cannot_see(game_id: str) -> None:
    """Swap everything the seat cannot see for another deal that fits what it sees (the
    deck in another order, the dice to come): the strong player's move stays the same."""
    game = registry.rules_of(game_id)
    budget = Budget(seconds=60, iterations=40, horizon=6)
    players = registry.player_counts(game_id)[-1]
    tried = 0
    for state in positions(game_id, range(2), players)[1:8]:
        seat = game.to_move(state)[0]
        if len(game.legal_actions(state, seat)) < 2:
            continue
        first = decide(game, state, seat, ThinkingPlayer(7, budget))
        for what, other, _, _ in perturbations(game, state, seat, random.Random(1)):
            again = decide(game, other, seat, ThinkingPlayer(7, budget))
            assert again == first, f"{game_id}: the strong player saw {what}"
            tried += 1
    assert tried


def test_the_search_plays_a_legal_move_and_stops_when_asked() -> None:
    game = registry.rules_of("adapt")
    state = positions("adapt", range(1), 3)[3]
    seat = game.to_move(state)[0]
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    action, root = think(game, view, seat, legal, random.Random(1), Budget(iterations=30))
    assert action in legal
    assert root.visits == 30
    most = max(child.visits for child in root.children.values())
    assert root.children[action].visits == most  # the move tried most
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 5

    action, root = think(game, view, seat, legal, random.Random(1), Budget(seconds=60), stop)
    assert action in legal
    assert root.visits == 5


def test_one_legal_move_is_played_without_thinking() -> None:
    game = registry.rules_of("adapt")
    state = game.new_state(1, seats=game.seat_ids(2))
    seat = game.to_move(state)[0]
    only = game.legal_actions(state, seat)[:1]
    action, root = think(game, game.view(state, seat), seat, only, random.Random(1), Budget())
    assert action == only[0] and root.visits == 0


def test_levels_and_the_former_name_of_the_normal_player() -> None:
    assert registry.levels("adapt") == ("easy", "normal", "strong")
    normal = registry.make_bot("adapt", "normal", 3)
    assert type(registry.make_bot("adapt", "bot", 3)) is type(normal)  # saves before levels
    assert isinstance(registry.make_bot("adapt", "easy", 3), EasyPlayer)
    assert isinstance(registry.make_bot("adapt", "strong", 3), ThinkingPlayer)
    assert isinstance(registry.make_bot("adapt", "random", 3), RandomBot)
    with pytest.raises(ValueError, match="unknown computer player 'clever'"):
        registry.make_bot("adapt", "clever")
    for game_id in (g.id for g in registry.games() if g.rules):
        assert registry.levels(game_id)[:2] == ("easy", "normal")


def test_the_easy_player_plays_legal_moves_and_not_always_the_normal_ones() -> None:
    game = registry.rules_of("adapt")
    states = [s for s in positions("adapt", range(3), 3) if s.step == "turn"]
    easy, normal = registry.make_bot("adapt", "easy", 1), registry.make_bot("adapt", "normal", 1)
    differ = 0
    for state in states:
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        mine = decide(game, state, seat, easy)
        assert mine in legal
        differ += mine != normal.best(game, game.view(state, seat), seat, legal)
    assert 0 < differ < len(states)


def test_where_every_move_is_seen_whole_every_seat_searches_one_tree() -> None:
    """A.D.A.P.T. hides no move: its search keys each move as it is, in one tree."""
    game = registry.rules_of("adapt")
    state = positions("adapt", range(1), 4)[3]
    seat = game.to_move(state)[0]
    legal = game.legal_actions(state, seat)
    assert all(game.move_seen_by(state, a, "p4") is a for a in legal)
    _, root = think(
        game, game.view(state, seat), seat, legal, random.Random(1), Budget(iterations=60)
    )
    assert set(root.children) <= set(legal)  # no key for a move seen otherwise


def first_turn(game: Game) -> object:
    """ADAPTOID 24 at its first pick of rooms, the Character chosen."""
    state = game.new_state(4)
    return game.apply(state, game.legal_actions(state, GENETICIST)[0]).state


def test_a_room_picked_face_down_reads_the_same_to_the_other_side_whichever_room() -> None:
    game = registry.rules_of("adaptoid24")
    state = first_turn(game)
    # rulebook: adaptoid24.txt:20
    picks = game.legal_actions(state, ADAPTOID)
    seen = {game.move_seen_by(state, pick, GENETICIST) for pick in picks}
    assert len(picks) > 1 and seen == {ChooseRoom(ADAPTOID, "?")}
    # The second pick turns both rooms up: it is seen whole.
    picked = game.apply(state, picks[0]).state
    reply = game.legal_actions(picked, GENETICIST)[0]
    assert game.move_seen_by(picked, reply, ADAPTOID) == reply
    # rulebook: adaptoid24.txt:36
    control = dataclasses.replace(state, control=True)
    assert game.move_seen_by(control, picks[0], GENETICIST) == picks[0]


def test_a_search_keys_one_node_for_every_room_the_other_side_could_pick_face_down() -> None:
    """The Geneticist searching its pick: the Adaptoid's reply is chosen in the
    Adaptoid's own tree, one node for "the Geneticist picked a room", whichever."""
    game = registry.rules_of("adaptoid24")
    state = first_turn(game)
    view = game.view(state, GENETICIST)
    legal = game.legal_actions(state, GENETICIST)
    _, root = think(game, view, GENETICIST, legal, random.Random(2), Budget(iterations=200))
    face_down = root.children[ChooseRoom(GENETICIST, "?")]
    assert set(root.children) == {*legal, ChooseRoom(GENETICIST, "?")}
    assert face_down.visits == 200  # every iteration, whatever the Geneticist picked
    replies = face_down.children
    assert replies and all(a.seat == ADAPTOID for a in replies)
    # (an iteration that tried a pick of the Geneticist's for the first time ended there)
    assert sum(c.visits for c in replies.values()) == 200 - len(legal)


@dataclass(frozen=True, slots=True)
class Pick(Action):
    room: str

    kind: ClassVar[str] = "Pick"


class HideAndSeek(Game[dict]):
    """The seeker picks one of two rooms, then the hider picks one; the seeker wins if
    they picked the same. One time in four luck decides instead, either way (each deal
    of a search draws it afresh: no two ways of choosing then keep step by chance).
    ``face_down``: the hider does not see the seeker's room."""

    seats = (SeatSpec("seeker", "Seeker"), SeatSpec("hider", "Hider"))

    def __init__(self, face_down: bool, likely: dict[str, float] | None = None) -> None:
        self.face_down = face_down
        self.likely = likely  # how the hider weighs the rooms, if the game says

    def likely_moves(self, state: dict, seat: str, legal: list[Action]) -> dict | None:
        if seat != "hider" or self.likely is None:
            return None
        return {a: self.likely[a.room] for a in legal}

    def new_state(self, seed, options=None, forced=(), seats=None, *, stream=None) -> dict:
        return {"luck": ""}

    def activity(self, state: dict) -> dict[str, str]:
        return dict.fromkeys(self.to_move(state), MUST)

    def to_move(self, state: dict) -> tuple[str, ...]:
        return tuple(s for s in ("seeker", "hider") if s not in state)[:1]

    def legal_actions(self, state: dict, seat: str) -> list[Action]:
        return (
            [Pick(seat, room) for room in ("left", "right")] if seat in self.to_move(state) else []
        )

    def check_rules(self, state: dict, action: Action) -> str | None:
        return None

    def play(self, state: dict, action: Action) -> dict:
        state[action.seat] = action.room
        return state

    def determinize(self, view: dict, seat: str, rng: random.Random) -> dict:
        luck = rng.random()
        return {**view, "luck": "seeker" if luck < 0.125 else "hider" if luck < 0.25 else ""}

    def move_seen_by(self, state: dict, action: Action, seat: str) -> object:
        return Pick(action.seat, "?") if self.face_down and action.seat == "seeker" else action

    def is_terminal(self, state: dict) -> bool:
        return "hider" in state

    def result(self, state: dict) -> Result | None:
        if "hider" not in state:
            return None
        if state["luck"]:
            return Result((state["luck"],), "luck")
        return Result(("seeker",) if state["seeker"] == state["hider"] else ("hider",), "")


@pytest.mark.parametrize("face_down", [True, False])
@pytest.mark.parametrize("seed", range(4))
def test_a_pick_made_face_down_is_answered_without_seeing_it(face_down: bool, seed: int) -> None:
    """The hider's reply does not follow the seeker's pick unless it sees it: picked face
    down, the hider chooses at one node whatever the seeker picked, and is met as often
    in either room the seeker picked (about half the time; UCB1 sways round it); seen,
    the hider gets away from either, and the seeker wins only by luck."""
    game = HideAndSeek(face_down)
    start = game.new_state(0)
    legal = game.legal_actions(start, "seeker")
    _, root = think(game, start, "seeker", legal, random.Random(seed), Budget(iterations=400))
    met, worth = [], []
    for pick in legal:
        node = root.children[pick]
        replies = node.children  # the hider's, as the seeker saw them
        same = replies.get(Pick("hider", pick.room))
        met.append((same.visits if same else 0) / sum(c.visits for c in replies.values()))
        worth.append(node.reward / node.visits)
    if face_down:
        assert root.children[Pick("seeker", "?")].visits == 400
        assert abs(met[0] - met[1]) < 0.15
        assert min(met) > 0.15 and min(worth) > 0.25
    else:
        assert max(met) < 0.1 and max(worth) < 0.25


def test_a_reply_to_a_pick_made_face_down_is_drawn_as_the_game_weighs_it() -> None:
    """Where the game says how the hider weighs its rooms, the search draws the hider's
    reply so, whatever the seeker picked, and the seeker looks where it mostly hides."""
    game = HideAndSeek(True, likely={"left": 9.0, "right": 1.0})
    start = game.new_state(0)
    legal = game.legal_actions(start, "seeker")
    action, root = think(game, start, "seeker", legal, random.Random(1), Budget(iterations=400))
    assert action == Pick("seeker", "left")
    for pick in legal:
        replies = root.children[pick].children  # the hider's, as the seeker saw them
        seen = sum(c.visits for c in replies.values())
        if seen >= 30:  # (the seeker looked there often enough to tell)
            assert 0.8 < replies[Pick("hider", "left")].visits / seen < 0.97
    # Seen, the reply is searched: the hider gets away whatever it would rather do.
    game = HideAndSeek(False, likely={"left": 9.0, "right": 1.0})
    _, root = think(game, start, "seeker", legal, random.Random(1), Budget(iterations=400))
    assert all(root.children[pick].reward / root.children[pick].visits < 0.25 for pick in legal)


def test_adaptoid24_weighs_a_room_as_the_normal_player_does_and_leaves_the_rest() -> None:
    # rulebook: adaptoid24.txt:20
    game = registry.rules_of("adaptoid24")
    state = first_turn(game)
    picks = game.legal_actions(state, GENETICIST)
    likely = game.likely_moves(state, GENETICIST, picks)
    normal = registry.make_bot("adaptoid24", "normal", 1)
    best = normal.best(game, game.view(state, GENETICIST), GENETICIST, picks)
    assert set(likely) == set(picks) and max(likely.values()) == likely[best] == 1.0
    played = game.apply(state, picks[0]).state
    played = game.apply(played, game.legal_actions(played, ADAPTOID)[0]).state
    for seat in game.to_move(played):
        legal = game.legal_actions(played, seat)
        assert game.likely_moves(played, seat, legal) is None  # searched
