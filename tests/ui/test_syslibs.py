"""When Qt cannot open a window, petridish says which system libraries are missing and
how to install them, or that there is no display, instead of Qt's own message (which
names one missing library of several, suggests reinstalling, and aborts)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from petridish.ui import syslibs

QT_SAYS = "no Qt platform plugin could be initialized"
MAKE_APP = "from petridish.ui.app import make_app; make_app(); print('made')"

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux platforms")


def failing(*sonames: str):
    """A loader under which the given libraries cannot be loaded; it notes every ask."""
    asked: list[str] = []

    def load(soname: str) -> None:
        asked.append(soname)
        if soname in sonames:
            raise OSError(f"{soname}: cannot open shared object file")

    load.asked = asked  # type: ignore[attr-defined]
    return load


def no_server(display: str) -> bool:
    return False


def a_server(display: str) -> bool:
    return True


def test_each_missing_library_is_named_with_the_command_that_installs_it():
    message = syslibs.diagnose(
        {"DISPLAY": ":0"},
        failing("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"),
        a_server,
    )
    assert message == (
        "petridish: Qt cannot open a window.\n"
        "It needs these system libraries, which cannot be loaded:\n"
        "  libxcb-cursor.so.0\n"
        "  libxcb-icccm.so.4\n"
        "  libxcb-keysyms.so.1\n"
        "Install them and start petridish again:\n"
        "  Debian, Ubuntu:  sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1\n"
        "  Fedora:          sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms\n"
        "To run without a window (on a server, in CI), set QT_QPA_PLATFORM=offscreen.\n"
    )


def test_a_package_that_holds_several_missing_libraries_is_named_once():
    message = syslibs.diagnose(
        {"DISPLAY": ":0"},
        failing("libxcb-randr.so.0", "libxcb-shape.so.0", "libxcb-render-util.so.0"),
        a_server,
    )
    assert "sudo apt install libxcb-render-util0 libxcb-randr0 libxcb-shape0\n" in message
    assert "sudo dnf install xcb-util-renderutil libxcb\n" in message


@pytest.mark.parametrize(
    ("env", "platforms"),
    [
        ({}, ["xcb"]),
        ({"XDG_SESSION_TYPE": "x11"}, ["xcb"]),
        ({"XDG_SESSION_TYPE": "wayland"}, ["wayland", "xcb"]),
        ({"QT_QPA_PLATFORM": "xcb"}, ["xcb"]),
        (
            {"QT_QPA_PLATFORM": "wayland-egl;xcb:nograb", "XDG_SESSION_TYPE": "x11"},
            ["wayland", "xcb"],
        ),
        ({"QT_QPA_PLATFORM": "wayland;wayland-egl"}, ["wayland"]),
        ({"QT_QPA_PLATFORM": "eglfs"}, ["eglfs"]),
    ],
)
def test_the_platforms_qt_tried_come_from_its_variables(env, platforms):
    assert syslibs.platforms_tried(env) == platforms


def test_only_the_libraries_of_the_platforms_tried_are_checked():
    load = failing()
    syslibs.diagnose({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, load, a_server)
    assert "libxcb-icccm.so.4" in load.asked and "libwayland-client.so.0" not in load.asked
    load = failing("libwayland-cursor.so.0")
    message = syslibs.diagnose({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "w"}, load)
    assert not any("xcb" in soname for soname in load.asked)
    assert "sudo apt install libwayland-cursor0\n" in message
    assert "sudo dnf install libwayland-cursor\n" in message
    assert len(load.asked) == len(set(load.asked))  # each library is tried once


def test_without_a_display_variable_it_says_so():
    message = syslibs.diagnose({}, failing(), a_server)
    assert "DISPLAY is not set." in message
    assert "sudo" not in message and "offscreen" in message
    both = syslibs.diagnose({"XDG_SESSION_TYPE": "wayland"}, failing(), a_server)
    assert "WAYLAND_DISPLAY is not set. DISPLAY is not set." in both


def test_a_display_no_x_server_answers_is_named():
    message = syslibs.diagnose({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":987"}, failing(), no_server)
    assert "No X server accepts a connection at DISPLAY=:987." in message
    # Missing libraries and a missing display are both told.
    both = syslibs.diagnose({"DISPLAY": ":987"}, failing("libxcb-icccm.so.4"), no_server)
    assert "libxcb-icccm4" in both and "DISPLAY=:987" in both


def test_a_display_that_cannot_be_asked_is_not_blamed():
    """Without libxcb there is no asking the X server: the libraries are the news."""
    message = syslibs.diagnose({"DISPLAY": ":0"}, failing("libxcb.so.1"), lambda d: None)
    assert "sudo apt install libxcb1\n" in message and "X server" not in message


def test_with_libraries_and_a_display_it_points_to_qts_own_account():
    message = syslibs.diagnose({"DISPLAY": ":0"}, failing(), a_server)
    assert "xcb platform failed" in message and "QT_DEBUG_PLUGINS=1" in message
    assert "sudo" not in message
    other = syslibs.diagnose({"QT_QPA_PLATFORM": "eglfs"}, failing(), no_server)
    assert "eglfs platform failed" in other and "DISPLAY" not in other


def test_a_library_that_is_not_there_does_not_load():
    with pytest.raises(OSError):
        syslibs.load_library("libpetridish-nothing.so.0")


def _needed(path: Path) -> set[str]:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True)
    return {
        line.split("[", 1)[1].rstrip("]") for line in out.stdout.splitlines() if "(NEEDED)" in line
    }


@linux_only
@pytest.mark.skipif(shutil.which("readelf") is None, reason="needs readelf")
def test_the_table_covers_every_library_the_installed_x11_platform_needs():
    """A new PySide6 that needs another system library fails here, not on a player's
    fresh system."""
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    needed = _needed(qt / "plugins" / "platforms" / "libqxcb.so")
    needed |= _needed(qt / "lib" / "libQt6XcbQpa.so.6")
    needed |= _needed(qt / "lib" / "libQt6Gui.so.6")
    # Qt's own libraries come with it; the C and C++ runtimes come with any system.
    runtime = ("libQt6", "libc.", "libm.", "libstdc++.", "libgcc_s.", "ld-linux", "libz.")
    system = {name for name in needed if not name.startswith(runtime)}
    assert system <= {lib.soname for lib in syslibs.PLATFORM_LIBRARIES["xcb"]}


def _start(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """make_app in a fresh process, with only the given display variables."""
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    base.pop("XDG_SESSION_TYPE", None)
    return subprocess.run(
        [sys.executable, "-c", MAKE_APP],
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


@linux_only
def test_a_display_without_an_x_server_gets_our_message_and_exit_code(tmp_path):
    if Path("/tmp/.X11-unix/X987").exists():
        pytest.skip("display :987 exists here")
    out = _start({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":987"})
    assert out.returncode == 1, out.stderr  # not Qt's abort (-6)
    assert out.stderr.startswith("petridish: Qt cannot open a window.\n"), out.stderr
    assert QT_SAYS not in out.stderr and "Reinstalling" not in out.stderr
    assert out.stderr.endswith("set QT_QPA_PLATFORM=offscreen.\n")
    if syslibs.x_server_answers(":987") is False:  # (libxcb is there to ask)
        assert "No X server accepts a connection at DISPLAY=:987." in out.stderr


@pytest.fixture
def xvfb():
    """The display of an Xvfb of this test's own, on a free display number."""
    if shutil.which("Xvfb") is None:
        pytest.skip("needs Xvfb")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "640x480x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as said:
        number = said.readline().strip()  # written once the server accepts connections
    try:
        if not number:
            pytest.skip("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


@linux_only
def test_a_library_that_does_not_load_is_named_with_its_packages(tmp_path, xvfb):
    env = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": xvfb}
    if _start(env).returncode != 0:
        pytest.skip("this system cannot open an X11 window even with all its libraries")
    # A file in the loader's path under the library's name, which is no library: the
    # X11 platform fails to load just as when the library is not installed.
    (tmp_path / "libxcb-icccm.so.4").write_text("not a shared library\n")
    out = _start({**env, "LD_LIBRARY_PATH": str(tmp_path)})
    assert out.returncode == 1, out.stderr
    assert QT_SAYS not in out.stderr and "made" not in out.stdout
    assert out.stderr == (
        "petridish: Qt cannot open a window.\n"
        "It needs these system libraries, which cannot be loaded:\n"
        "  libxcb-icccm.so.4\n"
        "Install them and start petridish again:\n"
        "  Debian, Ubuntu:  sudo apt install libxcb-icccm4\n"
        "  Fedora:          sudo dnf install xcb-util-wm\n"
        "To run without a window (on a server, in CI), set QT_QPA_PLATFORM=offscreen.\n"
    )


def test_qts_messages_are_still_printed_when_the_app_starts():
    """They are held back while the application is made, not dropped."""
    # A setting Qt reads and complains about while the application is being made.
    out = _start({"QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR_ROUNDING_POLICY": "nosuch"})
    assert out.returncode == 0 and out.stdout == "made\n", out.stderr
    assert "Unknown scale factor rounding policy: nosuch" in out.stderr


def test_qt_gui_failing_to_import_names_its_missing_libraries():
    from petridish.ui import syslibs

    def load(soname):
        if soname == "libEGL.so.1":
            raise OSError(soname)

    text = syslibs.explain_import_error("libEGL.so.1: cannot open shared object file", load)
    assert "libEGL.so.1" in text
    assert "sudo apt install libegl1" in text and "sudo dnf install libglvnd-egl" in text


def test_an_import_error_with_every_library_present_is_quoted():
    from petridish.ui import syslibs

    text = syslibs.explain_import_error("something else", lambda soname: None)
    assert "Loading Qt failed: something else" in text


def test_a_broken_qt_gui_library_gets_our_message_not_a_traceback(tmp_path):
    (tmp_path / "libEGL.so.1").write_text("not a library")
    env = {**os.environ, "LD_LIBRARY_PATH": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "petridish", "play", "adaptoid24"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert "libEGL.so.1" in done.stderr and "sudo apt install libegl1" in done.stderr
