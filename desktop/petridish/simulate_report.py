"""The report of ``petridish simulate``: how its games ended and what they came to,
as small aligned tables; ``--against``'s game-by-game comparison of two tables on the
same seeds, with its sign test; and the run's progress, told on stderr as it goes."""

from __future__ import annotations

import math
import sys
from collections.abc import Collection, Sequence
from typing import Any

from petridish.core.words import counted, listed


def tally(outcome: Any, ends: dict[str, int], totals: dict[str, float]) -> None:
    """Count a played game (``play_seeded``'s result, length and statistics) into how
    the games ended and the sums of their statistics."""
    result, _, stats = outcome
    ends[result.reason] = ends.get(result.reason, 0) + 1
    for name, value in stats.items():
        totals[name] = totals.get(name, 0.0) + value


def compared_seats(game, table, kinds: Sequence[str], against: str) -> tuple[str, ...]:
    """The seats whose wins ``--against`` counts in a game seated ``kinds`` (on both
    sides: as seated, and with every seat ``against``). In a game one seat's win is
    another's loss, the seats whose kind is not ``against``, those the comparison
    changes (the others' wins are what theirs leave); where the table wins or loses
    together (``Game.wins_together``: ADRIFT), every seat, its survivors, for a
    castaway's play shows in the others' lives too."""
    if game.wins_together:
        return tuple(spec.id for spec in table)
    return tuple(spec.id for spec, kind in zip(table, kinds, strict=True) if kind != against)


def wins_of(result: Any, seats: Collection[str] | None) -> int:
    """How many of ``seats`` won a game (None: every seat, its count of winners)."""
    if seats is None:
        return len(result.winners)
    return sum(1 for w in result.winners if w in seats)


def compare(
    won: Sequence[int | None],
    played,
    errors: list[str],
    compared: Sequence[Collection[str]] | None = None,
) -> dict[str, Any]:
    """``--against``: the games of ``played`` (the same seeds, every seat of the other
    kind) set game by game against ``won``, each game's wins of its ``compared`` seats
    at the table as seated (None: every seat, a game's count of winners), counted here
    of the same seats. The luck of a deal, much larger than what a player changes,
    drops out of the difference. A crash is counted in ``errors`` and its seed left
    out of both sides."""
    pairs = []
    ends: dict[str, int] = {}  # how their games ended, and their statistics' sums
    totals: dict[str, float] = {}
    for i, (ours, outcome) in enumerate(zip(won, played, strict=True)):
        if isinstance(outcome, str):
            errors.append(outcome)
        elif ours is not None:
            pairs.append((ours, wins_of(outcome[0], None if compared is None else compared[i])))
            tally(outcome, ends, totals)
    n = len(pairs)
    gains = [a - b for a, b in pairs]
    mean = sum(gains) / n if n else 0.0
    spread = sum((g - mean) ** 2 for g in gains) / (n - 1) if n > 1 else 0.0
    better = sum(1 for g in gains if g > 0)
    worse = sum(1 for g in gains if g < 0)
    return {
        "games": n,
        "winners": sum(a for a, _ in pairs) / n if n else 0.0,
        "their_winners": sum(b for _, b in pairs) / n if n else 0.0,
        "difference": mean,
        # Half the width of the difference's 95% confidence interval (normal).
        "interval": 1.96 * (spread / n) ** 0.5 if n else 0.0,
        "better": better,
        "worse": worse,
        "same": n - better - worse,
        "sign_test_p": sign_test(better, worse),
        "their_ends": dict(sorted(ends.items(), key=lambda kv: -kv[1])),
        "their_mean_stats": {name: round(total / n, 2) for name, total in totals.items()},
    }


def sign_test(better: int, worse: int) -> float:
    """The two-sided sign test's p-value for ``better`` games against ``worse`` (ties
    left out): how likely a split at least this uneven is between two equal players.
    Exact up to 2,000 games apart from ties, the normal approximation beyond."""
    n = better + worse
    if not n:
        return 1.0
    k = min(better, worse)
    if n > 2000:
        z = (n / 2 - k - 0.5) / (n**0.5 / 2)
        return min(1.0, math.erfc(z / math.sqrt(2)))
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2**n)


def seeds_words(first: int, games: int) -> str:
    """The seeds a run plays, in words: "seed 7", "seeds 1 to 200"."""
    return f"seed {first}" if games == 1 else f"seeds {first} to {first + games - 1}"


def print_comparison(game, table, kinds: Sequence[str], args, against: dict[str, Any]) -> None:
    """``--against``'s lines of the report (how the other table's games ended, and its
    statistics, are columns of ``print_tables``)."""
    kind = args.against
    seeds = f"the same {counted(against['games'], 'seed')}"
    if game.wins_together:
        measure = "winners a game:"
    else:
        print(f"  compared:         {compared_words(table, kinds, args)}")
        measure = "wins a game:"
    print(
        f"  {measure:<18}{against['winners']:.3f} as seated, {against['their_winners']:.3f}"
        f" with every seat {kind} ({seeds})"
    )
    print(
        f"  difference:       {against['difference']:+.3f} +- {against['interval']:.3f}"
        f" (95%); {counted(against['better'], 'game')} better, {against['worse']} worse,"
        f" {against['same']} the same; sign test p = {against['sign_test_p']:.2g}"
    )


def compared_words(table, kinds: Sequence[str], args) -> str:
    """Whose wins ``--against`` compares, in words: "the wins of Jon (easy), as seated
    and with every seat normal"; with ``--rotate``, by kind, as the seat moves on."""
    changed = [
        (spec, kind) for spec, kind in zip(table, kinds, strict=True) if kind != args.against
    ]
    if args.rotate:
        levels = listed(dict.fromkeys(kind for _, kind in changed))
        whose = f"the {levels} seat{'s' if len(changed) > 1 else ''} (one seat on each game)"
    else:
        whose = listed(f"{spec.name} ({kind})" for spec, kind in changed)
        whose += " together" if len(changed) > 1 else ""
    return f"the wins of {whose}, as seated and with every seat {args.against}"


def aligned(
    sections: Sequence[tuple[str, Sequence[Sequence[str]]]], header: Sequence[str] = ()
) -> list[str]:
    """Small tables of the report, one under another in the same columns: each
    section's heading, then a line a row, indented, its first cell (a name) on the left
    and each other cell right-aligned in a column as wide as its widest cell;
    ``header`` names those columns, on the first heading's line. A section without
    rows is left out."""
    sections = [(heading, rows) for heading, rows in sections if rows]
    if not sections:
        return []
    rows = [row for _, section in sections for row in section]
    cells = [*([header] if header else []), *(row[1:] for row in rows)]
    widths = [max(len(row[i]) for row in cells) for i in range(len(rows[0]) - 1)]
    # The names' column: as wide as the widest name, and as a heading above it.
    name = max([len(row[0]) + 2 for row in rows] + [len(h) for h, _ in sections])
    lines = []
    for n, (heading, section) in enumerate(sections):
        top = header if header and n == 0 else ()
        lines.append(f"  {heading:<{name}}{columns(top, widths)}".rstrip())
        for row in section:
            lines.append(f"    {row[0]:<{name - 2}}{columns(row[1:], widths)}")
    return lines


def columns(cells: Sequence[str], widths: Sequence[int]) -> str:
    """``cells`` right-aligned in columns of ``widths``, three spaces apart."""
    return "".join(f"   {c:>{w}}" for c, w in zip(cells, widths, strict=False))


def share(count: int, games: int) -> str:
    """A count of games and its share of ``games``: "173 (86.5%)"."""
    return f"{count} ({count / games:.1%})" if games else str(count)


def print_tables(report: dict[str, Any], said: dict[str, str]) -> None:
    """How the games ended (in words: ``said``, by reason) and the mean of each
    statistic the game keeps, as tables; with ``--against``, the other table's beside."""
    against = report.get("against")
    header = ("as seated", f"every seat {against['kind']}") if against else ()
    games = report["games"] - report["errors"]
    ends = report["ends"]
    theirs = against["their_ends"] if against else {}
    endings = []
    for reason in [*ends, *(r for r in theirs if r not in ends)]:
        row = [said.get(reason, reason), share(ends.get(reason, 0), games)]
        if against:
            row.append(share(theirs.get(reason, 0), against["games"]))
        endings.append(row)
    stats = []
    for name, mean in report["mean_stats"].items():
        row = [name, f"{mean:.2f}"]
        if against:
            row.append(f"{against['their_mean_stats'].get(name, 0):.2f}")
        stats.append(row)
    sections = [("how the games ended:", endings), ("at the end, on average:", stats)]
    for line in aligned(sections, header):
        print(line)


def watched(game, played, said: dict[str, str], progress: Progress):
    """``played`` (``play_plan``'s games) as they come, each counted in ``progress``
    and each ending's words kept in ``said`` by its reason: the report counts the
    endings by reason (A.D.A.P.T.'s "last"; the JSON keeps them so) and prints them as
    the game words them (``Game.ending``: "the last fish alive in the Sea")."""
    for outcome in played:
        if not isinstance(outcome, str):
            result = outcome[0]
            said.setdefault(result.reason, game.ending(result))
        progress.tick()
        yield outcome


# On a pipe or in a file, a line of progress at most this often, in seconds: a quick
# run says nothing there, and a long one is seen to go on. On a terminal the line is
# rewritten in place, at most once a second.
PROGRESS_EVERY = 5.0


class Progress:
    """How far a run has come, told on stderr as it goes (stdout holds the report):
    the games played of ``total``, the time so far, the pace and the time left. On a
    terminal, one line rewritten in place and there from the start (a strong player's
    first game can take half a minute); elsewhere, a line every ``PROGRESS_EVERY``
    seconds at most."""

    def __init__(self, total: int) -> None:
        import time

        self.total = total
        self.done = 0
        self.out = sys.stderr
        self.tty = self.out.isatty()
        self.start = self.last = time.perf_counter()
        self.width = 0  # of the line on the terminal, to write over all of it
        if self.tty:
            self.say(f"0 of {counted(total, 'game')}…")

    def tick(self) -> None:
        """One more game played (or crashed)."""
        import time

        self.done += 1
        now = time.perf_counter()
        every = 1.0 if self.tty else PROGRESS_EVERY
        if now - self.last >= every or (self.tty and self.done == self.total):
            self.last = now
            self.say(self.line(now - self.start))

    def line(self, elapsed: float) -> str:
        """Where the run stands after ``elapsed`` seconds."""
        said = f"{self.done:,} of {counted(self.total, 'game')} in {duration(elapsed)}"
        said += f" ({pace(self.done, elapsed)}"
        if self.done < self.total:
            said += f"; about {duration(elapsed / self.done * (self.total - self.done))} left"
        return said + ")"

    def say(self, text: str) -> None:
        if self.tty:
            print(f"\r{text:<{self.width}}", end="", file=self.out, flush=True)
            self.width = len(text)
        else:
            print(text, file=self.out, flush=True)

    def close(self) -> None:
        """The run is over (or stopped): the terminal's line is ended, so that what
        follows starts on a line of its own."""
        if self.tty:
            print(file=self.out, flush=True)


def duration(seconds: float) -> str:
    """A span of time as a person reads it: "0.41 s", "28 s", "4 min 5 s", "1 h 23 min"."""
    if seconds < 10:
        return f"{seconds:.2f} s"
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    minutes, secs = divmod(whole, 60)
    if minutes < 60:
        return f"{minutes} min {secs} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min"


def pace(games: int, seconds: float) -> str:
    """How fast ``games`` were played in ``seconds``, with the precision it deserves:
    "135 games/s", "23.7 games/s", "1.25 games/s"; slower than a game a second, the
    time a game: "3.4 s a game", "28 s a game", "2 min 5 s a game"."""
    if games <= 0 or seconds <= 0:
        return "not timed"
    rate = games / seconds
    if rate >= 1:
        return f"{rate:.{0 if rate >= 100 else 1 if rate >= 10 else 2}f} games/s"
    each = seconds / games
    return f"{duration(each) if each >= 10 else f'{each:.1f} s'} a game"
