"""``kill -9`` during autosaves: no good autosave is ever lost, and leftovers are cleaned.

A child process plays ADAPTOID 24 and autosaves after every move, as the app does,
numbering each autosave in its title and saying so once it is written; it is killed at
random moments, over and over, each new child continuing from the autosave the last one
left. After every kill the latest autosave loads, so does the previous one, and the
latest is at least as new as the last autosave the child reported written. Temporary
files left by the kills are removed at the next start of the real app: only ours, only
old ones, only in our folders.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from petridish.storage.paths import Paths
from petridish.storage.peek import latest_autosave
from petridish.storage.saves import read_save

from . import scale

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")

CHILD = textwrap.dedent(
    """
    import random, sys
    from petridish.games.adaptoid24.rules import GAME
    from petridish.storage.paths import Paths
    from petridish.storage.saves import SeatInfo, autosave, load_session, session_from_setup
    from petridish.storage.peek import latest_autosave

    paths = Paths.default()
    KEY = "adaptoid24-20261201-000000-0d0d"
    seats = [SeatInfo("adaptoid", "Zoë"), SeatInfo("geneticist", "Bob", "bot")]
    serial, seed, session = 0, random.randrange(10**6), None
    latest = latest_autosave(paths)
    if latest is not None:  # "Continue last game"
        save, session = load_session(latest)
        serial, seed = int(save.title.split()[1]), save.seed
    rng = random.Random()
    print("ready", flush=True)
    while True:
        if session is None or GAME.is_terminal(session.state):
            seed, session = random.randrange(10**6), None
            session = session_from_setup(GAME, seed, {}, ())
        seat = rng.choice(GAME.to_move(session.state))
        session.submit(rng.choice(GAME.legal_actions(session.state, seat)))
        serial += 1
        autosave(paths, session, key=KEY, game_id="adaptoid24", seed=seed, options={},
                 forced=(), seats=seats, title=f"autosave {serial}")
        sys.stdout.write(f"saved {serial}\\n")  # one write: a kill cuts it whole or not at all
        sys.stdout.flush()
    """
)


def serial_of(path: Path) -> int:
    return int(read_save(path).title.split()[1])


def run_and_kill(home: Path, rng: random.Random) -> int:
    """Start a child, kill -9 it at a random moment; the last serial it reported."""
    env = dict(os.environ, PETRIDISH_HOME=str(home))
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD], env=env, stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    time.sleep(rng.uniform(0.005, 0.25))
    child.send_signal(signal.SIGKILL)
    out, _ = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL
    # Only whole lines: the kill may fall in the middle of the last one.
    whole = out.split("\n")[:-1]
    reported = [int(line.split()[1]) for line in whole if line.startswith("saved ")]
    return reported[-1] if reported else 0


KEY = "adaptoid24-20261201-000000-0d0d"  # the child's game in progress


def ours(paths: Paths) -> list[Path]:
    return sorted(paths.autosaves_dir.glob(f".{KEY}*.petridish.*.tmp"))


def test_kill_9_during_autosaves_loses_no_good_autosave(home, qtbot):
    paths = Paths.default()
    rng = random.Random(9)
    kills = scale.size(5, 120)
    newest = 0  # the last autosave any child reported written
    seen_leftovers = 0
    for _ in range(kills):
        reported = run_and_kill(home, rng)
        newest = max(newest, reported)
        latest = latest_autosave(paths)
        if newest == 0 and latest is None:
            continue  # killed before its first autosave
        assert latest is not None
        assert serial_of(latest) >= newest  # the latest loads, and nothing written is lost
        if paths.previous_autosave_for(KEY).exists():
            serial_of(paths.previous_autosave_for(KEY))  # and so does the previous one
        seen_leftovers = max(seen_leftovers, len(ours(paths)))

    # The next start: leftovers of the kills are old by then; a fresh one may be another
    # Petri Dish writing right now, and a stranger's file is not ours to delete.
    paths.saves_dir.mkdir(parents=True, exist_ok=True)
    paths.autosaves_dir.mkdir(parents=True, exist_ok=True)
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    planted_old = [
        paths.data_dir / ".autosave.petridish.0123abcd.tmp",
        paths.saves_dir / ".lab night.petridish.4567ef01.tmp",
        paths.config_dir / ".settings.json.89abcdef.tmp",
    ]
    fresh = paths.autosaves_dir / f".{KEY}.petridish.fedcba98.tmp"
    stranger = paths.data_dir / ".notes.txt.0badf00d.tmp"
    for path in [*planted_old, fresh, stranger]:
        path.write_bytes(b"half a wri")
    an_hour_ago = time.time() - 3600
    for path in [*ours(paths), *planted_old, stranger]:
        if path != fresh:
            os.utime(path, (an_hour_ago, an_hour_ago))
    autosaves = (paths.autosave_for(KEY), paths.previous_autosave_for(KEY))
    keep = {p: p.read_bytes() for p in autosaves if p.exists()}  # (a kill may come early)

    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    make_app()
    window = MainWindow(paths=paths, bot_delay_ms=0)
    qtbot.addWidget(window)

    assert ours(paths) == [fresh]
    assert stranger.exists()
    assert not any(path.exists() for path in planted_old)
    assert {p: p.read_bytes() for p in keep} == keep
    assert window.picker is not None and window.picker.continue_button is not None
    print(f"{kills} kills, at most {seen_leftovers} temporary files left at once")
