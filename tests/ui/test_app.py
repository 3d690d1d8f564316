"""The application object: name, icon, desktop-file name, and saves handed to it by
the system (macOS's file-open event)."""

import pytest

from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.ui import app as app_module
from petridish.ui import palette
from petridish.ui.app import SaveOpener, make_app


def test_the_app_has_its_name_icon_and_desktop_file(qtbot, monkeypatch):
    app = make_app()
    assert app.applicationName() == "Petri Dish"
    assert app.desktopFileName() == "petridish"
    assert not app.windowIcon().isNull()
    given: list[QtGui.QIcon] = []
    monkeypatch.setattr(app, "setWindowIcon", given.append)
    make_app()
    assert len(given) == 1 and not given[0].isNull()
    assert given[0].availableSizes()[0].width() == 256


def test_the_main_window_shows_the_app_icon(qtbot, window):
    assert not window.windowIcon().isNull()


def test_a_file_open_event_opens_the_save(qtbot, window, tmp_path):
    opened = []
    window.open_path = lambda path, remember=True: opened.append(path) or True
    opener = SaveOpener(window)
    event = QtGui.QFileOpenEvent(str(tmp_path / "lab night.petridish"))
    assert opener.eventFilter(QtWidgets.QApplication.instance(), event)
    assert opened == [str(tmp_path / "lab night.petridish")]
    other = QtCore.QEvent(QtCore.QEvent.Type.MouseMove)
    assert not opener.eventFilter(QtWidgets.QApplication.instance(), other)


def test_the_real_command_paints_its_first_frame_and_reports_it(tmp_path):
    """`petridish` started as a player starts it (what bench/bench_startup.py times)."""
    import os
    import subprocess
    import sys
    import time

    for args in ([], ["play", "adaptoid24", "--seats", "human,bot", "--seed", "3"]):
        start = time.time()
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "PETRIDISH_HOME": str(tmp_path / "home"),
            "PETRIDISH_FIRST_FRAME_PROBE": repr(start),
        }
        out = subprocess.run(
            [sys.executable, "-m", "petridish", *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert out.returncode == 0, out.stderr
        word, begins, done = out.stdout.strip().splitlines()[-1].split()
        assert word == "first-frame" and 0 < float(begins) <= float(done) < time.time() - start


def test_the_app_starts_in_the_fusion_style_with_the_dark_palette(qapp):
    """Chosen as Qt starts in a new process (see make_app), set on an app that exists."""
    import os
    import subprocess
    import sys

    script = (
        "from petridish.ui.app import make_app\n"
        "app = make_app()\n"
        "print(app.style().name().lower(), app.palette().window().color().name())\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["fusion", palette.WINDOW.lower()]
    assert make_app() is qapp and qapp.style().name().lower() == "fusion"


def _reports(script: str, home, starts: int, prefix: str) -> list[str]:
    """Run ``script`` (a probed start of the app) ``starts`` times in a row with its
    folders in ``home``; the lines it printed that begin with ``prefix``."""
    import os
    import subprocess
    import sys
    import time

    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PETRIDISH_HOME": str(home),
        "PETRIDISH_FIRST_FRAME_PROBE": repr(time.time()),
    }
    reports = []
    for _ in range(starts):
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
        )
        assert out.returncode == 0, out.stderr
        reports += [line for line in out.stdout.splitlines() if line.startswith(prefix)]
    return reports


# Reports, as the first frame completes, whether PySide6 has built its Qt enums yet (it
# puts ``Qt`` into the QtCore module the first time any of them is used).
_ENUMS_AT_FIRST_FRAME = r"""
import sys
from petridish.qt import QtCore
from petridish.ui import probe

done = probe._FirstFrame._done


def report(self):
    print("qt-enums-built", "Qt" in QtCore.__dict__, flush=True)
    done(self)


probe._FirstFrame._done = report
from petridish.cli import main

sys.argv = ["petridish"]
main()
"""


@pytest.mark.parametrize("player", ["new", "returning"])
def test_a_warm_picker_reaches_its_first_frame_without_building_the_qt_enums(tmp_path, player):
    """Building PySide6's Qt enums costs about 20 ms, an eighth of the picker's start-up;
    the picker's first frame is made without them (see petridish.qt) once its pictures
    are cached, and this keeps it so: for a new player, and for one with recent saves."""
    import json

    if player == "returning":
        saves = [tmp_path / "saves" / f"{name}.petridish" for name in ("lab night", "rematch")]
        for save in saves:
            save.parent.mkdir(parents=True, exist_ok=True)
            save.write_text("{}")  # listed if it exists; it is not opened
        settings = tmp_path / "home" / "config" / "settings.json"
        settings.parent.mkdir(parents=True)
        settings.write_text(json.dumps({"recent_saves": [str(s) for s in saves]}))
    # The first start draws the pictures the second one reads.
    reports = _reports(_ENUMS_AT_FIRST_FRAME, tmp_path / "home", 2, "qt-enums")
    assert reports[-1] == "qt-enums-built False"


def test_a_malformed_probe_start_is_refused_clearly(tmp_path):
    import os
    import subprocess
    import sys

    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PETRIDISH_HOME": str(tmp_path),
        "PETRIDISH_FIRST_FRAME_PROBE": "soon",
    }
    out = subprocess.run(
        [sys.executable, "-m", "petridish"], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode != 0 and "PETRIDISH_FIRST_FRAME_PROBE" in out.stderr


def test_only_macos_gets_the_application_wide_file_open_filter(qtbot, monkeypatch, tmp_path):
    """Elsewhere a save arrives as an argument, and an application-wide filter would put
    every event of every widget through Python."""
    monkeypatch.setenv("PETRIDISH_HOME", str(tmp_path))  # never the player's own folders
    installed = []
    app = make_app()
    # Only the windows this test opens are closed by it (not what other tests left).
    before = set(QtWidgets.QApplication.topLevelWidgets())
    monkeypatch.setattr(app, "installEventFilter", installed.append)
    monkeypatch.setattr(app, "exec", lambda: 0)
    for platform, expected in (("linux", 0), ("win32", 0), ("darwin", 1)):
        installed.clear()
        monkeypatch.setattr(app_module.sys, "platform", platform)
        monkeypatch.setattr(app_module, "make_app", lambda **_: app)
        assert app_module.run_app() == 0
        assert len(installed) == expected
        for w in QtWidgets.QApplication.topLevelWidgets():
            if w not in before:
                w.close()


# Reports, as the table's first frame completes, how many full card pictures were loaded.
_FULL_FACES_AT_FIRST_FRAME = r"""
import sys
from petridish.table.faces import FaceCache
from petridish.ui import probe

loaded = []
load = FaceCache._pixmap
FaceCache._pixmap = lambda self, key: loaded.append(key) or load(self, key)
done = probe._FirstFrame._done


def report(self):
    print("full-faces-loaded", len(loaded), flush=True)
    done(self)


probe._FirstFrame._done = report
from petridish.cli import main

sys.argv = ["petridish", "play", "adaptoid24", "--seats", "human,bot", "--seed", "3"]
main()
"""


def test_a_warm_table_shows_its_cards_without_loading_their_full_pictures(tmp_path):
    """The second start draws its cards from the screen-size copies the first one kept
    (see petridish.table.faces): the full pictures wait for a preview or a zoom."""
    # The first start paints the cards (its first frame is the progress of that), the
    # second draws them at screen size and keeps those, the third reads them.
    reports = _reports(_FULL_FACES_AT_FIRST_FRAME, tmp_path / "home", 3, "full-faces")
    _, second, third = (int(line.split()[1]) for line in reports)
    assert second > 10 and third == 0
    screen = tmp_path / "home" / "cache" / "art" / "adaptoid24" / "screen"
    assert len(list(screen.glob("*.rgba"))) >= second
