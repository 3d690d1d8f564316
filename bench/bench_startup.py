"""Benchmark: start-up times of the app as ratios to a bare PySide6 window, and card art
rendering cold versus warm.

    QT_QPA_PLATFORM=offscreen python bench/bench_startup.py [--runs 5]

Each figure is the median over several fresh processes, from process start until the
first frame has been painted: the window and every widget in it, as a player sees it
(when painting merely begins is printed too). Targets: the game picker ≤ 1.5× a bare window; an ADAPTOID 24
table with a warm art cache ≤ 2.5×.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CHILD = r"""
import sys, time
start = float(sys.argv[1]); what = sys.argv[2]
from PySide6 import QtCore, QtWidgets

begun = []

def painted():
    # Queued when the window started painting, so it runs once the whole window has been
    # painted and flushed (Qt paints a window and all its widgets in one pass).
    print(f"{begun[0]:.4f} {time.time() - start:.4f}", flush=True)
    QtWidgets.QApplication.quit()

class FirstFrame(QtCore.QObject):
    def eventFilter(self, obj, event):
        if event.type() == QtCore.QEvent.Type.Paint and not begun:
            begun.append(time.time() - start)
            QtCore.QTimer.singleShot(0, painted)
        return False

if what == "bare":
    app = QtWidgets.QApplication([])
    w = QtWidgets.QMainWindow(); w.resize(1500, 960)
else:
    from petridish.ui.app import make_app
    app = make_app()
    from petridish.ui.main_window import MainWindow
    w = MainWindow(picker=what != "table")  # as `petridish play adaptoid24` starts
    if what == "table":
        w.start_quick("adaptoid24", 1, ["human", "bot"], False)
# Installed last, so it sees the window's first paint before the app's own filters do.
f = FirstFrame(); w.installEventFilter(f)
w.show()
app.exec()
"""


def first_frame(what: str, env: dict[str, str]) -> tuple[float, float]:
    """(first paint begins, first frame complete), seconds from process start."""
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(start), what],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if out.returncode != 0:
        raise SystemExit(f"{what} failed:\n{out.stderr}")
    begins, done = out.stdout.strip().splitlines()[-1].split()
    return float(begins), float(done)


def art_timings(home: Path) -> tuple[float, float, int]:
    from petridish.art.cache import ArtCache
    from petridish.games.adaptoid24.art import TEMPLATE

    cache = ArtCache(home / "art-bench")
    faces = TEMPLATE.faces()
    t = time.perf_counter()
    cache.warm(TEMPLATE, 252, 352)
    cold = (time.perf_counter() - t) / len(faces)
    t = time.perf_counter()
    cache.warm(TEMPLATE, 252, 352)
    warm = (time.perf_counter() - t) / len(faces)
    return cold * 1000, warm * 1000, len(faces)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    home = Path(tempfile.mkdtemp(prefix="petridish-bench-"))
    env = {
        **os.environ,
        "PETRIDISH_HOME": str(home),
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    }
    # An installed app has its bytecode compiled (pip does it on install); let the
    # warm-up runs write it, as a player's first start would.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for what in ("bare", "picker", "table"):
        first_frame(what, env)  # bytecode written; the table run fills the art cache
    # Interleaved, so that the machine's drift (other load, caches) falls on all three
    # alike; the median is the typical start, the best of N the least disturbed one.
    kinds = ("bare", "picker", "table")
    begins: dict[str, list[float]] = {k: [] for k in kinds}
    times: dict[str, list[float]] = {k: [] for k in kinds}
    for _ in range(args.runs):
        for what in kinds:
            b, t = first_frame(what, env)
            begins[what].append(b)
            times[what].append(t)
    med = {k: statistics.median(v) for k, v in times.items()}
    best = {k: min(v) for k, v in times.items()}
    med_begin = {k: statistics.median(v) for k, v in begins.items()}
    targets = {"picker": 1.5, "table": 2.5}
    names = {
        "bare": "bare PySide6 window",
        "picker": "game picker",
        "table": "ADAPTOID 24 table, warm",
    }
    print(f"first frame complete, over {args.runs} fresh processes each (interleaved):")
    print(f"  {'':<25}{'median':>15}{'best':>17}{'painting begins':>26}")
    for k in kinds:
        line = f"  {names[k]:<25}{med[k] * 1000:6.0f} ms {med[k] / med['bare']:5.2f}×"
        line += f"   {best[k] * 1000:6.0f} ms {best[k] / best['bare']:5.2f}×"
        line += f"   {med_begin[k] * 1000:6.0f} ms {med_begin[k] / med_begin['bare']:5.2f}×"
        if k in targets:
            line += f"   (target ≤ {targets[k]}×)"
        print(line)
    cold, warm, n = art_timings(home)
    print(
        f"card art at 252×352 ({n} faces): cold {cold:.1f} ms/card, warm {warm:.2f} ms/card ({cold / warm:.0f}× faster warm)"
    )


if __name__ == "__main__":
    main()
