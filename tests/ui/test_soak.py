"""Games in a row in one window leave no more alive than the first: a game that is left,
finished or not, for another game, the picker or a save, lets go of its controller,
session, presenter, end-of-game dialog and pieces. Two laps of the ways of
tests/ui/soak.py here; bench/bench_soak.py plays fifty games and measures the memory."""

from __future__ import annotations

from . import soak

LAPS = 2
# A seed for each way of a lap, the same in every lap: short games (10 and 16 moves of
# A.D.A.P.T. between computer players, 34 of ADAPTOID 24 between two people), so that
# the laps take about 6 seconds once the cards are painted.
SEEDS = (8, 23, 13, 13)
AT_MOST_ONE = ("GameController", "Session", "presenters", "EndGameDialog")


def presenters(counts: dict[str, int]) -> int:
    return sum(n for name, n in counts.items() if name.endswith("Presenter"))


def test_games_in_a_row_leave_no_more_alive_than_the_first(window, tmp_path):
    soak.open_each_game(window)  # what a game's first opening leaves, it leaves once
    # Held before the first game (by tests run before this one in the same process).
    before = soak.census(window)
    lap = len(soak.WAYS)
    seen: dict[int, dict[str, int]] = {}

    def count(n: int) -> None:
        seen[n] = soak.census(window)
        seen[n]["presenters"] = presenters(seen[n])

    soak.play_games(window, LAPS * lap, tmp_path, count, SEEDS)
    for n, counts in seen.items():
        # Only the game at the table is alive, and none while the picker shows.
        assert all(counts[k] <= 1 for k in AT_MOST_ONE), (n, counts)
        assert counts["NewGameDialog"] == 0, (n, counts)
        # Nothing of an earlier game's table is kept: no item off the table, no Qt
        # object deleted while Python still holds it.
        for kept in ("table items off the table", "deleted Qt objects kept"):
            assert counts[kept] <= before[kept], (n, kept, before[kept], counts)
        if soak.WAYS[(n - 1) % lap][0] is soak.left_for_the_picker:
            assert counts["GameController"] == counts["presenters"] == 0, (n, counts)
    for n in range(lap + 1, LAPS * lap + 1):
        first = seen[(n - 1) % lap + 1]  # the same way of leaving a game, in the first lap
        assert soak.leaks(first, seen[n]) == {}, f"more alive after game {n} than game {n - lap}"
