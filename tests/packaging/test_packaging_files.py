"""The packaging files stay correct and in step with the app, without building anything.

The PyInstaller spec is run with stand-ins for PyInstaller's build steps, so these tests
need neither PyInstaller nor a build: they check what the spec asks for (entry point,
programs, resources, icon, Info.plist) and what its filters keep and drop.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import types
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import ClassVar

import pytest
from PIL import Image

import petridish
from petridish.storage.paths import SAVE_SUFFIX

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
MIME_TYPE = "application/x-petridish-save"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


# -- the spec, run with stand-ins -------------------------------------------------------


class Step:
    """Stands in for one of PyInstaller's build steps and remembers how it was called."""

    def __init__(self, log: list, kind: str, *args, **kwargs):
        self.kind, self.args, self.kwargs = kind, args, kwargs
        log.append(self)


class FakeAnalysis(Step):
    # What PyInstaller would collect: (path in the bundle, source, kind).
    BINARIES: ClassVar[list[tuple[str, str, str]]] = [
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("PySide6/QtGui.abi3.so", "/wheel/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/wheel/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/wheel/libQt6Network.so.6", "BINARY"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/wheel/libqxcb.so", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "/wheel/libqoffscreen.so", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", "/wheel/libqwayland.so", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", "/wheel/libqvnc.so", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", "/wheel/libqeglfs.so", "BINARY"),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "/wheel/libqjpeg.so", "BINARY"),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", "/wheel/tls.so", "BINARY"),
        (
            "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
            "/wheel/libxdg-shell.so",
            "BINARY",
        ),
        (
            "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
            "/wheel/libivi-shell.so",
            "BINARY",
        ),
        ("libfontconfig.so.1", "/usr/lib/x86_64-linux-gnu/libfontconfig.so.1", "BINARY"),
        ("libstdc++.so.6", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6", "BINARY"),
        ("libxcb-cursor.so.0", "/usr/lib/x86_64-linux-gnu/libxcb-cursor.so.0", "BINARY"),
        ("libcrypto.so.3", "/py/libcrypto.so.3", "BINARY"),
        ("python3.11/lib-dynload/_hashlib.so", "/py/_hashlib.so", "EXTENSION"),
    ]
    DATAS: ClassVar[list[tuple[str, str, str]]] = [
        ("PySide6/Qt/translations/qt_de.qm", "/wheel/qt_de.qm", "DATA"),
        ("petridish/resources/games/adaptoid24/cards.toml", "/src/cards.toml", "DATA"),
    ]

    def __init__(self, log, *args, **kwargs):
        super().__init__(log, "Analysis", *args, **kwargs)
        self.binaries = list(self.BINARIES)
        self.datas = list(self.DATAS)
        self.scripts, self.pure = ["script"], ["pure"]


# What each fake file links to, as readelf would say.
LINKS = {
    "/wheel/QtGui.abi3.so": ["libQt6Gui.so.6"],
    "/wheel/libqxcb.so": ["libQt6Gui.so.6", "libxcb-cursor.so.0"],
    "/py/_hashlib.so": ["libcrypto.so.3"],
}


def fake_readelf(command, **kwargs):
    path = command[-1]
    lines = [f" 0x1 (NEEDED) Shared library: [{name}]" for name in LINKS.get(path, [])]
    return subprocess.CompletedProcess(command, 0, stdout="\n".join(lines), stderr="")


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str) -> dict:
    """Run packaging/petridish.spec as PyInstaller would on ``platform``; return its steps."""
    log: list[Step] = []
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [f"{package}.<every module>"]
    versioninfo = types.ModuleType("PyInstaller.utils.win32.versioninfo")
    for name in (
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    ):
        setattr(versioninfo, name, lambda *a, _name=name, **k: (_name, a, k))
    win32 = types.ModuleType("PyInstaller.utils.win32")
    win32.versioninfo = versioninfo
    for name, module in {
        "PyInstaller": types.ModuleType("PyInstaller"),
        "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
        "PyInstaller.utils.hooks": hooks,
        "PyInstaller.utils.win32": win32,
        "PyInstaller.utils.win32.versioninfo": versioninfo,
    }.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec adds desktop/ to it
    monkeypatch.setattr(subprocess, "run", fake_readelf)

    spec = PACKAGING / "petridish.spec"
    namespace = {
        "__file__": str(spec),
        "__name__": "__main__",
        "SPECPATH": str(PACKAGING),
        "Analysis": lambda *a, **k: FakeAnalysis(log, *a, **k),
        "PYZ": lambda *a, **k: Step(log, "PYZ", *a, **k),
        "EXE": lambda *a, **k: Step(log, "EXE", *a, **k),
        "COLLECT": lambda *a, **k: Step(log, "COLLECT", *a, **k),
        "BUNDLE": lambda *a, **k: Step(log, "BUNDLE", *a, **k),
    }
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    steps: dict = {}
    for step in log:
        steps.setdefault(step.kind, []).append(step)
    return steps


def kept(analysis: FakeAnalysis) -> set[str]:
    return {dest for dest, _src, _kind in analysis.binaries + analysis.datas}


def test_the_spec_bundles_the_petridish_command_with_all_of_resources(monkeypatch):
    steps = run_spec(monkeypatch, "linux")
    (analysis,) = steps["Analysis"]
    (script,) = analysis.args[0]
    assert Path(script) == ROOT / "desktop" / "petridish" / "__main__.py"
    assert "from petridish.cli import main" in Path(script).read_text(encoding="utf-8")
    assert analysis.kwargs["datas"] == [(str(ROOT / "resources"), "petridish/resources")]
    # Games, presenters and storage modules are imported by name at run time.
    assert analysis.kwargs["hiddenimports"] == ["petridish.<every module>"]
    for unused in ("tkinter", "unittest", "pydoc", "PySide6.QtNetwork", "PySide6.QtQml"):
        assert unused in analysis.kwargs["excludes"]


def test_on_linux_one_program_serves_terminal_and_desktop(monkeypatch):
    steps = run_spec(monkeypatch, "linux")
    (exe,) = steps["EXE"]
    assert exe.kwargs["name"] == petridish.APP_ID and exe.kwargs["console"] is True
    (collect,) = steps["COLLECT"]
    assert collect.kwargs["name"] == "petridish"
    assert "BUNDLE" not in steps


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_on_windows_and_macos_a_windowed_program_comes_first(monkeypatch, platform):
    steps = run_spec(monkeypatch, platform)
    programs = {exe.kwargs["name"]: exe for exe in steps["EXE"]}
    gui, console = programs[petridish.APP_NAME], programs[petridish.APP_ID]
    assert (gui.kwargs["name"], gui.kwargs["console"]) == (petridish.APP_NAME, False)
    assert (console.kwargs["name"], console.kwargs["console"]) == ("petridish", True)
    (collect,) = steps["COLLECT"]
    assert collect.args[:2] == (gui, console)  # BUNDLE makes the first the .app's own
    icon = Path(gui.kwargs["icon"])
    assert icon.suffix == (".ico" if platform == "win32" else ".icns") and icon.is_file()
    # A save opened in Finder arrives as an Apple Event, which only the app's program gets.
    assert gui.kwargs["argv_emulation"] is (platform == "darwin")
    assert console.kwargs["argv_emulation"] is False


def test_the_macos_app_declares_itself_and_its_saves(monkeypatch):
    (bundle,) = run_spec(monkeypatch, "darwin")["BUNDLE"]
    plist = bundle.kwargs["info_plist"]
    assert bundle.kwargs["name"] == "Petri Dish.app"
    assert bundle.kwargs["version"] == plist["CFBundleShortVersionString"] == petridish.__version__
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSBackgroundOnly"] is False
    (doc_type,) = plist["CFBundleDocumentTypes"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert doc_type["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert exported["UTTypeIdentifier"].startswith(bundle.kwargs["bundle_identifier"])
    tags = exported["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == [SAVE_SUFFIX.lstrip(".")]
    assert tags["public.mime-type"] == [MIME_TYPE]


def test_the_windows_programs_carry_the_version(monkeypatch):
    programs = {exe.kwargs["name"]: exe for exe in run_spec(monkeypatch, "win32")["EXE"]}
    gui = programs[petridish.APP_NAME]
    name, _args, kwargs = gui.kwargs["version"]
    assert name == "VSVersionInfo"
    assert kwargs["ffi"][2]["filevers"][:3] == tuple(
        int(n) for n in petridish.__version__.split(".")[:3]
    )


def test_linux_keeps_the_window_plugins_and_leaves_the_rest_out(monkeypatch):
    (analysis,) = run_spec(monkeypatch, "linux")["Analysis"]
    files = kept(analysis)
    plugins = "PySide6/Qt/plugins/"
    assert {p for p in files if p.startswith(plugins + "platforms/")} == {
        plugins + "platforms/libqxcb.so",
        plugins + "platforms/libqwayland.so",
        plugins + "platforms/libqoffscreen.so",
    }
    assert plugins + "wayland-shell-integration/libxdg-shell.so" in files
    for gone in (
        "wayland-shell-integration/libivi-shell.so",
        "imageformats/libqjpeg.so",
        "tls/libqopensslbackend.so",
    ):
        assert plugins + gone not in files
    assert "PySide6/Qt/translations/qt_de.qm" not in files
    assert "petridish/resources/games/adaptoid24/cards.toml" in files


def test_linux_takes_system_libraries_from_the_system_and_drops_unused_ones(monkeypatch):
    (analysis,) = run_spec(monkeypatch, "linux")["Analysis"]
    files = kept(analysis)
    for system in ("libfontconfig.so.1", "libstdc++.so.6", "libxcb-cursor.so.0"):
        assert system not in files
    # Nothing links to Qt's network library once the tls plugin is gone: it goes, and so
    # does the link to it; libpython is loaded by name, so it stays.
    assert "PySide6/Qt/lib/libQt6Network.so.6" not in files
    assert "libQt6Network.so.6" not in files
    for needed in ("PySide6/Qt/lib/libQt6Gui.so.6", "libQt6Gui.so.6", "libcrypto.so.3"):
        assert needed in files
    assert "libpython3.11.so.1.0" in files


@pytest.mark.parametrize(
    ("platform", "plugin"), [("win32", "qwindows.dll"), ("darwin", "libqcocoa.dylib")]
)
def test_windows_and_macos_keep_their_own_platform_plugins(monkeypatch, platform, plugin):
    collected = [
        (f"PySide6/Qt/plugins/platforms/{name}", name, "BINARY")
        for name in (plugin, "qminimal.dll", "libqminimal.dylib")
    ]
    collected.append(("PySide6/opengl32sw.dll", "opengl32sw.dll", "BINARY"))
    monkeypatch.setattr(FakeAnalysis, "BINARIES", collected)
    (analysis,) = run_spec(monkeypatch, platform)["Analysis"]
    assert [Path(dest).name for dest, _src, _kind in analysis.binaries] == [plugin]


def test_the_spec_and_the_app_agree_on_the_save_suffix():
    text = (PACKAGING / "petridish.spec").read_text(encoding="utf-8")
    assert f'SAVE_SUFFIX = "{SAVE_SUFFIX}"' in text


# -- Linux: menu entry, file type, package scripts ----------------------------------------


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(PACKAGING / "linux" / "petridish.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_starts_petridish_with_the_opened_file():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == petridish.APP_NAME
    assert entry["Exec"] == "petridish %f"
    assert entry["Icon"] == "petridish"
    assert entry["Terminal"] == "false"
    assert {"Game", "BoardGame"} <= set(filter(None, entry["Categories"].split(";")))
    assert list(filter(None, entry["MimeType"].split(";"))) == [MIME_TYPE]


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_the_desktop_entry_passes_desktop_file_validate():
    done = subprocess.run(
        ["desktop-file-validate", str(PACKAGING / "linux" / "petridish.desktop")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def test_the_mime_type_matches_saves_by_their_suffix():
    root = ET.parse(PACKAGING / "linux" / "petridish.xml").getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    (mime,) = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")] == [f"*{SAVE_SUFFIX}"]
    assert mime.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"
    assert mime.find(f"{MIME_NS}icon").get("name") == desktop_entry()["Icon"]


# -- Windows ------------------------------------------------------------------------------


def test_the_inno_script_installs_the_bundle_and_opens_saves_with_the_app():
    text = (PACKAGING / "windows" / "petridish.iss").read_text(encoding="utf-8")
    assert "AppVersion={#AppVersion}" in text
    assert "#error Pass the version" in text  # iscc without /DAppVersion stops at once
    assert f'#define SaveExt "{SAVE_SUFFIX}"' in text
    assert f'#define AppExe "{petridish.APP_NAME}.exe"' in text
    assert 'Subkey: "Software\\Classes\\{#SaveExt}"' in text
    assert '""{app}\\{#AppExe}"" ""%1""' in text  # the save's path reaches the app
    assert "ChangesAssociations=yes" in text
    assert "{autoprograms}" in text and "desktopicon" in text
    assert "SetupIconFile=..\\..\\resources\\icons\\petridish.ico" in text
    assert (PACKAGING / "windows" / "../../resources/icons/petridish.ico").resolve().is_file()


def test_the_windows_build_script_runs_the_self_test_and_inno_setup():
    text = (PACKAGING / "build-windows.ps1").read_text(encoding="utf-8")
    assert '$ErrorActionPreference = "Stop"' in text
    assert "--self-test" in text and "self-test passed" in text
    assert "/DAppVersion=$Version" in text and "petridish.iss" in text


# -- build scripts ---------------------------------------------------------------------------

SHELL_SCRIPTS = [
    PACKAGING / "build-linux",
    PACKAGING / "build-macos",
    PACKAGING / "linux" / "install.sh",
]
MAINTAINER_SCRIPTS = [
    PACKAGING / "linux" / "deb" / "postinst",
    PACKAGING / "linux" / "deb" / "postrm",
]


@pytest.mark.skipif(os.name == "nt", reason="Windows has no executable bit")
@pytest.mark.parametrize("script", SHELL_SCRIPTS + MAINTAINER_SCRIPTS, ids=lambda p: p.name)
def test_scripts_are_executable(script):
    assert os.access(script, os.X_OK), f"chmod +x {script.relative_to(ROOT)}"


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda p: p.name)
def test_bash_scripts_stop_at_the_first_error(script):
    lines = script.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "#!/usr/bin/env bash"
    assert "set -euo pipefail" in lines


@pytest.mark.parametrize("script", MAINTAINER_SCRIPTS, ids=lambda p: p.name)
def test_maintainer_scripts_refresh_caches_only_where_the_tools_exist(script):
    text = script.read_text(encoding="utf-8")
    assert text.startswith("#!/bin/sh\n") and "set -e" in text
    for tool in ("update-desktop-database", "update-mime-database", "gtk-update-icon-cache"):
        assert f"command -v {tool} >/dev/null 2>&1" in text


@pytest.mark.skipif(not shutil.which("bash") or os.name == "nt", reason="needs bash")
@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda p: p.name)
def test_bash_scripts_parse(script):
    done = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_workflow_builds_on_all_three_systems_and_runs_the_self_test():
    text = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
    for runner in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert f"runs-on: {runner}" in text
    for command in ("packaging/build-linux", "build-windows.ps1", "packaging/build-macos"):
        assert command in text
    assert text.count("--self-test") >= 2 and text.count("actions/upload-artifact") == 3


def test_ci_runs_the_readme_test_command_then_builds_the_bundle_and_self_tests_it():
    """Every submission proves the download starts: a green suite says nothing about a
    frozen app (A.D.A.P.T. once crashed in the bundle alone)."""
    lines = [x.strip() for x in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert "set -euo pipefail" in lines
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    tests = 'pip install ".[test]" && python -m pytest'
    assert tests in readme and tests in lines
    build = "pyinstaller --noconfirm --log-level WARN packaging/petridish.spec"
    assert lines.index(tests) < lines.index(build)
    run = next(
        i for i, x in enumerate(lines) if x.startswith("(cd / && env -u PETRIDISH_RESOURCES")
    )
    assert lines.index(build) < run and lines[run + 1] == '"$bundle/petridish" --self-test)'
    assert "bundle=$PWD/dist/petridish" in lines and "QT_QPA_PLATFORM=offscreen" in lines[run]


# -- icons ----------------------------------------------------------------------------------


def test_the_icon_files_have_the_expected_sizes():
    with Image.open(ICONS / "petridish.png") as master:
        assert master.size == (512, 512) and master.mode == "RGBA"
    for n in (16, 24, 32, 48, 64, 128, 256):
        with Image.open(ICONS / f"petridish-{n}.png") as icon:
            assert icon.size == (n, n) and icon.mode == "RGBA"
    with Image.open(ICONS / "petridish.ico") as ico:
        assert {(n, n) for n in (16, 24, 32, 48, 64, 128, 256)} <= ico.info["sizes"]
    with Image.open(ICONS / "petridish.icns") as icns:
        assert {(16, 16, 2), (128, 128, 1), (512, 512, 2)} <= set(icns.info["sizes"])


def load_make_icons():
    sys.path.insert(0, str(PACKAGING))
    try:
        import make_icons
    finally:
        sys.path.remove(str(PACKAGING))
    return make_icons


def test_the_icon_is_a_round_dish_on_a_clear_background():
    icon = load_make_icons().draw_icon(64)
    assert icon.size == (64, 64)
    assert icon.getpixel((0, 0))[3] == 0 and icon.getpixel((63, 63))[3] == 0  # corners
    assert icon.getpixel((32, 32))[3] == 255  # the dish


def test_the_icon_uses_the_app_logo_colours():
    from petridish.ui import palette

    make_icons = load_make_icons()
    assert make_icons.ACCENT == palette.ACCENT
    assert make_icons.DISH == palette.WINDOW
    assert [c[3] for c in make_icons.COLONIES] == [m.colour for m in palette.PLAYER_MARKS[:4]]
