"""The rollout search (``core.rollout``): each move that matters played on to the end by
the game's normal players, on the same deals, the normal player's move kept unless
another clearly does better."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import pytest

from petridish.core import registry
from petridish.core.actions import Action
from petridish.core.game import MUST, Game, Result, SeatSpec
from petridish.core.registry import GameInfo
from petridish.core.search import Budget, ThinkingPlayer, think


@dataclass(frozen=True, slots=True)
class Choose(Action):
    way: str

    kind: ClassVar[str] = "Choose"


class Crossing(Game[dict]):
    """The walker chooses a way across, then the guide says "go" or "wait" (its normal
    player always says "go"); luck, dealt afresh by each deal, decides whether the
    walker gets across: each way gets across when the luck is under its ``odds``, and
    only if the guide said "go"."""

    id = "crossing"
    seats = (SeatSpec("walker", "Walker"), SeatSpec("guide", "Guide"))
    search_kind = "rollout"

    def __init__(self, odds: dict[str, float]) -> None:
        self.odds = odds

    def new_state(self, seed, options=None, forced=(), seats=None, *, stream=None) -> dict:
        return {"luck": random.Random(seed).random()}

    def activity(self, state: dict) -> dict[str, str]:
        return dict.fromkeys(self.to_move(state), MUST)

    def to_move(self, state: dict) -> tuple[str, ...]:
        return tuple(s for s in ("walker", "guide") if s not in state)[:1]

    def legal_actions(self, state: dict, seat: str) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        ways = list(self.odds) if seat == "walker" else ["go", "wait"]
        return [Choose(seat, way) for way in ways]

    def check_rules(self, state: dict, action: Action) -> str | None:
        return None

    def clone(self, state: dict) -> dict:
        return dict(state)

    def view(self, state: dict, seat: str) -> dict:
        return {k: v for k, v in state.items() if k != "luck"}

    def play(self, state: dict, action: Action) -> dict:
        state[action.seat] = action.way
        return state

    def determinize(self, view: dict, seat: str, rng: random.Random) -> dict:
        return {**view, "luck": rng.random()}

    def is_terminal(self, state: dict) -> bool:
        return "guide" in state

    def result(self, state: dict) -> Result | None:
        if "guide" not in state:
            return None
        across = state["guide"] == "go" and state["luck"] < self.odds[state["walker"]]
        return Result(("walker",) if across else ("guide",), "")


class Guide:
    """The normal player: the first move it may make (the walker's first way; "go")."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.seen: list[dict] = []  # what it was shown, move by move (its memory)

    def choose(self, game: Game, view: dict, seat: str, legal: list[Action]) -> Action:
        self.seen.append(view)
        return legal[0]


CROSSING = Crossing({})  # the registry's (it asks only its kind)


@pytest.fixture
def crossing() -> Iterator[None]:
    """The game on the registry, so that the search finds its normal player."""
    registry.register(
        GameInfo(
            "crossing",
            "Crossing",
            "2 players",
            "",
            rules=f"{__name__}:CROSSING",
            bot=f"{__name__}:Guide",
        )
    )
    yield
    registry.unregister("crossing")


def decide(odds: dict[str, float], budget: Budget, seed: int = 1, stop=lambda: False):
    game = Crossing(odds)
    state = game.new_state(0)
    legal = game.legal_actions(state, "walker")
    return think(
        game, game.view(state, "walker"), "walker", legal, random.Random(seed), budget, stop
    )


def test_a_clearly_better_move_is_played(crossing: None) -> None:
    action, root = decide({"timid": 0.4, "bold": 0.7}, Budget(seconds=60, iterations=60))
    assert action == Choose("walker", "bold")
    assert root.visits == 60
    bold, timid = root.children[Choose("walker", "bold")], root.children[Choose("walker", "timid")]
    assert bold.visits == timid.visits == 60
    assert bold.reward > timid.reward


def test_the_moves_are_played_on_the_same_deals(crossing: None) -> None:
    """Two ways alike in all but name get across in just the same samples: each sample
    dealt once for every move, so that what luck does drops out of their difference."""
    _, root = decide({"left": 0.5, "right": 0.5}, Budget(seconds=60, iterations=50))
    left, right = root.children[Choose("walker", "left")], root.children[Choose("walker", "right")]
    assert left.reward == right.reward and 5 < left.reward < 45


@pytest.mark.parametrize("seed", range(6))
def test_the_normal_players_move_is_kept_unless_another_is_clearly_better(
    crossing: None, seed: int
) -> None:
    # A way a shade better on these samples, within the noise: the normal way is kept.
    action, _ = decide({"first": 0.5, "second": 0.51}, Budget(seconds=60, iterations=40), seed)
    assert action == Choose("walker", "first")


def test_the_others_are_moved_by_their_normal_players(crossing: None) -> None:
    """The guide's normal player says "go": had the samples chosen its move at random,
    half the walks would stop on "wait"."""
    _, root = decide({"timid": 0.4, "bold": 1.0}, Budget(seconds=60, iterations=30))
    assert root.children[Choose("walker", "bold")].reward == 30


def test_it_stops_when_asked_and_thinks_not_with_one_move(crossing: None) -> None:
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 5

    action, root = decide({"timid": 0.4, "bold": 0.7}, Budget(seconds=60), stop=stop)
    assert root.visits == 5 and action in root.children
    game = Crossing({"only": 0.5})
    state = game.new_state(0)
    legal = game.legal_actions(state, "walker")
    action, root = think(game, state, "walker", legal, random.Random(1), Budget())
    assert action == legal[0] and root.visits == 0


def test_a_strong_player_of_a_rollout_game_plays_its_move(crossing: None) -> None:
    game = Crossing({"timid": 0.2, "bold": 0.9})
    state = game.new_state(0)
    player = ThinkingPlayer(3, Budget(seconds=60, iterations=40))
    legal = game.legal_actions(state, "walker")
    assert player.choose(game, game.view(state, "walker"), "walker", legal) == legal[1]


def test_the_strong_player_keeps_a_normal_player_that_follows_its_seat(crossing: None) -> None:
    """Its own normal player is shown every position it moves in, the forced ones too,
    so that it remembers what it saw as at the table; its move is the one to beat."""
    game = Crossing({"timid": 0.5, "bold": 0.5})
    state = game.new_state(0)
    player = ThinkingPlayer(3, Budget(seconds=60, iterations=20))
    legal = game.legal_actions(state, "walker")
    view = game.view(state, "walker")
    assert player.choose(game, view, "walker", legal) == legal[0]
    assert player.choose(game, view, "walker", legal[1:]) == legal[1]
    assert player.normal.seen == [view, view]


def test_a_hint_in_a_rollout_game_begins_from_the_normal_player_it_is_given(
    crossing: None,
) -> None:
    """The hint's normal player is asked for its move, which is the one to beat, as the
    strong player's own normal player is."""
    from petridish.core.hint import consider

    game = Crossing({"timid": 0.5, "bold": 0.5})
    state = game.new_state(0)
    view, legal = game.view(state, "walker"), game.legal_actions(state, "walker")
    normal = Guide()
    budget = Budget(seconds=60, iterations=20)
    advice = consider(game, view, "walker", legal, normal, random.Random(2), budget)
    assert normal.seen and normal.seen[0] == view
    assert advice.action == legal[0] and advice.tries == 20


def test_other_games_search_a_tree() -> None:
    assert Game.search_kind == "tree"
    assert {registry.rules_of(g).search_kind for g in ("adapt", "adaptoid24")} == {"tree"}
