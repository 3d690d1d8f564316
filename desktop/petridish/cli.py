"""The ``petridish`` command: the desktop app, and headless tools for players and tests.

petridish                       open the app
petridish SAVE                  open the app on a save (what opening a .petridish file runs)
petridish play GAME [...]       open straight into a game
petridish simulate GAME [...]   play computer games and report the results
petridish replay SAVE           replay a save and check it
petridish rules GAME            print the rules reference and rulings
petridish render-cards GAME     export card images (and a print-and-play PDF)
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from petridish import __version__
from petridish.core import registry
from petridish.core.words import counted

if TYPE_CHECKING:
    import argparse

# The headless tools import what they need when they run (json, the bots...), and the
# argument parser is built only for the command given: the app's start-up goes through
# this module, and each import is time before its first frame.


class CliError(Exception):
    """A problem with what the user asked for: printed as one line, exit code 2."""


def game_ids() -> list[str]:
    return [e.id for e in registry.games()]


def load_game(game_id: str, table: bool = True):
    """The rules of ``game_id``; with ``table`` False, also of a game that has its rules
    but no table yet (for the headless commands)."""
    try:
        return registry.load(game_id) if table else registry.rules_of(game_id)
    except registry.UnknownGame as exc:
        raise CliError(str(exc)) from None


def seats_of(game, players: int | None):
    """The seats of a game of ``players`` (None: the fewest it is played with)."""
    from petridish.core.game import IllegalAction

    try:
        return game.seats_for(game.min_players if players is None else players)
    except IllegalAction as exc:
        raise CliError(f"--players: {exc}") from None


def players_of(game, players: int | None, seats: str | None) -> int | None:
    """How many play: ``--players``, else as many as ``--seats`` names (checked)."""
    if players is not None or seats is None:
        return players
    named = len([k for k in seats.split(",") if k.strip()])
    if game.min_players <= named <= game.max_players:
        return named
    if game.min_players == game.max_players:
        return None  # parse_seats says how many seats the game has
    raise CliError(
        f"{game.name} is for {game.min_players} to {game.max_players} players; --seats got {named}"
    )


def parse_seats(text: str, game, allowed: Sequence[str], players: int | None = None) -> list[str]:
    """The seat kinds ``--seats`` names, one per seat, by today's names ("bot" is the
    normal computer player); a level the game does not offer is refused."""
    seats = seats_of(game, players)
    kinds = [registry.seat_kind(k.strip()) for k in text.split(",") if k.strip()]
    if len(kinds) != len(seats):
        names = ", ".join(s.name for s in seats)
        raise CliError(f"{game.name} has {len(seats)} seats ({names}); --seats got {len(kinds)}")
    for kind in kinds:
        if kind not in allowed:
            raise CliError(f"seat kind {kind!r} is not one of: {', '.join(allowed)}")
        if kind in registry.LEVELS and kind not in registry.levels(game.id):
            offered = ", ".join(registry.levels(game.id))
            raise CliError(f"{game.name} has no {kind} computer player yet (it has {offered})")
    return kinds


# ``simulate`` plays about a hundred games a second: a million is hours, and more is a
# typing mistake.
MAX_GAMES = 1_000_000


def _shown(text: str) -> str:
    """``text`` quoted for a message, cut short: an argument can be thousands of digits."""
    return repr(text if len(text) <= 40 else text[:39] + "…")


def whole(text: str) -> int:
    import argparse  # (already loaded: only the parser calls this)

    # Digits as typed on a keyboard only: int() also takes "1_000" and other scripts'
    # digits ("١"), which a count on the command line is not written with.
    digits = text.strip().lstrip("+-")
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a whole number")
    try:
        return int(text)
    except ValueError:
        if text.strip().lstrip("+-").isdecimal():  # int() refuses thousands of digits
            raise argparse.ArgumentTypeError(f"{_shown(text)} is far too large") from None
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a whole number") from None


def games(text: str) -> int:
    import argparse  # (already loaded: only the parser calls this)

    value = whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_GAMES:,}, got {_shown(text)}")
    return value


MAX_THINK = 600.0  # seconds a move: ten minutes is thinking; more is a typing mistake


def seconds(text: str) -> float:
    """How long a strong player thinks a move: a number of seconds, above 0."""
    import argparse  # (already loaded: only the parser calls this)

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a number of seconds") from None
    if not math.isfinite(value) or not 0 < value <= MAX_THINK:
        raise argparse.ArgumentTypeError(
            f"must be more than 0 and at most {MAX_THINK:g} seconds, got {_shown(text)}"
        )
    return value


def iterations(text: str) -> int:
    """Deals a strong player searches a move: 1 to a million."""
    import argparse  # (already loaded: only the parser calls this)

    value = whole(text)
    if not 1 <= value <= 1_000_000:
        raise argparse.ArgumentTypeError(f"must be 1 to 1,000,000, got {_shown(text)}")
    return value


def jobs(text: str) -> int:
    """Games ``simulate`` plays at once: 1 to 64 processes."""
    import argparse  # (already loaded: only the parser calls this)

    value = whole(text)
    if not 1 <= value <= 64:
        raise argparse.ArgumentTypeError(f"must be 1 to 64, got {_shown(text)}")
    return value


def card_width(text: str) -> int:
    """A card face's width for ``render-cards``: from a thumbnail to twice print size."""
    import argparse  # (already loaded: only the parser calls this)

    value = whole(text)
    if not 60 <= value <= 1500:
        raise argparse.ArgumentTypeError(f"must be 60 to 1500 pixels, got {_shown(text)}")
    return value


def players(text: str) -> int:
    """A count of players: a whole number. Whether the game is played by that many is
    the game's to say once it is known (``seats_of``), in its own range: one range for
    every game would be wrong for each (ADRIFT is for 1 to 8, A.D.A.P.T. for 2 to 5).
    Only a count far past any table is refused here, so that its message stays short."""
    import argparse  # (already loaded: only the parser calls this)

    value = whole(text)
    if abs(value) > 1000:
        raise argparse.ArgumentTypeError(f"no game is played by {_shown(text)} players")
    return value


def seed(text: str) -> int:
    """A seed in the range every save and the new-game dialog accept."""
    import argparse  # (already loaded: only the parser calls this)

    from petridish.core.rng import seed_problem

    value = whole(text)
    problem = seed_problem(value)
    if problem:
        raise argparse.ArgumentTypeError(f"{problem}, got {_shown(text)}")
    return value


# -- simulate -------------------------------------------------------------------------


def play_one(
    game, seed: int, kinds: Sequence[str], budget=None
) -> tuple[object, int, dict[str, float]]:
    """One game between computer players (one kind per seat, in seat order); returns
    (result, number of actions, the game's statistics at the end). Played by the same
    loop as every game (core.play). ``budget``: how long a strong player thinks (None:
    its own default)."""
    from petridish.core.play import final

    seats = game.seats_for(len(kinds))
    bots = {
        spec.id: registry.seat_bot(game.id, kind, seed, i)
        for i, (spec, kind) in enumerate(zip(seats, kinds, strict=True))
    }
    if budget is not None:
        for bot in bots.values():
            if hasattr(bot, "budget"):
                bot.budget = budget
    state = game.new_state(seed, seats=[s.id for s in seats])

    def choose(state, seat, legal):
        return bots[seat].choose(game, game.view(state, seat), seat, legal)

    end, actions = final(game, state, choose)
    return game.result(end), actions, game.stats(end)


def rotated(kinds: Sequence[str], n: int) -> list[str]:
    """The seats' kinds in game ``n`` of a run with ``--rotate``: each game, every kind
    moves one seat on, so that each plays every seat in turn (first player or last, one
    side or the other)."""
    k = n % len(kinds)
    return [*kinds[len(kinds) - k :], *kinds[: len(kinds) - k]]


def play_seeded(
    game_id: str, seed: int, kinds: Sequence[str], budget=None
) -> tuple[object, int, dict[str, float]] | str:
    """``play_one`` for a worker process of ``simulate --jobs``: the game by its id, and
    a crash in the game handed back as its message and trace (it is counted, and the
    run goes on)."""
    import traceback

    from petridish.core.content import ContentError

    try:
        return play_one(registry.rules_of(game_id), seed, kinds, budget)
    except ContentError:
        raise
    except Exception as exc:
        return f"seed {seed}: {type(exc).__name__}: {exc}\n{traceback.format_exc()}"


def play_plan(pool, game_id: str, plan, budget, jobs: int):
    """Each game of ``plan`` (its seed and its seats' kinds) played, in order: in
    ``pool``'s processes where there is one (``play_seeded``)."""
    if pool is None:
        return (play_seeded(game_id, s, k, budget) for s, k in plan)
    return pool.map(
        play_seeded,
        *zip(*[(game_id, s, k, budget) for s, k in plan], strict=True),
        chunksize=max(1, min(16, len(plan) // (4 * jobs))),
    )


def _thinking_said(game_id: str, kinds: Sequence[str], args: argparse.Namespace) -> str:
    """How long a strong player that searches thought, for the report's first line: a
    saved report did not say what ``--think`` or ``--iterations`` it was run with."""
    if "strong" not in kinds or not registry.strong_searches(game_id):
        return ""
    if args.iterations is not None and args.think is None:
        return f"; strong searched {args.iterations:,} deals a move"
    think = 1.0 if args.think is None else args.think
    deals = f", at most {args.iterations:,} deals" if args.iterations is not None else ""
    return f"; strong thought {think:g} s a move{deals}"


def check_against(game, kinds: Sequence[str], against: str) -> None:
    """Refuse an ``--against`` that could find nothing: in a game one seat's win is
    another's loss, with no seat of another kind than ``against`` there is nothing
    changed to compare, and with every seat of another kind one of them wins every
    game on both sides."""
    if game.wins_together:
        return
    changed = sum(1 for kind in kinds if kind != against)
    if 0 < changed < len(kinds):
        return
    other = "easy" if against != "easy" else "normal"
    example = ",".join([other, *[against] * (len(kinds) - 1)])
    raise CliError(
        f"--against {against} compares each seat played otherwise with the same seat"
        f" played {against}; in {game.name}, where one player's win is another's loss,"
        f" that takes at least one of each at the table (say --seats {example})"
    )


def simulate(args: argparse.Namespace) -> int:
    import json
    import time
    from concurrent.futures import ProcessPoolExecutor

    from petridish.core.rng import MAX_SEED
    from petridish.simulate_report import (
        Progress,
        compare,
        compared_seats,
        duration,
        pace,
        print_comparison,
        print_tables,
        seeds_words,
        tally,
        watched,
        wins_of,
    )

    if args.seed + args.games - 1 > MAX_SEED:
        raise CliError(
            f"--games {args.games:,} from --seed {args.seed:,} runs past the largest seed,"
            f" {MAX_SEED:,}: start at {MAX_SEED - args.games + 1:,} at the most"
        )
    game = load_game(args.game, table=False)
    players = players_of(game, args.players, args.seats)
    table = seats_of(game, players)
    seats = ",".join("normal" for _ in table) if args.seats is None else args.seats
    kinds = parse_seats(seats, game, registry.COMPUTER_KINDS, len(table))
    if args.against is not None:  # (a level the game lacks is refused as in --seats)
        parse_seats(
            ",".join([args.against] * len(table)), game, registry.COMPUTER_KINDS, len(table)
        )
        check_against(game, kinds, args.against)
    against: dict[str, Any] = {}
    budget = None
    if args.think is not None or args.iterations is not None:
        from petridish.core.search import Budget

        # A count of iterations alone makes a strong player's game repeatable: its time
        # is then no limit.
        seconds = args.think if args.think is not None else 3600.0
        budget = Budget(seconds=seconds, iterations=args.iterations or 0)
    wins = {spec.id: 0 for spec in table}
    # Each kind of player: the seats it played over the games, and the games it won.
    by_kind = {kind: {"seat_games": 0, "won": 0} for kind in dict.fromkeys(kinds)}
    errors: list[str] = []
    lengths: list[int] = []
    ends: dict[str, int] = {}  # how the games ended (each result's reason), by count
    totals: dict[str, float] = {}  # each statistic the game keeps, summed over the games
    said: dict[str, str] = {}  # each ending's words, by its reason
    # Every game is counted, the other table's with ``--against`` too.
    to_play = args.games * (1 if args.against is None else 2)
    progress = Progress(to_play)
    start = time.perf_counter()
    plan = [(args.seed + n, rotated(kinds, n) if args.rotate else kinds) for n in range(args.games)]
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    # For ``--against``'s game-by-game comparison: each game's seats it compares, and
    # how many of them won (None: the game crashed).
    compared = (
        [compared_seats(game, table, k, args.against) for _, k in plan] if args.against else []
    )
    won: list[int | None] = []
    try:
        played = watched(game, play_plan(pool, game.id, plan, budget, args.jobs), said, progress)
        for n, ((_, game_kinds), outcome) in enumerate(zip(plan, played, strict=True)):
            if isinstance(outcome, str):  # a crash in any game is a bug: count it, go on
                errors.append(outcome)
                won.append(None)
                continue
            won.append(wins_of(outcome[0], compared[n]) if compared else None)
            result, length, _ = outcome
            lengths.append(length)
            tally(outcome, ends, totals)
            for spec, kind in zip(table, game_kinds, strict=True):
                by_kind[kind]["seat_games"] += 1
                by_kind[kind]["won"] += spec.id in result.winners
            for w in result.winners:
                wins[w] += 1
        if args.against is not None:
            same = [(s, [args.against] * len(table)) for s, _ in plan]
            theirs = play_plan(pool, game.id, same, budget, args.jobs)
            theirs = watched(game, theirs, said, progress)
            against = compare(won, theirs, errors, compared)
    finally:
        progress.close()
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    elapsed = time.perf_counter() - start
    finished = len(lengths)
    levels = {
        kind: {
            **count,
            "win_rate": count["won"] / count["seat_games"] if count["seat_games"] else 0.0,
        }
        for kind, count in by_kind.items()
    }
    report = {
        "game": game.id,
        "games": args.games,
        "seed": args.seed,
        "players": len(table),
        "seats": dict(zip((s.id for s in table), kinds, strict=True)),
        "rotate": args.rotate,
        # How long a strong player thought a move (None: its default second; with a
        # count of iterations alone, that count is the limit).
        "think": args.think,
        "iterations": args.iterations,
        "errors": len(errors),
        "win_rate": {seat: (wins[seat] / finished if finished else 0.0) for seat in wins},
        "wins": wins,
        "levels": levels,
        "fair_share": 1 / len(table),
        "mean_actions": (sum(lengths) / finished if finished else 0.0),
        "ends": dict(sorted(ends.items(), key=lambda kv: -kv[1])),
        "mean_stats": {name: round(total / finished, 2) for name, total in totals.items()},
        "seconds": round(elapsed, 3),
        # Every game played, the other table's too; to three figures, as a slow run's
        # 0.0357 is no 0.0.
        "games_per_second": float(f"{to_play / elapsed:.3g}") if elapsed else 0.0,
    }
    if args.against is not None:
        # Whole table: every seat's wins were counted (survivors); else those of the
        # seats not playing ``kind``.
        report["against"] = {"kind": args.against, "whole_table": game.wins_together, **against}
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        how = "turning round the seats each game" if args.rotate else "seats"
        print(
            f"{game.name}: {counted(args.games, 'game')} of {counted(len(table), 'player')}"
            f" on {seeds_words(args.seed, args.games)},"
            f" {how} {', '.join(f'{s.name}={k}' for s, k in zip(table, kinds, strict=True))}"
            + _thinking_said(game.id, [*kinds, args.against or ""], args)
        )
        print(f"  errors:           {len(errors)}")
        for spec in table:
            print(
                f"  {spec.name + ' wins:':<18}{wins[spec.id]} ({report['win_rate'][spec.id]:.1%})"
            )
        if len(levels) > 1 or args.rotate:
            for kind, count in levels.items():
                print(
                    f"  {kind + ' won:':<18}{count['won']} of {counted(count['seat_games'], 'seat')}"
                    " played"
                    f" ({count['win_rate']:.1%}; a seat's fair share {1 / len(table):.1%})"
                )
        print(f"  mean length:      {report['mean_actions']:.1f} actions")
        if args.against is not None:
            print_comparison(game, table, kinds, args, against)
        print_tables(report, said)
        print(
            f"  speed:            {pace(to_play, elapsed)}"
            f" ({counted(to_play, 'game')} in {duration(elapsed)})"
        )
    for line in errors[:10]:
        print("error:", line.partition("\n")[0], file=sys.stderr)
    if errors:
        print(errors[0].partition("\n")[2], file=sys.stderr)
    return 1 if errors else 0


# -- replay ---------------------------------------------------------------------------


def replay(args: argparse.Namespace) -> int:
    from petridish.storage.saves import SaveError, load_session

    try:
        _, session = load_session(Path(args.save))
    except SaveError as exc:
        raise CliError(str(exc)) from None
    game = session.game
    moves = counted(len(session.steps), "move")
    print(f"{game.name}: {moves} replayed and checked against the snapshot.")
    if args.verbose:
        for n, event in session.events_for(None):
            print(f"  {n + 1:>4}  {game.describe(event)}")
    result = game.result(session.state)
    if result is None:
        print(
            f"In progress: {game.turn_label(session.state)}; to move: {', '.join(game.seat_name(s) for s in game.to_move(session.state))}."
        )
    else:
        names = ", ".join(game.seat_name(w) for w in result.winners)
        print(f"Over: {names} won ({game.ending(result)}).")
    return 0


# -- rules ----------------------------------------------------------------------------


def rules(args: argparse.Namespace) -> int:
    from petridish.core.reference import rules_text, without_links

    sys.stdout.write(without_links(rules_text(load_game(args.game, table=False))))
    return 0


# -- the app --------------------------------------------------------------------------


def play(args: argparse.Namespace) -> int:
    game = load_game(args.game)
    players = players_of(game, args.players, args.seats)
    seats_of(game, players)  # the count is checked before any window opens
    kinds = (
        parse_seats(args.seats, game, registry.SEAT_KINDS, players)
        if args.seats is not None
        else None
    )
    if args.load is not None:
        if args.seed is not None or kinds is not None or args.sandbox or args.players:
            raise CliError(
                "--load opens a save as it was saved: no --seed, --players, --seats or --sandbox"
            )
        if not Path(args.load).is_file():
            raise CliError(f"no save at {args.load}")
        from petridish.storage.peek import look_at

        saved = look_at(args.load).game  # ("" where it cannot be read: the app says why)
        if saved and saved != game.id:
            # Opened as the save it is, the game named was silently another.
            known = saved in registry.game_ids()
            name = registry.entry(saved).name if known else saved
            raise CliError(
                f"{args.load} is a save of {name}, not of {game.name}:"
                f" petridish {args.load} opens it"
            )
    from petridish.ui.app import run_app

    return run_app(
        game=game.id,
        seed=args.seed,
        seats=kinds,
        players=players,
        sandbox=args.sandbox,
        load=args.load,
    )


def render_cards(args: argparse.Namespace) -> int:
    from petridish.art.export import render_cards_command

    if not args.out.strip():
        raise CliError("--out must name a folder")

    return render_cards_command(args.game, Path(args.out), args.pdf, args.width)


def _game_argument(p: argparse.ArgumentParser) -> None:
    ids = game_ids()
    p.add_argument("game", choices=ids, metavar="GAME", help=f"one of: {', '.join(ids)}")


def _add_play(sub: argparse._SubParsersAction) -> None:
    sp = sub.add_parser("play", help="open the app straight into a game")
    _game_argument(sp)
    sp.add_argument("--seed", type=seed, default=None)
    sp.add_argument("--players", type=players, help="how many play (the game's range)")
    sp.add_argument(
        "--seats",
        help="comma-separated seat kinds: human, easy, normal, strong or random"
        " (e.g. human,strong)",
    )
    sp.add_argument("--sandbox", action="store_true", help="start in sandbox mode")
    sp.add_argument("--load", help="open this save instead of a new game")
    sp.set_defaults(func=play)


def _add_simulate(sub: argparse._SubParsersAction) -> None:
    ss = sub.add_parser("simulate", help="play computer games headless and report the results")
    _game_argument(ss)
    ss.add_argument("--games", type=games, default=100, help=f"1 to {MAX_GAMES:,}")
    ss.add_argument(
        "--seed",
        type=seed,
        default=1,
        help="the first game's seed (default 1); each game after it plays the next, so"
        " --seed 2 shares all but one game with --seed 1",
    )
    ss.add_argument("--players", type=players, help="how many play (the game's range)")
    ss.add_argument(
        "--seats",
        help="comma-separated: easy, normal, strong or random per seat (default: all normal)",
    )
    ss.add_argument(
        "--think",
        type=seconds,
        help="seconds a strong player thinks a move (default 1)",
    )
    ss.add_argument(
        "--iterations",
        type=iterations,
        help="a strong player searches this many deals a move (repeatable; no time limit)",
    )
    ss.add_argument(
        "--rotate",
        action="store_true",
        help="each game, move every seat's kind one seat on (each plays every seat in turn)",
    )
    ss.add_argument("--jobs", type=jobs, default=1, help="games played at once, in processes")
    ss.add_argument(
        "--against",
        choices=registry.COMPUTER_KINDS,
        help="also play every seed with every seat this kind, and compare the winners"
        " game by game (for a game the table wins or loses together: its survivors)",
    )
    ss.add_argument("--json", action="store_true", help="print the report as JSON")
    ss.set_defaults(func=simulate)


def _add_replay(sub: argparse._SubParsersAction) -> None:
    sr = sub.add_parser("replay", help="replay a save, check it and print the outcome")
    sr.add_argument("save")
    sr.add_argument("-v", "--verbose", action="store_true", help="print the public log")
    sr.set_defaults(func=replay)


def _add_rules(sub: argparse._SubParsersAction) -> None:
    sl = sub.add_parser("rules", help="print a game's rules reference and rulings")
    _game_argument(sl)
    sl.set_defaults(func=rules)


def _add_render_cards(sub: argparse._SubParsersAction) -> None:
    sc = sub.add_parser("render-cards", help="export every card as PNG (and a print-and-play PDF)")
    _game_argument(sc)
    sc.add_argument("--out", required=True, help="folder to write into")
    sc.add_argument("--pdf", action="store_true", help="also write print-and-play sheets as PDF")
    sc.add_argument(
        "--width",
        type=card_width,
        default=750,
        help="each face's width in pixels (default 750: print size, about 300 dpi)",
    )
    sc.set_defaults(func=render_cards)


COMMANDS = {
    "play": _add_play,
    "simulate": _add_simulate,
    "replay": _add_replay,
    "rules": _add_rules,
    "render-cards": _add_render_cards,
}


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser; given one of the ``COMMANDS``, with that command alone (it is
    all that will be parsed, and building the others cost the app's start-up time)."""

    import argparse

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            # One line, as for every other refusal: the usage is one --help away.
            self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")

    p = Parser(
        prog="petridish",
        description="Petri Dish: a desktop table for A.D.A.P.T., ADRIFT, Genegrafter and ADAPTOID 24.",
    )
    p.add_argument("--version", action="version", version=f"Petri Dish {__version__}")
    p.add_argument(
        "--self-test",
        action="store_true",
        help="open every game's table offscreen, render it and exit",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    for name, add in COMMANDS.items():
        if command in (None, name) or command not in COMMANDS:
            add(sub)
    return p


# What a file manager or an installer's file association passes: a save as the only word.
SAVE_SUFFIXES = (".petridish", ".json")


def save_argument(argv: Sequence[str]) -> str | None:
    """The save to open when the first argument is an existing save file, else None."""
    if argv and argv[0].lower().endswith(SAVE_SUFFIXES) and Path(argv[0]).is_file():
        return argv[0]
    return None


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    save = save_argument(words)
    if save is not None or not words:  # a save to open, or just the app: no parser needed
        from petridish.ui.app import run_app

        return run_app(load=save) if save else run_app()
    p = parser(words[0])
    if words[0].lower().endswith(SAVE_SUFFIXES) and words[0] not in COMMANDS:
        # A save named that is not there: said so ("invalid choice" named commands).
        said = f"{words[0]} is a folder" if Path(words[0]).is_dir() else f"no save at {words[0]}"
        p.exit(2, f"petridish: error: {said}\n")
    args, extra = p.parse_known_args(words)
    if extra:  # argparse says these as "petridish: error:", away from the command's help
        prog = _prog(args)
        p.exit(2, f"{prog}: error: unrecognized arguments: {' '.join(extra)} (see {prog} --help)\n")
    try:
        if args.self_test:
            from petridish.ui.selftest import self_test

            return self_test()
        if args.command is None:
            from petridish.ui.app import run_app

            return run_app()
        return args.func(args)
    except BrokenPipeError:
        # The reader went away (``petridish simulate ... | head``): stop quietly, as
        # other command-line tools do, and send what Python still flushes at exit nowhere.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except CliError as exc:
        p.exit(2, f"{_prog(args)}: error: {exc}\n")
    except ValueError as exc:
        from petridish.core.content import ContentError

        if not isinstance(exc, ContentError):
            raise
        p.exit(2, f"{_prog(args)}: error: {exc}\n")  # names the file, the entry and the problem
    except KeyboardInterrupt:
        return 130


def _prog(args: argparse.Namespace) -> str:
    """The command a refusal is said by, as argparse says its own: "petridish simulate"."""
    return f"petridish {args.command}" if args.command else "petridish"


def gui_main() -> int:
    save = save_argument(sys.argv[1:])
    return main([save] if save else [])


if __name__ == "__main__":
    sys.exit(main())
