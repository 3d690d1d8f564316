"""Benchmark: how often Genegrafter's battles pass the computer behind the curtain.

    python bench/bench_gg_passes.py [--games N]

Seeded games of two and three people at one computer, each seat's moves chosen by the
computer player from that seat's own view; the computer is passed as the window's
controller passes it: whenever the seat to act changes and the two see different
tables. Each pass from a fight's defence to the first move after it counts to that
fight. It prints, for each way of laying (ruling GG-R23), the passes per fight and per
fight in which a card or token was laid, with the most in one fight.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for bench.figures

from bench.figures import Row
from petridish.core.play import play
from petridish.games.genegrafter.bot import GenegrafterBot
from petridish.games.genegrafter.rules import GAME


def fights(seed: int, players: int, laying: str) -> list[tuple[int, bool]]:
    """Each fight of one game: the passes it took, and whether anything was laid."""
    seats = GAME.seat_ids(players)
    state = GAME.new_state(seed, {"laying": laying}, seats=seats)
    bots = {s: GenegrafterBot(seed * 10 + i) for i, s in enumerate(seats)}

    def choose(st, seat, legal):
        return bots[seat].choose(GAME, GAME.view(st, seat), seat, legal)

    out: list[list] = []
    viewer, before, fight, decided = None, state, None, False
    for move in play(GAME, state, choose):
        if viewer is not None and move.seat != viewer and fight is not None:
            seen = GAME.state_to_json(GAME.view(before, viewer))
            if seen != GAME.state_to_json(GAME.view(before, move.seat)):
                fight[0] += 1
        viewer, before = move.seat, move.outcome.state
        if decided:  # the pass back after a fight was counted to it
            fight, decided = None, False
        kinds = [e.kind for e in move.outcome.events]
        if "defends" in kinds:
            fight = [0, False]
            out.append(fight)
        if fight is not None and ("laid" in kinds or "token" in kinds):
            fight[1] = True
        if "won" in kinds and fight is not None:
            decided = True
    return [(n, laid) for n, laid in out]


def measured(games: int = 30) -> Iterator[tuple[str, int, list[tuple[int, bool]]]]:
    """For each way of laying and 2 and 3 players: every fight of ``games`` games."""
    for laying in ("one a turn", "several a turn"):
        for players in (2, 3):
            yield (
                laying,
                players,
                [f for seed in range(games) for f in fights(seed, players, laying)],
            )


def rows(laying: str, players: int, found: list[tuple[int, bool]]) -> list[Row]:
    """The passes a fight, and a fight in which something was laid (for reference)."""
    laid = [n for n, was in found if was]
    name = f"{laying}, {players} players"
    return [
        Row(
            f"{name}: passes a fight",
            statistics.mean(n for n, _ in found),
            "",
            note=f"{len(found)} fights",
        ),
        Row(
            f"{name}: passes a fight with cards laid",
            statistics.mean(laid),
            "",
            note=f"{len(laid)} fights; at most {max(laid)}",
        ),
    ]


def figures(games: int = 30) -> list[Row]:
    """The passes of every way of laying and count (see :func:`rows`)."""
    return [row for found in measured(games) for row in rows(*found)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    for laying, players, found in measured(args.games):
        every = [n for n, _ in found]
        laid = [n for n, was in found if was]
        print(
            f"{laying:>14}, {players} players: {len(every)} fights, "
            f"{statistics.mean(every):.2f} passes a fight; {len(laid)} with cards laid: "
            f"{statistics.mean(laid):.2f} a fight, at most {max(laid)}"
        )


if __name__ == "__main__":
    main()
