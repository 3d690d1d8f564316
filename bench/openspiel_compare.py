"""OpenSpiel's information-set MCTS against the strong computer player's own search
(``core.search``), on the same fast rules: how many iterations each makes a second, how
strong each plays, and what OpenSpiel would add to the download.

    python3.11 -m venv /tmp/os-venv && /tmp/os-venv/bin/pip install open-spiel
    PYTHONPATH=desktop /tmp/os-venv/bin/python bench/openspiel_compare.py WHAT [options]

WHAT is one of

- ``cost``: what a search pays per call through OpenSpiel's ``State`` (legal actions, a
  move, a copy, an information state) against the rules called directly, and whether
  OpenSpiel's C++ ``ISMCTSBot`` can search a game written in Python at all;
- ``rate``: iterations a second of each search, over positions of games the normal
  players played;
- ``duel``: each search against the normal player, seat rotated, the same deals for
  both, game by game in turn (so a busy machine slows both alike);
- ``head``: OpenSpiel's search against ours, seat rotated, at the same budget;
- ``size``: what the ``open-spiel`` wheel and its dependencies take installed, and how
  long importing them takes.

A search's budget is ``--seconds`` a decision or ``--iterations``. Seconds are this
process's CPU time, for both searches (ours is stopped through ``think``'s ``stop``):
on a machine shared with other work, a wall-clock budget would measure the neighbours.
``--evaluator rollout`` gives OpenSpiel's search its own random playouts to the end (``RandomRolloutEvaluator``, through OpenSpiel's ``State``);
``horizon`` gives it ours (``search.playout`` for the game's ``search_horizon`` moves,
then ``Game.evaluate``, on the rules directly), so that only the trees differ.

How the game is presented to OpenSpiel, and why:

- Moves are numbered by one table per game (``Moves``), the same number for the same
  move in every deal: an information set's node keeps its children by number across
  the deals that pass through it, which numbering each state's own list would mix up.
- Chance is *sampled* (``SAMPLED_STOCHASTIC``): our rules draw their dice and shuffles
  from the seeded stream a state carries, hidden from every view. A deal draws that
  stream afresh (``Game.determinize``, ``core.rng.fresh``), so each iteration meets new
  dice, as in our search; listing every outcome as a chance node would mean rewriting
  every draw of the rules.
- A side's information state is its view (``Game.view``), written out (``repr``);
  simultaneous secret choices (ADAPTOID 24's rooms) are made one side after the other,
  the second seeing the first's only as hidden, as its view shows it.
- The search is handed a state made of the seat's view, never the true position, and
  deals from it with ``Game.determinize`` (OpenSpiel's ``resample_from_infostate``).

This is not part of ``python -m bench`` nor of the tests: OpenSpiel is not a dependency.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
except ImportError:
    sys.exit(
        "bench/openspiel_compare.py needs OpenSpiel, which Petri Dish does not install. "
        "Install it apart: python3.11 -m venv /tmp/os-venv && /tmp/os-venv/bin/pip install "
        "open-spiel; then run PYTHONPATH=desktop /tmp/os-venv/bin/python "
        "bench/openspiel_compare.py"
    )

from petridish.core import registry
from petridish.core.actions import Action
from petridish.core.game import Game
from petridish.core.play import final
from petridish.core.search import Budget, ThinkingPlayer, playout, rewards, think
from petridish.core.serial import to_json

EXPLORE = 0.7  # UCB1's weight, as core.search's (rewards lie in 0..1 in both)


# -- the game, as OpenSpiel sees it --------------------------------------------------------


class Moves:
    """One number for each move of a game, the same in every state and deal."""

    def __init__(self) -> None:
        self.number: dict[Action, int] = {}
        self.move: list[Action] = []

    def of(self, action: Action) -> int:
        n = self.number.get(action)
        if n is None:
            n = self.number[action] = len(self.move)
            self.move.append(action)
        return n


class Position:
    """Our state inside an OpenSpiel state. OpenSpiel copies a Python state with
    ``copy.deepcopy`` of its attributes; this makes that copy the search's own
    (``Game.clone``), as cheap as our search's."""

    def __init__(self, game: Game[Any], state: Any) -> None:
        self.game, self.state = game, state

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        return Position(self.game, self.game.clone(self.state))


def register(game_id: str, players: int = 2) -> Any:
    """Register ``game_id`` with OpenSpiel as ``petridish_<id>``; return its game."""
    game = registry.rules_of(game_id)
    seats = game.seat_ids(players)
    moves = Moves()
    opening = game.new_state(0, seats=seats)
    short = f"petridish_{game_id}"
    game_type = pyspiel.GameType(
        short_name=short,
        long_name=f"Petri Dish {game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players,
        min_num_players=players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=False,
        provides_observation_tensor=False,
        parameter_specification={},
    )
    info = pyspiel.GameInfo(
        num_distinct_actions=1_000_000,  # numbered as met (``Moves``): a bound, not a count
        max_chance_outcomes=0,
        num_players=players,
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=None,
        max_game_length=10_000,
    )

    class PetriState(pyspiel.State):  # type: ignore[misc]
        """A position of ``game``, moved by numbers (``moves``)."""

        def __init__(self, os_game: Any, state: Any = None) -> None:
            super().__init__(os_game)
            self.pos = Position(game, game.clone(opening if state is None else state))

        def current_player(self) -> int:
            s = self.pos.state
            if game.is_terminal(s):
                return int(pyspiel.PlayerId.TERMINAL)
            return seats.index(game.to_move(s)[0])

        def _legal_actions(self, player: int) -> list[int]:
            return [moves.of(a) for a in game.legal_actions(self.pos.state, seats[player])]

        def _apply_action(self, action: int) -> None:
            self.pos.state = game.play(self.pos.state, moves.move[action])

        def _action_to_string(self, player: int, action: int) -> str:
            return str(moves.move[action])

        def is_terminal(self) -> bool:
            return game.is_terminal(self.pos.state)

        def returns(self) -> list[float]:
            if not game.is_terminal(self.pos.state):
                return [0.0] * players
            won = rewards(game, self.pos.state)
            return [won.get(s, 0.0) for s in seats]

        def __str__(self) -> str:
            return json.dumps(to_json(self.pos.state), sort_keys=True)

    class ViewObserver:
        """A side's information state: its view."""

        def __init__(self) -> None:
            self.tensor = np.zeros(0)
            self.dict: dict[str, Any] = {}

        def set_from(self, state: Any, player: int) -> None:
            pass

        def string_from(self, state: Any, player: int) -> str:
            # The view's repr, its fields in their order: a third of the time of its
            # JSON (sorted), which a search would ask for at every node it passes.
            return repr(game.view(state.pos.state, seats[player]))

    class PetriGame(pyspiel.Game):  # type: ignore[misc]
        def __init__(self, params: Any = None) -> None:
            super().__init__(game_type, info, params or {})
            self.rules, self.seats, self.moves = game, seats, moves

        def new_initial_state(self, state: Any = None) -> PetriState:
            return PetriState(self, state)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
            return ViewObserver()

    pyspiel.register_game(game_type, PetriGame)
    return pyspiel.load_game(short)


# -- OpenSpiel's search as a computer player ----------------------------------------------


class HorizonEvaluator:
    """Our search's judgement of a leaf, for OpenSpiel's tree: ``search.playout`` for the
    game's horizon on the rules directly, then ``Game.evaluate``; every move as likely."""

    def __init__(self, os_game: Any, rng: random.Random) -> None:
        self.os_game, self.rng = os_game, rng

    def evaluate(self, state: Any) -> np.ndarray:
        game = self.os_game.rules
        # The state is the search's own deal and is not used again once judged.
        end = playout(game, state.pos.state, self.rng, game.search_horizon)
        won = rewards(game, end)
        return np.array([won.get(s, 0.0) for s in self.os_game.seats])

    def prior(self, state: Any) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


class TimedISMCTS(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's Python IS-MCTS with a time limit as well as its count of simulations
    (its ``run_search`` has only the count), and the count of simulations it made."""

    def __init__(self, *args: Any, seconds: float = 0.0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seconds = seconds
        self.simulations = 0

    def run_search(self, state: Any) -> list[tuple[int, float]]:
        """As ``ISMCTSBot.run_search``, stopping at the deadline too."""
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.process_time() + self.seconds if self.seconds else float("inf")
        done = 0
        while done < self._max_simulations and (done % 8 or time.process_time() < deadline):
            self.run_simulation(self.sample_root_state(state))
            done += 1
        self.simulations += done
        return self.get_final_policy(state, self._root_node)


class OpenSpielPlayer:
    """A computer player (``core.bot.Bot``) that decides by OpenSpiel's IS-MCTS. It hands
    the search a state made of the seat's view, and deals from it with our rules."""

    name = "openspiel"

    def __init__(self, os_game: Any, seed: int, budget: Budget, evaluator: str) -> None:
        self.os_game = os_game
        self.rng = random.Random(seed)
        np_rng = np.random.RandomState(seed)
        judge: Any = (
            HorizonEvaluator(os_game, self.rng)
            if evaluator == "horizon"
            else mcts.RandomRolloutEvaluator(1, np_rng)
        )
        self.bot = TimedISMCTS(
            os_game,
            judge,
            EXPLORE,
            budget.iterations or 10**9,
            random_state=np_rng,
            final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
            seconds=0.0 if budget.iterations else budget.seconds,
        )
        self.bot.set_resampler(self.deal)
        self.root: Any = None
        self.seat = ""
        self.checked = False

    def deal(self, state: Any, player: int) -> Any:
        """A whole position from the root's view (``Game.determinize``)."""
        assert state is self.root, "the search deals only at its root"
        view = state.pos.state
        dealt = self.os_game.new_initial_state(
            self.os_game.rules.determinize(view, self.seat, self.rng)
        )
        if not self.checked:  # (OpenSpiel's own run_search checks every deal so)
            assert dealt.information_state_string() == state.information_state_string()
            self.checked = True
        return dealt

    def choose(self, game: Game[Any], view: Any, seat: str, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        self.seat = seat
        self.root = self.os_game.new_initial_state(view)
        self.checked = False
        number = self.bot.step(self.root)
        action = self.os_game.moves.move[number]
        assert action in legal
        return action


def simulations(player: Any) -> int:
    """The iterations a player has made in all."""
    return player.bot.simulations if isinstance(player, OpenSpielPlayer) else player.done


class CountingPlayer(ThinkingPlayer):
    """Our strong player, counting its iterations (the visits of its tree's root)."""

    def __init__(self, seed: int, budget: Budget) -> None:
        super().__init__(seed, budget)
        self.done = 0

    def choose(self, game: Game[Any], view: Any, seat: str, legal: list[Action]) -> Action:
        budget, stop = self.budget, self.stop
        if not budget.iterations:  # seconds of this process's CPU time, as OpenSpiel's
            deadline = time.process_time() + budget.seconds
            budget = Budget(seconds=3600.0, horizon=budget.horizon)

            def stop() -> bool:
                return time.process_time() >= deadline

        action, root = think(game, view, seat, legal, self.rng, budget, stop)
        self.done += root.visits
        return action


# -- measuring ----------------------------------------------------------------------------


def budget_of(args: argparse.Namespace) -> Budget:
    if args.iterations:
        return Budget(seconds=3600.0, iterations=args.iterations)
    return Budget(seconds=args.seconds)


def per_call(fn: Callable[[], Any], runs: int = 2000) -> float:
    """Microseconds per call of ``fn`` (CPU time)."""
    t = time.process_time()
    for _ in range(runs):
        fn()
    return (time.process_time() - t) / runs * 1e6


def positions(game: Game[Any], seats: tuple[str, ...], count: int) -> list[tuple[Any, str]]:
    """Positions (and the seat to move) of games between normal players with a choice
    to make, spread over whole games."""
    found: list[tuple[Any, str]] = []
    g = 0
    while len(found) < count * 4:

        def choose(state: Any, seat: str, legal: list[Action], g: int = g) -> Action:
            if len(legal) > 1:
                found.append((state, seat))
            bot = registry.seat_bot(game.id, "normal", g, seats.index(seat))
            return bot.choose(game, game.view(state, seat), seat, legal)

        final(game, game.new_state(500 + g, seats=seats), choose)
        g += 1
    return found[:: len(found) // count][:count]


def cost(args: argparse.Namespace) -> None:
    os_game = register(args.game)
    game, seats = os_game.rules, os_game.seats
    (state, seat), *_ = positions(game, seats, 3)[1:]
    s = os_game.new_initial_state(state)
    print(f"{game.name}, per call (µs, CPU): through OpenSpiel's State vs the rules directly")
    rows = [
        (
            "legal actions",
            lambda: s.legal_actions(),
            lambda: game.legal_actions(state, seat),
        ),
        ("a copy", lambda: s.clone(), lambda: game.clone(state)),
        (
            "a move (on a copy)",
            lambda: s.clone().apply_action(s.legal_actions()[0]),
            lambda: game.play(game.clone(state), game.legal_actions(state, seat)[0]),
        ),
        (
            "information state / view",
            lambda: s.information_state_string(),
            lambda: game.view(state, seat),
        ),
    ]
    for name, through, direct in rows:
        print(f"  {name:26} {per_call(through):8.1f} {per_call(direct):8.1f}")
    # OpenSpiel's C++ ISMCTSBot, in a process of its own: it may not come back.
    for subject in (args.game, "python_kuhn_poker", "kuhn_poker"):
        run = subprocess.run(
            [sys.executable, __file__, "cxx", "--game", subject], capture_output=True, text=True
        )
        said = run.stdout.strip() or run.stderr.strip().splitlines()[-1:]
        print(f"C++ ISMCTSBot on {subject}: exit {run.returncode} {said}")


def cxx(args: argparse.Namespace) -> None:
    """One decision of OpenSpiel's C++ ISMCTSBot, in a game of ours or of OpenSpiel's.
    Its ``step`` lets go of Python's lock (GIL) and then calls the Python game's methods
    without it; and it deals by ``State.ResampleFromInfostate``, which a Python state
    cannot provide (nor can a dealer be handed to the C++ bot from Python)."""
    if args.game.startswith(("kuhn", "python_")):
        from open_spiel.python.games import kuhn_poker  # noqa: F401 (registers python_kuhn_poker)

        state = pyspiel.load_game(args.game).new_initial_state()
        state.apply_action(0)
        state.apply_action(1)
    else:
        os_game = register(args.game)
        view, seat = positions(os_game.rules, os_game.seats, 3)[1]
        state = os_game.new_initial_state(os_game.rules.view(view, seat))
    bot = pyspiel.ISMCTSBot(1, pyspiel.RandomRolloutEvaluator(1, 1), EXPLORE, 100)
    print("played", bot.step(state))


def rate(args: argparse.Namespace) -> None:
    os_game = register(args.game)
    game, seats = os_game.rules, os_game.seats
    budget = Budget(seconds=args.seconds)
    found = positions(game, seats, args.positions)
    rates: dict[str, list[float]] = {"ours": [], "openspiel": []}
    for i, (state, seat) in enumerate(found):
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        for name in rates:
            player: Any = (
                CountingPlayer(i, budget)
                if name == "ours"
                else OpenSpielPlayer(os_game, i, budget, args.evaluator)
            )
            t = time.process_time()
            player.choose(game, view, seat, legal)
            rates[name].append(simulations(player) / (time.process_time() - t))
    print(
        f"{game.name}: iterations a CPU second, {len(found)} positions, {args.seconds} s each "
        f"(OpenSpiel's leaf: {args.evaluator})"
    )
    for name, r in rates.items():
        print(
            f"  {name:10} median {statistics.median(r):8.0f}  (from {min(r):.0f} to {max(r):.0f})"
        )
    ratio = statistics.median(a / b for a, b in zip(rates["ours"], rates["openspiel"], strict=True))
    print(f"  ours / openspiel: {ratio:.1f}x (median per position)")


def match(
    game: Game[Any], seats: tuple[str, ...], g: int, players: dict[str, Any]
) -> tuple[str, ...]:
    """One game dealt from ``1000 + g`` between ``players`` (by seat); its winners."""

    def choose(state: Any, seat: str, legal: list[Action]) -> Action:
        return players[seat].choose(game, game.view(state, seat), seat, legal)

    end, _ = final(game, game.new_state(1000 + g, seats=seats), choose)
    result = game.result(end)
    assert result is not None
    return result.winners


def duel(args: argparse.Namespace) -> None:
    os_game = register(args.game)
    game, seats = os_game.rules, os_game.seats
    budget = budget_of(args)
    won = {"ours": 0.0, "openspiel": 0.0}
    made = {"ours": 0, "openspiel": 0}
    cpu = {"ours": 0.0, "openspiel": 0.0}
    for g in range(args.games):
        searcher = seats[g % len(seats)]
        for name in won:
            players = {s: registry.seat_bot(game.id, "normal", g, i) for i, s in enumerate(seats)}
            player: Any = (
                CountingPlayer(g, budget)
                if name == "ours"
                else OpenSpielPlayer(os_game, g, budget, args.evaluator)
            )
            players[searcher] = player
            t = time.process_time()
            winners = match(game, seats, g, players)
            cpu[name] += time.process_time() - t
            made[name] += simulations(player)
            if searcher in winners:
                won[name] += 1 / len(winners)
        print(g, searcher, {k: round(v, 1) for k, v in won.items()}, flush=True)
    print(
        f"{game.name}, {args.games} games against the normal player, seat rotated, "
        f"{describe(args)}:"
    )
    for name in won:
        print(
            f"  {name:10} won {won[name]:5.1f}/{args.games} = {won[name] / args.games:4.0%}; "
            f"{made[name] / args.games:8.0f} iterations a game, {cpu[name]:6.0f} s CPU"
        )


def head(args: argparse.Namespace) -> None:
    os_game = register(args.game)
    game, seats = os_game.rules, os_game.seats
    budget = budget_of(args)
    won = 0.0
    for g in range(args.games):
        theirs = seats[g % len(seats)]
        players: dict[str, Any] = {
            s: CountingPlayer(g * 7 + i, budget) for i, s in enumerate(seats)
        }
        players[theirs] = OpenSpielPlayer(os_game, g, budget, args.evaluator)
        winners = match(game, seats, g, players)
        if theirs in winners:
            won += 1 / len(winners)
        print(g, theirs, winners, flush=True)
    print(
        f"{game.name}, {args.games} games, OpenSpiel's IS-MCTS against ours, seat rotated, "
        f"{describe(args)}: OpenSpiel won {won:.1f} = {won / args.games:.0%}"
    )


def describe(args: argparse.Namespace) -> str:
    each = f"{args.iterations} iterations" if args.iterations else f"{args.seconds} s"
    return f"{each} a decision, OpenSpiel's leaf: {args.evaluator}"


def size(args: argparse.Namespace) -> None:
    """The installed size of open-spiel and everything it pulls in, and import times."""
    seen: set[str] = set()
    todo = ["open-spiel"]
    total = 0
    while todo:
        name = todo.pop()
        key = name.lower().replace("_", "-")
        if key in seen:
            continue
        seen.add(key)
        dist = metadata.distribution(name)
        files = [Path(str(dist.locate_file(f))) for f in dist.files or ()]
        mb = sum(f.stat().st_size for f in files if f.is_file()) / 1e6
        total += mb
        print(f"  {dist.metadata['Name']:16} {dist.version:10} {mb:7.1f} MB")
        for req in dist.requires or ():
            if "extra ==" not in req:
                todo.append(re.match(r"[A-Za-z0-9._-]+", req).group())  # type: ignore[union-attr]
    print(f"  {'in all':16} {'':10} {total:7.1f} MB installed")
    bare = import_cpu("pass")
    print(f"importing pyspiel: {import_cpu('import pyspiel') - bare:.0f} ms CPU")
    with_search = "import pyspiel; from open_spiel.python.algorithms import ismcts, mcts"
    print(f"... and the Python IS-MCTS (numpy, absl): {import_cpu(with_search) - bare:.0f} ms CPU")


def import_cpu(code: str, runs: int = 5) -> float:
    """The least CPU time, in ms, of a fresh Python running ``code``."""
    best = float("inf")
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-c", code], check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        best = min(best, cpu * 1000)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("cost", "cxx", "rate", "duel", "head", "size"))
    parser.add_argument("--game", default="adaptoid24")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument("--iterations", type=int, default=0)
    parser.add_argument("--evaluator", choices=("rollout", "horizon"), default="horizon")
    args = parser.parse_args()
    what = {"cost": cost, "cxx": cxx, "rate": rate, "duel": duel, "head": head, "size": size}
    what[args.what](args)


if __name__ == "__main__":
    main()
