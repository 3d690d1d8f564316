"""Benchmark: how big the smallest words on each table are, and how much of the felt
the table uses, in the real main window (offscreen) at a laptop's 1366 x 768 and at
1920 x 1080, the side panel open.

    QT_QPA_PLATFORM=offscreen python bench/bench_readable.py [--game adrift] [--size 1366x768]

For every game and player count: the smallest text on the table in screen pixels (a
font's em height; a card's name by its name band's, or its art's title size where it
shows no band, see tests/ui/text_sizes.py), what it is, the smallest word that is not
a card's name and the smallest card's name, and the share of the felt the zones and
pieces cover.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "desktop"))

from bench.figures import Row  # noqa: E402

# The bars tests/ui/test_readable_tables.py holds every table to.
LEAST_PX = 9.0
LEAST_SHARE = 0.45


class _Bot:
    """Enough of pytest-qt's qtbot for open_table: wait a moment, wait until."""

    def wait(self, ms: int) -> None:
        from petridish.qt import QtCore, QtWidgets

        end = QtCore.QDeadlineTimer(ms)
        while not end.hasExpired():
            QtWidgets.QApplication.processEvents()

    def waitUntil(self, check, timeout: int = 5000) -> None:
        from petridish.qt import QtCore, QtWidgets

        end = QtCore.QDeadlineTimer(timeout)
        while not check():
            if end.hasExpired():
                raise TimeoutError("the window did not settle")
            QtWidgets.QApplication.processEvents()


def measured(
    games: list[str] | None = None, sizes: list[tuple[int, int]] | None = None, most: bool = False
) -> Iterator[dict[str, Any]]:
    """Every game (or ``games``) at every player count (``most``: its most only) and
    window size, as it is measured: the game, count and size, the share of the felt the
    table covers, and what the smallest text, the smallest word not a card's name and the
    smallest card's name are (size, what draws it, its first words; None if none)."""
    import tempfile

    from tests.ui.text_sizes import COUNTS, SIZES, covered_share, open_table, table_texts

    from petridish.storage.paths import Paths
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    make_app()
    bot = _Bot()
    with tempfile.TemporaryDirectory() as home:
        h = Path(home)
        window = MainWindow(paths=Paths(h / "c", h / "d", h / "a"), bot_delay_ms=0)
        window.resize(1600, 1000)
        window.show()
        for game, counts in COUNTS.items():
            if games and game not in games:
                continue
            for n in counts[-1:] if most else counts:
                for size in sizes or SIZES:
                    open_table(bot, window, game, n, size)
                    texts = table_texts(window, game)
                    word = next((t for t in texts if t.what != "card name"), None)
                    name = next((t for t in texts if t.what == "card name"), None)
                    yield {
                        "game": game,
                        "players": n,
                        "size": size,
                        "share": covered_share(window),
                        **{
                            key: None if t is None else (t.px, t.what, t.words[:24])
                            for key, t in (("least", texts[0]), ("word", word), ("name", name))
                        },
                    }
        window.controller.paused = True
        window.close()


def rows(tables: list[dict[str, Any]]) -> list[Row]:
    """For each game and window size, over its player counts: the smallest text and the
    least share of the felt covered, against the bars the tests hold."""
    out = []
    for game in dict.fromkeys(t["game"] for t in tables):
        for size in dict.fromkeys(t["size"] for t in tables if t["game"] == game):
            these = [t for t in tables if t["game"] == game and t["size"] == size]
            small = min(these, key=lambda t: t["least"][0])
            bare = min(these, key=lambda t: t["share"])
            at = f"{game} at {size[0]}x{size[1]}"
            px, what, words = small["least"]
            out.append(
                Row(
                    f"{at}: the smallest text",
                    px,
                    "px",
                    f"≥ {LEAST_PX:.0f} px",
                    px >= LEAST_PX * 0.99,
                    None,
                    f"{small['players']} players, {what}: {words!r}",
                )
            )
            out.append(
                Row(
                    f"{at}: the felt the table covers",
                    bare["share"] * 100,
                    "%",
                    f"≥ {LEAST_SHARE:.0%}",
                    bare["share"] >= LEAST_SHARE,
                    None,
                    f"least at {bare['players']} players",
                )
            )
    return out


def figures(sizes: list[tuple[int, int]] | None = None, most: bool = False) -> list[Row]:
    """Every game's smallest text and felt covered (see :func:`rows`)."""
    return rows(list(measured(sizes=sizes, most=most)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--size", action="append", help="only this size, e.g. 1366x768")
    args = parser.parse_args()
    sizes = [tuple(map(int, s.split("x"))) for s in args.size] if args.size else None
    print(
        f"{'game':<12}{'n':>2} {'size':>10} {'min px':>7}  {'felt':>5}  "
        "smallest; smallest word not a card's name; smallest card's name"
    )
    for table in measured(args.game, sizes):
        game, n, size = table["game"], table["players"], table["size"]
        px, kind, words = table["least"]
        what = f"{kind}: {words!r}"
        if table["word"] is not None:
            what += "; {:.1f} {}: {!r}".format(*table["word"])
        if table["name"] is not None:
            what += "; name {:.1f}: {!r}".format(*table["name"][::2])
        print(
            f"{game:<12}{n:>2} {size[0]:>5}x{size[1]:<4} {px:7.1f}  {table['share']:5.0%}  {what}",
            flush=True,
        )


if __name__ == "__main__":
    main()
