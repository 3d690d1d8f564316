"""Why Qt could not open a window on Linux, told plainly.

Qt's wheels bring Qt but not the system libraries its window platforms load (a fresh
Debian 12 lacks libxcb-cursor0, libxcb-icccm4 and libxcb-keysyms1). When none of its
platforms starts, Qt names at most one missing library, suggests reinstalling, and
aborts. ``ui.app`` then calls :func:`give_up`, which finds which libraries the platforms
Qt tried cannot load, and whether there is a display at all, and says what to install.

This module imports no Qt (it runs when Qt has failed) and is imported only then, so it
costs a normal start nothing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple, NoReturn


class Library(NamedTuple):
    """A shared library Qt loads, and the package that installs it."""

    soname: str
    debian: str  # Debian 12, Ubuntu 22.04 and later
    fedora: str


# What Qt's GUI module itself links against: it is loaded before any platform is tried,
# so these are found in all but a broken set-up, but they are checked all the same.
QT_GUI = (
    Library("libEGL.so.1", "libegl1", "libglvnd-egl"),
    Library("libGL.so.1", "libgl1", "libglvnd-glx"),
    Library("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    Library("libfreetype.so.6", "libfreetype6", "freetype"),
    Library("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    Library("libgthread-2.0.so.0", "libglib2.0-0", "glib2"),
    Library("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
    Library("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    Library("libX11.so.6", "libx11-6", "libX11"),
)

# What each platform plugin needs besides (the NEEDED entries of PySide6 6.11's
# plugins/platforms/libq*.so and of the Qt library behind each). The first three are
# what a fresh desktop most often lacks.
PLATFORM_LIBRARIES: dict[str, tuple[Library, ...]] = {
    "xcb": (
        Library("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
        Library("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
        Library("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
        Library("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
        Library("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
        Library("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
        Library("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
        Library("libxcb.so.1", "libxcb1", "libxcb"),
        Library("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
        Library("libxcb-render.so.0", "libxcb-render0", "libxcb"),
        Library("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
        Library("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
        Library("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
        Library("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
        Library("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
        Library("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
        *QT_GUI,
    ),
    "wayland": (
        Library("libwayland-client.so.0", "libwayland-client0", "libwayland-client"),
        Library("libwayland-cursor.so.0", "libwayland-cursor0", "libwayland-cursor"),
        *QT_GUI,
    ),
}

# The variable that tells each platform where its display is.
DISPLAY_VARIABLE = {"xcb": "DISPLAY", "wayland": "WAYLAND_DISPLAY"}

HEADLESS_HINT = "To run without a window (on a server, in CI), set QT_QPA_PLATFORM=offscreen."


def platforms_tried(env: Mapping[str, str]) -> list[str]:
    """The platforms Qt tried, in order: those QT_QPA_PLATFORM names (``wayland;xcb``,
    ``xcb:option``), else Qt's default, X11, after Wayland in a Wayland session. Qt's
    variants of a platform (``wayland-egl``) count as that platform."""
    asked = [p.split(":", 1)[0].strip() for p in env.get("QT_QPA_PLATFORM", "").split(";")]
    names = [p for p in asked if p]
    if not names:
        names = ["wayland", "xcb"] if env.get("XDG_SESSION_TYPE") == "wayland" else ["xcb"]
    families = ["wayland" if n.startswith("wayland") else n for n in names]
    return list(dict.fromkeys(families))


def load_library(soname: str) -> None:
    """Load ``soname`` as Qt would (by the same search); OSError if it cannot be."""
    import ctypes  # (not at the top: ctypes takes milliseconds to import)

    ctypes.CDLL(soname)


def unloadable(
    platforms: Iterable[str], load: Callable[[str], object] = load_library
) -> list[Library]:
    """The libraries the given platforms need that cannot be loaded: not installed, or
    broken, or needing one that is not."""
    needed = {lib.soname: lib for p in platforms for lib in PLATFORM_LIBRARIES.get(p, ())}
    missing = []
    for lib in needed.values():
        try:
            load(lib.soname)
        except OSError:
            missing.append(lib)
    return missing


def x_server_answers(display: str) -> bool | None:
    """Whether an X server accepts a connection at ``display`` (what Qt's X11 platform
    asks first); None when libxcb itself cannot be loaded to ask."""
    import ctypes

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = (ctypes.c_char_p, ctypes.c_void_p)
    xcb.xcb_connection_has_error.argtypes = (ctypes.c_void_p,)
    xcb.xcb_disconnect.argtypes = (ctypes.c_void_p,)
    # xcb_connect never returns NULL: a failed connection is an object that says so.
    connection = xcb.xcb_connect(os.fsencode(display), None)
    try:
        return xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)


def display_problems(
    platforms: Sequence[str],
    env: Mapping[str, str],
    x_answers: Callable[[str], bool | None] = x_server_answers,
) -> list[str]:
    """What is wrong with the displays of the given platforms, a sentence each; empty
    when one of them has a display (or is a platform without one known here)."""
    problems = []
    for platform in platforms:
        variable = DISPLAY_VARIABLE.get(platform)
        if variable is None:
            return []
        value = env.get(variable, "")
        if not value:
            problems.append(f"{variable} is not set.")
        elif platform == "xcb" and x_answers(value) is False:
            problems.append(f"No X server accepts a connection at DISPLAY={value}.")
        else:
            return []  # a display is there, so it is not what failed
    return problems


def commands(missing: Sequence[Library]) -> list[str]:
    """The commands that install ``missing``, each package once, in order."""
    debian = " ".join(dict.fromkeys(lib.debian for lib in missing))
    fedora = " ".join(dict.fromkeys(lib.fedora for lib in missing))
    return [
        f"Debian, Ubuntu:  sudo apt install {debian}",
        f"Fedora:          sudo dnf install {fedora}",
    ]


def explain(platforms: Sequence[str], missing: Sequence[Library], displays: Sequence[str]) -> str:
    """The message: what to install and what is wrong with the display, or, when
    neither was found, where to look; and how to run without a window."""
    lines = ["petridish: Qt cannot open a window."]
    if missing:
        lines.append("It needs these system libraries, which cannot be loaded:")
        lines += [f"  {lib.soname}" for lib in missing]
        lines.append("Install them and start petridish again:")
        lines += [f"  {command}" for command in commands(missing)]
    if displays:
        lines.append(" ".join(displays))
        lines.append("Start petridish in a desktop session, or point it at a running display.")
    if not missing and not displays:
        lines.append(
            f"Its {' and '.join(platforms)} platform failed, though the libraries it needs"
            " load and there is a display."
        )
        lines.append("Run with QT_DEBUG_PLUGINS=1 to see Qt's own account.")
    lines.append(HEADLESS_HINT)
    return "\n".join(lines) + "\n"


def diagnose(
    env: Mapping[str, str],
    load: Callable[[str], object] = load_library,
    x_answers: Callable[[str], bool | None] = x_server_answers,
) -> str:
    """The message for a start in which Qt could not open a window, given the
    environment, a way to load a library and a way to ask an X server."""
    platforms = platforms_tried(env)
    return explain(
        platforms, unloadable(platforms, load), display_problems(platforms, env, x_answers)
    )


def explain_import_error(error: str, load: Callable[[str], object] = load_library) -> str:
    """The message for Qt's GUI module failing to import (``error`` is Python's
    ImportError text, which names the first library the loader did not find)."""
    missing = [lib for lib in QT_GUI if not _loads(lib.soname, load)]
    lines = ["petridish: Qt cannot start."]
    if missing:
        lines.append("It needs these system libraries, which cannot be loaded:")
        lines += [f"  {lib.soname}" for lib in missing]
        lines.append("Install them and start petridish again:")
        lines += [f"  {command}" for command in commands(missing)]
    else:
        lines.append(f"Loading Qt failed: {error}")
    return "\n".join(lines) + "\n"


def _loads(soname: str, load: Callable[[str], object]) -> bool:
    try:
        load(soname)
    except OSError:
        return False
    return True


def give_up(qt_messages: Sequence[str]) -> NoReturn:
    """Print the diagnosis instead of Qt's messages (or after them, when QT_DEBUG_PLUGINS
    asks for Qt's own account) and end the process.

    Called from inside Qt's message handler, just before Qt would abort: an exception
    cannot travel back through Qt's C++ frames, so the process ends here, with exit
    code 1 rather than Qt's abort.
    """
    if os.environ.get("QT_DEBUG_PLUGINS"):
        sys.stderr.write("".join(message + "\n" for message in qt_messages))
    sys.stderr.write(diagnose(os.environ))
    sys.stderr.flush()
    sys.stdout.flush()
    os._exit(1)
