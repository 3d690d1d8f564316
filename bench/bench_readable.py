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
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "desktop"))


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--size", action="append", help="only this size, e.g. 1366x768")
    args = parser.parse_args()
    import tempfile

    from tests.ui.text_sizes import COUNTS, SIZES, covered_share, open_table, table_texts

    from petridish.storage.paths import Paths
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    sizes = [tuple(map(int, s.split("x"))) for s in args.size] if args.size else SIZES
    make_app()
    bot = _Bot()
    with tempfile.TemporaryDirectory() as home:
        h = Path(home)
        window = MainWindow(paths=Paths(h / "c", h / "d", h / "a"), bot_delay_ms=0)
        window.resize(1600, 1000)
        window.show()
        print(
            f"{'game':<12}{'n':>2} {'size':>10} {'min px':>7}  {'felt':>5}  "
            "smallest; smallest word not a card's name; smallest card's name"
        )
        for game, counts in COUNTS.items():
            if args.game and game not in args.game:
                continue
            for n in counts:
                for size in sizes:
                    open_table(bot, window, game, n, size)
                    texts = table_texts(window, game)
                    low = texts[0]
                    share = covered_share(window)
                    what = f"{low.what}: {low.words[:24]!r}"
                    word = next((t for t in texts if t.what != "card name"), None)
                    if word is not None:
                        what += f"; {word.px:.1f} {word.what}: {word.words[:24]!r}"
                    name = next((t for t in texts if t.what == "card name"), None)
                    if name is not None:
                        what += f"; name {name.px:.1f}: {name.words[:24]!r}"
                    print(
                        f"{game:<12}{n:>2} {size[0]:>5}x{size[1]:<4} {low.px:7.1f}  "
                        f"{share:5.0%}  {what}",
                        flush=True,
                    )
        window.controller.paused = True
        window.close()


if __name__ == "__main__":
    main()
